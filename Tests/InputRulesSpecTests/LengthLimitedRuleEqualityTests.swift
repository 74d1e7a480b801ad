import InputRules
import InputRulesTestSupport
import Testing

@testable import InputRulesSpec

/// `==` of a choice spec's rule, a choice rule under a length limit: the options, the limit and
/// its unit decide it.
struct LengthLimitedRuleEqualityTests {
  typealias Case = EqualityCase<LengthLimitedRule<ChoiceRule<String>>>

  static func rule(_ options: [String], _ maxLength: Int?, _ unit: LengthUnit = .characters)
    throws -> LengthLimitedRule<ChoiceRule<String>>
  {
    LengthLimitedRule(base: try ChoiceRule(options: options), maxLength: maxLength, unit: unit)
  }

  static let cases: [Case] = [
    Case("one limit made twice", equal: true, probe: "xxl") {
      (try rule(["S", "XL", "XXL"], 2), try rule(["S", "XL", "XXL"], 2))
    },
    Case("limits 2 vs 3", equal: false, probe: "xxl") {
      (try rule(["S", "XL", "XXL"], 2), try rule(["S", "XL", "XXL"], 3))
    },
    Case("a limit vs none", equal: false, probe: "xxl") {
      (try rule(["S", "XL", "XXL"], 2), try rule(["S", "XL", "XXL"], nil))
    },
    Case("a limit in characters vs UTF-8 bytes", equal: false, probe: "éé") {
      (try rule(["éé", "e"], 2), try rule(["éé", "e"], 2, .utf8))
    },
    Case("other options under one limit", equal: false, probe: "m") {
      (try rule(["S", "M"], 2), try rule(["S", "L"], 2))
    },
  ]

  @Test(arguments: cases)
  func lengthLimitedRules(_ c: Case) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }
}
