import InputRules

/// A range of UTF-16 code units as a platform text system reports it: the shape of `NSRange`,
/// without Foundation.
///
/// Nothing about it is trusted. The location may be `notFound` (`NSNotFound`), negative, or past
/// the end of the text (an undo manager replaying a range from before a refused edit); the length
/// may be negative or too long. The driver clamps every range before it is used.
public struct PlatformRange: Hashable, Sendable, CustomStringConvertible {
  /// `NSNotFound` on every platform Swift runs on: `Int.max`.
  public static let notFound = Int.max

  /// Start of the range in UTF-16 code units, as reported: may be `notFound`, negative or past the
  /// end.
  public var location: Int
  /// Length in UTF-16 code units, as reported: may be negative or run past the end.
  public var length: Int

  /// A range as the platform reported it, stored without any check: the driver clamps it when it is
  /// used.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }

  /// The range covering `range`.
  public init(_ range: Range<Int>) {
    self.init(location: range.lowerBound, length: range.count)
  }

  /// A caret (empty range) at `offset`.
  public static func caret(_ offset: Int) -> PlatformRange {
    PlatformRange(location: offset, length: 0)
  }

  /// Whether the location is `NSNotFound`.
  public var isNotFound: Bool { location == PlatformRange.notFound }

  /// Whether the range lies entirely within a text of `utf16Count` code units.
  public func fits(in utf16Count: Int) -> Bool {
    location >= 0 && length >= 0 && location <= utf16Count && length <= utf16Count - location
  }

  /// The range as offsets, when it is well formed (`nil` for `NSNotFound` or negative values).
  /// The offsets are not clamped to any text.
  public var offsets: Range<Int>? {
    guard !isNotFound, location >= 0, length >= 0, length <= Int.max - location else { return nil }
    return location..<(location + length)
  }

  /// `{location, length}`, as `NSStringFromRange` writes a range.
  public var description: String { "{\(location), \(length)}" }
}

/// What a platform text field reports at one moment: its text, its selection and the range of
/// text an input method is composing. All offsets are UTF-16, as UIKit and AppKit report them.
public struct PlatformSnapshot: Hashable, Sendable {
  /// The text the field shows, marked text included.
  public var text: String
  /// The selection, or `nil` when the field has none (it is not being edited).
  public var selection: PlatformRange?
  /// The marked (composing) range, or `nil`. An empty or `NSNotFound` range means none.
  public var marked: PlatformRange?

  /// A snapshot as the field reported it, stored without any check.
  public init(text: String, selection: PlatformRange? = nil, marked: PlatformRange? = nil) {
    self.text = text
    self.selection = selection
    self.marked = marked
  }

  /// Whether an input method is composing text, judging by the marked range reported.
  public var isComposing: Bool {
    guard let marked, !marked.isNotFound else { return false }
    return marked.length > 0
  }

  /// The snapshot as an engine state, every range clamped and snapped to grapheme clusters. A
  /// missing selection becomes a caret at the end.
  public var fieldState: FieldState {
    let end = text.utf16.count
    let selection = self.selection.map { text.safeSelection(of: $0) } ?? end..<end
    let marked = isComposing ? self.marked.map { text.safeSelection(of: $0) } : nil
    return FieldState(text: text, selection: selection, marked: marked)
  }
}

extension String {
  /// A platform range made safe for this text: clamped and snapped to grapheme clusters.
  func safeSelection(of range: PlatformRange) -> Range<Int> {
    if range.isNotFound {
      let end = utf16.count
      return end..<end
    }
    let start = range.location
    let end = range.length > 0 && start > Int.max - range.length ? Int.max : start + range.length
    return safeSelection(start: start, end: Swift.max(start, end))
  }
}
