import InputRules
import InputRulesNumbers
import Testing

@Suite struct IntegerRuleTests {
  static let age = try! IntegerRule(min: 18, max: 30)
  static let negativeAge = try! IntegerRule(min: -30, max: -18)
  static let natural = try! IntegerRule(min: 0)
  static let any = try! IntegerRule()
  static let grouped = try! IntegerRule(grouping: true)
  /// The classic demo's positive-integer field: at most 5 characters.
  static let classicPositive = try! IntegerRule(min: 0, maxLength: 5)
  static let clamping = try! IntegerRule(min: 18, max: 30, onCommit: .clamp)
  static let germanGrouped = try! IntegerRule(grouping: true, symbols: HandSymbols.german)
  static let indianGrouped = try! IntegerRule(grouping: true, symbols: HandSymbols.indian)

  @Test(arguments: [
    Case("1 is a start", [.type("1")], "1", .incomplete, nil, outcome: .accepted),
    Case("3 is a start", [.type("3")], "3", .incomplete, nil),
    Case("5 is refused", [.type("5")], "", .empty, nil, outcome: .rejected, reason: .outOfRange),
    Case(
      "31 is refused at 1", [.type("31")], "3", .incomplete, nil, outcome: .rejected,
      reason: .outOfRange),
    Case("25 is valid", [.type("25")], "25", .valid, "25"),
    Case(
      "minus is refused", [.type("-")], "", .empty, nil, outcome: .rejected, reason: .outOfRange),
    Case(
      "letters are refused", [.type("2x")], "2", .incomplete, nil, outcome: .rejected,
      reason: .disallowedCharacter),
    Case(
      "a separator is refused: whole numbers only", [.type("2.")], "2", .incomplete, nil,
      outcome: .rejected, reason: .tooManyFractionDigits),
    Case(
      "deleting to an invalid text is allowed", [.type("25"), .caret(1), .backspace], "5", .invalid,
      "25"),
    Case(
      "commit reverts incomplete text", [.type("2"), .commit], "", .empty, nil, reason: .reverted),
    Case(
      "commit reverts to the last valid value", [.type("25"), .caret(1), .backspace, .commit], "25",
      .valid, "25"),
    Case("commit keeps valid text", [.type("25"), .commit], "25", .valid, "25"),
    Case("leading zeros are dropped on commit", [.type("025"), .commit], "25", .valid, "25"),
    Case("full-width digits", [.type("２５")], "25", .valid, "25"),
    Case("a paste that fits", [.paste("19")], "19", .valid, "19"),
    Case(
      "a paste out of range", [.paste("42")], "", .empty, nil, outcome: .rejected,
      reason: .outOfRange),
    Case("setValue shows the value", [.set("27")], "27", .valid, "27"),
  ])
  func age(_ c: Case) { check(Self.age, c) }

  @Test(arguments: [
    Case("minus is a start", [.type("-")], "-", .incomplete, nil),
    Case("-1 is a start", [.type("-1")], "-1", .incomplete, nil),
    Case("-3 is a start", [.type("-3")], "-3", .incomplete, nil),
    Case("-4 is refused", [.type("-4")], "-", .incomplete, nil, outcome: .rejected),
    Case("-18 is valid", [.type("-18")], "-18", .valid, "-18"),
    Case("unicode minus", [.type("\u{2212}25")], "-25", .valid, "-25"),
    Case("full-width minus", [.type("\u{FF0D}25")], "-25", .valid, "-25"),
    Case(
      "positive is refused", [.type("2")], "", .empty, nil, outcome: .rejected, reason: .outOfRange),
  ])
  func negativeRange(_ c: Case) { check(Self.negativeAge, c) }

