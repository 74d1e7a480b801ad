import InputRules
import InputRulesNumbers
import Testing

/// A table row: what was made, what it should equal, and a name for the test report.
struct Labeled<Input: Sendable, Expected: Sendable>: Sendable, CustomTestStringConvertible {
  let name: String
  let input: Input
  let expected: Expected

  init(_ name: String, _ input: Input, _ expected: Expected) {
    self.name = name
    self.input = input
    self.expected = expected
  }

  var testDescription: String { name }
}

/// The error a rule-making closure throws, or `nil` when it makes the rule.
private func refusal<R>(_ make: () throws(NumberConfigurationError) -> R)
  -> NumberConfigurationError?
{
  do {
    _ = try make()
    return nil
  } catch {
    return error
  }
}

@Suite("Number rules made from configurations")
struct ConfigurationTests {
  // MARK: - Modifiers set what the parameter initializers set

  static let integers: [Labeled<IntegerRule.Configuration, IntegerRule.Configuration?>] = [
    Labeled(
      "a closed range", .integer(in: 18...30),
      try? IntegerRule(min: 18, max: 30).configuration),
    Labeled("from a bound up", .range(1...), try? IntegerRule(min: 1).configuration),
    Labeled("up to a bound", .range(...100), try? IntegerRule(max: 100).configuration),
    Labeled(
      "separate bounds, one of them nil", IntegerRule.Configuration().range(min: nil, max: 7),
      try? IntegerRule(max: 7).configuration),
    Labeled(
      "unbounded again", IntegerRule.Configuration.range(1...5).unbounded(),
      try? IntegerRule().configuration),
    Labeled(
      "every setting",
      .integer(in: -5...5).grouping(.automatic).onCommit(.clamp).maximumLength(4, in: .utf16)
        .symbols(NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")),
      try? IntegerRule(
        min: -5, max: 5, grouping: true, onCommit: .clamp, maxLength: 4, lengthUnit: .utf16,
        symbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")
      ).configuration),
  ]

  @Test(arguments: integers)
  func integerModifiers(_ c: Labeled<IntegerRule.Configuration, IntegerRule.Configuration?>) throws
  {
    #expect(c.input == c.expected)
    #expect(try IntegerRule(c.input).configuration == c.input)
  }

  static let decimals: [Labeled<DecimalRule.Configuration, DecimalRule.Configuration?>] = [
    Labeled(
      "a range with fraction digits", .decimal(in: 0...100, fractionDigits: 2),
      try? DecimalRule(min: 0, max: 100, maxFractionDigits: 2).configuration),
    Labeled(
      "every setting",
      .range(-1...1).integerDigits(3).fractionDigits(4).scientific().grouping(.automatic)
        .rounding(.halfEven).onCommit(.clamp).maximumLength(12),
      try? DecimalRule(
        min: -1, max: 1, maxIntegerDigits: 3, maxFractionDigits: 4, scientific: true,
        grouping: true, rounding: .halfEven, onCommit: .clamp, maxLength: 12
      ).configuration),
    Labeled(
      "scientific turned off again", DecimalRule.Configuration().scientific().scientific(false),
      try? DecimalRule().configuration),
  ]

  @Test(arguments: decimals)
  func decimalModifiers(_ c: Labeled<DecimalRule.Configuration, DecimalRule.Configuration?>) throws
  {
    #expect(c.input == c.expected)
    #expect(try DecimalRule(c.input).configuration == c.input)
  }

  static let amounts: [Labeled<MoneyRule.Configuration, MoneyRule.Configuration?>] = [
    Labeled(
      "a currency and its entry", .money(.usd, entry: .cashRegister),
      try? MoneyRule(currency: .usd, entry: .cashRegister).configuration),
    Labeled(
      "every setting",
      .money(.jpy).maximumDigits(9).range(-500...500).allowingNegative().rounding(.down)
        .onCommit(.clamp).maximumLength(10, in: .scalars),
      try? MoneyRule(
        currency: .jpy, maxDigits: 9, min: -500, max: 500, allowNegative: true, rounding: .down,
        onCommit: .clamp, maxLength: 10, lengthUnit: .scalars
      ).configuration),
    Labeled(
      "another currency", MoneyRule.Configuration.money(.usd).currency(.eur),
      try? MoneyRule(currency: .eur).configuration),
  ]

  @Test(arguments: amounts)
  func moneyModifiers(_ c: Labeled<MoneyRule.Configuration, MoneyRule.Configuration?>) throws {
    #expect(c.input == c.expected)
    #expect(try MoneyRule(c.input).configuration == c.input)
  }

  /// The rule's own properties are those of its configuration, with the digit limits a decimal
  /// rule derives.
  @Test func rulesReportTheirConfiguration() throws {
    let decimal = try DecimalRule(.range(0...10).integerDigits(5).grouping(.automatic))
    #expect(decimal.min == 0 && decimal.max == 10)
    #expect(decimal.maxIntegerDigits == 5 && decimal.maxFractionDigits == 33)
    #expect(decimal.configuration.maxFractionDigits == nil)
    #expect(decimal.grouping)
    let integer = try IntegerRule(.range(...3).grouping(.never))
    #expect(integer.min == nil && integer.max == 3 && !integer.grouping)
  }

  // MARK: - Written where a rule is expected

  @Test func integerWhereARuleIsExpected() {
    var age = InputField(rule: .integer(in: 18...30))
    #expect(age.type("5").outcome == .rejected)
    #expect(age.type("25").isAccepted)
    #expect(age.value == 25)
  }

  @Test func decimalWhereARuleIsExpected() throws {
    var price = InputField(rule: try .decimal(in: 0...100, fractionDigits: 2))
    price.type("100.")
    #expect(price.type("5").outcome == .rejected)
    #expect(price.text == "100.")
    #expect(price.validity == .incomplete)
  }

  @Test func moneyWhereARuleIsExpected() throws {
    var register = InputField(rule: try .money(.usd, entry: .cashRegister))
    register.type("123")
    #expect(register.text == "$1.23")
    #expect(register.value == ExactDecimal("1.23"))
  }

  // MARK: - Checked once, with a case for each mistake

  static let mistakes: [Labeled<NumberConfigurationError?, NumberConfigurationError>] = [
    Labeled(
      "integer bounds the wrong way round",
      refusal { () throws(NumberConfigurationError) in
        try IntegerRule(.init().range(min: 5, max: 1))
      }, .minAboveMax(min: 5, max: 1)),
    Labeled(
      "decimal bounds the wrong way round",
      refusal { () throws(NumberConfigurationError) in
        try DecimalRule(.init().range(min: ExactDecimal("0.2"), max: ExactDecimal("0.1")))
      }, .minAboveMax(min: ExactDecimal("0.2")!, max: ExactDecimal("0.1")!)),
    Labeled(
      "a negative length limit",
      refusal { () throws(NumberConfigurationError) in
        try DecimalRule(.init().maximumLength(-2))
      }, .negativeMaxLength(-2)),
    Labeled(
      "no integer digits",
      refusal { () throws(NumberConfigurationError) in try DecimalRule(.init().integerDigits(0)) },
      .integerDigitsOutOfRange(0)),
    Labeled(
      "38 fraction digits",
      refusal { () throws(NumberConfigurationError) in
        try DecimalRule(.init().fractionDigits(38))
      }, .fractionDigitsOutOfRange(38)),
    Labeled(
      "39 digits in all",
      refusal { () throws(NumberConfigurationError) in
        try DecimalRule(.init().integerDigits(20).fractionDigits(19))
      }, .tooManyDigits(integer: 20, fraction: 19)),
    Labeled(
      "a range no number of the digits allowed is in",
      refusal { () throws(NumberConfigurationError) in
        try DecimalRule.decimal(in: ExactDecimal("0.5")!...ExactDecimal("0.9")!, fractionDigits: 0)
      }, .noNumberFits),
    Labeled(
      "a minor unit of ten digits",
      refusal { () throws(NumberConfigurationError) in
        try MoneyRule.money(
          CurrencySymbols(code: "XTS", symbol: "¤", position: .before, minorUnitDigits: 10))
      }, .minorUnitDigitsOutOfRange(currency: "XTS", digits: 10)),
    Labeled(
      "no digit before the cents",
      refusal { () throws(NumberConfigurationError) in
        try MoneyRule(.money(.usd).maximumDigits(2))
      }, .maxDigitsOutOfRange(2, currency: "USD", minorUnitDigits: 2)),
    Labeled(
      "a negative lower bound without negatives",
      refusal { () throws(NumberConfigurationError) in
        try MoneyRule(.money(.usd).range(-5...5))
      }, .negativeMinWithoutNegatives(min: -5)),
  ]

  @Test(arguments: mistakes)
  func eachMistakeIsItsOwnCase(_ c: Labeled<NumberConfigurationError?, NumberConfigurationError>) {
    #expect(c.input == c.expected)
  }

  /// The library says what is wrong in its own words: no spec key names in its sentences.
  @Test(arguments: mistakes)
  func descriptionsNameNoSpecKey(_ c: Labeled<NumberConfigurationError?, NumberConfigurationError>)
  {
    let keys = [
      "min", "max", "maxLength", "maxDigits", "maxIntegerDigits", "maxFractionDigits",
      "allowNegative",
    ]
    let words = c.expected.description.split(whereSeparator: { !$0.isLetter }).map(String.init)
    #expect(!words.contains(where: keys.contains), "\(c.expected.description)")
  }
}
