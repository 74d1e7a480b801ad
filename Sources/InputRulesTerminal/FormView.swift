import InputRules

/// Lays a form out as a frame: what each line shows and where the cursor stands. Pure.
///
/// Every line fits the width it is given (one column less than the terminal's, so the terminal
/// never wraps); what does not fit is wrapped onto more lines or cut with a visible `…`, never
/// cut silently.
package struct FormView: Sendable {
  /// The columns of a field's box, brackets excluded, when there is room.
  static let boxWidth = 16
  /// The narrowest box.
  static let minimumBoxWidth = 6
  /// The columns a field's line keeps for its value before the form puts labels on lines of
  /// their own.
  static let minimumValueRoom = 12
  /// Labels longer than this are cut when they share a line with their box.
  static let maximumLabelWidth = 32
  /// The columns of the state word ("incomplete" is the longest).
  static let stateWidth = Validity.allCases.map(\.rawValue.count).max() ?? 10
  /// The most lines the hint takes.
  static let maximumHintLines = 4

  /// The keys of a screen form and what they do, the way to quit first.
  package static let keys: [(key: String, action: String)] = [
    ("Esc/Ctrl-C", "quit"),
    ("Tab/Down", "next field"),
    ("Shift-Tab/Up", "previous field"),
    ("Enter", "commit, next field"),
    ("Left/Right/Home/End", "move"),
    ("Ctrl-A/Ctrl-E", "start/end"),
    ("Backspace/Delete", "erase"),
    ("Ctrl-U", "clear"),
  ]

  /// The keys of `form`: Enter submits in the last field of a form with `onSubmit`.
  package static func keys(of form: Form) -> [(key: String, action: String)] {
    guard form.onSubmit != nil else { return keys }
    return keys.map { $0.key == "Enter" ? ("Enter", "next field; submit in the last") : $0 }
  }

  /// The whole form (the demo's screen): title, sections of fields, the focused field's hint and
  /// the keys, fitted into `columns` and `rows`. When the fields do not fit, the list of fields
  /// scrolls from its top so the focused field is visible.
  package static func screen(
    _ form: Form, columns: Int, rows: Int = .max, at now: ContinuousClock.Instant
  ) -> Frame {
    var scroll = 0
    return screen(form, columns: columns, rows: rows, scroll: &scroll, at: now)
  }

  /// The whole form fitted into `columns` and `rows`, the list of fields scrolled as little as
  /// possible from `scroll` (the first line of the list shown) so the focused field, its hint
  /// and the cursor are on screen. `scroll` is updated for the next frame.
  package static func screen(
    _ form: Form, columns: Int, rows: Int, scroll: inout Int, at now: ContinuousClock.Instant
  ) -> Frame {
    let width = max(columns - 1, 1)
    let rows = max(rows, 1)
    var header: [Line] = []
    if !form.title.isEmpty {
      header.append([Span(form.title, Style(bold: true))].ellipsized(to: width))
    }
    let body = self.body(form, width: width)
    let hintLine = self.hintLine(form, at: now)
    let allHint = hintLine.isEmpty ? [] : hintLine.wrapped(width: width, indent: 2)
    var hint = limit(allHint, to: maximumHintLines, width: width)
    let allKeys = keyLines(keys(of: form), width: width)
    var footer = allKeys

    // Everything, with blank lines between the parts, when it fits.
    var blanks = (header: !header.isEmpty, hint: !hint.isEmpty, footer: true)
    func total() -> Int {
      header.count + body.lines.count + hint.count + footer.count + (blanks.header ? 1 : 0)
        + (blanks.hint ? 1 : 0) + (blanks.footer ? 1 : 0)
    }
    // Blank lines go first, one by one; then the list scrolls.
    if total() > rows { blanks.footer = false }
    if total() > rows { blanks.header = false }
    if total() > rows { blanks.hint = false }

    var lines: [Line] = []
    var cursor: Frame.Position?
    var shownBody: [Line]
    var bodyCursor = body.cursor
    if total() <= rows {
      scroll = 0
      shownBody = body.lines
    } else {
      // The list scrolls between fixed parts; the title goes when the list would be short, then
      // the keys but their first line, then the hint but its first line.
      var fixed: Int { header.count + hint.count + footer.count }
      let needed = body.focus[0].count + 2
      // Counting two lines of hint at least, so the title does not come and go with the hint.
      if rows - header.count - footer.count - max(hint.count, 2) < max(needed, 6) { header = [] }
      while rows - fixed < needed && footer.count > 1 {
        footer = limit(allKeys, to: footer.count - 1, width: width)
      }
      while rows - fixed < needed && hint.count > 1 {
        hint = limit(allHint, to: hint.count - 1, width: width)
      }
      if rows - fixed < body.focus[1].count && !footer.isEmpty { footer = [] }
      let viewport = Viewport(
        lines: body.lines.count, height: max(rows - fixed, 1), focus: body.focus, scroll: scroll)
      scroll = viewport.start
      shownBody = []
      if viewport.above > 0 { shownBody.append(moreLine("\u{2191}", viewport.above, width)) }
      shownBody += body.lines[viewport.start..<viewport.end]
      if viewport.below > 0 { shownBody.append(moreLine("\u{2193}", viewport.below, width)) }
      bodyCursor?.row += (viewport.above > 0 ? 1 : 0) - viewport.start
    }

    lines += header
    if blanks.header { lines.append([]) }
    if let bodyCursor {
      cursor = Frame.Position(row: lines.count + bodyCursor.row, column: bodyCursor.column)
    }
    lines += shownBody
    if blanks.hint { lines.append([]) }
    lines += hint
    if blanks.footer { lines.append([]) }
    lines += footer
    if lines.count > rows {
      // Only on a terminal too small for the focused field and its hint.
      lines.removeLast(lines.count - rows)
      if let row = cursor?.row, row >= rows { cursor?.row = rows - 1 }
    }
    return Frame(lines: lines, cursor: cursor)
  }

  /// The first `count` lines; when lines are left out, the last one kept ends in `…`.
  static func limit(_ lines: [Line], to count: Int, width: Int) -> [Line] {
    guard lines.count > count else { return lines }
    guard count > 0 else { return [] }
    var kept = Array(lines.prefix(count))
    kept[count - 1] = (kept[count - 1] + [Span(" \u{2026}", .dim)]).ellipsized(to: width)
    return kept
  }

  /// Which lines of the list of fields are shown.
  struct Viewport: Hashable {
    /// The first and one past the last line shown.
    var start: Int
    var end: Int
    /// How many lines are hidden above and below; each is said on a row of its own when the
    /// viewport has room for it (three rows at least), taken from the lines shown.
    var above: Int
    var below: Int

    /// `focus` lists the lines to show, the most wanted first: the first that fits is shown.
    init(lines count: Int, height: Int, focus ranges: [Range<Int>], scroll: Int) {
      let markers = height >= 3
      func window(_ start: Int) -> (end: Int, below: Int) {
        var shown = height - (markers && start > 0 ? 1 : 0)
        if markers && start + shown < count { shown -= 1 }
        let end = min(count, start + max(shown, 1))
        return (end, count - end)
      }
      let focus =
        ranges.first { window($0.lowerBound).end >= $0.upperBound } ?? ranges.last ?? 0..<0
      var start = min(max(scroll, 0), max(count - 1, 0))
      if focus.lowerBound < start { start = focus.lowerBound }
      while window(start).end < focus.upperBound && start < focus.lowerBound { start += 1 }
      // No empty rows at the bottom while lines are hidden above.
      while start > 0 && window(start - 1).end >= count
        && window(start - 1).end >= focus.upperBound && start - 1 <= focus.lowerBound
      {
        start -= 1
      }
      self.start = start
      (end, below) = window(start)
      above = start
      if !markers {
        above = 0
        below = 0
      }
    }
  }

  private static func moreLine(_ arrow: String, _ count: Int, _ width: Int) -> Line {
    [Span("  " + arrow + " \(count) more line" + (count == 1 ? "" : "s"), .dim)].ellipsized(
      to: width)
  }

  /// How the fields are laid out in a width.
  struct FieldLayout: Hashable {
    /// The columns available.
    var width: Int
    /// Whether each label is on a line of its own, above its box.
    var stacked: Bool
    /// The label column (side by side) or the box's indent (stacked).
    var labelWidth: Int
    var boxWidth: Int
    /// Whether the state word follows the box on its line (else it starts the next line).
    var stateBesideBox = true

    /// `content` is the columns the widest field needs in its box (an empty field's
    /// placeholder hint and the caret after it): boxes grow to it when there is room.
    init(labels: [Int], width: Int, content: Int = 0) {
      self.width = width
      let longest = min(labels.max() ?? 0, FormView.maximumLabelWidth)
      let state = FormView.stateWidth
      let wanted = max(FormView.boxWidth, content)
      // marker, label, space, box, space, state, space, value
      let fixed = 2 + longest + 1 + 2 + 1 + state + 1
      let box = min(wanted, width - fixed - FormView.minimumValueRoom)
      if box >= FormView.minimumBoxWidth + 4 {
        stacked = false
        labelWidth = longest
        boxWidth = box
      } else {
        stacked = true
        labelWidth = width >= 20 ? 4 : 0
        let beside = min(wanted, width - labelWidth - 2 - 1 - state)
        if beside >= FormView.minimumBoxWidth {
          boxWidth = beside
        } else {
          stateBesideBox = false
          boxWidth = max(1, min(wanted, width - labelWidth - 2))
        }
      }
    }

    /// The column where a field's box starts.
    var boxColumn: Int { stacked ? labelWidth : 2 + labelWidth + 1 }
  }

  /// The sections and fields, with the cursor on the focused field's box and the lines to keep
  /// on screen, the most wanted first: the focused field's lines (and its section title when it
  /// is the first of its section), then its label and box, then the box alone.
  static func body(_ form: Form, width: Int) -> (
    lines: [Line], focus: [Range<Int>], cursor: Frame.Position?
  ) {
    let layout = FieldLayout(
      labels: form.fields.map { DisplayWidth.of(VisibleText.safe($0.label)) }, width: width,
      content: form.fields.map { field in
        field.placeholder.map { VisibleText($0("")).width + 1 } ?? 0
      }.max() ?? 0)
    var lines: [Line] = []
    var focus = [0..<0, 0..<0, 0..<0]
    var cursor: Frame.Position?
    var flat = 0
    for section in form.sections where !section.fields.isEmpty {
      if !lines.isEmpty { lines.append([]) }
      let sectionStart = lines.count
      if !section.title.isEmpty {
        lines.append([Span(section.title, Style(color: .cyan, bold: true))].ellipsized(to: width))
      }
      for (index, field) in section.fields.enumerated() {
        let focused = flat == form.focus
        let start = lines.count
        let drawn = fieldLines(field, focused: focused, layout: layout)
        if focused {
          let row = start + drawn.cursor.row
          focus = [
            (index == 0 ? sectionStart : start)..<(start + drawn.lines.count),
            start..<(row + 1), row..<(row + 1),
          ]
          cursor = Frame.Position(row: row, column: drawn.cursor.column)
        }
        lines += drawn.lines
        flat += 1
      }
    }
    return (lines, focus, cursor)
  }

  /// A field's lines: its label, box, state and value, then its note, if any.
  static func fieldLines(_ field: TerminalField, focused: Bool, layout: FieldLayout) -> (
    lines: [Line], cursor: Frame.Position
  ) {
    var drawn = valueLines(field, focused: focused, layout: layout)
    drawn.lines += noteLines(field, layout: layout)
    return drawn
  }

  /// A field's note (`TerminalField.note`) under its box, word-wrapped: red, after a `!`.
  static func noteLines(_ field: TerminalField, layout: FieldLayout) -> [Line] {
    guard let note = field.note, !note.isEmpty else { return [] }
    let indent = min(layout.boxColumn, max(layout.width / 3, 0))
    let line: Line = [
      Span("! ", Style(color: .red, bold: true)), Span(drawnMessage(note), Style(color: .red)),
    ]
    return line.wrapped(width: layout.width, indent: indent)
  }

  /// A field's label, box, state and value, on one line when they fit; the label above when the
  /// form is stacked; the value on a line of its own when it does not fit.
  static func valueLines(_ field: TerminalField, focused: Bool, layout: FieldLayout) -> (
    lines: [Line], cursor: Frame.Position
  ) {
    let marker = Span(focused ? "> " : "  ", Style(color: .cyan, bold: true))
    let label = [Span(field.label, Style(bold: focused))]
    var lines: [Line] = []
    var line: Line
    if layout.stacked {
      lines.append(([marker] + label).ellipsized(to: layout.width))
      line = [Span(String(repeating: " ", count: layout.labelWidth))]
    } else {
      line = [marker] + label.padded(to: layout.labelWidth) + [Span(" ")]
    }
    let box = self.box(field, width: layout.boxWidth)
    let cursor = Frame.Position(row: lines.count, column: line.width + box.caretColumn)
    line += box.spans
    let indent: Line = [Span(String(repeating: " ", count: layout.boxColumn))]
    let room = max(layout.width - layout.boxColumn, 1)
    var value = valueSpans(field)
    if layout.stateBesideBox {
      line += [Span(" "), stateSpan(field.validity, width: stateWidth)]
    } else {
      // A very narrow terminal: the state starts the line under the box.
      lines.append(line)
      line = indent + [stateSpan(field.validity, width: 0)]
      if line.width + 1 + value.width > layout.width {
        lines.append(line.ellipsized(to: layout.width))
        lines.append(indent + value.ellipsized(to: room))
        return (lines, cursor)
      }
    }
    if line.width + 1 + value.width <= layout.width {
      lines.append(line + [Span(" ")] + value)
    } else {
      // Its own line, under the box; cut with a marker only when even that is too narrow.
      lines.append(line)
      value = value.ellipsized(to: room)
      lines.append(indent + value)
    }
    return (lines, cursor)
  }

  /// The keys, the way to quit first, wrapped onto as many lines as the width needs. A key and
  /// what it does stay on one line when they fit in the width.
  static func keyLines(_ keys: [(key: String, action: String)] = keys, width: Int) -> [Line] {
    let separator = 3
    var lines: [Line] = []
    var current: Line = []
    for (key, action) in keys {
      let item: Line = [Span(key + ":", Style(bold: true)), Span(" " + action, .dim)]
      if current.isEmpty {
        current = item
      } else if current.width + separator + item.width <= width {
        current += [Span(String(repeating: " ", count: separator))] + item
      } else {
        lines.append(current)
        current = item
      }
      if current.width > width {
        let wrapped = current.wrapped(width: width)
        lines += wrapped.dropLast()
        current = wrapped.last ?? []
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// One field on one line, and its hint line below (a one-field prompt).
  package static func prompt(
    _ form: Form, columns: Int, at now: ContinuousClock.Instant
  ) -> Frame {
    let width = max(columns - 1, 1)
    let field = form.focusedField
    var line: Line = [Span(field.label, Style(bold: true))].ellipsized(to: max(width / 3, 8))
    line.append(Span(" "))
    let prefix = line.width
    let boxWidth = max(minimumBoxWidth, min(40, width - prefix - 2 - 1 - stateWidth))
    let box = Self.box(field, width: boxWidth)
    line += box.spans
    line.append(Span(" "))
    line.append(stateSpan(field.validity, width: 0))
    let cursor = Frame.Position(row: 0, column: prefix + box.caretColumn)
    let hint = hintLine(form, at: now)
    return Frame(
      lines: [
        line.ellipsized(to: width),
        hint.isEmpty ? [] : ([Span("  ")] + hint).ellipsized(to: width),
      ],
      cursor: cursor)
  }

  /// The field's text in brackets, scrolled so the caret is visible, with the caret's column in
  /// the result (counted from the opening bracket). Text hidden on either side is marked `…`.
  /// When the whole text shows, the field's placeholder hint follows it, dimmed.
  static func box(_ field: TerminalField, width: Int) -> (spans: Line, caretColumn: Int) {
    let width = max(width, 3)
    let visible = VisibleText(field.text)
    let caret = visible.column(atUTF16Offset: field.state.selection.upperBound)
    let total = visible.width
    // The first column shown, the columns of text shown, and the markers.
    var start = 0
    var shown = width
    var before = false
    var after = false
    if total >= width {
      if caret <= width - 2 {
        shown = width - 1
        after = true
      } else if caret >= total + 2 - width {
        // The end is shown, with a free column after it for the caret.
        before = true
        shown = width - 1
        start = total + 1 - shown
      } else {
        before = true
        after = true
        shown = width - 2
        start = caret - shown + 1
      }
    }
    var spans: Line = [Span("[", .dim)]
    if before { spans.append(Span(safe: "\u{2026}", .dim)) }
    var column = 0
    var used = 0
    var run = ""
    for cell in visible.cells {
      defer { column += cell.width }
      guard column + cell.width > start else { continue }
      if column < start {
        // A wide character cut by the left edge: its visible half is blank.
        run += String(repeating: " ", count: column + cell.width - start)
        used += column + cell.width - start
        continue
      }
      guard column + cell.width - start <= shown else { break }
      if cell.isEscaped {
        if !run.isEmpty { spans.append(Span(safe: run)) }
        run = ""
        spans.append(Span(safe: cell.drawn, Style(color: .magenta, reverse: true)))
      } else {
        run += cell.drawn
      }
      used += cell.width
    }
    if !run.isEmpty { spans.append(Span(safe: run)) }
    if !before && !after {
      // The placeholder hint, dimmed, in the free columns after the whole text.
      let hint = placeholderSpan(field.placeholderText, room: shown - used)
      spans.append(hint.span)
      used += hint.width
    }
    spans.append(Span(String(repeating: " ", count: max(0, shown - used))))
    if after { spans.append(Span(safe: "\u{2026}", .dim)) }
    spans.append(Span("]", .dim))
    return (spans, 1 + (before ? 1 : 0) + caret - start)
  }

  /// A field's placeholder hint cut to `room` columns (the cut marked `…`), dimmed.
  static func placeholderSpan(_ placeholder: String, room: Int) -> (span: Span, width: Int) {
    guard room > 0, !placeholder.isEmpty else { return (Span(""), 0) }
    let visible = VisibleText(placeholder)
    let fits = visible.width <= room
    var drawn = ""
    var width = 0
    for cell in visible.cells {
      guard width + cell.width <= (fits ? room : room - 1) else { break }
      drawn += cell.drawn
      width += cell.width
    }
    if !fits {
      drawn += "\u{2026}"
      width += 1
    }
    return (Span(safe: drawn, .dim), width)
  }

  static func stateSpan(_ validity: Validity, width: Int) -> Span {
    let word = padded(validity.rawValue, to: width)
    switch validity {
    case .valid: return Span(word, Style(color: .green, bold: true))
    case .incomplete: return Span(word, Style(color: .yellow))
    case .invalid: return Span(word, Style(color: .red, bold: true))
    case .empty: return Span(word, .dim)
    }
  }

  static func valueSpans(_ field: TerminalField) -> Line {
    guard let value = field.valueDescription else { return [Span("-", .dim)] }
    let shown = field.valueIsText ? "\"" + value + "\"" : value
    if field.validity == .valid { return [Span("= ", .dim), Span(shown)] }
    return [Span("last valid: ", .dim), Span(shown, .dim)]
  }

  /// The hint for the focused field: a fresh refusal or change, else why the text is not valid
  /// (told by the form's `messages`), else the field's help. Not indented, not wrapped.
  static func hintLine(_ form: Form, at now: ContinuousClock.Instant) -> Line {
    guard !form.fields.isEmpty else { return [] }
    let field = form.focusedField
    if let hint = form.activeHint(at: now) {
      switch hint.kind {
      case .refused:
        return [
          Span("refused: ", Style(color: .red, bold: true)), Span(drawnMessage(hint.message)),
        ]
      case .changed:
        return [
          Span("changed: ", Style(color: .yellow, bold: true)), Span(drawnMessage(hint.message)),
        ]
      case .notSubmitted:
        return [
          Span("not submitted: ", Style(color: .red, bold: true)),
          Span(drawnMessage(hint.message)),
        ]
      }
    }
    if field.validity == .incomplete || field.validity == .invalid,
      let reason = field.invalidReason
    {
      return [
        Span(field.validity.rawValue + ": ", Style(color: .yellow)),
        Span(drawnMessage(form.messages.message(for: reason))),
      ]
    }
    return field.help.isEmpty ? [] : [Span(field.help, .dim)]
  }

  /// A reason's message as the terminal draws it: without the isolates a right-to-left
  /// language's sentence wraps its values in (U+2068 … U+2069, also U+2066 and U+2067 … U+2069),
  /// pair by pair. They only mark values out for a renderer that reorders text; the terminal
  /// lays text out left to right, cell by cell, and draws bidirectional controls visibly
  /// escaped. An isolate without its pair is kept, and shows escaped.
  package static func drawnMessage(_ message: String) -> String {
    let scalars = Array(message.unicodeScalars)
    var open: [Int] = []
    var paired = Set<Int>()
    for (index, scalar) in scalars.enumerated() {
      switch scalar.value {
      case 0x2066...0x2068: open.append(index)
      case 0x2069:
        if let opening = open.popLast() {
          paired.insert(opening)
          paired.insert(index)
        }
      default: break
      }
    }
    guard !paired.isEmpty else { return message }
    var drawn = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() where !paired.contains(index) {
      drawn.append(scalar)
    }
    return String(drawn)
  }

  private static func padded(_ text: String, to width: Int) -> String {
    let safe = VisibleText.safe(text)
    let w = DisplayWidth.of(safe)
    return w >= width ? safe : safe + String(repeating: " ", count: width - w)
  }
}

extension Style {
  static let dim = Style(dim: true)
}
