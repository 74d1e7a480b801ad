#!/usr/bin/env python3
"""The list of WebAssembly modules scripts/build-wasm.sh built, for the page's loader
(Web/inputrules.js reads modules.json to load the smallest module that has a page's kinds).

    scripts/wasm/manifest.py OUT_DIR NAME:FILE:KINDS...           modules.json on stdout
    scripts/wasm/manifest.py --table OUT_DIR NAME:FILE:KINDS...   the sizes, as a table

KINDS is a space-separated list; empty for the module with every kind, whose kinds are read
from the registry's order in Sources/InputRulesSpec/KindRegistry.swift."""
import gzip
import json
import pathlib
import re
import sys


def every_kind():
    registry = pathlib.Path('Sources/InputRulesSpec/KindRegistry.swift').read_text()
    specs = re.findall(r'kinds\.append\(\.of\((\w+)Spec\.self\)\)', registry)
    names = []
    for spec in specs:
        source = pathlib.Path(f'Sources/InputRulesSpec/{spec}Spec.swift').read_text()
        names.append(re.search(r'static let kind = "(\w+)"', source).group(1))
    return names


def main():
    args = sys.argv[1:]
    table = args[:1] == ['--table']
    if table:
        args = args[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    out = pathlib.Path(args[0])
    modules = []
    known = every_kind()
    for item in args[1:]:
        name, file, kinds = item.split(':', 2)
        unknown = [kind for kind in kinds.split() if kind not in known]
        if unknown:
            sys.exit(f'error: module {name}: no kind {", ".join(unknown)} is registered '
                     f'(KindRegistry.swift has {", ".join(known)})')
        data = (out / file).read_bytes()
        modules.append({'name': name, 'file': file,
                        'kinds': kinds.split() if kinds else every_kind(),
                        'bytes': len(data), 'gzipBytes': len(gzip.compress(data, 9, mtime=0))})
    if table:
        for m in modules:
            print(f"{m['file']:<28} {m['bytes']:>9} bytes {m['gzipBytes']:>8} gzipped (gzip -9)"
                  f"  {' '.join(m['kinds'])}")
        messages = sorted((out / 'messages').glob('*.txt'))
        if messages:
            total = sum(len(gzip.compress(p.read_bytes(), 9)) for p in messages)
            print(f'messages/*.txt: {len(messages)} catalogs, {total} bytes gzipped in all')
        return
    json.dump({'modules': modules}, sys.stdout, indent=1)
    sys.stdout.write('\n')


if __name__ == '__main__':
    main()
