import InputRules
import InputRulesDates
import InputRulesTestSupport
import Testing

/// `==` of date rules: the pattern, the bounds and the digits shown decide it.
struct DateEqualityTests {
  typealias Case = EqualityCase<DateRule>

  static func rule(
    _ pattern: String, min: String? = nil, max: String? = nil, digits: String = "0123456789"
  ) throws -> DateRule {
    let format = try DateFormat(pattern)
    return try DateRule(
      format: format, min: min.flatMap { DateValue(iso: $0, for: format) },
      max: max.flatMap { DateValue(iso: $0, for: format) }, digits: digits)
  }

  static let cases: [Case] = [
    Case("dd.MM.yyyy made twice", equal: true, probe: "29022024") {
      (try rule("dd.MM.yyyy"), try rule("dd.MM.yyyy"))
    },
    Case("a rule and its copy", equal: true, probe: "29022024") {
      let birthday = try rule("dd.MM.yyyy", min: "1900-01-01")
      return (birthday, birthday)
    },
    Case("dd.MM.yyyy vs MM/dd/yyyy", equal: false, probe: "12052024") {
      (try rule("dd.MM.yyyy"), try rule("MM/dd/yyyy"))
    },
    Case("dd.MM.yyyy vs dd/MM/yyyy", equal: false, probe: "12052024") {
      (try rule("dd.MM.yyyy"), try rule("dd/MM/yyyy"))
    },
    Case("HH:mm vs hh:mm a", equal: false, probe: "1430") {
      (try rule("HH:mm"), try rule("hh:mm a"))
    },
    Case("a lower bound vs none", equal: false, probe: "01011899") {
      (try rule("dd.MM.yyyy", min: "1900-01-01"), try rule("dd.MM.yyyy"))
    },
    Case("lower bounds 1900 vs 1901", equal: false, probe: "01011900") {
      (try rule("dd.MM.yyyy", min: "1900-01-01"), try rule("dd.MM.yyyy", min: "1901-01-01"))
    },
    Case("equal lower bounds", equal: true, probe: "01011899") {
      (try rule("dd.MM.yyyy", min: "1900-01-01"), try rule("dd.MM.yyyy", min: "1900-01-01"))
    },
    Case("upper bounds 2026 vs 2027", equal: false, probe: "01012027") {
      (try rule("dd.MM.yyyy", max: "2026-12-31"), try rule("dd.MM.yyyy", max: "2027-12-31"))
    },
    Case("an upper bound vs a lower bound", equal: false, probe: "01012030") {
      (try rule("dd.MM.yyyy", max: "2026-12-31"), try rule("dd.MM.yyyy", min: "2026-12-31"))
    },
    Case("ASCII vs Arabic-Indic digits", equal: false, probe: "12052024") {
      (try rule("dd.MM.yyyy"), try rule("dd.MM.yyyy", digits: "٠١٢٣٤٥٦٧٨٩"))
    },
    Case("Arabic-Indic digits made twice", equal: true, probe: "12052024") {
      (
        try rule("dd.MM.yyyy", digits: "٠١٢٣٤٥٦٧٨٩"),
        try rule("dd.MM.yyyy", digits: "٠١٢٣٤٥٦٧٨٩")
      )
    },
  ]

  @Test(arguments: cases)
  func dateRules(_ c: Case) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }
}
