import InputRules

/// The logic between a platform text field and the engine, with no platform in it.
///
/// An adapter reports what its field tells it, in the order the platform tells it, and does what
/// the driver answers. For UIKit:
///
/// | platform event | driver call |
/// |---|---|
/// | `textField(_:shouldChangeCharactersIn:replacementString:)` | `shouldChange(_:replacement:in:)` |
/// | `editingChanged`, after the text changed | `textDidChange(_:)` |
/// | `setMarkedText(_:selectedRange:)` (subclasses only) | `willSetMarkedText()` / `textDidChange(_:)` |
/// | `unmarkText()` (subclasses only) | `textDidChange(_:)` |
/// | `textFieldDidChangeSelection(_:)` | `selectionDidChange(_:)` |
/// | `editingDidBegin` / `editingDidEnd` | `editingDidBegin(_:)` / `editingDidEnd(_:)` |
///
/// The engine decides everything about the text. The driver only turns platform reports into
/// edits and engine results into platform actions:
/// - nothing is judged while an input method composes; the composition is judged as one edit
///   once it is committed, however the platform reports the commit. An edit the platform asks
///   about right after a commit it did not report is judged with the composition, as the engine
///   judges an edit made past one: a refused composition is dropped and the edit is judged on its
///   own in the field as it was before composing;
/// - every range is clamped and snapped to grapheme clusters (stale undo ranges, `NSNotFound`),
///   and a range the platform could not apply safely is never handed back to it;
/// - a change the rule transformed is applied by the adapter as the smallest replacement, with
///   the rule's selection, so the caret does not jump to the end;
/// - a refused edit's reason is given as an announcement for VoiceOver, told by `messages` (in
///   its language, with the app's own wording first), with the language it is told in;
/// - each change is judged once: the driver proposes the edit to its `InputField`, which decides
///   it (and judges the text it makes); the field keeps that state once the platform is told
///   what to show, and a report that matches it (the platform's own `editingChanged` and
///   selection callbacks after the edit, the text set again by the program) is taken without
///   asking the rule again. A change the driver was not asked about (dictation, a candidate bar,
///   a hardware key) is judged when it is reported; a deletion after the caret is judged as
///   forward Delete;
/// - text the platform inserts again right after it filled the field with it (Security Code
///   AutoFill delivered twice) is dropped without an announcement.
public struct TextInputDriver<Rule: InputRule>: Sendable {
  /// The field model: the last state the driver agreed with, its validity and value.
  public private(set) var field: InputField<Rule>
  /// Where the caret may go.
  public var caretPolicy: CaretPolicy
  /// What made the next edit, when the adapter knows (it saw `paste(_:)` being called). Consumed
  /// by the next `shouldChange` or `textDidChange`.
  public var nextEditKind: EditKind?
  /// How the reasons announced are told: in which language, and with the app's own wording
  /// first. A reason is facts, not a sentence; the announcement is rendered from them here, so
  /// VoiceOver speaks it in the user's language, and each decision names that language
  /// (`announcementLanguage`) so the adapter can ask for the right voice. English unless set:
  /// the driver knows no locale (the adapters set the language of the app or of the field).
  public var messages: ReasonMessages

  /// The state before the current composition began, while an input method composes.
  private var compositionBase: FieldState?
  /// Whether a subclass reported that the platform is setting marked text right now.
  private var isSettingMarkedText = false
  /// The replacement the adapter is applying, while it applies it.
  private var applying: PlatformReplacement?
  /// Whether the platform reported a change while the adapter applied its replacement.
  private var platformNotifiedDuringApply = false
  /// An insertion that filled the field, watched for the platform inserting it again.
  var repeatedInsertion: RepeatedInsertion?
  /// The last edit's reason and outcome, for `status`.
  private var lastEditReason: Reason?
  private var lastEditWasRejected = false

  /// A driver for an empty field, telling reasons with `messages`.
  public init(
    rule: Rule, caretPolicy: CaretPolicy = .free, messages: ReasonMessages = ReasonMessages()
  ) {
    self.field = InputField(rule: rule)
    self.caretPolicy = caretPolicy
    self.messages = messages
  }

