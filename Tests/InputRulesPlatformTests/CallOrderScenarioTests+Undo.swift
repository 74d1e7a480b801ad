import InputRules
import InputRulesPlatform
import Testing

/// Undo after the program changed the text. UIKit's undo manager keeps steps with ranges of the
/// text they were registered in; replayed in another text they are out of range (UIKit raises an
/// out-of-range exception) or undo the wrong characters. The coordinator has the platform
/// discard its undo history whenever the program changes the text, so Undo has nothing stale to
/// replay.
let undoAfterProgramScenarios: [CallOrderScenario] = [
  CallOrderScenario(
    name: "Undo after the program set a shorter text leaves the program's text",
    rule: AnyInputRule(TextRule()),
    steps: [.step(.type("abcdef")), .programSetsTextAndTells("ab"), .step(.undo)],
    expectedText: "ab", expectedSelection: 2..<2, expectedValue: "ab"),
  CallOrderScenario(
    name: "Undo after the program set a longer text leaves the program's text",
    rule: AnyInputRule(TextRule()),
    steps: [.step(.type("ab")), .programSetsTextAndTells("xyz123"), .step(.undo)],
    expectedText: "xyz123", expectedSelection: 6..<6, expectedValue: "xyz123"),
  CallOrderScenario(
    name: "Undo after the program set the value leaves the value's text",
    rule: AnyInputRule(CentsRule()), caretPolicy: .pinnedToEnd,
    steps: [.step(.type("123")), .setValue("45.00"), .step(.undo)],
    expectedText: "45.00", expectedSelection: 5..<5, expectedValue: "45.00"),
  CallOrderScenario(
    name: "Undo after editing end trimmed the text leaves the trimmed text",
    rule: AnyInputRule(TrimmingRule()), text: "  hi ",
    steps: [.step(.type("!")), .step(.endEditing), .step(.undo)], expectedText: "hi !",
    expectedSelection: 4..<4, expectedValue: "hi !"),
  CallOrderScenario(
    name: "Undo after editing end kept the text undoes the last key",
    rule: AnyInputRule(TrimmingRule()), text: "hi",
    steps: [.step(.type("!")), .step(.endEditing), .step(.undo)], expectedText: "hi",
    expectedSelection: 2..<2, expectedValue: "hi"),
]

@MainActor
@Suite("Call orders: Undo after the program changed the text")
struct UndoCallOrderTests {
  @Test(arguments: undoAfterProgramScenarios, TextSystemQuirks.all)
  func scenario(_ scenario: CallOrderScenario, quirks: TextSystemQuirks) {
    CallOrderCheck.run(scenario, quirks: quirks)
  }

  /// An app that writes the field's own text back on every change (a binding) changes nothing:
  /// the undo history is kept, and Undo undoes the last key.
  @Test(arguments: TextSystemQuirks.all)
  func theSameTextWrittenBackKeepsUndo(quirks: TextSystemQuirks) {
    for mode in AdapterMode.allCases {
      let field = FakeTextField(rule: AnyInputRule(TextRule()), mode: mode, quirks: quirks)
      field.appSetsTextOnEditingChanged = true
      field.type("abc")
      #expect(field.undoHistoryDiscards == 0, "\(mode)")
      field.undo()
      #expect(field.text == "ab", "\(mode)")
      #expect(field.coordinator.driver.text == "ab", "\(mode)")
    }
  }

  /// Each program change of the text discards the history once; one that sets the text the
  /// field already shows discards nothing.
  @Test func eachProgramChangeDiscardsTheHistory() {
    let field = FakeTextField(rule: AnyInputRule(TextRule()))
    field.type("ab")
    #expect(field.undoStepCount == 2)
    field.programSetsTextAndTells("ab")
    #expect(field.undoHistoryDiscards == 0)
    field.programSetsTextAndTells("xy")
    #expect(field.undoHistoryDiscards == 1)
    #expect(field.undoStepCount == 0)
    field.coordinator.setValue(AnyInputRule.Value("z"))
    #expect(field.undoHistoryDiscards == 2)
    field.coordinator.setValue(AnyInputRule.Value("z"))
    #expect(field.undoHistoryDiscards == 2)
  }
}
