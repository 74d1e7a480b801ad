import InputRules
import InputRulesDates
import InputRulesTestSupport
import Testing

/// Seeded random edits on date fields, checked against the laws every rule keeps, `noDeadEnd`
/// included: whatever a date field accepts can still become a valid date (in range) by typing
/// digits (and `a` or `p`) at its end. `commitLeavesValidOrEmpty` is left out: an incomplete
/// date is kept when editing ends, as an incomplete mask is.
@Suite struct DateLawTests {
  /// Digits of several scripts, the separators, day-period letters, other letters, an emoji
  /// and a combining mark.
  static let alphabet: [String] = [
    "0", "1", "2", "3", "4", "5", "9", "٣", "５", ".", "/", "-", ":", " ", "a", "P", "m", "x",
    "👍🏽", "\u{301}", "2024-02-29", "1.2.2024", "29.02.2023",
  ]

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: DateRule
    var keys: [String]
    var depth: Int
    var testDescription: String { name }
  }

  static func rule(_ pattern: String, min: String? = nil, max: String? = nil) -> DateRule {
    DateTypingTests.rule(pattern, min: min, max: max)
  }

  /// Few keys, so that the search for a completion stays short: each case's keys can
  /// complete any date of its range (`4` for the leap years of 1904 and 2024).
  static let cases: [Case] = [
    Case(name: "dd.MM.yyyy", rule: rule("dd.MM.yyyy"), keys: ["0", "1", "2", "4"], depth: 8),
    Case(
      name: "dd.MM.yyyy in 1900-01-01...2026-11-25",
      rule: rule("dd.MM.yyyy", min: "1900-01-01", max: "2026-11-25"),
      keys: ["0", "1", "2", "4", "9"], depth: 8),
    Case(
      name: "MM/dd/yyyy in 2024-02-29...2024-03-01",
      rule: rule("MM/dd/yyyy", min: "2024-02-29", max: "2024-03-01"),
      keys: ["0", "1", "2", "3", "4", "9"], depth: 8),
    Case(
      name: "yyyy-MM-dd from 2000-02-29", rule: rule("yyyy-MM-dd", min: "2000-02-29"),
      keys: ["0", "1", "2", "9"], depth: 8),
    Case(
      name: "MM/yy from 2026-11", rule: rule("MM/yy", min: "2026-11"),
      keys: ["1", "2", "6", "9"], depth: 4),
    Case(
      name: "HH:mm in 08:30...17:15", rule: rule("HH:mm", min: "08:30", max: "17:15"),
      keys: ["0", "1", "3", "5", "8"], depth: 4),
    Case(
      name: "hh:mm a in 09:45...13:10", rule: rule("hh:mm a", min: "09:45", max: "13:10"),
      keys: ["0", "1", "4", "5", "9", "a", "p"], depth: 5),
    // Without `noDeadEnd`: searching 14 keys deep is too slow for a unit test. The date and
    // the time are completed independently (the case below and "HH:mm:ss" cover each, and
    // the bounded date and time their coupling through the bounds).
    Case(name: "dd.MM.yyyy HH:mm:ss", rule: rule("dd.MM.yyyy HH:mm:ss"), keys: [], depth: 0),
    Case(
      name: "dd.MM.yyyy HH:mm in 2024-02-29T13:45...2024-03-01T08:00",
      rule: rule("dd.MM.yyyy HH:mm", min: "2024-02-29T13:45", max: "2024-03-01T08:00"),
      keys: ["0", "1", "2", "3", "4", "5", "8", "9"], depth: 12),
    Case(name: "HH:mm:ss", rule: rule("HH:mm:ss"), keys: ["0", "1", "5"], depth: 6),
    Case(name: "dd.MM (no year)", rule: rule("dd.MM"), keys: ["0", "1", "2"], depth: 4),
    Case(
      name: "yyyy年MM月dd日 (literals outside ASCII)", rule: rule("yyyy年MM月dd日"),
      keys: ["0", "1", "2", "4"], depth: 8),
  ]

  @Test(arguments: cases, [1, 2, 3] as [UInt64])
  func laws(_ c: Case, seed: UInt64) {
    var laws = Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
    laws.remove(.commitLeavesValidOrEmpty)
    let options = FieldLawOptions(
      steps: 400, alphabet: Self.alphabet, laws: laws, completionKeys: c.keys,
      completionDepth: c.depth)
    let low = c.rule.min
    let high = c.rule.max
    let violations = FieldLaws.check(c.rule, seed: seed, options: options) { value in
      if let low, value.iso < low.iso { return "before \(low.iso)" }
      if let high, value.iso > high.iso { return "after \(high.iso)" }
      return nil
    }
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  struct ValuesCase: CustomTestStringConvertible, Sendable {
    var rule: DateRule
    var values: [String]
    var testDescription: String { rule.format.pattern }
  }

  static let valueCases: [ValuesCase] = [
    ValuesCase(
      rule: rule("dd.MM.yyyy"),
      values: ["2024-02-29", "2000-02-29", "1900-02-28", "0001-01-01", "9999-12-31"]),
    ValuesCase(rule: rule("MM/dd/yyyy"), values: ["2023-12-31", "2024-01-01"]),
    ValuesCase(rule: rule("MM/yy", min: "2026-11"), values: ["2026-11", "2099-12"]),
    ValuesCase(rule: rule("HH:mm"), values: ["00:00", "23:59", "14:30"]),
    ValuesCase(rule: rule("hh:mm a"), values: ["00:00", "12:00", "23:59", "11:59", "13:05"]),
    ValuesCase(rule: rule("HH:mm:ss"), values: ["14:30:05"]),
    ValuesCase(rule: rule("dd.MM.yyyy HH:mm"), values: ["2024-02-29T14:30"]),
    ValuesCase(rule: rule("dd.MM"), values: ["--02-29", "--12-31"]),
    ValuesCase(rule: rule("yyyy"), values: ["2024"]),
  ]

  @Test(arguments: valueCases)
  func valueRoundTrips(_ c: ValuesCase) {
    let values = c.values.compactMap { DateValue(iso: $0, for: c.rule.format) }
    #expect(values.count == c.values.count)
    #expect(values.map(\.iso) == c.values)
    #expect(FieldLaws.checkValues(c.rule, values: values).isEmpty)
  }
}
