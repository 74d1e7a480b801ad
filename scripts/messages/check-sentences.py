#!/usr/bin/env python3
"""Checks that the engine's reasons are told from the catalog.

Fails when a built-in rule builds a reason from a finished sentence (`Reason(.code, "…")`: such a
sentence can only ever be English), or names a sentence id the English catalog lacks (a typo would
be told as "code (id)"). Run from anywhere; CI runs it."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2]
sources = root / "Sources"
# Modules whose reasons people see; the Apple compile checks and stand-ins hold app examples.
skipped = {"AppleCompileChecks", "AppleStandIns", "InputRulesTestSupport"}
areas = "text|choice|field|value|entry|number|format|date|mask|card|iban|code|phone|form"

english = set()
for catalog in sorted((sources / "InputRules").glob("Catalog+English*.swift")):
    for line in catalog.read_text().splitlines():
        match = re.match(r"    ([A-Za-z]+\.[A-Za-z0-9]+) = ", line)
        if match:
            english.add(match.group(1))

problems = []
literal = re.compile(r'Reason\(\s*(?:\.\w+|"\w+"|[\w.]+Code|\w+),\s*"', re.S)
sentence = re.compile(r'"((?:%s)\.[A-Za-z0-9]+)"' % areas)
for path in sorted(sources.rglob("*.swift")):
    if path.relative_to(sources).parts[0] in skipped or path.name.startswith("Catalog+"):
        continue
    text = path.read_text()
    for match in literal.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        problems.append(f"{path.relative_to(root)}:{line}: a reason built from a finished sentence")
    for match in sentence.finditer(text):
        if match.group(1) not in english:
            line = text.count("\n", 0, match.start()) + 1
            problems.append(
                f"{path.relative_to(root)}:{line}: sentence {match.group(1)} is not in the English catalog")
for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"reasons: {len(english)} English sentences; every built-in reason names one")
