import InputRules
import InputRulesTestSupport
import Testing

/// A text rule under test, with a readable name.
struct NamedTextRule: CustomTestStringConvertible, Sendable {
  var name: String
  var rule: TextRule
  var testDescription: String { name }
}

/// The rules the random law tests drive: the five demo fields and rules that exercise every
/// option (units, case, policies, multi-line, classes, composition, closures).
let lawRules: [NamedTextRule] = [
  NamedTextRule(name: "vowels, at most 6", rule: DemoRules.vowels),
  NamedTextRule(name: "anything but vowels, at most 8", rule: DemoRules.notVowels),
  NamedTextRule(name: "digits, at most 3", rule: DemoRules.digits),
  NamedTextRule(name: "at most 6", rule: DemoRules.maxSix),
  NamedTextRule(name: "letters of freaky, at most 10", rule: DemoRules.freaky),
  NamedTextRule(name: "any single-line text", rule: TextRule()),
  NamedTextRule(
    name: "multi-line, at most 12 UTF-16 units",
    rule: TextRule().multiline().maximumLength(12, in: .utf16)),
  NamedTextRule(
    name: "at most 10 UTF-8 bytes and 4 scalars",
    rule: TextRule.maximumLength(10, in: .utf8).maximumLength(4, in: .scalars)),
  NamedTextRule(
    name: "letters in upper case, at most 5",
    rule: TextRule.allowing(.letters).converting(to: .upper).maximumLength(5)),
  NamedTextRule(
    name: "lower case, paste and overflow rejected, at most 4",
    rule: TextRule().converting(to: .lower).onPaste(.reject).onOverflow(.reject).maximumLength(4)),
  NamedTextRule(
    name: "alphanumerics without x, combined with at most 7",
    rule: TextRule.allowing(.alphanumerics).excluding("xX")
      .combined(with: TextRule.maximumLength(7))),
  NamedTextRule(
    name: "ASCII and whitespace excluded, predicate excluding flags",
    rule: TextRule().excluding([.ascii, .whitespace])
      .excluding(where: {
        $0.unicodeScalars.count == 2
          && $0.unicodeScalars.allSatisfy { $0.value >= 0x1F1E6 && $0.value <= 0x1F1FF }
      })),
]

@Suite("Random edits keep the laws")
struct RandomLawTests {
  @Test(arguments: lawRules, [UInt64(1), 2, 3, 4])
  func textRuleKeepsEveryLaw(_ named: NamedTextRule, seed: UInt64) {
    let violations = FieldLaws.check(
      named.rule, seed: seed, options: .textRule(named.rule, steps: 3_000))
    #expect(
      violations.isEmpty, "\(violations.prefix(3).map(\.description).joined(separator: "\n"))")
  }
}
