import InputRules
import InputRulesTestSupport
import Testing

/// `==` of `AnyInputRule`: wrappers of equal rules of one type are equal whichever wrapper holds
/// them; rules of different types never are; a rule that is not `Equatable` is equal only to
/// copies of its wrapper.
struct AnyInputRuleEqualityTests {
  typealias Case = EqualityCase<AnyInputRule>

  /// Wraps `rule` where it is known only as a rule, not as `Equatable` (as a terminal field or
  /// a rule spec wraps one).
  static func erased<R: InputRule>(_ rule: R) -> AnyInputRule { AnyInputRule(rule) }

  static let cases: [Case] = [
    Case("a wrapper and its copy", equal: true, probe: "abcd") {
      let wrapper = AnyInputRule(TextRule.maximumLength(3))
      return (wrapper, wrapper)
    },
    Case("two wrappers of equal rules", equal: true, probe: "abcd") {
      (AnyInputRule(TextRule.maximumLength(3)), AnyInputRule(TextRule.maximumLength(3)))
    },
    Case("two wrappers of one rule", equal: true, probe: "abcd") {
      let rule = TextRule.maximumLength(3)
      return (AnyInputRule(rule), AnyInputRule(rule))
    },
    Case("wrappers of rules of different lengths", equal: false, probe: "abcd") {
      (AnyInputRule(TextRule.maximumLength(3)), AnyInputRule(TextRule.maximumLength(2)))
    },
    Case("wrappers of rules of different types", equal: false, probe: "b") {
      (AnyInputRule(TextRule()), AnyInputRule(try ChoiceRule(options: ["a"])))
    },
    Case("wrappers of equal choice rules", equal: true, probe: "m") {
      (
        AnyInputRule(try ChoiceRule(options: ["S", "M"])),
        AnyInputRule(try ChoiceRule(options: ["S", "M"]))
      )
    },
    Case("a wrapper wrapped again", equal: true, probe: "abcd") {
      let wrapper = AnyInputRule(TextRule.maximumLength(3))
      return (AnyInputRule(wrapper), wrapper)
    },
    Case("a wrapper wrapped again vs a new wrapper", equal: true, probe: "abcd") {
      (
        AnyInputRule(AnyInputRule(TextRule.maximumLength(3))),
        AnyInputRule(TextRule.maximumLength(3))
      )
    },
    Case("a rule that is not Equatable, in one wrapper", equal: true, probe: "abc") {
      let wrapper = AnyInputRule(DefaultsRule())
      return (wrapper, wrapper)
    },
    Case("a rule that is not Equatable, in two wrappers", equal: false, alike: true, probe: "abc") {
      (AnyInputRule(DefaultsRule()), AnyInputRule(DefaultsRule()))
    },
  ]

  @Test(arguments: cases)
  func wrappers(_ c: Case) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  /// A rule wrapped in code generic over any rule is still compared by its own `==` (outside
  /// Embedded Swift, which cannot look the conformance up), with wrappers made either way.
  @Test func wrappedWhereNotKnownEquatable() {
    let rule = TextRule.maximumLength(3)
    #expect(Self.erased(rule) == Self.erased(rule))
    #expect(Self.erased(rule) == AnyInputRule(rule))
    #expect(AnyInputRule(rule) == Self.erased(rule))
    #expect(Self.erased(rule) != Self.erased(TextRule.maximumLength(4)))
    #expect(Self.erased(DefaultsRule()) != Self.erased(DefaultsRule()))
  }
}
