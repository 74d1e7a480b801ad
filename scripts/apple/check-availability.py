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


# --- Tokens ------------------------------------------------------------------------------------

TOKEN = re.compile(r"""
    (?P<skip>\s+|//[^\n]*)
  | (?P<block>/\*)
  | (?P<string>\#*")
  | (?P<directive>\#(?:if|elseif|else|endif)\b[^\n]*)
  | (?P<pound>\#\w+)
  | (?P<attr>@\w+)
  | (?P<id>[A-Za-z_]\w*|`[^`\n]+`|\$\w+)
  | (?P<num>\d\w*(?:\.\d\w*)*)
  | (?P<punct>->|[(){}\[\],:;.?!\\]|[=+\-*/%<>&|^~]+)
""", re.X)


@dataclass
class Tok:
    kind: str
    text: str
    start: int
    end: int
    line: int = 0
    col: int = 0
    nl_before: bool = False


def skip_block_comment(src, i):
    depth = 0
    while i < len(src):
        if src.startswith("/*", i):
            depth, i = depth + 1, i + 2
        elif src.startswith("*/", i):
            depth, i = depth - 1, i + 2
            if depth == 0:
                return i
        else:
            i += 1
    return i


def skip_string(src, i):
    """From a string literal's opening quote (with any `#`s), to just past its end; interpolated
    code is skipped with it."""
    hashes = 0
    while src.startswith("#", i):
        hashes, i = hashes + 1, i + 1
    quote = '"""' if src.startswith('"""', i) else '"'
    i += len(quote)
    close, escape = quote + "#" * hashes, "\\" + "#" * hashes
    while i < len(src):
        if src.startswith(close, i):
            return i + len(close)
        if src.startswith(escape, i):
            i += len(escape)
            if src.startswith("(", i):
                i = skip_interpolation(src, i)
            else:
                i += 1
        elif src[i] == "\n" and quote == '"':
            return i  # unterminated: stop at the end of the line
        else:
            i += 1
    return i


def skip_interpolation(src, i):
    depth = 0
    while i < len(src):
        if src[i] == '"' or re.match(r'#+"', src[i:i + 8]):
            i = skip_string(src, i)
            continue
        depth += {"(": 1, ")": -1}.get(src[i], 0)
        i += 1
        if depth == 0:
            return i
    return i


def lex(src):
    """Tokens of Swift source, without comments; a string literal is one `""` token."""
    toks, i = [], 0
    while i < len(src):
        m = TOKEN.match(src, i)
        if not m:
            i += 1  # a character no rule knows (a Unicode operator): not needed here
            continue
        kind, text = m.lastgroup, m.group()
        if kind == "block":
            i = skip_block_comment(src, i)
            continue
        if kind == "string":
            end = skip_string(src, i)
            toks.append(Tok("string", '""', i, end))
            i = end
            continue
        if kind == "directive":
            text = text.split("//")[0].strip()
        elif kind == "id" and text.startswith("`"):
            text = text[1:-1]
        if kind != "skip":
            toks.append(Tok(kind, text, i, m.end()))
        i = m.end()
    starts = [0] + [m.end() for m in re.finditer("\n", src)]
    previous_end_line = 0
    for t in toks:
        t.line = bisect.bisect_right(starts, t.start)
        t.col = t.start - starts[t.line - 1] + 1
        t.nl_before = t.line > previous_end_line
        previous_end_line = bisect.bisect_right(starts, max(t.end - 1, t.start))
    return toks


def brackets(toks):
    """Index of each bracket -> index of its partner."""
    pairs, stack = {}, []
    for k, t in enumerate(toks):
        if t.kind != "punct":
            continue
        if t.text in ("(", "[", "{"):
            stack.append(k)
        elif t.text in (")", "]", "}"):
            opener = {")": "(", "]": "[", "}": "{"}[t.text]
            while stack and toks[stack[-1]].text != opener:
                stack.pop()
            if stack:
                o = stack.pop()
                pairs[o], pairs[k] = k, o
    return pairs


def inner_text(src, toks, pairs, k):
    """The source between the bracket at `k` and its partner."""
    return src[toks[k].end:toks[pairs[k]].start] if k in pairs else ""


