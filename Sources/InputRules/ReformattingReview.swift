/// The review every reformatting rule shares, written once over what it asks of a rule
/// (`ReformattingSteps`), so that it can be compiled for each rule (natively, `RuleSteps`) or
/// once for all of them (in Embedded Swift, `ReformattingStepsBox`), and decide the same either
/// way.

/// What the shared review asks of a reformatting rule: its requirements, and its judgement of
/// raw characters without the value.
@usableFromInline
protocol ReformattingSteps {
  func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool)
  func rawReplacement(for edit: RawEdit) -> RawReplacement
  func layout(_ raw: String, context: LayoutContext) -> RawLayout
  /// `judge(raw:)`'s validity and reason.
  func judgement(ofRaw raw: String) -> (validity: Validity, reason: Reason?)
  var literalDeletion: LiteralDeletion { get }
  var deletesTrailingLiteralsWithRawCharacter: Bool { get }
  var overwritesRawCharacters: Bool { get }
  var editsAtEnd: Bool { get }
  func rawCharacters(of text: String) -> String
  var keepsRawPositions: Bool { get }
  func completingInPlace(_ raw: String, typedAt position: Int, selectedUpTo end: Int)
    -> (raw: String, open: Range<Int>)?
}

/// A rule's steps, called directly: specialized for the rule, this wrapper costs nothing.
@usableFromInline
struct RuleSteps<Rule: ReformattingRule>: ReformattingSteps {
  @usableFromInline let rule: Rule

  @inlinable init(_ rule: Rule) { self.rule = rule }

  @inlinable
  func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    rule.forEachRawCharacter(in: text, body)
  }
  @inlinable func rawReplacement(for edit: RawEdit) -> RawReplacement {
    rule.rawReplacement(for: edit)
  }
  @inlinable func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    rule.layout(raw, context: context)
  }
  @inlinable func judgement(ofRaw raw: String) -> (validity: Validity, reason: Reason?) {
    let judged = rule.judge(raw: raw)
    return (judged.validity, judged.reason)
  }
  @inlinable var literalDeletion: LiteralDeletion { rule.literalDeletion }
  @inlinable var deletesTrailingLiteralsWithRawCharacter: Bool {
    rule.deletesTrailingLiteralsWithRawCharacter
  }
  @inlinable var overwritesRawCharacters: Bool { rule.overwritesRawCharacters }
  @inlinable var editsAtEnd: Bool { rule.editsAtEnd }
  @inlinable func rawCharacters(of text: String) -> String { rule.rawCharacters(of: text) }
  @inlinable var keepsRawPositions: Bool { rule.keepsRawPositions }
  @inlinable
  func completingInPlace(_ raw: String, typedAt position: Int, selectedUpTo end: Int)
    -> (raw: String, open: Range<Int>)?
  {
    rule.completingInPlace(raw, typedAt: position, selectedUpTo: end)
  }
}

extension ReformattingSteps {
  /// Where the caret goes after `count` raw characters of `text`. When a raw character follows
  /// them, the caret leans on the previous one (right after it: where a key press leaves it) or
  /// on the next one (right before it: where a deletion leaves it; with `count` 0 always); when
  /// none follows, it goes to the end of the text, past layout characters that end it.
  @inlinable
  func caretOffset(
    afterRawCharacters count: Int, in text: String, leaning: CaretLeaning = .previous
  ) -> Int {
    var seen = 0
    var afterLast = 0
    var result: Int?
    forEachRawCharacter(in: text) { _, range in
      if seen == count {
        result = count == 0 || leaning == .next ? range.lowerBound : afterLast
        return false
      }
      seen += 1
      afterLast = range.upperBound
      return true
    }
    return result ?? text.utf16.count
  }

