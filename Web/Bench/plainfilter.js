// plainfilter.js: the baseline of the web benchmark (Web/Bench/run.py, docs/benchmarks-web.md).
//
// A plain JavaScript input filter of the kind a page includes instead of InputRules: one file,
// no dependencies, about 15 KB, written for the benchmark. It formats and filters three kinds of
// field as the user types, the way such libraries do it:
//
//   mask     a fixed layout of slots and literals: '+1 (000) 000-0000' (0 a digit, a a letter,
//            * a letter or digit, \x the literal x); literals appear as the slots before them fill
//   number   a decimal with a grouping separator, a decimal mark and at most N fraction digits:
//            1.234.567,89 with { groupSeparator: '.', decimalMark: ',', fractionDigits: 2 }
//   date     a numeric date from a pattern of dd, MM and yyyy: 24.12.2026 for 'dd.MM.yyyy'; the
//            day and month are checked as they are typed (no day 32, no month 13, no 30 February,
//            no 29 February outside a leap year), a day or month that can only be one digit is
//            written with its zero ('4' gives '04.')
//
// Every edit is done in "raw" space: the characters that carry meaning (a mask's slot
// characters, a number's digits, minus sign and decimal mark) without the layout. The edit's
// selection is mapped to raw offsets, the raw text is edited, checked, laid out again, and the
// caret is put back after the same raw character. Nothing here is shared with InputRules.
//
//   import { createFilter, attach } from './plainfilter.js';
//   const f = createFilter({ kind: 'mask', mask: '+1 (000) 000-0000' });
//   f.type('5');                  // { text: '+1 (5', selection: [5, 5], state: 'incomplete', ... }
//   const a = attach(input, { kind: 'number', groupSeparator: '.', decimalMark: ',' });

// ----------------------------------------------------------------------------------------------
// Kinds: each knows its raw characters, how to lay them out and what its value is.

const SLOT_TESTS = {
  0: (c) => c >= '0' && c <= '9',
  a: (c) => /^\p{L}$/u.test(c),
  '*': (c) => /^[\p{L}\p{N}]$/u.test(c),
};

/** Parses a mask into tokens: `{ slot: test }` or `{ literal: character }`. */
function parseMask(mask) {
  const tokens = [];
  for (let i = 0; i < mask.length; i += 1) {
    const c = mask[i];
    if (c === '\\' && i + 1 < mask.length) {
      tokens.push({ literal: mask[i + 1] });
      i += 1;
    } else if (SLOT_TESTS[c]) {
      tokens.push({ slot: SLOT_TESTS[c] });
    } else {
      tokens.push({ literal: c });
    }
  }
  return tokens;
}

/**
 * A layout of slots and literals (a mask, and a date's digits). `extraCheck(raw)` may refuse a
 * raw text the slots alone would take (the date's calendar checks).
 */
class Layout {
  constructor(tokens) {
    this.tokens = tokens;
    this.slots = tokens.filter((t) => t.slot).length;
  }

  /** The raw characters of a text in this layout, and for each text offset how many precede it. */
  read(text) {
    let raw = '';
    const before = new Array(text.length + 1);
    let t = 0;
    for (let i = 0; i < text.length; i += 1) {
      before[i] = raw.length;
      const c = text[i];
      // Skip literals the text does not show (a pasted or typed text without them).
      while (t < this.tokens.length && this.tokens[t].literal !== undefined && this.tokens[t].literal !== c) t += 1;
      if (t >= this.tokens.length) break;
      if (this.tokens[t].literal !== undefined) {
        t += 1;
        continue;
      }
      if (this.tokens[t].slot(c)) {
        raw += c;
        t += 1;
      }
    }
    before[text.length] = raw.length;
    for (let i = 0; i <= text.length; i += 1) if (before[i] === undefined) before[i] = raw.length;
    return { raw, before };
  }

  /** Whether `c` may stand in raw position `index`. */
  accepts(c, index) {
    let n = 0;
    for (const token of this.tokens) {
      if (token.slot) {
        if (n === index) return token.slot(c);
        n += 1;
      }
    }
    return false;
  }

