import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers
import Testing

/// Where the caret rests in a money field, whatever put it there, and what a composition
/// reports before it is committed.
@Suite struct MoneyCaretTests {
  struct Case: Sendable, CustomStringConvertible {
    var id: String
    var code: String
    var entry: MoneyRule.Entry
    /// A caret the user or the program asks for (UTF-16; past the end means "the end").
    var asked: Int
    /// The shown text for 12.5 and where the caret rests there.
    var text: String
    var caret: Int
    var description: String { "\(id) \(code) \(entry) caret \(asked)" }
  }

  static let nbsp = "\u{A0}"

  @Test(arguments: [
    // A trailing symbol: the caret never rests after it.
    Case(id: "de_DE", code: "EUR", entry: .free, asked: 99, text: "12,50\(nbsp)€", caret: 5),
    Case(id: "de_DE", code: "EUR", entry: .free, asked: 6, text: "12,50\(nbsp)€", caret: 5),
    Case(id: "de_DE", code: "EUR", entry: .free, asked: 2, text: "12,50\(nbsp)€", caret: 2),
    Case(id: "fr_FR", code: "EUR", entry: .free, asked: 99, text: "12,50\u{A0}€", caret: 5),
    // A leading symbol: not before it.
    Case(id: "en_US", code: "USD", entry: .free, asked: 0, text: "$12.50", caret: 1),
    Case(id: "en_US", code: "USD", entry: .free, asked: 99, text: "$12.50", caret: 6),
    // A cash register: at the end of the amount, wherever it was put.
    Case(id: "en_US", code: "USD", entry: .cashRegister, asked: 0, text: "$12.50", caret: 6),
    Case(id: "de_DE", code: "EUR", entry: .cashRegister, asked: 1, text: "12,50\(nbsp)€", caret: 5),
    Case(id: "ja_JP", code: "JPY", entry: .cashRegister, asked: 0, text: "¥12", caret: 3),
  ])
  func caretRestsAmongTheDigits(_ c: Case) throws {
    let rule = try MoneyRule(
      currencyCode: c.code, locale: Locale(identifier: c.id), entry: c.entry,
      rounding: .halfEven)
    var field = InputField(rule: rule)
    field.setValue(ExactDecimal("12.5"))
    #expect(field.text == c.text, "\(c)")
    field.moveCaret(to: c.asked)
    #expect(field.state.selection == c.caret..<c.caret, "\(c)")
    // Editing ends: the caret goes to the end of the amount, before any trailing symbol.
    field.commit()
    let end = c.text.utf16.count - (c.text.hasSuffix("€") ? 2 : 0)
    #expect(field.state.selection == end..<end, "\(c) after commit")
  }

  @Test func aSetValueAndACommitLeaveTheCaretBeforeTheEuroSign() throws {
    let rule = try MoneyRule(currencyCode: "EUR", locale: Locale(identifier: "de_DE"))
    var field = InputField(rule: rule)
    field.setValue(ExactDecimal("5"))
    #expect(field.text == "5,00\u{A0}€")
    #expect(field.state.selection == 4..<4)
    // Backspace takes the last digit, not the symbol.
    field.deleteBackward()
    #expect(field.text == "5,0\u{A0}€")
    field.commit()
    #expect(field.text == "5,00\u{A0}€")
    #expect(field.state.selection == 4..<4)
  }

  @Test func selectingEverythingStillSelectsEverything() throws {
    let rule = try MoneyRule(currencyCode: "EUR", locale: Locale(identifier: "de_DE"))
    var field = InputField(rule: rule)
    field.setValue(ExactDecimal("5"))
    field.select(0, 99)
    #expect(field.state.selection == 0..<field.text.utf16.count)
    field.type("7")
    #expect(field.value == ExactDecimal("7"))
  }

  @Test func registerBackspaceWorksFromAnyCaret() throws {
    let rule = try MoneyRule(
      currencyCode: "USD", locale: Locale(identifier: "en_US"), entry: .cashRegister)
    var field = InputField(rule: rule)
    field.type("123")
    // A platform mirror may leave the caret at 0; Backspace still takes the last digit.
    field.restore(FieldState(text: field.text, selection: 0..<0))
    field.deleteBackward()
    #expect(field.text == "$0.12")
    #expect(field.value == ExactDecimal("0.12"))
  }

  @Test func aComposingRegisterReportsNoValueUntilCommitted() throws {
    let rule = try MoneyRule(
      currencyCode: "USD", locale: Locale(identifier: "en_US"), entry: .cashRegister)
    var field = InputField(rule: rule)
    field.setMarkedText("１２")
    #expect(field.value == nil)
    #expect(field.validity == .empty)
    field.unmarkText()
    #expect(field.text == "$0.12")
    #expect(field.value == ExactDecimal("0.12"))
    field.setMarkedText("３")
    #expect(field.value == ExactDecimal("0.12"))
    field.unmarkText()
    #expect(field.value == ExactDecimal("1.23"))
  }
}
