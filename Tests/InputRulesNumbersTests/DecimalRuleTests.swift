import InputRules
import InputRulesNumbers
import Testing

@Suite struct DecimalRuleTests {
  static let percent = try! DecimalRule(min: 0, max: 100, maxFractionDigits: 2)
  static let money2 = try! DecimalRule(maxFractionDigits: 2, grouping: true)
  /// The classic demo's numeric field: at most 7 characters, negatives, the decimal separator and
  /// scientific notation.
  static let classicNumeric = try! DecimalRule(scientific: true, maxLength: 7)
  static let scientific = try! DecimalRule(scientific: true)
  static func rounding(_ mode: Rounding) -> DecimalRule {
    try! DecimalRule(maxFractionDigits: 2, rounding: mode)
  }
  static let german = try! DecimalRule(
    maxFractionDigits: 2, grouping: true, symbols: HandSymbols.german)
  static let germanPlain = try! DecimalRule(maxFractionDigits: 3, symbols: HandSymbols.german)
  static let french = try! DecimalRule(
    maxFractionDigits: 2, grouping: true, symbols: HandSymbols.french)
  static let arabic = try! DecimalRule(
    maxFractionDigits: 2, grouping: true, symbols: HandSymbols.arabic)
  static let swiss = try! DecimalRule(
    maxFractionDigits: 2, grouping: true, symbols: HandSymbols.swiss)
  static let clampingPercent = try! DecimalRule(
    min: 0, max: 100, maxFractionDigits: 2, onCommit: .clamp)

  @Test(arguments: [
    Case("100. is incomplete", [.type("100.")], "100.", .incomplete, "100"),
    Case(
      "100.5 is refused", [.type("100.5")], "100.", .incomplete, "100", outcome: .rejected,
      reason: .outOfRange),
    Case("100.0 is valid", [.type("100.0")], "100.0", .valid, "100"),
    Case(
      "minus is refused with min 0", [.type("-")], "", .empty, nil, outcome: .rejected,
      reason: .outOfRange),
    Case(
      "a third fraction digit is refused", [.type("1.234")], "1.23", .valid, "1.23",
      outcome: .rejected, reason: .tooManyFractionDigits),
    Case("leading separator", [.type(".5")], ".5", .valid, "0.5"),
    Case(
      "comma is grouping here: skipped", [.type("1,5")], "15", .valid, "15", outcome: .transformed),
    Case(
      "commit normalizes", [.type("007.50"), .commit], "7.5", .valid, "7.5", reason: .reformatted),
    Case("commit reverts 1. to 1", [.type("1."), .commit], "1", .valid, "1"),
    Case("commit of a lone separator empties", [.type("."), .commit], "", .empty, nil),
    Case(
      "paste with too many fraction digits is refused", [.paste("1.234")], "", .empty, nil,
      outcome: .rejected, reason: .tooManyFractionDigits),
    Case("deleting is never refused", [.type("50"), .caret(0), .type("1")], "150", .invalid, "50"),
  ])
  func percentField(_ c: Case) {
    // "deleting is never refused" types 1 before 50: 150 is out of range, so that edit is refused.
    if c.name == "deleting is never refused" {
      check(
        Self.percent,
        Case(c.name, c.steps, "50", .valid, "50", outcome: .rejected, reason: .outOfRange))
      check(
        Self.percent,
        Case("deleting", [.type("50"), .caret(1), .backspace, .type("1")], "10", .valid, "10"))
      return
    }
    check(Self.percent, c)
  }

  @Test(arguments: [
    Case(
      "grouping with fraction", [.type("1234567.89")], "1,234,567.89", caret: 12, .valid,
      "1234567.89"),
    Case(
      "backspace after separator", [.type("1234.5"), .caret(2), .backspace], "234.5", caret: 0,
      .valid, "234.5"),
    Case(
      "typing in the integer part keeps the caret", [.type("123.45"), .caret(1), .type("9")],
      "1,923.45", caret: 3, .valid, "1923.45"),
    Case("pasted grouped amount", [.paste("1,234.56")], "1,234.56", .valid, "1234.56"),
    Case("pasted with spaces around", [.paste(" 12.5 ")], "12.5", .valid, "12.5"),
  ])
  func groupedDecimal(_ c: Case) { check(Self.money2, c) }

