import InputRules
import InputRulesNumbers
import InputRulesPlatform
import Testing

/// The money field's flow (caret pinned to the end, as `MoneyTextField` sets it) with the number
/// module's money rule in cash-register entry.
@MainActor
@Suite("A cash-register money field with the money rule")
struct MoneyRuleIntegrationTests {
  func makeField(_ mode: AdapterMode) throws -> FakeTextField<AnyInputRule> {
    let rule = try MoneyRule(.money(.usd, entry: .cashRegister).maximumDigits(9))
    return FakeTextField(rule: AnyInputRule(rule), mode: mode, caretPolicy: .pinnedToEnd)
  }

  @Test(arguments: AdapterMode.allCases)
  func digitsShiftInFromTheRight(mode: AdapterMode) throws {
    let field = try makeField(mode)
    field.type("1")
    field.type("2")
    field.userSelects(0..<0)
    field.type("3")
    #expect(field.text.hasSuffix("1.23"))
    #expect(field.selection == field.text.utf16.count..<field.text.utf16.count)
    #expect(field.crashes.isEmpty)
    let value = try #require(field.coordinator.value)
    #expect(field.coordinator.rule.canonicalString(for: value) == "1.23")
  }

  @Test(arguments: AdapterMode.allCases)
  func backspaceRemovesTheLastDigit(mode: AdapterMode) throws {
    let field = try makeField(mode)
    field.type("1234")
    field.userSelects(1..<1)
    field.deleteBackward()
    #expect(field.text.hasSuffix("1.23"))
    #expect(field.selection.lowerBound == field.text.utf16.count)
  }

  static let eur = CurrencySymbols(
    code: "EUR", symbol: "€", position: .after, spacing: "\u{A0}", minorUnitDigits: 2)

  /// A trailing symbol: the caret the user puts after " €" goes back before it, in either caret
  /// policy, so what is typed next lands in the amount.
  @Test(arguments: AdapterMode.allCases, [CaretPolicy.free, .pinnedToEnd])
  func theCaretNeverRestsAfterATrailingSymbol(mode: AdapterMode, policy: CaretPolicy) throws {
    let symbols = NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")
    let rule = try MoneyRule(.money(Self.eur).symbols(symbols))
    let field = FakeTextField(rule: AnyInputRule(rule), mode: mode, caretPolicy: policy)
    field.type("12")
    #expect(field.text == "12\u{A0}€")
    let end = field.text.utf16.count
    field.userSelects(end..<end)
    #expect(field.selection == 2..<2)
    field.type("3")
    #expect(field.text == "123\u{A0}€")
    #expect(field.crashes.isEmpty)
  }

  @Test func aLetterIsRefusedWithAReason() throws {
    let field = try makeField(.subclass)
    field.type("5x")
    #expect(field.text.hasSuffix("0.05"))
    #expect(field.announcements.count == 1)
  }

  @Test func theRuleSuggestsANumberPad() throws {
    let rule: MoneyRule = try .money(.usd, entry: .cashRegister)
    #expect(KeyboardSuggestion.suggested(for: rule).keyboard == .numberPad)
  }
}
