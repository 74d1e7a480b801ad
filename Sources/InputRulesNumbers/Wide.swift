/// An unsigned 128-bit integer made of two words: the digits of an exact decimal.
///
/// The standard library's `UInt128` needs macOS 15, and this package supports macOS 13, so the
/// few operations the number rules need are written here. None of them allocates.
struct Wide: Hashable, Sendable, Comparable {
  var high: UInt64
  var low: UInt64

  @inline(__always)
  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  @inline(__always)
  init(_ value: UInt64) {
    self.high = 0
    self.low = value
  }

  static var zero: Wide { @inline(__always) get { Wide(high: 0, low: 0) } }
  static var one: Wide { @inline(__always) get { Wide(high: 0, low: 1) } }

  @inline(__always)
  var isZero: Bool { high == 0 && low == 0 }

  @inline(__always)
  static func < (a: Wide, b: Wide) -> Bool {
    a.high != b.high ? a.high < b.high : a.low < b.low
  }

  /// `self * m`, or `nil` when it does not fit in 128 bits.
  @inline(__always)
  func multiplied(by m: UInt64) -> Wide? {
    let (lowHigh, lowLow) = m.multipliedFullWidth(by: low)
    if high == 0 { return Wide(high: lowHigh, low: lowLow) }
    let (h, overflow) = high.multipliedReportingOverflow(by: m)
    if overflow { return nil }
    let (sum, carry) = h.addingReportingOverflow(lowHigh)
    if carry { return nil }
    return Wide(high: sum, low: lowLow)
  }

  /// `self + v`, or `nil` on overflow.
  @inline(__always)
  func adding(_ v: UInt64) -> Wide? {
    let (l, carry) = low.addingReportingOverflow(v)
    if !carry { return Wide(high: high, low: l) }
    if high == .max { return nil }
    return Wide(high: high + 1, low: l)
  }

  /// `self + other`, or `nil` on overflow.
  func adding(_ other: Wide) -> Wide? {
    let (l, carry) = low.addingReportingOverflow(other.low)
    let (h, o1) = high.addingReportingOverflow(other.high)
    if o1 { return nil }
    if carry {
      let (h2, o2) = h.addingReportingOverflow(1)
      return o2 ? nil : Wide(high: h2, low: l)
    }
    return Wide(high: h, low: l)
  }

  /// `self - other`; the caller guarantees `other <= self`.
  func subtracting(_ other: Wide) -> Wide {
    let (l, borrow) = low.subtractingReportingOverflow(other.low)
    return Wide(high: high &- other.high &- (borrow ? 1 : 0), low: l)
  }

  /// `self * 10 + digit`, or `nil` on overflow.
  @inline(__always)
  func appending(digit: UInt64) -> Wide? {
    multiplied(by: 10)?.adding(digit)
  }

  /// Quotient and remainder by a non-zero word.
  @inline(__always)
  func quotientAndRemainder(dividingBy d: UInt64) -> (quotient: Wide, remainder: UInt64) {
    if high == 0 {
      let (q, r) = low.quotientAndRemainder(dividingBy: d)
      return (Wide(q), r)
    }
    let (qh, rh) = high.quotientAndRemainder(dividingBy: d)
    let (ql, r) = d.dividingFullWidth((rh, low))
    return (Wide(high: qh, low: ql), r)
  }

  /// `self * 10^k`, or `nil` on overflow.
  @inline(__always)
  func multiplied(byPowerOf10 k: Int) -> Wide? {
    if k <= 0 || isZero { return self }
    if k <= 19 && high == 0 {
      let (h, l) = low.multipliedFullWidth(by: Wide.word(powerOf10: k))
      return Wide(high: h, low: l)
    }
    return multipliedSlowly(byPowerOf10: k)
  }

  /// `multiplied(byPowerOf10:)` for any value.
  func multipliedSlowly(byPowerOf10 k: Int) -> Wide? {
    if k > 38 { return nil }
    var result = self
    var remaining = k
    while remaining > 0 {
      let step = Swift.min(remaining, 19)
      guard let next = result.multiplied(by: Wide.word(powerOf10: step)) else { return nil }
      result = next
      remaining -= step
    }
    return result
  }

