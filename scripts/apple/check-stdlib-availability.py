#!/usr/bin/env python3
"""Checks that no Swift source uses standard-library API newer than its package's platforms.

Usage: python3 scripts/apple/check-stdlib-availability.py [--root DIR]

On Linux the standard library has no availability: `String(validating:as:)` compiles here and
fails on a Mac, where it is macOS 15 (iOS 18) API and the package supports macOS 13 (iOS 16).
Linux cannot catch that with a compiler, so this script reads each package's `platforms:` and
looks for the members below, newest first, in its sources (comments and strings aside). Add a
member here when the package starts to need one; prefer a portable spelling.

Exit status: 1 with `path:line:col: error: ...` lines for each use newer than the package's
oldest platform, 0 when there is none.
"""

import argparse
import pathlib
import re
import sys

# (pattern, what, the first versions that have it: {platform: (major, minor)})
SWIFT_6_0 = {"macOS": (15, 0), "iOS": (18, 0), "tvOS": (18, 0), "watchOS": (11, 0), "visionOS": (2, 0)}
MEMBERS = [
    (r"\bString\s*\(\s*validating\s*:", "String(validating:as:)", SWIFT_6_0),
    (r"\b(?:U?Int128)\b", "Int128 and UInt128", SWIFT_6_0),
    (r"\bMutex\s*<|\bAtomic\s*<", "Synchronization's Mutex and Atomic", SWIFT_6_0),
    (r"\bInlineArray\b|\bRawSpan\b|\bMutableSpan\b|\bUTF8Span\b",
     "InlineArray and the span types", {"macOS": (26, 0), "iOS": (26, 0), "tvOS": (26, 0),
                                         "watchOS": (26, 0), "visionOS": (26, 0)}),
]

# Package folders and the sources each holds.
PACKAGES = [("Package.swift", ["Sources"]), ("Server/Package.swift", ["Server/Sources"])]


def platforms(manifest: str) -> dict:
    """`.macOS(.v13)`, `.iOS("16.4")` and the like, from a manifest's `platforms:` list."""
    found = {}
    for name, version in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\s*\.v(\d+(?:_\d+)?)\s*\)", manifest):
        parts = [int(p) for p in version.split("_")] + [0]
        found[name] = (parts[0], parts[1])
    return found


def code_only(text: str) -> str:
    """The text with comments and string literals blanked, line and column kept."""
    def blank(match):
        return re.sub(r"[^\n]", " ", match.group(0))
    return re.sub(r'//[^\n]*|/\*.*?\*/|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"', blank, text, flags=re.S)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=pathlib.Path(__file__).resolve().parents[2])
    root = pathlib.Path(parser.parse_args().root)
    errors = checked = 0
    for manifest, folders in PACKAGES:
        if not (root / manifest).exists():
            continue
        targets = platforms((root / manifest).read_text())
        for folder in folders:
            for path in sorted((root / folder).rglob("*.swift")):
                # The stand-ins declare Apple's API for Linux; they are not built on Apple systems.
                if "AppleStandIns" in path.parts:
                    continue
                checked += 1
                text = code_only(path.read_text())
                for pattern, what, since in MEMBERS:
                    for match in re.finditer(pattern, text):
                        newer = [f"{p} {since[p][0]}.{since[p][1]}" for p, v in targets.items()
                                 if p in since and v < since[p]]
                        if not newer:
                            continue
                        line = text.count("\n", 0, match.start()) + 1
                        column = match.start() - text.rfind("\n", 0, match.start())
                        print(f"{path.relative_to(root)}:{line}:{column}: error: {what} is "
                              f"{', '.join(newer)} API, newer than {manifest}'s platforms")
                        errors += 1
    if errors:
        return 1
    print(f"ok: {checked} files, no standard-library API newer than their package's platforms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
