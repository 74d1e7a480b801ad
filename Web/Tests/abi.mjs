// The WebAssembly module's C ABI, called directly (no inputrules.js): what Wasm/Exports.swift
// promises a host, and the defects found there.
//
// Usage: node Web/Tests/abi.mjs [path/to/inputrules.wasm]   (default .build-wasm/inputrules.wasm)
// Prints one line per check; exits 1 when one fails. A module built with some kinds only
// (inputrules-<name>.wasm) gets the checks of its kinds. The message catalogs other than
// English are read from messages/ beside the module and handed in (ir_field_set_catalog) where
// a check needs a language. A module with the phone kind imports libphonenumber's metadata from
// the host (phone_metadata_size and phone_metadata_copy, module "inputrules"): it is handed
// phone-metadata.txt from beside it, and the checks at the end give other instances none, or a
// damaged copy.

import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const path = process.argv[2] ?? new URL('../../.build-wasm/inputrules.wasm', import.meta.url);
const moduleURL = path instanceof URL ? path : pathToFileURL(path);
const compiled = await WebAssembly.compile(readFileSync(path));
// Only a module with the phone kind imports the metadata (scripts/build-wasm.sh): it cannot be
// instantiated without the two functions, and a module without the kind ignores them.
const importsPhoneMetadata = WebAssembly.Module.imports(compiled)
  .some((entry) => entry.module === 'inputrules' && entry.name === 'phone_metadata_size');
const phoneMetadataURL = new URL('phone-metadata.txt', moduleURL);
const phoneMetadata = existsSync(phoneMetadataURL) ? readFileSync(phoneMetadataURL) : null;

/**
 * A fresh instance of the module whose host holds `host.text` as the phone metadata (read when
 * the engine asks; null: none, as a page that has not loaded it); `calls` counts the engine's
 * calls of the two imports.
 */
async function instantiate(host) {
  let memory;
  const calls = { size: 0, copy: 0 };
  const instance = await WebAssembly.instantiate(compiled, {
    wasi_snapshot_preview1: {
      fd_close: () => 8,
      fd_seek: () => 8,
      fd_write: () => 8,
      random_get: (pointer, count) => {
        crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, count));
        return 0;
      },
    },
    inputrules: {
      phone_metadata_size: () => {
        calls.size += 1;
        return host.text ? host.text.length : 0;
      },
      phone_metadata_copy: (address) => {
        calls.copy += 1;
        if (host.text) new Uint8Array(memory.buffer, address >>> 0, host.text.length).set(host.text);
      },
    },
  });
  memory = instance.exports.memory;
  return { abi: instance.exports, memory, calls };
}

const main = await instantiate({ text: phoneMetadata });
const abi = main.abi;
const memory = main.memory;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Calls `body` with `text` written into the module's memory as UTF-8. */
function withString(text, body) {
  const bytes = encoder.encode(text);
  const pointer = abi.ir_alloc(bytes.length);
  new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes);
  try {
    return body(pointer, bytes.length);
  } finally {
    abi.ir_free(pointer);
  }
}

/** The string a call returned (its length), read from the handle's buffer; null for -1. */
function read(handle, length) {
  if (length < 0) return null;
  return decoder.decode(new Uint8Array(memory.buffer, abi.ir_buffer(handle), length));
}

function field(spec, locale = '') {
  return withString(JSON.stringify(spec), (specPointer, specLength) =>
    withString(locale === '' ? '' : JSON.stringify(locale), (localePointer, localeLength) =>
      abi.ir_field_new(specPointer, specLength, localePointer, localeLength)));
}

// The module's kinds (ir_kinds, on the handle of a refused empty spec): the checks of kinds it
// lacks are left out.
const kinds = (() => {
  const handle = abi.ir_field_new(0, 0, 0, 0);
  try {
    return new Set(JSON.parse(read(handle, abi.ir_kinds(handle))).map((info) => info.kind));
  } finally {
    abi.ir_field_free(handle);
  }
})();
const has = (...names) => names.every((name) => kinds.has(name));
// A spec the module takes with no other key: the checks that need a field of any kind use it
// (`masks-only` and `numbers-only` have no text kind).
const plainSpec = has('text') ? { kind: 'text' } : has('integer') ? { kind: 'integer' }
  : has('mask') ? { kind: 'mask', format: '[000]' } : { kind: [...kinds][0] };
