// Type declarations of the rule specs InputRules' ES module (inputrules.js) takes: the JSON
// the `inputrules` command reads, one type per kind, told apart by `kind`, and the form specs
// of `rules.createForm` and `rules.attachForm` (`inputrules check --form`). inputrules.d.ts
// exports them with the rest of the API; they are a file of their own to keep each file to one
// idea. Written by hand, in Web/package/ of the repository; Web/Tests/package_check.mjs checks
// every key declared here against each kind's keys in the engine.

// kind, told apart by `kind`.

/** The spec's `kind` values of the built-in kinds. */
export type Kind =
  | 'text'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'choice'
  | 'mask'
  | 'oneTimeCode'
  | 'iban'
  | 'date'
  | 'card'
  | 'phone';

/** What `maxLength` counts: grapheme clusters (the default), UTF-16 code units, UTF-8 bytes or scalars. */
export type LengthUnit = 'characters' | 'utf16' | 'utf8' | 'scalars';

/** A class of characters for `allowedClasses`, `excludedClasses` and a mask notation's `classes`. */
export type CharacterClass = 'digits' | 'letters' | 'alphanumerics' | 'whitespace' | 'ascii';

/**
 * An integer bound: a JSON number (`18`, `1e3`) or a string of ASCII digits with an optional
 * sign (`"-5"`), within 64-bit integers (32-bit in the browser).
 */
export type IntegerBound = number | string;

/**
 * An exact decimal bound: a JSON number (read from its digits, never through floating point)
 * or a string in the same notation (`"0.05"`). A number written in JavaScript goes through
 * `JSON.stringify`; write a string to keep more digits than a double holds.
 */
export type DecimalBound = number | string;

/** What committing incomplete or out-of-range number text does. */
export type NumberCommit = 'revert' | 'clamp';

/** What a pasted or set number with more fraction digits than allowed does. */
export type Rounding = 'reject' | 'halfEven' | 'halfUp' | 'down' | 'up';

/** Keys every kind accepts besides `kind`. */
export interface CommonSpec {
  /** A locale identifier (`"de_DE"`, `"en-US"`); `options.locale` overrides it. */
  locale?: string;
}

/** The length limit of the kinds whose length is not fixed by the kind. */
export interface LengthLimit {
  /** An integer >= 0, counted in `lengthUnit`, the text as shown. */
  maxLength?: number;
  /** What `maxLength` counts; only with `maxLength`. */
  lengthUnit?: LengthUnit;
}

/** `{"kind": "text"}`: free text, optionally limited to some characters. */
export interface TextSpec extends CommonSpec, LengthLimit {
  kind: 'text';
  /** Only these characters are accepted (with `allowedClasses`, either is enough). */
  allowed?: string;
  allowedClasses?: readonly CharacterClass[];
  /** Characters refused even when allowed. */
  excluded?: string;
  excludedClasses?: readonly CharacterClass[];
  /** Typed and pasted letters are converted. */
  case?: 'upper' | 'lower';
  /** `"filter"` (default): drop what is not accepted; `"reject"`: refuse the whole paste. */
  onPaste?: 'filter' | 'reject';
  /** `"truncate"` (default): keep what fits; `"reject"`. */
  onOverflow?: 'truncate' | 'reject';
  /** `true` to accept newlines and tabs. */
  multiline?: boolean;
}

/** `{"kind": "integer"}`: a whole number; the value is digits with an optional `-`. */
export interface IntegerSpec extends CommonSpec, LengthLimit {
  kind: 'integer';
  min?: IntegerBound;
  max?: IntegerBound;
  /** Show the locale's grouping separators as the user types (default `false`). */
  grouping?: boolean;
  onCommit?: NumberCommit;
}

/** `{"kind": "decimal"}`: an exact decimal number; the value is plain (`"12.5"`). */
export interface DecimalSpec extends CommonSpec, LengthLimit {
  kind: 'decimal';
  min?: DecimalBound;
  max?: DecimalBound;
  /** Digits after the separator, 0 to 37. */
  maxFractionDigits?: number;
  /** Digits before the separator, 1 to 38. */
  maxIntegerDigits?: number;
  /** Accept an exponent (`1.5e3`); the value stays plain. */
  scientific?: boolean;
  grouping?: boolean;
  onCommit?: NumberCommit;
  rounding?: Rounding;
}

/** `{"kind": "money"}`: an amount in a currency, shown formatted in the locale. */
export interface MoneySpec extends CommonSpec, LengthLimit {
  kind: 'money';
  /** Required: an ISO 4217 code in capitals (`"USD"`, `"EUR"`, `"JPY"`). */
  currency: string;
  /** `"free"` (default) or `"cashRegister"`: digits fill from the smallest unit. */
  entry?: 'free' | 'cashRegister';
  /** All digits, integer and fraction; at most 38, default 15. */
  maxDigits?: number;
  min?: DecimalBound;
  max?: DecimalBound;
  /** Accept amounts below zero (default `false`). */
  allowNegative?: boolean;
  onCommit?: NumberCommit;
  rounding?: Rounding;
}

/** `{"kind": "choice"}`: one of a list of options, completed on commit. */
export interface ChoiceSpec extends CommonSpec, LengthLimit {
  kind: 'choice';
  /** Required: a non-empty array of non-empty strings, each listed once. */
  options: readonly string[];
  /** The first allowed option, spelled as in `options`. */
  min?: string;
  /** The last allowed option, spelled as in `options`. */
  max?: string;
  caseSensitive?: boolean;
}

