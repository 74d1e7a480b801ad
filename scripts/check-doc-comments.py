#!/usr/bin/env python3
"""Lists public declarations that have no doc comment.

Usage: python3 scripts/check-doc-comments.py   (from the repository root, or anywhere)

For every Swift file directly in Sources/<module>/ of the modules below (and in
Server/Sources/<module>/ of the server package's modules), each line that
declares something `public` or `open` (a type, function, initializer, property, subscript,
type alias, ...) must have a `///` doc comment, or the end of a `/** ... */` block, on the line
right above it. Attribute lines such as `@inlinable` or `@available(...)` between the comment and
the declaration are skipped; a blank line or an ordinary `//` comment in between is not.

Declarations inside `#if` blocks (for example `#if canImport(Foundation)`) count like any other.
Extensions are not checked (a doc comment on an extension appears nowhere), and neither are
members that are public only because their protocol or extension is: only lines that say
`public` or `open` themselves.

The check reads lines, not Swift syntax: it assumes a declaration starts on its own line, with
its attributes either on that line or on lines of their own above it, which is how the sources
are formatted.

Exit status: 1 with one `path:line: declaration` line per declaration without a doc comment,
0 with a count of the declarations checked when there are none.
"""

import re
import sys
from pathlib import Path

MODULES = [
    "InputRules",
    "InputRulesNumbers",
    "InputRulesLocale",
    "InputRulesPlatform",
    "InputRulesMasks",
    "InputRulesCodes",
    "InputRulesDates",
    "InputRulesPhone",
]

# The server package's modules (Server/Sources/<module>/).
SERVER_MODULES = [
    "InputRulesServer",
    "InputRulesHummingbird",
    "InputRulesVapor",
    "InputRulesExampleApp",
]

# One attribute: `@name`, optionally with a parenthesised argument list on the same line.
ATTRIBUTE = r"@\w+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?"

# A declaration line: attributes, then modifiers (`public`, `static`, `private(set)`, ...), then
# the keyword that starts the declaration.
DECLARATION = re.compile(
    r"^\s*(?:" + ATTRIBUTE + r"\s+)*"
    r"(?P<modifiers>(?:\w+(?:\(\w+\))?\s+)+)"
    r"(?P<keyword>func|var|let|init|subscript|struct|enum|class|protocol|typealias"
    r"|actor|macro|associatedtype|extension)\b"
)

# A line holding only attributes, such as `@inlinable` or `@available(*, deprecated)`.
ATTRIBUTE_LINE = re.compile(r"^\s*" + ATTRIBUTE + r"(?:\s+" + ATTRIBUTE + r")*\s*$")


def is_public(modifiers: str) -> bool:
    """True when the modifiers make the declaration public or open (not just `public(set)`)."""
    words = modifiers.split()
    return "public" in words or "open" in words


def has_doc_comment(lines: list[str], index: int) -> bool:
    """True when a doc comment ends right above line `index`, skipping attribute lines."""
    above = index - 1
    while above >= 0 and ATTRIBUTE_LINE.match(lines[above]):
        above -= 1
    if above < 0:
        return False
    text = lines[above].strip()
    if text.startswith("///"):
        return True
    if text.endswith("*/"):
        # The end of a block comment: a doc comment only if the block opened with `/**`.
        while above >= 0 and "/*" not in lines[above]:
            above -= 1
        return above >= 0 and "/**" in lines[above]
    return False


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    missing = []
    checked = 0
    folders = [root / "Sources" / module for module in MODULES]
    folders += [root / "Server" / "Sources" / module for module in SERVER_MODULES]
    for folder in folders:
        for path in sorted(folder.glob("*.swift")):
            lines = path.read_text(encoding="utf-8").splitlines()
            in_block_comment = False
            for index, line in enumerate(lines):
                stripped = line.strip()
                if in_block_comment:
                    in_block_comment = "*/" not in stripped
                    continue
                if stripped.startswith("/*"):
                    in_block_comment = "*/" not in stripped
                    continue
                match = DECLARATION.match(line)
                if not match or not is_public(match.group("modifiers")):
                    continue
                if match.group("keyword") == "extension":
                    continue
                checked += 1
                if not has_doc_comment(lines, index):
                    relative = path.relative_to(root)
                    missing.append(f"{relative}:{index + 1}: {stripped}")
    if missing:
        print("\n".join(missing))
        print(f"{len(missing)} public declarations without a doc comment", file=sys.stderr)
        return 1
    print(f"{checked} public declarations, all with a doc comment")
    return 0


if __name__ == "__main__":
    sys.exit(main())
