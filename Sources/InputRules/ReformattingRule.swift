/// A rule whose text is raw characters laid out by the rule: a money amount that fills from the
/// smallest unit, a card number in groups, a phone number in a mask.
///
/// Such a rule says three things: which characters of a text are raw (what the user typed, as
/// opposed to what the layout adds), how raw characters are laid out as text, and how raw
/// characters are judged. It gets the rest from this protocol, so that every reformatting rule
/// edits the same way:
///
/// - `review`: the edit is carried out on the raw characters (those inside the range are
///   replaced by the raw characters of the replacement), then the raw characters are laid out
///   again. Deleting only layout characters deletes the raw character before them
///   (`LiteralDeletion.deleteSlot`) or only moves the caret (`.skip`).
/// - caret placement: after an edit the caret stays after the same raw character (the last one
///   inserted, or the one before a deletion), never at the end of the text unless that is where
///   the edit was; when no raw character follows, it goes past the layout characters at the end.
/// - `restingSelection`: a caret never rests before the first raw character (inside a prefix
///   such as `+1 (`).
/// - `evaluate`: text that is exactly the layout of its raw characters is judged by `judge(raw:)`;
///   any other text is invalid.
///
/// A rule may still implement any of these itself (the cash register keeps its caret at the end
/// of the amount), and the speed-ups of `InputRule` remain available.
public protocol ReformattingRule: InputRule {
  /// Calls `body` with each raw character of `text`, in order, and its UTF-16 range in `text`,
  /// until `body` returns `false`. Every character of `text` that is not raw is layout.
  func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool)

  /// The raw characters that replace `edit.range` of the raw characters: the replacement's
  /// characters filtered or converted (a full-width digit to its ASCII digit), or why it is
  /// refused. A key press no raw character can take is refused; a paste is filtered.
  func rawReplacement(for edit: RawEdit) -> RawReplacement

  /// The text that shows `raw`, or why `raw` cannot be shown (too many characters, a character
  /// no place of the layout takes).
  func layout(_ raw: String, context: LayoutContext) -> RawLayout

  /// Judges raw characters as laid out.
  func judge(raw: String) -> Evaluation<Value>

  /// What deleting only layout characters does.
  var literalDeletion: LiteralDeletion { get }

  /// Whether Backspace at the end, over the layout characters that follow the last raw
  /// character, also removes that raw character (input-mask-ios's `autoskip`).
  var deletesTrailingLiteralsWithRawCharacter: Bool { get }

  /// Whether inserted raw characters replace those after them rather than shift them.
  var overwritesRawCharacters: Bool { get }
}

/// An edit of raw characters, as a reformatting rule's `rawReplacement(for:)` sees it.
public struct RawEdit: Sendable {
  /// The raw characters before the edit.
  public var raw: String
  /// The replaced raw characters, as character offsets in `raw`.
  public var range: Range<Int>
  /// The text the user typed or pasted (never empty).
  public var replacement: String
  /// What made the edit.
  public var kind: EditKind
  /// Whether the edit is a single key press (see `EditProposal.isKeystroke`).
  public var isKeystroke: Bool

  public init(
    raw: String, range: Range<Int>, replacement: String, kind: EditKind, isKeystroke: Bool
  ) {
    self.raw = raw
    self.range = range
    self.replacement = replacement
    self.kind = kind
    self.isKeystroke = isKeystroke
  }
}

/// A reformatting rule's answer to a raw edit.
public enum RawReplacement: Hashable, Sendable {
  /// These raw characters replace the range; `reason` says why they differ from what was typed
  /// or pasted, when they do.
  case characters(String, reason: Reason?)
  /// The edit is refused.
  case reject(Reason)
}

/// What a reformatting rule knows of the edit when it lays raw characters out.
public struct LayoutContext: Sendable {
  /// The text before the edit (for example to keep the layout it chose).
  public var previousText: String
  /// The raw character offset after the edited raw characters.
  public var editEnd: Int
  /// Whether no raw character follows the edit.
  public var editIsAtEnd: Bool
  /// The key pressed, when the edit is a key press that inserted no raw character (the key may
  /// be a layout character the user typed, such as `)` in a phone number).
  public var literalKey: Character?
  /// Whether the edit removes characters.
  public var isDeletion: Bool

  public init(
    previousText: String, editEnd: Int, editIsAtEnd: Bool, literalKey: Character? = nil,
    isDeletion: Bool = false
  ) {
    self.previousText = previousText
    self.editEnd = editEnd
    self.editIsAtEnd = editIsAtEnd
    self.literalKey = literalKey
    self.isDeletion = isDeletion
  }
}

/// A reformatting rule's layout of raw characters.
public enum RawLayout: Hashable, Sendable {
  /// The text that shows the raw characters.
  case text(String)
  /// The raw characters cannot be shown.
  case reject(Reason)
}

/// Which raw character a caret between two of them stays by.
public enum CaretLeaning: Hashable, Sendable {
  /// Right after the raw character before it.
  case previous
  /// Right before the raw character after it.
  case next
}

/// What deleting only layout characters (a `)` or a group space) does.
public enum LiteralDeletion: String, Hashable, Sendable, CaseIterable {
  /// Deletes the raw character before them (Backspace) or after them (forward Delete), as
  /// Apple's Contacts app does.
  case deleteSlot
  /// Only moves the caret over them, as input-mask-ios does.
  case skip
}

extension ReformattingRule {
  public var literalDeletion: LiteralDeletion { .deleteSlot }
  public var deletesTrailingLiteralsWithRawCharacter: Bool { false }
  public var overwritesRawCharacters: Bool { false }