def split_commas(toks, pairs, start, end):
    """(first, past-last) token ranges of the comma-separated items in toks[start:end]."""
    items, first, k = [], start, start
    while k < end:
        if toks[k].text in ("(", "[", "{") and k in pairs:
            k = pairs[k]
        elif toks[k].text == ",":
            items.append((first, k))
            first = k + 1
        k += 1
    if first < end:
        items.append((first, end))
    return items


# --- Declarations ------------------------------------------------------------------------------

DECLARATION_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension", "func",
                        "init", "subscript", "var", "let", "case", "typealias",
                        "associatedtype", "deinit"}
# Keywords followed by the name they declare (`extension` names a type it does not declare).
NAMING_KEYWORDS = DECLARATION_KEYWORDS - {"extension"} | {"for"}
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor"}
MODIFIERS = {"public", "private", "fileprivate", "internal", "open", "package", "static",
             "final", "override", "mutating", "nonmutating", "nonisolated", "convenience",
             "required", "lazy", "weak", "unowned", "dynamic", "indirect", "optional", "prefix",
             "postfix", "infix", "consuming", "borrowing", "distributed"}


def is_modifier(toks, k):
    t = toks[k]
    if t.kind != "id":
        return False
    if t.text == "class":  # `class func`, `class var`
        return k + 1 < len(toks) and toks[k + 1].text in DECLARATION_KEYWORDS | MODIFIERS
    return t.text in MODIFIERS


def starts_declaration(toks, k):
    t = toks[k]
    return t.kind in ("attr", "directive") or t.text in DECLARATION_KEYWORDS or is_modifier(
        toks, k)


def declaration_end(toks, pairs, k):
    """The last token of the declaration whose attributes or keyword start at `k`: the closing
    brace of its body, or the token before the next declaration."""
    n = len(toks)
    while k < n and (toks[k].kind == "attr" or is_modifier(toks, k)):
        k += 1
        if k < n and toks[k].text == "(" and not toks[k].nl_before:  # `@x(...)`, `private(set)`
            k = pairs.get(k, k) + 1
    if k >= n or toks[k].text not in DECLARATION_KEYWORDS:
        return k
    k += 1
    while k < n:
        t = toks[k]
        if t.text in ("(", "[") and k in pairs:
            k = pairs[k] + 1
            continue
        if t.text == "{":
            return pairs.get(k, n - 1)
        if t.text in ("}", ";") or (t.nl_before and starts_declaration(toks, k)):
            return k - 1
        k += 1
    return n - 1


@dataclass
class Param:
    label: str
    default: bool = False
    closure: bool = False
    arity: int = None  # parameters of a closure type, when written out


def closure_shape(type_text, aliases):
    """(is a function type, its number of parameters or None)."""
    text = type_text.strip()
    while True:  # `@escaping`, `@Sendable`, `@isolated(any)`, `@ViewBuilder` ...
        stripped = re.sub(r"^(@\w+(\([^)]*\))?|inout|sending)\s*", "", text)
        if stripped == text:
            break
        text = stripped
    text = aliases.get(text.rstrip("?!"), text)
    if "->" not in text:
        return False, None
    if text.startswith("(("):  # an optional closure: `((T) -> Void)?`
        text = text[1:]
    m = re.match(r"\((.*?)\)\s*(async\s*)?(throws\s*)?->", text)
    if not m:
        return True, None
    inner = m.group(1).strip()
    return True, 0 if not inner else len(split_top_level_text(inner))


def split_top_level_text(text):
    parts, depth, current = [], 0, ""
    for c in text:
        depth += {"(": 1, "[": 1, "<": 1, ")": -1, "]": -1, ">": -1}.get(c, 0)
        if c == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += c
    return parts + [current]


def parse_params(src, toks, pairs, open_k, aliases):
    """The parameters of a declaration whose parameter list opens at `open_k`."""
    params = []
    for start, end in split_commas(toks, pairs, open_k + 1, pairs.get(open_k, open_k)):
        colon = next((k for k in range(start, end) if toks[k].text == ":"), None)
        if colon is None:
            continue
        names = [toks[k].text for k in range(start, colon) if toks[k].kind == "id"]
        equals = next((k for k in range(colon + 1, end) if toks[k].text == "="), None)
        type_end = toks[equals].start if equals else toks[end - 1].end
        closure, arity = closure_shape(src[toks[colon].end:type_end], aliases)
        params.append(Param(names[0] if names else "_", equals is not None, closure, arity))
    return params


