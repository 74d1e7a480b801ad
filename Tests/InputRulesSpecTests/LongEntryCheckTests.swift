import InputRules
import InputRulesSpec
import Testing

/// Long entries written otherwise than the field shows their value are decided without typing
/// them key by key, which costs each key about the text before it. Before, each of these took
/// minutes in a debug build (an integer with 4,000 leading zeros 2.8 s, `1-` and 4,000 digits
/// in `[0999]-[0…]` 82 s, growing with the square of the length); the time limit fails them
/// again if checking goes back to typing them.
@Suite("Checking long entries written otherwise than shown")
struct LongEntryCheckTests {
  static let length = 20_000

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let spec: String
    let entry: String
    let verdict: String
    var testDescription: String { name }
  }

  static let zeros = String(repeating: "0", count: length)
  static let digits = String(repeating: "7", count: length)

  static let cases: [Case] = [
    Case(
      name: "integer with leading zeros", spec: #"{"kind":"integer"}"#, entry: zeros + "1",
      verdict: "valid 1"),
    Case(
      name: "negative integer with leading zeros", spec: #"{"kind":"integer"}"#,
      entry: "-" + zeros + "12", verdict: "valid -12"),
    Case(
      name: "decimal with leading zeros", spec: #"{"kind":"decimal"}"#, entry: zeros + "1.5",
      verdict: "valid 1.5"),
    Case(
      name: "scientific decimal with leading zeros", spec: #"{"kind":"decimal","scientific":true}"#,
      entry: zeros + "1.5e3", verdict: "valid 1500"),
    Case(
      name: "money with leading zeros", spec: #"{"kind":"money","currency":"USD"}"#,
      entry: "$" + zeros + "1.50", verdict: "valid 1.50"),
    Case(
      name: "unfinished decimal with leading zeros", spec: #"{"kind":"decimal"}"#,
      entry: zeros + "1.", verdict: "invalid incomplete"),
    Case(
      name: "mask literal leaving optional slots empty",
      spec: #"{"kind":"mask","format":"[0999]-[0…]"}"#, entry: "1-" + digits,
      verdict: "valid 1" + digits),
  ]

  @Test(.timeLimit(.minutes(1)), arguments: cases)
  func decidedInLinearTime(_ test: Case) throws {
    let checker = try EntryChecker(
      RuleSpec(json: test.spec), in: RuleContext(localeIdentifier: "en_US"), language: "en")
    #expect(checker.check(test.entry).summary == test.verdict)
  }

  /// Short entries of the same families, where debug builds also type each entry key by key
  /// and stop if the two judgements differ.
  @Test(arguments: [
    ("0001", "valid 1"), ("-007", "valid -7"), ("00", "valid 0"), ("0001.", "invalid incomplete"),
  ])
  func shortLeadingZeros(_ entry: String, _ expected: String) throws {
    let spec = entry.contains(".") ? #"{"kind":"decimal"}"# : #"{"kind":"integer"}"#
    let checker = try EntryChecker(
      RuleSpec(json: spec), in: RuleContext(localeIdentifier: "en_US"), language: "en")
    #expect(checker.check(entry).summary == expected)
  }
}