  /// A driver for a field showing a value set by the program, telling reasons with `messages`.
  public init(
    rule: Rule, value: Rule.Value?, caretPolicy: CaretPolicy = .free,
    messages: ReasonMessages = ReasonMessages()
  ) {
    self.field = InputField(rule: rule, value: value)
    self.caretPolicy = caretPolicy
    self.messages = messages
  }

  /// The rule enforced.
  public var rule: Rule { field.rule }
  /// The text the driver last agreed with.
  public var text: String { field.text }
  /// The value of the text when valid; otherwise the last valid value, `nil` once emptied.
  public var value: Rule.Value? { field.value }
  /// Whether an input method is composing text.
  public var isComposing: Bool { compositionBase != nil }
  /// Whether the adapter is applying a replacement.
  public var isApplyingReplacement: Bool { applying != nil }

  /// How the field stands, for styling.
  public var status: InputStatus {
    InputStatus(
      validity: field.validity, invalidReason: field.invalidReason,
      lastEditReason: lastEditReason, lastEditWasRejected: lastEditWasRejected,
      isComposing: isComposing)
  }

  /// The keyboard and traits the rule suggests.
  public var keyboardSuggestion: KeyboardSuggestion { KeyboardSuggestion.suggested(for: rule) }

  // MARK: - Before a change

  /// The platform asks whether to replace `range` with `replacement` (UIKit's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`). `snapshot` is the field as it
  /// is before the change. `approval` is a final check (a subclass's extra rule, the app's own
  /// delegate) consulted only when the rule lets the change happen; it sees the change exactly as
  /// it will be made.
  public mutating func shouldChange(
    _ range: PlatformRange, replacement: String, in snapshot: PlatformSnapshot,
    kind: EditKind? = nil, approval: (ProposedChange) -> ChangeApproval = { _ in .approve }
  ) -> PlatformDecision {
    told(
      decideChange(range, replacement: replacement, in: snapshot, kind: kind, approval: approval))
  }

  private mutating func decideChange(
    _ range: PlatformRange, replacement: String, in snapshot: PlatformSnapshot,
    kind: EditKind?, approval: (ProposedChange) -> ChangeApproval
  ) -> PlatformDecision {
    let kind = kind ?? nextEditKind
    nextEditKind = nil
    // The adapter's own replacement coming back through the delegate: already judged.
    if applying != nil { return .nothingToDo }
    // An input method composing (or about to): never judged while it composes. The final check
    // (the app's own delegate) still sees the step.
    if isSettingMarkedText || snapshot.isComposing {
      repeatedInsertion = nil
      if case .refuse(let reason) = approval(Self.unjudgedChange(range, replacement, snapshot)) {
        return refusal(reason, result: nil)
      }
      if compositionBase == nil {
        compositionBase =
          snapshot.isComposing ? Self.stateWithoutComposition(snapshot) : snapshot.fieldState
      }
      return .nothingToDo
    }
    // The platform inserting again what it just filled the field with: dropped, unannounced.
    if isRepeatedInsertion(range, replacement) { return PlatformDecision(action: .refuse) }
    var composition: Composition?
    if var base = compositionBase {
      // The platform committed a composition without reporting it (no `textDidChange` in
      // between): the edit is judged as the engine judges an edit made while text is composed.
      // The composition is judged first, as one edit; when it is refused it is dropped and the
      // edit is judged on its own in the field as it was before composing.
      compositionBase = nil
      base.marked = nil
      if base.text != snapshot.text {
        let diff = TextDiff(from: base.text, to: snapshot.text, anchor: base.selection)
        // What the composition replaced is the selection it began at.
        base.selection = diff.oldRange
        composition = Composition(before: base, committed: diff.newRange)
      }
    }
    return judgeEdit(
      range, replacement: replacement, in: snapshot, kind: kind, after: composition,
      approval: approval)
  }

  /// A composition the platform committed without reporting it: the field before it began (its
  /// selection, what the composition replaced) and where the committed text stands now.
  private struct Composition {
    var before: FieldState
    var committed: Range<Int>
  }

