// Type declarations for InputRules' ES module (inputrules.js): text fields that accept only what
// they should, on the engine compiled to WebAssembly. docs/web.md in the repository describes
// the behaviour; these declarations describe the shapes.
//
// Written by hand, in Web/package/ of the repository, for Web/inputrules.js and the modules it
// imports. Web/Tests/package_check.mjs compiles Web/package/typecheck/example.ts, which uses
// every part of them, with `tsc --strict`, and checks each export, member and spec key declared
// here against the module and its engine at run time (both ways); Web/Tests/package_test.py
// checks `AttachedField` in a browser. See docs/web-package.md.

// ---------------------------------------------------------------------------------------------
// Rule specs (specs.d.ts): the JSON the `inputrules` command reads, one type per kind.

import type { CardBrand, FormSpecInput, Kind, RuleSpec, SpecInput } from './specs.js';
export * from './specs.js';

// ---------------------------------------------------------------------------------------------
// Lines and events: what each action returns, as `inputrules replay` prints it.

/** A field's state. */
export type FieldState = 'empty' | 'incomplete' | 'valid' | 'invalid';

/** The HTML `inputmode` a field suggests. */
export type InputMode = 'numeric' | 'decimal' | 'tel' | 'text';

/** A phone number's type, once its digits make a number. */
export type PhoneNumberType =
  | 'fixedLine'
  | 'mobile'
  | 'fixedLineOrMobile'
  | 'tollFree'
  | 'premiumRate'
  | 'sharedCost'
  | 'voip'
  | 'personalNumber'
  | 'pager'
  | 'uan'
  | 'voicemail';

/**
 * A rule's extra keys: a card's `brand`, a phone number's `region` and `numberType` (each
 * `null` until the digits tell); none for the other kinds.
 */
export interface FieldDetails {
  brand?: CardBrand | null;
  region?: string | null;
  numberType?: PhoneNumberType | null;
}

/**
 * One line of `inputrules replay` output, with the same keys in the same order: what every
 * action returns, and the `detail` of the `inputrules` event.
 */
export interface ReplayLine extends FieldDetails {
  text: string;
  /** `[start, end]` in UTF-16 code units. */
  selection: [number, number];
  /** The composition's range while an input method composes; absent otherwise. */
  marked?: [number, number];
  state: FieldState;
  /** The canonical value (`"1234.50"`, `"2024-02-29"`, `"+4915123456789"`), or `null`. */
  value: string | null;
  /** `false` when the event was refused and changed nothing. */
  accepted: boolean;
  /** A stable code (`"tooLong"`, `"outOfRange"`) when the rule refused or changed something. */
  reason?: string;
  /** The reason as a sentence in the field's language; present with `reason`. */
  message?: string;
}

/**
 * What `Field.check` says of a complete value: its canonical string, or the reason code and its
 * message in the field's language.
 */
export type CheckVerdict =
  | { valid: true; value: string }
  | { valid: false; reason: string; message: string };

