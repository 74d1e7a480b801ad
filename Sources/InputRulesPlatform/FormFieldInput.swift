import InputRules
import InputRulesForms

/// A field as its form reads it after a change: how its rule judges the text, the text and
/// whether the caret is at its end (so that the form can tell a key typed at the end), and
/// whether the field takes anything more at its end. `TextInputDriver` is one; the form reads
/// `isComplete` only when the field asks to move on when complete.
public protocol FormFieldInput {
  /// How the field's rule judges its text: validity, canonical value, reason.
  var judgement: FieldJudgement { get }
  /// The text the field shows.
  var text: String { get }
  /// Whether the caret is at the end of the text (where the rule lets it rest there), with
  /// nothing selected and nothing being composed.
  var caretIsAtEnd: Bool { get }
  /// Whether the text is valid and the rule takes nothing more at its end: a full mask, a whole
  /// date, every digit of a code.
  var isComplete: Bool { get }
}

/// What happened in a field that a form follows.
public enum FormFieldEvent: Hashable, Sendable {
  /// The user changed the text (a key, a paste, dictation, an input method's commit).
  case edited
  /// The program changed the text or its judgement (a value or a text set, a new rule).
  case setByProgram
  /// Editing began: the field has the keyboard focus.
  case editingBegan
  /// Editing ended (after the rule's commit): the user left the field.
  case editingEnded
}

extension TextInputDriver: FormFieldInput {
  /// How the field's rule judges its text, as a form takes it (`FieldJudgement(_:)` of the
  /// driver's `field`).
  public var judgement: FieldJudgement { FieldJudgement(field) }

  /// Whether the caret is at the end of the text, or where the rule lets it rest nearest the
  /// end (before a trailing " €"), with nothing selected and nothing composed.
  public var caretIsAtEnd: Bool {
    let state = field.state
    guard state.selection.isEmpty, state.marked == nil else { return false }
    let end = state.text.utf16.count
    return state.selection.lowerBound == end
      || state.selection == FieldEngine.restingSelection(end..<end, in: state.text, under: rule)
  }

  /// Whether the text is valid and the rule refuses one more character at its end. The rule is
  /// asked about three characters typed there: the text's last character (another of what was
  /// being typed), a digit and a letter; the field is complete when it refuses all three. A text
  /// field without a length limit is never complete; a full date, mask or code is.
  public var isComplete: Bool {
    guard field.validity == .valid, !isComposing else { return false }
    let text = field.text
    let end = text.utf16.count
    var probes = ["0", "a"]
    if let last = text.last, !probes.contains(String(last)) { probes.insert(String(last), at: 0) }
    for probe in probes {
      var trial = field
      trial.mirror(FieldState(text: text, selection: end..<end))
      let result = trial.apply(Edit(location: end, length: 0, replacement: probe, kind: .typing))
      if result.outcome != .rejected { return false }
    }
    return true
  }
}
