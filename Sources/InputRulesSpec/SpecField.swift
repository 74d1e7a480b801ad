import InputRules
import InputRulesCodes
import InputRulesDates
import InputRulesMasks
import InputRulesNumbers

/// A field under the rule a spec describes, driven without knowing the rule's type: what a host
/// that cannot open an existential (Embedded Swift, compiled to WebAssembly for a browser) holds.
///
/// `RuleSpec.makeField(in:)` builds the rule with the kind's one builder, as
/// `RuleSpec.makeRule(in:)` does, and puts it in an `InputField`; every operation is the field's
/// own, so a field driven through this class decides every action as the `inputrules` command's
/// replay does.
package class SpecField {
  /// Performs an action `count` times as presses of one key (`nil`: once, as it is), as
  /// `InputField.perform(_:)` and `perform(_:times:)` do.
  package func perform(_ action: FieldAction, times count: Int?) -> EditResult {
    preconditionFailure("SpecField is abstract")
  }

  /// The field's state: text, selection and composition.
  package var state: FieldState { preconditionFailure("SpecField is abstract") }

  /// How the rule judges the text.
  package var validity: Validity { preconditionFailure("SpecField is abstract") }

  /// The canonical string of the field's value (the last valid one), or `nil`.
  package var canonicalValue: String? { preconditionFailure("SpecField is abstract") }

  /// What the replay prints about the field besides text, state and value (a card's brand).
  package var details: [(key: String, value: String?)] { [] }

  /// The keyboard the field suggests.
  package var keyboard: Keyboard { preconditionFailure("SpecField is abstract") }

  /// What the rule tells a platform about the expected content.
  package var contentHint: ContentHint? { preconditionFailure("SpecField is abstract") }

  /// Puts the field back into a state it had (an undo), judging its text again.
  package func restore(_ state: FieldState) { preconditionFailure("SpecField is abstract") }
}

/// A `SpecField` under a rule of any type, as an `InputField` of the rule erased
/// (`ErasedRule`), so that the field's code is compiled once for every kind.
final class TypedSpecField: SpecField {
  private var field: InputField<ErasedRule>
  private let describe: (String) -> [(key: String, value: String?)]
  private let suggested: Keyboard

  /// A field under `rule`, suggesting `keyboard`, whose replay lines add what `details` says of
  /// its text. Not generic (Embedded Swift refuses a generic method in a class hierarchy):
  /// `KindSpecBox` erases the rule.
  init(
    _ rule: ErasedRule, keyboard: Keyboard,
    details describe: @escaping (String) -> [(key: String, value: String?)]
  ) {
    field = InputField(rule: rule)
    suggested = keyboard
    self.describe = describe
  }

  override func perform(_ action: FieldAction, times count: Int?) -> EditResult {
    guard let count else { return field.perform(action) }
    return field.perform(action, times: count)
  }

  override var state: FieldState { field.state }
  override var validity: Validity { field.validity }
  override var canonicalValue: String? { field.value.map { field.rule.canonicalString(for: $0) } }
  override var details: [(key: String, value: String?)] { describe(field.text) }
  override var keyboard: Keyboard { suggested }
  override var contentHint: ContentHint? { field.rule.contentHint }
  override func restore(_ state: FieldState) { field.restore(state) }
}
