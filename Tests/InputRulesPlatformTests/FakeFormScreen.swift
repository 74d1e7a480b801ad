import InputRules
import InputRulesForms
import InputRulesPlatform

/// A screen holding a form of fake UIKit fields, as `RuleFormController` holds `RuleTextField`s:
/// it moves the keyboard focus as UIKit does (editing ends in the field that had it, with the
/// rule's commit, then begins in the other), keeps a submit button's enabled state and a label
/// under each field, and records what VoiceOver is told.
@MainActor
final class FakeFormScreen: FormHost {
  let form: FormCoordinator
  let fields: [FakeTextField<AnyInputRule>]
  /// The field with the keyboard focus.
  private(set) var focused: Int?
  /// Every focus move the form asked for.
  private(set) var focusRequests: [Int?] = []
  /// The submit button's `isEnabled`.
  private(set) var submitEnabled: Bool
  /// How many times the button was enabled or disabled.
  private(set) var submitToggles = 0
  /// The label under each field.
  private(set) var labels: [String?]
  /// What VoiceOver was told on behalf of the form.
  private(set) var announcements: [String] = []

  init(_ form: RuleForm, rules: [any InputRule]) {
    self.form = FormCoordinator(form: form)
    fields = rules.map { FakeTextField(rule: AnyInputRule($0)) }
    submitEnabled = self.form.canSubmit
    labels = Array(repeating: nil, count: rules.count)
    self.form.host = self
    for (index, field) in fields.enumerated() {
      // The fake begins editing when it is made: as on a screen, only one field is.
      field.endEditing()
      self.form.follow(field.coordinator, asField: index)
    }
  }

  /// The user taps field `index`.
  func tap(_ index: Int) {
    move(to: index)
  }

  /// The user presses Return in the focused field, as `RuleFormController` handles it.
  @discardableResult
  func pressReturn() -> FormReturnAction? {
    guard let focused else { return nil }
    return form.returnPressed(inField: focused)
  }

  /// The focused field.
  var field: FakeTextField<AnyInputRule> { fields[focused!] }

  // MARK: FormHost

  func focusField(_ index: Int?) {
    focusRequests.append(index)
    move(to: index)
  }

  func formDidChange(_ change: FormChange) {
    if change.canSubmitChanged {
      submitEnabled = form.canSubmit
      submitToggles += 1
    }
    for index in change.shownVerdicts { labels[index] = form.shownMessage(of: index) }
  }

  func announce(_ message: String, in language: Language) {
    announcements.append(message)
  }

  private func move(to index: Int?) {
    guard index != focused else { return }
    let previous = focused
    focused = index
    if let previous { fields[previous].endEditing() }
    if let index { fields[index].coordinator.editingDidBegin() }
  }
}
