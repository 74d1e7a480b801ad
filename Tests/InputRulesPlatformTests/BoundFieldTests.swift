import InputRules
import InputRulesPlatform
import Testing

/// `BoundField`: what SwiftUI's `RuleField` writes to its bindings and takes from its parent,
/// driven through the fake UIKit field.
@MainActor
@Suite struct BoundFieldTests {
  /// A field with `text`, bound to the value it shows.
  private func bound<R: InputRule>(_ rule: R, text: String = "") -> (
    FakeTextField<R>, BoundField<R>
  ) {
    let field = FakeTextField(rule: rule, text: text)
    field.coordinator.textWasSetByProgram()
    let bound = BoundField(coordinator: field.coordinator, value: field.coordinator.value)
    return (field, bound)
  }

  @Test func aPrefilledFieldReportsItsStatusWhenItAppears() {
    let (_, bound) = bound(CardNumberRule(), text: "4111 1111 1111 1111")
    let writes = bound.changes()
    #expect(writes.status?.validity == .valid)
    #expect(writes.value == nil, "the value is already the parent's")
    #expect(bound.changes() == BindingWrites(), "nothing changed since")
  }

  /// The phone number shortened by two digits: the binding no longer holds the number the
  /// field stopped showing, so a Save button reading it saves nothing rather than the old one.
  @Test func aValueTheFieldNoLongerShowsIsNotKept() {
    let (field, bound) = bound(CardNumberRule())
    field.type("4111111111111111")
    #expect(bound.changes().value == .some("4111111111111111"))
    field.deleteBackward()
    field.deleteBackward()
    let writes = bound.changes()
    #expect(writes.value == .some(nil))
    #expect(writes.status?.validity == .incomplete)
    #expect(field.coordinator.value == "4111111111111111", "the driver keeps the last valid")
  }

  @Test func aKeyThatChangesNothingBoundWritesNothing() {
    let (field, bound) = bound(CardNumberRule())
    field.type("41")
    _ = bound.changes()
    field.type("1")
    #expect(bound.changes() == BindingWrites(), "still incomplete, still no value")
  }

  @Test func theFieldsOwnWriteComingBackLeavesTheCaret() {
    let (field, bound) = bound(CentsRule())
    field.type("123")
    let written = bound.changes().value
    #expect(written == .some(123))
    field.userSelects(1..<1)
    #expect(bound.parentGave(value: 123) == nil)
    #expect(field.text == "1.23")
    #expect(field.selection == 1..<1)
  }

  @Test func aValueTheParentSetsIsShownAndNotWrittenBack() {
    let (field, bound) = bound(CentsRule())
    field.type("5")
    _ = bound.changes()
    let result = bound.parentGave(value: 4200)
    #expect(result?.outcome != .rejected)
    #expect(field.text == "42.00")
    #expect(bound.changes().value == nil, "the binding already holds 4200")
    #expect(bound.parentGave(value: 4200) == nil)
  }

  @Test func nothingIsWrittenForTheValueWhileAnInputMethodComposes() {
    let (field, bound) = bound(TextRule().maximumLength(10))
    field.type("a")
    #expect(bound.changes().value == .some("a"))
    field.setMarkedText("か")
    #expect(bound.changes().value == nil)
    field.unmarkText()
    #expect(bound.changes().value == .some("aか"))
  }

  @Test func theCommitWhenFocusLeavesIsWritten() {
    let (field, bound) = bound(TrimmingRule())
    field.type(" ab ")
    _ = bound.changes()
    field.endEditing()
    #expect(field.text == "ab")
    #expect(bound.changes().value == .some("ab"))
  }

  @Test(arguments: [
    (hasFocus: false, wants: true as Bool?, change: FocusChange.take as FocusChange?),
    (hasFocus: true, wants: false, change: .give),
    (hasFocus: true, wants: true, change: nil),
    (hasFocus: false, wants: false, change: nil),
    (hasFocus: true, wants: nil, change: nil),
    (hasFocus: false, wants: nil, change: nil),
  ])
  func focusFollowsTheParent(hasFocus: Bool, wants: Bool?, change: FocusChange?) {
    #expect(
      BoundField<TextRule>.focusChange(hasFocus: hasFocus, parentWantsFocus: wants) == change)
  }

  @Test func equatableRulesAreComparedNonEquatableOnesCountAsTheSame() {
    #expect(BoundField<LimitRule>.sameRule(LimitRule(limit: 3), LimitRule(limit: 3)))
    #expect(!BoundField<LimitRule>.sameRule(LimitRule(limit: 3), LimitRule(limit: 4)))
    #expect(BoundField<CentsRule>.sameRule(CentsRule(maxDigits: 3), CentsRule(maxDigits: 4)))
  }

  @Test func aNewRuleIsTakenAndTheTextJudgedUnderIt() {
    let (field, bound) = bound(LimitRule(limit: 5))
    field.type("abcd")
    _ = bound.changes()
    #expect(!bound.parentGave(rule: LimitRule(limit: 5)))
    #expect(bound.parentGave(rule: LimitRule(limit: 3)))
    #expect(field.text == "abcd", "the text is kept")
    #expect(bound.changes().status?.validity == .invalid)
  }
}

/// At most `limit` characters; an Equatable rule, as every rule of the package is.
private struct LimitRule: InputRule, Equatable {
  var limit: Int

  func review(_ proposal: EditProposal) -> EditDecision {
    proposal.proposedText.count > limit ? .reject(Reason(.tooLong, "Too long.")) : .accept
  }

  func evaluate(_ text: String) -> Evaluation<String> {
    if text.isEmpty { return .empty }
    return text.count <= limit ? .valid(text) : .invalid(Reason(.tooLong, "Too long."))
  }

  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
}
