import InputRules
import InputRulesCodes
import InputRulesTestSupport
import Testing

/// One-time codes: typing, digits of other scripts, refused keys, messages pasted or autofilled,
/// Backspace, edits in the middle, the values and the laws.
@Suite struct OneTimeCodeRuleTests {
  static let six = try! OneTimeCodeRule(length: 6)
  static let four = try! OneTimeCodeRule(length: 4)

  // MARK: Lengths

  @Test(arguments: [4, 5, 6, 8, 10])
  func lengthsFrom4To10AreAccepted(_ length: Int) throws {
    #expect(try OneTimeCodeRule(length: length).length == length)
  }

  @Test(arguments: [-1, 0, 3, 11, 100])
  func otherLengthsThrow(_ length: Int) {
    #expect(throws: OneTimeCodeLengthError(length: length)) {
      try OneTimeCodeRule(length: length)
    }
  }

  // MARK: Typing

  struct TypingCase: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: OneTimeCodeRule
    var keys: String
    var text: String
    var validity: Validity
    var testDescription: String { name }
  }

  static let typingCases: [TypingCase] = [
    TypingCase(name: "one digit", rule: six, keys: "1", text: "1", validity: .incomplete),
    TypingCase(
      name: "five of six digits", rule: six, keys: "12345", text: "12345",
      validity: .incomplete),
    TypingCase(name: "six digits", rule: six, keys: "123456", text: "123456", validity: .valid),
    TypingCase(name: "four digits", rule: four, keys: "0042", text: "0042", validity: .valid),
    TypingCase(
      name: "a seventh digit is refused", rule: six, keys: "1234567", text: "123456",
      validity: .valid),
    TypingCase(
      name: "Arabic-Indic digits stored as ASCII", rule: six, keys: "١٢٣٤٥٦", text: "123456",
      validity: .valid),
    TypingCase(
      name: "full-width digits stored as ASCII", rule: four, keys: "１２３４", text: "1234",
      validity: .valid),
    TypingCase(
      name: "Devanagari and Bengali digits stored as ASCII", rule: four, keys: "१२৩৪",
      text: "1234", validity: .valid),
    TypingCase(
      name: "letters, spaces, dashes refused", rule: six, keys: "1a -2", text: "12",
      validity: .incomplete),
    TypingCase(
      name: "a digit with a combining mark refused", rule: four, keys: "5\u{301}",
      text: "", validity: .empty),
    TypingCase(
      name: "superscript and fraction digits refused", rule: four, keys: "²½", text: "",
      validity: .empty),
  ]

  @Test(arguments: typingCases)
  func typing(_ c: TypingCase) {
    var field = InputField(rule: c.rule)
    for key in c.keys { field.type(String(key)) }
    #expect(field.text == c.text)
    #expect(field.validity == c.validity)
    #expect(field.value == (c.validity == .valid ? c.text : nil))
  }

  struct RefusedKeyCase: CustomTestStringConvertible, Sendable {
    var name: String
    var before: String
    var key: String
    var code: Reason.Code
    var testDescription: String { name }
  }

  static let refusedKeys: [RefusedKeyCase] = [
    RefusedKeyCase(name: "a letter", before: "12", key: "a", code: .disallowedCharacter),
    RefusedKeyCase(name: "a dash", before: "123", key: "-", code: .disallowedCharacter),
    RefusedKeyCase(name: "a space", before: "123", key: " ", code: .disallowedCharacter),
    RefusedKeyCase(name: "an emoji", before: "", key: "👍🏽", code: .disallowedCharacter),
    RefusedKeyCase(name: "a digit beyond six", before: "123456", key: "7", code: .tooLong),
    RefusedKeyCase(
      name: "a full-width digit beyond six", before: "123456", key: "７", code: .tooLong),
  ]

  @Test(arguments: refusedKeys)
  func refusedKey(_ c: RefusedKeyCase) {
    var field = InputField(rule: Self.six)
    field.paste(c.before)
    let result = field.type(c.key)
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == c.code)
    #expect(field.text == c.before)
  }

  // MARK: Pastes and autofill

  struct PasteCase: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: OneTimeCodeRule
    var before: String
    var pasted: String
    /// The text after the paste; `nil` when the paste is refused.
    var text: String?
    var refusal: Reason.Code?
    var testDescription: String { name }
  }

  static let pasteCases: [PasteCase] = [
    PasteCase(
      name: "the code alone", rule: six, before: "", pasted: "123456", text: "123456",
      refusal: nil),
    PasteCase(
      name: "a message with the code at the end", rule: six, before: "",
      pasted: "Your code is 482913", text: "482913", refusal: nil),
    PasteCase(
      name: "a message with the code split by a dash", rule: six, before: "",
      pasted: "Your code is 123-456", text: "123456", refusal: nil),
    PasteCase(
      name: "a code split by a space", rule: six, before: "", pasted: "123 456",
      text: "123456", refusal: nil),
    PasteCase(
      name: "a code split by a no-break space and an en dash", rule: six, before: "",
      pasted: "Code: 12\u{A0}34–56.", text: "123456", refusal: nil),
    PasteCase(
      name: "a Google-style prefix", rule: six, before: "", pasted: "G-123456 is your code",
      text: "123456", refusal: nil),
    PasteCase(
      name: "other numbers of other lengths", rule: six, before: "",
      pasted: "Your code is 654321. It expires in 10 minutes, ref 12345678.", text: "654321",
      refusal: nil),
    PasteCase(
      name: "a code in Arabic-Indic digits", rule: four, before: "", pasted: "رمزك ١٢٣٤",
      text: "1234", refusal: nil),
    PasteCase(
      name: "digits alone fit beside those typed", rule: six, before: "12", pasted: "345",
      text: "12345", refusal: nil),
    PasteCase(
      name: "a message replaces the digits typed before", rule: six, before: "12",
      pasted: "Your code is 987654", text: "987654", refusal: nil),
    PasteCase(
      name: "a whole code replaces a full field", rule: four, before: "1111", pasted: "2222",
      text: "2222", refusal: nil),
    PasteCase(
      name: "two codes", rule: six, before: "", pasted: "Use 123456 or 654321",
      text: nil, refusal: .severalCodes),
    PasteCase(
      name: "the same code twice", rule: six, before: "", pasted: "123456 (again: 123456)",
      text: nil, refusal: .severalCodes),
    PasteCase(
      name: "no digits", rule: six, before: "", pasted: "Your code is on its way",
      text: nil, refusal: .noCode),
    PasteCase(
      name: "a group too short", rule: six, before: "", pasted: "Your code is 12345",
      text: nil, refusal: .noCode),
    PasteCase(
      name: "a group too long", rule: six, before: "", pasted: "Your code is 1234567",
      text: nil, refusal: .noCode),
    PasteCase(
      name: "digits alone too many", rule: six, before: "", pasted: "1234567", text: nil,
      refusal: .tooLong),
    PasteCase(
      name: "digits alone too many beside those typed", rule: six, before: "123",
      pasted: "4567", text: nil, refusal: .tooLong),
    PasteCase(
      name: "two dashes break a group", rule: six, before: "", pasted: "Code 123--456",
      text: nil, refusal: .noCode),
    PasteCase(
      name: "runs joined by dashes give too many digits", rule: four, before: "",
      pasted: "Call 555-123-4567", text: nil, refusal: .noCode),
  ]

  @Test(arguments: pasteCases)
  func paste(_ c: PasteCase) {
    var field = InputField(rule: c.rule)
    field.paste(c.before)
    #expect(field.text == c.before)
    let result = field.paste(c.pasted)
    if let text = c.text {
      #expect(result.isAccepted)
      #expect(field.text == text)
      #expect(field.state.selection == text.utf16.count..<text.utf16.count)
    } else {
      #expect(result.outcome == .rejected)
      #expect(result.reason?.code == c.refusal)
      #expect(field.text == c.before)
    }
  }

  @Test func autofillReplacingTheWholeFieldTakesTheCode() {
    var field = InputField(rule: Self.six)
    field.type("98")
    let result = field.apply(
      Edit(replacing: 0..<2, with: "123456 is your verification code", kind: .unspecified))
    #expect(result.isAccepted)
    #expect(field.text == "123456")
    #expect(field.value == "123456")
    #expect(result.reason?.code == .filtered)
  }

  // MARK: Deleting and editing in the middle

  struct EditCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var caret: Int
    var action: String
    var after: String
    var caretAfter: Int
    var testDescription: String { name }
  }

  static let editCases: [EditCase] = [
    EditCase(
      name: "Backspace at the end", text: "123456", caret: 6, action: "⌫", after: "12345",
      caretAfter: 5),
    EditCase(
      name: "Backspace in the middle", text: "123456", caret: 3, action: "⌫", after: "12456",
      caretAfter: 2),
    EditCase(
      name: "Backspace at the start does nothing", text: "1234", caret: 0, action: "⌫",
      after: "1234", caretAfter: 0),
    EditCase(
      name: "forward Delete in the middle", text: "1234", caret: 1, action: "⌦", after: "134",
      caretAfter: 1),
    EditCase(
      name: "a digit typed in the middle", text: "1245", caret: 2, action: "3", after: "12345",
      caretAfter: 3),
    EditCase(
      name: "a full-width digit typed at the start", text: "234", caret: 0, action: "１",
      after: "1234", caretAfter: 1),
    EditCase(
      name: "a digit typed in the middle of a full code is refused", text: "123456", caret: 3,
      action: "9", after: "123456", caretAfter: 3),
  ]

  @Test(arguments: editCases)
  func edit(_ c: EditCase) {
    var field = InputField(rule: Self.six)
    field.paste(c.text)
    field.moveCaret(to: c.caret)
    switch c.action {
    case "⌫": field.deleteBackward()
    case "⌦": field.deleteForward()
    default: field.type(c.action)
    }
    #expect(field.text == c.after)
    #expect(field.state.selection == c.caretAfter..<c.caretAfter)
  }

  /// A digit typed over selected digits that others follow types over the first of them; the
  /// rest stay selected for the next keys, and the digits after the selection stay in place.
  @Test func aSelectionIsTypedOverDigitByDigit() {
    var field = InputField(rule: Self.six)
    field.paste("123456")
    field.select(1, 4)
    field.type("0")
    #expect(field.text == "103456")
    #expect(field.state.selection == 2..<4)
    field.type("9")
    field.type("8")
    #expect(field.text == "109856")
    #expect(field.state.selection == 4..<4)
    // Backspace over the rest of a selection removes it.
    field.select(1, 4)
    field.type("7")
    field.deleteBackward()
    #expect(field.text == "1756")
    #expect(field.validity == .incomplete)
  }

  // MARK: Values

  struct CanonicalCase: CustomTestStringConvertible, Sendable {
    var name: String
    var string: String
    var value: String?
    var testDescription: String { name }
  }

  static let canonicalCases: [CanonicalCase] = [
    CanonicalCase(name: "six ASCII digits", string: "012345", value: "012345"),
    CanonicalCase(name: "too few digits", string: "12345", value: nil),
    CanonicalCase(name: "too many digits", string: "1234567", value: nil),
    CanonicalCase(name: "a dash", string: "123-456", value: nil),
    CanonicalCase(name: "full-width digits", string: "１２３４５６", value: nil),
    CanonicalCase(name: "empty", string: "", value: nil),
  ]

  @Test(arguments: canonicalCases)
  func canonical(_ c: CanonicalCase) {
    #expect(Self.six.value(fromCanonical: c.string) == c.value)
    #expect((Self.six.refusal(ofCanonical: c.string) == nil) == (c.value != nil))
    if let value = c.value {
      #expect(Self.six.canonicalString(for: value) == c.string)
      #expect(Self.six.displayText(for: value) == c.string)
      #expect(Self.six.evaluate(Self.six.displayText(for: value)).value == value)
    }
  }

  @Test func textSetByAProgramInAnotherFormIsInvalid() {
    #expect(Self.six.evaluate("123-456").validity == .invalid)
    #expect(Self.six.evaluate("1234567").validity == .invalid)
    #expect(Self.six.evaluate("123").validity == .incomplete)
    #expect(Self.six.evaluate("").validity == .empty)
  }

  // MARK: Laws

  static let alphabet: [String] = [
    "0", "1", "2", "5", "9", "٣", "５", "a", "G", "-", " ", ".", "👍🏽", "\u{301}",
    "123-456", "Your code is 4821", "G-123456", "12 34 56 78", "1234567890",
  ]

  @Test(arguments: [4, 6, 10], [1, 2, 3] as [UInt64])
  func laws(length: Int, seed: UInt64) throws {
    let rule = try OneTimeCodeRule(length: length)
    var laws = Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
    // An unfinished code is kept when editing ends, so that the user loses nothing.
    laws.remove(.commitLeavesValidOrEmpty)
    let options = FieldLawOptions(
      steps: 400, alphabet: Self.alphabet, laws: laws, completionKeys: ["1"],
      completionDepth: length)
    let violations = FieldLaws.check(rule, seed: seed, options: options)
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test func valuesRoundTrip() {
    #expect(FieldLaws.checkValues(Self.six, values: ["000000", "123456", "999999"]).isEmpty)
    #expect(FieldLaws.checkValues(Self.four, values: ["0000", "4821"]).isEmpty)
  }
}
