/// A field under a rule: its state, how the rule judges the text, and the last valid typed value.
///
/// This is the model every front end binds to (the terminal fields, the UIKit, AppKit and SwiftUI
/// adapters, the `inputrules` command). It holds no platform state and makes no decision of its
/// own: each method turns an intention into an edit and lets the engine and the rule decide.
/// The same intentions as values (`FieldAction`, for key handlers, replays and tests) go through
/// `perform(_:)`.
public struct InputField<Rule: InputRule>: Sendable {
  /// The rule the field enforces.
  public let rule: Rule
  /// Text, selection and marked text.
  @inlinable public var state: FieldState { storedState }
  /// How the rule judges the current text. While an input method composes, the judgement stays
  /// what it was when the composition began: marked text is only judged once committed (a
  /// cash register would read a composing "１２" as 12.00, not the 0.12 it becomes).
  @inlinable public var validity: Validity { storedValidity }
  /// Why the current text is not valid, when it is not.
  @inlinable public var invalidReason: Reason? { storedInvalidReason }
  /// The value of the text when it is valid; otherwise the last valid value, or `nil` once the
  /// field is emptied.
  @inlinable public var value: Rule.Value? { storedValue }

  // Stored apart from the read-only properties above so that the keystroke path can be inlined
  // (and specialized for the rule) in the app's code.
  @usableFromInline var storedState: FieldState
  @usableFromInline var storedValidity: Validity
  @usableFromInline var storedInvalidReason: Reason?
  @usableFromInline var storedValue: Rule.Value?
  /// The state when the current composition began, which a refused composition returns to.
  @usableFromInline var stateBeforeComposition: FieldState?
  /// What the text changed by since `takeChange()` was last called, followed by offsets.
  @usableFromInline var pendingChange: ChangeSpan?

  /// An empty field, caret at 0.
  public init(rule: Rule) {
    self.rule = rule
    self.storedState = .empty
    self.storedValidity = .empty
    self.storedInvalidReason = nil
    self.storedValue = nil
    self.stateBeforeComposition = nil
    self.pendingChange = nil
  }

  /// A field showing a value set by the program.
  public init(rule: Rule, value: Rule.Value?) {
    self.init(rule: rule)
    setValue(value)
  }

  /// The text the field shows.
  public var text: String { state.text }

  /// Applies an edit reported by a platform or made by a key handler.
  @inlinable
  @discardableResult
  public mutating func apply(_ edit: Edit) -> EditResult {
    if storedState.marked != nil {
      // The composition is committed first: the field may change even when the edit is refused.
      let result = FieldEngine.apply(
        edit, to: storedState, under: rule, stateBeforeComposition: stateBeforeComposition)
      stateBeforeComposition = nil
      return record(result)
    }
    stateBeforeComposition = nil
    // The field's state is changed in place: its text is not copied when nothing else holds it
    // (a value that is the text itself is let go of first).
    let released = releaseValueSharingText()
    let oldCount16 = storedState.utf16Count
    let oldCount8 = storedState.storedText.utf8.count
    let (outcome, reason) = FieldEngine.apply(
      edit, in: &storedState, under: rule, stateBeforeComposition: nil)
    if outcome == .rejected {
      if released { takeValueOfUnchangedText() }
      return EditResult(state: storedState, outcome: outcome, reason: reason)
    }
    noteEngineEdit(oldCount16: oldCount16, oldCount8: oldCount8)
    // An insertion the rule accepted, or a deletion it accepted as proposed: the rule may know
    // the judgement without judging the whole text.
    let insertion = !edit.replacement.isEmpty
    let shortcut =
      insertion
      ? rule.evaluation(afterInsertionMaking: storedState.storedText, previous: storedValidity)
      : outcome == .accepted
        ? rule.evaluation(afterDeletionMaking: storedState.storedText, previous: storedValidity)
        : nil
    if let evaluation = shortcut {
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        if FieldEngine.checksShortcuts(of: rule) {
          internalCheck(
            evaluation, agreesWith: rule.evaluate(storedState.text),
            insertion
              ? "evaluation(afterInsertionMaking:previous:)"
              : "evaluation(afterDeletionMaking:previous:)",
            "\(storedState) after \(edit) (previously \(storedValidity))")
        }
      #endif
      record(evaluation)
    } else {
      refreshValidity()
    }
    return EditResult(state: storedState, outcome: outcome, reason: reason)
  }

