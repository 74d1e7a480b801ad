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

  /// Whether key presses and Backspace act at the end of the raw characters, wherever the caret
  /// is (a cash register: digits come in from the right and Backspace takes the last one). An
  /// insertion comes in after the last raw character (those of a selection it replaces leave
  /// first); deleting one character, or Backspace over layout characters only, removes the last
  /// raw character; deleting a selection removes the raw characters in it; forward Delete over
  /// layout characters only moves the caret past them. After an edit that changes the raw
  /// characters the caret is at the end of the text.
  var editsAtEnd: Bool { get }

  /// The raw characters of `text`, in order. The default collects them with
  /// `forEachRawCharacter`; a rule may answer faster, with the same characters.
  func rawCharacters(of text: String) -> String

  /// Whether every raw character has a place of its own that edits in the middle keep (a
  /// date's day, month and year): a key typed there types over the raw character after the
  /// caret, and deleting there moves the caret instead of pulling the next part's characters
  /// into this one. `false` by default: raw characters flow from one group to the next.
  var keepsRawPositions: Bool { get }

  /// For a rule that keeps raw positions: `raw`, in which the character at `position` was just
  /// typed over (the rest as it was), with characters after it, up to `end` or the end of
  /// `position`'s part (a date's day), changed so that the whole can still become a value, and
  /// the range of those characters, which stay selected for the next keys. `nil` when no change
  /// there can (the key is refused). So changing `04` to `31` by typing `3` over the day shows
  /// `30` with the `0` selected, never `34` or a shifted date.
  func completingInPlace(_ raw: String, typedAt position: Int, selectedUpTo end: Int)
    -> (raw: String, open: Range<Int>)?
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
  /// The text shown before the edit.
  public var text: String
  /// The edited range of `text`, in UTF-16 offsets.
  public var textRange: Range<Int>

  /// A raw edit from its parts. `text` and `textRange` may be left out by code that looks only at
  /// the raw characters; `proposedText` is then just `replacement`.
  public init(
    raw: String, range: Range<Int>, replacement: String, kind: EditKind, isKeystroke: Bool,
    text: String = "", textRange: Range<Int> = 0..<0
  ) {
    self.raw = raw
    self.range = range
    self.replacement = replacement
    self.kind = kind
    self.isKeystroke = isKeystroke
    self.text = text
    self.textRange = textRange
  }

  /// The text as the user made it, before the rule laid it out: `text` with `replacement` in
  /// `textRange`.
  public var proposedText: String { text.replacingUTF16(textRange, with: replacement) }
}

/// A reformatting rule's answer to a raw edit.
public enum RawReplacement: Hashable, Sendable {
  /// These raw characters replace the range; `reason` says why they differ from what was typed
  /// or pasted, when they do.
  case characters(String, reason: Reason?)
  /// These raw characters replace all of them, wherever the edit was (a pasted amount in a cash
  /// register, a sign that toggles); the caret goes after the last one.
  case whole(String, reason: Reason?)
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
  /// The edited range of `previousText`, in UTF-16 offsets.
  public var editedRange: Range<Int>
  /// What the user put in `editedRange` (empty for a deletion).
  public var replacement: String

  /// A context from its parts. Those after `editIsAtEnd` default to an edit that says nothing more
  /// of itself: no key, no deletion, an empty range and replacement.
  public init(
    previousText: String, editEnd: Int, editIsAtEnd: Bool, literalKey: Character? = nil,
    isDeletion: Bool = false, editedRange: Range<Int> = 0..<0, replacement: String = ""
  ) {
    self.previousText = previousText
    self.editEnd = editEnd
    self.editIsAtEnd = editIsAtEnd
    self.literalKey = literalKey
    self.isDeletion = isDeletion
    self.editedRange = editedRange
    self.replacement = replacement
  }

  /// The text as the user made it, before the rule laid it out.
  public var proposedText: String {
    previousText.replacingUTF16(editedRange, with: replacement)
  }
}

