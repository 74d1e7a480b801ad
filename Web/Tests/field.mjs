// Web/inputrules.js's Field against the native command on fixed cases, for the defects found
// in the JavaScript layer (the random scripts of differential.mjs find them only by chance).
//
// Usage: node Web/Tests/field.mjs --native path/to/inputrules [--wasm path/to/inputrules.wasm]
// Prints one line per case; exits 1 when one differs.

import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadInputRules } from '../inputrules.js';
import { textChange } from '../text-edits.js';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const native = argument('--native');
if (!native) {
  console.error('usage: node Web/Tests/field.mjs --native path/to/inputrules [--wasm path]');
  process.exit(2);
}
const wasm = argument('--wasm', new URL('../../.build-wasm/inputrules.wasm', import.meta.url));
// The module's bytes, with the folder beside it as the base: the catalogs of the languages
// other than English are read from its messages/ when a field needs one.
const wasmURL = wasm instanceof URL ? wasm : pathToFileURL(wasm);
const rules = await loadInputRules({ wasm: readFileSync(wasmURL), base: new URL('./', wasmURL) });

// Raw edits whose location or length lie beyond 32 bits: the range is location + length in
// 64 bits, a negative length counts as zero, and both ends are clamped to the text. Clamping
// location and length to 32 bits each moved the end ("Yabcdef" for the first case).
const cases = [
  [-2147483649, 2147483650],
  [-2147483648, 2147483650],
  [3, -2],
  [1, 1e30],
  [-1e30, 1e30],
  [2147483647, 5],
  [4294967296, -4294967295],
].map(([location, length]) => ({
  name: `replace [${location}, ${length}] in "abcdef"`,
  spec: { kind: 'text' },
  events: [{ type: 'abcdef' }, { replace: [location, length], with: 'Y' }],
}));

// A locale the page names overrides the spec's `locale` key, as the command's --locale does.
cases.push({
  name: 'options.locale en-US over the spec\'s de_DE',
  spec: { kind: 'decimal', locale: 'de_DE', grouping: true },
  locale: 'en_US',
  events: [{ type: '1234.5' }, { paste: '1,5' }],
});

// BigInt offsets in an event are written as their digits, as the command reads 64-bit numbers
// (JSON.stringify refuses BigInts).
cases.push({
  name: 'replace with BigInt offsets beyond 64 bits in "abcdef"',
  spec: { kind: 'text' },
  events: [{ type: 'abcdef' }, { replace: [-(2n ** 63n), 2n ** 64n + 2n], with: 'Y' }],
}, {
  name: 'select and backspace with BigInts',
  spec: { kind: 'text' },
  events: [{ type: 'abcdef' }, { select: [1n, 3n] }, { backspace: 2n ** 70n }],
});