  /** The text for raw characters, with the literals up to the next empty slot. */
  layOut(raw) {
    if (raw.length === 0) return { text: '', offsets: [0] };
    let text = '';
    const offsets = [0]; // offsets[k]: where the caret goes after k raw characters
    let n = 0;
    for (const token of this.tokens) {
      if (token.literal !== undefined) {
        if (n > raw.length || (n === raw.length && n === this.slots)) break;
        text += token.literal;
        if (n === 0) offsets[0] = text.length;
        continue;
      }
      if (n === raw.length) break;
      text += raw[n];
      n += 1;
      offsets[n] = text.length;
    }
    offsets[raw.length] = text.length;
    return { text, offsets };
  }
}

function maskKind(options) {
  const layout = new Layout(parseMask(options.mask));
  return {
    layout,
    read: (text) => layout.read(text),
    /** Raw text after inserting `chars` (typed) at raw offsets [start, end); null refuses. */
    insert(raw, start, end, chars, typed) {
      let kept = '';
      for (const c of chars) {
        const index = start + kept.length;
        if (layout.accepts(c, index)) kept += c;
        else if (typed && chars.length === 1) return null;
      }
      let next = raw.slice(0, start) + kept + raw.slice(end);
      if (next.length > layout.slots) {
        if (typed) return null;
        next = next.slice(0, layout.slots);
      }
      for (let i = 0; i < next.length; i += 1) if (!layout.accepts(next[i], i)) return null;
      return next;
    },
    layOut: (raw) => layout.layOut(raw),
    state: (raw) => (raw.length === 0 ? 'empty' : raw.length === layout.slots ? 'valid' : 'incomplete'),
    value: (raw) => (raw.length === layout.slots ? raw : null),
    fromValue: (value) => String(value),
    commit: (raw) => raw,
  };
}

