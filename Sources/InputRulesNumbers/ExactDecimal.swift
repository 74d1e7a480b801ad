/// An exact decimal number: a sign, up to 38 significant digits and up to 38 fraction digits.
///
/// Values are always normalized (no trailing fractional zeros, no negative zero), so equal
/// numbers are equal values with equal hashes: `ExactDecimal("1.50") == ExactDecimal("1.5")`.
/// There is no floating point anywhere: values typed, pasted, compared, rounded and formatted stay
/// exact. `description` is the canonical string of the `inputrules` command: digits, an optional
/// leading `-`, `.` as separator, no grouping, no exponent, no trailing fractional zeros.
public struct ExactDecimal: Sendable, Hashable, Comparable {
  /// The digits as an integer; never ends in 0 when `scale > 0`.
  var significand: Wide
  /// How many of the digits are fraction digits (0...38).
  public private(set) var scale: Int
  /// Whether the value is below zero (never true for zero).
  public private(set) var isNegative: Bool

  /// The most significant digits (and the most fraction digits) a value holds.
  public static let maximumDigits = 38

  /// Zero.
  public static let zero = ExactDecimal(0)

  /// A value from its parts, normalized; `nil` when it needs more than 38 digits.
  init?(significand: Wide, scale: Int, isNegative: Bool) {
    var m = significand
    var s = scale
    if s < 0 {
      guard let scaled = m.multiplied(byPowerOf10: -s) else { return nil }
      m = scaled
      s = 0
    }
    while s > 0 {
      let (q, r) = m.quotientAndRemainder(dividingBy: 10)
      if r != 0 { break }
      m = q
      s -= 1
    }
    if Wide.maxSignificand < m || s > ExactDecimal.maximumDigits { return nil }
    self.significand = m
    self.scale = s
    self.isNegative = isNegative && !m.isZero
  }

  /// `digits` × 10^-`scale` (scale 0...38), normalized: the quick form of
  /// `init(significand:scale:isNegative:)` for a significand of one word.
  @inline(__always)
  init(normalizing digits: UInt64, scale: Int, isNegative: Bool) {
    var m = digits
    var s = scale
    while s > 0 && m % 10 == 0 && m != 0 {
      m /= 10
      s &-= 1
    }
    if m == 0 { s = 0 }
    self.significand = Wide(m)
    self.scale = s
    self.isNegative = isNegative && m != 0
  }

  /// An integer.
  public init(_ value: Int) {
    significand = Wide(UInt64(value.magnitude))
    scale = 0
    isNegative = value < 0
  }

