#!/usr/bin/env bash
# `make install` as a user gets it: installs into a temporary prefix, hides this checkout's build
# folder (an empty tmpfs mounted over it, in a mount namespace of its own), and runs init, lint,
# render, export and chart from another folder with the installed command alone.
#
#   Scripts/check-install.sh [CONFIG]      CONFIG is debug (make test) or release (default)
# Prints one line per check and "install: N passed, N failed"; exits 1 when any failed.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
config=${1:-release}
repository=$(pwd)
prefix=$(mktemp -d /tmp/motionspec-prefix.XXXXXX)
work=$(mktemp -d /tmp/motionspec-user.XXXXXX)
trap 'rm -rf "$prefix" "$work"' EXIT

make --no-print-directory install PREFIX="$prefix" CONFIG="$config" >"$work.install.log" 2>&1 || {
  cat "$work.install.log"; echo "install: 0 passed, 1 failed"; exit 1; }
rm -f "$work.install.log"

# The checks run with the build folder hidden: nothing may be read from it.
unshare --mount bash -s "$repository/.build" "$prefix" "$work" <<'CHECKS'
set -u
build=$1 prefix=$2 work=$3
mount -t tmpfs none "$build" || { echo "cannot hide $build (unshare/mount)"; echo "install: 0 passed, 1 failed"; exit 1; }
cd "$work"
export PATH="$prefix/bin:/usr/bin:/bin"
passed=0 failed=0
check() {  # check NAME COMMAND…: the command must exit 0
  local name=$1; shift
  if out=$("$@" 2>&1); then passed=$((passed + 1)); echo "ok   $name"
  else failed=$((failed + 1)); echo "FAIL $name (exit $?):"; echo "$out" | tail -5 | sed 's/^/     /'; fi
}
[ -z "$(ls -A "$build")" ] && check "build folder hidden" true || check "build folder hidden" false
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
