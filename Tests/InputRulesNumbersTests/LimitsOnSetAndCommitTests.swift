import InputRules
import InputRulesNumbers
import Testing

/// What a number field does with values that arrive whole (set by the program, committed,
/// pasted) rather than typed: the maximum length, grouping placement and rounding still hold.
@Suite struct LimitsOnSetAndCommitTests {
  /// The classic numeric field: at most 7 characters, scientific notation.
  static let classic = try! DecimalRule(scientific: true, maxLength: 7)

  static let lengthCases: [Case] = [
    Case(
      "a scientific entry keeps its form when written out is too long",
      [.type("1.5e9"), .commit], "1.5e9", caret: 5, .valid, "1500000000"),
    Case(
      "a short scientific entry is written out", [.type("1.5e3"), .commit], "1500", caret: 4,
      .valid, "1500"),
    Case(
      "a set value too long written out is shown in scientific form",
      [.set("1500000000")], "1.5e9", .valid, "1500000000"),
    Case(
      "a set value too long in any form is refused and changes nothing",
      [.type("12"), .set("123456789")], "12", .valid, "12", outcome: .rejected,
      reason: .tooLong),
    Case(
      "a typed fraction without its zero is kept when the zero would not fit",
      [.type(".733319"), .commit], ".733319", .valid, "0.733319"),
    Case(
      "a negative tiny number in scientific form",
      [.type("-1.5e-9"), .commit], "-1.5e-9", .valid, "-0.0000000015"),
    Case(
      "a set value shown with whole digits before its exponent when nothing else fits",
      [.set("22265000")], "22265e3", .valid, "22265000"),
    Case(
      "a small set value shown with whole digits before its exponent",
      [.set("0.0009005")], "9005e-7", .valid, "0.0009005"),
  ]

  @Test(arguments: lengthCases)
  func classicNumericField(_ c: Case) {
    check(Self.classic, c)
  }

