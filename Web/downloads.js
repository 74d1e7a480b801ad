// The files a page fetches besides the module (see docs/web.md, "Modules and catalogs" and
// "Phone numbers"): the message catalogs of languages other than English, and libphonenumber's
// metadata for phone fields. Each is fetched once per folder, when a field first needs it (or
// up front, when the page says so), and handed to the engine from here.

import { Field, runtimeOf } from './field.js';

/** A text file's content, from the network or, in Node, from disk for a `file:` URL. */
export async function readText(url) {
  if (url.protocol === 'file:' && isNode()) {
    const { readFile } = await import('node:fs/promises');
    return readFile(url, 'utf8');
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`inputrules: could not load ${url.href}: HTTP ${response.status}`);
  return response.text();
}

/**
 * A text's UTF-8 bytes: a string encoded, an ArrayBuffer or any view's bytes as they are (a
 * DataView's or a Uint16Array's bytes, not its elements).
 */
function utf8Bytes(text) {
  if (typeof text === 'string') return new TextEncoder().encode(text);
  if (ArrayBuffer.isView(text)) return new Uint8Array(text.buffer, text.byteOffset, text.byteLength).slice();
  if (text instanceof ArrayBuffer) return new Uint8Array(text.slice(0));
  throw new TypeError('inputrules: a text handed in is a string, an ArrayBuffer or a view of one');
}

// ---------------------------------------------------------------------------------------------
// Message catalogs: English is in every module; another language's catalog is the text of
// messages/<tag>.txt, fetched once per page when a field first needs it (or up front, with
// `languages`) and handed to each field whose language needs it.

// One store of each kind per folder, so modules loaded from one folder share what was fetched,
// and the stores (with whether its module needs the phone metadata) of each `rules`.
const STORES = new Map();
const DOWNLOADS = new WeakMap();

/** The stores of the folder `base`: `{catalogs, phone}`. */
export function downloadsAt(base) {
  let stores = STORES.get(base.href);
  if (!stores) {
    stores = { catalogs: new Catalogs(base), phone: new PhoneTables(base) };
    STORES.set(base.href, stores);
  }
  return stores;
}

/** Keeps `{catalogs, phone, needsPhone}` for the `rules` a module was loaded as. */
export function keepDownloads(rules, downloads) {
  DOWNLOADS.set(rules, downloads);
}

/** What `keepDownloads` kept for `rules`; `caller` names the function a wrong object was given. */
export function downloadsOf(rules, caller) {
  const downloads = DOWNLOADS.get(rules);
  if (!downloads) throw new TypeError(`inputrules: ${caller} needs the object loadInputRules returned`);
  return downloads;
}

