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
}

/// What a rule makes of a text when editing ends.
public struct CommitDecision: Hashable, Sendable {
  /// The text the field shows after commit.
  public var text: String
  /// Why the text changed, when it did.
  public var reason: Reason?

  public init(text: String, reason: Reason? = nil) {
    self.text = text
    self.reason = reason
  }
}

extension InputRule {
  public func commit(_ text: String, lastValidValue: Value?) -> CommitDecision {
    CommitDecision(text: text)
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

  public init(
    text: String, range: Range<String.Index>, utf16Range: Range<Int>, replacement: String,
    kind: EditKind
  ) {
    self.text = text
    self.range = range
    self.utf16Range = utf16Range
    self.replacement = replacement
    self.kind = kind
  }

  /// Whether the edit only removes text.
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
