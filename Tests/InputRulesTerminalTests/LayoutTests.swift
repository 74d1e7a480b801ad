import InputRules
import InputRulesTerminal
import Testing

/// A form shaped like the demo's: three sections, ten fields, labels up to 27 columns, help
/// sentences longer than a narrow line.
private func demoLikeForm() -> Form {
  let digits = TextRule.allowing("0123456789.,$")
  func field(_ label: String, _ help: String, _ rule: TextRule = TextRule()) -> TerminalField {
    TerminalField(label, rule: rule, help: help)
  }
  return Form(
    title: "InputRules demo (locale en_US): every key goes through the field's rule",
    sections: [
      .init(
        "Classic fields",
        [
          field("Vowels only (max 6)", "Only a, e, i, o and u, in either case; at most 6."),
          field("Anything but vowels (max 8)", "Any character but a vowel; at most 8."),
          field("Digits only (max 3)", "Only the digits 0 to 9; at most 3.", digits),
          field("Number (max 7)", "A number with scientific notation; at most 7 characters."),
          field("Positive integer (max 5)", "A whole number from 1; at most 5 digits.", digits),
        ]),
      .init(
        "Money and decimals",
        [
          field(
            "Amount (USD, cash register)",
            "Digits fill from the cents: 1, 2, 3 gives 1.23; Backspace removes the last digit. "
              + "At most 9 digits.", digits),
          field("Decimal (max 2 decimals)", "A decimal number; at most 2 fraction digits.", digits),
        ]),
      .init(
        "Settings",
        [
          field("Age (18 to 30)", "A whole number from 18 to 30.", digits),
          field(
            "Shirt size (M to XL)",
            "Type a size of S, M, L, XL, XXL; only M to XL are allowed. Leaving the field "
              + "completes a unique start (X becomes XL)."),
          field("Percentage (0 to 100)", "A whole number from 0 to 100.", digits),
        ]),
    ])
}

