import InputRulesDates
import Testing

@testable import InputRulesForms

@Suite struct FormDurationTests {
  @Test(arguments: [
    ("P1D", FormDuration(days: 1)), ("P18Y", FormDuration(years: 18)),
    ("-P1D", FormDuration(days: -1)), ("P2W", FormDuration(days: 14)),
    ("PT30M", FormDuration(minutes: 30)),
    (
      "P1Y2M10DT2H30M",
      FormDuration(
        years: 1, months: 2, days: 10, hours: 2, minutes: 30)
    ),
  ])
  func readsISODurations(_ text: String, _ expected: FormDuration) {
    #expect(FormDuration(iso: text) == expected)
  }

  @Test(arguments: [
    "", "P", "1D", "PD", "P1", "P1DT", "PT1D", "P1M1Y", "P1D1D", "P99999999D", "p1d",
  ])
  func refusesOthers(_ text: String) {
    #expect(FormDuration(iso: text) == nil)
  }

  @Test(arguments: [
    ("2024-01-31", FormDuration(months: 1), "2024-02-29"),
    ("2023-01-31", FormDuration(months: 1), "2023-02-28"),
    ("2024-02-29", FormDuration(years: -18), "2006-02-28"),
    ("2026-12-31", FormDuration(days: 1), "2027-01-01"),
    ("2024-03-01", FormDuration(days: -1), "2024-02-29"),
    ("1999-12-31", FormDuration(days: 366), "2000-12-31"),
  ])
  func movesDatesAsACalendarDoes(_ start: String, _ by: FormDuration, _ expected: String) throws {
    let format = try DateFormat("yyyy-MM-dd")
    let moved = CalendarMoment(try #require(DateValue(iso: start, for: format))).adding(by)
    let want = CalendarMoment(try #require(DateValue(iso: expected, for: format)))
    #expect(moved == want)
  }

  @Test func movesTimesAcrossTheHour() throws {
    let format = try DateFormat("HH:mm")
    let moved = CalendarMoment(try #require(DateValue(iso: "09:45", for: format)))
      .adding(FormDuration(minutes: 30))
    #expect(moved.hour == 10 && moved.minute == 15)
  }
}
