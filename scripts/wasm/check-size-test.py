#!/usr/bin/env python3
"""The size check's own test: scripts/wasm/check-size.py run on one module that scripts/build-wasm.sh
built (the masks module, copied with its named twin into a scratch folder) against budget files
written here. It must pass under a budget above the module's size, and fail, naming the stem
that grew, under one below it; it must fail for a budgeted module that was not built.

    scripts/wasm/check-size-test.py      (after scripts/build-wasm.sh; CI runs it)"""
import gzip
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

OUT = pathlib.Path('.build-wasm')
CHECK = pathlib.Path(__file__).parent / 'check-size.py'


def run(out, budgets):
    result = subprocess.run([sys.executable, str(CHECK), '--out', str(out), '--budget-file',
                             str(budgets)], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def main():
    manifest = json.loads((OUT / 'modules.json').read_text())['modules']
    masks = next(module for module in manifest if module['name'] == 'masks')
    failures = 0

    def expect(name, condition, output):
        nonlocal failures
        print(f"{'ok  ' if condition else 'FAIL'} {name}")
        if not condition:
            failures += 1
            print(output)

    with tempfile.TemporaryDirectory() as scratch:
        out = pathlib.Path(scratch) / 'build'
        (out / 'variant-masks').mkdir(parents=True)
        shutil.copy(OUT / masks['file'], out / masks['file'])
        shutil.copy(OUT / 'variant-masks' / 'named.wasm', out / 'variant-masks' / 'named.wasm')
        (out / 'modules.json').write_text(json.dumps({'modules': [masks]}))
        size = len(gzip.compress((OUT / masks['file']).read_bytes(), 9, mtime=0))
        budgets = pathlib.Path(scratch) / 'budgets.json'

        # Today's baseline, recorded by the check itself.
        budgets.write_text(json.dumps({'modules': {'masks': {'budget': size + 100}}}))
        code, output = run(out, budgets)
        expect('under its budget: passes', code == 0 and 'size check: ok' in output, output)
        subprocess.run([sys.executable, str(CHECK), '--out', str(out), '--budget-file',
                        str(budgets), '--record'], check=True, capture_output=True)
        recorded = json.loads(budgets.read_text())
        expect('--record keeps the budget', recorded['modules']['masks']['budget'] == size + 100,
               json.dumps(recorded['modules']['masks'].get('budget')))

        # --record --budgets, as docs/web-size.md gives it: the budget becomes the size plus 2 %.
        reset = subprocess.run([sys.executable, str(CHECK), '--out', str(out), '--budget-file',
                                str(budgets), '--record', '--budgets'], capture_output=True,
                               text=True)
        budget = json.loads(budgets.read_text())['modules']['masks'].get('budget')
        expect('--record --budgets sets the budget to the size plus 2 %',
               reset.returncode == 0 and budget == int(size * 1.02), reset.stderr + str(budget))
        recorded['modules']['masks']['budget'] = size + 100
        stems = recorded['modules']['masks']['stems']
        grown = next(iter(stems))

        # A module past its budget, one of whose stems was smaller in the baseline.
        recorded['modules']['masks']['budget'] = size - 1
        stems[grown] -= 5000
        budgets.write_text(json.dumps(recorded))
        code, output = run(out, budgets)
        expect('past its budget: fails, naming the stem that grew by 5000 bytes',
               code == 1 and 'OVER BUDGET by 1 bytes' in output and '+5000' in output
               and grown[:100] in output, output)

        # A budgeted module the build did not make.
        recorded['modules']['masks']['budget'] = size + 100
        recorded['modules']['phone'] = {'budget': 1}
        budgets.write_text(json.dumps(recorded))
        code, output = run(out, budgets)
        expect('a budgeted module not built: fails, naming it',
               code == 1 and 'phone: has a budget' in output, output)

    print('size check test: ' + ('ok' if failures == 0 else f'{failures} failed'))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
