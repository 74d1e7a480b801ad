import InputRules
import InputRulesTestSupport
import Testing

// Deliberately broken rules: each breaks one law, and the checker must say so. Without these
// tests a checker that never reports anything would pass every law test.

/// Accepts every edit but judges any text invalid.
struct AcceptsEverythingButClaimsInvalid: InputRule {
  func review(_ proposal: EditProposal) -> EditDecision { .accept }
  func evaluate(_ text: String) -> Evaluation<String> {
    text.isEmpty ? .empty : .invalid(Reason(.custom, "Nothing is ever right."))
  }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
}

/// A text rule with one thing changed.
struct Tampered: InputRule {
  enum Flaw: Sendable {
    case refusesDeletions, refusesPastes, dropsLastPastedCharacter, caretToStart
    case lossyCanonical, displayAddsSpace, commitsControlCharacter, validWithoutValue
    /// Speed-ups that lie: every typed ASCII key taken (even past the length limit), and a
    /// quick judgement after insertions that gives the text upper-cased as the value.
    case takesEveryTypedASCII, quickEvaluationUpperCases
    /// The caret rests only at even offsets, but typed keys go through the fast path, where
    /// the engine does not ask where the caret rests.
    case caretRestsAtEvenOffsets
    /// A key typed over a selection is refused, as a rule that judged it against the text
    /// shifted by the selection's removal would refuse it.
    case refusesKeysOverSelections
    /// Every composition is refused when it is committed (an engine law then applies: the
    /// field goes back to its state before composing).
    case refusesCompositions
  }
  var flaw: Flaw
  var base = TextRule.maximumLength(8)

  func review(_ proposal: EditProposal) -> EditDecision {
    switch flaw {
    case .refusesDeletions where proposal.isDeletion:
      return .reject(Reason(.custom, "No deleting."))
    case .refusesPastes where proposal.kind == .paste:
      return .reject(Reason(.custom, "No pasting."))
    case .refusesCompositions where proposal.kind == .composition:
      return .reject(Reason(.custom, "No composing."))
    case .refusesKeysOverSelections where !proposal.isDeletion && !proposal.range.isEmpty:
      return .reject(Reason(.custom, "No typing over a selection."))
    case .dropsLastPastedCharacter where proposal.kind == .paste:
      let decision = base.review(proposal)
      switch decision {
      case .accept: return .substitute(String(proposal.replacement.dropLast()), reason: nil)
      case .substitute(let kept, let reason):
        return .substitute(String(kept.dropLast()), reason: reason)
      default: return decision
      }
    case .caretToStart where !proposal.isDeletion:
      switch base.review(proposal) {
      case .accept:
        return .reformat(text: proposal.proposedText, selection: 0..<0, reason: nil)
      case let other: return other
      }
    default:
      return base.review(proposal)
    }
  }

  func evaluate(_ text: String) -> Evaluation<String> {
    let evaluation = base.evaluate(text)
    if flaw == .validWithoutValue && evaluation.validity == .valid {
      return Evaluation(validity: .valid, value: nil)
    }
    return evaluation
  }

  // The speed-ups are the base rule's only where no flaw changes `review` or `evaluate`.
  func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool {
    switch flaw {
    case .takesEveryTypedASCII: return true
    case .caretRestsAtEvenOffsets: return base.acceptsTypedASCII(byte, replacing: range, in: text)
    default: return false
    }
  }

  func evaluation(afterInsertionMaking text: String, previous: Validity) -> Evaluation<String>? {
    guard flaw == .quickEvaluationUpperCases else { return nil }
    return base.evaluation(afterInsertionMaking: text, previous: previous).map {
      $0.value.map { .valid($0.uppercased()) } ?? $0
    }
  }

