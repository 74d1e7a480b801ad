// Locale data from `Intl`: the symbols a number, an amount or a date is shown with, resolved
// in the page the way the `inputrules` command resolves them from Foundation (see docs/web.md,
// "How locale data is resolved"). The engine holds no locale data; a field hands it these.

// Marks that steer bidirectional text but show nothing; Foundation's resolution drops them
// around patterns, so this one does too.
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;
const DIGIT = /\p{Nd}/u;

/**
 * The locale values the engine needs for a spec: the JSON object of the wasm ABI
 * (`{"number", "currencyNumber", "currency", "datePattern"}`), resolved from `Intl` the way the
 * `inputrules` command resolves them from Foundation.
 *
 * Which values are resolved is the spec's kind's `localeData` in `kinds`, the module's list of
 * kinds (`rules.kinds`; `rules.resolveLocale(spec, locale)` passes it): `numbers` gives
 * `number`, `money` gives `currencyNumber` and the spec's `currency`, `dates` gives
 * `datePattern` (which the engine uses when the spec has no `format`) and `number` (whose
 * digits a date shows), and `none`, or a kind
 * the list does not have, gives nothing. Without `kinds` no list of kinds is assumed: every
 * value the spec could use is resolved (`currency` only when the spec names one), and the
 * engine takes what its kind reads.
 *
 * @param {object | string} spec the rule spec, or its JSON text
 * @param {string} [locale] the locale, overriding the spec's `locale` key as the command's
 *   `--locale` does; without it, the spec's key; ICU identifiers
 *   (`de_DE`, `ar_EG@numbers=latn`) and BCP 47 tags (`de-DE`) are both understood. The default
 *   is the browser's language, or `en-US` outside a browser.
 * @param {ReadonlyArray<{kind: string, localeData: string}>} [kinds] the module's kinds
 *   (`rules.kinds`), which say what locale data each kind is built from.
 * @returns {object} the locale values; `{}` when the kind needs none or the spec is unreadable
 *   (the engine then reports the spec's problem).
 */
export function resolveLocale(spec, locale, kinds) {
  let object = spec;
  if (typeof spec === 'string') {
    try {
      object = JSON.parse(spec);
    } catch {
      return {};
    }
  }
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return {};
  const needs = kinds ? localeDataOf(kinds, object.kind) : ALL;
  if (needs === 'none') return {};
  const tag = intlLocale(fieldLocale(object, locale));
  const values = {};
  if (needs === 'numbers' || needs === 'dates' || needs === ALL) values.number = numberSymbols(tag);
  if (needs === 'money' || needs === ALL) {
    values.currencyNumber = currencyNumberSymbols(tag, object.currency);
    const currency = currencySymbols(object.currency, tag);
    if (currency) values.currency = currency;
  }
  if (needs === 'dates' || needs === ALL) values.datePattern = datePattern(tag);
  return values;
}

/**
 * The locale a field under `spec` is in, as `resolveLocale` resolves its data: `locale`, else
 * the spec's `locale` key (as the command's `--locale` overrides the key), else the browser's
 * language, else `en-US`. The field's messages are told in its language, with its digits,
 * unless the page names another language.
 *
 * @param {object | string} spec the rule spec, or its JSON text
 * @param {string} [locale] the locale the page names
 * @returns {string} the locale identifier, as given (`de_DE` or `de-DE`)
 */
export function fieldLocale(spec, locale) {
  let object = spec;
  if (typeof spec === 'string') {
    try {
      object = JSON.parse(spec);
    } catch {
      object = null;
    }
  }
  const own =
    object !== null && typeof object === 'object' && typeof object.locale === 'string'
      ? object.locale
      : undefined;
  const identifier =
    locale ??
    own ??
    (typeof navigator !== 'undefined' ? navigator.language : undefined) ??
    'en-US';
  return identifier || 'en-US';
}

// Everything, for `resolveLocale` without a list of kinds.
const ALL = 'all';

