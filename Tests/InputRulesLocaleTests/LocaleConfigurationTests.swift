import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers
import Testing

/// `.locale(_:)` on the number configurations, and configurations as data.
@Suite("Number configurations in a locale")
struct LocaleConfigurationTests {
  static let german = Locale(identifier: "de_DE")
  static let egyptian = Locale(identifier: "ar_EG")

  @Test func localeResolvesTheSymbolsOnce() throws {
    let configuration = DecimalRule.Configuration().fractionDigits(2).grouping(.automatic)
      .locale(Self.german)
    #expect(configuration.symbols == NumberSymbols(locale: Self.german))
    var amount = InputField(rule: try DecimalRule(configuration))
    amount.type("1234,5")
    #expect(amount.text == "1.234,5")
  }

  @Test func asciiDigitsOnRequest() {
    let configuration = IntegerRule.Configuration.integer(in: 0...99)
      .locale(Self.egyptian, digits: .ascii)
    #expect(configuration.symbols == NumberSymbols(locale: Self.egyptian, digits: .ascii))
    #expect(configuration.symbols.digits == "0123456789")
  }

  /// The currency is written as the locale writes it, found by its code: the same rule as the
  /// parameter initializer with `currencyCode:locale:`.
  @Test func localeWritesTheCurrencyItsWay() throws {
    let euros = try MoneyRule(.money(.eur).allowingNegative().locale(Self.german))
    let same = try MoneyRule(currencyCode: "EUR", locale: Self.german, allowNegative: true)
    #expect(euros.configuration == same.configuration)
    #expect(euros.displayText(for: ExactDecimal("1234.5")!) == "1.234,50\u{A0}€")
  }

  @Test func startingFromACurrencyCode() throws {
    let configuration = try MoneyRule.Configuration.money(
      currencyCode: "JPY", locale: Self.german, entry: .cashRegister)
    #expect(configuration.currency.minorUnitDigits == 0)
    #expect(configuration.entry == .cashRegister)
    #expect(throws: NumberConfigurationError.unknownCurrency("ABC")) {
      try MoneyRule.Configuration.money(currencyCode: "ABC", locale: Self.german)
    }
  }

  /// A currency Foundation does not know keeps the symbols it was given.
  @Test func anUnknownCurrencyKeepsItsSymbols() {
    let test = CurrencySymbols(code: "ABC", symbol: "¤", position: .after, minorUnitDigits: 1)
    let configuration = MoneyRule.Configuration.money(test).locale(Self.german)
    #expect(configuration.currency == test)
    #expect(configuration.symbols == NumberSymbols(currencyLocale: Self.german))
  }

  @Test func integerConfigurationsRoundTripThroughJSON() throws {
    let configuration = IntegerRule.Configuration.integer(in: -5...5).grouping(.automatic)
      .maximumLength(4, in: .utf16).locale(Self.egyptian)
    let data = try JSONEncoder().encode(configuration)
    #expect(try JSONDecoder().decode(IntegerRule.Configuration.self, from: data) == configuration)
  }

  @Test func decimalConfigurationsRoundTripThroughJSON() throws {
    let configuration = DecimalRule.Configuration.decimal(
      in: ExactDecimal("-0.5")!...ExactDecimal("12.25")!, fractionDigits: 2
    ).scientific().rounding(.halfEven).locale(Self.german)
    let data = try JSONEncoder().encode(configuration)
    let decoded = try JSONDecoder().decode(DecimalRule.Configuration.self, from: data)
    #expect(decoded == configuration)
    // Bounds are written as exact strings.
    #expect(String(decoding: data, as: UTF8.self).contains(#""12.25""#))
  }

  @Test func moneyConfigurationsRoundTripThroughJSON() throws {
    let configuration = try MoneyRule.Configuration.money(
      currencyCode: "KWD", locale: Self.egyptian, entry: .cashRegister
    ).maximumDigits(9)
    let data = try JSONEncoder().encode(configuration)
    #expect(try JSONDecoder().decode(MoneyRule.Configuration.self, from: data) == configuration)
  }

  /// A decoded configuration is checked when a rule is made from it, like any other.
  @Test func aDecodedConfigurationIsCheckedWhenUsed() throws {
    let json = try JSONEncoder().encode(IntegerRule.Configuration().range(min: 1, max: 9))
      .replacing(Data(#""min":1"#.utf8), with: Data(#""min":10"#.utf8))
    let decoded = try JSONDecoder().decode(IntegerRule.Configuration.self, from: json)
    #expect(decoded.min == 10)
    #expect(throws: NumberConfigurationError.minAboveMax(min: 10, max: 9)) {
      try IntegerRule(decoded)
    }
  }
}
