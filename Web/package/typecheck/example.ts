// A typed use of every part of the package's API, compiled (never run) by the package's
// type-check, Web/Tests/package_check.mjs: `tsc --noEmit --strict` with the package installed as
// node_modules/inputrules, so the import resolves through package.json's `exports` to
// inputrules.d.ts, as it does in an application.
//
// Each `@ts-expect-error` line must fail to compile (tsc reports a directive with no error under
// it as an error of its own), so the declarations refuse what they should: a kind that does not
// exist, an option no function has, a key another kind has, a missing required key, a result
// read as the wrong type.

import { Field, Form, loadInputRules, resolveLocale } from 'inputrules';
import type {
  AttachedField,
  AttachedForm,
  AttachFormOptions,
  AttachOptions,
  CardSpec,
  FieldDetails,
  FieldLanguage,
  FieldOptions,
  FieldSnapshot,
  FieldState,
  FormCheckVerdict,
  FormFieldVerdict,
  FormOptions,
  FormSpec,
  FormVerdict,
  InputMode,
  InputRules,
  InputRulesEvent,
  Kind,
  KindInfo,
  LoadedModule,
  LoadOptions,
  LocaleValues,
  ModuleEntry,
  ModulesManifest,
  ModuleSource,
  MoneySpec,
  PhoneSpec,
  ReplayEvent,
  ReplayLine,
  RuleSpec,
  SpecOf,
} from 'inputrules';

/** Compiles only when `value`'s type is `T` (a type that is `any` passes too; see `notAny`). */
function expectType<T>(value: T): T {
  return value;
}
/** Compiles only when `value`'s type is not `any` (`any` is assignable to every type but `never`). */
type IsAny<T> = 0 extends 1 & T ? true : false;
function notAny<T>(value: T & (IsAny<T> extends true ? never : unknown)): T {
  return value;
}

// --- Loading: every source, and the options object.
const rules: InputRules = await loadInputRules();
await loadInputRules('./inputrules.wasm');
await loadInputRules(new URL('./inputrules-numbers.wasm', import.meta.url));
await loadInputRules(await fetch('./inputrules.wasm'));
await loadInputRules(new Uint8Array(8));
await loadInputRules(new ArrayBuffer(8));
await loadInputRules(await WebAssembly.compile(new Uint8Array(8)));
const loadOptions: LoadOptions = {
  base: new URL('./vendor/inputrules/', document.baseURI),
  kinds: ['money', 'date'],
  specs: [{ kind: 'phone', region: 'DE' }, '{"kind":"iban"}'],
  module: 'numbers',
  languages: ['de', 'fr'],
  catalogs: { de: '…' },
};
await loadInputRules(loadOptions);
await loadInputRules({ base: './vendor/inputrules/', kinds: ['text'] });
const source: ModuleSource = './inputrules.wasm';
await loadInputRules(source);
await loadInputRules({ wasm: new URL('./inputrules.wasm', import.meta.url), base: '/static/inputrules/' });
const manifest: ModulesManifest = await (await fetch('./modules.json')).json();
const entry: ModuleEntry | undefined = manifest.modules.find((module) => module.kinds.includes('mask'));
if (entry) await loadInputRules({ module: entry.name });
// @ts-expect-error: a kind that does not exist
await loadInputRules({ kinds: ['money', 'currency'] });
// @ts-expect-error: an option loadInputRules does not have
await loadInputRules({ modules: 'numbers' });
// @ts-expect-error: a number is no source
await loadInputRules(42);

// --- The rules object.
expectType<Promise<void>>(rules.loadLanguage('de'));
await rules.loadLanguage('de');
const loaded: LoadedModule = rules.module;
expectType<string | null>(loaded.name);
expectType<string | null>(loaded.file);
expectType<ReadonlyArray<Kind>>(loaded.kinds);
expectType<number | null>(loaded.bytes);
const kinds: ReadonlyArray<KindInfo> = rules.kinds;
for (const info of kinds) {
  expectType<Kind>(info.kind);
  expectType<string>(notAny(info.label));
  expectType<Readonly<RuleSpec>>(info.spec);
  expectType<string>(notAny(info.keys));
  expectType<'none' | 'numbers' | 'money' | 'dates'>(info.localeData);
  const field = rules.createField(info.spec);
  field.type(info.keys);
  field.free();
}
// @ts-expect-error: the kinds are read-only
rules.kinds.push(kinds[0]);
const values: LocaleValues = rules.resolveLocale({ kind: 'money', currency: 'EUR' }, 'de-DE');
expectType<string | undefined>(values.currency?.symbol);
expectType<string | undefined>(values.number?.decimalSeparator);
expectType<string | undefined>(values.datePattern);
resolveLocale({ kind: 'date' }, 'ja-JP', rules.kinds);
resolveLocale('{"kind":"decimal"}');

