/// Fitting lines into a width: cutting with a visible marker, word wrapping, padding. Nothing is
/// ever cut silently: a cut line ends in `…`.
extension Array where Element == Span {
  /// The columns the line takes.
  package var width: Int { reduce(0) { $0 + $1.width } }

  /// The line cut to at most `width` columns; when something is cut, the last column shows
  /// `…` so the cut is visible.
  package func ellipsized(to width: Int) -> Line {
    guard self.width > width else { return self }
    guard width > 0 else { return [] }
    var result = prefix(columns: width - 1)
    let style = result.last?.style ?? .plain
    result.append(Span(safe: "\u{2026}", style))
    return result
  }

  /// The first `width` columns of the line (a wide character that would straddle the edge is
  /// left out).
  func prefix(columns width: Int) -> Line {
    var result: Line = []
    var used = 0
    for span in self {
      if used + span.width <= width {
        result.append(span)
        used += span.width
        continue
      }
      let (text, taken) = span.text.prefix(columns: width - used)
      if !text.isEmpty { result.append(Span(safe: text, span.style)) }
      used += taken
      break
    }
    return result
  }

  /// The line padded with spaces to `width` columns, or cut with `…` when it is wider.
  func padded(to width: Int) -> Line {
    let cut = ellipsized(to: width)
    let missing = width - cut.width
    return missing > 0 ? cut + [Span(safe: String(repeating: " ", count: missing))] : cut
  }

  /// The line word-wrapped into lines of at most `width` columns, each starting with `indent`
  /// spaces. A word longer than a line is broken between characters; styles are kept.
  package func wrapped(width: Int, indent: Int = 0) -> [Line] {
    let indent = Swift.max(0, Swift.min(indent, width - 1))
    let room = Swift.max(1, width - indent)
    let margin: Line = indent > 0 ? [Span(safe: String(repeating: " ", count: indent))] : []
    var lines: [Line] = []
    var current = margin
    var currentWidth = 0  // Columns used after the margin.
    var spaces: Line = []  // Spaces waiting for the next word on the same line.
    var spacesWidth = 0
    func newLine() {
      lines.append(current)
      current = margin
      currentWidth = 0
    }
    for span in self {
      for (token, isSpace) in span.text.tokens() {
        let piece = Span(safe: token, span.style)
        if isSpace {
          spaces.append(piece)
          spacesWidth += piece.width
          continue
        }
        defer {
          spaces = []
          spacesWidth = 0
        }
        if currentWidth + spacesWidth + piece.width <= room {
          current += spaces + [piece]
          currentWidth += spacesWidth + piece.width
          continue
        }
        if piece.width <= room {
          if currentWidth > 0 { newLine() }
          current.append(piece)
          currentWidth = piece.width
          continue
        }
        // A word longer than a line: break it between characters.
        var rest = Substring(token)
        if currentWidth > 0 { newLine() }
        while !rest.isEmpty {
          var (part, taken) = String(rest).prefix(columns: room - currentWidth)
          if part.isEmpty, currentWidth == 0 {
            // A character wider than the line: it goes on a line of its own.
            part = String(rest.first!)
            taken = DisplayWidth.of(rest.first!)
          } else if part.isEmpty {
            newLine()
            continue
          }
          current.append(Span(safe: part, span.style))
          currentWidth += taken
          rest = rest.dropFirst(part.count)
          if !rest.isEmpty { newLine() }
        }
      }
    }
    if currentWidth > 0 || lines.isEmpty { lines.append(current) }
    return lines
  }
}

extension String {
  /// The longest start of the string that takes at most `width` columns, and its columns.
  func prefix(columns width: Int) -> (text: String, width: Int) {
    var text = ""
    var used = 0
    for character in self {
      let w = DisplayWidth.of(character)
      if used + w > width { break }
      text.append(character)
      used += w
    }
    return (text, used)
  }

  /// Runs of spaces and runs of anything else, in order.
  func tokens() -> [(text: String, isSpace: Bool)] {
    var result: [(text: String, isSpace: Bool)] = []
    for character in self {
      let isSpace = character == " "
      if let last = result.last, last.isSpace == isSpace {
        result[result.count - 1].text.append(character)
      } else {
        result.append((String(character), isSpace))
      }
    }
    return result
  }
}
