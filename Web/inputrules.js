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
//   memory.js       strings and numbers across the module's C ABI (field.js's)
//   replay-line.js  the line an action returns (field.js's)
//   locale-data.js  `resolveLocale`, the locale's symbols from `Intl`, as each kind needs them
//   downloads.js    the files fetched besides the module: message catalogs, phone metadata
//   attach.js       `rules.attach`, an <input> or <textarea> driven by a field
//   text-edits.js   words, lines and the edit between two texts (attach.js's)
//   form.js         `Form`, fields judged together by a form spec, and `rules.attachForm`, a
//                   <form> whose inputs are attached by name

import { Field, kindOf, registerEngine } from './field.js';
import {
  downloadsAt, downloadsOf, isNode, keepDownloads, loadLanguage, once, phoneNotReadyMessage, readText,
} from './downloads.js';
import { resolveLocale } from './locale-data.js';
import { attachField } from './attach.js';
import { Form, attachForm } from './form.js';

export { Field, Form, resolveLocale };

/**
 * Loads the engine and returns the functions that make fields.
 *
 * Takes either where one module is (the form of the first releases), or an options object that
 * lets the page download only the module it needs:
 *
 *     loadInputRules({ kinds: ['mask'] })                 // the smallest module with masks
 *     loadInputRules({ specs: [{ kind: 'money', currency: 'EUR' }], languages: ['de'] })
 *     loadInputRules({ module: 'numbers', base: '/static/inputrules/' })
 *     loadInputRules()                                    // every kind: inputrules.wasm
 *
 * The module is compiled as it downloads (`WebAssembly.compileStreaming` when the server sends
 * `application/wasm`) and instantiated once per page: a second call that resolves to the same
 * module URL gets the same `rules` (one instance, one memory, shared by every field).
 *
 * @param {LoadOptions | string | URL | Response | ArrayBuffer | ArrayBufferView |
 *   WebAssembly.Module} [source] an options object, or where the module is: a URL (relative
 *   URLs are resolved against the page, as `fetch` does), a `fetch` Response, the module's bytes
 *   or a compiled `WebAssembly.Module`. Without it, every kind's module next to this file. In
 *   Node a `file:` URL (or a string naming one) is read from disk, since Node's `fetch` cannot
 *   read files.
 * @returns {Promise<InputRules>} the loaded engine: `createField`, `attach`, `createForm`,
 *   `attachForm`, `resolveLocale`, `kinds`, `module`, `loadLanguage`, `loadPhoneMetadata`.
 */
export async function loadInputRules(source) {
  const options = isOptions(source) ? source : { wasm: source ?? undefined };
  const languages = [...(options.languages ?? [])].map(String);
  let rules;
  if (options.wasm !== undefined && options.wasm !== null) {
    rules = await loadSource(options);
  } else {
    rules = await loadChosen(options);
  }
  const { catalogs, phone, needsPhone } = downloadsOf(rules, 'loadInputRules');
  for (const [tag, text] of Object.entries(options.catalogs ?? {})) catalogs.put(tag, text);
  // libphonenumber's metadata is a download of its own, fetched only when the page's phone
  // fields need it: when it names the phone kind (or the phone module), or hands it in.
  if (options.phoneMetadata != null) phone.put(options.phoneMetadata);
  const kinds = neededKinds(options);
  const wantsPhone = needsPhone && (kinds?.has('phone') || options.module === 'phone');
  // A catalog that cannot be fetched leaves its fields in English, as a field's own fetch does;
  // phone metadata that cannot be fetched leaves phone fields refused, saying it is not loaded
  // (rules.loadPhoneMetadata() tries again). The module is loaded, so the promise still
  // resolves, with a warning on the console.
  const fetched = await Promise.allSettled([
    ...languages.map((tag) => rules.loadLanguage(tag)),
    ...(wantsPhone ? [phone.load()] : []),
  ]);
  for (const result of fetched) {
    if (result.status === 'rejected') console.warn(String(result.reason?.message ?? result.reason));
  }
  return rules;
}