  /// Carries `proposal` out on the raw characters and lays them out again: the review
  /// `ReformattingRule.reviewReformatting` describes.
  @inlinable
  func reviewReformatting(_ proposal: EditProposal) -> EditDecision {
    let text = proposal.text
    let lower = proposal.utf16Range.lowerBound
    let upper = proposal.utf16Range.upperBound
    if proposal.isDeletion && lower == upper { return .accept }
    let atEnd = editsAtEnd
    // With `editsAtEnd`, deleting one character removes the last raw character.
    let oneCharacter =
      atEnd && proposal.isDeletion && (upper - lower == 1 || text[proposal.range].count == 1)
    var before = ""
    var inside = ""
    var after = ""
    var afterCount = 0
    var firstAfterStart: Int?
    var firstInsideStart: Int?
    // Whether the deletion removes the last raw character (`editsAtEnd`).
    var deletesLast = false
    if atEnd
      && (lower == upper
        || (oneCharacter && proposal.kind != .deleteForward && literalDeletion == .deleteSlot))
    {
      // A key press or Backspace at the end: where the raw characters are does not matter.
      before = rawCharacters(of: text)
      deletesLast = oneCharacter
    } else {
      forEachRawCharacter(in: text) { character, range in
        if range.upperBound <= lower
          && !(range.isEmpty && range.lowerBound == lower && upper > lower)
        {
          before.append(character)
        } else if range.lowerBound >= upper {
          if firstAfterStart == nil { firstAfterStart = range.lowerBound }
          after.append(character)
          afterCount += 1
        } else {
          if firstInsideStart == nil { firstInsideStart = range.lowerBound }
          inside.append(character)
        }
        return true
      }
      if atEnd {
        if oneCharacter && !inside.isEmpty {
          // The last raw character leaves instead of the one deleted.
          before.append(inside)
          inside = ""
          deletesLast = true
        }
        before.append(after)
        after = ""
        afterCount = 0
      }
    }
    let beforeCount = characterCount(of: before)
    var reason: Reason?
    var newRaw: String
    var caretRaw: Int
    // Raw characters after the caret once the edit is made.
    var remainingAfter = afterCount
    var literalKey: Character?

    if proposal.isDeletion {
      if before.isEmpty && inside.isEmpty && after.isEmpty {
        // Only layout characters (a prefix written for a typed `+`): deleting at the end takes
        // them as asked, anywhere else it empties the field. Either way the field can be
        // emptied.
        if upper == utf16Length(of: text) && lower > 0 { return .accept }
        return .reformat(text: "", selection: 0..<0, reason: nil)
      }
      if keepsRawPositions && !atEnd && !after.isEmpty {
        // Raw characters follow what would be deleted: they keep their places.
        let count = characterCount(of: inside)
        var rawRange: Range<Int>?
        if count > 0 {
          rawRange = beforeCount..<(beforeCount + count)
        } else if literalDeletion == .deleteSlot {
          if proposal.kind == .deleteForward {
            if afterCount > 1 { rawRange = beforeCount..<(beforeCount + 1) }
          } else if beforeCount > 0 {
            rawRange = (beforeCount - 1)..<beforeCount
          }
        }
        if let rawRange { return deletionKeepingPositions(proposal, rawRange: rawRange) }
      }
      if !inside.isEmpty {
        newRaw = before + after
        caretRaw = beforeCount
      } else if proposal.kind == .deleteForward && !deletesLast {
        // Only layout characters after the caret.
        guard literalDeletion == .deleteSlot, !after.isEmpty else {
          let caret = firstAfterStart ?? upper
          return .reformat(text: text, selection: caret..<caret, reason: nil)
        }
        newRaw = before + after.dropFirst()
        caretRaw = beforeCount
        remainingAfter -= 1
      } else {
        // Backspace (or a deletion the platform did not name) over layout characters only; with
        // `editsAtEnd`, any deletion of one character.
        let trailing = after.isEmpty && deletesTrailingLiteralsWithRawCharacter
        guard literalDeletion == .deleteSlot || trailing || deletesLast, !before.isEmpty else {
          return .reformat(text: text, selection: lower..<lower, reason: nil)
        }
        newRaw = droppingLastCharacter(of: before)
        if !after.isEmpty { newRaw.append(after) }
        caretRaw = beforeCount - 1
      }
    } else {
      let isKeystroke = proposal.isKeystrokeByBytes
      if isKeystroke && !atEnd && lower < upper,
        let passed = passingLayoutCharacter(
          proposal, firstRawStart: firstInsideStart, raw: before + inside + after,
          beforeCount: beforeCount)
      {
        return passed
      }
      if isKeystroke && !atEnd && !after.isEmpty && (!inside.isEmpty || keepsRawPositions),
        let decision = typingOver(
          proposal, before: before, inside: inside, after: after, beforeCount: beforeCount)
      {
        return decision
      }
      var raw = before
      if !after.isEmpty { raw.append(after) }
      let edit = RawEdit(
        raw: raw, range: beforeCount..<beforeCount, replacement: proposal.replacement,
        kind: proposal.kind, isKeystroke: isKeystroke, text: text,
        textRange: proposal.utf16Range)
      switch rawReplacement(for: edit) {
      case .reject(let why):
        guard isKeystroke && !atEnd && why.code != .tooLong,
          let repaired = typingBeforeUnfinished(
            proposal, before: before, inside: inside, after: after, beforeCount: beforeCount)
        else { return .reject(why) }
        reason = repaired.reason
        newRaw = repaired.raw
        caretRaw = characterCount(of: newRaw) - afterCount
      case .whole(let replacing, let why):
        reason = why
        newRaw = replacing
        caretRaw = characterCount(of: replacing)
        remainingAfter = 0
      case .characters(let inserted, let why):
        reason = why
        var rest = Substring(after)
        let insertedCount = characterCount(of: inserted)
        if overwritesRawCharacters && insertedCount > 0 {
          rest = rest.dropFirst(insertedCount)
          remainingAfter = Swift.max(0, afterCount - insertedCount)
        }
        newRaw = before
        newRaw.append(inserted)
        if !rest.isEmpty { newRaw.append(contentsOf: rest) }
        caretRaw = beforeCount + insertedCount
        if insertedCount == 0 {
          guard isKeystroke, let key = proposal.replacement.first else {
            return .reject(
              why ?? Reason(.disallowedCharacter, Reason.Facts("field.nothingTypable")))
          }
          literalKey = key
        }
      }
    }

    let shown: String
    switch layout(
      newRaw,
      context: LayoutContext(
        previousText: text, editEnd: caretRaw, editIsAtEnd: remainingAfter == 0,
        literalKey: literalKey, isDeletion: proposal.isDeletion,
        editedRange: proposal.utf16Range, replacement: proposal.replacement))
    {
    case .reject(let why): return .reject(why)
    case .text(let laidOut): shown = laidOut
    }
    var caret: Int
    if atEnd || remainingAfter == 0 {
      // No raw character follows: the caret goes to the end (what `caretOffset` answers).
      caret = utf16Length(of: shown)
    } else {
      caret = caretOffset(
        afterRawCharacters: caretRaw, in: shown, leaning: proposal.isDeletion ? .next : .previous)
      if let literalKey {
        // A layout character typed where the layout has it: the caret moves past it.
        caret = offset(passing: literalKey, from: caret, in: shown) ?? caret
      }
    }
    return reformattedDecision(showing: shown, caret: caret, reason: reason, for: proposal)
  }

