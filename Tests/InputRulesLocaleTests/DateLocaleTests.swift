import Foundation
import InputRules
import InputRulesDates
import InputRulesLocale
import Testing

/// The locale's numeric short date as a date format, and the Foundation bridges of date
/// values (pinned locales, a Gregorian calendar in UTC).
@Suite struct DateLocaleTests {
  struct LocaleCase: CustomTestStringConvertible, Sendable {
    var identifier: String
    var pattern: String
    var testDescription: String { identifier }
  }

  static let localeCases: [LocaleCase] = [
    LocaleCase(identifier: "de_DE", pattern: "dd.MM.yyyy"),
    LocaleCase(identifier: "en_US", pattern: "MM/dd/yyyy"),
    LocaleCase(identifier: "ja_JP", pattern: "yyyy/MM/dd"),
    LocaleCase(identifier: "en_GB", pattern: "dd/MM/yyyy"),
    LocaleCase(identifier: "nl_NL", pattern: "dd-MM-yyyy"),
    LocaleCase(identifier: "sv_SE", pattern: "yyyy-MM-dd"),
    // Bidi marks dropped.
    LocaleCase(identifier: "ar_EG", pattern: "dd/MM/yyyy"),
    // A quoted year word dropped.
    LocaleCase(identifier: "bg_BG", pattern: "dd.MM.yyyy"),
  ]

  @Test(arguments: localeCases)
  func shortDate(_ c: LocaleCase) {
    #expect(DateFormat(locale: Locale(identifier: c.identifier)).pattern == c.pattern)
  }

  @Test func ruleForALocale() throws {
    let rule = try DateRule(locale: Locale(identifier: "de_DE"))
    var field = InputField(rule: rule)
    field.paste("1.2.2024")
    #expect(field.text == "01.02.2024")
    #expect(field.value?.iso == "2024-02-01")
  }

  @Test func ruleForALocaleWithBounds() throws {
    let format = DateFormat(locale: Locale(identifier: "en_US"))
    let rule = try DateRule(
      locale: Locale(identifier: "en_US"), min: DateValue(iso: "1900-01-01", for: format))
    var field = InputField(rule: rule)
    for key in ["0", "1", "0", "1", "1", "8"] { field.type(key) }
    #expect(field.text == "01/01/1")
  }

  static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  @Test func componentsRoundTrip() throws {
    let format = try DateFormat("dd.MM.yyyy HH:mm")
    let value = try #require(DateValue(iso: "2024-02-29T14:30", for: format))
    let components = value.dateComponents
    #expect(components.year == 2024)
    #expect(components.month == 2)
    #expect(components.day == 29)
    #expect(components.hour == 14)
    #expect(components.minute == 30)
    #expect(components.second == nil)
    #expect(DateValue(components, for: format) == value)
  }

  @Test func componentsThatMakeNoValue() throws {
    let format = try DateFormat("dd.MM.yyyy")
    #expect(DateValue(DateComponents(year: 2023, month: 2, day: 29), for: format) == nil)
    #expect(DateValue(DateComponents(year: 2023, month: 2), for: format) == nil)
    let expiry = try DateFormat("MM/yy")
    #expect(DateValue(DateComponents(year: 1999, month: 2), for: expiry) == nil)
    #expect(
      DateValue(DateComponents(year: 2027, month: 3, day: 9), for: expiry)
        == DateValue(year: 2027, month: 3))
  }

  @Test func dateRoundTrip() throws {
    let format = try DateFormat("yyyy-MM-dd HH:mm:ss")
    let value = try #require(DateValue(iso: "2024-02-29T23:59:58", for: format))
    let date = try #require(value.date(in: Self.utc))
    #expect(date.timeIntervalSince1970 == 1_709_251_198)
    #expect(DateValue(date, calendar: Self.utc, for: format) == value)
    let day = try DateFormat("dd.MM.yyyy")
    #expect(
      DateValue(date, calendar: Self.utc, for: day) == DateValue(year: 2024, month: 2, day: 29))
  }

  @Test func twelveHourFromADate() throws {
    let format = try DateFormat("hh:mm a")
    let date = Date(timeIntervalSince1970: 1_709_251_198)
    let value = try #require(DateValue(date, calendar: Self.utc, for: format))
    #expect(value.iso == "23:59")
    let rule = try DateRule(format: format)
    #expect(rule.displayText(for: value) == "11:59 PM")
  }
}
