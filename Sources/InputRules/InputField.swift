/// A field under a rule: its state, how the rule judges the text, and the last valid typed value.
///
/// This is the model every front end binds to (the terminal fields, the UIKit, AppKit and SwiftUI
/// adapters, the `inputrules` command). It holds no platform state and makes no decision of its
/// own: each method turns an intention into an edit and lets the engine and the rule decide.
public struct InputField<Rule: InputRule>: Sendable {
  /// The rule the field enforces.
  public let rule: Rule
  /// Text, selection and marked text.
  public private(set) var state: FieldState
  /// How the rule judges the current text (composition included).
  public private(set) var validity: Validity
  /// Why the current text is not valid, when it is not.
  public private(set) var invalidReason: Reason?
  /// The value of the text when it is valid; otherwise the last valid value, or `nil` once the
  /// field is emptied.
  public private(set) var value: Rule.Value?
  /// The state when the current composition began, which a refused composition returns to.
  private var stateBeforeComposition: FieldState?

  /// An empty field, caret at 0.
  public init(rule: Rule) {
    self.rule = rule
    self.state = .empty
    self.validity = .empty
    self.invalidReason = nil
    self.value = nil
    self.stateBeforeComposition = nil
  }

  /// A field showing a value set by the program.
  public init(rule: Rule, value: Rule.Value?) {
    self.init(rule: rule)
    setValue(value)
  }

  /// The text the field shows.
  public var text: String { state.text }

  /// Applies an edit reported by a platform or made by a key handler.
  @discardableResult
  public mutating func apply(_ edit: Edit) -> EditResult {
    let result = FieldEngine.apply(
      edit, to: state, under: rule, stateBeforeComposition: stateBeforeComposition)
    stateBeforeComposition = nil
    return record(result)
  }

  /// Key presses: each grapheme cluster typed at the selection in turn. The result is rejected
  /// when any press was rejected (the presses that were accepted stay), and carries the first
  /// rejection's reason, or else the last change's reason.
  @discardableResult
  public mutating func type(_ keys: String) -> EditResult {
    var rejection: Reason?
    var change: Reason?
    var transformed = false
    for key in keys {
      let sel = state.selection
      let result = apply(Edit(replacing: sel, with: String(key), kind: .typing))
      switch result.outcome {
      case .rejected: if rejection == nil { rejection = result.reason }
      case .transformed:
        transformed = true
        change = result.reason ?? change
      case .accepted: break
      }
    }
    if let rejection { return EditResult(state: state, outcome: .rejected, reason: rejection) }
    return EditResult(state: state, outcome: transformed ? .transformed : .accepted, reason: change)
  }

  /// Pastes text over the selection as one edit.
  @discardableResult
  public mutating func paste(_ text: String) -> EditResult {
    apply(Edit(replacing: state.selection, with: text, kind: .paste))
  }

  /// One Backspace press. At the start of an empty selection it does nothing and is accepted.
  @discardableResult
  public mutating func deleteBackward() -> EditResult {
    if state.marked != nil {
      return deleteInComposition(backward: true)
    }
    guard let edit = FieldEngine.backspaceEdit(in: state) else {
      return EditResult(state: state, outcome: .accepted)
    }
    return apply(edit)
  }

  /// One forward Delete press.
  @discardableResult
  public mutating func deleteForward() -> EditResult {
    if state.marked != nil {
      return deleteInComposition(backward: false)
    }
    guard let edit = FieldEngine.deleteForwardEdit(in: state) else {
      return EditResult(state: state, outcome: .accepted)
    }
    return apply(edit)
  }

  /// Moves the selection (clamped, snapped to clusters, ends in any order).
  @discardableResult
  public mutating func select(_ start: Int, _ end: Int) -> EditResult {
    let result = FieldEngine.select(
      start: start, end: end, in: state, under: rule,
      stateBeforeComposition: stateBeforeComposition)
    stateBeforeComposition = nil
    return record(result)
  }

  /// Moves the caret (clamped, snapped to the end of the cluster it falls in).
  @discardableResult
  public mutating func moveCaret(to offset: Int) -> EditResult {
    select(offset, offset)
  }

