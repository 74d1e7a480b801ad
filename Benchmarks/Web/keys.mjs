// What a key costs in a web page: the engine compiled to WebAssembly, driven through
// Field (Web/field.js, loaded through Web/inputrules.js) in node (the browser's JavaScript
// engine, V8), per workload.
//
// Usage: node Benchmarks/Web/keys.mjs [path/to/inputrules.wasm]
//        (build the module first: scripts/build-wasm.sh)
//
// The workloads are one per kind the module registers, its example spec and keys read from
// the module (`rules.kinds`), and two of their own (digits only; decimal in de-DE). Each
// workload types its keys into a field, one `type` call per key, as a page does for each
// `beforeinput`, and reads the field back the way `attach` does (the replay line `type` returns
// holds text, selection, state, value and reason); a `setValue(null)` clears the field between
// rounds and is counted in. Making a field (resolving the locale through `Intl`, reading the
// spec, building the rule) is timed on its own. The baseline in the same run is the same
// keys given to a bare JavaScript filter (a regular expression test and a string join), the
// code a page writes by hand for a digits-only field: the cost of crossing into the module and
// judging with the engine is the difference. Times are medians of 7 runs, ns per key.

import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadInputRules } from '../../Web/inputrules.js';

const path = process.argv[2] ?? new URL('../../.build-wasm/inputrules.wasm', import.meta.url);
const bytes = readFileSync(path);
// libphonenumber's metadata, which a module with the phone kind imports from its host: the
// build writes it beside the modules, and the phone workload needs it (none for a build that
// compiles it in, or a module without the phone kind).
const moduleURL = path instanceof URL ? path : pathToFileURL(path);
const metadataURL = new URL('phone-metadata.txt', moduleURL);
const phoneMetadata = existsSync(metadataURL) ? readFileSync(metadataURL) : null;
// The module's folder is where the catalogs are (messages/<tag>.txt, for the de-DE workload).
const rules = await loadInputRules({ wasm: bytes, phoneMetadata, base: new URL('./', moduleURL) });

// The same module instantiated bare, to time `ir_field_type` alone (no reads, no JavaScript
// objects): the engine's share of a key. It is handed the same metadata.
let memory;
const { instance } = await WebAssembly.instantiate(bytes, {
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
    phone_metadata_size: () => phoneMetadata?.length ?? 0,
    phone_metadata_copy: (address) => {
      if (phoneMetadata) new Uint8Array(memory.buffer, address >>> 0, phoneMetadata.length).set(phoneMetadata);
    },
  },
});
const abi = instance.exports;
memory = abi.memory;
const encoder = new TextEncoder();
function put(text) {
  const encoded = encoder.encode(text);
  const pointer = abi.ir_alloc(Math.max(encoded.length, 1));
  new Uint8Array(memory.buffer, pointer, encoded.length).set(encoded);
  return [pointer, encoded.length];
}

// One workload per kind the module registers, from its list (`rules.kinds`): the kind's
// example spec with its example keys, in the spec's own locale when it names one, else en-US.
// Then two that measure something the examples do not: the field the bare filter below is
// written for (digits only), and a locale whose separators differ from the keys' ASCII ones;
// each only when the module has its kind (a per-kind module may not).
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const kindNames = new Set(rules.kinds.map((info) => info.kind));
const workloads = [
  ...rules.kinds.map((info) => [
    `${info.kind}: ${info.label}`,
    info.spec,
    typeof info.spec.locale === 'string' ? info.spec.locale : 'en-US',
    info.keys,
  ]),
  ['digits only, max 6', { kind: 'text', allowedClasses: ['digits'], maxLength: 6 }, 'en-US', '123456'],
  ['decimal de-DE, grouped', { kind: 'decimal', grouping: true, maxFractionDigits: 2 }, 'de-DE', '1234567,89'],
].filter(([, spec]) => kindNames.has(spec.kind));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(body, keysPerRound, rounds) {
  const runs = [];
  for (let run = 0; run < 7; run += 1) {
    const start = process.hrtime.bigint();
    for (let round = 0; round < rounds; round += 1) body();
    runs.push(Number(process.hrtime.bigint() - start) / (rounds * keysPerRound));
  }
  return median(runs);
}

