import InputRules

/// A date, a time or both, typed in a fixed numeric format (`dd.MM.yyyy`, `MM/dd/yyyy`,
/// `HH:mm`, `hh:mm a`, `MM/yy`), checked against the calendar at every key.
///
///     let format = try DateFormat("dd.MM.yyyy")
///     let birthday = try DateRule(format: format, min: DateValue(iso: "1900-01-01", for: format))
///
/// The user types digits; the rule writes the separators. The separator after a finished field
/// is shown at once (`1`, `2` shows `12.`), and Backspace over a separator deletes the digit
/// before it. A first digit that cannot start a two-digit field is written with a leading zero
/// (`4` as a day shows `04.`, `2` as a month `02.`); typing the separator after a lone digit
/// does the same (`1` `.` shows `01.`). `0` alone is accepted (it starts `01`...`09`); `00` is
/// refused. Years are never padded.
///
/// The field never holds what cannot become a date: every key is checked against the
/// Gregorian calendar and the range, so `32` as a day, `13` as a month, `30.02`, and
/// `29.02.2023` are refused at the key that makes them impossible (`impossibleDateCode`), and a
/// digit after which no date in `min...max` can be typed is refused (`outOfRange`). Whatever
/// the field accepts can still be completed to a valid date by typing at its end.
///
/// With `hh` and `a`, the day period is typed as `a` or `p` (either case) and shown as `AM` or
/// `PM`; the `M` is written by the rule, and typing it right after is taken as that letter
/// (only the caret moves). Backspace over `AM` removes the period.
///
/// A paste or autofill is read, when unambiguous, as a date in the format (fields of one digit
/// are padded: `1.2.2024` in `dd.MM.yyyy`, the locale's own short form), or in ISO 8601
/// (`2024-02-01`); a complete date pasted replaces what was typed. Otherwise its digits are
/// put in at the caret. Decimal digits of any script are read as ASCII digits.
///
/// The field shows `digits`, the locale's (`١٢.٠٦.٢٠٢٤` in ar_EG, where the spec layer and
/// `init(locale:)` hand in Arabic-Indic digits); the raw characters and the value stay ASCII
/// (`2024-06-12`), so the ASCII digits and the field's own are read alike wherever they come.
///
/// The text is `empty`, `incomplete` until every field is typed, and `valid` then; the value is
/// a `DateValue` (with the 24-hour hour), whose canonical string is its ISO 8601 form
/// (`2024-02-29`, `14:30`, `2024-02-29T14:30`, `2027-03`). `yy` means 2000...2099. An
/// incomplete text is kept when editing ends.
///
/// Two rules are equal (`==`) when their formats (by pattern), bounds and digits are.
public struct DateRule: ReformattingRule, DebugCheckedRule, Equatable {
  /// The value has exactly the format's fields, the hour on the 24-hour clock.
  public typealias Value = DateValue

  /// The code of the reason why a key is refused when it would make a date no calendar has
  /// (`32` as a day, `13` as a month, `30.02`, `29.02.2023`). Keys that leave the range give
  /// `outOfRange`.
  public static let impossibleDateCode: Reason.Code = "impossibleDate"
  /// The code of the reason why a paste is refused when it reads as two different dates.
  public static let ambiguousDateCode: Reason.Code = "ambiguousDate"

  /// The format the field is typed in.
  public let format: DateFormat
  /// The earliest value accepted, or `nil` for none.
  public let min: DateValue?
  /// The latest value accepted, or `nil` for none.
  public let max: DateValue?
  /// The bounds' fields in ISO order.
  let low: [Int]?
  let high: [Int]?
  /// Why text is incomplete (made once: it is given after most keys).
  let incompleteReason: Reason
  /// The ten digits the field shows, 0 through 9 (`"0123456789"`, `"٠١٢٣٤٥٦٧٨٩"`).
  public let digits: String
  /// The digits shown as scalars, 0 through 9; `nil` when they are the ASCII digits, whose
  /// text the one-pass reading (`DateRuleFastPath.swift`) is written for.
  let shownDigits: [Unicode.Scalar]?

