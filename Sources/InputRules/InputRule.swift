/// A rule that decides, edit by edit, what a field accepts, and judges and types its text.
///
/// The engine does everything a rule should not have to think about (clamping untrusted ranges,
/// keeping grapheme clusters whole, marked text, caret placement for simple substitutions) and asks
/// the rule only about the proposal it has made safe.
///
/// Laws every rule keeps (checked by `FieldLaws` in `InputRulesTestSupport`, which drives a field
/// with thousands of random edits; see `FieldLaw` for the full list):
/// - `evaluate(displayText(for: v)).value == v` for every value `v` the rule can produce;
/// - `value(fromCanonical: canonicalString(for: v)) == v`;
/// - an accepted edit that inserts text never makes acceptable text `.invalid` (a deletion may);
/// - deleting is never refused;
/// - after `commit`, the text is empty or valid.
///
/// The contract is `review`, `evaluate`, `commit`, `displayText(for:)`, `canonicalString(for:)`,
/// `value(fromCanonical:)`, `refusal(ofCanonical:)` and `restingSelection`; a rule implements
/// `review`, `evaluate` and the three conversions, and may keep the defaults of the others. Two
/// further requirements, `acceptsTypedASCII` and `evaluation(afterInsertionMaking:previous:)`,
/// are only speed-ups (see "Speed-ups" below): a rule need not implement them, and whatever it
/// answers there must be what the contract already decides. They are requirements with defaults,
/// rather than a separate protocol, so that generic code reaches a rule's own answer without a
/// dynamic cast (which Embedded Swift does not have).
public protocol InputRule: Sendable {
  /// The typed value of valid text (String, Int, a decimal, a choice...).
  associatedtype Value: Sendable & Equatable

  /// Decides on one edit. Called with a range already clamped and on cluster boundaries.
  func review(_ proposal: EditProposal) -> EditDecision

  /// Judges a complete text and gives its value when valid.
  func evaluate(_ text: String) -> Evaluation<Value>

  /// What the field shows when editing ends. The default keeps the text; number rules normalize,
  /// revert or clamp, choice rules complete a unique start.
  func commit(_ text: String, lastValidValue: Value?) -> CommitDecision

  /// The text a field shows for a value set by the program.
  func displayText(for value: Value) -> String

  /// The value's canonical string: the `inputrules` command's `value` and `setValue`.
  func canonicalString(for value: Value) -> String

  /// The value a canonical string names, or `nil` when it names none this rule accepts.
  func value(fromCanonical string: String) -> Value?

  /// Why `value(fromCanonical: string)` is `nil`, or `nil` when it is not: a program that sets
  /// values from stored strings (the `inputrules` command's `setValue`) can say what is wrong
  /// (`outOfRange`, `tooManyFractionDigits`, `noMatchingOption`) rather than only that something
  /// is. The default gives `invalidValue` for any string without a value.
  func refusal(ofCanonical string: String) -> Reason?

  /// Why setting `value` shows another value, `shown` (the value of `displayText(for: value)`),
  /// for `InputField.setValue` to say. A rule converts a value as typing would convert it (a
  /// number rounded to the digits allowed, letters to the field's case), so a program setting
  /// a value gets what the field takes rather than a refusal; the default says it was rounded.
  func reason(settingValue value: Value, shows shown: Value) -> Reason

  /// Where the selection rests when the user or the program puts it at `selection` in `text`
  /// (already clamped and on cluster boundaries). A rule may keep the caret off text that is only
  /// decoration: number rules keep it between the number's first and last token, so that it never
  /// rests after a trailing currency symbol such as " €", and a cash-register field keeps it at
  /// the end of the amount, where digits go. The engine asks after every edit the rule reviewed
  /// and let take effect (whatever selection the edit left, a reformat's included), and
  /// `InputField` when the selection is moved, when editing ends and when the program sets a
  /// value. The engine makes the answer safe again (clamped, on clusters). The default keeps
  /// `selection`.
  func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int>

  /// Whether the field lays its text out left to right even in a right-to-left interface. A
  /// mask's literals and slots are one left-to-right layout (`+1 (555) 123-4567`), which an
  /// interface mirrored for Arabic or Hebrew would otherwise scramble; the platform adapters set
  /// the text field's direction from it. The default is `false`: the interface decides.
  var forcesLeftToRight: Bool { get }

  /// Whether the value of valid text is the text itself, sharing its storage (a text rule). A
  /// field then keeps no copy of the value apart from the text while it is valid, so that an
  /// edit changes the text in place instead of copying it whole on every key. Only a rule whose
  /// accepted edits never make valid text incomplete or invalid may answer `true` (the field
  /// would have no earlier value to fall back to). The default is `false`.
  var valueSharesText: Bool { get }

