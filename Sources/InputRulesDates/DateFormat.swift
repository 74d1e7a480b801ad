/// A part of a date or time a format holds.
public enum DateField: String, Hashable, Sendable, CaseIterable {
  case year, month, day, hour, minute, second
  /// AM or PM, with a 12-hour `hh`.
  case dayPeriod
}

/// A date or time pattern: `dd.MM.yyyy`, `MM/dd/yyyy`, `yyyy-MM-dd`, `HH:mm`,
/// `dd.MM.yyyy HH:mm`, `hh:mm a`, `MM/yy` (a card's expiry).
///
///     let format = try DateFormat("dd.MM.yyyy")
///
/// The letters, each written exactly as shown:
///
/// | Letters | Field | Values |
/// |---------|-------|--------|
/// | `dd` | day | 01...31 (as the month and year allow) |
/// | `MM` | month | 01...12 |
/// | `yyyy` | year | 0001...9999 |
/// | `yy` | year | 00...99, meaning 2000...2099 |
/// | `HH` | hour | 00...23 |
/// | `hh` | hour | 01...12, with `a` |
/// | `a` | day period | `AM` or `PM`, with `hh` |
/// | `mm` | minute | 00...59 |
/// | `ss` | second | 00...59 |
///
/// Any other character that is neither an ASCII letter nor a digit is a literal separator,
/// shown as written (`.`, `/`, `-`, `:`, a space, `年`). Each field appears once. The date part
/// is a year, a year and month, a full date, or a month and day (`dd.MM`, a birthday); the time
/// part is an hour, hour and minute, or hour, minute and second. Every field has a fixed number
/// of characters, so a field always knows which character goes where.
public struct DateFormat: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  /// The literal before the first field (usually empty).
  let leading: String
  /// The fields in pattern order.
  let slots: [DateSlot]
  /// The literal after each field (`slots`' order).
  let trailings: [String]
  /// The number of raw characters of a complete date (a digit per digit, one character for the
  /// day period).
  let rawLength: Int
  /// The fields present, in ISO 8601 order (year, month, day, hour, minute, second; the day
  /// period is part of the hour).
  let isoFields: [DateField]
  /// `leading` and `trailings` as UTF-8, for laying out.
  let leadingBytes: [UInt8]
  let trailingBytes: [[UInt8]]
  /// The UTF-8 length of a complete date's text.
  let textCapacity: Int
  /// A complete date's text as UTF-8, one entry a byte: a literal byte (below 256), or
  /// `Self.digitCode` or `Self.dayPeriodCode` where a raw character goes (the `M` of `AM` is
  /// a literal).
  let template: [UInt16]
  /// Whether the pattern holds `a`, `hh` and `dd` (asked at every key).
  let hasDayPeriod: Bool
  let hasTwelveHour: Bool
  let hasDay: Bool
  /// The years the format can show: 2000...2099 with `yy`, 1...9999 otherwise.
  let years: ClosedRange<Int>

  static let digitCode: UInt16 = 0x100
  static let dayPeriodCode: UInt16 = 0x101

  /// Reads a pattern; throws for an unknown letter, a field written twice or with the wrong
  /// number of letters, `hh` without `a` or `a` without `hh`, a digit, a missing field (a day
  /// without a month) or no field at all.
  public init(_ pattern: String) throws(DateFormatError) {
    self.pattern = pattern
    var leading = ""
    var slots: [DateSlot] = []
    var trailings: [String] = []
    var seen: [DateField] = []
    var offsets: [DateField: Int] = [:]
    var rawLength = 0
    let chars = Array(pattern)
    var offset = 0
    var index = 0
    while index < chars.count {
      let character = chars[index]
      let width = character.utf16.count
      if let ascii = character.asciiValue, Self.isASCIILetter(ascii) {
        var run = 1
        while index + run < chars.count && chars[index + run] == character { run += 1 }
        guard let kind = DateSlot.Kind(letter: character, count: run) else {
          if DateSlot.Kind.letters.contains(character) {
            throw DateFormatError(
              .wrongLength, offset: offset,
              "“\(String(repeating: character, count: run))” is not a field: write "
                + DateSlot.Kind.spelling(of: character))
          }
          throw DateFormatError(
            .unknownLetter, offset: offset,
            "“\(character)” is not a field letter (dd MM yyyy yy HH hh a mm ss)")
        }
        let field = kind.field
        if seen.contains(field) {
          throw DateFormatError(
            .repeatedField, offset: offset, "the \(field.rawValue) appears twice")
        }
        seen.append(field)
        offsets[field] = offset
        slots.append(DateSlot(kind: kind, start: rawLength))
        trailings.append("")
        rawLength += kind.width
        index += run
        offset += run
        continue
      }
      if character.isNumber {
        throw DateFormatError(
          .digitInLiteral, offset: offset, "a digit (“\(character)”) cannot be a separator")
      }
      if slots.isEmpty {
        leading.append(character)
      } else {
        trailings[trailings.count - 1].append(character)
      }
      index += 1
      offset += width
    }
    guard !slots.isEmpty else {
      throw DateFormatError(.noField, offset: 0, "the pattern has no field (dd MM yyyy HH mm...)")
    }
    let has = { (field: DateField) in seen.contains(field) }
    let twelveHour = slots.contains { $0.kind == .hour12 }
    if twelveHour && !has(.dayPeriod) {
      throw DateFormatError(
        .twelveHourWithoutDayPeriod, offset: offsets[.hour] ?? 0,
        "“hh” (01-12) needs “a” for AM or PM; write “HH” for 00-23")
    }
    if has(.dayPeriod) && !twelveHour {
      throw DateFormatError(
        .dayPeriodWithoutTwelveHour, offset: offsets[.dayPeriod] ?? 0,
        "“a” (AM or PM) needs a 12-hour “hh”")
    }
    if has(.day) && !has(.month) {
      throw DateFormatError(
        .missingField, offset: offsets[.day] ?? 0, "a day needs a month (MM)")
    }
    if has(.month) && !has(.year) && !has(.day) {
      throw DateFormatError(
        .missingField, offset: offsets[.month] ?? 0, "a month needs a year (yyyy) or a day (dd)")
    }
    if has(.minute) && !has(.hour) {
      throw DateFormatError(
        .missingField, offset: offsets[.minute] ?? 0, "minutes need an hour (HH or hh)")
    }
    if has(.second) && !has(.minute) {
      throw DateFormatError(
        .missingField, offset: offsets[.second] ?? 0, "seconds need minutes (mm)")
    }
    self.leading = leading
    self.slots = slots
    self.rawLength = rawLength
    var iso: [DateField] = []
    for field in [DateField.year, .month, .day, .hour, .minute, .second] where has(field) {
      iso.append(field)
    }
    self.isoFields = iso
    self.leadingBytes = Array(leading.utf8)
    self.trailings = trailings
    self.trailingBytes = trailings.map { Array($0.utf8) }
    var capacity = leading.utf8.count
    var template = leading.utf8.map { UInt16($0) }
    for (slot, trailing) in zip(slots, trailings) {
      capacity += slot.kind.width + trailing.utf8.count + 1
      if slot.kind == .dayPeriod {
        template.append(Self.dayPeriodCode)
        template.append(0x4D)
      } else {
        template.append(contentsOf: repeatElement(Self.digitCode, count: slot.kind.width))
      }
      template.append(contentsOf: trailing.utf8.map { UInt16($0) })
    }
    self.textCapacity = capacity
    self.template = template
    self.hasDayPeriod = has(.dayPeriod)
    self.hasTwelveHour = twelveHour
    self.hasDay = has(.day)
    self.years = slots.contains { $0.kind == .year2 } ? 2000...2099 : 1...9999
  }

  static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// The pattern as written (`dd.MM.yyyy`).
  public var description: String { pattern }

  /// The fields of the pattern, in pattern order (`[.day, .month, .year]` for `dd.MM.yyyy`).
  public var fields: [DateField] { slots.map { $0.kind.field } }

  /// Whether the pattern holds `field`.
  public func contains(_ field: DateField) -> Bool {
    if field == .dayPeriod { return hasDayPeriod }
    return slots.contains { $0.kind.field == field }
  }

  /// Whether the pattern holds a year, month or day.
  public var hasDate: Bool { contains(.year) || contains(.month) || contains(.day) }

  /// Whether the pattern holds an hour.
  public var hasTime: Bool { contains(.hour) }

  /// Whether the year is written with two digits (2000...2099).
  public var hasTwoDigitYear: Bool { slots.contains { $0.kind == .year2 } }

  /// The slot that holds raw character `offset`, or `nil` past the end.
  func slotIndex(atRaw offset: Int) -> Int? {
    for (index, slot) in slots.enumerated() where offset < slot.start + slot.kind.width {
      return offset >= slot.start ? index : nil
    }
    return nil
  }

  /// The pattern with its field letters in upper case, for messages (`DD.MM.YYYY`, `HH:MM`).
  var placeholder: String {
    var text = leading
    for (slot, trailing) in zip(slots, trailings) {
      text += slot.kind.placeholder
      text += trailing
    }
    return text
  }
}

