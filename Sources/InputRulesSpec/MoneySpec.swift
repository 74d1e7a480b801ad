import InputRules
import InputRulesForms
import InputRulesNumbers

#if canImport(InputRulesLocale)
  import Foundation
  import InputRulesLocale
#endif

/// The `money` kind: amounts in one ISO 4217 currency, exact, shown formatted in the locale as
/// the user types, typed freely or cash-register style. The value's canonical string has exactly
/// the currency's minor-unit digits (`"1234.50"` USD, `"1234"` JPY, `"1.234"` KWD).
public struct MoneySpec: KindSpec {
  public static let kind = "money"
  package static let example = KindExample(
    spec:
      #"{"kind":"money","currency":"USD","entry":"cashRegister","maxDigits":9,"locale":"en_US"}"#,
    keys: "123456", label: "Price")
  package static let localeData = LocaleData.money
  public static let keys = [
    "currency", "entry", "maxDigits", "min", "max", "allowNegative", "onCommit", "rounding",
  ]

  public var common: CommonSpec
  /// `currency`: the ISO 4217 code, in capitals (`"USD"`). Required.
  public var currency: String
  /// `entry`: `free` (default: the user types the separator) or `cashRegister`.
  public var entry: MoneyRule.Entry
  /// `maxDigits`: all digits, integer and fraction (15 by default).
  public var maxDigits: Int
  /// `min`: the smallest amount, exact.
  public var min: ExactDecimal?
  /// `max`: the largest amount, exact.
  public var max: ExactDecimal?
  /// `allowNegative`: whether amounts below zero may be entered (default false).
  public var allowNegative: Bool
  /// `onCommit`: `revert` (default) or `clamp`.
  public var onCommit: CommitPolicy
  /// `rounding`: what a pasted or set amount with more fraction digits than the currency's does.
  public var rounding: Rounding

  public init(
    common: CommonSpec = CommonSpec(), currency: String, entry: MoneyRule.Entry = .free,
    maxDigits: Int = 15, min: ExactDecimal? = nil, max: ExactDecimal? = nil,
    allowNegative: Bool = false, onCommit: CommitPolicy = .revert, rounding: Rounding = .reject
  ) {
    self.common = common
    self.currency = currency
    self.entry = entry
    self.maxDigits = maxDigits
    self.min = min
    self.max = max
    self.allowNegative = allowNegative
    self.onCommit = onCommit
    self.rounding = rounding
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    let code = try Self.currencyCode(reader)
    let total = ExactDecimal.maximumDigits
    self.init(
      common: common, currency: code,
      entry: try reader.choice("entry", from: MoneyRule.Entry.allCases.map { ($0.rawValue, $0) })
        ?? .free,
      maxDigits: try reader.integer("maxDigits", in: 1...total) ?? 15,
      min: try reader.decimalBound("min"), max: try reader.decimalBound("max"),
      allowNegative: try reader.bool("allowNegative") ?? false, onCommit: try reader.onCommit(),
      rounding: try reader.rounding())
    // The currency's minor unit does not depend on the locale.
    #if canImport(InputRulesLocale)
      let symbols = try Self.currencySymbols(code, Locale(identifier: "en_US_POSIX"))
    #else
      // Without Foundation the currency comes resolved with the locale's values.
      guard let symbols = reader.localeValues?.currency, symbols.code == code else {
        throw Self.notACurrency(code)
      }
    #endif
    let minor = symbols.minorUnitDigits
    if maxDigits <= minor {
      throw .invalid(
        "maxDigits",
        mustBe: "an integer from \(minor + 1) to \(total) for \(code), whose minor unit has "
          + "\(minor) digits", got: reader.value("maxDigits") ?? .null)
    }
    try NumberChecks.range(min: min, max: max)
    for (bound, key) in [(min, "min"), (max, "max")] {
      if let bound, bound.isNegative, !allowNegative {
        throw NumberChecks.negativeBound(key, bound)
      }
      try NumberChecks.fractionDigits(
        of: bound, key, atMost: minor, limitName: "of the minor unit of \(code)")
    }
    try NumberChecks.integerDigits(
      min: min, max: max, atMost: maxDigits - minor,
      limitName: "that \"maxDigits\" (\(maxDigits)) leaves before the \(minor) of the minor unit")
    _ = try rule(currency: symbols, symbols: .canonical, entry: entry)
  }

