import InputRules
import InputRulesTestSupport
import Testing

/// `==` of choice rules: the same options, labels, allowed range and case sensitivity make
/// equal rules, however often they are made.
struct ChoiceRuleEqualityTests {
  typealias Case = EqualityCase<ChoiceRule<String>>

  static let sizes = ["S", "M", "L", "XL", "XXL"]

  static let cases: [Case] = [
    Case("the same options made twice", equal: true, probe: "x") {
      (try ChoiceRule(options: sizes), try ChoiceRule(options: sizes))
    },
    Case("a rule and its copy", equal: true, probe: "x") {
      let rule = try ChoiceRule(options: sizes, from: "M")
      return (rule, rule)
    },
    Case("other options", equal: false, probe: "xx") {
      (try ChoiceRule(options: sizes), try ChoiceRule(options: ["S", "M", "L", "XL"]))
    },
    Case("the options in another order, from M", equal: false, probe: "s") {
      (
        try ChoiceRule(options: sizes, from: "M"),
        try ChoiceRule(options: sizes.reversed(), from: "M")
      )
    },
    Case("a lower bound vs none", equal: false, probe: "s") {
      (try ChoiceRule(options: sizes, from: "M"), try ChoiceRule(options: sizes))
    },
    Case("upper bounds XL vs XXL", equal: false, probe: "xx") {
      (
        try ChoiceRule(options: sizes, through: "XL"),
        try ChoiceRule(options: sizes, through: "XXL")
      )
    },
    Case("bounds given vs the whole list", equal: true, probe: "xx") {
      (try ChoiceRule(options: sizes, from: "S", through: "XXL"), try ChoiceRule(options: sizes))
    },
    Case("case-sensitive vs not", equal: false, probe: "m") {
      (try ChoiceRule(options: sizes, caseSensitive: true), try ChoiceRule(options: sizes))
    },
  ]

  @Test(arguments: cases)
  func stringOptions(_ c: Case) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  enum Size: String, CaseIterable, Sendable { case small, medium, large }

  /// Options labelled by a closure are compared by their labels, so rules labelling the same
  /// options alike are equal, and rules labelling them otherwise are not.
  @Test func labelsOfTypedOptions() throws {
    let byRawValue = try ChoiceRule<Size>()
    let again = try ChoiceRule<Size>(options: Size.allCases, label: { $0.rawValue })
    let shouted = try ChoiceRule<Size>(options: Size.allCases, label: { $0.rawValue.uppercased() })
    #expect(byRawValue == again)
    #expect(byRawValue != shouted)
    let caseSensitive = try ChoiceRule<Size>(caseSensitive: true)
    #expect(byRawValue != caseSensitive)
    #expect(try ChoiceRule<Size>(from: .medium) != byRawValue)
  }
}
