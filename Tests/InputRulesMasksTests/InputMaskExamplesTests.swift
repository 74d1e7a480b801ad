import InputRules
import InputRulesMasks
import Testing

/// input-mask-ios's documented behaviour of applying a format to a whole text, written as pastes
/// into an empty field (its test cases type nothing else). Where this library differs on
/// purpose, the case says so.
struct InputMaskExamplesTests {
  struct Example: CustomTestStringConvertible, Sendable {
    var format: String
    var autocomplete: Bool
    var pasted: String
    var text: String
    var value: String?
    var validity: Validity
    var testDescription: String { "\(format) ← \(pasted.debugDescription)" }
  }

  static let phone = "+7 ([000]) [000] [00] [00]"
  static let date = "[00]{.}[00]{.}[0000]"

  static let examples: [Example] = [
    Example(
      format: phone, autocomplete: false, pasted: "1234567890", text: "+7 (123) 456 78 90",
      value: "1234567890", validity: .valid),
    // Eleven digits not starting with the country code: the last one does not fit.
    Example(
      format: phone, autocomplete: false, pasted: "12345678901", text: "+7 (123) 456 78 90",
      value: "1234567890", validity: .valid),
    Example(
      format: phone, autocomplete: false, pasted: "+1234567890", text: "+7 (123) 456 78 90",
      value: "1234567890", validity: .valid),
    Example(
      format: phone, autocomplete: false, pasted: "+(123)456-78-90", text: "+7 (123) 456 78 90",
      value: "1234567890", validity: .valid),
    Example(
      format: phone, autocomplete: false, pasted: "+7 (123) 456 78 90",
      text: "+7 (123) 456 78 90", value: "1234567890", validity: .valid),
    Example(
      format: phone, autocomplete: false, pasted: "+7 (1", text: "+7 (1", value: nil,
      validity: .incomplete),
    // input-mask-ios takes this 9 into the slot too.
    Example(
      format: phone, autocomplete: false, pasted: "9", text: "+7 (9", value: nil,
      validity: .incomplete),
    // Differs on purpose: input-mask-ios reads a lone `7` as the literal (`+7`); here a digit is
    // never swallowed by the prefix unless the paste writes the prefix or has too many digits.
    Example(
      format: phone, autocomplete: false, pasted: "7", text: "+7 (7", value: nil,
      validity: .incomplete),
    Example(
      format: phone, autocomplete: true, pasted: "123", text: "+7 (123) ", value: nil,
      validity: .incomplete),
    Example(
      format: date, autocomplete: false, pasted: "1111", text: "11.11", value: nil,
      validity: .incomplete),
    Example(
      format: date, autocomplete: false, pasted: "123456", text: "12.34.56", value: nil,
      validity: .incomplete),
    Example(
      format: date, autocomplete: false, pasted: "12.34.5", text: "12.34.5", value: nil,
      validity: .incomplete),
    Example(
      format: date, autocomplete: false, pasted: "12345678", text: "12.34.5678",
      value: "12.34.5678", validity: .valid),
    Example(
      format: date, autocomplete: false, pasted: "abc1111", text: "11.11", value: nil,
      validity: .incomplete),
    Example(
      format: date, autocomplete: false, pasted: "abc1de111", text: "11.11", value: nil,
      validity: .incomplete),
    Example(
      format: date, autocomplete: true, pasted: "1111", text: "11.11.", value: nil,
      validity: .incomplete),
  ]

  @Test(arguments: examples)
  func example(_ e: Example) throws {
    var field = InputField(rule: try MaskRule(format: e.format).autocompleting(e.autocomplete))
    _ = field.paste(e.pasted)
    #expect(field.text == e.text)
    #expect(field.value == e.value)
    #expect(field.validity == e.validity)
  }
}