  @Test(arguments: [
    Case("-1.5e-3 fits in 7", [.type("-1.5e-3")], "-1.5e-3", .valid, "-0.0015"),
    Case(
      "an eighth character is refused", [.type("12345678")], "1234567", .valid, "1234567",
      outcome: .rejected, reason: .tooLong),
    Case(
      "an eighth character is too long, whatever else", [.type("-1.5e-32")], "-1.5e-3", .valid,
      "-0.0015", outcome: .rejected, reason: .tooLong),
    Case(
      "a dead end at 7 is refused", [.type("123456.")], "123456", .valid, "123456",
      outcome: .rejected, reason: .tooLong),
    Case(
      "1e- at 7 would be a dead end", [.type("12345e-")], "12345e", .incomplete, "12345",
      outcome: .rejected, reason: .tooLong),
    Case("partial states", [.type("1e")], "1e", .incomplete, "1"),
    Case("partial exponent sign", [.type("1e-")], "1e-", .incomplete, "1"),
    Case("lone minus", [.type("-")], "-", .incomplete, nil),
    Case("commit turns 1.5e3 into 1500", [.type("1.5e3"), .commit], "1500", .valid, "1500"),
    Case(
      "e needs a mantissa", [.type("e")], "", .empty, nil, outcome: .rejected, reason: .notANumber),
    Case(
      "e after a bare separator is refused", [.type("1.e")], "1.", .incomplete, "1",
      outcome: .rejected),
  ])
  func classicNumericField(_ c: Case) { check(Self.classicNumeric, c) }

  @Test(arguments: [
    (Rounding.halfEven, "1.225", "1.22"), (.halfUp, "1.225", "1.23"), (.down, "1.229", "1.22"),
    (.up, "1.221", "1.23"), (.halfEven, "-1.235", "-1.24"), (.halfUp, "0.005", "0.01"),
  ])
  func pastedValuesAreRounded(mode: Rounding, pasted: String, expected: String) {
    let (field, result) = run(Self.rounding(mode), [.paste(pasted)])
    #expect(field.value?.description == expected)
    #expect(result?.reason?.code == .rounded)
    #expect(field.validity == .valid)
  }

  /// A whole-number field that rounds rounds pastes too; the separator still cannot be typed.
  @Test(arguments: [
    (Rounding.halfUp, "7.5", "8", Reason.Code.rounded), (.halfEven, "6.5", "6", .rounded),
    (.down, "-7.9", "-7", .rounded), (.up, "7.1", "8", .rounded),
    (.halfEven, "12.0", "12", .reformatted), (.reject, "12.00", "12", .reformatted),
  ])
  func wholeNumberPastesAreRounded(
    mode: Rounding, pasted: String, expected: String, reason: Reason.Code
  ) {
    let rule = try! DecimalRule(maxFractionDigits: 0, rounding: mode)
    let (field, result) = run(rule, [.paste(pasted)])
    #expect(field.value?.description == expected)
    #expect(result?.reason?.code == reason)
    let (typed, typing) = run(rule, [.type("7.")])
    #expect(typed.text == "7")
    #expect(typing?.outcome == .rejected)
    #expect(typing?.reason?.code == .tooManyFractionDigits)
  }

