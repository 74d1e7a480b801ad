import InputRules
import InputRulesForms

/// What a form asks of the screen it is on. An adapter implements it with the platform's API
/// (UIKit: `becomeFirstResponder()`, the submit button's `isEnabled`, labels under the fields,
/// `UIAccessibility.post(notification:argument:)`; SwiftUI: published properties); tests
/// implement it with a fake screen.
@MainActor
public protocol FormHost: AnyObject {
  /// Moves the keyboard focus to field `index`, or away from every field (`nil`). The platform
  /// reports the move back as editing ending in one field and beginning in the other, which the
  /// form takes as it takes the user's own moves.
  func focusField(_ index: Int?)
  /// The form changed: redraw the reasons of the fields in `change.shownVerdicts`, and enable
  /// or disable the submit button when `change.canSubmitChanged`.
  func formDidChange(_ change: FormChange)
  /// Announces a sentence told in `language` to VoiceOver (the reason of the field to fix,
  /// when a submit fails). By default nothing is announced.
  func announce(_ message: String, in language: Language)
}

extension FormHost {
  /// Announces nothing.
  public func announce(_ message: String, in language: Language) {}
}

/// What changed in a form after an event.
public struct FormChange: Hashable, Sendable {
  /// The fields whose verdict changed (`FormCoordinator.verdict(of:)`), in the order the form
  /// judged them.
  public var verdicts: [Int]
  /// The fields whose verdict to show changed (`FormCoordinator.shownVerdict(of:)`), in form
  /// order.
  public var shownVerdicts: [Int]
  /// Whether `FormCoordinator.canSubmit` changed.
  public var canSubmitChanged: Bool

  /// A change from its parts.
  public init(verdicts: [Int] = [], shownVerdicts: [Int] = [], canSubmitChanged: Bool = false) {
    self.verdicts = verdicts
    self.shownVerdicts = shownVerdicts
    self.canSubmitChanged = canSubmitChanged
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { verdicts.isEmpty && shownVerdicts.isEmpty && !canSubmitChanged }
}

/// The field a submit stopped at: the first, in form order, that the form does not accept.
public struct FormFieldToFix: Error, Hashable, Sendable {
  /// The field's index in the form.
  public var index: Int
  /// The field's name.
  public var name: String
  /// Why the form does not accept it: its own rule's reason, or the form's.
  public var reason: Reason?
  /// The reason told by the form's `messages`.
  public var message: String?

  /// A field to fix from its parts.
  public init(index: Int, name: String, reason: Reason?, message: String?) {
    self.index = index
    self.name = name
    self.reason = reason
    self.message = message
  }
}

/// What Return did in a field.
public enum FormReturnAction: Hashable, Sendable {
  /// Focus moved to this field, the next one.
  case movedFocus(to: Int)
  /// Return was pressed in the last field: the form was submitted, with this result.
  case submitted(Result<[String: String], FormFieldToFix>)
}

/// Runs a form of platform text fields: each field's judgement handed to the form as the user
/// types, the verdict to show under each field, Return moving to the next field, moving on by
/// itself when a field asks for it, and submitting. Adapters report what their fields and
/// buttons do and carry out what the host protocol asks; they make no decision of their own.
///
///     let form = FormCoordinator(form: booking)
///     form.host = screen
///     form.follow(arrival.coordinator, asField: 0)     // each field's TextFieldCoordinator
///     form.follow(departure.coordinator, asField: 1)
///     // Return in a field:         form.returnPressed(inField: index)
///     // The submit button:         form.submit()
///
/// A field followed with `follow(_:asField:)` reports itself: every change, and editing
/// beginning and ending. A field without a coordinator reports with `fieldDidChange(_:_:)`,
/// `fieldDidBeginEditing(_:)` and `fieldDidEndEditing(_:)`.
///
/// **What to show.** `shownVerdict(of:)` follows `FormState`: a field's invalid or missing value
/// once the user has left it (or tried to submit), a rule between fields once every field it
/// reads has been left. A refused key is the field's own (its coordinator announces it).
///
/// **Return** moves focus to the next field; in the last field it submits. **Submitting** shows
/// every error, and either gives the values by field name or moves focus to the first field to
/// fix and announces its reason.
///
/// **Moving on by itself** (a field whose `FormField.advancesWhenComplete` is set): after a key
/// typed at the end of the text that makes the field complete (a full mask, a whole date, every
/// digit of a code), focus moves to the next field when that field is empty
/// (`FormState.shouldAdvance(from:typedAtEnd:complete:)`). Never after a key in the middle of the
/// text, never into a filled field, never from an invalid one.
@MainActor
public final class FormCoordinator {
  /// The form's state: each field's judgement and verdict, which fields were left, whether a
  /// submit was tried.
  public private(set) var state: FormState
  /// The screen the form is on.
  public weak var host: (any FormHost)?
  /// How reasons are told (`shownMessage(of:)`, the announcement when a submit fails). English
  /// unless given: the coordinator knows no locale.
  public var messages: ReasonMessages
  /// The field with the keyboard focus, as the platform reported it or the form moved it.
  public private(set) var focus: Int?
  /// Whether the form can be submitted: every field valid, or empty and not required.
  public private(set) var canSubmit: Bool
  /// The text of each field at its last full report, to tell a key typed at its end.
  private var texts: [String?]
  /// The verdict shown for each field when the host was last told.
  private var shown: [FieldVerdict?]