let failures = 0;
for (const { name, spec, locale, events } of cases) {
  const input = events.map((event) => jsonText(event)).join('\n') + '\n';
  const options = locale ? ['--locale', locale] : [];
  const expected = execFileSync(native, ['replay', '--rule', JSON.stringify(spec), ...options], {
    input,
  })
    .toString()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const field = rules.createField(spec, { locale: locale ?? 'en-US' });
  await field.ready;
  const seen = events.map((event) => field.perform(event));
  field.free();
  const ok = JSON.stringify(seen) === JSON.stringify(expected);
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `\n  native ${JSON.stringify(expected.at(-1))}\n  wasm   ${JSON.stringify(seen.at(-1))}`}`);
}
// Events that are none: perform throws a TypeError whose message is the one the command prints
// for the same line (after "line 1: "), since the engine reads the event (ir_field_event_error).
const badEvents = [
  { tpye: 'a' },
  { typ: 'a' },
  { Paste: 'a' },
  {},
  { with: 'x' },
  { type: 'a', paste: 'b' },
  { type: 5 },
  { type: null },
  { paste: ['a'] },
  { backspace: 1.5 },
  { backspace: '2' },
  { delete: true },
  { caret: NaN },
  { select: [1] },
  { select: [1, 'a'] },
  { select: 3 },
  { replace: [0, 1] },
  { replace: [0, 1], with: 5 },
  { replace: 'all', with: 'x' },
  { unmark: false },
  { commit: 1 },
  { setValue: 5 },
  { setValue: { value: '1' } },
  'abc',
  [{ type: 'a' }],
  null,
  42,
  { type: 'x'.repeat(100), mark: 'y' },
];
const field = rules.createField({ kind: 'text' });
for (const event of badEvents) {
  const line = jsonText(event);
  const run = spawnSync(native, ['replay', '--rule', '{"kind":"text"}'], { input: line + '\n' });
  const stderr = run.stderr.toString().trim();
  const expected = stderr.replace(/^(error: )?line 1: /, '');
  let seen;
  try {
    seen = `no error: ${JSON.stringify(field.perform(event))}`;
  } catch (error) {
    seen = error instanceof TypeError ? error.message : `${error.name}: ${error.message}`;
  }
  const ok = run.status !== 0 && expected !== stderr && seen === expected;
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} perform(${line.length > 40 ? line.slice(0, 40) + '…' : line}) throws the command's message` +
    `${ok ? '' : `\n  native (status ${run.status}) ${JSON.stringify(stderr)}\n  wasm   ${JSON.stringify(seen)}`}`);
}
// The issue's case, spelled out: the message is exactly the command's, suggestion included.
{
  let seen = null;
  try {
    field.perform({ tpye: 'a' });
  } catch (error) {
    seen = error.message;
  }
  const run = spawnSync(native, ['replay', '--rule', '{"kind":"text"}'], { input: '{"tpye":"a"}\n' });
  const expected = run.stderr.toString().trim().replace(/^(error: )?line 1: /, '');
  const ok = seen === expected && seen.includes('did you mean "type"');
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} {"tpye":"a"}: ${JSON.stringify(seen)}${ok ? '' : `, command: ${JSON.stringify(expected)}`}`);
}
field.free();

// The language of the messages: the field's locale's by default (options.locale, else the
// spec's locale), or options.language, always with the locale's digits; setLanguage changes it.
{
  const expect = (name, seen, expected) => {
    const ok = JSON.stringify(seen) === JSON.stringify(expected);
    if (!ok) failures += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `: expected ${JSON.stringify(expected)}, got ${JSON.stringify(seen)}`}`);
  };
  const spec = { kind: 'integer', min: 18, max: 30 };
  const arabicDigits = '٠١٢٣٤٥٦٧٨٩';
  const make = (options, own = spec) => rules.createField(own, options);
  let field = make({ locale: 'de-DE' });
  expect('options.locale de-DE: German, ASCII digits', [field.locale, field.language],
    ['de-DE', { identifier: 'de', isRightToLeft: false, digits: '0123456789' }]);
  field.free();
  field = make({}, { ...spec, locale: 'ar_EG' });
  await field.ready;
  expect('the spec\'s locale ar_EG: Arabic, right to left, Arabic-Indic digits', field.language,
    { identifier: 'ar', isRightToLeft: true, digits: arabicDigits });
  const line = field.type('5');
  expect('ar_EG: the replay line\'s message is the field\'s, with Arabic-Indic digits',
    [line.message === field.message, line.message.includes('١٨'), /[0-9]/.test(line.message)],
    [true, true, false]);
  field.free();
  field = make({ locale: 'ar-EG', language: 'de' });
  expect('options.language de in ar-EG: German with the locale\'s digits', field.language,
    { identifier: 'de', isRightToLeft: false, digits: arabicDigits });
  expect('setLanguage(null): the locale\'s language again', (await field.setLanguage(null)).identifier, 'ar');
  expect('setLanguage(\'he\'): Hebrew, right to left', [await field.setLanguage('he'), field.language.identifier],
    [{ identifier: 'he', isRightToLeft: true, digits: arabicDigits }, 'he']);
  field.free();
  field = make({ locale: 'en-US', language: 'pt_BR' });
  expect('a locale identifier as the language: pt_BR is pt-BR', field.language.identifier, 'pt-BR');
  field.free();
  // English is the command's English, byte for byte.
  field = make({ locale: 'en-US' });
  const english = execFileSync(native, ['replay', '--rule', JSON.stringify(spec), '--locale', 'en_US'],
    { input: '{"type":"5"}\n' }).toString().trim();
  expect('en-US: the message is the command\'s', field.type('5').message, JSON.parse(english).message);
  field.free();
  // The pseudo-language: the catalog's words accented in brackets, the facts isolated.
  field = make({ locale: 'en-US', language: 'en-XA' });
  const pseudo = field.type('5').message;
  expect('en-XA: pseudo-text, no ASCII letters outside the facts',
    [field.language.identifier, pseudo.startsWith('[') && pseudo.endsWith(']'),
      /[A-Za-z]/.test(pseudo.replace(/\u2068[^\u2069]*\u2069/gu, ''))],
    ['en-XA', true, false]);
  field.free();
}

