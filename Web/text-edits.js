// Where words and lines start and end in a field's text, and the edit that turned one text into
// another: what attach.js computes for the deletions the browser would make itself (a word, a
// line) and for an input event that came without a \`beforeinput\` (see docs/web.md, "What each
// \`beforeinput\` does").

let wordSegmenter;

function words(text) {
  if (typeof Intl.Segmenter === 'function') {
    wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
    return [...wordSegmenter.segment(text)].map((s) => ({
      start: s.index, end: s.index + s.segment.length, word: s.isWordLike,
    }));
  }
  return [...text.matchAll(/[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu)].map((m) => ({
    start: m.index, end: m.index + m[0].length, word: /[\p{L}\p{N}_]/u.test(m[0]),
  }));
}

/** The start of the word before `offset`, skipping the spaces and punctuation after it. */
export function wordBackward(text, offset) {
  let start = 0;
  for (const segment of words(text)) {
    if (segment.start >= offset) break;
    if (segment.word) start = segment.start;
  }
  return start;
}

/** The end of the word after `offset`, skipping the spaces and punctuation before it. */
export function wordForward(text, offset) {
  for (const segment of words(text)) {
    if (segment.word && segment.end > offset) return segment.end;
  }
  return text.length;
}

export function lineStart(text, offset) {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

export function lineEnd(text, offset) {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end;
}

/**
 * The one edit that turns `before` into `after`: the longest common prefix and suffix are
 * kept, the suffix no longer than the text after the caret (`caret`, where the browser left it,
 * tells which of several equal characters was typed).
 */
export function diff(before, after, caret) {
  let suffix = 0;
  const suffixLimit = Math.min(
    before.length,
    after.length,
    caret == null ? Infinity : Math.max(0, after.length - caret),
  );
  while (
    suffix < suffixLimit &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix++;
  }
  let prefix = 0;
  const prefixLimit = Math.min(before.length, after.length) - suffix;
  while (prefix < prefixLimit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  return {
    location: prefix,
    length: before.length - suffix - prefix,
    text: after.slice(prefix, after.length - suffix),
  };
}

/**
 * Two undo steps in a row (`second` made of the text `middle` that `first` made, giving
 * `after`) as one step of the text before `first`: from where either began to where either
 * reached, in the text between them.
 */
export function joinSteps(first, second, middle, after) {
  const start = Math.min(first.start, second.start);
  const firstEnd = first.start + first.inserted.length;
  const end = Math.max(firstEnd, second.start + second.removed.length);
  return {
    start,
    removed: middle.slice(start, first.start) + first.removed + middle.slice(firstEnd, end),
    inserted: after.slice(start, end + second.inserted.length - second.removed.length),
    selectionBefore: first.selectionBefore,
    selectionAfter: second.selectionAfter,
  };
}

/**
 * The change that makes `line`'s text of `before`'s, found by comparing them; null if none.
 * Its ends are moved off the middle of a surrogate pair (😀 replaced by 😂 differ only in their
 * second halves), so that what it removes and puts in are whole characters the engine takes.
 */
export function textChange(before, line) {
  const old = before.text;
  const now = line.text;
  if (now === old) return null;
  const edit = diff(old, now, null);
  let start = edit.location;
  let end = edit.location + edit.length;
  let nowEnd = edit.location + edit.text.length;
  const high = (code) => code >= 0xd800 && code <= 0xdbff;
  const low = (code) => code >= 0xdc00 && code <= 0xdfff;
  if (start > 0 && high(old.charCodeAt(start - 1))) start -= 1;
  if (end < old.length && low(old.charCodeAt(end))) {
    end += 1;
    nowEnd += 1;
  }
  return { start, end, text: now.slice(start, nowEnd) };
}
