import InputRules
import InputRulesDates
import InputRulesForms
import InputRulesNumbers

/// The `date` kind: a date, a time or both, typed in a pattern (`dd.MM.yyyy`, `HH:mm`, `MM/yy`)
/// and checked against the calendar at every key. The value's canonical string is ISO 8601 with
/// the pattern's fields (`"2024-02-29"`, `"14:30"`, `"2024-02-29T14:30"`, `"2027-03"`).
public struct DateSpec: KindSpec {
  public static let kind = "date"
  package static let example = KindExample(
    spec: #"{"kind":"date","format":"dd.MM.yyyy"}"#, keys: "24121999", label: "Date")
  package static let localeData = LocaleData.dates
  public static let keys = ["format", "min", "max"]

  public var common: CommonSpec
  /// `format`: the pattern; `nil` for the locale's numeric short date with a four-digit year.
  public var format: String?
  /// `min`: the earliest value, in ISO 8601 with the pattern's fields, or relative to today
  /// (`today`, `today-P18Y`, `today+P30D`) for a pattern with a date and no time.
  public var min: String?
  /// `max`: the latest value, as `min`.
  public var max: String?

  public init(
    common: CommonSpec = CommonSpec(), format: String? = nil, min: String? = nil,
    max: String? = nil
  ) {
    self.common = common
    self.format = format
    self.min = min
    self.max = max
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    try FixedLength.refuseMaxLength(common, kind: Self.kind, fixedBy: "\"format\"")
    self.init(
      common: common, format: try reader.string("format"), min: try reader.string("min"),
      max: try reader.string("max"))
    // Everything but the locale's own pattern is checked now; a spec without `format` is
    // checked against the pattern of the locale it runs in, when the rule is made. A bound
    // relative to today is checked against a fixed day: today is known when the rule is made.
    if let format { _ = try rule(format: try Self.parsed(format), today: Self.someDay) }
  }

  /// The pattern read, or why it cannot be, named by its key.
  static func parsed(_ pattern: String) throws(SpecError) -> DateFormat {
    do {
      return try DateFormat(pattern)
    } catch {
      throw SpecError(key: "format", "\"format\" \(JSON.quoted(pattern)): \(error.description)")
    }
  }

  /// The rule in `format`, with the bounds read in it, showing `digits` (the locale's, resolved
  /// with its number symbols; ASCII when the spec is only checked).
  func rule(format: DateFormat, today: DateValue?, digits: String = "0123456789")
    throws(SpecError) -> DateRule
  {
    let low = try Self.bound("min", min, in: format, today: today)
    let high = try Self.bound("max", max, in: format, today: today)
    do {
      return try DateRule(format: format, min: low, max: high, digits: digits)
    } catch {
      switch error.problem {
      case .minAfterMax:
        throw SpecError(
          key: "min",
          "\"min\" (\(JSON.quoted(min ?? ""))) is after \"max\" "
            + "(\(JSON.quoted(max ?? "")))")
      case .boundNotInFormat:
        throw SpecError(key: error.message.hasPrefix("max") ? "max" : "min", error.message)
      case .digits:
        // The locale's digits, not a key of the spec.
        throw SpecError(key: nil, "locale values: " + error.message)
      }
    }
  }

  /// A bound read as ISO 8601 with exactly the pattern's fields.
  static func bound(_ key: String, _ text: String?, in format: DateFormat, today: DateValue?)
    throws(SpecError) -> DateValue?
  {
    guard let text else { return nil }
    if let offset = RelativeDay(text) {
      return try offset.value(key, in: format, today: today)
    }
    guard let value = DateValue(iso: text, for: format) else {
      throw SpecError(
        key: key,
        "\(JSON.quoted(key)) is not a date in \"format\" \(JSON.quoted(format.pattern)): got "
          + "\(JSON.quoted(text)), expected ISO 8601 with the pattern's fields, such as "
          + JSON.quoted(example(for: format)))
    }
    return value
  }

  /// The day relative bounds are checked against when a spec is read (today is known only
  /// when its rule is made).
  static let someDay = DateValue(year: 2026, month: 6, day: 15)

  /// An ISO 8601 value with the fields of `format`: what a bound looks like.
  static func example(for format: DateFormat) -> String {
    let sample = DateValue(
      year: format.contains(.year) ? (format.hasTwoDigitYear ? 2027 : 2024) : nil,
      month: format.contains(.month) ? (format.hasTwoDigitYear ? 3 : 2) : nil,
      day: format.contains(.day) ? 29 : nil, hour: format.contains(.hour) ? 14 : nil,
      minute: format.contains(.minute) ? 30 : nil, second: format.contains(.second) ? 5 : nil)
    return sample.iso
  }

  /// The pattern in effect: `format`, or the locale's numeric short date.
  func pattern(in context: RuleContext) throws(SpecError) -> DateFormat {
    if let format { return try Self.parsed(format) }
    return context.dateFormat
  }

  /// The rule in the pattern in effect, showing the digits the locale writes numbers with
  /// (`١٢.٠٦.٢٠٢٤` in ar_EG), resolved once here with the locale's number symbols.
  package func rule(in context: RuleContext) throws(SpecError) -> DateRule {
    try rule(
      format: try pattern(in: context), today: context.today,
      digits: context.numberSymbols.digits)
  }

  /// A number pad.
  package func keyboard(for rule: DateRule) -> Keyboard { .numeric }
}

extension DateSpec {
  /// Dates and times, in the calendar's order.
  package func formOrdering(in context: RuleContext) throws(SpecError) -> FormOrdering? {
    .date(try pattern(in: context))
  }
}