  func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    guard flaw == .caretRestsAtEvenOffsets else { return selection }
    return (selection.lowerBound & ~1)..<(selection.upperBound & ~1)
  }

  func commit(_ text: String, lastValidValue: String?) -> CommitDecision {
    flaw == .commitsControlCharacter && !text.isEmpty
      ? CommitDecision(text: text + "\u{7}") : CommitDecision(text: text)
  }

  func displayText(for value: String) -> String {
    flaw == .displayAddsSpace ? value + " " : value
  }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? {
    flaw == .lossyCanonical ? string.lowercased() : string
  }
}

struct BrokenRuleCase: CustomTestStringConvertible, Sendable {
  var name: String
  var flaw: Tampered.Flaw
  var expected: FieldLaw
  var testDescription: String { "\(name) breaks \(expected)" }
}

@Suite("Law checkers catch broken rules")
struct LawCheckerTests {
  /// Every law (text-rule laws included), paste policy as the default text rules.
  let everyLaw = FieldLawOptions(
    steps: 1_500, alphabet: ["a", "b", "C", "D", "1", " ", "é"],
    laws: Set(FieldLaw.allCases).subtracting(FieldLaw.reformattingLaws), pasteKeepsWhatFits: true)

  /// The laws of reformatting rules catch a field that refuses its own text or a retyped
  /// selection (a text rule keeps them, so a tampered one shows the checker at work).
  @Test(arguments: [
    (Tampered.Flaw.refusesKeysOverSelections, FieldLaw.retypeRestores),
    (.refusesPastes, .showsWhatItTakes),
    (.dropsLastPastedCharacter, .showsWhatItTakes),
  ])
  func aBrokenReformattingLawIsCaught(_ flaw: Tampered.Flaw, _ expected: FieldLaw) {
    let options = FieldLawOptions(
      steps: 300, alphabet: ["a", "b", "1", "ab"], laws: FieldLaw.reformattingLaws)
    let violations = FieldLaws.check(Tampered(flaw: flaw), seed: 5, options: options)
    #expect(violations.contains { $0.law == expected }, "found \(Set(violations.map(\.law)))")
    // The untampered rule keeps both laws.
    #expect(FieldLaws.check(TextRule.maximumLength(8), seed: 5, options: options).isEmpty)
  }

  @Test func acceptingEverythingButClaimingInvalidIsCaught() {
    let violations = FieldLaws.check(
      AcceptsEverythingButClaimsInvalid(), seed: 7, options: everyLaw)
    let laws = Set(violations.map(\.law))
    #expect(laws.contains(.insertionKeepsTextAcceptable))
    #expect(laws.contains(.textAlwaysSatisfiesRule))
  }

