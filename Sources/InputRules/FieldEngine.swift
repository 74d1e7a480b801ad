/// Applies edits to field states under a rule. Stateless and allocation-free for short ASCII text;
/// everything the platform reports goes through here before a rule sees it.
public enum FieldEngine {
  /// Applies one edit. While text is being composed the edit first commits the composition, as a
  /// platform does when the user types past it.
  public static func apply<R: InputRule>(_ edit: Edit, to state: FieldState, under rule: R)
    -> EditResult
  {
    if state.marked != nil {
      let committed = commitComposition(of: state, under: rule)
      if committed.outcome == .rejected { return committed }
      var result = apply(edit, to: committed.state, under: rule)
      if result.outcome == .accepted && committed.outcome == .transformed {
        result.outcome = .transformed
        result.reason = committed.reason
      }
      return result
    }
    let text = state.text
    let range = text.safeRange(location: edit.location, length: edit.length)
    let utf16Range = text.utf16Offsets(of: range)
    let proposal = EditProposal(
      text: text, range: range, utf16Range: utf16Range, replacement: edit.replacement,
      kind: edit.kind)
    return decide(proposal, state: state, rule: rule)
  }

  /// Replaces the composition (or, when nothing is being composed, the selection) with new marked
  /// text. Input methods are never judged or cut while they compose.
  public static func setMarkedText(_ marked: String, in state: FieldState) -> EditResult {
    var text = state.text
    let replaced =
      state.marked.map { text.safeRange($0) } ?? text.safeRange(state.selection)
    let lower = text.utf16Offset(of: replaced.lowerBound)
    text.replaceSubrange(replaced, with: marked)
    let upper = lower + marked.utf16.count
    let newState = FieldState(
      text: text, selection: upper..<upper, marked: marked.isEmpty ? nil : lower..<upper)
    return EditResult(state: newState, outcome: .accepted)
  }

  /// Ends a composition: the composed text is judged as one edit inserted where it stands. A
  /// refused composition leaves the field as it was before composing began.
  public static func commitComposition<R: InputRule>(of state: FieldState, under rule: R)
    -> EditResult
  {
    guard let marked = state.marked else {
      return EditResult(state: state, outcome: .accepted)
    }
    var base = state.text
    let markedRange = base.safeRange(marked)
    let composed = String(base[markedRange])
    let lower = base.utf16Offset(of: markedRange.lowerBound)
    base.removeSubrange(markedRange)
    let baseState = FieldState(text: base, selection: lower..<lower)
    let insertion = base.safeRange(location: lower, length: 0)
    let proposal = EditProposal(
      text: base, range: insertion, utf16Range: base.utf16Offsets(of: insertion),
      replacement: composed, kind: .composition)
    var result = decide(proposal, state: baseState, rule: rule)
    if result.outcome == .rejected {
      // The composition never became part of the field: the field returns to its state before.
      result.state = baseState
    }
    return result
  }

  /// Moves the selection, clamped and snapped to cluster boundaries. Moving ends a composition
  /// the way platforms do: the composed text is committed first.
  public static func select<R: InputRule>(
    start: Int, end: Int, in state: FieldState, under rule: R
  ) -> EditResult {
    var current = EditResult(state: state, outcome: .accepted)
    if state.marked != nil {
      current = commitComposition(of: state, under: rule)
    }
    current.state.selection = current.state.text.safeSelection(start: start, end: end)
    if current.outcome == .rejected { current.outcome = .transformed }
    return current
  }

  /// The edit a Backspace press makes: the selection, or the cluster before the caret.
  public static func backspaceEdit(in state: FieldState) -> Edit? {
    let text = state.text
    let sel = text.safeRange(state.selection)
    if !sel.isEmpty {
      return Edit(replacing: text.utf16Offsets(of: sel), with: "", kind: .deleteBackward)
    }
    guard sel.lowerBound > text.startIndex else { return nil }
    let before = text.index(before: sel.lowerBound)
    return Edit(
      replacing: text.utf16Offsets(of: before..<sel.lowerBound), with: "", kind: .deleteBackward)
  }

  /// The edit a forward Delete press makes: the selection, or the cluster after the caret.
  public static func deleteForwardEdit(in state: FieldState) -> Edit? {
    let text = state.text
    let sel = text.safeRange(state.selection)
    if !sel.isEmpty {
      return Edit(replacing: text.utf16Offsets(of: sel), with: "", kind: .deleteForward)
    }
    guard sel.upperBound < text.endIndex else { return nil }
    let after = text.index(after: sel.upperBound)
    return Edit(
      replacing: text.utf16Offsets(of: sel.upperBound..<after), with: "", kind: .deleteForward)
  }

  static func decide<R: InputRule>(_ proposal: EditProposal, state: FieldState, rule: R)
    -> EditResult
  {
    switch rule.review(proposal) {
    case .accept:
      return EditResult(
        state: replaced(proposal, with: proposal.replacement), outcome: .accepted)
    case .substitute(let replacement, let reason):
      return EditResult(
        state: replaced(proposal, with: replacement), outcome: .transformed, reason: reason)
    case .reformat(let text, let selection, let reason):
      let safe = text.safeSelection(start: selection.lowerBound, end: selection.upperBound)
      return EditResult(
        state: FieldState(text: text, selection: safe), outcome: .transformed, reason: reason)
    case .reject(let reason):
      return EditResult(state: state, outcome: .rejected, reason: reason)
    }
  }

  /// The proposal's text with `replacement` in its range and the caret after the replacement.
  static func replaced(_ proposal: EditProposal, with replacement: String) -> FieldState {
    var text = proposal.text
    text.replaceSubrange(proposal.range, with: replacement)
    let caret = proposal.utf16Range.lowerBound + replacement.utf16.count
    // Snap in case the replacement merged with a neighbouring cluster (a combining mark).
    let safe = text.safeSelection(start: caret, end: caret)
    return FieldState(text: text, selection: safe)
  }
}
