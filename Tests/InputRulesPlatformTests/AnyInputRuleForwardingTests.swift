import InputRules
import InputRulesPlatform
import Testing

/// A rule whose every requirement answers what no default answers, each answer naming the
/// requirement and what it was given, so a wrapper that drops a requirement (and falls back to
/// the default) or passes it the wrong arguments is seen. It breaks the rule laws on purpose.
struct DistinctAnswersRule: InputRule, KeyboardSuggesting {
  func review(_ proposal: EditProposal) -> EditDecision {
    .substitute("review \(proposal.replacement)", reason: Reason("review", "Reviewed."))
  }

  func evaluate(_ text: String) -> Evaluation<String> { .valid("evaluate \(text)") }

  func commit(_ text: String, lastValidValue: String?) -> CommitDecision {
    CommitDecision(
      text: "commit \(text) after \(lastValidValue ?? "nothing")",
      reason: Reason("commit", "Committed."))
  }

  func displayText(for value: String) -> String { "display \(value)" }
  func canonicalString(for value: String) -> String { "canonical \(value)" }
  func value(fromCanonical string: String) -> String? { "value \(string)" }

  func refusal(ofCanonical string: String) -> Reason? {
    Reason("refusal", "Refused \(string).")
  }

  func evaluation(afterInsertionMaking text: String, previous: Validity) -> Evaluation<String>? {
    .valid("after insertion \(text) from \(previous)")
  }

  func evaluation(afterDeletionMaking text: String, previous: Validity) -> Evaluation<String>? {
    .valid("after deletion \(text) from \(previous)")
  }

  func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool {
    byte == UInt8(ascii: "q") && range == 1..<2 && text == "abc"
  }

  func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    text == "abcd" && selection == 0..<0 ? 2..<3 : selection
  }

  var forcesLeftToRight: Bool { true }

  var contentHint: ContentHint? { .creditCardNumber }

  var keyboardSuggestion: KeyboardSuggestion { KeyboardSuggestion(keyboard: .url) }
}

/// One requirement of `InputRule` (or of `KeyboardSuggesting`), asked of the type-erased rule.
enum Requirement: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case review, evaluate, commit, displayText, canonicalString, valueFromCanonical
  case refusalOfCanonical, evaluationAfterInsertion, evaluationAfterDeletion, acceptsTypedASCII,
    restingSelection
  case forcesLeftToRight, contentHint, keyboardSuggestion

  var testDescription: String { rawValue }
}

@Suite("The type-erased rule forwards every requirement")
struct AnyInputRuleForwardingTests {
  let rule = AnyInputRule(DistinctAnswersRule())

  func value(_ string: String) -> AnyInputRule.Value { AnyInputRule.Value(string) }

  @Test(arguments: Requirement.allCases)
  func forwards(_ requirement: Requirement) {
    switch requirement {
    case .review:
      let text = "abc"
      let range = text.index(after: text.startIndex)..<text.index(after: text.startIndex)
      let decision = rule.review(
        EditProposal(
          text: text, range: range, utf16Range: 1..<1, replacement: "x", kind: .typing))
      #expect(decision == .substitute("review x", reason: Reason("review", "Reviewed.")))
    case .evaluate:
      #expect(rule.evaluate("abc").value == value("evaluate abc"))
    case .commit:
      let decision = rule.commit("abc", lastValidValue: value("last"))
      #expect(
        decision
          == CommitDecision(text: "commit abc after last", reason: Reason("commit", "Committed.")))
    case .displayText:
      #expect(rule.displayText(for: value("v")) == "display v")
    case .canonicalString:
      #expect(rule.canonicalString(for: value("v")) == "canonical v")
    case .valueFromCanonical:
      #expect(rule.value(fromCanonical: "s") == value("value s"))
    case .refusalOfCanonical:
      #expect(rule.refusal(ofCanonical: "s") == Reason("refusal", "Refused s."))
    case .evaluationAfterInsertion:
      let evaluation = rule.evaluation(afterInsertionMaking: "abc", previous: .incomplete)
      #expect(evaluation?.validity == .valid)
      #expect(evaluation?.value == value("after insertion abc from incomplete"))
    case .evaluationAfterDeletion:
      let evaluation = rule.evaluation(afterDeletionMaking: "ab", previous: .valid)
      #expect(evaluation?.validity == .valid)
      #expect(evaluation?.value == value("after deletion ab from valid"))
    case .acceptsTypedASCII:
      #expect(rule.acceptsTypedASCII(UInt8(ascii: "q"), replacing: 1..<2, in: "abc"))
      #expect(!rule.acceptsTypedASCII(UInt8(ascii: "r"), replacing: 1..<2, in: "abc"))
      #expect(!rule.acceptsTypedASCII(UInt8(ascii: "q"), replacing: 0..<2, in: "abc"))
    case .restingSelection:
      #expect(rule.restingSelection(0..<0, in: "abcd") == 2..<3)
      #expect(rule.restingSelection(1..<1, in: "abcd") == 1..<1)
    case .forcesLeftToRight:
      #expect(rule.forcesLeftToRight)
      #expect(FieldDirection.of(rule) == .leftToRight)
    case .contentHint:
      #expect(rule.contentHint == .creditCardNumber)
    case .keyboardSuggestion:
      #expect(KeyboardSuggestion.suggested(for: rule).keyboard == .url)
      // The rule's own suggestion names no content; its content hint fills it in.
      #expect(KeyboardSuggestion.suggested(for: rule).content == .creditCardNumber)
    }
  }

  /// The speed-ups reach the field through the wrapper: an ASCII key the rule takes without a
  /// review, and the rule's own judgement after an insertion.
  @Test func aFieldUnderTheWrapperTakesTheRulesSpeedUps() {
    var field = InputField(rule: rule)
    field.restore(FieldState(text: "abc", selection: 1..<2))
    let result = field.type("q")
    #expect(result.outcome == .accepted, "taken without review (a review substitutes)")
    #expect(field.text == "aqc")
    #expect(field.value == value("after insertion aqc from valid"))
  }
}
