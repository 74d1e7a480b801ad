import InputRules
import Testing

/// A counter that takes digits at the end whatever the caret (`editsAtEnd`), shown after `#` in
/// groups of three (`#123 45`); a paste starting with `=` sets the whole number.
struct TallyRule: ReformattingRule {
  typealias Value = String

  var editsAtEnd: Bool { true }

  func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    var offset = 0
    for character in text {
      let width = character.utf16.count
      if character != "#" && character != " " && !body(character, offset..<(offset + width)) {
        return
      }
      offset += width
    }
  }

  func rawReplacement(for edit: RawEdit) -> RawReplacement {
    if edit.replacement.first == "=" {
      return .whole(String(edit.replacement.dropFirst().filter(\.isNumber)), reason: nil)
    }
    let digits = edit.replacement.filter { $0.isASCII && $0.isNumber }
    if digits.isEmpty { return .reject(Reason(.disallowedCharacter, "Only digits.")) }
    return .characters(String(digits), reason: nil)
  }

  func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    if raw.isEmpty { return .text("") }
    var text = "#"
    for (index, digit) in raw.enumerated() {
      if index > 0 && index % 3 == 0 { text.append(" ") }
      text.append(digit)
    }
    return .text(text)
  }

  func judge(raw: String) -> Evaluation<String> { raw.isEmpty ? .empty : .valid(raw) }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
}

/// The shared review with edits at the end (`editsAtEnd`) and raw characters replaced whole
/// (`RawReplacement.whole`).
@Suite struct ReformattingRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let selection: Range<Int>
    let act: @Sendable (inout InputField<TallyRule>) -> EditResult
    let expectedText: String
    let expectedCaret: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a key at the start comes in at the end", text: "#123 4", selection: 1..<1,
      act: { $0.type("5") }, expectedText: "#123 45", expectedCaret: 7),
    Case(
      name: "Backspace in the middle removes the last digit", text: "#123 45", selection: 3..<3,
      act: { $0.deleteBackward() }, expectedText: "#123 4", expectedCaret: 6),
    Case(
      name: "Backspace after a group space removes the last digit", text: "#123 45",
      selection: 5..<5, act: { $0.deleteBackward() }, expectedText: "#123 4", expectedCaret: 6),
    Case(
      name: "forward Delete of one digit removes the last digit", text: "#123 45",
      selection: 1..<1, act: { $0.deleteForward() }, expectedText: "#123 4", expectedCaret: 6),
    Case(
      name: "forward Delete over a group space only moves the caret past it", text: "#123 45",
      selection: 4..<4, act: { $0.deleteForward() }, expectedText: "#123 45", expectedCaret: 5),
    Case(
      name: "a selection's digits leave where they are", text: "#123 45", selection: 2..<6,
      act: { $0.deleteBackward() }, expectedText: "#15", expectedCaret: 3),
    Case(
      name: "a key over a selection comes in after the digits left", text: "#123 45",
      selection: 1..<3, act: { $0.type("9") }, expectedText: "#345 9", expectedCaret: 6),
    Case(
      name: "a whole replacement replaces every digit", text: "#123 45", selection: 3..<3,
      act: { $0.paste("=9876") }, expectedText: "#987 6", expectedCaret: 6),
  ]

  @Test(arguments: cases)
  func editsAtTheEnd(_ c: Case) {
    var field = InputField(rule: TallyRule())
    _ = field.paste(c.text)
    _ = field.select(c.selection.lowerBound, c.selection.upperBound)
    _ = c.act(&field)
    #expect(field.text == c.expectedText)
    #expect(field.state.selection == c.expectedCaret..<c.expectedCaret)
  }
}