  /// A rule for `format`, optionally between `min` and `max` (inclusive). Throws when a bound
  /// has other fields than the format, is no date the format can show (`2023-02-29`, or
  /// `1999-01` for `MM/yy`, whose years are 2000...2099), or `min` is after `max`.
  ///
  /// `digits` are the ten digits the field shows, 0 through 9, each one Unicode scalar: the
  /// locale's, resolved once where the rule is made (`NumberSymbols(locale:).digits`), so that
  /// the field writes digits the way its locale does. Throws for any other string.
  public init(
    format: DateFormat, min: DateValue? = nil, max: DateValue? = nil,
    digits: String = "0123456789"
  ) throws(DateRuleError) {
    guard let scalars = ShownDigits.scalars(of: digits) else {
      throw DateRuleError(
        .digits, "digits \"\(digits)\" are not ten digits 0 through 9, one scalar each")
    }
    for (name, bound) in [("min", min), ("max", max)] {
      guard let bound else { continue }
      guard bound.fits(format) else {
        throw DateRuleError(
          .boundNotInFormat,
          "\(name) \(bound.iso) is not a value of \(format.pattern): it needs exactly its "
            + "fields, as a real date\(format.hasTwoDigitYear ? " in 2000...2099" : "")")
      }
    }
    if let min, let max, max.isBefore(min) {
      throw DateRuleError(.minAfterMax, "min \(min.iso) is after max \(max.iso)")
    }
    self.format = format
    self.min = min
    self.max = max
    self.digits = digits
    self.shownDigits = digits == "0123456789" ? nil : scalars
    self.low = min?.components
    self.high = max?.components
    self.incompleteReason = Reason(
      .incomplete,
      Reason.Facts(
        "date.incomplete", format: format.placeholder, subject: format.hasDate ? .date : .time))
  }

  /// Dates and times are laid out left to right, also in a right-to-left interface.
  public var forcesLeftToRight: Bool { true }

  /// Whether both rules have the same format (by `DateFormat`'s `==`, its pattern), bounds and
  /// digits: everything else a rule keeps is made from these when it is made.
  public static func == (lhs: DateRule, rhs: DateRule) -> Bool {
    lhs.format == rhs.format && lhs.min == rhs.min && lhs.max == rhs.max
      && lhs.digits == rhs.digits
  }

  /// Whether the field holds a date or a time alone, for messages.
  var subject: Reason.Subject { format.hasDate ? .date : .time }

  // MARK: Candidates

  /// Whether `raw` can still become a value: in `min...max` when `bounded`, any date and time
  /// of the calendar otherwise. `false` when a character is not of its field's kind or there are
  /// too many.
  func canComplete(_ raw: String, bounded: Bool = true) -> Bool {
    withBytes(of: raw) { bytes in
      guard bytes.count <= format.rawLength,
        let candidates = DateCandidates(raw: bytes, format: format)
      else { return false }
      return candidates.anyFits(
        fields: format.isoFields, low: bounded ? low : nil, high: bounded ? high : nil)
    }
  }

