import InputRules
import InputRulesDates
import Testing

/// Values: ISO 8601 strings for each shape of format, strings that name no value, the rule's
/// bounds and its conversions.
@Suite struct DateValueTests {
  struct ISOCase: CustomTestStringConvertible, Sendable {
    var pattern: String
    var iso: String
    var value: DateValue
    var testDescription: String { "\(pattern) \(iso)" }
  }

  static let isoCases: [ISOCase] = [
    ISOCase(
      pattern: "dd.MM.yyyy", iso: "2024-02-29", value: DateValue(year: 2024, month: 2, day: 29)),
    ISOCase(pattern: "HH:mm", iso: "14:30", value: DateValue(hour: 14, minute: 30)),
    ISOCase(
      pattern: "dd.MM.yyyy HH:mm", iso: "2024-02-29T14:30",
      value: DateValue(year: 2024, month: 2, day: 29, hour: 14, minute: 30)),
    ISOCase(pattern: "MM/yy", iso: "2027-03", value: DateValue(year: 2027, month: 3)),
    ISOCase(
      pattern: "HH:mm:ss", iso: "14:30:05", value: DateValue(hour: 14, minute: 30, second: 5)),
    ISOCase(pattern: "hh:mm a", iso: "00:15", value: DateValue(hour: 0, minute: 15)),
    ISOCase(pattern: "dd.MM", iso: "--02-29", value: DateValue(month: 2, day: 29)),
    ISOCase(pattern: "yyyy", iso: "0001", value: DateValue(year: 1)),
  ]

  @Test(arguments: isoCases)
  func iso(_ c: ISOCase) throws {
    let format = try DateFormat(c.pattern)
    #expect(c.value.iso == c.iso)
    #expect(DateValue(iso: c.iso, for: format) == c.value)
  }

  struct NoValueCase: CustomTestStringConvertible, Sendable {
    var pattern: String
    var iso: String
    var testDescription: String { "\(pattern) \(iso)" }
  }

  static let noValueCases: [NoValueCase] = [
    NoValueCase(pattern: "dd.MM.yyyy", iso: "2023-02-29"),
    NoValueCase(pattern: "dd.MM.yyyy", iso: "1900-02-29"),
    NoValueCase(pattern: "dd.MM.yyyy", iso: "2024-04-31"),
    NoValueCase(pattern: "dd.MM.yyyy", iso: "2024-13-01"),
    NoValueCase(pattern: "dd.MM.yyyy", iso: "2024-2-29"),
    NoValueCase(pattern: "dd.MM.yyyy", iso: "2024-02-29T14:30"),
    NoValueCase(pattern: "dd.MM.yyyy", iso: "0000-01-01"),
    NoValueCase(pattern: "dd.MM.yyyy", iso: "29.02.2024"),
    NoValueCase(pattern: "HH:mm", iso: "24:00"),
    NoValueCase(pattern: "HH:mm", iso: "14:60"),
    NoValueCase(pattern: "HH:mm", iso: "14:30:00"),
    NoValueCase(pattern: "MM/yy", iso: "1999-03"),
    NoValueCase(pattern: "MM/yy", iso: "2100-01"),
    NoValueCase(pattern: "MM/yy", iso: "2027-03-01"),
    NoValueCase(pattern: "dd.MM", iso: "--02-30"),
    NoValueCase(pattern: "dd.MM.yyyy", iso: ""),
  ]

  @Test(arguments: noValueCases)
  func noValue(_ c: NoValueCase) throws {
    #expect(DateValue(iso: c.iso, for: try DateFormat(c.pattern)) == nil)
  }

  struct DisplayCase: CustomTestStringConvertible, Sendable {
    var pattern: String
    var iso: String
    var text: String
    var testDescription: String { "\(pattern) \(iso)" }
  }

  static let displayCases: [DisplayCase] = [
    DisplayCase(pattern: "dd.MM.yyyy", iso: "2024-02-29", text: "29.02.2024"),
    DisplayCase(pattern: "MM/dd/yyyy", iso: "2024-02-29", text: "02/29/2024"),
    DisplayCase(pattern: "yyyy年MM月dd日", iso: "2024-02-29", text: "2024年02月29日"),
    DisplayCase(pattern: "hh:mm a", iso: "14:30", text: "02:30 PM"),
    DisplayCase(pattern: "hh:mm a", iso: "00:05", text: "12:05 AM"),
    DisplayCase(pattern: "hh:mm a", iso: "12:00", text: "12:00 PM"),
    DisplayCase(pattern: "MM/yy", iso: "2027-03", text: "03/27"),
    DisplayCase(pattern: "dd.MM.yyyy HH:mm", iso: "2024-02-29T14:30", text: "29.02.2024 14:30"),
  ]

