/// A date, a time or both, with only the fields of its format: the value of a `DateRule`.
///
/// The hour is always 0...23, also for a 12-hour format (`02:30 PM` is hour 14). A field the
/// format lacks is `nil`.
public struct DateValue: Hashable, Sendable, CustomStringConvertible {
  /// The year, 1...9999 in a rule's values (2000...2099 with `yy`); `nil` when the format has none.
  public var year: Int?
  /// The month, 1...12 in a rule's values; `nil` when the format has none.
  public var month: Int?
  /// The day of the month, as many as the month has in a rule's values; `nil` when the format has
  /// none.
  public var day: Int?
  /// The hour, 0...23 also for a 12-hour format; `nil` when the format has none.
  public var hour: Int?
  /// The minute, 0...59 in a rule's values; `nil` when the format has none.
  public var minute: Int?
  /// The second, 0...59 in a rule's values; `nil` when the format has none.
  public var second: Int?

  /// A value with the fields given, stored as given: nothing is checked against a calendar or a
  /// format here (`DateRule` refuses a value that does not fit its format).
  public init(
    year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
    second: Int? = nil
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The value in ISO 8601, with the fields present: `2024-02-29`, `2027-03`, `2024`,
  /// `--02-29` (a month and day), `14:30`, `14:30:05`, `14` (an hour), `2024-02-29T14:30`.
  public var iso: String {
    var date = ""
    if let year { date = Self.digits(year, 4) }
    if let month { date += (year == nil ? "--" : "-") + Self.digits(month, 2) }
    if let day { date += "-" + Self.digits(day, 2) }
    var time = ""
    if let hour { time = Self.digits(hour, 2) }
    if let minute { time += ":" + Self.digits(minute, 2) }
    if let second { time += ":" + Self.digits(second, 2) }
    if date.isEmpty { return time }
    if time.isEmpty { return date }
    return date + "T" + time
  }

  /// The value in ISO 8601 (`iso`), as its canonical string is written.
  public var description: String { iso }

  /// The value an ISO 8601 string names, when it has exactly the fields of `format` (in the
  /// shapes `iso` writes) and they make a date and time `format` can show (`2023-02-29` is
  /// none; `1999-03` is none for `MM/yy`, whose years are 2000...2099). Only ASCII digits.
  public init?(iso: String, for format: DateFormat) {
    var bytes: [UInt8] = Array(iso.utf8)
    var index = 0
    var value = DateValue()
    func number(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var result = 0
      for byte in bytes[index..<(index + count)] {
        guard byte >= 0x30 && byte <= 0x39 else { return nil }
        result = result * 10 + Int(byte - 0x30)
      }
      index += count
      return result
    }
    func expect(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }
    let has = format.isoFields
    if has.contains(.year) {
      guard let year = number(4) else { return nil }
      value.year = year
      if has.contains(.month) {
        guard expect(0x2D), let month = number(2) else { return nil }
        value.month = month
      }
    } else if has.contains(.month) {
      guard expect(0x2D), expect(0x2D), let month = number(2) else { return nil }
      value.month = month
    }
    if has.contains(.day) {
      guard expect(0x2D), let day = number(2) else { return nil }
      value.day = day
    }
    if has.contains(.hour) {
      if has.contains(.year) || has.contains(.month) {
        guard expect(0x54) else { return nil }
      }
      guard let hour = number(2) else { return nil }
      value.hour = hour
    }
    if has.contains(.minute) {
      guard expect(0x3A), let minute = number(2) else { return nil }
      value.minute = minute
    }
    if has.contains(.second) {
      guard expect(0x3A), let second = number(2) else { return nil }
      value.second = second
    }
    guard index == bytes.count else { return nil }
    bytes = []
    guard value.fits(format) else { return nil }
    self = value
  }

  /// Whether the value has exactly the fields of `format` and they make a date and time it can
  /// show.
  func fits(_ format: DateFormat) -> Bool {
    let fields = format.isoFields
    func check(_ value: Int?, _ field: DateField, _ range: ClosedRange<Int>) -> Bool {
      guard let value else { return !fields.contains(field) }
      return fields.contains(field) && range.contains(value)
    }
    guard check(year, .year, format.years), check(month, .month, 1...12),
      check(day, .day, 1...31), check(hour, .hour, 0...23), check(minute, .minute, 0...59),
      check(second, .second, 0...59)
    else { return false }
    if let day, let month {
      // Without a year, 29 February exists (in leap years).
      guard day <= Gregorian.daysInMonth(month, year: year ?? 2000) else { return false }
    }
    return true
  }

  /// The present fields in ISO order.
  var components: [Int] {
    var result: [Int] = []
    for field in [year, month, day, hour, minute, second] {
      if let field { result.append(field) }
    }
    return result
  }

  /// Whether the value comes before `other` (both with the same fields).
  func isBefore(_ other: DateValue) -> Bool {
    components.lexicographicallyPrecedes(other.components)
  }

  /// `value` with at least `count` digits, zeros in front.
  static func digits(_ value: Int, _ count: Int) -> String {
    let text = String(value)
    return text.count >= count ? text : String(repeating: "0", count: count - text.count) + text
  }
}
