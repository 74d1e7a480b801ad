#!/usr/bin/env python3
"""Writes phone-metadata.txt, libphonenumber's tables as the WebAssembly build's phone kind is
handed them: the modules are compiled without the tables (INPUTRULES_EXTERNAL_PHONE_METADATA),
and a page fetches this file only for its phone fields (docs/web.md, "Phone numbers").

    scripts/wasm/phone_metadata.py TABLE_SWIFT OUT_FILE

Reads the two raw literals of TABLE_SWIFT (Sources/InputRulesPhone/PhoneMetadataTable.swift,
written by scripts/phone/generate.py), `indexText` and `regionLines`, and writes the index, a
newline and the lines. Fails unless the text's length and FNV-1a digest are those the generator
recorded in the same file (`tablesByteCount`, `tablesDigest`), which the module checks the text
it is handed against."""
import pathlib
import re
import sys


def fnv1a(data):
    value = 0x811C9DC5
    for byte in data:
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    table, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    source = table.read_text(encoding='utf-8')
    literal = {}
    for name in ('indexText', 'regionLines'):
        match = re.search(r'static let ' + name + r': StaticString = #"""\n(.*?)\n"""#', source, re.S)
        if not match:
            sys.exit(f'error: {table}: no raw literal {name}')
        literal[name] = match.group(1)
    count = re.search(r'static let tablesByteCount = (\d+)', source)
    digest = re.search(r'static let tablesDigest: UInt32 = 0x([0-9A-F]+)', source)
    if not count or not digest:
        sys.exit(f'error: {table}: no tablesByteCount or tablesDigest')
    text = (literal['indexText'] + '\n' + literal['regionLines']).encode('utf-8')
    if len(text) != int(count.group(1)) or fnv1a(text) != int(digest.group(1), 16):
        sys.exit(f'error: {table}: the literals make {len(text)} bytes with digest '
                 f'0x{fnv1a(text):08X}, not the recorded {count.group(1)} and 0x{digest.group(1)}: '
                 'run scripts/phone/generate.py')
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(text)
    print(f'phone metadata: {out} ({len(text)} bytes)')


if __name__ == '__main__':
    main()