  @Test(arguments: [
    BrokenRuleCase(
      name: "refusing deletions", flaw: .refusesDeletions, expected: .deletionIsAccepted),
    BrokenRuleCase(name: "refusing pastes", flaw: .refusesPastes, expected: .pasteMatchesTyping),
    BrokenRuleCase(
      name: "dropping the last pasted character", flaw: .dropsLastPastedCharacter,
      expected: .pasteMatchesTyping),
    BrokenRuleCase(
      name: "putting the caret at the start", flaw: .caretToStart, expected: .editStaysInItsRange),
    BrokenRuleCase(
      name: "lower-casing canonical strings", flaw: .lossyCanonical, expected: .canonicalRoundTrip),
    BrokenRuleCase(
      name: "displaying a trailing space", flaw: .displayAddsSpace, expected: .displayRoundTrip),
    BrokenRuleCase(
      name: "displaying a trailing space", flaw: .displayAddsSpace, expected: .setValueShowsValue),
    BrokenRuleCase(
      name: "committing a control character", flaw: .commitsControlCharacter,
      expected: .commitLeavesValidOrEmpty),
    BrokenRuleCase(
      name: "valid text without a value", flaw: .validWithoutValue,
      expected: .validityMatchesRule),
    BrokenRuleCase(
      name: "taking every typed ASCII key", flaw: .takesEveryTypedASCII, expected: .fastPathsAgree),
    BrokenRuleCase(
      name: "a quick judgement with another value", flaw: .quickEvaluationUpperCases,
      expected: .fastPathsAgree),
    BrokenRuleCase(
      name: "typed keys leaving the caret where it does not rest",
      flaw: .caretRestsAtEvenOffsets, expected: .selectionRests),
  ])
  func brokenRuleIsCaught(_ c: BrokenRuleCase) {
    let violations = FieldLaws.check(Tampered(flaw: c.flaw), seed: 11, options: everyLaw)
    #expect(
      violations.contains { $0.law == c.expected }, "found only \(Set(violations.map(\.law)))")
    // And the violation says where to look.
    if let first = violations.first(where: { $0.law == c.expected }) {
      #expect(first.seed == 11)
      #expect(first.action != nil)
      #expect(first.description.contains("seed 11, step \(first.step)"))
    }
  }

  @Test func theUntamperedRuleKeepsEveryLaw() {
    let rule = TextRule.maximumLength(8)
    #expect(FieldLaws.check(rule, seed: 11, options: everyLaw).isEmpty)
  }

  @Test func violationsAreReproducibleFromTheSeed() {
    let rule = Tampered(flaw: .refusesPastes)
    let first = FieldLaws.check(rule, seed: 3, options: everyLaw)
    let second = FieldLaws.check(rule, seed: 3, options: everyLaw)
    #expect(!first.isEmpty)
    #expect(first == second)
    // The script replays the run up to the violation.
    let violation = first[0]
    let script = FieldLaws.script(for: rule, seed: 3, steps: violation.step + 1, options: everyLaw)
    #expect(script.last == violation.action)
    var field = InputField(rule: rule)
    for action in script.dropLast() { field.perform(action) }
    #expect(field.state == violation.before)
  }

  @Test func checkStopsAtMaxViolations() {
    var options = everyLaw
    options.maxViolations = 3
    let violations = FieldLaws.check(
      AcceptsEverythingButClaimsInvalid(), seeds: 1...4, options: options)
    #expect(violations.count == 3)
  }

  @Test func valueLawsCatchALossyRule() {
    let violations = FieldLaws.checkValues(Tampered(flaw: .lossyCanonical), values: ["abc", "ABC"])
    #expect(violations.map(\.law) == [.canonicalRoundTrip])
    #expect(violations.first?.step == 1)
    #expect(FieldLaws.checkValues(TextRule(), values: ["abc", "ABC", "🇩🇪", " x "]).isEmpty)
  }

  @Test func valueLawsCatchAValueTheFieldCannotShow() {
    let violations = FieldLaws.checkValues(TextRule.maximumLength(2), values: ["abc"])
    #expect(Set(violations.map(\.law)) == [.displayRoundTrip, .setValueShowsValue])
  }
}

/// The single-step checks, on hand-made states the engine itself never produces.
@Suite("Single-step law checks")
struct SingleStepLawTests {
  struct StateCase: CustomTestStringConvertible, Sendable {
    var name: String
    var state: FieldState
    var broken: Bool
    var testDescription: String { name }
  }

  @Test(arguments: [
    StateCase(name: "caret at the end", state: FieldState(text: "ab"), broken: false),
    StateCase(
      name: "whole flag selected", state: FieldState(text: "🇩🇪", selection: 0..<4), broken: false),
    StateCase(
      name: "caret past the end", state: FieldState(text: "ab", selection: 3..<3), broken: true),
    StateCase(
      name: "negative caret", state: FieldState(text: "ab", selection: -1..<0), broken: true),
    StateCase(
      name: "caret inside a flag", state: FieldState(text: "🇩🇪", selection: 2..<2), broken: true),
    StateCase(
      name: "caret inside a surrogate pair", state: FieldState(text: "😀", selection: 1..<1),
      broken: true),
    StateCase(
      name: "selection ending inside e + accent",
      state: FieldState(text: "e\u{301}", selection: 0..<1), broken: true),
  ])
  func selectionCheck(_ c: StateCase) {
    #expect((FieldLaws.selectionProblem(in: c.state) != nil) == c.broken)
  }

