import InputRules
import InputRulesDates
import InputRulesTestSupport

// MARK: - Dates

/// A date pattern with ranges in ISO 8601 (`nil` for an open bound), each with the keys that
/// complete any date or time of that range and how many keys that takes (as in the dates' law
/// tests: few keys, so that the search stays short). No keys: `noDeadEnd` is not checked.
private struct DateCase {
  var pattern: String
  var ranges: [(min: String?, max: String?, keys: [String], depth: Int)]
}

/// Day first, month first, year first, times of 24 and 12 hours, a date and time, a card's
/// expiry, seconds; ranges around leap days, a range within a day, a range across midnight.
private let dateCases: [DateCase] = [
  DateCase(
    pattern: "dd.MM.yyyy",
    ranges: [
      (nil, nil, ["0", "1", "2", "4"], 8),
      ("1900-01-01", "2026-11-25", ["0", "1", "2", "4", "9"], 8),
      ("2024-02-29", "2024-03-01", ["0", "1", "2", "3", "4", "9"], 8),
    ]),
  DateCase(
    pattern: "MM/dd/yyyy",
    ranges: [
      (nil, nil, ["0", "1", "2", "4"], 8),
      ("2024-02-29", "2024-03-01", ["0", "1", "2", "3", "4", "9"], 8),
      ("1900-01-01", "2026-11-25", ["0", "1", "2", "4", "9"], 8),
    ]),
  DateCase(
    pattern: "yyyy-MM-dd",
    ranges: [
      (nil, nil, ["0", "1", "2", "4"], 8),
      ("2000-02-29", nil, ["0", "1", "2", "9"], 8),
    ]),
  DateCase(
    pattern: "HH:mm",
    ranges: [
      (nil, nil, ["0", "1", "3", "5"], 4),
      ("08:30", "17:15", ["0", "1", "3", "5", "8"], 4),
    ]),
  DateCase(
    pattern: "hh:mm a",
    ranges: [
      (nil, nil, ["0", "1", "5", "a", "p"], 5),
      ("09:45", "13:10", ["0", "1", "4", "5", "9", "a", "p"], 5),
    ]),
  DateCase(
    pattern: "dd.MM.yyyy HH:mm",
    ranges: [
      // Completing a date and a time is too deep a search without a range.
      (nil, nil, [], 0),
      (
        "2024-02-29T13:45", "2024-03-01T08:00", ["0", "1", "2", "3", "4", "5", "8", "9"],
        12
      ),
    ]),
  DateCase(
    pattern: "MM/yy",
    ranges: [
      (nil, nil, ["0", "1", "2"], 4),
      ("2026-11", nil, ["1", "2", "6", "9"], 4),
    ]),
  DateCase(pattern: "HH:mm:ss", ranges: [(nil, nil, ["0", "1", "5"], 6)]),
]

/// Digits of several scripts, the separators, day-period letters, other letters, and dates
/// pasted in the format, in ISO 8601 and impossible ones.
private let dateKeys: [String] = [
  "0", "1", "2", "3", "4", "5", "6", "8", "9", "٣", "５", ".", "/", "-", ":", " ", "a", "P",
  "m", "M", "x", "2024-02-29", "1.2.2024", "29.02.2023", "02/29/2024", "14:30", "2:30 pm",
  "2024-02-29T13:45", "11/27", "31.12.1999 23:59",
]

func decodeDateRule(_ reader: inout ByteReader) -> DecodedRule<DateRule>? {
  let c = reader.pick(dateCases)
  let range = reader.pick(c.ranges)
  guard let format = try? DateFormat(c.pattern) else { return nil }
  let min = range.min.flatMap { DateValue(iso: $0, for: format) }
  let max = range.max.flatMap { DateValue(iso: $0, for: format) }
  guard let rule = try? DateRule(format: format, min: min, max: max) else { return nil }
  let formatSpec = "DateFormat(\(quoted(c.pattern)))"
  func bound(_ iso: String?) -> String {
    iso.map { "DateValue(iso: \(quoted($0)), for: \(formatSpec))" } ?? "nil"
  }
  // As in the dates' law tests: an incomplete date is kept when editing ends.
  var laws = layoutLaws
  laws.remove(.commitLeavesValidOrEmpty)
  return DecodedRule(
    rule: rule,
    spec: "try DateRule(format: \(formatSpec), min: \(bound(range.min)), "
      + "max: \(bound(range.max)))",
    keys: dateKeys, laws: laws, completionKeys: range.keys, completionDepth: range.depth,
    valueProblem: { value in
      if let low = range.min, value.iso < low { return "before \(low)" }
      if let high = range.max, value.iso > high { return "after \(high)" }
      return nil
    },
    canonicalSamples: [range.min, range.max].compactMap { $0 } + [
      "2024-02-29", "2023-02-29", "14:30", "2024-02-29T13:45", "2027-03", "23:59:59", "",
    ])
}
