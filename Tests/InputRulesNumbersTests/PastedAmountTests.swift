import InputRules
import InputRulesNumbers
import Testing

/// Amounts pasted into a money field (a cash register, or free entry) as a page writes them,
/// with the words around them (`Total: $1,234.56`): the one amount such a text holds is taken, a
/// text holding several different ones is refused, and a text holding none keeps the reason it
/// had.
@Suite struct PastedAmountTests {
  static let dollars = try! MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister)
  static let freeDollars = try! MoneyRule(currency: HandCurrencies.usd)
  static let euros = try! MoneyRule(
    currency: HandCurrencies.eur, entry: .cashRegister,
    symbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "."))

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var rule = PastedAmountTests.dollars
    var typed = ""
    let pasted: String
    let expectedText: String
    var value: String?
    var outcome: EditResult.Outcome = .transformed
    var reason: Reason.Code? = .filtered
    /// What the reason's message must name.
    var mentioned: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a label before the amount is dropped", pasted: "Total: $1,234.56",
      expectedText: "$1,234.56", value: "1234.56"),
    Case(
      name: "a full stop after the amount is dropped", pasted: "Total: $1,234.56.",
      expectedText: "$1,234.56", value: "1234.56"),
    Case(
      name: "words after the amount are dropped", pasted: "$12.50 (tax included)",
      expectedText: "$12.50", value: "12.5"),
    Case(
      name: "the currency code marks the amount", pasted: "Amount due: USD 99.90",
      expectedText: "$99.90", value: "99.9"),
    Case(
      name: "an amount without a symbol after a label is an amount, not typed digits",
      pasted: "Total: 12", expectedText: "$12.00", value: "12"),
    Case(
      name: "the amount replaces what was typed", typed: "5", pasted: "Total: $1,234.56",
      expectedText: "$1,234.56", value: "1234.56"),
    Case(
      name: "an order number beside an amount with its symbol is dropped",
      pasted: "Order 4711: total $20.00", expectedText: "$20.00", value: "20"),
    Case(
      name: "the same amount twice is one reading", pasted: "Subtotal $5.00, total $5.00",
      expectedText: "$5.00", value: "5"),
    Case(
      name: "a dash before a spaced amount is not a minus", pasted: "Coffee - $3.20",
      expectedText: "$3.20", value: "3.2"),
    Case(
      name: "an amount in the field's own notation", rule: PastedAmountTests.euros,
      pasted: "Summe: 1.234,56 €.", expectedText: "1.234,56\u{A0}€", value: "1234.56"),
    Case(
      name: "two amounts are refused", pasted: "Subtotal: $1,000.00, total: $1,234.56",
      expectedText: "", outcome: .rejected, reason: .notANumber),
    Case(
      name: "two amounts without symbols are refused", pasted: "Pay 12.50 or 13.50",
      expectedText: "", outcome: .rejected, reason: .notANumber),
    Case(
      name: "an amount in another currency is not this field's", pasted: "Total: €5.00",
      expectedText: "", outcome: .rejected, reason: .disallowedCharacter, mentioned: "€"),
    Case(
      name: "a range is not an amount", pasted: "Price: 5 - 10",
      expectedText: "", outcome: .rejected, reason: .notANumber),
    Case(
      name: "free entry: a label before the amount is dropped", rule: PastedAmountTests.freeDollars,
      pasted: "Total: $1,234.56.", expectedText: "$1,234.56", value: "1234.56"),
    Case(
      name: "free entry: the amount replaces what was typed", rule: PastedAmountTests.freeDollars,
      typed: "5", pasted: "Amount due: USD 99.90", expectedText: "$99.90", value: "99.9"),
    Case(
      name: "free entry: two amounts are refused", rule: PastedAmountTests.freeDollars,
      pasted: "Subtotal: $1,000.00, total: $1,234.56", expectedText: "", outcome: .rejected,
      reason: .notANumber),
    Case(
      name: "free entry: an amount in another currency is not this field's",
      rule: PastedAmountTests.freeDollars, pasted: "Total: €5.00", expectedText: "",
      outcome: .rejected, reason: .disallowedCharacter, mentioned: "€"),
  ]

  @Test(arguments: cases)
  func paste(_ c: Case) {
    var field = InputField(rule: c.rule)
    if !c.typed.isEmpty { _ = field.type(c.typed) }
    let before = field.text
    let result = field.paste(c.pasted)
    #expect(result.outcome == c.outcome)
    #expect(result.reason?.code == c.reason)
    #expect(field.text == (c.outcome == .rejected ? before : c.expectedText))
    #expect(field.value?.description == c.value)
    if let mentioned = c.mentioned {
      #expect(
        result.reason?.message.contains(mentioned) == true, "\(String(describing: result.reason))")
    }
  }

  /// The refusal of several amounts names them, as the text writes them.
  @Test func severalAmountsAreNamed() {
    var field = InputField(rule: Self.dollars)
    let result = field.paste("Subtotal: $1,000.00, total: $1,234.56")
    let message = result.reason?.message ?? ""
    #expect(message.contains("$1,000.00"), "\(message)")
    #expect(message.contains("$1,234.56"), "\(message)")
  }
}
