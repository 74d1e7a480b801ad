/// Applies edits to field states under a rule. Stateless and allocation-free for short ASCII text;
/// everything the platform reports goes through here before a rule sees it.
///
/// Guarantees, whatever the input (checked by `InputRulesTestSupport`):
/// - no input traps: offsets and lengths of any value are clamped, ranges are widened to whole
///   grapheme clusters;
/// - the resulting selection and marked range are inside the text and on cluster boundaries;
/// - a rejected edit returns the state it was given, unchanged (a refused composition returns the
///   state before composing began, when the caller knows it);
/// - after an accepted or substituted edit the caret sits right after what the edit put in, unless
///   the rule does not let it rest there (`InputRule.restingSelection`): every edit that takes
///   effect ends with a selection where the rule lets it rest.
public enum FieldEngine {
  /// Applies one edit. While text is being composed the edit first commits the composition, as a
  /// platform does when the user types past it: the composition is judged as one edit, and the
  /// edit's offsets (given in the composing text) are moved by whatever the rule changed in it.
  ///
  /// When the composition is refused, it is dropped and the field goes back to
  /// `stateBeforeComposition` (or, when that is not known, the text without the composition);
  /// the edit is then judged on its own in that field, as if nothing had been composed. Its
  /// offsets before the composition stay, offsets after it move by the composition's length, and
  /// offsets inside it or at its end move to where it stood (so a key typed at the end of a
  /// composition that had replaced a selection replaces that selection). The result is the
  /// edit's own: rejected or transformed with the edit's reason when the rule refuses or changes
  /// it; when the rule accepts the edit as proposed, `transformed` with the composition's
  /// refusal reason, since what was composed is gone. A rejected result's state is the field
  /// without the composition.
  ///
  /// The state is taken over (`consuming`): a caller that passes its last copy of the state (as
  /// in `state = FieldEngine.apply(edit, to: state, under: rule).state`) lets the engine change
  /// the text in place, without copying it.
  @inlinable
  public static func apply<R: InputRule>(
    _ edit: Edit, to state: consuming FieldState, under rule: R,
    stateBeforeComposition: FieldState? = nil
  ) -> EditResult {
    var state = state
    let (outcome, reason) = apply(
      edit, in: &state, under: rule, stateBeforeComposition: stateBeforeComposition)
    return EditResult(state: state, outcome: outcome, reason: reason)
  }

  /// `apply(_:to:under:stateBeforeComposition:)` changing `state` in place (its text is copied
  /// only when shared): the state after the edit, and how the edit was taken.
  @inlinable
  static func apply<R: InputRule>(
    _ edit: Edit, in state: inout FieldState, under rule: R, stateBeforeComposition: FieldState?
  ) -> (EditResult.Outcome, Reason?) {
    // The most common edit first: one ASCII character typed.
    if state.marked == nil, edit.kind == .typing || edit.kind == .unspecified {
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        let before = state
      #endif
      if typeASCII(
        edit.replacement, location: edit.location, length: edit.length, in: &state, under: rule)
      {
        #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
          if checksShortcuts(of: rule) {
            var general = before
            let taken = applyReviewed(
              edit, in: &general, under: rule, stateBeforeComposition: stateBeforeComposition)
            internalCheck(
              EditResult(state: state, outcome: .accepted),
              agreesWith: EditResult(state: general, outcome: taken.0, reason: taken.1),
              "the typed-ASCII shortcut (acceptsTypedASCII)", "\(edit) on \(before)")
          }
        #endif
        return (.accepted, nil)
      }
    }
    return applyReviewed(
      edit, in: &state, under: rule, stateBeforeComposition: stateBeforeComposition)
  }

  /// Types one ASCII character (but CR and LF, which may join a neighbour) into all-ASCII text
  /// in place, when the rule accepts it without a proposal, and answers whether it did. The
  /// caret then lands after it, on a cluster boundary.
  @inlinable
  static func typeASCII<R: InputRule>(
    _ key: String, location: Int, length: Int, in state: inout FieldState, under rule: R
  ) -> Bool {
    guard let byte = key.singleByte, byte != 0x0A, byte != 0x0D,
      let range = state.storedText.asciiRange(
        location: location, length: length, knownUTF16Count: state.knownUTF16Count),
      rule.acceptsTypedASCII(byte, replacing: location..<(location &+ length), in: state.storedText)
    else { return false }
    let caret = location &+ 1
    if range.isEmpty && range.lowerBound == state.storedText.endIndex {
      state.storedText.append(key)
    } else {
      state.storedText.replaceSubrange(range, with: key)
    }
    // All ASCII: as many UTF-16 units as bytes.
    state.knownUTF16Count = state.storedText.utf8.count
    state.anchor = TextAnchor(utf16: caret, utf8: caret)
    state.lastEdit = EditSpan(
      start16: location, start8: location, removed16: length, removed8: length)
    state.selection = caret..<caret
    return true
  }