  /// The platform asks to replace several ranges with one string (UIKit's
  /// `textField(_:shouldChangeCharactersInRanges:replacementString:)`, iOS 26): the first range
  /// gets the string and the others are deleted. Judged as one edit covering all of them.
  public mutating func shouldChange(
    _ ranges: [PlatformRange], replacement: String, in snapshot: PlatformSnapshot,
    kind: EditKind? = nil, approval: (ProposedChange) -> ChangeApproval = { _ in .approve }
  ) -> PlatformDecision {
    guard ranges.count > 1 else {
      return shouldChange(
        ranges.first ?? .caret(snapshot.fieldState.selection.lowerBound),
        replacement: replacement, in: snapshot, kind: kind, approval: approval)
    }
    let text = snapshot.text
    let safe = ranges.map { text.safeSelection(of: $0) }
    // Apply from the last range to the first, so earlier offsets stay valid.
    var result = text
    let order = safe.indices.sorted { safe[$0].lowerBound > safe[$1].lowerBound }
    var previousLower = Int.max
    for index in order {
      let range = safe[index]
      // Overlapping ranges cannot be applied one after another: refuse.
      if range.upperBound > previousLower { return refusal(nil, result: nil) }
      previousLower = range.lowerBound
      let bounds = result.safeRange(range)
      result.replaceSubrange(bounds, with: index == 0 ? replacement : "")
    }
    let covered = safe.map(\.lowerBound).min()!..<safe.map(\.upperBound).max()!
    let diff = TextDiff(from: text, to: result, anchor: covered)
    var decision = shouldChange(
      PlatformRange(diff.oldRange), replacement: diff.insertedText, in: snapshot, kind: kind,
      approval: approval)
    // The platform would apply the ranges its own way; apply the judged equivalent instead. An
    // unjudged step (an input method composing, the adapter's own replacement) is left to it.
    if decision.action == .allow, let judged = decision.result {
      decision.action = .replace(PlatformReplacement(from: text, to: judged.state))
    }
    return told(decision)
  }

  /// A subclass saw the platform start setting marked text (UIKit's
  /// `setMarkedText(_:selectedRange:)`); the changes reported until `textDidChange(_:)` are
  /// composition steps, never judged.
  public mutating func willSetMarkedText() {
    isSettingMarkedText = true
  }

  // MARK: - After a change

  /// The platform reports that the text changed (UIKit's `editingChanged`, AppKit's
  /// `controlTextDidChange(_:)`, a SwiftUI binding being set, `unmarkText()` returning). Judges
  /// whatever changed since the last state the driver agreed with that was not judged before: a
  /// committed composition, a change that bypassed the delegate (a candidate bar, dictation).
  public mutating func textDidChange(_ snapshot: PlatformSnapshot) -> PlatformDecision {
    told(judgeReportedChange(snapshot))
  }

  private mutating func judgeReportedChange(_ snapshot: PlatformSnapshot) -> PlatformDecision {
    isSettingMarkedText = false
    if applying != nil {
      platformNotifiedDuringApply = true
      return .nothingToDo
    }
    if snapshot.isComposing {
      repeatedInsertion = nil
      if compositionBase == nil { compositionBase = Self.stateWithoutComposition(snapshot) }
      return .nothingToDo
    }
    let kind = nextEditKind
    nextEditKind = nil
    if let base = compositionBase {
      compositionBase = nil
      return judgeChange(from: base, to: snapshot, kind: .composition)
    }
    return judgeChange(from: field.state, to: snapshot, kind: kind ?? .unspecified)
  }

  /// The platform reports a new selection (UIKit's `textFieldDidChangeSelection(_:)`). Returns a
  /// selection to set instead, when the caret policy forbids this one.
  public mutating func selectionDidChange(_ snapshot: PlatformSnapshot) -> PlatformRange? {
    guard applying == nil, !snapshot.isComposing, compositionBase == nil,
      snapshot.text == field.text
    else { return nil }
    // The text is the one the field judged: only the selection moves, and nothing is judged.
    let text = field.text
    let requested: Range<Int>
    switch caretPolicy {
    case .free:
      requested = snapshot.fieldState.selection
    case .pinnedToEnd:
      let end = text.utf16.count
      requested = end..<end
    }
    // The rule may keep the caret elsewhere (before a trailing " €", for example).
    let selection = FieldEngine.restingSelection(requested, in: text, under: field.rule)
    if let watch = repeatedInsertion, selection != watch.count..<watch.count {
      repeatedInsertion = nil
    }
    field.mirror(FieldState(text: text, selection: selection))
    let resting = PlatformRange(selection)
    return snapshot.selection == resting ? nil : resting
  }

