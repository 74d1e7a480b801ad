import InputRules
import InputRulesPlatform
import Testing

/// One thing that happens to a field, in the order UIKit reports it.
enum Step: Sendable, CustomStringConvertible {
  case type(String)
  case backspace
  case paste(String)
  case cut
  case select(Range<Int>)
  case autocorrect(Range<Int>, String)
  case undo
  /// The delegate is asked about this exact range, as a buggy or stale caller would report it.
  case rawChange(PlatformRange, String)
  case programSetsText(String)
  case setMarked(String)
  case unmark
  case candidate(String)
  case endEditing

  var description: String {
    switch self {
    case .type(let keys): "type \(keys)"
    case .backspace: "backspace"
    case .paste(let text): "paste \(text)"
    case .cut: "cut"
    case .select(let range): "select \(range)"
    case .autocorrect(let range, let word): "autocorrect \(range) to \(word)"
    case .undo: "undo"
    case .rawChange(let range, let text): "change \(range) to \(text)"
    case .programSetsText(let text): "program sets \(text)"
    case .setMarked(let text): "marked \(text)"
    case .unmark: "unmark"
    case .candidate(let text): "candidate \(text)"
    case .endEditing: "end editing"
    }
  }
}

struct Scenario: Sendable, CustomTestStringConvertible {
  var name: String
  var rule: AnyInputRule
  var caretPolicy: CaretPolicy = .free
  var text: String = ""
  var steps: [Step]
  var expectedText: String
  var expectedSelection: Range<Int>? = nil
  /// A fragment every announcement must contain, in order; empty when nothing is announced.
  var expectedAnnouncements: [String] = []
  /// The announcements through the delegate proxy, when they differ: the proxy cannot tell the
  /// first keystroke of a composition from a typed character, so it judges it.
  var expectedProxyAnnouncements: [String]? = nil
  var modes: [AdapterMode] = AdapterMode.allCases

  var testDescription: String { name }
}

let digits4 = AnyInputRule(TextRule.allowing(.digits).maximumLength(4))

