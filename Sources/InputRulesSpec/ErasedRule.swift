import InputRules

/// A rule of any type behind one type, so that a spec's field is one `InputField<ErasedRule>`
/// whatever its kind: the engine's generic code (`InputField`, `FieldEngine`) is then compiled
/// once, not once per kind. In Embedded Swift every generic is specialized for each type it is
/// used with, and the field's code made once per kind was about a third of the WebAssembly
/// module. Every requirement of `InputRule` is forwarded to the wrapped rule, its shortcuts
/// included, so a field decides every edit as it would under the rule itself.
///
/// Values are the wrapped rule's own, in a box (`ErasedValue`), compared by the rule's
/// equality: only values one `ErasedRule` made meet each other.
package struct ErasedRule: RuleWrapper {
  package typealias Value = ErasedValue

  private let reviewing: @Sendable (EditProposal) -> EditDecision
  private let evaluating: @Sendable (String) -> Evaluation<ErasedValue>
  private let committing: @Sendable (String, ErasedValue?) -> CommitDecision
  private let displaying: @Sendable (ErasedValue) -> String
  private let canonical: @Sendable (ErasedValue) -> String
  private let fromCanonical: @Sendable (String) -> ErasedValue?
  private let refusing: @Sendable (String) -> Reason?
  private let settingReason: @Sendable (ErasedValue, ErasedValue) -> Reason
  private let evaluatingInsertion: @Sendable (String, Validity) -> Evaluation<ErasedValue>?
  private let acceptingTypedASCII: @Sendable (UInt8, Range<Int>, String) -> Bool
  private let resting: @Sendable (Range<Int>, String) -> Range<Int>
  package let forcesLeftToRight: Bool
  package let contentHint: ContentHint?
  package let wrapsDebugCheckedRule: Bool

  /// Wraps `rule`.
  package init<R: InputRule>(_ rule: R) {
    reviewing = { rule.review($0) }
    evaluating = { ErasedValue.erasing(rule.evaluate($0)) }
    committing = { text, last in rule.commit(text, lastValidValue: last?.value(of: R.self)) }
    displaying = { rule.displayText(for: $0.value(of: R.self)) }
    canonical = { rule.canonicalString(for: $0.value(of: R.self)) }
    fromCanonical = { rule.value(fromCanonical: $0).map(ErasedValue.init) }
    refusing = { rule.refusal(ofCanonical: $0) }
    settingReason = { value, shown in
      rule.reason(settingValue: value.value(of: R.self), shows: shown.value(of: R.self))
    }
    evaluatingInsertion = { text, previous in
      rule.evaluation(afterInsertionMaking: text, previous: previous).map(ErasedValue.erasing)
    }
    acceptingTypedASCII = { rule.acceptsTypedASCII($0, replacing: $1, in: $2) }
    resting = { rule.restingSelection($0, in: $1) }
    forcesLeftToRight = rule.forcesLeftToRight
    contentHint = rule.contentHint
    #if hasFeature(Embedded)
      wrapsDebugCheckedRule = false
    #else
      wrapsDebugCheckedRule = rule is any DebugCheckedRule
    #endif
  }

  package func review(_ proposal: EditProposal) -> EditDecision { reviewing(proposal) }
  package func evaluate(_ text: String) -> Evaluation<ErasedValue> { evaluating(text) }
  package func commit(_ text: String, lastValidValue: ErasedValue?) -> CommitDecision {
    committing(text, lastValidValue)
  }
  package func displayText(for value: ErasedValue) -> String { displaying(value) }
  package func canonicalString(for value: ErasedValue) -> String { canonical(value) }
  package func value(fromCanonical string: String) -> ErasedValue? { fromCanonical(string) }
  package func refusal(ofCanonical string: String) -> Reason? { refusing(string) }
  package func reason(settingValue value: ErasedValue, shows shown: ErasedValue) -> Reason {
    settingReason(value, shown)
  }
  package func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<ErasedValue>?
  {
    evaluatingInsertion(text, previous)
  }
  package func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    acceptingTypedASCII(byte, range, text)
  }
  package func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    resting(selection, text)
  }
}

/// A value of an `ErasedRule`: the wrapped rule's value in a box, equal by the rule's own `==`.
package struct ErasedValue: Equatable, Sendable {
  private let box: ErasedValueBox

  init<V: Equatable & Sendable>(_ value: V) { box = TypedValueBox(value) }

  /// The value, as the type of the rule that made it.
  func value<R: InputRule>(of rule: R.Type) -> R.Value {
    // Every value an `ErasedRule` meets is one it made from the same rule, so the box holds
    // `R.Value`: the downcast is checked in debug builds only.
    assert(box is TypedValueBox<R.Value>, "a value of another rule")
    return unsafeDowncast(box, to: TypedValueBox<R.Value>.self).value
  }

  static func erasing<V: Equatable & Sendable>(_ evaluation: Evaluation<V>)
    -> Evaluation<ErasedValue>
  {
    Evaluation(
      validity: evaluation.validity, value: evaluation.value.map(ErasedValue.init),
      reason: evaluation.reason)
  }

  package static func == (lhs: ErasedValue, rhs: ErasedValue) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }
}

/// The box of an `ErasedValue`; a class so that Embedded Swift holds it without an existential.
class ErasedValueBox: @unchecked Sendable {
  func isEqual(to other: ErasedValueBox) -> Bool { preconditionFailure("abstract") }
}

/// A box holding a value of type `V`.
final class TypedValueBox<V: Equatable & Sendable>: ErasedValueBox, @unchecked Sendable {
  let value: V

  init(_ value: V) { self.value = value }

  override func isEqual(to other: ErasedValueBox) -> Bool {
    guard let other = other as? TypedValueBox<V> else { return false }
    return other.value == value
  }
}
