import InputRules
import InputRulesLocale
import InputRulesNumbers
import InputRulesTestSupport

/// A rule decoded from an input, with what its laws need: the keys that type in it, the keys
/// that complete its text, and the test's own description of its values.
struct DecodedRule<R: InputRule> {
  var rule: R
  /// The rule as Swift code, to rebuild it in a regression test.
  var spec: String
  /// Keys of this rule (its digits, separators, symbols, letters), added to the shared alphabet.
  var keys: [String]
  var laws: Set<FieldLaw>
  var pasteKeepsWhatFits = false
  var completionKeys: [String] = []
  /// The most keys `noDeadEnd` presses: three for numbers (the lower bounds below are at most
  /// three keys from any first key, a leading zero included, and an exponent such as "e-9" is
  /// three keys), the longest option for choices.
  var completionDepth = 3
  var valueProblem: ((R.Value) -> String?)?
  /// Canonical strings worth setting (bounds, options), besides the values the field reaches.
  var canonicalSamples: [String] = []
  /// Violations the rule's own law tests exempt (the reason the rule is made for, such as a
  /// failing checksum shown as invalid rather than refused).
  var exempt: ((LawViolation) -> Bool)? = nil
}

/// The laws that hold for every rule.
let generalLaws = Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
  .subtracting(FieldLaw.reformattingLaws)

/// The laws that hold for every rule that lays raw characters out (masks, codes, IBANs, cards,
/// dates): the general ones, `retypeRestores` and `showsWhatItTakes`.
let layoutLaws = generalLaws.union(FieldLaw.reformattingLaws)

/// A Swift literal for an optional value's description.
private func literal<T>(_ value: T?) -> String {
  value.map { "\($0)" } ?? "nil"
}

func quoted(_ text: String) -> String { FieldAction.quoted(text) }

// MARK: - Text

/// Characters text rules allow or exclude by name: ASCII letters and digits, punctuation,
/// accents precomposed and not, case mappings that change length, CJK, emoji, a flag, a keycap,
/// non-ASCII digits, a line break, a tab and a lone combining accent.
private let textPool: [String] = [
  "a", "b", "c", "x", "A", "B", "0", "1", "5", " ", "-", ".", "é", "e\u{301}", "\u{301}", "ß",
  "İ", "Σ", "日", "👍🏽", "🇩🇪", "5\u{FE0F}\u{20E3}", "١", "\n", "\t", "\u{200D}",
]

/// Picks a few elements of `pool` with two bytes of mask.
private func subset(_ pool: [String], _ reader: inout ByteReader) -> String {
  let mask = UInt32(reader.byte()) | UInt32(reader.byte()) << 8 | UInt32(reader.byte()) << 16
  var result = ""
  for (index, element) in pool.enumerated() where mask & (1 << UInt32(index % 24)) != 0 {
    result += element
  }
  return result
}

