import InputRules

// The number rules are configured with plain values, one per kind (`IntegerRule.Configuration`,
// `DecimalRule.Configuration`, `MoneyRule.Configuration`), built with modifiers and checked once,
// here, when a rule is made from one. A value per kind rather than one for all numbers, so that
// a modifier that means nothing for a kind (fraction digits of an integer, the entry of a decimal)
// does not compile instead of failing at run time; the checks the kinds share (the range, the
// length limit, the digit limits, whether any number fits) are the functions below.

/// Why a number rule's configuration cannot work. The rules' initializers throw it; the cases
/// name what is wrong in the library's terms, and the values involved, so that an app (or the
/// rule-spec layer, which names its own keys) can say it in its own words.
public enum NumberConfigurationError: Error, Hashable, Sendable {
  /// The lower bound of the range is above the upper bound.
  case minAboveMax(min: ExactDecimal, max: ExactDecimal)
  /// The length limit is below zero.
  case negativeMaxLength(Int)
  /// The integer-digit limit is not from 1 to 38 (`ExactDecimal.maximumDigits`).
  case integerDigitsOutOfRange(Int)
  /// The fraction-digit limit is not from 0 to 37.
  case fractionDigitsOutOfRange(Int)
  /// The integer- and fraction-digit limits together are more than 38.
  case tooManyDigits(integer: Int, fraction: Int)
  /// No number in the range has digits the limits allow (0.5...0.9 with no fraction digits).
  case noNumberFits
  /// The currency's minor unit has fewer than 0 or more than 9 digits.
  case minorUnitDigitsOutOfRange(currency: String, digits: Int)
  /// The limit on all digits of an amount is not above the currency's minor-unit digits, or is
  /// above 38.
  case maxDigitsOutOfRange(Int, currency: String, minorUnitDigits: Int)
  /// The lower bound of an amount is negative, but negative amounts are not allowed.
  case negativeMinWithoutNegatives(min: ExactDecimal)
  /// The currency code is not one Foundation knows (raised where a locale resolves currencies).
  case unknownCurrency(String)
}

extension NumberConfigurationError: CustomStringConvertible {
  /// A sentence for a developer reading a log, in the library's words.
  public var description: String {
    let total = ExactDecimal.maximumDigits
    switch self {
    case .minAboveMax(let min, let max):
      return "The lower bound (\(min)) is above the upper bound (\(max))."
    case .negativeMaxLength(let count):
      return "The length limit (\(count)) must be at least 0."
    case .integerDigitsOutOfRange(let count):
      return "The integer-digit limit (\(count)) must be from 1 to \(total)."
    case .fractionDigitsOutOfRange(let count):
      return "The fraction-digit limit (\(count)) must be from 0 to \(total - 1)."
    case .tooManyDigits(let integer, let fraction):
      return
        "The integer- and fraction-digit limits (\(integer) and \(fraction)) together must be at "
        + "most \(total)."
    case .noNumberFits:
      return "No number in the range fits the digit limits."
    case .minorUnitDigitsOutOfRange(let currency, let digits):
      return "The minor unit of \(currency) has \(digits) digits; it must have from 0 to 9."
    case .maxDigitsOutOfRange(let count, let currency, let minor):
      return "The digit limit (\(count)) must be from \(minor + 1) to \(total) for \(currency)."
    case .negativeMinWithoutNegatives(let min):
      return "The lower bound (\(min)) is negative, but negative amounts are not allowed."
    case .unknownCurrency(let code):
      return "\"\(code)\" is not an ISO 4217 currency code."
    }
  }
}

/// Whether grouping separators are shown as the user types (the name and cases follow
/// Foundation's number format styles).
public enum NumberGrouping: String, Sendable, Hashable, CaseIterable {
  /// Shown where the locale puts them: `1,234,567` in en_US, `12,34,567` in hi_IN.
  case automatic
  /// Never shown: `1234567`. Typed grouping separators are still skipped.
  case never
}

#if !hasFeature(Embedded)
  extension NumberGrouping: Codable {}
#endif

/// What a number rule keeps of its configuration, in one reference, so that the rule is cheap to
/// copy, pass to generic code and keep in a field. Money also keeps its cash-register limits.
final class NumberRuleStorage<Configuration: Sendable>: Sendable {
  let configuration: Configuration
  /// The cash-register limits of a money rule (its amounts in minor units); `nil` otherwise.
  let registerLimits: NumberLimits?

  init(_ configuration: Configuration, registerLimits: NumberLimits? = nil) {
    self.configuration = configuration
    self.registerLimits = registerLimits
  }
}

// MARK: - The checks the kinds share

/// The lower bound must not be above the upper one.
func checkRange(min: ExactDecimal?, max: ExactDecimal?) throws(NumberConfigurationError) {
  if let min, let max, max < min { throw .minAboveMax(min: min, max: max) }
}

/// A length limit must be at least zero.
func checkMaxLength(_ maxLength: Int?) throws(NumberConfigurationError) {
  if let maxLength, maxLength < 0 { throw .negativeMaxLength(maxLength) }
}

/// The digit limits of a decimal rule: at most 38 together. When only one is given the other
/// gets the rest; when neither is given each is 19.
func resolveDigitLimits(integer: Int?, fraction: Int?) throws(NumberConfigurationError) -> (
  integer: Int, fraction: Int
) {
  let total = ExactDecimal.maximumDigits
  if let integer, integer < 1 || integer > total { throw .integerDigitsOutOfRange(integer) }
  if let fraction, fraction < 0 || fraction > total - 1 {
    throw .fractionDigitsOutOfRange(fraction)
  }
  switch (integer, fraction) {
  case (let i?, let f?):
    if i + f > total { throw .tooManyDigits(integer: i, fraction: f) }
    return (i, f)
  case (let i?, nil): return (i, total - i)
  case (nil, let f?): return (total - f, f)
  case (nil, nil): return (19, 19)
  }
}

/// Some number must meet the limits.
func checkNotEmpty(_ limits: NumberLimits) throws(NumberConfigurationError) {
  if limits.positive == nil && limits.negative == nil { throw .noNumberFits }
}
