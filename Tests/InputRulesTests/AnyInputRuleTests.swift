import Foundation
import InputRules
import Testing

/// What `RecordingRule` was asked, in order.
final class RequirementRecorder: @unchecked Sendable {
  private(set) var calls: [AnyInputRuleTests.Requirement] = []

  func record(_ requirement: AnyInputRuleTests.Requirement) { calls.append(requirement) }
  func reset() { calls = [] }
}

/// A rule that records every requirement it is asked and answers each with what no default
/// answers, naming the requirement and what it was given, so that a wrapper that drops a
/// requirement (and answers the default) or passes it the wrong arguments is seen. It breaks the
/// rule laws on purpose.
struct RecordingRule: InputRule {
  typealias Requirement = AnyInputRuleTests.Requirement
  let recorder = RequirementRecorder()

  func review(_ proposal: EditProposal) -> EditDecision {
    recorder.record(.review)
    return .substitute("review \(proposal.replacement)", reason: Reason("review", "Reviewed."))
  }

  func evaluate(_ text: String) -> Evaluation<String> {
    recorder.record(.evaluate)
    return Evaluation(validity: .incomplete, value: "evaluate \(text)", reason: nil)
  }

  func commit(_ text: String, lastValidValue: String?) -> CommitDecision {
    recorder.record(.commit)
    return CommitDecision(
      text: "commit \(text) after \(lastValidValue ?? "nothing")",
      reason: Reason("commit", "Committed."))
  }

  func displayText(for value: String) -> String {
    recorder.record(.displayText)
    return "display \(value)"
  }

  func canonicalString(for value: String) -> String {
    recorder.record(.canonicalString)
    return "canonical \(value)"
  }

  func value(fromCanonical string: String) -> String? {
    recorder.record(.valueFromCanonical)
    return "value \(string)"
  }

  func refusal(ofCanonical string: String) -> Reason? {
    recorder.record(.refusalOfCanonical)
    return Reason("refusal", "Refused \(string).")
  }

  func reason(settingValue value: String, shows shown: String) -> Reason {
    recorder.record(.reasonSettingValue)
    return Reason("setting", "Set \(value), shows \(shown).")
  }

  func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    recorder.record(.restingSelection)
    return text == "abcd" && selection == 0..<0 ? 2..<3 : selection
  }

  var forcesLeftToRight: Bool {
    recorder.record(.forcesLeftToRight)
    return true
  }

  var valueSharesText: Bool {
    recorder.record(.valueSharesText)
    return true
  }

  var contentHint: ContentHint? {
    recorder.record(.contentHint)
    return .creditCardNumber
  }

  func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool {
    recorder.record(.acceptsTypedASCII)
    return byte == UInt8(ascii: "q") && range == 1..<2 && text == "abc"
  }

  func evaluation(afterInsertionMaking text: String, previous: Validity) -> Evaluation<String>? {
    recorder.record(.evaluationAfterInsertion)
    return .valid("after insertion \(text) from \(previous)")
  }

  func evaluation(afterDeletionMaking text: String, previous: Validity) -> Evaluation<String>? {
    recorder.record(.evaluationAfterDeletion)
    return .valid("after deletion \(text) from \(previous)")
  }

  func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<String>?
  {
    recorder.record(.evaluationAfterTypedASCII)
    return .valid("typed at \(offset) of \(text) from \(previous)")
  }
}

/// A rule that implements only what a rule must, keeping every default: what a wrapper that
/// dropped a requirement would answer.
struct DefaultsRule: InputRule {
  func review(_ proposal: EditProposal) -> EditDecision { .accept }
  func evaluate(_ text: String) -> Evaluation<String> { text.isEmpty ? .empty : .valid(text) }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
}

/// An app's rule whose typed-ASCII shortcut takes a key its review refuses. Not a
/// `DebugCheckedRule`, so debug builds take its shortcut unchecked, as release builds do.
struct AppShortcutRule: InputRule {
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

/// `AnyInputRule`, the package's one type erasure of a rule (adapters, terminal forms, spec
/// fields, the command and the WebAssembly module all hold it): every requirement of
/// `InputRule` is forwarded, a value from another rule counts as none, and debug builds check
/// the wrapped rule's shortcuts exactly when they would check the rule itself.
@Suite struct AnyInputRuleTests {
  /// One requirement of `InputRule`. `declaration` is how it starts in the protocol, so that
  /// `everyRequirementOfTheProtocolIsInTheTable` finds a requirement added to `InputRule` and
  /// missing here (and so, perhaps, from the wrapper).
  enum Requirement: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case review, evaluate, commit, displayText, canonicalString, valueFromCanonical
    case refusalOfCanonical, reasonSettingValue, restingSelection
    case forcesLeftToRight, valueSharesText, contentHint
    case acceptsTypedASCII, evaluationAfterInsertion, evaluationAfterDeletion
    case evaluationAfterTypedASCII

