"""Uses of stand-in declarations in the adapters' sources. Part of check-availability.py."""

import bisect
import os
import re
from dataclasses import dataclass, field
from .platforms import *
from .tokens import *
from .declarations import *
from .conditions import *

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
