import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers
import InputRulesTestSupport
import Testing

/// `==` of the rules a locale resolves and of the Foundation bridges: rules made for one locale
/// twice are equal, for two locales that write numbers differently not; a `FormatStyleRule`
/// made with closures of its own is equal only to its copies.
struct LocaleEqualityTests {
  static let germany = Locale(identifier: "de_DE")
  static let unitedStates = Locale(identifier: "en_US")

  static let money: [EqualityCase<MoneyRule>] = [
    EqualityCase("EUR in de_DE made twice", equal: true, probe: "1234,5") {
      (
        try MoneyRule(currencyCode: "EUR", locale: germany),
        try MoneyRule(currencyCode: "EUR", locale: germany)
      )
    },
    EqualityCase("EUR vs USD in de_DE", equal: false, probe: "1234,5") {
      (
        try MoneyRule(currencyCode: "EUR", locale: germany),
        try MoneyRule(currencyCode: "USD", locale: germany)
      )
    },
    EqualityCase("EUR in de_DE vs en_US", equal: false, probe: "1234,5") {
      (
        try MoneyRule(currencyCode: "EUR", locale: germany),
        try MoneyRule(currencyCode: "EUR", locale: unitedStates)
      )
    },
  ]

  @Test(arguments: money)
  func moneyInLocales(_ c: EqualityCase<MoneyRule>) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  static let decimals: [EqualityCase<FoundationDecimalRule<DecimalRule>>] = [
    EqualityCase("de_DE made twice", equal: true, probe: "1234,5") {
      (
        FoundationDecimalRule(try DecimalRule(locale: germany)),
        FoundationDecimalRule(try DecimalRule(locale: germany))
      )
    },
    EqualityCase("de_DE vs en_US", equal: false, probe: "1234,5") {
      (
        FoundationDecimalRule(try DecimalRule(locale: germany)),
        FoundationDecimalRule(try DecimalRule(locale: unitedStates))
      )
    },
    EqualityCase("at most 10 vs 100", equal: false, probe: "50") {
      (
        FoundationDecimalRule(try DecimalRule(locale: germany, max: 10)),
        FoundationDecimalRule(try DecimalRule(locale: germany, max: 100))
      )
    },
  ]

  @Test(arguments: decimals)
  func foundationDecimals(_ c: EqualityCase<FoundationDecimalRule<DecimalRule>>) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  typealias DecimalStyleRule = FormatStyleRule<Decimal.FormatStyle>

  static let canonical: @Sendable (Decimal) -> String = { "\($0)" }
  static let fromCanonical: @Sendable (String) -> Decimal? = { Decimal(string: $0) }
  static let custom = DecimalStyleRule(
    Decimal.FormatStyle(locale: germany), canonical: canonical, fromCanonical: fromCanonical)

  static let styles: [EqualityCase<DecimalStyleRule>] = [
    EqualityCase("a de_DE style made twice", equal: true, probe: "1234,5") {
      (
        FormatStyleRule(Decimal.FormatStyle(locale: germany)),
        FormatStyleRule(Decimal.FormatStyle(locale: germany))
      )
    },
    EqualityCase("de_DE vs en_US styles", equal: false, probe: "1234,5") {
      (
        FormatStyleRule(Decimal.FormatStyle(locale: germany)),
        FormatStyleRule(Decimal.FormatStyle(locale: unitedStates))
      )
    },
    EqualityCase("2 vs 3 fraction digits", equal: false, probe: "1,5") {
      (
        FormatStyleRule(Decimal.FormatStyle(locale: germany).precision(.fractionLength(2))),
        FormatStyleRule(Decimal.FormatStyle(locale: germany).precision(.fractionLength(3)))
      )
    },
    EqualityCase("own closures, a rule and its copy", equal: true, probe: "1234,5") {
      (custom, custom)
    },
    EqualityCase("own closures passed twice", equal: false, alike: true, probe: "1234,5") {
      (
        DecimalStyleRule(
          Decimal.FormatStyle(locale: germany), canonical: canonical,
          fromCanonical: fromCanonical),
        DecimalStyleRule(
          Decimal.FormatStyle(locale: germany), canonical: canonical,
          fromCanonical: fromCanonical)
      )
    },
    EqualityCase("own closures vs plain decimals", equal: false, alike: true, probe: "1234,5") {
      (custom, FormatStyleRule(Decimal.FormatStyle(locale: germany)))
    },
  ]

  @Test(arguments: styles)
  func decimalStyles(_ c: EqualityCase<DecimalStyleRule>) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  /// Rules of an `Int` style made twice are equal; of styles in two locales not.
  @Test func integerStyles() {
    let german = FormatStyleRule(IntegerFormatStyle<Int>(locale: Self.germany))
    #expect(german == FormatStyleRule(IntegerFormatStyle<Int>(locale: Self.germany)))
    #expect(german != FormatStyleRule(IntegerFormatStyle<Int>(locale: Self.unitedStates)))
  }
}
