import Foundation
import InputRules
import InputRulesNumbers

extension IntegerRule {
  /// An integer rule in a locale's notation (symbols resolved once, here).
  public init(
    locale: Locale, digits: DigitChoice = .locale, min: Int? = nil, max: Int? = nil,
    grouping: Bool = false, onCommit: CommitPolicy = .revert, maxLength: Int? = nil,
    lengthUnit: LengthUnit = .characters
  ) throws(NumberRuleError) {
    try self.init(
      min: min, max: max, grouping: grouping, onCommit: onCommit, maxLength: maxLength,
      lengthUnit: lengthUnit, symbols: NumberSymbols(locale: locale, digits: digits))
  }
}

extension DecimalRule {
  /// A decimal rule in a locale's notation (symbols resolved once, here).
  public init(
    locale: Locale, digits: DigitChoice = .locale, min: ExactDecimal? = nil,
    max: ExactDecimal? = nil, maxIntegerDigits: Int? = nil, maxFractionDigits: Int? = nil,
    scientific: Bool = false, grouping: Bool = false, rounding: Rounding = .reject,
    onCommit: CommitPolicy = .revert, maxLength: Int? = nil, lengthUnit: LengthUnit = .characters
  ) throws(NumberRuleError) {
    try self.init(
      min: min, max: max, maxIntegerDigits: maxIntegerDigits,
      maxFractionDigits: maxFractionDigits, scientific: scientific, grouping: grouping,
      rounding: rounding, onCommit: onCommit, maxLength: maxLength, lengthUnit: lengthUnit,
      symbols: NumberSymbols(locale: locale, digits: digits))
  }
}

extension MoneyRule {
  /// A money rule for an ISO 4217 currency in a locale's notation (symbols resolved once, here).
  ///
  /// - Throws: `NumberRuleError` with key `currency` for a code Foundation does not know, or the
  ///   key of another impossible setting.
  public init(
    currencyCode: String, locale: Locale, digits: DigitChoice = .locale, entry: Entry = .free,
    maxDigits: Int = 15, min: ExactDecimal? = nil, max: ExactDecimal? = nil,
    allowNegative: Bool = false, rounding: Rounding = .reject, onCommit: CommitPolicy = .revert,
    maxLength: Int? = nil, lengthUnit: LengthUnit = .characters
  ) throws(NumberRuleError) {
    guard let currency = CurrencySymbols(currencyCode: currencyCode, locale: locale, digits: digits)
    else {
      throw NumberRuleError(
        key: "currency", "\"\(currencyCode)\" is not an ISO 4217 currency code.")
    }
    try self.init(
      currency: currency, entry: entry, maxDigits: maxDigits, min: min, max: max,
      allowNegative: allowNegative, rounding: rounding, onCommit: onCommit, maxLength: maxLength,
      lengthUnit: lengthUnit, symbols: NumberSymbols(currencyLocale: locale, digits: digits))
  }
}
