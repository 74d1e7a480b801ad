"""Platforms, versions and Xcode releases; availability attributes; Package.swift. Part of check-availability.py."""

import bisect
import os
import re
from dataclasses import dataclass, field

# --- Platforms and versions --------------------------------------------------------------------

PLATFORMS = ("iOS", "macCatalyst", "macOS", "tvOS", "visionOS", "watchOS")
SPELLINGS = {"iOS": "iOS", "macCatalyst": "macCatalyst", "macOS": "macOS", "OSX": "macOS",
             "tvOS": "tvOS", "visionOS": "visionOS", "xrOS": "visionOS", "watchOS": "watchOS"}
# Where `canImport(...)` is true. UIKit exists on watchOS (with few of its types) and Mac Catalyst
# apps can import AppKit (with few of its types): their stand-ins mark what is missing there.
FRAMEWORKS = {"UIKit": {"iOS", "macCatalyst", "tvOS", "visionOS", "watchOS"},
              "AppKit": {"macOS", "macCatalyst"}, "SwiftUI": set(PLATFORMS)}
# Where `os(...)` is true: a Mac Catalyst app is an iOS app to `os(iOS)`.
OS_NAMES = {"iOS": {"iOS", "macCatalyst"}, "macOS": {"macOS"}, "OSX": {"macOS"},
            "tvOS": {"tvOS"}, "watchOS": {"watchOS"}, "visionOS": {"visionOS"},
            "xrOS": {"visionOS"}}
UNAVAILABLE = "unavailable"


def version(text):
    """'16.0' -> (16,), '18.4' -> (18, 4): trailing zeros dropped so that tuples compare."""
    parts = [int(p) for p in re.findall(r"\d+", text)]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


def spelled(v):
    return ".".join(map(str, v + (0,) if len(v) == 1 else v))


@dataclass(frozen=True)
class Xcode:
    swift: tuple
    name: str
    sdks: dict


def _sdks(ios, macos, watchos, visionos):
    return {"iOS": version(ios), "macCatalyst": version(ios), "tvOS": version(ios),
            "macOS": version(macos), "watchOS": version(watchos), "visionOS": version(visionos)}


# The first Xcode of each Swift, with its SDKs. The tools version names the oldest Swift, so the
# oldest Xcode, that builds the package; an API first shipped in a newer SDK needs `#if
# compiler(>=X)` with the Swift of the first Xcode whose SDK has it. SDK 26 <-> Swift 6.2 <->
# Xcode 26. Add a row when an Xcode brings a new Swift and newer SDKs.
XCODES = [
    Xcode((6,), "Xcode 16", _sdks("18.0", "15.0", "11.0", "2.0")),
    Xcode((6, 1), "Xcode 16.3", _sdks("18.4", "15.4", "11.4", "2.4")),
    Xcode((6, 2), "Xcode 26", _sdks("26.0", "26.0", "26.0", "26.0")),
]
# Stands for every compiler after the last row, so that code under `#if compiler(>=6.3)` is still
# checked for its platforms; its SDKs have everything.
LATER = Xcode((9999,), "a later Xcode", {p: (9999,) for p in PLATFORMS})


def visionos_from_ios(v):
    """The visionOS version Swift infers from an iOS one (visionOS 1 came with iOS 17, 2 with 18;
    since 26 the numbers are shared)."""
    if v < (18,):
        return (1,)
    if v < (19,):
        return (2,) + v[1:]
    return v


def parse_available(text):
    """The arguments of `@available(...)` or `#available(...)` -> {platform: introduced version or
    UNAVAILABLE}. `*`, deprecations and unknown platforms are left out."""
    parts = [p.strip() for p in text.split(",")]
    head = parts[0].split()
    spec = {}
    if len(head) == 1:  # the long form: `@available(iOS, introduced: 14.0, deprecated: 17.0)`
        platform = SPELLINGS.get(head[0])
        for part in parts[1:] if platform else []:
            if part == "unavailable":
                spec[platform] = UNAVAILABLE
            elif part.startswith("introduced:"):
                spec[platform] = version(part.split(":", 1)[1])
        return spec
    for part in parts:  # the short form: `@available(iOS 16.0, tvOS 16.0, *)`
        words = part.split()
        if len(words) == 2 and words[0] in SPELLINGS:
            spec[SPELLINGS[words[0]]] = version(words[1])
    return spec


def resolve(spec, query):
    """Fills in the platforms Swift derives from iOS: Mac Catalyst takes iOS's entry when it has
    none of its own. visionOS does too in a declaration's `@available`, but not in `#available`,
    where a platform left out falls to `*` (its deployment target)."""
    out = dict(spec)
    ios = spec.get("iOS")
    if ios is not None:
        out.setdefault("macCatalyst", ios)
        if not query and "visionOS" not in spec:
            out["visionOS"] = ios if ios == UNAVAILABLE else visionos_from_ios(ios)
    return out


def merge(*specs):
    """The availability of code under all of `specs`: unavailable if one says so, otherwise from
    the latest introduction."""
    out = {}
    for spec in specs:
        for platform, v in spec.items():
            old = out.get(platform)
            if UNAVAILABLE in (old, v):
                out[platform] = UNAVAILABLE
            else:
                out[platform] = max(old or (), v)
    return out


# --- Package.swift -----------------------------------------------------------------------------

@dataclass
class Package:
    deployment: dict  # platform -> version
    tools: tuple
    rows: list  # the Xcodes that may build the package, oldest first, then LATER

    @property
    def oldest(self):
        return self.rows[0]


def read_package(root):
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as f:
        text = f.read()
    tools = version(re.search(r"swift-tools-version\s*:\s*([\d.]+)", text).group(1))
    listed = re.search(r"platforms\s*:\s*\[(.*?)\]", text, re.S)
    deployment = {}
    for name, enum_case, string in re.findall(
            r"\.(\w+)\(\s*(?:\.v([\d_]+)|\"([\d.]+)\")\s*\)", listed.group(1) if listed else ""):
        if name in SPELLINGS:
            deployment[SPELLINGS[name]] = version(string or enum_case.replace("_", "."))
    # SwiftPM gives Mac Catalyst the iOS deployment target when the package names none.
    if "iOS" in deployment:
        deployment.setdefault("macCatalyst", deployment["iOS"])
    rows = [x for x in XCODES if x.swift >= tools] + [LATER]
    if rows[0] is LATER:
        sys.exit(f"error: no Xcode for swift-tools-version {spelled(tools)}: add it to XCODES")
    return Package(deployment, tools, rows)
