/// The proleptic Gregorian calendar's rules, as far as a date field needs them.
public enum Gregorian {
  /// Whether `year` has a 29 February: divisible by 4, except centuries not divisible by 400
  /// (1900 is not a leap year, 2000 is).
  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days of `month` (1...12) in `year`; 0 for a month outside 1...12.
  public static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 1, 3, 5, 7, 8, 10, 12: return 31
    case 4, 6, 9, 11: return 30
    case 2: return isLeapYear(year) ? 29 : 28
    default: return 0
    }
  }
}