  /// `apply` through the rule's `review`.
  @inlinable @inline(never)
  static func applyReviewed<R: InputRule>(
    _ edit: Edit, in state: inout FieldState, under rule: R, stateBeforeComposition: FieldState?
  ) -> (EditResult.Outcome, Reason?) {
    // Without grapheme breaking: nothing composed and an all-ASCII text, where UTF-16 offsets
    // are UTF-8 offsets and on cluster boundaries (unless inside a CR LF).
    if state.marked == nil,
      let range = state.storedText.asciiRange(
        location: edit.location, length: edit.length, knownUTF16Count: state.knownUTF16Count)
    {
      let proposal = EditProposal(
        asciiText: state.storedText, range: range,
        utf16Range: edit.location..<(edit.location &+ edit.length),
        replacement: edit.replacement, kind: edit.kind)
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        let before = state
        let general = before.text.safeRange(location: edit.location, length: edit.length)
        internalCheck(
          [proposal.utf16Range], agreesWith: [before.text.utf16Offsets(of: general)],
          "the all-ASCII range", "\(edit) on \(before)")
        internalCheck(
          [proposal.range], agreesWith: [general], "the all-ASCII range",
          "\(edit) on \(before)")
        let taken = decide(proposal, in: &state, under: rule)
        if checksShortcuts(of: rule) {
          var generalState = before
          let generalTaken = applyInGeneral(
            edit, in: &generalState, under: rule, stateBeforeComposition: nil)
          internalCheck(
            EditResult(state: state, outcome: taken.0, reason: taken.1),
            agreesWith: EditResult(
              state: generalState, outcome: generalTaken.0, reason: generalTaken.1),
            "the all-ASCII proposal (EditProposal.isASCIIText)", "\(edit) on \(before)")
        }
        return taken
      #else
        return decide(proposal, in: &state, under: rule)
      #endif
    }
    return applyInGeneral(
      edit, in: &state, under: rule, stateBeforeComposition: stateBeforeComposition)
  }

  /// `apply` for any text and offsets, and during a composition.
  @usableFromInline
  static func applyInGeneral<R: InputRule>(
    _ edit: Edit, in state: inout FieldState, under rule: R, stateBeforeComposition: FieldState?
  ) -> (EditResult.Outcome, Reason?) {
    if let marked = state.marked {
      let composing = state
      let committed = commitComposition(
        of: composing, under: rule, stateBeforeComposition: stateBeforeComposition)
      let range = composing.text.utf16Offsets(
        of: composing.text.safeRange(location: edit.location, length: edit.length))
      let moved: Edit
      if committed.outcome == .rejected {
        // The composition is dropped; the edit is judged on its own in the field as it was.
        let map = refusedCompositionMap(
          marked: marked, composing: composing, restored: committed.state)
        let lower = map.lower(range.lowerBound)
        let upper = Swift.max(map.upper(range.upperBound), lower)
        moved = Edit(
          location: lower, length: upper - lower, replacement: edit.replacement, kind: edit.kind)
      } else {
        let map = compositionMap(marked: marked, before: composing, after: committed.state)
        let lower = map(range.lowerBound)
        moved = Edit(
          location: lower, length: Swift.max(map(range.upperBound) - lower, 0),
          replacement: edit.replacement, kind: edit.kind)
      }
      state = committed.state
      let taken = apply(moved, in: &state, under: rule, stateBeforeComposition: nil)
      // A composition refused, or changed, before an edit taken as proposed: the edit is
      // transformed, with the composition's reason.
      if taken.0 == .accepted && committed.outcome != .accepted {
        return (.transformed, committed.reason)
      }
      return taken
    }
    // Offsets found from the nearer end of the text: near the caret, wherever it is.
    let (range, utf16Range) = state.storedText.safeRangeAndOffsets(
      location: edit.location, length: edit.length, utf16Count: state.utf16Count,
      anchor: state.anchor)
    let proposal = EditProposal(
      text: state.storedText, range: range, utf16Range: utf16Range,
      replacement: edit.replacement, kind: edit.kind)
    return decide(proposal, in: &state, under: rule)
  }

