/// A place in a text known by its UTF-16 and its UTF-8 offset, on a scalar boundary; `utf16`
/// is -1 when no place is known.
@usableFromInline
struct TextAnchor: Sendable {
  @usableFromInline var utf16: Int
  @usableFromInline var utf8: Int

  @inlinable init(utf16: Int, utf8: Int) {
    self.utf16 = utf16
    self.utf8 = utf8
  }

  /// No place known.
  @usableFromInline static let none = TextAnchor(utf16: -1, utf8: -1)
}

/// What a text field holds at one moment: its text, its selection and any text an input method is
/// still composing.
///
/// Offsets are UTF-16 code units, the unit UIKit, AppKit and `NSRange` speak, so a platform
/// adapter can pass what the text system reports without converting it. The engine keeps the
/// selection and the marked range on grapheme-cluster boundaries.
public struct FieldState: Hashable, Sendable {
  /// The text the field displays, including any marked (composing) text.
  @inlinable
  public var text: String {
    get { storedText }
    set {
      storedText = newValue
      knownUTF16Count = -1
      anchor = .none
      lastEdit = .none
    }
    _modify {
      knownUTF16Count = -1
      anchor = .none
      lastEdit = .none
      yield &storedText
    }
  }
  /// The selected range in UTF-16 offsets; an empty range is a caret.
  public var selection: Range<Int>
  /// The range of text an input method is composing, or `nil` when nothing is being composed.
  public var marked: Range<Int>?

  @usableFromInline var storedText: String
  /// The UTF-16 length of the text when the engine knows it (it follows each edit), or -1.
  /// Counting it is a pass over the whole text, and converting an offset from the start of a
  /// text that was just edited is another (the standard library's UTF-16 index of the text is
  /// rebuilt after every change): the engine finds offsets near the edit from the nearer end
  /// instead, which needs this length.
  @usableFromInline var knownUTF16Count: Int
  /// A place in the text whose UTF-16 and UTF-8 offsets are both known: the end of the last
  /// edit's text, set by the engine as it edits. Offsets near the caret are found from it, so
  /// finding them costs what lies between them and the anchor, not what lies between them and
  /// an end of the text. Any other change of the text forgets it.
  @usableFromInline var anchor: TextAnchor = .none
  /// Where the engine's last in-place edit went (its end is `anchor`), for the field to follow
  /// its changes by offsets (`InputField.takeChange()`); `.unchanged` when the engine made the
  /// text anew the same; `.none` otherwise.
  @usableFromInline var lastEdit: EditSpan = .none

  /// A field state; the selection defaults to a caret after the last character.
  @inlinable
  public init(text: String = "", selection: Range<Int>? = nil, marked: Range<Int>? = nil) {
    self.storedText = text
    if let selection {
      self.selection = selection
      self.knownUTF16Count = -1
    } else {
      // Counted only when needed: a full pass over non-ASCII text.
      let end = text.utf16.count
      self.selection = end..<end
      self.knownUTF16Count = end
    }
    self.marked = marked
  }

  /// A state whose text's UTF-16 length is known.
  @inlinable
  init(text: String, utf16Count: Int, selection: Range<Int>, marked: Range<Int>? = nil) {
    self.storedText = text
    self.knownUTF16Count = utf16Count
    self.selection = selection
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

  /// The UTF-16 length of the text: known after an edit, otherwise counted.
  @inlinable
  var utf16Count: Int {
    knownUTF16Count >= 0 ? knownUTF16Count : storedText.utf16.count
  }

  /// Equal when the text, the selection and the marked range are: how the text is stored, and
  /// whether its UTF-16 length is known yet, do not count.
  @inlinable
  public static func == (a: FieldState, b: FieldState) -> Bool {
    a.selection == b.selection && a.marked == b.marked && a.storedText == b.storedText
  }

  /// Hashes the text, the selection and the marked range, the parts `==` compares.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedText)
    hasher.combine(selection)
    hasher.combine(marked)
  }
}

#if !hasFeature(Embedded)
  extension FieldState: CustomDebugStringConvertible {
    /// The state as its initializer would make it, without what the engine keeps for itself.
    public var debugDescription: String {
      let marked = self.marked.map { "\($0)" } ?? "nil"
      return
        "FieldState(text: \(text.debugDescription), selection: \(selection), marked: \(marked))"
    }
  }
#endif