  /// Input-method composition: replaces the marked text (or the selection) with new marked text.
  /// Nothing is judged until `unmarkText()`. Empty marked text ends the composition (what it
  /// replaced stays removed, as on the platforms).
  @discardableResult
  public mutating func setMarkedText(_ text: String) -> EditResult {
    if text.isEmpty {
      guard state.marked != nil else {
        // Nothing composed: empty marked text deletes the selection, as an edit like any other.
        guard !state.selection.isEmpty else { return EditResult(state: state, outcome: .accepted) }
        return apply(Edit(replacing: state.selection, with: "", kind: .deleteBackward))
      }
      // The composition is cancelled: committing nothing in its place lets the rule see what
      // the text is without it.
      var text = state.text
      let marked = text.safeRange(state.marked ?? state.selection)
      let lower = text.utf16Offset(of: marked.lowerBound)
      text.removeSubrange(marked)
      let cancelled = FieldState(
        text: text, selection: text.safeSelection(start: lower, end: lower), marked: lower..<lower)
      return unmark(cancelled)
    }
    if state.marked == nil { stateBeforeComposition = state }
    return record(FieldEngine.setMarkedText(text, in: state))
  }

  /// The input method commits its composition, which is judged as one edit. A refused
  /// composition returns the field to its state before composing began (selection included).
  @discardableResult
  public mutating func unmarkText() -> EditResult {
    unmark(state)
  }

  private mutating func unmark(_ composing: FieldState) -> EditResult {
    let result = FieldEngine.commitComposition(
      of: composing, under: rule, stateBeforeComposition: stateBeforeComposition)
    stateBeforeComposition = nil
    return record(result)
  }

  /// Editing ends (Return, focus lost): a composition is committed, then the rule normalizes,
  /// reverts or completes the text. The caret goes to the end.
  @discardableResult
  public mutating func commit() -> EditResult {
    var result = unmarkText()
    let decision = rule.commit(state.text, lastValidValue: value)
    // Compared exactly: a rule may commit to another normal form of the same text.
    if !decision.text.utf8.elementsEqual(state.text.utf8) {
      let end = decision.text.utf16.count
      state = FieldState(text: decision.text, selection: end..<end)
      result = EditResult(state: state, outcome: .transformed, reason: decision.reason)
      refreshValidity()
    } else {
      let end = state.text.utf16.count
      state.selection = end..<end
      result.state = state
    }
    return result
  }

  /// The program sets the value (or clears the field with `nil`); the field shows it formatted.
  /// A value the rule would not accept as valid text is refused and the field is left as it was.
  @discardableResult
  public mutating func setValue(_ newValue: Rule.Value?) -> EditResult {
    guard let newValue else {
      stateBeforeComposition = nil
      state = .empty
      refreshValidity()
      value = nil
      return EditResult(state: state, outcome: .accepted)
    }
    let text = rule.displayText(for: newValue)
    let evaluation = rule.evaluate(text)
    guard evaluation.validity == .valid else {
      return EditResult(
        state: state, outcome: .rejected,
        reason: evaluation.reason
          ?? Reason(.invalidValue, "The value is not acceptable under this field's rule."))
    }
    let end = text.utf16.count
    stateBeforeComposition = nil
    state = FieldState(text: text, selection: end..<end)
    validity = .valid
    invalidReason = nil
    value = evaluation.value
    return EditResult(state: state, outcome: .accepted)
  }

  /// Replaces the whole state, for adapters that mirror a platform field. The text is judged but
  /// not changed.
  /// Offsets are made safe (clamped, on cluster boundaries); an empty marked range means nothing
  /// is being composed.
  public mutating func restore(_ newState: FieldState) {
    state = FieldEngine.sanitized(newState)
    stateBeforeComposition = nil
    refreshValidity()
  }

  private mutating func deleteInComposition(backward: Bool) -> EditResult {
    // Deleting inside a composition edits the marked text; it is not judged.
    guard let marked = state.marked else { return EditResult(state: state, outcome: .accepted) }
    let text = state.text
    let range = text.safeRange(marked)
    var composed = String(text[range])
    if backward { _ = composed.popLast() } else if !composed.isEmpty { composed.removeFirst() }
    return setMarkedText(composed)
  }

  @discardableResult
  private mutating func record(_ result: EditResult) -> EditResult {
    if result.outcome != .rejected || result.state != state {
      state = result.state
      refreshValidity()
    }
    return result
  }

  private mutating func refreshValidity() {
    let evaluation = rule.evaluate(state.text)
    validity = evaluation.validity
    invalidReason = evaluation.validity == .valid ? nil : evaluation.reason
    switch evaluation.validity {
    case .valid: value = evaluation.value
    case .empty: value = nil
    case .incomplete, .invalid: break
    }
  }
}