func decodeTextRule(_ reader: inout ByteReader) -> DecodedRule<TextRule> {
  var rule = TextRule()
  var spec = "TextRule()"
  var keys: [String] = []
  let flags = reader.byte()
  if flags & 1 != 0 {
    let allowed = subset(textPool, &reader)
    rule = rule.allowing(allowed)
    spec += ".allowing(\(quoted(allowed)))"
    keys += allowed.map(String.init)
  }
  if flags & 2 != 0 {
    let classes = CharacterClasses(rawValue: reader.byte() & 0x0F)
    rule = rule.allowing(classes)
    spec += ".allowing(CharacterClasses(rawValue: \(classes.rawValue)))"
  }
  if flags & 4 != 0 {
    let excluded = subset(textPool, &reader)
    rule = rule.excluding(excluded)
    spec += ".excluding(\(quoted(excluded)))"
    keys += excluded.map(String.init)
  }
  if flags & 8 != 0 {
    let classes = CharacterClasses(rawValue: reader.byte() & 0x0F)
    rule = rule.excluding(classes)
    spec += ".excluding(CharacterClasses(rawValue: \(classes.rawValue)))"
  }
  if flags & 16 != 0 {
    let letterCase: TextRule.LetterCase = reader.chance(2) ? .upper : .lower
    rule = rule.converting(to: letterCase)
    spec += ".converting(to: .\(letterCase))"
  }
  if flags & 32 != 0 {
    rule = rule.multiline()
    spec += ".multiline()"
  }
  if flags & 64 != 0 {
    rule = rule.onPaste(.reject)
    spec += ".onPaste(.reject)"
  }
  if flags & 128 != 0 {
    rule = rule.onOverflow(.reject)
    spec += ".onOverflow(.reject)"
  }
  for _ in 0..<reader.below(3) {
    let count = reader.below(24)
    let unit = reader.pick(LengthUnit.allCases)
    rule = rule.maximumLength(count, in: unit)
    spec += ".maximumLength(\(count), in: .\(unit))"
  }
  let extras = reader.byte()
  if extras & 1 != 0 {
    rule = rule.excluding(where: { $0.isPunctuation })
    spec += ".excluding(where: { $0.isPunctuation })"
  }
  if extras & 2 != 0 {
    rule = rule.allowing(where: { !$0.isNumber || $0.isASCII })
    spec += ".allowing(where: { !$0.isNumber || $0.isASCII })"
  }
  if extras & 4 != 0 {
    let count = 1 + reader.below(12)
    rule = rule.combined(with: TextRule.maximumLength(count, in: .utf16))
    spec += ".combined(with: TextRule.maximumLength(\(count), in: .utf16))"
  }
  if extras & 8 != 0 {
    rule = rule.transformingInput { String($0.map { $0 == "-" ? "_" : $0 }) }
    spec += ".transformingInput { String($0.map { $0 == \"-\" ? \"_\" : $0 }) }"
  }
  var laws = Set(FieldLaw.allCases).subtracting(FieldLaw.reformattingLaws)
  if rule.hasInputTransforms { laws.remove(.pasteMatchesTyping) }
  return DecodedRule(
    rule: rule, spec: spec, keys: keys, laws: laws,
    pasteKeepsWhatFits: rule.onPaste == .filter && rule.onOverflow == .truncate,
    canonicalSamples: ["abc", "ABC", "a\nb", "ß", "12"])
}

// MARK: - Choice

/// Option labels: sizes (one a prefix of another), words with case mappings and accents,
/// full-width and ASCII digits, CJK, an emoji flag and labels with spaces.
private let labelPool: [String] = [
  "S", "M", "L", "XL", "XXL", "XS", "Apple", "apricot", "Äpfel", "straße", "Σίσυφος", "ﬁne",
  "日本", "にほん", "１２", "123", "12", "a b", "e\u{301}t", "🇩🇪", "İstanbul", "Ω", "-", "0",
]

func decodeChoiceRule(_ reader: inout ByteReader) -> DecodedRule<ChoiceRule<String>>? {
  var labels: [String] = []
  let mask = UInt32(reader.byte()) | UInt32(reader.byte()) << 8 | UInt32(reader.byte()) << 16
  let rotation = reader.below(labelPool.count)
  for index in 0..<labelPool.count where mask & (1 << UInt32(index)) != 0 {
    labels.append(labelPool[(index + rotation) % labelPool.count])
  }
  if labels.isEmpty { labels = ["S", "M", "L"] }
  let lowerIndex = reader.below(labels.count + 1)
  let upperIndex = reader.below(labels.count + 1)
  let lower = lowerIndex < labels.count ? labels[lowerIndex] : nil
  let upper = upperIndex < labels.count ? labels[upperIndex] : nil
  let caseSensitive = reader.chance(2)
  guard
    let rule = try? ChoiceRule(
      options: labels, from: lower, through: upper, caseSensitive: caseSensitive)
  else { return nil }
  let allowed = Array(rule.allowedLabels)
  var keys: [String] = []
  for label in labels {
    for character in label where !keys.contains(String(character)) {
      keys.append(String(character))
    }
  }
  // Other case forms and the full-width forms input methods type.
  keys += ["s", "m", "x", "l", "ａ", "Ｓ", "１", "ß", "SS", "é"]
  return DecodedRule(
    rule: rule,
    spec: "try ChoiceRule(options: [\(labels.map(quoted).joined(separator: ", "))], "
      + "from: \(lower.map(quoted) ?? "nil"), through: \(upper.map(quoted) ?? "nil"), "
      + "caseSensitive: \(caseSensitive))",
    keys: keys, laws: generalLaws,
    completionKeys: Array(Set(allowed.flatMap { $0.map(String.init) })).sorted(),
    completionDepth: allowed.map(\.count).max() ?? 1,
    valueProblem: ValueSpecification.oneOf(allowed), canonicalSamples: labels + ["x", ""])
}

// MARK: - Numbers