  /// A coordinator for `form`, every field empty, reasons told with `messages`. Set `host`, then
  /// follow each field.
  public init(form: RuleForm, messages: ReasonMessages = ReasonMessages()) {
    let state = FormState(form)
    self.state = state
    self.messages = messages
    canSubmit = state.isValid
    texts = Array(repeating: nil, count: form.fields.count)
    shown = form.fields.indices.map { state.shownVerdict(of: $0) }
  }

  /// The form.
  public var form: RuleForm { state.form }

  // MARK: - Fields

  /// Follows a field through its coordinator: its judgement now, then every change and every
  /// time editing begins or ends there (`TextFieldCoordinator.formObserver`).
  public func follow<Rule: InputRule>(
    _ coordinator: TextFieldCoordinator<Rule>, asField index: Int
  ) {
    coordinator.formObserver = { [weak self] driver, event in
      self?.field(index, reported: event, driver)
    }
    fieldDidChange(index, coordinator.driver, wasTyped: false)
  }

  /// Field `index` changed (a field without a coordinator: a SwiftUI `TextField`). `input` is
  /// how it stands now; the form moves focus on when the field asks for it (see the type's
  /// description).
  public func fieldDidChange(_ index: Int, _ input: some FormFieldInput) {
    fieldDidChange(index, input, wasTyped: true)
  }

  /// Field `index` has this judgement, from what the field reports when its text is not known
  /// (a status and a value bound in SwiftUI). The form never moves on by itself from such a
  /// report.
  public func fieldDidChange(_ index: Int, judgement: FieldJudgement) {
    let changed = state.setJudgement(judgement, forField: index)
    tell(verdicts: changed, shownCandidates: changed)
  }

  /// Editing began in field `index` (the user tapped it, or the form moved focus there): the
  /// field that had the focus was left.
  public func fieldDidBeginEditing(_ index: Int) {
    guard focus != index else { return }
    let previous = focus
    focus = index
    if let previous { leave(previous) }
  }

  /// Editing ended in field `index`: the user left it, and its errors are shown from now on.
  public func fieldDidEndEditing(_ index: Int) {
    if focus == index { focus = nil }
    leave(index)
  }

  private func field<Rule: InputRule>(
    _ index: Int, reported event: FormFieldEvent, _ driver: TextInputDriver<Rule>
  ) {
    fieldDidChange(index, driver, wasTyped: event == .edited)
    switch event {
    case .edited, .setByProgram: break
    case .editingBegan: fieldDidBeginEditing(index)
    case .editingEnded: fieldDidEndEditing(index)
    }
  }

  private func fieldDidChange(_ index: Int, _ input: some FormFieldInput, wasTyped: Bool) {
    let previous = texts[index]
    let text = input.text
    texts[index] = text
    let changed = state.setJudgement(input.judgement, forField: index)
    tell(verdicts: changed, shownCandidates: changed)
    // Moving on: only from the field the user is typing in, after a key at its end.
    guard wasTyped, focus == index, form.fields[index].advancesWhenComplete,
      Self.typedAtEnd(from: previous, to: text, caretIsAtEnd: input.caretIsAtEnd),
      state.shouldAdvance(from: index, typedAtEnd: true, complete: input.isComplete)
    else { return }
    moveFocus(to: index + 1)
  }

