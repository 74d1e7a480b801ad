/// What a text field holds at one moment: its text, its selection and any text an input method is
/// still composing.
///
/// Offsets are UTF-16 code units, the unit UIKit, AppKit and `NSRange` speak, so a platform
/// adapter can pass what the text system reports without converting it. The engine keeps the
/// selection and the marked range on grapheme-cluster boundaries.
public struct FieldState: Hashable, Sendable {
  /// The text the field displays, including any marked (composing) text.
  public var text: String
  /// The selected range in UTF-16 offsets; an empty range is a caret.
  public var selection: Range<Int>
  /// The range of text an input method is composing, or `nil` when nothing is being composed.
  public var marked: Range<Int>?

  /// A field state; the selection defaults to a caret after the last character.
  @inlinable
  public init(text: String = "", selection: Range<Int>? = nil, marked: Range<Int>? = nil) {
    self.text = text
    if let selection {
      self.selection = selection
    } else {
      // Counted only when needed: a full pass over non-ASCII text.
      let end = text.utf16.count
      self.selection = end..<end
    }
    self.marked = marked
  }

  /// An empty field with the caret at 0.
  public static let empty = FieldState()

  /// The caret position when the selection is empty, otherwise `nil`.
  @inlinable
  public var caret: Int? { selection.isEmpty ? selection.lowerBound : nil }

  /// Whether an input method is composing text right now.
  @inlinable
  public var isComposing: Bool { marked != nil }
}
