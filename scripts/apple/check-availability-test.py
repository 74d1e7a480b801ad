#!/usr/bin/env python3
"""Tests check-availability.py on the small package in scripts/apple/fixtures.

Usage: python3 scripts/apple/check-availability-test.py

Each fixture line that must get an error says so in a comment, `// expect: KIND MEMBER` (several
separated by `;`), KIND being the bracketed tag that ends the checker's message (deployment, sdk,
unavailable); every other line must get none. The checker skips comments, so the expectations do
not change what it sees. Then the fixtures without expectations are checked on their own, which
must pass.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKER = os.path.join(HERE, "check-availability.py")
FIXTURES = os.path.join(HERE, "fixtures")
EXPECT = re.compile(r"//\s*expect:\s*(.+)$")
ERROR = re.compile(r"^(.+?):(\d+):\d+: error: '([^']+)' .*\[(\w+)\]$")


def run(root):
    done = subprocess.run([sys.executable, CHECKER, "--root", root], capture_output=True,
                          text=True, cwd=root)
    return done.returncode, done.stdout, done.stderr


def expected(root):
    found = set()
    for dirpath, _, names in os.walk(root):
        for name in names:
            path = os.path.join(dirpath, name)
            if not name.endswith(".swift") or os.path.islink(path):
                continue
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    m = EXPECT.search(line)
                    for item in m.group(1).split(";") if m else []:
                        kind, member = item.split()
                        found.add((os.path.relpath(path, root), number, kind, member))
    return found


def reported(output):
    found = set()
    for line in output.splitlines():
        m = ERROR.match(line)
        if not m:
            raise AssertionError(f"not a compiler-style error: {line}")
        found.add((m.group(1), int(m.group(2)), m.group(4), m.group(3)))
    return found


def main():
    failures = []
    code, out, err = run(FIXTURES)
    want, got = expected(FIXTURES), reported(out)
    for item in sorted(want - got):
        failures.append("missing: %s:%d: [%s] %s" % item)
    for item in sorted(got - want):
        failures.append("unexpected: %s:%d: [%s] %s" % item)
    if code != 1:
        failures.append(f"exit status {code} with errors, not 1: {err}")
    for needle in ("'#if compiler(>=6.2)' (Swift 6.2 came with Xcode 26",
                   "'if #available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, *)'",
                   "'#if !os(tvOS)' or mark an enclosing declaration "
                   "'@available(tvOS, unavailable)'",
                   "'#if !targetEnvironment(macCatalyst)'"):
        if needle not in out:
            failures.append(f"no message says {needle}")

    # The fixtures without expected errors, on their own, pass.
    with tempfile.TemporaryDirectory() as temporary:
        clean = os.path.join(temporary, "fixtures")
        shutil.copytree(FIXTURES, clean, symlinks=True)
        for path in {path for path, *_ in expected(clean)}:
            os.remove(os.path.join(clean, path))
        code, out, err = run(clean)
        if code != 0 or not out.startswith("ok: "):
            failures.append(f"the clean fixtures fail ({code}): {out}{err}")

    for failure in failures:
        print(failure)
    # One check per expected or reported error, per message wording, the exit status and the
    # clean run.
    checks = len(want | got) + 4 + 2
    print(f"{checks - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
