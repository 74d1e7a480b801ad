#!/usr/bin/env python3
"""The size check of the browser build (docs/web.md, "Size"): each WebAssembly module
scripts/build-wasm.sh made, gzipped, against its budget in Web/size-budget.json. A module past
its budget fails the check, which prints the functions that grew against the baseline recorded
beside the budget (functions summed by name stem, so a generic's specializations are one line).

    scripts/wasm/check-size.py                check .build-wasm against Web/size-budget.json
    scripts/wasm/check-size.py --record       write today's sizes as the baseline, budgets kept
    scripts/wasm/check-size.py --record --budgets
                                              also set each budget to today's size plus 2 %
    --budget-file FILE, --out DIR             another budget file or build folder (the check's
                                              own test, scripts/wasm/check-size-test.py)

A budget is a ceiling that CI holds the module under; the issue's targets are in the same file
(`target`) and docs/web-size.md states today's sizes against them. A module with a budget that
was not built, or built and without a budget, fails the check too."""
import gzip
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import sizes  # noqa: E402

BUDGETS = pathlib.Path('Web/size-budget.json')
OUT = pathlib.Path('.build-wasm')
MIN_STEM = 2048  # stems smaller than this are left out of the baseline


def option(args, name, default):
    return pathlib.Path(args[args.index(name) + 1]) if name in args else default


def measure(module):
    data = (OUT / module['file']).read_bytes()
    _, _, functions = sizes.parse(OUT / f"variant-{module['name']}" / 'named.wasm')
    readable = sizes.demangle([name for name, _ in functions])
    stems = {}
    for (_, size), name in zip(functions, readable):
        stem = sizes.stem(name)
        stems[stem] = stems.get(stem, 0) + size
    return len(gzip.compress(data, 9, mtime=0)), len(data), stems


def main():
    global BUDGETS, OUT
    args = sys.argv[1:]
    BUDGETS = option(args, '--budget-file', BUDGETS)
    OUT = option(args, '--out', OUT)
    manifest = json.loads((OUT / 'modules.json').read_text())['modules']
    recorded = json.loads(BUDGETS.read_text()) if BUDGETS.exists() else {'modules': {}}
    failed = False
    built = {module['name'] for module in manifest}
    if '--record' not in args:
        for name in recorded['modules']:
            if name not in built:
                print(f'{name}: has a budget in {BUDGETS} but is not in {OUT}/modules.json')
                failed = True
    for module in manifest:
        if not (OUT / module['file']).exists():
            print(f"{OUT / module['file']}: listed in modules.json but missing")
            failed = True
            continue
        name = module['name']
        gzipped, raw, stems = measure(module)
        entry = recorded['modules'].setdefault(name, {})
        if '--record' in args:
            if '--budgets' in args or 'budget' not in entry:
                entry['budget'] = int(gzipped * 1.02)
            entry['gzipBytes'] = gzipped
            entry['bytes'] = raw
            entry['stems'] = {s: n for s, n in sorted(stems.items(), key=lambda i: -i[1])
                              if n >= MIN_STEM}
            continue
        budget = entry.get('budget')
        target = entry.get('target')
        status = 'ok'
        if budget is None:
            status = 'no budget'
            failed = True
        elif gzipped > budget:
            status = f'OVER BUDGET by {gzipped - budget} bytes'
            failed = True
        print(f"{module['file']:<28} {gzipped:>8} bytes gzipped  budget {budget}  "
              f"target {target}  {status}")
        if status != 'ok':
            baseline = entry.get('stems', {})
            grew = []
            for stem, size in stems.items():
                before = baseline.get(stem, 0)
                if size >= MIN_STEM and size > before:
                    grew.append((size - before, before, size, stem))
            print(f'  functions that grew since the baseline (bytes of code, uncompressed):')
            for delta, before, size, stem in sorted(grew, reverse=True)[:30]:
                print(f'    +{delta:<7} {before:>7} -> {size:<7} {stem[:110]}')
    if '--record' in args:
        BUDGETS.write_text(json.dumps(recorded, indent=1, ensure_ascii=False) + '\n')
        print(f'{BUDGETS}: recorded')
        return 0
    if failed:
        print('size check: FAILED (a module grew past its budget; see docs/web.md, "Size")')
        return 1
    print('size check: ok')
    return 0


if __name__ == '__main__':
    sys.exit(main())
