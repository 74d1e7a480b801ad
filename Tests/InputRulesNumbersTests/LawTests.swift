import InputRules
import InputRulesNumbers
import InputRulesTestSupport
import Testing

/// Seeded random edit sequences on number rules, checked against the laws every rule keeps
/// (`InputRulesTestSupport.FieldLaws`), including the two that do not ask the rule: `noDeadEnd`
/// (a completion is searched for by typing) and `valueMeetsSpecification` (each value is checked
/// against the test's own range and digit limits).
@Suite struct NumberLawTests {
  /// What random typing and pasting is made of: digits of several scripts, both separators,
  /// minus signs, the exponent marker, grouping characters, letters, spaces, bidi marks.
  static let alphabet: [String] = [
    "0", "1", "2", "3", "5", "7", "9", "0", "1", "5", ".", ",", "-", "\u{2212}", "e", "E", "+",
    " ", "\u{A0}", "\u{202F}", "'", "\u{2019}", "٣", "٫", "٬", "۵", "३", "３", "\u{FF0D}", "a", "x",
    "$", "€", "\u{200F}", "\u{61C}", "🇩🇪", "e\u{301}",
  ]

  /// What `noDeadEnd` presses to complete text: digits, both separators, minus, exponent.
  static let completionKeys = (0...9).map(String.init) + [".", ",", "-", "e"]

