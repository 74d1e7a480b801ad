import InputRules
import InputRulesDates
import Testing

/// Every month's last day typed key by key, in a year-first format so that the day's last key
/// is the one that decides: the last day is accepted, the day after it never is. Leap years
/// 1900 (not), 2000 (yes), 2023 (not), 2024 (yes), 2100 (not).
@Suite struct DateCalendarEdgeTests {
  struct MonthCase: CustomTestStringConvertible, Sendable {
    var year: Int
    var month: Int
    var lastDay: Int
    var testDescription: String { "\(year)-\(month) has \(lastDay) days" }
  }

  static let monthCases: [MonthCase] = {
    var cases: [MonthCase] = []
    let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    for (index, length) in lengths.enumerated() {
      cases.append(MonthCase(year: 2023, month: index + 1, lastDay: length))
    }
    for year in [1900, 2000, 2024, 2100] {
      let leap = year == 2000 || year == 2024
      cases.append(MonthCase(year: year, month: 2, lastDay: leap ? 29 : 28))
    }
    return cases
  }()

  static let isoFirst = DateTypingTests.rule("yyyy-MM-dd")
  static let dayFirst = DateTypingTests.german

  static func digits(_ value: Int, _ count: Int) -> [String] {
    var text = String(value)
    while text.count < count { text = "0" + text }
    return text.map { String($0) }
  }

  @Test(arguments: monthCases)
  func lastDayIsAcceptedAndTheNextRefused(_ c: MonthCase) {
    let head = Self.digits(c.year, 4) + Self.digits(c.month, 2)
    var field = InputField(rule: Self.isoFirst)
    for key in head + Self.digits(c.lastDay, 2) { field.type(key) }
    #expect(field.value == DateValue(year: c.year, month: c.month, day: c.lastDay))

    var next = InputField(rule: Self.isoFirst)
    for key in head + Self.digits(c.lastDay + 1, 2) { next.type(key) }
    // (`3` as February's day is `03`, so `30` ends as 3 February.)
    #expect(next.value?.day != c.lastDay + 1)
    #expect(next.validity != .invalid)
  }

  /// Day first: the day is typed before the month and year, so the key refused is the month's
  /// or, for 29 February, the year's last.
  @Test(arguments: monthCases)
  func dayFirst(_ c: MonthCase) {
    let tail = Self.digits(c.month, 2) + Self.digits(c.year, 4)
    var field = InputField(rule: Self.dayFirst)
    for key in Self.digits(c.lastDay, 2) + tail { field.type(key) }
    #expect(field.value == DateValue(year: c.year, month: c.month, day: c.lastDay))

    var next = InputField(rule: Self.dayFirst)
    let keys = Self.digits(c.lastDay + 1, 2) + tail
    var refusedAt: Int?
    for (index, key) in keys.enumerated() where refusedAt == nil {
      if next.type(key).outcome == .rejected { refusedAt = index }
    }
    #expect(next.value == nil)
    #expect(refusedAt != nil)
    #expect(next.type("0").outcome != .rejected || next.validity != .invalid)
  }

  struct PrefixCase: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: DateRule
    var keys: [String]
    /// Keys accepted next.
    var accepted: [String]
    /// Keys refused next.
    var refused: [String]
    var testDescription: String { name }
  }

  static let birthday = DateTypingTests.birthday

  static let prefixCases: [PrefixCase] = [
    PrefixCase(
      name: "first year digit in 1900...2026", rule: birthday, keys: ["0", "1", "0", "1"],
      accepted: ["1", "2"], refused: ["0", "3", "9"]),
    PrefixCase(
      name: "after 1: only 19", rule: birthday, keys: ["0", "1", "0", "1", "1"],
      accepted: ["9"], refused: ["0", "8"]),
    PrefixCase(
      name: "after 20: 0, 1 or 2", rule: birthday, keys: ["0", "1", "0", "1", "2", "0"],
      accepted: ["0", "1", "2"], refused: ["3", "9"]),
    PrefixCase(
      name: "26.11.202: up to 2025", rule: birthday,
      keys: ["2", "6", "1", "1", "2", "0", "2"], accepted: ["0", "5"], refused: ["6"]),
    PrefixCase(
      name: "25.12.202: up to 2025", rule: birthday,
      keys: ["2", "5", "1", "2", "2", "0", "2"], accepted: ["5"], refused: ["6"]),
    PrefixCase(
      name: "MM/yy from 11/26: a year's first digit", rule: DateTypingTests.expiry,
      keys: ["1", "0"], accepted: ["2", "9"], refused: ["0", "1"]),
    PrefixCase(
      name: "MM/yy from 11/26: 11/2", rule: DateTypingTests.expiry, keys: ["1", "1", "2"],
      accepted: ["6", "9"], refused: ["5"]),
    PrefixCase(
      name: "HH:mm from 08:30: 08:2 refused", rule: DateTypingTests.rule("HH:mm", min: "08:30"),
      keys: ["0", "8"], accepted: ["3", "5"], refused: ["0", "2"]),
    PrefixCase(
      name: "hh:mm a until 11:30: PM refused after 11:00",
      rule: DateTypingTests.rule(
        "hh:mm a", max: "11:30"),
      keys: ["1", "1", "0", "0"], accepted: ["a"], refused: ["p"]),
    PrefixCase(
      name: "hh:mm a from 13:00: AM refused after 01:30",
      rule: DateTypingTests.rule(
        "hh:mm a", min: "13:00"),
      keys: ["0", "1", "3", "0"], accepted: ["p"], refused: ["a"]),
    PrefixCase(
      name: "hh:mm a from 13:00: 12 refused (00 or 12 o'clock)",
      rule: DateTypingTests.rule(
        "hh:mm a", min: "13:00"),
      keys: ["1"], accepted: ["1"], refused: ["2"]),
  ]

  @Test(arguments: prefixCases)
  func prefixes(_ c: PrefixCase) {
    var field = InputField(rule: c.rule)
    for key in c.keys { field.type(key) }
    for key in c.accepted {
      var copy = field
      #expect(copy.type(key).outcome != .rejected, "\(key) after \(field.text)")
    }
    for key in c.refused {
      var copy = field
      let result = copy.type(key)
      #expect(result.outcome == .rejected, "\(key) after \(field.text)")
      #expect(result.reason?.code == .outOfRange, "\(key) after \(field.text)")
    }
  }
}
