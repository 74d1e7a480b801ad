import InputRules
import InputRulesTerminal
import Testing

/// A hint as a mask gives it: what is left of `____-____` after the text.
private let slotsLeft: @Sendable (String) -> String = { text in
  text.count >= 9 ? "" : String("____-____".dropFirst(text.count))
}

private func form(_ field: TerminalField) -> Form {
  Form(sections: [.init("", [field])])
}

private func boxSpans(_ frame: Frame) -> [Span] {
  let line = frame.lines[frame.cursor!.row]
  let start = line.firstIndex { $0.text.hasPrefix("[") }!
  let end = line.lastIndex { $0.text.hasPrefix("]") }!
  return Array(line[start...end])
}

struct PlaceholderCase: Sendable, CustomTestStringConvertible {
  let name: String
  let typed: String
  let columns: Int
  let box: String
  let dimmed: String
  var testDescription: String { name }
}

@Test(arguments: [
  PlaceholderCase(
    name: "empty: the whole hint", typed: "", columns: 100, box: "[____-____       ]",
    dimmed: "____-____"),
  PlaceholderCase(
    name: "after the text: the rest of the hint", typed: "12", columns: 100,
    box: "[12__-____       ]", dimmed: "__-____"),
  PlaceholderCase(
    name: "the text complete: no hint", typed: "1234-5678", columns: 100,
    box: "[1234-5678       ]", dimmed: ""),
])
func thePlaceholderIsDrawnDimmedAfterTheText(_ c: PlaceholderCase) {
  var form = form(
    TerminalField("Code", rule: TextRule.maximumLength(9), placeholder: slotsLeft))
  let now = ContinuousClock.now
  for character in c.typed { _ = form.handle(.character(character), at: now) }
  #expect(form.focusedField.text == c.typed, "the hint is never part of the text")
  let spans = boxSpans(FormView.screen(form, columns: c.columns, at: now))
  #expect(spans.map(\.text).joined() == c.box)
  #expect(
    spans.filter { $0.style.dim && $0.text != "[" && $0.text != "]" }.map(\.text).joined()
      == c.dimmed)
}

@Test func theBoxGrowsToAnEmptyFieldsWholeHint() {
  let long: @Sendable (String) -> String = { $0.isEmpty ? "+1 (___) ___-____" : "" }
  let frame = FormView.screen(
    form(TerminalField("Phone", rule: TextRule(), placeholder: long)), columns: 100, at: .now)
  // The hint and a column for the caret after it.
  #expect(frame.plainLines[frame.cursor!.row].contains("[+1 (___) ___-____ ]"))
}

@Test func aHintWiderThanTheRoomLeftIsCutWithAMarker() {
  let wide: @Sendable (String) -> String = { _ in String(repeating: "_", count: 40) }
  var form = form(TerminalField("Any", rule: TextRule(), placeholder: { _ in "" }))
  // The box is sized by the empty field's hint (none here): 16 columns.
  form.sections[0].fields[0].placeholder = wide
  let now = ContinuousClock.now
  for character in "abc" { _ = form.handle(.character(character), at: now) }
  let text = boxSpans(FormView.screen(form, columns: 100, at: now)).map(\.text).joined()
  #expect(text.hasPrefix("[abc_"))
  #expect(text.hasSuffix("\u{2026}]"))
}

@Test func noHintWhileTheTextOverflowsTheBox() {
  let hint: @Sendable (String) -> String = { _ in "____" }
  var form = form(TerminalField("Any", rule: TextRule(), placeholder: hint))
  let now = ContinuousClock.now
  _ = form.handle(.paste(String(repeating: "x", count: 40)), at: now)
  let text = boxSpans(FormView.screen(form, columns: 100, at: now)).map(\.text).joined()
  #expect(!text.contains("_"))
}

@Test func aHintWithControlCharactersIsDrawnSafely() {
  let hostile: @Sendable (String) -> String = { _ in "\u{1B}]0;x\u{7}" }
  let frame = FormView.screen(
    form(TerminalField("Any", rule: TextRule(), placeholder: hostile)), columns: 100, at: .now)
  #expect(!frame.plainLines.joined().contains("\u{1B}"))
  #expect(!frame.plainLines.joined().contains("\u{7}"))
}