/// One field of a format (the literal shown after it is the format's `trailings`).
struct DateSlot: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case year4, year2, month, day, hour24, hour12, minute, second, dayPeriod

    static let letters: [Character] = ["d", "M", "y", "H", "h", "m", "s", "a"]

    init?(letter: Character, count: Int) {
      switch (letter, count) {
      case ("d", 2): self = .day
      case ("M", 2): self = .month
      case ("y", 4): self = .year4
      case ("y", 2): self = .year2
      case ("H", 2): self = .hour24
      case ("h", 2): self = .hour12
      case ("m", 2): self = .minute
      case ("s", 2): self = .second
      case ("a", 1): self = .dayPeriod
      default: return nil
      }
    }

    /// How a field letter is written.
    static func spelling(of letter: Character) -> String {
      switch letter {
      case "y": return "“yyyy” or “yy”"
      case "a": return "“a”"
      default: return "“\(letter)\(letter)”"
      }
    }

    var field: DateField {
      switch self {
      case .year4, .year2: return .year
      case .month: return .month
      case .day: return .day
      case .hour24, .hour12: return .hour
      case .minute: return .minute
      case .second: return .second
      case .dayPeriod: return .dayPeriod
      }
    }

    /// Raw characters of the field.
    var width: Int {
      switch self {
      case .year4: return 4
      case .dayPeriod: return 1
      default: return 2
      }
    }

    /// Whether the field holds digits (all but the day period).
    var isNumeric: Bool { self != .dayPeriod }

    /// Whether a lone first digit that cannot start the field is written with a leading zero
    /// (`4` as a day is `04`). Years are never padded: `2` starts 2024.
    var pads: Bool { self != .year4 && self != .year2 && self != .dayPeriod }

    /// The values the field's digits may take (the hour of `hh` as written: 1...12).
    var domain: ClosedRange<Int> {
      switch self {
      case .year4: return 1...9999
      case .year2: return 0...99
      case .month: return 1...12
      case .day: return 1...31
      case .hour24: return 0...23
      case .hour12: return 1...12
      case .minute, .second: return 0...59
      case .dayPeriod: return 0...1
      }
    }

    var placeholder: String {
      switch self {
      case .year4: return "YYYY"
      case .year2: return "YY"
      case .month: return "MM"
      case .day: return "DD"
      case .hour24, .hour12: return "HH"
      case .minute: return "MM"
      case .second: return "SS"
      case .dayPeriod: return "AM"
      }
    }
  }

  let kind: Kind
  /// The offset of the field's first raw character.
  let start: Int
  /// The offset after the field's last raw character.
  let end: Int
  /// `kind.domain`'s bounds (read at every key).
  let lowest: Int
  let highest: Int

  init(kind: Kind, start: Int) {
    self.kind = kind
    self.start = start
    self.end = start + kind.width
    self.lowest = kind.domain.lowerBound
    self.highest = kind.domain.upperBound
  }
}

