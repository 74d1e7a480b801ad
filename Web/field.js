// The field: the engine's field behind a handle, without any DOM (see docs/web.md, "Without
// the DOM: Field"). Each action crosses the WebAssembly module's C ABI (Wasm/Exports.swift) and
// comes back as the line `inputrules replay` prints for the same event.

import { resolveLocale } from './locale-data.js';

const encoder = new TextEncoder();
// The engine's strings are always valid UTF-8; `fatal` would only turn a bug into an exception
// in the middle of an edit, so malformed bytes (never expected) become U+FFFD.
const decoder = new TextDecoder();

/**
 * The raw C ABI with strings and numbers converted. Every string crosses as UTF-8 in memory the
 * module reserves; `memory.buffer` is read again after every call because a call may grow the
 * memory, which detaches the old buffer.
 */
class Runtime {
  constructor(exports) {
    this.x = exports;
  }

  /** Calls `fn(...before, pointer, length, ...after)` with `text` in the module's memory. */
  withString(text, call) {
    const bytes = encoder.encode(text);
    const pointer = this.x.ir_alloc(bytes.length);
    try {
      new Uint8Array(this.x.memory.buffer, pointer, bytes.length).set(bytes);
      return call(pointer, bytes.length);
    } finally {
      this.x.ir_free(pointer);
    }
  }

  /** The string a read returned `length` bytes of, from the handle's buffer; `null` for -1. */
  string(handle, length) {
    if (length < 0) return null;
    if (length === 0) return '';
    const bytes = new Uint8Array(this.x.memory.buffer, this.x.ir_buffer(handle), length);
    // Most strings a key reads back (a short text, a value, a reason code) are short ASCII,
    // which String.fromCharCode builds several times faster than a TextDecoder.
    if (length <= 32) {
      let ascii = true;
      for (let i = 0; i < length; i += 1) {
        if (bytes[i] >= 0x80) {
          ascii = false;
          break;
        }
      }
      if (ascii) return String.fromCharCode.apply(null, bytes);
    }
    return decoder.decode(bytes);
  }
}

// The engine's instance behind each `rules` object. A WeakMap rather than a property keeps the
// raw exports out of the public object, where a caller could reach a freed handle.
const RUNTIMES = new WeakMap();

/**
 * Gives `rules` (what `loadInputRules` returns) the instance's exports, so that fields made
 * from it reach the engine. Called once per loaded module, by inputrules.js.
 */
export function registerEngine(rules, exports) {
  RUNTIMES.set(rules, new Runtime(exports));
}

/**
 * Numbers the engine takes are 32-bit. Offsets and counts from a caller may be anything (a
 * replay may say 1e30 or -5), so they are clamped here, and the engine clamps them further to
 * its text, as the `inputrules` command clamps to its integers.
 */
