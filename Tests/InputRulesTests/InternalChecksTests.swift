import InputRules
import Testing

/// A rule whose typed-ASCII shortcut takes a key its review refuses: a speed-up that disagrees
/// with the rule.
struct ShortcutDisagreeingRule: DebugCheckedRule {
  func review(_ proposal: EditProposal) -> EditDecision {
    proposal.isDeletion ? .accept : .reject(Reason(.disallowedCharacter, "Nothing is typed."))
  }
  func evaluate(_ text: String) -> Evaluation<String> { text.isEmpty ? .empty : .valid(text) }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
  func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool {
    true
  }
}

/// A rule whose quick judgement after an insertion is not its `evaluate`.
struct QuickEvaluationDisagreeingRule: DebugCheckedRule {
  func review(_ proposal: EditProposal) -> EditDecision { .accept }
  func evaluate(_ text: String) -> Evaluation<String> { text.isEmpty ? .empty : .valid(text) }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
  func evaluation(afterInsertionMaking text: String, previous: Validity) -> Evaluation<String>? {
    .valid(text.uppercased())
  }
}

/// Debug builds of InputRules run the general path beside every shortcut a checked rule takes,
/// and stop at the first disagreement.
@Suite("Internal checks of the shortcuts")
struct InternalChecksTests {
  #if DEBUG
    @Test func aTypedKeyTheReviewWouldRefuseStopsTheEngine() async {
      await #expect(processExitsWith: .failure) {
        _ = FieldEngine.apply(
          Edit(location: 0, length: 0, replacement: "a", kind: .typing), to: .empty,
          under: ShortcutDisagreeingRule())
      }
    }

    @Test func aTypedKeyTheReviewWouldRefuseStopsTheField() async {
      await #expect(processExitsWith: .failure) {
        var field = InputField(rule: ShortcutDisagreeingRule())
        field.type("a")
      }
    }

    @Test func aQuickEvaluationThatIsNotTheRulesStopsTheField() async {
      await #expect(processExitsWith: .failure) {
        var field = InputField(rule: QuickEvaluationDisagreeingRule())
        field.paste("ab")
      }
    }
  #endif

  /// The same shortcuts, agreeing with the rule, are taken without complaint.
  @Test func agreeingShortcutsPass() {
    var field = InputField(rule: TextRule.allowing(.letters).maximumLength(4))
    #expect(field.type("abc").outcome == .accepted)
    #expect(field.paste("d").outcome == .accepted)
    #expect(field.text == "abcd")
    #expect(field.validity == .valid)
  }
}
