#!/usr/bin/env python3
"""Draws a terminal screen captured with its SGR escapes (`tmux capture-pane -e -p`) as an HTML
page of a dark terminal, for scripts/readme-screenshot.sh. Knows what the demo uses: bold, dim,
the eight foreground colours and the resets."""
import html
import re
import sys

COLOURS = {30: "#3b3b3b", 31: "#f07178", 32: "#a6e22e", 33: "#e6db74", 34: "#66d9ef",
           35: "#ae81ff", 36: "#4fc1e9", 37: "#e8e8e8"}
style = {"bold": False, "dim": False, "colour": None}
out = []


def apply(codes):
    for code in codes or [0]:
        if code == 0:
            style.update(bold=False, dim=False, colour=None)
        elif code == 1:
            style["bold"] = True
        elif code == 2:
            style["dim"] = True
        elif code == 22:
            style.update(bold=False, dim=False)
        elif code in COLOURS:
            style["colour"] = COLOURS[code]
        elif code == 39:
            style["colour"] = None


def span(text):
    css = []
    if style["bold"]:
        css.append("font-weight:bold")
    if style["dim"]:
        css.append("opacity:0.55")
    if style["colour"]:
        css.append("color:" + style["colour"])
    text = html.escape(text)
    return f'<span style="{";".join(css)}">{text}</span>' if css else text


for line in sys.stdin.read().splitlines():
    parts = re.split(r"\x1b\[([0-9;]*)m", line)
    for index, part in enumerate(parts):
        if index % 2:
            apply([int(code) for code in part.split(";") if code])
        elif part:
            out.append(span(part))
    out.append("\n")

print(f"""<!doctype html><meta charset="utf-8"><style>
body {{ margin: 0; background: #1e1f22; }}
pre {{ margin: 0; padding: 14px 18px; color: #e8e8e8; font: 14px/1.3 "DejaVu Sans Mono", monospace; }}
</style><pre>{"".join(out)}</pre>""")