    var testDescription: String { rawValue }

    var declaration: String {
      switch self {
      case .review: "review(_"
      case .evaluate: "evaluate(_"
      case .commit: "commit(_"
      case .displayText: "displayText(for"
      case .canonicalString: "canonicalString(for"
      case .valueFromCanonical: "value(fromCanonical"
      case .refusalOfCanonical: "refusal(ofCanonical"
      case .reasonSettingValue: "reason(settingValue"
      case .restingSelection: "restingSelection(_"
      case .forcesLeftToRight: "forcesLeftToRight"
      case .valueSharesText: "valueSharesText"
      case .contentHint: "contentHint"
      case .acceptsTypedASCII: "acceptsTypedASCII(_"
      case .evaluationAfterInsertion: "evaluation(afterInsertionMaking"
      case .evaluationAfterDeletion: "evaluation(afterDeletionMaking"
      case .evaluationAfterTypedASCII: "evaluation(afterTypedASCIIAt"
      }
    }
  }

  /// The table of calls: `requirement` asked of `rule`, its answer written out. `wrap` makes the
  /// rule's value of a string and `unwrap` reads one back, so that the same call is made of a
  /// rule and of its wrapper and the answers compared.
  static func ask<R: InputRule>(
    _ requirement: Requirement, of rule: R, wrap: (String) -> R.Value,
    unwrap: (R.Value) -> String?
  ) -> String {
    func written(_ evaluation: Evaluation<R.Value>?) -> String {
      guard let evaluation else { return "nil" }
      let value = evaluation.value.map { unwrap($0) ?? "foreign" } ?? "none"
      return "\(evaluation.validity) \(value) \(String(describing: evaluation.reason))"
    }
    switch requirement {
    case .review:
      let text = "abc"
      let caret = text.index(after: text.startIndex)
      let proposal = EditProposal(
        text: text, range: caret..<caret, utf16Range: 1..<1, replacement: "x", kind: .typing)
      return "\(rule.review(proposal))"
    case .evaluate: return written(rule.evaluate("abc"))
    case .commit: return "\(rule.commit("abc", lastValidValue: wrap("last")))"
    case .displayText: return rule.displayText(for: wrap("v"))
    case .canonicalString: return rule.canonicalString(for: wrap("v"))
    case .valueFromCanonical: return rule.value(fromCanonical: "s").flatMap(unwrap) ?? "nil"
    case .refusalOfCanonical: return String(describing: rule.refusal(ofCanonical: "s"))
    case .reasonSettingValue: return "\(rule.reason(settingValue: wrap("a"), shows: wrap("b")))"
    case .restingSelection: return "\(rule.restingSelection(0..<0, in: "abcd"))"
    case .forcesLeftToRight: return "\(rule.forcesLeftToRight)"
    case .valueSharesText: return "\(rule.valueSharesText)"
    case .contentHint: return String(describing: rule.contentHint)
    case .acceptsTypedASCII:
      return "\(rule.acceptsTypedASCII(UInt8(ascii: "q"), replacing: 1..<2, in: "abc"))"
    case .evaluationAfterInsertion:
      return written(rule.evaluation(afterInsertionMaking: "abc", previous: .incomplete))
    case .evaluationAfterDeletion:
      return written(rule.evaluation(afterDeletionMaking: "ab", previous: .valid))
    case .evaluationAfterTypedASCII:
      return written(rule.evaluation(afterTypedASCIIAt: 2, making: "abq", previous: .incomplete))
    }
  }

  static func ask(_ requirement: Requirement, of rule: AnyInputRule) -> String {
    ask(requirement, of: rule, wrap: AnyInputRule.Value.init, unwrap: { $0.as(String.self) })
  }

  static func ask<R: InputRule>(_ requirement: Requirement, of rule: R) -> String
  where R.Value == String {
    ask(requirement, of: rule, wrap: { $0 }, unwrap: { $0 })
  }

