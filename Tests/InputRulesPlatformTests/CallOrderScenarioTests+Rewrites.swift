import InputRules
import InputRulesPlatform
import Testing

/// Text the system writes in one go: an accepted inline prediction (iOS 17) and Writing Tools
/// rewriting the whole text (iOS 18), through the delegate or reported only by
/// `editingChanged`. The rule judges each as one edit: refused (the field as it was), or cut to
/// what fits, with one announcement.
let rewriteScenarios: [CallOrderScenario] =
  [false, true].flatMap { reportedOnly -> [CallOrderScenario] in
    let told = reportedOnly ? "reported only" : "asked"
    return [
      CallOrderScenario(
        name: "Writing Tools' words in a digits-only field are refused (\(told))",
        rule: digits4, text: "123",
        steps: [.writingTools("one two three", reportedOnly: reportedOnly)],
        expectedText: "123", expectedSelection: 3..<3, expectedValue: "123",
        expectedAnnouncements: ["is not accepted"]),
      CallOrderScenario(
        name: "Writing Tools' longer text is cut to the limit (\(told))",
        rule: AnyInputRule(TextRule.maximumLength(10)), text: "hi there",
        steps: [.writingTools("Hello, how are you?", reportedOnly: reportedOnly)],
        expectedText: "Hello, how", expectedSelection: 10..<10, expectedValue: "Hello, how",
        expectedAnnouncements: ["Only what fits"]),
      CallOrderScenario(
        name: "Writing Tools' text that fits is taken (\(told))",
        rule: AnyInputRule(TextRule.maximumLength(10)), text: "hi there",
        steps: [.writingTools("Hi there!", reportedOnly: reportedOnly)],
        expectedText: "Hi there!", expectedSelection: 9..<9, expectedValue: "Hi there!"),
    ]
  }
  + [
    CallOrderScenario(
      name: "an inline prediction in a digits-only field is refused", rule: digits4,
      text: "12", steps: [.inlinePrediction("ing")], expectedText: "12",
      expectedSelection: 2..<2, expectedValue: "12", expectedAnnouncements: ["is not accepted"]),
    CallOrderScenario(
      name: "an inline prediction past the limit is cut",
      rule: AnyInputRule(TextRule.maximumLength(7)), text: "I'm go",
      steps: [.inlinePrediction("ing")], expectedText: "I'm goi", expectedSelection: 7..<7,
      expectedValue: "I'm goi", expectedAnnouncements: ["Only what fits"]),
    CallOrderScenario(
      name: "an inline prediction that fits is taken",
      rule: AnyInputRule(TextRule.maximumLength(10)), text: "I'm go",
      steps: [.inlinePrediction("ing")], expectedText: "I'm going", expectedSelection: 9..<9,
      expectedValue: "I'm going"),
    CallOrderScenario(
      name: "a prediction accepted while composing is cut once",
      rule: AnyInputRule(TextRule.maximumLength(2)),
      steps: [
        .step(.setMarked("に")), .step(.setMarked("にほ")),
        .commitCandidate("日本語", .insertionAfterReadingCleared),
      ],
      expectedText: "日本", expectedSelection: 2..<2, expectedValue: "日本",
      expectedAnnouncements: ["Only what fits"]),
  ]

@MainActor
@Suite("Call orders: inline predictions and Writing Tools")
struct RewriteCallOrderTests {
  @Test(arguments: rewriteScenarios, TextSystemQuirks.all)
  func scenario(_ scenario: CallOrderScenario, quirks: TextSystemQuirks) {
    CallOrderCheck.run(scenario, quirks: quirks)
  }
}
