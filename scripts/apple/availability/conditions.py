"""Where code is compiled (`#if`) and what guards it (`#available`, `@available`). Part of check-availability.py."""

import bisect
import os
import re
from dataclasses import dataclass, field
from .platforms import *
from .tokens import *
from .declarations import *

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