  @Test(arguments: displayCases)
  func display(_ c: DisplayCase) throws {
    let rule = try DateRule(format: DateFormat(c.pattern))
    let value = try #require(rule.value(fromCanonical: c.iso))
    #expect(rule.displayText(for: value) == c.text)
    #expect(rule.canonicalString(for: value) == c.iso)
    #expect(rule.evaluate(c.text) == .valid(value))
  }

  @Test func textNotLaidOutIsInvalid() throws {
    let rule = try DateRule(format: DateFormat("dd.MM.yyyy"))
    #expect(rule.evaluate("29-02-2024").validity == .invalid)
    #expect(rule.evaluate("12").validity == .invalid)
    #expect(rule.evaluate("12.").validity == .incomplete)
    #expect(rule.evaluate("").validity == .empty)
    #expect(rule.evaluate("31.02.2024").reason?.code == DateRule.impossibleDateCode)
  }

  @Test func canonicalStringsOutsideTheRange() throws {
    let format = try DateFormat("dd.MM.yyyy")
    let rule = try DateRule(
      format: format, min: DateValue(iso: "1900-01-01", for: format),
      max: DateValue(iso: "2026-11-25", for: format))
    #expect(rule.value(fromCanonical: "2026-11-26") == nil)
    #expect(rule.refusal(ofCanonical: "2026-11-26")?.code == .outOfRange)
    #expect(rule.refusal(ofCanonical: "2026-11-26")?.message == "The latest date is 25.11.2026.")
    #expect(rule.refusal(ofCanonical: "1899-12-31")?.code == .outOfRange)
    #expect(rule.refusal(ofCanonical: "2023-02-29")?.code == .invalidValue)
    #expect(rule.refusal(ofCanonical: "2026-11-25") == nil)
    #expect(rule.value(fromCanonical: "1900-01-01") == DateValue(year: 1900, month: 1, day: 1))
  }

  struct BoundErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var pattern: String
    var min: DateValue?
    var max: DateValue?
    var problem: DateRuleError.Problem
    var testDescription: String { name }
  }

  static let boundErrorCases: [BoundErrorCase] = [
    BoundErrorCase(
      name: "min after max", pattern: "dd.MM.yyyy", min: DateValue(year: 2025, month: 1, day: 1),
      max: DateValue(year: 2024, month: 1, day: 1), problem: .minAfterMax),
    BoundErrorCase(
      name: "a bound with a time for a date", pattern: "dd.MM.yyyy",
      min: DateValue(year: 2025, month: 1, day: 1, hour: 0, minute: 0), max: nil,
      problem: .boundNotInFormat),
    BoundErrorCase(
      name: "a bound without a day", pattern: "dd.MM.yyyy", min: nil,
      max: DateValue(year: 2025, month: 1), problem: .boundNotInFormat),
    BoundErrorCase(
      name: "a bound on 29 February 2023", pattern: "dd.MM.yyyy",
      min: DateValue(year: 2023, month: 2, day: 29), max: nil, problem: .boundNotInFormat),
    BoundErrorCase(
      name: "a bound in 1999 for yy", pattern: "MM/yy", min: DateValue(year: 1999, month: 1),
      max: nil, problem: .boundNotInFormat),
    BoundErrorCase(
      name: "an hour of 24", pattern: "HH:mm", min: nil, max: DateValue(hour: 24, minute: 0),
      problem: .boundNotInFormat),
  ]

  @Test(arguments: boundErrorCases)
  func boundErrors(_ c: BoundErrorCase) throws {
    let format = try DateFormat(c.pattern)
    do {
      _ = try DateRule(format: format, min: c.min, max: c.max)
      Issue.record("the rule was made")
    } catch {
      #expect(error.problem == c.problem)
      #expect(!error.description.isEmpty)
    }
  }

  @Test func equalBoundsAllowOneValue() throws {
    let format = try DateFormat("dd.MM.yyyy")
    let day = DateValue(year: 2024, month: 2, day: 29)
    let rule = try DateRule(format: format, min: day, max: day)
    var field = InputField(rule: rule)
    field.type("1")
    #expect(field.text == "")
    for key in ["2", "9", "0", "2", "2", "0", "2", "4"] { field.type(key) }
    #expect(field.value == day)
  }
}
