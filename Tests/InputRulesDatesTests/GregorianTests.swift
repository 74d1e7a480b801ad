import InputRulesDates
import Testing

@Suite("Gregorian calendar")
struct GregorianTests {
  @Test(
    "leap years",
    arguments: [
      (1900, false), (2000, true), (2024, true), (2023, false), (2100, false), (1600, true),
      (4, true), (1, false),
    ])
  func leapYears(year: Int, isLeap: Bool) {
    #expect(Gregorian.isLeapYear(year) == isLeap)
  }

  @Test(
    "month lengths",
    arguments: [
      (1, 2023, 31), (2, 2023, 28), (2, 2024, 29), (2, 1900, 28), (2, 2000, 29), (3, 2023, 31),
      (4, 2023, 30), (5, 2023, 31), (6, 2023, 30), (7, 2023, 31), (8, 2023, 31), (9, 2023, 30),
      (10, 2023, 31), (11, 2023, 30), (12, 2023, 31), (0, 2023, 0), (13, 2023, 0),
    ])
  func monthLengths(month: Int, year: Int, days: Int) {
    #expect(Gregorian.daysInMonth(month, year: year) == days)
  }
}
