import InputRules
import Testing

/// A copied line brings its line break along; single-line fields drop it and say so.
@Suite struct PastedLineBreakTests {
  struct Row: Sendable, CustomStringConvertible {
    var pasted: String
    var text: String
    var outcome: EditResult.Outcome
    var reason: Reason.Code?
    var description: String { pasted.debugDescription }
  }

  @Test(arguments: [
    Row(pasted: "abc\n", text: "abc", outcome: .transformed, reason: .filtered),
    Row(pasted: "abc\r\n", text: "abc", outcome: .transformed, reason: .filtered),
    Row(pasted: "abc\n\n", text: "abc", outcome: .transformed, reason: .filtered),
    Row(pasted: "abc", text: "abc", outcome: .accepted, reason: nil),
    // A line break inside the paste, or nothing else, is still refused under `.reject`.
    Row(pasted: "a\nb", text: "", outcome: .rejected, reason: .disallowedCharacter),
    Row(pasted: "\n", text: "", outcome: .rejected, reason: .disallowedCharacter),
    Row(pasted: "ab1\n", text: "", outcome: .rejected, reason: .disallowedCharacter),
  ])
  func rejectingPastesDropATrailingLineBreak(_ row: Row) {
    var field = InputField(rule: TextRule.allowing(.letters).onPaste(.reject))
    let result = field.paste(row.pasted)
    #expect(field.text == row.text)
    #expect(result.outcome == row.outcome)
    #expect(result.reason?.code == row.reason)
  }

  @Test func aMultilineFieldKeepsTheLineBreak() {
    var field = InputField(rule: TextRule().multiline().onPaste(.reject))
    field.paste("abc\n")
    #expect(field.text == "abc\n")
  }

  @Test func aChoiceSaysWhatItTrimmed() throws {
    var field = InputField(rule: try ChoiceRule(options: ["S", "M", "L"]))
    let result = field.paste(" M\n")
    #expect(field.text == "M")
    #expect(result.outcome == .transformed)
    #expect(result.reason?.code == .filtered)
  }
}
