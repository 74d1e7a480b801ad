import InputRules
import InputRulesNumbers
import Testing

/// Currencies written by hand (the locale tests resolve them from Foundation).
enum HandCurrencies {
  static let usd = CurrencySymbols(code: "USD", symbol: "$", position: .before, minorUnitDigits: 2)
  static let jpy = CurrencySymbols(code: "JPY", symbol: "¥", position: .before, minorUnitDigits: 0)
  static let kwd = CurrencySymbols(
    code: "KWD", symbol: "KWD", position: .before, spacing: "\u{A0}", minorUnitDigits: 3)
  static let eur = CurrencySymbols(
    code: "EUR", symbol: "€", position: .after, spacing: "\u{A0}", minorUnitDigits: 2)
}

@Suite struct CashRegisterTests {
  /// The classic money field: USD, cash register, 9 digits.
  static let classic = try! MoneyRule(
    currency: HandCurrencies.usd, entry: .cashRegister, maxDigits: 9)
  static let signed = try! MoneyRule(
    currency: HandCurrencies.usd, entry: .cashRegister, allowNegative: true)
  static let wide = try! MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister)
  static let yen = try! MoneyRule(currency: HandCurrencies.jpy, entry: .cashRegister)
  static let dinar = try! MoneyRule(currency: HandCurrencies.kwd, entry: .cashRegister)
  static let euro = try! MoneyRule(
    currency: HandCurrencies.eur, entry: .cashRegister,
    symbols: NumberSymbols(
      decimalSeparator: ",", groupingSeparator: "."))
  static let atLeastTen = try! MoneyRule(
    currency: HandCurrencies.usd, entry: .cashRegister, min: 10)
  static let rounding = try! MoneyRule(
    currency: HandCurrencies.usd, entry: .cashRegister, rounding: .halfUp)

  @Test(arguments: [
    Case("1 is a cent", [.type("1")], "$0.01", caret: 5, .valid, "0.01"),
    Case("1 2 is twelve cents", [.type("12")], "$0.12", .valid, "0.12"),
    Case("digits fill from the right", [.type("123456")], "$1,234.56", caret: 9, .valid, "1234.56"),
    Case("nine digits", [.type("999999999")], "$9,999,999.99", .valid, "9999999.99"),
    Case(
      "a tenth digit is refused", [.type("1234567890")], "$1,234,567.89", .valid, "1234567.89",
      outcome: .rejected, reason: .tooManyIntegerDigits),
    Case("backspace removes the last digit", [.type("123"), .backspace], "$0.12", .valid, "0.12"),
    Case(
      "backspace anywhere removes the last digit", [.type("123"), .caret(2), .backspace], "$0.12",
      caret: 5, .valid, "0.12"),
    Case("backspace to nothing empties", [.type("1"), .backspace], "", .empty, nil),
    Case("zero is an amount", [.type("0")], "$0.00", .valid, "0.00"),
    Case(
      "a separator is refused", [.type("1.")], "$0.01", .valid, "0.01", outcome: .rejected,
      reason: .disallowedCharacter),
    Case(
      "minus is refused without negatives", [.type("-")], "", .empty, nil, outcome: .rejected,
      reason: .outOfRange),
    Case("a pasted amount is set", [.paste("1,234.56")], "$1,234.56", .valid, "1234.56"),
    Case("a pasted amount with symbol", [.paste("$1,234.5")], "$1,234.50", .valid, "1234.50"),
    Case(
      "a pasted amount, then a digit shifts", [.paste("1,234.56"), .type("7")], "$12,345.67",
      .valid, "12345.67"),
    Case("pasted digits are typed", [.type("1"), .paste("23")], "$1.23", .valid, "1.23"),
    Case(
      "a paste with too many fraction digits is refused", [.paste("1.234")], "", .empty, nil,
      outcome: .rejected, reason: .tooManyFractionDigits),
    Case(
      "select all and type starts over", [.type("123"), .select(0, 5), .type("5")], "$0.05", .valid,
      "0.05"),
    Case(
      "select all and delete empties", [.type("123"), .select(0, 5), .backspace], "", .empty, nil),
    Case("typed grouping is skipped", [.type("1,2")], "$0.12", .valid, "0.12"),
    Case("commit keeps the amount", [.type("5"), .commit], "$0.05", .valid, "0.05"),
    Case("setValue shows the amount", [.set("1234.5")], "$1,234.50", .valid, "1234.50"),
  ])
  func classicField(_ c: Case) { check(Self.classic, c) }

  @Test func fifteenDigitsByDefault() {
    check(
      Self.wide,
      Case(
        "paste", [.paste("9999999999999.99")], "$9,999,999,999,999.99", .valid, "9999999999999.99"))
    check(
      Self.wide,
      Case("typed", [.type("999999999999999")], "$9,999,999,999,999.99", .valid, "9999999999999.99")
    )
    check(
      Self.wide,
      Case(
        "sixteenth", [.type("9999999999999999")], "$9,999,999,999,999.99", .valid,
        "9999999999999.99", outcome: .rejected))
  }

  @Test(arguments: [
    Case("minus toggles", [.type("-5")], "-$0.05", .valid, "-0.05"),
    Case("minus twice toggles back", [.type("-5-")], "$0.05", .valid, "0.05"),
    Case("minus after digits", [.type("5-")], "-$0.05", caret: 6, .valid, "-0.05"),
    Case("plus makes it positive", [.type("5-+")], "$0.05", .valid, "0.05"),
    Case("a pasted negative amount", [.paste("-12.50")], "-$12.50", .valid, "-12.50"),
    // A sign with no digits is incomplete: it waits for the first digit.
    Case("a lone minus is incomplete", [.type("-")], "-$", caret: 2, .incomplete, nil),
    Case("a lone minus, then a digit", [.type("-"), .type("7")], "-$0.07", .valid, "-0.07"),
    Case("a typed zero is an amount", [.type("-0")], "-$0.00", .valid, "0.00"),
    Case("a lone minus toggled away empties", [.type("--")], "", .empty, nil),
    Case("plus after a lone minus empties", [.type("-+")], "", .empty, nil),
    Case("a lone minus is deleted", [.type("-"), .backspace], "", .empty, nil),
    Case("a lone minus reverts on commit", [.type("-"), .commit], "", .empty, nil),
    Case("a pasted lone minus waits too", [.paste("-")], "-$", .incomplete, nil),
    Case(
      "a minus over the amount starts over", [.type("12"), .select(0, 5), .type("-")], "-$",
      .incomplete, "0.12"),
    Case(
      "the caret rests after the symbol", [.type("-"), .caret(1)], "-$", caret: 2, .incomplete, nil),
  ])
  func negatives(_ c: Case) { check(Self.signed, c) }

  /// The same with a symbol after the amount.
  @Test func aLoneMinusBeforeATrailingSymbol() throws {
    let euros = try MoneyRule(
      currency: HandCurrencies.eur, entry: .cashRegister, allowNegative: true,
      symbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "."))
    check(euros, Case("lone minus", [.type("-")], "-\u{A0}€", caret: 1, .incomplete, nil))
    check(euros, Case("then digits", [.type("-12")], "-0,12\u{A0}€", .valid, "-0.12"))
  }

  @Test(arguments: [
    Case("1 2 is 12 yen", [.type("12")], "¥12", .valid, "12"),
    Case("grouping", [.type("1234")], "¥1,234", .valid, "1234"),
    Case("no separator", [.type("1.")], "¥1", .valid, "1", outcome: .rejected),
    Case("pasted amount", [.paste("¥1,234")], "¥1,234", .valid, "1234"),
  ])
  func yenField(_ c: Case) { check(Self.yen, c) }

  @Test func dinarHasThreeMinorDigits() {
    check(Self.dinar, Case("1", [.type("1")], "KWD\u{A0}0.001", .valid, "0.001"))
    check(Self.dinar, Case("1234", [.type("1234")], "KWD\u{A0}1.234", .valid, "1.234"))
    check(
      Self.dinar, Case("pasted with code", [.paste("KWD 1.5")], "KWD\u{A0}1.500", .valid, "1.500"))
  }

  @Test func euroAfterTheNumber() {
    check(
      Self.euro,
      Case(
        "caret before the symbol", [.type("123456")], "1.234,56\u{A0}€", caret: 8, .valid, "1234.56"
      ))
    check(
      Self.euro,
      Case(
        "backspace at the end", [.type("123"), .caret(7), .backspace], "0,12\u{A0}€", caret: 4,
        .valid, "0.12"))
    // Nothing follows the caret at the end of the amount, with or without a trailing symbol.
    check(
      Self.euro,
      Case("delete at the end", [.type("123"), .delete], "1,23\u{A0}€", caret: 4, .valid, "1.23"))
    check(
      Self.classic,
      Case(
        "delete over the symbol alone", [.type("123"), .select(0, 1), .delete], "$1.23", caret: 5,
        .valid, "1.23"))
  }

  @Test func rangesNeverTrap() {
    check(Self.atLeastTen, Case("a cent can still grow", [.type("1")], "$0.01", .incomplete, nil))
    check(Self.atLeastTen, Case("commit reverts", [.type("1"), .commit], "", .empty, nil))
    check(Self.atLeastTen, Case("ten dollars", [.type("1000")], "$10.00", .valid, "10.00"))
    let capped = try! MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister, max: 5)
    check(
      capped,
      Case(
        "above the max is refused", [.type("501")], "$0.50", .valid, "0.50", outcome: .rejected,
        reason: .outOfRange))
  }

  @Test func pastedAmountsRoundWhenAsked() {
    check(
      Self.rounding,
      Case("rounded", [.paste("1.235")], "$1.24", .valid, "1.24", reason: .rounded))
    check(
      Self.dinar,
      Case(
        "refused without rounding", [.paste("1.2345")], "", .empty, nil, outcome: .rejected,
        reason: .tooManyFractionDigits))
  }

  /// Zeros past the minor unit lose nothing: the amount is set, and the change is reported.
  @Test func pastedTrailingZerosAreDropped() {
    check(
      Self.classic,
      Case(
        "dollars", [.paste("1.230")], "$1.23", .valid, "1.23", outcome: .transformed,
        reason: .reformatted))
    check(
      Self.yen,
      Case(
        "yen", [.paste("12.0")], "¥12", .valid, "12", outcome: .transformed, reason: .reformatted))
  }

  /// A pasted amount the field refuses says why the amount is refused.
  @Test func aRefusedPastedAmountSaysWhy() throws {
    let range = try MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister, min: 10, max: 100)
    check(
      range,
      Case(
        "below the range", [.paste("5.00")], "", .empty, nil, outcome: .rejected,
        reason: .outOfRange))
    let free = try MoneyRule(currency: HandCurrencies.usd, min: 10, max: 20)
    check(
      free,
      Case(
        "zeros dropped, still above the range", [.paste("1000.000")], "", .empty, nil,
        outcome: .rejected, reason: .outOfRange))
  }

  /// A refused key is told which keys the field takes.
  @Test func refusedKeysNameTheKeysTaken() {
    var field = InputField(rule: Self.classic)
    #expect(field.type("a").reason?.message == "Only digits can be typed here.")
    field = InputField(rule: Self.signed)
    #expect(field.type("a").reason?.message == "Only digits and a minus sign can be typed here.")
  }
}

