#!/usr/bin/env python3
"""Checks that the Apple adapters use UIKit, AppKit and SwiftUI API only where Apple ships it.

Usage: python3 scripts/apple/check-availability.py [--root DIR]

Linux compiles the adapters against stand-ins (Sources/AppleStandIns), and Swift on Linux ignores
`@available(iOS ...)`: nothing there stops an adapter from using an API that is newer than the
package's deployment targets, missing from the SDKs of the oldest Xcode the package supports, or
missing on a platform altogether. This script reads the availability written on the stand-ins
(ordinary `@available` attributes) and checks every use of a stand-in declaration in
Sources/InputRulesUIKit, Sources/InputRulesAppKit, Sources/InputRulesSwiftUI and the examples in
Sources/AppleCompileChecks/*/ for each platform the code is compiled for:

- [deployment] introduced after the deployment target (Package.swift's `platforms:`): needs an
  enclosing `if #available(...)` block, an earlier `guard #available(...)` in the same scope, or
  `@available(...)` on an enclosing declaration, with at least the version it was introduced in;
- [sdk] introduced in an SDK newer than those of the oldest Xcode that the tools version allows
  (tools version 6.1: Xcode 16.3, iOS/tvOS 18.4, macOS 15.4, watchOS 11.4, visionOS 2.4): needs an
  enclosing `#if compiler(>=X)`, X being the Swift of the first Xcode with that SDK. SDK 26 ships
  with Xcode 26 and Swift 6.2, so an iOS 26 API needs `#if compiler(>=6.2)` (a run-time
  `#available` check does not make it compile with an older SDK);
- [unavailable] unavailable on the platform: needs an enclosing `#if !os(...)` (or an `#if os(...)`
  that leaves the platform out) or `@available(platform, unavailable)` on an enclosing
  declaration.

Which platforms code is compiled for follows its `#if`s (`canImport(UIKit)` is true on iOS, Mac
Catalyst, tvOS, visionOS and watchOS; `canImport(AppKit)` on macOS and Mac Catalyst; `os(iOS)` on
iOS and Mac Catalyst); an example file without any follows the adapter folders its check target
links to. Mac Catalyst, not declared in Package.swift, gets the iOS deployment target, as SwiftPM
gives it.

It reads Swift as tokens, not with a compiler, so it matches uses by name: types by name (as
imported by the file), methods and initializers by name and argument labels (declarations such as
delegate methods count as uses), properties and enum cases by name only when their own
availability is narrower than their type's. Names the checked code declares itself are not taken
for stand-in properties or types. It misses uses it cannot see by name (a method called through
a variable of function type, API reached only by type inference), and reads a method that the
adapters declare with exactly a stand-in member's name and labels as that member.

Exit status: 1 with compiler-style `path:line:col: error: ...` lines when a use is outside the
availability of what it uses, 0 otherwise.
"""

import argparse
import bisect
import os
import re
import sys
from dataclasses import dataclass, field

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ADAPTERS = ("InputRulesUIKit", "InputRulesAppKit", "InputRulesSwiftUI")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from availability.platforms import *  # noqa: E402,F401,F403
from availability.tokens import *  # noqa: E402,F401,F403
from availability.declarations import *  # noqa: E402,F401,F403
from availability.conditions import *  # noqa: E402,F401,F403
from availability.uses import *  # noqa: E402,F401,F403

# --- Checking ----------------------------------------------------------------------------------

