import InputRules
import InputRulesPhone
import Testing

/// Phone numbers typed, pasted, edited in the middle and deleted through a field, with the
/// outcomes libphonenumber gives for the same numbers (checked with python-phonenumbers 9.0.43).
@Suite("Phone fields: typing, editing, pasting")
struct PhoneEditingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var region = "DE"
    var text = ""
    var selection: Range<Int>?
    let act: @Sendable (inout InputField<PhoneRule>) -> EditResult
    let expectedText: String
    var expectedCaret: Int?
    var outcome: EditResult.Outcome?
    var reason: Reason.Code?
    var validity: Validity?
    var e164: String?
    var testDescription: String { name }
  }

  /// Types `keys` one character at a time; the last press's result.
  static func typing(_ keys: String) -> @Sendable (inout InputField<PhoneRule>) -> EditResult {
    { field in
      var last = EditResult(state: field.state, outcome: .accepted)
      for key in keys { last = field.type(String(key)) }
      return last
    }
  }

  static let cases: [Case] = [
    Case(
      name: "a German mobile number typed nationally", act: typing("015123456789"),
      expectedText: "01512 3456789", expectedCaret: 13, validity: .valid,
      e164: "+4915123456789"),
    Case(
      name: "while typing, the digits take their format's layout without a trailing space",
      act: typing("015123"), expectedText: "01512 3", expectedCaret: 7, validity: .incomplete),
    Case(
      name: "a German mobile number typed with +", act: typing("+4915123456789"),
      expectedText: "+49 1512 3456789", validity: .valid, e164: "+4915123456789"),
    Case(
      name: "00 is read as +", act: typing("004915123456789"),
      expectedText: "00 49 1512 3456789", validity: .valid, e164: "+4915123456789"),
    Case(
      name: "011 is read as + in the United States", region: "US",
      act: typing("01149301234567"), expectedText: "011 49 30 1234567", validity: .valid,
      e164: "+49301234567"),
    Case(
      name: "a US number typed nationally", region: "US", act: typing("2015550123"),
      expectedText: "(201) 555-0123", validity: .valid, e164: "+12015550123"),
    Case(
      name: "a US number typed with its national prefix 1, which its format does not show",
      region: "US", act: typing("12015550123"), expectedText: "1 (201) 555-0123",
      validity: .valid, e164: "+12015550123"),
    Case(
      name: "a Russian number typed with its national prefix", region: "RU",
      act: typing("89123456789"), expectedText: "8 (912) 345-67-89", validity: .valid,
      e164: "+79123456789"),
    Case(
      name: "a Russian number typed without its national prefix keeps its brackets",
      region: "RU", act: typing("9123456789"), expectedText: "(912) 345-67-89",
      validity: .valid, e164: "+79123456789"),
    Case(
      name: "digits of other scripts are read as digits", act: typing("٠١٥١٢٣٤٥٦٧٨٩"),
      expectedText: "01512 3456789", validity: .valid, e164: "+4915123456789"),
    Case(
      name: "full-width digits and plus", act: typing("＋４９１５１２３４５６７８９"),
      expectedText: "+49 1512 3456789", validity: .valid),
    Case(
      name: "separators typed where the layout has them are taken", region: "US",
      act: typing("(201) 555-0123"), expectedText: "(201) 555-0123", validity: .valid),
    Case(
      name: "+1 204 is Canada's", act: typing("+12042345678"), expectedText: "+1 204-234-5678",
      validity: .valid, e164: "+12042345678"),
    Case(
      name: "a digit after a complete US number is refused as too long", region: "US",
      text: "(201) 555-0123", act: typing("4"), expectedText: "(201) 555-0123",
      outcome: .rejected, reason: .tooLong),
    Case(
      name: "a national prefix after the calling code is refused", text: "+49",
      act: typing("0"), expectedText: "+49", outcome: .rejected,
      reason: PhoneRule.noSuchNumberCode),
    Case(
      name: "no calling code starts with 0", act: typing("+0"), expectedText: "+",
      outcome: .rejected, reason: PhoneRule.unknownCountryCode),
    Case(
      name: "a 0 after the international prefix is refused: no calling code starts with 0",
      text: "00", act: typing("0"), expectedText: "00", outcome: .rejected),
    Case(
      name: "+ only at the start", text: "0151", act: typing("+"), expectedText: "0151",
      outcome: .rejected, reason: .disallowedCharacter),
    Case(
      name: "a separator typed over digits that leaving would make no number is refused",
      region: "US", text: "(201) 555-0123", selection: 1..<4, act: typing(" "),
      expectedText: "(201) 555-0123", outcome: .rejected),
    Case(
      name: "a letter is refused", act: typing("a"), expectedText: "", outcome: .rejected,
      reason: .disallowedCharacter),
    // Editing in the middle.
    Case(
      name: "Backspace after a bracket deletes the digit before it; the caret stays by it",
      region: "US", text: "(201) 555-0123", selection: 6..<6, act: { $0.deleteBackward() },
      expectedText: "(205) 550-123", expectedCaret: 3, validity: .incomplete),
    Case(
      name: "Delete before a dash deletes the digit after it", region: "US",
      text: "(201) 555-0123", selection: 9..<9, act: { $0.deleteForward() },
      expectedText: "(201) 555-123", expectedCaret: 10, validity: .incomplete),
    Case(
      name: "a key over a selection in the middle types over its first digit, in place",
      region: "US", text: "(201) 555-0123", selection: 6..<9, act: typing("7"),
      expectedText: "(201) 755-0123", validity: .valid),
    Case(
      name: "a selection in the middle replaced by pasted digits", region: "US",
      text: "(201) 555-0123", selection: 6..<9, act: { $0.paste("777") },
      expectedText: "(201) 777-0123", expectedCaret: 9, validity: .valid),
    Case(
      name: "a digit typed in the middle keeps the caret after it, the number regrouped",
      text: "01512 345678", selection: 2..<2, act: typing("5"), expectedText: "015512 345678",
      expectedCaret: 3, validity: .valid),
    // Pastes.
    Case(
      name: "paste +49 (0)151 23456789", act: { $0.paste("+49 (0)151 23456789") },
      expectedText: "+49 1512 3456789", validity: .valid, e164: "+4915123456789"),
    Case(
      name: "paste 0049 1512 3456789", act: { $0.paste("0049 1512 3456789") },
      expectedText: "00 49 1512 3456789", validity: .valid, e164: "+4915123456789"),
    Case(
      name: "paste tel:+1-201-555-0123", act: { $0.paste("tel:+1-201-555-0123") },
      expectedText: "+1 201-555-0123", reason: .filtered, validity: .valid,
      e164: "+12015550123"),
    Case(
      name: "paste (201) 555-0123 in the United States", region: "US",
      act: { $0.paste("(201) 555-0123") }, expectedText: "(201) 555-0123", validity: .valid),
    Case(
      name: "paste +44 (0) 20 7946 0372", act: { $0.paste("+44 (0) 20 7946 0372") },
      expectedText: "+44 20 7946 0372", validity: .valid, e164: "+442079460372"),
    Case(
      name: "paste +44 0 20 7946 0372: the national prefix after the calling code goes",
      act: { $0.paste("+44 0 20 7946 0372") }, expectedText: "+44 20 7946 0372",
      validity: .valid),
    Case(
      name: "a paste holding two numbers is refused",
      act: { $0.paste("+49 30 1234567, +49 40 7654321") }, expectedText: "",
      outcome: .rejected, reason: PhoneRule.severalNumbersCode),
    Case(
      name: "a paste holding no number is refused", act: { $0.paste("call me") },
      expectedText: "", outcome: .rejected, reason: PhoneRule.noSuchNumberCode),
  ]

  @Test(arguments: cases)
  func edit(_ test: Case) throws {
    let rule = try PhoneRule(region: test.region)
    var field = InputField(rule: rule)
    if !test.text.isEmpty {
      field.restore(FieldState(text: test.text, selection: test.selection))
    }
    let result = test.act(&field)
    #expect(field.text == test.expectedText)
    if let caret = test.expectedCaret { #expect(field.state.selection == caret..<caret) }
    if let outcome = test.outcome { #expect(result.outcome == outcome) }
    if let reason = test.reason { #expect(result.reason?.code == reason) }
    if let validity = test.validity { #expect(field.validity == validity) }
    if let e164 = test.e164 { #expect(field.value?.e164 == e164) }
  }

  @Test("Backspace empties any number, key by key")
  func backspaceEmpties() throws {
    for (region, text) in [
      ("US", "(201) 555-0123"), ("DE", "+49 1512 3456789"), ("RU", "8 (912) 345-67-89"),
      ("DE", "00 49 30 1234567"),
    ] {
      var field = InputField(rule: try PhoneRule(region: region))
      field.restore(FieldState(text: text))
      var presses = 0
      while !field.text.isEmpty && presses < 40 {
        field.deleteBackward()
        presses += 1
      }
      #expect(field.text.isEmpty, "\(region) \(text)")
    }
  }

  @Test(
    "the country follows the digits",
    arguments: [
      ("+12042345678", "CA"), ("+447797712345", "JE"), ("+77012345678", "KZ"),
      ("+79123456789", "RU"), ("+17872345678", "PR"), ("+12684601234", "AG"),
    ])
  func region(number: String, region: String) throws {
    let rule = try PhoneRule(region: "DE")
    var field = InputField(rule: rule)
    for key in number { field.type(String(key)) }
    #expect(field.value?.region == region)
    #expect(rule.region(of: field.text) == region)
  }

  @Test("setValue shows the national format for the field's calling code, else the international")
  func setValue() throws {
    let number = PhoneNumber(e164: "+4915123456789", region: "DE", type: .mobile)
    var german = InputField(rule: try PhoneRule(region: "DE"))
    german.setValue(number)
    #expect(german.text == "01512 3456789")
    var american = InputField(rule: try PhoneRule(region: "US"))
    american.setValue(number)
    #expect(american.text == "+49 1512 3456789")
    #expect(try PhoneRule(region: "US").value(fromCanonical: "+4915123456789") == number)
  }

  @Test("a field that shows numbers internationally starts them with the calling code")
  func alwaysInternational() throws {
    let rule = try PhoneRule(region: "DE", allowedRegions: nil, alwaysInternational: true)
    var typed = InputField(rule: rule)
    let first = typed.type("0")
    #expect(typed.text == "+49")
    #expect(first.reason?.code == .reformatted)
    for key in "15123456789" { typed.type(String(key)) }
    #expect(typed.text == "+49 1512 3456789")
    #expect(typed.value?.e164 == "+4915123456789")
    var withoutPrefix = InputField(rule: rule)
    for key in "15123456789" { withoutPrefix.type(String(key)) }
    #expect(withoutPrefix.text == "+49 1512 3456789")
    var pasted = InputField(rule: rule)
    pasted.paste("01512 3456789")
    #expect(pasted.text == "+49 1512 3456789")
    var set = InputField(rule: rule)
    set.setValue(PhoneNumber(e164: "+4915123456789", region: "DE", type: .mobile))
    #expect(set.text == "+49 1512 3456789")
  }

  @Test("regions libphonenumber has no numbers for are refused with a reason")
  func unknownRegion() {
    #expect(throws: PhoneRegionError.unknownRegion("XX")) { try PhoneRule(region: "XX") }
    #expect(throws: PhoneRegionError.unknownRegion("AQ")) { try PhoneRule(region: "AQ") }
  }
}

/// Fields that accept numbers of some regions only.
@Suite("Phone fields with allowed regions")
struct PhoneAllowedRegionTests {
  static let rule = try! PhoneRule(region: "DE", allowedRegions: ["DE", "AT"])

  @Test("a calling code no accepted region has is refused at its first digit, not later")
  func noDeadEndAtTheCallingCode() {
    var field = InputField(rule: Self.rule)
    field.type("+")
    let two = field.type("2")
    #expect(two.outcome == .rejected)
    #expect(two.reason?.code == PhoneRule.regionNotAcceptedCode)
    #expect(field.type("4").outcome != .rejected)
    #expect(field.type("3").outcome != .rejected)
    #expect(field.text == "+43")
  }

  @Test("the start of the international prefix leads to a number of the accepted region")
  func internationalPrefixStart() throws {
    var field = InputField(rule: try PhoneRule(region: "AU", allowedRegions: ["AU"]))
    for key in "0011614123456789".prefix(15) {
      #expect(field.type(String(key)).outcome != .rejected, "\(key) after \(field.text)")
    }
    #expect(field.text == "0011 61 412 345 678")
    #expect(field.value?.e164 == "+61412345678")
  }

  @Test("a number of a region not accepted, set by the program, is refused with that reason")
  func setValueOfAnotherRegion() {
    #expect(Self.rule.refusal(ofCanonical: "+12015550123")?.code == PhoneRule.regionNotAcceptedCode)
    #expect(Self.rule.refusal(ofCanonical: "not a number")?.code == .invalidValue)
  }
}

/// Numbers libphonenumber reads in ways that are easy to get wrong while typing.
@Suite("Phone fields: local numbers and calling codes")
struct PhoneReadingEdgeTests {
  @Test(
    "a local number the region reads only whole is taken digit by digit",
    arguments: [
      ("JE", "081656", "+441534081656"), ("GG", "256789", "+441481256789"),
      ("AG", "4600123", "+12684600123"), ("SM", "891234", "+3780549891234"),
    ])
  func localNumber(region: String, digits: String, e164: String) throws {
    var field = InputField(rule: try PhoneRule(region: region))
    for digit in digits {
      #expect(field.type(String(digit)).outcome != .rejected, "\(digit) after \(field.text)")
    }
    #expect(field.value?.e164 == e164)
  }

  @Test("a 0 after + is no calling code, typed or pasted")
  func zeroAfterPlus() throws {
    var field = InputField(rule: try PhoneRule(region: "DE"))
    #expect(field.paste("+0201001234567").outcome == .rejected)
    #expect(field.paste("+001 201 555 0123").outcome == .rejected)
    #expect(field.text.isEmpty)
  }
}
