import InputRules

/// The magnitudes a number may have for one sign, already on the rule's fraction-digit grid.
struct MagnitudeRange: Sendable {
  var lower: Sci
  var upper: Sci
  /// `lower` and `upper` in units of the grid, when both fit in 128 bits.
  var units: (lower: Wide, upper: Wide)?

  init(lower: Sci, upper: Sci, grid: Int) {
    self.lower = lower
    self.upper = upper
    if let low = lower.m.multiplied(byPowerOf10: lower.e - grid),
      let high = upper.m.multiplied(byPowerOf10: upper.e - grid)
    {
      units = (low, high)
    }
  }
}

/// How a rule judges a number text.
enum Judgement: Sendable, Equatable {
  case empty
  case valid(ExactDecimal)
  case incomplete
  case invalid(Reason.Code)
}

/// The numbers a rule accepts: a range, digit limits and whether an exponent may be typed. It
/// answers the two questions every keystroke asks: is this text a valid number, and if not, can
/// typing more at its end still make it one?
///
/// Everything is reduced to magnitudes per sign once, in `init`: `min`/`max`, the integer-digit
/// limit (|x| < 10^maxIntegerDigits) and the fraction-digit limit (x is a multiple of
/// 10^-maxFractionDigits) become one closed interval of magnitudes for typed-positive text and one
/// for text typed with a minus. "-0" is zero, so it is allowed exactly when zero is.
final class NumberLimits: Sendable {
  let maxIntegerDigits: Int
  let maxFractionDigits: Int
  let scientific: Bool
  /// Magnitudes of values typed without a minus (zero included when `lower` is zero).
  let positive: MagnitudeRange?
  /// Magnitudes of values typed with a minus; `nil` when a minus is not accepted.
  let negative: MagnitudeRange?
  /// `positive` and `negative` in units of the fraction grid, for magnitudes of one word: the
  /// lower end when it fits 64 bits, the upper end or `UInt64.max` when it does not (what a
  /// cash register compares its amount in minor units with).
  let positiveUnits: (lower: UInt64, upper: UInt64)?
  let negativeUnits: (lower: UInt64, upper: UInt64)?

  /// - Parameters:
  ///   - maxIntegerDigits, maxFractionDigits: limits whose sum is at most 38.
  ///   - allowsNegative: whether a minus may be typed (the rules pass `min < 0` or no `min`).
  init(
    min: ExactDecimal?, max: ExactDecimal?, maxIntegerDigits: Int, maxFractionDigits: Int,
    scientific: Bool, allowsNegative: Bool
  ) {
    self.maxIntegerDigits = maxIntegerDigits
    self.maxFractionDigits = maxFractionDigits
    self.scientific = scientific
    let grid = -maxFractionDigits
    // The largest magnitude with the allowed digits: 10^(i+f) - 1 units of 10^-f.
    let cap = Sci(Wide(powerOf10: maxIntegerDigits + maxFractionDigits).subtracting(.one), grid)

    func quantized(lower: Sci, upper: Sci?) -> MagnitudeRange? {
      var top = cap
      if let upper, upper < cap { top = upper }
      guard let bottom = lower.ceiling(toGrid: grid) else { return nil }
      let roundedTop = top.floor(toGrid: grid)
      return bottom <= roundedTop
        ? MagnitudeRange(lower: bottom, upper: roundedTop, grid: grid) : nil
    }

    // x >= 0 with min <= x <= max.
    if let max, max.isNegative {
      positive = nil
    } else {
      let low = (min.map { $0.isNegative ? Sci.zero : $0.sci }) ?? .zero
      positive = quantized(lower: low, upper: max?.sci)
    }
    // x <= 0 with min <= x <= max: magnitudes from |max| (or 0) to |min|.
    if !allowsNegative || (min.map { !$0.isNegative && !$0.isZero } ?? false) {
      negative = nil
    } else {
      let low = (max.map { $0.isNegative ? $0.sci : .zero }) ?? .zero
      negative = quantized(lower: low, upper: min?.sci)
    }
    func words(_ range: MagnitudeRange?) -> (lower: UInt64, upper: UInt64)? {
      guard let units = range?.units, units.lower.high == 0 else { return nil }
      // An upper end beyond a word is no limit to a magnitude of one word.
      return (units.lower.low, units.upper.high == 0 ? units.upper.low : .max)
    }
    positiveUnits = words(positive)
    negativeUnits = words(negative)
  }

  /// Whether `value(of: t)` is not `nil`, without making the value.
  func accepts(_ t: NumberText) -> Bool {
    guard t.isComplete else { return false }
    if !t.hasExponent && t.fractionDigits > maxFractionDigits { return false }
    guard let range = t.negative ? negative : positive else { return false }
    if !t.hasExponent, let units = range.units, !(Wide.maxSignificand < t.digits),
      let scaled = t.digits.multiplied(byPowerOf10: maxFractionDigits - t.fractionDigits)
    {
      return !(scaled < units.lower) && !(units.upper < scaled)
    }
    return value(of: t) != nil
  }