  @Test(arguments: [
    StateCase(name: "nothing marked", state: FieldState(text: "ab"), broken: false),
    StateCase(name: "kana marked", state: FieldState(text: "aにほ", marked: 1..<3), broken: false),
    StateCase(
      name: "empty marked range", state: FieldState(text: "ab", marked: 1..<1), broken: true),
    StateCase(
      name: "marked range past the end", state: FieldState(text: "ab", marked: 1..<5), broken: true),
    StateCase(
      name: "marked range splitting a skin tone", state: FieldState(text: "👍🏽", marked: 0..<2),
      broken: true),
  ])
  func markedRangeCheck(_ c: StateCase) {
    #expect((FieldLaws.markedRangeProblem(in: c.state) != nil) == c.broken)
  }

  @Test func rejectionCheck() {
    let before = FieldState(text: "ab")
    let reason = Reason(.tooLong, "Too long.")
    let unchanged = EditResult(state: before, outcome: .rejected, reason: reason)
    #expect(FieldLaws.rejectionProblem(before: before, result: unchanged, after: before) == nil)
    let changed = FieldState(text: "abc")
    #expect(FieldLaws.rejectionProblem(before: before, result: unchanged, after: changed) != nil)
    let moved = FieldState(text: "ab", selection: 0..<0)
    #expect(FieldLaws.rejectionProblem(before: before, result: unchanged, after: moved) != nil)
    let silent = EditResult(state: before, outcome: .rejected)
    #expect(FieldLaws.rejectionProblem(before: before, result: silent, after: before) != nil)
    let accepted = EditResult(state: changed, outcome: .accepted)
    #expect(FieldLaws.rejectionProblem(before: before, result: accepted, after: changed) == nil)
  }

  @Test func rangeCheck() {
    // "ab|cd" with "X" put over "b": "aXcd", caret after X.
    #expect(
      FieldLaws.rangeProblem(
        before: "abcd", range: 1..<2, after: FieldState(text: "aXcd", selection: 2..<2)) == nil)
    // The caret must be right after the insertion.
    #expect(
      FieldLaws.rangeProblem(
        before: "abcd", range: 1..<2, after: FieldState(text: "aXcd", selection: 4..<4)) != nil)
    // Text outside the range must stay.
    #expect(
      FieldLaws.rangeProblem(
        before: "abcd", range: 1..<2, after: FieldState(text: "aXc", selection: 2..<2)) != nil)
    #expect(
      FieldLaws.rangeProblem(
        before: "abcd", range: 1..<2, after: FieldState(text: "ZXcd", selection: 2..<2)) != nil)
    // Joining the next cluster moves the caret to its end: "e|" + accent typed before "x".
    #expect(
      FieldLaws.rangeProblem(
        before: "\u{301}x", range: 0..<0, after: FieldState(text: "e\u{301}x", selection: 2..<2))
        == nil)
  }

  @Test func compositionCheck() {
    let before = FieldState(text: "ab", selection: 1..<1)
    let good = FieldState(text: "aにb", selection: 2..<2, marked: 1..<2)
    let accepted = EditResult(state: good, outcome: .accepted)
    #expect(
      FieldLaws.compositionProblem(marked: "に", before: before, result: accepted, after: good)
        == nil)
    let judged = EditResult(state: good, outcome: .transformed)
    #expect(
      FieldLaws.compositionProblem(marked: "に", before: before, result: judged, after: good) != nil)
    let cut = FieldState(text: "ab", selection: 1..<1)
    #expect(
      FieldLaws.compositionProblem(marked: "に", before: before, result: accepted, after: cut) != nil
    )
    let unmarked = FieldState(text: "aにb", selection: 2..<2)
    #expect(
      FieldLaws.compositionProblem(marked: "に", before: before, result: accepted, after: unmarked)
        != nil)
    #expect(
      FieldLaws.compositionProblem(marked: "", before: good, result: accepted, after: good) != nil)
  }

  @Test func resultCheck() {
    let after = FieldState(text: "ab")
    #expect(
      FieldLaws.resultProblem(EditResult(state: after, outcome: .accepted), after: after) == nil)
    for other in [
      FieldState(text: "abc"), FieldState(text: "ab", selection: 0..<0),
      FieldState(text: "ab", marked: 1..<2),
    ] {
      #expect(
        FieldLaws.resultProblem(EditResult(state: other, outcome: .accepted), after: after) != nil,
        "\(other)")
    }
  }

  @Test func refusedCompositionCheck() {
    let start = FieldState(text: "ab", selection: 1..<2)
    #expect(FieldLaws.refusedCompositionProblem(start: start, after: start) == nil)
    // The composed text kept, the selection lost, or still composing: not back at the start.
    for after in [
      FieldState(text: "aに", selection: 2..<2), FieldState(text: "ab", selection: 2..<2),
      FieldState(text: "ab", selection: 1..<2, marked: 1..<2),
    ] {
      #expect(FieldLaws.refusedCompositionProblem(start: start, after: after) != nil, "\(after)")
    }
  }

  @Test func joinDetection() {
    #expect(FieldLaws.someCluster(of: "ab", joins: "c") == false)
    #expect(FieldLaws.someCluster(of: "ab", joins: nil) == false)
    #expect(FieldLaws.someCluster(of: "a", joins: "\u{301}"))
    #expect(FieldLaws.someCluster(of: "x\u{1F1E9}", joins: "\u{1F1EA}"))
    #expect(FieldLaws.someCluster(of: "\r", joins: "\n"))
  }
}

