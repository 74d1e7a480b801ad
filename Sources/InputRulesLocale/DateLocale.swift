import Foundation
import InputRulesDates
import InputRulesNumbers

extension DateFormat {
  /// The locale's numeric short date, resolved once from Foundation: its order of day, month
  /// and year and its separators, with two-digit days and months and a four-digit year
  /// (de_DE `dd.MM.yyyy`, en_US `MM/dd/yyyy`, ja_JP `yyyy/MM/dd`, nl_NL `dd-MM-yyyy`).
  ///
  /// Foundation's pattern for the template `ddMMyyyy` is normalized: runs of `d`, `M` and `y`
  /// become `dd`, `MM` and `yyyy`, quoted text (bg_BG's `'г'.`), other fields and bidi marks
  /// (ar_EG's U+200F) are dropped, and spaces around the ends trimmed. When that gives no
  /// pattern with a day, a month and a year, the format is ISO 8601's `yyyy-MM-dd`.
  public init(locale: Locale) {
    let template = DateFormatter.dateFormat(fromTemplate: "ddMMyyyy", options: 0, locale: locale)
    if let template, let format = try? DateFormat(Self.normalized(template)),
      format.contains(.day) && format.contains(.month) && format.contains(.year)
    {
      self = format
    } else {
      self = try! DateFormat("yyyy-MM-dd")
    }
  }

  /// A Foundation date pattern as a `DateFormat` pattern of day, month and year.
  static func normalized(_ pattern: String) -> String {
    var result = ""
    var quoted = false
    var previous: Character?
    // After dropped text (a quoted word, another field), the separators up to the next field
    // go with it (bg_BG's `'г'.`).
    var dropping = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()
        previous = nil
        dropping = true
        continue
      }
      if quoted { continue }
      switch character {
      case "d", "M", "y":
        if previous != character {
          result += character == "y" ? "yyyy" : String(repeating: character, count: 2)
        }
        dropping = false
      case "\u{200E}", "\u{200F}", "\u{061C}":
        break
      default:
        if character.isLetter {
          // Other fields (an era, a weekday) are left out.
          dropping = true
        } else if !dropping {
          result.append(character)
        }
      }
      previous = character
    }
    while let last = result.last, last.isWhitespace { result.removeLast() }
    while let first = result.first, first.isWhitespace { result.removeFirst() }
    return result
  }
}

extension DateRule {
  /// A rule for the locale's numeric short date (`DateFormat(locale:)`), optionally between
  /// `min` and `max`, showing the digits the locale writes numbers with (`digits: .locale`:
  /// Arabic-Indic in ar_EG) or ASCII digits (`.ascii`); the value is the same either way.
  public init(
    locale: Locale, min: DateValue? = nil, max: DateValue? = nil, digits: DigitChoice = .locale
  ) throws(DateRuleError) {
    try self.init(
      format: DateFormat(locale: locale), min: min, max: max,
      digits: NumberSymbols(locale: locale, digits: digits).digits)
  }
}

extension DateValue {
  /// The value's fields as date components (the others `nil`).
  public var dateComponents: DateComponents {
    DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }

  /// The fields of `format` taken from `components`; `nil` when one is missing or they make no
  /// value of `format` (31 April, or 1999 for `MM/yy`).
  public init?(_ components: DateComponents, for format: DateFormat) {
    var value = DateValue()
    for field in format.fields {
      switch field {
      case .year: value.year = components.year
      case .month: value.month = components.month
      case .day: value.day = components.day
      case .hour: value.hour = components.hour
      case .minute: value.minute = components.minute
      case .second: value.second = components.second
      case .dayPeriod: continue
      }
    }
    guard let read = DateValue(iso: value.iso, for: format), read == value else { return nil }
    self = read
  }

  /// The moment the value names in `calendar` (a Gregorian one, with its time zone); fields
  /// the value lacks are the calendar's defaults (midnight for a date alone, the first day of
  /// a month alone). `nil` when the calendar has no such date.
  public func date(in calendar: Calendar) -> Date? {
    calendar.date(from: dateComponents)
  }

  /// The fields of `format` of `date` in `calendar` (a Gregorian one); `nil` when they make no
  /// value of `format` (a year outside 2000...2099 for `MM/yy`).
  public init?(_ date: Date, calendar: Calendar, for format: DateFormat) {
    let components = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    self.init(components, for: format)
  }
}