/** The `localeData` of the kind named `name` in `kinds`; `none` when it has no such kind. */
function localeDataOf(kinds, name) {
  if (typeof name !== 'string') return 'none';
  for (const entry of kinds) {
    if (entry.kind === name) return entry.localeData ?? 'none';
  }
  return 'none';
}

// ICU keywords (`@numbers=arab`) as BCP 47 Unicode extension keys.
const KEYWORDS = { numbers: 'nu', calendar: 'ca', currency: 'cu', collation: 'co', hours: 'hc' };

/**
 * A locale identifier as a BCP 47 tag Intl accepts: `de_DE` → `de-DE`,
 * `ar_EG@numbers=latn` → `ar-EG-u-nu-latn`. An identifier Intl cannot read becomes `und`, the
 * root locale, as Foundation gives an unknown identifier its root data.
 */
function intlLocale(identifier) {
  const [base, keywords = ''] = String(identifier).split('@');
  let tag = base.replace(/_/g, '-');
  const extension = [];
  for (const keyword of keywords.split(/[;,]/)) {
    const [key, value] = keyword.split('=').map((s) => s?.trim().toLowerCase());
    if (!key || !value) continue;
    const short = KEYWORDS[key] ?? (key.length === 2 ? key : null);
    if (!short) continue;
    extension.push(short, short === 'ca' && value === 'gregorian' ? 'gregory' : value);
  }
  if (extension.length > 0) tag += '-u-' + extension.join('-');
  for (const candidate of [tag, base.replace(/_/g, '-')]) {
    try {
      return Intl.getCanonicalLocales(candidate)[0];
    } catch {
      // try the next, simpler form
    }
  }
  return 'und';
}

function part(parts, type) {
  return parts.find((p) => p.type === type)?.value;
}

/**
 * A sign or symbol with the bidi marks ICU formats around it: Intl reports them as separate
 * literals (ar-EG's minus sign is U+061C then `-`), while Foundation's symbols keep them.
 */
function withAdjacentMarks(parts, index) {
  let text = parts[index].value;
  for (let i = index - 1; i >= 0 && isOnlyMarks(parts[i]); i--) text = parts[i].value + text;
  return text;
}

function isOnlyMarks(p) {
  return p.type === 'literal' && p.value !== '' && p.value.replace(BIDI_MARKS, '') === '';
}

/** Number symbols of the locale, as `NumberSymbols(locale:)` resolves them. */
function numberSymbols(tag) {
  const parts = new Intl.NumberFormat(tag).formatToParts(-1234567.5);
  const minusIndex = parts.findIndex((p) => p.type === 'minusSign');
  return {
    decimalSeparator: part(parts, 'decimal') ?? '.',
    groupingSeparator: part(parts, 'group') ?? ',',
    ...groupingSizes(tag),
    minusSign: minusIndex >= 0 ? withAdjacentMarks(parts, minusIndex) : '-',
    digits: localeDigits(tag),
    asciiDecimalSeparator: latinDecimalSeparator(tag, {}),
  };
}

/**
 * The symbols of amounts: the number symbols with the separators the locale uses for money
 * (de-AT groups amounts with `.` and plain numbers with a space).
 */
function currencyNumberSymbols(tag, code) {
  const symbols = numberSymbols(tag);
  const style = currencyStyle(code);
  const parts = new Intl.NumberFormat(tag, style).formatToParts(1234567.5);
  const decimal = part(parts, 'decimal');
  if (decimal) symbols.decimalSeparator = decimal;
  const group = part(parts, 'group');
  if (group) symbols.groupingSeparator = group;
  symbols.asciiDecimalSeparator = latinDecimalSeparator(tag, style);
  return symbols;
}

/**
 * A currency style that always shows two fraction digits (so JPY still shows the separator),
 * in the spec's currency when it is one, else in US dollars.
 */
function currencyStyle(code) {
  return {
    style: 'currency',
    currency: isCurrency(code) ? code : 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  };
}