/** A mask's own slot character (`notations` in `MaskSpec`). */
export interface MaskNotation {
  /** The characters the slot takes (with `classes`, either is enough; one of them is required). */
  characters?: string;
  classes?: readonly CharacterClass[];
  /** Whether the slot may stay empty (default `false`). */
  optional?: boolean;
}

/** `{"kind": "mask"}`: a fixed layout in input-mask-ios's format syntax (`"+1 ([000]) [000]-[0000]"`). */
export interface MaskSpec extends CommonSpec, LengthLimit {
  kind: 'mask';
  /** The format; required unless `formats` is given. */
  format?: string;
  /** More formats the field may use; alone, all of them, the first one primary. */
  formats?: readonly string[];
  affinity?: 'wholeString' | 'prefix' | 'capacity' | 'extractedValueCapacity';
  /** More slot characters, each key a single character. */
  notations?: { [character: string]: MaskNotation };
  /** Show the literals after a typed character at once (default `true`). */
  autocomplete?: boolean;
  /** Backspace over the literals at the end also removes the slot character before them. */
  autoskip?: boolean;
  backspaceOverLiteral?: 'deleteSlot' | 'skip';
  /** A typed character replaces the slot character after the caret. */
  overwrite?: boolean;
  onCommit?: 'keep' | 'revert' | 'clear';
}

/** `{"kind": "oneTimeCode"}`: a code sent by SMS or e-mail. Its length is its own. */
export interface OneTimeCodeSpec extends CommonSpec {
  kind: 'oneTimeCode';
  /** The number of digits, 4 to 10 (default 6). */
  length?: number;
}

/** `{"kind": "iban"}`: an International Bank Account Number; no keys of its own. */
export interface IBANSpec extends CommonSpec {
  kind: 'iban';
}

/** `{"kind": "date"}`: a date, a time or both, checked against the calendar at every key. */
export interface DateSpec extends CommonSpec {
  kind: 'date';
  /** The pattern (`"dd.MM.yyyy"`, `"HH:mm"`, `"MM/yy"`); default: the locale's short date. */
  format?: string;
  /** The earliest value, in ISO 8601 with the pattern's fields (`"1900-01-01"`, `"14:30"`). */
  min?: string;
  /** The latest value, written as `min`. */
  max?: string;
}

/** A payment card brand, as `brands` lists it and a card field's `brand` detail tells it. */
export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'maestro'
  | 'mir';

/** `{"kind": "card"}`: a payment card number, grouped by its brand. */
export interface CardSpec extends CommonSpec {
  kind: 'card';
  /** The brands accepted (every brand when absent). */
  brands?: readonly CardBrand[];
}

/** `{"kind": "phone"}`: a phone number of any country, laid out as it is typed. */
export interface PhoneSpec extends CommonSpec {
  kind: 'phone';
  /** Required: where the user dials from, an ISO 3166-1 alpha-2 code (`"DE"`, `"US"`). */
  region: string;
  /** The regions whose numbers are accepted (`"001"`: non-geographic numbers). */
  allowedRegions?: readonly string[];
  /** Show every number in its international format (default `false`). */
  international?: boolean;
}

/** A rule spec of any built-in kind. */
export type RuleSpec =
  | TextSpec
  | IntegerSpec
  | DecimalSpec
  | MoneySpec
  | ChoiceSpec
  | MaskSpec
  | OneTimeCodeSpec
  | IBANSpec
  | DateSpec
  | CardSpec
  | PhoneSpec;

/** The spec of one kind: `SpecOf<'money'>` is `MoneySpec`. */
export type SpecOf<K extends Kind> = Extract<RuleSpec, { kind: K }>;

/**
 * A spec as the functions take it: an object, or its JSON text, which goes to the engine exactly
 * as written (not checked here).
 */
export type SpecInput = RuleSpec | string;

// ---------------------------------------------------------------------------------------------
// Form specs: the JSON `inputrules check --form` reads (docs/cli.md, "Forms").

/** One field of a form spec. */
export interface FormSpecField {
  /** The name values are posted under (an input's `name`). */
  name: string;
  /** The field's rule spec; a form's fields share its `locale`. */
  rule: RuleSpec;
  /** What messages call the field: one label, or one per language tag. Default: the name. */
  label?: string | Readonly<Record<string, string>>;
  /** Whether a value must be given (default `false`). */
  required?: boolean;
  /** Whether focus moves on once the field is complete by typing at its end (default `false`). */
  advance?: boolean;
}

/** A rule between a form's fields, by field names. */
export type FormRuleSpec =
  | { rule: 'equal'; fields: readonly [string, string] }
  | { rule: 'order'; fields: readonly [string, string]; strict?: boolean; gap?: string | number }
  | { rule: 'oneOf'; fields: readonly string[] }
  | { rule: 'requiredIf'; field: string; when: string; equals?: string | number }
  | { rule: 'securityCode'; field: string; card: string };

/** A form spec, the JSON `inputrules check --form` reads. */
export interface FormSpec {
  /** The form's locale, for every field. */
  locale?: string;
  fields: readonly FormSpecField[];
  rules?: readonly FormRuleSpec[];
}

/** A form spec as an object or its JSON text. */
export type FormSpecInput = FormSpec | string;