  @Test func thePositiveIntegerFieldRefusesASetValueTooLong() throws {
    let rule = try IntegerRule(min: 0, maxLength: 5)
    var field = InputField(rule: rule, value: 12345)
    let result = field.setValue(123_456)
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .tooLong)
    #expect(field.text == "12345")
    #expect(field.value == 12345)
  }

  @Test func textLongerThanTheLimitIsNotValid() throws {
    let rule = try IntegerRule(min: 0, maxLength: 5)
    #expect(rule.evaluate("123456").validity == .invalid)
    #expect(rule.evaluate("123456").reason?.code == .tooLong)
    #expect(rule.evaluate("12345").validity == .valid)
  }

  /// Money's length counts the minor digits editing ends with: an amount whose committed form
  /// would not fit is refused as it is typed.
  @Test func moneyCountsTheDigitsItWillShow() throws {
    let rule = try MoneyRule(currency: HandCurrencies.kwd, maxLength: 12)
    var field = InputField(rule: rule)
    field.type("100")
    #expect(field.text == "KWD\u{A0}100")
    let fourth = field.type("0")
    #expect(fourth.outcome == .rejected)
    #expect(fourth.reason?.code == .tooLong)
    field.commit()
    #expect(field.text == "KWD\u{A0}100.000")
    #expect(field.text.count <= 12)
  }

  /// Commit never leaves text that is not valid: a bound the field cannot show within its
  /// length is not clamped to, and a money amount too long once its minor digits are added goes
  /// back to the last valid one.
  @Test func commitRevertsWhenTheBoundOrTheAmountDoesNotFit() throws {
    let narrow = try DecimalRule(
      min: ExactDecimal("4.5"), max: ExactDecimal("6.27564"), onCommit: .clamp, maxLength: 5)
    check(
      narrow,
      Case(
        "an unshowable bound", [.type("5.3"), .caret(2), .backspace, .commit], "5.3", .valid,
        "5.3", reason: .reverted))
    check(
      narrow,
      Case("a bound that fits", [.type("4"), .commit], "4.5", .valid, "4.5", reason: .clamped))
    let rupees = try MoneyRule(
      currency: CurrencySymbols(
        code: "INR", symbol: "₹", position: .after, spacing: "\u{A0}", minorUnitDigits: 2),
      allowNegative: true, maxLength: 7, symbols: HandSymbols.german)
    check(
      rupees,
      Case(
        "an amount too long with its minor digits",
        [
          .type("-0,47"), .caret(1), .delete, .delete,
          .commit,
        ], "-0,47\u{A0}₹", .valid, "-0.47", reason: .reverted))
  }

  static let groupingCases: [Case] = [
    Case(
      "a paste grouped as the locale groups is read", [.paste("1,234.5")], "1234.5", .valid,
      "1234.5"),
    Case(
      "a paste with a comma where no group ends is refused", [.paste("1,5")], "", .empty, nil,
      outcome: .rejected, reason: .notANumber),
    Case(
      "a paste starting with a grouping separator is refused", [.paste(",5")], "", .empty, nil,
      outcome: .rejected, reason: .notANumber),
    Case(
      "a typed comma is still skipped", [.type("1,5")], "15", .valid, "15"),
  ]

  @Test(arguments: groupingCases)
  func pastedGroupingMustBeWellPlaced(_ c: Case) throws {
    check(try DecimalRule(), c)
  }

  /// hi_IN groups 3;2, and `,` cannot be its decimal separator, so Western grouping in threes
  /// is read too; anything else is misplaced.
  @Test func indianGroupingIsReadInTwosOrThrees() throws {
    let rule = try DecimalRule(grouping: true, symbols: HandSymbols.indian)
    #expect(rule.evaluate("12,34,567").value == ExactDecimal("1234567"))
    #expect(rule.evaluate("1,234,567").value == ExactDecimal("1234567"))
    #expect(rule.evaluate("1,23,4567").validity == .invalid)
    var field = InputField(rule: rule)
    #expect(field.paste("12,345,67").outcome == .rejected)
    #expect(field.paste("1,234,567").outcome != .rejected)
    #expect(field.text == "12,34,567")
  }

  static let breakCases: [Case] = [
    Case(
      "digits split by a space", [.paste("12 34")], "", .empty, nil, outcome: .rejected,
      reason: .notANumber),
    Case("spaces around the number", [.paste(" 1,234.5 ")], "1,234.5", .valid, "1234.5"),
    Case(
      "a fraction split by a space", [.paste("1.2 5")], "", .empty, nil, outcome: .rejected,
      reason: .notANumber),
  ]

  /// A space between digits (where the locale does not group with one) is not skipped: "12 34"
  /// is two numbers, not 1234.
  @Test(arguments: breakCases)
  func spacesBetweenDigitsAreNotSkipped(_ c: Case) throws {
    check(try DecimalRule(grouping: true), c)
  }

  /// Text a platform put in the field as it was (not the rule's form) stays judged as written,
  /// even after a key the rule skips.
  @Test func misplacedGroupingRestoredStaysInvalidUntilReformatted() throws {
    let rule = try DecimalRule(grouping: true, symbols: HandSymbols.german)
    var field = InputField(rule: rule)
    field.restore(FieldState(text: "12.5", selection: 4..<4))
    #expect(field.validity == .invalid)
    field.type(".")
    #expect(field.text == "12.5")
    #expect(field.validity == .invalid)
    #expect(field.validity == rule.evaluate(field.text).validity)
    field.type("6")
    #expect(field.text == "1.256")
    #expect(field.validity == .valid)
    #expect(field.value == ExactDecimal("1256"))
  }

  @Test func aRegisterRefusesAMisplacedGroupingPaste() throws {
    let rule = try MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister)
    var field = InputField(rule: rule)
    #expect(field.paste("1,5").reason?.code == .notANumber)
    #expect(field.text.isEmpty)
    field.paste("$1,234.50")
    #expect(field.value == ExactDecimal("1234.5"))
  }

  @Test func aSetValueThatIsRoundedSaysSo() throws {
    let rule = try DecimalRule(maxFractionDigits: 2, rounding: .halfUp)
    var field = InputField(rule: rule)
    let value = try #require(rule.value(fromCanonical: "1.235"))
    let result = field.setValue(value)
    #expect(result.outcome == .transformed)
    #expect(result.reason?.code == .rounded)
    #expect(field.text == "1.24")
    #expect(field.value == ExactDecimal("1.24"))
    let exact = field.setValue(ExactDecimal("1.5"))
    #expect(exact.outcome == .accepted)
    #expect(exact.reason == nil)
  }

  @Test func withoutRoundingAValueWithTooManyDigitsIsNotAValue() throws {
    let rule = try DecimalRule(maxFractionDigits: 2)
    #expect(rule.value(fromCanonical: "1.235") == nil)
  }
}

/// Why a stored string names no value: the same reasons typing would give.
@Suite struct CanonicalRefusalTests {
  struct Row: Sendable, CustomStringConvertible {
    var canonical: String
    var code: Reason.Code?
    var description: String { canonical }
  }

