import InputRules
import InputRulesNumbers

#if canImport(InputRulesLocale)
  import Foundation
  import InputRulesLocale
#endif

/// Reading the keys the number kinds share (`min`, `max`, `onCommit`, `rounding`, digit limits),
/// exactly: JSON numbers are taken from their digits as written, never through `Double`.
extension SpecReader {
  /// A whole-number bound: a JSON integer (`18`, also `1e3` or `18.0`) or a string of ASCII
  /// digits with an optional sign (`"-5"`), within `Int`.
  func integerBound(_ key: String) throws(SpecError) -> Int? {
    guard let value = object[key] else { return nil }
    let expectation = "an integer (a JSON integer or a string such as \"-5\")"
    switch value {
    case .number(let number):
      switch number.integerValue {
      case .exact(let integer): return integer
      case .tooLarge: throw .invalid(key, mustBe: Self.intRange, got: value)
      case .fractional: throw .invalid(key, mustBe: expectation, got: value)
      }
    case .string(let string):
      guard Self.isPlainInteger(string) else {
        throw .invalid(key, mustBe: expectation, got: value)
      }
      guard let integer = Int(string) else {
        throw .invalid(key, mustBe: Self.intRange, got: value)
      }
      return integer
    default:
      throw .invalid(key, mustBe: expectation, got: value)
    }
  }

  /// A decimal bound: a JSON number (`0.05`, `1.5e3`) or a string holding one (`"0.05"`,
  /// `"-1.5e3"`), exact, as `ExactDecimal` holds it: at most 38 significant digits, 38 before the
  /// separator and 38 after it.
  func decimalBound(_ key: String) throws(SpecError) -> ExactDecimal? {
    guard let value = object[key] else { return nil }
    let text: String
    switch value {
    case .number(let number): text = number.text
    case .string(let string):
      guard Self.isPlainNumber(string) else {
        throw .invalid(
          key, mustBe: "a number (a JSON number or a string such as \"-0.05\")", got: value)
      }
      text = string
    default:
      throw .invalid(
        key, mustBe: "a number (a JSON number or a string such as \"-0.05\")", got: value)
    }
    guard let decimal = ExactDecimal(text) else {
      throw .invalid(key, mustBe: Self.whyNotExact(text), got: value)
    }
    return decimal
  }

