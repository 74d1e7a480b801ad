import InputRules

/// Fields in titled sections, one of them focused: what a terminal form shows and how keys move
/// through it. Pure: time comes in as an argument, and the result says what to do.
///
/// Keys become field actions (typing, pasting, deleting, moving the caret, clearing, committing);
/// every decision about the text comes back from the field's rule through the engine.
public struct Form: Sendable {
  /// A titled group of fields.
  public struct Section: Sendable {
    public var title: String
    public var fields: [TerminalField]
    public init(_ title: String, _ fields: [TerminalField]) {
      self.title = title
      self.fields = fields
    }
  }

  /// A message on the hint line for a moment: why a key was refused or an edit changed.
  public struct Hint: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// A key or a paste was refused.
      case refused
      /// An edit was changed by the rule (filtered, truncated, completed...).
      case changed
      /// A submit was refused: the message names the field to fix and says why.
      case notSubmitted
    }
    public var kind: Kind
    public var message: String
    /// When the hint goes away.
    public var until: ContinuousClock.Instant
  }

  /// What a form's `onSubmit` says to a submit.
  public enum Submission: Hashable, Sendable {
    /// The form is done: it ends as `.submitted`.
    case accepted
    /// The form stays: the focus moves to the field at index `fix` of `fields` (the first to
    /// fix), and the hint line says `message` (which field, and why).
    case refused(fix: Int, message: String)
  }

  /// How the form was left.
  public enum Ending: Hashable, Sendable {
    /// Enter on a form that submits on Enter, with the field valid, or a submit its
    /// `onSubmit` accepted.
    case submitted
    /// Escape.
    case escape
    /// Ctrl-C.
    case interrupt
    /// The terminal went away.
    case endOfInput
  }

  /// What the caller does after a key.
  public struct Response: Hashable, Sendable {
    /// Ring the bell (a refused key when the bell is on).
    public var bell = false
    /// Draw the whole screen again.
    public var redraw = false
    /// Suspend: give the terminal back and stop the process until it is continued (Ctrl-Z).
    public var suspend = false
    /// The form is done.
    public var ending: Ending?
  }

  public var title: String
  public var sections: [Section]
  /// The focused field, as an index into `fields`.
  public private(set) var focus = 0
  /// The message on the hint line, if any (it may have expired).
  public private(set) var hint: Hint?
  /// Whether refused keys ring the bell.
  public var bell = false
  /// How the fields' reasons are told on the hint line (why a key was refused, an edit changed,
  /// the text is not valid): in a language, with an app's own wording where it has one. English
  /// by default; a form whose fields read a locale sets the locale's language
  /// (`ReasonMessages(language: Language("de_DE"))`). The hint's labels ("refused:",
  /// "changed:") stay English.
  public var messages = ReasonMessages()
  /// How long a hint stays.
  public var hintDuration: Duration = .seconds(2)
  /// Whether Enter ends the form when the focused field is valid (a one-field prompt); otherwise
  /// Enter commits the field and moves to the next one.
  public var submitsOnEnter = false
  /// Whether an empty field may be submitted.
  public var allowsEmpty = false
  /// Called after every action a key performed on a field (editing, moving the caret, ending an
  /// edit), with the form and the index in `fields` of the field acted on: where one field
  /// follows another (a card's security code, whose length follows the card number's brand).
  /// It may replace fields with `replaceField(at:with:)`.
  public var afterAction: (@Sendable (inout Form, Int) -> Void)?
  /// Called when the focus leaves a field (Tab, Enter, the arrows, a refused submit), after the
  /// field's commit and its `afterAction`, with the form and the index in `fields` of the field
  /// left; `focus` is already on the field focused next. Where the form shows a field's errors
  /// only once the user is done with it.
  public var afterLeaving: (@Sendable (inout Form, Int) -> Void)?
  /// Makes Enter in the last field submit the form (and the key list say so): the field is
  /// committed (its `afterAction` runs), then `onSubmit` answers. `.accepted` ends the form as
  /// `.submitted`; `.refused` moves the focus to the field to fix and tells why on the hint
  /// line. Enter in the other fields still moves to the next one. `nil` (the default): Enter
  /// in the last field moves to the first. A form that `submitsOnEnter` does not ask it.
  public var onSubmit: (@Sendable (inout Form) -> Submission)?

  public init(title: String = "", sections: [Section]) {
    self.title = title
    self.sections = sections
  }

  /// Every field, section after section.
  public var fields: [TerminalField] { sections.flatMap(\.fields) }

  /// The focused field.
  public var focusedField: TerminalField { fields[focus] }

  /// The hint to show at `now`, or `nil` once it expired.
  public func activeHint(at now: ContinuousClock.Instant) -> Hint? {
    guard let hint, now < hint.until else { return nil }
    return hint
  }

  /// Handles one key at time `now`.
  public mutating func handle(_ key: Key, at now: ContinuousClock.Instant) -> Response {
    var response = Response()
    guard !fields.isEmpty else {
      if key == .escape { response.ending = .escape }
      if key == .interrupt { response.ending = .interrupt }
      if key == .suspend { response.suspend = true }
      return response
    }
    switch key {
    case .character(let character): perform(.type(String(character)), now, &response)
    case .paste(let text): perform(.paste(text), now, &response)
    case .backspace: perform(.backspace, now, &response)
    case .deleteForward: perform(.deleteForward, now, &response)
    case .left: perform(.moveLeft, now, &response)
    case .right: perform(.moveRight, now, &response)
    case .home: perform(.moveToStart, now, &response)
    case .end: perform(.moveToEnd, now, &response)
    case .clear: perform(.clear, now, &response)
    case .tab, .down: moveFocus(by: 1, now, &response)
    case .backTab, .up: moveFocus(by: -1, now, &response)
    case .enter:
      if submitsOnEnter {
        perform(.commit, now, &response)
        let field = focusedField
        if field.validity == .valid || (field.validity == .empty && allowsEmpty) {
          response.ending = .submitted
        } else {
          let message =
            field.invalidReason.map { messages.message(for: $0) }
            ?? messages.message(
              for: field.validity == .empty
                ? Reason(.incomplete, Reason.Facts("entry.required"))
                : Reason(.incomplete, Reason.Facts("entry.notComplete")))
          show(.refused, message, now)
          response.bell = bell
        }
      } else if let onSubmit, focus == fields.count - 1 {
        submit(onSubmit, now, &response)
      } else {
        moveFocus(by: 1, now, &response)
      }
    case .escape: response.ending = .escape
    case .interrupt: response.ending = .interrupt
    case .redraw: response.redraw = true
    case .suspend: response.suspend = true
    case .unrecognized: break
    }
    return response
  }

  /// Commits the focused field (editing ends there) and focuses another, wrapping around.
  private mutating func moveFocus(
    by step: Int, _ now: ContinuousClock.Instant, _ response: inout Response
  ) {
    hint = nil
    perform(.commit, now, &response)
    let count = fields.count
    move(to: ((focus + step) % count + count) % count)
  }

  /// Focuses field `index`; when that is another field, tells `afterLeaving` the field left.
  private mutating func move(to index: Int) {
    let left = focus
    focus = index
    if left != index { afterLeaving?(&self, left) }
  }

  /// Commits the focused field and asks `onSubmit`: ends the form, or moves to the field to fix
  /// and says why.
  private mutating func submit(
    _ onSubmit: @Sendable (inout Form) -> Submission, _ now: ContinuousClock.Instant,
    _ response: inout Response
  ) {
    hint = nil
    perform(.commit, now, &response)
    switch onSubmit(&self) {
    case .accepted:
      response.ending = .submitted
    case .refused(let fix, let message):
      if fields.indices.contains(fix) { move(to: fix) }
      show(.notSubmitted, message, now)
      response.bell = bell
    }
  }

  private mutating func perform(
    _ action: FieldAction, _ now: ContinuousClock.Instant, _ response: inout Response
  ) {
    let (section, index) = position(of: focus)
    let result = sections[section].fields[index].perform(action)
    afterAction?(&self, focus)
    switch result.outcome {
    case .rejected:
      let message = messages.message(
        for: result.reason ?? Reason(.custom, Reason.Facts("field.notAccepted")))
      show(.refused, message, now)
      response.bell = bell
    case .transformed:
      if let reason = result.reason { show(.changed, messages.message(for: reason), now) }
    case .accepted:
      break  // A hint stays its moment even when the next keys are accepted.
    }
  }

  private mutating func show(_ kind: Hint.Kind, _ message: String, _ now: ContinuousClock.Instant) {
    hint = Hint(kind: kind, message: message, until: now + hintDuration)
  }

  /// Puts `field` in the place of the field at `index` of `fields` (an index out of range
  /// changes nothing). The focus stays where it is.
  public mutating func replaceField(at index: Int, with field: TerminalField) {
    guard fields.indices.contains(index) else { return }
    let (section, place) = position(of: index)
    sections[section].fields[place] = field
  }

  /// Sets the note of the field at `index` of `fields` (see `TerminalField.note`); an index out
  /// of range changes nothing.
  public mutating func setNote(_ note: String?, forField index: Int) {
    guard fields.indices.contains(index) else { return }
    let (section, place) = position(of: index)
    sections[section].fields[place].note = note
  }

  /// The section and the index in it of a field.
  private func position(of flatIndex: Int) -> (section: Int, index: Int) {
    var remaining = flatIndex
    for (s, section) in sections.enumerated() {
      if remaining < section.fields.count { return (s, remaining) }
      remaining -= section.fields.count
    }
    return (sections.count - 1, max(sections[sections.count - 1].fields.count - 1, 0))
  }
}
