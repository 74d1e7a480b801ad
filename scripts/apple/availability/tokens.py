"""Swift source as tokens: comments and strings skipped, brackets paired. Part of check-availability.py."""

import bisect
import os
import re
from dataclasses import dataclass, field
from .platforms import *

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