  /// Replaces the composition (or, when nothing is being composed, the selection) with new marked
  /// text. Input methods are never judged or cut while they compose. The marked range is widened
  /// to whole clusters when the marked text joins a neighbouring character (a combining accent
  /// composed after a letter); empty marked text ends the composition.
  public static func setMarkedText(_ marked: String, in state: FieldState) -> EditResult {
    var text = state.text
    let replaced =
      state.marked.map { text.safeRange($0) } ?? text.safeRange(state.selection)
    let lower = text.utf16Offset(of: replaced.lowerBound)
    text.replaceSubrange(replaced, with: marked)
    if marked.isEmpty {
      let caret = text.safeSelection(start: lower, end: lower)
      return EditResult(state: FieldState(text: text, selection: caret), outcome: .accepted)
    }
    let span = text.safeSelection(start: lower, end: lower + marked.utf16.count)
    let newState = FieldState(
      text: text, selection: span.upperBound..<span.upperBound, marked: span)
    return EditResult(state: newState, outcome: .accepted)
  }

  /// Ends a composition: the composed text is judged as one edit (of kind `composition`) inserted
  /// where it stands. (An empty marked range is taken where it is, even between two characters
  /// that now join: committing nothing there lets the rule judge the text without the
  /// composition.) A refused composition leaves the field as it was before composing began:
  /// `stateBeforeComposition` when the caller knows it, otherwise the text without the
  /// composition with the caret where it was.
  public static func commitComposition<R: InputRule>(
    of state: FieldState, under rule: R, stateBeforeComposition: FieldState? = nil
  ) -> EditResult {
    guard let marked = state.marked else {
      return EditResult(state: state, outcome: .accepted)
    }
    var base = state.text
    let markedRange =
      marked.isEmpty ? base.scalarAlignedCaret(marked.lowerBound) : base.safeRange(marked)
    let composed = String(base[markedRange])
    let lower = base.utf16Offset(of: markedRange.lowerBound)
    base.removeSubrange(markedRange)
    let baseState = FieldState(text: base, selection: base.safeSelection(start: lower, end: lower))
    // Exactly where the composition stood, even when its neighbours now join into one cluster
    // (rules get scalar-aligned ranges; `lower` was a cluster boundary of the composing text).
    let at = base.utf16.index(base.utf16.startIndex, offsetBy: lower)
    let insertion = at..<at
    let proposal = EditProposal(
      text: base, range: insertion, utf16Range: base.utf16Offsets(of: insertion),
      replacement: composed, kind: .composition)
    var result = baseState
    let (outcome, reason) = decide(proposal, in: &result, under: rule)
    if outcome == .rejected {
      // The composition never became part of the field: the field returns to its state before.
      result = stateBeforeComposition.map(sanitized) ?? baseState
    }
    return EditResult(state: result, outcome: outcome, reason: reason)
  }

  /// Moves the selection, clamped and snapped to cluster boundaries. Moving ends a composition
  /// the way platforms do: the composed text is committed first (the offsets, given in the
  /// composing text, follow whatever the rule changed in it). The result is never rejected: when
  /// the composition is refused it is `transformed`, with the reason.
  public static func select<R: InputRule>(
    start: Int, end: Int, in state: FieldState, under rule: R,
    stateBeforeComposition: FieldState? = nil
  ) -> EditResult {
    var current = EditResult(state: state, outcome: .accepted)
    var start = start
    var end = end
    if let marked = state.marked {
      current = commitComposition(
        of: state, under: rule, stateBeforeComposition: stateBeforeComposition)
      let from = state.text.clampedUTF16Offset(Swift.min(start, end))
      let to = state.text.clampedUTF16Offset(Swift.max(start, end))
      if current.outcome != .rejected {
        let map = compositionMap(marked: marked, before: state, after: current.state)
        start = map(from)
        end = map(to)
      } else {
        let moved = refusedCompositionMap(
          marked: marked, composing: state, restored: current.state)
        start = moved.lower(from)
        end = Swift.max(moved.upper(to), start)
      }
    }
    let count = current.state.utf16Count
    current.state.knownUTF16Count = count
    // Found from the anchor, which then moves to the selection's start: moving the caret costs
    // what lies between it and where it was, not what lies between it and an end of the text.
    let text = current.state.storedText
    let (range, offsets) = text.safeRangeAndOffsets(
      lower: Swift.min(start, end), upper: Swift.max(start, end), utf16Count: count,
      anchor: current.state.anchor)
    current.state.anchor = TextAnchor(
      utf16: offsets.lowerBound,
      utf8: text.utf8.distance(from: text.startIndex, to: range.lowerBound))
    current.state.selection = restingSelection(offsets, in: text, utf16Count: count, under: rule)
    current.state.marked = nil
    if current.outcome == .rejected { current.outcome = .transformed }
    return current
  }

