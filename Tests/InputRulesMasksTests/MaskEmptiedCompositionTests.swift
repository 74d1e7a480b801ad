import InputRules
import InputRulesMasks
import Testing

/// A composition emptied by the input method over a selection ends as Backspace over that
/// selection would (issue 21, reproduction 11): `+1 [000]` with `555` typed, the literals
/// selected, `6` composed and then emptied, was left as the raw `555`, invalid.
@Suite struct MaskEmptiedCompositionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var typed: String
    var selection: Range<Int>
    var testDescription: String { name }
  }

  static let maskCases: [Case] = [
    Case(name: "the literals of +1 [000]", typed: "555", selection: 0..<3),
    Case(name: "a literal and a digit", typed: "555", selection: 2..<4),
    Case(name: "the whole text", typed: "555", selection: 0..<6),
  ]

  static let phone = try! MaskRule(format: "+1 [000]")

  @Test(arguments: maskCases)
  func aMask(_ c: Case) {
    var field = InputField(rule: Self.phone)
    field.type(c.typed)
    field.select(c.selection.lowerBound, c.selection.upperBound)
    var backspaced = field
    backspaced.deleteBackward()
    field.setMarkedText("6")
    field.setMarkedText("")
    #expect(!field.state.isComposing)
    #expect(field.text == backspaced.text)
    #expect(field.state.selection == backspaced.state.selection)
    #expect(field.validity == backspaced.validity)
    #expect(field.validity != .invalid)
  }

  /// Emptied where nothing was selected, the composition leaves the field as it was.
  @Test func withNothingSelectedTheFieldIsAsBefore() {
    var field = InputField(rule: Self.phone)
    field.type("55")
    let before = field.state
    field.setMarkedText("6")
    field.setMarkedText("")
    #expect(field.state == before)
  }
}
