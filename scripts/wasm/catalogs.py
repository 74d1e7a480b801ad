#!/usr/bin/env python3
"""Writes each non-English message catalog as the text the engine reads, for the WebAssembly
build, whose module has only English compiled in (a page fetches the others when a field needs
one; docs/web.md, "Languages").

    scripts/wasm/catalogs.py SOURCES_DIR OUT_DIR

Reads ReasonCatalog.swift for the languages' tags and the literal each is made from, and each
Catalog+<Language>.swift for that literal's text: a Swift multi-line string literal, whose lines
lose the indentation of its closing delimiter. Writes OUT_DIR/<tag>.txt. Fails on a literal with
a backslash or an interpolation, which this reading would not turn into the same text."""
import pathlib
import re
import sys


def literals(directory):
    """Every `static let NAME: StaticString = \"\"\" ... \"\"\"` in the catalog files."""
    found = {}
    for path in sorted(directory.glob('Catalog+*.swift')):
        text = path.read_text(encoding='utf-8')
        for match in re.finditer(
                r'static let (\w+): StaticString = """\n(.*?)\n([ \t]*)"""', text, re.S):
            name, body, indent = match.groups()
            if '\\' in body:
                sys.exit(f'error: {path}: the literal {name} has a backslash')
            lines = []
            for line in body.split('\n'):
                if line.strip() and not line.startswith(indent):
                    sys.exit(f'error: {path}: a line of {name} is not indented as its closing """')
                lines.append(line[len(indent):])
            found[name] = '\n'.join(lines)
    return found


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sources, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    catalog = (sources / 'ReasonCatalog.swift').read_text(encoding='utf-8')
    entries = re.findall(r'Entry\(\s*tag: "([^"]+)",[^()]*?parts: builtIn\((\w+)\)\)', catalog, re.S)
    if not entries or len(entries) != catalog.count('builtIn(') - catalog.count('func builtIn('):
        sys.exit('error: ReasonCatalog.swift: not every `Entry(... parts: builtIn(name))` was read')
    texts = literals(sources)
    out.mkdir(parents=True, exist_ok=True)
    for tag, name in entries:
        if name not in texts:
            sys.exit(f'error: no literal {name} for {tag}')
        (out / f'{tag}.txt').write_text(texts[name], encoding='utf-8')
    print(f'{out}: {len(entries)} catalogs ({", ".join(tag for tag, _ in entries)})')


if __name__ == '__main__':
    main()
