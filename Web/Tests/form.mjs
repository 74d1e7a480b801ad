// Forms in node (Web/form.js over Wasm/FormExports.swift): `Form.check`, the whole-form check a
// node server makes of posted values, against `inputrules check --form` on the same spec,
// values, locale, language and day (the verdict's JSON alike, key for key; the refusals of
// values and of form specs in the command's words); then a form filled in through its fields:
// the fields whose verdict changed at each key (a departure's error cleared by the arrival),
// what is shown after leaving a field and after trying to submit, the first field to fix, and
// moving on from a complete field.
//
// Usage: node Web/Tests/form.mjs --native path/to/inputrules [--wasm path/to/module.wasm]
// A module with some kinds only gets a form of its kinds' examples, checked the same way.
// Prints one line per check; exits 1 when one fails.

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
  console.error('usage: node Web/Tests/form.mjs --native path/to/inputrules [--wasm path]');
  process.exit(2);
}
const wasm = argument('--wasm', new URL('../../.build-wasm/inputrules.wasm', import.meta.url));
const wasmURL = wasm instanceof URL ? wasm : pathToFileURL(wasm);
const rules = await loadInputRules({ wasm: readFileSync(wasmURL), base: new URL('./', wasmURL) });
await rules.loadPhoneMetadata();
const kinds = rules.kinds.map((info) => info.kind);
const booking = JSON.parse(readFileSync(new URL('./booking-form.json', import.meta.url), 'utf8'));
const TODAY = '2026-12-04';
console.log(`form: ${wasmURL.pathname}, kinds ${kinds.join(', ')}`);

