import InputRules
import InputRulesNumbers
import Testing

/// Texts at the edges of how the rules read and show a number: more digits than a machine word
/// holds, long exponents, leading zeros, grouping in the middle, symbols on either side of the
/// caret. Each must read and show exactly like the everyday short number next to it.
@Suite struct LongAndShortTextTests {
  static let wide = try! DecimalRule(maxIntegerDigits: 38, grouping: true)
  static let scientific = try! DecimalRule(scientific: true)
  static let indian = try! DecimalRule(grouping: true, symbols: HandSymbols.indian)
  static let dollars = try! MoneyRule(currency: HandCurrencies.usd)
  static let signedDollars = try! MoneyRule(currency: HandCurrencies.usd, allowNegative: true)
  static let register = try! MoneyRule(
    currency: HandCurrencies.usd, entry: .cashRegister, maxDigits: 38)

  @Test(arguments: [
    Case(
      "18 digits", [.type("123456789012345678")], "123,456,789,012,345,678", .valid,
      "123456789012345678"),
    Case(
      "19 digits", [.type("1234567890123456789")], "1,234,567,890,123,456,789", .valid,
      "1234567890123456789"),
    Case(
      "38 digits", [.type(String(repeating: "9", count: 38))],
      "99" + String(repeating: ",999", count: 12), .valid, String(repeating: "9", count: 38)),
    Case(
      "a 39th digit is refused", [.type(String(repeating: "9", count: 39))],
      "99" + String(repeating: ",999", count: 12), .valid, String(repeating: "9", count: 38),
      outcome: .rejected, reason: .tooManyIntegerDigits),
    Case(
      "leading zeros beyond a word", [.type("00000000000000000012")],
      "00,000,000,000,000,000,012", .valid, "12"),
    Case(
      "a digit typed inside 20 digits", [.type("12345678901234567890"), .caret(1), .type("5")],
      "152,345,678,901,234,567,890", caret: 2, .valid, "152345678901234567890"),
    Case(
      "backspace after grouping inside 20 digits",
      [.type("12345678901234567890"), .caret(3), .backspace], "1,345,678,901,234,567,890",
      caret: 1, .valid, "1345678901234567890"),
  ])
  func longNumbers(_ c: Case) { check(Self.wide, c) }

  @Test(arguments: [
    Case("a four-digit exponent", [.type("1e0003")], "1e0003", .valid, "1000"),
    Case("a five-digit exponent", [.type("1e00003")], "1e00003", .valid, "1000"),
    Case("a negative long exponent", [.type("1.5e-00003")], "1.5e-00003", .valid, "0.0015"),
    Case("an uppercase marker", [.type("2E2")], "2E2", .valid, "200"),
    Case(
      "an exponent beyond the digits is refused", [.type("1e20")], "1e2", .valid, "100",
      outcome: .rejected),
  ])
  func exponents(_ c: Case) { check(Self.scientific, c) }

  @Test(arguments: [
    Case(
      "grouped in twos after the first three", [.type("1234567")], "12,34,567", caret: 9,
      .valid, "1234567"),
    Case(
      "a digit typed in the middle", [.type("1234567"), .caret(4), .type("9")], "1,23,94,567",
      caret: 6, .valid, "12394567"),
    Case("full-width digits", [.type("１２３４５")], "12,345", .valid, "12345"),
  ])
  func indianGrouping(_ c: Case) { check(Self.indian, c) }

  @Test(arguments: [
    Case("the symbol goes in front", [.type("1234.5")], "$1,234.5", caret: 8, .valid, "1234.50"),
    Case("a typed symbol is skipped", [.type("$12")], "$12", caret: 3, .valid, "12.00"),
    Case(
      "a digit typed before the symbol", [.type("12"), .caret(0), .type("3")], "$312",
      caret: 2, .valid, "312.00"),
    Case("a pasted code", [.paste("USD 12.5")], "$12.5", .valid, "12.50"),
  ])
  func dollars(_ c: Case) { check(Self.dollars, c) }

  @Test(arguments: [
    Case("the minus goes before the symbol", [.type("-5")], "-$5", caret: 3, .valid, "-5.00"),
    Case(
      "the caret after the minus", [.type("-5"), .caret(1), .type("6")], "-$65", caret: 3,
      .valid, "-65.00"),
  ])
  func signedDollars(_ c: Case) { check(Self.signedDollars, c) }

  @Test(arguments: [
    Case(
      "20 digits fill from the right", [.type("12345678901234567890")],
      "$123,456,789,012,345,678.90", caret: 27, .valid, "123456789012345678.90"),
    Case(
      "backspace at 20 digits", [.type("12345678901234567890"), .backspace],
      "$12,345,678,901,234,567.89", .valid, "12345678901234567.89"),
  ])
  func longRegister(_ c: Case) { check(Self.register, c) }
}