  /// Why `raw` cannot become a value (it cannot: `canComplete(raw)` is `false`).
  func refusal(of raw: String) -> Reason {
    guard raw.count <= format.rawLength else { return tooLongReason }
    let candidates = withBytes(of: raw) { DateCandidates(raw: $0, format: format) }
    guard let candidates else { return disallowedReason }
    if canComplete(raw, bounded: false) {
      if let min, !canCompleteAbove(raw) {
        return earliestReason(min)
      }
      if let max {
        return latestReason(max)
      }
      return Reason(.outOfRange, Reason.Facts("date.noneInRange", subject: subject))
    }
    if let slot = candidates.emptySlot {
      return Reason(Self.impossibleDateCode, Self.rangeFacts(format.slots[slot].kind))
    }
    let months = candidates.months
    if format.contains(.day), months != 0, months & (months &- 1) == 0 {
      let month = months.trailingZeroBitCount
      let years = candidates.years
      if month == 2 && format.contains(.year) && years.count == 1 {
        let year = years.lowerBound
        return Reason(
          Self.impossibleDateCode,
          Reason.Facts(
            "date.februaryInYear", limit: Gregorian.daysInMonth(2, year: year), number: year,
            month: 2))
      }
      if month == 2 {
        return Reason(
          Self.impossibleDateCode, Reason.Facts("date.februaryAtMost", limit: 29, month: 2))
      }
      return Reason(
        Self.impossibleDateCode,
        Reason.Facts(
          "date.monthDays", limit: Gregorian.daysInMonth(month, year: 2000), month: month))
    }
    return Reason(Self.impossibleDateCode, Reason.Facts("date.noneStarts", subject: subject))
  }

  /// Whether `raw` can become a value not before `min` (ignoring `max`).
  func canCompleteAbove(_ raw: String) -> Bool {
    withBytes(of: raw) { bytes in
      guard let candidates = DateCandidates(raw: bytes, format: format) else { return false }
      return candidates.anyFits(fields: format.isoFields, low: low, high: nil)
    }
  }

  /// The sentence saying what a field of this kind holds.
  static func rangeFacts(_ kind: DateSlot.Kind) -> Reason.Facts {
    switch kind {
    case .year4: return Reason.Facts("date.yearRange")
    case .year2: return Reason.Facts("date.shortYearRange")
    case .month: return Reason.Facts("date.monthRange")
    case .day: return Reason.Facts("date.dayRange")
    case .hour24: return Reason.Facts("date.hour24Range")
    case .hour12: return Reason.Facts("date.hour12Range")
    case .minute: return Reason.Facts("date.minuteRange")
    case .second: return Reason.Facts("date.secondRange")
    case .dayPeriod: return Reason.Facts("date.dayPeriod")
    }
  }

  var tooLongReason: Reason { Reason(.tooLong, Reason.Facts("date.complete", subject: subject)) }

  var disallowedReason: Reason {
    Reason(
      .disallowedCharacter,
      Reason.Facts(
        format.contains(.dayPeriod) ? "date.onlyDigitsAndDayPeriod" : "date.onlyDigits",
        subject: subject))
  }

  /// `min` is the earliest value.
  func earliestReason(_ min: DateValue) -> Reason {
    Reason(
      .outOfRange,
      Reason.Facts("date.earliest", lowerBound: displayText(for: min), subject: subject))
  }

  /// `max` is the latest value.
  func latestReason(_ max: DateValue) -> Reason {
    Reason(
      .outOfRange,
      Reason.Facts("date.latest", upperBound: displayText(for: max), subject: subject))
  }

  // MARK: Characters

  /// `A` or `P` for a key typed in the day period.
  static func dayPeriod(_ character: Character) -> Character? {
    switch character {
    case "a", "A": return "A"
    case "p", "P": return "P"
    default: return nil
    }
  }

  /// Keys taken as the separator the format shows after a field, whatever it is.
  static func isSeparatorKey(_ character: Character) -> Bool {
    switch character {
    case ".", "/", "-", ":", ",", " ", "\u{A0}": return true
    default: return false
    }
  }

  // MARK: Reformatting