let failures = 0;
let count = 0;
function check(description, seen, expected) {
  count += 1;
  const ok = JSON.stringify(seen) === JSON.stringify(expected);
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${description}${ok ? '' : `\n  expected ${JSON.stringify(expected)}\n  saw      ${JSON.stringify(seen)}`}`);
}

/** `inputrules check --form`: `{json, error}` (the verdict, or the message after `error: `). */
function command(spec, values, { locale = 'en_US', language = 'en' } = {}) {
  const result = spawnSync(native, ['check', '--form', JSON.stringify(spec), '--locale', locale,
    '--language', language, '--today', TODAY], { input: values, maxBuffer: 1 << 24 });
  const out = result.stdout.toString();
  const error = result.stderr.toString().trim().replace(/^error: /, '');
  return result.status === 2 ? { json: null, error } : { json: JSON.parse(out), error: null };
}

/** `form.check(values)` in the same shape: the verdict, or the refusal's message. */
function page(form, values) {
  try {
    return { json: form.check(values), error: null };
  } catch (error) {
    return { json: null, error: error.message };
  }
}

// --- The whole-form check against the command.

/** Each set of values (JSON text, as a server receives it) checked both ways. */
async function differential(name, spec, valueSets, options = {}) {
  const form = rules.createForm(spec, { locale: (options.locale ?? 'en_US').replace('_', '-'),
    language: options.language ?? 'en', today: TODAY });
  await form.ready;
  for (const values of valueSets) {
    check(`${name}: check ${values}`, page(form, values), command(spec, values, options));
  }
  form.free();
}

const valid = {
  arrival: '10.12.2026', departure: '12.12.2026', guests: '2', birthDate: '01.01.1990',
  card: '4111 1111 1111 1111', expiry: '12/28', securityCode: '123',
};
const with_ = (changes) => JSON.stringify({ ...valid, ...changes });
const bookingValues = [
  '{}',
  JSON.stringify(valid),
  with_({ departure: '10.12.2026' }),
  with_({ departure: '11.12.2026' }),
  with_({ arrival: '01.12.2026' }),
  with_({ birthDate: '05.12.2008' }),
  with_({ birthDate: '04.12.2008' }),
  with_({ securityCode: '1234' }),
  with_({ card: '378282246310005', securityCode: '1234' }),
  with_({ card: '378282246310005' }),
  with_({ guests: 9 }),
  with_({ guests: '12', submit: 'Book', token: 'x' }),
  with_({ arrival: '10.12', expiry: '12/' }),
  with_({ guests: null, departure: null }),
  // Refused values: the command's messages.
  with_({ guests: true }),
  with_({ arrival: 10122026 }),
  '[]',
  '{"arrival": "10.12.2026", "arrival": "11.12.2026"}',
  '{"arrival": ',
];
const bookingKinds = ['date', 'integer', 'card', 'mask', 'text'];
if (bookingKinds.every((kind) => kinds.includes(kind))) {
  await differential('booking (en)', booking, bookingValues);
  // German: the labels and messages from messages/de.txt, handed to the form when it is made.
  await differential('booking (de)', booking, bookingValues.slice(0, 12),
    { locale: 'de_DE', language: 'de' });
}
if (kinds.includes('text')) {
  const account = {
    fields: [
      { name: 'password', rule: { kind: 'text', maxLength: 64 }, required: true },
      { name: 'password2', label: 'Password (again)', rule: { kind: 'text', maxLength: 64 } },
      { name: 'phone', label: 'Phone', rule: { kind: 'text', allowedClasses: ['digits'] } },
      { name: 'email', label: 'E-mail', rule: { kind: 'text', maxLength: 254 } },
      { name: 'company', rule: { kind: 'text' } },
      { name: 'vat', label: 'VAT number', rule: { kind: 'text' } }],
    rules: [
      { rule: 'equal', fields: ['password', 'password2'] },
      { rule: 'requiredIf', field: 'password2', when: 'password' },
      { rule: 'oneOf', fields: ['phone', 'email'] },
      { rule: 'requiredIf', field: 'vat', when: 'company', equals: 'Acme' }],
  };
  await differential('account', account, [
    '{}', '{"password":"secret","password2":"secret","email":"a@b.example"}',
    '{"password":"secret","password2":"secre","phone":"0301234"}',
    '{"password":"secret","email":"a@b.example"}',
    '{"password":"s","password2":"s","email":"x","company":"Acme"}',
    '{"password":"s","password2":"s","email":"x","company":"Other"}',
  ]);
  // Refused form specs: the command's words.
  const refused = [
    { fields: [{ name: 'a', rule: { kind: 'text' } }], rules: [{ rule: 'equal', fields: ['a', 'b'] }] },
    { fields: [{ name: 'a', rule: { kind: 'text', locale: 'de_DE' } }] },
    { fields: [{ name: 'a', rule: { kind: 'text' } }, { name: 'b', rule: { kind: 'text' } }],
      rules: [{ rule: 'order', fields: ['a', 'b'] }] },
    { fields: [{ name: 'a', rule: { kind: 'text', maxLength: -1 } }] },
    { fields: [] },
  ];
  for (const spec of refused) {
    let message = null;
    try {
      rules.createForm(spec, { locale: 'en-US', language: 'en', today: TODAY }).free();
    } catch (error) {
      message = error.message;
    }
    check(`a refused form spec, as the command says: ${JSON.stringify(spec)}`, message, command(spec, '{}').error);
  }
}

// --- A form of the module's kinds: each kind's example a field, all required, the first two
// equal; typed in live, then checked as posted.

{
  const fields = rules.kinds.map((info) => {
    const { locale, ...rule } = info.spec;
    return { name: info.kind, label: info.label, rule, required: true };
  });
  const first = rules.kinds[0];
  const { locale, ...firstRule } = first.spec;
  fields.push({ name: 'again', label: 'Again', rule: firstRule });
  const spec = { fields, rules: [{ rule: 'equal', fields: [first.kind, 'again'] }] };
  const form = rules.createForm(spec, { locale: 'en-US', language: 'en', today: TODAY });
  const segments = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const type = (name, keys) => {
    for (const { segment } of segments.segment(keys)) form.field(name).type(segment);
  };
  check('the kinds\' form: nothing typed, the first field to fix', form.firstToFix, first.kind);
  for (const info of rules.kinds) type(info.kind, info.keys);
  type('again', first.keys.slice(0, -1));
  check('the kinds\' form: every example typed, "again" one key short', form.valid, false);
  type('again', [...segments.segment(first.keys)].pop().segment);
  check('the kinds\' form: "again" typed in full, valid', [form.valid, form.firstToFix], [true, null]);
  const texts = JSON.stringify(Object.fromEntries(form.fields.map(({ name, field }) => [name, field.text])));
  const posted = page(form, texts);
  check('the kinds\' form: its texts checked as posted, as the command checks them', posted,
    command(spec, texts));
  check('the kinds\' form: the live verdict agrees with the check', form.verdict,
    { valid: posted.json?.valid, fields: posted.json?.fields, firstInvalid: posted.json?.firstInvalid });
  form.free();
}

// --- The booking form filled in, key by key.

if (bookingKinds.every((kind) => kinds.includes(kind))) {
  const form = rules.createForm(booking, { today: TODAY, language: 'en' });
  const type = (name, keys) => {
    for (const key of keys) form.field(name).type(key);
    return form.changed();
  };
  check('booking: the labels', form.fields.map((info) => info.label),
    ['Arrival', 'Departure', 'Guests', 'Date of birth', 'Card number', 'Expiry', 'Security code']);
  check('booking: typing the arrival changes its verdict only', type('arrival', '10122026'), ['arrival']);
  check('booking: a departure on the same day changes its verdict', type('departure', '10122026'), ['departure']);
  check('booking: the departure breaks the order', form.fieldVerdict('departure'), {
    state: 'invalid', value: '2026-12-10', reason: 'order',
    message: 'This must be at least 1 day after Arrival.', related: ['arrival'],
  });
  check('booking: not shown before the fields are left', form.shownVerdict('departure'), null);
  form.leave('departure');
  check('booking: not shown while the arrival was not left', form.shownVerdict('departure'), null);
  form.leave('arrival');
  check('booking: shown once both were left', form.shownVerdict('departure')?.reason, 'order');
  check('booking: Backspace in the arrival clears the departure\'s error',
    [form.field('arrival').backspace(1).text, form.changed(), form.shownVerdict('departure')],
    ['10.12.202', ['arrival', 'departure'], null]);
  const unfinished = form.shownVerdict('arrival');
  check('booking: the arrival left unfinished shows why', [unfinished?.state, !!unfinished?.message],
    ['incomplete', true]);
  form.field('arrival').backspace(8);
  check('booking: an earlier arrival, the departure in order',
    [type('arrival', '09122026'), form.fieldVerdict('departure').state], [['arrival'], 'valid']);
  check('booking: the first field to fix', form.firstToFix, 'guests');
  check('booking: guests left empty shows nothing before a submit', form.shownVerdict('guests'), null);
  check('booking: trying to submit names the first field to fix', form.trySubmit(), 'guests');
  check('booking: then every error shows', form.shownVerdict('guests'),
    { state: 'invalid', value: null, reason: 'required', message: 'A value is required here.' });
  type('guests', '2');
  type('birthDate', '05122008');
  check('booking: a birth date less than 18 years ago is refused',
    form.fieldVerdict('birthDate').state === 'valid', false);
  form.field('birthDate').backspace(8);
  type('birthDate', '04122008');
  check('booking: 18 years ago today', form.fieldVerdict('birthDate').state, 'valid');
  type('card', '4111111111111111');
  check('booking: no advance from a field that does not ask', form.shouldAdvance('card'), false);
  type('expiry', '12');
  check('booking: the expiry half typed does not move on', form.shouldAdvance('expiry'), false);
  type('expiry', '28');
  check('booking: the expiry complete moves on', [form.field('expiry').text, form.shouldAdvance('expiry')],
    ['12/28', true]);
  check('booking: not from an edit in the middle', form.shouldAdvance('expiry', false), false);
  check('booking: a security code of 4 digits for a Visa card',
    [type('securityCode', '1234'), form.fieldVerdict('securityCode').message],
    [['securityCode'], 'Visa security codes have 3 digits.']);
  check('booking: not into a filled field', form.shouldAdvance('expiry'), false);
  form.field('securityCode').backspace(1);
  form.changed();
  check('booking: three digits, the form is valid', [form.valid, form.firstToFix, form.trySubmit()],
    [true, null, null]);
  check('booking: a card number of another brand wants 4 digits',
    [form.field('card').setValue('378282246310005').value, form.changed(),
      form.fieldVerdict('securityCode').message],
    ['378282246310005', ['card', 'securityCode'], 'American Express security codes have 4 digits.']);
  check('booking: an unknown field', (() => {
    try {
      return form.fieldVerdict('nights');
    } catch (error) {
      return `${error.name}: ${error.message}`;
    }
  })(), 'RangeError: inputrules: the form has no field "nights"');
  const guests = form.field('guests');
  form.free();
  check('booking: freed with its fields', [form.freed, guests.freed], [true, true]);
}

console.log(failures ? `form: ${failures} of ${count} checks failed` : `form: all ${count} checks passed`);
process.exit(failures ? 1 : 0);
