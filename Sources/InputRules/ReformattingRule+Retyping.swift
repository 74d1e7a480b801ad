/// Editing in the middle of a reformatted field: typing over a selection, typing into text that
/// a deletion left unfinished, and deleting where every raw character keeps its place.
///
/// Raw characters are laid out again after every edit, so an edit in the middle shifts the raw
/// characters after it. Judged key by key, the shifted text is often something no value starts
/// with (`04.12.2026` with the day selected and `0` typed is `01.22.026`), and the user, who only
/// retyped what was there, is refused. These are the answers the shared review gives instead.
extension ReformattingRule {
  /// `false`: raw characters flow from one group to the next (a card number's digits).
  public var keepsRawPositions: Bool { false }

  /// `nil`: a key that does not fit where it is typed is not completed in place.
  public func completingInPlace(_ raw: String, typedAt position: Int, selectedUpTo end: Int)
    -> (raw: String, open: Range<Int>)?
  {
    nil
  }
}

extension ReformattingSteps {
  /// A key typed over selected raw characters that others follow types over the first of them
  /// in place: the rest of the selection stays selected, for the next keys to type over, and
  /// nothing after it moves. So retyping a selection key by key goes through the very text that
  /// was there. Where raw characters keep their places (`keepsRawPositions`), a key typed with
  /// the caret before a raw character types over that character the same way, and a key that
  /// does not fit with the characters after it is completed in place (`completingInPlace`) or
  /// refused: such a field never shifts its characters. `nil` when the key is not the rule's to
  /// type over (a layout character, or a key the rule refuses there in a field whose characters
  /// flow: the shared review then judges it as replacing the whole selection).
  @inlinable
  func typingOver(
    _ proposal: EditProposal, before: String, inside: String, after: String, beforeCount: Int
  ) -> EditDecision? {
    var overtyped = Substring(inside)
    var rest = Substring(after)
    if overtyped.isEmpty {
      guard !rest.isEmpty else { return nil }
      overtyped = rest[..<rest.index(after: rest.startIndex)]
      rest = rest.dropFirst()
    }
    let pending = overtyped.dropFirst()
    let pendingCount = characterCount(of: String(pending))
    // The raw characters the key goes in among: without the one it types over, or with it for
    // a rule that overwrites (which judges the key as replacing the character after it).
    var kept = before
    kept.append(contentsOf: overwritesRawCharacters ? overtyped : pending)
    kept.append(contentsOf: rest)
    let edit = RawEdit(
      raw: kept, range: beforeCount..<beforeCount, replacement: proposal.replacement,
      kind: proposal.kind, isKeystroke: true, text: proposal.text,
      textRange: proposal.utf16Range)
    var newRaw = before
    var reason: Reason?
    var open = (beforeCount + 1)..<(beforeCount + 1 + pendingCount)
    switch rawReplacement(for: edit) {
    case .characters(let typed, let why) where characterCount(of: typed) == 1:
      newRaw.append(typed)
      newRaw.append(contentsOf: pending)
      newRaw.append(contentsOf: rest)
      reason = why
    case .reject(let why) where keepsRawPositions:
      // The key, judged on what comes before it, completed in place with what follows.
      let alone = RawEdit(
        raw: before, range: beforeCount..<beforeCount, replacement: proposal.replacement,
        kind: proposal.kind, isKeystroke: true, text: proposal.text,
        textRange: proposal.utf16Range)
      guard case .characters(let typed, let converted) = rawReplacement(for: alone) else {
        return .reject(why)
      }
      // A layout character the key types (the `.` after a day): the shared review passes it.
      if typed.isEmpty { return nil }
      guard characterCount(of: typed) == 1 else { return .reject(why) }
      var candidate = before
      candidate.append(typed)
      candidate.append(contentsOf: pending)
      candidate.append(contentsOf: rest)
      guard
        let completed = completingInPlace(
          candidate, typedAt: beforeCount, selectedUpTo: open.upperBound)
      else { return .reject(why) }
      newRaw = completed.raw
      open = completed.open
      reason = converted
    default:
      return nil
    }
    let context = LayoutContext(
      previousText: proposal.text, editEnd: beforeCount + 1, editIsAtEnd: false,
      isDeletion: false, editedRange: proposal.utf16Range, replacement: proposal.replacement)
    guard case .text(let shown) = layout(newRaw, context: context) else { return nil }
    let caret = caretOffset(afterRawCharacters: beforeCount + 1, in: shown)
    if open.isEmpty {
      return reformattedDecision(showing: shown, caret: caret, reason: reason, for: proposal)
    }
    let end = caretOffset(afterRawCharacters: open.upperBound, in: shown)
    return .reformat(text: shown, selection: caret..<Swift.max(caret, end), reason: reason)
  }