def parameter_list(toks, k):
    """The `(` of the parameter list of the function whose name is at `k` (past any generic
    parameters)."""
    k += 1
    if k < len(toks) and toks[k].text in ("?", "!"):  # `init?(`
        k += 1
    if k < len(toks) and toks[k].text.startswith("<"):
        depth = 0
        while k < len(toks):
            depth += toks[k].text.count("<") - toks[k].text.count(">") + toks[k].text.count(
                "->")
            k += 1
            if depth <= 0:
                break
    return k if k < len(toks) and toks[k].text == "(" else None


@dataclass
class Member:
    module: str
    kind: str  # type, func, init, var, case
    name: str
    owner: str  # the type (or extended type) it is declared in, dotted; "" at the top level
    path: str
    line: int
    own: dict = field(default_factory=dict)  # its own `@available`s, resolved
    context: dict = field(default_factory=dict)  # those of the declarations around it
    params: list = None
    type_text: str = ""
    display: str = ""
    avail: dict = None  # effective: own, context and the owner type's
    narrower: bool = False  # narrower than its owner type


def selector(name, params):
    return f"{name}({''.join(p.label + ':' for p in params)})"


@dataclass
class Container:
    path: str
    spec: dict
    close: int


class StandIns:
    """The declarations of Sources/AppleStandIns/<Module>/**.swift, with their availability."""

    def __init__(self, folder):
        self.members, self.exports, self.aliases = [], {}, {}
        files = []
        for module in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            for dirpath, _, names in os.walk(os.path.join(folder, module)):
                files += [(module, os.path.join(dirpath, n)) for n in sorted(names)
                          if n.endswith(".swift")]
        sources = {}
        for module, path in files:  # type aliases first: parameters of those types are closures
            with open(path, encoding="utf-8") as f:
                sources[path] = f.read()
            for name, target in re.findall(r"typealias\s+(\w+)\s*=\s*([^\n]+)", sources[path]):
                self.aliases[name] = target.strip()
        for module, path in files:
            self.read(module, sources[path], os.path.relpath(path))
        self.resolve()
        self.index()

    def read(self, module, src, shown):
        toks = lex(src)
        pairs = brackets(toks)
        exports = self.exports.setdefault(module, set())
        containers, pending, opening = [], [], None
        k = 0
        while k < len(toks):
            t = toks[k]
            if containers and k == containers[-1].close:
                containers.pop()
            elif t.kind == "attr":
                if t.text == "@_exported" and k + 2 < len(toks) and toks[k + 1].text == "import":
                    exports.add(toks[k + 2].text)
                if k + 1 < len(toks) and toks[k + 1].text == "(":
                    if t.text == "@available":
                        pending.append(resolve(parse_available(
                            inner_text(src, toks, pairs, k + 1)), query=False))
                    k = pairs.get(k + 1, k + 1)
            elif t.text in ("(", "[") and k in pairs:
                k = pairs[k]
            elif t.text == "{":
                if opening:  # the body of a type or extension: its members are API
                    containers.append(Container(opening[0], opening[1], pairs.get(k, len(toks))))
                    opening = None
                else:  # a function or property body: nothing in it is API
                    k = pairs.get(k, k)
            elif t.kind == "id" and t.text in DECLARATION_KEYWORDS and not is_modifier(toks, k):
                opening = self.declaration(module, toks, pairs, src, k, shown, containers,
                                           merge(*pending)) or opening
                pending = []
            k += 1

    def declaration(self, module, toks, pairs, src, k, shown, containers, own):
        """Records the declaration at keyword `k`; returns (path, spec) when it opens a type or
        extension body."""
        keyword = toks[k].text
        owner = containers[-1].path if containers else ""
        context = merge(*(c.spec for c in containers))

        def add(kind, name, line, **extra):
            self.members.append(Member(module, kind, name, owner, shown, line, own, context,
                                       **extra))

        if k + 1 >= len(toks):
            return None
        if keyword == "extension":  # `extension NSAttributedString.Key`
            names, j = [toks[k + 1].text], k + 2
            while j + 1 < len(toks) and toks[j].text == "." and toks[j + 1].kind == "id":
                names.append(toks[j + 1].text)
                j += 2
            return ".".join(names), merge(context, own)
        name_tok = toks[k + 1]
        if keyword in TYPE_KEYWORDS or keyword == "typealias":
            add("type", name_tok.text, name_tok.line)
            if keyword != "typealias":
                path = f"{owner}.{name_tok.text}" if owner else name_tok.text
                return path, merge(context, own)
        elif keyword in ("func", "init", "subscript"):
            name_k = k if keyword != "func" else k + 1
            open_k = parameter_list(toks, name_k)
            if open_k is not None:
                params = parse_params(src, toks, pairs, open_k, self.aliases)
                add("init" if keyword == "init" else "func", toks[name_k].text, toks[k].line,
                    params=params)
        elif keyword in ("var", "let") and name_tok.kind == "id":
            end = declaration_end(toks, pairs, k)
            colon = k + 2 if k + 2 < len(toks) and toks[k + 2].text == ":" else None
            stop = next((j for j in range(k + 2, end + 1) if toks[j].text in ("{", "=")),
                        end + 1)
            type_text = src[toks[colon].end:toks[stop - 1].end] if colon else ""
            add("var", name_tok.text, name_tok.line, type_text=type_text)
        elif keyword == "case":
            for start, end in split_commas(toks, pairs, k + 1, declaration_end(toks, pairs, k)
                                           + 1):
                if toks[start].kind == "id":
                    add("case", toks[start].text, toks[start].line)
        return None

    def resolve(self):
        types = {}
        for m in self.members:
            if m.kind == "type":
                types[(m.module, f"{m.owner}.{m.name}" if m.owner else m.name)] = m

        def type_avail(module, path, seen=()):
            t = types.get((module, path))
            if t is None or path in seen:
                return {}
            if t.avail is None:
                t.avail = merge(t.own, t.context, type_avail(module, t.owner, seen + (path,)))
            return t.avail

        for m in self.members:
            owner = type_avail(m.module, m.owner)
            if m.avail is None:
                m.avail = merge(m.own, m.context, owner)
            m.narrower = m.avail != owner
            dotted = f"{m.owner}.{m.name}" if m.owner else m.name
            if m.kind == "func":
                m.display = selector(m.name, m.params)
            elif m.kind == "init":
                m.display = f"{m.owner}.{selector('init', m.params)}"
            else:
                m.display = dotted
        # Optional protocol methods are modelled as `callAsFunction`s of a type that a property
        # named like the method has (see the README): each is the method of that name, with the
        # availability of both.
        calls = {}
        for m in self.members:
            if m.kind == "func" and m.name == "callAsFunction":
                calls.setdefault((m.module, m.owner), []).append(m)
        for var in [m for m in self.members if m.kind == "var"]:
            target = re.fullmatch(r"\s*([\w.]+)\s*[?!]?\s*", var.type_text)
            for call in calls.get((var.module, target.group(1)) if target else None, []):
                alias = Member(var.module, "func", var.name, call.owner, call.path, call.line,
                               params=call.params, avail=merge(call.avail, var.avail),
                               narrower=True)
                alias.display = selector(var.name, call.params)
                self.members.append(alias)

    def index(self):
        self.types, self.nested, self.funcs, self.inits, self.properties = {}, {}, {}, {}, {}
        for m in self.members:
            if m.kind == "type":
                table = self.nested if m.owner else self.types
                key = f"{m.owner}.{m.name}" if m.owner else m.name
                table.setdefault((m.module, key), []).append(m)
            elif m.kind == "func":
                self.funcs.setdefault((m.module, m.name), []).append(m)
            elif m.kind == "init" and m.narrower:  # otherwise its type's name says it all
                self.inits.setdefault((m.module, m.owner), []).append(m)
            elif m.kind in ("var", "case") and m.narrower:
                self.properties.setdefault((m.module, m.name), []).append(m)

    def visible(self, imports):
        """The stand-in modules a file sees: those it imports and those they re-export."""
        seen, todo = set(), [i for i in imports if i in self.exports]
        while todo:
            module = todo.pop()
            if module not in seen:
                seen.add(module)
                todo += [e for e in self.exports.get(module, ()) if e in self.exports]
        return seen

    def lookup(self, table, modules, key):
        return [m for module in sorted(modules) for m in table.get((module, key), [])]