/** `.` or `,`: the decimal separator the locale writes with ASCII digits; else `null`. */
function latinDecimalSeparator(tag, style) {
  const parts = new Intl.NumberFormat(tag, { ...style, numberingSystem: 'latn' }).formatToParts(
    1234.5,
  );
  const separator = part(parts, 'decimal');
  return separator === '.' || separator === ',' ? separator : null;
}

/** The ten digits the locale formats with, read from formatting 0 through 9. */
function localeDigits(tag) {
  const format = new Intl.NumberFormat(tag, { useGrouping: false });
  let digits = '';
  for (let d = 0; d <= 9; d++) {
    const digit = [...format.format(d)].find((c) => DIGIT.test(c));
    if (!digit) return '0123456789';
    digits += digit;
  }
  return digits;
}

/** Primary and secondary grouping sizes, read from how the locale formats 1234567890. */
function groupingSizes(tag) {
  const shown = new Intl.NumberFormat(tag).format(1234567890).replace(BIDI_MARKS, '');
  const runs = shown.split(/\P{Nd}+/u).filter((run) => run.length > 0).map((run) => [...run].length);
  if (runs.length < 2) return { groupingSize: 0, secondaryGroupingSize: 0 };
  const primary = runs[runs.length - 1];
  const secondary = runs.length >= 3 ? runs[runs.length - 2] : primary;
  return { groupingSize: primary, secondaryGroupingSize: secondary === primary ? 0 : secondary };
}

let currencies;

/**
 * Whether `code` is an ISO 4217 currency the browser knows. Where `Intl.supportedValuesOf` is
 * missing, any three capital letters count and the engine has the last word.
 */
function isCurrency(code) {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  if (typeof Intl.supportedValuesOf !== 'function') return true;
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

/**
 * The currency as the locale writes it, as `CurrencySymbols(currencyCode:locale:)` resolves it:
 * symbol, side, exact spacing (U+00A0 in de-DE) without bidi marks, the currency's minor-unit
 * digits, and other spellings understood in pastes (the en-US symbol, 円 for JPY, 元 for CNY).
 * `null` when `code` is not a currency.
 */
function currencySymbols(code, tag) {
  if (!isCurrency(code)) return null;
  const options = { style: 'currency', currency: code };
  const minorUnitDigits = new Intl.NumberFormat(tag, options).resolvedOptions().maximumFractionDigits;
  const parts = new Intl.NumberFormat(tag, { ...options, useGrouping: false }).formatToParts(1234.5);
  const symbolIndex = parts.findIndex((p) => p.type === 'currency');
  const isNumber = (p) => p.type === 'integer' || p.type === 'fraction' || p.type === 'decimal';
  const first = parts.findIndex(isNumber);
  const last = parts.findLastIndex(isNumber);
  let symbol = code;
  let position = 'before';
  let spacing = '';
  if (symbolIndex >= 0 && first >= 0) {
    // A symbol's own trailing marks (ar-EG's "د.ك." + U+200F) are part of it, as in
    // Foundation; marks before it belong to the pattern.
    let end = symbolIndex + 1;
    symbol = parts[symbolIndex].value;
    while (end < parts.length && isOnlyMarks(parts[end])) symbol += parts[end++].value;
    const between =
      symbolIndex < first ? parts.slice(end, first) : parts.slice(last + 1, symbolIndex);
    position = symbolIndex < first ? 'before' : 'after';
    spacing = between
      .filter((p) => p.type === 'literal')
      .map((p) => p.value)
      .join('')
      .replace(BIDI_MARKS, '')
      .replace(/-/g, '');
  }
  const alternateSymbols = [];
  const english = part(new Intl.NumberFormat('en-US', options).formatToParts(1), 'currency');
  if (english && english !== symbol && english !== code) alternateSymbols.push(english);
  // How people write these amounts in words after the number, which CLDR does not list as a
  // symbol: 1234円 (Japanese), 1234元 (Chinese).
  const customary = { JPY: ['円'], CNY: ['元'] }[code] ?? [];
  for (const spelling of customary) {
    if (spelling !== symbol && !alternateSymbols.includes(spelling)) alternateSymbols.push(spelling);
  }
  return { code, symbol, position, spacing, minorUnitDigits, alternateSymbols };
}

/**
 * The locale's numeric short date with two-digit day and month and a four-digit year, in its
 * order and with its separators (`dd.MM.yyyy` in de-DE, `MM/dd/yyyy` in en-US, `yyyy/MM/dd` in
 * ja-JP), normalized as `DateFormat(locale:)` normalizes Foundation's pattern: other fields
 * (an era) and words (bg-BG's `г.`) are dropped with the separators after them, bidi marks are
 * dropped, spaces at the ends trimmed; without a day, a month and a year, `yyyy-MM-dd`.
 */
function datePattern(tag) {
  const parts = new Intl.DateTimeFormat(tag, {
    year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2024, 1, 9)));
  const fields = { day: 'dd', month: 'MM', year: 'yyyy' };
  let pattern = '';
  let dropping = false;
  const seen = new Set();
  for (const p of parts) {
    if (fields[p.type]) {
      if (!seen.has(p.type)) pattern += fields[p.type];
      seen.add(p.type);
      dropping = false;
    } else if (p.type === 'literal') {
      for (const character of p.value.replace(BIDI_MARKS, '')) {
        if (/\p{L}/u.test(character)) dropping = true;
        else if (!dropping) pattern += character;
      }
    } else {
      dropping = true; // another field: an era, a related year
    }
  }
  pattern = pattern.trim();
  return seen.size === 3 ? pattern : 'yyyy-MM-dd';
}