  /// Editing begins: the driver takes the field as it is (the program may have set its text).
  /// Returns a selection to set, when the caret policy asks for one.
  public mutating func editingDidBegin(_ snapshot: PlatformSnapshot) -> PlatformRange? {
    repeatedInsertion = nil
    if applying == nil && !snapshot.isComposing { sync(snapshot) }
    return selectionDidChange(snapshot)
  }

  /// Editing ends (Return, focus lost): a composition still open is judged, then the rule
  /// normalizes, reverts or completes the text. The caret goes to the end.
  public mutating func editingDidEnd(_ snapshot: PlatformSnapshot) -> PlatformDecision {
    // The platform commits marked text when editing ends.
    var committed = snapshot
    committed.marked = nil
    repeatedInsertion = nil
    let change = textDidChange(committed)
    let shown = change.replacement?.resultingText ?? committed.text
    let commit = field.commit()
    guard field.text != shown else { return change }
    record(commit)
    return told(
      PlatformDecision(
        action: .replace(PlatformReplacement(from: committed.text, to: field.state)),
        result: commit, announcement: change.announcement ?? announcement(for: commit),
        changesText: true))
  }

  // MARK: - Applying a replacement

  /// The adapter is about to apply a replacement through the platform's text input API. Until
  /// `didApply(_:)`, the changes the platform reports are the adapter's own and pass unjudged.
  public mutating func willApply(_ replacement: PlatformReplacement) {
    applying = replacement
    platformNotifiedDuringApply = false
  }

  /// The adapter applied its replacement. Returns whether the platform stayed silent about it, in
  /// which case the adapter sends the change notifications itself (UIKit's `editingChanged` and
  /// `UITextField.textDidChangeNotification`) so the app's observers still see every change.
  public mutating func didApply(_ snapshot: PlatformSnapshot) -> Bool {
    let notified = platformNotifiedDuringApply
    applying = nil
    platformNotifiedDuringApply = false
    sync(snapshot)
    return !notified
  }

  // MARK: - Program changes

  /// The program sets the value (or clears the field with `nil`). Returns the field to show, or
  /// the refusal when the rule would not show that value as valid text.
  public mutating func setValue(_ value: Rule.Value?) -> EditResult {
    compositionBase = nil
    repeatedInsertion = nil
    lastEditReason = nil
    lastEditWasRejected = false
    return field.setValue(value)
  }

  /// The program set the field's text directly: take it as it is (never changed; judged when it
  /// is not the text the driver agreed with).
  public mutating func sync(_ snapshot: PlatformSnapshot) {
    if snapshot.isComposing { return }
    compositionBase = nil
    if repeatedInsertion != nil, snapshot.text != field.text { repeatedInsertion = nil }
    field.mirror(snapshot.fieldState)
  }

  // MARK: - Judging

  /// The caret at the end of `text`, where the rule lets it rest (before a trailing " €").
  private static func end(of text: String, under rule: Rule) -> Range<Int> {
    let end = text.utf16.count
    return FieldEngine.restingSelection(end..<end, in: text, under: rule)
  }

  /// What the field makes of `edit` from `before`, without changing `field` (propose); the
  /// driver keeps the field returned once the edit is approved (accept). The edit is decided once
  /// and the text it makes judged once: from the field's own text through `InputField.apply`,
  /// with the rule's speed-ups; from a text the field has not judged (set by the program
  /// unannounced), by the engine, judging only what the edit made (or, when refused, the text
  /// the platform shows).
  /// After a composition the platform committed without reporting it, `before` holds the
  /// committed text marked as composed, and the engine judges the composition and the edit
  /// together (`FieldEngine.apply` with the state before composing).
  private func propose(
    _ edit: Edit, from before: FieldState, stateBeforeComposition: FieldState? = nil
  ) -> (InputField<Rule>, EditResult) {
    var proposed = field
    if before.marked == nil && before.text == field.text {
      proposed.mirror(before)
      let result = proposed.apply(edit)
      return (proposed, result)
    }
    let result = FieldEngine.apply(
      edit, to: before, under: field.rule, stateBeforeComposition: stateBeforeComposition)
    proposed.restore(result.state)
    return (proposed, result)
  }