# --- Where code is compiled: `#if` ---------------------------------------------------------------

class Conditions:
    """Evaluates `#if` conditions to the set of (platform, Xcode) pairs they may be true for.
    Each condition gives (must, may): where it is true for certain, and where it may be; a flag
    the script does not know (`DEBUG`) may be either."""

    def __init__(self, package):
        self.package = package
        self.platforms = [p for p in PLATFORMS if p in package.deployment]
        self.universe = frozenset((p, r) for p in self.platforms
                                  for r in range(len(package.rows)))

    def on(self, platforms):
        return frozenset(e for e in self.universe if e[0] in platforms)

    def atom(self, name, argument):
        known = None
        if name == "os":
            known = self.on(OS_NAMES.get(argument, set()))  # Linux, Windows...: none of ours
        elif name == "canImport" and argument in FRAMEWORKS:
            known = self.on(FRAMEWORKS[argument])
        elif name == "targetEnvironment" and argument == "macCatalyst":
            known = self.on({"macCatalyst"})
        elif name == "compiler":
            m = re.fullmatch(r"(>=|<)\s*([\d.]+)", argument)
            if m:
                v = version(m.group(2))
                known = frozenset(e for e in self.universe
                                  if (self.package.rows[e[1]].swift >= v) == (m.group(1) == ">="))
        elif name in ("true", "false") and argument is None:
            known = self.universe if name == "true" else frozenset()
        elif argument is None and name.startswith("INPUTRULES_") and name.endswith("STAND_INS"):
            # The package's Linux compile checks define these (Package.swift's `#if os(Linux)`
            # part); no Apple build does.
            known = frozenset()
        return (known, known) if known is not None else (frozenset(), self.universe)

    def evaluate(self, text):
        words = re.findall(r"&&|\|\||[!(),]|[^\s!(),&|]+", text)
        position = [0]

        def peek():
            return words[position[0]] if position[0] < len(words) else None

        def take():
            position[0] += 1
            return words[position[0] - 1]

        def disjunction():
            must, may = conjunction()
            while peek() == "||":
                take()
                m2, y2 = conjunction()
                must, may = must | m2, may | y2
            return must, may

        def conjunction():
            must, may = unary()
            while peek() == "&&":
                take()
                m2, y2 = unary()
                must, may = must & m2, may & y2
            return must, may

        def unary():
            if peek() == "!":
                take()
                must, may = unary()
                return self.universe - may, self.universe - must
            if peek() == "(":
                take()
                result = disjunction()
                if peek() == ")":
                    take()
                return result
            name = take() if peek() else "false"
            if peek() == "(":
                take()
                argument = []
                while peek() not in (")", None):
                    argument.append(take())
                take()
                return self.atom(name, " ".join(argument).replace(" . ", ".").strip())
            return self.atom(name, None)

        try:
            return disjunction()
        except IndexError:
            return frozenset(), self.universe

    def per_token(self, toks, base):
        """The (platform, Xcode) pairs each token is compiled for."""
        envs, stack, current = [], [], base
        for t in toks:
            if t.kind == "directive":
                word, _, condition = t.text.partition(" ")
                word = re.match(r"#\w+", word).group()
                if word == "#if":
                    must, may = self.evaluate(condition)
                    stack.append([current, must])
                    current = current & may
                elif word == "#elseif" and stack:
                    outer, before = stack[-1]
                    must, may = self.evaluate(condition)
                    current = outer & (self.universe - before) & may
                    stack[-1][1] = before | must
                elif word == "#else" and stack:
                    outer, before = stack[-1]
                    current = outer & (self.universe - before)
                elif word == "#endif" and stack:
                    current = stack.pop()[0]
            envs.append(current)
        return envs