  /// The offset right after the first `key` in `text` at or after `start`, when no raw
  /// character comes before it.
  @inlinable
  func offset(passing key: Character, from start: Int, in text: String) -> Int? {
    var nextRaw = Int.max
    forEachRawCharacter(in: text) { _, range in
      if range.lowerBound >= start {
        nextRaw = range.lowerBound
        return false
      }
      return true
    }
    let units = text.utf16
    guard start >= 0, start <= units.count else { return nil }
    var offset = start
    for character in text[units.index(units.startIndex, offsetBy: start)...] {
      if offset >= nextRaw { return nil }
      offset += character.utf16.count
      if character == key { return offset }
    }
    return nil
  }
}

/// How the shared review ends (`ReformattingRule.reformattingDecision`): not generic, so that it
/// is compiled once.
@inlinable
func reformattedDecision(
  showing shown: String, caret: Int, reason: Reason?, for proposal: EditProposal
) -> EditDecision {
  if reason == nil
    && caret == proposal.utf16Range.lowerBound + utf16Length(of: proposal.replacement)
    && shows(shown, asProposedBy: proposal)
  {
    return .accept
  }
  return .reformat(text: shown, selection: caret..<caret, reason: reason)
}

/// Whether `shown` is the text `proposal` proposes, compared without building that text.
@usableFromInline
func shows(_ shown: String, asProposedBy proposal: EditProposal) -> Bool {
  let text = proposal.text.utf8
  let inserted = proposal.replacement.utf8.count
  if proposal.range.isEmpty && shown.utf8.count != text.count + inserted { return false }
  let lower = text.distance(from: text.startIndex, to: proposal.range.lowerBound)
  let upper = text.distance(from: text.startIndex, to: proposal.range.upperBound)
  guard shown.utf8.count == text.count - (upper - lower) + inserted else { return false }
  return withBytes(of: shown) { s in
    withBytes(of: proposal.text) { t in
      withBytes(of: proposal.replacement) { r in
        var i = 0
        while i < lower {
          if s[i] != t[i] { return false }
          i &+= 1
        }
        var k = 0
        while k < inserted {
          if s[lower &+ k] != r[k] { return false }
          k &+= 1
        }
        var j = upper
        while j < t.count {
          if s[j &- upper &+ lower &+ inserted] != t[j] { return false }
          j &+= 1
        }
        return true
      }
    }
  }
}