  /// The value of a complete text that meets every limit, or `nil`.
  func value(of t: NumberText) -> ExactDecimal? {
    guard t.isComplete else { return nil }
    if !t.hasExponent && t.fractionDigits > maxFractionDigits { return nil }
    guard let range = t.negative ? negative : positive else { return nil }
    if !t.hasExponent, let units = range.units,
      let scaled = t.digits.multiplied(byPowerOf10: maxFractionDigits - t.fractionDigits)
    {
      // On the grid already: compare whole numbers of grid units.
      guard !(scaled < units.lower), !(units.upper < scaled) else { return nil }
      return ExactDecimal(significand: t.digits, scale: t.fractionDigits, isNegative: t.negative)
    }
    let magnitude = t.magnitude
    guard magnitude.isMultiple(ofGrid: -maxFractionDigits),
      range.lower <= magnitude, magnitude <= range.upper
    else { return nil }
    return ExactDecimal(magnitude, isNegative: t.negative)
  }

  /// How the rule judges a text as a whole.
  func judge(_ t: NumberText) -> Judgement {
    if t.isEmpty { return .empty }
    if let value = value(of: t) { return .valid(value) }
    if shortestCompletion(of: t, measure: nil) != nil { return .incomplete }
    return .invalid(failure(of: t))
  }

  /// Why a text can never become valid.
  func failure(of t: NumberText) -> Reason.Code {
    guard t.negative ? negative != nil : positive != nil else { return .outOfRange }
    if !t.hasExponent {
      let fraction = Swift.max(t.fractionDigits, t.hasSeparator ? 1 : 0)
      if fraction > maxFractionDigits && !scientific { return .tooManyFractionDigits }
      if t.digits.digitCount - t.fractionDigits > maxIntegerDigits && !scientific {
        return .tooManyIntegerDigits
      }
    } else if t.isComplete {
      let magnitude = t.magnitude
      if !magnitude.isMultiple(ofGrid: -maxFractionDigits) { return .tooManyFractionDigits }
      if magnitude.m.digitCount + magnitude.e > maxIntegerDigits { return .tooManyIntegerDigits }
    }
    return .outOfRange
  }