# --- Guards: `#available` and `@available` around code -----------------------------------------

def guards(src, toks, pairs):
    """(first token, last token, resolved spec) of each range of code that availability
    guards."""
    n = len(toks)
    scope_end, stack = [], []
    for k, t in enumerate(toks):  # the end of the innermost braces around each token
        if t.text == "}" and stack and pairs.get(k) == stack[-1]:
            stack.pop()
        scope_end.append(pairs[stack[-1]] if stack else n - 1)
        if t.text == "{" and k in pairs:
            stack.append(k)

    def forward(k, text):  # the first `text` token at this nesting level from `k`
        while k < n and toks[k].text != text:
            k = pairs[k] + 1 if toks[k].text in ("(", "[") and k in pairs else k + 1
        return k if k < n else None

    found = []
    for k, t in enumerate(toks):
        if k + 1 >= n or toks[k + 1].text != "(" or k + 1 not in pairs:
            continue
        if t.kind == "attr" and t.text == "@available":
            spec = resolve(parse_available(inner_text(src, toks, pairs, k + 1)), query=False)
            found.append((k, declaration_end(toks, pairs, pairs[k + 1] + 1), spec))
        elif t.kind == "pound" and t.text in ("#available", "#unavailable"):
            spec = resolve(parse_available(inner_text(src, toks, pairs, k + 1)), query=True)
            statement, j = None, k - 1
            while j >= 0 and toks[j].text not in ("{", "}", ";"):
                if toks[j].text in ("if", "guard", "while"):
                    statement = toks[j].text
                    break
                j = pairs[j] - 1 if toks[j].text in (")", "]") and j in pairs else j - 1
            after = pairs[k + 1] + 1
            if statement == "guard":
                otherwise = forward(after, "else")
                if otherwise is None or otherwise + 1 not in pairs:
                    continue
                close = pairs[otherwise + 1]
                if t.text == "#available":  # the rest of the scope
                    found.append((close + 1, scope_end[k], spec))
                else:
                    found.append((otherwise + 1, close, spec))
            elif statement in ("if", "while"):
                body = forward(after, "{")
                if body is None or body not in pairs:
                    continue
                close = pairs[body]
                if t.text == "#available":
                    found.append((k, close, spec))
                elif close + 2 < n and toks[close + 1].text == "else" and toks[
                        close + 2].text == "{" and close + 2 in pairs:
                    found.append((close + 2, pairs[close + 2], spec))
    return found


