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
  /// The same as UTF-8, and their UTF-16 widths.
  let currencyBytes: [[UInt8]]
  let currencyUTF16: [Int]
  /// The first bytes of `currencyBytes`, as a 256-bit set.
  let currencyFirstBytes: (UInt64, UInt64, UInt64, UInt64)

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
    currencyBytes = forms.map { Array(String(String.UnicodeScalarView($0)).utf8) }
    currencyUTF16 = forms.map { String(String.UnicodeScalarView($0)).utf16.count }
    var firstBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    for form in currencyBytes {
      let b = form[0]
      let bit = UInt64(1) << UInt64(b & 63)
      switch b >> 6 {
      case 0: firstBytes.0 |= bit
      case 1: firstBytes.1 |= bit
      case 2: firstBytes.2 |= bit
      default: firstBytes.3 |= bit
      }
    }
    currencyFirstBytes = firstBytes
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
      case 0x20: return groupingIsSpace ? .grouping(isSpace: true) : .space
      default: break
      }
    }
    if s == decimal || s == alternateDecimal { return .separator }
    if s == grouping || s == alternateGrouping || s == secondAlternateGrouping {
      return .grouping(isSpace: groupingIsSpace)
    }
    if s < 0x80 { return .other }
    if s &- nativeZero < 10 { return .digit(UInt8(truncatingIfNeeded: s &- nativeZero)) }
    switch s {
    case 0x2212, 0xFE63, localMinus: return .minus
    default: break
    }
    if Notation.isBidiMark(s) { return .ignorable }
    if Notation.isSpace(s) { return groupingIsSpace ? .grouping(isSpace: true) : .space }
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
    var reader = Reader(caret: caret)
    withUTF8(text) { reader.feed($0, self) }
    return (reader.t, reader.issue)
  }

  /// Reads the text an edit proposes without building it: the text before the range, the
  /// replacement, the text after. The caret is after the replacement.
  func read(_ proposal: EditProposal) -> (NumberText, ScanIssue?) {
    let text = proposal.text
    let lower = text.utf8.distance(from: text.startIndex, to: proposal.range.lowerBound)
    let upper = text.utf8.distance(from: text.startIndex, to: proposal.range.upperBound)
    var reader = Reader(
      caret: proposal.utf16Range.lowerBound + proposal.replacement.utf16.count)
    withUTF8(text) { bytes in
      guard reader.feed(UnsafeBufferPointer(rebasing: bytes[..<lower]), self) else { return }
      guard withUTF8(proposal.replacement, { reader.feed($0, self) }) else { return }
      reader.feed(UnsafeBufferPointer(rebasing: bytes[upper...]), self)
    }
    return (reader.t, reader.issue)
  }

  /// One scalar decoded from valid UTF-8 at `i`, and its length in bytes.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
    let b0 = UInt32(bytes[i])
    if b0 < 0x80 { return (b0, 1) }
    if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
    if b0 < 0xF0 {
      return (
        (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3
      )
    }
    return (
      (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
        | UInt32(bytes[i + 3] & 0x3F), 4
    )
  }

  /// Whether a scalar is a token (what the caret is kept after and Backspace deletes).
  @inline(__always)
  func isToken(_ s: UInt32) -> Bool {
    switch meaning(of: s) {
    case .grouping, .space, .ignorable: return false
    default: return true
    }
  }

  /// Calls `body` with the byte offset, UTF-16 offset and length of each token of UTF-8 text
  /// (currency symbols skipped), until it returns false.
  @inline(__always)
  func forEachTokenByte(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int, Int) -> Bool
  ) {
    var i = 0
    var utf16 = 0
    while i < bytes.count {
      if !currencyBytes.isEmpty, let (length, width) = matchCurrency(in: bytes, at: i) {
        i += length
        utf16 += width
        continue
      }
      let (s, length) = Notation.decode(bytes, at: i)
      if isToken(s) && !body(i, utf16, length) { return }
      i += length
      utf16 += s > 0xFFFF ? 2 : 1
    }
  }

  /// Whether UTF-8 text has tokens inside the byte range `lower..<upper` and outside it.
  func tokenPlacement(_ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int) -> (
    inside: Bool, outside: Bool
  ) {
    var inside = false
    var outside = false
    forEachTokenByte(in: bytes) { i, _, _ in
      if i >= lower && i < upper { inside = true } else { outside = true }
      return !(inside && outside)
    }
    return (inside, outside)
  }

  /// Whether UTF-8 text has a token inside the byte range `lower..<upper`.
  func hasToken(_ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int) -> Bool {
    if !currencyBytes.isEmpty { return tokenPlacement(bytes, lower, upper).inside }
    var i = lower
    while i < upper {
      let (s, length) = Notation.decode(bytes, at: i)
      if isToken(s) { return true }
      i += length
    }
    return false
  }

  /// Whether a text has tokens inside a range and outside it.
  func tokenPlacement(in text: String, range: Range<String.Index>) -> (
    inside: Bool, outside: Bool
  ) {
    let lower = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    let upper = text.utf8.distance(from: text.startIndex, to: range.upperBound)
    return withUTF8(text) { tokenPlacement($0, lower, upper) }
  }

  /// The byte and UTF-16 offsets of the last token that ends at or before byte `end`.
  func lastTokenStart(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> (Int, Int)? {
    var found: (Int, Int)?
    forEachTokenByte(in: bytes) { i, utf16, length in
      guard i + length <= end else { return false }
      found = (i, utf16)
      return true
    }
    return found
  }

  /// The byte offset after the first token that starts at or after byte `start`.
  func firstTokenEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var found: Int?
    forEachTokenByte(in: bytes) { i, _, length in
      guard i >= start else { return true }
      found = i + length
      return false
    }
    return found
  }

  /// Reads scalars from UTF-8 one segment after another, keeping the state between segments.
  struct Reader {
    var t = NumberText()
    var issue: ScanIssue?
    var offset = 0
    let caret: Int
    var sawPlus = false
    var exponentSign = false

    init(caret: Int) { self.caret = caret }

    /// Reads a segment; false once the text cannot be a number.
    @discardableResult
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ notation: Notation) -> Bool {
      var i = 0
      let n = bytes.count
      while i < n {
        if !notation.currencyBytes.isEmpty,
          let (length, width) = notation.matchCurrency(in: bytes, at: i)
        {
          i += length
          offset += width
          t.sawCurrency = true
          continue
        }
        let (s, length) = Notation.decode(bytes, at: i)
        i += length
        offset += s > 0xFFFF ? 2 : 1
        if let problem = take(notation.meaning(of: s), notation.allowsSeparator) {
          issue = problem
          return false
        }
      }
      return true
    }

    /// Takes one scalar's meaning; the problem when the text cannot be a number.
    @inline(__always)
    mutating func take(_ meaning: ScalarMeaning, _ allowsSeparator: Bool) -> ScanIssue? {
      switch meaning {
      case .digit(let d):
        if t.hasExponent {
          t.exponentDigits += 1
          if t.exponent > 0 || d > 0 {
            if t.exponent >= 10_000 { return .tooManyDigits }
            t.exponent = t.exponent * 10 + Int(d)
          }
        } else {
          guard let next = t.digits.appending(digit: UInt64(d)), !(Wide.maxSignificand < next)
          else { return .tooManyDigits }
          t.digits = next
          if t.hasSeparator { t.fractionDigits += 1 } else { t.integerDigits += 1 }
        }
      case .separator:
        if !allowsSeparator { return .disallowed }
        if t.hasSeparator || t.hasExponent { return .notANumber }
        t.hasSeparator = true
      case .minus:
        if t.hasExponent {
          if exponentSign || t.exponentDigits > 0 { return .notANumber }
          exponentSign = true
          t.exponentNegative = true
        } else {
          if t.tokens > 0 || sawPlus { return .notANumber }
          t.negative = true
        }
      case .plus:
        if t.hasExponent {
          if exponentSign || t.exponentDigits > 0 { return .notANumber }
          exponentSign = true
        } else if t.tokens > 0 || sawPlus {
          return .notANumber
        }
        sawPlus = true
        return nil
      case .exponent(let uppercase):
        if t.hasExponent || !t.isComplete { return .notANumber }
        t.hasExponent = true
        t.exponentUppercase = uppercase
      case .grouping(let isSpace):
        if (t.hasSeparator || t.hasExponent) && !isSpace { return .notANumber }
        t.sawGrouping = true
        return nil
      case .space, .ignorable:
        return nil
      case .other:
        return .disallowed
      }
      t.tokens += 1
      if offset <= caret { t.tokensBeforeCaret += 1 }
      return nil
    }
  }

  /// The UTF-8 length and UTF-16 width of a currency symbol or code starting at byte `i`.
  @inline(__always)
  func matchCurrency(in bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Int, Int)? {
    let b = bytes[i]
    let bit = UInt64(1) << UInt64(b & 63)
    let set: UInt64
    switch b >> 6 {
    case 0: set = currencyFirstBytes.0
    case 1: set = currencyFirstBytes.1
    case 2: set = currencyFirstBytes.2
    default: set = currencyFirstBytes.3
    }
    if set & bit == 0 { return nil }
    for (k, form) in currencyBytes.enumerated() where form.count <= bytes.count - i {
      var matched = true
      for j in 0..<form.count where bytes[i + j] != form[j] {
        matched = false
        break
      }
      if matched { return (form.count, currencyUTF16[k]) }
    }
    return nil
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

  /// Bytes enough for the text shown for `t`.
  func capacity(for t: NumberText) -> Int {
    var capacity = minusUTF8.count * 2 + prefixUTF8.count + suffixUTF8.count
    capacity += (t.mantissaDigits + t.exponentDigits) * digitWidth
    capacity += groupCount(t.integerDigits) * groupingUTF8.count
    return capacity + separatorUTF8.count + 1
  }

  /// The text a field shows for `t`, and the UTF-16 caret after `t.tokensBeforeCaret` tokens.
  func show(_ t: NumberText) -> (text: String, caret: Int) {
    if t.isEmpty { return ("", 0) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity(for: t)) { buffer in
      let (count, caret) = render(t, into: buffer)
      return (
        String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self), caret
      )
    }
  }

  /// The decision that shows `t` where an edit proposed `text` with the UTF-8 range
  /// `lower..<upper` replaced by `replacement` and the caret at `caret`: accepted when that is
  /// exactly what would be shown (no string is built then), reformatted otherwise.
  func decision(
    showing t: NumberText, for text: String, replacing lower: Int, _ upper: Int,
    with replacement: String, caret: Int, alwaysReformat: Bool, reformatted message: String
  ) -> EditDecision {
    if t.isEmpty {
      let unchanged =
        !alwaysReformat && text.utf8.count - (upper - lower) + replacement.utf8.count == 0
      return unchanged
        ? .accept : .reformat(text: "", selection: 0..<0, reason: Reason(.reformatted, message))
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity(for: t)) { buffer in
      let (count, shownCaret) = render(t, into: buffer)
      let shown = UnsafeBufferPointer(rebasing: buffer[..<count])
      if !alwaysReformat && shownCaret == caret
        && Notation.bytes(shown, equal: text, replacing: lower, upper, with: replacement)
      {
        return .accept
      }
      let shownText = String(decoding: shown, as: UTF8.self)
      return .reformat(
        text: shownText, selection: shownCaret..<shownCaret,
        reason: Reason(.reformatted, message))
    }
  }

  /// Whether `shown` holds the bytes of `text` with `lower..<upper` replaced by `replacement`.
  static func bytes(
    _ shown: UnsafeBufferPointer<UInt8>, equal text: String, replacing lower: Int, _ upper: Int,
    with replacement: String
  ) -> Bool {
    guard shown.count == text.utf8.count - (upper - lower) + replacement.utf8.count else {
      return false
    }
    return withUTF8(text) { bytes in
      withUTF8(replacement) { inserted in
        var k = 0
        for b in bytes[..<lower] {
          if shown[k] != b { return false }
          k += 1
        }
        for b in inserted {
          if shown[k] != b { return false }
          k += 1
        }
        for b in bytes[upper...] {
          if shown[k] != b { return false }
          k += 1
        }
        return true
      }
    }
  }

  /// Writes the text shown for `t` into `out` (at least `capacity(for: t)` bytes); returns the
  /// bytes written and the UTF-16 caret after `t.tokensBeforeCaret` tokens.
  func render(_ t: NumberText, into out: UnsafeMutableBufferPointer<UInt8>) -> (Int, Int) {
    let integerDigits = t.integerDigits
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digitBuffer in
      let significant = t.digits.writeDigits(into: digitBuffer)
      let leadingZeros = t.mantissaDigits - significant
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
        w.token(t.exponentUppercase ? Notation.upperE : Notation.lowerE, utf16: 1)
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
      return (w.count, w.caret ?? w.utf16)
    }
  }

  static let lowerE: [UInt8] = [0x65]
  static let upperE: [UInt8] = [0x45]

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

/// Calls `body` with a string's UTF-8 bytes (contiguous for native strings; copied otherwise).
@inline(__always)
func withUTF8<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
  if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
  var copy = text
  return copy.withUTF8(body)
}