  /// What a plain number `ExactDecimal` does not hold must be instead: the one limit it goes
  /// beyond (`1e400` and `-1e38` have one significant digit, and too many before the separator).
  static func whyNotExact(_ text: String) -> String {
    let limit = ExactDecimal.maximumDigits
    let malformed = "a number (a JSON number or a string such as \"-0.05\")"
    var bytes = Substring(text).utf8[...]
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    // The mantissa's digits, where its separator is, and the exponent.
    var digits: [UInt8] = []
    var pointAt: Int?
    var exponent = 0
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let b = bytes[index]
      if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
        digits.append(b - UInt8(ascii: "0"))
      } else if b == UInt8(ascii: "."), pointAt == nil {
        pointAt = digits.count
      } else {
        break
      }
      index = bytes.index(after: index)
    }
    if index < bytes.endIndex {
      guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else {
        return malformed
      }
      var rest = bytes[bytes.index(after: index)...]
      var negative = false
      if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
        negative = sign == UInt8(ascii: "-")
        rest = rest.dropFirst()
      }
      guard !rest.isEmpty,
        rest.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      else { return malformed }
      for b in rest { exponent = Swift.min(exponent * 10 + Int(b - UInt8(ascii: "0")), 100_000) }
      if negative { exponent = -exponent }
    }
    guard !digits.isEmpty else { return malformed }
    // Significant digits as written, and where the first and last non-zero ones stand (powers
    // of ten).
    guard let first = digits.firstIndex(where: { $0 != 0 }) else {
      // Zero, written with an exponent too large for it.
      return "a number of at most \(limit) digits "
        + (exponent < 0 ? "after" : "before") + " the decimal separator"
    }
    let point = pointAt ?? digits.count
    let last = digits.lastIndex(where: { $0 != 0 })!
    let highest = point - 1 - first + exponent
    let lowest = point - 1 - last + exponent
    if highest >= limit {
      return "a number of at most \(limit) digits before the decimal separator"
    }
    if lowest < -limit {
      return "a number of at most \(limit) digits after the decimal separator"
    }
    return "a number of at most \(limit) significant digits"
  }

  /// An integer in `range`, written as a JSON number.
  func integer(_ key: String, in range: ClosedRange<Int>) throws(SpecError) -> Int? {
    guard let value = object[key] else { return nil }
    guard case .number(let number) = value, case .exact(let integer) = number.integerValue,
      range.contains(integer)
    else {
      throw .invalid(
        key, mustBe: "an integer from \(range.lowerBound) to \(range.upperBound)", got: value)
    }
    return integer
  }

  /// `onCommit`: `revert` (the default) or `clamp`.
  func onCommit() throws(SpecError) -> CommitPolicy {
    try choice("onCommit", from: CommitPolicy.allCases.map { ($0.rawValue, $0) }) ?? .revert
  }

  /// `rounding`: `reject` (the default), `halfEven`, `halfUp`, `down` or `up`.
  func rounding() throws(SpecError) -> Rounding {
    try choice("rounding", from: Rounding.allCases.map { ($0.rawValue, $0) }) ?? .reject
  }

  private static let intRange = "an integer from \(Int.min) to \(Int.max)"

  /// `-12`, `+7`, `0`: ASCII digits with an optional sign.
  static func isPlainInteger(_ string: String) -> Bool {
    var digits = Substring(string)
    if let first = digits.first, first == "-" || first == "+" { digits = digits.dropFirst() }
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isWholeNumber }
  }

  /// A number as `ExactDecimal` reads it: `-12.50`, `.5`, `1.5e3`, `+2E-1`, ASCII only.
  static func isPlainNumber(_ string: String) -> Bool {
    !string.isEmpty && string.allSatisfy { $0.isASCII && "0123456789+-.eE".contains($0) }
  }
}

/// Checks the number kinds share.
enum NumberChecks {
  /// `min` must not be above `max`: the library's check, said in the spec's words.
  static func range(min: ExactDecimal?, max: ExactDecimal?) throws(SpecError) {
    if let min, let max, max < min { throw specError(.minAboveMax(min: min, max: max)) }
  }

  /// `min` must not be above `max`, for whole-number bounds.
  static func range(min: Int?, max: Int?) throws(SpecError) {
    try range(min: min.map { ExactDecimal($0) }, max: max.map { ExactDecimal($0) })
  }

  /// A bound below zero where `allowNegative` is false: `"max" (-5) is negative but
  /// "allowNegative" is false`.
  static func negativeBound(_ key: String, _ bound: ExactDecimal) -> SpecError {
    SpecError(
      key: key, "\(JSON.quoted(key)) (\(bound)) is negative but \"allowNegative\" is false")
  }

  /// A bound must be on the field's fraction grid: a bound the field cannot show is a mistake.
  static func fractionDigits(
    of bound: ExactDecimal?, _ key: String, atMost limit: Int, limitName: String
  ) throws(SpecError) {
    guard let bound, bound.fractionDigitCount > limit else { return }
    let count = bound.fractionDigitCount
    throw SpecError(
      key: key,
      "\(JSON.quoted(key)) (\(bound)) has \(count) fraction digit\(count == 1 ? "" : "s"), more "
        + "than the \(limit) \(limitName)")
  }