// Changes: after each action the field makes the engine's change to the text it holds, and
// undo and redo make recorded changes back. The text built from changes must be the engine's
// (a fresh field's first read is the whole text), in a long text and across clusters.
{
  const changes = (name, got, want) => {
    const ok = JSON.stringify(got) === JSON.stringify(want);
    console.log(`${ok ? 'ok  ' : 'DIFF'} changes: ${name}`);
    if (!ok) {
      console.log(`  got:  ${JSON.stringify(got).slice(0, 300)}`);
      console.log(`  want: ${JSON.stringify(want).slice(0, 300)}`);
      failures += 1;
    }
  };
  const field = rules.createField({ kind: 'text', maxLength: 100000 });
  const long = 'αβγ😀 '.repeat(2000);
  field.paste(long);
  const count = field.changeCount;
  field.caret(5);
  field.type('x😀y');
  field.backspace(2);
  const step = field.lastChange;
  changes('one action, one change', [field.changeCount, step.count], [count + 2, count + 2]);
  const expected = long.slice(0, 5) + 'x' + long.slice(5);
  changes('the text made of changes', field.text === expected, true);
  changes('a valid text field\'s value is its text', field.value === expected, true);
  // Undo of `backspace(2)`, as attach's history does it: what it removed put back.
  const typed = long.slice(0, 5) + 'x😀y' + long.slice(5);
  field.restoreChange(step.start, step.start + step.text.length, typed.slice(step.start, step.end), [9, 9]);
  changes('undo of Backspace', field.text === typed, true);
  const again = rules.createField({ kind: 'text', maxLength: 100000 });
  again.paste(field.text);
  changes('the same text read whole', again.text === field.text, true);
  changes('the selection after undo', field.selection, [9, 9]);
  again.free();
  field.free();
  // While composing, a valid text field's value is its text from before the composition (the
  // value is read, not taken to be the text: the differential test found it).
  const composing = rules.createField({ kind: 'text', maxLength: 8 });
  composing.type('8٩S');
  const line = composing.mark('5');
  changes('the value while composing', [line.text, line.value], ['8٩S5', '8٩S']);
  composing.free();
  // An undo step found by comparing texts keeps surrogate pairs whole (😀 → 😂 differ in their
  // second halves only; a step of one half made undo write U+FFFD).
  changes('a step replacing an emoji by another', textChange({ text: 'a😀b' }, { text: 'a😂b' }),
    { start: 1, end: 3, text: '😂' });
  changes('a step after an emoji', textChange({ text: '😀' }, { text: '😀x' }),
    { start: 2, end: 2, text: 'x' });
}

console.log(failures ? `field: ${failures} case(s) differ` : 'field: all cases agree');
process.exit(failures ? 1 : 0);

// An event as the line the command reads: JSON, with BigInts as their digits.
function jsonText(value) {
  const marks = [];
  const text = JSON.stringify(value, (key, item) => {
    if (typeof item !== 'bigint') return item;
    marks.push(item.toString());
    return `\u0000bigint${marks.length - 1}`;
  });
  return text.replace(/"\\u0000bigint(\d+)"/g, (_, index) => marks[Number(index)]);
}
