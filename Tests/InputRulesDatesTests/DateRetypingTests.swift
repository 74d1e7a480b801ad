import InputRules
import InputRulesDates
import Testing

/// Editing in the middle of a date: each digit keeps its place. A key types over the digit after
/// the caret or the first selected one, and deleting moves the caret instead of pulling the next
/// field's digits into this one (issue 21, reproductions 1 and 2).
@Suite struct DateRetypingTests {
  static let german = DateTypingTests.german

  static func field(value: String) -> InputField<DateRule> {
    var field = InputField(rule: german)
    field.setValue(german.value(fromCanonical: value))
    return field
  }

  /// Backspace in the middle of `24.12.2026` never shifts `12.2026` left into the day: the
  /// caret moves before the digit it would delete, which the next key types over.
  @Test(arguments: [(caret: 3, to: 1), (caret: 2, to: 1), (caret: 1, to: 0), (caret: 7, to: 6)])
  func backspaceInTheMiddleKeepsEveryDigitInPlace(caret: Int, to expected: Int) {
    var field = InputField(rule: Self.german)
    field.type("24122026")
    field.moveCaret(to: caret)
    let result = field.deleteBackward()
    #expect(result.outcome != .rejected)
    #expect(field.text == "24.12.2026")
    #expect(field.validity == .valid)
    #expect(field.state.selection == expected..<expected)
    #expect(result.reason?.code == .typeOver)
  }

  @Test func aKeyAfterBackspaceTypesOverTheDigit() {
    var field = InputField(rule: Self.german)
    field.type("24122026")
    field.moveCaret(to: 3)
    field.deleteBackward()
    field.type("5")
    #expect(field.text == "25.12.2026")
    #expect(field.value == Self.german.value(fromCanonical: "2026-12-25"))
  }

  /// Forward Delete moves the caret past the digit it would delete.
  @Test func deleteInTheMiddleMovesPastTheDigit() {
    var field = InputField(rule: Self.german)
    field.type("24122026")
    field.moveCaret(to: 3)
    field.deleteForward()
    #expect(field.text == "24.12.2026")
    #expect(field.state.selection == 4..<4)
  }

  /// Deleting at the end still deletes.
  @Test func backspaceAtTheEndDeletes() {
    var field = InputField(rule: Self.german)
    field.type("24122026")
    field.deleteBackward()
    #expect(field.text == "24.12.202")
    field.select(6, 9)
    field.deleteBackward()
    #expect(field.text == "24.12.")
  }

  struct RetypeCase: CustomTestStringConvertible, Sendable {
    var name: String
    var selection: Range<Int>
    var keys: [String]
    var backspaceFirst = false
    var text: String
    var testDescription: String { name }
  }

  static let retyping: [RetypeCase] = [
    RetypeCase(name: "the day retyped", selection: 0..<2, keys: ["0", "4"], text: "04.12.2026"),
    RetypeCase(name: "the day changed", selection: 0..<2, keys: ["0", "5"], text: "05.12.2026"),
    RetypeCase(
      name: "the day deleted and typed back", selection: 0..<2, keys: ["0", "4"],
      backspaceFirst: true, text: "04.12.2026"),
    RetypeCase(
      name: "the month with its dots", selection: 2..<6, keys: [".", "1", "2", "."],
      text: "04.12.2026"),
    RetypeCase(
      name: "the month changed", selection: 3..<5, keys: ["0", "6"], text: "04.06.2026"),
    RetypeCase(
      name: "everything but the last digit", selection: 0..<9,
      keys: ["0", "4", ".", "1", "2", ".", "2", "0", "2"], text: "04.12.2026"),
  ]

  /// Value `2026-12-04`: a selection typed over key by key goes through valid text all the way
  /// (the first key was judged on `01.22.026` and refused).
  @Test(arguments: retyping)
  func aSelectionIsTypedOver(_ c: RetypeCase) {
    var field = Self.field(value: "2026-12-04")
    field.select(c.selection.lowerBound, c.selection.upperBound)
    if c.backspaceFirst { field.deleteBackward() }
    for key in c.keys {
      let result = field.type(key)
      #expect(result.outcome != .rejected, "\(key): \(String(describing: result.reason))")
      #expect(field.validity == .valid)
    }
    #expect(field.text == c.text)
  }

  /// A digit the day cannot take is still refused, for the day, with the field as it was.
  @Test func aDigitNoDayTakesIsRefused() {
    var field = Self.field(value: "2026-12-04")
    field.select(0, 2)
    let result = field.type("9")
    #expect(result.outcome == .rejected)
    #expect(result.reason?.message == "A day is 01 to 31.")
    #expect(field.text == "04.12.2026")
    #expect(field.state.selection == 0..<2)
  }

  struct ChangeCase: CustomTestStringConvertible, Sendable {
    var name: String
    var value: String?
    var typed: String?
    var selection: Range<Int>
    var keys: [String]
    /// The text and selection after each key.
    var steps: [(text: String, selection: Range<Int>)]
    var testDescription: String { name }
  }

  /// Changing a part to digits that do not fit with the digits after them: the key is completed
  /// in place (the rest of the part selected, for the next key), never shifted into the next
  /// part.
  static let changes: [ChangeCase] = [
    ChangeCase(
      name: "day 04 to 31", value: "2026-12-04", selection: 0..<2, keys: ["3", "1"],
      steps: [("30.12.2026", 1..<2), ("31.12.2026", 2..<2)]),
    ChangeCase(
      name: "month 09 to 10", value: "2026-09-04", selection: 3..<5, keys: ["1", "0"],
      steps: [("04.10.2026", 4..<5), ("04.10.2026", 5..<5)]),
    ChangeCase(
      name: "the day's first digit, at a caret", value: "2026-12-04", selection: 0..<0,
      keys: ["3"], steps: [("30.12.2026", 1..<2)]),
    ChangeCase(
      name: "a month in an unfinished date", typed: "040920", selection: 3..<3, keys: ["1"],
      steps: [("04.10.20", 4..<5)]),
    ChangeCase(
      name: "the separator typed as a slash over the month", value: "2026-12-04",
      selection: 2..<6, keys: ["/", "1", "2"],
      steps: [("04.12.2026", 3..<6), ("04.12.2026", 4..<5), ("04.12.2026", 5..<5)]),
  ]

  @Test(arguments: changes)
  func aPartIsChangedInPlace(_ c: ChangeCase) {
    var field = InputField(rule: Self.german)
    if let value = c.value { field.setValue(Self.german.value(fromCanonical: value)) }
    if let typed = c.typed { field.type(typed) }
    field.select(c.selection.lowerBound, c.selection.upperBound)
    for (key, step) in zip(c.keys, c.steps) {
      let result = field.type(key)
      #expect(result.outcome != .rejected, "\(key): \(String(describing: result.reason))")
      #expect(field.text == step.text)
      #expect(field.state.selection == step.selection)
      #expect(field.validity != .invalid)
    }
  }

  /// A day February does not have is refused in place, not shifted.
  @Test func aDayTheMonthDoesNotHaveIsRefused() {
    var field = Self.field(value: "2026-02-04")
    field.select(0, 2)
    #expect(field.type("3").outcome == .rejected)
    #expect(field.text == "04.02.2026")
  }
}
