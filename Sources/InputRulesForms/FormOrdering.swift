import InputRulesDates
import InputRulesNumbers

/// How a field's values are ordered, read from their canonical strings (the strings
/// `EntryChecker` and the command give): numbers and amounts as exact decimals, dates and times
/// field by field, choices by their place in the list.
public enum FormOrdering: Sendable, Equatable {
  /// An integer, decimal or money amount.
  case number
  /// A date, a time or both, laid out by this format (whose fields the canonical string has).
  case date(DateFormat)
  /// A choice among `options` (their canonical strings), ordered as listed.
  case choice([String])

  /// Whether values of this ordering and `other`'s can be compared: both numbers, both dates
  /// with the same fields (in any layout), or the same choices.
  func isComparable(with other: FormOrdering) -> Bool {
    switch (self, other) {
    case (.number, .number): true
    case (.date(let a), .date(let b)):
      a.fields.count == b.fields.count && a.fields.allSatisfy { b.fields.contains($0) }
    case (.choice(let a), .choice(let b)): a == b
    default: false
    }
  }

  /// Whether `gap` means something between two values: a number for numbers, a duration of the
  /// fields the dates have (days for dates, minutes for times), steps for choices.
  func accepts(_ gap: FormGap) -> Bool {
    switch (self, gap) {
    case (.number, .number): true
    case (.choice, .number(let steps)): steps.isInteger
    case (.date(let format), .duration(let duration)):
      duration.isOneUnit && duration.fits(format.fields)
    default: false
    }
  }

  /// The order of two canonical values, after moving the first by `gap`: whether `first + gap`
  /// comes before (`-1`), with (`0`) or after (`1`) `second`; `nil` when either is not a value of
  /// this ordering.
  func compare(_ first: String, plus gap: FormGap?, with second: String) -> Int? {
    switch self {
    case .number:
      guard var a = ExactDecimal(first), let b = ExactDecimal(second) else { return nil }
      if case .number(let step)? = gap {
        guard let sum = a.adding(step) else { return nil }
        a = sum
      }
      return a < b ? -1 : (a == b ? 0 : 1)
    case .choice(let options):
      guard var a = options.firstIndex(of: first), let b = options.firstIndex(of: second)
      else { return nil }
      if case .number(let steps)? = gap, let count = Int(exactly: steps) { a += count }
      return a < b ? -1 : (a == b ? 0 : 1)
    case .date(let format):
      guard let first = DateValue(iso: first, for: format),
        let second = DateValue(iso: second, for: format)
      else { return nil }
      var a = CalendarMoment(first)
      if case .duration(let duration)? = gap { a = a.adding(duration) }
      return a.compare(CalendarMoment(second))
    }
  }
}

/// The least distance between two ordered values.
public enum FormGap: Sendable, Equatable {
  /// A number: an amount for numbers, a count of places for choices.
  case number(ExactDecimal)
  /// An ISO 8601 duration, for dates and times.
  case duration(FormDuration)
}

/// An ISO 8601 duration (`P1D`, `P18Y`, `PT30M`, `P1Y2M10DT2H`): years, months, weeks and days,
/// hours, minutes and seconds, each a whole number, the whole maybe negative (`-P1D`).
public struct FormDuration: Sendable, Hashable {
  public var years = 0, months = 0, days = 0, hours = 0, minutes = 0, seconds = 0

  /// A duration with these parts.
  public init(
    years: Int = 0, months: Int = 0, days: Int = 0, hours: Int = 0, minutes: Int = 0,
    seconds: Int = 0
  ) {
    self.years = years
    self.months = months
    self.days = days
    self.hours = hours
    self.minutes = minutes
    self.seconds = seconds
  }

  /// The duration `text` spells, or `nil` when it is not an ISO 8601 duration of whole parts.
  public init?(iso text: String) {
    var bytes = Array(text.utf8)[...]
    var sign = 1
    if bytes.first == UInt8(ascii: "-") {
      sign = -1
      bytes = bytes.dropFirst()
    } else if bytes.first == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    guard bytes.first == UInt8(ascii: "P"), bytes.count > 1 else { return nil }
    bytes = bytes.dropFirst()
    var inTime = false
    var number: Int?
    var lastUnit = 0
    for byte in bytes {
      if byte == UInt8(ascii: "T") {
        guard !inTime, number == nil else { return nil }
        inTime = true
        continue
      }
      if byte >= 48 && byte <= 57 {
        let (times, overflow1) = (number ?? 0).multipliedReportingOverflow(by: 10)
        let (plus, overflow2) = times.addingReportingOverflow(Int(byte - 48))
        guard !overflow1, !overflow2, plus <= 1_000_000 else { return nil }
        number = plus
        continue
      }
      guard let value = number else { return nil }
      number = nil
      // Units in the order ISO 8601 writes them, each at most once.
      let unit: Int
      switch (inTime, byte) {
      case (false, UInt8(ascii: "Y")):
        unit = 1
        years = sign * value
      case (false, UInt8(ascii: "M")):
        unit = 2
        months = sign * value
      case (false, UInt8(ascii: "W")):
        unit = 3
        days += sign * value * 7
      case (false, UInt8(ascii: "D")):
        unit = 4
        days += sign * value
      case (true, UInt8(ascii: "H")):
        unit = 5
        hours = sign * value
      case (true, UInt8(ascii: "M")):
        unit = 6
        minutes = sign * value
      case (true, UInt8(ascii: "S")):
        unit = 7
        seconds = sign * value
      default: return nil
      }
      guard unit > lastUnit else { return nil }
      lastUnit = unit
    }
    guard number == nil, lastUnit > 0, !(inTime && lastUnit < 5) else { return nil }
  }

  /// Whether the duration counts in one unit, as a message can tell it: years, months, days
  /// (weeks are 7 days), or hours and minutes; never seconds.
  var isOneUnit: Bool {
    let units = [years != 0, months != 0, days != 0, hours != 0 || minutes != 0]
    return units.filter { $0 }.count == 1 && seconds == 0
  }

  /// Whether the duration moves only fields the values have: no time parts for dates, no date
  /// parts for times.
  func fits(_ fields: [DateField]) -> Bool {
    let hasDay = fields.contains(.day)
    let hasMonth = fields.contains(.month)
    let hasTime = fields.contains(.hour)
    if days != 0 && !hasDay { return false }
    if months != 0 && !hasMonth && !hasDay { return false }
    if (hours != 0 || minutes != 0 || seconds != 0) && !hasTime { return false }
    if (years != 0 || months != 0 || days != 0) && !fields.contains(.year) && !hasMonth {
      return false
    }
    return true
  }
}