  /// Whether the change from `old` to `new` was made at the end of the text: it adds text, it
  /// keeps nothing of the old text after it (a mask may lay out what comes before), and the
  /// caret is at the end.
  static func typedAtEnd(from old: String?, to new: String, caretIsAtEnd: Bool) -> Bool {
    guard let old, caretIsAtEnd, new.utf16.count > old.utf16.count else { return false }
    let diff = TextDiff(from: old, to: new)
    return diff.oldRange.upperBound == old.utf16.count && !diff.insertedText.isEmpty
  }

  // MARK: - Focus, Return, submitting

  /// Moves the keyboard focus to field `index` (or away from every field): the field that had it
  /// is left, and the host moves the platform's focus.
  public func moveFocus(to index: Int?) {
    if focus != index {
      let previous = focus
      focus = index
      if let previous { leave(previous) }
    }
    host?.focusField(index)
  }

  /// Return in field `index`: focus moves to the next field; in the last field the form is
  /// submitted (see `submit()`).
  @discardableResult
  public func returnPressed(inField index: Int) -> FormReturnAction {
    guard index + 1 < form.fields.count else { return .submitted(submit()) }
    moveFocus(to: index + 1)
    return .movedFocus(to: index + 1)
  }

  /// Submits: every error is shown from now on. Returns the values by field name (canonical
  /// strings; an empty field that is not required has none), or the first field to fix, to
  /// which focus moves, its reason announced.
  @discardableResult
  public func submit() -> Result<[String: String], FormFieldToFix> {
    let fix = state.trySubmit()
    tell(verdicts: [], shownCandidates: Array(form.fields.indices))
    guard let fix else { return .success(values) }
    let reason = state.verdict(of: fix).reason
    let message = reason.map(messages.message(for:))
    moveFocus(to: fix)
    if let message { host?.announce(message, in: messages.language) }
    return .failure(
      FormFieldToFix(index: fix, name: form.fields[fix].name, reason: reason, message: message))
  }

  /// The canonical value of every field that has one, by field name.
  public var values: [String: String] {
    var values: [String: String] = [:]
    for (index, field) in form.fields.enumerated() {
      if let value = state.verdict(of: index).value { values[field.name] = value }
    }
    return values
  }

  // MARK: - What to show

  /// The verdict of field `index`, at every moment.
  public func verdict(of index: Int) -> FieldVerdict { state.verdict(of: index) }

  /// The verdict to show for field `index` now, or `nil` (see `FormState.shownVerdict(of:)`).
  public func shownVerdict(of index: Int) -> FieldVerdict? { state.shownVerdict(of: index) }

  /// The reason to show under field `index` now, or `nil`.
  public func shownReason(of index: Int) -> Reason? { state.shownVerdict(of: index)?.reason }

  /// The reason to show under field `index` now, told by `messages`, or `nil`.
  public func shownMessage(of index: Int) -> String? {
    shownReason(of: index).map(messages.message(for:))
  }

  // MARK: - Telling the host

  private func leave(_ index: Int) {
    guard !state.wasLeft[index] else { return }
    state.leave(index)
    tell(verdicts: [], shownCandidates: Array(form.fields.indices))
  }

  /// Tells the host what changed: the verdicts, the shown verdicts among `candidates`, and
  /// whether the form can be submitted.
  private func tell(verdicts: [Int], shownCandidates candidates: [Int]) {
    var shownChanged: [Int] = []
    for index in candidates.sorted() {
      let now = state.shownVerdict(of: index)
      if now != shown[index] {
        shown[index] = now
        shownChanged.append(index)
      }
    }
    let valid = state.isValid
    let change = FormChange(
      verdicts: verdicts, shownVerdicts: shownChanged, canSubmitChanged: valid != canSubmit)
    canSubmit = valid
    if !change.isEmpty { host?.formDidChange(change) }
  }
}
