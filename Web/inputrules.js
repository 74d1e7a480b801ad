// InputRules for the web: the engine compiled to WebAssembly (scripts/build-wasm.sh), driven
// from JavaScript. One ES module without dependencies; it runs in browsers and in Node 20 and
// touches the DOM only in `attach`, never when it is imported.
//
// The engine decides; this module only carries edits in and decisions out. It never judges a
// character itself, so a field in a page behaves exactly as the same rule does in the
// `inputrules` command, in UIKit or in AppKit.

/**
 * Loads the engine and returns the functions that make fields.
 *
 * The module is fetched and compiled once per call, so a page calls this once and keeps the
 * result: every field made from it shares one WebAssembly instance (and its memory).
 *
 * @param {string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module} [source]
 *   where the module is: a URL (relative URLs are resolved against the page, as `fetch` does),
 *   a `fetch` Response, or the module's bytes. Without it, `inputrules.wasm` next to this file.
 *   In Node a `file:` URL (or a string naming one) is read from disk, since Node's `fetch`
 *   cannot read files.
 * @returns {Promise<InputRules>} the loaded engine: `createField`, `attach`, `resolveLocale`.
 */
export async function loadInputRules(source) {
  const imports = { wasi_snapshot_preview1: wasiStubs() };
  const instance = await instantiate(
    source ?? new URL('./inputrules.wasm', import.meta.url),
    imports,
  );
  const exports = instance.exports;
  for (const name of REQUIRED_EXPORTS) {
    if (typeof exports[name] !== 'function') {
      throw new Error(
        `inputrules: the WebAssembly module does not export ${name}; rebuild it with scripts/build-wasm.sh`,
      );
    }
  }
  imports.wasi_snapshot_preview1.memory = exports.memory;
  const runtime = new Runtime(exports);
  /** @type {InputRules} */
  const rules = {
    createField: (spec, options) => new Field(rules, spec, options),
    attach: (input, spec, options) => attachField(rules, input, spec, options),
    resolveLocale,
  };
  RUNTIMES.set(rules, runtime);
  return rules;
}

/**
 * @typedef {object} InputRules
 * @property {(spec: object | string, options?: FieldOptions) => Field} createField
 *   a field under the rule `spec` (an object or JSON text, as `inputrules --rule` reads it).
 * @property {(input: HTMLInputElement | HTMLTextAreaElement, spec: object | string,
 *   options?: AttachOptions) => AttachedField} attach drives an input element by the rule.
 * @property {typeof resolveLocale} resolveLocale the locale values a spec would be given.
 */

/**
 * @typedef {object} FieldOptions
 * @property {string} [locale] the locale when the spec has no `locale` key (`"de-DE"` or
 *   `"de_DE"`); the default is the browser's language, or `en-US` outside a browser.
 * @property {object} [localeValues] locale values to use as they are, instead of resolving them
 *   from `Intl` (the JSON object of the engine's ABI). Useful to pin data in tests.
 */

// The exports this file calls; an older module without them is refused at load time, with a
// message that says what to do, rather than failing at the first edit.
const REQUIRED_EXPORTS = [
  'ir_alloc', 'ir_free', 'ir_buffer', 'ir_field_new', 'ir_field_error', 'ir_field_free',
  'ir_field_type', 'ir_field_paste', 'ir_field_replace', 'ir_field_backspace',
  'ir_field_delete', 'ir_field_select', 'ir_field_caret', 'ir_field_mark', 'ir_field_unmark',
  'ir_field_commit', 'ir_field_set_value', 'ir_field_restore', 'ir_field_text',
  'ir_field_selection_start', 'ir_field_selection_end', 'ir_field_marked_start',
  'ir_field_marked_end', 'ir_field_state', 'ir_field_value', 'ir_field_details',
  'ir_field_reason', 'ir_field_message', 'ir_field_input_mode',
];

// The engine's instance behind each `rules` object. A WeakMap rather than a property keeps the
// raw exports out of the public object, where a caller could reach a freed handle.
const RUNTIMES = new WeakMap();

/** Compiles and instantiates the module from any of the accepted sources. */
async function instantiate(source, imports) {
  if (source instanceof WebAssembly.Module) {
    return WebAssembly.instantiate(source, imports);
  }
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, imports)).instance;
  }
  let response = source;
  if (typeof source === 'string' || source instanceof URL) {
    const url = new URL(String(source), baseURL());
    if (url.protocol === 'file:' && isNode()) {
      const { readFile } = await import('node:fs/promises');
      return (await WebAssembly.instantiate(await readFile(url), imports)).instance;
    }
    response = await fetch(url);
  }
  if (typeof Response !== 'undefined' && response instanceof Response) {
    if (!response.ok) {
      throw new Error(`inputrules: could not load ${response.url}: HTTP ${response.status}`);
    }
    // Streaming compilation needs the application/wasm type; a server (or file://) that sends
    // another type still works through the bytes.
    const type = response.headers.get('content-type') ?? '';
    if (WebAssembly.instantiateStreaming && type.startsWith('application/wasm')) {
      return (await WebAssembly.instantiateStreaming(response, imports)).instance;
    }
    return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
  }
  throw new TypeError(
    'inputrules: loadInputRules takes a URL, a Response, an ArrayBuffer or a Uint8Array',
  );
}

