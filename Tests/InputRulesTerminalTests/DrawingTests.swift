import InputRules
import InputRulesTerminal
import Testing

struct WidthCase: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var width: Int
  var testDescription: String { name }
  init(_ name: String, _ text: String, _ width: Int) {
    self.name = name
    self.text = text
    self.width = width
  }
}

@Test(
  arguments: [
    WidthCase("ASCII", "abc", 3),
    WidthCase("Latin with precomposed accent", "é", 1),
    WidthCase("combining mark adds nothing", "e\u{301}", 1),
    WidthCase("CJK ideographs are wide", "漢字", 4),
    WidthCase("Hiragana is wide", "ひら", 4),
    WidthCase("Hangul syllable is wide", "한", 2),
    WidthCase("full-width Latin is wide", "Ａ", 2),
    WidthCase("emoji is wide", "👍", 2),
    WidthCase("emoji with skin tone is one wide cell", "👍🏽", 2),
    WidthCase("ZWJ family is one wide cell", "👨‍👩‍👧", 2),
    WidthCase("flag is wide", "🇫🇷", 2),
    WidthCase("text-style heart with VS16 is wide", "❤\u{FE0F}", 2),
    WidthCase("text-style heart alone is narrow", "❤", 1),
    WidthCase("Cyrillic", "ж", 1),
    WidthCase("control takes no column", "\u{1B}", 0),
  ])
func displayWidth(_ c: WidthCase) {
  #expect(DisplayWidth.of(c.text) == c.width)
}

struct EscapeCase: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var drawn: String
  var testDescription: String { name }
  init(_ name: String, _ text: String, _ drawn: String) {
    self.name = name
    self.text = text
    self.drawn = drawn
  }
}

@Test(
  arguments: [
    EscapeCase("plain text is drawn as is", "abc 漢 👍🏽", "abc 漢 👍🏽"),
    EscapeCase("ESC is a control picture", "\u{1B}[31m", "\u{241B}[31m"),
    EscapeCase("bell, tab, CR, LF", "\u{7}\t\r\n", "\u{2407}\u{2409}\u{240D}\u{240A}"),
    EscapeCase("NUL and DEL", "\u{0}\u{7F}", "\u{2400}\u{2421}"),
    EscapeCase("C1 CSI is spelled out", "\u{9B}2J", "\\u{9B}2J"),
    EscapeCase("OSC title sequence", "\u{1B}]0;pwned\u{7}", "\u{241B}]0;pwned\u{2407}"),
    EscapeCase("right-to-left override", "a\u{202E}b", "a\\u{202E}b"),
    EscapeCase("line separator", "a\u{2028}b", "a\\u{2028}b"),
    EscapeCase("lone zero-width space", "a\u{200B}b", "a\\u{200B}b"),
    EscapeCase("leading combining mark sits on a dotted circle", "\u{301}a", "\u{25CC}\u{301}a"),
    EscapeCase("ZWJ inside an emoji stays", "👨‍👩‍👧", "👨‍👩‍👧"),
  ])
func escapesUnsafeText(_ c: EscapeCase) {
  let visible = VisibleText(c.text)
  #expect(visible.drawn == c.drawn)
  #expect(VisibleText.safe(c.text) == c.drawn)
  // Whatever the text, nothing drawn is a control character.
  #expect(!visible.drawn.unicodeScalars.contains { $0.properties.generalCategory == .control })
}

struct CaretCase: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var caret: Int
  var column: Int
  var testDescription: String { name }
  init(_ name: String, _ text: String, caret: Int, column: Int) {
    self.name = name
    self.text = text
    self.caret = caret
    self.column = column
  }
}

@Test(
  arguments: [
    CaretCase("ASCII", "abc", caret: 2, column: 2),
    CaretCase("after CJK", "漢字a", caret: 2, column: 4),
    CaretCase("after an emoji of four UTF-16 units", "👍🏽x", caret: 4, column: 2),
    CaretCase("after a combining sequence", "e\u{301}x", caret: 2, column: 1),
    CaretCase("after an escaped ESC", "\u{1B}x", caret: 1, column: 1),
    CaretCase("after an escaped C1 control", "\u{9B}x", caret: 1, column: 6),
    CaretCase("at the end", "a漢👍", caret: 5, column: 5),
  ])
func caretColumn(_ c: CaretCase) {
  #expect(VisibleText(c.text).column(atUTF16Offset: c.caret) == c.column)
}