  /// Zeros past the allowed digits: dropped from a paste (a pasted lone zero at the end
  /// changes nothing), refused when composed, as typed; the range still decides.
  @Test func zerosPastTheAllowedDigits() throws {
    let two = try DecimalRule(maxFractionDigits: 2)
    check(
      two,
      Case(
        "a pasted zero changes nothing", [.type("1.23"), .paste("0")], "1.23", .valid, "1.23",
        outcome: .transformed, reason: .filtered))
    var composed = InputField(rule: two)
    composed.type("1.23")
    composed.setMarkedText("０")
    let result = composed.unmarkText()
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .tooManyFractionDigits)
    #expect(composed.text == "1.23")
    let percent = try DecimalRule(min: 0, max: 100, maxFractionDigits: 0)
    check(
      percent,
      Case(
        "zeros dropped, still out of range", [.paste("150.00")], "", .empty, nil,
        outcome: .rejected, reason: .outOfRange))
    let integers = try IntegerRule()
    check(
      integers,
      Case(
        "an integer field takes 12.00", [.paste("12.00")], "12", .valid, "12",
        reason: .reformatted))
    check(
      integers,
      Case(
        "but not 1.5", [.paste("1.5")], "", .empty, nil, outcome: .rejected,
        reason: .tooManyFractionDigits))
  }

  /// A key the number does not need (a plus sign) changes nothing, and says so.
  @Test(arguments: [("1e", "+"), ("5", "+")])
  func aKeyThatChangesNothingIsReported(typed: String, key: String) {
    let rule = try! DecimalRule(scientific: true)
    let (field, result) = run(rule, [.type(typed), .caret(0), .type(key)])
    #expect(field.text == typed)
    #expect(result?.outcome == .transformed)
    #expect(result?.reason?.code == .filtered)
  }

  @Test func typedDigitsAreNeverRounded() {
    let (field, result) = run(Self.rounding(.halfUp), [.type("1.239")])
    #expect(field.text == "1.23")
    #expect(result?.outcome == .rejected)
    #expect(result?.reason?.code == .tooManyFractionDigits)
  }

  @Test func setValueRoundsWhenAsked() {
    var field = InputField(rule: Self.rounding(.halfEven))
    field.setValue(ExactDecimal("2.345"))
    #expect(field.text == "2.34")
    var strict = InputField(rule: Self.percent)
    let result = strict.setValue(ExactDecimal("2.345"))
    #expect(result.outcome == .rejected)
    #expect(strict.text == "")
  }

  @Test(arguments: [
    Case("German separators", [.type("1234,5")], "1.234,5", .valid, "1234.5"),
    Case(
      "a typed period is grouping and skipped", [.type("1.234,56")], "1.234,56", .valid, "1234.56"),
    Case("pasted German number", [.paste("1.234,56")], "1.234,56", .valid, "1234.56"),
    Case(
      "pasted English number is refused, not misread", [.paste("1,234.56")], "", .empty, nil,
      outcome: .rejected),
    Case("12,50 is 12.5", [.type("12,50"), .commit], "12,5", .valid, "12.5"),
  ])
  func germanField(_ c: Case) { check(Self.german, c) }

  @Test func germanWithoutGroupingReadsPeriodsAsGrouping() {
    check(Self.germanPlain, Case("1.5 typed is 15", [.type("1.5")], "15", .valid, "15"))
    check(
      Self.germanPlain,
      Case("pasted 1.234,567", [.paste("1.234,567")], "1234,567", .valid, "1234.567"))
  }

  @Test(arguments: [
    Case("a period types the comma", [.type("12.5")], "12,5", .valid, "12.5"),
    Case(
      "narrow no-break space grouping", [.type("1234567")], "1\u{202F}234\u{202F}567", .valid,
      "1234567"),
    Case("a typed space is grouping", [.type("1 234")], "1\u{202F}234", .valid, "1234"),
    Case(
      "pasted with no-break spaces", [.paste("1\u{A0}234,5")], "1\u{202F}234,5", .valid, "1234.5"),
  ])
  func frenchField(_ c: Case) { check(Self.french, c) }

  @Test(arguments: [
    Case("ASCII typed shows Arabic-Indic", [.type("12.5")], "١٢٫٥", .valid, "12.5"),
    Case("Arabic-Indic typed", [.type("١٢٣٤")], "١٬٢٣٤", .valid, "1234"),
    Case("Persian digits typed", [.type("۱۲")], "١٢", .valid, "12"),
    Case("Devanagari digits typed", [.type("१२")], "١٢", .valid, "12"),
    Case("pasted Arabic number", [.paste("١٬٢٣٤٫٥")], "١٬٢٣٤٫٥", .valid, "1234.5"),
    Case("pasted Latin-style number", [.paste("1,234.5")], "١٬٢٣٤٫٥", .valid, "1234.5"),
    Case("minus shows the locale's sign", [.type("-5")], "\u{61C}-٥", caret: 3, .valid, "-5"),
    Case(
      "bidi marks in pastes are skipped", [.paste("\u{200F}\u{61C}-١٢")], "\u{61C}-١٢", .valid,
      "-12"),
  ])
  func arabicField(_ c: Case) { check(Self.arabic, c) }

  /// Separators that are not ASCII: which of `.` and `,` typed is the decimal separator depends
  /// on the locale's Latin-script convention (`asciiDecimalSeparator`); where it is not known, a
  /// typed `,`, which could be either, is refused with a reason naming the separator to type,
  /// never skipped as grouping (which would make 1234,5 read 12345).
  static let arabicDigitsGerman = try! DecimalRule(
    maxFractionDigits: 2, grouping: true,
    symbols: NumberSymbols(
      decimalSeparator: "\u{66B}", groupingSeparator: "\u{66C}", minusSign: "\u{61C}-",
      digits: "٠١٢٣٤٥٦٧٨٩", asciiDecimalSeparator: ","))
  static let arabicDigitsLatin = try! DecimalRule(
    maxFractionDigits: 2, grouping: true,
    symbols: NumberSymbols(
      decimalSeparator: "\u{66B}", groupingSeparator: "\u{66C}", minusSign: "\u{61C}-",
      digits: "٠١٢٣٤٥٦٧٨٩", asciiDecimalSeparator: "."))

  @Test(arguments: [
    Case("comma is the separator", [.type("1234,5")], "١٬٢٣٤٫٥", .valid, "1234.5"),
    Case("period is grouping", [.type("1.234")], "١٬٢٣٤", .valid, "1234"),
    Case(
      "a typed period is skipped", [.type("1.")], "١", .valid, "1", outcome: .transformed,
      reason: .filtered),
    Case("pasted German style", [.paste("1.234,5")], "١٬٢٣٤٫٥", .valid, "1234.5"),
    Case(
      "a misplaced pasted period is refused", [.paste("12.5")], "", .empty, nil,
      outcome: .rejected, reason: .notANumber),
  ])
  func arabicDigitsWithGermanSeparators(_ c: Case) { check(Self.arabicDigitsGerman, c) }

  @Test(arguments: [
    Case("period is the separator", [.type("1234.5")], "١٬٢٣٤٫٥", .valid, "1234.5"),
    Case("comma is grouping", [.type("1,234")], "١٬٢٣٤", .valid, "1234"),
    Case(
      "a typed comma is skipped", [.type("1,")], "١", .valid, "1", outcome: .transformed,
      reason: .filtered),
  ])
  func arabicDigitsWithLatinSeparators(_ c: Case) { check(Self.arabicDigitsLatin, c) }

  @Test(arguments: [
    Case(
      "a typed comma is refused", [.type("1234,")], "١٬٢٣٤", .valid, "1234",
      outcome: .rejected, reason: .disallowedCharacter),
    Case(
      "a full-width comma too", [.type("12，")], "١٢", .valid, "12", outcome: .rejected,
      reason: .disallowedCharacter),
    Case("period types the separator", [.type("12.5")], "١٢٫٥", .valid, "12.5"),
  ])
  func arabicDigitsWithUnknownSeparators(_ c: Case) { check(Self.arabic, c) }

  @Test func theRefusedCommaNamesTheSeparator() throws {
    var field = InputField(rule: Self.arabic)
    field.type("12")
    let result = field.type(",")
    #expect(result.outcome == .rejected)
    let message = try #require(result.reason?.message)
    #expect(message.contains("\u{66B}"), "\(message)")
    let whole = try DecimalRule(maxFractionDigits: 0, symbols: HandSymbols.arabic)
    var wholeField = InputField(rule: whole)
    wholeField.type("12")
    #expect(wholeField.type(",").outcome == .rejected)
    #expect(wholeField.value == 12)
  }

  @Test(arguments: [
    Case("comma is the alternate separator", [.type("12,5")], "12.5", .valid, "12.5"),
    Case("apostrophe grouping", [.type("1234")], "1\u{2019}234", .valid, "1234"),
    Case("ASCII apostrophe is grouping", [.paste("1'234.5")], "1\u{2019}234.5", .valid, "1234.5"),
  ])
  func swissField(_ c: Case) { check(Self.swiss, c) }

  @Test(arguments: [
    Case(
      "101 pasted clamps to 100", [.type("10"), .caret(0), .type("1")], "10", .valid, "10",
      outcome: .rejected),
    Case("incomplete 1. reverts", [.type("1."), .commit], "1", .valid, "1"),
  ])
  func clampingPercentField(_ c: Case) { check(Self.clampingPercent, c) }

  @Test func configurationErrors() {
    #expect(throws: NumberConfigurationError.minAboveMax(min: 5, max: 1)) {
      try DecimalRule(min: 5, max: 1)
    }
    #expect(throws: NumberConfigurationError.tooManyDigits(integer: 30, fraction: 10)) {
      try DecimalRule(maxIntegerDigits: 30, maxFractionDigits: 10)
    }
    #expect(throws: NumberConfigurationError.fractionDigitsOutOfRange(-1)) {
      try DecimalRule(maxFractionDigits: -1)
    }
    #expect(throws: NumberConfigurationError.noNumberFits) {
      try DecimalRule(min: ExactDecimal("0.001"), max: ExactDecimal("0.009"), maxFractionDigits: 2)
    }
  }
}

