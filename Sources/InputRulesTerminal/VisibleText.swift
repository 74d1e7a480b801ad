/// Text as the terminal draws it: every grapheme cluster with the string that is written for it
/// and the columns it takes.
///
/// Nothing from a field reaches the terminal raw: control characters (C0, DEL, C1), line and
/// paragraph separators, bidirectional overrides and lone invisible format characters are drawn
/// visibly escaped (`␛` for ESC, `\u{9B}` for a C1 control), and a combining mark with nothing to
/// sit on is drawn on a dotted circle. An escape sequence pasted into a field therefore shows as
/// text and can never move the cursor, change colours or retitle the window.
public struct VisibleText: Hashable, Sendable {
  /// One grapheme cluster of the source text.
  public struct Cell: Hashable, Sendable {
    /// What is written to the terminal.
    public var drawn: String
    /// The columns `drawn` takes.
    public var width: Int
    /// Whether `drawn` is an escaped form rather than the cluster itself.
    public var isEscaped: Bool
    /// The cluster's range in the source text, in UTF-16 offsets.
    public var utf16Range: Range<Int>
  }

  public private(set) var cells: [Cell] = []

  public init(_ text: String) {
    var offset = 0
    cells.reserveCapacity(text.utf8.count)
    for character in text {
      let length = character.utf16.count
      let escaped = Self.escaped(character)
      let drawn = escaped ?? String(character)
      cells.append(
        Cell(
          drawn: drawn, width: DisplayWidth.of(drawn), isEscaped: escaped != nil,
          utf16Range: offset..<(offset + length)))
      offset += length
    }
  }

  /// The columns the whole text takes.
  public var width: Int { cells.reduce(0) { $0 + $1.width } }

  /// What is written for the whole text.
  public var drawn: String { cells.map(\.drawn).joined() }

  /// The column (from 0) at which a caret at this UTF-16 offset stands.
  public func column(atUTF16Offset offset: Int) -> Int {
    var column = 0
    for cell in cells {
      if cell.utf16Range.lowerBound >= offset { break }
      column += cell.width
    }
    return column
  }

  /// Any text made safe to write: escaped where needed, as one string.
  public static func safe(_ text: String) -> String {
    var result = ""
    for character in text { result += escaped(character) ?? String(character) }
    return result
  }

  /// The escaped form of a cluster, or `nil` when it is drawn as it is.
  public static func escaped(_ character: Character) -> String? {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F, character.utf8.count == 1 {
      return nil
    }
    let scalars = character.unicodeScalars
    var needsEscape = false
    var allFormat = true
    for scalar in scalars {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator, .surrogate:
        needsEscape = true
      case .format:
        if isBidiControl(scalar) { needsEscape = true }
      default:
        allFormat = false
      }
    }
    if needsEscape || allFormat {
      return scalars.map(escaped(scalar:)).joined()
    }
    if let first = scalars.first {
      switch first.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark:
        // A mark with no base would sit on whatever the terminal drew before it.
        return "\u{25CC}" + String(character)
      default: break
      }
    }
    return nil
  }

  private static func escaped(scalar: Unicode.Scalar) -> String {
    let v = scalar.value
    switch v {
    case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + v)!)  // control pictures ␀...␟
    case 0x7F: return "\u{2421}"  // ␡
    default:
      let category = scalar.properties.generalCategory
      if category == .control || category == .lineSeparator || category == .paragraphSeparator
        || category == .format
      {
        return "\\u{" + String(v, radix: 16, uppercase: true) + "}"
      }
      return String(scalar)
    }
  }

  private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
