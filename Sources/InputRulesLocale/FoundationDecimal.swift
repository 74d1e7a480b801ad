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
///
/// When the base rule is `Equatable`, so is this one: equal when the base rules are.
public struct FoundationDecimalRule<Base: InputRule>: InputRule where Base.Value == ExactDecimal {
  /// Values are Foundation `Decimal`s, converted exactly from the base rule's `ExactDecimal`s.
  public typealias Value = Decimal

  /// The number rule that does the editing and judging; this rule only converts its values.
  public let base: Base

  /// Gives `base`'s values as Foundation `Decimal`s; every edit is still decided by `base`.
  public init(_ base: Base) { self.base = base }

  /// The base rule's review, unchanged: values play no part in it.
  public func review(_ proposal: EditProposal) -> EditDecision { base.review(proposal) }

  /// The base rule's judgement, with its value converted to `Decimal` (exactly, through the
  /// canonical string).
  public func evaluate(_ text: String) -> Evaluation<Decimal> {
    let evaluation = base.evaluate(text)
    return Evaluation(
      validity: evaluation.validity, value: evaluation.value.map { Decimal($0) },
      reason: evaluation.reason)
  }

  /// The base rule's commit, given `lastValidValue` as an exact decimal (`nil` when it has none, such
  /// as NaN, or needs more than 38 digits).
  public func commit(_ text: String, lastValidValue: Decimal?) -> CommitDecision {
    base.commit(text, lastValidValue: lastValidValue.flatMap { ExactDecimal($0) })
  }

  /// The base rule's text for the value; empty for a `Decimal` with no exact equivalent (NaN, or more
  /// than 38 digits).
  public func displayText(for value: Decimal) -> String {
    ExactDecimal(value).map { base.displayText(for: $0) } ?? ""
  }

  /// The base rule's canonical string for the value; for a `Decimal` with no exact equivalent, its
  /// own `description`.
  public func canonicalString(for value: Decimal) -> String {
    ExactDecimal(value).map { base.canonicalString(for: $0) } ?? value.description
  }

  /// The value the base rule reads from `string`, as a `Decimal`.
  public func value(fromCanonical string: String) -> Decimal? {
    base.value(fromCanonical: string).map { Decimal($0) }
  }

  /// Where the base rule rests the selection (a money rule keeps the caret off a trailing currency
  /// symbol, for one).
  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    base.restingSelection(selection, in: text)
  }

  /// The base rule's reason, as canonical strings are the same for both.
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
        reason: Reason(
          .invalidValue,
          Reason.Facts("format.notFiniteDecimal", limit: ExactDecimal.maximumDigits)))
    }
    return setValue(exact)
  }
}

extension FoundationDecimalRule: Equatable where Base: Equatable {}