/**
 * The locale tag with the numbering system this browser formats its numbers with
 * (`ar` → `ar-u-nu-latn`, `ar-EG` → `ar-EG-u-nu-arab`), so the engine writes the numbers in
 * messages with the digits the field shows, as `Intl` resolves them; a tag that already names
 * an extension, or that `Intl` refuses, as it is.
 *
 * A well-formed tag of a language that writes Latin digits in every region (`en-US`, `de-DE`,
 * `ja`) is `latn` without asking `Intl`: the first `Intl.NumberFormat` a page makes costs tens
 * of milliseconds, which a field that needs no locale data (a mask) would otherwise pay.
 */
export function withNumberingSystem(tag) {
  if (/-u-|@/.test(tag)) return tag;
  const language = /^([a-z]{2,3})(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$/.exec(tag)?.[1];
  if (language !== undefined && LATIN_DIGITS.has(language)) return `${tag}-u-nu-latn`;
  const cached = NUMBERING_SYSTEMS.get(tag);
  if (cached !== undefined) return cached;
  let resolved;
  try {
    resolved = `${tag}-u-nu-${new Intl.NumberFormat(tag).resolvedOptions().numberingSystem}`;
  } catch {
    resolved = tag;
  }
  NUMBERING_SYSTEMS.set(tag, resolved);
  return resolved;
}

// Languages whose numbers are written with Latin digits by default in every region CLDR has
// for them (their native digits, where they have any, are only an option), so `Intl` resolves
// `latn` for any tag of theirs, with or without a script or region.
const LATIN_DIGITS = new Set([
  'en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'tr', 'ja', 'ko', 'zh', 'he', 'sv',
  'da', 'nb', 'fi', 'cs', 'uk',
]);

// What `Intl` resolved for other tags, once per page: the answer does not change.
const NUMBERING_SYSTEMS = new Map();

/**
 * Locale values as the engine's ABI takes them: JSON text as it is, an object as JSON, and
 * nothing (`null`, `{}`) as no text, the canonical notation.
 */
export function valuesText(values) {
  if (values == null || (typeof values === 'object' && Object.keys(values).length === 0)) return '';
  return typeof values === 'string' ? values : JSON.stringify(values);
}
