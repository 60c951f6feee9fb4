#!/usr/bin/env bash
# Packages a built motionspec binary for a release:
#   dist/motionspec-VERSION-linux-ARCH.tar.gz         bin/motionspec, LICENSE, README.md, CHANGELOG.md
#   dist/motionspec.artifactbundle.zip                 a SwiftPM artifact bundle (SE-0305) that a
#                                                      package can name as a binaryTarget
#   dist/SHA256SUMS                                    the sums of both (swift package compute-checksum
#                                                      gives the bundle's for a binaryTarget)
#
#   Scripts/package-release.sh VERSION BINARY OUTPUT_DIR
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: $0 VERSION BINARY OUTPUT_DIR" >&2; exit 64; }
version=$1 binary=$2 out=$3
case "$version" in [0-9]*.[0-9]*.[0-9]*) ;; *) echo "$0: '$version' is not a version such as 0.2.0" >&2; exit 64 ;; esac
[ -x "$binary" ] || { echo "$0: $binary is not an executable" >&2; exit 66; }
repository=$(cd "$(dirname "$0")/.." && pwd)
arch=$(uname -m)
case "$arch" in x86_64) triple=x86_64-unknown-linux-gnu ;; aarch64 | arm64) triple=aarch64-unknown-linux-gnu ;;
  *) echo "$0: no target triple known for $arch" >&2; exit 69 ;; esac
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Symbols are of no use to users and double the size: ship a stripped copy where strip exists.
cp "$binary" "$work/motionspec"
if command -v strip >/dev/null 2>&1; then strip "$work/motionspec"; fi
binary="$work/motionspec"

# The tarball: the command and its papers, with stable owners and times so the archive reproduces.
name="motionspec-$version-linux-$arch"
mkdir -p "$work/$name/bin"
install -m 755 "$binary" "$work/$name/bin/motionspec"
cp "$repository/LICENSE" "$repository/README.md" "$repository/CHANGELOG.md" "$work/$name/"
stamp=${SOURCE_DATE_EPOCH:-$(git -C "$repository" log -1 --format=%ct 2>/dev/null || echo 0)}
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C "$work" -czf "$out/$name.tar.gz" "$name"

# The artifact bundle: info.json names the executable and the triple it runs on.
bundle="$work/motionspec.artifactbundle"
mkdir -p "$bundle/motionspec-$version-$triple/bin"
install -m 755 "$binary" "$bundle/motionspec-$version-$triple/bin/motionspec"
cp "$repository/LICENSE" "$bundle/"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "motionspec": {
      "type": "executable",
      "version": "$version",
      "variants": [
        { "path": "motionspec-$version-$triple/bin/motionspec", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
find "$bundle" -exec touch -d "@$stamp" {} +
(cd "$work" && rm -f "$out/motionspec.artifactbundle.zip" && zip -q -X -r "$out/motionspec.artifactbundle.zip" motionspec.artifactbundle)
(cd "$out" && sha256sum "$name.tar.gz" motionspec.artifactbundle.zip >SHA256SUMS)
echo "package-release: $(cd "$out" && ls)"
