import InputRules
import InputRulesCodes
import InputRulesPlatform
import Testing

/// The demo's six-digit code. The length is a constant: one outside 4...10 is a bug here.
let sixDigitCode = AnyInputRule(try! OneTimeCodeRule(length: 6))

/// A one-time code under a fake `UITextField`, in UIKit's call order: the keyboard's autofill of
/// the code just received (QuickType inserts it as one edit, replacing what is selected or
/// typed), a pasted message, and typing.
let codeScenarios: [Scenario] = [
  Scenario(
    name: "autofill puts the received code in the empty field",
    rule: sixDigitCode, steps: [.autocorrect(0..<0, "123456")], expectedText: "123456",
    expectedSelection: 6..<6),
  Scenario(
    name: "autofill replaces two digits typed before it",
    rule: sixDigitCode, steps: [.type("98"), .autocorrect(0..<2, "123456")],
    expectedText: "123456", expectedSelection: 6..<6),
  Scenario(
    name: "autofill inserted at the caret after two typed digits takes the code alone",
    rule: sixDigitCode, steps: [.type("98"), .autocorrect(2..<2, "123456")],
    expectedText: "123456", expectedSelection: 6..<6, expectedAnnouncements: ["code"]),
  Scenario(
    name: "a pasted message gives its code", rule: sixDigitCode,
    steps: [.paste("Your code is 123-456. Do not share it.")], expectedText: "123456",
    expectedSelection: 6..<6, expectedAnnouncements: ["code"]),
  Scenario(
    name: "a pasted message with two codes is refused and changes nothing", rule: sixDigitCode,
    steps: [.type("12"), .paste("123456 or 654321")], expectedText: "12",
    expectedSelection: 2..<2, expectedAnnouncements: ["several"]),
  Scenario(
    name: "a seventh digit typed is refused", rule: sixDigitCode, steps: [.type("1234567")],
    expectedText: "123456", expectedSelection: 6..<6, expectedAnnouncements: ["6"]),
  Scenario(
    name: "full-width digits typed are stored as ASCII digits", rule: sixDigitCode,
    steps: [.type("１２３")], expectedText: "123", expectedSelection: 3..<3),
]

@MainActor
@Suite("A one-time code under a fake UITextField in UIKit's order")
struct CodeScenarioTests {
  @Test(arguments: codeScenarios, TextSystemQuirks.all)
  func scenario(_ scenario: Scenario, quirks: TextSystemQuirks) {
    TextFieldScenarioTests().scenario(scenario, quirks: quirks)
  }

  /// The adapters set UIKit's `.oneTimeCode` content type and the number pad from this.
  @Test func aCodeSuggestsTheNumberPadAndTheOneTimeCodeContent() throws {
    let rule = try OneTimeCodeRule(length: 6)
    for suggestion in [
      KeyboardSuggestion.suggested(for: rule),
      KeyboardSuggestion.suggested(for: AnyInputRule(rule)),
    ] {
      #expect(suggestion.keyboard == .numberPad)
      #expect(suggestion.content == .oneTimeCode)
      #expect(suggestion.autocorrection == .no)
    }
  }

  @Test func aRuleThatNamesNoContentSuggestsNone() {
    #expect(KeyboardSuggestion.suggested(for: TextRule.allowing(.digits)).content == nil)
    #expect(KeyboardSuggestion.suggested(for: AnyInputRule(IBANRule())).content == nil)
  }
}
