import InputRules

/// Everything a number rule needs to read and show text, resolved once from `NumberSymbols` when
/// the rule is made, so that a keystroke costs a few comparisons per character and no lookups.
///
/// Reading is wider than showing. The field shows the locale's digits, separators and minus sign;
/// it reads:
/// - full-width forms (U+FF01...U+FF5E: digits, `．`, `，`, `－`, `＋`, `ｅ`) as their ASCII;
/// - digits: ASCII, the locale's digits, and any other Unicode decimal digit;
/// - minus: `-`, U+2212 MINUS SIGN, U+FF0D FULLWIDTH HYPHEN-MINUS, U+FE63 SMALL HYPHEN-MINUS and
///   the locale's own minus;
/// - the decimal separator: the locale's, plus at most one alternate (see
///   `alternateDecimalSeparator(decimal:grouping:)`);
/// - grouping separators: the locale's, any space when the locale groups with a space, both
///   apostrophes when it groups with one, and `,` when the locale's separators are not ASCII;
///   they are skipped wherever they appear in the integer part;
/// - bidirectional marks (U+200E, U+200F, U+061C, embeddings and isolates): skipped anywhere.
struct Notation: Sendable {
  // MARK: Reading
  let decimal: UInt32
  let alternateDecimal: UInt32
  let grouping: UInt32
  let alternateGrouping: UInt32
  let secondAlternateGrouping: UInt32
  let groupingIsSpace: Bool
  let localMinus: UInt32
  let nativeZero: UInt32
  let allowsSeparator: Bool
  let allowsExponent: Bool
  /// Currency symbols and codes skipped when reading (money only), longest first.
  let currencyForms: [[Unicode.Scalar]]

  // MARK: Showing
  /// UTF-8 of the ten digits, four bytes apart.
  let digitUTF8: [UInt8]
  let digitWidth: Int
  let digitUTF16: Int
  let separatorUTF8: [UInt8]
  let groupingUTF8: [UInt8]
  let minusUTF8: [UInt8]
  let prefixUTF8: [UInt8]
  let suffixUTF8: [UInt8]
  let separatorUTF16: Int
  let groupingUTF16: Int
  let minusUTF16: Int
  let prefixUTF16: Int
  let suffixUTF16: Int
  let showsGrouping: Bool
  let primaryGroup: Int
  let secondaryGroup: Int

  // MARK: Measuring (in `unit`)
  let unit: LengthUnit
  let digitLength: Int
  let separatorLength: Int
  let groupingLength: Int
  let minusLength: Int
  let affixLength: Int

  init(
    symbols: NumberSymbols, grouping showsGrouping: Bool, allowsSeparator: Bool,
    allowsExponent: Bool, currency: CurrencySymbols? = nil, unit: LengthUnit = .characters
  ) {
    let decimalScalar = Notation.mainScalar(of: symbols.decimalSeparator) ?? "."
    let groupingScalar = Notation.mainScalar(of: symbols.groupingSeparator) ?? ","
    decimal = decimalScalar.value
    grouping = groupingScalar.value
    alternateDecimal =
      Notation.alternateDecimalSeparator(decimal: decimalScalar, grouping: groupingScalar)?.value
      ?? noScalar
    groupingIsSpace = Notation.isSpace(groupingScalar.value)
    switch groupingScalar.value {
    case 0x2019, 0x27, 0x2BC:
      alternateGrouping = 0x27
      secondAlternateGrouping = 0x2019
    default:
      // Latin `,` groups when the locale's separators are not ASCII (ar_EG: "1,234.5").
      let asciiSeparators = decimalScalar.isASCII || groupingScalar.isASCII
      alternateGrouping = !asciiSeparators ? 0x2C : noScalar
      secondAlternateGrouping = noScalar
    }
    localMinus = Notation.mainScalar(of: symbols.minusSign)?.value ?? 0x2D
    let digitScalars = Array(symbols.digits.unicodeScalars)
    let validDigits =
      digitScalars.count == 10
      && digitScalars.indices.allSatisfy {
        digitScalars[$0].value == digitScalars[0].value + UInt32($0)
      }
    let shownDigits: [Unicode.Scalar] =
      validDigits ? digitScalars : Array("0123456789".unicodeScalars)
    nativeZero = shownDigits[0].value == 0x30 ? noScalar : shownDigits[0].value
    self.allowsSeparator = allowsSeparator
    self.allowsExponent = allowsExponent

    var digitBytes = [UInt8](repeating: 0, count: 40)
    for (i, scalar) in shownDigits.enumerated() {
      for (j, byte) in String(scalar).utf8.enumerated() { digitBytes[i * 4 + j] = byte }
    }
    digitUTF8 = digitBytes
    digitWidth = String(shownDigits[0]).utf8.count
    digitUTF16 = String(shownDigits[0]).utf16.count
    separatorUTF8 = Array(symbols.decimalSeparator.utf8)
    groupingUTF8 = Array(symbols.groupingSeparator.utf8)
    minusUTF8 = Array(symbols.minusSign.utf8)
    separatorUTF16 = symbols.decimalSeparator.utf16.count
    groupingUTF16 = symbols.groupingSeparator.utf16.count
    minusUTF16 = symbols.minusSign.utf16.count
    self.showsGrouping = showsGrouping && symbols.groupingSize > 0
    primaryGroup = Swift.max(1, symbols.groupingSize)
    secondaryGroup =
      symbols.secondaryGroupingSize > 0
      ? symbols.secondaryGroupingSize : Swift.max(1, symbols.groupingSize)

    var prefix = ""
    var suffix = ""
    var forms: [[Unicode.Scalar]] = []
    if let currency {
      switch currency.position {
      case .before: prefix = currency.symbol + currency.spacing
      case .after: suffix = currency.spacing + currency.symbol
      }
      var spellings = [currency.symbol, currency.code] + currency.alternateSymbols
      // Symbols with bidirectional marks are also read without them.
      spellings += spellings.map {
        String(
          String.UnicodeScalarView($0.unicodeScalars.filter { !Notation.isBidiMark($0.value) }))
      }
      for spelling in spellings where !spelling.isEmpty {
        let scalars = Array(spelling.unicodeScalars)
        if !forms.contains(scalars) { forms.append(scalars) }
      }
      forms.sort { $0.count > $1.count }
    }
    currencyForms = forms
    prefixUTF8 = Array(prefix.utf8)
    suffixUTF8 = Array(suffix.utf8)
    prefixUTF16 = prefix.utf16.count
    suffixUTF16 = suffix.utf16.count

    self.unit = unit
    digitLength = unit.length(of: String(shownDigits[0]))
    separatorLength = unit.length(of: symbols.decimalSeparator)
    groupingLength = unit.length(of: symbols.groupingSeparator)
    minusLength = unit.length(of: symbols.minusSign)
    affixLength = unit.length(of: prefix) + unit.length(of: suffix)
  }