@Test func writerRedrawsOnlyChangedLines() {
  var writer = ScreenWriter(columns: 40, colors: false)
  let first = writer.render(
    Frame(
      lines: [[Span("one")], [Span("two")], [Span("three")]],
      cursor: .init(row: 1, column: 2)))
  #expect(first.contains("one") && first.contains("two") && first.contains("three"))
  let second = writer.render(
    Frame(
      lines: [[Span("one")], [Span("TWO")], [Span("three")]],
      cursor: .init(row: 1, column: 3)))
  #expect(second.contains("TWO"))
  #expect(!second.contains("one") && !second.contains("three"))
  let third = writer.render(
    Frame(
      lines: [[Span("one")], [Span("TWO")], [Span("three")]],
      cursor: .init(row: 0, column: 0)))
  // Only the cursor moves: up one row, to column 1 (it is already visible).
  #expect(third == "\u{1B}[1A\u{1B}[1G")
}

@Test func writerHonoursNoColorAndCutsLongLines() {
  let line: Line = [Span("ok", Style(color: .green, bold: true)), Span(" 漢字漢字漢字")]
  var colored = ScreenWriter(columns: 80, colors: true)
  var plain = ScreenWriter(columns: 10, colors: false)
  let withColor = colored.render(Frame(lines: [line]))
  let withoutColor = plain.render(Frame(lines: [line]))
  #expect(withColor.contains("\u{1B}[1;32mok"))
  #expect(!withoutColor.contains("32m"))
  #expect(withoutColor.contains("\u{1B}[1mok"))
  // Nine columns at most on a ten-column terminal, never half a wide character, and the cut is
  // marked.
  #expect(withoutColor.contains(" 漢字\u{2026}\u{1B}[K") && !withoutColor.contains("漢字漢"))
}

@Test func spansEscapeWhatTheyAreGiven() {
  let span = Span("\u{1B}]0;title\u{7}")
  #expect(span.text == "\u{241B}]0;title\u{2407}")
  #expect(span.width == 10)
}

@Test func cursorSitsAfterWideText() {
  var form = Form(sections: [
    .init("", [TerminalField("Name", rule: TextRule())])
  ])
  let now = ContinuousClock.now
  _ = form.handle(.paste("漢👍🏽a"), at: now)
  let frame = FormView.screen(form, columns: 80, at: now)
  let row = frame.plainLines[frame.cursor!.row]
  // The caret stands after "a": the bracket's column, plus 2 + 2 + 1 columns of text.
  let bracket = DisplayWidth.of(row.prefix { $0 != "[" })
  #expect(frame.cursor!.column == bracket + 1 + 5)
  _ = form.handle(.left, at: now)
  _ = form.handle(.left, at: now)
  #expect(FormView.screen(form, columns: 80, at: now).cursor!.column == bracket + 1 + 2)
}

@Test func controlCharactersInFieldsAreDrawnEscaped() {
  var form = Form(sections: [
    .init("", [TerminalField("Notes", rule: TextRule().multiline())])
  ])
  let now = ContinuousClock.now
  _ = form.handle(.paste("a\tb\r\nc"), at: now)
  #expect(form.focusedField.text == "a\tb\r\nc")
  var writer = ScreenWriter(columns: 80, colors: true)
  let bytes = writer.render(FormView.screen(form, columns: 80, at: now))
  #expect(bytes.contains("\u{2409}"))
  #expect(bytes.contains("\u{240D}\u{240A}"))
  #expect(!bytes.contains("\t") && !bytes.contains("\n"))
  // The only control characters written are the writer's own escape sequences.
  let stripped = bytes.replacing(/\x1B\[[0-9;?]*[A-Za-z]/, with: "")
  #expect(
    !stripped.unicodeScalars.contains { $0 != "\r" && $0.properties.generalCategory == .control })
}

@Test func pastedEscapeSequencesNeverReachTheTerminal() {
  var form = Form(sections: [.init("", [TerminalField("Any", rule: TextRule())])])
  let now = ContinuousClock.now
  _ = form.handle(.paste("a\u{1B}]0;pwned\u{7}\u{1B}[2Jb"), at: now)
  var writer = ScreenWriter(columns: 80, colors: true)
  let bytes = writer.render(FormView.screen(form, columns: 80, at: now))
  #expect(!bytes.contains("\u{1B}]") && !bytes.contains("\u{1B}[2J") && !bytes.contains("\u{7}"))
}