/**
 * @typedef {object} LoadOptions
 * @property {string | URL} [base] the folder holding `modules.json`, the modules, `messages/`
 *   and `phone-metadata.txt` (relative to the page); default: the folder of this file.
 * @property {string[]} [kinds] the kinds the page uses: the smallest module (by `bytes` in
 *   `modules.json`) that registers all of them is loaded.
 * @property {Array<object | string>} [specs] the specs the page will use, for their kinds.
 * @property {string} [module] a module by its name in `modules.json` (`"masks"`, `"all"`); it
 *   wins over `kinds` and `specs`.
 * @property {string[]} [languages] message catalogs to fetch before the promise resolves
 *   (`["de", "fr"]`), so fields made then tell those languages from their first message.
 * @property {string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module} [wasm]
 *   one module given as the first releases took it, instead of choosing from `modules.json`;
 *   `base` then defaults to the module URL's folder (or this file's).
 * @property {Record<string, string>} [catalogs] catalogs already at hand, by tag
 *   (`{de: "…text of messages/de.txt…"}`), as a self-contained page carries them.
 * @property {string | ArrayBuffer | ArrayBufferView} [phoneMetadata] the text of
 *   `phone-metadata.txt` at hand, instead of fetching it for phone fields.
 */

// The `rules` of each module URL (and base) this page loaded, so a module is instantiated once
// per page; the compilation of each module URL, so two calls that name one module before either
// has its `rules` fetch it once; and each base's modules.json, read once.
const LOADED = new Map();
const COMPILING = new Map();
const MANIFESTS = new Map();

/** The module at `url`, compiled once per page. */
const compileOnce = (url) => once(COMPILING, url.href, () => compileURL(url));

/** `base`'s modules.json, read once per page. */
const manifestOnce = (base) => once(MANIFESTS, base.href, () => readManifest(base));

/** Whether `value` is an options object rather than a module's source. */
function isOptions(value) {
  if (value === null || typeof value !== 'object') return false;
  if (value instanceof URL || value instanceof WebAssembly.Module) return false;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return false;
  if (typeof Response !== 'undefined' && value instanceof Response) return false;
  return true;
}

/** The folder this file is in: where the modules are unless the page says otherwise. */
function defaultBase() {
  return new URL('./', import.meta.url);
}