/// A refused key is told the keys the field takes, and only those.
@Suite struct RefusedKeyMessageTests {
  static let rules: [(String, any InputRule, String)] = [
    ("integer from 0", try! IntegerRule(min: 0), "Only digits can be typed here."),
    ("integer", try! IntegerRule(), "Only digits and a minus sign can be typed here."),
    (
      "decimal from 0", try! DecimalRule(min: 0, maxFractionDigits: 2),
      "Only digits and the decimal separator can be typed here."
    ),
    (
      "scientific", try! DecimalRule(scientific: true),
      "Only digits, a minus sign, the decimal separator and an exponent can be typed here."
    ),
    (
      // 1.8e1 and 180e-1 are whole numbers in range: every key has its use.
      "scientific whole numbers 18...30",
      try! DecimalRule(min: 18, max: 30, maxFractionDigits: 0, scientific: true),
      "Only digits, a minus sign, the decimal separator and an exponent can be typed here."
    ),
  ]

  @Test(arguments: 0..<rules.count)
  func messageNamesTheKeys(_ index: Int) {
    let (name, rule, message) = Self.rules[index]
    #expect(refusal(of: "a", under: rule) == message, "\(name)")
  }

  func refusal<R: InputRule>(of key: String, under rule: R) -> String? {
    var field = InputField(rule: rule)
    return field.type(key).reason?.message
  }
}
