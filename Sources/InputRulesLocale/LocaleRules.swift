import Foundation
import InputRules
import InputRulesNumbers

// `.locale(_:)` for the number rules' configurations: Foundation is asked once, here, and the
// engine keeps the plain symbols it answered (`NumberSymbols`, `CurrencySymbols`), so that no
// keystroke looks anything up.

extension IntegerRule.Configuration {
  /// Reads and shows numbers in `locale`'s notation: its digits (or ASCII ones with
  /// `digits: .ascii`), separators and minus sign, resolved once, now.
  public func locale(_ locale: Locale, digits: DigitChoice = .locale) -> Self {
    symbols(NumberSymbols(locale: locale, digits: digits))
  }
}

extension DecimalRule.Configuration {
  /// Reads and shows numbers in `locale`'s notation: its digits (or ASCII ones with
  /// `digits: .ascii`), separators and minus sign, resolved once, now.
  public func locale(_ locale: Locale, digits: DigitChoice = .locale) -> Self {
    symbols(NumberSymbols(locale: locale, digits: digits))
  }
}

extension MoneyRule.Configuration {
  /// Amounts in the ISO 4217 currency `currencyCode` as `locale` writes it (symbol, its side
  /// and spacing, minor-unit digits, money separators), typed as `entry` says: the start of a
  /// chain of modifiers.
  ///
  /// - Throws: `NumberConfigurationError.unknownCurrency` for a code Foundation does not know.
  public static func money(
    currencyCode: String, locale: Locale, digits: DigitChoice = .locale,
    entry: MoneyRule.Entry = .free
  ) throws(NumberConfigurationError) -> Self {
    guard let currency = CurrencySymbols(currencyCode: currencyCode, locale: locale, digits: digits)
    else { throw .unknownCurrency(currencyCode) }
    return .money(currency, entry: entry).symbols(
      NumberSymbols(currencyLocale: locale, digits: digits))
  }

  /// Reads and shows amounts as `locale` writes money: its number symbols and its way of writing
  /// the configuration's currency (found by its code), resolved once, now. A currency Foundation
  /// does not know keeps the symbols it was given. Set the currency before the locale: a
  /// currency set afterwards is used as given.
  public func locale(_ locale: Locale, digits: DigitChoice = .locale) -> Self {
    let resolved =
      CurrencySymbols(currencyCode: currency.code, locale: locale, digits: digits) ?? currency
    return currency(resolved).symbols(NumberSymbols(currencyLocale: locale, digits: digits))
  }
}

extension IntegerRule {
  /// An integer rule in a locale's notation (symbols resolved once, here), with every other
  /// setting given as a parameter: the same rule as `IntegerRule(_:)` with
  /// `.locale(locale, digits:)` and those settings.
  ///
  /// - Throws: `NumberConfigurationError`, as `IntegerRule(_:)`.
  public init(
    locale: Locale, digits: DigitChoice = .locale, min: Int? = nil, max: Int? = nil,
    grouping: Bool = false, onCommit: CommitPolicy = .revert, maxLength: Int? = nil,
    lengthUnit: LengthUnit = .characters
  ) throws(NumberConfigurationError) {
    try self.init(
      min: min, max: max, grouping: grouping, onCommit: onCommit, maxLength: maxLength,
      lengthUnit: lengthUnit, symbols: NumberSymbols(locale: locale, digits: digits))
  }
}

extension DecimalRule {
  /// A decimal rule in a locale's notation (symbols resolved once, here), with every other
  /// setting given as a parameter: the same rule as `DecimalRule(_:)` with
  /// `.locale(locale, digits:)` and those settings.
  ///
  /// - Throws: `NumberConfigurationError`, as `DecimalRule(_:)`.
  public init(
    locale: Locale, digits: DigitChoice = .locale, min: ExactDecimal? = nil,
    max: ExactDecimal? = nil, maxIntegerDigits: Int? = nil, maxFractionDigits: Int? = nil,
    scientific: Bool = false, grouping: Bool = false, rounding: Rounding = .reject,
    onCommit: CommitPolicy = .revert, maxLength: Int? = nil, lengthUnit: LengthUnit = .characters
  ) throws(NumberConfigurationError) {
    try self.init(
      min: min, max: max, maxIntegerDigits: maxIntegerDigits,
      maxFractionDigits: maxFractionDigits, scientific: scientific, grouping: grouping,
      rounding: rounding, onCommit: onCommit, maxLength: maxLength, lengthUnit: lengthUnit,
      symbols: NumberSymbols(locale: locale, digits: digits))
  }
}

extension MoneyRule {
  /// A money rule for an ISO 4217 currency in a locale's notation (symbols resolved once, here),
  /// with every other setting given as a parameter: the same rule as `MoneyRule(_:)` with
  /// `.money(currencyCode:locale:digits:entry:)` and those settings.
  ///
  /// - Throws: `NumberConfigurationError.unknownCurrency` for a code Foundation does not know,
  ///   or another case, as `MoneyRule(_:)`.
  public init(
    currencyCode: String, locale: Locale, digits: DigitChoice = .locale, entry: Entry = .free,
    maxDigits: Int = 15, min: ExactDecimal? = nil, max: ExactDecimal? = nil,
    allowNegative: Bool = false, rounding: Rounding = .reject, onCommit: CommitPolicy = .revert,
    maxLength: Int? = nil, lengthUnit: LengthUnit = .characters
  ) throws(NumberConfigurationError) {
    let configuration = try Configuration.money(
      currencyCode: currencyCode, locale: locale, digits: digits, entry: entry)
    try self.init(
      currency: configuration.currency, entry: entry, maxDigits: maxDigits, min: min, max: max,
      allowNegative: allowNegative, rounding: rounding, onCommit: onCommit, maxLength: maxLength,
      lengthUnit: lengthUnit, symbols: configuration.symbols)
  }
}