  /// The raw characters of `text`.
  public func rawCharacters(of text: String) -> String {
    var raw = ""
    forEachRawCharacter(in: text) { character, _ in
      raw.append(character)
      return true
    }
    return raw
  }

  /// Where the caret goes after `count` raw characters of `text`. When a raw character follows
  /// them, the caret leans on the previous one (right after it: where a key press leaves it) or
  /// on the next one (right before it: where a deletion leaves it; with `count` 0 always); when
  /// none follows, it goes to the end of the text, past layout characters that end it.
  public func caretOffset(
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

  /// Text that is exactly the layout of its raw characters is judged by `judge(raw:)`; other
  /// text is invalid.
  public func evaluate(_ text: String) -> Evaluation<Value> {
    if text.isEmpty { return judge(raw: "") }
    let raw = rawCharacters(of: text)
    let context = LayoutContext(
      previousText: text, editEnd: raw.count, editIsAtEnd: true, literalKey: nil)
    guard case .text(let shown) = layout(raw, context: context), shown == text else {
      return .invalid(
        Reason(.reformatted, "“\(text)” is not laid out as this field lays out its characters."))
    }
    return judge(raw: raw)
  }

  /// A caret before the first raw character rests right before it; with no raw character, at
  /// the end of the text. Selections are kept, so that the whole text can be selected.
  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    guard selection.isEmpty else { return selection }
    var first: Int?
    forEachRawCharacter(in: text) { _, range in
      first = range.lowerBound
      return false
    }
    let floor = first ?? text.utf16.count
    return selection.lowerBound < floor ? floor..<floor : selection
  }

  /// Carries the edit out on the raw characters and lays them out again.
  public func review(_ proposal: EditProposal) -> EditDecision {
    reviewReformatting(proposal)
  }

  /// The review every reformatting rule shares; a rule that implements `review` itself can
  /// call it for the edits it does not take specially.
  public func reviewReformatting(_ proposal: EditProposal) -> EditDecision {
    let text = proposal.text
    let lower = proposal.utf16Range.lowerBound
    let upper = proposal.utf16Range.upperBound
    var before = ""
    var after = ""
    var insideCount = 0
    var firstAfterStart: Int?
    forEachRawCharacter(in: text) { character, range in
      if range.upperBound <= lower && !(range.isEmpty && range.lowerBound == lower && upper > lower)
      {
        before.append(character)
      } else if range.lowerBound >= upper {
        if firstAfterStart == nil { firstAfterStart = range.lowerBound }
        after.append(character)
      } else {
        insideCount += 1
      }
      return true
    }
    let beforeCount = before.count
    var raw = before
    raw.append(after)
    var reason: Reason?
    var newRaw: String
    var caretRaw: Int
    var literalKey: Character?

    if proposal.isDeletion {
      if proposal.range.isEmpty { return .accept }
      if insideCount > 0 {
        newRaw = before + after
        caretRaw = beforeCount
      } else if proposal.kind == .deleteForward {
        // Only layout characters after the caret.
        guard literalDeletion == .deleteSlot, !after.isEmpty else {
          let caret = firstAfterStart ?? upper
          return .reformat(text: text, selection: caret..<caret, reason: nil)
        }
        newRaw = before + after.dropFirst()
        caretRaw = beforeCount
      } else {
        // Backspace (or a deletion the platform did not name) over layout characters only.
        let trailing = after.isEmpty && deletesTrailingLiteralsWithRawCharacter
        guard literalDeletion == .deleteSlot || trailing, !before.isEmpty else {
          return .reformat(text: text, selection: lower..<lower, reason: nil)
        }
        newRaw = String(before.dropLast()) + after
        caretRaw = beforeCount - 1
      }
    } else {
      let edit = RawEdit(
        raw: raw, range: beforeCount..<beforeCount, replacement: proposal.replacement,
        kind: proposal.kind, isKeystroke: proposal.isKeystroke)
      switch rawReplacement(for: edit) {
      case .reject(let why):
        return .reject(why)
      case .characters(let inserted, let why):
        reason = why
        var rest = Substring(after)
        if overwritesRawCharacters { rest = rest.dropFirst(inserted.count) }
        newRaw = before + inserted + rest
        caretRaw = beforeCount + inserted.count
        if inserted.isEmpty {
          guard proposal.isKeystroke, let key = proposal.replacement.first else {
            return .reject(why ?? Reason(.disallowedCharacter, "Nothing here can be typed."))
          }
          literalKey = key
        }
      }
    }

    let context = LayoutContext(
      previousText: text, editEnd: caretRaw, editIsAtEnd: caretRaw == newRaw.count,
      literalKey: literalKey, isDeletion: proposal.isDeletion)
    let shown: String
    switch layout(newRaw, context: context) {
    case .reject(let why): return .reject(why)
    case .text(let laidOut): shown = laidOut
    }
    var caret = caretOffset(
      afterRawCharacters: caretRaw, in: shown, leaning: proposal.isDeletion ? .next : .previous)
    if let literalKey {
      // A layout character typed where the layout has it: the caret moves past it.
      caret = offset(passing: literalKey, from: caret, in: shown) ?? caret
    }
    if shown == proposal.proposedText
      && caret == lower + proposal.replacement.utf16.count && reason == nil
    {
      return .accept
    }
    return .reformat(text: shown, selection: caret..<caret, reason: reason)
  }

  /// The offset right after the first `key` in `text` at or after `start`, when no raw
  /// character comes before it.
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