/// Why a date pattern cannot be read.
public struct DateFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which rule of the pattern syntax is broken; `message` says it for people.
  public enum Problem: String, Hashable, Sendable {
    /// An ASCII letter that is no field (`dd.MM.yyyyT`, `D`).
    case unknownLetter
    /// A field letter repeated the wrong number of times (`d`, `yyy`, `MMM`).
    case wrongLength
    /// A field written twice (`dd.MM.dd`, `HH hh`).
    case repeatedField
    /// `hh` without `a`.
    case twelveHourWithoutDayPeriod
    /// `a` without `hh`.
    case dayPeriodWithoutTwelveHour
    /// A field that needs another one the pattern lacks (`dd.yyyy`, `HH:ss`).
    case missingField
    /// A digit among the separators.
    case digitInLiteral
    /// No field at all.
    case noField
  }

  /// What is wrong.
  public var problem: Problem
  /// Where, as a UTF-16 offset in the pattern.
  public var offset: Int
  /// A sentence saying what is wrong.
  public var message: String

  /// An error from its parts: what is wrong, its UTF-16 offset in the pattern, and the sentence.
  public init(_ problem: Problem, offset: Int, _ message: String) {
    self.problem = problem
    self.offset = offset
    self.message = message
  }

  /// The message followed by where it is: `… (at offset 10)`.
  public var description: String { "\(message) (at offset \(offset))" }
}
