import InputRules

/// Any rule behind one type, for adapters that cannot be generic (a `UITextField` subclass used
/// in Interface Builder) and for rules chosen at run time. Its value wraps the rule's own value.
public struct AnyInputRule: InputRule {
  /// A rule's value, compared by the rule's own equality.
  public struct Value: Equatable, Sendable, CustomStringConvertible {
    /// The rule's value.
    public let base: any Equatable & Sendable

    public init(_ base: any Equatable & Sendable) {
      self.base = base
    }

    /// The value as the rule's value type, when it is one.
    public func `as`<T>(_ type: T.Type) -> T? { base as? T }

    public static func == (lhs: Value, rhs: Value) -> Bool {
      lhs.base.isEqual(to: rhs.base)
    }

    public var description: String { String(describing: base) }
  }

  /// The rule wrapped.
  public let base: any InputRule
  // Every requirement of `InputRule` is forwarded to the rule wrapped, the speed-ups included
  // (a requirement left out would silently fall back to its default here).
  private let reviewing: @Sendable (EditProposal) -> EditDecision
  private let evaluating: @Sendable (String) -> Evaluation<Value>
  private let committing: @Sendable (String, Value?) -> CommitDecision
  private let displaying: @Sendable (Value) -> String?
  private let canonical: @Sendable (Value) -> String?
  private let fromCanonical: @Sendable (String) -> Value?
  private let refusing: @Sendable (String) -> Reason?
  private let evaluatingInsertion: @Sendable (String, Validity) -> Evaluation<Value>?
  private let acceptingTypedASCII: @Sendable (UInt8, Range<Int>, String) -> Bool
  private let resting: @Sendable (Range<Int>, String) -> Range<Int>
  private let leftToRight: Bool
  private let content: ContentHint?
  private let suggestion: KeyboardSuggestion

  public init<R: InputRule>(_ rule: R) {
    if let already = rule as? AnyInputRule {
      self = already
      return
    }
    base = rule
    reviewing = { rule.review($0) }
    evaluating = { text in Self.erased(rule.evaluate(text)) }
    committing = { text, last in
      rule.commit(text, lastValidValue: last.flatMap { $0.base as? R.Value })
    }
    displaying = { value in (value.base as? R.Value).map { rule.displayText(for: $0) } }
    canonical = { value in (value.base as? R.Value).map { rule.canonicalString(for: $0) } }
    fromCanonical = { string in rule.value(fromCanonical: string).map { Value($0) } }
    refusing = { rule.refusal(ofCanonical: $0) }
    evaluatingInsertion = { text, previous in
      rule.evaluation(afterInsertionMaking: text, previous: previous).map(Self.erased)
    }
    acceptingTypedASCII = { rule.acceptsTypedASCII($0, replacing: $1, in: $2) }
    resting = { rule.restingSelection($0, in: $1) }
    leftToRight = rule.forcesLeftToRight
    content = rule.contentHint
    suggestion = KeyboardSuggestion.suggested(for: rule)
  }

  private static func erased<V: Equatable & Sendable>(_ evaluation: Evaluation<V>)
    -> Evaluation<Value>
  {
    Evaluation(
      validity: evaluation.validity, value: evaluation.value.map { Value($0) },
      reason: evaluation.reason)
  }

  public func review(_ proposal: EditProposal) -> EditDecision { reviewing(proposal) }
  public func evaluate(_ text: String) -> Evaluation<Value> { evaluating(text) }
  public func commit(_ text: String, lastValidValue: Value?) -> CommitDecision {
    committing(text, lastValidValue)
  }
  /// The rule's text for a value of its own type; empty for a value of another type.
  public func displayText(for value: Value) -> String { displaying(value) ?? "" }
  public func canonicalString(for value: Value) -> String { canonical(value) ?? "" }
  public func value(fromCanonical string: String) -> Value? { fromCanonical(string) }
  public func refusal(ofCanonical string: String) -> Reason? { refusing(string) }
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    evaluatingInsertion(text, previous)
  }
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    acceptingTypedASCII(byte, range, text)
  }
  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    resting(selection, text)
  }
  public var forcesLeftToRight: Bool { leftToRight }
  public var contentHint: ContentHint? { content }
}

extension AnyInputRule: KeyboardSuggesting {
  public var keyboardSuggestion: KeyboardSuggestion { suggestion }
}

extension Equatable {
  /// Whether `other` is of this type and equal to `self`.
  fileprivate func isEqual(to other: any Equatable) -> Bool {
    (other as? Self) == self
  }
}
