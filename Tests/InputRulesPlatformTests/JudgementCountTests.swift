import InputRules
import InputRulesPlatform
import Testing

/// How often a rule was asked to decide an edit (`review`) and to judge a whole text
/// (`evaluate`). Each test makes its own; the fields using it run on the main actor.
final class JudgementCounter: @unchecked Sendable {
  var reviews = 0
  var evaluations = 0

  func reset() {
    reviews = 0
    evaluations = 0
  }
}

/// A rule that counts the calls that judge, and answers as `base` does. It keeps the default
/// speed-ups (`acceptsTypedASCII` answers `false`, `evaluation(afterInsertionMaking:)` answers
/// `nil`), so every decision is a review and every judgement of the text an evaluation.
struct CountingRule<Base: InputRule>: InputRule {
  let base: Base
  let counter: JudgementCounter

  func review(_ proposal: EditProposal) -> EditDecision {
    counter.reviews += 1
    return base.review(proposal)
  }

  func evaluate(_ text: String) -> Evaluation<Base.Value> {
    counter.evaluations += 1
    return base.evaluate(text)
  }

  func commit(_ text: String, lastValidValue: Base.Value?) -> CommitDecision {
    base.commit(text, lastValidValue: lastValidValue)
  }

  func displayText(for value: Base.Value) -> String { base.displayText(for: value) }
  func canonicalString(for value: Base.Value) -> String { base.canonicalString(for: value) }
  func value(fromCanonical string: String) -> Base.Value? { base.value(fromCanonical: string) }

  func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    base.restingSelection(selection, in: text)
  }
}

/// One user action, as the text system reports it to the adapter.
enum CountedAction: Sendable, CustomStringConvertible {
  case type(String)
  case paste(String)
  case backspace
  case autocorrect(Range<Int>, String)
  case dictate(String)
  case select(Range<Int>)
  case compose([String])
  case composeAndChooseCandidate([String], String)

  var description: String {
    switch self {
    case .type(let key): "type \(key)"
    case .paste(let text): "paste \(text)"
    case .backspace: "backspace"
    case .autocorrect(let range, let word): "autocorrect \(range) to \(word)"
    case .dictate(let words): "dictate \(words)"
    case .select(let range): "select \(range)"
    case .compose(let steps): "compose \(steps.joined(separator: ", ")) and commit"
    case .composeAndChooseCandidate(let steps, let candidate):
      "compose \(steps.joined(separator: ", ")) and choose \(candidate)"
    }
  }
}

struct CountCase: Sendable, CustomTestStringConvertible {
  var name: String
  var rule: @Sendable (JudgementCounter) -> AnyInputRule
  var caretPolicy: CaretPolicy = .free
  var text = ""
  var selection: Range<Int>? = nil
  var action: CountedAction
  var expectedText: String
  /// Reviews of the edit: one for each edit the rule decides, none for a caret move.
  var reviews = 1
  /// Evaluations of the text: one for an edit that changes it, none for a refused one.
  var evaluations = 1
  var modes: [AdapterMode] = AdapterMode.allCases
  var testDescription: String { name }
}

/// A rule counting its judgements, behind the type-erased rule the UIKit subclass uses.
func counted<R: InputRule>(_ rule: R) -> @Sendable (JudgementCounter) -> AnyInputRule {
  { counter in AnyInputRule(CountingRule(base: rule, counter: counter)) }
}

