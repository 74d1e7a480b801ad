import InputRules
import InputRulesCodes
import InputRulesPlatform
import Testing

/// Security Code AutoFill arriving twice: the code inserted whole, then the same code again at
/// the end, digit by digit or whole. The field holds the code once, silently.
let autoFillTwiceScenarios: [CallOrderScenario] = [
  CallOrderScenario(
    name: "the code again digit by digit is dropped without a word", rule: sixDigitCode,
    steps: [.autoFill("123456"), .autoFillAgain("123456", digitByDigit: true)],
    expectedText: "123456", expectedSelection: 6..<6, expectedValue: "123456"),
  CallOrderScenario(
    name: "the code again whole is dropped without a word", rule: sixDigitCode,
    steps: [.autoFill("123456"), .autoFillAgain("123456", digitByDigit: false)],
    expectedText: "123456", expectedSelection: 6..<6, expectedValue: "123456"),
  CallOrderScenario(
    name: "the code filled over typed digits, then again, is dropped", rule: sixDigitCode,
    steps: [
      .step(.type("98")), .step(.select(0..<2)), .autoFill("123456"),
      .autoFillAgain("123456", digitByDigit: true),
    ],
    expectedText: "123456", expectedSelection: 6..<6, expectedValue: "123456"),
  CallOrderScenario(
    name: "a field with room for more holds the code once", rule: digits8,
    steps: [.autoFill("123456"), .autoFillAgain("123456", digitByDigit: true)],
    expectedText: "123456", expectedSelection: 6..<6, expectedValue: "123456"),
  CallOrderScenario(
    name: "a key typed after the repeat is judged again", rule: sixDigitCode,
    steps: [
      .autoFill("123456"), .autoFillAgain("123456", digitByDigit: false), .step(.type("7")),
    ],
    expectedText: "123456", expectedSelection: 6..<6, expectedValue: "123456",
    expectedAnnouncements: ["6"]),
  CallOrderScenario(
    name: "another code after the first is judged: it takes the first one's place",
    rule: sixDigitCode,
    steps: [.autoFill("123456"), .autoFillAgain("654321", digitByDigit: false)],
    expectedText: "654321", expectedSelection: 6..<6, expectedValue: "654321",
    expectedAnnouncements: ["in place of the digits typed before"]),
  CallOrderScenario(
    name: "digits repeating the code are dropped until one does not", rule: digits8,
    steps: [.autoFill("123456"), .step(.type("129"))], expectedText: "1234569",
    expectedSelection: 7..<7, expectedValue: "1234569"),
  CallOrderScenario(
    name: "after a Backspace the same digits are typed", rule: sixDigitCode,
    steps: [.autoFill("123456"), .step(.backspace), .step(.type("6"))],
    expectedText: "123456", expectedSelection: 6..<6, expectedValue: "123456"),
  CallOrderScenario(
    name: "a paste that filled the field is not watched: its digits typed after it are taken",
    rule: digits8, steps: [.step(.paste("12")), .step(.type("1"))], expectedText: "121",
    expectedSelection: 3..<3, expectedValue: "121",
    // A delegate cannot tell a paste from AutoFill: the key is taken for a repeat.
    modes: [.subclass]),
  CallOrderScenario(
    name: "through a delegate, a key repeating what filled the field is dropped", rule: digits8,
    steps: [.step(.paste("12")), .step(.type("1"))], expectedText: "12",
    expectedSelection: 2..<2, expectedValue: "12", modes: [.delegateProxy]),
  CallOrderScenario(
    name: "after the caret moved the same digits are typed", rule: digits8,
    steps: [.autoFill("123456"), .step(.select(0..<0)), .step(.type("1"))],
    expectedText: "1123456", expectedSelection: 1..<1, expectedValue: "1123456"),
]

/// Digits only, at most eight.
let digits8 = AnyInputRule(TextRule.allowing(.digits).maximumLength(8))

@MainActor
@Suite("Call orders: AutoFill arriving twice")
struct AutoFillCallOrderTests {
  @Test(arguments: autoFillTwiceScenarios, TextSystemQuirks.all)
  func scenario(_ scenario: CallOrderScenario, quirks: TextSystemQuirks) {
    CallOrderCheck.run(scenario, quirks: quirks)
  }
}
