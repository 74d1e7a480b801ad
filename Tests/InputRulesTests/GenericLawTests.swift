import InputRules
import InputRulesTestSupport
import Testing

/// A small rule with a typed value that is not its text: up to four ASCII digits, the value is
/// the number ("007" is 7 and shows as "7" when set by the program).
struct SmallNumberRule: InputRule {
  func review(_ proposal: EditProposal) -> EditDecision {
    if proposal.isDeletion { return .accept }
    let digits = proposal.replacement.filter { $0.isASCII && $0.isWholeNumber }
    if digits.isEmpty {
      return .reject(Reason(.notANumber, "Only digits are accepted."))
    }
    var text = proposal.text
    text.replaceSubrange(proposal.range, with: digits)
    if text.count > 4 { return .reject(Reason(.tooLong, "At most 4 digits.")) }
    return digits == proposal.replacement ? .accept : .substitute(digits, reason: nil)
  }

  func evaluate(_ text: String) -> Evaluation<Int> {
    if text.isEmpty { return .empty }
    guard text.count <= 4, let value = Int(text) else {
      return .invalid(Reason(.notANumber, "Not a number of at most 4 digits."))
    }
    return .valid(value)
  }

  func displayText(for value: Int) -> String { String(value) }
  func canonicalString(for value: Int) -> String { String(value) }
  func value(fromCanonical string: String) -> Int? { Int(string) }
}

/// `SmallNumberRule` with both speed-ups, written honestly: a typed ASCII digit that keeps the
/// text within four characters is taken without a proposal, and an accepted insertion is judged
/// without parsing the text again when the rule knows the answer.
struct QuickSmallNumberRule: InputRule {
  let general = SmallNumberRule()

  func review(_ proposal: EditProposal) -> EditDecision { general.review(proposal) }
  func evaluate(_ text: String) -> Evaluation<Int> { general.evaluate(text) }
  func displayText(for value: Int) -> String { String(value) }
  func canonicalString(for value: Int) -> String { String(value) }
  func value(fromCanonical string: String) -> Int? { Int(string) }

  func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool {
    (0x30...0x39).contains(byte) && text.utf8.count - range.count + 1 <= 4
  }

  func evaluation(afterInsertionMaking text: String, previous: Validity) -> Evaluation<Int>? {
    // Whatever review accepts is up to four ASCII digits.
    Int(text).map { .valid($0) }
  }
}

/// The law checkers are generic: rules with other values reuse them.
@Suite("Laws for other rules")
struct GenericLawTests {
  @Test(arguments: [UInt64(1), 2])
  func aNumberRuleKeepsTheGeneralLaws(seed: UInt64) {
    let options = FieldLawOptions(
      steps: 2_000, alphabet: ["0", "1", "7", "9", "a", "-", " ", "١"])
    let violations = FieldLaws.check(SmallNumberRule(), seed: seed, options: options)
    #expect(violations.isEmpty, "\(violations.first.map(\.description) ?? "")")
    #expect(FieldLaws.checkValues(SmallNumberRule(), values: [0, 7, 42, 9999]).isEmpty)
  }

  /// The default laws include `fastPathsAgree`: both speed-ups are checked against `review`
  /// and `evaluate` on every key.
  @Test(arguments: [UInt64(1), 2])
  func speedUpsThatDecideAsTheRuleKeepTheLaws(seed: UInt64) {
    let options = FieldLawOptions(
      steps: 2_000, alphabet: ["0", "1", "7", "9", "a", "-", " ", "١"])
    #expect(options.laws.contains(.fastPathsAgree))
    let violations = FieldLaws.check(QuickSmallNumberRule(), seed: seed, options: options)
    #expect(violations.isEmpty, "\(violations.first.map(\.description) ?? "")")
  }

  @Test func aValueTheRuleCannotShowIsCaught() {
    let violations = FieldLaws.checkValues(SmallNumberRule(), values: [7, 12_345])
    #expect(Set(violations.map(\.law)) == [.displayRoundTrip, .setValueShowsValue])
    #expect(violations.allSatisfy { $0.step == 1 })
  }

  /// Shirt sizes M...XL, ignoring case or not: no dead end (a completion is searched for by
  /// typing letters), and every value is one of M, L and XL.
  @Test(arguments: [UInt64(1), 2], [false, true])
  func theChoiceRuleKeepsTheGeneralLaws(seed: UInt64, caseSensitive: Bool) throws {
    let shirt = try ChoiceRule(
      options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL",
      caseSensitive: caseSensitive)
    let options = FieldLawOptions(
      steps: 2_000, alphabet: ["S", "M", "L", "X", "x", "l", "m", " ", "\n", "é"],
      completionKeys: ["S", "M", "L", "X", "x", "l"], completionDepth: 3)
    let violations = FieldLaws.check(
      shirt, seed: seed, options: options,
      valueProblem: ValueSpecification.oneOf(["M", "L", "XL"]))
    #expect(violations.isEmpty, "\(violations.first.map(\.description) ?? "")")
    #expect(FieldLaws.checkValues(shirt, values: ["M", "L", "XL"]).isEmpty)
  }
}
