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

  /// The rule, behind one class whose methods forward to it: one allocation per field, and one
  /// method per requirement in the class's table.
  private let box: ErasedRuleBox
  package let forcesLeftToRight: Bool
  package let valueSharesText: Bool
  package let contentHint: ContentHint?
  package let wrapsDebugCheckedRule: Bool

  /// Wraps `rule`.
  package init<R: InputRule>(_ rule: R) {
    box = TypedRuleBox(rule)
    forcesLeftToRight = rule.forcesLeftToRight
    valueSharesText = rule.valueSharesText
    contentHint = rule.contentHint
    #if hasFeature(Embedded)
      wrapsDebugCheckedRule = false
    #else
      wrapsDebugCheckedRule = rule is any DebugCheckedRule
    #endif
  }

  package func review(_ proposal: EditProposal) -> EditDecision { box.review(proposal) }
  package func evaluate(_ text: String) -> Evaluation<ErasedValue> { box.evaluate(text) }
  package func commit(_ text: String, lastValidValue: ErasedValue?) -> CommitDecision {
    box.commit(text, lastValidValue: lastValidValue)
  }
  package func displayText(for value: ErasedValue) -> String { box.displayText(for: value) }
  package func canonicalString(for value: ErasedValue) -> String {
    box.canonicalString(for: value)
  }
  package func value(fromCanonical string: String) -> ErasedValue? {
    box.value(fromCanonical: string)
  }
  package func refusal(ofCanonical string: String) -> Reason? { box.refusal(ofCanonical: string) }
  package func reason(settingValue value: ErasedValue, shows shown: ErasedValue) -> Reason {
    box.reason(settingValue: value, shows: shown)
  }
  package func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<ErasedValue>?
  {
    box.evaluation(afterInsertionMaking: text, previous: previous)
  }
  package func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<ErasedValue>?
  {
    box.evaluation(afterDeletionMaking: text, previous: previous)
  }
  package func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<ErasedValue>?
  {
    box.evaluation(afterTypedASCIIAt: offset, making: text, previous: previous)
  }
  package func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    box.acceptsTypedASCII(byte, replacing: range, in: text)
  }
  package func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    box.restingSelection(selection, in: text)
  }
}

/// The box of an `ErasedRule`: the requirements it forwards. A class rather than an existential,
/// so that Embedded Swift holds it.
class ErasedRuleBox: @unchecked Sendable {
  func review(_ proposal: EditProposal) -> EditDecision { abstract() }
  func evaluate(_ text: String) -> Evaluation<ErasedValue> { abstract() }
  func commit(_ text: String, lastValidValue: ErasedValue?) -> CommitDecision { abstract() }
  func displayText(for value: ErasedValue) -> String { abstract() }
  func canonicalString(for value: ErasedValue) -> String { abstract() }
  func value(fromCanonical string: String) -> ErasedValue? { abstract() }
  func refusal(ofCanonical string: String) -> Reason? { abstract() }
  func reason(settingValue value: ErasedValue, shows shown: ErasedValue) -> Reason { abstract() }
  func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<ErasedValue>?
  { abstract() }
  func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<ErasedValue>?
  { abstract() }
  func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<ErasedValue>?
  { abstract() }
  func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool {
    abstract()
  }
  func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> { abstract() }

  private func abstract() -> Never { preconditionFailure("ErasedRuleBox is abstract") }
}

/// The box of a rule of type `R`.
final class TypedRuleBox<R: InputRule>: ErasedRuleBox, @unchecked Sendable {
  let rule: R

  init(_ rule: R) { self.rule = rule }

  override func review(_ proposal: EditProposal) -> EditDecision { rule.review(proposal) }
  override func evaluate(_ text: String) -> Evaluation<ErasedValue> {
    ErasedValue.erasing(rule.evaluate(text))
  }
  override func commit(_ text: String, lastValidValue: ErasedValue?) -> CommitDecision {
    rule.commit(text, lastValidValue: lastValidValue?.value(of: R.self))
  }
  override func displayText(for value: ErasedValue) -> String {
    rule.displayText(for: value.value(of: R.self))
  }
  override func canonicalString(for value: ErasedValue) -> String {
    rule.canonicalString(for: value.value(of: R.self))
  }
  override func value(fromCanonical string: String) -> ErasedValue? {
    rule.value(fromCanonical: string).map(ErasedValue.init)
  }
  override func refusal(ofCanonical string: String) -> Reason? {
    rule.refusal(ofCanonical: string)
  }
  override func reason(settingValue value: ErasedValue, shows shown: ErasedValue) -> Reason {
    rule.reason(settingValue: value.value(of: R.self), shows: shown.value(of: R.self))
  }
  override func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<ErasedValue>?
  {
    rule.evaluation(afterInsertionMaking: text, previous: previous).map(ErasedValue.erasing)
  }
  override func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<ErasedValue>?
  {
    rule.evaluation(afterDeletionMaking: text, previous: previous).map(ErasedValue.erasing)
  }
  override func evaluation(
    afterTypedASCIIAt offset: Int, making text: String, previous: Validity
  ) -> Evaluation<ErasedValue>? {
    rule.evaluation(afterTypedASCIIAt: offset, making: text, previous: previous)
      .map(ErasedValue.erasing)
  }
  override func acceptsTypedASCII(
    _ byte: UInt8, replacing range: Range<Int>, in text: String
  ) -> Bool {
    rule.acceptsTypedASCII(byte, replacing: range, in: text)
  }
  override func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    rule.restingSelection(selection, in: text)
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
