import InputRules

/// Lays a form out as a frame: what each line shows and where the cursor stands. Pure.
public struct FormView: Sendable {
  /// The whole form: title, sections, hint line and key list (the demo's screen).
  public static func screen(
    _ form: Form, columns: Int, at now: ContinuousClock.Instant
  ) -> Frame {
    var lines: [Line] = []
    var cursor: Frame.Position?
    lines.append([Span(form.title, Style(bold: true))])
    lines.append([])
    let labelWidth = min(
      form.fields.map { DisplayWidth.of(VisibleText.safe($0.label)) }.max() ?? 0, 34)
    let boxWidth = 16
    var flat = 0
    for section in form.sections {
      if !section.title.isEmpty {
        lines.append([Span(section.title, Style(color: .cyan, bold: true))])
      }
      for field in section.fields {
        let focused = flat == form.focus
        var line: Line = [
          Span(focused ? "> " : "  ", Style(color: .cyan, bold: true)),
          Span(padded(field.label, to: labelWidth + 2), Style(bold: focused)),
        ]
        let prefix = line.reduce(0) { $0 + $1.width }
        let box = Self.box(field, width: boxWidth)
        line += box.spans
        line.append(Span("  "))
        line.append(stateSpan(field.validity, width: 12))
        line += valueSpans(field)
        if focused {
          cursor = Frame.Position(row: lines.count, column: prefix + box.caretColumn)
        }
        lines.append(line)
        flat += 1
      }
      lines.append([])
    }
    lines.append(hintLine(form, at: now))
    lines.append([])
    lines.append([
      Span("Keys: ", Style(bold: true)),
      Span("Tab/Shift-Tab or Up/Down: next/previous field   Enter: commit, next field", .dim),
    ])
    lines.append([
      Span("      "),
      Span(
        "Left/Right, Home/End, Ctrl-A/Ctrl-E: move   Backspace/Delete   Ctrl-U: clear"
          + "   Esc or Ctrl-C: quit", .dim),
    ])
    return Frame(lines: lines, cursor: cursor)
  }

  /// One field on one line, and its hint line below (a one-field prompt).
  public static func prompt(
    _ form: Form, columns: Int, at now: ContinuousClock.Instant
  ) -> Frame {
    let field = form.focusedField
    var line: Line = [Span(field.label, Style(bold: true)), Span(" ")]
    let prefix = line.reduce(0) { $0 + $1.width }
    let boxWidth = max(8, min(40, columns - prefix - 18))
    let box = Self.box(field, width: boxWidth)
    line += box.spans
    line.append(Span("  "))
    line.append(stateSpan(field.validity, width: 0))
    let cursor = Frame.Position(row: 0, column: prefix + box.caretColumn)
    return Frame(lines: [line, hintLine(form, at: now)], cursor: cursor)
  }

  /// The field's text in brackets, scrolled so the caret is visible, with the caret's column in
  /// the result (counted from the opening bracket).
  static func box(_ field: TerminalField, width: Int) -> (spans: Line, caretColumn: Int) {
    let visible = VisibleText(field.text)
    let caret = field.state.selection.upperBound
    let caretColumn = visible.column(atUTF16Offset: caret)
    // Scroll only when the text does not fit; keep the caret in the last column at most.
    let start = visible.width < width ? 0 : max(0, caretColumn - width + 1)
    var spans: Line = [Span("[", .dim)]
    var column = 0
    var used = 0
    var run = ""
    for cell in visible.cells {
      defer { column += cell.width }
      guard column >= start, column + cell.width - start <= width else { continue }
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
    spans.append(Span(String(repeating: " ", count: max(0, width - used))))
    spans.append(Span("]", .dim))
    return (spans, 1 + caretColumn - start)
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

  /// The hint line for the focused field: a fresh refusal or change, else why the text is not
  /// valid, else the field's help.
  static func hintLine(_ form: Form, at now: ContinuousClock.Instant) -> Line {
    let field = form.focusedField
    if let hint = form.activeHint(at: now) {
      switch hint.kind {
      case .refused:
        return [Span("  refused: ", Style(color: .red, bold: true)), Span(hint.message)]
      case .changed:
        return [Span("  changed: ", Style(color: .yellow, bold: true)), Span(hint.message)]
      }
    }
    if field.validity == .incomplete || field.validity == .invalid,
      let reason = field.invalidReason
    {
      return [
        Span("  " + field.validity.rawValue + ": ", Style(color: .yellow)), Span(reason.message),
      ]
    }
    return field.help.isEmpty ? [] : [Span("  " + field.help, .dim)]
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