  /// The shortest text, as `measure` counts it, that `t` becomes by typing more at its end and
  /// that is valid; `t`'s own length when it is valid already; `nil` when no such text exists.
  /// Without `measure` it only answers whether one exists (0) or not (`nil`), stopping at the
  /// first it finds.
  ///
  /// A text without an exponent, mantissa digits P (as one integer), f of them after the
  /// separator, can become:
  /// - without a separator, by appending j integer digits and then perhaps a fraction: any value
  ///   in [P·10^j, (P+1)·10^j), for j = 0, 1, 2...;
  /// - with a separator, by appending fraction digits: any value in [P·10^-f, (P+1)·10^-f);
  /// - with `scientific`, by appending digits and an exponent: any value in [P·10^J, (P+1)·10^J)
  ///   for any J, on a grid as fine as the digits appended.
  /// A value counts only if it is in range and has at most `maxFractionDigits` fraction digits.
  /// For each interval the smallest such value is found by rounding the interval's lower end (or
  /// the range's, if higher) up to the grid, and the text needed for it is measured. With an
  /// exponent already typed the mantissa is final, and every exponent the typed exponent digits
  /// can still become is tried.
  func shortestCompletion(of t: NumberText, measure: Notation?) -> Int? {
    guard let range = t.negative ? negative : positive else { return nil }
    if t.hasExponent { return exponentCompletion(of: t, range: range, measure: measure) }
    let p = t.digits
    guard let p1 = p.adding(1) else { return nil }
    let f = t.fractionDigits
    let mF = maxFractionDigits
    var best: Int?

    if !t.hasSeparator {
      let significant = p.digitCount
      var j = 0
      while significant + j <= maxIntegerDigits {
        let a = Sci(p, j)
        if !p.isZero && range.upper < a { break }
        if let measure, let b = best,
          measure.length(
            negative: t.negative, integerDigits: t.integerDigits + j, separator: false,
            fractionDigits: 0) >= b
        {
          break
        }
        let b = Sci(p1, j)
        let start = range.lower < a ? a : range.lower
        // A text with no digit at all needs one: an integer digit (j > 0) or a fraction digit.
        let fewestFractionDigits = t.integerDigits + j == 0 ? 1 : 0
        if fewestFractionDigits > mF {
          j += 1
          continue
        }
        for k in fewestFractionDigits...mF {
          guard let c = start.ceiling(toGrid: -k), c < b, c <= range.upper else { continue }
          guard let measure else { return 0 }
          let n = measure.length(
            negative: t.negative, integerDigits: t.integerDigits + j, separator: k > 0,
            fractionDigits: k)
          if best.map({ n < $0 }) ?? true { best = n }
          break
        }
        j += 1
      }
    } else if f <= mF && Swift.max(f, 1) <= mF {
      let a = Sci(p, -f)
      let b = Sci(p1, -f)
      let start = range.lower < a ? a : range.lower
      for k in Swift.max(f, 1)...mF {
        guard let c = start.ceiling(toGrid: -k), c < b, c <= range.upper else { continue }
        guard let measure else { return 0 }
        let n = measure.length(
          negative: t.negative, integerDigits: t.integerDigits, separator: true, fractionDigits: k)
        if best.map({ n < $0 }) ?? true { best = n }
        break
      }
    }

    guard scientific else { return best }
    // An exponent adds at least a marker and a digit; more mantissa digits may be needed first.
    let needsDigit = t.mantissaDigits == 0 || (t.hasSeparator && f == 0)
    let minimumExtra = needsDigit ? 1 : 0
    if let measure, let b = best {
      let floor = measure.length(of: t) + (minimumExtra + 1) * measure.digitLength + 1
      if floor >= b { return best }
    }
    let significant = p.digitCount
    let maxExtra = Swift.max(minimumExtra, ExactDecimal.maximumDigits - significant)
    for big in (-(mF + 40))...(maxIntegerDigits + 1) {
      let a = Sci(p, big)
      let b = Sci(p1, big)
      if b <= range.lower { continue }
      if range.upper < a { break }
      let start = range.lower < a ? a : range.lower
      var extra = minimumExtra
      while extra <= maxExtra {
        var grid = big - extra
        let clamped = grid < -mF
        if clamped { grid = -mF }
        if let c = start.ceiling(toGrid: grid), c < b, c <= range.upper {
          guard let measure else { return 0 }
          let x = t.hasSeparator ? big + f : big - extra
          let n = measure.length(
            negative: t.negative, integerDigits: t.integerDigits + (t.hasSeparator ? 0 : extra),
            separator: t.hasSeparator, fractionDigits: f + (t.hasSeparator ? extra : 0),
            exponentDigits: decimalDigits(x.magnitude), exponentNegative: x < 0)
          if best.map({ n < $0 }) ?? true { best = n }
          break
        }
        if clamped { break }
        extra += 1
      }
    }
    return best
  }

  /// Completions of a text whose exponent marker is typed: the mantissa is final.
  private func exponentCompletion(of t: NumberText, range: MagnitudeRange, measure: Notation?)
    -> Int?
  {
    let current = measure?.length(of: t) ?? 0
    let digitLength = measure?.digitLength ?? 0
    let p = t.digits
    let f = t.fractionDigits
    if p.isZero {
      // Zero whatever the exponent.
      guard range.lower.m.isZero else { return nil }
      return t.exponentDigits > 0 ? current : current + digitLength
    }
    let typed = t.exponent
    let typedDigits = t.exponentDigits
    let typedSignificant = decimalDigits(UInt(typed)) - (typed == 0 ? 1 : 0)
    let trailingZeros = p.trailingZeroDigits
    let significant = p.digitCount
    let lowest = -maxFractionDigits + f - trailingZeros
    let highest = maxIntegerDigits + f - significant + 1
    guard lowest <= highest else { return nil }
    var best: Int?
    for x in lowest...highest {
      if t.exponentNegative {
        if x > 0 { continue }
      } else if typedDigits > 0 && x < 0 {
        continue
      }
      let v = x.magnitude
      // The exponent's digits must extend the typed ones.
      if typed > 0 {
        var w = v
        while w > UInt(typed) { w /= 10 }
        if w != UInt(typed) { continue }
      }
      let magnitude = Sci(p, x - f)
      if magnitude < range.lower { continue }
      if range.upper < magnitude { break }
      guard let measure else { return 0 }
      var appended: Int
      if typed == 0 {
        appended = v == 0 ? (typedDigits > 0 ? 0 : 1) : decimalDigits(v)
      } else {
        appended = decimalDigits(v) - typedSignificant
      }
      var n = current + appended * measure.digitLength
      if x < 0 && !t.exponentNegative { n += measure.minusLength }
      if best.map({ n < $0 }) ?? true { best = n }
    }
    return best
  }
}

/// Decimal digits of a non-negative integer (1 for zero).
@inline(__always)
func decimalDigits(_ v: UInt) -> Int {
  var n = 1
  var w = v
  while w >= 10 {
    w /= 10
    n += 1
  }
  return n
}