  @Test(arguments: [
    Case("grouping as you type", [.type("1234567")], "1,234,567", caret: 9, .valid, "1234567"),
    Case(
      "caret stays after the digit", [.type("1234"), .caret(2), .type("5")], "15,234", caret: 2,
      .valid, "15234"),
    Case(
      "backspace after a separator deletes the digit before it",
      [.type("1234"), .caret(2), .backspace], "234", caret: 0, .valid, "234"),
    Case(
      "delete before a separator deletes the digit after it", [.type("1234"), .caret(1), .delete],
      "134", caret: 1, .valid, "134"),
    Case(
      "backspace in the middle regroups", [.type("12345"), .caret(4), .backspace], "1,245",
      caret: 3, .valid, "1245"),
    Case("typed grouping is skipped", [.type("1,234")], "1,234", caret: 5, .valid, "1234"),
    Case("pasted grouping is understood", [.paste("1,234,567")], "1,234,567", .valid, "1234567"),
    Case("negative grouping", [.type("-1234")], "-1,234", .valid, "-1234"),
    Case(
      "delete a selection", [.type("1234567"), .select(2, 7), .backspace], "167", .valid, "167"),
  ])
  func grouping(_ c: Case) { check(Self.grouped, c) }

  @Test(arguments: [
    Case("five characters", [.type("12345")], "12345", .valid, "12345"),
    Case(
      "the sixth is refused", [.type("123456")], "12345", .valid, "12345", outcome: .rejected,
      reason: .tooLong),
    Case("no minus", [.type("-")], "", .empty, nil, outcome: .rejected, reason: .outOfRange),
    Case("zero", [.type("0")], "0", .valid, "0"),
  ])
  func classicPositiveField(_ c: Case) { check(Self.classicPositive, c) }

  @Test(arguments: [
    Case("clamps below", [.type("2"), .commit], "18", .valid, "18", reason: .clamped),
    Case("clamps 1 up", [.type("1"), .commit], "18", .valid, "18", reason: .clamped),
    Case(
      "clamps a deleted-to value", [.type("25"), .caret(1), .backspace, .commit], "18", .valid, "18"
    ),
  ])
  func clamp(_ c: Case) { check(Self.clamping, c) }

  @Test func clampAbove() {
    let rule = try! IntegerRule(min: -20, max: -10, onCommit: .clamp)
    check(
      rule,
      Case(
        "deleting the minus leaves 15", [.type("-15"), .caret(0), .delete], "15", .invalid, "-15"))
    check(
      rule,
      Case("15 clamps to -10", [.type("-15"), .caret(0), .delete, .commit], "-10", .valid, "-10"))
  }

  @Test(arguments: [
    Case("German grouping", [.type("1234567")], "1.234.567", .valid, "1234567"),
    Case("a typed period is grouping", [.type("1.234")], "1.234", .valid, "1234"),
    Case(
      "a comma is the decimal separator: refused", [.type("1,")], "1", .valid, "1",
      outcome: .rejected),
  ])
  func german(_ c: Case) { check(Self.germanGrouped, c) }

  @Test(arguments: [
    Case("Indian grouping", [.type("1234567")], "12,34,567", .valid, "1234567"),
    Case("Indian grouping, large", [.paste("123456789")], "12,34,56,789", .valid, "123456789"),
  ])
  func indian(_ c: Case) { check(Self.indianGrouped, c) }

  @Test func intLimits() {
    let (field, _) = run(Self.any, [.paste("9223372036854775807")])
    #expect(field.value == Int.max)
    let (over, result) = run(Self.any, [.paste("9223372036854775808")])
    #expect(over.text == "")
    #expect(result?.outcome == .rejected)
    let (low, _) = run(Self.any, [.paste("-9223372036854775808")])
    #expect(low.value == Int.min)
  }

  @Test func configurationErrorsSayWhatIsWrong() {
    #expect(throws: NumberConfigurationError.minAboveMax(min: 5, max: 1)) {
      try IntegerRule(min: 5, max: 1)
    }
    #expect(throws: NumberConfigurationError.negativeMaxLength(-1)) {
      try IntegerRule(.integer(in: 1...5).maximumLength(-1))
    }
  }
}
