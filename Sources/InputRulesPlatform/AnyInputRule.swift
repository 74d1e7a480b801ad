import InputRules

/// Any rule behind one type, for adapters that cannot be generic (a `UITextField` subclass used
/// in Interface Builder) and for rules chosen at run time. Its value wraps the rule's own value.
public struct AnyInputRule: InputRule {
  /// A rule's value, compared by the rule's own equality.
  public struct Value: Equatable, Sendable, CustomStringConvertible {
    /// The rule's value.
    public let base: any Equatable & Sendable

    /// Wraps a rule's value; values of different types are never equal.
    public init(_ base: any Equatable & Sendable) {
      self.base = base
    }

    /// The value as the rule's value type, when it is one.
    public func `as`<T>(_ type: T.Type) -> T? { base as? T }

    /// Equal when both values are of the same type and equal by that type's `==`.
    public static func == (lhs: Value, rhs: Value) -> Bool {
      lhs.base.isEqual(to: rhs.base)
    }

    /// The wrapped value as it describes itself, so logs show `12.5` rather than a wrapper.
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
  private let settingReason: @Sendable (Value, Value) -> Reason?
  private let evaluatingInsertion: @Sendable (String, Validity) -> Evaluation<Value>?
  private let evaluatingDeletion: @Sendable (String, Validity) -> Evaluation<Value>?
  private let evaluatingTypedASCII: @Sendable (Int, String, Validity) -> Evaluation<Value>?
  private let acceptingTypedASCII: @Sendable (UInt8, Range<Int>, String) -> Bool
  private let resting: @Sendable (Range<Int>, String) -> Range<Int>
  private let leftToRight: Bool
  private let sharesText: Bool
  private let content: ContentHint?
  private let suggestion: KeyboardSuggestion

  /// Wraps `rule`, keeping every answer it gives, its shortcuts and keyboard suggestion included.
  /// Wrapping an `AnyInputRule` again gives it back as it is, not a wrapper of a wrapper.
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
    settingReason = { value, shown in
      guard let value = value.base as? R.Value, let shown = shown.base as? R.Value else {
        return nil
      }
      return rule.reason(settingValue: value, shows: shown)
    }
    evaluatingInsertion = { text, previous in
      rule.evaluation(afterInsertionMaking: text, previous: previous).map(Self.erased)
    }
    evaluatingDeletion = { text, previous in
      rule.evaluation(afterDeletionMaking: text, previous: previous).map(Self.erased)
    }
    evaluatingTypedASCII = { offset, text, previous in
      rule.evaluation(afterTypedASCIIAt: offset, making: text, previous: previous)
        .map(Self.erased)
    }
    acceptingTypedASCII = { rule.acceptsTypedASCII($0, replacing: $1, in: $2) }
    resting = { rule.restingSelection($0, in: $1) }
    leftToRight = rule.forcesLeftToRight
    sharesText = rule.valueSharesText
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

  /// The wrapped rule's decision: values play no part in reviewing an edit.
  public func review(_ proposal: EditProposal) -> EditDecision { reviewing(proposal) }
  /// The wrapped rule's judgement, with its value wrapped.
  public func evaluate(_ text: String) -> Evaluation<Value> { evaluating(text) }
  /// The wrapped rule's commit; a `lastValidValue` of another type than the rule's counts as none.
  public func commit(_ text: String, lastValidValue: Value?) -> CommitDecision {
    committing(text, lastValidValue)
  }
  /// The rule's text for a value of its own type; empty for a value of another type.
  public func displayText(for value: Value) -> String { displaying(value) ?? "" }
  /// The wrapped rule's canonical string for a value of its own type; empty for a value of another
  /// type.
  public func canonicalString(for value: Value) -> String { canonical(value) ?? "" }
  /// The value the wrapped rule reads from `string`, wrapped.
  public func value(fromCanonical string: String) -> Value? { fromCanonical(string) }
  /// The wrapped rule's reason for refusing `string`, or `nil` when it names a value.
  public func refusal(ofCanonical string: String) -> Reason? { refusing(string) }

  /// The wrapped rule's reason for showing a set value converted.
  public func reason(settingValue value: Value, shows shown: Value) -> Reason {
    settingReason(value, shown)
      ?? Reason(.rounded, Reason.Facts("value.rounded"))
  }
  /// The wrapped rule's shortcut, forwarded so wrapping costs a field no speed: `nil` whenever the
  /// rule has none.
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    evaluatingInsertion(text, previous)
  }
  /// The wrapped rule's shortcut after a deletion, forwarded as the one after an insertion is.
  public func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    evaluatingDeletion(text, previous)
  }
  /// The wrapped rule's shortcut after a key it took through `acceptsTypedASCII`.
  public func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    evaluatingTypedASCII(offset, text, previous)
  }
  /// The wrapped rule's shortcut for a typed ASCII key, forwarded so wrapping costs a field no
  /// speed.
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    acceptingTypedASCII(byte, range, text)
  }
  /// Where the wrapped rule rests the selection.
  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    resting(selection, text)
  }
  /// Whether the wrapped rule lays its text out left to right, read once when it was wrapped.
  public var forcesLeftToRight: Bool { leftToRight }
  /// Whether the wrapped rule's value is its text.
  public var valueSharesText: Bool { sharesText }
  /// The wrapped rule's content hint, read once when it was wrapped.
  public var contentHint: ContentHint? { content }
}

extension AnyInputRule: KeyboardSuggesting {
  /// The keyboard the wrapped rule suggests (its own when it adopts `KeyboardSuggesting`), read once
  /// when it was wrapped, so that adapters reach it through the wrapper.
  public var keyboardSuggestion: KeyboardSuggestion { suggestion }
}

extension Equatable {
  /// Whether `other` is of this type and equal to `self`.
  fileprivate func isEqual(to other: any Equatable) -> Bool {
    (other as? Self) == self
  }
}