  /// Where the selection rests under `rule`, given a safe `selection` of `text`: the rule's
  /// `restingSelection`, made safe again (clamped, on cluster boundaries).
  public static func restingSelection<R: InputRule>(
    _ selection: Range<Int>, in text: String, under rule: R
  ) -> Range<Int> {
    let resting = rule.restingSelection(selection, in: text)
    if resting == selection { return selection }
    return text.safeSelection(start: resting.lowerBound, end: resting.upperBound)
  }

  /// `restingSelection(_:in:under:)` for a text whose UTF-16 length is `count`.
  static func restingSelection<R: InputRule>(
    _ selection: Range<Int>, in text: String, utf16Count count: Int, under rule: R
  ) -> Range<Int> {
    let resting = rule.restingSelection(selection, in: text)
    if resting == selection { return selection }
    return text.safeSelection(
      start: resting.lowerBound, end: resting.upperBound, utf16Count: count)
  }

  /// The edit a Backspace press makes: the selection, or the cluster before the caret.
  public static func backspaceEdit(in state: FieldState) -> Edit? {
    let text = state.text
    let selection = state.selection
    // All-ASCII text: the cluster before the caret is one byte, or two for CR LF.
    if selection.lowerBound >= 0,
      let range = text.asciiRange(
        location: selection.lowerBound, length: selection.upperBound &- selection.lowerBound,
        knownUTF16Count: state.knownUTF16Count)
    {
      let edit: Edit?
      if !range.isEmpty {
        edit = Edit(replacing: selection, with: "", kind: .deleteBackward)
      } else if selection.lowerBound == 0 {
        edit = nil
      } else {
        let caret = selection.lowerBound
        let bytes = text.utf8
        let before = bytes.index(before: range.lowerBound)
        let width =
          bytes[before] == 0x0A && before > bytes.startIndex
            && bytes[bytes.index(before: before)] == 0x0D ? 2 : 1
        edit = Edit(replacing: (caret - width)..<caret, with: "", kind: .deleteBackward)
      }
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        internalCheck(
          edit, agreesWith: backspaceEditInGeneral(in: state), "the all-ASCII Backspace edit",
          "\(state)")
      #endif
      return edit
    }
    return backspaceEditInGeneral(in: state)
  }

  /// `backspaceEdit` for any text.
  static func backspaceEditInGeneral(in state: FieldState) -> Edit? {
    let text = state.text
    let (sel, offsets) = text.safeRangeAndOffsets(
      lower: state.selection.lowerBound, upper: state.selection.upperBound,
      utf16Count: state.utf16Count, anchor: state.anchor)
    if !sel.isEmpty { return Edit(replacing: offsets, with: "", kind: .deleteBackward) }
    guard sel.lowerBound > text.startIndex else { return nil }
    let before = text.clusterStart(endingAt: sel.lowerBound)
    let width = text.utf16Distance(from: before, to: sel.lowerBound)
    return Edit(
      replacing: (offsets.lowerBound - width)..<offsets.lowerBound, with: "",
      kind: .deleteBackward)
  }

  /// The edit a forward Delete press makes: the selection, or the cluster after the caret.
  public static func deleteForwardEdit(in state: FieldState) -> Edit? {
    let text = state.text
    let (sel, offsets) = text.safeRangeAndOffsets(
      lower: state.selection.lowerBound, upper: state.selection.upperBound,
      utf16Count: state.utf16Count, anchor: state.anchor)
    if !sel.isEmpty { return Edit(replacing: offsets, with: "", kind: .deleteForward) }
    guard sel.upperBound < text.endIndex else { return nil }
    let after = text.clusterEnd(startingAt: sel.upperBound)
    let width = text.utf16Distance(from: sel.upperBound, to: after)
    return Edit(
      replacing: offsets.upperBound..<(offsets.upperBound + width), with: "",
      kind: .deleteForward)
  }