  static let cases: [FieldLawCase] = [
    FieldLawCase(
      "age 18...30", try! IntegerRule(min: 18, max: 30),
      values: ValueSpecification.between(18, 30)),
    FieldLawCase(
      "negative age -30...-18", try! IntegerRule(min: -30, max: -18),
      values: ValueSpecification.between(-30, -18)),
    FieldLawCase("grouped integers", try! IntegerRule(grouping: true)),
    FieldLawCase(
      "classic positive integer", try! IntegerRule(min: 0, maxLength: 5),
      values: ValueSpecification.between(0, 99_999)),
    FieldLawCase(
      "percent", try! DecimalRule(min: 0, max: 100, maxFractionDigits: 2),
      values: ValueSpecification.number(0, 100, fractionDigits: 2)),
    FieldLawCase(
      "narrow 0.5...0.6",
      try! DecimalRule(min: ExactDecimal("0.5"), max: ExactDecimal("0.6"), maxFractionDigits: 2),
      values: ValueSpecification.number(ExactDecimal("0.5"), ExactDecimal("0.6"), fractionDigits: 2)
    ),
    FieldLawCase(
      "crossing zero", try! DecimalRule(min: -5, max: 10, maxFractionDigits: 1),
      values: ValueSpecification.number(-5, 10, fractionDigits: 1)),
    FieldLawCase(
      "classic numeric", try! DecimalRule(scientific: true, maxLength: 7),
      values: ValueSpecification.number(fractionDigits: 19, integerDigits: 19)),
    FieldLawCase(
      "scientific range",
      try! DecimalRule(min: ExactDecimal("-2.5"), max: 30, maxFractionDigits: 3, scientific: true),
      values: ValueSpecification.number(ExactDecimal("-2.5"), 30, fractionDigits: 3)),
    FieldLawCase(
      "scientific age", try! DecimalRule(min: 18, max: 30, maxFractionDigits: 0, scientific: true),
      values: ValueSpecification.number(18, 30, fractionDigits: 0)),
    FieldLawCase(
      "tiny scientific",
      try! DecimalRule(min: 0, max: ExactDecimal("0.001"), maxFractionDigits: 4, scientific: true),
      values: ValueSpecification.number(0, ExactDecimal("0.001"), fractionDigits: 4)),
    FieldLawCase(
      "grouped German",
      try! DecimalRule(maxFractionDigits: 2, grouping: true, symbols: HandSymbols.german),
      values: ValueSpecification.number(fractionDigits: 2)),
    FieldLawCase(
      "grouped Arabic",
      try! DecimalRule(
        min: -1000, max: 1000, maxFractionDigits: 2, grouping: true, symbols: HandSymbols.arabic),
      values: ValueSpecification.number(-1000, 1000, fractionDigits: 2)),
    FieldLawCase(
      "Indian, rounding",
      try! DecimalRule(
        maxFractionDigits: 2, grouping: true, rounding: .halfEven, symbols: HandSymbols.indian),
      values: ValueSpecification.number(fractionDigits: 2)),
    FieldLawCase(
      "French clamp",
      try! DecimalRule(
        min: ExactDecimal("0.5"), max: ExactDecimal("99.5"), maxFractionDigits: 1, grouping: true,
        onCommit: .clamp, symbols: HandSymbols.french),
      values: ValueSpecification.number(
        ExactDecimal("0.5"), ExactDecimal("99.5"), fractionDigits: 1)),
    FieldLawCase(
      "cash register USD",
      try! MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister, maxDigits: 9),
      values: ValueSpecification.number(0, fractionDigits: 2, integerDigits: 7)),
    FieldLawCase(
      "cash register signed, ranged",
      try! MoneyRule(
        currency: HandCurrencies.usd, entry: .cashRegister, min: -50, max: 1000,
        allowNegative: true, onCommit: .clamp),
      values: ValueSpecification.number(-50, 1000, fractionDigits: 2)),
    FieldLawCase(
      "cash register 10...20",
      try! MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister, min: 10, max: 20),
      values: ValueSpecification.number(10, 20, fractionDigits: 2)),
    FieldLawCase(
      "cash register JPY", try! MoneyRule(currency: HandCurrencies.jpy, entry: .cashRegister),
      values: ValueSpecification.number(0, fractionDigits: 0, integerDigits: 15)),
    FieldLawCase(
      "free USD", try! MoneyRule(currency: HandCurrencies.usd, rounding: .halfEven),
      values: ValueSpecification.number(0, fractionDigits: 2, integerDigits: 13)),
    FieldLawCase(
      "free USD 10...20", try! MoneyRule(currency: HandCurrencies.usd, min: 10, max: 20),
      values: ValueSpecification.number(10, 20, fractionDigits: 2)),
    FieldLawCase(
      "free EUR signed",
      try! MoneyRule(
        currency: HandCurrencies.eur, min: -100, max: 100, allowNegative: true,
        symbols: HandSymbols.german),
      values: ValueSpecification.number(-100, 100, fractionDigits: 2)),
    FieldLawCase(
      "free KWD", try! MoneyRule(currency: HandCurrencies.kwd, maxLength: 12),
      values: ValueSpecification.number(0, fractionDigits: 3, integerDigits: 12)),
    FieldLawCase(
      "signed EUR in 7 characters",
      try! MoneyRule(
        currency: HandCurrencies.eur, allowNegative: true, maxLength: 7,
        symbols: HandSymbols.german),
      values: ValueSpecification.number(fractionDigits: 2)),
    FieldLawCase(
      "clamp to a bound longer than maxLength",
      try! DecimalRule(
        min: ExactDecimal("4.5"), max: ExactDecimal("6.27564"), onCommit: .clamp, maxLength: 5),
      values: ValueSpecification.number(
        ExactDecimal("4.5"), ExactDecimal("6.27564"), fractionDigits: 19)),
  ]

  static let options = FieldLawOptions(
    steps: 1_500, alphabet: alphabet, compositionAlphabet: ["１", "２", "3", "."], maxPasteLength: 8,
    completionKeys: completionKeys)

  @Test(arguments: cases, [1, 2, 3] as [UInt64])
  func lawsHold(_ lawCase: FieldLawCase, seed: UInt64) {
    let violations = lawCase.check(seed: seed, options: Self.options)
    #expect(violations.isEmpty, "\(lawCase): \(violations.prefix(3).map(\.description))")
  }

  /// Values at and near the bounds survive display, canonical strings and setValue.
  @Test func boundaryValuesRoundTrip() {
    let percent = try! DecimalRule(min: 0, max: 100, maxFractionDigits: 2, grouping: true)
    let values = ["0", "100", "99.99", "0.01", "12.5"].map { ExactDecimal($0)! }
    #expect(FieldLaws.checkValues(percent, values: values).isEmpty)
    let integers = try! IntegerRule(grouping: true, symbols: HandSymbols.indian)
    #expect(FieldLaws.checkValues(integers, values: [Int.min, Int.max, 0, -1, 1_234_567]).isEmpty)
  }
}