  /// The raw characters are the ASCII digits and, when the format has a day period, `A` and
  /// `P`; everything else (separators, the `M` of `AM`) is layout.
  public func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    if let shownDigits { return forEachRawCharacter(in: text, shownDigits, body) }
    let period = format.contains(.dayPeriod)
    var offset = 0
    for unit in text.utf8 {
      // ASCII bytes are UTF-16 units one to one; other characters are layout.
      if unit < 0x80 {
        if (unit >= 0x30 && unit <= 0x39) || (period && (unit == 0x41 || unit == 0x50)) {
          if !body(Character(Unicode.Scalar(unit)), offset..<(offset + 1)) { return }
        }
        offset += 1
      } else if unit >= 0xF0 {
        offset += 2
      } else if unit >= 0xC0 {
        offset += 1
      }
    }
  }

  /// The raw characters of `text`, read from its bytes (the characters `forEachRawCharacter`
  /// gives).
  public func rawCharacters(of text: String) -> String {
    if let shownDigits { return rawCharacters(of: text, shownDigits) }
    let period = format.contains(.dayPeriod)
    return withBytes(of: text) { bytes in
      var raw: [UInt8] = []
      raw.reserveCapacity(format.rawLength)
      for byte in bytes
      where (byte >= 0x30 && byte <= 0x39) || (period && (byte == 0x41 || byte == 0x50)) {
        raw.append(byte)
      }
      return String(decoding: raw, as: UTF8.self)
    }
  }

  /// A key press puts in a digit (of any script, as ASCII), or with `hh` and `a` the day period's
  /// `a` or `p`, when the text can then still become a date in range; a separator key after a lone
  /// digit pads it (`1.` is `01.`), and one already shown, or the `M` of `AM`, only moves the caret.
  /// Other keys are refused. A paste is read as a date in the format or in ISO 8601 when it is one,
  /// or has its digits put in at the caret.
  public func rawReplacement(for edit: RawEdit) -> RawReplacement {
    let raw = edit.raw
    let position = edit.range.lowerBound
    let count = raw.utf8.count
    let atEnd = position == count
    if edit.isKeystroke {
      guard let key = edit.replacement.first else { return .reject(disallowedReason) }
      if let digit = key.asciiDigitByte {
        return typing(Character(Unicode.Scalar(digit)), into: raw, at: position, key: key)
      }
      if format.contains(.dayPeriod) {
        if let period = Self.dayPeriod(key) {
          return typing(period, into: raw, at: position, key: key)
        }
        if (key == "m" || key == "M") && position > 0,
          let slot = format.slotIndex(atRaw: position - 1),
          format.slots[slot].kind == .dayPeriod
        {
          // The `M` of `AM` or `PM`, already shown.
          return keeping(raw)
        }
      }
      if position > 0, let index = format.slotIndex(atRaw: position - 1) {
        let slot = format.slots[index]
        let separator = format.trailings[index].first
        if key == separator || (separator != nil && Self.isSeparatorKey(key)) {
          if position == slot.end {
            // The separator is shown already: only the caret moves past it.
            return keeping(raw)
          }
          if atEnd && position == slot.start + 1 && slot.kind.pads {
            // `1.` is `01.`.
            var padded = String(raw.dropLast())
            padded.append("0")
            padded.append(raw.last ?? "0")
            guard canComplete(padded) else { return .reject(refusal(of: padded)) }
            return .whole(padded, reason: nil)
          }
        }
      }
      return .reject(disallowedReason)
    }
    return pasting(edit.replacement, into: raw, at: position)
  }

  /// Why a key shows as another character than itself: a digit of another script is stored (and,
  /// with ASCII digits, shown) as its ASCII digit; with the locale's own digits, any other digit
  /// is shown as the locale writes it. `nil` for a key shown as typed, and for `a` or `p`.
  func conversionReason(typing character: Character, key: Character) -> Reason? {
    guard Self.dayPeriod(key) == nil else { return nil }
    guard let shownDigits else {
      return key != character ? Reason(.reformatted, Reason.Facts("date.digitsStored")) : nil
    }
    let digit = Int((character.asciiValue ?? 0x30) - 0x30)
    guard key.unicodeScalars.count == 1, key.unicodeScalars.first == shownDigits[digit] else {
      return Reason(.reformatted, Reason.Facts("format.reformatted"))
    }
    return nil
  }

  /// A key press taken as a letter the layout shows already: the raw characters stay (those
  /// a selection held are gone, so what is left must still be able to become a value).
  func keeping(_ raw: String) -> RawReplacement {
    guard canComplete(raw) else { return .reject(refusal(of: raw)) }
    return .characters("", reason: nil)
  }

  /// A key press putting `character` (an ASCII digit, `A` or `P`) at raw offset `position`.
  func typing(_ character: Character, into raw: String, at position: Int, key: Character)
    -> RawReplacement
  {
    let count = raw.utf8.count
    guard count < format.rawLength else { return .reject(tooLongReason) }
    let converted = conversionReason(typing: character, key: key)
    var proposed = raw
    if position == count {
      proposed.append(character)
    } else {
      proposed.insert(character, at: proposed.index(proposed.startIndex, offsetBy: position))
    }
    if canComplete(proposed) { return .characters(String(character), reason: converted) }
    if position == count, let index = format.slotIndex(atRaw: position) {
      let slot = format.slots[index]
      if character.isNumber && slot.kind.pads && position == slot.start
        && count + 2 <= format.rawLength && character != "0"
      {
        // A digit that cannot start the field is the field: `4` as a day is `04`.
        var padded = raw
        padded.append("0")
        padded.append(character)
        if canComplete(padded) { return .characters("0" + String(character), reason: converted) }
      }
      if slot.kind == .dayPeriod && character.isNumber {
        return .reject(Reason(.disallowedCharacter, Self.rangeFacts(.dayPeriod)))
      }
      if slot.kind != .dayPeriod && !character.isNumber {
        return .reject(Reason(.disallowedCharacter, Reason.Facts("date.onlyDigitsHere")))
      }
    }
    return .reject(refusal(of: proposed))
  }

  /// Lays out raw characters in the format, each field's separator shown as soon as the field
  /// is complete. Any characters are laid out (a deletion may leave a letter where a digit
  /// goes: the text is then invalid); more than a complete date are refused.
  public func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    let count = raw.utf8.count
    if count > format.rawLength { return .reject(tooLongReason) }
    return .text(laidOut(raw))
  }

  /// The text of `raw` (at most `format.rawLength` ASCII characters), in the field's digits.
  func laidOut(_ raw: String) -> String {
    if raw.isEmpty { return "" }
    let text = laidOutInASCII(raw)
    guard let shownDigits else { return text }
    return ShownDigits.writing(text, in: shownDigits)
  }

  /// The text of `raw` with ASCII digits.
  func laidOutInASCII(_ raw: String) -> String {
    withBytes(of: raw) { bytes in
      var text: [UInt8] = []
      text.reserveCapacity(format.textCapacity)
      text.append(contentsOf: format.leadingBytes)
      for (index, slot) in format.slots.enumerated() {
        if slot.start >= bytes.count { break }
        let end = Swift.min(slot.end, bytes.count)
        for i in slot.start..<end { text.append(bytes[i]) }
        if slot.kind == .dayPeriod && (bytes[slot.start] == 0x41 || bytes[slot.start] == 0x50) {
          text.append(0x4D)
        }
        if end < slot.end { break }
        text.append(contentsOf: format.trailingBytes[index])
      }
      return String(decoding: text, as: UTF8.self)
    }
  }

  /// Invalid when no typing at the end can make the raw characters a date in range (the reason
  /// says whether the calendar or the range rules it out), incomplete until every field is typed,
  /// valid with the date and time then.
  public func judge(raw: String) -> Evaluation<DateValue> {
    if raw.isEmpty { return .empty }
    guard canComplete(raw) else { return .invalid(refusal(of: raw)) }
    guard raw.utf8.count == format.rawLength, let value = value(ofRaw: raw) else {
      return .incomplete(incompleteReason)
    }
    return .valid(value)
  }

  /// The value of complete raw characters (which `canComplete` accepts).
  func value(ofRaw raw: String) -> DateValue? {
    withBytes(of: raw) { value(ofRaw: $0) }
  }

  func value(ofRaw bytes: UnsafeBufferPointer<UInt8>) -> DateValue? {
    guard bytes.count == format.rawLength else { return nil }
    var value = DateValue()
    var hour12 = 0
    var pm = false
    for slot in format.slots {
      var number = 0
      for i in slot.start..<slot.end {
        number = number * 10 + Int(bytes[i] &- 0x30)
      }
      switch slot.kind {
      case .year4: value.year = number
      case .year2: value.year = 2000 + number
      case .month: value.month = number
      case .day: value.day = number
      case .hour24: value.hour = number
      case .hour12: hour12 = number
      case .minute: value.minute = number
      case .second: value.second = number
      case .dayPeriod: pm = bytes[slot.start] == 0x50
      }
    }
    if format.contains(.dayPeriod) { value.hour = hour12 % 12 + (pm ? 12 : 0) }
    return value
  }

  /// The raw characters that show `value` (which fits the format).
  func rawCharacters(of value: DateValue) -> String {
    var raw = ""
    for slot in format.slots {
      switch slot.kind {
      case .year4: raw += DateValue.digits(value.year ?? 0, 4)
      case .year2: raw += DateValue.digits((value.year ?? 2000) - 2000, 2)
      case .month: raw += DateValue.digits(value.month ?? 0, 2)
      case .day: raw += DateValue.digits(value.day ?? 0, 2)
      case .hour24: raw += DateValue.digits(value.hour ?? 0, 2)
      case .hour12:
        let hour = (value.hour ?? 0) % 12
        raw += DateValue.digits(hour == 0 ? 12 : hour, 2)
      case .minute: raw += DateValue.digits(value.minute ?? 0, 2)
      case .second: raw += DateValue.digits(value.second ?? 0, 2)
      case .dayPeriod: raw += (value.hour ?? 0) < 12 ? "A" : "P"
      }
    }
    return raw
  }

  // MARK: Values

  /// The value laid out in the format (`29.02.2024`, `02:30 PM`); empty for a value without
  /// the format's fields.
  public func displayText(for value: DateValue) -> String {
    guard value.fits(format) else { return "" }
    return laidOut(rawCharacters(of: value))
  }

  /// The value in ISO 8601 (`2024-02-29`, `14:30`, `2024-02-29T14:30`, `2027-03`).
  public func canonicalString(for value: DateValue) -> String { value.iso }

  /// The value an ISO 8601 string with exactly the format's fields names, when it is in range.
  public func value(fromCanonical string: String) -> DateValue? {
    guard let value = DateValue(iso: string, for: format), inRange(value) else { return nil }
    return value
  }

  /// `invalidValue` for a string that is not ISO 8601 with exactly the format's fields (or names a
  /// date the calendar lacks), `outOfRange` naming the bound for one outside `min...max`.
  public func refusal(ofCanonical string: String) -> Reason? {
    guard let value = DateValue(iso: string, for: format) else {
      return Reason(
        .invalidValue,
        Reason.Facts(
          "date.notCanonical", text: string, format: format.pattern, subject: subject))
    }
    if let min, value.isBefore(min) {
      return earliestReason(min)
    }
    if let max, max.isBefore(value) {
      return latestReason(max)
    }
    return nil
  }

  /// Whether `value` is in `min...max`.
  func inRange(_ value: DateValue) -> Bool {
    if let min, value.isBefore(min) { return false }
    if let max, max.isBefore(value) { return false }
    return true
  }
}

/// Why a date rule cannot be made.
public struct DateRuleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of mistake the rule's bounds make; `message` says it for people.
  public enum Problem: String, Hashable, Sendable {
    /// A bound has other fields than the format, or is no date and time the format can show.
    case boundNotInFormat
    /// `min` is after `max`.
    case minAfterMax
    /// The digits to show are not ten digits, 0 through 9, one Unicode scalar each.
    case digits
  }

  /// What is wrong.
  public var problem: Problem
  /// A sentence saying what is wrong.
  public var message: String

  /// An error from its parts: what is wrong and the sentence that says it.
  public init(_ problem: Problem, _ message: String) {
    self.problem = problem
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
