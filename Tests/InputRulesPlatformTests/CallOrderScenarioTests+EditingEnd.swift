import InputRules
import InputRulesPlatform
import Testing

/// Editing end committed from the text the adapter gives (`editingDidEnd(text:)`), as AppKit's
/// adapter does with the field editor the notification carries: by then the field may no longer
/// report its editor's text. Here the host's snapshot is stale (empty) while the text given is
/// the one the user ended with.
@MainActor
@Suite("Call orders: editing end committed from the text the adapter gives")
struct EditingEndFromTextTests {
  func value(_ field: FakeTextField<AnyInputRule>) -> String? {
    field.coordinator.value.map { field.coordinator.rule.canonicalString(for: $0) }
  }

  @Test(arguments: AdapterMode.allCases)
  func theGivenTextIsCommitted(mode: AdapterMode) {
    let field = FakeTextField(rule: AnyInputRule(TrimmingRule()), text: "  hi ", mode: mode)
    field.type("!")
    field.staleSnapshotText = ""
    field.coordinator.editingDidEnd(text: "  hi !")
    field.staleSnapshotText = nil
    #expect(field.text == "hi !")
    #expect(value(field) == "hi !")
    #expect(field.coordinator.driver.text == "hi !")
    #expect(field.announcements.isEmpty)
    #expect(field.undoHistoryDiscards == 1)
    #expect(field.crashes.isEmpty)
  }

  /// A text the commit keeps is not written to the field, and the undo history stays.
  @Test(arguments: AdapterMode.allCases)
  func aTextTheCommitKeepsIsLeftAlone(mode: AdapterMode) {
    let field = FakeTextField(rule: AnyInputRule(TrimmingRule()), text: "hi", mode: mode)
    field.type("!")
    field.staleSnapshotText = ""
    field.coordinator.editingDidEnd(text: "hi!")
    field.staleSnapshotText = nil
    #expect(field.text == "hi!")
    #expect(value(field) == "hi!")
    #expect(field.coordinator.driver.text == "hi!")
    #expect(field.undoHistoryDiscards == 0)
    #expect(field.undoStepCount == 1)
  }

  /// A change the driver was not told about is judged from the text given, then committed: a
  /// refused one puts the last agreed text back, with its reason announced once.
  @Test(arguments: AdapterMode.allCases)
  func aChangeInTheGivenTextIsJudged(mode: AdapterMode) {
    let field = FakeTextField(rule: digits4, text: "12", mode: mode)
    field.staleSnapshotText = ""
    field.coordinator.editingDidEnd(text: "12a")
    field.staleSnapshotText = nil
    #expect(field.text == "12")
    #expect(value(field) == "12")
    #expect(field.coordinator.driver.text == "12")
    #expect(field.announcements.count == 1)
    #expect(field.announcements.first?.contains("“a” is not accepted") == true)
  }
}
