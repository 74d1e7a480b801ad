// InputRules for the web: the engine compiled to WebAssembly (scripts/build-wasm.sh), driven
// from JavaScript. ES modules without dependencies; they run in browsers and in Node 20 and
// touch the DOM only in `attach`, never when imported.
//
// The engine decides; these modules only carry edits in and decisions out. They never judge a
// character themselves, so a field in a page behaves exactly as the same rule does in the
// `inputrules` command, in UIKit or in AppKit.
//
// This file is the entry a page imports: it loads the WebAssembly module and makes the `rules`
// object. The rest lives in one module per idea:
//   field.js        `Field`, the engine's field behind a handle, and the replay events it performs
//   locale-data.js  `resolveLocale`, the locale's symbols from `Intl`, as each kind needs them
//   attach.js       `rules.attach`, an <input> or <textarea> driven by a field

import { Field, registerEngine } from './field.js';
import { resolveLocale } from './locale-data.js';
import { attachField } from './attach.js';

export { Field, resolveLocale };

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
 * @returns {Promise<InputRules>} the loaded engine: `createField`, `attach`, `resolveLocale`,
 *   `kinds`.
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
  /** @type {InputRules} */
  const rules = {
    createField: (spec, options) => new Field(rules, spec, options),
    attach: (input, spec, options) => attachField(rules, input, spec, options),
    resolveLocale: (spec, locale) => resolveLocale(spec, locale, rules.kinds),
    kinds: [],
  };
  // The kinds are read from the module once, here: the list the engine registers, not one kept
  // in this file.
  rules.kinds = registerEngine(rules, exports);
  return rules;
}

/**
 * @typedef {object} InputRules
 * @property {(spec: object | string, options?: FieldOptions) => Field} createField
 *   a field under the rule `spec` (an object or JSON text, as `inputrules --rule` reads it).
 * @property {(input: HTMLInputElement | HTMLTextAreaElement, spec: object | string,
 *   options?: AttachOptions) => AttachedField} attach drives an input element by the rule.
 * @property {(spec: object | string, locale?: string) => object} resolveLocale the locale
 *   values a field under `spec` would be given (the exported `resolveLocale` with `kinds`).
 * @property {ReadonlyArray<KindInfo>} kinds the rule kinds the module registers, in the order
 *   they are listed to users, as `ir_kinds` reports them (frozen).
 */

/**
 * @typedef {object} KindInfo
 * @property {string} kind the spec's `kind` value (`"text"`, `"money"`)
 * @property {string} label a label for the example field (`"Vowels"`)
 * @property {object} spec an example spec of the kind
 * @property {string} keys what to type into a field under `spec`, one grapheme cluster at a
 *   time, to make it valid (`"aeiou"`)
 * @property {'none' | 'numbers' | 'money' | 'dates'} localeData the locale data the kind's rule
 *   is built from, which `resolveLocale` resolves for it
 */

/**
 * @typedef {object} FieldOptions
 * @property {string} [locale] the locale when the spec has no `locale` key (`"de-DE"` or
 *   `"de_DE"`); the default is the browser's language, or `en-US` outside a browser.
 * @property {object} [localeValues] locale values to use as they are, instead of resolving them
 *   from `Intl` (the JSON object of the engine's ABI). Useful to pin data in tests.
 * @property {string} [language] the language the field's messages are told in, as a language
 *   tag or locale identifier (`"de"`, `"ar"`, `"pt-BR"`; `"en-XA"` for pseudo-text); the
 *   default is the language of the field's locale (`locale`, else the spec's `locale`, else the
 *   browser's language). Numbers in messages are written in the locale's digits either way.
 */

// The exports field.js calls (`ir_kinds` at load time); an older module without them is refused at load time, with a
// message that says what to do, rather than failing at the first edit.
const REQUIRED_EXPORTS = [
  'ir_alloc', 'ir_free', 'ir_buffer', 'ir_field_new', 'ir_field_error', 'ir_field_free',
  'ir_field_type', 'ir_field_paste', 'ir_field_replace', 'ir_field_backspace',
  'ir_field_delete', 'ir_field_select', 'ir_field_caret', 'ir_field_mark', 'ir_field_unmark',
  'ir_field_commit', 'ir_field_set_value', 'ir_field_restore', 'ir_field_text',
  'ir_field_selection_start', 'ir_field_selection_end', 'ir_field_marked_start',
  'ir_field_marked_end', 'ir_field_state', 'ir_field_value', 'ir_field_details',
  'ir_field_reason', 'ir_field_message', 'ir_field_input_mode', 'ir_kinds',
  'ir_field_event_error', 'ir_field_set_language', 'ir_field_language',
];

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