  /// Key presses: each grapheme cluster typed at the selection in turn. The result is rejected
  /// when any press was rejected (the presses that were accepted stay), and carries the first
  /// rejection's reason, or else the last change's reason.
  @inlinable
  @discardableResult
  public mutating func type(_ keys: String) -> EditResult {
    // One byte is one key press, whose result is the press's own.
    if keys.utf8.count == 1 {
      let edit = Edit(replacing: storedState.selection, with: keys, kind: .typing)
      // The most common key press, as `apply` takes it, without building an `EditResult` first.
      if storedState.marked == nil {
        #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
          let before = storedState
        #endif
        let released = releaseValueSharingText()
        if FieldEngine.typeASCII(
          keys, location: edit.location, length: edit.length, in: &storedState, under: rule)
        {
          #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
            if FieldEngine.checksShortcuts(of: rule) {
              var general = before
              let taken = FieldEngine.applyReviewed(
                edit, in: &general, under: rule, stateBeforeComposition: nil)
              internalCheck(
                EditResult(state: storedState, outcome: .accepted),
                agreesWith: EditResult(state: general, outcome: taken.0, reason: taken.1),
                "InputField.type's typed-ASCII shortcut (acceptsTypedASCII)",
                "\(edit) on \(before)")
            }
          #endif
          stateBeforeComposition = nil
          noteEngineEdit(oldCount16: 0, oldCount8: 0)
          if let evaluation = rule.evaluation(
            afterTypedASCIIAt: storedState.selection.lowerBound &- 1,
            making: storedState.storedText,
            previous: storedValidity)
          {
            #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
              if FieldEngine.checksShortcuts(of: rule) {
                internalCheck(
                  evaluation, agreesWith: rule.evaluate(storedState.text),
                  "evaluation(afterTypedASCIIAt:making:previous:)",
                  "\(storedState) after \(edit) (previously \(storedValidity))")
              }
            #endif
            record(evaluation)
          } else {
            refreshValidity()
          }
          return EditResult(state: storedState, outcome: .accepted)
        }
        if released { takeValueOfUnchangedText() }
      }
      return apply(edit)
    }
    return typeEach(keys)
  }

  @inlinable
  mutating func typeEach(_ keys: String) -> EditResult {
    // One cluster (a non-ASCII key) is one key press, whose result is the press's own.
    if !keys.isEmpty && keys.index(after: keys.startIndex) == keys.endIndex {
      return apply(Edit(replacing: storedState.selection, with: keys, kind: .typing))
    }
    var presses = KeyPresses()
    for key in keys {
      presses.add(apply(Edit(replacing: state.selection, with: String(key), kind: .typing)))
    }
    return presses.result(in: state)
  }

  /// Pastes text over the selection as one edit.
  @inlinable
  @discardableResult
  public mutating func paste(_ text: String) -> EditResult {
    apply(Edit(replacing: storedState.selection, with: text, kind: .paste))
  }

  /// One Backspace press, from where the rule lets the caret rest (a cash register deletes its
  /// last digit wherever the caret was put). At the start of the text it does nothing and is
  /// accepted.
  @inlinable
  @discardableResult
  public mutating func deleteBackward() -> EditResult {
    if state.marked != nil {
      return deleteInComposition(backward: true)
    }
    // The edit is found from a copy of the state that ends before the edit is applied, so that
    // the text's storage is not shared and the deletion happens in place.
    guard let edit = backspaceEdit() else { return EditResult(state: state, outcome: .accepted) }
    return apply(edit)
  }

  @inlinable
  func backspaceEdit() -> Edit? {
    var from = storedState
    from.selection = rule.restingSelection(from.selection, in: from.text)
    if from.selection != storedState.selection { from = FieldEngine.sanitized(from) }
    return FieldEngine.backspaceEdit(in: from)
  }

