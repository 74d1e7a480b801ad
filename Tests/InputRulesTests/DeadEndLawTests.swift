import InputRules
import InputRulesTestSupport
import Testing

/// An age field of up to two ASCII digits, written three ways: one that trusts its own
/// "incomplete" (and so accepts dead ends such as "5" in 18...30), one whose range check is
/// wrong (it lets 31...99 through as valid), and a careful one.
struct AgeRule: InputRule {
  enum Flaw: Sendable { case none, acceptsDeadEnds, upperBoundIgnored }
  var flaw: Flaw
  let range = 18...30

  func review(_ proposal: EditProposal) -> EditDecision {
    if proposal.isDeletion { return .accept }
    guard proposal.replacement.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else {
      return .reject(Reason(.notANumber, "Digits only."))
    }
    let text = proposal.proposedText
    if text.count > 2 { return .reject(Reason(.tooLong, "Two digits at most.")) }
    if flaw == .none && !canBecomeValid(text) {
      return .reject(Reason(.outOfRange, "An age from 18 to 30."))
    }
    return .accept
  }

  /// Whether `text`, or `text` with one more digit, is in range.
  func canBecomeValid(_ text: String) -> Bool {
    guard let number = Int(text) else { return text.isEmpty }
    return range.contains(number)
      || (text.count == 1 && (0...9).contains { range.contains(number * 10 + $0) })
  }

  func evaluate(_ text: String) -> Evaluation<Int> {
    guard let number = Int(text) else {
      return text.isEmpty ? .empty : .invalid(Reason(.notANumber, "Digits only."))
    }
    let upper = flaw == .upperBoundIgnored ? 99 : range.upperBound
    if (range.lowerBound...upper).contains(number) { return .valid(number) }
    if text.count < 2 { return .incomplete(Reason(.outOfRange, "Keep typing.")) }
    return .invalid(Reason(.outOfRange, "An age from 18 to 30."))
  }

  func commit(_ text: String, lastValidValue: Int?) -> CommitDecision {
    if evaluate(text).validity == .valid { return CommitDecision(text: text) }
    return CommitDecision(text: lastValidValue.map(displayText) ?? "")
  }

  func displayText(for value: Int) -> String { String(value) }
  func canonicalString(for value: Int) -> String { String(value) }
  func value(fromCanonical string: String) -> Int? { Int(string) }
}

/// `noDeadEnd` and `valueMeetsSpecification` judge a rule by searching and by the test's own
/// description of its values, so a rule that is wrong about itself is caught.
@Suite("Dead ends and values are checked apart from the rule")
struct DeadEndLawTests {
  let options = FieldLawOptions(
    steps: 600, alphabet: ["0", "1", "2", "3", "5", "8", "9", "x"],
    completionKeys: (0...9).map(String.init), completionDepth: 3)

  static func ageProblem(_ age: Int) -> String? {
    (18...30).contains(age) ? nil : "not an age from 18 to 30"
  }

  @Test func aRuleThatTrustsItsOwnIncompleteIsCaught() {
    let violations = FieldLaws.check(
      AgeRule(flaw: .acceptsDeadEnds), seed: 4, options: options, valueProblem: Self.ageProblem)
    let deadEnd = violations.first { $0.law == .noDeadEnd }
    #expect(deadEnd != nil, "found only \(Set(violations.map(\.law)))")
    // The dead end is a one-digit text no digit completes: 4...9 or 0.
    if let deadEnd {
      #expect(["0", "4", "5", "6", "7", "8", "9"].contains(deadEnd.after.text), "\(deadEnd)")
    }
  }

  @Test func aValueOutsideTheSpecificationIsCaught() {
    let violations = FieldLaws.check(
      AgeRule(flaw: .upperBoundIgnored), seed: 4, options: options, valueProblem: Self.ageProblem
    )
    #expect(violations.contains { $0.law == .valueMeetsSpecification })
  }

  @Test(arguments: [UInt64(4), 5, 6])
  func theCarefulRuleKeepsBothLaws(seed: UInt64) {
    let violations = FieldLaws.check(
      AgeRule(flaw: .none), seed: seed, options: options, valueProblem: Self.ageProblem)
    #expect(violations.isEmpty, "\(violations.prefix(2).map(\.description))")
  }

  /// A fuzzer making long texts can bound the search: texts longer than the limit are not
  /// searched, shorter ones are.
  @Test func theSearchCanBeLimitedToShortTexts() {
    var limited = options
    limited.completionTextLimit = 0
    let unchecked = FieldLaws.check(
      AgeRule(flaw: .acceptsDeadEnds), seed: 4, options: limited, valueProblem: Self.ageProblem)
    #expect(!unchecked.contains { $0.law == .noDeadEnd })
    limited.completionTextLimit = 1
    let checked = FieldLaws.check(
      AgeRule(flaw: .acceptsDeadEnds), seed: 4, options: limited, valueProblem: Self.ageProblem)
    #expect(checked.contains { $0.law == .noDeadEnd })
  }

  @Test func theCompletionFoundIsReturnedLikelyOnesFirst() {
    var field = InputField(rule: AgeRule(flaw: .acceptsDeadEnds))
    field.type("2")
    #expect(FieldLaws.completion(of: field, keys: ["0", "5"], depth: 1) == ["0"])
    #expect(
      FieldLaws.completion(of: field, keys: ["0", "5"], depth: 1, tryingFirst: [["5"]]) == ["5"])
    // A likely sequence that is refused, or too long for the depth, is not taken.
    #expect(
      FieldLaws.completion(of: field, keys: ["0"], depth: 1, tryingFirst: [["x"], ["1", "9"]])
        == ["0"])
    #expect(
      FieldLaws.completion(of: field, keys: ["0"], depth: 0, tryingFirst: [["5"]]) == nil)
    field.deleteBackward()
    field.type("5")
    #expect(
      FieldLaws.completion(of: field, keys: ["0", "5"], depth: 3, tryingFirst: [["5"]]) == nil)
  }

  @Test func completionIsSearchedThroughTheField() {
    var field = InputField(rule: AgeRule(flaw: .acceptsDeadEnds))
    field.type("2")
    #expect(FieldLaws.canComplete(field, keys: ["5"], depth: 1))
    #expect(!FieldLaws.canComplete(field, keys: ["5"], depth: 0))
    field.deleteBackward()
    field.type("5")
    #expect(field.validity == .incomplete)
    #expect(!FieldLaws.canComplete(field, keys: (0...9).map(String.init), depth: 3))
  }
}
