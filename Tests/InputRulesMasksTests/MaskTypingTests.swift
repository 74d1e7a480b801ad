import InputRules
import InputRulesMasks
import Testing

/// Key by key into masks: literals written for the user, keys refused, the caret by its slot
/// character.
struct MaskTypingTests {
  static let phone = try! MaskRule(format: "+1 ([000]) [000]-[0000]")
  static let russian = try! MaskRule(format: "+7 ([000]) [000]-[00]-[00]")
  static let twoCountries = try! MaskRule(formats: [
    "+1 ([000]) [000]-[0000]", "+44 [0000] [000000]",
  ])
  static let zip = try! MaskRule(formats: ["[00000]", "[00000]-[0000]"])

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: MaskRule
    var keys: String
    var text: String
    var value: String?
    var validity: Validity
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "first digit writes the prefix", rule: phone, keys: "5", text: "+1 (5", value: nil,
      validity: .incomplete),
    Case(
      name: "three digits show the literals that follow", rule: phone, keys: "555",
      text: "+1 (555) ", value: nil, validity: .incomplete),
    Case(
      name: "ten digits fill the phone", rule: phone, keys: "5551234567",
      text: "+1 (555) 123-4567", value: "5551234567", validity: .valid),
    Case(
      name: "a digit equal to the prefix is not swallowed", rule: russian, keys: "7",
      text: "+7 (7", value: nil, validity: .incomplete),
    Case(
      name: "letters refused in a digit slot", rule: phone, keys: "5x5", text: "+1 (55",
      value: nil, validity: .incomplete),
    Case(
      name: "a typed literal is taken as that literal", rule: phone, keys: "555) 1",
      text: "+1 (555) 1", value: nil, validity: .incomplete),
    Case(
      name: "Arabic-Indic digits stored as ASCII", rule: phone, keys: "٥٥٥١٢٣٤٥٦٧",
      text: "+1 (555) 123-4567", value: "5551234567", validity: .valid),
    Case(
      name: "full-width digits stored as ASCII", rule: phone, keys: "５５５",
      text: "+1 (555) ", value: nil, validity: .incomplete),
    Case(
      name: "the number typed with its literals and country code", rule: phone,
      keys: "+1 (555) 123-4567", text: "+1 (555) 123-4567", value: "5551234567",
      validity: .valid),
    Case(
      name: "the country code typed, then the number", rule: phone, keys: "+15551234567",
      text: "+1 (555) 123-4567", value: "5551234567", validity: .valid),
    Case(
      name: "a literal of the second format", rule: zip, keys: "12345-6789",
      text: "12345-6789", value: "123456789", validity: .valid),
    Case(
      name: "a literal written for the user gives way to maxLength",
      rule: try! MaskRule(format: "[000]-[99]").maximumLength(3), keys: "123", text: "123",
      value: "123", validity: .valid),
    Case(
      name: "a country code of the second format, typed", rule: twoCountries,
      keys: "+447911123456", text: "+44 7911 123456", value: "7911123456", validity: .valid),
    Case(
      name: "a country code of the first format, typed", rule: twoCountries,
      keys: "+15551234567", text: "+1 (555) 123-4567", value: "5551234567", validity: .valid),
    Case(
      name: "an eleventh digit is refused", rule: phone, keys: "55512345678",
      text: "+1 (555) 123-4567", value: "5551234567", validity: .valid),
  ]

  @Test(arguments: cases)
  func typing(_ c: Case) {
    var field = InputField(rule: c.rule)
    for key in c.keys { _ = field.type(String(key)) }
    #expect(field.text == c.text)
    #expect(field.validity == c.validity)
    #expect(field.value == c.value)
    #expect(field.state.selection == field.text.utf16.count..<field.text.utf16.count)
  }

  @Test func refusedKeyChangesNothing() {
    var field = InputField(rule: Self.phone)
    _ = field.type("55")
    let before = field.state
    let result = field.type("x")
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .disallowedCharacter)
    #expect(field.state == before)
  }

  @Test func backspaceOverLiteralDeletesTheSlotBefore() {
    var field = InputField(rule: Self.phone)
    _ = field.type("555")
    #expect(field.text == "+1 (555) ")
    _ = field.deleteBackward()
    #expect(field.text == "+1 (55")
  }

  @Test func backspaceOverLiteralSkips() {
    var field = InputField(rule: Self.phone.deletingOverLiterals(.skip))
    _ = field.type("5551")
    #expect(field.text == "+1 (555) 1")
    _ = field.moveCaret(to: 9)
    _ = field.deleteBackward()
    #expect(field.text == "+1 (555) 1")
    #expect(field.state.selection == 8..<8)
  }

  @Test func deletingInTheMiddleKeepsTheCaretBySlot() {
    var field = InputField(rule: Self.phone)
    _ = field.type("5551234567")
    // Caret after "+1 (555) 1": delete the 1.
    _ = field.moveCaret(to: 10)
    _ = field.deleteBackward()
    #expect(field.text == "+1 (555) 234-567")
    #expect(field.state.selection == 9..<9)
  }

  @Test func typingInTheMiddleShifts() {
    var field = InputField(rule: Self.phone)
    _ = field.type("555123")
    _ = field.moveCaret(to: 9)
    _ = field.type("9")
    #expect(field.text == "+1 (555) 912-3")
    #expect(field.state.selection == 10..<10)
  }

  @Test func pasteWholeNumberWithCountryCode() {
    var field = InputField(rule: Self.russian)
    _ = field.paste("+7 912 345 67 89")
    #expect(field.text == "+7 (912) 345-67-89")
    #expect(field.value == "9123456789")
    var other = InputField(rule: Self.russian)
    _ = other.paste("79123456789")
    #expect(other.text == "+7 (912) 345-67-89")
    var short = InputField(rule: Self.russian)
    _ = short.paste("7912345678")
    #expect(short.text == "+7 (791) 234-56-78")
  }
}

/// The README's mask examples, run as written.
@Suite("README mask examples")
struct ReadmeMaskExamplesTests {
  @Test func phoneAndContact() throws {
    var phone = InputField(rule: try MaskRule(format: "+1 ([000]) [000]-[0000]"))
    phone.type("5")
    #expect(phone.text == "+1 (5")
    phone.type("551234567")
    #expect(phone.text == "+1 (555) 123-4567")
    #expect(phone.value == "5551234567")
    let refused = phone.type("8")
    #expect(refused.outcome == .rejected)
    #expect(refused.reason?.code == .tooLong)
    var contact = InputField(rule: try MaskRule(format: "+7 ([000]) [000]-[00]-[00]"))
    contact.paste("+7 912 345 67 89")
    #expect(contact.text == "+7 (912) 345-67-89")
  }
}