console.log('| workload | wasm through Field (ns/key) | ir_field_type alone (ns/key) | bare JS filter (ns/key) | making the field (µs) |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, spec, locale, keys] of workloads) {
  const characters = [...segmenter.segment(keys)].map((piece) => piece.segment);
  const rounds = 2000;
  const field = rules.createField(spec, { locale });
  const engine = time(() => {
    for (const key of characters) field.type(key);
    field.setValue(null);
  }, characters.length, rounds);
  field.free();
  const [specPointer, specLength] = put(JSON.stringify(spec));
  const [localePointer, localeLength] = put(JSON.stringify(rules.resolveLocale(spec, locale)));
  const handle = abi.ir_field_new(specPointer, specLength, localePointer, localeLength);
  if (abi.ir_field_error(handle) > 0) throw new Error(`the bare instance refused ${JSON.stringify(spec)}`);
  const keyPointers = characters.map(put);
  const alone = time(() => {
    for (const [pointer, length] of keyPointers) abi.ir_field_type(handle, pointer, length);
    abi.ir_field_set_value(handle, 0, 0);
  }, characters.length, rounds);
  abi.ir_field_free(handle);
  const making = time(() => rules.createField(spec, { locale }).free(), 1, 100) / 1000;
  let sink = 0;
  const bare = time(() => {
    let text = '';
    for (const key of characters) {
      const proposed = text + key;
      if (/^\d{0,16}$/.test(proposed)) text = proposed;
    }
    sink += text.length;
  }, characters.length, rounds);
  console.log(`| ${name} | ${engine.toFixed(0)} | ${alone.toFixed(0)} | ${bare.toFixed(0)} | ${making.toFixed(0)} |`);
  if (sink < 0) console.log(sink);
}

// Pastes of text outside ASCII into text fields, when the module has the text kind: what the
// engine reads of each pasted cluster through the module's Unicode data (Wasm/UnicodeProperties.c:
// grapheme breaking, normalization, scalar properties). A plain field judges most clusters with
// the engine's own cluster reader; a letters-only field asks each cluster's letter class, and an
// upper-case field each scalar's case mapping. The baseline in the same run splits the same text
// into grapheme clusters with Intl.Segmenter, the least a JavaScript filter that respects
// clusters does. ns per UTF-16 unit pasted (about 9,000 units a paste).
if (kindNames.has('text')) {
  const pastes = [
    ['CJK and Hangul, plain field', { kind: 'text' }, '漢字かなカナ한국어'],
    ['emoji: skin tones, flags, a family; plain field', { kind: 'text' }, '👍🏽🇩🇪👨‍👩‍👧'],
    ['Latin with marks, precomposed and combining; plain field', { kind: 'text' }, 'Ünïcödé façade e\u0301 '],
    ['Devanagari and Thai, letters only', { kind: 'text', allowedClasses: ['letters'] }, 'हिन्दीक्षभाषाไทยภาษา'],
    ['Greek and Cyrillic, upper case', { kind: 'text', case: 'upper' }, 'ελληνικά ςß кириллица '],
  ];
  console.log('');
  console.log('| paste | wasm through Field (ns/unit) | Intl.Segmenter alone (ns/unit) |');
  console.log('|---|---:|---:|');
  for (const [name, spec, piece] of pastes) {
    const text = piece.repeat(Math.ceil(9000 / piece.length));
    const field = rules.createField(spec, { locale: 'en-US' });
    const engine = time(() => {
      field.paste(text);
      field.setValue(null);
    }, text.length, 5);
    field.free();
    let sink = 0;
    const bare = time(() => {
      for (const piece of segmenter.segment(text)) sink += piece.segment.length;
    }, text.length, 5);
    console.log(`| ${name} | ${engine.toFixed(0)} | ${bare.toFixed(0)} |`);
    if (sink < 0) console.log(sink);
  }
}
