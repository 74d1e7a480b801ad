#!/usr/bin/env python3
"""The sizes inside a WebAssembly module: its sections, and each function's body in bytes with
its name (from the module's `name` section, demangled with `swift demangle --simplified` when
that is on the PATH).

    scripts/wasm/sizes.py MODULE.wasm [--top N] [--json]

Functions whose names share a demangled stem are also summed, so a generic function specialized
many times shows as one line with its count ("MaskFormat.readStrictly x8")."""
import json
import shutil
import subprocess
import sys


def leb(data, i):
    result = shift = 0
    while True:
        byte = data[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, i


def read_name(data, i):
    n, i = leb(data, i)
    return data[i:i + n].decode('utf-8', 'replace'), i + n


SECTION_NAMES = {0: 'custom', 1: 'type', 2: 'import', 3: 'function', 4: 'table', 5: 'memory',
                 6: 'global', 7: 'export', 8: 'start', 9: 'element', 10: 'code', 11: 'data',
                 12: 'datacount'}


def parse(path):
    data = open(path, 'rb').read()
    assert data[:4] == b'\0asm', f'{path} is not a WebAssembly module'
    i = 8
    sections = []
    imported_functions = 0
    bodies = []
    names = {}
    while i < len(data):
        sid = data[i]
        size, j = leb(data, i + 1)
        end = j + size
        label = SECTION_NAMES.get(sid, str(sid))
        if sid == 0:
            custom, k = read_name(data, j)
            label = f'custom:{custom}'
            if custom == 'name':
                while k < end:
                    sub = data[k]
                    sub_size, k2 = leb(data, k + 1)
                    if sub == 1:
                        count, m = leb(data, k2)
                        for _ in range(count):
                            index, m = leb(data, m)
                            name, m = read_name(data, m)
                            names[index] = name
                    k = k2 + sub_size
        elif sid == 2:
            count, k = leb(data, j)
            for _ in range(count):
                _, k = read_name(data, k)
                _, k = read_name(data, k)
                kind = data[k]
                k += 1
                if kind == 0:
                    _, k = leb(data, k)
                    imported_functions += 1
                elif kind == 1:
                    k += 1
                    flags, k = leb(data, k)
                    _, k = leb(data, k)
                    if flags & 1:
                        _, k = leb(data, k)
                elif kind == 2:
                    flags, k = leb(data, k)
                    _, k = leb(data, k)
                    if flags & 1:
                        _, k = leb(data, k)
                elif kind == 3:
                    k += 2
        elif sid == 10:
            count, k = leb(data, j)
            for n in range(count):
                body, k2 = leb(data, k)
                bodies.append((imported_functions + n, body + (k2 - k)))
                k = k2 + body
        sections.append((label, end - i))
        i = end
    functions = [(names.get(index, f'function[{index}]'), size) for index, size in bodies]
    return len(data), sections, functions


def demangle(names):
    tool = shutil.which('swift-demangle') or shutil.which('swift')
    if not tool:
        return names
    command = [tool, '--simplified', '--compact'] if tool.endswith('swift-demangle') else [
        tool, 'demangle', '--simplified', '--compact']
    try:
        out = subprocess.run(command, input='\n'.join(names), capture_output=True, text=True,
                             check=True).stdout.split('\n')
    except (OSError, subprocess.CalledProcessError):
        return names
    return out[:len(names)] if len(out) >= len(names) else names


def stem(name):
    """A function's name without its generic arguments and signature: what its
    specializations share."""
    name = name.replace('generic specialization <', '<')
    if name.startswith('<'):
        depth = 0
        for n, c in enumerate(name):
            depth += c == '<'
            depth -= c == '>'
            if depth == 0:
                name = name[n + 1:].strip()
                break
    for prefix in ('function signature specialization', 'merged ', 'outlined '):
        if name.startswith(prefix):
            name = name.split(' of ', 1)[-1]
    return name.split('(')[0].strip()


def main():
    args = sys.argv[1:]
    if not args or args[0] in ('-h', '--help'):
        print(__doc__)
        return 0
    path = args[0]
    top = int(args[args.index('--top') + 1]) if '--top' in args else 40
    total, sections, functions = parse(path)
    readable = demangle([name for name, _ in functions])
    functions = [(readable[n], size) for n, (_, size) in enumerate(functions)]
    if '--json' in args:
        json.dump({'bytes': total, 'sections': dict(sections),
                   'functions': {name: size for name, size in functions}}, sys.stdout, indent=0)
        return 0
    print(f'{path}: {total} bytes')
    for label, size in sections:
        print(f'  section {label:<24} {size:>9}')
    stems = {}
    for name, size in functions:
        s = stem(name)
        count, sum_ = stems.get(s, (0, 0))
        stems[s] = (count + 1, sum_ + size)
    print(f'\nlargest functions ({len(functions)} in all):')
    for name, size in sorted(functions, key=lambda f: -f[1])[:top]:
        print(f'  {size:>8}  {name[:150]}')
    print('\nlargest by stem (specializations summed):')
    for s, (count, size) in sorted(stems.items(), key=lambda f: -f[1][1])[:top]:
        print(f'  {size:>8}  x{count:<3} {s[:140]}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