# --- Uses --------------------------------------------------------------------------------------

@dataclass
class Source:
    path: str
    shown: str
    src: str
    toks: list = None
    pairs: dict = None
    envs: list = None
    guards: list = None
    imports: set = None


def load(path):
    with open(path, encoding="utf-8") as f:
        source = Source(path, os.path.relpath(path), f.read())
    source.toks = lex(source.src)
    source.pairs = brackets(source.toks)
    source.guards = guards(source.src, source.toks, source.pairs)
    source.imports = {source.toks[k + 1].text for k, t in enumerate(source.toks[:-1])
                      if t.text == "import"}
    return source


def declared_names(sources):
    """Names the checked code declares (types, functions, properties, parameters, closure
    parameters, bindings): those are never taken for stand-in types or properties."""
    names = set()
    for s in sources:
        toks, pairs = s.toks, s.pairs
        for k, t in enumerate(toks[:-1]):
            if t.text in NAMING_KEYWORDS and toks[k + 1].kind == "id":
                names.add(toks[k + 1].text)
            if t.text in ("func", "init", "subscript"):
                open_k = parameter_list(toks, k + 1 if t.text == "func" else k)
                for start, end in split_commas(toks, pairs, (open_k or 0) + 1,
                                               pairs.get(open_k, 0)):
                    colon = next((j for j in range(start, end) if toks[j].text == ":"), start)
                    names.update(x.text for x in toks[start:colon] if x.kind == "id")
            if t.text == "{":
                names.update(closure_parameters(toks, pairs, k)[1])
    return names


def closure_parameters(toks, pairs, k):
    """(count, names) of the parameters of the closure that opens at `k`, or (None, []) when it
    does not name them (`$0`) or is no closure."""
    j, n = k + 1, len(toks)
    if j < n and toks[j].text == "[" and j in pairs:  # a capture list
        j = pairs[j] + 1
    names = []
    if j < n and toks[j].text == "(" and j in pairs:
        for start, end in split_commas(toks, pairs, j + 1, pairs[j]):
            names.append(toks[start].text)
        j = pairs[j] + 1
    else:
        while j < n and toks[j].kind == "id" and toks[j].text != "in":
            names.append(toks[j].text)
            j += 1
            if j < n and toks[j].text == ",":
                j += 1
    while j < n and toks[j].text not in ("in", "{", "}") and not (
            toks[j].nl_before and toks[j].text != "->"):
        j += 1  # a return type or `throws`
    if j < n and toks[j].text == "in":
        return len(names), names
    return None, []


