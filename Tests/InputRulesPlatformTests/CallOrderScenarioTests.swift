import InputRules
import InputRulesCodes
import InputRulesMasks
import InputRulesNumbers
import InputRulesPlatform
import Testing

/// One thing that happens to a field in one of the call orders of newer systems and hardware
/// keyboards, or one of the steps every scenario has (`Step`).
enum CallStep: Sendable, CustomStringConvertible {
  case step(Step)
  case commitCandidate(String, CandidateCommit)
  case hangul(String, recomposing: Bool)
  case hangulAsDeletionThenInsertion(String)
  case autoFill(String)
  case autoFillAgain(String, digitByDigit: Bool)
  case programSetsTextAndTells(String)
  case setValue(String?)
  case deleteForward(asksDelegate: Bool)
  case deleteToLineStart
  case inlinePrediction(String)
  case writingTools(String, reportedOnly: Bool)

  var description: String {
    switch self {
    case .step(let step): step.description
    case .commitCandidate(let text, let order): "commit \(text) (\(order))"
    case .hangul(let text, let recomposing): recomposing ? "recompose \(text)" : "hangul \(text)"
    case .hangulAsDeletionThenInsertion(let text): "delete, insert \(text)"
    case .autoFill(let code): "autofill \(code)"
    case .autoFillAgain(let code, let digitByDigit):
      "autofill \(code) again\(digitByDigit ? " digit by digit" : "")"
    case .programSetsTextAndTells(let text): "program sets \(text) and tells"
    case .setValue(let value): "set value \(value ?? "nil")"
    case .deleteForward(let asksDelegate): "forward delete\(asksDelegate ? " (asked)" : "")"
    case .deleteToLineStart: "Command-Backspace"
    case .inlinePrediction(let rest): "inline prediction \(rest)"
    case .writingTools(let text, let reportedOnly):
      "Writing Tools \(text)\(reportedOnly ? " (reported only)" : "")"
    }
  }
}

/// A field driven through one call order, and everything it must end with: the text, the caret,
/// the value (its canonical string) and every VoiceOver announcement.
struct CallOrderScenario: Sendable, CustomTestStringConvertible {
  var name: String
  var rule: AnyInputRule
  var caretPolicy: CaretPolicy = .free
  var text: String = ""
  var steps: [CallStep]
  var expectedText: String
  var expectedSelection: Range<Int>
  /// The canonical string of the value; `nil` when the field has none.
  let expectedValue: String?
  /// A fragment of each announcement, in order; the count is checked exactly.
  var expectedAnnouncements: [String] = []
  /// The announcements through the delegate proxy, when they differ (it judges the first step of
  /// a composition as a typed key).
  var expectedProxyAnnouncements: [String]? = nil
  var modes: [AdapterMode] = AdapterMode.allCases

  var testDescription: String { name }
}

extension FakeTextField {
  func perform(_ step: CallStep) {
    switch step {
    case .step(let step): perform(step)
    case .commitCandidate(let candidate, let order): commitCandidate(candidate, order)
    case .hangul(let text, let recomposing): hangulKey(text, recomposing: recomposing)
    case .hangulAsDeletionThenInsertion(let text): hangulKeyAsDeletionThenInsertion(text)
    case .autoFill(let code): autoFill(code)
    case .autoFillAgain(let code, let digitByDigit):
      autoFillArrivesAgain(code, digitByDigit: digitByDigit)
    case .programSetsTextAndTells(let text): programSetsTextAndTells(text)
    case .setValue(let value):
      coordinator.setValue(value.flatMap { coordinator.rule.value(fromCanonical: $0) })
    case .deleteForward(let asksDelegate): hardwareDeleteForward(asksDelegate: asksDelegate)
    case .deleteToLineStart: hardwareDeleteToLineStart()
    case .inlinePrediction(let rest): acceptInlinePrediction(rest)
    case .writingTools(let text, let reportedOnly):
      writingToolsRewrite(to: text, reportedOnly: reportedOnly)
    }
  }
}

@MainActor
enum CallOrderCheck {
  /// Runs `scenario` in each of its adapter modes under `quirks` and checks how the field ends.
  static func run(_ scenario: CallOrderScenario, quirks: TextSystemQuirks) {
    for mode in scenario.modes {
      let field = FakeTextField(
        rule: scenario.rule, text: scenario.text, mode: mode, quirks: quirks,
        caretPolicy: scenario.caretPolicy)
      for step in scenario.steps { field.perform(step) }
      let context = Comment(rawValue: "\(mode), \(quirks)")
      #expect(field.text == scenario.expectedText, context)
      #expect(field.selection == scenario.expectedSelection, context)
      let value = field.coordinator.value.map { scenario.rule.canonicalString(for: $0) }
      #expect(value == scenario.expectedValue, context)
      #expect(field.crashes.isEmpty, context)
      #expect(field.marked == nil, context)
      let expected =
        mode == .delegateProxy
        ? scenario.expectedProxyAnnouncements ?? scenario.expectedAnnouncements
        : scenario.expectedAnnouncements
      #expect(field.announcements.count == expected.count, "\(field.announcements) \(context)")
      for (said, fragment) in zip(field.announcements, expected) {
        #expect(said.contains(fragment), "\(said) \(context)")
      }
      #expect(field.coordinator.driver.text == field.text, context)
    }
  }
}

// MARK: - A candidate committed as an insertion (iOS 26)