  /// The alternate decimal separator: the other of `.` and `,` when it cannot be mistaken for a
  /// grouping separator in this locale.
  ///
  /// - locale separator `.`: `,` is accepted too unless `,` groups (en_US, hi_IN, ja_JP: no
  ///   alternate; de_CH, which groups with `’`: `,` works);
  /// - locale separator `,`: `.` is accepted too unless `.` groups (de_DE: no alternate; fr_FR,
  ///   which groups with U+202F: `.` works);
  /// - any other separator (ar_EG `٫`): `.` is accepted unless it groups, and `,` is read as
  ///   grouping, so Latin-style "1,234.5" is understood.
  static func alternateDecimalSeparator(decimal: Unicode.Scalar, grouping: Unicode.Scalar)
    -> Unicode.Scalar?
  {
    switch decimal {
    case ".": return grouping == "," ? nil : ","
    case ",": return grouping == "." ? nil : "."
    default: return grouping == "." ? nil : "."
    }
  }

  /// The first scalar of a symbol that is not a bidirectional mark.
  static func mainScalar(of symbol: String) -> Unicode.Scalar? {
    symbol.unicodeScalars.first { !isBidiMark($0.value) }
  }

  @inline(__always)
  static func isBidiMark(_ s: UInt32) -> Bool {
    switch s {
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
    default: return false
    }
  }

  @inline(__always)
  static func isSpace(_ s: UInt32) -> Bool {
    switch s {
    case 0x20, 0xA0, 0x202F, 0x2009, 0x2007, 0x2008, 0x200A, 0x3000: return true
    default: return false
    }
  }

  /// How a scalar reads.
  @inline(__always)
  func meaning(of scalar: UInt32) -> ScalarMeaning {
    // Full-width forms (what Japanese and Chinese input methods type) read as their ASCII.
    let s = scalar &- 0xFF01 < 0x5E ? scalar &- 0xFEE0 : scalar
    if s < 0x80 {
      switch s {
      case 0x30...0x39: return .digit(UInt8(truncatingIfNeeded: s &- 0x30))
      case 0x2D: return .minus
      case 0x2B: return .plus
      case 0x65: return allowsExponent ? .exponent(uppercase: false) : .other
      case 0x45: return allowsExponent ? .exponent(uppercase: true) : .other
      case 0x20: return groupingIsSpace ? .grouping : .space
      default: break
      }
    }
    if s == decimal || s == alternateDecimal { return .separator }
    if s == grouping || s == alternateGrouping || s == secondAlternateGrouping { return .grouping }
    if s < 0x80 { return .other }
    if s &- nativeZero < 10 { return .digit(UInt8(truncatingIfNeeded: s &- nativeZero)) }
    switch s {
    case 0x2212, 0xFE63, localMinus: return .minus
    default: break
    }
    if Notation.isBidiMark(s) { return .ignorable }
    if Notation.isSpace(s) { return groupingIsSpace ? .grouping : .space }
    if let scalar = Unicode.Scalar(s), scalar.properties.generalCategory == .decimalNumber,
      let value = scalar.properties.numericValue, value >= 0, value < 10
    {
      return .digit(UInt8(value))
    }
    return .other
  }

