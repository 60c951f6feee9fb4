#!/usr/bin/env bash
# Builds the page's model: MotionSpecNumbers, MotionSpecCore, MotionSpecAdvice, MotionSpecFigures and
# MotionSpecWasm compiled to
# WebAssembly (wasm32) with Embedded Swift, the toolchain's own compiler and wasm-ld — nothing
# downloaded. Writes OUT (default .build/wasm/motionspec.wasm). The same sources give the same
# bytes: no paths, dates or debug information go in.
#
#   Scripts/wasm.sh [OUT]
#   Scripts/wasm.sh --sources   the SHA-256 of everything the module is built from (what
#                               Templates/motion-core.wasm.sources records)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --sources ]; then
  find Sources/MotionSpecNumbers Sources/MotionSpecCore Sources/MotionSpecAdvice Sources/MotionSpecFigures Sources/MotionSpecWasm Scripts/wasm.sh Scripts/wasm_finish.py \
    -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -d' ' -f1
  exit 0
fi
out=${1:-.build/wasm/motionspec.wasm}
mkdir -p "$(dirname "$out")"
# The compiler runs in a folder of its own whose path always has the same length (see below).
work=$(mktemp -d /tmp/motionspec-wasm.XXXXXXXX)
trap 'rm -rf "$work"' EXIT
swiftc=${SWIFTC:-$(command -v swiftc)}
toolchain=$(dirname "$(dirname "$swiftc")")
clang=$toolchain/bin/clang
wasm_ld=$toolchain/bin/wasm-ld
embedded=$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm
target=wasm32-unknown-none-wasm
flags=(-target "$target" -enable-experimental-feature Embedded -wmo -Osize -parse-as-library
       -Xfrontend -disable-stack-protector -I .)
# Reproducible bytes: the compiler's optimiser visits some things in the order of their addresses
# in memory, so it runs with address randomisation off (setarch -R), in an empty environment, with the same arguments
# whatever the folders (the sources reached through a link named `src`) and in a working folder
# whose path has the same length every time — so every allocation, and every address, repeats.
ln -sfn "$PWD/Sources" "$work/src"
norandom=(setarch -R)
if ! setarch -R true 2>/dev/null; then
  echo "wasm: this system does not let the compiler run without address randomisation; the module will work but its bytes may differ from build to build" >&2
  norandom=()
fi
module() {  # module NAME: one module's object and interface, from Sources/NAME
  local name=$1
  # shellcheck disable=SC2046 # file names have no spaces
  (cd "$work" && env -i PATH=/usr/bin:/bin HOME=/nonexistent "${norandom[@]}" "$swiftc" "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$name.swiftmodule" \
    -c $(cd "$work" && find "src/$name/" -name '*.swift' | LC_ALL=C sort) -o "$name.o")
}
module MotionSpecNumbers
module MotionSpecCore
module MotionSpecAdvice
module MotionSpecFigures
module MotionSpecWasm
"$clang" --target=wasm32-unknown-unknown -Os -ffreestanding -fno-builtin -nostdlib -c \
  Sources/MotionSpecWasm/Runtime/runtime.c -o "$work/runtime.o"
"$wasm_ld" --no-entry --gc-sections \
  --export=motionspec_alloc --export=motionspec_free --export=motionspec_answer_length \
  --export=motionspec_motion --export=motionspec_curve \
  "$work/MotionSpecWasm.o" "$work/MotionSpecFigures.o" "$work/MotionSpecAdvice.o" "$work/MotionSpecCore.o" "$work/MotionSpecNumbers.o" "$work/runtime.o" \
  "$embedded/libswiftUnicodeDataTables.a" -o "$work/linked.wasm"
python3 Scripts/wasm_finish.py "$work/linked.wasm" "$work/finished.wasm"
# Binaryen's optimiser for size (Debian's binaryen): a fifth smaller than -Osize alone.
wasm-opt -Oz --strip-target-features --strip-producers "$work/finished.wasm" -o "$out.tmp"
mv "$out.tmp" "$out"
echo "wasm: $out ($(wc -c < "$out") bytes)"
