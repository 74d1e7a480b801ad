import InputRules
import InputRulesNumbers
import Testing

/// Each message names what is actually wrong (the codes were right before; these pin the words).
@Suite struct MessageTests {
  static let adult = try! IntegerRule(min: 18)
  static let age = try! IntegerRule(min: 18, max: 30)
  static let natural = try! IntegerRule(min: 0)
  static let scientific = try! DecimalRule(scientific: true)
  static let germanWhole = try! IntegerRule(symbols: HandSymbols.german)
  static let germanGrouped = try! IntegerRule(grouping: true, symbols: HandSymbols.german)
  static let dollars = try! MoneyRule(currency: HandCurrencies.usd)
  static let register = try! MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister)

  /// A row: what a rule says about a text, judged whole.
  struct Judged: Sendable, CustomStringConvertible {
    var name: String
    var judge: @Sendable (String) -> Reason?
    var text: String
    var code: Reason.Code
    var message: String
    var description: String { name }
  }

  @Test(arguments: [
    // -0 is zero: below a minimum of 18 for the same reason 0 is, not for being negative.
    Judged(
      name: "-0 below a positive minimum", judge: { adult.evaluate($0).reason }, text: "-0",
      code: .outOfRange, message: "The number must be at least 18."),
    Judged(
      name: "-0 in a decimal field", judge: { try! DecimalRule(min: 18).evaluate($0).reason },
      text: "-0.0", code: .outOfRange, message: "The number must be at least 18."),
    Judged(
      name: "-5 is negative", judge: { adult.evaluate($0).reason }, text: "-5", code: .outOfRange,
      message: "Negative numbers are not allowed."),
    Judged(
      name: "-0 where zero is allowed", judge: { natural.evaluate($0).reason }, text: "-0",
      code: .outOfRange, message: "A minus sign cannot be typed here: the number is at least 0."),
    // One significant digit, with an exponent no field can hold.
    Judged(
      name: "a huge exponent", judge: { scientific.evaluate($0).reason },
      text: "1e99999999999999999999", code: .tooManyIntegerDigits,
      message: "The exponent makes the number too large: at most 19 digits before the decimal "
        + "separator."),
    Judged(
      name: "a huge negative exponent", judge: { scientific.evaluate($0).reason },
      text: "1e-99999999999999999999", code: .tooManyFractionDigits,
      message: "The exponent makes the number too small: at most 19 digits after the decimal "
        + "separator."),
    Judged(
      name: "39 significant digits", judge: { scientific.evaluate($0).reason },
      text: String(repeating: "9", count: 39), code: .tooManyIntegerDigits,
      message: "At most 38 significant digits."),
    // A currency that is not the field's.
    Judged(
      name: "euros in a dollar field", judge: { dollars.evaluate($0).reason }, text: "€5",
      code: .disallowedCharacter, message: "“€” is not this field's currency: it takes USD (“$”)."),
    Judged(
      name: "euros in a dollar register", judge: { register.evaluate($0).reason }, text: "5 €",
      code: .disallowedCharacter, message: "“€” is not this field's currency: it takes USD (“$”)."),
    Judged(
      name: "a currency in a plain number", judge: { scientific.evaluate($0).reason }, text: "£5",
      code: .disallowedCharacter,
      message: "“£” is a currency symbol; this field takes a number without one."),
  ])
  func judgedText(_ row: Judged) {
    let reason = row.judge(row.text)
    #expect(reason?.code == row.code, "\(row.name)")
    #expect(reason?.message == row.message, "\(row.name)")
  }

  /// Pasting and typing give the same reasons as judging.
  @Test func pastedAndTypedCurrencies() {
    var field = InputField(rule: Self.dollars)
    var result = field.paste("€5")
    #expect(result.reason?.message == "“€” is not this field's currency: it takes USD (“$”).")
    result = field.type("€")
    #expect(result.reason?.message == "“€” is not this field's currency: it takes USD (“$”).")
    var register = InputField(rule: Self.register)
    result = register.paste("€5")
    #expect(result.reason?.message == "“€” is not this field's currency: it takes USD (“$”).")
    result = register.type("€")
    #expect(result.reason?.message == "“€” is not this field's currency: it takes USD (“$”).")
    // Other refused keys still name the keys the field takes.
    #expect(register.type("a").reason?.message == "Only digits can be typed here.")
    var adult = InputField(rule: Self.adult)
    #expect(adult.paste("-0").reason?.message == "The number must be at least 18.")
  }

  /// Leaving a field whose text is not valid says why it was not, not that it was no number.
  @Test(arguments: [
    ("3", "The number must be from 18 to 30. The field was cleared."),
    ("1", "The number must be from 18 to 30. The field was cleared."),
  ])
  func revertedOnCommit(text: String, message: String) {
    var field = InputField(rule: Self.age)
    field.paste(text)
    let result = field.commit()
    #expect(result.reason?.code == .reverted)
    #expect(result.reason?.message == message)
    #expect(field.text == "")
  }

  @Test func revertedToTheLastValidValue() {
    var field = InputField(rule: Self.age)
    field.type("25")
    field.deleteBackward()
    let result = field.commit()
    #expect(result.reason?.code == .reverted)
    #expect(
      result.reason?.message
        == "The number must be from 18 to 30. The field went back to its last valid value, 25.")
    #expect(field.text == "25")
    var decimal = InputField(rule: try! DecimalRule(maxFractionDigits: 2))
    decimal.type("1.")
    #expect(
      decimal.commit().reason?.message
        == "The number was not complete. The field went back to its last valid value, 1.")
  }

  /// A typed grouping separator where the field shows none.
  @Test func groupingKeyInAFieldWithoutGrouping() {
    var field = InputField(rule: Self.germanWhole)
    field.type("1")
    let result = field.type(".")
    #expect(result.reason?.code == .filtered)
    #expect(
      result.reason?.message
        == "Grouping separators (“.”) are not shown in this field; typing one does nothing.")
    var grouped = InputField(rule: Self.germanGrouped)
    grouped.type("1")
    #expect(
      grouped.type(".").reason?.message
        == "Grouping separators are shown by the field; typing one does nothing.")
  }
}