struct ScreenSize: CustomTestStringConvertible, Sendable {
  var columns: Int
  var rows: Int
  var testDescription: String { "\(columns)×\(rows)" }
  init(_ columns: Int, _ rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

private let sizes = [
  ScreenSize(80, 24), ScreenSize(60, 20), ScreenSize(100, 10), ScreenSize(120, 40),
  ScreenSize(40, 12), ScreenSize(72, 8), ScreenSize(30, 6), ScreenSize(16, 10),
]

/// Where the focused field's label is: on the cursor's line, or on the line above it.
private func focusedLabelIsAtTheCursor(_ frame: Frame, _ label: String) -> Bool {
  guard let cursor = frame.cursor else { return false }
  let lines = frame.plainLines
  if lines[cursor.row].hasPrefix("> ") { return lines[cursor.row].contains(label.prefix(10)) }
  return cursor.row > 0 && lines[cursor.row - 1].hasPrefix("> ")
    && lines[cursor.row - 1].contains(label.prefix(10))
}

@Test(arguments: sizes)
func focusedFieldAndCursorStayOnScreenWhileTabbing(_ size: ScreenSize) throws {
  var form = demoLikeForm()
  var scroll = 0
  let now = ContinuousClock.now
  // Forwards through every field and around, then backwards.
  let keys = Array(repeating: Key.tab, count: 11) + Array(repeating: Key.backTab, count: 11)
  for key in [nil] + keys.map(Optional.some) {
    if let key { _ = form.handle(key, at: now) }
    let frame = FormView.screen(
      form, columns: size.columns, rows: size.rows, scroll: &scroll, at: now)
    let label = form.focusedField.label
    #expect(frame.lines.count <= size.rows, "\(label)")
    for line in frame.lines { #expect(line.width <= size.columns - 1, "\(label)") }
    let cursor = try #require(frame.cursor)
    #expect(cursor.row < frame.lines.count && cursor.column < size.columns)
    // The cursor is in the focused field's box, next to its label.
    #expect(focusedLabelIsAtTheCursor(frame, label), "\(label): \(frame.plainLines)")
    #expect(frame.plainLines[cursor.row].contains("["))
    if size.rows >= 8 {
      // The hint (here the field's help) is on screen, its start at least.
      let words = size.columns >= 40 ? 3 : 1
      let help = form.focusedField.help.split(separator: " ").prefix(words).joined(separator: " ")
      #expect(frame.plainLines.contains { $0.contains(help) }, "\(label)")
    }
  }
}

@Test func scrolledListsSayWhatIsHidden() {
  var form = demoLikeForm()
  var scroll = 0
  let now = ContinuousClock.now
  for _ in 0..<9 { _ = form.handle(.tab, at: now) }  // Percentage, the last field
  let frame = FormView.screen(form, columns: 100, rows: 10, scroll: &scroll, at: now)
  #expect(scroll > 0)
  #expect(frame.plainLines.contains { $0.contains("\u{2191} \(scroll) more lines") })
  _ = form.handle(.tab, at: now)  // around to the first field
  let top = FormView.screen(form, columns: 100, rows: 10, scroll: &scroll, at: now)
  #expect(scroll == 0)
  #expect(top.plainLines.contains { $0.contains("\u{2193}") && $0.contains("more lines") })
  #expect(!top.plainLines.contains { $0.contains("\u{2191}") })
}

@Test(arguments: [40, 60, 80, 100, 160])
func keysAreListedWholeWithQuitFirst(_ columns: Int) throws {
  let rows = columns == 80 ? 24 : 20
  let frame = FormView.screen(demoLikeForm(), columns: columns, rows: rows, at: .now)
  let lines = frame.plainLines
  for line in frame.lines { #expect(line.width <= columns - 1) }
  let quit = try #require(lines.firstIndex { $0.hasPrefix("Esc/Ctrl-C: quit") })
  for (key, action) in FormView.keys {
    // Every key with its whole description on one line, at or after the quit key's line.
    let row = lines.firstIndex { $0.contains("\(key): \(action)") }
    #expect(row != nil && row! >= quit, "\(key)")
  }
  // As few lines as the width needs: two at 100 columns, three at 80.
  let keyLines = lines.count - quit
  if columns >= 100 { #expect(keyLines <= 2) }
  if columns == 80 { #expect(keyLines <= 3) }
}

struct ValueCase: CustomTestStringConvertible, Sendable {
  var name: String
  var columns: Int
  var value: String
  /// Whether the whole value fits on a line of the frame.
  var whole: Bool
  var testDescription: String { name }
}

@Test(
  arguments: [
    ValueCase(name: "amount beside its box at 80", columns: 80, value: "1234567.89", whole: true),
    ValueCase(name: "amount at 60", columns: 60, value: "1234567.89", whole: true),
    ValueCase(name: "amount at 40", columns: 40, value: "1234567.89", whole: true),
    ValueCase(
      name: "long value on its own line at 80", columns: 80,
      value: "1234567.89,1234567.89,1234567.89", whole: true),
    ValueCase(name: "amount at 20", columns: 20, value: "1234567.89", whole: true),
    ValueCase(
      name: "amount at 12 is cut with a marker", columns: 12, value: "1234567.89", whole: false),
  ])
func valuesAreNeverCutSilently(_ c: ValueCase) throws {
  var form = demoLikeForm()
  let now = ContinuousClock.now
  for _ in 0..<5 { _ = form.handle(.tab, at: now) }
  _ = form.handle(.paste(c.value), at: now)
  #expect(form.focusedField.text == c.value)
  let frame = FormView.screen(form, columns: c.columns, at: now)
  for line in frame.lines { #expect(line.width <= c.columns - 1) }
  let shown = "= \"" + c.value + "\""
  if c.whole {
    #expect(frame.plainLines.contains { $0.contains(shown) }, "\(frame.plainLines)")
  } else {
    // Where the value starts, its line ends in the marker.
    let line = try #require(frame.plainLines.first { $0.contains("= \"12") })
    #expect(line.hasSuffix("\u{2026}"))
  }
}

@Test func valueStaysBesideItsBoxWhenItFits() throws {
  var form = demoLikeForm()
  let now = ContinuousClock.now
  for _ in 0..<5 { _ = form.handle(.tab, at: now) }
  _ = form.handle(.paste("1234567.89"), at: now)
  let frame = FormView.screen(form, columns: 80, rows: 24, at: now)
  let line = try #require(frame.plainLines.first { $0.hasPrefix("> Amount") })
  #expect(line.contains("[1234567.89 ") && line.hasSuffix("= \"1234567.89\""))
  // The demo-like form fits 80×24 whole: no scrolling markers.
  #expect(!frame.plainLines.contains { $0.contains("more line") })
}

struct BoxCase: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  /// Caret moves from the end: left when negative, to the start and right when positive.
  var fromStart: Int?
  var box: String
  var testDescription: String { name }
}

@Test(
  arguments: [
    BoxCase(name: "fits", text: "abcdef", fromStart: nil, box: "[abcdef          ]"),
    BoxCase(
      name: "caret at the end: start hidden", text: "abcdefghijklmnopqrstuvwxyz", fromStart: nil,
      box: "[\u{2026}mnopqrstuvwxyz ]"),
    BoxCase(
      name: "caret at the start: end hidden", text: "abcdefghijklmnopqrstuvwxyz", fromStart: 0,
      box: "[abcdefghijklmno\u{2026}]"),
    BoxCase(
      name: "caret in the middle: both hidden",
      text: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN", fromStart: 20,
      box: "[\u{2026}hijklmnopqrstu\u{2026}]"),
    BoxCase(
      name: "wide characters cut by the edge leave a blank", text: "漢字漢字漢字漢字漢字", fromStart: nil,
      box: "[\u{2026}字漢字漢字漢字 ]"),
  ])
func boxMarksHiddenText(_ c: BoxCase) throws {
  var form = Form(sections: [.init("", [TerminalField("Text", rule: TextRule())])])
  let now = ContinuousClock.now
  _ = form.handle(.paste(c.text), at: now)
  if let steps = c.fromStart {
    _ = form.handle(.home, at: now)
    for _ in 0..<steps { _ = form.handle(.right, at: now) }
  }
  let frame = FormView.screen(form, columns: 80, at: now)
  let cursor = try #require(frame.cursor)
  let line = frame.plainLines[cursor.row]
  let box = String(line.drop { $0 != "[" }.prefix { $0 != "]" }) + "]"
  #expect(box == c.box)
  #expect(DisplayWidth.of(box) == 18)
  // The cursor stands on the caret: after the marker and the columns of text before the caret.
  let bracket = DisplayWidth.of(line.prefix { $0 != "[" })
  let visible = VisibleText(form.focusedField.text)
  let caret = visible.column(atUTF16Offset: form.focusedField.state.selection.upperBound)
  let hiddenBefore = box.hasPrefix("[\u{2026}")
  #expect(cursor.column > bracket && cursor.column < bracket + 17)
  if !hiddenBefore { #expect(cursor.column == bracket + 1 + caret) }
}

struct WrapCase: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var width: Int
  var lines: [String]
  var testDescription: String { name }
}

@Test(
  arguments: [
    WrapCase(name: "fits", text: "one two", width: 10, lines: ["  one two"]),
    WrapCase(
      name: "breaks between words", text: "one two three four", width: 11,
      lines: ["  one two", "  three", "  four"]),
    WrapCase(
      name: "breaks a word longer than the line", text: "abcdefghijkl x", width: 7,
      lines: ["  abcde", "  fghij", "  kl x"]),
    WrapCase(
      name: "wide characters are not split", text: "漢字漢字漢字", width: 7,
      lines: ["  漢字", "  漢字", "  漢字"]),
  ])
func wrapsWords(_ c: WrapCase) {
  let wrapped = [Span(c.text)].wrapped(width: c.width, indent: 2)
  #expect(wrapped.map { $0.map(\.text).joined() } == c.lines)
  for line in wrapped { #expect(line.width <= c.width) }
}

@Test func longHintsWrapInsteadOfBeingCut() throws {
  var form = demoLikeForm()
  let now = ContinuousClock.now
  for _ in 0..<8 { _ = form.handle(.tab, at: now) }  // Shirt size, the longest help
  let frame = FormView.screen(form, columns: 60, at: now)
  let start = try #require(frame.plainLines.firstIndex { $0.hasPrefix("  Type a size") })
  let text = frame.plainLines[start...].prefix(3).map {
    $0.trimmingPrefix("  ")
  }.joined(separator: " ")
  #expect(text.hasPrefix(form.focusedField.help))
}

@Test func identicalFramesWriteNothing() {
  var form = demoLikeForm()
  let now = ContinuousClock.now
  var writer = ScreenWriter(columns: 80, colors: true)
  var scroll = 0
  let first = writer.render(
    FormView.screen(form, columns: 80, rows: 24, scroll: &scroll, at: now))
  #expect(!first.isEmpty)
  // Idle: the same frame again, several times, writes nothing at all.
  for _ in 0..<4 {
    #expect(
      writer.render(FormView.screen(form, columns: 80, rows: 24, scroll: &scroll, at: now)) == "")
  }
  // A key that changes one field redraws that line only.
  _ = form.handle(.character("a"), at: now)
  let typed = writer.render(FormView.screen(form, columns: 80, rows: 24, scroll: &scroll, at: now))
  #expect(typed.contains("Vowels only"))
  #expect(!typed.contains("Classic fields") && !typed.contains("Esc/Ctrl-C"))
  // A frame without a cursor hides it once, then writes nothing either.
  #expect(writer.render(Frame(lines: [[Span("x")]])).contains("\u{1B}[?25l"))
  #expect(writer.render(Frame(lines: [[Span("x")]])) == "")
}