  /// A key typed over a selection that starts with a layout character the key types (the `.` of
  /// a date, or `/` there, which the date takes for its separator; the space of a card number)
  /// passes over it: the rest of the selection stays selected. So retyping a selection that
  /// holds layout characters types them as the field shows them. `nil` for any other key.
  @inlinable
  func passingLayoutCharacter(
    _ proposal: EditProposal, firstRawStart: Int?, raw: String, beforeCount: Int
  ) -> EditDecision? {
    let selected = proposal.text[proposal.range]
    guard let first = selected.first else { return nil }
    let width = first.utf16.count
    let lower = proposal.utf16Range.lowerBound
    // A raw character starting where the selection does is typed over, not passed.
    if let firstRawStart, firstRawStart < lower + width { return nil }
    if proposal.replacement.first != first {
      // Another key the rule takes for the layout there (it puts in no raw character).
      let edit = RawEdit(
        raw: raw, range: beforeCount..<beforeCount, replacement: proposal.replacement,
        kind: proposal.kind, isKeystroke: true, text: proposal.text,
        textRange: proposal.utf16Range)
      guard case .characters(let typed, _) = rawReplacement(for: edit), typed.isEmpty else {
        return nil
      }
    }
    let start = lower + width
    return .reformat(
      text: proposal.text, selection: start..<Swift.max(start, proposal.utf16Range.upperBound),
      reason: nil)
  }

  /// A key typed before raw characters of text that is not valid (a deletion in the middle left
  /// `8937 0400 …` of an IBAN, or a card number whose first group was deleted) is judged on what
  /// comes before it, not on the text after it, which is what the user is repairing. When the
  /// text stays invalid, the reason says why. So typing
  /// back what was deleted is never refused for what follows the caret. Not where raw characters
  /// keep their places, whose text is never left unfinished in the middle.
  @inlinable
  func typingBeforeUnfinished(
    _ proposal: EditProposal, before: String, inside: String, after: String, beforeCount: Int
  ) -> (raw: String, reason: Reason?)? {
    guard !keepsRawPositions, !after.isEmpty else { return nil }
    var current = before
    current.append(inside)
    current.append(after)
    if judgement(ofRaw: current).validity == .valid { return nil }
    let edit = RawEdit(
      raw: before, range: beforeCount..<beforeCount, replacement: proposal.replacement,
      kind: proposal.kind, isKeystroke: true, text: proposal.text,
      textRange: proposal.utf16Range)
    guard case .characters(let typed, let reason) = rawReplacement(for: edit), !typed.isEmpty
    else { return nil }
    var newRaw = before
    newRaw.append(typed)
    newRaw.append(after)
    // The key is refused when the whole would be too long; otherwise the text says what is
    // still wrong with it, so the key is never taken silently into text that stays invalid.
    let judged = judgement(ofRaw: newRaw)
    if judged.reason?.code == .tooLong { return nil }
    if judged.validity == .invalid, let why = judged.reason { return (newRaw, why) }
    return (newRaw, reason)
  }

  /// Deleting in the middle of text whose raw characters keep their places removes nothing: the
  /// caret moves to the start of what it would delete (the end, for forward Delete), where the
  /// next keys type over it. Removing it would pull the next part's characters into this one
  /// (`24.12.2026` would become `21.22.026`).
  @inlinable
  func deletionKeepingPositions(
    _ proposal: EditProposal, rawRange: Range<Int>
  ) -> EditDecision {
    let text = proposal.text
    let target =
      proposal.kind == .deleteForward
      ? caretOffset(afterRawCharacters: rawRange.upperBound, in: text, leaning: .next)
      : caretOffset(afterRawCharacters: rawRange.lowerBound, in: text, leaning: .next)
    return .reformat(
      text: text, selection: target..<target,
      reason: Reason(.typeOver, Reason.Facts("field.typeOver")))
  }
}

extension Reason.Code {
  /// Deleting in the middle of a field whose characters keep their places moved the caret
  /// instead: the next keys type over what is there.
  public static let typeOver: Reason.Code = "typeOver"
}