let countCases: [CountCase] = [
  CountCase(
    name: "a key accepted as typed", rule: counted(TextRule()), text: "ab", action: .type("c"),
    expectedText: "abc"),
  CountCase(
    name: "a key typed in the middle", rule: counted(TextRule()), text: "ac", selection: 1..<1,
    action: .type("b"), expectedText: "abc"),
  CountCase(
    name: "a key over a selection", rule: counted(TextRule()), text: "abc", selection: 0..<2,
    action: .type("x"), expectedText: "xc"),
  CountCase(
    name: "a non-ASCII key", rule: counted(TextRule()), text: "при", action: .type("в"),
    expectedText: "прив"),
  CountCase(
    name: "a paste accepted as it is", rule: counted(TextRule()), text: "ab",
    action: .paste("cd"), expectedText: "abcd"),
  CountCase(
    name: "a paste filtered by the rule", rule: counted(TextRule.allowing(.digits)), text: "1",
    action: .paste("2a3"), expectedText: "123"),
  CountCase(
    name: "a refused key", rule: counted(TextRule.allowing(.digits)), text: "12",
    action: .type("x"), expectedText: "12", evaluations: 0),
  CountCase(
    name: "a key the rule converts", rule: counted(TextRule().converting(to: .upper)),
    text: "AB", action: .type("c"), expectedText: "ABC"),
  CountCase(
    name: "a key the rule reformats", rule: counted(CardNumberRule()), text: "1234",
    action: .type("5"), expectedText: "1234 5"),
  CountCase(
    name: "a cash-register key", rule: counted(CentsRule()), caretPolicy: .pinnedToEnd,
    text: "0.01", action: .type("2"), expectedText: "0.12"),
  CountCase(
    name: "a cash-register key with the caret put elsewhere", rule: counted(CentsRule()),
    caretPolicy: .pinnedToEnd, text: "0.12", selection: 0..<0, action: .type("3"),
    expectedText: "1.23"),
  CountCase(
    name: "Backspace", rule: counted(TextRule()), text: "abc", action: .backspace,
    expectedText: "ab"),
  CountCase(
    name: "autocorrect through the delegate", rule: counted(TextRule()), text: "teh",
    action: .autocorrect(0..<3, "the"), expectedText: "the"),
  CountCase(
    name: "dictation the delegate is not asked about", rule: counted(TextRule()),
    text: "hi ", action: .dictate("there"), expectedText: "hi there"),
  CountCase(
    name: "dictation the rule refuses", rule: counted(TextRule.allowing(.digits)), text: "12",
    action: .dictate("three"), expectedText: "12", evaluations: 0),
  CountCase(
    name: "dictation the rule filters", rule: counted(TextRule.allowing(.digits)), text: "1",
    action: .dictate("2 3"), expectedText: "123"),
  CountCase(
    name: "a caret move judges nothing", rule: counted(TextRule()), text: "abc",
    action: .select(1..<1), expectedText: "abc", reviews: 0, evaluations: 0),
  CountCase(
    name: "a composition is judged once, when committed",
    rule: counted(TextRule.maximumLength(5)), text: "a",
    action: .compose(["k", "か", "かn", "かな", "仮名"]), expectedText: "a仮名",
    modes: [.subclass]),
  CountCase(
    name: "a composition the rule cuts is judged once",
    rule: counted(TextRule.maximumLength(2)), text: "a",
    action: .compose(["に", "にほ", "日本"]), expectedText: "a日", modes: [.subclass]),
  CountCase(
    name: "a composition the rule refuses is judged once",
    rule: counted(TextRule.allowing(.digits)), text: "1", action: .compose(["い", "いち"]),
    expectedText: "1", evaluations: 0, modes: [.subclass]),
  CountCase(
    name: "a candidate chosen past the delegate is judged once",
    rule: counted(TextRule.maximumLength(4)), text: "a",
    action: .composeAndChooseCandidate(["z", "zh", "zhong"], "中"), expectedText: "a中",
    modes: [.subclass]),
  // A delegate cannot tell the first key of a composition from a typed one: it is judged as
  // typed, and the candidate that replaces the composition once more.
  CountCase(
    name: "through a delegate, the first composing key and the candidate are judged",
    rule: counted(TextRule.maximumLength(4)), text: "a",
    action: .composeAndChooseCandidate(["z", "zh", "zhong"], "中"), expectedText: "a中",
    reviews: 2, evaluations: 2, modes: [.delegateProxy]),
]

@MainActor
@Suite("One key press is judged once, whatever the adapter is told")
struct JudgementCountTests {
  @Test(arguments: countCases, TextSystemQuirks.all)
  func judgedOnce(_ testCase: CountCase, quirks: TextSystemQuirks) {
    for mode in testCase.modes {
      for appSetsText in [false, true] {
        let counter = JudgementCounter()
        let field = FakeTextField(
          rule: testCase.rule(counter), text: testCase.text, mode: mode, quirks: quirks,
          caretPolicy: testCase.caretPolicy)
        field.appSetsTextOnEditingChanged = appSetsText
        if let selection = testCase.selection { field.userSelects(selection) }
        counter.reset()
        field.perform(testCase.action)
        let context = Comment(
          rawValue: "\(mode), \(quirks)\(appSetsText ? ", the app sets the text again" : "")")
        #expect(field.text == testCase.expectedText, context)
        #expect(field.coordinator.driver.text == field.text, context)
        #expect(counter.reviews == testCase.reviews, "reviews, \(context)")
        #expect(counter.evaluations == testCase.evaluations, "evaluations, \(context)")
        #expect(field.crashes.isEmpty, context)
      }
    }
  }

