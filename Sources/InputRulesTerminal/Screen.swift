/// How a piece of a line is drawn.
package struct Style: Hashable, Sendable {
  /// The eight basic terminal colours that are used.
  package enum Color: UInt8, Hashable, Sendable {
    case red = 31
    case green = 32
    case yellow = 33
    case blue = 34
    case magenta = 35
    case cyan = 36
  }

  package var color: Color?
  package var bold = false
  package var dim = false
  package var reverse = false
  package var underline = false

  package init(
    color: Color? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false,
    underline: Bool = false
  ) {
    self.color = color
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  package static let plain = Style()

  /// The SGR sequence selecting this style from the default one; empty for plain.
  /// Colours are left out when `colors` is false (NO_COLOR); emphasis stays.
  func sgr(colors: Bool) -> String {
    var codes: [String] = []
    if bold { codes.append("1") }
    if dim && colors { codes.append("2") }
    if underline { codes.append("4") }
    if reverse { codes.append("7") }
    if colors, let color { codes.append(String(color.rawValue)) }
    return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

/// A run of text in one style. The text is made safe when the span is made: it never holds a
/// control character.
package struct Span: Hashable, Sendable {
  package private(set) var text: String
  package var style: Style
  /// The columns the text takes.
  package private(set) var width: Int

  /// A span of any text; control characters and other unsafe clusters are escaped.
  package init(_ text: String, _ style: Style = .plain) {
    self.init(safe: VisibleText.safe(text), style)
  }

  /// A span of text already made safe (for example drawn cells of `VisibleText`).
  init(safe text: String, _ style: Style = .plain) {
    self.text = text
    self.style = style
    self.width = DisplayWidth.of(text)
  }
}

/// One line of the screen.
package typealias Line = [Span]

/// What the screen should show: lines from the top of the drawing area, and where the cursor
/// stands (row and column from 0), or `nil` to hide it.
package struct Frame: Hashable, Sendable {
  package var lines: [Line]
  package var cursor: Position?

  package struct Position: Hashable, Sendable {
    package var row: Int
    package var column: Int
    package init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  package init(lines: [Line], cursor: Position? = nil) {
    self.lines = lines
    self.cursor = cursor
  }

  /// The text of the frame without styles, one string per line (for tests and logs).
  package var plainLines: [String] { lines.map { $0.map(\.text).joined() } }
}

/// Writes frames to a terminal, redrawing only the lines that changed since the last frame and
/// moving the cursor only when it moved: a frame like the last one writes nothing.
///
/// It moves the cursor only relatively (up, down, to a column), so the same writer draws a full
/// screen form on the alternate screen and a one-field prompt inline where the cursor was. Rows
/// are counted from the first line of the drawing area. Pure: it returns the bytes to write.
package struct ScreenWriter: Sendable {
  /// The lines on the terminal now, or `nil` when they are unknown (nothing drawn yet).
  private var shown: [Line]?
  /// The row the terminal cursor is on.
  private var cursorRow = 0
  /// Where the cursor was left visible by the last frame (`nil`: hidden), when that is known.
  private var shownCursor: Frame.Position??
  /// The terminal's width; lines are cut to fit so they never wrap.
  package var columns: Int
  /// Whether colours are drawn (false under NO_COLOR).
  package var colors: Bool

  package init(columns: Int, colors: Bool) {
    self.columns = max(columns, 2)
    self.colors = colors
  }

  /// Forget what is on the screen: the next frame is drawn whole. `cursorRow` says where the
  /// cursor now is when the caller moved it (0 after clearing the screen).
  package mutating func invalidate(cursorRow row: Int? = nil) {
    shown = nil
    shownCursor = nil
    if let row { cursorRow = row }
  }

  /// The bytes that turn what is shown into `frame`.
  package mutating func render(_ frame: Frame) -> String {
    var out = ""
    let old = shown ?? []
    let rows = max(frame.lines.count, old.count)
    var hidCursor = false
    for row in 0..<rows {
      let line = row < frame.lines.count ? frame.lines[row] : []
      if shown != nil, row < old.count, old[row] == line { continue }
      if !hidCursor {
        out += "\u{1B}[?25l"
        hidCursor = true
      }
      out += move(to: row)
      out += "\r" + draw(line) + "\u{1B}[K"
    }
    shown = frame.lines
    var wasVisible = false
    if case .some(.some) = shownCursor { wasVisible = true }
    var cursor = frame.cursor
    if let column = cursor?.column { cursor?.column = min(max(column, 0), columns - 1) }
    if hidCursor || shownCursor != .some(cursor) {
      if let cursor {
        out += move(to: cursor.row)
        out += "\u{1B}[\(cursor.column + 1)G"
        // Shown again only when it was hidden (while drawing, or by an earlier frame).
        if hidCursor || !wasVisible { out += "\u{1B}[?25h" }
      } else if !hidCursor {
        out += "\u{1B}[?25l"
      }
    }
    shownCursor = .some(cursor)
    return out
  }

  /// Moves the cursor to the line after the drawing area, at column 0: where output continues
  /// once the drawing is done.
  package mutating func finish() -> String {
    let below = shown?.count ?? 0
    var out = move(to: max(below - 1, 0))
    out += "\r\n"
    cursorRow = below
    shownCursor = nil
    return out
  }

  private mutating func move(to row: Int) -> String {
    defer { cursorRow = row }
    if row > cursorRow { return "\u{1B}[\(row - cursorRow)B" }
    if row < cursorRow { return "\u{1B}[\(cursorRow - row)A" }
    return ""
  }

  /// A line's bytes, cut to one column less than the width so the terminal never wraps it; a
  /// cut line ends in `…`.
  func draw(_ line: Line) -> String {
    var out = ""
    let limit = columns - 1
    for span in line.ellipsized(to: limit) where !span.text.isEmpty {
      let sgr = span.style.sgr(colors: colors)
      out += sgr.isEmpty ? span.text : sgr + span.text + "\u{1B}[0m"
    }
    return out
  }
}