/** A folder URL, resolved against the page, with its trailing slash. */
function folderURL(base) {
  const url = new URL(String(base), baseURL());
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** The module named in `wasm` (the first releases' form, or `options.wasm`). */
async function loadSource(options) {
  const source = options.wasm;
  if (typeof source === 'string' || source instanceof URL) {
    const url = new URL(String(source), baseURL());
    const base = options.base ? folderURL(options.base) : new URL('./', url);
    const key = `${url.href} ${base.href}`;
    return once(LOADED, key, () =>
      makeRules(compileOnce(url), { url, base, manifest: manifestOnce(base).catch(() => null) }));
  }
  // Bytes, a Response or a compiled module: a fresh instance each time (the caller holds the
  // module; tests make one instance per script).
  let base;
  if (options.base) base = folderURL(options.base);
  else if (typeof Response !== 'undefined' && source instanceof Response && source.url) {
    base = new URL('./', source.url);
  } else base = defaultBase();
  const manifest = options.base ? manifestOnce(base).catch(() => null) : Promise.resolve(null);
  return makeRules(compileSource(source), { url: null, base, manifest });
}

/** The module `options` choose from `modules.json` in `options.base`. */
async function loadChosen(options) {
  const base = folderURL(options.base ?? defaultBase());
  const wanted = options.module == null ? null : String(options.module);
  const manifestPromise = manifestOnce(base);
  // A module named by the page is compiled while the list is read (the file is named after the
  // module, as scripts/build-wasm.sh names it); a choice by kinds needs the list first.
  if (wanted !== null) {
    const url = new URL(fileOf(wanted), base);
    const key = `${url.href} ${base.href}`;
    if (LOADED.has(key)) return LOADED.get(key);
    // Started now, and found again by compileOnce once the list is read.
    compileOnce(url).catch(() => {});
  }
  let manifest;
  try {
    manifest = await manifestPromise;
  } catch (error) {
    // A build without modules.json (before per-kind modules) has only every kind's module: it is
    // loaded when the page named no kinds, specs or other module. Any other failure, or a page
    // that asked for kinds, is told as it is, naming modules.json.
    manifest = null;
    const missing = /HTTP 404|ENOENT/.test(String(error?.message ?? error));
    if (!missing || (wanted !== null && wanted !== 'all') || neededKinds(options) !== null) {
      throw new Error(`inputrules: could not read ${new URL('modules.json', base).href} to choose ` +
        `a module: ${error?.message ?? error}`);
    }
  }
  let entry;
  if (manifest === null) {
    entry = { name: 'all', file: fileOf('all'), kinds: null };
  } else if (wanted !== null) {
    entry = manifest.modules.find((module) => module.name === wanted);
    if (!entry) {
      throw new Error(`inputrules: no module is named "${wanted}" in ${new URL('modules.json', base).href} ` +
        `(its modules: ${manifest.modules.map((module) => module.name).join(', ')})`);
    }
  } else {
    entry = chooseModule(manifest, neededKinds(options), base);
  }
  const url = new URL(entry.file, base);
  const key = `${url.href} ${base.href}`;
  return once(LOADED, key, () => makeRules(compileOnce(url), {
    url, base, manifest: Promise.resolve(manifest), name: manifest === null ? entry.name : null,
  }));
}

/** The module's file as scripts/build-wasm.sh names it. */
function fileOf(name) {
  return name === 'all' ? 'inputrules.wasm' : `inputrules-${name}.wasm`;
}

/** The kinds `options.kinds` and `options.specs` name, or null when they name none. */
function neededKinds(options) {
  const kinds = new Set();
  for (const kind of options.kinds ?? []) kinds.add(String(kind));
  for (const spec of options.specs ?? []) {
    const kind = kindOf(spec);
    if (kind !== null) kinds.add(kind);
  }
  return kinds.size > 0 || options.kinds || options.specs ? kinds : null;
}

/**
 * The smallest module (by its `bytes`) registering every kind of `kinds`; every kind's module
 * (`all`, else the one with most kinds) when `kinds` is null.
 */
function chooseModule(manifest, kinds, base) {
  const modules = manifest.modules;
  if (kinds === null) {
    return modules.find((module) => module.name === 'all')
      ?? [...modules].sort((a, b) => b.kinds.length - a.kinds.length)[0];
  }
  const fitting = modules
    .filter((module) => [...kinds].every((kind) => module.kinds.includes(kind)))
    .sort((a, b) => (a.bytes ?? Infinity) - (b.bytes ?? Infinity));
  if (fitting.length > 0) return fitting[0];
  const known = new Set(modules.flatMap((module) => module.kinds));
  const unknown = [...kinds].filter((kind) => !known.has(kind));
  if (unknown.length > 0) {
    throw new Error(`inputrules: no module registers the kind${unknown.length > 1 ? 's' : ''} ` +
      `${unknown.map((kind) => `"${kind}"`).join(', ')} (the kinds are ` +
      `${[...known].map((kind) => `"${kind}"`).join(', ')}; ${new URL('modules.json', base).href})`);
  }
  throw new Error(`inputrules: no module registers all of ${[...kinds].map((kind) => `"${kind}"`).join(', ')}`);
}

/** `modules.json` in `base`: `{modules: [{name, file, kinds, bytes}]}`. */
async function readManifest(base) {
  const url = new URL('modules.json', base);
  const manifest = JSON.parse(await readText(url));
  if (!manifest || !Array.isArray(manifest.modules)) {
    throw new Error(`inputrules: ${url.href} lists no modules`);
  }
  return manifest;
}

/**
 * Instantiates the compiled module and makes the `rules` object around it.
 *
 * @param {Promise<WebAssembly.Module>} compiled
 * @param {{url: URL | null, base: URL, manifest: Promise<object | null>}} where
 */
async function makeRules(compiled, where) {
  const { catalogs, phone } = downloadsAt(where.base);
  let exports = null;
  const imports = {
    wasi_snapshot_preview1: wasiStubs(),
    inputrules: phone.imports(() => exports.memory),
  };
  const [module, manifest] = await Promise.all([compiled, where.manifest]);
  const instance = await WebAssembly.instantiate(module, imports);
  exports = instance.exports;
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
    createForm: (spec, options) => new Form(rules, spec, options),
    attachForm: (element, spec, options) => attachForm(rules, element, spec, options),
    resolveLocale: (spec, locale) => resolveLocale(spec, locale, rules.kinds),
    loadLanguage: (language) => loadLanguage(rules, language),
    loadPhoneMetadata: () => (needsPhone ? phone.load() : Promise.resolve()),
    kinds: [],
    module: null,
  };
  // Only a module with the phone kind imports the metadata (scripts/build-wasm.sh).
  const needsPhone = WebAssembly.Module.imports(module)
    .some((entry) => entry.module === 'inputrules' && entry.name === 'phone_metadata_size');
  keepDownloads(rules, { catalogs, phone, needsPhone });
  // The kinds are read from the module once, here: the list the engine registers, not one kept
  // in this file.
  rules.kinds = registerEngine(rules, exports, {
    catalogs,
    missingKind: (kind) => missingKindMessage(rules, manifest, kind),
    // Why a phone field cannot be made yet, or null: said here, in the page's words, before
    // the engine would refuse the spec for want of the metadata.
    phoneNotReady: () => (needsPhone && !phone.text ? phoneNotReadyMessage(phone) : null),
  });
  rules.module = Object.freeze(describeModule(rules.kinds, manifest, where.url, where.name));
  return rules;
}

/**
 * The module `rules` runs, as `modules.json` lists it: `{name, file, kinds, bytes}`. A module
 * given as bytes is found by its kinds; one the list does not have is `{name: null, …}`.
 */
function describeModule(kinds, manifest, url, name = null) {
  const names = kinds.map((info) => info.kind);
  const same = (entry) =>
    entry.kinds.length === names.length && entry.kinds.every((kind) => names.includes(kind));
  const entry =
    (url && manifest?.modules.find((module) => new URL(module.file, url).href === url.href))
    ?? manifest?.modules.find(same);
  return {
    name: entry?.name ?? name ?? null,
    file: entry?.file ?? (url ? url.pathname.split('/').pop() : null),
    kinds: Object.freeze(names),
    bytes: entry?.bytes ?? null,
  };
}

/**
 * Why a spec of `kind` cannot be made with `rules`: the kind, the loaded module and the module to
 * load instead, the smallest with the loaded module's kinds and `kind` together (a page that
 * mixes them needs one module with all of them), else the smallest with `kind`; null when no
 * module has it (the engine then refuses the spec in the command's words).
 */
function missingKindMessage(rules, manifest, kind) {
  const loaded = rules.module?.name ?? rules.module?.file ?? 'the loaded module';
  const loadedKinds = rules.kinds.map((info) => info.kind);
  const bySize = (a, b) => (a.bytes ?? Infinity) - (b.bytes ?? Infinity);
  const modules = manifest?.modules ?? [];
  const having = modules.filter((module) => module.kinds.includes(kind)).sort(bySize);
  if (having.length === 0) return null;
  const quoted = (names) => names.map((name) => `"${name}"`).join(', ');
  const start = `inputrules: the kind "${kind}" is not in the loaded module "${loaded}" (its kinds: ` +
    `${quoted(loadedKinds)}); `;
  const together = [...loadedKinds, kind];
  const both = having.find((module) => together.every((name) => module.kinds.includes(name)));
  if (both) {
    return start + `the module "${both.name}" (${both.file}) has it and the loaded module's kinds: ` +
      `load it with loadInputRules({ kinds: [${quoted(together)}] }), naming every kind the page uses`;
  }
  const others = having.slice(1).map((module) => `"${module.name}"`);
  return start + `the module "${having[0].name}" (${having[0].file}) has it` +
    `${others.length ? `, as ${others.length > 1 ? 'do' : 'does'} ${others.join(', ')}` : ''}: ` +
    'name every kind the page uses in loadInputRules({ kinds })';
}

/**
 * @typedef {object} InputRules
 * @property {(spec: object | string, options?: FieldOptions) => Field} createField
 *   a field under the rule `spec` (an object or JSON text, as `inputrules --rule` reads it).
 * @property {(input: HTMLInputElement | HTMLTextAreaElement, spec: object | string,
 *   options?: AttachOptions) => AttachedField} attach drives an input element by the rule.
 * @property {(spec: object | string, options?: FormOptions) => Form} createForm a form under
 *   the form spec `spec` (as `inputrules check --form` reads it), its fields judged together.
 * @property {(element: HTMLFormElement, spec: object | string, options?: AttachFormOptions)
 *   => AttachedForm} attachForm drives a form's inputs, by name, by the form spec.
 * @property {(spec: object | string, locale?: string) => object} resolveLocale the locale
 *   values a field under `spec` would be given (the exported `resolveLocale` with `kinds`).
 * @property {ReadonlyArray<KindInfo>} kinds the rule kinds the module registers, in the order
 *   they are listed to users, as `ir_kinds` reports them (frozen).
 * @property {{name: string | null, file: string | null, kinds: ReadonlyArray<string>,
 *   bytes: number | null}} module the module loaded, as `modules.json` lists it (`name` is
 *   null for a module the list does not have).
 * @property {(language: string) => Promise<void>} loadLanguage fetches the message catalog
 *   `language` needs (once per page); resolves when it is here.
 * @property {() => Promise<void>} loadPhoneMetadata fetches libphonenumber's metadata
 *   (`phone-metadata.txt`, once per folder), which phone fields need before the first is made;
 *   `loadInputRules` fetches it itself when `kinds` or `specs` name `phone`.
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
  'ir_field_event_error', 'ir_field_set_language', 'ir_field_language', 'ir_field_check',
  'ir_field_restore_change', 'ir_field_change_count', 'ir_field_change_start',
  'ir_field_change_end', 'ir_field_change_text', 'ir_field_value_is_text',
];

/**
 * Compiles the module at `url`, as it downloads when the server sends `application/wasm`
 * (streaming compilation needs that type; another type, or `file://`, goes through the bytes).
 */
async function compileURL(url) {
  if (url.protocol === 'file:' && isNode()) {
    const { readFile } = await import('node:fs/promises');
    return WebAssembly.compile(await readFile(url));
  }
  return compileResponse(await fetch(url));
}

async function compileResponse(response) {
  if (!response.ok) {
    throw new Error(`inputrules: could not load ${response.url}: HTTP ${response.status}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (WebAssembly.compileStreaming && type.startsWith('application/wasm')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/** Compiles the module from a source that is no URL: bytes, a Response or a compiled module. */
async function compileSource(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return WebAssembly.compile(source);
  }
  if (typeof Response !== 'undefined' && source instanceof Response) {
    return compileResponse(source);
  }
  throw new TypeError(
    'inputrules: loadInputRules takes options, a URL, a Response, an ArrayBuffer, a Uint8Array ' +
      'or a WebAssembly.Module',
  );
}

/** The URL relative module URLs are resolved against: the page in a browser, else this file. */
function baseURL() {
  if (typeof document !== 'undefined' && document.baseURI) return document.baseURI;
  if (typeof location !== 'undefined' && location.href) return location.href;
  return import.meta.url;
}

/**
 * The WASI functions a module may import. Today's modules import only `random_get`, which seeds
 * Swift's hashing and must be random. Modules built before libc's assertion handler was
 * replaced (Wasm/AssertTrap.c) also import the file functions: nothing in the engine opens
 * files, so they only answer EBADF, except that text written to standard error (a Swift runtime
 * failure's message) goes to the console, where a developer sees why the module trapped.
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
