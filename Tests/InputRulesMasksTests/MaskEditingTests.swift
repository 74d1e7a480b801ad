import InputRules
import InputRulesMasks
import Testing

/// Pastes, autofill, deletions over literals, overwriting, committing and values set by the
/// program.
struct MaskEditingTests {
  static let phone = try! MaskRule(format: "+1 ([000]) [000]-[0000]")

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: MaskRule
    var start: String
    var caret: Int?
    var action: Action
    var text: String
    var caretAfter: Int
    var outcome: EditResult.Outcome
    var reason: Reason.Code?
    var testDescription: String { name }

    enum Action: Sendable {
      case paste(String)
      case replaceAll(String)
      case backspace
      case deleteForward
      case type(String)
    }
  }

  static let edits: [Case] = [
    Case(
      name: "a country code in brackets", rule: phone, start: "", caret: nil,
      action: .paste("(+1) 555 123 4567"), text: "+1 (555) 123-4567", caretAfter: 17,
      outcome: .transformed),
    Case(
      name: "a country code after a bidi mark", rule: phone, start: "", caret: nil,
      action: .paste("\u{200F}+1 555 123"), text: "+1 (555) 123-", caretAfter: 13,
      outcome: .transformed),
    Case(
      name: "a country code with a space after the plus", rule: phone, start: "", caret: nil,
      action: .paste("\t+ 1 555"), text: "+1 (555) ", caretAfter: 9, outcome: .transformed),
    Case(
      name: "QuickType replaces the whole field", rule: phone, start: "+1 (55", caret: nil,
      action: .replaceAll("(555) 123-4567"), text: "+1 (555) 123-4567", caretAfter: 17,
      outcome: .transformed),
    Case(
      name: "autofill with the country code", rule: phone, start: "", caret: nil,
      action: .replaceAll("+1 555 123 4567"), text: "+1 (555) 123-4567", caretAfter: 17,
      outcome: .transformed),
    Case(
      name: "11 digits: the leading 1 is the country code", rule: phone, start: "", caret: nil,
      action: .paste("15551234567"), text: "+1 (555) 123-4567", caretAfter: 17,
      outcome: .transformed),
    Case(
      name: "10 digits starting with 1 fill the slots", rule: phone, start: "", caret: nil,
      action: .paste("1551234567"), text: "+1 (155) 123-4567", caretAfter: 17,
      outcome: .transformed),
    Case(
      name: "letters in a paste are left out", rule: phone, start: "", caret: nil,
      action: .paste("call 555-1234"), text: "+1 (555) 123-4", caretAfter: 14,
      outcome: .transformed, reason: .filtered),
    Case(
      name: "a paste longer than the slots is cut", rule: phone, start: "+1 (555) ", caret: nil,
      action: .paste("12345678"), text: "+1 (555) 123-4567", caretAfter: 17,
      outcome: .transformed, reason: .truncated),
    Case(
      name: "a paste in the middle shifts what follows", rule: phone, start: "+1 (555) 67",
      caret: 5, action: .paste("12"), text: "+1 (512) 556-7", caretAfter: 7,
      outcome: .transformed),
    Case(
      name: "a paste with nothing the mask takes is refused", rule: phone, start: "+1 (5",
      caret: nil, action: .paste("abc"), text: "+1 (5", caretAfter: 5, outcome: .rejected,
      reason: .filtered),
    Case(
      name: "Backspace after the last literal deletes the digit before it", rule: phone,
      start: "+1 (555) 123-", caret: nil, action: .backspace, text: "+1 (555) 12",
      caretAfter: 11, outcome: .transformed),
    Case(
      name: "Backspace over a literal in the middle deletes the digit before it", rule: phone,
      start: "+1 (555) 123-4567", caret: 9, action: .backspace, text: "+1 (551) 234-567",
      caretAfter: 6, outcome: .transformed),
    Case(
      name: "skip: Backspace over a literal moves the caret",
      rule: phone.deletingOverLiterals(.skip), start: "+1 (555) 123-4567", caret: 9,
      action: .backspace, text: "+1 (555) 123-4567", caretAfter: 8, outcome: .transformed),
    Case(
      name: "skip with autoskip: Backspace at the end takes the digit before the literals",
      rule: phone.deletingOverLiterals(.skip).autoskipping(true), start: "+1 (555) ",
      caret: nil, action: .backspace, text: "+1 (55", caretAfter: 6, outcome: .transformed),
    Case(
      name: "skip without autoskip: Backspace at the end only moves the caret",
      rule: phone.deletingOverLiterals(.skip), start: "+1 (555) ", caret: nil,
      action: .backspace, text: "+1 (555) ", caretAfter: 8, outcome: .transformed),
    Case(
      name: "forward Delete over a literal deletes the digit after it", rule: phone,
      start: "+1 (555) 123-4567", caret: 7, action: .deleteForward, text: "+1 (555) 234-567",
      caretAfter: 9, outcome: .transformed),
    Case(
      name: "overwrite replaces the digit after the caret", rule: phone.overwriting(true),
      start: "+1 (555) 123-4567", caret: 9, action: .type("9"), text: "+1 (555) 923-4567",
      caretAfter: 10, outcome: .transformed),
    Case(
      name: "a full field refuses a key in the middle", rule: phone,
      start: "+1 (555) 123-4567", caret: 9, action: .type("9"), text: "+1 (555) 123-4567",
      caretAfter: 9, outcome: .rejected, reason: .tooLong),
    Case(
      name: "a typed literal before its place moves the caret past it", rule: phone,
      start: "+1 (555) 1", caret: 7, action: .type(")"), text: "+1 (555) 1", caretAfter: 8,
      outcome: .transformed),
    Case(
      name: "no autocomplete: a typed literal shows it", rule: phone.autocompleting(false),
      start: "+1 (555", caret: nil, action: .type(")"), text: "+1 (555)", caretAfter: 8,
      outcome: .accepted),
    Case(
      name: "no autocomplete: the literals come with the next digit",
      rule: phone.autocompleting(false), start: "+1 (555", caret: nil, action: .type("1"),
      text: "+1 (555) 1", caretAfter: 10, outcome: .transformed),
    Case(
      name: "typing into the prefix goes to the first slot", rule: phone, start: "+1 (555",
      caret: 1, action: .type("2"), text: "+1 (255) 5", caretAfter: 5, outcome: .transformed),
  ]

  @Test(arguments: edits)
  func edit(_ c: Case) {
    var field = InputField(rule: c.rule)
    field.restore(FieldState(text: c.start))
    if let caret = c.caret { _ = field.moveCaret(to: caret) }
    let before = field.state
    let result: EditResult
    switch c.action {
    case .paste(let text): result = field.paste(text)
    case .replaceAll(let text):
      result = field.apply(
        Edit(replacing: 0..<field.text.utf16.count, with: text, kind: .paste))
    case .backspace: result = field.deleteBackward()
    case .deleteForward: result = field.deleteForward()
    case .type(let key): result = field.type(key)
    }
    #expect(field.text == c.text)
    #expect(field.state.selection == c.caretAfter..<c.caretAfter)
    #expect(result.outcome == c.outcome)
    if let reason = c.reason { #expect(result.reason?.code == reason) }
    if result.outcome == .rejected { #expect(field.state == before) }
  }

  /// A field showing only literals (a prefix written for a typed `+`) can always be emptied.
  @Test func literalsAloneCanBeDeleted() {
    var field = InputField(rule: Self.phone)
    _ = field.type("+")
    #expect(field.text == "+")
    _ = field.deleteBackward()
    #expect(field.text == "")
    _ = field.type("+1 (")
    #expect(field.text == "+1 (")
    _ = field.deleteBackward()
    #expect(field.text == "+1 ")
    _ = field.select(0, 3)
    _ = field.deleteBackward()
    #expect(field.text == "")
    var other = InputField(rule: try! MaskRule(format: "abc[0]"))
    _ = other.type("ab")
    #expect(other.text == "ab")
    #expect(other.state.selection == 2..<2)
    _ = other.deleteBackward()
    _ = other.deleteBackward()
    #expect(other.text == "")
  }

  /// Backspace over a literal in a mask mixing letters and digits deletes the slot character
  /// before it; characters that then no longer fit their places leave too, with a reason.
  @Test func backspaceOverALiteralInAMixedMask() {
    var field = InputField(rule: try! MaskRule(format: "[0999]-[A]"))
    _ = field.paste("4Z")
    #expect(field.text == "4-Z")
    _ = field.moveCaret(to: 2)
    let result = field.deleteBackward()
    #expect(field.text == "")
    #expect(result.reason?.code == .filtered)
    var code = InputField(rule: try! MaskRule(format: "[AA] [0…]"))
    _ = code.paste("ab 123")
    _ = code.moveCaret(to: 3)
    _ = code.deleteBackward()
    #expect(code.text == "a")
  }

  /// Pastes far longer than the mask are read in one pass, whatever leaves them out.
  @Test func longPastesAreLaidOutInOnePass() {
    let twoFormats = try! MaskRule(formats: ["+1 ([000]) [000]-[0000]", "+44 [0000] [000000]"])
    var field = InputField(rule: twoFormats)
    let result = field.paste(String(repeating: "5", count: 200_000))
    #expect(field.value == "5555555555")
    #expect(result.reason?.code == .truncated)
    var letters = InputField(rule: try! MaskRule(format: "[A][0…]"))
    _ = letters.paste("b" + String(repeating: "a", count: 100_000) + "12")
    #expect(letters.text == "b12")
    var mixed = InputField(rule: try! MaskRule(format: "[AAA][0…]"))
    _ = mixed.paste(String(repeating: "a1", count: 50_000))
    #expect(mixed.text.count == 3 + 49_998)
  }

  /// A literal typed after unfilled optional slots leaves them empty, as input-mask-ios does
  /// (`1.2` in `[099]{.}[099]`): typed, pasted, set as a value, checked.
  @Test func literalAfterOptionalSlots() throws {
    let rule = try MaskRule(format: "[099]{.}[099]")
    var field = InputField(rule: rule)
    _ = field.type("1.2")
    #expect(field.text == "1.2")
    #expect(field.value == "1.2")
    _ = field.deleteBackward()
    #expect(field.text == "1.")
    _ = field.deleteBackward()
    #expect(field.text == "1")
    var pasted = InputField(rule: rule)
    let result = pasted.paste("12.34")
    #expect(pasted.text == "12.34")
    #expect(pasted.value == "12.34")
    #expect(result.reason == nil)
    var full = InputField(rule: rule)
    _ = full.paste("123.4")
    #expect(full.text == "123.4")
    var set = InputField(rule: rule)
    #expect(set.setValue("1.2").isAccepted)
    #expect(set.text == "1.2")
    #expect(rule.evaluate("12.3").value == "12.3")
    let ip = try MaskRule(format: "[099]{.}[099]{.}[099]{.}[099]")
    var address = InputField(rule: ip)
    _ = address.type("192.168.0.1")
    #expect(address.text == "192.168.0.1")
    #expect(address.validity == .valid)
  }

  /// A paste longer than `maxLength` is cut to it, in endless masks and with several formats
  /// as in the others.
  @Test func pasteCutToMaxLength() throws {
    var endless = InputField(rule: try MaskRule(format: "[0…]").maximumLength(4))
    let result = endless.paste("123456")
    #expect(endless.text == "1234")
    #expect(result.reason?.code == .truncated)
    var two = InputField(
      rule: try MaskRule(formats: ["[000]-[0000]", "[000]-[000]-[0000]"]).maximumLength(8))
    let cut = two.paste("5551234567")
    #expect(cut.isAccepted)
    #expect(two.text.count <= 8)
    #expect(cut.reason?.code == .truncated)
  }

  /// A custom digit slot takes a digit carrying a mark no more than the built-in one does.
  @Test func customDigitSlotRefusesMarkedDigits() throws {
    let rule = try MaskRule(
      format: "[DD]", notations: [MaskNotation(character: "D", classes: [.digits])])
    var field = InputField(rule: rule)
    #expect(field.type("5\u{301}").outcome == .rejected)
    #expect(field.type("٣").isAccepted)
    #expect(field.text == "3")
  }

  @Test func incompleteTextIsKeptOnCommitByDefault() {
    var field = InputField(rule: Self.phone)
    _ = field.type("555")
    _ = field.commit()
    #expect(field.text == "+1 (555) ")
    var cleared = InputField(rule: Self.phone.committingIncomplete(.clear))
    _ = cleared.type("555")
    _ = cleared.commit()
    #expect(cleared.text == "")
    var reverted = InputField(rule: Self.phone.committingIncomplete(.revert))
    _ = reverted.setValue("5551234567")
    _ = reverted.moveCaret(to: 17)
    _ = reverted.deleteBackward()
    _ = reverted.commit()
    #expect(reverted.text == "+1 (555) 123-4567")
  }

  @Test func valuesSetByTheProgram() {
    var field = InputField(rule: Self.phone)
    let result = field.setValue("5551234567")
    #expect(result.isAccepted)
    #expect(field.text == "+1 (555) 123-4567")
    #expect(Self.phone.value(fromCanonical: "555123") == nil)
    #expect(Self.phone.refusal(ofCanonical: "555123")?.code == .incomplete)
    #expect(Self.phone.refusal(ofCanonical: "55512345678")?.code == .tooLong)
    #expect(Self.phone.refusal(ofCanonical: "555abc4567")?.code == .disallowedCharacter)
    let date = try! MaskRule(format: "[00]{.}[00]{.}[0000]")
    var day = InputField(rule: date)
    _ = day.setValue("24.11.2026")
    #expect(day.text == "24.11.2026")
    #expect(date.value(fromCanonical: "24112026") == nil)
  }

  @Test func textThatIsNotTheMasksLayoutIsInvalid() {
    #expect(Self.phone.evaluate("5551234567").validity == .invalid)
    #expect(Self.phone.evaluate("+1 (555) 123-4567").validity == .valid)
    #expect(Self.phone.evaluate("+1 (555) 123-456").validity == .incomplete)
    #expect(Self.phone.evaluate("+1 (").validity == .incomplete)
    #expect(Self.phone.evaluate("").validity == .empty)
  }
}