  /// Parses a plain ASCII number: an optional `+` or `-`, digits with an optional `.` and
  /// fraction, and an optional exponent (`e` or `E`, optional sign, digits), as in `"-12.50"`,
  /// `".5"`, `"1.5e3"`. At least one mantissa digit is required. `nil` for anything else or for a
  /// value needing more than 38 digits. Use the number rules for localized or partial text.
  public init?(_ text: String) {
    var negative = false
    var digits = Wide.zero
    var significant = 0
    var sawDigit = false
    var sawPoint = false
    var fraction = 0
    var exponent = 0
    var exponentNegative = false
    var state = 0  // 0 sign, 1 mantissa, 2 exponent sign, 3 exponent digits
    var exponentDigits = 0
    for byte in text.utf8 {
      switch (state, byte) {
      case (0, UInt8(ascii: "-")):
        negative = true
        state = 1
      case (0, UInt8(ascii: "+")):
        state = 1
      case (0...1, UInt8(ascii: "0")...UInt8(ascii: "9")):
        state = 1
        sawDigit = true
        let d = UInt64(byte - UInt8(ascii: "0"))
        if significant > 0 || d != 0 {
          significant += 1
          if significant > ExactDecimal.maximumDigits { return nil }
        }
        digits = digits.appending(digit: d)!
        if sawPoint { fraction += 1 }
      case (0...1, UInt8(ascii: ".")):
        if sawPoint { return nil }
        sawPoint = true
        state = 1
      case (1, UInt8(ascii: "e")), (1, UInt8(ascii: "E")):
        guard sawDigit else { return nil }
        state = 2
      case (2, UInt8(ascii: "-")):
        exponentNegative = true
        state = 3
      case (2, UInt8(ascii: "+")):
        state = 3
      case (2...3, UInt8(ascii: "0")...UInt8(ascii: "9")):
        state = 3
        exponentDigits += 1
        exponent = Swift.min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 10_000)
      default:
        return nil
      }
    }
    guard sawDigit, state < 2 || exponentDigits > 0 else { return nil }
    let shift = exponentNegative ? -exponent : exponent
    guard
      let value = ExactDecimal(significand: digits, scale: fraction - shift, isNegative: negative)
    else { return nil }
    self = value
  }

  /// Whether the value is zero.
  public var isZero: Bool { significand.isZero }

  /// Whether the value has no fraction digits.
  public var isInteger: Bool { scale == 0 }

  /// The number of fraction digits of the normalized value (`scale`).
  public var fractionDigitCount: Int { scale }

  /// The number of digits before the separator (0 for values below 1 in magnitude).
  public var integerDigitCount: Int { Swift.max(0, significand.digitCount - scale) }

  /// The value with the opposite sign.
  public var negated: ExactDecimal {
    var copy = self
    copy.isNegative = !isNegative && !significand.isZero
    return copy
  }

  /// The absolute value.
  public var magnitude: ExactDecimal {
    var copy = self
    copy.isNegative = false
    return copy
  }

  /// Orders by value, exactly: no conversion to floating point.
  public static func < (a: ExactDecimal, b: ExactDecimal) -> Bool {
    if a.isNegative != b.isNegative { return a.isNegative }
    let order = Sci.compare(a.sci, b.sci)
    return a.isNegative ? order > 0 : order < 0
  }

  /// The value rounded to at most `fractionDigits` fraction digits. With `.reject`, `nil` when
  /// that would change the value (and the value itself when it already fits).
  public func rounded(toFractionDigits fractionDigits: Int, _ rounding: Rounding) -> ExactDecimal? {
    let target = Swift.max(0, fractionDigits)
    if scale <= target { return self }
    let drop = scale - target
    // Keep everything but the last dropped digit, which decides together with the rest.
    let (head, sticky) = significand.divided(byPowerOf10: drop - 1)
    let (kept, lastDigit) = head.quotientAndRemainder(dividingBy: 10)
    let exact = lastDigit == 0 && !sticky
    var up = false
    switch rounding {
    case .reject:
      if !exact { return nil }
    case .down:
      up = false
    case .up:
      up = !exact
    case .halfUp:
      up = lastDigit >= 5
    case .halfEven:
      if lastDigit > 5 || (lastDigit == 5 && sticky) {
        up = true
      } else if lastDigit == 5 {
        up = kept.low & 1 == 1
      }
    }
    var result = kept
    if up {
      guard let next = result.adding(1) else { return nil }
      result = next
    }
    return ExactDecimal(significand: result, scale: target, isNegative: isNegative)
  }

  /// The canonical string with exactly `fractionDigits` fraction digits (money's minor units):
  /// `"1234.50"`, `"1234"`, `"1.234"`. A value with more fraction digits is rounded half-even.
  public func canonicalString(fractionDigits: Int) -> String {
    let digits = Swift.max(0, fractionDigits)
    let value = rounded(toFractionDigits: digits, .halfEven) ?? self
    return value.render(minimumFractionDigits: digits)
  }

  /// The magnitude as significand and exponent.
  var sci: Sci { Sci(significand, -scale) }

  /// The value of a magnitude with a sign; `nil` when it needs more than 38 digits.
  init?(_ magnitude: Sci, isNegative: Bool) {
    self.init(significand: magnitude.m, scale: -magnitude.e, isNegative: isNegative)
  }

  /// The plain text of the value with at least `minimumFractionDigits` fraction digits.
  ///
  /// The bytes are written into one buffer and decoded once. (Appending scalars to a `String`
  /// inside `withUnsafeTemporaryAllocation` read freed memory once the string outgrew its
  /// inline storage, under Swift 6.3's Embedded Swift for wasm32: Web/Tests/abi.mjs.)
  func render(minimumFractionDigits: Int) -> String {
    let fraction = Swift.max(scale, minimumFractionDigits)
    let zero = UInt8(ascii: "0")
    // The digits (at most 40) at the start, then the text: a sign, the integer digits or "0",
    // the separator and the fraction digits.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 83 + fraction) { buffer in
      let count = significand.writeDigits(into: buffer)
      let padding = fraction - scale
      let integerCount = Swift.max(count - scale, 0)
      var end = 40
      if isNegative {
        buffer[end] = UInt8(ascii: "-")
        end += 1
      }
      if integerCount == 0 {
        buffer[end] = zero
        end += 1
      }
      for i in 0..<integerCount {
        buffer[end] = zero + buffer[i]
        end += 1
      }
      if fraction > 0 {
        buffer[end] = UInt8(ascii: ".")
        end += 1
        // Leading fraction zeros of values below 1 (0.05: count 1, scale 2), then the digits,
        // then the zeros up to the minimum.
        for _ in 0..<Swift.max(0, scale - count) {
          buffer[end] = zero
          end += 1
        }
        for i in integerCount..<count {
          buffer[end] = zero + buffer[i]
          end += 1
        }
        for _ in 0..<padding {
          buffer[end] = zero
          end += 1
        }
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[40..<end]), as: UTF8.self)
    }
  }
}

extension ExactDecimal: CustomStringConvertible, LosslessStringConvertible {
  /// The canonical string: `"-12.5"`, `"1500"`, `"0"`.
  public var description: String { render(minimumFractionDigits: 0) }
}

