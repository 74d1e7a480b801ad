// Forms: fields judged together (see docs/web.md, "Forms"). `Form` is a form spec's fields and
// the rules between them behind a handle of the engine (Wasm/FormExports.swift), without any
// DOM: each field a `Field`, whose every action the engine hands to the form. `attachForm`
// drives an HTML form's inputs by name through a `Form`, and feeds the browser's constraint
// validation with the form's verdicts.

import { adoptField, refuseUnloaded, runtimeOf, specError } from './field.js';
import { fieldLocale, resolveLocale, valuesText, withNumberingSystem } from './locale-data.js';
import { attachFieldTo } from './attach.js';

const decoder = new TextDecoder();

/**
 * @typedef {object} FormOptions
 * @property {string} [locale] the form's locale when its spec has no `locale` (`"de-DE"`); the
 *   default is the browser's language, or `en-US` outside a browser.
 * @property {string} [language] the language of the messages and labels (`"de"`); the default
 *   is the locale's language. A form keeps the language it was made with.
 * @property {string | Date} [today] today, for date bounds relative to it (`"2026-12-04"`, or a
 *   `Date`'s local day); the default is the local day when the form is made.
 * @property {object | string} [localeValues] locale values for every field, used as they are
 *   instead of resolving them from `Intl` (to pin data in tests).
 */

/**
 * @typedef {FormOptions & object} AttachFormOptions
 * @property {Record<string, string | null>} [values] canonical values to start with, by field
 *   name (else each input's text is taken as a paste).
 * @property {'refusals' | 'all' | false} [announce] what each field's live region reads out.
 * @property {number} [historyLimit] undo steps kept per field (default 100).
 */

/**
 * @typedef {object} FormFieldInfo
 * @property {string} name the name values are posted under
 * @property {string} label the label, in the form's language
 * @property {boolean} required
 * @property {boolean} advance whether focus moves on once the field is complete
 * @property {Field} field the field
 */

// Frees the engine's memory of forms a page dropped without calling free().
const FINALIZER =
  typeof FinalizationRegistry !== 'undefined'
    ? new FinalizationRegistry(({ runtime, handle }) => runtime.x.ir_form_free(handle))
    : null;

// What a message element is labelled while the form's catalog is on its way.
const ENGLISH = { identifier: 'en', isRightToLeft: false };

/**
 * A form: its fields, each a `Field`, and the rules between them (a form spec, the JSON
 * `inputrules check --form` reads), without any DOM. Every action on a field goes to the form,
 * which judges the rules that read that field; `changed()` names the fields whose verdict
 * changed, `fieldVerdict` and `shownVerdict` say what each is and what to show of it now.
 * `check(values)` judges a whole form's values as a server does.
 */
export class Form {
  #runtime;
  #handle;
  #token = {};
  #fields;
  #index;
  #language;
  #ready;

  /**
   * Usually made by `rules.createForm(spec, options)`.
   *
   * @param {InputRules} rules what `loadInputRules` returned
   * @param {object | string} spec the form spec, an object or its JSON text
   * @param {FormOptions} [options]
   * @throws {Error} when the spec is refused; the message is the one `inputrules check --form`
   *   prints after "error: " (`form spec: rules[0].fields[1]: names field "x", …`).
   */
  constructor(rules, spec, options = {}) {
    const runtime = runtimeOf(rules);
    if (!runtime) throw new TypeError('inputrules: Form needs the object loadInputRules returned');
    if (typeof runtime.x.ir_form_new !== 'function') {
      throw new Error('inputrules: the WebAssembly module has no forms (ir_form_new); rebuild it with scripts/build-wasm.sh');
    }
    const specText = typeof spec === 'string' ? spec : JSON.stringify(spec);
    if (typeof specText !== 'string') {
      throw new TypeError('inputrules: a form spec is an object or its JSON text');
    }
    let object = null;
    try {
      object = JSON.parse(specText.replace(/^\uFEFF/, ''));
    } catch {
      // The engine says what is wrong with the text, as the command does.
    }
    const specs = Array.isArray(object?.fields) ? object.fields.map((field) => field?.rule) : [];
    for (const rule of specs) {
      if (rule !== null && typeof rule === 'object') refuseUnloaded(runtime, JSON.stringify(rule));
    }
    const locale = fieldLocale(object !== null && typeof object === 'object' ? object : {}, options.locale);
    const values = options.localeValues ?? formValues(specs, locale, runtime.kinds);
    const texts = [specText, valuesText(values), withNumberingSystem(locale), dayText(options.today),
      options.language == null ? '' : String(options.language)];
    const x = runtime.x;
    const handle = withStrings(runtime, texts, (...args) => x.ir_form_new(...args));
    if (!handle) throw new Error('inputrules: the engine could not make a form');
    const errorLength = x.ir_form_error(handle);
    if (errorLength > 0) {
      const message = read(runtime, handle, errorLength);
      x.ir_form_free(handle);
      throw specError(message);
    }
    this.#runtime = runtime;
    this.#handle = handle;
    FINALIZER?.register(this, { runtime, handle }, this.#token);
    const fieldOptions = { locale, language: options.language, localeValues: values };
    this.#fields = Object.freeze(JSON.parse(read(runtime, handle, x.ir_form_fields(handle))).map(
      (info, index) => Object.freeze({
        ...info, field: adoptField(rules, x.ir_form_field(handle, index), specs[index] ?? {}, fieldOptions),
      })));
    this.#index = new Map(this.#fields.map((info, index) => [info.name, index]));
    this.#readLanguage();
    this.#ready = Promise.all([this.#loadCatalog(), ...this.#fields.map((info) => info.field.ready)])
      .then(() => this.#language);
    // Handled here so that a page that does not wait sees no unhandled rejection.
    this.#ready.catch(() => {});
  }