extension String {
  /// The text with a UTF-16 range (clamped) replaced.
  func replacingUTF16(_ range: Range<Int>, with replacement: String) -> String {
    let units = utf16
    let count = units.count
    let lower = Swift.min(Swift.max(range.lowerBound, 0), count)
    let upper = Swift.min(Swift.max(range.upperBound, lower), count)
    var result = String(self[..<units.index(units.startIndex, offsetBy: lower)])
    result += replacement
    result += self[units.index(units.startIndex, offsetBy: upper)...]
    return result
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
  /// `.deleteSlot`: deleting a `)` or a group space deletes the raw character beside it, as Apple's
  /// Contacts app does.
  public var literalDeletion: LiteralDeletion { .deleteSlot }
  /// `false`: Backspace over the layout characters at the end does what `literalDeletion` says, as
  /// anywhere else.
  public var deletesTrailingLiteralsWithRawCharacter: Bool { false }
  /// `false`: inserted raw characters push those after them along.
  public var overwritesRawCharacters: Bool { false }
  /// `false`: edits act where the caret is.
  public var editsAtEnd: Bool { false }

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
  @inlinable
  public func caretOffset(
    afterRawCharacters count: Int, in text: String, leaning: CaretLeaning = .previous
  ) -> Int {
    RuleSteps(self).caretOffset(afterRawCharacters: count, in: text, leaning: leaning)
  }

  /// Text that is exactly the layout of its raw characters is judged by `judge(raw:)`; other
  /// text is invalid.
  public func evaluate(_ text: String) -> Evaluation<Value> {
    evaluate(text, orLaidOutInASCII: { _ in nil })
  }

  /// `evaluate(_:)` for a rule that shows the locale's digits (a date, a card number): text is
  /// also read as written when it is the layout of its raw characters in ASCII digits
  /// (`asciiLayout`; `nil` when the field shows ASCII digits), the way a program, a server or
  /// another device writes the value, as a number field reads ASCII digits whatever it shows.
  package func evaluate(
    _ text: String, orLaidOutInASCII asciiLayout: (String) -> String?
  ) -> Evaluation<Value> {
    if text.isEmpty { return judge(raw: "") }
    let raw = rawCharacters(of: text)
    let context = LayoutContext(
      previousText: text, editEnd: raw.count, editIsAtEnd: true, literalKey: nil)
    guard case .text(let shown) = layout(raw, context: context),
      shown == text || asciiLayout(raw) == text
    else {
      return .invalid(
        Reason(.reformatted, Reason.Facts("field.notLaidOut", text: text)))
    }
    return judge(raw: raw)
  }

  /// A caret before the first raw character rests right before it; with no raw character, at
  /// the end of the text. Selections are kept, so that the whole text can be selected.
  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    // A caret at the end is never before the first raw character: answered without reading.
    guard selection.isEmpty, selection.lowerBound < utf16Length(of: text) else { return selection }
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
  ///
  /// Natively it is specialized for each rule, so that its calls to the rule are direct. The
  /// WebAssembly build of a module with several reformatting rules compiles it once and calls
  /// each rule through a box, which keeps the browser's download smaller. It decides the same
  /// either way.
  @inlinable
  public func reviewReformatting(_ proposal: EditProposal) -> EditDecision {
    // In Embedded Swift the review is compiled once and calls the rule through
    // `ReformattingStepsBox`, unless the build asks for it specialized per rule
    // (`INPUTRULES_REVIEW_PER_RULE`: smaller in a module with one reformatting rule).
    #if hasFeature(Embedded) && !INPUTRULES_REVIEW_PER_RULE
      return reviewReformattingInBox(proposal, RuleStepsBox(self))
    #else
      return RuleSteps(self).reviewReformatting(proposal)
    #endif
  }

  /// How the shared review ends once an edit is laid out as `shown` with the caret at `caret`:
  /// `.accept` when that is exactly what `proposal` makes, with the caret after the replacement
  /// and no reason to give; a reformat otherwise. A rule that decides some edits itself (a
  /// speed-up) ends with it too, so that it decides as the shared review does.
  @inlinable
  public func reformattingDecision(
    showing shown: String, caret: Int, reason: Reason?, for proposal: EditProposal
  ) -> EditDecision {
    reformattedDecision(showing: shown, caret: caret, reason: reason, for: proposal)
  }
}