extension ExactDecimal: ExpressibleByIntegerLiteral {
  /// Lets a whole-number literal stand for a value, as in `min: 0` or `let limit: ExactDecimal = 100`.
  public init(integerLiteral value: Int) { self.init(value) }
}

#if !hasFeature(Embedded)
  extension ExactDecimal: Codable {
    /// Encoded as its canonical string, which keeps it exact in JSON.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(description)
    }

    /// Reads the canonical string `encode(to:)` writes (`"12.50"`), or a whole JSON number that fits
    /// in `Int`; a JSON number with a fraction, or a string that is not a number, fails to decode.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let int = try? container.decode(Int.self) {
        self.init(int)
        return
      }
      let text = try container.decode(String.self)
      guard let value = ExactDecimal(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(text)\" is not an exact decimal number.")
      }
      self = value
    }
  }
#endif

extension Int {
  /// The integer a decimal names, or `nil` when it has a fraction or does not fit in `Int`.
  public init?(exactly value: ExactDecimal) {
    guard value.scale == 0, value.significand.high == 0 else { return nil }
    let magnitude = value.significand.low
    if value.isNegative {
      if magnitude == UInt64(Int.max) + 1 {
        self = .min
        return
      }
      guard magnitude <= UInt64(Int.max) else { return nil }
      self = -Int(magnitude)
    } else {
      guard magnitude <= UInt64(Int.max) else { return nil }
      self = Int(magnitude)
    }
  }
}

/// What happens to a number with more fraction digits than a rule allows (when it is pasted or set
/// by the program; typed digits beyond the limit are always refused).
///
/// The names follow ICU and `java.math.RoundingMode`: `down` rounds toward zero and `up` away
/// from zero, whatever the sign.
public enum Rounding: String, Sendable, Hashable, CaseIterable {
  /// Refuse the number (`tooManyFractionDigits`). The default.
  case reject
  /// To the nearest; a tie goes to the even neighbour (banker's rounding).
  case halfEven
  /// To the nearest; a tie goes away from zero.
  case halfUp
  /// Toward zero (truncation).
  case down
  /// Away from zero.
  case up
}

#if !hasFeature(Embedded)
  extension Rounding: Codable {}
#endif

/// A non-negative magnitude `m × 10^e` with any exponent, for range arithmetic.
struct Sci: Sendable {
  var m: Wide
  var e: Int

  @inline(__always)
  init(_ m: Wide, _ e: Int) {
    self.m = m
    self.e = e
  }

  static var zero: Sci { @inline(__always) get { Sci(.zero, 0) } }

  /// -1, 0 or 1 as `a` is below, equal to or above `b`.
  static func compare(_ a: Sci, _ b: Sci) -> Int {
    if a.e == b.e { return a.m == b.m ? 0 : (a.m < b.m ? -1 : 1) }
    if a.m.isZero { return b.m.isZero ? 0 : -1 }
    if b.m.isZero { return 1 }
    let orderA = a.m.digitCount + a.e
    let orderB = b.m.digitCount + b.e
    if orderA != orderB { return orderA < orderB ? -1 : 1 }
    if a.e == b.e { return a.m == b.m ? 0 : (a.m < b.m ? -1 : 1) }
    if a.e > b.e {
      // Same order of magnitude: scaling `a` down to `b`'s exponent cannot add digits beyond b's.
      guard let am = a.m.multiplied(byPowerOf10: a.e - b.e) else { return 1 }
      return am == b.m ? 0 : (am < b.m ? -1 : 1)
    }
    guard let bm = b.m.multiplied(byPowerOf10: b.e - a.e) else { return -1 }
    return a.m == bm ? 0 : (a.m < bm ? -1 : 1)
  }

  @inline(__always)
  static func < (a: Sci, b: Sci) -> Bool { compare(a, b) < 0 }
  @inline(__always)
  static func <= (a: Sci, b: Sci) -> Bool { compare(a, b) <= 0 }

  /// The smallest multiple of 10^g at or above the value; `nil` on overflow.
  func ceiling(toGrid g: Int) -> Sci? {
    if e >= g || m.isZero { return self }
    let (q, inexact) = m.divided(byPowerOf10: g - e)
    if !inexact { return Sci(q, g) }
    guard let up = q.adding(1) else { return nil }
    return Sci(up, g)
  }

  /// The largest multiple of 10^g at or below the value.
  func floor(toGrid g: Int) -> Sci {
    if e >= g || m.isZero { return self }
    return Sci(m.divided(byPowerOf10: g - e).quotient, g)
  }

  /// The value times 10^k.
  @inline(__always)
  func shifted(by k: Int) -> Sci { Sci(m, e + k) }

  /// Whether the value is a multiple of 10^g.
  func isMultiple(ofGrid g: Int) -> Bool {
    if e >= g || m.isZero { return true }
    return !m.divided(byPowerOf10: g - e).inexact
  }
}