  /// A positive `min` (or a negative `max`) must fit the integer digits: every value beyond it
  /// would have more.
  static func integerDigits(
    min: ExactDecimal?, max: ExactDecimal?, atMost limit: Int, limitName: String
  ) throws(SpecError) {
    for (bound, key, beyond) in [
      (min, "min", min.map { !$0.isNegative && !$0.isZero }),
      (max, "max", max.map { $0.isNegative }),
    ] {
      guard let bound, beyond == true, bound.integerDigitCount > limit else { continue }
      let count = bound.integerDigitCount
      throw SpecError(
        key: key,
        "\(JSON.quoted(key)) (\(bound)) has \(count) integer digit\(count == 1 ? "" : "s"), more "
          + "than the \(limit) \(limitName)")
    }
  }

  /// What the library refused in a configuration, said in the spec's words: the key at fault
  /// and a message naming it. The library's errors know nothing of keys; this is the one place
  /// they are mapped to them, and the messages are part of the command's output.
  static func specError(_ error: NumberConfigurationError) -> SpecError {
    let total = ExactDecimal.maximumDigits
    switch error {
    case .minAboveMax(let min, let max):
      return SpecError(key: "min", "\"min\" (\(min)) is above \"max\" (\(max))")
    case .negativeMinWithoutNegatives(let min):
      return negativeBound("min", min)
    case .unknownCurrency(let code):
      return SpecError(
        key: "currency", "\"currency\": \(JSON.quoted(code)) is not an ISO 4217 currency code")
    case .negativeMaxLength:
      return keyed("maxLength", "maxLength must be at least 0.")
    case .integerDigitsOutOfRange:
      return keyed("maxIntegerDigits", "maxIntegerDigits must be from 1 to \(total).")
    case .fractionDigitsOutOfRange:
      return keyed("maxFractionDigits", "maxFractionDigits must be from 0 to \(total - 1).")
    case .tooManyDigits:
      return keyed(
        "maxFractionDigits",
        "maxIntegerDigits and maxFractionDigits together must be at most \(total).")
    case .noNumberFits:
      return keyed("min", "No number between min and max fits the digit limits.")
    case .minorUnitDigitsOutOfRange:
      return keyed("currency", "Minor-unit digits must be from 0 to 9.")
    case .maxDigitsOutOfRange(_, let currency, let minor):
      return keyed("maxDigits", "maxDigits must be from \(minor + 1) to \(total) for \(currency).")
    }
  }

  /// `"key": message`.
  private static func keyed(_ key: String, _ message: String) -> SpecError {
    SpecError(key: key, "\(JSON.quoted(key)): \(message)")
  }

  /// Refuses a `maxLength` that no value of the field fits in. `unlimited` is the rule without
  /// the length limit; `candidates` must include the value with the shortest display (zero when
  /// allowed, else the bound nearest zero on each fraction-digit grid). The message names the
  /// shortest plain display. `shorterForms`, when given, is the rule with the limit, for a
  /// decimal field that may show a value in a shorter form when the plain one does not fit
  /// (`-.5` for `-0.5`): the limit is fine when it shows some candidate as valid text. (Money
  /// passes none: a field that could only show `$.00` is refused.)
  static func maxLengthFits<R: InputRule>(
    unlimited: R, shorterForms limited: R? = nil, candidates: [R.Value], common: CommonSpec
  ) throws(SpecError) {
    guard let maxLength = common.maxLength else { return }
    if let limited,
      candidates.contains(where: {
        limited.evaluate(limited.displayText(for: $0)).validity == .valid
      })
    {
      return
    }
    let unit = common.lengthUnit
    let shown = candidates.map(unlimited.displayText(for:)).filter {
      unlimited.evaluate($0).validity == .valid
    }
    guard let shortest = shown.min(by: { unit.length(of: $0) < unit.length(of: $1) }),
      unit.length(of: shortest) > maxLength
    else { return }
    throw SpecError(
      key: "maxLength",
      "\"maxLength\" (\(maxLength)) is too short for any value of the field: "
        + "\(JSON.quoted(shortest)) needs \(unit.length(of: shortest)) \(unit.noun)")
  }
}

#if canImport(InputRulesLocale)
  extension RuleContext {
    /// The Foundation locale of the resolved identifier.
    var locale: Locale { Locale(identifier: localeIdentifier) }
  }
#endif