  /// `self / 10^k` rounded toward zero, and whether anything non-zero was dropped.
  func divided(byPowerOf10 k: Int) -> (quotient: Wide, inexact: Bool) {
    if k <= 0 { return (self, false) }
    if k > 38 { return (.zero, !isZero) }
    var result = self
    var inexact = false
    var remaining = k
    while remaining > 0 {
      let step = Swift.min(remaining, 19)
      let (q, r) = result.quotientAndRemainder(dividingBy: Wide.word(powerOf10: step))
      result = q
      if r != 0 { inexact = true }
      remaining -= step
    }
    return (result, inexact)
  }

  /// The number of decimal digits (0 for zero): the bit length gives the count or one more.
  @inline(__always)
  var digitCount: Int {
    if high == 0 {
      if low == 0 { return 0 }
      let t = ((64 - low.leadingZeroBitCount) &* 1233) >> 12
      return low < Wide.word(powerOf10: t) ? t : t &+ 1
    }
    let t = ((128 - high.leadingZeroBitCount) &* 1233) >> 12
    return self < Wide(powerOf10: t) ? t : t &+ 1
  }

  /// How many times 10 divides the number (0 for zero).
  var trailingZeroDigits: Int {
    if isZero { return 0 }
    var n = 0
    var v = self
    while true {
      let (q, r) = v.quotientAndRemainder(dividingBy: 10)
      if r != 0 { return n }
      n += 1
      v = q
    }
  }

  /// 10^k for k in 0...19 (no table to load and no lazy global).
  @inline(__always)
  static func word(powerOf10 k: Int) -> UInt64 {
    switch k {
    case 0: return 1
    case 1: return 10
    case 2: return 100
    case 3: return 1_000
    case 4: return 10_000
    case 5: return 100_000
    case 6: return 1_000_000
    case 7: return 10_000_000
    case 8: return 100_000_000
    case 9: return 1_000_000_000
    case 10: return 10_000_000_000
    case 11: return 100_000_000_000
    case 12: return 1_000_000_000_000
    case 13: return 10_000_000_000_000
    case 14: return 100_000_000_000_000
    case 15: return 1_000_000_000_000_000
    case 16: return 10_000_000_000_000_000
    case 17: return 100_000_000_000_000_000
    case 18: return 1_000_000_000_000_000_000
    default: return 10_000_000_000_000_000_000
    }
  }

  /// 10^k for k in 0...38 (10^38 < 2^128).
  @inline(__always)
  init(powerOf10 k: Int) {
    if k <= 19 {
      self.init(Wide.word(powerOf10: k))
    } else {
      let (high, low) = Wide.word(powerOf10: 19).multipliedFullWidth(
        by: Wide.word(powerOf10: k - 19))
      self.init(high: high, low: low)
    }
  }

  /// The largest significand an exact decimal holds: 10^38 - 1.
  static var maxSignificand: Wide {
    @inline(__always) get { Wide(high: 0x4B3B_4CA8_5A86_C47A, low: 0x098A_223F_FFFF_FFFF) }
  }

  /// Writes the decimal digits, most significant first, as values 0...9 into `buffer` (at least
  /// 40 bytes) and returns how many were written (0 for zero).
  func writeDigits(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let end = writeDigitsAtEnd(into: buffer)
    let count = 40 - end
    if end > 0 {
      for i in 0..<count { buffer[i] = buffer[end + i] }
    }
    return count
  }

  /// Writes the decimal digits, most significant first, as values 0...9 at the end of `buffer`
  /// (at least 40 bytes) and returns where they start (40 for zero).
  @inline(__always)
  func writeDigitsAtEnd(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var v = self
    var end = 40
    while v.high != 0 {
      let (q, r) = v.quotientAndRemainder(dividingBy: 10)
      end -= 1
      buffer[end] = UInt8(truncatingIfNeeded: r)
      v = q
    }
    var low = v.low
    while low != 0 {
      let q = low / 10
      end -= 1
      buffer[end] = UInt8(truncatingIfNeeded: low &- q &* 10)
      low = q
    }
    return end
  }
}