/// Keys of a number field in `symbols`: its digits, separators and minus, and the other forms
/// every field reads (ASCII, full-width, U+2212), the exponent, spaces and marks.
private func numberKeys(_ symbols: NumberSymbols, currency: CurrencySymbols?) -> [String] {
  var keys = symbols.digits.map(String.init)
  keys += [
    symbols.decimalSeparator, symbols.groupingSeparator, symbols.minusSign, "0", "1", "5", "9",
    "５", "．", "，", "\u{FF0D}", "\u{2212}", "٫", "٬", "e", "E", "+", "'", "\u{A0}", "\u{202F}",
    "\u{200F}", "\u{61C}",
  ]
  if let currency {
    keys += [currency.symbol, currency.code] + currency.alternateSymbols
  }
  return keys
}

/// Keys that complete a number: ASCII digits, the separator, a minus and the exponent.
/// (`noDeadEnd` tries every sequence of them up to `completionDepth` long after each insertion
/// that leaves the text incomplete: 6e-2 is the only completion of 6 in -0.5...0.5 with four
/// fraction digits, so every digit is needed.)
private func completionKeys(_ symbols: NumberSymbols) -> [String] {
  (0...9).map(String.init) + [symbols.decimalSeparator, "-", "e"]
}

private func decodeMaxLength(_ reader: inout ByteReader) -> Int? {
  reader.chance(3) ? reader.below(16) : nil
}

// Lower bounds no more than three keys away from any first key ("0" then "100"), as
// `noDeadEnd` presses three.
private let integerMinimums: [Int?] = [nil, Int.min, -5000, -1, 0, 1, 18, 100]
private let integerMaximums: [Int?] = [nil, -1, 0, 1, 30, 100, 1000, 99_999, Int.max]

func decodeIntegerRule(_ reader: inout ByteReader) -> DecodedRule<IntegerRule>? {
  let locale = reader.pick(resolvedLocales)
  let min = reader.pick(integerMinimums)
  var max = reader.pick(integerMaximums)
  if let low = min, let high = max, low > high { max = nil }
  let grouping = reader.chance(2)
  let onCommit = reader.pick(CommitPolicy.allCases)
  let maxLength = decodeMaxLength(&reader)
  let unit = reader.pick(LengthUnit.allCases)
  guard
    let rule = try? IntegerRule(
      min: min, max: max, grouping: grouping, onCommit: onCommit, maxLength: maxLength,
      lengthUnit: unit, symbols: locale.numbers)
  else { return nil }
  let place = locale.spec == "canonical" ? "" : "locale: \(locale.spec), "
  return DecodedRule(
    rule: rule,
    spec: "try IntegerRule(\(place)min: \(literal(min)), max: \(literal(max)), "
      + "grouping: \(grouping), onCommit: .\(onCommit), maxLength: \(literal(maxLength)), "
      + "lengthUnit: .\(unit))",
    keys: numberKeys(locale.numbers, currency: nil), laws: generalLaws,
    completionKeys: completionKeys(locale.numbers),
    valueProblem: ValueSpecification.between(min, max),
    canonicalSamples: [min, max].compactMap { $0.map(String.init) } + ["0", "-7", "12345", "1.0"])
}

private let decimalMinimums: [String?] = [
  nil, "-1e38", "-1000", "-0.5", "0", "0.5", "1", "18", "9.5",
]
private let decimalMaximums: [String?] = [
  nil, "-0.5", "0", "0.5", "1", "99.5", "1000", "12345.678", "1e20",
]

private func decimal(_ text: String?) -> ExactDecimal? { text.flatMap { ExactDecimal($0) } }

