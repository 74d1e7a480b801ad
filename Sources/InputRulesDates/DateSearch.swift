/// What the raw characters typed so far allow each field to become, and whether some date and
/// time in the rule's range is among them.
///
/// A field's typed digits leave an interval of values (`2` of a four-digit year: 2000...2999;
/// `3` of a day: 30...31); the year is kept as that interval, the other fields as bit sets
/// (values below 64), so that the 12-hour hour with or without its AM or PM is one set of
/// 24-hour hours. Whether a date fits is then decided field by field in ISO order, comparing
/// with the bounds only where they still matter: never by listing dates.
struct DateCandidates {
  var years: ClosedRange<Int>
  var months: UInt64
  var days: UInt64
  var hours: UInt64
  var minutes: UInt64
  var seconds: UInt64
  /// The first slot (pattern order) whose characters allow nothing, when one does.
  var emptySlot: Int?
  /// Whether the format has a day (the search then minds 29 February).
  let hasDay: Bool

  /// The candidates of `raw` (ASCII digits, `A` and `P`) in `format`; `nil` when a character
  /// is not of its field's kind (a letter among digits).
  @inline(__always)
  init?(raw: UnsafeBufferPointer<UInt8>, format: borrowing DateFormat) {
    years = format.years
    // Every value of each field: Self.mask(1, 12), (1, 31), (0, 23), (0, 59).
    months = 0x1FFE
    days = 0xFFFF_FFFE
    hours = 0xFF_FFFF
    minutes = 0x0FFF_FFFF_FFFF_FFFF
    seconds = 0x0FFF_FFFF_FFFF_FFFF
    assert(
      months == Self.mask(1, 12) && days == Self.mask(1, 31) && hours == Self.mask(0, 23)
        && minutes == Self.mask(0, 59))
    hasDay = format.hasDay
    var hour12: ClosedRange<Int>?
    var am = true
    var pm = true
    // Read through the slots' storage: no copy of the array, no bounds checks.
    let read = format.slots.withUnsafeBufferPointer { slots -> Bool in
      for index in 0..<slots.count {
        let slot = slots[index]
        let start = slot.start
        if start >= raw.count { break }
        let end = Swift.min(slot.end, raw.count)
        if slot.kind == .dayPeriod {
          switch raw[start] {
          case 0x41: pm = false
          case 0x50: am = false
          default: return false
          }
          continue
        }
        var prefix = 0
        for i in start..<end {
          let byte = raw[i]
          guard byte >= 0x30 && byte <= 0x39 else { return false }
          prefix = prefix &* 10 &+ Int(byte &- 0x30)
        }
        var scale = 1
        for _ in end..<slot.end { scale &*= 10 }
        let lo = Swift.max(prefix &* scale, slot.lowest)
        let hi = Swift.min(prefix &* scale &+ scale &- 1, slot.highest)
        if lo > hi {
          if emptySlot == nil { emptySlot = index }
          continue
        }
        switch slot.kind {
        case .year4: years = lo...hi
        case .year2: years = (2000 &+ lo)...(2000 &+ hi)
        case .month: months = Self.mask(lo, hi)
        case .day: days = Self.mask(lo, hi)
        case .hour24: hours = Self.mask(lo, hi)
        case .hour12: hour12 = lo...hi
        case .minute: minutes = Self.mask(lo, hi)
        case .second: seconds = Self.mask(lo, hi)
        case .dayPeriod: break
        }
      }
      return true
    }
    guard read else { return nil }
    if format.hasTwelveHour {
      // 12 AM is 0, 12 PM is 12; 1...11 PM are 13...23.
      var set: UInt64 = 0
      for hour in hour12 ?? 1...12 {
        if am { set |= 1 << UInt64(hour % 12) }
        if pm { set |= 1 << UInt64(hour % 12 + 12) }
      }
      hours = set
    }
  }

  /// The values lo...hi as a bit set (empty when lo > hi).
  static func mask(_ lo: Int, _ hi: Int) -> UInt64 {
    guard lo <= hi, lo >= 0, hi < 64 else { return 0 }
    let upper: UInt64 = hi == 63 ? ~0 : (1 << UInt64(hi + 1)) &- 1
    return upper & ~((1 << UInt64(lo)) &- 1)
  }

  func set(of field: DateField) -> UInt64 {
    switch field {
    case .month: return months
    case .day: return days
    case .hour: return hours
    case .minute: return minutes
    case .second: return seconds
    case .year, .dayPeriod: return 0
    }
  }

  /// Whether some complete value of `fields` (ISO order), among the candidates, lies in
  /// `low...high` (each the bound's components in ISO order, or `nil` for none).
  func anyFits(fields: [DateField], low: [Int]?, high: [Int]?) -> Bool {
    if emptySlot != nil { return false }
    // Searched through the arrays' storage: no copies, no bounds checks.
    return fields.withUnsafeBufferPointer { fields in
      if low == nil && high == nil {
        assert(
          fitsWithoutBounds() == free(fields, 0, lo: Int.min, hi: Int.max, year: nil, month: nil))
        return fitsWithoutBounds()
      }
      return (low ?? []).withUnsafeBufferPointer { lowBound in
        (high ?? []).withUnsafeBufferPointer { highBound in
          search(
            fields, 0, lowTight: low != nil, highTight: high != nil, low: lowBound,
            high: highBound, year: nil, month: nil)
        }
      }
    }
  }

