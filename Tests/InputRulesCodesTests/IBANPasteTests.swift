import InputRules
import InputRulesCodes
import Testing

/// IBANs pasted as they are copied from invoices and e-mails: with a label before them and
/// words or a full stop after them. The one number such a text holds is taken; a text holding
/// several is refused, since taking one could fill in the wrong account.
@Suite struct IBANPasteTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var text = ""
    let pasted: String
    let expectedText: String
    var outcome: EditResult.Outcome = .transformed
    var reason: Reason.Code? = .filtered
    var validity: Validity = .valid
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a label before the number is dropped",
      pasted: "IBAN: GB82 WEST 1234 5698 7654 32",
      expectedText: "GB82 WEST 1234 5698 7654 32"),
    Case(
      name: "a label without a colon is dropped",
      pasted: "IBAN DE89 3704 0044 0532 0130 00",
      expectedText: "DE89 3704 0044 0532 0130 00"),
    Case(
      name: "a sentence around the number is dropped, full stop included",
      pasted: "Please pay to NL91 ABNA 0417 1643 00 by Friday.",
      expectedText: "NL91 ABNA 0417 1643 00"),
    Case(
      name: "a label in small letters with the number in small letters",
      pasted: "iban: gb82 west 1234 5698 7654 32",
      expectedText: "GB82 WEST 1234 5698 7654 32"),
    Case(
      name: "the number written without spaces after a label",
      pasted: "IBAN:DE89370400440532013000",
      expectedText: "DE89 3704 0044 0532 0130 00"),
    Case(
      name: "the same number twice is one reading",
      pasted: "IBAN: GB82 WEST 1234 5698 7654 32 (GB82WEST12345698765432)",
      expectedText: "GB82 WEST 1234 5698 7654 32"),
    Case(
      name: "a number with its label replaces what was typed", text: "DE89 37",
      pasted: "IBAN: GB82 WEST 1234 5698 7654 32",
      expectedText: "GB82 WEST 1234 5698 7654 32"),
    Case(
      name: "a mistyped number with its label is shown and judged",
      pasted: "IBAN: GB00 WEST 1234 5698 7654 32",
      expectedText: "GB00 WEST 1234 5698 7654 32", validity: .invalid),
    Case(
      name: "a number with a currency after it",
      pasted: "DE89 3704 0044 0532 0130 00 EUR",
      expectedText: "DE89 3704 0044 0532 0130 00"),
    Case(
      name: "two numbers are refused",
      pasted: "GB82 WEST 1234 5698 7654 32 or DE89 3704 0044 0532 0130 00",
      expectedText: "", outcome: .rejected, reason: "severalCodes", validity: .empty),
    Case(
      name: "a number glued to its label is not read",
      pasted: "IBANGB82WEST12345698765432",
      expectedText: "", outcome: .rejected, reason: .disallowedCharacter, validity: .empty),
    Case(
      name: "a number one character short is not read",
      pasted: "IBAN: GB82 WEST 1234 5698 7654 3",
      expectedText: "", outcome: .rejected, reason: .disallowedCharacter, validity: .empty),
    Case(
      name: "a number one character long is not read",
      pasted: "IBAN: GB82 WEST 1234 5698 7654 321",
      expectedText: "", outcome: .rejected, reason: .disallowedCharacter, validity: .empty),
  ]

  @Test(arguments: cases)
  func paste(_ c: Case) {
    var field = InputField(rule: IBANRule())
    if !c.text.isEmpty { _ = field.paste(c.text) }
    #expect(field.text == c.text, "the starting text is taken")
    let result = field.paste(c.pasted)
    #expect(field.text == c.expectedText)
    #expect(result.outcome == c.outcome)
    #expect(result.reason?.code == c.reason)
    #expect(field.validity == c.validity)
    if c.outcome != .rejected {
      let end = c.expectedText.utf16.count
      #expect(field.state.selection == end..<end)
    }
  }

  /// The refusal of several numbers names them, so the user sees which to choose from.
  @Test func severalNumbersAreNamed() {
    var field = InputField(rule: IBANRule())
    let result = field.paste("GB82 WEST 1234 5698 7654 32, DE89 3704 0044 0532 0130 00")
    let message = result.reason?.message ?? ""
    #expect(message.contains("GB82 WEST 1234 5698 7654 32"), "\(message)")
    #expect(message.contains("DE89 3704 0044 0532 0130 00"), "\(message)")
  }
}