  /// What the field holds, when the platform can fill it in (a one-time code from a message, a
  /// saved card number, a contact's phone number); the adapters pass it on as the text field's
  /// content type. The default is `nil`: nothing the platform knows.
  var contentHint: ContentHint? { get }

  // MARK: Speed-ups
  //
  // Optional: the defaults answer "no shortcut", and a rule that keeps them is judged entirely
  // by the requirements above. A rule implements them only to take common keystrokes cheaply,
  // and each answer must be exactly what the general path decides. The `fastPathsAgree` law of
  // `InputRulesTestSupport` compares both paths for any rule; for this package's rules (and any
  // `DebugCheckedRule`), debug builds of InputRules (the `INPUTRULES_INTERNAL_CHECKS` setting)
  // also run the general path beside every shortcut taken and stop at the first disagreement.

  /// Whether the rule accepts, exactly as typed, a key press typing the ASCII character `byte`
  /// (not CR or LF) into the all-ASCII `text` in place of `range` (offsets, the same in UTF-8
  /// and UTF-16 there; empty for a caret), answered without building a proposal: the engine asks
  /// first, so a rule can take the most common keystroke cheaply. `false` means "review it as any
  /// edit". A speed-up: when it answers `true`, `review` must accept that edit as proposed, and
  /// the caret right after the typed character must be where `restingSelection` lets it rest
  /// (the engine asks neither). The default answers `false`.
  func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool

  /// How `text` is judged, when the rule knows without judging it whole: `text` is what an
  /// insertion this rule accepted (as proposed or substituted) made of text it judged `previous`,
  /// outside any composition. `nil` means "call `evaluate(text)`". A speed-up: whenever it is not
  /// `nil` it must equal `evaluate(text)` (validity, value and reason). `InputField` asks after
  /// each accepted key press or paste, so a rule can skip re-judging the whole text on every
  /// keystroke. The default answers `nil`.
  func evaluation(afterInsertionMaking text: String, previous: Validity) -> Evaluation<Value>?

  /// How `text` is judged, when the rule knows without judging it whole: `text` is what a
  /// deletion this rule accepted as proposed (Backspace, Delete, a cut) made of text it judged
  /// `previous`, outside any composition. `nil` means "call `evaluate(text)`". Like
  /// `evaluation(afterInsertionMaking:previous:)`, a speed-up that must equal `evaluate(text)`
  /// whenever it is not `nil`; it lets a Backspace in a long text cost what it costs in a short
  /// one. The default answers `nil`.
  func evaluation(afterDeletionMaking text: String, previous: Validity) -> Evaluation<Value>?

  /// How `text` is judged right after a key this rule took through `acceptsTypedASCII`: `text`
  /// is the text it was asked about with the ASCII key at UTF-8 (and UTF-16) offset `offset` in
  /// place of the range it was asked about, and `previous` the judgement of the text before.
  /// The rule knows what it checked in `acceptsTypedASCII`, so it can often tell the judgement
  /// from where the key went (a mask's last slot filled or not) without reading the text again.
  /// Like `evaluation(afterInsertionMaking:previous:)`, a speed-up that must equal
  /// `evaluate(text)` whenever it is not `nil`. The default asks
  /// `evaluation(afterInsertionMaking:previous:)`.
  func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<Value>?
}

/// What a rule makes of a text when editing ends.
public struct CommitDecision: Hashable, Sendable {
  /// The text the field shows after commit.
  public var text: String
  /// Why the text changed, when it did.
  public var reason: Reason?

  /// A decision to show `text`, with `reason` saying why it differs from what was there, when it
  /// does.
  public init(text: String, reason: Reason? = nil) {
    self.text = text
    self.reason = reason
  }
}

extension InputRule {
  /// Keeps the text as it is: a rule whose text needs no normalizing when editing ends has nothing
  /// to do here.
  public func commit(_ text: String, lastValidValue: Value?) -> CommitDecision {
    CommitDecision(text: text)
  }

  /// No shortcut: the field judges the text whole with `evaluate`.
  @inlinable
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    nil
  }

  /// No shortcut: the field judges the text whole with `evaluate`.
  @inlinable
  public func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    nil
  }

  /// What the rule knows after any insertion it accepted
  /// (`evaluation(afterInsertionMaking:previous:)`).
  @inlinable
  public func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    evaluation(afterInsertionMaking: text, previous: previous)
  }

  /// No shortcut: every key press is reviewed as any other edit.
  @inlinable
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    false
  }

  /// Leaves the selection where it was put.
  @inlinable
  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    selection
  }

  /// `false`: the interface decides the field's direction.
  public var forcesLeftToRight: Bool { false }

  /// `false`: the field keeps the last valid value apart from the text.
  public var valueSharesText: Bool { false }

  /// `nil`: the platform is told nothing about what the field holds.
  public var contentHint: ContentHint? { nil }

  /// `rounded`: a number rule shows the value with the digits it allows.
  public func reason(settingValue value: Value, shows shown: Value) -> Reason {
    Reason(.rounded, Reason.Facts("value.rounded"))
  }

  /// `invalidValue` for a string that `value(fromCanonical:)` finds no value for, `nil` otherwise.
  /// Rules that can say more (out of range, too many fraction digits) answer themselves.
  public func refusal(ofCanonical string: String) -> Reason? {
    guard value(fromCanonical: string) == nil else { return nil }
    return Reason(.invalidValue, Reason.Facts("value.noValue", text: string))
  }
}