@Suite struct FreeEntryMoneyTests {
  static let dollars = try! MoneyRule(currency: HandCurrencies.usd)
  static let signedDollars = try! MoneyRule(
    currency: HandCurrencies.usd, max: 100, allowNegative: true)
  static let euros = try! MoneyRule(
    currency: HandCurrencies.eur,
    symbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "."))
  static let yen = try! MoneyRule(currency: HandCurrencies.jpy)
  static let dinar = try! MoneyRule(currency: HandCurrencies.kwd)

  @Test(arguments: [
    Case("formatted as typed", [.type("1234.5")], "$1,234.5", caret: 8, .valid, "1234.50"),
    Case("commit shows minor units", [.type("1234.5"), .commit], "$1,234.50", .valid, "1234.50"),
    Case(
      "a third fraction digit is refused", [.type("1.234")], "$1.23", .valid, "1.23",
      outcome: .rejected, reason: .tooManyFractionDigits),
    Case(
      "no negatives by default", [.type("-")], "", .empty, nil, outcome: .rejected,
      reason: .outOfRange),
    Case("pasted amount", [.paste("$1,234.56")], "$1,234.56", .valid, "1234.56"),
    Case("pasted with the code", [.paste("USD 12")], "$12", .valid, "12.00"),
    Case(
      "pasted zeros past the cents are dropped", [.paste("1.230")], "$1.23", .valid, "1.23",
      outcome: .transformed, reason: .reformatted),
    Case(
      "a pasted third digit is refused", [.paste("1.235")], "", .empty, nil, outcome: .rejected,
      reason: .tooManyFractionDigits),
    Case(
      "refused keys name the keys taken", [.type("a")], "", .empty, nil, outcome: .rejected,
      reason: .disallowedCharacter),
    Case("deleting the digits empties", [.type("5"), .backspace], "", .empty, nil),
    Case(
      "backspace after the symbol deletes nothing before it", [.type("5"), .caret(1), .backspace],
      "$5", .valid, "5.00"),
  ])
  func dollarField(_ c: Case) { check(Self.dollars, c) }

  @Test(arguments: [
    Case("minus", [.type("-5")], "-$5", .valid, "-5.00"),
    Case(
      "above the max", [.type("1001")], "$100", .valid, "100.00", outcome: .rejected,
      reason: .outOfRange),
  ])
  func signedDollarField(_ c: Case) { check(Self.signedDollars, c) }

  @Test(arguments: [
    Case(
      "symbol after, caret before it", [.type("1234,5")], "1.234,5\u{A0}€", caret: 7, .valid,
      "1234.50"),
    Case(
      "backspace at the very end deletes the last digit", [.type("12"), .caret(4), .backspace],
      "1\u{A0}€", caret: 1, .valid, "1.00"),
    Case(
      "typing after the symbol", [.type("12"), .caret(4), .type("3")], "123\u{A0}€", caret: 3,
      .valid, "123.00"),
    Case("commit", [.type("1234,5"), .commit], "1.234,50\u{A0}€", .valid, "1234.50"),
  ])
  func euroField(_ c: Case) { check(Self.euros, c) }

  @Test func yenHasNoFraction() {
    check(
      Self.yen,
      Case(
        "separator refused", [.type("12.")], "¥12", .valid, "12", outcome: .rejected,
        reason: .tooManyFractionDigits))
    check(Self.yen, Case("grouped", [.type("1234")], "¥1,234", .valid, "1234"))
  }

  @Test func dinarHasThreeFractionDigits() {
    check(Self.dinar, Case("three", [.type("1.234")], "KWD\u{A0}1.234", .valid, "1.234"))
    check(
      Self.dinar,
      Case("four refused", [.type("1.2345")], "KWD\u{A0}1.234", .valid, "1.234", outcome: .rejected)
    )
    check(Self.dinar, Case("commit", [.type("1.2"), .commit], "KWD\u{A0}1.200", .valid, "1.200"))
  }

  @Test func configurationErrors() {
    #expect(
      throws: NumberConfigurationError.maxDigitsOutOfRange(2, currency: "USD", minorUnitDigits: 2)
    ) {
      try MoneyRule(currency: HandCurrencies.usd, maxDigits: 2)
    }
    #expect(throws: NumberConfigurationError.negativeMinWithoutNegatives(min: -5)) {
      try MoneyRule(currency: HandCurrencies.usd, min: -5)
    }
    #expect(throws: NumberConfigurationError.minAboveMax(min: 5, max: 1)) {
      try MoneyRule(currency: HandCurrencies.usd, min: 5, max: 1)
    }
  }
}
