#!/usr/bin/env bash
# `make install` as a user gets it: installs into a temporary prefix, then — as a normal user, in a
# user and mount namespace of its own (`unshare -r -m`) — hides this checkout's build folder and
# the Swift toolchain (an empty tmpfs mounted over each) and runs init, lint, render, export, chart
# and inspect from another folder with the installed command alone. With CONFIG release (what
# `make install` builds) the binary must also name no Swift library in `ldd`: the standard library
# and Foundation are linked in statically, so it runs where no toolchain is.
#
#   Scripts/check-install.sh [CONFIG]      CONFIG is release (the default, what users run) or debug
# Prints one line per check and "install: N passed, N failed"; exits 1 when any failed.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
config=${1:-release}
repository=$(pwd)
prefix=$(mktemp -d /tmp/motionspec-prefix.XXXXXX)
work=$(mktemp -d /tmp/motionspec-user.XXXXXX)
trap 'rm -rf "$prefix" "$work"' EXIT
# The toolchain's root: the folder above the `usr/bin` that holds swift (/opt/swift).
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")

make --no-print-directory install PREFIX="$prefix" CONFIG="$config" >"$work.install.log" 2>&1 || {
  cat "$work.install.log"; echo "install: 0 passed, 1 failed"; exit 1; }
rm -f "$work.install.log"
chmod 755 "$prefix"
chmod 777 "$work"

# A normal user: root drops to nobody first; anyone else is already one.
as_user=()
[ "$(id -u)" != 0 ] || as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)

# The checks run with the build folder and the toolchain hidden: nothing may be read from them.
"${as_user[@]}" unshare -r -m bash -s "$repository/.build" "$prefix" "$work" "$toolchain" "$config" <<'CHECKS'
set -u
build=$1 prefix=$2 work=$3 toolchain=$4 config=$5
mount -t tmpfs none "$build" || { echo "cannot hide $build (unshare/mount)"; echo "install: 0 passed, 1 failed"; exit 1; }
if [ "$config" = release ]; then
  mount -t tmpfs none "$toolchain" || { echo "cannot hide $toolchain"; echo "install: 0 passed, 1 failed"; exit 1; }
fi
cd "$work"
export PATH="$prefix/bin:/usr/bin:/bin"
passed=0 failed=0
check() {  # check NAME COMMAND…: the command must exit 0
  local name=$1; shift
  if out=$("$@" 2>&1); then passed=$((passed + 1)); echo "ok   $name"
  else failed=$((failed + 1)); echo "FAIL $name (exit $?):"; echo "$out" | tail -5 | sed 's/^/     /'; fi
}
[ -z "$(ls -A "$build")" ] && check "build folder hidden" true || check "build folder hidden" false
echo "     (as uid $(awk '{print $2}' /proc/self/uid_map) outside this user namespace)"
if [ "$config" = release ]; then
  [ -z "$(ls -A "$toolchain")" ] && check "toolchain hidden ($toolchain)" true || check "toolchain hidden" false
  check "ldd names no Swift library" sh -c "! ldd '$prefix/bin/motionspec' | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found'"
  echo "     binary: $(du -h "$prefix/bin/motionspec" | cut -f1); ldd: $(ldd "$prefix/bin/motionspec" | awk '{print $1}' | tr '\n' ' ')"
fi
check "which motionspec is the installed one" test "$(command -v motionspec)" = "$prefix/bin/motionspec"
check "motionspec init" motionspec init motion-tokens.yaml
check "motionspec lint (the init file)" motionspec lint motion-tokens.yaml
check "motionspec lint (the built-in catalogue)" motionspec lint
check "motionspec render" motionspec render motion-tokens.yaml -o spec --quiet
check "render wrote the page" grep -q "motion.heavy" spec/index.html
check "render wrote the PDF" test -s spec/motion-spec.pdf
check "motionspec render (built-in, no catalogue)" motionspec render -o built-in --quiet
check "motionspec export" motionspec export motion-tokens.yaml --to css,swiftui -o exported
check "export wrote CSS" test -s exported/motion-tokens.css
check "motionspec chart" motionspec chart motion --token heavy -o heavy.png
check "chart wrote a PNG" test -s heavy.png
check "motionspec inspect" motionspec inspect .bouncy
check "the manual page" test -s "$prefix/share/man/man1/motionspec.1"
check "the manual keeps non-ASCII text (epsilon)" grep -qF 'Settling threshold \[u03B5]' "$prefix/share/man/man1/motionspec.1"
check "the manual lists NO_COLOR" grep -q '^\.It Ev NO_COLOR' "$prefix/share/man/man1/motionspec.1"
check "the manual lists exit status 66" grep -q '^\.It 66' "$prefix/share/man/man1/motionspec.1"
check "bash completion" test -s "$prefix/share/bash-completion/completions/motionspec"
echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
CHECKS