  /// The field still judges the text it shows: validity and value follow each key.
  @Test(arguments: TextSystemQuirks.all)
  func theJudgementFollowsTheText(quirks: TextSystemQuirks) {
    let counter = JudgementCounter()
    let field = FakeTextField(
      rule: CountingRule(base: CentsRule(), counter: counter), quirks: quirks,
      caretPolicy: .pinnedToEnd)
    var values: [Int?] = []
    for key in ["1", "2", "x", "3"] {
      field.type(key)
      values.append(field.coordinator.value)
    }
    field.deleteBackward()
    values.append(field.coordinator.value)
    #expect(values == [1, 12, 12, 123, 12])
    #expect(field.coordinator.status.validity == .valid)
    #expect(counter.reviews == 5)
    #expect(counter.evaluations == 4)
  }
}

/// AppKit's formatter hands over each change as a whole proposed text, with no state kept.
@Suite("A proposed text judged without state is judged once")
struct ProposedTextCountTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var original: String
    var proposed: String
    var reviews = 1
    var evaluations = 1
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(name: "an accepted key", original: "12", proposed: "123"),
    Case(name: "a paste the rule filters", original: "12", proposed: "12a3"),
    // The field keeps the original, which has no state to be judged in but this call.
    Case(name: "a refused key", original: "12", proposed: "12a"),
    Case(
      name: "nothing changed", original: "12", proposed: "12", reviews: 0, evaluations: 0),
  ])
  func judgedOnce(_ testCase: Case) {
    let counter = JudgementCounter()
    let caret = PlatformRange.caret(testCase.original.utf16.count)
    _ = TextInputDriver.judgeProposedText(
      PlatformSnapshot(
        text: testCase.proposed, selection: .caret(testCase.proposed.utf16.count)),
      original: PlatformSnapshot(text: testCase.original, selection: caret),
      rule: CountingRule(base: TextRule.allowing(.digits), counter: counter))
    #expect(counter.reviews == testCase.reviews)
    #expect(counter.evaluations == testCase.evaluations)
  }
}

extension FakeTextField {
  func perform(_ action: CountedAction) {
    switch action {
    case .type(let key): type(key)
    case .paste(let text): paste(text)
    case .backspace: deleteBackward()
    case .autocorrect(let range, let word): autocorrect(range, with: word)
    case .dictate(let words): dictate(words)
    case .select(let range): userSelects(range)
    case .compose(let steps):
      for step in steps { setMarkedText(step) }
      unmarkText()
    case .composeAndChooseCandidate(let steps, let candidate):
      for step in steps { setMarkedText(step) }
      chooseCandidateBypassingDelegate(candidate)
    }
  }
}

/// `InputField.mirror`, which the driver takes every platform report with.
@Suite("A field mirroring a platform report")
struct MirrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var reported: FieldState
    var expected: FieldState
    var evaluations: Int
    var validity: Validity
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "the field's own text: only the selection is taken",
      reported: FieldState(text: "12", selection: 1..<1),
      expected: FieldState(text: "12", selection: 1..<1), evaluations: 0, validity: .valid),
    Case(
      name: "a selection out of bounds is clamped, still without judging",
      reported: FieldState(text: "12", selection: -3..<40),
      expected: FieldState(text: "12", selection: 0..<2), evaluations: 0, validity: .valid),
    Case(
      name: "another text is judged",
      reported: FieldState(text: "1x", selection: 2..<2),
      expected: FieldState(text: "1x", selection: 2..<2), evaluations: 1, validity: .invalid),
    Case(
      name: "the same text while composing is judged without its composition",
      reported: FieldState(text: "12", selection: 2..<2, marked: 1..<2),
      expected: FieldState(text: "12", selection: 2..<2, marked: 1..<2), evaluations: 1,
      validity: .valid),
  ]

  @Test(arguments: cases)
  func mirror(_ testCase: Case) {
    let counter = JudgementCounter()
    var field = InputField(rule: CountingRule(base: TextRule.allowing(.digits), counter: counter))
    field.restore(FieldState(text: "12"))
    counter.reset()
    field.mirror(testCase.reported)
    #expect(field.state == testCase.expected)
    #expect(counter.evaluations == testCase.evaluations)
    #expect(counter.reviews == 0)
    #expect(field.validity == testCase.validity)
  }
}