/// The single-step entry point: one given action, its laws checked, the violations returned.
@Suite("Laws checked one action at a time")
struct LawCheckedFieldTests {
  let everyLaw = FieldLawOptions(
    laws: Set(FieldLaw.allCases).subtracting(FieldLaw.reformattingLaws), pasteKeepsWhatFits: true)

  @Test func aScriptKeepingTheLawsReportsNothing() {
    var checked = LawCheckedField(rule: TextRule.maximumLength(3), options: everyLaw)
    let script: [FieldAction] = [
      .type("a"), .paste("bcd"), .backspace, .mark("に"), .unmark, .select(0, 1),
      .replace(location: -5, length: Int.max, with: "é"), .commit, .setValue(canonical: "xy"),
    ]
    for action in script {
      let violations = checked.perform(action)
      #expect(violations.isEmpty, "\(action): \(violations)")
    }
    #expect(checked.step == script.count)
    #expect(checked.field.text == "xy")
    #expect(checked.valuesSeen == ["a", "abc", "ab", "abに", "é", "xy"])
  }

  @Test func aViolationNamesItsStepActionAndStates() {
    var checked = LawCheckedField(
      rule: Tampered(flaw: .refusesDeletions), options: everyLaw, seed: 99)
    #expect(checked.perform(.type("a")).isEmpty)
    #expect(checked.perform(.type("b")).isEmpty)
    let violations = checked.perform(.backspace)
    #expect(violations.map(\.law) == [.deletionIsAccepted])
    let deletion = violations.first
    #expect(deletion?.step == 2)
    #expect(deletion?.seed == 99)
    #expect(deletion?.action == .backspace)
    #expect(deletion?.before.text == "ab")
    #expect(deletion?.after.text == "ab")
  }

  /// `FieldLaws.check` is the random generator driving a `LawCheckedField`: replaying its
  /// actions one by one finds exactly the same violations.
  @Test(arguments: [
    Tampered.Flaw.refusesPastes, .caretToStart, .takesEveryTypedASCII, .caretRestsAtEvenOffsets,
  ])
  func aRandomRunIsItsActionsCheckedOneByOne(_ flaw: Tampered.Flaw) {
    let options = FieldLawOptions(
      steps: 400, maxViolations: 1_000, alphabet: ["a", "b", "C", "1", " ", "é"],
      laws: Set(FieldLaw.allCases), pasteKeepsWhatFits: true)
    let rule = Tampered(flaw: flaw)
    let random = FieldLaws.check(rule, seed: 5, options: options)
    #expect(!random.isEmpty)
    var checked = LawCheckedField(rule: rule, options: options, seed: 5)
    var replayed: [LawViolation] = []
    for action in FieldLaws.script(for: rule, seed: 5, steps: 400, options: options) {
      replayed += checked.perform(action)
    }
    #expect(replayed == random)
  }