  @Test(arguments: [
    Row(canonical: "5", code: nil),
    Row(canonical: "5.25", code: nil),
    Row(canonical: "50", code: .outOfRange),
    Row(canonical: "-1", code: .outOfRange),
    Row(canonical: "1.234", code: .tooManyFractionDigits),
    Row(canonical: "1,5", code: .invalidValue),
    Row(canonical: "", code: .invalidValue),
  ])
  func decimalFrom0To10(_ row: Row) throws {
    let rule = try DecimalRule(min: 0, max: 10, maxFractionDigits: 2)
    #expect(rule.refusal(ofCanonical: row.canonical)?.code == row.code)
    #expect((rule.value(fromCanonical: row.canonical) == nil) == (row.code != nil))
  }

  @Test func integersAndChoicesSayWhy() throws {
    let age = try IntegerRule(min: 18, max: 30)
    #expect(age.refusal(ofCanonical: "17")?.code == .outOfRange)
    #expect(age.refusal(ofCanonical: "18.5")?.code == .tooManyFractionDigits)
    #expect(age.refusal(ofCanonical: "x")?.code == .invalidValue)
    #expect(age.refusal(ofCanonical: "25") == nil)
    let sizes = try ChoiceRule(options: ["S", "M", "L"], from: "M")
    #expect(sizes.refusal(ofCanonical: "XL")?.code == .noMatchingOption)
    #expect(sizes.refusal(ofCanonical: "m") == nil)
  }
}

/// Reasons that name what is really wrong.
@Suite struct PreciseReasonTests {
  @Test func aSeparatorInAWholeNumberFieldSaysWholeNumbersOnly() throws {
    var field = InputField(rule: try DecimalRule(maxFractionDigits: 0))
    field.type("1")
    let result = field.type(".")
    #expect(result.reason?.code == .tooManyFractionDigits)
    #expect(result.reason?.message == "Whole numbers only.")
  }

  @Test func tooLongComesFirst() throws {
    let classic = try DecimalRule(scientific: true, maxLength: 7)
    for caret in [1, 3] {
      var field = InputField(rule: classic)
      field.type("1234567")
      field.moveCaret(to: caret)
      #expect(field.type("e").reason?.code == .tooLong, "caret \(caret)")
    }
  }

  @Test func integerCanonicalStringsSayWhatIsWrong() throws {
    let rule = try IntegerRule(min: 1)
    #expect(rule.refusal(ofCanonical: "1e3")?.code == .invalidValue)
    #expect(rule.refusal(ofCanonical: "-9223372036854775809")?.code == .outOfRange)
    #expect(rule.refusal(ofCanonical: "2.5")?.code == .tooManyFractionDigits)
    #expect(rule.refusal(ofCanonical: "0")?.code == .outOfRange)
  }

  @Test func aDeletionOfDecorationOnlyIsNotReportedAsAChange() throws {
    let usd = try MoneyRule(currency: HandCurrencies.usd)
    var field = InputField(rule: usd)
    field.type("51234")
    field.moveCaret(to: 1)
    let result = field.deleteBackward()
    #expect(field.text == "$51,234")
    #expect(result.reason == nil)
  }

  /// Deleting inside a symbol of several characters never leaves part of it.
  @Test(arguments: [1, 2, 3])
  func deletingInsideACurrencyCodeKeepsTheAmount(at offset: Int) throws {
    let kwd = try MoneyRule(currency: HandCurrencies.kwd)
    var field = InputField(rule: kwd, value: ExactDecimal("1.5"))
    #expect(field.text == "KWD\u{A0}1.500")
    field.apply(Edit(location: offset, length: 1, replacement: "", kind: .deleteBackward))
    #expect(field.text == "KWD\u{A0}1.500")
    #expect(field.validity == .valid)
    field.select(1, 3)
    field.deleteBackward()
    #expect(field.text == "KWD\u{A0}1.500")
    // Typing still works: the caret put inside the code rests after it.
    field.moveCaret(to: offset)
    #expect(field.state.selection == 4..<4)
    field.type("2")
    #expect(field.text == "KWD\u{A0}21.500")
    #expect(field.value == ExactDecimal("21.5"))
  }

  @Test func theCaretRestsPastALeadingSymbolAfterAMinus() throws {
    let usd = try MoneyRule(currency: HandCurrencies.usd, allowNegative: true)
    var field = InputField(rule: usd, value: ExactDecimal("-5"))
    field.moveCaret(to: 1)
    #expect(field.state.selection == 2..<2)
    var typed = InputField(rule: usd)
    typed.type("-")
    #expect(typed.text == "-$")
    #expect(typed.state.selection == 2..<2)
  }
}