function int32(number) {
  const n = typeof number === 'bigint' ? Number(number) : Number(number);
  if (Number.isNaN(n)) return 0;
  if (n >= 2147483647) return 2147483647;
  if (n <= -2147483648) return -2147483648;
  return Math.trunc(n);
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A number or BigInt as a 64-bit integer, clamped, as the command reads offsets. */
function int64(number) {
  let n;
  if (typeof number === 'bigint') n = number;
  else {
    const value = Number(number);
    if (Number.isNaN(value)) return 0n;
    if (!Number.isFinite(value)) return value > 0 ? INT64_MAX : INT64_MIN;
    n = BigInt(Math.trunc(value));
  }
  return n < INT64_MIN ? INT64_MIN : n > INT64_MAX ? INT64_MAX : n;
}

/**
 * A raw edit's `[location, length]` as the engine's 32-bit arguments, meaning the same range.
 * The command adds a negative length as zero and an end beyond its 64-bit integers as the
 * largest one, then clamps both ends to the text; a text is shorter than 2^31 UTF-16 units,
 * so clamping both ends into 0...2^31-1 first keeps the range the same, and the length between
 * them then fits 32 bits. (Clamping location and length each on its own would move the end.)
 */
function rangeInt32(location, length) {
  const start = int64(location);
  const count = int64(length);
  let end = start + (count > 0n ? count : 0n);
  if (end > INT64_MAX) end = INT64_MAX;
  const limit = 2147483647n;
  const low = start < 0n ? 0n : start > limit ? limit : start;
  const high = end < 0n ? 0n : end > limit ? limit : end;
  return [Number(low), Number(high > low ? high - low : 0n)];
}

const STATES = ['empty', 'incomplete', 'valid', 'invalid'];

// Frees the engine's memory of fields a page dropped without calling free(), so long-lived
// pages that re-create fields (a locale switch) do not leak.
const FINALIZER =
  typeof FinalizationRegistry !== 'undefined'
    ? new FinalizationRegistry(({ runtime, handle }) => runtime.x.ir_field_free(handle))
    : null;

/**
 * One field under a rule, without any DOM: the engine's field behind a handle.
 *
 * Each action returns what `inputrules replay` prints for the same event, as an object with the
 * same keys in the same order (`text`, `selection`, `marked` while composing, `state`, `value`,
 * the rule's details such as a card's `brand`, `accepted`, and `reason` and `message` when the
 * rule refused or changed something), so a recorded replay and a page can be compared line by
 * line.
 */
export class Field {
  #runtime;
  #handle;
  #token = {};

  /**
   * Usually made by `rules.createField(spec, options)`.
   *
   * @param {InputRules} rules what `loadInputRules` returned
   * @param {object | string} spec the rule spec, an object or its JSON text. JSON text goes to
   *   the engine exactly as written, so a duplicate key is reported as the command reports it.
   * @param {FieldOptions} [options]
   * @throws {Error} when the spec is invalid; the message is the one `inputrules` prints after
   *   "error: " (for example `rule spec: "maxLength" must be an integer >= 0, got -1`).
   */
  constructor(rules, spec, options = {}) {
    const runtime = RUNTIMES.get(rules);
    if (!runtime) throw new TypeError('inputrules: Field needs the object loadInputRules returned');
    const specText = typeof spec === 'string' ? spec : JSON.stringify(spec);
    if (typeof specText !== 'string') {
      throw new TypeError('inputrules: a rule spec is an object or its JSON text');
    }
    const values =
      options.localeValues ?? resolveLocale(spec, options.locale);
    const valuesText =
      values == null || (typeof values === 'object' && Object.keys(values).length === 0)
        ? ''
        : typeof values === 'string'
          ? values
          : JSON.stringify(values);
    const x = runtime.x;
    const handle = runtime.withString(specText, (specPointer, specLength) =>
      runtime.withString(valuesText, (valuesPointer, valuesLength) =>
        x.ir_field_new(specPointer, specLength, valuesPointer, valuesLength),
      ),
    );
    if (!handle) throw new Error('inputrules: the engine could not make a field');
    const errorLength = x.ir_field_error(handle);
    if (errorLength > 0) {
      const message = runtime.string(handle, errorLength);
      x.ir_field_free(handle);
      const error = new Error(message);
      error.name = 'InputRulesSpecError';
      throw error;
    }
    this.#runtime = runtime;
    this.#handle = handle;
    FINALIZER?.register(this, { runtime, handle }, this.#token);
  }

  /** The handle, checked: actions on a freed field are a programming error, said loudly. */
  get #h() {
    if (!this.#handle) throw new Error('inputrules: the field was freed');
    return this.#handle;
  }

  get #x() {
    return this.#runtime.x;
  }

  /** The replay line after an action that returned `outcome`. */
  #line(outcome) {
    if (outcome === -1) throw new Error('inputrules: the engine has no such field');
    const line = this.#current();
    line.accepted = outcome !== 2;
    const reason = this.reason;
    if (reason) {
      line.reason = reason;
      line.message = this.message;
    }
    return line;
  }

  /** text, selection, marked, state, value and details, in the replay's order. */
  #current() {
    const line = { text: this.text, selection: this.selection };
    const marked = this.marked;
    if (marked) line.marked = marked;
    line.state = this.state;
    line.value = this.value;
    Object.assign(line, this.details);
    return line;
  }

  #withText(text, call) {
    return this.#runtime.withString(String(text ?? ''), call);
  }

  /** Key presses at the selection, one per grapheme cluster (`{"type": text}`). */
  type(text) {
    const h = this.#h;
    return this.#line(this.#withText(text, (p, n) => this.#x.ir_field_type(h, p, n)));
  }

  /** One paste replacing the selection (`{"paste": text}`). */
  paste(text) {
    const h = this.#h;
    return this.#line(this.#withText(text, (p, n) => this.#x.ir_field_paste(h, p, n)));
  }

  /**
   * One raw edit in UTF-16 offsets, as a platform reports it without saying why
   * (`{"replace": [location, length], "with": text}`).
   */
  replace(location, length, text) {
    const h = this.#h;
    const [start, count] = rangeInt32(location, length);
    return this.#line(
      this.#withText(text, (p, n) => this.#x.ir_field_replace(h, start, count, p, n)),
    );
  }

  /** `n` presses of Backspace; they stop at the first that changes nothing. */
  backspace(n = 1) {
    return this.#line(this.#x.ir_field_backspace(this.#h, int32(n)));
  }

  /** `n` presses of forward Delete. */
  delete(n = 1) {
    return this.#line(this.#x.ir_field_delete(this.#h, int32(n)));
  }

  /** Moves the selection; the engine widens a range that splits a grapheme cluster. */
  select(start, end) {
    return this.#line(this.#x.ir_field_select(this.#h, int32(start), int32(end)));
  }

  /** Puts the caret at `offset` (`{"caret": offset}`). */
  caret(offset) {
    return this.#line(this.#x.ir_field_caret(this.#h, int32(offset)));
  }

  /** Input-method composition: `text` replaces the selection or the previous composition. */
  mark(text) {
    const h = this.#h;
    return this.#line(this.#withText(text, (p, n) => this.#x.ir_field_mark(h, p, n)));
  }

  /** The composition is committed and judged as one edit. */
  unmark() {
    return this.#line(this.#x.ir_field_unmark(this.#h));
  }

  /** Editing ends (Return, focus lost): the rule may complete, revert or clamp the text. */
  commit() {
    return this.#line(this.#x.ir_field_commit(this.#h));
  }

  /**
   * The program sets the canonical value (`"12.5"` in any locale, `"5551234567"` for a phone
   * mask); `null`, `undefined` or `""` clears the field.
   */
  setValue(value) {
    const h = this.#h;
    const text = value == null ? '' : String(value);
    return this.#line(this.#withText(text, (p, n) => this.#x.ir_field_set_value(h, p, n)));
  }

  /**
   * Puts the field back to a state it had, for undo and redo: `snapshot` is anything with
   * `text` and `selection` (what `snapshot()` or any action returned).
   */
  restore(snapshot) {
    const h = this.#h;
    const [start, end] = snapshot?.selection ?? [0, 0];
    return this.#line(
      this.#withText(snapshot?.text ?? '', (p, n) =>
        this.#x.ir_field_restore(h, p, n, int32(start), int32(end)),
      ),
    );
  }

  /**
   * The field as it is now, shaped as a replay line with `accepted: true` and no reason. It is
   * also a snapshot `restore` takes back.
   */
  snapshot() {
    const line = this.#current();
    line.accepted = true;
    return line;
  }

  /**
   * Performs one replay event object, as a line of `inputrules replay` input:
   * `{"type":"ab"}`, `{"paste":"x"}`, `{"replace":[l,n],"with":"x"}`, `{"backspace":3}`,
   * `{"delete":1}`, `{"select":[a,b]}`, `{"caret":n}`, `{"mark":"x"}`, `{"unmark":true}`,
   * `{"commit":true}`, `{"setValue":"12.5"}` or `{"setValue":null}`.
   *
   * @throws {TypeError} for an object that is no event, with the problem the command reports
   *   for such a line (worded here, not by the engine: see below).
   */
  perform(event) {
    // These checks and their messages are this file's copy of `ReplayEvent(_:)`
    // (Sources/InputRulesSpec/ReplayEvent.swift), and the copy has drifted: an unknown key gets
    // no "(did you mean ...?)" and the lists of keys are not quoted as the command quotes them.
    // The module exports no call that reads an event, so the engine's message cannot be used
    // here until Wasm/Exports.swift has one (say `ir_field_event_error`: the event's JSON in,
    // the message `ReplayEvent(jsonLine:)` throws out, empty when it is an event).
    if (event === null || typeof event !== 'object' || Array.isArray(event)) {
      throw new TypeError(
        `an event must be a JSON object such as {"type":"abc"}, got ${short(event)}`,
      );
    }
    if ('with' in event && !('replace' in event)) {
      throw new TypeError('"with" belongs to a "replace" event');
    }
    const keys = Object.keys(event).filter((key) => key !== 'with');
    if (keys.length === 0) throw new TypeError(`an event needs a key: ${EVENT_KEYS.join(', ')}`);
    const key = keys[0];
    if (!EVENT_KEYS.includes(key)) {
      throw new TypeError(`unknown event ${JSON.stringify(key)}; events are ${EVENT_KEYS.join(', ')}`);
    }
    if (keys.length > 1) {
      throw new TypeError(
        `an event has exactly one key, got ${keys.map((k) => JSON.stringify(k)).join(', ')}`,
      );
    }
    const payload = event[key];
    switch (key) {
      case 'type':
        return this.type(eventString(key, payload));
      case 'paste':
        return this.paste(eventString(key, payload));
      case 'mark':
        return this.mark(eventString(key, payload));
      case 'backspace':
        return this.backspace(eventInteger(key, payload));
      case 'delete':
        return this.delete(eventInteger(key, payload));
      case 'caret':
        return this.caret(eventInteger(key, payload));
      case 'select': {
        const [start, end] = eventPair(key, payload, '[start, end]');
        return this.select(start, end);
      }
      case 'replace': {
        const [location, length] = eventPair(key, payload, '[location, length]');
        if (!('with' in event)) throw new TypeError('"replace" needs "with": the replacement text');
        return this.replace(location, length, eventString('with', event.with));
      }
      case 'unmark':
        eventTrue(key, payload);
        return this.unmark();
      case 'commit':
        eventTrue(key, payload);
        return this.commit();
      default: // setValue
        if (payload !== null && typeof payload !== 'string') {
          throw mustBe(key, 'a string (the canonical value) or null', payload);
        }
        return this.setValue(payload);
    }
  }

  /** What the field shows, composition included. */
  get text() {
    const h = this.#h;
    return this.#runtime.string(h, this.#x.ir_field_text(h));
  }

  /** `[start, end]` in UTF-16 offsets. */
  get selection() {
    const h = this.#h;
    return [this.#x.ir_field_selection_start(h), this.#x.ir_field_selection_end(h)];
  }

  /** `[start, end]` of the composition while an input method composes, else `null`. */
  get marked() {
    const h = this.#h;
    const start = this.#x.ir_field_marked_start(h);
    if (start < 0) return null;
    return [start, this.#x.ir_field_marked_end(h)];
  }

  /** `"empty"`, `"incomplete"`, `"valid"` or `"invalid"`. */
  get state() {
    return STATES[this.#x.ir_field_state(this.#h)] ?? 'invalid';
  }

  /** The canonical value (`"1234.50"`, `"2024-02-29"`), or `null` when there is none. */
  get value() {
    const h = this.#h;
    return this.#runtime.string(h, this.#x.ir_field_value(h));
  }

  /** The rule's extra replay keys (a card's `{"brand": "visa"}`), usually `{}`. */
  get details() {
    const h = this.#h;
    const length = this.#x.ir_field_details(h);
    if (length <= 2) return {};  // "{}": no details, the usual case
    return JSON.parse(this.#runtime.string(h, length));
  }

  /** The last action's reason code (`"tooLong"`), or `null` when it had none. */
  get reason() {
    const h = this.#h;
    return this.#runtime.string(h, this.#x.ir_field_reason(h)) || null;
  }

  /** The last action's reason as a sentence, or `null`. */
  get message() {
    const h = this.#h;
    if (!this.#x.ir_field_reason(h)) return null;
    return this.#runtime.string(h, this.#x.ir_field_message(h));
  }

  /** The HTML `inputmode` that brings up the right on-screen keyboard (`"numeric"`, `"text"`). */
  get inputMode() {
    const h = this.#h;
    return this.#runtime.string(h, this.#x.ir_field_input_mode(h));
  }

  /** Whether `free()` was called. */
  get freed() {
    return !this.#handle;
  }

  /** Releases the engine's field. Further actions throw; calling it twice is harmless. */
  free() {
    if (!this.#handle) return;
    FINALIZER?.unregister(this.#token);
    this.#x.ir_field_free(this.#handle);
    this.#handle = 0;
  }
}

const EVENT_KEYS = [
  'type', 'paste', 'replace', 'backspace', 'delete', 'select', 'caret', 'mark', 'unmark',
  'commit', 'setValue',
];

function short(value) {
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length <= 60 ? text : text.slice(0, 60) + '…';
}

function mustBe(key, expectation, value) {
  return new TypeError(`${JSON.stringify(key)} must be ${expectation}, got ${short(value)}`);
}

function eventString(key, value) {
  if (typeof value !== 'string') throw mustBe(key, 'a string', value);
  return value;
}

function eventInteger(key, value) {
  if (typeof value === 'bigint') return int32(value);
  if (typeof value !== 'number' || !Number.isInteger(value)) throw mustBe(key, 'an integer', value);
  return value;
}

function eventPair(key, value, shape) {
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((n) => typeof n === 'bigint' || (typeof n === 'number' && Number.isInteger(n)))
  ) {
    throw mustBe(key, `${shape}: two integers`, value);
  }
  return value;
}

function eventTrue(key, value) {
  if (value !== true) throw mustBe(key, 'true', value);
}