  /// Selections are checked after edits too, not only after `select`, `setValue` and
  /// `commit`: a key typed through the fast path must leave the caret where it rests.
  @Test func aTypedKeyLeavingTheCaretWhereItDoesNotRestIsCaught() {
    var checked = LawCheckedField(
      rule: Tampered(flaw: .caretRestsAtEvenOffsets),
      options: FieldLawOptions(laws: [.selectionRests]))
    let violations = checked.perform(.type("a"))
    #expect(violations.map(\.law) == [.selectionRests])
    #expect(violations.first?.after.selection == 1..<1)
  }

  @Test func aLyingTypedASCIIAnswerIsCaughtBeforeTheKeyIsTyped() {
    // "x" is refused by review, but the rule says it takes it.
    #expect(
      FieldLaws.typedASCIIProblem(
        Tampered(flaw: .takesEveryTypedASCII, base: TextRule.allowing("abc")), key: "x",
        location: 0, length: 0, in: "ab") != nil)
    // Honest answers, and keys the engine would not ask about, find nothing.
    #expect(
      FieldLaws.typedASCIIProblem(
        TextRule.allowing("abc"), key: "a", location: 2, length: 0, in: "ab")
        == nil)
    for (key, location, length, text) in [
      ("x", 0, 0, "é"), ("\n", 0, 0, "ab"), ("é", 0, 0, "ab"), ("x", 3, 0, "ab"),
      ("x", -1, 1, "ab"),
      ("x", 1, 0, "\r\n"),
    ] {
      #expect(
        FieldLaws.typedASCIIProblem(
          Tampered(flaw: .takesEveryTypedASCII, base: TextRule.allowing("abc")), key: key,
          location: location, length: length, in: text) == nil, "\(key) at \(location) in \(text)")
    }
  }

  /// A composition the rule refuses, committed by itself or by an action that ends it: the
  /// engine puts the field back as it was before composing, which the checker compares with its
  /// own record of that state, and every result carries the field's state.
  @Test(arguments: [FieldAction.unmark, .select(0, 0), .type("c"), .commit])
  func aRefusedCompositionIsCheckedAgainstTheFieldBeforeComposing(_ ending: FieldAction) {
    var checked = LawCheckedField(
      rule: Tampered(flaw: .refusesCompositions),
      options: FieldLawOptions(laws: [.refusedCompositionRestoresField, .resultIsFieldState]))
    #expect(checked.perform(.type("ab")).isEmpty)
    #expect(checked.perform(.select(1, 2)).isEmpty)
    #expect(checked.perform(.mark("に")).isEmpty)
    #expect(checked.field.state.isComposing)
    #expect(checked.perform(ending).isEmpty)
    #expect(!checked.field.text.contains("に"), "the composition was refused")
  }

  @Test func aLyingQuickEvaluationIsCaught() {
    let rule = Tampered(flaw: .quickEvaluationUpperCases)
    #expect(FieldLaws.quickEvaluationProblem(rule, text: "ab", previous: .valid) != nil)
    #expect(FieldLaws.quickEvaluationProblem(rule, text: "AB", previous: .valid) == nil)
    #expect(FieldLaws.quickEvaluationProblem(TextRule(), text: "ab", previous: .valid) == nil)
    var checked = LawCheckedField(rule: rule, options: FieldLawOptions(laws: [.fastPathsAgree]))
    #expect(checked.perform(.type("a")).map(\.law) == [.fastPathsAgree])
  }
}