  /// One forward Delete press.
  @inlinable
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
    if storedState.marked == nil {
      // Nothing composed: the text stays as it is, and so does its judgement.
      let result = FieldEngine.select(start: start, end: end, in: storedState, under: rule)
      stateBeforeComposition = nil
      storedState.selection = result.state.selection
      storedState.knownUTF16Count = result.state.knownUTF16Count
      storedState.anchor = result.state.anchor
      return EditResult(state: storedState, outcome: .accepted)
    }
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
  /// Nothing is judged until `unmarkText()`. Empty marked text ends the composition: over a
  /// selection, as Backspace over that selection does (a field that lays its text out keeps its
  /// layout); otherwise the composition is removed and the text judged without it.
  @discardableResult
  public mutating func setMarkedText(_ text: String) -> EditResult {
    if text.isEmpty {
      guard state.marked != nil else {
        // Nothing composed: empty marked text deletes the selection, as an edit like any other.
        guard !state.selection.isEmpty else { return EditResult(state: state, outcome: .accepted) }
        return apply(Edit(replacing: state.selection, with: "", kind: .deleteBackward))
      }
      // The composition is emptied over the selection it replaced: that is Backspace over the
      // selection, from the field as it was before composing (a rule that lays its text out
      // keeps its layout, as for Backspace).
      if let start = stateBeforeComposition, !start.selection.isEmpty, start.marked == nil {
        let composed = storedState.storedText
        storedState = start
        noteChange(from: composed)
        stateBeforeComposition = nil
        refreshValidity()
        return apply(Edit(replacing: start.selection, with: "", kind: .deleteBackward))
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
    if storedState.marked == nil { stateBeforeComposition = storedState }
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
      let old = storedState.storedText
      storedState = FieldState(text: decision.text, selection: endSelection(in: decision.text))
      noteChange(from: old)
      result = EditResult(state: storedState, outcome: .transformed, reason: decision.reason)
      refreshValidity()
    } else {
      storedState.selection = endSelection(in: storedState.text)
      result.state = storedState
    }
    return result
  }

  /// The program sets the value (or clears the field with `nil`); the field shows it formatted.
  /// A value the rule would not accept as valid text is refused, with the rule's reason, and the
  /// field is left as it was. A value the rule shows converted (rounded, in the field's case) is
  /// `transformed`, with the rule's reason (`reason(settingValue:shows:)`).
  @discardableResult
  public mutating func setValue(_ newValue: Rule.Value?) -> EditResult {
    guard let newValue else {
      stateBeforeComposition = nil
      let old = storedState.storedText
      storedState = .empty
      noteChange(from: old)
      refreshValidity()
      storedValue = nil
      return EditResult(state: storedState, outcome: .accepted)
    }
    let text = rule.displayText(for: newValue)
    let evaluation = rule.evaluate(text)
    guard evaluation.validity == .valid else {
      return EditResult(
        state: state, outcome: .rejected,
        reason: evaluation.reason
          ?? Reason(.invalidValue, Reason.Facts("value.notAcceptable")))
    }
    stateBeforeComposition = nil
    let old = storedState.storedText
    storedState = FieldState(text: text, selection: endSelection(in: text))
    noteChange(from: old)
    storedValidity = .valid
    storedInvalidReason = nil
    storedValue = evaluation.value
    if let shown = evaluation.value, shown != newValue {
      // The rule shows the value converted (a number rule that rounds, a text rule's case).
      return EditResult(
        state: storedState, outcome: .transformed,
        reason: rule.reason(settingValue: newValue, shows: shown))
    }
    return EditResult(state: storedState, outcome: .accepted)
  }

  /// Replaces the whole state, for adapters that mirror a platform field. The text is judged but
  /// not changed, and the selection is kept where the platform has it (`select` is what moves it
  /// to where the rule lets it rest).
  /// Offsets are made safe (clamped, on cluster boundaries); an empty marked range means nothing
  /// is being composed.
  public mutating func restore(_ newState: FieldState) {
    let old = storedState.storedText
    storedState = FieldEngine.sanitized(newState)
    noteChange(from: old)
    stateBeforeComposition = nil
    refreshValidity()
  }

  /// Makes a change the host recorded (an undo or redo step kept as the change it undoes, not
  /// as a copy of the whole text): `change.replacement` goes in `change.range` without asking
  /// the rule (it is text the field had), the selection goes to `selection` (made safe), and
  /// the text is judged again. Only the changed range of the text is rewritten.
  public mutating func restore(_ change: TextChange, selection: Range<Int>) {
    _ = releaseValueSharingText()
    stateBeforeComposition = nil
    storedState.marked = nil
    let oldCount16 = storedState.utf16Count
    // The range on scalar boundaries, not widened to clusters: a recorded change may end inside
    // a cluster (an accent typed after its letter), and undoing it must remove only the accent.
    let low = Swift.min(Swift.max(change.range.lowerBound, 0), oldCount16)
    let high = Swift.max(low, Swift.min(Swift.max(change.range.upperBound, 0), oldCount16))
    let text = storedState.storedText
    let (lower, lowerInside) = text.scalarIndex(
      utf16Offset: low, utf16Count: oldCount16, anchor: storedState.anchor)
    var (upper, upperInside) = text.scalarIndex(
      utf16Offset: high, utf16Count: oldCount16, anchor: storedState.anchor)
    if upperInside { upper = text.unicodeScalars.index(after: upper) }
    let offsets = (low &- (lowerInside ? 1 : 0))..<(high &+ (upperInside ? 1 : 0))
    let start8 = text.utf8.distance(from: text.startIndex, to: lower)
    let removed8 = text.utf8.distance(from: lower, to: upper)
    _ = consume text
    storedState.storedText.replaceSubrange(lower..<upper, with: change.replacement)
    let units = change.replacement.utf16.count
    let count = oldCount16 &- offsets.count &+ units
    storedState.knownUTF16Count = count
    storedState.anchor = TextAnchor(
      utf16: offsets.lowerBound &+ units, utf8: start8 &+ change.replacement.utf8.count)
    noteEdit(
      EditSpan(
        start16: offsets.lowerBound, start8: start8, removed16: offsets.count, removed8: removed8),
      end16: storedState.anchor.utf16, end8: storedState.anchor.utf8)
    storedState.selection = storedState.storedText.safeSelection(
      start: selection.lowerBound, end: selection.upperBound, utf16Count: count)
    refreshValidity()
  }

  /// Takes a state a platform field reports back, judging only what the field has not judged:
  /// when the text is the field's own and nothing is composed (before or now), only the
  /// selection is taken (made safe) and the text keeps its judgement; otherwise as `restore`.
  /// Adapters call it with every report, so the platform echoing an edit the field already
  /// decided costs no second judgement.
  public mutating func mirror(_ newState: FieldState) {
    guard storedState.marked == nil, newState.marked == nil, newState.text == storedState.text
    else { return restore(newState) }
    storedState.selection = storedState.text.safeSelection(
      start: newState.selection.lowerBound, end: newState.selection.upperBound)
    stateBeforeComposition = nil
  }

  /// The caret at the end of `text`, where the rule lets it rest (before a trailing currency
  /// symbol, for example).
  func endSelection(in text: String) -> Range<Int> {
    let end = text.utf16.count
    return FieldEngine.restingSelection(end..<end, in: text, under: rule)
  }

  @usableFromInline
  mutating func deleteInComposition(backward: Bool) -> EditResult {
    // Deleting inside a composition edits the marked text; it is not judged.
    guard let marked = state.marked else { return EditResult(state: state, outcome: .accepted) }
    let text = state.text
    let range = text.safeRange(marked)
    var composed = String(text[range])
    if backward { _ = composed.popLast() } else if !composed.isEmpty { composed.removeFirst() }
    return setMarkedText(composed)
  }

  /// What the text changed by since this was last called (or since the field was made): one
  /// change covering every edit in between, or `nil` when the text is what it was. Front ends
  /// take it after each action to redraw, record an undo step or send the text elsewhere with
  /// work that follows the edit, not the text's length: the field follows its changes by
  /// offsets as it edits, and reads only the replacement here.
  public mutating func takeChange() -> TextChange? {
    guard let span = pendingChange else { return nil }
    pendingChange = nil
    let text = storedState.storedText
    let bytes = text.utf8
    let lower = bytes.index(bytes.startIndex, offsetBy: span.start8)
    let upper = bytes.index(bytes.startIndex, offsetBy: span.newEnd8)
    if lower == upper && span.oldEnd16 == span.start16 { return nil }
    return TextChange(range: span.start16..<span.oldEnd16, replacement: String(text[lower..<upper]))
  }

  /// Follows the edit the engine just made in place: the one it marked (`FieldState.lastEdit`),
  /// or, when it made a new text whole (a rule's reformatting), a change of all of it, whose
  /// old length is given.
  @inlinable
  mutating func noteEngineEdit(oldCount16: Int, oldCount8: Int) {
    let edit = storedState.lastEdit
    if edit.start16 == EditSpan.unchanged.start16 {
      storedState.lastEdit = .none
    } else if edit.start16 >= 0 {
      noteEdit(edit, end16: storedState.anchor.utf16, end8: storedState.anchor.utf8)
      storedState.lastEdit = .none
    } else {
      noteEdit(
        EditSpan(start16: 0, start8: 0, removed16: oldCount16, removed8: oldCount8),
        end16: storedState.utf16Count, end8: storedState.storedText.utf8.count)
    }
  }

  @inlinable
  mutating func noteEdit(_ edit: EditSpan, end16: Int, end8: Int) {
    if let pending = pendingChange {
      pendingChange = pending.then(edit, end16: end16, end8: end8)
    } else {
      pendingChange = ChangeSpan(edit, end16: end16, end8: end8)
    }
  }

  /// Follows a change made by replacing the text whole, by comparing it with the text before.
  @usableFromInline
  mutating func noteChange(from old: String) {
    guard let (edit, end16, end8) = ChangeSpan.edit(from: old, to: storedState.storedText) else {
      return
    }
    noteEdit(edit, end16: end16, end8: end8)
  }

  /// Lets go of the value before an edit in place when the value is the text itself
  /// (`valueSharesText`), so that the edit does not copy the text; `true` when it did. The edit
  /// then leaves the text valid or empty, which gives the field its value again.
  @inlinable
  mutating func releaseValueSharingText() -> Bool {
    guard rule.valueSharesText, storedValidity == .valid, storedValue != nil else { return false }
    storedValue = nil
    return true
  }

  /// The value of valid text that an edit left unchanged, after `releaseValueSharingText`: the
  /// text itself, which deleting nothing from it makes.
  @usableFromInline
  mutating func takeValueOfUnchangedText() {
    record(
      rule.evaluation(afterDeletionMaking: storedState.storedText, previous: .valid)
        ?? rule.evaluate(storedState.text))
  }

  @inlinable
  @discardableResult
  mutating func record(_ result: EditResult) -> EditResult {
    if result.outcome != .rejected || result.state != storedState {
      let old = storedState.storedText
      storedState = result.state
      noteChange(from: old)
      // Marked text is not judged: a composition keeps the judgement it began with.
      if result.state.marked == nil { refreshValidity() }
    }
    return result
  }

  /// Judges the text; while composing (a restored state), the text without its marked part.
  @inlinable
  mutating func refreshValidity() {
    if let marked = storedState.marked {
      var text = storedState.text
      text.removeSubrange(text.safeRange(marked))
      record(rule.evaluate(text))
      return
    }
    record(rule.evaluate(storedState.text))
  }

  /// Takes the rule's judgement of the current text.
  @inlinable
  mutating func record(_ evaluation: Evaluation<Rule.Value>) {
    storedValidity = evaluation.validity
    storedInvalidReason = evaluation.validity == .valid ? nil : evaluation.reason
    switch evaluation.validity {
    case .valid: storedValue = evaluation.value
    case .empty: storedValue = nil
    case .incomplete, .invalid: break
    }
  }
}

/// The results of several key presses (the clusters of a typed string, a count of Backspace
/// presses) summed up as one, so that every run of presses is reported alike: rejected when a
/// press was rejected with a reason, carrying the first such reason; otherwise transformed when a
/// press was, carrying the last change's reason; otherwise accepted. The presses that were
/// accepted stay in the field either way.
@usableFromInline
struct KeyPresses {
  private var rejection: Reason?
  private var change: Reason?
  private var transformed = false

  @usableFromInline init() {}

  /// Takes one press's result.
  @usableFromInline
  mutating func add(_ result: EditResult) {
    switch result.outcome {
    case .rejected: if rejection == nil { rejection = result.reason }
    case .transformed:
      transformed = true
      change = result.reason ?? change
    case .accepted: break
    }
  }

  /// The presses' result, with the field's state after the last one.
  @usableFromInline
  func result(in state: FieldState) -> EditResult {
    if let rejection { return EditResult(state: state, outcome: .rejected, reason: rejection) }
    return EditResult(state: state, outcome: transformed ? .transformed : .accepted, reason: change)
  }
}