  /// The rule's decision on `proposal`, a proposal on `state`'s text, carried out on `state`.
  /// The proposal is taken over, so that once decided the text it shares with `state` can be
  /// changed in place.
  @inlinable
  static func decide<R: InputRule>(
    _ proposal: consuming EditProposal, in state: inout FieldState, under rule: R
  ) -> (EditResult.Outcome, Reason?) {
    let outcome: EditResult.Outcome
    let reason: Reason?
    switch rule.review(proposal) {
    case .accept:
      let replacement = Replacement(proposal, with: proposal.replacement)
      _ = consume proposal
      replacement.carryOut(on: &state)
      (outcome, reason) = (.accepted, nil)
    case .substitute(let text, let why):
      let replacement = Replacement(proposal, with: text)
      _ = consume proposal
      replacement.carryOut(on: &state)
      (outcome, reason) = (.transformed, why)
    case .reformat(let text, let selection, let why):
      _ = consume proposal
      let count = text.utf16Count
      let safe = text.safeSelection(
        start: selection.lowerBound, end: selection.upperBound, utf16Count: count)
      // A reformatting that only moves the caret (Backspace over a mask's literals) keeps the
      // text: said so, so that the field reports no change. Compared only when the lengths
      // agree, so a key that adds to the text costs nothing more.
      let unchanged = text.hasSameUTF8(as: state.storedText)
      state = FieldState(text: text, utf16Count: count, selection: safe)
      if unchanged { state.lastEdit = .unchanged }
      (outcome, reason) = (.transformed, why)
    case .reject(let why):
      return (.rejected, why)
    }
    rest(&state, under: rule)
    return (outcome, reason)
  }

  /// Moves `state`'s (safe) selection to where the rule lets it rest, made safe again. Rules
  /// that keep the default `restingSelection` pay only a comparison once specialized.
  @inlinable @inline(__always)
  static func rest<R: InputRule>(_ state: inout FieldState, under rule: R) {
    let resting = rule.restingSelection(state.selection, in: state.storedText)
    if resting == state.selection { return }
    state.selection = state.storedText.safeSelection(
      start: resting.lowerBound, end: resting.upperBound, utf16Count: state.utf16Count)
  }

  /// A replacement a rule accepted, with what the engine needs to know of the text before it to
  /// put the caret after it, so that the text can then be changed in place.
  @usableFromInline
  struct Replacement {
    @usableFromInline let range: Range<String.Index>
    @usableFromInline let utf16Range: Range<Int>
    @usableFromInline let text: String
    /// UTF-16 units of `text`.
    @usableFromInline let units: Int
    /// UTF-8 offset of the range's start.
    @usableFromInline let lowerUTF8Offset: Int
    /// UTF-8 length of the range.
    @usableFromInline let replacedUTF8Count: Int
    /// Whether the caret after the replacement is on a cluster boundary without looking: one
    /// ASCII character into ASCII text (but CR), or a replacement ending with an ASCII scalar
    /// before the end of the text or an ASCII scalar (two ASCII scalars join only as CR LF).
    @usableFromInline let caretIsOnBoundary: Bool

    @inlinable
    init(_ proposal: borrowing EditProposal, with text: String) {
      let old = proposal.text.utf8
      range = proposal.range
      utf16Range = proposal.utf16Range
      self.text = text
      if proposal.isASCIIText, let byte = text.singleByte, byte != 0x0D {
        units = 1
        caretIsOnBoundary = true
      } else {
        units = text.utf16Count
        if let last = text.utf8.last, last < 0x80 {
          if range.upperBound == old.endIndex {
            caretIsOnBoundary = true
          } else {
            let next = old[range.upperBound]
            caretIsOnBoundary = next < 0x80 && !(last == 0x0D && next == 0x0A)
          }
        } else {
          caretIsOnBoundary = false
        }
      }
      lowerUTF8Offset = old.distance(from: old.startIndex, to: range.lowerBound)
      replacedUTF8Count = old.distance(from: range.lowerBound, to: range.upperBound)
    }

