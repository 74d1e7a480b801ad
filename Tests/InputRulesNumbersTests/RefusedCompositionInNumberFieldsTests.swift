import InputRules
import InputRulesNumbers
import Testing

/// A key typed after a composition the number rule refuses is judged on its own, against the
/// field as it was before composing began.
@Suite("Number fields: edits after a refused composition")
struct RefusedCompositionInNumberFieldsTests {
  static let integer = try! IntegerRule()
  static let decimal = try! DecimalRule()
  static let register = try! MoneyRule(
    currency: HandCurrencies.usd, entry: .cashRegister, maxDigits: 9)

  /// `mark x`, then `type 5`, in an empty field: the digit is typed.
  @Test func aDigitAfterARefusedCompositionInAnEmptyIntegerField() {
    var field = InputField(rule: Self.integer)
    field.setMarkedText("x")
    let result = field.type("5")
    #expect(field.text == "5")
    #expect(field.value == 5)
    #expect(result.isAccepted)
    #expect(!field.state.isComposing)
  }

  @Test func aDigitAfterARefusedCompositionInADecimalField() {
    var field = InputField(rule: Self.decimal)
    field.type("1.")
    field.setMarkedText("x")
    let result = field.type("5")
    #expect(field.text == "1.5")
    #expect(field.value == ExactDecimal("1.5"))
    #expect(result.isAccepted)
  }

  @Test func aDigitAfterARefusedCompositionInACashRegister() {
    var field = InputField(rule: Self.register)
    field.type("1")
    field.setMarkedText("x")
    let result = field.type("5")
    #expect(field.text == "$0.15")
    #expect(field.value == ExactDecimal("0.15"))
    #expect(result.isAccepted)
  }

  @Test func aPasteAfterARefusedCompositionInAnIntegerField() {
    var field = InputField(rule: Self.integer)
    field.type("1")
    field.setMarkedText("x")
    let result = field.paste("23")
    #expect(field.text == "123")
    #expect(field.value == 123)
    #expect(result.isAccepted)
  }
}
