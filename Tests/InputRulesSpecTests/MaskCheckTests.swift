import InputRules
import InputRulesMasks
import InputRulesSpec
import Testing

/// `check` of mask entries that random testing found judged otherwise than the field shows them:
/// an entry that is the display of a value `setValue` shows, a trailing literal typed without
/// autocomplete, a value of only kept literals, and kept literals typed past optional slots.
struct MaskCheckTests {
  static let unitedStates = RuleContext(localeIdentifier: "en_US")

  /// Typing an entry under the rule `check` uses lays it out as `setValue` lays out its value:
  /// the literals a format would write for the user do not choose the format.
  @Test func typingAnEntryUnderTheCheckRuleShowsItAsSetValueDoes() throws {
    let spec = MaskSpec(formats: ["[00]{.}[00]{.}[00]", "[00]{.}[0000]"])
    let rule = try spec.checkRule(in: Self.unitedStates)
    var typed = InputField(rule: rule)
    for key in "19.2231" { _ = typed.type(String(key)) }
    var set = InputField(rule: try spec.rule(in: Self.unitedStates))
    _ = set.setValue("19.2231")
    #expect(set.text == "19.2231")
    #expect(typed.text == set.text)
    #expect(typed.value == "19.2231")
  }

  struct Entry: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: String
    var entry: String
    var canonical: String
    var testDescription: String { name }
  }

  static let entries: [Entry] = [
    Entry(
      name: "the display of a value in the second format",
      spec: #"{"kind":"mask","formats":["[00]{.}[00]{.}[00]","[00]{.}[0000]"]}"#,
      entry: "19.2231", canonical: "19.2231"),
    Entry(
      name: "a trailing literal typed without autocomplete",
      spec: #"{"kind":"mask","format":"[A]-","autocomplete":false}"#, entry: "b-", canonical: "b"
    ),
    Entry(
      name: "a value of only kept literals", spec: #"{"kind":"mask","format":"{3.14}[9…]"}"#,
      entry: "3.14", canonical: "3.14"),
    Entry(
      name: "a kept 0 typed past optional letters",
      spec: #"{"kind":"mask","format":"[aa]+1 ({0}[000999]"}"#, entry: "0123",
      canonical: "0123"),
    Entry(
      name: "the same, as the field shows it",
      spec: #"{"kind":"mask","format":"[aa]+1 ({0}[000999]"}"#, entry: "+1 (0123",
      canonical: "0123"),
    Entry(
      name: "American Express in a card mask",
      spec: #"{"kind":"mask","formats":["[0000] [0000] [0000] [0000]","[0000] [000000] [00000]"]}"#,
      entry: "3782 822463 10005", canonical: "378282246310005"),
  ]

  @Test(arguments: entries)
  func entriesTheFieldShowsAreValid(_ c: Entry) throws {
    let checker = try EntryChecker(RuleSpec(json: c.spec), in: Self.unitedStates)
    #expect(checker.check(c.entry) == .valid(canonical: c.canonical))
  }
}
