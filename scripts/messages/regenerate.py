#!/usr/bin/env python3
"""Fills in or checks the expected output of the English reference fixtures.

Tests/CommandTests/Fixtures/english-reasons-*.jsonl hold one case per line: the subcommand,
the locale, the rule spec, the input (replay events, check entries, or check's standard input
in hex) and the output the command gave when the case was written. EnglishReferenceTests
compares the command's output with it; nothing regenerates it during tests.

    swift build
    scripts/messages/regenerate.py --check          # report differences, change nothing
    scripts/messages/regenerate.py --fill           # write the output of cases that have none
    scripts/messages/regenerate.py --write FILE...  # rewrite every output (an intended change)

A changed English sentence must be intended: prefer editing the expected line by hand.
"""

import argparse
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tests", "CommandTests", "Fixtures")
KEYS = ["id", "command", "locale", "rule", "events", "entries", "stdinHex", "status", "output"]


def arguments(case):
    """The command line and standard input of a case, as EnglishReferenceTests builds them."""
    args = [case["command"], "--rule", case["rule"], "--locale", case["locale"], "--language", "en"]
    if case["command"] == "replay":
        return args, "".join(event + "\n" for event in case["events"]).encode()
    if "stdinHex" in case:
        return args, bytes.fromhex(case["stdinHex"])
    return args + ["--"] + case["entries"], b""


def run(binary, case):
    args, stdin = arguments(case)
    result = subprocess.run([binary] + args, input=stdin, capture_output=True, check=False)
    lines = result.stdout.decode("utf-8").split("\n")
    assert lines[-1] == "", f"{case['id']}: output does not end with a line feed"
    return result.returncode, lines[:-1]


def ordered(case):
    return {key: case[key] for key in KEYS if key in case}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="report differences only")
    mode.add_argument("--fill", action="store_true", help="fill in missing outputs")
    mode.add_argument("--write", action="store_true", help="rewrite every output")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "inputrules"))
    parser.add_argument("files", nargs="*")
    options = parser.parse_args()
    files = options.files or sorted(glob.glob(os.path.join(FIXTURES, "english-reasons-*.jsonl")))
    differences = 0
    ids = set()
    for path in files:
        with open(path, encoding="utf-8") as file:
            cases = [json.loads(line) for line in file if line.strip()]
        for case in cases:
            if case["id"] in ids:
                sys.exit(f"{path}: the id {case['id']} is used twice")
            ids.add(case["id"])
            if options.fill and "output" in case:
                continue
            status, output = run(options.binary, case)
            if options.check:
                if case.get("status") != status or case.get("output") != output:
                    differences += 1
                    print(f"{case['id']}: differs", file=sys.stderr)
                continue
            case["status"] = status
            case["output"] = output
        if not options.check:
            with open(path, "w", encoding="utf-8") as file:
                for case in cases:
                    file.write(json.dumps(ordered(case), ensure_ascii=False) + "\n")
    if differences:
        sys.exit(f"{differences} case(s) differ")


if __name__ == "__main__":
    main()