func decodeDecimalRule(_ reader: inout ByteReader) -> DecodedRule<DecimalRule>? {
  let locale = reader.pick(resolvedLocales)
  let min = reader.pick(decimalMinimums)
  var max = reader.pick(decimalMaximums)
  if let low = decimal(min), let high = decimal(max), low > high { max = nil }
  let integerDigits: Int? = reader.chance(2) ? nil : reader.below(39)
  let fractionDigits: Int? = reader.chance(2) ? nil : reader.below(39)
  let scientific = reader.chance(2)
  let grouping = reader.chance(2)
  let rounding = reader.pick(Rounding.allCases)
  let onCommit = reader.pick(CommitPolicy.allCases)
  let maxLength = decodeMaxLength(&reader)
  let unit = reader.pick(LengthUnit.allCases)
  guard
    let rule = try? DecimalRule(
      min: decimal(min), max: decimal(max), maxIntegerDigits: integerDigits,
      maxFractionDigits: fractionDigits, scientific: scientific, grouping: grouping,
      rounding: rounding, onCommit: onCommit, maxLength: maxLength, lengthUnit: unit,
      symbols: locale.numbers)
  else { return nil }
  let place = locale.spec == "canonical" ? "" : "locale: \(locale.spec), "
  func bound(_ text: String?) -> String { text.map { "ExactDecimal(\"\($0)\")" } ?? "nil" }
  return DecodedRule(
    rule: rule,
    spec: "try DecimalRule(\(place)min: \(bound(min)), max: \(bound(max)), "
      + "maxIntegerDigits: \(literal(integerDigits)), "
      + "maxFractionDigits: \(literal(fractionDigits)), scientific: \(scientific), "
      + "grouping: \(grouping), rounding: .\(rounding), onCommit: .\(onCommit), "
      + "maxLength: \(literal(maxLength)), lengthUnit: .\(unit))",
    keys: numberKeys(locale.numbers, currency: nil), laws: generalLaws,
    completionKeys: completionKeys(locale.numbers),
    // An exponent takes a key more: "0." completes to 9.5 as "0.95e1".
    completionDepth: scientific ? 4 : 3,
    valueProblem: ValueSpecification.number(
      decimal(min), decimal(max), fractionDigits: rule.maxFractionDigits,
      integerDigits: rule.maxIntegerDigits),
    canonicalSamples: [min, max].compactMap { $0 } + ["0", "-0.25", "1e3", "12.345", "7"])
}

// A cash register's digits start at the minor unit: 100.000 KWD is six keys, 0.010 two.
private let moneyMinimums: [String?] = [nil, "-500", "0", "0.01", "1", "100"]
private let registerMinimums: [String?] = [nil, "-500", "0", "0.01"]
private let moneyMaximums: [String?] = [nil, "0", "0.01", "1", "100", "50000", "999999.99"]

func decodeMoneyRule(_ reader: inout ByteReader) -> DecodedRule<MoneyRule>? {
  let locale = reader.pick(resolvedLocales)
  let currency = reader.pick(locale.currencies)
  let entry = reader.pick(MoneyRule.Entry.allCases)
  let maxDigits = currency.minorUnitDigits + 1 + reader.below(38 - currency.minorUnitDigits)
  let min = reader.pick(entry == .cashRegister ? registerMinimums : moneyMinimums)
  var max = reader.pick(moneyMaximums)
  if let low = decimal(min), let high = decimal(max), low > high { max = nil }
  let allowNegative = reader.chance(2)
  let rounding = reader.pick(Rounding.allCases)
  let onCommit = reader.pick(CommitPolicy.allCases)
  let maxLength = decodeMaxLength(&reader)
  let unit = reader.pick(LengthUnit.allCases)
  guard
    let rule = try? MoneyRule(
      currency: currency, entry: entry, maxDigits: maxDigits, min: decimal(min),
      max: decimal(max), allowNegative: allowNegative, rounding: rounding, onCommit: onCommit,
      maxLength: maxLength, lengthUnit: unit, symbols: locale.money)
  else { return nil }
  let minor = currency.minorUnitDigits
  let place =
    locale.spec == "canonical"
    ? "currency: CurrencySymbols(currencyCode: \"\(currency.code)\", "
      + "locale: Locale(identifier: \"en_US\"), digits: .ascii)!, "
    : "currencyCode: \"\(currency.code)\", locale: \(locale.spec), "
  func bound(_ text: String?) -> String { text.map { "ExactDecimal(\"\($0)\")" } ?? "nil" }
  return DecodedRule(
    rule: rule,
    spec: "try MoneyRule(\(place)entry: .\(entry), maxDigits: \(maxDigits), min: \(bound(min)), "
      + "max: \(bound(max)), allowNegative: \(allowNegative), rounding: .\(rounding), "
      + "onCommit: .\(onCommit), maxLength: \(literal(maxLength)), lengthUnit: .\(unit))",
    keys: numberKeys(locale.money, currency: currency), laws: generalLaws,
    completionKeys: completionKeys(locale.money),
    valueProblem: ValueSpecification.number(
      decimal(min) ?? (allowNegative ? nil : .zero), decimal(max), fractionDigits: minor,
      integerDigits: maxDigits - minor),
    canonicalSamples: [min, max].compactMap { $0 } + ["0", "-1.5", "1234.56", "0.001", "7"])
}