// --- Specs: one type per kind, told apart by `kind`.
const specs: RuleSpec[] = [
  {
    kind: 'text',
    allowed: 'aeiou',
    allowedClasses: ['digits', 'letters'],
    excluded: 'x',
    excludedClasses: ['whitespace'],
    case: 'upper',
    onPaste: 'reject',
    onOverflow: 'truncate',
    multiline: true,
    maxLength: 6,
    lengthUnit: 'utf16',
    locale: 'de_DE',
  },
  { kind: 'integer', min: 18, max: '30', grouping: true, onCommit: 'clamp' },
  {
    kind: 'decimal',
    min: '0.05',
    max: 1e6,
    maxFractionDigits: 2,
    maxIntegerDigits: 7,
    scientific: true,
    grouping: false,
    onCommit: 'revert',
    rounding: 'halfEven',
  },
  {
    kind: 'money',
    currency: 'EUR',
    entry: 'cashRegister',
    maxDigits: 9,
    min: 0,
    max: '10000',
    allowNegative: false,
    onCommit: 'clamp',
    rounding: 'down',
  },
  { kind: 'choice', options: ['S', 'M', 'L', 'XL'], min: 'M', max: 'XL', caseSensitive: false },
  {
    kind: 'mask',
    format: '+1 ([000]) [000]-[0000]',
    formats: ['[00000]'],
    affinity: 'prefix',
    notations: { '#': { characters: '0123456789ABCDEF', classes: ['digits'], optional: true } },
    autocomplete: false,
    autoskip: true,
    backspaceOverLiteral: 'skip',
    overwrite: true,
    onCommit: 'clear',
  },
  { kind: 'oneTimeCode', length: 6 },
  { kind: 'iban' },
  { kind: 'date', format: 'dd.MM.yyyy', min: '1900-01-01', max: '2099-12-31' },
  { kind: 'card', brands: ['visa', 'amex'] },
  { kind: 'phone', region: 'DE', allowedRegions: ['DE', 'AT', '001'], international: true },
];
const tuple = ['visa', 'mastercard'] as const;
const readonlyBrands: CardSpec = { kind: 'card', brands: tuple };
const money: SpecOf<'money'> = { kind: 'money', currency: 'JPY' };
expectType<MoneySpec>(money);
const phone: PhoneSpec = { kind: 'phone', region: 'US' };
function describe(spec: RuleSpec): string {
  switch (spec.kind) {
    case 'money':
      return spec.currency; // narrowed to MoneySpec
    case 'phone':
      return spec.region;
    case 'choice':
      return spec.options.join(', ');
    default:
      return spec.kind;
  }
}
describe(phone);
// @ts-expect-error: a kind that does not exist
rules.createField({ kind: 'currency', currency: 'EUR' });
// @ts-expect-error: money needs its currency
rules.createField({ kind: 'money' });
// @ts-expect-error: a key of another kind (phone's region on a card)
rules.createField({ kind: 'card', region: 'DE' });
// @ts-expect-error: an IBAN's length is its country's: no maxLength
rules.createField({ kind: 'iban', maxLength: 34 });
// @ts-expect-error: a value no key takes
rules.createField({ kind: 'text', onPaste: 'drop' });
// @ts-expect-error: a brand that does not exist
rules.createField({ kind: 'card', brands: ['visa', 'paypal'] });