/// An edit as a rule sees it: the current text, a safe range in it, and the replacement.
public struct EditProposal: Sendable {
  /// The field's text before the edit (without marked text: rules never see a composition).
  public let text: String
  /// The replaced range, clamped and widened to whole grapheme clusters.
  public let range: Range<String.Index>
  /// The same range in UTF-16 offsets.
  public let utf16Range: Range<Int>
  /// The proposed replacement; empty for a deletion.
  public let replacement: String
  /// What made the edit; `unspecified` when the platform did not say.
  public let kind: EditKind
  /// Whether the engine found `text` all ASCII (and the range not inside a CR LF), which lets
  /// rules skip grapheme breaking; `false` when not known.
  @usableFromInline let isASCIIText: Bool

  /// A proposal whose two ranges name the same part of `text`. Rules trust them, so code that calls
  /// a rule directly passes them as the engine does: clamped and on cluster boundaries. The text is
  /// not taken as known ASCII, so rules judge it by grapheme clusters.
  @inlinable
  public init(
    text: String, range: Range<String.Index>, utf16Range: Range<Int>, replacement: String,
    kind: EditKind
  ) {
    self.text = text
    self.range = range
    self.utf16Range = utf16Range
    self.replacement = replacement
    self.kind = kind
    self.isASCIIText = false
  }

  /// A proposal in an all-ASCII text whose range does not split a CR LF.
  @inlinable
  init(
    asciiText text: String, range: Range<String.Index>, utf16Range: Range<Int>,
    replacement: String, kind: EditKind
  ) {
    self.text = text
    self.range = range
    self.utf16Range = utf16Range
    self.replacement = replacement
    self.kind = kind
    self.isASCIIText = true
  }

  /// Whether the edit only removes text.
  @inlinable
  public var isDeletion: Bool { replacement.isEmpty }

  /// Whether the edit is a single key press: typed, or unspecified and exactly one grapheme
  /// cluster. Anything else (paste, composition, autocorrect replacing a word) is a
  /// multi-character edit, which rules filter and truncate rather than refuse.
  public var isKeystroke: Bool {
    switch kind {
    case .typing, .unspecified:
      return !replacement.isEmpty
        && replacement.index(after: replacement.startIndex) == replacement.endIndex
    default:
      return false
    }
  }

  /// `isKeystroke`, without breaking a one-byte replacement into grapheme clusters (one byte is
  /// one character).
  @inlinable @inline(__always)
  package var isKeystrokeByBytes: Bool {
    switch kind {
    case .typing, .unspecified:
      let bytes = replacement.utf8.count
      return bytes == 1 || (bytes > 1 && isKeystroke)
    default:
      return false
    }
  }

  /// The byte of a key press typing one ASCII character other than CR and LF, whose neighbours
  /// in the text (the characters before and after the range) are ASCII or absent; `nil` for any
  /// other edit. Such a key makes exactly one grapheme cluster of its own: two ASCII scalars join
  /// only as CR LF.
  @inlinable
  var isolatedASCIIKeystroke: UInt8? {
    guard kind == .typing || kind == .unspecified else { return nil }
    let key = replacement.utf8
    guard key.count == 1, let byte = key.first, byte < 0x80, byte != 0x0A, byte != 0x0D else {
      return nil
    }
    let bytes = text.utf8
    if range.lowerBound > bytes.startIndex && bytes[bytes.index(before: range.lowerBound)] >= 0x80 {
      return nil
    }
    if range.upperBound < bytes.endIndex && bytes[range.upperBound] >= 0x80 { return nil }
    return byte
  }

  /// The text the edit proposes, with the replacement in place.
  public var proposedText: String {
    var result = text
    result.replaceSubrange(range, with: replacement)
    return result
  }
}

/// A rule's answer to a proposal.
public enum EditDecision: Hashable, Sendable {
  /// Apply the edit exactly as proposed.
  case accept
  /// Apply the edit with this replacement instead (for example filtered or truncated); the caret
  /// lands after it.
  case substitute(String, reason: Reason?)
  /// Replace the whole text and selection (for example after regrouping digits).
  case reformat(text: String, selection: Range<Int>, reason: Reason?)
  /// Refuse the edit; the field stays exactly as it was.
  case reject(Reason)
}