def call_shape(toks, pairs, name_k, open_k):
    """(argument labels, trailing closures' parameter counts) of the call of the name at `name_k`
    whose arguments open at `open_k` (None: called by a trailing closure alone, `.name { }`)."""
    labels, j = [], name_k + 1
    if open_k is not None:
        for start, end in split_commas(toks, pairs, open_k + 1, pairs[open_k]):
            labelled = end - start >= 2 and toks[start].kind == "id" and toks[
                start + 1].text == ":"
            labels.append(toks[start].text if labelled else "_")
        j = pairs[open_k] + 1
    closures = []
    while j < len(toks) and toks[j].text == "{" and not toks[j].nl_before and j in pairs:
        closures.append(closure_parameters(toks, pairs, j)[0])
        j = pairs[j] + 1
    return labels, closures


def accepts(params, labels, closures):
    """Whether a call with these argument labels and trailing closures can call a function with
    these parameters (defaulted ones may be left out)."""
    i = 0
    for label in labels:
        while i < len(params) and params[i].label != label:
            if not params[i].default:
                return False
            i += 1
        if i == len(params):
            return False
        i += 1
    used = 0
    for p in params[i:]:
        if used < len(closures) and p.closure:
            if None not in (closures[used], p.arity) and closures[used] != p.arity:
                return False
            used += 1
        elif not p.default:
            return False
    return used == len(closures)


def callable_with(members, labels, closures, first_closure_optional):
    """The members a call can reach. A `{` after a call may be the body of an `if`, not a
    trailing closure, so fewer trailing closures are tried too."""
    fewest = 0 if first_closure_optional else min(1, len(closures))
    return [m for m in members if m.params is not None and any(
        accepts(m.params, labels, closures[:count])
        for count in range(fewest, len(closures) + 1))]


def uses(source, standins, declared):
    """(token index, candidate members) for each use of a stand-in declaration in `source`."""
    toks, pairs = source.toks, source.pairs
    modules = standins.visible(source.imports)
    if not modules:
        return
    lookup = standins.lookup
    n = len(toks)
    for k, t in enumerate(toks):
        if t.kind != "id":
            continue
        before = toks[k - 1].text if k else ""
        after = toks[k + 1].text if k + 1 < n else ""
        name = t.text
        if before == "func":  # a method's declaration: an implementation or override
            open_k = parameter_list(toks, k)
            if open_k is not None:
                labels = [p.label for p in parse_params(source.src, toks, pairs, open_k, {})]
                yield k, [m for m in lookup(standins.funcs, modules, name)
                          if [p.label for p in m.params] == labels]
            continue
        overriding = before in ("var", "let") and k >= 2 and toks[k - 2].text == "override"
        if (before in NAMING_KEYWORDS | {"import"} and not overriding) or (
                after == ":" and before in ("(", ",")):
            continue  # a declaration's own name, or an argument label
        qualifier = toks[k - 2].text if before == "." and k >= 2 and toks[
            k - 2].kind == "id" else None
        # Types: by name, or `Outer.Inner`.
        if before != "." and name not in declared:
            yield k, lookup(standins.types, modules, name)
        elif qualifier:
            yield k, lookup(standins.nested, modules, f"{qualifier}.{name}")
        # Calls: `name(...)`, `name?(...)`, `.name { ... }`.
        open_k = None
        if after == "(" and not toks[k + 1].nl_before:
            open_k = k + 1
        elif after in ("?", "!") and k + 2 < n and toks[k + 2].text == "(":
            open_k = k + 2
        if open_k is not None and open_k in pairs or (before == "." and after == "{"
                                                      and not toks[k + 1].nl_before):
            labels, closures = call_shape(toks, pairs, k, open_k)
            if before != "." or qualifier:  # `Type(...)`, `Outer.Inner(...)`
                inits = lookup(standins.inits, modules, f"{qualifier}.{name}" if qualifier
                               else name)
                yield k, callable_with(inits, labels, closures, open_k is not None)
            funcs = lookup(standins.funcs, modules, name)
            if qualifier:  # `UIAccessibility.post(...)`: that type's, when it has one
                funcs = [m for m in funcs if m.owner == qualifier] or funcs
            yield k, callable_with(funcs, labels, closures, open_k is not None)
        elif qualifier and qualifier[0].isupper():
            # `Type.member`: a static member of that type only. The package's own
            # `ContentHint.creditCardNumber` is not `NSTextContentType.creditCardNumber`, and a
            # stand-in type's member counts even when the package declares the same name.
            yield k, [m for m in lookup(standins.properties, modules, name)
                      if m.owner.split(".")[-1] == qualifier]
        elif name not in declared or overriding:
            yield k, lookup(standins.properties, modules, name)


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