  // MARK: - Reading

  /// Reads a text; `caret` is a UTF-16 offset, and the result counts the tokens before it.
  func read(_ text: String, caret: Int) -> (NumberText, ScanIssue?) {
    var t = NumberText()
    let scalars = text.unicodeScalars
    var i = scalars.startIndex
    var offset = 0
    var sawPlus = false
    var exponentSign = false
    while i < scalars.endIndex {
      if !currencyForms.isEmpty, let (end, width) = matchCurrencyForm(in: scalars, at: i) {
        i = end
        offset += width
        t.sawCurrency = true
        continue
      }
      let scalar = scalars[i]
      let s = scalar.value
      i = scalars.index(after: i)
      offset += s > 0xFFFF ? 2 : 1
      switch meaning(of: s) {
      case .digit(let d):
        if t.hasExponent {
          t.exponentDigits += 1
          if t.exponent > 0 || d > 0 {
            if t.exponent >= 10_000 { return (t, .tooManyDigits) }
            t.exponent = t.exponent * 10 + Int(d)
          }
        } else {
          guard let next = t.digits.appending(digit: UInt64(d)), !(Wide.maxSignificand < next)
          else { return (t, .tooManyDigits) }
          t.digits = next
          if t.hasSeparator { t.fractionDigits += 1 } else { t.integerDigits += 1 }
        }
      case .separator:
        if !allowsSeparator { return (t, .disallowed) }
        if t.hasSeparator || t.hasExponent { return (t, .notANumber) }
        t.hasSeparator = true
      case .minus:
        if t.hasExponent {
          if exponentSign || t.exponentDigits > 0 { return (t, .notANumber) }
          exponentSign = true
          t.exponentNegative = true
        } else {
          if t.tokens > 0 || sawPlus { return (t, .notANumber) }
          t.negative = true
        }
      case .plus:
        if t.hasExponent {
          if exponentSign || t.exponentDigits > 0 { return (t, .notANumber) }
          exponentSign = true
        } else if t.tokens > 0 || sawPlus {
          return (t, .notANumber)
        }
        sawPlus = true
        continue
      case .exponent(let uppercase):
        if t.hasExponent || !t.isComplete { return (t, .notANumber) }
        t.hasExponent = true
        t.exponentUppercase = uppercase
      case .grouping:
        if (t.hasSeparator || t.hasExponent) && !groupingIsSpace { return (t, .notANumber) }
        t.sawGrouping = true
        continue
      case .space, .ignorable:
        continue
      case .other:
        return (t, .disallowed)
      }
      t.tokens += 1
      if offset <= caret { t.tokensBeforeCaret += 1 }
    }
    return (t, nil)
  }

  /// The end of a currency symbol or code starting at `i`, and its UTF-16 width.
  func matchCurrencyForm(in scalars: String.UnicodeScalarView, at i: String.Index)
    -> (String.Index, Int)?
  {
    for form in currencyForms {
      var j = i
      var width = 0
      var matched = true
      for expected in form {
        guard j < scalars.endIndex, scalars[j] == expected else {
          matched = false
          break
        }
        width += expected.value > 0xFFFF ? 2 : 1
        j = scalars.index(after: j)
      }
      if matched { return (j, width) }
    }
    return nil
  }

  // MARK: - Showing

  /// Grouping separators shown among `n` integer digits.
  @inline(__always)
  func groupCount(_ n: Int) -> Int {
    guard showsGrouping, n > primaryGroup else { return 0 }
    return 1 + (n - primaryGroup - 1) / secondaryGroup
  }

  /// Whether a separator is shown before an integer digit with `remaining` digits from it to the
  /// end of the integer part (itself included).
  @inline(__always)
  func separatorBefore(remaining: Int) -> Bool {
    if remaining == primaryGroup { return true }
    return remaining > primaryGroup && (remaining - primaryGroup) % secondaryGroup == 0
  }

