import InputRulesDates
import InputRulesForms

/// A date bound relative to today: `today`, `today-P18Y` (18 years ago: a birth date of someone
/// at least 18), `today+P30D`. Only for patterns with a date and no time.
struct RelativeDay {
  /// How far from today; zero for `today`.
  var offset: FormDuration

  /// The bound `text` spells, or `nil` when it does not start with `today`.
  init?(_ text: String) {
    guard text.hasPrefix("today") else { return nil }
    let rest = text.dropFirst(5)
    if rest.isEmpty {
      offset = FormDuration()
      return
    }
    guard let duration = FormDuration(iso: String(rest)), rest.first == "+" || rest.first == "-"
    else {
      // Shaped like a relative bound but not one: reported by `value(_:in:today:)`.
      offset = FormDuration(seconds: 1)
      return
    }
    offset = duration
  }

  /// The bound for `today` in `format`: today's fields that the format has (a month and a year
  /// for `MM/yy`: "not before this month").
  func value(_ key: String, in format: DateFormat, today: DateValue?) throws(SpecError)
    -> DateValue
  {
    guard offset.seconds == 0, offset.hours == 0, offset.minutes == 0 else {
      throw SpecError(
        key: key,
        "\(JSON.quoted(key)): a bound relative to today is \"today\", or \"today\" with a signed "
          + "ISO 8601 duration of years, months, weeks or days, such as \"today-P18Y\"")
    }
    guard format.hasDate, !format.hasTime else {
      throw SpecError(
        key: key,
        "\(JSON.quoted(key)): a bound relative to today needs a \"format\" with a date and no time")
    }
    guard let today, today.year != nil, today.month != nil, today.day != nil else {
      throw SpecError(
        key: key, "\(JSON.quoted(key)) is relative to today, and no today was given (--today)")
    }
    let moved = offset.applied(to: today)
    return DateValue(
      year: format.contains(.year) ? moved.year : nil,
      month: format.contains(.month) ? moved.month : nil,
      day: format.contains(.day) ? moved.day : nil)
  }
}