let scenarios: [Scenario] = [
  Scenario(
    name: "a letter typed in a digits-only field is refused", rule: digits4,
    steps: [.type("12a3")], expectedText: "123", expectedSelection: 3..<3,
    expectedAnnouncements: ["“a” is not accepted"]),
  Scenario(
    name: "typing past the maximum length is refused",
    rule: AnyInputRule(TextRule.maximumLength(3)), steps: [.type("abcd")], expectedText: "abc",
    expectedSelection: 3..<3, expectedAnnouncements: ["At most 3"]),
  Scenario(
    name: "a paste is filtered and the caret lands after what was kept", rule: digits4,
    text: "12", steps: [.select(1..<1), .paste("a3b4")], expectedText: "1342",
    expectedSelection: 3..<3, expectedAnnouncements: ["dropped"]),
  Scenario(
    name: "a paste is cut to what fits", rule: AnyInputRule(TextRule.maximumLength(5)),
    text: "ab", steps: [.paste("cdefgh")], expectedText: "abcde", expectedSelection: 5..<5,
    expectedAnnouncements: ["Only what fits"]),
  Scenario(
    name: "a paste over a selection is left to the platform", rule: AnyInputRule(TextRule()),
    text: "hello", steps: [.select(1..<4), .paste("EY")], expectedText: "hEYo",
    expectedSelection: 3..<3),
  Scenario(
    name: "Cut deletes the selection", rule: digits4, text: "1234",
    steps: [.select(1..<3), .cut], expectedText: "14", expectedSelection: 1..<1),
  Scenario(
    name: "autocorrect replacing a word is judged as one edit",
    rule: AnyInputRule(TextRule.maximumLength(10)), text: "teh cat",
    steps: [.autocorrect(0..<3, "the")], expectedText: "the cat", expectedSelection: 3..<3),
  Scenario(
    name: "autocorrect's apostrophe is dropped in a letters-only field",
    rule: AnyInputRule(TextRule.allowing(.letters).allowing(" ")), text: "its",
    steps: [.autocorrect(0..<3, "it’s")], expectedText: "its", expectedSelection: 3..<3,
    expectedAnnouncements: ["dropped"]),
  Scenario(
    name: "an emoji with a skin tone counts as one character",
    rule: AnyInputRule(TextRule.maximumLength(3)), text: "ab", steps: [.type("👍🏽c")],
    expectedText: "ab👍🏽", expectedSelection: 6..<6, expectedAnnouncements: ["At most 3"]),
  Scenario(
    name: "Backspace deletes a whole emoji", rule: AnyInputRule(TextRule()), text: "a👍🏽",
    steps: [.backspace], expectedText: "a", expectedSelection: 1..<1),
  Scenario(
    name: "a deletion splitting a flag removes the whole flag", rule: AnyInputRule(TextRule()),
    text: "a🇯🇵b", steps: [.rawChange(PlatformRange(location: 2, length: 1), "")],
    expectedText: "ab", expectedSelection: 1..<1),
  Scenario(
    name: "an NSNotFound range inserts at the end", rule: AnyInputRule(TextRule()), text: "ab",
    steps: [.rawChange(PlatformRange(location: PlatformRange.notFound, length: 0), "c")],
    expectedText: "abc", expectedSelection: 3..<3),
  Scenario(
    name: "a negative range is clamped to the start", rule: AnyInputRule(TextRule()),
    text: "ab", steps: [.rawChange(PlatformRange(location: -5, length: 6), "x")],
    expectedText: "xb", expectedSelection: 1..<1),
  Scenario(
    name: "a stale undo after the program shortened the text does not crash",
    rule: AnyInputRule(TextRule()), steps: [.type("abcdef"), .programSetsText("ab"), .undo],
    expectedText: "ab"),
  Scenario(
    name: "undo of a truncated paste removes what was kept",
    rule: AnyInputRule(TextRule.maximumLength(5)), text: "ab",
    steps: [.paste("cdefgh"), .undo], expectedText: "ab", expectedSelection: 2..<2,
    expectedAnnouncements: ["Only what fits"]),
  Scenario(
    name: "a Japanese composition is not judged until it is committed",
    rule: AnyInputRule(TextRule.maximumLength(3)),
    steps: [
      .setMarked("k"), .setMarked("か"), .setMarked("かn"), .setMarked("かな"),
      .setMarked("仮名"), .unmark, .endEditing,
    ],
    expectedText: "仮名"),
  Scenario(
    name: "a composition longer than the limit is cut when committed",
    rule: AnyInputRule(TextRule.maximumLength(2)), text: "a",
    steps: [
      .setMarked("に"), .setMarked("にほ"), .setMarked("にほん"), .setMarked("日本語"), .unmark,
      .endEditing,
    ],
    expectedText: "a日", expectedAnnouncements: ["Only what fits"]),
  Scenario(
    name: "pinyin longer than the limit composes, and the candidate bar's commit is judged",
    rule: AnyInputRule(TextRule.maximumLength(2)),
    steps: [
      .setMarked("z"), .setMarked("zh"), .setMarked("zhong"), .setMarked("zhongwenzi"),
      .candidate("中文字"),
    ],
    expectedText: "中文", expectedSelection: 2..<2, expectedAnnouncements: ["Only what fits"]),
  Scenario(
    name: "a composition in a digits-only field is refused whole", rule: digits4, text: "12",
    steps: [.setMarked("い"), .setMarked("いち"), .unmark, .endEditing], expectedText: "12",
    expectedAnnouncements: ["is not accepted"],
    expectedProxyAnnouncements: ["“い” is not accepted", "“い” is not accepted"]),
  Scenario(
    name: "typing on after a composition commits it first",
    rule: AnyInputRule(TextRule.maximumLength(4)),
    steps: [.setMarked("か"), .unmark, .type("ab")], expectedText: "かab",
    expectedSelection: 3..<3),
  Scenario(
    name: "cash register: digits shift in from the right and the caret stays at the end",
    rule: AnyInputRule(CentsRule()), caretPolicy: .pinnedToEnd,
    steps: [.type("123"), .select(0..<1), .type("4")], expectedText: "12.34",
    expectedSelection: 5..<5),
  Scenario(
    name: "cash register: Backspace anywhere removes the last digit",
    rule: AnyInputRule(CentsRule()), caretPolicy: .pinnedToEnd,
    steps: [.type("1234"), .select(1..<1), .backspace], expectedText: "1.23",
    expectedSelection: 4..<4),
  Scenario(
    name: "cash register: a paste keeps its digits", rule: AnyInputRule(CentsRule()),
    caretPolicy: .pinnedToEnd, steps: [.type("1"), .paste("2x5")], expectedText: "1.25",
    expectedSelection: 4..<4),
  Scenario(
    name: "cash register: a letter is refused", rule: AnyInputRule(CentsRule()),
    caretPolicy: .pinnedToEnd, steps: [.type("1a")], expectedText: "0.01",
    expectedSelection: 4..<4, expectedAnnouncements: ["Only digits"]),
  Scenario(
    name: "editing end applies the rule's commit", rule: AnyInputRule(TrimmingRule()),
    text: "  hi ", steps: [.type("!"), .endEditing], expectedText: "hi !", expectedSelection: 4..<4),
  Scenario(
    name: "a reformat keeps the caret after the typed digit, not at the end",
    rule: AnyInputRule(CardNumberRule()), text: "1234 5678",
    steps: [.select(2..<2), .type("9")], expectedText: "1293 4567 8", expectedSelection: 3..<3),
  Scenario(
    name: "a reformat after Backspace keeps the caret in place",
    rule: AnyInputRule(CardNumberRule()), text: "1234 5678",
    steps: [.select(7..<7), .backspace], expectedText: "1234 578", expectedSelection: 6..<6),
]