/** The URL relative module URLs are resolved against: the page in a browser, else this file. */
function baseURL() {
  if (typeof document !== 'undefined' && document.baseURI) return document.baseURI;
  if (typeof location !== 'undefined' && location.href) return location.href;
  return import.meta.url;
}

function isNode() {
  return typeof process !== 'undefined' && !!process.versions?.node;
}

/**
 * The four WASI functions the module imports (its C library refers to them). Nothing in the
 * engine opens files, so the file functions only answer EBADF, except that text written to
 * standard error (a Swift runtime failure's message) goes to the console, where a developer
 * sees why the module trapped. `random_get` seeds Swift's hashing and must be random.
 */
function wasiStubs() {
  const EBADF = 8;
  let pending = '';
  const decoder = new TextDecoder();
  const stubs = {
    /** @type {WebAssembly.Memory | undefined} set once the instance exists */
    memory: undefined,
    fd_close: () => EBADF,
    fd_seek: () => EBADF,
    fd_write(fd, iovs, iovsLength, writtenPointer) {
      if (!stubs.memory || (fd !== 1 && fd !== 2)) return EBADF;
      const view = new DataView(stubs.memory.buffer);
      let written = 0;
      for (let i = 0; i < iovsLength; i++) {
        const pointer = view.getUint32(iovs + i * 8, true);
        const length = view.getUint32(iovs + i * 8 + 4, true);
        pending += decoder.decode(new Uint8Array(stubs.memory.buffer, pointer, length));
        written += length;
      }
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) console.error('inputrules:', line);
      view.setUint32(writtenPointer, written, true);
      return 0;
    },
    random_get(pointer, length) {
      if (!stubs.memory) return EBADF;
      // getRandomValues fills at most 65536 bytes per call.
      for (let offset = 0; offset < length; offset += 65536) {
        const size = Math.min(65536, length - offset);
        globalThis.crypto.getRandomValues(
          new Uint8Array(stubs.memory.buffer, pointer + offset, size),
        );
      }
      return 0;
    },
  };
  return stubs;
}

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

/**
 * Whether the element has focus, also inside a shadow root (where the document's
 * `activeElement` is the shadow host, never the element).
 */
