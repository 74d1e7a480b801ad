import Foundation
import InputRules
import InputRulesNumbers

extension ExactDecimal {
  /// The same number as a Foundation `Decimal`, converted exactly through its plain string;
  /// `nil` for NaN or a number needing more than 38 digits (Foundation's own limit is 38
  /// significant digits with an exponent up to ±127, so very large or very small values do not
  /// fit here).
  public init?(_ decimal: Decimal) {
    guard !decimal.isNaN else { return nil }
    self.init(decimal.description)
  }
}

extension Decimal {
  /// The same number as a Foundation `Decimal`, exactly (through its canonical string, never
  /// through `Double`).
  public init(_ value: ExactDecimal) {
    self = Decimal(string: value.description, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
  }
}

/// A number rule whose value is a Foundation `Decimal`, so that `InputField<FoundationDecimalRule<…>>`
/// gives app code `Decimal` values while the rule underneath works on exact decimals.
///
///     var price = InputField(rule: FoundationDecimalRule(try DecimalRule(locale: .current)))
///     price.type("12.5")
///     price.value  // Decimal 12.5
public struct FoundationDecimalRule<Base: InputRule>: InputRule where Base.Value == ExactDecimal {
  public typealias Value = Decimal

  public let base: Base

  public init(_ base: Base) { self.base = base }

  public func review(_ proposal: EditProposal) -> EditDecision { base.review(proposal) }

  public func evaluate(_ text: String) -> Evaluation<Decimal> {
    let evaluation = base.evaluate(text)
    return Evaluation(
      validity: evaluation.validity, value: evaluation.value.map { Decimal($0) },
      reason: evaluation.reason)
  }

  public func commit(_ text: String, lastValidValue: Decimal?) -> CommitDecision {
    base.commit(text, lastValidValue: lastValidValue.flatMap { ExactDecimal($0) })
  }

  public func displayText(for value: Decimal) -> String {
    ExactDecimal(value).map { base.displayText(for: $0) } ?? ""
  }

  public func canonicalString(for value: Decimal) -> String {
    ExactDecimal(value).map { base.canonicalString(for: $0) } ?? value.description
  }

  public func value(fromCanonical string: String) -> Decimal? {
    base.value(fromCanonical: string).map { Decimal($0) }
  }

  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    base.restingSelection(selection, in: text)
  }

  public func refusal(ofCanonical string: String) -> Reason? {
    base.refusal(ofCanonical: string)
  }
}

extension InputField where Rule.Value == ExactDecimal {
  /// The field's value as a Foundation `Decimal` (exact), or `nil`.
  public var decimalValue: Decimal? { value.map { Decimal($0) } }

  /// Sets the value from a Foundation `Decimal` (`nil` clears the field). A value the rule
  /// does not accept is refused and the field is left as it was.
  @discardableResult
  public mutating func setDecimalValue(_ decimal: Decimal?) -> EditResult {
    guard let decimal else { return setValue(nil) }
    guard let exact = ExactDecimal(decimal) else {
      return EditResult(
        state: state, outcome: .rejected,
        reason: Reason(.invalidValue, "The value is not a finite number of at most 38 digits."))
    }
    return setValue(exact)
  }
}
