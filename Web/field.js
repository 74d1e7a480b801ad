// The field: the engine's field behind a handle, without any DOM (see docs/web.md, "Without
// the DOM: Field"). Each action crosses the WebAssembly module's C ABI (Wasm/Exports.swift) and
// comes back as the line `inputrules replay` prints for the same event.

import { fieldLocale, resolveLocale, valuesText, withNumberingSystem } from './locale-data.js';
import { Runtime, int32, int64, rangeInt32 } from './memory.js';
import { eventJSON, jsonView, lineOf, performEvent } from './replay-line.js';

// The engine's instance behind each `rules` object. A WeakMap rather than a property keeps the
// raw exports out of the public object, where a caller could reach a freed handle.
const RUNTIMES = new WeakMap();

/**
 * Gives `rules` (what `loadInputRules` returns) the instance's exports, so that fields made
 * from it reach the engine, and returns the module's kinds (`rules.kinds`), read once here.
 * Called once per loaded module, by inputrules.js, with `context`: `catalogs` (the message
 * catalogs of the page: `get(tag)` the UTF-8 text when here, `load(tag)` a promise of it) and
 * `missingKind(kind)` (why a kind the module lacks cannot be made, or null) and
 * `phoneNotReady()` (why a phone field cannot be made yet, or null).
 */
export function registerEngine(rules, exports, context = {}) {
  const runtime = new Runtime(exports);
  runtime.kinds = runtime.readKinds();
  runtime.kindNames = new Set(runtime.kinds.map((info) => info.kind));
  runtime.catalogs = context.catalogs ?? null;
  runtime.missingKind = context.missingKind ?? (() => null);
  runtime.phoneNotReady = context.phoneNotReady ?? (() => null);
  RUNTIMES.set(rules, runtime);
  return runtime.kinds;
}

/** The `kind` a spec (an object or its JSON text) names, or null. */
export function kindOf(spec) {
  let object = spec;
  if (typeof spec === 'string') {
    try {
      object = JSON.parse(spec);
    } catch {
      return null;
    }
  }
  return object !== null && typeof object === 'object' && typeof object.kind === 'string'
    ? object.kind
    : null;
}

const STATES = ['empty', 'incomplete', 'valid', 'invalid'];

// Frees the engine's memory of fields a page dropped without calling free(), so long-lived
// pages that re-create fields (a locale switch) do not leak.
const FINALIZER =
  typeof FinalizationRegistry !== 'undefined'
    ? new FinalizationRegistry(({ runtime, handle }) => runtime.x.ir_field_free(handle))
    : null;

/**
 * Refuses, before the engine would, a spec (its JSON text) of a kind this module was built
 * without that another module has, naming both, and a phone spec before the phone metadata is
 * here. The kind is the one the engine reads (an object's `toJSON` included; a byte order mark,
 * which the engine skips, left out).
 */
export function refuseUnloaded(runtime, specText) {
  const kind = kindOf(specText.replace(/^\uFEFF/, ''));
  const message =
    (kind !== null && !runtime.kindNames.has(kind) ? runtime.missingKind(kind) : null) ??
    (kind === 'phone' ? runtime.phoneNotReady() : null);
  if (message) throw new Error(message);
}

/** A new field's handle from the engine (`ir_field_new`); throws the engine's spec error. */
function newHandle(runtime, spec, specText, options) {
  refuseUnloaded(runtime, specText);
  const values = options.localeValues ?? resolveLocale(spec, options.locale, runtime.kinds);
  const x = runtime.x;
  const handle = runtime.withString(specText, (specPointer, specLength) =>
    runtime.withString(valuesText(values), (valuesPointer, valuesLength) =>
      x.ir_field_new(specPointer, specLength, valuesPointer, valuesLength),
    ),
  );
  if (!handle) throw new Error('inputrules: the engine could not make a field');
  const errorLength = x.ir_field_error(handle);
  if (errorLength > 0) {
    const message = runtime.string(handle, errorLength);
    x.ir_field_free(handle);
    throw specError(message);
  }
  return handle;
}

/** An `Error` named `InputRulesSpecError` with the engine's message. */
export function specError(message) {
  const error = new Error(message);
  error.name = 'InputRulesSpecError';
  return error;
}

// The handles of a form's fields (form.js), by the options object their `Field` is made with.
const ADOPTED = new WeakMap();

/** A `Field` around `handle`, a field the engine made for a form (`ir_form_field`). */
export function adoptField(rules, handle, spec, options) {
  const adopted = { ...options };
  ADOPTED.set(adopted, handle);
  return new Field(rules, spec, adopted);
}

