import InputRules

/// What a number field's text says, read token by token: the sign, the mantissa digits (kept as an
/// exact integer plus how many were typed before and after the separator), and the exponent.
///
/// Grouping separators, bidirectional marks, currency symbols and spacing are not tokens: they
/// are skipped when reading and put back when the text is shown again. Tokens are what the caret
/// is kept after.
struct NumberText: Sendable, Equatable {
  // The words first and the flags together, so that the value is 80 bytes, not 96.
  /// All mantissa digits (integer and fraction) as one integer.
  var digits = Wide.zero
  /// Mantissa digits typed before the separator, leading zeros included.
  var integerDigits = 0
  /// Mantissa digits typed after the separator.
  var fractionDigits = 0
  /// Exponent digits typed, leading zeros included.
  var exponentDigits = 0
  /// The exponent digits' value (kept below 100,000: larger exponents are refused when read).
  var exponent = 0
  /// Tokens read (sign, digits, separator, marker, exponent sign).
  var tokens = 0
  /// Tokens before the caret.
  var tokensBeforeCaret = 0
  /// A minus sign was typed before the mantissa.
  var negative = false
  /// Whether the decimal separator was typed.
  var hasSeparator = false
  /// Whether an exponent marker (`e` or `E`) was typed.
  var hasExponent = false
  /// The marker was typed as `E`.
  var exponentUppercase = false
  /// A minus sign was typed after the marker.
  var exponentNegative = false
  /// A currency symbol or code was read (money pastes).
  var sawCurrency = false
  /// A grouping separator was read.
  var sawGrouping = false
  /// A space that is not grouping was read (and skipped).
  var sawSpace = false

  /// Whether anything was skipped that may stand in the wrong place: grouping, a space, a
  /// currency symbol (`Notation.groupingIsWellPlaced` then judges the text).
  var sawSkippedSeparator: Bool { sawGrouping || sawSpace || sawCurrency }

  var isEmpty: Bool { tokens == 0 }
  var mantissaDigits: Int { integerDigits + fractionDigits }

  /// Whether the text is a whole number as written (it may still be out of range).
  var isComplete: Bool {
    guard mantissaDigits > 0 else { return false }
    if hasSeparator && fractionDigits == 0 { return false }
    if hasExponent && exponentDigits == 0 { return false }
    return true
  }

  /// The magnitude written, when complete.
  var magnitude: Sci {
    Sci(digits, (hasExponent ? (exponentNegative ? -exponent : exponent) : 0) - fractionDigits)
  }

  /// The text of a value as a field shows it: no leading zeros except one before the separator,
  /// exactly `fractionDigits` fraction digits (at least the value's own).
  init(value: ExactDecimal, fractionDigits minimum: Int = 0) {
    let fraction = Swift.max(value.scale, minimum)
    negative = value.isNegative
    digits = value.significand.multiplied(byPowerOf10: fraction - value.scale) ?? value.significand
    fractionDigits = fraction
    hasSeparator = fraction > 0
    integerDigits = Swift.max(1, value.integerDigitCount)
    tokens = (negative ? 1 : 0) + integerDigits + (hasSeparator ? 1 : 0) + fraction
    tokensBeforeCaret = tokens
  }

  /// The normal scientific form of a value: one integer digit, the other significant digits
  /// after the separator, and the exponent (`1.5e9`, `-2e-7`, `0e0` for zero).
  init(scientific value: ExactDecimal) {
    negative = value.isNegative
    var significand = value.significand
    var scale = value.scale
    while !significand.isZero {
      let (q, r) = significand.quotientAndRemainder(dividingBy: 10)
      if r != 0 { break }
      significand = q
      scale -= 1
    }
    digits = significand
    let count = Swift.max(1, significand.digitCount)
    let power = count - 1 - scale
    integerDigits = 1
    fractionDigits = count - 1
    hasSeparator = fractionDigits > 0
    hasExponent = true
    exponentNegative = power < 0
    exponent = abs(power)
    exponentDigits = String(exponent).count
    tokens =
      (negative ? 1 : 0) + count + (hasSeparator ? 1 : 0) + 1 + (exponentNegative ? 1 : 0)
      + exponentDigits
    tokensBeforeCaret = tokens
  }