  /// The wrapper asks the rule (the rule records the call; the properties it reads when it
  /// wraps) and answers what the rule answers, which is not what the default answers.
  @Test(arguments: Requirement.allCases)
  func forwards(_ requirement: Requirement) {
    let rule = RecordingRule()
    let own = Self.ask(requirement, of: rule)
    rule.recorder.reset()
    let wrapper = AnyInputRule(rule)
    let erased = Self.ask(requirement, of: wrapper)
    #expect(rule.recorder.calls.contains(requirement), "the wrapper did not ask the rule")
    #expect(erased == own)
    #expect(own != Self.ask(requirement, of: DefaultsRule()), "the table cannot tell a default")
  }

  /// Every requirement the protocol declares is in the table above, so that a requirement added
  /// to `InputRule` fails here until the wrapper forwards it and this test asks it.
  @Test func everyRequirementOfTheProtocolIsInTheTable() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/InputRules/InputRule.swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    let start = try #require(source.range(of: "public protocol InputRule"))
    let end = try #require(source.range(of: "\n}", range: start.upperBound..<source.endIndex))
    var declared: Set<String> = []
    for line in source[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let kind = words.first, kind == "func" || kind == "var", words.count > 1 else {
        continue
      }
      var name = words[1]
      if kind == "var" { name = name.prefix { $0 != ":" } }
      if kind == "func" { name = name.prefix { $0 != ":" && $0 != " " } }
      declared.insert(String(name))
    }
    #expect(declared == Set(Requirement.allCases.map(\.declaration)))
  }

  /// The speed-ups reach the field through the wrapper: an ASCII key the rule takes without a
  /// review, judged by the rule's own judgement after such a key, and a paste judged by its
  /// judgement after an insertion.
  @Test func aFieldUnderTheWrapperTakesTheRulesSpeedUps() {
    var field = InputField(rule: AnyInputRule(RecordingRule()))
    field.restore(FieldState(text: "abc", selection: 1..<2))
    let result = field.type("q")
    #expect(result.outcome == .accepted, "taken without review (a review substitutes)")
    #expect(field.text == "aqc")
    #expect(field.value == AnyInputRule.Value("typed at 1 of aqc from incomplete"))
    field.paste("xy")
    #expect(field.value?.as(String.self)?.hasPrefix("after insertion") == true)
  }

  @Test func valuesCompareByTheWrappedRulesEquality() {
    let rule = AnyInputRule(DefaultsRule())
    #expect(rule.evaluate("12").value == rule.value(fromCanonical: "12"))
    #expect(rule.evaluate("12").value != rule.value(fromCanonical: "13"))
    #expect(rule.canonicalString(for: rule.value(fromCanonical: "7")!) == "7")
    #expect(AnyInputRule.Value(12) != AnyInputRule.Value("12"))
  }

  /// A value of another type than the rule's is checked, never read as the rule's: it counts as
  /// none.
  @Test func aValueAnotherRuleMadeCountsAsNone() {
    let rule = AnyInputRule(RecordingRule())
    let foreign = AnyInputRule.Value(5)
    #expect(rule.displayText(for: foreign) == "")
    #expect(rule.canonicalString(for: foreign) == "")
    #expect(rule.commit("abc", lastValidValue: foreign).text == "commit abc after nothing")
    #expect(rule.reason(settingValue: foreign, shows: foreign).code == .rounded)
  }

  @Test func aValueGivesItsWrappedValue() {
    let value = AnyInputRule.Value(12)
    #expect(value.as(Int.self) == 12)
    #expect(value.as(String.self) == nil)
    #expect(value.base as? Int == 12)
    #expect(value.description == "12")
  }

  @Test func wrappingAWrapperGivesItBack() {
    func wrapped<R: InputRule>(_ rule: R) -> AnyInputRule { AnyInputRule(rule) }
    let once = AnyInputRule(TextRule())
    #expect(AnyInputRule(once).base is TextRule)
    #expect(wrapped(once).base is TextRule)
    #expect(once.base is TextRule)
  }

  /// An app's rule is not checked under the wrapper: its shortcut is taken as in release builds.
  @Test func anAppRulesShortcutIsNotCheckedUnderTheWrapper() {
    var field = InputField(rule: AnyInputRule(AppShortcutRule()))
    #expect(field.type("a").outcome == .accepted)
  }

  #if DEBUG
    /// This package's rules (any `DebugCheckedRule`) are checked under the wrapper as they are
    /// without it, so that `inputrules replay` and the differential tests behind it stop at a
    /// shortcut that disagrees with the general path.
    @Test func aCheckedRuleIsCheckedUnderTheWrapper() async {
      await #expect(processExitsWith: .failure) {
        var field = InputField(rule: AnyInputRule(ShortcutDisagreeingRule()))
        field.type("a")
      }
    }
  #endif
}