/** The engine behind `rules` (what `registerEngine` gave it), or undefined. */
export const runtimeOf = (rules) => RUNTIMES.get(rules);

/**
 * One field under a rule, without any DOM: the engine's field behind a handle.
 *
 * Each action returns what `inputrules replay` prints for the same event, as an object with the
 * same keys in the same order (`text`, `selection`, `marked` while composing, `state`, `value`,
 * the rule's details such as a card's `brand` or a phone number's `region` and `numberType`,
 * `accepted`, and `reason` and `message` when the rule refused or changed something), so a
 * recorded replay and a page can be compared line by line.
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
    // A form's field (form.js) comes with its handle, made by the form from its spec.
    const handle = ADOPTED.get(options) ?? newHandle(runtime, spec, specText, options);
    this.#runtime = runtime;
    this.#handle = handle;
    FINALIZER?.register(this, { runtime, handle }, this.#token);
    // The messages are told in the field's locale's language (or `options.language`), with
    // the locale's digits.
    this.#locale = fieldLocale(spec, options.locale);
    this.#setLanguage(options.language, options.catalog !== false);
  }

  #locale;
  #language;
  #ready;
  // Counts the language changes, so a catalog that arrives after the next change is not handed
  // to a field that no longer needs it.
  #languageChanges = 0;

  /**
   * Tells the field's messages in `language` from now on: a language tag or locale identifier
   * (`"de"`, `"pt-BR"`, `"ar"`, the pseudo-language `"en-XA"`); `null` or `undefined` for the
   * language of the field's locale. Numbers in the messages keep the locale's digits.
   *
   * The module has English only: another language's catalog is handed in from the page's
   * catalogs when it is there, else fetched (`messages/<tag>.txt`, once per page) and handed in
   * when it arrives; until then the messages are told in English (`pendingCatalog` names it).
   *
   * @returns {Promise<FieldLanguage>} resolves with the language once its catalog is in (at
   *   once when it is here or none is needed); rejects when the catalog could not be fetched
   *   (the messages stay English).
   */
  setLanguage(language) {
    this.#setLanguage(language, true);
    return this.#ready;
  }

  #setLanguage(language, fetchCatalog) {
    const h = this.#h;
    const tag = language == null ? '' : String(language);
    const outcome = this.#runtime.withString(withNumberingSystem(this.#locale), (lp, ln) =>
      this.#withText(tag, (p, n) => this.#x.ir_field_set_language(h, lp, ln, p, n)),
    );
    if (outcome === -1) throw new Error('inputrules: the engine has no such field');
    this.#readLanguage();
    const change = ++this.#languageChanges;
    const missing = fetchCatalog ? this.#missingCatalog() : null;
    const catalogs = this.#runtime.catalogs;
    const here = missing === null ? undefined : catalogs?.get(missing);
    if (here) this.#handCatalog(here);
    if (missing === null || here || !catalogs) {
      this.#ready = Promise.resolve(this.#language);
      return;
    }
    const ready = catalogs.load(missing).then((bytes) => {
      // A language set again since: this promise settles with that one's.
      if (change !== this.#languageChanges) return this.#ready;
      if (this.#handle && this.#missingCatalog() === missing) this.#handCatalog(bytes);
      return this.#language;
    });
    // Handled here so that a page that does not wait for it sees no unhandled rejection; the
    // promise setLanguage returns still rejects.
    ready.catch(() => {});
    this.#ready = ready;
  }

  #readLanguage() {
    const h = this.#h;
    this.#language = Object.freeze(JSON.parse(this.#runtime.string(h, this.#x.ir_field_language(h))));
  }

  /** Hands the catalog's UTF-8 text to the engine for the field's language. */
  #handCatalog(bytes) {
    const h = this.#h;
    const outcome = this.#runtime.withBytes(bytes, (p, n) => this.#x.ir_field_set_catalog(h, p, n));
    if (outcome === -1) throw new Error('inputrules: the engine has no such field');
    this.#readLanguage();
  }

  /**
   * The tag of the catalog the field's language needs and the engine does not have yet (`"de"`),
   * or null (English, a catalog already in, a module that has every catalog).
   */
  #missingCatalog() {
    const h = this.#h;
    if (typeof this.#x.ir_field_catalog !== 'function') return null;
    const length = this.#x.ir_field_catalog(h);
    return length > 0 ? this.#runtime.string(h, length) : null;
  }

  /**
   * The catalog the field waits for (`"de"`) while its messages are told in English instead,
   * else null.
   *
   * @type {string | null}
   */
  get pendingCatalog() {
    return this.#handle ? this.#missingCatalog() : null;
  }

  /**
   * Resolves with the field's language once its catalog is in (see `setLanguage`).
   *
   * @type {Promise<FieldLanguage>}
   */
  get ready() {
    return this.#ready;
  }

  /**
   * The language the messages are told in: `{identifier, isRightToLeft, digits}`, where
   * `identifier` is a BCP 47 tag (`"de"`, `"ar"`, `"pt-BR"`, `"en-XA"`) for an element's
   * `lang`, `isRightToLeft` is `true` for Arabic and Hebrew (an element's `dir`), and `digits`
   * the ten digits numbers are written with.
   *
   * @type {FieldLanguage}
   */
  get language() {
    return this.#language;
  }

  /** The locale the field is in (`options.locale`, the spec's `locale`, or the browser's). */
  get locale() {
    return this.#locale;
  }

  /** The handle, checked: actions on a freed field are a programming error, said loudly. */
  get #h() {
    if (!this.#handle) throw new Error('inputrules: the field was freed');
    return this.#handle;
  }

  get #x() {
    return this.#runtime.x;
  }

  /**
   * The replay line after an action that returned `outcome`. `oneEdit`: the action was one
   * edit (one key, a paste, a raw edit), which the engine refuses as a whole: refused outside a
   * composition, it left the field exactly as it was (text, selection, judgement, value), so
   * only its reason is read.
   */
  #line(outcome, oneEdit = false) {
    if (outcome === -1) throw new Error('inputrules: the engine has no such field');
    const kept = this.#state;
    const state =
      outcome === 2 && oneEdit && kept !== null && kept.marked === null ? kept : this.#read();
    const line = lineOf(state);
    line.accepted = outcome !== 2;
    const h = this.#handle;
    const x = this.#x;
    const reason = this.#runtime.string(h, x.ir_field_reason(h));
    if (reason) {
      line.reason = reason;
      line.message = this.#runtime.string(h, x.ir_field_message(h));
    }
    return line;
  }

  // The field as last read from the engine (`{text, selection, marked, state, value, details}`),
  // or null before the first read. Every action goes through `#line`, which reads it again, so
  // it is the engine's state between actions and the getters answer from it.
  #state = null;

  // How many times the engine's text had changed when `#state` was read, and the last change
  // (`{count, start, end, text}`: the UTF-16 range of the text before it, and what replaced it).
  #changes = -1;
  #change = null;

  /**
   * The field's text, selection, composition, judgement, value and details, read from the
   * engine. Only what changed crosses from the engine: the text is the one held here with the
   * engine's last change made to it (the whole text is read when more than one change is not
   * known here), and a text field's value is its text.
   */
  #read() {
    const h = this.#h;
    const x = this.#x;
    const runtime = this.#runtime;
    const kept = this.#state;
    const count = x.ir_field_change_count(h);
    let text;
    if (kept !== null && count === this.#changes) {
      text = kept.text;
    } else if (kept !== null && count === this.#changes + 1) {
      const start = x.ir_field_change_start(h);
      const end = x.ir_field_change_end(h);
      const replacement = runtime.string(h, x.ir_field_change_text(h)) ?? '';
      text = kept.text.slice(0, start) + replacement + kept.text.slice(end);
      this.#change = Object.freeze({ count, start, end, text: replacement });
    } else {
      text = runtime.string(h, x.ir_field_text(h));
    }
    this.#changes = count;
    const selection = [x.ir_field_selection_start(h), x.ir_field_selection_end(h)];
    const markedStart = x.ir_field_marked_start(h);
    const marked = markedStart < 0 ? null : [markedStart, x.ir_field_marked_end(h)];
    const state = STATES[x.ir_field_state(h)] ?? 'invalid';
    const value = x.ir_field_value_is_text(h) === 1 ? text : runtime.string(h, x.ir_field_value(h));
    const detailsLength = x.ir_field_details(h);
    // "{}": no details, the usual case
    const details = detailsLength <= 2 ? null : JSON.parse(runtime.string(h, detailsLength));
    this.#state = { text, selection, marked, state, value, details };
    return this.#state;
  }

  /** The field as it is: what the last action left, read from the engine when not known. */
  get #now() {
    if (!this.#handle) throw new Error('inputrules: the field was freed');
    return this.#state ?? this.#read();
  }

  /** text, selection, marked, state, value and details, in the replay's order. */
  #current() {
    return lineOf(this.#now);
  }

  #withText(text, call) {
    return this.#runtime.withString(String(text ?? ''), call);
  }

  /** Key presses at the selection, one per grapheme cluster (`{"type": text}`). */
  type(text) {
    const h = this.#h;
    const keys = String(text ?? '');
    const outcome = this.#runtime.withString(keys, (p, n) => this.#x.ir_field_type(h, p, n));
    // One UTF-16 code unit is one key press, refused as a whole.
    return this.#line(outcome, keys.length === 1);
  }

  /** One paste replacing the selection (`{"paste": text}`). */
  paste(text) {
    const h = this.#h;
    return this.#line(this.#withText(text, (p, n) => this.#x.ir_field_paste(h, p, n)), true);
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
      true,
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
   * Checks a complete value under the field's spec as a server does (`EntryChecker` in Swift,
   * `inputrules check`), without touching the field: `{ valid: true, value }` with the canonical
   * value, or `{ valid: false, reason, message }` with the message in the field's `language`.
   */
  check(value) {
    const h = this.#h;
    const length = this.#withText(value, (p, n) => this.#x.ir_field_check(h, p, n));
    if (length < 0) throw new Error('inputrules: the engine has no such field');
    return JSON.parse(this.#runtime.string(h, length));
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

  /** How many times the text has changed (once per action that changed it). */
  get changeCount() {
    this.#now;
    return this.#changes;
  }

  /**
   * The last change of the text read as a change, `{count, start, end, text}`: UTF-16
   * `start..end` of the text before was replaced with `text` by the action that made
   * `changeCount` `count` (the last action's only when `count` is `changeCount`); or null.
   */
  get lastChange() {
    this.#now;
    return this.#change;
  }

  /**
   * Makes a recorded change back (undo and redo without copies of the text): `text` replaces
   * UTF-16 `start..end`, the selection becomes `[start, end]`, and the text is judged again.
   */
  restoreChange(start, end, text, selection) {
    const h = this.#h;
    const [selectionStart, selectionEnd] = selection ?? [0, 0];
    return this.#line(
      this.#withText(text, (p, n) =>
        this.#x.ir_field_restore_change(
          h, int32(start), int32(end), p, n, int32(selectionStart), int32(selectionEnd),
        ),
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
   * `{"commit":true}`, `{"setValue":"12.5"}` or `{"setValue":null}`. Numbers may be BigInts.
   *
   * @throws {TypeError} for an object that is no event, with the message the command reports
   *   for such a line (the engine reads the event, through `ir_field_event_error`).
   */
  perform(event) {
    // The engine reads the event as the command reads a line of replay input, so a malformed
    // event is refused with the command's own message; what passes is a well-formed event, and
    // only its key is looked at here.
    const h = this.#h;
    const text = eventJSON(event, []);
    const length = this.#withText(text, (p, n) => this.#x.ir_field_event_error(h, p, n));
    if (length === -1) throw new Error('inputrules: the engine has no such field');
    if (length > 0) throw new TypeError(this.#runtime.string(h, length));
    return performEvent(this, jsonView(event));
  }

  /** What the field shows, composition included. */
  get text() {
    return this.#now.text;
  }

  /** `[start, end]` in UTF-16 offsets. */
  get selection() {
    const [start, end] = this.#now.selection;
    return [start, end];
  }

  /** `[start, end]` of the composition while an input method composes, else `null`. */
  get marked() {
    const marked = this.#now.marked;
    return marked === null ? null : [marked[0], marked[1]];
  }

  /** `"empty"`, `"incomplete"`, `"valid"` or `"invalid"`. */
  get state() {
    return this.#now.state;
  }

  /** The canonical value (`"1234.50"`, `"2024-02-29"`), or `null` when there is none. */
  get value() {
    return this.#now.value;
  }

  /**
   * The rule's extra replay keys, usually `{}`: a card's `{"brand": "visa"}`, a phone number's
   * `{"region": "DE", "numberType": "mobile"}` (each `null` until the digits tell).
   */
  get details() {
    return { ...this.#now.details };
  }

  /** The last action's reason code (`"tooLong"`), or `null` when it had none. */
  get reason() {
    const h = this.#h;
    return this.#runtime.string(h, this.#x.ir_field_reason(h)) || null;
  }

  /** The last action's reason as a sentence in the field's `language`, or `null`. */
  get message() {
    const h = this.#h;
    if (!this.#x.ir_field_reason(h)) return null;
    return this.#runtime.string(h, this.#x.ir_field_message(h));
  }

  /**
   * The HTML `inputmode` that brings up the right on-screen keyboard (`"numeric"`, `"tel"`,
   * `"text"`).
   */
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
    this.#state = null;
  }
}