  /// Judges an edit the platform proposes before applying it; after `composition`, when the
  /// platform committed one without reporting it, together with that composition.
  private mutating func judgeEdit(
    _ range: PlatformRange, replacement: String, in snapshot: PlatformSnapshot, kind: EditKind?,
    after composition: Composition? = nil, approval: (ProposedChange) -> ChangeApproval
  ) -> PlatformDecision {
    let text = snapshot.text
    var before = snapshot.fieldState
    before.marked = nil
    let edit: Edit
    var platformCanApply: Bool
    switch caretPolicy {
    case .free:
      let location = range.isNotFound ? text.utf16.count : range.location
      let named =
        kind
        ?? range.offsets.flatMap {
          Self.deletionKind(removing: $0, inserting: replacement, selectionBefore: before.selection)
        }
      edit = Edit(
        location: location, length: range.length, replacement: replacement,
        kind: named ?? .unspecified)
      platformCanApply = isExact(range, in: text)
    case .pinnedToEnd:
      let end = text.utf16.count
      before.selection = end..<end
      if replacement.isEmpty {
        guard let backspace = FieldEngine.backspaceEdit(in: before) else {
          return refusal(nil, result: nil)
        }
        edit = backspace
      } else {
        edit = Edit(location: end, length: 0, replacement: replacement, kind: kind ?? .unspecified)
      }
      platformCanApply = range == PlatformRange(location: edit.location, length: edit.length)
    }
    var composing = before
    composing.marked = composition?.committed
    var (proposed, result) = propose(
      edit, from: composing, stateBeforeComposition: composition?.before)
    let adjusted = !isExact(range, in: text)
    if result.outcome == .rejected {
      record(result)
      if caretPolicy == .pinnedToEnd && result.state.text != text {
        result.state.selection = Self.end(of: result.state.text, under: field.rule)
        proposed.mirror(result.state)
      }
      field = proposed
      // The platform shows text the field does not keep (a composition it refused or changed):
      // the adapter puts the field's text back.
      let action =
        result.state.text == text
        ? PlatformAction.refuse : .replace(PlatformReplacement(from: text, to: result.state))
      return PlatformDecision(
        action: action, result: result, announcement: announcement(for: result),
        rangeWasAdjusted: adjusted, changesText: result.state.text != text)
    }
    if caretPolicy == .pinnedToEnd {
      result.state.selection = Self.end(of: result.state.text, under: field.rule)
      proposed.mirror(result.state)
    }
    platformCanApply = platformCanApply && result.outcome == .accepted
    let replacementToApply =
      platformCanApply ? nil : PlatformReplacement(from: text, to: result.state)
    let change = ProposedChange(
      range: replacementToApply?.range ?? range,
      replacement: replacementToApply?.text ?? replacement, before: before, after: result.state)
    if case .refuse(let reason) = approval(change) {
      if let composition {
        // The composition is still judged on its own; only the edit is refused.
        var decision = judgeChange(from: composition.before, to: snapshot, kind: .composition)
        if decision.action == .allow { decision.action = .refuse }
        let refused = EditResult(state: field.state, outcome: .rejected, reason: reason)
        record(refused)
        decision.result = refused
        decision.announcement = reason.map(messages.message(for:)) ?? decision.announcement
        decision.rangeWasAdjusted = adjusted
        return decision
      }
      let refused = EditResult(state: before, outcome: .rejected, reason: reason)
      record(refused)
      field.mirror(before)
      return PlatformDecision(
        action: .refuse, result: refused, announcement: reason.map(messages.message(for:)),
        rangeWasAdjusted: adjusted)
    }
    // Accepted: the field takes the state it decided, which the platform is told to show. When
    // the platform reports it back, it matches and is not judged again.
    record(result)
    field = proposed
    watchForRepeat(of: replacement, kind: edit.kind)
    return PlatformDecision(
      action: replacementToApply.map { .replace($0) } ?? .allow, result: result,
      announcement: announcement(for: result), rangeWasAdjusted: adjusted,
      changesText: result.state.text != text)
  }

