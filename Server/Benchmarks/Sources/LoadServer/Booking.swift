// The 10-field booking as a Vapor developer writes it: a `Content` struct and its `Validatable`
// conformance, as close to the form spec (ten-field-form.json) as Vapor's validators allow,
// `.custom` where none fits. Vapor validates one key at a time, so the form's four rules
// between fields are written by hand in `checkBetweenFields()`.

import Foundation
import Vapor

struct Booking: Content, Validatable {
  var arrival: String
  var departure: String
  var guests: Int?
  var birthDate: String?
  var name: String
  var phone: String?
  var email: String?
  var card: String
  var expiry: String
  var cvc: String

  /// A North American number: an area code and an exchange that do not start with 0 or 1, with
  /// or without `+1`, parentheses, spaces, dots or hyphens.
  static let northAmericanNumber =
    #"^(\+?1[ .-]?)?\(?[2-9][0-9]{2}\)?[ .-]?[2-9][0-9]{2}[ .-]?[0-9]{4}$"#

  static func validations(_ validations: inout Validations) {
    validations.add(
      "arrival", as: String.self,
      is: .custom("a date MM/dd/yyyy, today or later") {
        BookingDates.day($0).map { $0 >= BookingDates.today } ?? false
      })
    validations.add(
      "departure", as: String.self,
      is: .custom("a date MM/dd/yyyy") { BookingDates.day($0) != nil })
    validations.add("guests", as: Int.self, is: .range(1...8), required: false)
    validations.add(
      "birthDate", as: String.self,
      is: .empty
        || .custom("a date MM/dd/yyyy, 18 years ago or earlier") {
          BookingDates.day($0).map { $0 <= BookingDates.today.adding(years: -18) } ?? false
        },
      required: false)
    validations.add("name", as: String.self, is: .count(1...80))
    validations.add(
      "phone", as: String.self, is: .empty || .pattern(northAmericanNumber), required: false)
    validations.add("email", as: String.self, is: .count(...254), required: false)
    validations.add(
      "card", as: String.self,
      is: .characterSet(.decimalDigits + .whitespaces)
        && .custom("12 to 19 digits passing the Luhn check") { Card.isValid($0) })
    validations.add(
      "expiry", as: String.self,
      is: .custom("a month MM/yy, this month or later") {
        BookingDates.month($0).map { $0 >= BookingDates.today.yearMonth } ?? false
      })
    validations.add("cvc", as: String.self, is: .count(3...4) && .characterSet(.decimalDigits))
  }

  /// The form's rules between fields, which `Validations` cannot say: the departure at least a
  /// day after the arrival, a phone number or an email, the security code's length for the
  /// card's brand, an email when the name is "Ada".
  func checkBetweenFields() throws {
    if let arrival = BookingDates.day(arrival), let departure = BookingDates.day(departure),
      departure < arrival.adding(days: 1)
    {
      throw Abort(.badRequest, reason: "departure must be at least 1 day after arrival")
    }
    if phone?.isEmpty ?? true, email?.isEmpty ?? true {
      throw Abort(.badRequest, reason: "phone or email is required")
    }
    if cvc.count != Card.securityCodeLength(card) {
      throw Abort(.badRequest, reason: "cvc must have \(Card.securityCodeLength(card)) digits")
    }
    if name == "Ada", email?.isEmpty ?? true {
      throw Abort(.badRequest, reason: "email is required")
    }
  }
}

/// A day of the Gregorian calendar, compared by year, month and day.
struct Day: Comparable, Sendable {
  var year: Int
  var month: Int
  var day: Int

  init(year: Int, month: Int, day: Int) {
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// `YYYY-MM-DD`.
  init?(iso text: String) {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    self.init(year: parts[0], month: parts[1], day: parts[2])
  }

  init(_ date: Date) {
    let parts = BookingDates.calendar.dateComponents([.year, .month, .day], from: date)
    self.init(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
  }

  var date: Date {
    BookingDates.calendar.date(from: DateComponents(year: year, month: month, day: day))
      ?? .distantPast
  }

  /// The year and month alone.
  var yearMonth: Month { Month(year: year, month: month) }

  func adding(years: Int = 0, days: Int = 0) -> Day {
    let date = BookingDates.calendar.date(
      byAdding: DateComponents(year: years, day: days), to: date)
    return Day(date ?? .distantPast)
  }

  static func < (a: Day, b: Day) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}

/// A month of a year, as a card's expiry gives it.
struct Month: Comparable, Sendable {
  var year: Int
  var month: Int

  static func < (a: Month, b: Month) -> Bool { (a.year, a.month) < (b.year, b.month) }
}

/// Dates read with Foundation, strictly, in UTC.
enum BookingDates {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    return calendar
  }()

  /// The day both checks count from, set once at startup.
  nonisolated(unsafe) static var today = Day(year: 2026, month: 12, day: 4)

  private static let dayFormat = Date.ParseStrategy(
    format: "\(month: .twoDigits)/\(day: .twoDigits)/\(year: .padded(4))",
    locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt, calendar: calendar,
    isLenient: false)

  private static let monthFormat = Date.ParseStrategy(
    format: "\(month: .twoDigits)/\(year: .twoDigits)",
    locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt, calendar: calendar,
    isLenient: false, twoDigitStartDate: Date(timeIntervalSince1970: 946_684_800))

  /// `MM/dd/yyyy`, or nil.
  static func day(_ text: String) -> Day? {
    (try? Date(text, strategy: dayFormat)).map(Day.init)
  }

  /// `MM/yy`, or nil.
  static func month(_ text: String) -> Month? {
    (try? Date(text, strategy: monthFormat)).map { Day($0).yearMonth }
  }
}

/// Payment card numbers: digits and spaces, 12 to 19 digits, the Luhn check.
enum Card {
  static func isValid(_ text: String) -> Bool {
    let digits = text.compactMap(\.wholeNumberValue)
    guard (12...19).contains(digits.count) else { return false }
    var sum = 0
    for (offset, digit) in digits.reversed().enumerated() {
      let doubled = offset % 2 == 1 ? digit * 2 : digit
      sum += doubled > 9 ? doubled - 9 : doubled
    }
    return sum % 10 == 0
  }

  /// 4 for American Express (34, 37), 3 otherwise.
  static func securityCodeLength(_ text: String) -> Int {
    let digits = text.filter(\.isNumber)
    return digits.hasPrefix("34") || digits.hasPrefix("37") ? 4 : 3
  }
}
