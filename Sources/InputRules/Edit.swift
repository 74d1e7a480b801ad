/// One proposed change to a field: replace a UTF-16 range with new text.
///
/// The range is taken as the platform reports it and is never trusted: the engine clamps it to the
/// text and widens it to whole grapheme clusters before any rule sees it.
public struct Edit: Hashable, Sendable {
  /// Start of the replaced range in UTF-16 offsets (any value; clamped when applied).
  public var location: Int
  /// Length of the replaced range in UTF-16 code units (any value; clamped when applied, and a
  /// negative length counts as 0).
  public var length: Int
  /// The text that replaces the range; empty for a deletion.
  public var replacement: String
  /// What made the edit, when known. Rules use it to tell a keystroke from a paste.
  public var kind: EditKind

  /// An edit replacing `length` UTF-16 code units at `location` with `replacement`, stored as given:
  /// the engine clamps the range when it applies the edit.
  @inlinable
  public init(location: Int, length: Int, replacement: String, kind: EditKind = .unspecified) {
    self.location = location
    self.length = length
    self.replacement = replacement
    self.kind = kind
  }

  /// An edit replacing a half-open UTF-16 range. Any range is fine, even `Int.min..<Int.max`:
  /// offsets before 0 are dropped (they are clamped away when applied anyway), so the length
  /// never overflows.
  @inlinable
  public init(replacing range: Range<Int>, with replacement: String, kind: EditKind = .unspecified)
  {
    let location = Swift.max(range.lowerBound, 0)
    // With `location >= 0` and `location <= upperBound` (or `upperBound < 0`), no overflow.
    self.init(
      location: location, length: Swift.max(range.upperBound - location, 0),
      replacement: replacement, kind: kind)
  }
}

/// What made an edit. Platform text fields rarely say, so `unspecified` is common: the engine then
/// treats a single grapheme cluster as a keystroke and anything longer as a paste.
public enum EditKind: String, Hashable, Sendable, CaseIterable {
  /// A key press inserting one character.
  case typing
  /// Pasted or dropped text.
  case paste
  /// Backspace: deletion of what is before the caret.
  case deleteBackward
  /// Forward Delete: deletion of what is after the caret.
  case deleteForward
  /// An input method committing the text it composed.
  case composition
  /// Nothing is known about the edit's origin.
  case unspecified
}
