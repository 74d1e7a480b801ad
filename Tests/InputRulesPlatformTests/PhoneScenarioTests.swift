import InputRules
import InputRulesPhone
import InputRulesPlatform
import Testing

/// A phone field dialled from Germany, and one from the United States. The regions are
/// constants: a region libphonenumber does not know is a bug here.
let germanPhone = AnyInputRule(try! PhoneRule(region: "DE"))
let usPhone = AnyInputRule(try! PhoneRule(region: "US"))

/// A phone number under a fake `UITextField`, in UIKit's call order. Autofill (QuickType's
/// offer of the user's own number or a contact's) inserts the whole number as one replacement
/// of what the field holds, written however the contact card writes it; the field must take it
/// and lay it out as libphonenumber writes it (NATIONAL typed nationally, INTERNATIONAL with
/// `+`), the caret at the end. Typing lays the digits out key by key.
let phoneScenarios: [Scenario] = [
  Scenario(
    name: "autofill puts +49 1512 3456789 in the empty field as it is written",
    rule: germanPhone, steps: [.autocorrect(0..<0, "+49 1512 3456789")],
    expectedText: "+49 1512 3456789", expectedSelection: 16..<16),
  Scenario(
    name: "autofill of the digits 015123456789 is laid out as Germany writes them",
    rule: germanPhone, steps: [.autocorrect(0..<0, "015123456789")],
    expectedText: "01512 3456789", expectedSelection: 13..<13),
  Scenario(
    name: "autofill of +4915123456789 in E.164 gets the international layout",
    rule: germanPhone, steps: [.autocorrect(0..<0, "+4915123456789")],
    expectedText: "+49 1512 3456789", expectedSelection: 16..<16),
  Scenario(
    name: "autofill replaces a half-typed number whole",
    rule: germanPhone, steps: [.type("0151"), .autocorrect(0..<4, "+49 1512 3456789")],
    expectedText: "+49 1512 3456789", expectedSelection: 16..<16),
  Scenario(
    name: "a contact abroad keeps its own country's layout in a German field",
    rule: germanPhone, steps: [.autocorrect(0..<0, "+1 201-555-0123")],
    expectedText: "+1 201-555-0123", expectedSelection: 15..<15),
  Scenario(
    name: "autofill of (201) 555-0123 in a US field stays as the US writes it",
    rule: usPhone, steps: [.autocorrect(0..<0, "(201) 555-0123")],
    expectedText: "(201) 555-0123", expectedSelection: 14..<14),
  Scenario(
    name: "015123456789 typed key by key is laid out as it comes",
    rule: germanPhone, steps: [.type("015123456789")], expectedText: "01512 3456789",
    expectedSelection: 13..<13),
  Scenario(
    name: "+4915123456789 typed key by key gets the international layout",
    rule: germanPhone, steps: [.type("+4915123456789")], expectedText: "+49 1512 3456789",
    expectedSelection: 16..<16),
  Scenario(
    name: "2015550123 typed in a US field gets its brackets and dash",
    rule: usPhone, steps: [.type("2015550123")], expectedText: "(201) 555-0123",
    expectedSelection: 14..<14),
  Scenario(
    name: "a letter typed is refused and changes nothing",
    rule: germanPhone, steps: [.type("0151x")], expectedText: "0151",
    expectedSelection: 4..<4, expectedAnnouncements: ["Only digits"]),
  Scenario(
    name: "Backspace right after the space deletes the digit before it, the caret in its place",
    rule: germanPhone, steps: [.type("015123456789"), .select(6..<6), .backspace],
    expectedText: "01513 456789", expectedSelection: 4..<4),
  Scenario(
    name: "full-width digits typed are stored as ASCII digits and laid out",
    rule: germanPhone, steps: [.type("０１５１２３")], expectedText: "01512 3",
    expectedSelection: 7..<7),
]

@MainActor
@Suite("A phone number under a fake UITextField in UIKit's order")
struct PhoneScenarioTests {
  @Test(arguments: phoneScenarios, TextSystemQuirks.all)
  func scenario(_ scenario: Scenario, quirks: TextSystemQuirks) {
    TextFieldScenarioTests().scenario(scenario, quirks: quirks)
  }

  /// The adapters set UIKit's `.telephoneNumber` content type and the phone pad from this.
  @Test func aPhoneNumberSuggestsThePhonePadAndTheTelephoneNumberContent() throws {
    let rule = try PhoneRule(region: "DE")
    #expect(rule.contentHint == .telephoneNumber)
    for suggestion in [
      KeyboardSuggestion.suggested(for: rule),
      KeyboardSuggestion.suggested(for: AnyInputRule(rule)),
    ] {
      #expect(suggestion.keyboard == .phonePad)
      #expect(suggestion.content == .telephoneNumber)
      #expect(suggestion.autocorrection == .no)
      #expect(suggestion.smartPunctuation == .no)
    }
  }
}

/// A rule that takes any text and says it holds `content`: the characters it takes would
/// bring the full keyboard.
private struct AnyTextRule: InputRule {
  var content: ContentHint?
  var contentHint: ContentHint? { content }
  func review(_ proposal: EditProposal) -> EditDecision { .accept }
  func evaluate(_ text: String) -> Evaluation<String> { text.isEmpty ? .empty : .valid(text) }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
}

/// A rule that holds a phone number and suggests its own keyboard.
private struct SuggestingPhoneRule: InputRule, KeyboardSuggesting {
  var contentHint: ContentHint? { .telephoneNumber }
  var keyboardSuggestion: KeyboardSuggestion { .restricted(to: .numbersAndPunctuation) }
  func review(_ proposal: EditProposal) -> EditDecision { .accept }
  func evaluate(_ text: String) -> Evaluation<String> { text.isEmpty ? .empty : .valid(text) }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
}

@Suite("The keyboard a content hint calls for")
struct ContentKeyboardTests {
  /// The content decides for a phone number, not the characters: the probe alone answers
  /// `.default` for a rule that takes any text. Codes and cards name no keyboard of their own
  /// (their rules' digits bring the number pad), so the probe's answer stays.
  @Test(arguments: [nil] + ContentHint.allCases)
  func aRuleTakingAnyTextGetsTheKeyboardItsContentCallsFor(_ content: ContentHint?) {
    let expected: KeyboardKind = content == .telephoneNumber ? .phonePad : .default
    for suggestion in [
      KeyboardSuggestion.suggested(for: AnyTextRule(content: content)),
      KeyboardSuggestion.suggested(for: AnyInputRule(AnyTextRule(content: content))),
    ] {
      #expect(suggestion.keyboard == expected)
      #expect(suggestion.content == content)
    }
  }

  @Test func aPhoneNumbersKeyboardTurnsOffWhatInsertsTextOnItsOwn() {
    let suggestion = KeyboardSuggestion.suggested(for: AnyTextRule(content: .telephoneNumber))
    #expect(suggestion.autocorrection == .no)
    #expect(suggestion.spellChecking == .no)
    #expect(suggestion.smartPunctuation == .no)
    #expect(suggestion.capitalization == .none)
  }

  @Test func aRulesOwnSuggestionStillWins() {
    let suggestion = KeyboardSuggestion.suggested(for: SuggestingPhoneRule())
    #expect(suggestion.keyboard == .numbersAndPunctuation)
    #expect(suggestion.content == .telephoneNumber)
  }
}