  /// Whether a value fits from field `i` on, the fields before it equal to the low bound's
  /// (`lowTight`) and/or the high bound's (`highTight`).
  private func search(
    _ fields: UnsafeBufferPointer<DateField>, _ i: Int, lowTight: Bool, highTight: Bool,
    low: UnsafeBufferPointer<Int>, high: UnsafeBufferPointer<Int>, year: Int?, month: Int?
  ) -> Bool {
    if !lowTight && !highTight {
      return free(fields, i, lo: Int.min, hi: Int.max, year: year, month: month)
    }
    if i == fields.count { return true }
    let field = fields[i]
    let l = lowTight ? low[i] : Int.min
    let u = highTight ? high[i] : Int.max
    if l > u { return false }
    func next(_ v: Int, _ lowStill: Bool, _ highStill: Bool) -> Bool {
      guard allows(field, v, year: year, month: month) else { return false }
      return search(
        fields, i + 1, lowTight: lowStill, highTight: highStill, low: low, high: high,
        year: field == .year ? v : year, month: field == .month ? v : month)
    }
    if l == u { return next(l, lowTight, highTight) }
    if lowTight && next(l, true, false) { return true }
    if highTight && next(u, false, true) { return true }
    let lo = lowTight ? l + 1 : Int.min
    let hi = highTight ? u - 1 : Int.max
    return lo <= hi && free(fields, i, lo: lo, hi: hi, year: year, month: month)
  }

  /// Whether some value fits, with no bounds (what `free` answers from the first field): each
  /// field allows a value (no `emptySlot`), so only a day after the 28th asks for a month long
  /// enough, and the 29th of February for a leap year among the years.
  private func fitsWithoutBounds() -> Bool {
    guard hasDay else { return true }
    guard days != 0 else { return false }
    let firstDay = days.trailingZeroBitCount
    if firstDay <= 28 { return true }
    var month = 1
    while month <= 12 {
      if months & (1 << UInt64(month)) != 0 {
        if month != 2 {
          if firstDay <= Gregorian.daysInMonth(month, year: 2000) { return true }
        } else if firstDay == 29 && hasLeapYear {
          return true
        }
      }
      month += 1
    }
    return false
  }

  /// Whether `years` holds a leap year (one comes at most 8 years after any year).
  private var hasLeapYear: Bool {
    var year = years.lowerBound
    while year <= years.upperBound && year <= years.lowerBound + 8 {
      if Gregorian.isLeapYear(year) { return true }
      year += 1
    }
    return false
  }

  /// Whether field `field` may be `v`, the year and month before it chosen.
  private func allows(_ field: DateField, _ v: Int, year: Int?, month: Int?) -> Bool {
    switch field {
    case .year: return years.contains(v)
    case .day:
      guard v >= 0 && v < 64 && days & (1 << UInt64(v)) != 0 else { return false }
      return v <= Self.lastDay(month: month, year: year)
    default:
      return v >= 0 && v < 64 && set(of: field) & (1 << UInt64(v)) != 0
    }
  }

  /// The last day of `month` in `year` (31 without a month; a leap year without a year).
  static func lastDay(month: Int?, year: Int?) -> Int {
    guard let month else { return 31 }
    return Gregorian.daysInMonth(month, year: year ?? 2000)
  }

  /// Whether a value fits from field `i` on, field `i` within lo...hi and no bound after it.
  private func free(
    _ fields: UnsafeBufferPointer<DateField>, _ i: Int, lo: Int, hi: Int, year: Int?, month: Int?
  ) -> Bool {
    if i == fields.count { return true }
    let field = fields[i]
    switch field {
    case .year:
      let a = Swift.max(lo, years.lowerBound)
      let b = Swift.min(hi, years.upperBound)
      guard a <= b else { return false }
      // What follows depends on the year only through 29 February: not at all when a day up
      // to the 28th may follow.
      guard hasDay, days & Self.mask(1, 28) == 0 else {
        return free(fields, i + 1, lo: Int.min, hi: Int.max, year: a, month: month)
      }
      var leap: Int?
      var common: Int?
      var y = a
      // A leap year comes at most 8 years after any year (1896, 1904); a common one at most 1.
      while y <= b && y <= a + 8 && (leap == nil || common == nil) {
        if Gregorian.isLeapYear(y) {
          if leap == nil { leap = y }
        } else if common == nil {
          common = y
        }
        y += 1
      }
      if let common, free(fields, i + 1, lo: Int.min, hi: Int.max, year: common, month: month) {
        return true
      }
      if let leap, free(fields, i + 1, lo: Int.min, hi: Int.max, year: leap, month: month) {
        return true
      }
      return false
    case .month:
      let a = Swift.max(lo, 1)
      let b = Swift.min(hi, 12)
      guard a <= b else { return false }
      for v in a...b where months & (1 << UInt64(v)) != 0 {
        if free(fields, i + 1, lo: Int.min, hi: Int.max, year: year, month: v) { return true }
      }
      return false
    case .day:
      let a = Swift.max(lo, 1)
      let b = Swift.min(hi, Self.lastDay(month: month, year: year))
      guard a <= b, days & Self.mask(a, b) != 0 else { return false }
      return free(fields, i + 1, lo: Int.min, hi: Int.max, year: year, month: month)
    default:
      let a = Swift.max(lo, 0)
      let b = Swift.min(hi, 63)
      guard a <= b, set(of: field) & Self.mask(a, b) != 0 else { return false }
      return free(fields, i + 1, lo: Int.min, hi: Int.max, year: year, month: month)
    }
  }
}