    /// Puts the text in the range of `state`'s text (the proposal's text, now held by `state`
    /// alone when nothing else kept it) and the caret after it.
    @inlinable
    func carryOut(on state: inout FieldState) {
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        let before = state
      #endif
      let count = state.utf16Count &- utf16Range.count &+ units
      if range.lowerBound == state.storedText.endIndex {
        state.storedText.append(text)
      } else {
        state.storedText.replaceSubrange(range, with: text)
      }
      state.knownUTF16Count = count
      // The end of the new text, a scalar boundary whatever the clusters around it.
      state.anchor = TextAnchor(
        utf16: utf16Range.lowerBound &+ units, utf8: lowerUTF8Offset &+ text.utf8.count)
      state.lastEdit = EditSpan(
        start16: utf16Range.lowerBound, start8: lowerUTF8Offset, removed16: utf16Range.count,
        removed8: replacedUTF8Count)
      var caret = utf16Range.lowerBound &+ units
      if !caretIsOnBoundary {
        // Snap in case the replacement merged with a neighbouring cluster (a combining mark),
        // looking only around its end.
        let bytes = state.storedText.utf8
        let end = bytes.index(bytes.startIndex, offsetBy: lowerUTF8Offset &+ text.utf8.count)
        caret = state.storedText.clusterEnd(atOrAfterScalar: end, inside: false, at: caret).1
      }
      state.selection = caret..<caret
      state.marked = nil
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        let general = utf16Range.lowerBound + text.utf16.count
        internalCheck(
          state.selection, agreesWith: state.text.safeSelection(start: general, end: general),
          "the caret placed without grapheme breaking",
          "\(text) in \(utf16Range) of \(before)")
        internalCheck(
          count, agreesWith: state.text.utf16.count, "the UTF-16 length followed through the edit",
          "\(text) in \(utf16Range) of \(before)")
      #endif
    }
  }

  /// A state with its selection and marked range made safe.
  @usableFromInline static func sanitized(_ state: FieldState) -> FieldState {
    let text = state.text
    let count = state.utf16Count
    let marked = state.marked.map {
      text.safeSelection(start: $0.lowerBound, end: $0.upperBound, utf16Count: count)
    }
    return FieldState(
      text: text, utf16Count: count,
      selection: text.safeSelection(
        start: state.selection.lowerBound, end: state.selection.upperBound, utf16Count: count),
      marked: marked?.isEmpty == false ? marked : nil)
  }

  /// Moves UTF-16 offsets of a composing text to the field a refused composition returned to
  /// (`restored`: the state before composing began, or the text without the composition), as if
  /// the composition had never been made. Offsets before the composition stay; offsets after it
  /// move by the change in length; an offset inside the composition or at its end moves back to
  /// where the composition stood: to the start of the range it replaced (`restored`'s selection)
  /// as the lower end of a range (`lower`), to its end as the upper end (`upper`). So a key typed
  /// at the end of a refused composition that had replaced a selection replaces that selection,
  /// and a key typed at the end of one begun at a caret is typed at that caret.
  static func refusedCompositionMap(
    marked: Range<Int>, composing: FieldState, restored: FieldState
  ) -> (lower: (Int) -> Int, upper: (Int) -> Int) {
    let old = composing.text.safeSelection(start: marked.lowerBound, end: marked.upperBound)
    let delta = restored.text.utf16Count - composing.text.utf16Count
    let replaced = restored.selection
    let lower = { (offset: Int) -> Int in
      if offset < old.lowerBound { return offset }
      if offset <= old.upperBound { return replaced.lowerBound }
      return offset + delta
    }
    let upper = { (offset: Int) -> Int in
      if offset <= old.lowerBound { return offset }
      if offset <= old.upperBound { return replaced.upperBound }
      return offset + delta
    }
    return (lower, upper)
  }

  /// Moves UTF-16 offsets of a composing text to the text after the composition was committed:
  /// offsets before the composition stay, offsets after it move by the change in length, and
  /// offsets inside it stay inside what replaced it.
  static func compositionMap(marked: Range<Int>, before: FieldState, after: FieldState)
    -> (Int) -> Int
  {
    let old = before.text.safeSelection(start: marked.lowerBound, end: marked.upperBound)
    let delta = after.text.utf16.count - before.text.utf16.count
    let newUpper = Swift.max(old.lowerBound, old.upperBound + delta)
    return { offset in
      if offset <= old.lowerBound { return offset }
      if offset >= old.upperBound { return Swift.max(offset + delta, old.lowerBound) }
      return Swift.min(offset, newUpper)
    }
  }
}
