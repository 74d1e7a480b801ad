#!/usr/bin/env bash
# Makes docs/images/terminal-demo.png, the README's picture: the terminal demo run in tmux, a few
# fields typed into, the screen captured with its colours, drawn as HTML and photographed by
# headless Chromium. Needs tmux and chromium (Debian packages); builds the command first.
#
# Usage: scripts/readme-screenshot.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product inputrules
session=readme-screenshot-$$
work=$(mktemp -d)
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT

tmux new-session -d -s "$session" -x 100 -y 31 "LANG=en_US.UTF-8 .build/debug/inputrules demo --locale en_US"
sleep 2
send() { tmux send-keys -t "$session" "$@"; sleep 0.3; }
tabs() { for ((i = 0; i < $1; i++)); do send Tab; done; }
send -l aeixou          # x is refused
tabs 5; send -l 123456  # the cash register: $1,234.56
tabs 2; send -l 4155550132
tabs 6; send -l 02301990  # 30 February cannot be typed: 02/03/1990
tabs 2; send -l 4111111111111111x  # the x is refused, with its reason
sleep 0.5
tmux capture-pane -t "$session" -e -p > "$work/screen.ansi"
python3 scripts/ansi-to-html.py < "$work/screen.ansi" > "$work/screen.html"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=930,600 \
  --screenshot="$PWD/docs/images/terminal-demo.png" "file://$work/screen.html" 2>/dev/null
echo "wrote docs/images/terminal-demo.png"
