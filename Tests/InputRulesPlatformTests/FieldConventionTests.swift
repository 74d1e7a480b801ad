import InputRules
import InputRulesPlatform
import Testing

/// What the adapters decide from a rule's keyboard suggestion and a field's status, checked here
/// because UIKit, AppKit and SwiftUI cannot run on Linux.
@MainActor
@Suite struct FieldConventionTests {
  @Test func restrictedRulesTurnWritingHelpOff() {
    #expect(!KeyboardSuggestion.suggested(for: TextRule.allowing(.digits)).allowsWritingHelp)
    #expect(!KeyboardSuggestion.suggested(for: CardNumberRule()).allowsWritingHelp)
    #expect(KeyboardSuggestion.suggested(for: TextRule().maximumLength(40)).allowsWritingHelp)
  }

  @Test func aRefusedKeysReasonIsShownUntilTheNextEdit() {
    let field = FakeTextField(rule: TextRule.allowing(.digits).maximumLength(2))
    field.type("1a")
    #expect(field.coordinator.status.shownReason()?.code == .disallowedCharacter)
    field.type("2")
    #expect(field.coordinator.status.shownReason() == nil)
  }

  @Test func anIncompleteTextsReasonOnlyWhenAsked() {
    let field = FakeTextField(rule: CardNumberRule())
    field.type("4111")
    let status = field.coordinator.status
    #expect(status.validity == .incomplete)
    #expect(status.shownReason() == nil)
    #expect(status.shownReason(includingIncomplete: true) == status.invalidReason)
  }

  @Test func nothingIsShownWhileComposing() {
    var status = InputStatus(validity: .invalid, invalidReason: Reason(.tooLong, "Too long."))
    #expect(status.shownReason()?.code == .tooLong)
    status.isComposing = true
    #expect(status.shownReason() == nil)
  }

  /// AppKit's formatter: a half-filled field ends editing with the last valid value, unless
  /// the app asks to keep it in editing.
  @Test func aHalfFilledFieldEndsEditingWithTheLastValidValue() throws {
    let rule = CardNumberRule()
    let ending = FormatterValue.endingEditing(
      "4111 11", rule: rule, lastValidValue: "4111111111111111", keepsEditingWhenIncomplete: false)
    #expect(try ending.get() == "4111111111111111")
    let strict = FormatterValue.endingEditing(
      "4111 11", rule: rule, lastValidValue: "4111111111111111", keepsEditingWhenIncomplete: true)
    #expect(throws: Reason.self) { try strict.get() }
    let complete = FormatterValue.endingEditing(
      "4242 4242 4242 4242", rule: rule, lastValidValue: nil, keepsEditingWhenIncomplete: false)
    #expect(try complete.get() == "4242424242424242")
  }
}
