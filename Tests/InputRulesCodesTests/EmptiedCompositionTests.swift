import InputRules
import InputRulesCodes
import Testing

/// A composition emptied by the input method over a selection ends as Backspace over that
/// selection would (issue 21, reproduction 11), in a card number as in a mask
/// (`MaskEmptiedCompositionTests`).
@Suite struct EmptiedCompositionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var typed: String
    var selection: Range<Int>
    var testDescription: String { name }
  }

  static let cardCases: [Case] = [
    Case(name: "a group space", typed: "4111111111111111", selection: 4..<5),
    Case(name: "a group and its space", typed: "4111111111111111", selection: 0..<5),
  ]

  @Test(arguments: cardCases)
  func aCard(_ c: Case) {
    var field = InputField(rule: CardRule())
    field.type(c.typed)
    field.select(c.selection.lowerBound, c.selection.upperBound)
    var backspaced = field
    backspaced.deleteBackward()
    field.setMarkedText("6")
    field.setMarkedText("")
    #expect(!field.state.isComposing)
    #expect(field.text == backspaced.text)
    #expect(field.state.selection == backspaced.state.selection)
  }
}