function numberKind(options) {
  const group = options.groupSeparator ?? ',';
  const mark = options.decimalMark ?? '.';
  const fraction = options.fractionDigits ?? 2;
  const maxInteger = options.integerDigits ?? 15;
  const negative = options.negative ?? true;
  const groupSize = options.groupSize ?? 3;
  const isDigit = (c) => c >= '0' && c <= '9';
  const wellFormed = (raw) => {
    let i = 0;
    if (raw[0] === '-') {
      if (!negative) return false;
      i = 1;
    }
    let integer = 0;
    while (i < raw.length && isDigit(raw[i])) {
      i += 1;
      integer += 1;
    }
    if (integer > maxInteger) return false;
    if (i === raw.length) return true;
    if (raw[i] !== mark) return false;
    i += 1;
    let digits = 0;
    while (i < raw.length && isDigit(raw[i])) {
      i += 1;
      digits += 1;
    }
    return i === raw.length && digits <= fraction;
  };
  const kind = {
    read(text) {
      let raw = '';
      const before = new Array(text.length + 1);
      for (let i = 0; i < text.length; i += 1) {
        before[i] = raw.length;
        const c = text[i];
        if (isDigit(c) || c === mark || (c === '-' && raw.length === 0)) raw += c;
      }
      before[text.length] = raw.length;
      return { raw, before };
    },
    insert(raw, start, end, chars, typed) {
      let kept = '';
      for (const c of chars) {
        if (isDigit(c) || c === mark || c === '-') kept += c;
        else if (typed && chars.length === 1) return c === group ? raw : null;
      }
      if (!typed) {
        // A paste keeps the first decimal mark and a leading minus; extra fraction digits go.
        let seen = raw.slice(0, start).includes(mark) || raw.slice(end).includes(mark);
        let cleaned = '';
        for (const c of kept) {
          if (c === mark) {
            if (seen) continue;
            seen = true;
          }
          if (c === '-' && (start > 0 || cleaned.length > 0)) continue;
          cleaned += c;
        }
        kept = cleaned;
      }
      let next = raw.slice(0, start) + kept + raw.slice(end);
      if (!typed) {
        const at = next.indexOf(mark);
        if (at >= 0 && next.length - at - 1 > fraction) next = next.slice(0, at + 1 + fraction);
      }
      return wellFormed(next) ? next : null;
    },
    layOut(raw) {
      const sign = raw[0] === '-' ? '-' : '';
      const body = sign ? raw.slice(1) : raw;
      const at = body.indexOf(mark);
      const integer = at >= 0 ? body.slice(0, at) : body;
      let grouped = '';
      const offsets = [0];
      let text = sign;
      if (sign) offsets[1] = 1;
      for (let i = 0; i < integer.length; i += 1) {
        if (i > 0 && (integer.length - i) % groupSize === 0) grouped += group;
        grouped += integer[i];
        offsets[sign.length + i + 1] = sign.length + grouped.length;
      }
      text += grouped;
      if (at >= 0) {
        const rest = body.slice(at);
        for (let i = 0; i < rest.length; i += 1) {
          offsets[sign.length + integer.length + i + 1] = text.length + i + 1;
        }
        text += rest;
      }
      return { text, offsets };
    },
    state(raw) {
      if (raw.length === 0) return 'empty';
      const last = raw[raw.length - 1];
      return last === '-' || last === mark ? 'incomplete' : 'valid';
    },
    value(raw) {
      if (raw.length === 0 || raw === '-' || raw === mark || raw === '-' + mark) return null;
      const sign = raw[0] === '-' ? '-' : '';
      let body = (sign ? raw.slice(1) : raw).replace(mark, '.').replace(/^0+(?=\d)/, '');
      if (body.startsWith('.')) body = '0' + body;
      if (body.endsWith('.')) body = body.slice(0, -1);
      return sign + body;
    },
    fromValue(value) {
      return String(value).replace('.', mark);
    },
    /** Leaving the field: leading zeros go, a bare decimal mark gets its zero. */
    commit(raw) {
      if (kind.state(raw) === 'incomplete') return raw.replace(mark, '').replace(/^-$/, '');
      const sign = raw[0] === '-' ? '-' : '';
      let body = sign ? raw.slice(1) : raw;
      body = body.replace(/^0+(?=\d)/, '');
      if (body.startsWith(mark)) body = '0' + body;
      return sign + body;
    },
  };
  return kind;
}

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeap(year) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function dateKind(options) {
  const pattern = options.pattern ?? 'dd.MM.yyyy';
  const parts = []; // { field: 'd' | 'M' | 'y', start, length } in raw offsets
  let mask = '';
  let offset = 0;
  for (const match of pattern.matchAll(/dd|MM|yyyy|./g)) {
    const token = match[0];
    if (token === 'dd' || token === 'MM' || token === 'yyyy') {
      parts.push({ field: token[0], start: offset, length: token.length });
      mask += '0'.repeat(token.length);
      offset += token.length;
    } else {
      mask += SLOT_TESTS[token] || token === '\\' ? '\\' + token : token;
    }
  }
  const base = maskKind({ mask });
  const layout = base.layout;
  const separators = new Set(layout.tokens.filter((t) => t.literal !== undefined).map((t) => t.literal));
  const partAt = (index) => parts.find((p) => index >= p.start && index < p.start + p.length);
  const field = (raw, name) => {
    const part = parts.find((p) => p.field === name);
    const digits = raw.slice(part.start, part.start + part.length);
    return { digits, complete: digits.length === part.length, number: Number(digits) };
  };
  /** The calendar checks on what is typed so far. */
  const possible = (raw) => {
    const day = field(raw, 'd');
    const month = field(raw, 'M');
    const year = field(raw, 'y');
    if (day.digits.length === 1 && day.number > 3) return false;
    if (day.complete && (day.number < 1 || day.number > 31)) return false;
    if (month.digits.length === 1 && month.number > 1) return false;
    if (month.complete && (month.number < 1 || month.number > 12)) return false;
    if (day.complete && month.complete) {
      if (day.number > DAYS[month.number - 1]) return false;
      if (year.complete && month.number === 2 && day.number === 29 && !isLeap(year.number)) return false;
    }
    // A day or month whose first digit is known: some completion must exist (a day 3 in
    // February cannot become a date).
    if (day.digits.length === 1 && month.complete && day.number * 10 > DAYS[month.number - 1]) return false;
    return true;
  };
  /** A first digit that can only make a one-digit day or month gets its zero ('4' -> '04'). */
  const pad = (raw) => {
    const index = raw.length - 1;
    const part = partAt(index);
    if (!part || part.field === 'y' || index !== part.start) return raw;
    const c = raw[index];
    if ((part.field === 'd' && c > '3') || (part.field === 'M' && c > '1')) {
      return raw.slice(0, index) + '0' + c;
    }
    return raw;
  };
  return {
    read: base.read,
    insert(raw, start, end, chars, typed) {
      if (typed && chars.length === 1 && separators.has(chars)) {
        // A separator after one digit of a day or month ends it: '1.' gives '01.'.
        const part = partAt(raw.length - 1);
        if (start !== raw.length || !part || part.field === 'y' || raw.length - part.start !== 1) return raw;
        const next = raw.slice(0, part.start) + '0' + raw.slice(part.start);
        return possible(next) ? next : null;
      }
      let next = base.insert(raw, start, end, chars, typed);
      if (next === null || next === raw) return next;
      if (typed && chars.length === 1 && start === raw.length) {
        next = pad(next);
        if (next.length > layout.slots) return null;
      }
      return possible(next) ? next : null;
    },
    layOut: base.layOut,
    state(raw) {
      if (raw.length === 0) return 'empty';
      return raw.length === layout.slots ? 'valid' : 'incomplete';
    },
    value(raw) {
      if (raw.length !== layout.slots) return null;
      const d = field(raw, 'd').digits;
      const m = field(raw, 'M').digits;
      const y = field(raw, 'y').digits;
      return `${y}-${m}-${d}`;
    },
    fromValue(value) {
      const [y, m, d] = String(value).split('-');
      let raw = '';
      for (const part of parts) raw += part.field === 'y' ? y : part.field === 'M' ? m : d;
      return raw;
    },
    commit: (raw) => raw,
  };
}