  /// Judges a change the platform already made: from `base` (the state before) to `snapshot`.
  mutating func judgeChange(
    from base: FieldState, to snapshot: PlatformSnapshot, kind: EditKind
  ) -> PlatformDecision {
    var base = base
    base.marked = nil
    if snapshot.text == base.text {
      // Nothing to judge: a selection change, a composition cancelled, or the platform reporting
      // the text the field already decided.
      field.mirror(snapshot.fieldState)
      return selectionOnly(snapshot, result: nil)
    }
    repeatedInsertion = nil
    let anchor = caretPolicy == .pinnedToEnd ? nil : base.selection
    let diff = TextDiff(from: base.text, to: snapshot.text, anchor: anchor)
    var before = base
    var kind = kind
    if caretPolicy == .pinnedToEnd {
      let end = base.text.utf16.count
      before.selection = end..<end
    } else if kind == .unspecified {
      kind =
        Self.deletionKind(
          removing: diff.oldRange, inserting: diff.insertedText, selectionBefore: base.selection,
          caretAfter: snapshot.selection) ?? kind
    }
    let edit = Edit(replacing: diff.oldRange, with: diff.insertedText, kind: kind)
    var (proposed, result) = propose(edit, from: before)
    if caretPolicy == .pinnedToEnd {
      result.state.selection = Self.end(of: result.state.text, under: field.rule)
    }
    record(result)
    let target: FieldState
    if result.outcome == .rejected {
      target = base
    } else {
      target = result.state
    }
    // The field takes what it decided (nothing judged again: the text is its own).
    field = proposed
    field.mirror(target)
    if result.outcome == .accepted && target.text == snapshot.text {
      field.mirror(snapshot.fieldState)
      var decision = selectionOnly(snapshot, result: result)
      decision.changesText = true
      return decision
    }
    return PlatformDecision(
      action: .replace(PlatformReplacement(from: snapshot.text, to: target)), result: result,
      announcement: announcement(for: result), changesText: target.text != base.text)
  }

  /// Nothing to change in the text; with the caret pinned to the end, a selection elsewhere is
  /// moved back there (a replacement of nothing, with a selection).
  private func selectionOnly(_ snapshot: PlatformSnapshot, result: EditResult?) -> PlatformDecision
  {
    let end = PlatformRange(Self.end(of: snapshot.text, under: field.rule))
    guard caretPolicy == .pinnedToEnd, let selection = snapshot.selection, selection != end
    else { return PlatformDecision(action: .allow, result: result) }
    return PlatformDecision(
      action: .replace(
        PlatformReplacement(range: end, text: "", selection: end, resultingText: snapshot.text)),
      result: result)
  }

  /// A change the platform proposes, as it would make it, for a final check when the rule does not
  /// judge it.
  private static func unjudgedChange(
    _ range: PlatformRange, _ replacement: String, _ snapshot: PlatformSnapshot
  ) -> ProposedChange {
    let before = snapshot.fieldState
    var text = snapshot.text
    let bounds = text.safeRange(location: range.location, length: range.length)
    let lower = text.utf16Offsets(of: bounds).lowerBound
    text.replaceSubrange(bounds, with: replacement)
    let caret = lower + replacement.utf16.count
    return ProposedChange(
      range: range, replacement: replacement, before: before,
      after: FieldState(text: text, selection: caret..<caret))
  }

  /// The field as it was before its composition: the marked text removed, the caret where it
  /// stood.
  private static func stateWithoutComposition(_ snapshot: PlatformSnapshot) -> FieldState {
    let state = snapshot.fieldState
    guard let marked = state.marked else { return state }
    var text = state.text
    text.removeSubrange(text.safeRange(marked))
    let caret = marked.lowerBound
    return FieldState(text: text, selection: caret..<caret)
  }

  private mutating func refusal(_ reason: Reason?, result: EditResult?) -> PlatformDecision {
    lastEditReason = reason
    lastEditWasRejected = true
    return PlatformDecision(
      action: .refuse, result: result, announcement: reason.map(messages.message(for:)))
  }

  private mutating func record(_ result: EditResult) {
    lastEditReason = result.reason
    lastEditWasRejected = result.outcome == .rejected
  }

  /// Whether the platform can apply `range` itself: well formed, within the text and on grapheme
  /// cluster boundaries.
  private func isExact(_ range: PlatformRange, in text: String) -> Bool {
    guard range.fits(in: text.utf16.count), let offsets = range.offsets else { return false }
    let safe = text.utf16Offsets(of: text.safeRange(offsets))
    return safe == offsets
  }
}