  /// `value` as whole-number digits and an exponent ("22265e3", "9005e-7"): shorter than the
  /// one-digit-before-the-separator form ("2.2265e7") when the exponent is small.
  init(scientificWhole value: ExactDecimal) {
    self.init(scientific: value)
    let count = Swift.max(1, digits.digitCount)
    let power = (exponentNegative ? -exponent : exponent) - (count - 1)
    integerDigits = count
    fractionDigits = 0
    hasSeparator = false
    exponentNegative = power < 0
    exponent = abs(power)
    exponentDigits = String(exponent).count
    tokens = (negative ? 1 : 0) + count + 1 + (exponentNegative ? 1 : 0) + exponentDigits
    tokensBeforeCaret = tokens
  }

  /// The same number without the zero before the separator (".5"), when it has one.
  var withoutLeadingZero: NumberText {
    guard integerDigits == 1, hasSeparator, fractionDigits > 0, !hasExponent,
      digits.digitCount <= fractionDigits
    else { return self }
    var t = self
    t.integerDigits = 0
    t.tokens -= 1
    t.tokensBeforeCaret = t.tokens
    return t
  }

  init() {}
}

/// Why a text cannot be read as a number.
enum ScanIssue: Sendable, Equatable {
  /// A character that is never part of a number here.
  case disallowed
  /// Number characters in an impossible order (two separators, a sign after digits...).
  case notANumber
  /// More than 38 significant digits.
  case tooManyDigits
  /// An exponent of five digits or more: far beyond what any field holds (`negative`: the
  /// exponent's sign is a minus, far beyond the fraction digits).
  case exponentTooLarge(negative: Bool)
  /// A currency symbol (general category Sc) that is not the field's.
  case currencySymbol(UInt32)
  /// The decimal separator, where the rule takes whole numbers only.
  case separatorInWholeNumber
}

/// How one Unicode scalar reads in a number field.
enum ScalarMeaning: Equatable {
  case digit(UInt8)
  case separator
  /// A grouping separator; `isSpace` when grouping is a space (tolerated after the separator).
  case grouping(isSpace: Bool)
  case space
  case minus
  case plus
  case exponent(uppercase: Bool)
  case ignorable
  case other

  /// The meaning as one byte, for look-up tables: digits are 0...9, the rest `MeaningCode`s.
  var code: UInt8 {
    switch self {
    case .digit(let d): return d
    case .separator: return MeaningCode.separator
    case .grouping(let isSpace): return isSpace ? MeaningCode.spaceGrouping : MeaningCode.grouping
    case .space: return MeaningCode.space
    case .minus: return MeaningCode.minus
    case .plus: return MeaningCode.plus
    case .exponent(let uppercase):
      return uppercase ? MeaningCode.upperExponent : MeaningCode.exponent
    case .ignorable: return MeaningCode.ignorable
    case .other: return MeaningCode.other
    }
  }

  /// Whether the scalar is a token (what the caret is kept after and Backspace deletes).
  @inline(__always)
  var isToken: Bool {
    switch self {
    case .grouping, .space, .ignorable: return false
    default: return true
    }
  }
}

/// `ScalarMeaning.code` values other than digits (0...9).
enum MeaningCode {
  static let separator: UInt8 = 10
  static let grouping: UInt8 = 11
  static let spaceGrouping: UInt8 = 12
  static let space: UInt8 = 13
  static let minus: UInt8 = 14
  static let plus: UInt8 = 15
  static let exponent: UInt8 = 16
  static let upperExponent: UInt8 = 17
  static let ignorable: UInt8 = 18
  static let other: UInt8 = 19
  /// Set in `Notation.asciiCodes` on bytes that may start a currency symbol or code.
  static let mayStartCurrency: UInt8 = 0x80
  /// Set in `Notation.asciiCodes` (with `mayStartCurrency`) on a byte that is a currency symbol
  /// by itself and starts no other.
  static let wholeCurrency: UInt8 = 0x40
  /// The bits of an `asciiCodes` entry that hold the meaning.
  static let meaningMask: UInt8 = 0x3F

  /// Whether a code is a token's (what the caret is kept after and Backspace deletes).
  @inline(__always)
  static func isToken(_ code: UInt8) -> Bool {
    code < grouping || (code > space && code != ignorable)
  }
}

/// Scalars used for "none".
let noScalar: UInt32 = 0xFFFF_FFFF

/// A byte value used for "none" (never equal to a `UInt8`).
let noByte: UInt16 = 0x100
