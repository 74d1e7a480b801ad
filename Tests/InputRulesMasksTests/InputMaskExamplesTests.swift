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
    // Only literals: shown as pasted rather than refused.
    Example(
      format: phone, autocomplete: false, pasted: "+", text: "+", value: nil,
      validity: .incomplete),
    Example(
      format: phone, autocomplete: false, pasted: "+7 (", text: "+7 (", value: nil,
      validity: .incomplete),
    // The literal after a filled block, pasted, stays.
    Example(
      format: phone, autocomplete: false, pasted: "+7 (123)", text: "+7 (123)", value: nil,
      validity: .incomplete),
    // A character past the end writes the literals before it.
    Example(
      format: "[9990] AC", autocomplete: false, pasted: "11112", text: "1111 AC", value: "1111",
      validity: .valid),
    Example(
      format: #"\{\[[00]\]{99}{\}\]}"#, autocomplete: true, pasted: "112", text: "{[11]99}]",
      value: "1199}]", validity: .valid),
    Example(
      format: "{3.14}[9…]", autocomplete: false, pasted: "3.14", text: "3.14", value: "3.14",
      validity: .valid),
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

/// Cases of input-mask-ios's own test suite (its `Mask.apply` on a whole text, without
/// autocomplete unless a case says so), written as pastes into an empty field: the format, the
/// text applied and what it shows (and, for a complete text, its extracted value). Where this
/// library differs, `differs` gives what it shows instead and why; docs/masks.md lists them.
struct InputMaskSuiteTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var format: String
    var pasted: String
    var text: String
    var value: String?
    var autocomplete = false
    /// The decimal number case's notation: `.` an optional slot taking `.`.
    var dotNotation = false
    /// What this library shows instead, and why.
    var differs: (text: String, reason: String)?
    var testDescription: String {
      "\(format) ← \(pasted.debugDescription)\(autocomplete ? " (autocomplete)" : "")"
    }
  }

  static let cases: [Case] = [
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+", text: "+"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7", text: "+7"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 ", text: "+7 "),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (", text: "+7 ("),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (1", text: "+7 (1"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (12", text: "+7 (12"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123", text: "+7 (123"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123)", text: "+7 (123)"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) ", text: "+7 (123) "),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) 4", text: "+7 (123) 4"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) 45", text: "+7 (123) 45"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) 456", text: "+7 (123) 456"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) 456 ", text: "+7 (123) 456 "),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) 456 7", text: "+7 (123) 456 7"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) 456 78", text: "+7 (123) 456 78"),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) 456 78 ", text: "+7 (123) 456 78 "),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) 456 78 9", text: "+7 (123) 456 78 9"),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (123) 456 78 90",
      text: "+7 (123) 456 78 90", value: "1234567890"),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "7", text: "+7",
      differs: ("+7 (7", "a digit is never swallowed by the prefix (see docs/masks.md)")),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "9", text: "+7 (9"),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "1234567890", text: "+7 (123) 456 78 90",
      value: "1234567890"),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "12345678901", text: "+7 (123) 456 78 90",
      value: "1234567890"),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "+1234567890", text: "+7 (123) 456 78 90",
      value: "1234567890"),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "+(123)456-78-90", text: "+7 (123) 456 78 90",
      value: "1234567890"),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+", text: "+7 (", autocomplete: true),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7", text: "+7 (", autocomplete: true),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 ", text: "+7 (", autocomplete: true),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "+7 (", text: "+7 (", autocomplete: true),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "a", text: "+7 (", autocomplete: true,
      differs: ("", "a paste with nothing the mask takes is refused")),
    Case(
      format: "+7 ([000]) [000] [00] [00]", pasted: "7 ", text: "+7 (", autocomplete: true,
      differs: ("+7 (7", "a digit is never swallowed by the prefix")),
    Case(format: "+7 ([000]) [000] [00] [00]", pasted: "a+7 (", text: "+7 (7", autocomplete: true),
    Case(format: "[9990] AC", pasted: "1", text: "1"),
    Case(format: "[9990] AC", pasted: "11", text: "11"),
    Case(format: "[9990] AC", pasted: "111", text: "111"),
    Case(format: "[9990] AC", pasted: "1111", text: "1111"),
    Case(format: "[9990] AC", pasted: "11112", text: "1111 AC", value: "1111"),
    Case(format: "[9990] AC", pasted: "1111", text: "1111 AC", value: "1111", autocomplete: true),
    Case(format: "\\{\\[[00]\\]{99}{\\}\\[}", pasted: "1", text: "{[1"),
    Case(format: "\\{\\[[00]\\]{99}{\\}\\[}", pasted: "11", text: "{[11"),
    Case(format: "\\{\\[[00]\\]{99}{\\}\\[}", pasted: "112", text: "{[11]99}[", value: "1199}["),
    Case(format: "\\{\\[[00]\\]{99}{\\}\\[}", pasted: "1122", text: "{[11]99}[", value: "1199}["),
    Case(format: "{3.14}[9…]", pasted: "3.14", text: "3.14", value: "3.14"),
    Case(format: "{3.14}[9…]", pasted: "3.141", text: "3.141", value: "3.141"),
    Case(format: "{3.14}[9…]", pasted: "3.1415", text: "3.1415", value: "3.1415"),
    Case(format: "{3.14}[9…]", pasted: "3.145", text: "3.145", value: "3.145"),
    Case(
      format: "{3.14}[9…]", pasted: "1", text: "3.1",
      differs: ("3.141", "a digit is never swallowed by the leading literals")),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "1", text: "1"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "11", text: "11"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "111", text: "11.1"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "1111", text: "11.11"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "123456", text: "12.34.56"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "12.3", text: "12.3"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "12.34", text: "12.34"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "12.34.5", text: "12.34.5"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "12.34.56", text: "12.34.56"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "1234567", text: "12.34.567"),
    Case(
      format: "[90]{.}[90]{.}[0000]", pasted: "12345678", text: "12.34.5678", value: "12.34.5678"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "abc1111", text: "11.11"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "abc1de111", text: "1.11.1"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "abc1de1fg11", text: "1.1.11"),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "a", text: ""),
    Case(format: "[90]{.}[90]{.}[0000]", pasted: "1", text: "1", autocomplete: true),
    Case(format: "[A…]", pasted: "J", text: "J", value: "J"),
    Case(format: "[A…]", pasted: "Je", text: "Je", value: "Je"),
    Case(format: "[A…]", pasted: "Jeo", text: "Jeo", value: "Jeo"),
    Case(format: "[A…]", pasted: "Jeor", text: "Jeor", value: "Jeor"),
    Case(format: "[A…]", pasted: "Jeorge", text: "Jeorge", value: "Jeorge"),
    Case(format: "[A…]", pasted: "Jeorge1", text: "Jeorge", value: "Jeorge"),
    Case(format: "[A…]", pasted: "1Jeorge2", text: "Jeorge", value: "Jeorge"),
    Case(format: "[9999][.][99]", pasted: "1", text: "1", value: "1", dotNotation: true),
    Case(format: "[9999][.][99]", pasted: "1.", text: "1.", value: "1.", dotNotation: true),
    Case(format: "[9999][.][99]", pasted: "11", text: "11", value: "11", dotNotation: true),
    Case(format: "[9999][.][99]", pasted: "11.", text: "11.", value: "11.", dotNotation: true),
    Case(format: "[9999][.][99]", pasted: "1.1", text: "1.1", value: "1.1", dotNotation: true),
    Case(format: "[9999][.][99]", pasted: "112", text: "112", value: "112", dotNotation: true),
    Case(format: "[9999][.][99]", pasted: "11.2", text: "11.2", value: "11.2", dotNotation: true),
    Case(format: "[9999][.][99]", pasted: "1122", text: "1122", value: "1122", dotNotation: true),
    Case(
      format: "[9999][.][99]", pasted: "1122.", text: "1122.", value: "1122.", dotNotation: true),
    Case(
      format: "[9999][.][99]", pasted: "1122.33", text: "1122.33", value: "1122.33",
      dotNotation: true),
    Case(
      format: "[9999][.][99]", pasted: "1122,33", text: "1122", value: "1122", dotNotation: true),
  ]

  @Test(arguments: cases)
  func suiteCase(_ c: Case) throws {
    let notations =
      c.dotNotation ? [MaskNotation(character: ".", characters: ".", isOptional: true)] : []
    let rule = try MaskRule(format: c.format, notations: notations).autocompleting(c.autocomplete)
    var field = InputField(rule: rule)
    _ = field.paste(c.pasted)
    if let differs = c.differs {
      #expect(field.text == differs.text, "\(differs.reason)")
      #expect(field.text != c.text)
      return
    }
    #expect(field.text == c.text)
    if let value = c.value { #expect(field.value == value) }
  }

  /// At least 95% of the cases behave as in input-mask-ios.
  @Test func mostCasesAgree() {
    let agreeing = Self.cases.filter { $0.differs == nil }.count
    #expect(agreeing * 100 >= Self.cases.count * 95, "\(agreeing) of \(Self.cases.count)")
  }
}