// --- Field: every method and property.
const fieldOptions: FieldOptions = {
  locale: 'de-DE',
  language: 'de',
  localeValues: { datePattern: 'dd.MM.yyyy' },
};
const field: Field = rules.createField(specs[1], fieldOptions);
const made = new Field(rules, '{"kind":"integer"}', { localeValues: '{}' });
made.free();
const lines: ReplayLine[] = [
  field.type('2'),
  field.paste('25'),
  field.replace(0, 1, '3'),
  field.replace(0n, 2n ** 40n, ''),
  field.backspace(),
  field.backspace(2),
  field.delete(),
  field.delete(1n),
  field.select(0, 1),
  field.caret(1),
  field.mark('ｎ'),
  field.unmark(),
  field.commit(),
  field.setValue('25'),
  field.setValue(null),
  field.setValue(undefined),
  field.snapshot(),
];
const events: ReplayEvent[] = [
  { type: 'ab' },
  { paste: 'x' },
  { replace: [0, 1], with: 'x' },
  { backspace: 3 },
  { delete: 1n },
  { select: [0, 2] },
  { caret: 9007199254740993n },
  { mark: 'か' },
  { unmark: true },
  { commit: true },
  { setValue: '12.5' },
  { setValue: null },
];
for (const event of events) lines.push(field.perform(event));
// @ts-expect-error: no such event (the engine would say: did you mean "type"?)
field.perform({ tpye: 'a' });
// @ts-expect-error: a count is a number
field.backspace('2');
const snapshot: FieldSnapshot = lines[0];
field.restore(snapshot);
field.restore({ text: '25', selection: [2, 2] });
for (const line of lines) {
  expectType<string>(notAny(line.text));
  expectType<[number, number]>(line.selection);
  expectType<[number, number] | undefined>(line.marked);
  expectType<FieldState>(line.state);
  expectType<string | null>(line.value);
  expectType<boolean>(notAny(line.accepted));
  expectType<string | undefined>(line.reason);
  expectType<string | undefined>(line.message);
  expectType<'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'maestro' | 'mir' | null | undefined>(line.brand);
  expectType<string | null | undefined>(line.region);
  expectType<string | null | undefined>(line.numberType);
  // @ts-expect-error: the value is a string (or null), never a number
  const amount: number = line.value;
}
expectType<string>(notAny(field.text));
expectType<[number, number]>(field.selection);
expectType<[number, number] | null>(field.marked);
expectType<FieldState>(field.state);
expectType<string | null>(field.value);
const details: FieldDetails = field.details;
expectType<string | null>(field.reason);
expectType<string | null>(field.message);
expectType<InputMode>(field.inputMode);
expectType<string>(notAny(field.locale));
const language: FieldLanguage = field.language;
expectType<string>(notAny(language.identifier));
expectType<boolean>(notAny(language.isRightToLeft));
expectType<string>(notAny(language.digits));
expectType<Promise<FieldLanguage>>(field.setLanguage('ar'));
expectType<FieldLanguage>(await field.setLanguage(null));
field.setLanguage();
expectType<Promise<FieldLanguage>>(field.ready);
expectType<string | null>(field.pendingCatalog);
expectType<boolean>(notAny(field.freed));
field.free();
// @ts-expect-error: the state is read-only
field.state = 'valid';

// --- attach, its options, the attachment and the `inputrules` event.
const input = document.createElement('input');
const area = document.createElement('textarea');
const attachOptions: AttachOptions = {
  locale: 'en-US',
  language: 'en-XA',
  value: '1234.5',
  announce: 'all',
  historyLimit: 20,
};
const attached: AttachedField = rules.attach(input, { kind: 'money', currency: 'USD' }, attachOptions);
rules.attach(area, { kind: 'text', multiline: true }, { announce: false, value: null });
rules.attach(input, '{"kind":"iban"}');
// @ts-expect-error: an option attach does not have
rules.attach(input, { kind: 'iban' }, { announce: 'refusals', undoLimit: 5 });
// @ts-expect-error: announce is 'refusals', 'all' or false
rules.attach(input, { kind: 'iban' }, { announce: true });
// @ts-expect-error: attach drives <input> and <textarea>, not any element
rules.attach(document.createElement('div'), { kind: 'iban' });
expectType<Field>(attached.field);
expectType<FieldState>(attached.state);
expectType<string | null>(attached.value);
expectType<string>(notAny(attached.text));
expectType<ReplayLine>(attached.line);
expectType<ReplayLine>(attached.setValue('99.99'));
attached.setValue(null);
expectType<ReplayLine>(attached.commit());
expectType<ReplayLine | null>(attached.undo());
expectType<ReplayLine | null>(attached.redo());
expectType<FieldLanguage>(attached.language);
expectType<Promise<FieldLanguage>>(attached.setLanguage('de'));
await attached.setLanguage(null);
expectType<FieldLanguage>(await attached.ready);
input.addEventListener('inputrules', (event) => {
  // The event is typed through HTMLElementEventMap: no cast.
  expectType<InputRulesEvent>(event);
  expectType<FieldState>(event.detail.state);
  expectType<string | null>(event.detail.value);
  expectType<boolean>(notAny(event.detail.accepted));
});
area.addEventListener('inputrules', (event: CustomEvent<ReplayLine>) => event.detail.text);
attached.detach();

