"""Declarations: the stand-ins' members, their parameters and availability. Part of check-availability.py."""

import bisect
import os
import re
from dataclasses import dataclass, field
from .platforms import *
from .tokens import *

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