const KINDS = { mask: maskKind, number: numberKind, date: dateKind };

// ----------------------------------------------------------------------------------------------
// The filter: a text and a selection, edited by keys, pastes and deletions

/**
 * A filter without any DOM. Each action returns `{ text, selection, state, value, accepted }`.
 */
export function createFilter(options) {
  const make = KINDS[options.kind];
  if (!make) throw new Error(`plainfilter: unknown kind ${options.kind}`);
  return new Filter(make(options));
}

class Filter {
  constructor(kind) {
    this.kind = kind;
    this.raw = '';
    this.text = '';
    this.selection = [0, 0];
  }

  get state() {
    return this.kind.state(this.raw);
  }

  get value() {
    return this.kind.value(this.raw);
  }

  line(accepted) {
    return { text: this.text, selection: this.selection, state: this.state, value: this.value, accepted };
  }

  select(start, end = start) {
    const length = this.text.length;
    this.selection = [Math.max(0, Math.min(start, length)), Math.max(0, Math.min(end, length))];
    return this.line(true);
  }

  /** The raw offsets of the selection: how many raw characters precede each end. */
  rawSelection() {
    const { before } = this.kind.read(this.text);
    return [before[this.selection[0]], before[this.selection[1]]];
  }

  show(raw, rawCaret) {
    const { text, offsets } = this.kind.layOut(raw);
    this.raw = raw;
    this.text = text;
    const caret = rawCaret >= raw.length ? text.length : offsets[rawCaret] ?? text.length;
    this.selection = [caret, caret];
  }

