/// How a rule judges a text as a whole.
public enum Validity: String, Hashable, Sendable, CaseIterable {
  /// Nothing has been entered.
  case empty
  /// Not valid yet, but typing more at the end can make it valid (for example "-" or "1." in a
  /// number field, or "1" in an age field of 18...30).
  case incomplete
  /// Acceptable as it stands; the rule gives a typed value for it.
  case valid
  /// Not valid, and typing more at the end cannot fix it.
  case invalid
}

/// A rule's judgement of a text: its validity, the typed value when valid, and the reason when not.
public struct Evaluation<Value> {
  /// Whether the text is empty, incomplete, valid or invalid.
  public var validity: Validity
  /// The typed value; present exactly when `validity` is `.valid`.
  public var value: Value?
  /// Why the text is not valid, when it is incomplete or invalid.
  public var reason: Reason?

  /// A judgement from its parts, stored as given: a rule passes `value` exactly when `validity` is
  /// `.valid`. The static members below make each kind with the right parts.
  public init(validity: Validity, value: Value? = nil, reason: Reason? = nil) {
    self.validity = validity
    self.value = value
    self.reason = reason
  }

  /// An empty text: no value and no reason.
  public static var empty: Evaluation { Evaluation(validity: .empty) }
  /// A valid text, with its typed value.
  public static func valid(_ value: Value) -> Evaluation {
    Evaluation(validity: .valid, value: value)
  }
  /// A text that typing more can make valid, with why it is not valid yet, when the rule says.
  public static func incomplete(_ reason: Reason? = nil) -> Evaluation {
    Evaluation(validity: .incomplete, reason: reason)
  }
  /// A text that typing more cannot fix, with the reason, which is required here.
  public static func invalid(_ reason: Reason) -> Evaluation {
    Evaluation(validity: .invalid, reason: reason)
  }
}

extension Evaluation: Sendable where Value: Sendable {}
extension Evaluation: Equatable where Value: Equatable {}