// --- Forms: a form spec, createForm and attachForm.
const bookingSpec: FormSpec = {
  locale: 'en-GB',
  fields: [
    { name: 'arrival', label: { en: 'Arrival', de: 'Anreise' }, required: true, rule: { kind: 'date', format: 'dd.MM.yyyy', min: 'today' } },
    { name: 'departure', label: 'Departure', rule: { kind: 'date', format: 'dd.MM.yyyy' } },
    { name: 'code', rule: { kind: 'text', allowedClasses: ['digits'], maxLength: 4 }, advance: true },
    { name: 'card', rule: { kind: 'card' } },
  ],
  rules: [
    { rule: 'order', fields: ['arrival', 'departure'], strict: true, gap: 'P1D' },
    { rule: 'securityCode', field: 'code', card: 'card' },
    { rule: 'requiredIf', field: 'card', when: 'code', equals: 5 },
    { rule: 'oneOf', fields: ['code', 'card', 'departure'] },
  ],
};
// @ts-expect-error: no such rule between fields
const badRule: FormSpec = { fields: [], rules: [{ rule: 'before', fields: ['a', 'b'] }] };
// @ts-expect-error: a field needs its rule
const noRule: FormSpec = { fields: [{ name: 'a' }] };
const formOptions: FormOptions = { locale: 'de-DE', language: 'de', today: new Date(), localeValues: '{}' };
const form: Form = rules.createForm(bookingSpec, { today: '2026-12-04' });
new Form(rules, JSON.stringify(bookingSpec), formOptions).free();
expectType<Field>(form.field('arrival'));
expectType<Field>(form.fields[0].field);
expectType<string>(notAny(form.fields[1].label));
const fieldVerdict: FormFieldVerdict = form.fieldVerdict('departure');
expectType<FieldState>(fieldVerdict.state);
expectType<string[] | undefined>(fieldVerdict.related);
expectType<FormFieldVerdict | null>(form.shownVerdict(0));
expectType<string[]>(form.changed());
form.leave('arrival');
expectType<string | null>(form.trySubmit());
expectType<string | null>(form.firstToFix);
expectType<boolean>(notAny(form.valid));
const formVerdict: FormVerdict = form.verdict;
expectType<Record<string, FormFieldVerdict>>(formVerdict.fields);
expectType<boolean>(notAny(form.shouldAdvance('code', true)));
const checked: FormCheckVerdict = form.check({ arrival: '10.12.2026', guests: 2, departure: null });
expectType<string[]>(checked.ignored);
form.check('{"arrival": "10.12.2026"}');
form.check(new URLSearchParams('arrival=10.12.2026'));
// @ts-expect-error: a value is a string, a number or null
form.check({ arrival: true });
expectType<FieldLanguage>(form.language);
expectType<Promise<FieldLanguage>>(form.ready);
expectType<string | null>(form.pendingCatalog);
form.free();
expectType<boolean>(notAny(form.freed));
const element = document.createElement('form');
const attachFormOptions: AttachFormOptions = { today: '2026-12-04', values: { arrival: '2026-12-10' }, announce: false };
const attachedForm: AttachedForm = rules.attachForm(element, bookingSpec, attachFormOptions);
expectType<Form>(attachedForm.form);
expectType<AttachedField | undefined>(attachedForm.fields['arrival']);
expectType<boolean>(notAny(attachedForm.valid));
expectType<string | null>(attachedForm.firstToFix);
expectType<FormVerdict>(attachedForm.verdict);
expectType<boolean>(notAny(attachedForm.trySubmit()));
expectType<FormCheckVerdict>(attachedForm.check());
expectType<Promise<FieldLanguage>>(attachedForm.ready);
// @ts-expect-error: attachForm drives a <form>, not an input
rules.attachForm(input, bookingSpec);
attachedForm.detach();
