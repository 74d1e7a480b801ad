import InputRulesDates

/// A date value as numbers to compare and move: a missing field counts as its first value (a
/// year-month is its first day, a time without seconds its first second).
struct CalendarMoment: Equatable {
  var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

  init(_ value: DateValue) {
    year = value.year ?? 0
    month = value.month ?? 1
    day = value.day ?? 1
    hour = value.hour ?? 0
    minute = value.minute ?? 0
    second = value.second ?? 0
  }

  /// The moment `duration` later (earlier when negative), as a calendar counts: years and
  /// months first, the day kept but brought into the month (January 31 plus a month is
  /// February 28 or 29), then days, hours, minutes and seconds carried over.
  func adding(_ duration: FormDuration) -> CalendarMoment {
    var moment = self
    let months = moment.year * 12 + (moment.month - 1) + duration.years * 12 + duration.months
    moment.year = Self.floorDivide(months, 12)
    moment.month = months - moment.year * 12 + 1
    moment.day = Swift.min(moment.day, Gregorian.daysInMonth(moment.month, year: moment.year))
    var seconds = moment.second + duration.seconds
    var minutes = moment.minute + duration.minutes + Self.floorDivide(seconds, 60)
    seconds -= Self.floorDivide(seconds, 60) * 60
    var hours = moment.hour + duration.hours + Self.floorDivide(minutes, 60)
    minutes -= Self.floorDivide(minutes, 60) * 60
    let days = duration.days + Self.floorDivide(hours, 24)
    hours -= Self.floorDivide(hours, 24) * 24
    moment.second = seconds
    moment.minute = minutes
    moment.hour = hours
    let ordinal = Self.dayNumber(moment.year, moment.month, moment.day) + days
    (moment.year, moment.month, moment.day) = Self.civil(fromDayNumber: ordinal)
    return moment
  }

  /// -1, 0 or 1 as this moment is before, at or after `other`.
  func compare(_ other: CalendarMoment) -> Int {
    let a = [year, month, day, hour, minute, second]
    let b = [other.year, other.month, other.day, other.hour, other.minute, other.second]
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return 0
  }

  private static func floorDivide(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days-from-civil
  /// algorithm, public domain).
  static func dayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let shifted = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shifted + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of a day number (the inverse of `dayNumber`).
  static func civil(fromDayNumber number: Int) -> (year: Int, month: Int, day: Int) {
    let z = number + 719_468
    let era = floorDivide(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension FormDuration {
  /// `value` moved by this duration as a calendar counts (see `CalendarMoment.adding(_:)`),
  /// with the fields `value` has: a date relative to today (`today-P18Y`).
  public func applied(to value: DateValue) -> DateValue {
    let moved = CalendarMoment(value).adding(self)
    return DateValue(
      year: value.year == nil ? nil : moved.year, month: value.month == nil ? nil : moved.month,
      day: value.day == nil ? nil : moved.day, hour: value.hour == nil ? nil : moved.hour,
      minute: value.minute == nil ? nil : moved.minute,
      second: value.second == nil ? nil : moved.second)
  }
}