/** What `make` gives, once per `key` of `cache` (forgotten when it fails, so it can be retried). */
export function once(cache, key, make) {
  let promise = cache.get(key);
  if (!promise) {
    promise = make();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** The catalogs of one `rules`: their text once fetched, the fetch while it runs. */
class Catalogs {
  constructor(base) {
    this.base = base;
    /** @type {Map<string, Uint8Array>} */
    this.texts = new Map();
    /** @type {Map<string, Promise<Uint8Array>>} the fetches while they run, by tag */
    this.loading = new Map();
  }

  /** A catalog's text the page already has. */
  put(tag, text) {
    this.texts.set(tag, utf8Bytes(text));
  }

  /** The catalog's UTF-8 text when it is here, else undefined. */
  get(tag) {
    return this.texts.get(tag);
  }

  /** The catalog's UTF-8 text, fetched once (a failed fetch is tried again on the next call). */
  load(tag) {
    const text = this.texts.get(tag);
    if (text) return Promise.resolve(text);
    const url = new URL(`messages/${tag}.txt`, this.base);
    return once(this.loading, tag, () => readText(url).then(
      (content) => {
        this.put(tag, content);
        return this.texts.get(tag);
      },
      (error) => {
        const failure = new Error(`inputrules: the messages in "${tag}" could not be loaded from ${url.href} ` +
          `(they are told in English): ${error?.message ?? error}`);
        console.warn(failure.message);
        throw failure;
      },
    ));
  }
}

// ---------------------------------------------------------------------------------------------
// Phone metadata: libphonenumber's tables are not in the modules (scripts/build-wasm.sh); a
// module with the phone kind imports them from the page as the text of phone-metadata.txt,
// fetched once per folder when the page's phone fields need it, and copied into the engine when
// its first phone rule is made.

/** The phone metadata of one folder: its text once fetched, the fetch while it runs. */
class PhoneTables {
  constructor(base) {
    this.url = new URL('phone-metadata.txt', base);
    /** @type {Uint8Array | null} */
    this.text = null;
    /** @type {Map<string, Promise<void>>} the fetch while it runs */
    this.loading = new Map();
  }

  /** The text, handed in by the page (a string or its UTF-8 bytes); empty text is none. */
  put(text) {
    const bytes = utf8Bytes(text);
    this.text = bytes.length > 0 ? bytes : null;
  }

  /** Fetches the text once (a failed fetch is tried again on the next call). */
  load() {
    if (this.text) return Promise.resolve();
    return once(this.loading, this.url.href, () => readBytes(this.url).then(
      (bytes) => {
        // Text the page handed in while the fetch ran stays.
        if (!this.text && bytes.length > 0) this.text = bytes;
      },
      (error) => {
        throw new Error(`inputrules: the phone metadata could not be loaded from ${this.url.href}: ` +
          `${error?.message ?? error}`);
      },
    ));
  }

  /**
   * The functions a module with the phone kind imports, over this folder's text and the memory
   * `memory()` returns (the instance's, once it is made).
   */
  imports(memory) {
    return {
      phone_metadata_size: () => (this.text ? this.text.length : 0),
      phone_metadata_copy: (address) => {
        if (this.text) new Uint8Array(memory().buffer, address >>> 0, this.text.length).set(this.text);
      },
    };
  }
}

export function phoneNotReadyMessage(tables) {
  return 'inputrules: a "phone" field needs libphonenumber\'s metadata, a download of its own ' +
    `(${tables.url.href}), which is not loaded yet: name "phone" in loadInputRules({ kinds }) ` +
    '(or its spec in { specs }), or await rules.loadPhoneMetadata() before making the field';
}

/** A file's bytes, from the network or, in Node, from disk for a `file:` URL. */
async function readBytes(url) {
  if (url.protocol === 'file:' && isNode()) {
    const { readFile } = await import('node:fs/promises');
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Fetches the catalog a language needs (`"de"`, `"pt-BR"`, `"de-CH"`: the engine says which
 * catalog tells it), once per page; resolves when it is here, at once for English, the
 * pseudo-language `en-XA` and a language without a catalog.
 */
export async function loadLanguage(rules, language) {
  const tag = catalogTag(rules, language);
  if (tag) await downloadsOf(rules, 'loadLanguage').catalogs.load(tag);
}

export function isNode() {
  return typeof process !== 'undefined' && !!process.versions?.node;
}

/**
 * The tag of the message catalog `language` is told from when the module lacks it (`"de"` for
 * `"de-CH"`, `"pt-BR"` for `"pt"`), or null when nothing is to be fetched: the engine says,
 * through a field of the module's first kind.
 */
function catalogTag(rules, language) {
  const runtime = runtimeOf(rules);
  if (!runtime) throw new TypeError('inputrules: loadLanguage needs the object loadInputRules returned');
  if (typeof runtime.x.ir_field_catalog !== 'function') return null;
  const info = runtime.kinds.find((kind) => kind.localeData === 'none') ?? runtime.kinds[0];
  const field = new Field(rules, info.spec, { locale: 'en-US', language: String(language), catalog: false });
  try {
    return field.pendingCatalog;
  } finally {
    field.free();
  }
}