  /// `currency`: required, three capital letters naming an ISO 4217 currency.
  private static func currencyCode(_ reader: SpecReader) throws(SpecError) -> String {
    guard let value = reader.value("currency") else {
      throw SpecError(
        key: "currency", "missing \"currency\": the ISO 4217 code of the amounts, such as \"USD\"")
    }
    guard case .string(let code) = value else {
      throw .invalid("currency", mustBe: "an ISO 4217 currency code such as \"USD\"", got: value)
    }
    let isCode = code.count == 3 && code.allSatisfy { $0.isASCII && $0.isLetter }
    if isCode && code != code.asciiUppercased {
      throw SpecError(
        key: "currency",
        "\"currency\" must be an ISO 4217 code in capitals, got \(JSON.quoted(code)) "
          + "(did you mean \(JSON.quoted(code.asciiUppercased))?)")
    }
    guard isCode else { throw notACurrency(code, isCode: false) }
    #if canImport(InputRulesLocale)
      guard Locale.Currency.isoCurrencies.contains(Locale.Currency(code)) else {
        throw notACurrency(code)
      }
    #else
      // Without Foundation the host resolved the currency with the locale's values, or found
      // none: checked here, before the other keys, as Foundation's list is.
      guard reader.localeValues?.currency?.code == code else { throw notACurrency(code) }
    #endif
    return code
  }

  /// `code` names no ISO 4217 currency (`isCode`: it has the shape of one).
  private static func notACurrency(_ code: String, isCode: Bool = true) -> SpecError {
    SpecError(
      key: "currency",
      "\"currency\" must be an ISO 4217 currency code such as \"USD\", got \(JSON.quoted(code))"
        + (isCode ? ", which is not a currency" : ""))
  }

  #if canImport(InputRulesLocale)
    private static func currencySymbols(_ code: String, _ locale: Locale) throws(SpecError)
      -> CurrencySymbols
    {
      guard let symbols = CurrencySymbols(currencyCode: code, locale: locale) else {
        throw NumberChecks.specError(.unknownCurrency(code))
      }
      return symbols
    }
  #endif

  /// The configuration the spec describes, with a currency and number notation;
  /// `limited: false` leaves out `maxLength`.
  func configuration(
    currency: CurrencySymbols, symbols: NumberSymbols, entry: MoneyRule.Entry,
    limited: Bool = true
  ) -> MoneyRule.Configuration {
    MoneyRule.Configuration.money(currency, entry: entry)
      .maximumDigits(maxDigits)
      .range(min: min, max: max)
      .allowingNegative(allowNegative)
      .rounding(rounding)
      .onCommit(onCommit)
      .maximumLength(limited ? common.maxLength : nil, in: common.lengthUnit)
      .symbols(symbols)
  }

  /// The rule with a currency and number notation; `limited: false` leaves out `maxLength`.
  func rule(
    currency: CurrencySymbols, symbols: NumberSymbols, entry: MoneyRule.Entry,
    limited: Bool = true
  ) throws(SpecError) -> MoneyRule {
    do {
      return try MoneyRule(
        configuration(currency: currency, symbols: symbols, entry: entry, limited: limited))
    } catch {
      throw NumberChecks.specError(error)
    }
  }

  /// The rule in the context's locale, with `maxLength` checked against it.
  package func rule(in context: RuleContext, entry: MoneyRule.Entry) throws(SpecError)
    -> MoneyRule
  {
    guard let currency = context.currencySymbols(self.currency) else {
      throw NumberChecks.specError(.unknownCurrency(self.currency))
    }
    let symbols = context.currencyNumberSymbols
    let limited = try rule(currency: currency, symbols: symbols, entry: entry)
    try NumberChecks.maxLengthFits(
      unlimited: try rule(currency: currency, symbols: symbols, entry: entry, limited: false),
      candidates: [ExactDecimal(0), min, max].compactMap { $0 }, common: common)
    return limited
  }

  /// The rule in the context's locale, typed as `entry` says.
  package func rule(in context: RuleContext) throws(SpecError) -> MoneyRule {
    try rule(in: context, entry: entry)
  }

  /// Digits and a decimal separator.
  package func keyboard(for rule: MoneyRule) -> Keyboard { .decimal }

  /// `check` reads complete amounts as written, separator included, whatever the entry: a
  /// cash-register field is checked as a free-entry field with the same limits.
  package func checkRule(in context: RuleContext) throws(SpecError) -> MoneyRule {
    try rule(in: context, entry: .free)
  }
}

extension MoneySpec {
  /// Amounts, in their order.
  package func formOrdering(in context: RuleContext) throws(SpecError) -> FormOrdering? {
    .number
  }
}