  edit(chars, typed) {
    const [start, end] = this.rawSelection();
    const next = this.kind.insert(this.raw, start, end, chars, typed);
    if (next === null) return this.line(false);
    if (next === this.raw && start === end) {
      // Nothing changed (a layout character typed): the caret moves past the layout.
      this.show(next, start);
      return this.line(true);
    }
    this.show(next, start + (next.length - this.raw.length) + (end - start));
    return this.line(true);
  }

  /** One key press: `key` is the character typed. */
  type(key) {
    return this.edit(key, true);
  }

  paste(text) {
    return this.edit(text, false);
  }

  backspace() {
    let [start, end] = this.rawSelection();
    if (start === end) {
      if (start === 0) return this.line(false);
      start -= 1;
    }
    this.show(this.raw.slice(0, start) + this.raw.slice(end), start);
    return this.line(true);
  }

  delete() {
    let [start, end] = this.rawSelection();
    if (start === end) {
      if (end >= this.raw.length) return this.line(false);
      end += 1;
    }
    this.show(this.raw.slice(0, start) + this.raw.slice(end), start);
    return this.line(true);
  }

  setValue(value) {
    const raw = value == null || value === '' ? '' : this.kind.fromValue(value);
    this.show(raw, raw.length);
    return this.line(true);
  }

  commit() {
    const raw = this.kind.commit(this.raw);
    if (raw !== this.raw) this.show(raw, raw.length);
    return this.line(true);
  }
}

// ----------------------------------------------------------------------------------------------
// Attaching to an <input>: every beforeinput is cancelled and done on the filter instead

const ACTIONS = {
  insertText: (f, e) => f.type(e.data ?? ''),
  insertReplacementText: (f, e) => f.paste(e.data ?? e.dataTransfer?.getData('text/plain') ?? ''),
  insertFromPaste: (f, e) => f.paste(e.data ?? e.dataTransfer?.getData('text/plain') ?? ''),
  insertFromDrop: (f, e) => f.paste(e.dataTransfer?.getData('text/plain') ?? ''),
  deleteContentBackward: (f) => f.backspace(),
  deleteContentForward: (f) => f.delete(),
  deleteByCut: (f) => f.backspace(),
  deleteContent: (f) => f.backspace(),
  deleteWordBackward: (f) => f.backspace(),
  deleteWordForward: (f) => f.delete(),
};

/**
 * Drives `input` by a filter: the input shows the filter's text and caret; `options.onChange`
 * (if given) is called with each action's line. Returns `{ filter, setValue, detach }`.
 */
export function attach(input, options) {
  const filter = createFilter(options);
  const onChange = options.onChange;
  const render = (line) => {
    if (input.value !== line.text) input.value = line.text;
    if (input.ownerDocument.activeElement === input) {
      const [start, end] = line.selection;
      if (input.selectionStart !== start || input.selectionEnd !== end) input.setSelectionRange(start, end);
    }
    if (line.state === 'invalid') input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (onChange) onChange(line);
  };
  const onBeforeInput = (e) => {
    const action = ACTIONS[e.inputType];
    if (!action || !e.cancelable || e.isComposing) return;
    e.preventDefault();
    const start = input.selectionStart ?? filter.text.length;
    const end = input.selectionEnd ?? start;
    filter.select(start, end);
    render(action(filter, e));
  };
  // Whatever the filter did not see (autofill, a composition, an edit it does not handle) is
  // taken as the new text, read again from scratch.
  const onInput = (e) => {
    if (e.isComposing || input.value === filter.text) return;
    const text = input.value;
    filter.setValue(null);
    render(filter.paste(text));
  };
  const onBlur = () => render(filter.commit());
  input.addEventListener('beforeinput', onBeforeInput);
  input.addEventListener('input', onInput);
  input.addEventListener('blur', onBlur);
  if (input.value) {
    const text = input.value;
    render(filter.paste(text));
  }
  return {
    filter,
    get state() { return filter.state; },
    get value() { return filter.value; },
    setValue(value) {
      const line = filter.setValue(value);
      render(line);
      return line;
    },
    detach() {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('input', onInput);
      input.removeEventListener('blur', onBlur);
    },
  };
}
