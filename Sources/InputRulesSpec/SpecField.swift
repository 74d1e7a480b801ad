import InputRules
import InputRulesForms

/// A field under the rule a spec describes, driven without knowing the rule's type: what a host
/// that cannot open an existential (Embedded Swift, compiled to WebAssembly for a browser) holds.
///
/// `RuleSpec.makeField(in:)` builds the rule with the kind's one builder, as
/// `RuleSpec.makeRule(in:)` does, and puts it, erased (`AnyInputRule`), in an `InputField`: the
/// field's code is compiled once for every kind. Every operation is the field's own, so a field
/// driven through this class decides every action as the `inputrules` command's replay does.
package final class SpecField {
  private var field: InputField<AnyInputRule>
  private let describe: (String) -> [(key: String, value: String?)]

  /// The keyboard the field suggests.
  package let keyboard: Keyboard

  /// A field under `rule`, suggesting `keyboard`, whose replay lines add what `details` says of
  /// its text. The rule comes erased from `KindSpecBox`, which knows its type.
  init(
    _ rule: AnyInputRule, keyboard: Keyboard,
    details describe: @escaping (String) -> [(key: String, value: String?)]
  ) {
    field = InputField(rule: rule)
    self.keyboard = keyboard
    self.describe = describe
  }

  /// Performs an action `count` times as presses of one key (`nil`: once, as it is), as
  /// `InputField.perform(_:)` and `perform(_:times:)` do.
  package func perform(_ action: FieldAction, times count: Int?) -> EditResult {
    guard let count else { return field.perform(action) }
    return field.perform(action, times: count)
  }

  /// The field's state: text, selection and composition.
  package var state: FieldState { field.state }

  /// How the rule judges the text.
  package var validity: Validity { field.validity }

  /// The canonical string of the field's value (the last valid one), or `nil`.
  package var canonicalValue: String? { field.value.map { field.rule.canonicalString(for: $0) } }

  /// What the replay prints about the field besides text, state and value (a card's brand).
  package var details: [(key: String, value: String?)] { describe(field.text) }

  /// What the rule tells a platform about the expected content.
  package var contentHint: ContentHint? { field.rule.contentHint }

  /// Puts the field back into a state it had (an undo), judging its text again.
  package func restore(_ state: FieldState) { field.restore(state) }

  /// Makes a recorded change back (an undo or redo kept as a change), judging the text again.
  package func restore(_ change: TextChange, selection: Range<Int>) {
    field.restore(change, selection: selection)
  }

  /// What the text changed by since this was last asked (`InputField.takeChange()`).
  package func takeChange() -> TextChange? { field.takeChange() }

  /// How the rule judges the text, as a form takes it after each action in the field.
  package var judgement: FieldJudgement { FieldJudgement(field) }

  /// Whether the field takes nothing more at its end: a digit or a letter typed after its text
  /// would leave the text as it is (a full mask, a whole date, every digit of a code). Asked of
  /// a copy; the field is not touched.
  package var takesNothingAtEnd: Bool {
    var probe = field
    probe.perform(.moveToEnd)
    for key in ["0", "a"] {
      var typed = probe
      typed.perform(.type(key))
      if typed.state.text != probe.state.text { return false }
    }
    return true
  }

  /// Whether the value's canonical string is the text itself (a valid text rule's, nothing
  /// being composed: while composing, the value is the one from before the composition), so
  /// that a host holding the text need not read the value.
  package var valueIsText: Bool {
    field.rule.valueSharesText && field.validity == .valid && field.state.marked == nil
  }
}
