#!/usr/bin/env bash
# Lists or installs the system packages of Scripts/system-packages.txt, by role.
#
#   Scripts/system-packages.sh list apt|brew ROLE…     the package names, one line
#   Scripts/system-packages.sh install ROLE…           installs what is missing: apt-get on
#                                                      Debian/Ubuntu (sudo when not root),
#                                                      brew on macOS; quiet when nothing is
# ROLE is build, fonts, test, bench or wasm. Exit status: 0, 64 for a wrong call, or the installer's.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
list_file="$here/system-packages.txt"

usage() { echo "usage: $0 list apt|brew ROLE… | install ROLE…" >&2; exit 64; }

# packages apt|brew ROLE…: the names of those roles' lines, in file order, one a line.
packages() {
  local manager=$1; shift
  local role rest names name wanted
  while read -r role _ rest; do
    case "$role" in "" | "#"*) continue ;; esac
    for wanted in "$@"; do
      [ "$wanted" = "$role" ] || continue
      if [ "$manager" = apt ]; then names=${rest%%|*}; else names=${rest#*|}; fi
      for name in $names; do echo "$name"; done
    done
  done <"$list_file"
}

check_roles() {
  [ $# -gt 0 ] || usage
  local role
  for role in "$@"; do
    case "$role" in build | fonts | test | bench | wasm) ;; *) echo "$0: unknown role '$role'" >&2; exit 64 ;; esac
  done
}

[ $# -ge 1 ] || usage
command=$1; shift
case "$command" in
  list)
    [ $# -ge 1 ] || usage
    manager=$1; shift
    case "$manager" in apt | brew) ;; *) usage ;; esac
    check_roles "$@"
    packages "$manager" "$@" | paste -sd ' ' -
    ;;
  install)
    check_roles "$@"
    if [ "$(uname -s)" = Darwin ]; then
      # shellcheck disable=SC2046
      brew install --quiet $(packages brew "$@")
      exit 0
    fi
    missing=()
    for package in $(packages apt "$@"); do
      dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -gt 0 ] || exit 0
    sudo=()
    if [ "$(id -u)" != 0 ]; then
      if ! command -v sudo >/dev/null 2>&1; then
        # No way to become root here: say exactly what is missing and how to install it.
        echo "setup: motionspec needs these Debian packages, which are not installed: ${missing[*]}" >&2
        echo "setup: there is no sudo; as root, run:" >&2
        echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
        exit 69
      fi
      sudo=(sudo)
    fi
    echo "setup: installing ${missing[*]} (${sudo[*]:-as root} apt-get install)"
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends -- "${missing[@]}"
    ;;
  *) usage ;;
esac