function hasFocus(element) {
  const root = element.getRootNode?.() ?? element.ownerDocument;
  return (root.activeElement ?? element.ownerDocument.activeElement) === element;
}

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
   *   for such a line.
   */
  perform(event) {
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

// ---------------------------------------------------------------------------------------------
// Locale values from Intl
// ---------------------------------------------------------------------------------------------

// Marks that steer bidirectional text but show nothing; Foundation's resolution drops them
// around patterns, so this one does too.
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;
const DIGIT = /\p{Nd}/u;

/**
 * The locale values the engine needs for a spec: the JSON object of the wasm ABI
 * (`{"number", "currencyNumber", "currency", "datePattern"}`), resolved from `Intl` the way the
 * `inputrules` command resolves them from Foundation, and only what the spec's kind uses
 * (numbers for `integer` and `decimal`, money's separators and currency for `money`, the short
 * date pattern for a `date` without `format`; nothing for the other kinds).
 *
 * @param {object | string} spec the rule spec, or its JSON text
 * @param {string} [locale] the locale, overriding the spec's `locale` key as the command's
 *   `--locale` does; without it, the spec's key; ICU identifiers
 *   (`de_DE`, `ar_EG@numbers=latn`) and BCP 47 tags (`de-DE`) are both understood. The default
 *   is the browser's language, or `en-US` outside a browser.
 * @returns {object} the locale values; `{}` when the kind needs none or the spec is unreadable
 *   (the engine then reports the spec's problem).
 */
export function resolveLocale(spec, locale) {
  let object = spec;
  if (typeof spec === 'string') {
    try {
      object = JSON.parse(spec);
    } catch {
      return {};
    }
  }
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return {};
  // As the command's --locale overrides the spec's key, a locale the page names wins.
  const identifier =
    locale ??
    (typeof object.locale === 'string' ? object.locale : undefined) ??
    (typeof navigator !== 'undefined' ? navigator.language : undefined) ??
    'en-US';
  const tag = intlLocale(identifier || 'en-US');
  switch (object.kind) {
    case 'integer':
    case 'decimal':
      return { number: numberSymbols(tag) };
    case 'money': {
      const values = { currencyNumber: currencyNumberSymbols(tag, object.currency) };
      const currency = currencySymbols(object.currency, tag);
      if (currency) values.currency = currency;
      return values;
    }
    case 'date':
      return object.format === undefined ? { datePattern: datePattern(tag) } : {};
    default:
      return {};
  }
}

// ICU keywords (`@numbers=arab`) as BCP 47 Unicode extension keys.
const KEYWORDS = { numbers: 'nu', calendar: 'ca', currency: 'cu', collation: 'co', hours: 'hc' };

/**
 * A locale identifier as a BCP 47 tag Intl accepts: `de_DE` → `de-DE`,
 * `ar_EG@numbers=latn` → `ar-EG-u-nu-latn`. An identifier Intl cannot read becomes `und`, the
 * root locale, as Foundation gives an unknown identifier its root data.
 */
function intlLocale(identifier) {
  const [base, keywords = ''] = String(identifier).split('@');
  let tag = base.replace(/_/g, '-');
  const extension = [];
  for (const keyword of keywords.split(/[;,]/)) {
    const [key, value] = keyword.split('=').map((s) => s?.trim().toLowerCase());
    if (!key || !value) continue;
    const short = KEYWORDS[key] ?? (key.length === 2 ? key : null);
    if (!short) continue;
    extension.push(short, short === 'ca' && value === 'gregorian' ? 'gregory' : value);
  }
  if (extension.length > 0) tag += '-u-' + extension.join('-');
  for (const candidate of [tag, base.replace(/_/g, '-')]) {
    try {
      return Intl.getCanonicalLocales(candidate)[0];
    } catch {
      // try the next, simpler form
    }
  }
  return 'und';
}

function part(parts, type) {
  return parts.find((p) => p.type === type)?.value;
}

/**
 * A sign or symbol with the bidi marks ICU formats around it: Intl reports them as separate
 * literals (ar-EG's minus sign is U+061C then `-`), while Foundation's symbols keep them.
 */
function withAdjacentMarks(parts, index) {
  let text = parts[index].value;
  for (let i = index - 1; i >= 0 && isOnlyMarks(parts[i]); i--) text = parts[i].value + text;
  return text;
}

function isOnlyMarks(p) {
  return p.type === 'literal' && p.value !== '' && p.value.replace(BIDI_MARKS, '') === '';
}

/** Number symbols of the locale, as `NumberSymbols(locale:)` resolves them. */
function numberSymbols(tag) {
  const parts = new Intl.NumberFormat(tag).formatToParts(-1234567.5);
  const minusIndex = parts.findIndex((p) => p.type === 'minusSign');
  return {
    decimalSeparator: part(parts, 'decimal') ?? '.',
    groupingSeparator: part(parts, 'group') ?? ',',
    ...groupingSizes(tag),
    minusSign: minusIndex >= 0 ? withAdjacentMarks(parts, minusIndex) : '-',
    digits: localeDigits(tag),
    asciiDecimalSeparator: latinDecimalSeparator(tag, {}),
  };
}

/**
 * The symbols of amounts: the number symbols with the separators the locale uses for money
 * (de-AT groups amounts with `.` and plain numbers with a space).
 */
function currencyNumberSymbols(tag, code) {
  const symbols = numberSymbols(tag);
  const style = currencyStyle(code);
  const parts = new Intl.NumberFormat(tag, style).formatToParts(1234567.5);
  const decimal = part(parts, 'decimal');
  if (decimal) symbols.decimalSeparator = decimal;
  const group = part(parts, 'group');
  if (group) symbols.groupingSeparator = group;
  symbols.asciiDecimalSeparator = latinDecimalSeparator(tag, style);
  return symbols;
}

/**
 * A currency style that always shows two fraction digits (so JPY still shows the separator),
 * in the spec's currency when it is one, else in US dollars.
 */
function currencyStyle(code) {
  return {
    style: 'currency',
    currency: isCurrency(code) ? code : 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  };
}

/** `.` or `,`: the decimal separator the locale writes with ASCII digits; else `null`. */
function latinDecimalSeparator(tag, style) {
  const parts = new Intl.NumberFormat(tag, { ...style, numberingSystem: 'latn' }).formatToParts(
    1234.5,
  );
  const separator = part(parts, 'decimal');
  return separator === '.' || separator === ',' ? separator : null;
}

/** The ten digits the locale formats with, read from formatting 0 through 9. */
function localeDigits(tag) {
  const format = new Intl.NumberFormat(tag, { useGrouping: false });
  let digits = '';
  for (let d = 0; d <= 9; d++) {
    const digit = [...format.format(d)].find((c) => DIGIT.test(c));
    if (!digit) return '0123456789';
    digits += digit;
  }
  return digits;
}

/** Primary and secondary grouping sizes, read from how the locale formats 1234567890. */
function groupingSizes(tag) {
  const shown = new Intl.NumberFormat(tag).format(1234567890).replace(BIDI_MARKS, '');
  const runs = shown.split(/\P{Nd}+/u).filter((run) => run.length > 0).map((run) => [...run].length);
  if (runs.length < 2) return { groupingSize: 0, secondaryGroupingSize: 0 };
  const primary = runs[runs.length - 1];
  const secondary = runs.length >= 3 ? runs[runs.length - 2] : primary;
  return { groupingSize: primary, secondaryGroupingSize: secondary === primary ? 0 : secondary };
}

let currencies;

/**
 * Whether `code` is an ISO 4217 currency the browser knows. Where `Intl.supportedValuesOf` is
 * missing, any three capital letters count and the engine has the last word.
 */
function isCurrency(code) {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  if (typeof Intl.supportedValuesOf !== 'function') return true;
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

/**
 * The currency as the locale writes it, as `CurrencySymbols(currencyCode:locale:)` resolves it:
 * symbol, side, exact spacing (U+00A0 in de-DE) without bidi marks, the currency's minor-unit
 * digits, and other spellings understood in pastes (the en-US symbol, 円 for JPY, 元 for CNY).
 * `null` when `code` is not a currency.
 */
function currencySymbols(code, tag) {
  if (!isCurrency(code)) return null;
  const options = { style: 'currency', currency: code };
  const minorUnitDigits = new Intl.NumberFormat(tag, options).resolvedOptions().maximumFractionDigits;
  const parts = new Intl.NumberFormat(tag, { ...options, useGrouping: false }).formatToParts(1234.5);
  const symbolIndex = parts.findIndex((p) => p.type === 'currency');
  const isNumber = (p) => p.type === 'integer' || p.type === 'fraction' || p.type === 'decimal';
  const first = parts.findIndex(isNumber);
  const last = parts.findLastIndex(isNumber);
  let symbol = code;
  let position = 'before';
  let spacing = '';
  if (symbolIndex >= 0 && first >= 0) {
    // A symbol's own trailing marks (ar-EG's "د.ك." + U+200F) are part of it, as in
    // Foundation; marks before it belong to the pattern.
    let end = symbolIndex + 1;
    symbol = parts[symbolIndex].value;
    while (end < parts.length && isOnlyMarks(parts[end])) symbol += parts[end++].value;
    const between =
      symbolIndex < first ? parts.slice(end, first) : parts.slice(last + 1, symbolIndex);
    position = symbolIndex < first ? 'before' : 'after';
    spacing = between
      .filter((p) => p.type === 'literal')
      .map((p) => p.value)
      .join('')
      .replace(BIDI_MARKS, '')
      .replace(/-/g, '');
  }
  const alternateSymbols = [];
  const english = part(new Intl.NumberFormat('en-US', options).formatToParts(1), 'currency');
  if (english && english !== symbol && english !== code) alternateSymbols.push(english);
  // How people write these amounts in words after the number, which CLDR does not list as a
  // symbol: 1234円 (Japanese), 1234元 (Chinese).
  const customary = { JPY: ['円'], CNY: ['元'] }[code] ?? [];
  for (const spelling of customary) {
    if (spelling !== symbol && !alternateSymbols.includes(spelling)) alternateSymbols.push(spelling);
  }
  return { code, symbol, position, spacing, minorUnitDigits, alternateSymbols };
}

/**
 * The locale's numeric short date with two-digit day and month and a four-digit year, in its
 * order and with its separators (`dd.MM.yyyy` in de-DE, `MM/dd/yyyy` in en-US, `yyyy/MM/dd` in
 * ja-JP), normalized as `DateFormat(locale:)` normalizes Foundation's pattern: other fields
 * (an era) and words (bg-BG's `г.`) are dropped with the separators after them, bidi marks are
 * dropped, spaces at the ends trimmed; without a day, a month and a year, `yyyy-MM-dd`.
 */
function datePattern(tag) {
  const parts = new Intl.DateTimeFormat(tag, {
    year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2024, 1, 9)));
  const fields = { day: 'dd', month: 'MM', year: 'yyyy' };
  let pattern = '';
  let dropping = false;
  const seen = new Set();
  for (const p of parts) {
    if (fields[p.type]) {
      if (!seen.has(p.type)) pattern += fields[p.type];
      seen.add(p.type);
      dropping = false;
    } else if (p.type === 'literal') {
      for (const character of p.value.replace(BIDI_MARKS, '')) {
        if (/\p{L}/u.test(character)) dropping = true;
        else if (!dropping) pattern += character;
      }
    } else {
      dropping = true; // another field: an era, a related year
    }
  }
  pattern = pattern.trim();
  return seen.size === 3 ? pattern : 'yyyy-MM-dd';
}

// ---------------------------------------------------------------------------------------------
// attach: an <input> or <textarea> driven by the engine
// ---------------------------------------------------------------------------------------------

/**
 * @typedef {FieldOptions & object} AttachOptions
 * @property {string | null} [value] the canonical value to start with (else the input's current
 *   text is taken as a paste).
 * @property {'refusals' | 'all' | false} [announce] what the live region reads out: refusals
 *   only (the default; a number field reformats at every key, which would be noise), every
 *   reason, or nothing.
 * @property {number} [historyLimit] undo steps kept (default 100).
 */

/**
 * @typedef {object} AttachedField
 * @property {Field} field the engine's field
 * @property {string} state `"empty"`, `"incomplete"`, `"valid"` or `"invalid"`
 * @property {string | null} value the canonical value
 * @property {string} text what the element shows
 * @property {object} line the replay line of the last action
 * @property {(value: string | null) => object} setValue sets the value as the program
 * @property {() => object} commit ends the edit, as leaving the element does
 * @property {() => object | null} undo puts back the previous state; `null` when there is none
 * @property {() => object | null} redo
 * @property {() => void} detach removes the listeners, the live region and the attributes, and
 *   frees the field
 */

/**
 * Drives an input element through the engine. Every `beforeinput` is cancelled and performed on
 * the field instead, and the element is then set to the field's text and selection, so the page
 * only ever shows what the rule accepted. Input-method composition is the exception: the
 * browser owns the text while the user composes (fighting it breaks Japanese, Chinese and
 * Korean input), and the engine judges the composed text when it is committed.
 */
function attachField(rules, input, spec, options = {}) {
  const field = rules.createField(spec, options);
  return new Attachment(input, field, options).api;
}

const UNDO_KEYS = new Set(['z', 'Z']);

/** Whether the page runs on macOS or iOS, whose editing shortcuts differ. */
function isApple() {
  const platform = globalThis.navigator?.userAgentData?.platform ?? globalThis.navigator?.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

class Attachment {
  constructor(input, field, options) {
    this.input = input;
    this.field = field;
    this.options = options;
    this.announceMode = options.announce ?? 'refusals';
    this.historyLimit = Math.max(1, options.historyLimit ?? 100);
    this.composing = false;
    this.lastMarked = null;
    this.lastEditKind = null;
    this.listeners = [];
    const doc = input.ownerDocument;

    // The live region sits right after the input, so it is found with it and moves with it.
    this.live = doc.createElement('span');
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('data-inputrules-live', '');
    Object.assign(this.live.style, {
      position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0',
      overflow: 'hidden', clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', whiteSpace: 'nowrap',
      border: '0',
    });
    input.insertAdjacentElement('afterend', this.live);

    this.previousInputMode = input.getAttribute('inputmode');
    const mode = field.inputMode;
    if (mode) input.setAttribute('inputmode', mode);

    let line;
    if (options.value != null) line = field.setValue(options.value);
    else if (input.value) line = field.paste(input.value);
    this.line = line ?? field.snapshot();
    this.history = [this.snapshotOf(this.line)];
    this.historyIndex = 0;
    this.render(this.line, { selection: hasFocus(input) });

    this.on(input, 'beforeinput', (e) => this.onBeforeInput(e));
    this.on(input, 'input', (e) => this.onInput(e));
    this.on(input, 'compositionstart', (e) => this.onCompositionStart(e));
    this.on(input, 'compositionupdate', (e) => this.onCompositionUpdate(e));
    this.on(input, 'compositionend', (e) => this.onCompositionEnd(e));
    this.on(input, 'keydown', (e) => this.onKeyDown(e));
    this.on(input, 'blur', () => this.onBlur());
    for (const type of ['select', 'click', 'keyup', 'focus', 'mouseup', 'selectionchange']) {
      this.on(input, type, () => this.syncSelection());
    }
    this.on(doc, 'selectionchange', () => {
      if (hasFocus(input)) this.syncSelection();
    });

    const self = this;
    this.api = {
      field,
      get state() { return self.line.state; },
      get value() { return self.line.value; },
      get text() { return self.line.text; },
      get line() { return self.line; },
      /** Sets the canonical value, as the program (not the user) does. */
      setValue(value) { return self.act('setValue', () => field.setValue(value)); },
      /** Ends the edit, as leaving the field does. */
      commit() { return self.act('commit', () => field.commit()); },
      undo() { return self.undo(); },
      redo() { return self.redo(); },
      detach() { self.detach(); },
    };
  }

  on(target, type, handler) {
    target.addEventListener(type, handler);
    this.listeners.push([target, type, handler]);
  }

  snapshotOf(line) {
    return { text: line.text, selection: [...line.selection] };
  }

  /** Tells the engine where the DOM's selection is before an edit (the user may have moved it). */
  syncSelection() {
    if (this.composing || this.field.freed) return;
    const { selectionStart, selectionEnd } = this.input;
    if (selectionStart == null || selectionEnd == null) return;
    const [start, end] = this.field.selection;
    if (start !== selectionStart || end !== selectionEnd) {
      // Kept as the current line, so that typing after a move starts a new undo step.
      this.line = this.field.select(selectionStart, selectionEnd);
    }
  }

  /**
   * Performs an action on the field, shows its result, records it for undo and reports it.
   * `kind` lets consecutive typing be undone as one step, as browsers do.
   */
  act(kind, perform) {
    const before = this.line;
    const line = perform();
    this.line = line;
    this.render(line);
    if (line.text !== before.text) this.record(kind, before, line);
    else if (kind !== 'type') this.lastEditKind = null;
    this.report(line);
    return line;
  }

  record(kind, before, line) {
    const snapshot = this.snapshotOf(line);
    const top = this.history[this.historyIndex];
    this.history.length = this.historyIndex + 1;
    const continuesTyping =
      kind === 'type' &&
      this.lastEditKind === 'type' &&
      this.historyIndex > 0 &&
      top.selection[1] === before.selection[0] &&
      before.selection[0] === before.selection[1];
    if (continuesTyping) {
      this.history[this.historyIndex] = snapshot;
    } else {
      this.history.push(snapshot);
      if (this.history.length > this.historyLimit + 1) this.history.shift();
      this.historyIndex = this.history.length - 1;
    }
    this.lastEditKind = kind;
  }

  /** Shows the field's text and selection in the element. */
  render(line, { selection = true } = {}) {
    const input = this.input;
    if (input.value !== line.text) input.value = line.text;
    // Setting a selection focuses the element in some browsers: only while it has focus.
    // Inputs of type number or email have no selection (selectionStart is null): attach them
    // as type text, with inputmode giving the keyboard.
    if (selection && hasFocus(input) && !line.marked && input.selectionStart != null) {
      const [start, end] = line.selection;
      if (input.selectionStart !== start || input.selectionEnd !== end) {
        input.setSelectionRange(start, end);
      }
    }
    if (line.state === 'invalid') input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** Announces the line's reason, and tells the page through an `inputrules` event. */
  report(line) {
    const announce =
      this.announceMode === 'all' ? !!line.reason
        : this.announceMode === 'refusals' ? !line.accepted && !!line.message
          : false;
    if (announce && line.message) {
      // The same message twice in a row is only read again when the region's text changes.
      this.live.textContent = this.live.textContent === line.message ? line.message + '\u00A0' : line.message;
    }
    this.input.dispatchEvent(
      new CustomEvent('inputrules', { detail: line, bubbles: true }),
    );
  }

  onBeforeInput(e) {
    const type = e.inputType;
    if (type === 'historyUndo' || type === 'historyRedo') {
      e.preventDefault();
      if (type === 'historyUndo') this.undo();
      else this.redo();
      return;
    }
    if (this.composing || type === 'insertCompositionText') {
      // The browser owns the text while composing. The first update is marked once the browser
      // has placed it (in `input`, where its range can be read); later ones replace it.
      if (type === 'insertCompositionText' && this.composing && e.data != null && this.field.marked) {
        this.markComposition(e.data);
      }
      return;
    }
    if (type === 'deleteCompositionText' || type === 'insertFromComposition') {
      // Safari's commit of a composition, after compositionend: already judged there.
      if (e.cancelable) e.preventDefault();
      return;
    }
    const handler = BEFORE_INPUT[type];
    // Types this file does not know, and events the browser does not let us cancel, are
    // applied by the browser and then read back as one raw edit in `input`.
    if (!handler || !e.cancelable) {
      this.pending = { text: this.line.text };
      return;
    }
    const plan = handler(this, e);
    if (plan === DOM_EDIT) {
      this.pending = { text: this.line.text, type };
      return;
    }
    e.preventDefault();
    if (plan) {
      this.syncSelection();
      this.act(plan.kind, plan.perform);
    }
  }

  /**
   * After the browser changed the text itself (an edit left to it, autofill, a composition's
   * commit in some browsers): the change, found by comparing the texts, goes to the engine as a
   * `replace`, and the engine's text replaces the browser's.
   */
  onInput(e) {
    if (this.composing || e.isComposing) {
      if (this.composing && e.inputType === 'insertCompositionText' && e.data != null) {
        this.composeFromPage(e.data);
      }
      return;
    }
    const pending = this.pending;
    this.pending = null;
    const input = this.input;
    if (input.value === this.line.text) return;
    if (e.inputType === 'deleteCompositionText' || e.inputType === 'insertFromComposition') {
      this.render(this.line);
      return;
    }
    const before = pending?.text ?? this.line.text;
    const edit = diff(before, input.value, input.selectionEnd);
    if (pending?.type === 'insertFromDrop') {
      // A drop is a paste at the drop point.
      this.act('paste', () => {
        this.field.select(edit.location, edit.location + edit.length);
        return this.field.paste(edit.text);
      });
    } else {
      this.act('replace', () => this.field.replace(edit.location, edit.length, edit.text));
    }
  }

  onCompositionStart() {
    this.syncSelection();
    this.composing = true;
    this.lastMarked = null;
    // What undo goes back to once the composition is committed (the marked steps between are
    // not undo steps).
    this.lineBeforeComposition = this.line;
  }

  /** Commits the composition as one edit, recorded for undo against the text before it. */
  commitComposition() {
    const before = this.lineBeforeComposition ?? this.line;
    this.composing = false;
    this.lastMarked = null;
    this.lineBeforeComposition = null;
    const line = this.field.unmark();
    this.line = line;
    this.render(line);
    if (line.text !== before.text) this.record('compose', before, line);
    this.report(line);
  }

  onCompositionUpdate(e) {
    if (this.composing && e.data != null && this.field.marked) this.markComposition(e.data);
  }

  /**
   * Marks the composition the browser shows. The first time, its range is read from the page:
   * an input method may compose over text already there (Android keyboards reopen the word
   * the caret is put in), so the composition does not always replace the selection. The range
   * is where `text` sits before the caret, and what it replaced is what the page's text lost.
   */
  composeFromPage(text) {
    if (!this.field.marked) {
      const before = this.line.text;
      const after = this.input.value;
      const caret = this.input.selectionEnd ?? after.length;
      const start = caret - text.length;
      const length = before.length - (after.length - text.length);
      if (
        start >= 0 &&
        length >= 0 &&
        start + length <= before.length &&
        after.slice(start, caret) === text &&
        before.slice(0, start) === after.slice(0, start) &&
        before.slice(start + length) === after.slice(caret)
      ) {
        const [selectionStart, selectionEnd] = this.field.selection;
        if (selectionStart !== start || selectionEnd !== start + length) {
          this.field.select(start, start + length);
        }
      }
    }
    this.markComposition(text);
  }

  markComposition(text) {
    if (text === this.lastMarked) return;
    this.lastMarked = text;
    const line = this.field.mark(text);
    this.line = line;
    this.report(line);
  }

  onCompositionEnd(e) {
    if (!this.composing) return;
    if (e.data != null && e.data !== this.lastMarked) this.markComposition(e.data);
    this.commitComposition();
    // Some browsers change the text once more after compositionend (Safari's
    // insertFromComposition); show the engine's text again after them.
    setTimeout(() => {
      if (!this.field.freed && !this.composing && this.input.value !== this.line.text) {
        this.render(this.line);
      }
    }, 0);
  }

  onKeyDown(e) {
    if (e.isComposing || this.composing) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && !e.altKey && UNDO_KEYS.has(e.key)) {
      e.preventDefault();
      if (e.shiftKey) this.redo();
      else this.undo();
    } else if (
      e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && (e.key === 'y' || e.key === 'Y') &&
      !isApple()
    ) {
      // Ctrl+Y redoes on Windows and Linux; on Apple systems it is Emacs's yank
      // (insertFromYank), left to beforeinput.
      e.preventDefault();
      this.redo();
    } else if (e.key === 'Enter' && this.input.localName !== 'textarea') {
      // Return ends the edit, as in the terminal demo and on iOS; the form still submits.
      this.act('commit', () => this.field.commit());
    }
  }

  onBlur() {
    if (this.field.freed) return;
    if (this.composing) this.commitComposition();
    // Leaving the window (another tab or application) keeps the element focused inside its
    // page: editing has not ended, so the rule does not complete, clamp or revert yet.
    if (this.input.ownerDocument.hasFocus?.() === false) return;
    this.act('commit', () => this.field.commit());
  }

  undo() {
    if (this.historyIndex === 0) return null;
    this.historyIndex -= 1;
    return this.restoreHistory();
  }

  redo() {
    if (this.historyIndex >= this.history.length - 1) return null;
    this.historyIndex += 1;
    return this.restoreHistory();
  }

  restoreHistory() {
    this.lastEditKind = null;
    const line = this.field.restore(this.history[this.historyIndex]);
    this.line = line;
    this.render(line);
    this.report(line);
    return line;
  }

  detach() {
    for (const [target, type, handler] of this.listeners) {
      target.removeEventListener(type, handler);
    }
    this.listeners = [];
    this.live.remove();
    if (this.previousInputMode == null) this.input.removeAttribute('inputmode');
    else this.input.setAttribute('inputmode', this.previousInputMode);
    this.input.removeAttribute('aria-invalid');
    this.field.free();
  }
}

// Returned by a beforeinput handler when the browser should apply the edit itself and the
// result be read back as a raw edit (its position is only known afterwards).
const DOM_EDIT = Symbol('dom edit');

/** The text an insertion carries: `data`, or the plain text of its data transfer. */
function insertedText(e) {
  if (e.data != null) return e.data;
  return e.dataTransfer?.getData('text/plain') ?? '';
}

/**
 * What each `beforeinput` type does. A handler returns `{kind, perform}` (the action for the
 * field, performed after the selection is synced), `null` to cancel and do nothing, or
 * `DOM_EDIT` to let the browser apply it and read it back.
 */
const BEFORE_INPUT = {
  insertText: (a, e) => ({ kind: 'type', perform: () => a.field.type(insertedText(e)) }),
  insertFromPaste: (a, e) => ({ kind: 'paste', perform: () => a.field.paste(insertedText(e)) }),
  insertFromPasteAsQuotation: (a, e) => BEFORE_INPUT.insertFromPaste(a, e),
  insertFromYank: (a, e) => BEFORE_INPUT.insertFromPaste(a, e),
  // The drop point is only known once the browser has inserted the text.
  insertFromDrop: () => DOM_EDIT,
  // Spelling corrections and suggestions replace a word the event cannot point at in a text
  // control (getTargetRanges is empty there).
  insertReplacementText: () => DOM_EDIT,
  insertLineBreak: (a) =>
    a.input.localName === 'textarea'
      ? { kind: 'type', perform: () => a.field.type('\n') }
      : null,
  insertParagraph: (a, e) => BEFORE_INPUT.insertLineBreak(a, e),
  deleteContentBackward: (a) => ({ kind: 'delete', perform: () => a.field.backspace(1) }),
  deleteContentForward: (a) => ({ kind: 'delete', perform: () => a.field.delete(1) }),
  deleteContent: (a) => ({ kind: 'delete', perform: () => a.field.backspace(1) }),
  deleteByCut: (a) => ({ kind: 'delete', perform: () => a.field.backspace(1) }),
  deleteByDrag: () => DOM_EDIT,
  deleteWordBackward: (a) => deleteRange(a, wordBackward, true),
  deleteWordForward: (a) => deleteRange(a, wordForward, false),
  deleteSoftLineBackward: (a) => deleteRange(a, lineStart, true),
  deleteHardLineBackward: (a) => deleteRange(a, lineStart, true),
  deleteSoftLineForward: (a) => deleteRange(a, lineEnd, false),
  deleteHardLineForward: (a) => deleteRange(a, lineEnd, false),
  deleteEntireSoftLine: (a) => deleteRange(a, null, true),
};
// Formatting has no meaning in plain text fields: cancelled, nothing happens.
for (const type of [
  'formatBold', 'formatItalic', 'formatUnderline', 'formatStrikeThrough', 'formatSuperscript',
  'formatSubscript', 'formatJustifyFull', 'formatJustifyCenter', 'formatJustifyRight',
  'formatJustifyLeft', 'formatIndent', 'formatOutdent', 'formatRemove', 'formatSetBlockTextDirection',
  'formatSetInlineTextDirection', 'formatBackColor', 'formatFontColor', 'formatFontName',
]) {
  BEFORE_INPUT[type] = () => null;
}

/**
 * A deletion the browser would apply to a range it computes (a word, a line): the range is
 * computed here, selected, and deleted with one Backspace or Delete, so the rule sees a
 * deleting key, as it would for the selection.
 */
function deleteRange(a, boundary, backward) {
  return {
    kind: 'delete',
    perform: () => {
      const text = a.field.text;
      let [start, end] = a.field.selection;
      if (start === end) {
        if (boundary === null) {
          start = lineStart(text, start);
          end = lineEnd(text, end);
        } else if (backward) {
          start = boundary(text, start);
        } else {
          end = boundary(text, end);
        }
        if (start !== end) a.field.select(start, end);
      }
      return backward ? a.field.backspace(1) : a.field.delete(1);
    },
  };
}

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
function wordBackward(text, offset) {
  let start = 0;
  for (const segment of words(text)) {
    if (segment.start >= offset) break;
    if (segment.word) start = segment.start;
  }
  return start;
}

/** The end of the word after `offset`, skipping the spaces and punctuation before it. */
function wordForward(text, offset) {
  for (const segment of words(text)) {
    if (segment.word && segment.end > offset) return segment.end;
  }
  return text.length;
}

function lineStart(text, offset) {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text, offset) {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end;
}

/**
 * The one edit that turns `before` into `after`: the longest common prefix and suffix are
 * kept, the suffix no longer than the text after the caret (`caret`, where the browser left it,
 * tells which of several equal characters was typed).
 */
function diff(before, after, caret) {
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
