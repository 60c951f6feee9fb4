#!/usr/bin/env python3
"""Makes the WebAssembly module reproducible and small (Scripts/wasm.sh runs it after linking).

The Swift compiler stamps each object with a module hash (the `.swift_modhash` data segment)
that changes from one compilation to the next even when nothing else does; nothing reads it at
run time. This zeroes those bytes — found by the data segment names wasm-ld keeps in the `name`
section — and then drops every custom section but `target_features` (which wasm-opt reads next,
and drops), so the same sources give the same bytes.

Usage: wasm_finish.py IN.wasm OUT.wasm
"""
import sys


def uleb(data, i):
    """The unsigned LEB128 number at data[i], and the index after it."""
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def sections(data):
    """(id, start of contents, end) of every section after the 8-byte header."""
    i = 8
    while i < len(data):
        kind = data[i]
        size, start = uleb(data, i + 1)
        yield kind, start, start + size
        i = start + size


def segment_names(data, start, end):
    """{data segment index: name} from the `name` section's subsection 9."""
    length, i = uleb(data, start)
    if data[i:i + length] != b"name":
        return {}
    i += length
    names = {}
    while i < end:
        kind, i = uleb(data, i)
        size, i = uleb(data, i)
        stop = i + size
        if kind == 9:
            count, j = uleb(data, i)
            for _ in range(count):
                index, j = uleb(data, j)
                length, j = uleb(data, j)
                names[index] = data[j:j + length].decode()
                j += length
        i = stop
    return names


def main():
    data = bytearray(open(sys.argv[1], "rb").read())
    names = {}
    for kind, start, end in sections(data):
        if kind == 0:
            names.update(segment_names(data, start, end))
    hashes = {index for index, name in names.items() if name == ".swift_modhash"}
    if not hashes:
        raise SystemExit("wasm_finish.py: no .swift_modhash segment named (link without --strip-all)")
    for kind, start, end in sections(data):
        if kind != 11:
            continue
        count, i = uleb(data, start)
        for index in range(count):
            flags, i = uleb(data, i)
            if flags != 0:
                raise SystemExit(f"wasm_finish.py: data segment {index} is not an active segment of memory 0")
            while data[i] != 0x0B:  # the offset expression, up to its `end`
                i += 1
            size, i = uleb(data, i + 1)
            if index in hashes:
                data[i:i + size] = bytes(size)
            i += size
    out = bytearray(data[:8])
    for kind, start, end in sections(data):
        length, name_start = uleb(data, start) if kind == 0 else (0, start)
        if kind != 0 or data[name_start:name_start + length] == b"target_features":
            out += data[start - 1 - len(encode(end - start)):end]
    open(sys.argv[2], "wb").write(out)


def encode(value):
    """`value` as unsigned LEB128."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return out


if __name__ == "__main__":
    main()
