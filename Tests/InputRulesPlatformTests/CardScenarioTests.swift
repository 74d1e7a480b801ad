import InputRules
import InputRulesCodes
import InputRulesPlatform
import Testing

/// The demo's card number: every brand.
let anyCard = AnyInputRule(CardRule())

/// A card number under a fake `UITextField`, in UIKit's call order: typed, then edited in the
/// middle (Backspace after a group space, a digit typed inside a group, a group selected and
/// replaced), autofilled from a saved card.
let cardScenarios: [Scenario] = [
  Scenario(
    name: "sixteen Visa digits typed are grouped in fours as they come",
    rule: anyCard, steps: [.type("4111111111111111")], expectedText: "4111 1111 1111 1111",
    expectedSelection: 19..<19),
  Scenario(
    name: "Backspace right after a group space in the middle deletes the digit before it",
    rule: anyCard, steps: [.type("4111111111111111"), .select(5..<5), .backspace],
    expectedText: "4111 1111 1111 111", expectedSelection: 3..<3),
  Scenario(
    name: "a digit typed inside the second group shifts the rest, the caret stays after it",
    rule: anyCard, steps: [.type("411111111111111"), .select(6..<6), .type("9")],
    expectedText: "4111 1911 1111 1111", expectedSelection: 7..<7),
  Scenario(
    name: "a digit typed at the end of a group goes before the space, the caret after it",
    rule: anyCard, steps: [.type("411111111111111"), .select(4..<4), .type("2")],
    expectedText: "4111 2111 1111 1111", expectedSelection: 6..<6),
  Scenario(
    name: "a group selected and replaced by a paste keeps the digits after it",
    rule: anyCard, steps: [.type("4111111111111111"), .select(5..<9), .paste("2222")],
    expectedText: "4111 2222 1111 1111", expectedSelection: 9..<9),
  Scenario(
    name: "a digit typed in the middle of a complete number is refused", rule: anyCard,
    steps: [.type("4111111111111111111"), .select(5..<5), .type("1")],
    expectedText: "4111 1111 1111 1111 111", expectedSelection: 5..<5,
    expectedAnnouncements: ["19"]),
  Scenario(
    name: "autofill of a saved American Express card is laid out 4-6-5", rule: anyCard,
    steps: [.autocorrect(0..<0, "378282246310005")], expectedText: "3782 822463 10005",
    expectedSelection: 17..<17),
  Scenario(
    name: "the groups change when the brand is known: 34 makes American Express", rule: anyCard,
    steps: [.type("3412345")], expectedText: "3412 345", expectedSelection: 8..<8),
]

@MainActor
@Suite("A card number under a fake UITextField in UIKit's order")
struct CardScenarioTests {
  @Test(arguments: cardScenarios, TextSystemQuirks.all)
  func scenario(_ scenario: Scenario, quirks: TextSystemQuirks) {
    TextFieldScenarioTests().scenario(scenario, quirks: quirks)
  }

  @Test func aCardSuggestsTheNumberPadAndTheCardNumberContent() {
    let suggestion = KeyboardSuggestion.suggested(for: CardRule())
    #expect(suggestion.keyboard == .numberPad)
    #expect(suggestion.content == .creditCardNumber)
  }
}
