import InputRules
import InputRulesPlatform
import Testing

/// A rule with a keyboard, a content hint and a direction of its own, none of them a default.
struct SuggestingRule: InputRule, KeyboardSuggesting {
  func review(_ proposal: EditProposal) -> EditDecision { .accept }
  func evaluate(_ text: String) -> Evaluation<String> { text.isEmpty ? .empty : .valid(text) }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
  var forcesLeftToRight: Bool { true }
  var contentHint: ContentHint? { .creditCardNumber }
  var keyboardSuggestion: KeyboardSuggestion { KeyboardSuggestion(keyboard: .url) }
}

/// What the platform adapters read of a rule through `AnyInputRule` (the core module's wrapper,
/// which forwards every requirement of `InputRule`: AnyInputRuleTests in InputRulesTests): the
/// keyboard the rule suggests, which this module adds to the wrapper, and its direction.
@Suite struct AnyInputRuleKeyboardTests {
  let rule = AnyInputRule(SuggestingRule())

  @Test func theWrapperSuggestsTheRulesKeyboard() {
    #expect(rule.keyboardSuggestion.keyboard == .url)
    #expect(KeyboardSuggestion.suggested(for: rule).keyboard == .url)
    // The rule's own suggestion names no content; its content hint fills it in.
    #expect(KeyboardSuggestion.suggested(for: rule).content == .creditCardNumber)
  }

  @Test func aRuleWithoutASuggestionIsProbedThroughTheWrapper() {
    let digits = AnyInputRule(TextRule.allowing(.digits))
    #expect(
      KeyboardSuggestion.suggested(for: digits)
        == KeyboardSuggestion.suggested(for: TextRule.allowing(.digits)))
  }

  @Test func theWrapperKeepsTheRulesDirection() {
    #expect(FieldDirection.of(rule) == .leftToRight)
  }
}
