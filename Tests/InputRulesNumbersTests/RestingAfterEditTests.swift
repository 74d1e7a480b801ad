import InputRules
import InputRulesNumbers
import Testing

/// Every accepted or transformed edit leaves the selection where the rule lets it rest, whatever
/// the edit's range: the engine moves it there once, for every rule.
@Suite("The caret rests after an edit")
struct RestingAfterEditTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let rule: @Sendable () -> Row.Field
    /// What is typed before the edit.
    let typed: String
    let edit: Edit
    let text: String
    let selection: Range<Int>
    var testDescription: String { name }

    /// A field under one of the number rules, behind a closure so that rows of several rule
    /// types fit one table.
    enum Field: Sendable {
      case integer(IntegerRule)
      case money(MoneyRule)
    }
  }

  static let register = try! MoneyRule(
    currency: HandCurrencies.usd, entry: .cashRegister, maxDigits: 9)
  static let dollars = try! MoneyRule(currency: HandCurrencies.usd)
  static let euros = try! MoneyRule(
    currency: HandCurrencies.eur, symbols: HandSymbols.german)
  static let arabic = try! IntegerRule(symbols: HandSymbols.arabic)

  static let rows: [Row] = [
    Row(
      name: "an empty edit at the start of a cash register rests at the end of the amount",
      rule: { .money(register) }, typed: "123",
      edit: Edit(location: 0, length: 0, replacement: ""), text: "$1.23", selection: 5..<5),
    Row(
      name: "an empty edit inside a cash register rests at the end of the amount",
      rule: { .money(register) }, typed: "123",
      edit: Edit(location: 2, length: 0, replacement: ""), text: "$1.23", selection: 5..<5),
    Row(
      name: "deleting over the symbol of a cash register deletes a digit and rests at the end",
      rule: { .money(register) }, typed: "123",
      edit: Edit(location: -5, length: 6, replacement: ""), text: "$0.12", selection: 5..<5),
    Row(
      name: "an empty edit before a leading symbol rests after it",
      rule: { .money(dollars) }, typed: "12",
      edit: Edit(location: 0, length: 0, replacement: ""), text: "$12", selection: 1..<1),
    Row(
      name: "an empty edit after a trailing symbol rests before it",
      rule: { .money(euros) }, typed: "12",
      edit: Edit(location: 4, length: 0, replacement: ""), text: "12\u{A0}€", selection: 2..<2),
    Row(
      name: "an empty edit inside a two-character minus sign rests after it",
      rule: { .integer(arabic) }, typed: "-12",
      edit: Edit(location: 1, length: 0, replacement: ""), text: "\u{61C}-١٢",
      selection: 2..<2),
  ]

  @Test(arguments: rows)
  func theSelectionRests(_ row: Row) {
    switch row.rule() {
    case .integer(let rule): check(row, rule)
    case .money(let rule): check(row, rule)
    }
  }

  private func check<R: InputRule>(_ row: Row, _ rule: R) {
    var field = InputField(rule: rule)
    field.type(row.typed)
    let result = field.apply(row.edit)
    #expect(result.isAccepted)
    #expect(field.text == row.text, "\(visible(field.text))")
    #expect(field.state.selection == row.selection)
    #expect(result.state == field.state)
    // Where the rule lets the selection rest: moving it there changes nothing.
    #expect(rule.restingSelection(field.state.selection, in: field.text) == field.state.selection)
  }
}