class Checker:
    def __init__(self, root):
        self.root = root
        self.package = read_package(root)
        self.conditions = Conditions(self.package)
        self.standins = StandIns(os.path.join(root, "Sources", "AppleStandIns"))
        self.errors = set()
        self.count = 0

    def run(self):
        """Checks each adapter folder, then each example folder, with the names that folder
        (and the adapters it links to) declares."""
        sources_dir = os.path.join(self.root, "Sources")
        platforms_of, names_of = {}, {}
        for name in ADAPTERS:
            folder = os.path.realpath(os.path.join(sources_dir, name))
            files = [load(p) for p in swift_files(folder)]
            for s in files:
                s.envs = self.conditions.per_token(s.toks, self.conditions.universe)
            platforms_of[folder] = {p for s in files for t, env in zip(s.toks, s.envs)
                                    if t.kind != "directive" for p, _ in env}
            names_of[folder] = declared_names(files)
            self.check_all(files, names_of[folder])
        # Examples compile where the adapters their check target links to do.
        checks = os.path.join(sources_dir, "AppleCompileChecks")
        for check in sorted(os.listdir(checks)) if os.path.isdir(checks) else []:
            folder = os.path.join(checks, check)
            if not os.path.isdir(folder):
                continue
            linked = [os.path.realpath(os.path.join(folder, e)) for e in os.listdir(folder)
                      if os.path.islink(os.path.join(folder, e))]
            linked = [f for f in linked if f in platforms_of]
            base = self.conditions.on(set().union(*(platforms_of[f] for f in linked))) \
                if linked else self.conditions.universe
            files = [load(p) for p in swift_files(folder)]
            for s in files:
                s.envs = self.conditions.per_token(s.toks, base)
            self.check_all(files, declared_names(files).union(*(names_of[f] for f in linked)))
        return sorted(self.errors)

    def check_all(self, sources, declared):
        for s in sources:
            for k, candidates in uses(s, self.standins, declared):
                if candidates:
                    self.count += 1
                    self.check(s, k, candidates)

    def check(self, source, k, candidates):
        found = [self.problems(source, k, m) for m in candidates]
        if not all(found):  # one of the overloads it may be is fine: say nothing
            return
        t = source.toks[k]
        for problems in found:
            for problem in problems:
                self.errors.add((source.shown, t.line, t.col, problem))

    def problems(self, source, k, member):
        env = source.envs[k]
        guard = merge(*(spec for first, last, spec in source.guards if first <= k <= last))
        platforms = sorted({p for p, _ in env if guard.get(p) != UNAVAILABLE})
        where = f"{member.path}:{member.line}"
        out = []
        missing = [p for p in platforms if member.avail.get(p) == UNAVAILABLE]
        if missing:
            tests = " && ".join("!targetEnvironment(macCatalyst)" if p == "macCatalyst"
                                else f"!os({p})" for p in missing)
            marks = " ".join(f"'@available({p}, unavailable)'" for p in missing)
            out.append(f"'{member.display}' is unavailable on {', '.join(missing)} ({where}), "
                       f"which this code is compiled for: wrap it in '#if {tests}' or mark an "
                       f"enclosing declaration {marks} [unavailable]")
        late, newer = {}, {}
        for p in platforms:
            introduced = member.avail.get(p)
            if p in missing or introduced is None:
                continue
            if introduced > max(self.package.deployment[p], guard.get(p) or ()):
                late[p] = introduced
            if any(introduced > self.package.rows[r].sdks[p] for q, r in env if q == p):
                newer[p] = introduced
        if late:
            needed = ", ".join(f"{p} {spelled(v)}" for p, v in late.items())
            targets = ", ".join(f"{p} {spelled(self.package.deployment[p])}" for p in late)
            out.append(f"'{member.display}' needs {needed} ({where}), later than the deployment "
                       f"target ({targets}): guard it with 'if #available({needed}, *)' or "
                       f"'guard #available', or mark an enclosing declaration "
                       f"'@available({needed}, *)' [deployment]")
        if newer:
            needed = ", ".join(f"{p} {spelled(v)}" for p, v in newer.items())
            first = [x for x in XCODES if all(x.sdks[p] >= v for p, v in newer.items())]
            oldest = self.package.oldest
            sdks = ", ".join(f"{p} {spelled(oldest.sdks[p])}" for p in newer)
            if first:
                swift = spelled(first[0].swift)
                fix = (f"wrap it in '#if compiler(>={swift})' (Swift {swift} came with "
                       f"{first[0].name}, the first with those SDKs)")
            else:
                fix = "add the Xcode that brought those SDKs to XCODES in this script"
            out.append(f"'{member.display}' needs the SDKs of {needed} ({where}), newer than "
                       f"those of {oldest.name} (Swift {spelled(oldest.swift)}: {sdks}), the "
                       f"oldest Xcode for swift-tools-version {spelled(self.package.tools)}: "
                       f"{fix} [sdk]")
        return out


def swift_files(folder):
    """The .swift files under `folder`, without following links (an example folder links to
    the adapters, which are checked on their own)."""
    found = []
    for dirpath, dirnames, names in os.walk(folder):
        dirnames.sort()
        found += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(".swift")
                  and not os.path.islink(os.path.join(dirpath, n))]
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=REPO,
                        help="the package to check: a folder with Package.swift and Sources/ "
                             "(default: this repository)")
    args = parser.parse_args()
    checker = Checker(os.path.abspath(args.root))
    errors = checker.run()
    for path, line, col, message in errors:
        print(f"{path}:{line}:{col}: error: {message}")
    if errors:
        print(f"{len(errors)} use(s) of Apple API outside its availability; see "
              f"Sources/AppleStandIns/README.md", file=sys.stderr)
        return 1
    print(f"ok: {checker.count} uses of stand-in declarations, each within its availability")
    return 0


if __name__ == "__main__":
    sys.exit(main())
