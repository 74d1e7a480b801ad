// Web/inputrules.js's Field against the native command on fixed cases, for the defects found
// in the JavaScript layer (the random scripts of differential.mjs find them only by chance).
//
// Usage: node Web/Tests/field.mjs --native path/to/inputrules [--wasm path/to/inputrules.wasm]
// Prints one line per case; exits 1 when one differs.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadInputRules } from '../inputrules.js';

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
const rules = await loadInputRules(readFileSync(wasm));

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

let failures = 0;
for (const { name, spec, locale, events } of cases) {
  const input = events.map((event) => JSON.stringify(event)).join('\n') + '\n';
  const options = locale ? ['--locale', locale] : [];
  const expected = execFileSync(native, ['replay', '--rule', JSON.stringify(spec), ...options], {
    input,
  })
    .toString()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const field = rules.createField(spec, { locale: locale ?? 'en-US' });
  const seen = events.map((event) => field.perform(event));
  field.free();
  const ok = JSON.stringify(seen) === JSON.stringify(expected);
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `\n  native ${JSON.stringify(expected.at(-1))}\n  wasm   ${JSON.stringify(seen.at(-1))}`}`);
}
console.log(failures ? `field: ${failures} case(s) differ` : 'field: all cases agree');
process.exit(failures ? 1 : 0);