@MainActor
@Suite("A fake UITextField drives the driver in UIKit's order")
struct TextFieldScenarioTests {
  @Test(arguments: scenarios, TextSystemQuirks.all)
  func scenario(_ scenario: Scenario, quirks: TextSystemQuirks) {
    for mode in scenario.modes {
      let field = FakeTextField(
        rule: scenario.rule, text: scenario.text, mode: mode, quirks: quirks,
        caretPolicy: scenario.caretPolicy)
      for step in scenario.steps { field.perform(step) }
      let context = Comment(rawValue: "\(mode), \(quirks)")
      #expect(field.text == scenario.expectedText, context)
      if let selection = scenario.expectedSelection {
        #expect(field.selection == selection, context)
      }
      #expect(field.crashes.isEmpty, context)
      #expect(!field.text.contains("\u{FFFD}"), context)
      #expect(field.marked == nil, context)
      let announcements =
        mode == .delegateProxy
        ? scenario.expectedProxyAnnouncements ?? scenario.expectedAnnouncements
        : scenario.expectedAnnouncements
      #expect(field.announcements.count == announcements.count, context)
      for (said, expected) in zip(field.announcements, announcements) {
        #expect(said.contains(expected), "\(said) \(context)")
      }
      // The driver agrees with the field at the end.
      #expect(field.coordinator.driver.text == field.text, context)
    }
  }
}

extension FakeTextField {
  func perform(_ step: Step) {
    switch step {
    case .type(let keys): type(keys)
    case .backspace: deleteBackward()
    case .paste(let text): paste(text)
    case .cut: cut()
    case .select(let range): userSelects(range)
    case .autocorrect(let range, let word): autocorrect(range, with: word)
    case .undo: undo()
    case .rawChange(let range, let text): rawChange(range, text)
    case .programSetsText(let text): programSetsText(text)
    case .setMarked(let text): setMarkedText(text)
    case .unmark: unmarkText()
    case .candidate(let text): chooseCandidateBypassingDelegate(text)
    case .endEditing: endEditing()
    }
  }
}