  get #h() {
    if (!this.#handle) throw new Error('inputrules: the form was freed');
    return this.#handle;
  }

  get #x() {
    return this.#runtime.x;
  }

  #read(length) {
    return read(this.#runtime, this.#h, length);
  }

  /** Field `name`'s index (a number is taken as one); throws for a name the form lacks. */
  #at(name) {
    const index = typeof name === 'number' ? name : this.#index.get(String(name));
    if (index === undefined || !this.#fields[index]) {
      throw new RangeError(`inputrules: the form has no field ${JSON.stringify(String(name))}`);
    }
    return index;
  }

  #readLanguage() {
    this.#language = Object.freeze(JSON.parse(this.#read(this.#x.ir_form_language(this.#h))));
  }

  /** Hands the form its language's catalog, from the page's catalogs or fetched. */
  #loadCatalog() {
    const missing = this.#read(this.#x.ir_form_catalog(this.#h));
    const catalogs = this.#runtime.catalogs;
    if (!missing || !catalogs) return Promise.resolve();
    const hand = (bytes) => {
      if (!this.#handle) return;
      this.#runtime.withBytes(bytes, (p, n) => this.#x.ir_form_set_catalog(this.#handle, p, n));
      this.#readLanguage();
    };
    const here = catalogs.get(missing);
    if (here) return Promise.resolve(hand(here));
    return catalogs.load(missing).then(hand);
  }

  /**
   * The fields in the form's order: `{name, label, required, advance, field}`, `label` in the
   * form's language, `field` the `Field` (frozen).
   *
   * @type {ReadonlyArray<FormFieldInfo>}
   */
  get fields() {
    return this.#fields;
  }

  /** Field `name`'s `Field`: type into it, paste, set its value as into any field. */
  field(name) {
    return this.#fields[this.#at(name)].field;
  }

  /**
   * Field `name`'s verdict: `{state, value}`, with `reason`, `message` (in the form's language)
   * and `related` (the other fields of a broken form rule) when it is not valid, as
   * `inputrules check --form` writes each field.
   */
  fieldVerdict(name) {
    return JSON.parse(this.#read(this.#x.ir_form_verdict(this.#h, this.#at(name), 0)));
  }

  /**
   * Field `name`'s verdict to show now, or null: errors once the user left the field (`leave`)
   * or tried to submit (`trySubmit`), an error between fields once every field it reads was
   * left. A refused key is the field's own (its line tells it at once).
   */
  shownVerdict(name) {
    return JSON.parse(this.#read(this.#x.ir_form_verdict(this.#h, this.#at(name), 1)));
  }

  /** The names of the fields whose verdict changed since the last call, in the order they did. */
  changed() {
    return JSON.parse(this.#read(this.#x.ir_form_changed(this.#h))).map((index) => this.#fields[index].name);
  }

  /** The user left field `name`: its errors are shown from now on (see `shownVerdict`). */
  leave(name) {
    this.#x.ir_form_leave(this.#h, this.#at(name));
  }

  /**
   * The user tried to submit: every error is shown from now on. Returns the name of the field
   * to fix first, or null when the form can be submitted.
   */
  trySubmit() {
    return this.#nameAt(this.#x.ir_form_submit(this.#h));
  }

  /** The first field, in form order, the form does not accept as it is; null when valid. */
  get firstToFix() {
    return this.#nameAt(this.#x.ir_form_first_to_fix(this.#h));
  }

  #nameAt(index) {
    if (index === -2) throw new Error('inputrules: the engine has no such form');
    return index < 0 ? null : this.#fields[index].name;
  }

  /** Whether the form can be submitted: every field valid, or empty and not required. */
  get valid() {
    return this.#x.ir_form_valid(this.#h) === 1;
  }

  /**
   * The form's verdict as it is: `{valid, fields, firstInvalid}`, shaped as the verdict
   * `inputrules check --form` prints (each field as `fieldVerdict` gives it).
   */
  get verdict() {
    const fields = {};
    for (const { name } of this.#fields) fields[name] = this.fieldVerdict(name);
    const first = this.firstToFix;
    return { valid: first === null, fields, firstInvalid: first };
  }

  /**
   * Whether focus should move on from field `name` after an edit: its spec says `"advance":
   * true`, the edit was typed at the end of its text (`typedAtEnd`), it is valid and complete (a
   * digit or a letter more would be refused), and the next field is empty.
   */
  shouldAdvance(name, typedAtEnd = true) {
    return this.#x.ir_form_should_advance(this.#h, this.#at(name), typedAtEnd ? 1 : 0) === 1;
  }

  /**
   * Checks a whole form's values as a server does, without touching the fields: the verdict
   * `inputrules check --form` prints for the same values (an object). `values` is an object of
   * field names to strings (a number for a number field; null for empty), its JSON text, or
   * name and value pairs (`FormData`, `URLSearchParams`, a `Map`).
   *
   * @throws {TypeError} for values that are not an object or a value of the wrong type, with the
   *   command's message (`values.guests must be a string or a number, got true`).
   */
  check(values) {
    const h = this.#h;
    const length = this.#runtime.withString(valuesJSON(values), (p, n) => this.#x.ir_form_check(h, p, n));
    if (length === -2) throw new TypeError(this.#read(this.#x.ir_form_error(h)));
    if (length < 0) throw new Error('inputrules: the engine has no such form');
    return JSON.parse(this.#read(length));
  }

  /**
   * The language the verdicts' messages and the labels are told in: `{identifier,
   * isRightToLeft, digits}`, as a field's.
   *
   * @type {FieldLanguage}
   */
  get language() {
    return this.#language;
  }

  /** The catalog the form waits for (`"de"`) while its messages are told in English, else null. */
  get pendingCatalog() {
    return this.#handle ? this.#read(this.#x.ir_form_catalog(this.#handle)) || null : null;
  }

  /**
   * Resolves with the form's language once its catalog and its fields' are in.
   *
   * @type {Promise<FieldLanguage>}
   */
  get ready() {
    return this.#ready;
  }

  /** Whether `free()` was called. */
  get freed() {
    return !this.#handle;
  }

  /** Releases the form and its fields. Further calls throw; calling it twice is harmless. */
  free() {
    if (!this.#handle) return;
    FINALIZER?.unregister(this.#token);
    for (const { field } of this.#fields) field.free();
    this.#x.ir_form_free(this.#handle);
    this.#handle = 0;
  }
}

/** The string a form's call returned `length` bytes of, from its buffer; null for -1. */
function read(runtime, handle, length) {
  if (length < 0) return null;
  if (length === 0) return '';
  const pointer = runtime.x.ir_form_buffer(handle);
  return decoder.decode(runtime.bytes().subarray(pointer, pointer + length));
}

/** Calls `call(pointer, length, …)` with each of `texts` in the module's memory. */
function withStrings(runtime, texts, call, args = []) {
  if (args.length === texts.length * 2) return call(...args);
  return runtime.withString(texts[args.length / 2],
    (pointer, length) => withStrings(runtime, texts, call, [...args, pointer, length]));
}

/**
 * The locale values of a form's fields, one set for all of them (the engine takes one): each
 * field's as `resolveLocale` resolves them. Two money fields of different currencies cannot
 * share one set, and are refused.
 */
function formValues(specs, locale, kinds) {
  const values = {};
  for (const spec of specs) {
    if (spec === null || typeof spec !== 'object') continue;
    const own = resolveLocale(spec, locale, kinds);
    if (own.currency && values.currency && own.currency.code !== values.currency.code) {
      throw new Error(`inputrules: the money fields of a form in a page share one currency, and ` +
        `this form has ${values.currency.code} and ${own.currency.code}`);
    }
    Object.assign(values, own);
  }
  return values;
}

/** Today as the engine takes it (`YYYY-MM-DD`): a string as it is, a `Date`'s local day. */
function dayText(today) {
  if (typeof today === 'string') return today;
  const date = today instanceof Date ? today : new Date();
  const digits = (number, count) => String(number).padStart(count, '0');
  return `${digits(date.getFullYear(), 4)}-${digits(date.getMonth() + 1, 2)}-${digits(date.getDate(), 2)}`;
}

/** Values as the JSON object text the engine reads (see `Form.check`). */
function valuesJSON(values) {
  if (typeof values === 'string') return values;
  if (values != null && !Array.isArray(values) && typeof values[Symbol.iterator] === 'function') {
    // Pairs keep a name given twice, which the engine refuses as the command does.
    const members = [];
    for (const [name, value] of values) {
      const plain = value === null || typeof value === 'string' || typeof value === 'number';
      members.push(`${JSON.stringify(String(name))}:${JSON.stringify(plain ? value : String(value))}`);
    }
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(values === undefined ? {} : values);
}

/**
 * Drives a `<form>` by a form spec: each `<input>` or `<textarea>` named as a field of the spec
 * is attached (as `rules.attach` does) by its field's rule, and the form's verdicts go to the
 * browser's constraint validation (see docs/web.md, "Forms").
 */
export function attachForm(rules, element, spec, options = {}) {
  const form = new Form(rules, spec, options);
  try {
    return new FormAttachment(element, form, options).api;
  } catch (error) {
    form.free();
    throw error;
  }
}

class FormAttachment {
  constructor(element, form, options) {
    this.element = element;
    this.form = form;
    this.listeners = [];
    this.typed = null;
    const controls = [...(element.elements ?? [])];
    const inputs = form.fields.map(({ name }) => {
      const input = controls.find((control) => control.name === name &&
        (control.localName === 'input' || control.localName === 'textarea'));
      if (!input) {
        throw new Error(`inputrules: the form has no <input> or <textarea> named ${JSON.stringify(name)}, ` +
          'a field of its spec');
      }
      return input;
    });
    this.entries = [];
    this.byInput = new Map();
    this.byName = new Map();
    const values = options.values ?? {};
    for (const [index, { name, required, field }] of form.fields.entries()) {
      const input = inputs[index];
      const attached = attachFieldTo(input, field, {
        announce: options.announce, historyLimit: options.historyLimit, value: values[name] ?? null,
      });
      const entry = {
        name, index, input, attached, shown: '', message: messageElement(input),
        ariaRequired: input.getAttribute('aria-required'),
      };
      if (required) input.setAttribute('aria-required', 'true');
      this.entries.push(entry);
      this.byInput.set(input, entry);
      this.byName.set(name, entry);
      this.on(input, 'inputrules', (event) => this.onAction(entry, event.detail));
      this.on(input, 'blur', () => this.onBlur(entry));
    }
    // Before the fields' own handlers: where the caret was when a key was typed.
    this.on(element, 'beforeinput', (event) => this.onBeforeInput(event), true);
    this.on(element, 'submit', (event) => this.onSubmit(event));
    // The form's own check before submitting: the browser's would stop the submit at the first
    // field showing an error, before the form could show every error.
    this.noValidate = element.noValidate;
    element.noValidate = true;
    // The texts taken when attaching are judged; nothing is shown before the user leaves a
    // field. Once the form's catalog is in, what is shown is told again in its language.
    form.changed();
    this.renderAll();
    form.ready.then(() => this.renderAll(true), () => {});

    const self = this;
    this.api = {
      form,
      fields: Object.freeze(Object.fromEntries(this.entries.map((entry) => [entry.name, entry.attached]))),
      get valid() { return form.valid; },
      get firstToFix() { return form.firstToFix; },
      get verdict() { return form.verdict; },
      get language() { return form.language; },
      get ready() { return form.ready; },
      /** Shows every error and focuses the first field to fix, as a submit does; whether valid. */
      trySubmit() { return self.trySubmit(); },
      /** The server's verdict on the form's texts as posted (or on `values`). */
      check(values) { return form.check(values ?? self.texts()); },
      detach() { self.detach(); },
    };
  }

  on(target, type, handler, capture = false) {
    target.addEventListener(type, handler, capture);
    this.listeners.push([target, type, handler, capture]);
  }

  /** The inputs' texts by name, as the form posts them. */
  texts() {
    return Object.fromEntries(this.entries.map((entry) => [entry.name, entry.input.value]));
  }

  onBeforeInput(event) {
    const entry = this.byInput.get(event.target);
    this.typed = null;
    if (!entry || event.inputType !== 'insertText') return;
    const { selectionStart, selectionEnd, value } = entry.input;
    if (selectionStart === value.length && selectionEnd === value.length) this.typed = entry;
  }

  /** After each action in a field: the fields whose verdict changed, shown anew; moving on. */
  onAction(entry, line) {
    for (const name of this.form.changed()) this.render(this.byName.get(name));
    // The field's own aria-invalid was just set from its line; a shown error keeps it.
    this.render(entry);
    const typed = this.typed === entry;
    this.typed = null;
    const end = line.text.length;
    if (typed && line.accepted && !line.marked && line.selection[0] === end && line.selection[1] === end &&
      this.form.shouldAdvance(entry.index, true)) {
      this.entries[entry.index + 1]?.input.focus();
    }
  }

  onBlur(entry) {
    if (entry.attached.field.freed) return;
    // Leaving the window keeps the element focused inside its page: the field was not left.
    if (entry.input.ownerDocument.hasFocus?.() === false) return;
    this.form.leave(entry.index);
    this.renderAll();
  }

  onSubmit(event) {
    if (!this.trySubmit()) event.preventDefault();
  }

  trySubmit() {
    const first = this.form.trySubmit();
    this.renderAll();
    if (first === null) return true;
    const { input } = this.byName.get(first);
    input.focus();
    input.reportValidity();
    return false;
  }

  renderAll(again = false) {
    for (const entry of this.entries) this.render(entry, again);
  }

  /**
   * Shows field `entry`'s verdict: the message of the error to show now (else none) as the
   * input's custom validity (`:invalid`, `reportValidity()`) and in its message element, and
   * `aria-invalid` while an error shows or the field's own text is invalid.
   */
  render(entry, again = false) {
    if (entry.attached.field.freed) return;
    const shown = this.form.shownVerdict(entry.index);
    const message = shown === null ? '' : shown.message || shown.reason || shown.state;
    const { input } = entry;
    if (message !== entry.shown || again) {
      entry.shown = message;
      input.setCustomValidity(message);
      entry.message.show(message, this.form.pendingCatalog ? ENGLISH : this.form.language);
    }
    if (message || entry.attached.state === 'invalid') input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  detach() {
    for (const [target, type, handler, capture] of this.listeners) {
      target.removeEventListener(type, handler, capture);
    }
    this.listeners = [];
    for (const entry of this.entries) {
      entry.attached.detach();
      entry.input.setCustomValidity('');
      entry.message.restore();
      if (entry.ariaRequired == null) entry.input.removeAttribute('aria-required');
      else entry.input.setAttribute('aria-required', entry.ariaRequired);
    }
    this.element.noValidate = this.noValidate;
    this.form.free();
  }
}

/**
 * Where an input's message is written: the element its `aria-describedby` names (the one marked
 * `data-inputrules-message` when it names several; its own text comes back when no message
 * shows), else a new element after the input (and its live region), named in its
 * `aria-describedby`. `show(message, language)` and `restore()`.
 */
function messageElement(input) {
  const doc = input.ownerDocument;
  const root = input.getRootNode?.() ?? doc;
  const describedBy = input.getAttribute('aria-describedby');
  const ids = (describedBy ?? '').split(/\s+/).filter(Boolean);
  const byId = (id) => (typeof root.getElementById === 'function' ? root : doc).getElementById(id);
  const named = ids.map(byId).filter(Boolean);
  let element = named.find((candidate) => candidate.hasAttribute('data-inputrules-message')) ?? named[0];
  const created = !element;
  if (created) {
    element = doc.createElement('span');
    element.setAttribute('data-inputrules-message', '');
    let id = `${input.id || input.name}-message`;
    for (let n = 2; byId(id); n += 1) id = `${input.id || input.name}-message-${n}`;
    element.id = id;
    const live = input.nextElementSibling?.hasAttribute('data-inputrules-live') ? input.nextElementSibling : input;
    live.insertAdjacentElement('afterend', element);
    input.setAttribute('aria-describedby', [...ids, id].join(' '));
  }
  const own = { text: element.textContent, lang: element.getAttribute('lang'), dir: element.getAttribute('dir') };
  const put = (name, value) => (value == null ? element.removeAttribute(name) : element.setAttribute(name, value));
  return {
    element,
    show(message, language) {
      if (!message) {
        element.textContent = own.text;
        put('lang', own.lang);
        put('dir', own.dir);
        return;
      }
      element.textContent = message;
      put('lang', language.identifier);
      put('dir', language.isRightToLeft ? 'rtl' : 'ltr');
    },
    restore() {
      if (created) {
        element.remove();
        if (describedBy == null) input.removeAttribute('aria-describedby');
        else input.setAttribute('aria-describedby', describedBy);
      } else {
        this.show('', null);
      }
    },
  };
}