console.log(`abi: ${path}, kinds ${[...kinds].join(', ')}`);

// The catalogs beside the module (messages/<tag>.txt); a module that has every catalog in it
// (one built before they were split out) has no ir_field_catalog.
const messages = new URL('messages/', moduleURL);
const catalogsOutside = typeof abi.ir_field_catalog === 'function';

/** Hands the handle's field the catalog its language lacks, if any; returns its tag or ''. */
function handCatalog(handle) {
  if (!catalogsOutside) return '';
  const tag = read(handle, abi.ir_field_catalog(handle));
  if (!tag) return '';
  const text = readFileSync(new URL(`${tag}.txt`, messages));
  const pointer = abi.ir_alloc(text.length);
  new Uint8Array(memory.buffer, pointer, text.length).set(text);
  try {
    abi.ir_field_set_catalog(handle, pointer, text.length);
  } finally {
    abi.ir_free(pointer);
  }
  return tag;
}

let failures = 0;
function check(name, seen, expected) {
  const ok = JSON.stringify(seen) === JSON.stringify(expected);
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `: expected ${JSON.stringify(expected)}, got ${JSON.stringify(seen)}`}`);
}

const german = {
  number: { decimalSeparator: ',', groupingSeparator: '.' },
  currencyNumber: { decimalSeparator: ',', groupingSeparator: '.' },
  currency: { code: 'USD', symbol: '$', position: 'after', spacing: '\u00a0', minorUnitDigits: 2 },
};

// A spec error comes back in the command's words, and the handle holds no field.
{
  const handle = field({ ...plainSpec, maxLenght: 3 });
  check('a refused spec names the key', read(handle, abi.ir_field_error(handle)).slice(0, 43),
    'rule spec: unknown key "maxLenght" for kind');
  check('a handle without a field refuses actions', abi.ir_field_commit(handle), -1);
  abi.ir_field_free(handle);
}

// Integers are Swift's Int, 32 bits on wasm32: a bound beyond is refused, naming the range.
if (has('integer')) {
  const handle = field({ kind: 'integer', max: 3000000000 });
  check('an integer bound beyond 32 bits is refused', read(handle, abi.ir_field_error(handle)),
    'rule spec: "max" must be an integer from -2147483648 to 2147483647, got 3000000000');
  abi.ir_field_free(handle);
}

// A money spec naming no currency is refused for that first, as the command refuses it, even
// when another key is wrong too.
if (has('money')) {
  const handle = field({ kind: 'money', currency: 'XYZ', entry: 'bogus' }, { number: {} });
  check('a currency that is none is refused before the other keys',
    read(handle, abi.ir_field_error(handle)),
    'rule spec: "currency" must be an ISO 4217 currency code such as "USD", got "XYZ", which is not a currency');
  abi.ir_field_free(handle);
}

// A value beyond the integers says how wide they are here.
if (has('integer')) {
  const handle = field({ kind: 'integer' });
  withString('-2147483649', (pointer, length) => abi.ir_field_set_value(handle, pointer, length));
  check('an integer value beyond 32 bits is refused, naming the width',
    read(handle, abi.ir_field_message(handle)),
    '“-2147483649” is beyond the integers this field holds (32-bit).');
  abi.ir_field_free(handle);
}

// Reads of a fresh field.
if (has('integer')) {
  const handle = field({ kind: 'integer', min: 18, max: 30 });
  check('no error', abi.ir_field_error(handle), 0);
  check('empty value is null', abi.ir_field_value(handle), -1);
  check('not composing', [abi.ir_field_marked_start(handle), abi.ir_field_marked_end(handle)], [-1, -1]);
  check('state empty', abi.ir_field_state(handle), 0);
  const outcome = withString('15', (pointer, length) => abi.ir_field_type(handle, pointer, length));
  check('a key out of range is rejected', outcome, 2);
  check('with its reason', read(handle, abi.ir_field_reason(handle)), 'outOfRange');
  check('the accepted key stays', read(handle, abi.ir_field_text(handle)), '1');
  check('input mode', read(handle, abi.ir_field_input_mode(handle)), 'numeric');
  abi.ir_field_free(handle);
}

// The input mode follows what the rule accepts: a field refusing only vowels takes letters.
for (const [spec, mode] of [
  [{ kind: 'text', excluded: 'aeiouAEIOU', maxLength: 8 }, 'text'],
  [{ kind: 'text', allowed: '0123456789', maxLength: 3 }, 'numeric'],
  [{ kind: 'mask', format: '+1 ([000]) [000]-[0000]' }, 'numeric'],
  [{ kind: 'mask', format: '[AA]-[00]' }, 'text'],
  [{ kind: 'mask', format: '[0000] [AA]' }, 'text'],
  [{ kind: 'money', currency: 'USD' }, 'decimal'],
].filter(([spec]) => has(spec.kind))) {
  const handle = field(spec, spec.kind === 'money' ? german : '');
  check(`input mode of ${JSON.stringify(spec)}`, read(handle, abi.ir_field_input_mode(handle)), mode);
  abi.ir_field_free(handle);
}

// Reading an empty string (a reason an action did not have) then other strings, over fields of
// several kinds: with Swift 6.3's Embedded Swift, the handle's buffer taking the shared empty
// array corrupted the heap, and a later value came back as "-1234567\uFFFD\0\0".
for (let round = 0; has('decimal', 'integer', 'money') && round < 20; round += 1) {
  const steps = [
    [{ kind: 'decimal', grouping: true, maxFractionDigits: 3 }, '-1234567.125', '-1.234.567,125', '-1234567.125'],
    [{ kind: 'integer', grouping: true }, '-1234567', '-1.234.567', '-1234567'],
    [{ kind: 'money', currency: 'USD', allowNegative: true }, '-1234567.5', '-1.234.567,50\u00a0$', '-1234567.50'],
  ];
  const seen = [];
  for (const [spec, value] of steps) {
    const handle = field(spec, german);
    withString(value, (pointer, length) => abi.ir_field_set_value(handle, pointer, length));
    const text = read(handle, abi.ir_field_text(handle));
    const canonical = read(handle, abi.ir_field_value(handle));
    read(handle, abi.ir_field_reason(handle));
    read(handle, abi.ir_field_message(handle));
    seen.push([text, canonical]);
    abi.ir_field_free(handle);
  }
  const expected = steps.map(([, , text, canonical]) => [text, canonical]);
  if (JSON.stringify(seen) !== JSON.stringify(expected) || round === 19) {
    check(`values read after empty strings (round ${round})`, seen, expected);
    if (JSON.stringify(seen) !== JSON.stringify(expected)) break;
  }
}

// The kinds (ir_kinds) are written to the buffer of any handle, a refused spec's included, and
// reading an event (ir_field_event_error) performs nothing; both answer -1 for a null handle.
{
  const refused = abi.ir_field_new(0, 0, 0, 0);
  check('an empty spec is refused', abi.ir_field_error(refused) > 0, true);
  const kinds = JSON.parse(read(refused, abi.ir_kinds(refused)));
  check('ir_kinds lists kinds with kind, label, spec, keys and localeData',
    kinds.length > 0 && kinds.every((k) => Object.keys(k).join() === 'kind,label,spec,keys,localeData'
      && k.spec.kind === k.kind && typeof k.keys === 'string'
      && ['none', 'numbers', 'money', 'dates'].includes(k.localeData)), true);
  check('ir_kinds names each kind once', new Set(kinds.map((k) => k.kind)).size, kinds.length);
  check('ir_field_event_error on a refused spec\'s handle', withString('{"type":"a"}',
    (pointer, length) => abi.ir_field_event_error(refused, pointer, length)), 0);
  abi.ir_field_free(refused);
  check('ir_kinds on a null handle', abi.ir_kinds(0), -1);
  check('ir_field_event_error on a null handle', abi.ir_field_event_error(0, 0, 0), -1);
  const handle = field(plainSpec);
  const error = withString('{"tpye":"a"}', (pointer, length) => abi.ir_field_event_error(handle, pointer, length));
  check('ir_field_event_error names an unknown event', read(handle, error).slice(0, 41),
    'unknown event "tpye" (did you mean "type"');
  check('ir_field_event_error of an empty text', read(handle, abi.ir_field_event_error(handle, 0, 0)).length > 0, true);
  withString('{"type":"abc"}', (pointer, length) => abi.ir_field_event_error(handle, pointer, length));
  check('a read event is not performed', read(handle, abi.ir_field_text(handle)), '');
  abi.ir_field_free(handle);
}

// Every module has English only; another language's catalog is handed in: through a text field,
// or a mask field in a module without text (`masks-only`; `numbers-only` is checked with an
// integer field below).
const catalogCase = has('text')
  ? { kind: 'text', spec: { kind: 'text', maxLength: 1 }, key: 'ab',
    english: (m) => m === 'At most 1 character fits in this field.',
    german: (m) => m === 'In dieses Feld passt höchstens 1 Zeichen.' }
  : has('mask')
    ? { kind: 'mask', spec: { kind: 'mask', format: '[000]' }, key: 'a',
      english: (m) => m.includes('a digit'), german: (m) => m.includes('eine Ziffer') }
    : null;
if (catalogsOutside && catalogCase) {
  const handle = field({ ...catalogCase.spec, locale: 'de_DE' });
  const refuse = () => {
    withString(catalogCase.key, (pointer, length) => abi.ir_field_type(handle, pointer, length));
    return read(handle, abi.ir_field_message(handle));
  };
  check(`a ${catalogCase.kind} field in de_DE: ir_field_catalog names de`,
    read(handle, abi.ir_field_catalog(handle)), 'de');
  check('its refusal is English until the catalog is in', catalogCase.english(refuse()), true);
  check('handed in', [handCatalog(handle), abi.ir_field_catalog(handle)], ['de', 0]);
  check('then German, as the command says it', catalogCase.german(refuse()), true);
  abi.ir_field_free(handle);
}

// The language a field tells its reasons in: its spec's locale's when made, then the one
// ir_field_set_language gives it (the host's locale, or a language with the locale's digits).
if (has('integer')) {
  const language = (handle) => JSON.parse(read(handle, abi.ir_field_language(handle)));
  const setLanguage = (handle, locale, tag) => withString(locale, (lp, ln) =>
    withString(tag, (p, n) => abi.ir_field_set_language(handle, lp, ln, p, n)));
  const refuse = (handle) => {
    withString('5', (pointer, length) => abi.ir_field_type(handle, pointer, length));
    return read(handle, abi.ir_field_message(handle));
  };
  const spec = { kind: 'integer', min: 18, max: 30 };
  const english = field(spec);
  const englishFields = [];
  const english0 = () => {
    const handle = field(spec);
    englishFields.push(handle);
    return handle;
  };
  check('a field without a locale tells English',
    language(english), { identifier: 'en', isRightToLeft: false, digits: '0123456789' });
  check('the English sentence', refuse(english), 'The number must be from 18 to 30.');
  abi.ir_field_free(english);
  const german = field({ ...spec, locale: 'de_DE' });
  check('a field made with the spec\'s locale de_DE tells German', language(german).identifier, 'de');
  if (catalogsOutside) {
    // The module has English only: the German catalog is handed in by the host.
    check('ir_field_catalog names the catalog German needs', read(german, abi.ir_field_catalog(german)), 'de');
    check('until it is handed in, the sentence is English', refuse(german), 'The number must be from 18 to 30.');
    check('ir_field_set_catalog hands in messages/de.txt', handCatalog(german), 'de');
    check('then no catalog is missing', abi.ir_field_catalog(german), 0);
    check('and the sentence is German', refuse(german), 'Die Zahl muss im Bereich von 18 bis 30 liegen.');
    setLanguage(german, '', 'fr');
    check('another language needs its own catalog', read(german, abi.ir_field_catalog(german)), 'fr');
    setLanguage(german, '', 'en-XA');
    check('the pseudo-language needs none', abi.ir_field_catalog(german), 0);
    check('English needs none', abi.ir_field_catalog(english0()), 0);
  }
  abi.ir_field_free(german);

  // A count the message tells (`{limit}`) is written in the language's digits; bounds are
  // written as the field shows them, in its locale values' digits.
  if (has('text')) {
    const text = field({ kind: 'text', maxLength: 3 });
    setLanguage(text, 'ar_EG', '');
    handCatalog(text);
    withString('abcd', (pointer, length) => abi.ir_field_type(text, pointer, length));
    const limit = read(text, abi.ir_field_message(text));
    check('ar_EG: a text field\'s limit in Arabic-Indic digits', [limit.includes('٣'), /[0-9]/.test(limit)],
      [true, false]);
    abi.ir_field_free(text);
  }
  const arabicValues = { number: { digits: '٠١٢٣٤٥٦٧٨٩', decimalSeparator: '٫', groupingSeparator: '٬' } };
  const handle = field(spec, arabicValues);
  check('ir_field_set_language with the host\'s locale ar_EG', setLanguage(handle, 'ar_EG', ''), 0);
  handCatalog(handle);
  check('ar_EG: Arabic, right to left, Arabic-Indic digits', language(handle),
    { identifier: 'ar', isRightToLeft: true, digits: '٠١٢٣٤٥٦٧٨٩' });
  const arabic = refuse(handle);
  check('ar_EG: the bounds in the message in Arabic-Indic digits, no ASCII digits',
    [arabic.includes('١٨') && arabic.includes('٣٠'), /[0-9]/.test(arabic)], [true, false]);
  setLanguage(handle, '', 'de');
  check('a language chosen over the locale keeps the locale\'s digits', language(handle),
    { identifier: 'de', isRightToLeft: false, digits: '٠١٢٣٤٥٦٧٨٩' });
  setLanguage(handle, 'en-US', '');
  check('a locale without a language chosen gives its own language again', language(handle).identifier, 'en');
  check('and its digits', language(handle).digits, '0123456789');
  setLanguage(handle, '', 'en-XA');
  check('en-XA, the pseudo-language', language(handle),
    { identifier: 'en-XA', isRightToLeft: false, digits: '0123456789' });
  const pseudo = refuse(handle);
  check('en-XA: the sentence in brackets, its words accented, the bounds isolated',
    [pseudo.startsWith('['), pseudo.endsWith(']'), pseudo.includes('\u2068١٨\u2069'),
      /[A-Za-z]/.test(pseudo.replace(/\u2068[^\u2069]*\u2069/gu, ''))],
    [true, true, true, false]);
  // A reverted entry tells its cause in the pseudo-language too.
  withString('2', (pointer, length) => abi.ir_field_type(handle, pointer, length));
  abi.ir_field_commit(handle);
  const reverted = read(handle, abi.ir_field_message(handle));
  check('en-XA: a reason with a cause is pseudo-text throughout',
    [read(handle, abi.ir_field_reason(handle)), /[A-Za-z]/.test(reverted.replace(/\u2068[^\u2069]*\u2069/gu, '')),
      (reverted.match(/\[/g) ?? []).length],
    ['reverted', false, 2]);
  abi.ir_field_free(handle);

  const refused = field({ ...plainSpec, maxLenght: 3 });
  check('ir_field_set_language and ir_field_language on a refused spec\'s handle',
    [setLanguage(refused, 'de', ''), abi.ir_field_language(refused)], [-1, -1]);
  abi.ir_field_free(refused);
  check('ir_field_set_language and ir_field_language on a null handle',
    [abi.ir_field_set_language(0, 0, 0, 0, 0), abi.ir_field_language(0)], [-1, -1]);
  if (catalogsOutside) {
    const refusedAgain = field({ ...plainSpec, maxLenght: 3 });
    check('ir_field_catalog and ir_field_set_catalog on a refused spec\'s handle and a null handle',
      [abi.ir_field_catalog(refusedAgain), abi.ir_field_set_catalog(refusedAgain, 0, 0),
        abi.ir_field_catalog(0), abi.ir_field_set_catalog(0, 0, 0)], [-1, -1, -1, -1]);
    abi.ir_field_free(refusedAgain);
  }
  for (const handle of englishFields) abi.ir_field_free(handle);
}

// Forms (Wasm/FormExports.swift): a form's fields are fields as ir_field_new makes them, whose
// every action the form takes; a field's handle outlives its form; a refused spec and refused
// values are told in the command's words; the form's language takes its catalog from the host.
if (typeof abi.ir_form_new === 'function') {
  const strings = (texts, call, args = []) => (args.length === texts.length * 2 ? call(...args)
    : withString(texts[args.length / 2], (p, n) => strings(texts, call, [...args, p, n])));
  const readForm = (handle, length) => (length < 0 ? null
    : decoder.decode(new Uint8Array(memory.buffer, abi.ir_form_buffer(handle), length)));
  const newForm = (spec, today = '2026-12-04', language = 'en') =>
    strings([JSON.stringify(spec), '', 'en-US', today, language], (...args) => abi.ir_form_new(...args));
  const spec = { fields: [{ name: 'a', label: 'A', rule: plainSpec, required: true },
    { name: 'b', label: 'B', rule: plainSpec }], rules: [{ rule: 'equal', fields: ['a', 'b'] }] };
  const keys = plainSpec.kind === 'text' ? 'abc' : '123';
  const form = newForm(spec);
  const changed = () => JSON.parse(readForm(form, abi.ir_form_changed(form)));
  const verdict = (index, shown = 0) => JSON.parse(readForm(form, abi.ir_form_verdict(form, index, shown)));
  check('ir_form_new: made', [abi.ir_form_error(form), JSON.parse(readForm(form, abi.ir_form_fields(form)))],
    [0, [{ name: 'a', label: 'A', required: true, advance: false },
      { name: 'b', label: 'B', required: false, advance: false }]]);
  const [a, b] = [abi.ir_form_field(form, 0), abi.ir_form_field(form, 1)];
  check('ir_form_field: null out of range and for a null handle',
    [abi.ir_form_field(form, 2), abi.ir_form_field(form, -1), abi.ir_form_field(0, 0)], [0, 0, 0]);
  check('a form with nothing typed: its required field first to fix, not valid',
    [abi.ir_form_first_to_fix(form), abi.ir_form_valid(form), verdict(0).reason], [0, 0, 'required']);
  withString(keys, (pointer, length) => abi.ir_field_type(a, pointer, length));
  check('a key in a field: the form took its judgement', [changed(), verdict(0).state, changed()],
    [[0], 'valid', []]);
  withString(keys, (pointer, length) => abi.ir_field_type(b, pointer, length));
  abi.ir_field_backspace(b, 1);
  check('b no longer equal to a: only b changed, not shown before it is left',
    [changed(), verdict(1).state === 'valid', verdict(1, 1)], [[1], false, null]);
  check('ir_form_leave, then b\'s error shows', [abi.ir_form_leave(form, 1), abi.ir_form_leave(form, 0),
    verdict(1, 1)?.state === verdict(1).state, abi.ir_form_leave(form, 2)], [0, 0, true, -1]);
  check('ir_form_submit: b to fix first', [abi.ir_form_submit(form), abi.ir_form_first_to_fix(form)], [1, 1]);
  const text = read(a, abi.ir_field_text(a));
  const checked = JSON.parse(readForm(form, withString(JSON.stringify({ a: text, b: text, submit: 'x' }),
    (pointer, length) => abi.ir_form_check(form, pointer, length))));
  check('ir_form_check of values as posted', [checked.valid, checked.ignored], [true, ['submit']]);
  check('ir_form_check of refused values: -2, ir_form_error says why',
    [withString('{"a": true}', (pointer, length) => abi.ir_form_check(form, pointer, length)),
      readForm(form, abi.ir_form_error(form)).startsWith('values.a must be a string')], [-2, true]);
  abi.ir_form_free(form);
  check('a field\'s handle outlives its form', [withString('1', (pointer, length) =>
    abi.ir_field_type(b, pointer, length)) >= 0, read(a, abi.ir_field_text(a))], [true, text]);
  abi.ir_field_free(a);
  abi.ir_field_free(b);

  const refused = newForm({ fields: [] });
  check('a refused form spec, in the command\'s words', [readForm(refused, abi.ir_form_error(refused)),
    abi.ir_form_fields(refused), abi.ir_form_field(refused, 0), abi.ir_form_check(refused, 0, 0)],
  ['form spec: "fields" must be a non-empty array of fields', -1, 0, -1]);
  abi.ir_form_free(refused);
  const badDay = newForm(spec, '2026-02-30');
  check('a day that is none', readForm(badDay, abi.ir_form_error(badDay)),
    'form spec: today must be a date written YYYY-MM-DD, such as 2026-12-04, got "2026-02-30"');
  abi.ir_form_free(badDay);
  if (catalogsOutside) {
    const german = newForm(spec, '2026-12-04', 'de');
    const tag = readForm(german, abi.ir_form_catalog(german));
    const catalog = readFileSync(new URL(`${tag}.txt`, messages));
    const pointer = abi.ir_alloc(catalog.length);
    new Uint8Array(memory.buffer, pointer, catalog.length).set(catalog);
    abi.ir_form_set_catalog(german, pointer, catalog.length);
    abi.ir_free(pointer);
    check('a German form: its catalog handed in, its messages German',
      [tag, JSON.parse(readForm(german, abi.ir_form_language(german))).identifier,
        JSON.parse(readForm(german, abi.ir_form_verdict(german, 0, 0))).message],
      ['de', 'de', 'Dies ist ein Pflichtfeld.']);
    abi.ir_form_free(german);
  }
}

// libphonenumber's metadata is not in the module: the engine asks the host for it once, when its
// first phone rule is made, and refuses phone specs for the instance's whole life when the host
// has none then, or hands text other than this build's (the engine checks its length and FNV-1a
// digest), instead of misreading it. Each case is a fresh instance: the answer is kept.
if (has('phone') && importsPhoneMetadata) {
  check('the module with the phone kind has phone-metadata.txt beside it', phoneMetadata !== null, true);
  check('no phone rule made yet: the host was not asked for the metadata', main.calls, { size: 0, copy: 0 });
  /** A DE phone field on `instance` with `keys` typed: its spec error ('' when made), text, state. */
  const phoneField = ({ abi: exports, memory: bytes }, keys) => {
    const put = (text) => {
      const encoded = encoder.encode(text);
      const pointer = exports.ir_alloc(Math.max(encoded.length, 1));
      new Uint8Array(bytes.buffer, pointer, encoded.length).set(encoded);
      return [pointer, encoded.length];
    };
    const get = (handle, length) => (length < 0 ? null
      : decoder.decode(new Uint8Array(bytes.buffer, exports.ir_buffer(handle), length)));
    const [specPointer, specLength] = put(JSON.stringify({ kind: 'phone', region: 'DE' }));
    const handle = exports.ir_field_new(specPointer, specLength, 0, 0);
    exports.ir_free(specPointer);
    try {
      const error = get(handle, exports.ir_field_error(handle)) ?? '';
      if (error !== '') return { error };
      const [keyPointer, keyLength] = put(keys);
      exports.ir_field_type(handle, keyPointer, keyLength);
      exports.ir_free(keyPointer);
      return { error, text: get(handle, exports.ir_field_text(handle)), state: exports.ir_field_state(handle) };
    } finally {
      exports.ir_field_free(handle);
    }
  };
  const refusal = (seen) => [seen.error.includes('phone-metadata.txt'), seen.error.startsWith('rule spec:')];
  if (phoneMetadata !== null) {
    const works = { error: '', text: '01512 3456789', state: 2 };
    check('the real text: a DE phone field lays out 015123456789, valid', phoneField(main, '015123456789'), works);
    // The size is asked at each phone spec (so a spec made before the host had the text does not
    // keep phone numbers refused) and once more when the text is read; the text is copied once.
    check('a second phone field: the text is not copied again', [phoneField(main, '015123456789'), main.calls],
      [works, { size: 3, copy: 1 }]);

    const host = { text: null };
    const none = await instantiate(host);
    const first = phoneField(none, '0151');
    check('a host without the metadata (size 0): the phone spec is refused, naming phone-metadata.txt',
      refusal(first), [true, true]);
    host.text = phoneMetadata;
    check('and taken once the host has it (the refusal is not kept; the text is read once)',
      [phoneField(none, '015123456789'), phoneField(none, '0151').state, none.calls],
      [{ error: '', text: '01512 3456789', state: 2 }, 1, { size: 4, copy: 1 }]);

    const changed = Uint8Array.from(phoneMetadata);
    changed[changed.length >> 1] ^= 0x01;
    const damaged = await instantiate({ text: changed });
    check('a copy with one byte changed (its digest differs): refused, naming phone-metadata.txt',
      [refusal(phoneField(damaged, '0151')), damaged.calls], [[true, true], { size: 2, copy: 1 }]);
    const short = await instantiate({ text: phoneMetadata.subarray(0, phoneMetadata.length - 1) });
    check('a copy one byte short: refused', refusal(phoneField(short, '0151')), [true, true]);
  }
}

if (failures > 0) {
  console.log(`abi: ${failures} check(s) failed`);
  process.exit(1);
}
console.log('abi: all checks passed');