/** A change of a field's text: `text` replaced UTF-16 `start..end` of the text before. */
export interface TextChange {
  /** The `changeCount` the change brought the field to. */
  readonly count: number;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A field's text and selection, as `restore` takes them back (any `ReplayLine` is one). */
export interface FieldSnapshot {
  text: string;
  selection: readonly [number, number];
}

/** An offset or a count: a number or a BigInt, clamped as the command clamps its integers. */
export type Offset = number | bigint;

/** One event of `inputrules replay` input, as `Field.perform` takes it. */
export type ReplayEvent =
  | { type: string }
  | { paste: string }
  | { replace: readonly [Offset, Offset]; with: string }
  | { backspace: Offset }
  | { delete: Offset }
  | { select: readonly [Offset, Offset] }
  | { caret: Offset }
  | { mark: string }
  | { unmark: true }
  | { commit: true }
  | { setValue: string | null };

/** The `inputrules` event an attached element gets after each action (it bubbles). */
export type InputRulesEvent = CustomEvent<ReplayLine>;

declare global {
  interface HTMLElementEventMap {
    inputrules: InputRulesEvent;
  }
}

// ---------------------------------------------------------------------------------------------
// Locale data and languages.

/** The language a field's messages are told in. */
export interface FieldLanguage {
  /** A BCP 47 tag (`"en"`, `"de"`, `"ar"`, `"pt-BR"`, `"en-XA"`), for an element's `lang`. */
  readonly identifier: string;
  /** Whether it is written right to left (Arabic, Hebrew), for an element's `dir`. */
  readonly isRightToLeft: boolean;
  /** The ten digits the messages write numbers with. */
  readonly digits: string;
}

/** A locale's number symbols, as the engine takes them. */
export interface NumberSymbols {
  decimalSeparator: string;
  groupingSeparator: string;
  groupingSize: number;
  secondaryGroupingSize: number;
  minusSign: string;
  /** The ten digits the locale formats with. */
  digits: string;
  /** `.` or `,`: the separator the locale writes with ASCII digits, else `null`. */
  asciiDecimalSeparator: string | null;
}

/** How a locale writes a currency. */
export interface CurrencySymbols {
  code: string;
  symbol: string;
  position: 'before' | 'after';
  spacing: string;
  minorUnitDigits: number;
  alternateSymbols: readonly string[];
}

/**
 * The locale values a field is built with (the JSON object of the engine's ABI); each present
 * when the spec's kind needs it.
 */
export interface LocaleValues {
  number?: NumberSymbols;
  currencyNumber?: NumberSymbols;
  currency?: CurrencySymbols;
  datePattern?: string;
}

/** The locale data a kind's rule is built from. */
export type LocaleData = 'none' | 'numbers' | 'money' | 'dates';

/** A kind the loaded module registers (`rules.kinds`). */
export interface KindInfo {
  /** The spec's `kind` value. */
  readonly kind: Kind;
  /** A label for the example field (`"Age"`). */
  readonly label: string;
  /** An example spec of the kind. */
  readonly spec: Readonly<RuleSpec>;
  /** What to type into a field under `spec`, one grapheme cluster at a time, to make it valid. */
  readonly keys: string;
  readonly localeData: LocaleData;
}

// ---------------------------------------------------------------------------------------------
// Options.

/** Options of `rules.createField` (and of `rules.attach`). */
export interface FieldOptions {
  /**
   * The locale when the spec has no `locale` key (`"de-DE"` or `"de_DE"`); the default is the
   * browser's language, or `en-US` outside a browser.
   */
  locale?: string;
  /** Locale values used as they are instead of resolving them from `Intl` (to pin data in tests). */
  localeValues?: LocaleValues | string;
  /**
   * The language the messages are told in (`"de"`, `"ar"`, `"pt-BR"`, `"en-XA"`); the default
   * is the field's locale's language.
   */
  language?: string;
}

/** Options of `rules.attach`. */
export interface AttachOptions extends FieldOptions {
  /** The canonical value to start with; else the element's text is taken as a paste. */
  value?: string | null;
  /** What the live region reads out: refusals (the default), every reason, or nothing. */
  announce?: 'refusals' | 'all' | false;
  /** Undo steps kept (default 100). */
  historyLimit?: number;
}

/** Where the WebAssembly module is: a URL, a `fetch` Response, its bytes, or it compiled. */
export type ModuleSource = string | URL | Response | ArrayBuffer | ArrayBufferView | CompiledModule;

/**
 * A compiled `WebAssembly.Module`. The DOM library declares that type with no members, which
 * any object would match, a misspelt options object included; none of `LoadOptions`' keys
 * is allowed here, so `loadInputRules({ kinds: ['monye'] })` is refused instead.
 */
export type CompiledModule = WebAssembly.Module & object & { [Key in keyof LoadOptions]?: never };

/**
 * Options of `loadInputRules`: which of the package's modules to load, from where, and which
 * message catalogs with it. Without `kinds`, `specs`, `module` and `wasm`: every kind's module.
 */
export interface LoadOptions {
  /**
   * The folder holding `modules.json`, the modules, `messages/` and `phone-metadata.txt`
   * (relative to the page); default: the folder of inputrules.js.
   */
  base?: string | URL;
  /** The kinds the page uses: the smallest module of `modules.json` that has them all is loaded. */
  kinds?: readonly Kind[];
  /** The specs the page uses, whose kinds choose the module as `kinds` does. */
  specs?: readonly SpecInput[];
  /** One module by its name in `modules.json` (`"masks"`, `"all"`); it wins over `kinds` and `specs`. */
  module?: string;
  /** Message catalogs to fetch before the promise resolves (`["de", "fr"]`). */
  languages?: readonly string[];
  /** One module given as a source, instead of choosing from `modules.json`. */
  wasm?: ModuleSource;
  /** Catalogs already at hand, by tag (`{de: "…the text of messages/de.txt…"}`). */
  catalogs?: Readonly<Record<string, string>>;
  /**
   * The text of `phone-metadata.txt` already at hand (as a self-contained page carries it),
   * instead of fetching it for phone fields.
   */
  phoneMetadata?: string | ArrayBuffer | ArrayBufferView;
}

/** A module of the package, as `modules.json` lists it. */
export interface ModuleEntry {
  /** `"all"`, `"text"`, `"numbers"`, `"masks"`, `"dates"`, `"codes"`, `"phone"`, `"masks-only"`, `"numbers-only"`. */
  name: string;
  /** The file, beside `modules.json` (`"inputrules-numbers.wasm"`). */
  file: string;
  kinds: Kind[];
  bytes: number;
}

/** `modules.json`: the package's modules. */
export interface ModulesManifest {
  modules: ModuleEntry[];
}

/** The module a `rules` object runs (`rules.module`). */
export interface LoadedModule {
  /** Its name in `modules.json`; `null` for a module the list does not have. */
  readonly name: string | null;
  readonly file: string | null;
  readonly kinds: ReadonlyArray<Kind>;
  readonly bytes: number | null;
}

// ---------------------------------------------------------------------------------------------
// The API.

/** The loaded engine: what `loadInputRules` resolves to. One per page; every field shares it. */
export interface InputRules {
  /** A field under the rule `spec`, without any DOM. Throws an `Error` for an invalid spec. */
  createField(spec: SpecInput, options?: FieldOptions): Field;
  /** Drives an `<input>` or `<textarea>` by the rule `spec`. Throws an `Error` for an invalid spec. */
  attach(
    input: HTMLInputElement | HTMLTextAreaElement,
    spec: SpecInput,
    options?: AttachOptions,
  ): AttachedField;
  /**
   * A form under the form spec `spec` (as `inputrules check --form` reads it), its fields judged
   * together, without any DOM. Throws an `Error` for an invalid spec.
   */
  createForm(spec: FormSpecInput, options?: FormOptions): Form;
  /**
   * Drives a `<form>` by the form spec `spec`: each `<input>` or `<textarea>` named as a field
   * of the spec is attached by its field's rule, and the form's verdicts go to the browser's
   * constraint validation. Throws an `Error` for an invalid spec or a field without an input.
   */
  attachForm(element: HTMLFormElement, spec: FormSpecInput, options?: AttachFormOptions): AttachedForm;
  /** The locale values a field under `spec` would be given in `locale`. */
  resolveLocale(spec: SpecInput, locale?: string): LocaleValues;
  /** The kinds the module registers, in the order they are listed to users (frozen). */
  readonly kinds: ReadonlyArray<KindInfo>;
  /** The module loaded, as `modules.json` lists it. */
  readonly module: LoadedModule;
  /**
   * Fetches the message catalog a language needs (`"de"`; once per page); resolves when it is
   * here, at once for English and a language without a catalog.
   */
  loadLanguage(tag: string): Promise<void>;
  /**
   * Fetches libphonenumber's metadata (`phone-metadata.txt`, about 36 KB gzipped; once per
   * folder), which a module with the `phone` kind needs before its first phone field: phone
   * fields throw until it is here. `loadInputRules` fetches it itself when `kinds` or `specs`
   * name `phone`. Resolves at once for a module without phone.
   */
  loadPhoneMetadata(): Promise<void>;
}

/**
 * Loads the engine: a module of the package (by `options`, or the whole one), or the module at
 * `source`. A relative URL is resolved against the page; in Node a `file:` URL is read from disk.
 */
export function loadInputRules(source?: ModuleSource | LoadOptions): Promise<InputRules>;

/**
 * The locale values for `spec` in `locale`, resolved from `Intl`; `kinds` (`rules.kinds`) says
 * which values each kind needs (without it, every value the spec could use).
 */
export function resolveLocale(
  spec: SpecInput,
  locale?: string,
  kinds?: ReadonlyArray<Pick<KindInfo, 'kind' | 'localeData'>>,
): LocaleValues;

/**
 * One field under a rule, without any DOM. Each action performs one replay event and returns
 * the line `inputrules replay` prints for it.
 */
export class Field {
  /** Usually made by `rules.createField(spec, options)`. */
  constructor(rules: InputRules, spec: SpecInput, options?: FieldOptions);
  /** Key presses at the selection, one per grapheme cluster. */
  type(text: string): ReplayLine;
  /** One paste replacing the selection. */
  paste(text: string): ReplayLine;
  /** One raw edit in UTF-16 offsets. */
  replace(location: Offset, length: Offset, text: string): ReplayLine;
  /** `n` presses of Backspace (default 1). */
  backspace(n?: Offset): ReplayLine;
  /** `n` presses of forward Delete (default 1). */
  delete(n?: Offset): ReplayLine;
  select(start: Offset, end: Offset): ReplayLine;
  caret(offset: Offset): ReplayLine;
  /** Input-method composition: `text` replaces the selection or the previous composition. */
  mark(text: string): ReplayLine;
  /** The composition is committed and judged as one edit. */
  unmark(): ReplayLine;
  /** Editing ends: the rule may complete, revert or clamp the text. */
  commit(): ReplayLine;
  /** Sets the canonical value; `null`, `undefined` or `""` clears. */
  setValue(value: string | null | undefined): ReplayLine;
  /**
   * Checks a complete value under the field's spec as a server does (`EntryChecker` in Swift,
   * `inputrules check`), without touching the field.
   */
  check(value: string): CheckVerdict;
  /** Performs one replay event; throws a `TypeError` for an object that is no event. */
  perform(event: ReplayEvent): ReplayLine;
  /** Puts back a text and selection the field had. */
  restore(snapshot: FieldSnapshot): ReplayLine;
  /**
   * Puts `text` in UTF-16 `start..end` and the selection at `selection`, judging the text again:
   * undo and redo of a recorded change, without a copy of the whole text.
   */
  restoreChange(
    start: number, end: number, text: string, selection: readonly [number, number],
  ): ReplayLine;
  /** How many actions have changed the text since the field was made. */
  readonly changeCount: number;
  /**
   * The last change of the text read as a change, or `null`: what replaced UTF-16 `start..end`
   * of the text before. It is the last action's change only when its `count` is `changeCount`
   * (when several changes came between two reads, the field read the whole text instead).
   */
  readonly lastChange: TextChange | null;
  /** The field as it is, as a line with `accepted: true`. */
  snapshot(): ReplayLine;
  /**
   * Tells the messages in `language` from now on; `null` or nothing: the locale's language.
   * Resolves once the language's catalog is in (the messages are English until then); rejects
   * when it could not be fetched.
   */
  setLanguage(language?: string | null): Promise<FieldLanguage>;
  /** Resolves with the field's language once its catalog is in. */
  readonly ready: Promise<FieldLanguage>;
  /** The catalog the field waits for (`"de"`) while its messages are English, else `null`. */
  readonly pendingCatalog: string | null;
  readonly text: string;
  readonly selection: [number, number];
  readonly marked: [number, number] | null;
  readonly state: FieldState;
  readonly value: string | null;
  readonly details: FieldDetails;
  /** The last action's reason code, or `null`. */
  readonly reason: string | null;
  /** The last action's reason as a sentence in the field's language, or `null`. */
  readonly message: string | null;
  readonly inputMode: InputMode;
  /** The locale the field is in. */
  readonly locale: string;
  readonly language: FieldLanguage;
  /** Whether `free()` was called. */
  readonly freed: boolean;
  /** Releases the engine's field; further actions throw. Calling it twice is harmless. */
  free(): void;
}

/** What `rules.attach` returns: the element's field, and what the program does with it. */
export interface AttachedField {
  /** The engine's field. */
  readonly field: Field;
  readonly state: FieldState;
  readonly value: string | null;
  /** What the element shows. */
  readonly text: string;
  /** The replay line of the last action. */
  readonly line: ReplayLine;
  /** Sets the canonical value, as the program (not the user) does. */
  setValue(value: string | null): ReplayLine;
  /** Ends the edit, as leaving the element does. */
  commit(): ReplayLine;
  /** Puts back the previous state; `null` when there is none. */
  undo(): ReplayLine | null;
  redo(): ReplayLine | null;
  /** The language the messages are told in; the live region's `lang` and `dir` follow it. */
  readonly language: FieldLanguage;
  /** Tells the messages in another language; resolves once its catalog is in. */
  setLanguage(language?: string | null): Promise<FieldLanguage>;
  /** Resolves once the catalog of the field's language is in (English until then). */
  readonly ready: Promise<FieldLanguage>;
  /** Removes the listeners, the live region and the attributes it set, and frees the field. */
  detach(): void;
}

// ---------------------------------------------------------------------------------------------
// Forms: fields judged together by a form spec (specs.d.ts; docs/web.md, "Forms").

/** Options of `rules.createForm` (and of `rules.attachForm`). */
export interface FormOptions {
  /** The form's locale when its spec has no `locale`; the default is the browser's language. */
  locale?: string;
  /** The language of the messages and labels; the default is the locale's. Kept for the form's life. */
  language?: string;
  /** Today, for date bounds relative to it (`"2026-12-04"`, or a `Date`'s local day); default: now. */
  today?: string | Date;
  /** Locale values for every field, used as they are instead of resolving them from `Intl`. */
  localeValues?: LocaleValues | string;
}

/** Options of `rules.attachForm`. */
export interface AttachFormOptions extends FormOptions {
  /** Canonical values to start with, by field name; else each input's text is taken as a paste. */
  values?: Readonly<Record<string, string | null>>;
  /** What each field's live region reads out: refusals (the default), every reason, or nothing. */
  announce?: 'refusals' | 'all' | false;
  /** Undo steps kept per field (default 100). */
  historyLimit?: number;
}

/** A field's verdict in its form, as `inputrules check --form` writes each field. */
export interface FormFieldVerdict {
  /** After the form's rules: a required empty field, or one breaking a rule, is `invalid`. */
  state: FieldState;
  /** The canonical value, also when a form rule fails (the value is there, the form refuses it). */
  value: string | null;
  /** The field's own reason code, or the form's: `required`, `equal`, `order`, `oneOf`, `requiredIf`, `securityCode`. */
  reason?: string;
  /** The reason as a sentence in the form's language, naming the other field by its label. */
  message?: string;
  /** The other fields of the broken form rule, by name. */
  related?: string[];
}

/** A form's verdict as it stands (`Form.verdict`). */
export interface FormVerdict {
  valid: boolean;
  /** Every field of the form, in order. */
  fields: Record<string, FormFieldVerdict>;
  /** The first field, in form order, to fix; `null` when valid. */
  firstInvalid: string | null;
}

/** What `Form.check` says of a whole form's values: `inputrules check --form`'s verdict. */
export interface FormCheckVerdict extends FormVerdict {
  /** Names in the values the form does not have. */
  ignored: string[];
}

/** A field of a form (`Form.fields`). */
export interface FormFieldInfo {
  readonly name: string;
  /** The label, in the form's language. */
  readonly label: string;
  readonly required: boolean;
  readonly advance: boolean;
  readonly field: Field;
}

/** Values a form is checked with: names to texts (a number for a number field), their JSON text, or pairs. */
export type FormValues =
  | Readonly<Record<string, string | number | null>>
  | string
  | Iterable<readonly [string, string | number | null]>;

/**
 * A form: its fields, each a `Field`, and the rules between them, without any DOM. Every action
 * on a field goes to the form, which judges the rules that read it.
 */
export class Form {
  /** Usually made by `rules.createForm(spec, options)`. */
  constructor(rules: InputRules, spec: FormSpecInput, options?: FormOptions);
  /** The fields in the form's order (frozen). */
  readonly fields: ReadonlyArray<FormFieldInfo>;
  /** Field `name`'s `Field`. */
  field(name: string | number): Field;
  /** Field `name`'s verdict. */
  fieldVerdict(name: string | number): FormFieldVerdict;
  /** Field `name`'s verdict to show now (after `leave` or `trySubmit`), or `null`. */
  shownVerdict(name: string | number): FormFieldVerdict | null;
  /** The names of the fields whose verdict changed since the last call. */
  changed(): string[];
  /** The user left field `name`: its errors are shown from now on. */
  leave(name: string | number): void;
  /** Every error is shown from now on; the field to fix first, or `null` when valid. */
  trySubmit(): string | null;
  /** The first field to fix, or `null` when the form can be submitted. */
  readonly firstToFix: string | null;
  /** Whether the form can be submitted. */
  readonly valid: boolean;
  /** The form's verdict as it stands. */
  readonly verdict: FormVerdict;
  /** Whether focus should move on from field `name` after an edit typed at its end. */
  shouldAdvance(name: string | number, typedAtEnd?: boolean): boolean;
  /**
   * Checks a whole form's values as a server does, without touching the fields. Throws a
   * `TypeError` with the command's message for values of the wrong shape.
   */
  check(values: FormValues): FormCheckVerdict;
  /** The language of the messages and labels. */
  readonly language: FieldLanguage;
  /** The catalog the form waits for while its messages are English, else `null`. */
  readonly pendingCatalog: string | null;
  /** Resolves once the catalogs of the form and its fields are in. */
  readonly ready: Promise<FieldLanguage>;
  /** Whether `free()` was called. */
  readonly freed: boolean;
  /** Releases the form and its fields. */
  free(): void;
}

/** What `rules.attachForm` returns. */
export interface AttachedForm {
  /** The form behind the element. */
  readonly form: Form;
  /** Each field's attachment, by name. */
  readonly fields: Readonly<Record<string, AttachedField>>;
  readonly valid: boolean;
  readonly firstToFix: string | null;
  readonly verdict: FormVerdict;
  readonly language: FieldLanguage;
  readonly ready: Promise<FieldLanguage>;
  /** Shows every error and focuses the first field to fix, as a submit does; whether the form is valid. */
  trySubmit(): boolean;
  /** The verdict a server gives the inputs' texts as posted (or `values`). */
  check(values?: FormValues): FormCheckVerdict;
  /** Removes the listeners, messages and attributes, detaches each field and frees the form. */
  detach(): void;
}