/// Japanese and Chinese candidates committed after their marked text in each order the reports
/// allow: the field ends with the candidate once, never twice, never after its reading.
let candidateCommitScenarios: [CallOrderScenario] = CandidateCommit.allCases.flatMap {
  order -> [CallOrderScenario] in
  [
    CallOrderScenario(
      name: "Japanese: the candidate replaces its reading (\(order))",
      rule: AnyInputRule(TextRule.maximumLength(3)),
      steps: [
        .step(.setMarked("か")), .step(.setMarked("かな")), .commitCandidate("仮名", order),
      ],
      expectedText: "仮名", expectedSelection: 2..<2, expectedValue: "仮名"),
    CallOrderScenario(
      name: "Japanese after text: the candidate lands after it, once (\(order))",
      rule: AnyInputRule(TextRule.maximumLength(4)), text: "a",
      steps: [
        .step(.setMarked("に")), .step(.setMarked("にほ")), .step(.setMarked("にほん")),
        .commitCandidate("日本", order), .step(.type("b")),
      ],
      expectedText: "a日本b", expectedSelection: 4..<4, expectedValue: "a日本b"),
    CallOrderScenario(
      name: "Chinese: pinyin longer than the limit commits a candidate that fits (\(order))",
      rule: AnyInputRule(TextRule.maximumLength(2)),
      steps: [
        .step(.setMarked("z")), .step(.setMarked("zh")), .step(.setMarked("zhong")),
        .step(.setMarked("zhongwen")), .commitCandidate("中文", order),
      ],
      expectedText: "中文", expectedSelection: 2..<2, expectedValue: "中文"),
    CallOrderScenario(
      name: "Chinese: a candidate longer than the limit is cut once (\(order))",
      rule: AnyInputRule(TextRule.maximumLength(2)),
      steps: [
        .step(.setMarked("z")), .step(.setMarked("zhongwenzi")), .commitCandidate("中文字", order),
      ],
      expectedText: "中文", expectedSelection: 2..<2, expectedValue: "中文",
      expectedAnnouncements: ["Only what fits"]),
    CallOrderScenario(
      name: "Japanese in a digits-only field is refused whole (\(order))", rule: digits4,
      text: "12",
      steps: [.step(.setMarked("い")), .step(.setMarked("いち")), .commitCandidate("一", order)],
      expectedText: "12", expectedSelection: 2..<2, expectedValue: "12",
      expectedAnnouncements: ["“一” is not accepted"],
      // The delegate proxy judges the first composed key as typed and refuses it, so no
      // composition begins: the next step is refused as typed too, and nothing is committed.
      expectedProxyAnnouncements: ["“い” is not accepted", "“い” is not accepted"]),
  ]
}

// MARK: - Korean

/// Hangul rule: letters of any script, at most three characters.
let hangul3 = AnyInputRule(TextRule.maximumLength(3))

/// Korean keys: no marked text; a key that continues the syllable before the caret replaces it.
let hangulScenarios: [CallOrderScenario] = [
  CallOrderScenario(
    name: "a syllable recomposed at the limit is not a new character", rule: hangul3,
    text: "가나",
    steps: [
      .hangul("ㄷ", recomposing: false), .hangul("다", recomposing: true),
      .hangul("달", recomposing: true), .hangul("닭", recomposing: true),
    ],
    expectedText: "가나닭", expectedSelection: 3..<3, expectedValue: "가나닭"),
  CallOrderScenario(
    name: "a final consonant moving on to a new syllable past the limit is cut", rule: hangul3,
    text: "가나닭", steps: [.hangul("달가", recomposing: true)], expectedText: "가나달",
    expectedSelection: 3..<3, expectedValue: "가나달", expectedAnnouncements: ["Only what fits"]),
  CallOrderScenario(
    name: "a new jamo past the limit is refused", rule: hangul3, text: "가나다",
    steps: [.hangul("ㄹ", recomposing: false)], expectedText: "가나다",
    expectedSelection: 3..<3, expectedValue: "가나다", expectedAnnouncements: ["At most 3"]),
  CallOrderScenario(
    name: "a recomposition told as a deletion and an insertion at the limit", rule: hangul3,
    text: "가나다", steps: [.hangulAsDeletionThenInsertion("단")], expectedText: "가나단",
    expectedSelection: 3..<3, expectedValue: "가나단"),
  CallOrderScenario(
    name: "a recomposition in the middle keeps the caret after the syllable", rule: hangul3,
    text: "가다", steps: [.step(.select(1..<1)), .hangul("간", recomposing: true)],
    expectedText: "간다", expectedSelection: 1..<1, expectedValue: "간다"),
  CallOrderScenario(
    name: "a jamo in a field refusing Hangul is refused once",
    rule: AnyInputRule(TextRule.allowing(.ascii)), text: "ab",
    steps: [.hangul("ㄱ", recomposing: false)], expectedText: "ab", expectedSelection: 2..<2,
    expectedValue: "ab", expectedAnnouncements: ["“ㄱ” is not accepted"]),
]

@MainActor
@Suite("Call orders: input methods committing candidates, Korean keys")
struct CallOrderScenarioTests {
  @Test(arguments: candidateCommitScenarios, TextSystemQuirks.all)
  func candidateCommit(_ scenario: CallOrderScenario, quirks: TextSystemQuirks) {
    CallOrderCheck.run(scenario, quirks: quirks)
  }

  @Test(arguments: hangulScenarios, TextSystemQuirks.all)
  func hangul(_ scenario: CallOrderScenario, quirks: TextSystemQuirks) {
    CallOrderCheck.run(scenario, quirks: quirks)
  }
}
