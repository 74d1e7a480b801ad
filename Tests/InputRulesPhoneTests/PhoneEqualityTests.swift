import InputRules
import InputRulesPhone
import InputRulesTestSupport
import Testing

/// `==` of phone rules: the region, the accepted regions (as a set) and `alwaysInternational`
/// decide it; what a rule compiles from them does not.
struct PhoneEqualityTests {
  typealias Case = EqualityCase<PhoneRule>

  static func rule(_ region: String, _ allowed: [String]? = nil, international: Bool = false)
    throws -> PhoneRule
  {
    try PhoneRule(region: region, allowedRegions: allowed, alwaysInternational: international)
  }

  static let cases: [Case] = [
    Case("DE made twice", equal: true, probe: "015123456789") {
      (try PhoneRule(region: "DE"), try PhoneRule(region: "DE"))
    },
    Case("a rule and its copy", equal: true, probe: "015123456789") {
      let rule = try PhoneRule(region: "DE")
      return (rule, rule)
    },
    Case("US vs DE", equal: false, probe: "2015550123") {
      (try PhoneRule(region: "US"), try PhoneRule(region: "DE"))
    },
    Case("GB vs DE", equal: false, probe: "07700900123") {
      (try PhoneRule(region: "GB"), try PhoneRule(region: "DE"))
    },
    Case("the region in lower case", equal: true, probe: "015123456789") {
      (try PhoneRule(region: "de"), try PhoneRule(region: "DE"))
    },
    Case("any region vs DE only", equal: false, probe: "+33612345678") {
      (try rule("DE"), try rule("DE", ["DE"]))
    },
    Case("any region vs none", equal: false, probe: "015123456789") {
      (try rule("DE"), try rule("DE", []))
    },
    Case("DE only vs AT only", equal: false, probe: "+436641234567") {
      (try rule("DE", ["DE"]), try rule("DE", ["AT"]))
    },
    Case("DE and AT vs AT and DE", equal: true, probe: "+436641234567") {
      (try rule("DE", ["DE", "AT"]), try rule("DE", ["AT", "DE"]))
    },
    Case("DE named twice", equal: true, probe: "+33612345678") {
      (try rule("DE", ["DE", "at", "DE"]), try rule("DE", ["AT", "DE"]))
    },
    Case("DE and AT vs DE, AT and FR", equal: false, probe: "+33612345678") {
      (try rule("DE", ["DE", "AT"]), try rule("DE", ["DE", "AT", "FR"]))
    },
    Case("national vs always international", equal: false, probe: "015123456789") {
      (try rule("DE"), try rule("DE", international: true))
    },
    Case("always international made twice", equal: true, probe: "015123456789") {
      (try rule("DE", international: true), try rule("DE", international: true))
    },
  ]

  @Test(arguments: cases)
  func phoneRules(_ c: Case) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  /// A field's rule wrapped for an adapter: wrappers of equal phone rules are equal, of rules
  /// for different regions not.
  @Test func wrapped() throws {
    #expect(AnyInputRule(try PhoneRule(region: "DE")) == AnyInputRule(try PhoneRule(region: "de")))
    #expect(AnyInputRule(try PhoneRule(region: "DE")) != AnyInputRule(try PhoneRule(region: "US")))
  }
}
