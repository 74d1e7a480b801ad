import InputRules
import InputRulesPhone
import Testing

/// Defects of `PhoneRule` that its law tests found, each fixed: the test says what the rule
/// does, and failed before its fix.
@Suite("Phone defects the laws found")
struct PhoneDefectTests {
  /// A field, its text, a selection and a separator typed over it.
  struct SeparatorCase: Sendable, CustomTestStringConvertible {
    let region: String
    let text: String
    let selection: Range<Int>
    let key: String
    var testDescription: String {
      "\(region) \(text) [\(selection.lowerBound), \(selection.upperBound)] \(key.debugDescription)"
    }
  }

  /// A separator typed over a selection of digits puts no digit in: it takes the selection out
  /// as a deletion would, and what is left is often no number (`(201) 555-0123` with `201`
  /// selected becomes `555-0123`, invalid), so that an insertion makes a valid number invalid
  /// (`insertionKeepsTextAcceptable`) and leaves it where no key completes it (`noDeadEnd`). The
  /// IBAN and date rules refuse such a key (IBANDefectTests, DateTypingTests); so should this one.
  @Test(arguments: [
    SeparatorCase(region: "US", text: "(201) 555-0123", selection: 1..<4, key: " "),
    SeparatorCase(region: "DE", text: "030 123456", selection: 1..<3, key: " "),
    SeparatorCase(region: "JP", text: "090-1234-5678", selection: 2..<3, key: "-"),
  ])
  func separatorOverASelectionIsRefused(_ c: SeparatorCase) throws {
    var field = InputField(rule: try PhoneRule(region: c.region))
    field.paste(c.text)
    field.select(c.selection.lowerBound, c.selection.upperBound)
    let before = field.state
    let result = field.type(c.key)
    #expect(result.outcome == .rejected)
    #expect(field.state == before)
    #expect(field.validity == .valid)
  }

  /// `0` after the international prefix (`00`, `011`, `001` in Korea) is taken, and so is every
  /// digit after it, up to 26 digits: no calling code starts with 0 and no national number starts
  /// so, so no number can follow, but the field says `incomplete` (the reading takes any digits
  /// that start with the international prefix for its beginning). Typing `0` there should be
  /// refused with the reason, as `+0` is.
  @Test(arguments: [("DE", "00"), ("US", "011"), ("AT", "00"), ("KR", "001")])
  func zeroAfterTheInternationalPrefixIsRefused(region: String, prefix: String) throws {
    var field = InputField(rule: try PhoneRule(region: region))
    field.type(prefix)
    #expect(field.validity == .incomplete)
    let result = field.type("0")
    #expect(result.outcome == .rejected)
    #expect(field.text == prefix)
  }

  /// A local number that libphonenumber reads only whole (its `national_prefix_for_parsing`
  /// ends with `$`: six digits in Jersey and Guernsey, seven in Antigua, six in San Marino) is
  /// taken pasted, and valid, but typed digit by digit a digit on the way is refused
  /// (`noSuchNumber`): the rule asks whether the digits can still become a number without the
  /// transform that makes the whole one a number. So retyping part of one can be refused
  /// (`retypeRestores`).
  @Test(arguments: [
    ("JE", "081656", "+441534081656"), ("GG", "256789", "+441481256789"),
    ("AG", "4600123", "+12684600123"), ("SM", "891234", "+3780549891234"),
  ])
  func localNumberTypedDigitByDigit(region: String, digits: String, e164: String) throws {
    let rule = try PhoneRule(region: region)
    var pasted = InputField(rule: rule)
    pasted.paste(digits)
    #expect(pasted.value?.e164 == e164)
    var typed = InputField(rule: rule)
    var refused = false
    for digit in digits where !typed.type(String(digit)).isAccepted { refused = true }
    #expect(!refused)
    #expect(typed.text == pasted.text)
    #expect(typed.value?.e164 == e164)
  }
}

extension PhoneDefectTests {
  /// In a field that accepts some regions only, a calling code is judged once complete: `+2`
  /// and `+21` are taken in a field for the United States alone, and then every digit is
  /// refused (`+212` is Morocco's, not accepted): an accepted key led to a dead end
  /// (`noDeadEnd`). The first digit no accepted region's calling code starts with should be
  /// refused with `regionNotAccepted`, typed after `+` or after the international prefix.
  @Test(arguments: [
    ("US", ["US"], "+", "2"), ("US", ["US"], "011", "2"),
    ("GB", ["GB", "JE", "DE", "001"], "+", "3"),
  ])
  func callingCodeOfNoAcceptedRegionIsRefused(
    region: String, allowed: [String], prefix: String, digit: String
  ) throws {
    var field = InputField(rule: try PhoneRule(region: region, allowedRegions: allowed))
    field.type(prefix)
    let result = field.type(digit)
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == PhoneRule.regionNotAcceptedCode)
  }

  /// `0` right after `+` is taken, and so are the digits after it: `+0201001234567` typed or
  /// pasted is shown as `+020 10 01234567`, valid, with the value `+201001234567` (Egypt), and
  /// `+001 201-555-0123` is a number of the United States. No calling code starts with 0 (the
  /// rule's own message says so), and libphonenumber cannot read a number after `+0`.
  @Test func zeroAfterPlusIsRefused() throws {
    let rule = try PhoneRule(region: "DE")
    var typed = InputField(rule: rule)
    typed.type("+")
    let result = typed.type("0")
    var pasted = InputField(rule: rule)
    let paste = pasted.paste("+0201001234567")
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == PhoneRule.unknownCountryCode)
    #expect(paste.outcome == .rejected)
    #expect(pasted.validity == .empty)
  }
}

extension PhoneDefectTests {
  /// Text that is not laid out (`+49 `, left when a composition after `+49 1` was deleted) is
  /// invalid; typing the space over its selected trailing space passes the layout character and
  /// keeps the text as it was. The judgement after an insertion took any accepted insertion's
  /// text for a layout and said `incomplete`, where the field's own judgement says `invalid`
  /// (the fuzzer found it: debug builds stop at the disagreement).
  @Test func separatorPassedInTextNotLaidOutKeepsItInvalid() throws {
    let rule = try PhoneRule(region: "KR")
    var field = InputField(rule: rule)
    field.type("+491")
    field.setMarkedText("\u{301}")
    field.deleteBackward()
    #expect(field.text == "+49 ")
    #expect(field.validity == .invalid)
    field.select(3, 4)
    field.type(" ")
    #expect(field.text == "+49 ")
    #expect(field.validity == rule.evaluate(field.text).validity)
    #expect(field.validity == .invalid)
  }
}
