// Field.check (the module's ir_field_check, EntryChecker compiled with Embedded Swift) against
// `inputrules check` on the same specs and values: a page judges a complete value as its server
// does, verdict, canonical value, reason and message alike.
//
// Usage: node Web/Tests/check.mjs --native path/to/inputrules [--wasm path/to/inputrules.wasm]
// Prints one line per spec; exits 1 when a verdict differs.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadInputRules } from '../inputrules.js';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const native = argument('--native');
if (!native) {
  console.error('usage: node Web/Tests/check.mjs --native path/to/inputrules [--wasm path]');
  process.exit(2);
}
const wasm = argument('--wasm', new URL('../../.build-wasm/inputrules.wasm', import.meta.url));
const wasmURL = wasm instanceof URL ? wasm : pathToFileURL(wasm);
const rules = await loadInputRules({
  wasm: readFileSync(wasmURL), base: new URL('./', wasmURL), kinds: ['phone'],
});

const long = (unit, count) => unit.repeat(count);
const cases = [
  [{ kind: 'text', maxLength: 3 }, ['abc', 'abcd', '', 'a\tb']],
  [{ kind: 'text', case: 'upper' }, ['ABC', 'abc', long('A', 50000) + 'a']],
  [{ kind: 'integer', min: 18, max: 30 }, ['25', '17', '-5', '2 5']],
  [{ kind: 'decimal', maxFractionDigits: 2 }, ['12.5', '1,234.50', '1.234', '.']],
  [{ kind: 'money', currency: 'USD', entry: 'cashRegister' }, ['$12.50', '12.5', '1,234.56', 'x']],
  [{ kind: 'choice', options: ['S', 'M', 'L'] }, ['M', 'm', 'XL', long('x', 10000)]],
  [{ kind: 'mask', format: '+1 ([000]) [000]-[0000]' }, ['+1 (555) 123-4567', '5551234567', '555123']],
  [{ kind: 'mask', format: '[0…]' }, ['123', '12a', long('1234567890', 10000)]],
  [{ kind: 'card' }, ['4111111111111111', '4111 1111 1111 1111', '378282246310006', long('4', 100000)]],
  [{ kind: 'iban' }, ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00', 'DE8937']],
  [{ kind: 'oneTimeCode', length: 6 }, ['123456', '12345', '12 34 56']],
  [{ kind: 'date', format: 'dd.MM.yyyy' }, ['13.06.2024', '2024-06-13', '31.02.2024', '13062024']],
  [{ kind: 'phone', region: 'DE' }, ['01512 3456789', '+4915123456789', '+49 1512', long('1', 100000)]],
  // A locale that writes its own digits: the page resolves it from Intl, the command from
  // Foundation, and both read the values alike.
  [{ kind: 'date', format: 'dd.MM.yyyy', locale: 'ar_EG' }, ['١٢.٠٦.٢٠٢٤', '12.06.2024', '٣١.٠٢.٢٠٢٤']],
  [{ kind: 'card', locale: 'ar_EG' }, ['٤١١١ ١١١١ ١١١١ ١١١١', '4111111111111111', '٤١١١']],
  [{ kind: 'decimal', locale: 'ar_EG' }, ['١٢٫٥', '12.5', '١٢٫٥٫']],
  [{ kind: 'mask', format: '+1 ([000]) [000]-[0000]', locale: 'ar_EG' },
    ['+1 (٥٥٥) ١٢٣-٤٥٦٧', '+1 (555) 123-4567', '5551234567', '+1 (٥٥٥) ١٢٣']],
];

// A field of the command's output as it writes it: control characters as \u{X}.
const visible = (text) =>
  text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu,
    (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase()}}`);

let failures = 0;
for (const [spec, values] of cases) {
  // Exit status 1 says that some entry is invalid: the lines are what is compared.
  const locale = spec.locale ?? 'en_US';
  const expected = spawnSync(
    native, ['check', '--locale', locale, '--rule', JSON.stringify(spec), '--', ...values],
    { maxBuffer: 1 << 26 },
  ).stdout.toString();
  const field = rules.createField(spec, { locale: locale.replace('_', '-') });
  await field.ready;
  const seen = values.map((value) => {
    const verdict = field.check(value);
    return verdict.valid
      ? `valid\t${visible(verdict.value)}`
      : `invalid\t${visible(verdict.reason)}\t${visible(verdict.message)}`;
  });
  const untouched = field.text === '' && field.state === 'empty';
  field.free();
  const lines = expected.trimEnd().split('\n');
  const shown = seen;
  const ok = untouched && JSON.stringify(shown) === JSON.stringify(lines);
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} check ${JSON.stringify(spec)}${ok ? '' : `\n  native ${JSON.stringify(lines)}\n  wasm   ${JSON.stringify(shown)}${untouched ? '' : '\n  the field was changed'}`}`);
}
console.log(failures ? `check: ${failures} of ${cases.length} specs differ` : `check: all ${cases.length} specs agree`);
process.exit(failures ? 1 : 0);