  /// The text a field shows for `t`, and the UTF-16 caret after `t.tokensBeforeCaret` tokens.
  func show(_ t: NumberText) -> (text: String, caret: Int) {
    if t.isEmpty { return ("", 0) }
    let integerDigits = t.integerDigits
    let groups = groupCount(integerDigits)
    var capacity = minusUTF8.count * 2 + prefixUTF8.count + suffixUTF8.count
    capacity += (t.mantissaDigits + t.exponentDigits) * digitWidth + groups * groupingUTF8.count
    capacity += separatorUTF8.count + 1
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digitBuffer in
      let significant = t.digits.writeDigits(into: digitBuffer)
      let leadingZeros = t.mantissaDigits - significant
      var caret = 0
      let text = String(unsafeUninitializedCapacity: capacity) { out in
        var w = Writer(out: out, caretTokens: t.tokensBeforeCaret)
        if t.negative {
          w.token(minusUTF8, utf16: minusUTF16)
        }
        w.affix(prefixUTF8, utf16: prefixUTF16)
        var position = 0
        for p in 0..<integerDigits {
          if p > 0 && showsGrouping && separatorBefore(remaining: integerDigits - p) {
            w.affix(groupingUTF8, utf16: groupingUTF16)
          }
          let d = position < leadingZeros ? 0 : Int(digitBuffer[position - leadingZeros])
          w.digit(digitUTF8, d, width: digitWidth, utf16: digitUTF16)
          position += 1
        }
        if t.hasSeparator {
          w.token(separatorUTF8, utf16: separatorUTF16)
        }
        for _ in 0..<t.fractionDigits {
          let d = position < leadingZeros ? 0 : Int(digitBuffer[position - leadingZeros])
          w.digit(digitUTF8, d, width: digitWidth, utf16: digitUTF16)
          position += 1
        }
        if t.hasExponent {
          w.token(t.exponentUppercase ? [0x45] : [0x65], utf16: 1)
          if t.exponentNegative { w.token(minusUTF8, utf16: minusUTF16) }
          for k in 0..<t.exponentDigits {
            // The digit with `place` digits after it; places beyond the value's are leading zeros.
            var place = t.exponentDigits - 1 - k
            var e = t.exponent
            while place > 0 && e > 0 {
              e /= 10
              place -= 1
            }
            w.digit(digitUTF8, place > 0 ? 0 : e % 10, width: digitWidth, utf16: digitUTF16)
          }
        }
        w.affix(suffixUTF8, utf16: suffixUTF16)
        caret = w.caret ?? w.utf16
        return w.count
      }
      return (text, caret)
    }
  }

  // MARK: - Measuring

  /// The length, in the rule's unit, of the text shown for a number written with these parts.
  func length(
    negative: Bool, integerDigits: Int, separator: Bool, fractionDigits: Int,
    exponentDigits: Int? = nil, exponentNegative: Bool = false
  ) -> Int {
    var n = affixLength
    if negative { n += minusLength }
    n += (integerDigits + fractionDigits) * digitLength
    n += groupCount(integerDigits) * groupingLength
    if separator { n += separatorLength }
    if let exponentDigits {
      n += 1 + exponentDigits * digitLength
      if exponentNegative { n += minusLength }
    }
    return n
  }

  /// The length of the text shown for `t`.
  func length(of t: NumberText) -> Int {
    if t.isEmpty { return 0 }
    return length(
      negative: t.negative, integerDigits: t.integerDigits, separator: t.hasSeparator,
      fractionDigits: t.fractionDigits, exponentDigits: t.hasExponent ? t.exponentDigits : nil,
      exponentNegative: t.exponentNegative)
  }
}

/// Writes UTF-8 into a string's buffer and notes where the caret goes.
private struct Writer {
  let out: UnsafeMutableBufferPointer<UInt8>
  var count = 0
  var utf16 = 0
  var tokens = 0
  let caretTokens: Int
  var caret: Int?

  init(out: UnsafeMutableBufferPointer<UInt8>, caretTokens: Int) {
    self.out = out
    self.caretTokens = caretTokens
  }

  @inline(__always)
  mutating func beforeToken() {
    if tokens == 0 && caretTokens == 0 && caret == nil { caret = utf16 }
  }

  @inline(__always)
  mutating func afterToken() {
    tokens += 1
    if tokens == caretTokens { caret = utf16 }
  }

  @inline(__always)
  mutating func token(_ bytes: [UInt8], utf16 width: Int) {
    beforeToken()
    for b in bytes {
      out[count] = b
      count += 1
    }
    utf16 += width
    afterToken()
  }

  @inline(__always)
  mutating func digit(_ table: [UInt8], _ d: Int, width: Int, utf16 w16: Int) {
    beforeToken()
    let base = d * 4
    for k in 0..<width {
      out[count] = table[base + k]
      count += 1
    }
    utf16 += w16
    afterToken()
  }

  @inline(__always)
  mutating func affix(_ bytes: [UInt8], utf16 width: Int) {
    for b in bytes {
      out[count] = b
      count += 1
    }
    utf16 += width
  }
}
