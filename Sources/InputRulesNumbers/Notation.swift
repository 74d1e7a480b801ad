import InputRules

/// Everything a number rule needs to read and show text, resolved once from `NumberSymbols` when
/// the rule is made, so that a keystroke costs a table look-up per ASCII byte and no lookups.
///
/// A class, so that the rules pass it around as one reference instead of copying its tables.
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
///   apostrophes when it groups with one, and the other of `.` and `,` when the locale's
///   separators are not ASCII (`NumberSymbols.asciiDecimalSeparator`); they are skipped
///   wherever they appear in the integer part;
/// - bidirectional marks (U+200E, U+200F, U+061C, embeddings and isolates): skipped anywhere.
final class Notation: Sendable {
  // MARK: Reading
  /// How scalars outside ASCII read.
  let symbols: ReadingSymbols
  /// How each ASCII scalar reads (full-width forms read as these too).
  let asciiMeanings: [ScalarMeaning]
  /// The same as `ScalarMeaning.code`, with `MeaningCode.mayStartCurrency` set on the bytes that
  /// may start a currency symbol or code.
  let asciiCodes: [UInt8]
  var allowsSeparator: Bool { symbols.allowsSeparator }
  var allowsExponent: Bool { symbols.allowsExponent }
  /// Currency symbols and codes skipped when reading (money only), longest first, as UTF-8, and
  /// their UTF-16 widths.
  let currencyBytes: [UInt8]
  let currencyForms: [Glyph]
  let hasCurrency: Bool
  /// The first bytes of `currencyBytes`, as a 256-bit set.
  let currencyFirstBytes: (UInt64, UInt64, UInt64, UInt64)
  /// Whether a currency symbol or code starts with an ASCII digit (then digits are not read a run
  /// at a time).
  let asciiDigitsMayStartCurrency: Bool
  /// The grouping separator when it is one ASCII byte read as grouping (`,` `.` `'`), read inside
  /// runs of digits; 0xFF (never in UTF-8) otherwise.
  let asciiGroupingByte: UInt8
  /// Whether a typed `,` could be meant as the decimal separator or as grouping: the locale's
  /// separators are not ASCII and which ASCII one it writes as decimal is not known. Such a key is
  /// refused; in pasted text `,` is read as grouping, where it must stand as grouping.
  let typedCommaIsAmbiguous: Bool

  // MARK: Showing
  /// UTF-8 of everything shown, in one array: the ten digits (`digitWidth` bytes each), then the
  /// separators, minus, affixes and exponent markers that the glyphs below point into.
  let glyphs: [UInt8]
  let digitWidth: Int
  let digitUTF16: Int
  /// Whether the digits shown are ASCII (`readOwnForm` reads only those).
  let asciiDigits: Bool
  /// For `readOwnForm`: the minus sign, leading and trailing symbol (with spacing) when each is
  /// one byte (`noByte` otherwise), and whether all three are one byte or none; the first byte
  /// of the grouping separator shown (`noByte` without grouping) and of the decimal separator
  /// (`noByte` where it is not read).
  let minusByte: UInt16
  let prefixByte: UInt16
  let suffixByte: UInt16
  let affixesAreSingleBytes: Bool
  let groupingFirstByte: UInt16
  let separatorFirstByte: UInt16
  let separatorGlyph: Glyph
  let groupingGlyph: Glyph
  let minusGlyph: Glyph
  /// The minus sign's UTF-16 units, to find a caret inside it without building a string.
  let minusUTF16: [UInt16]
  /// The leading symbol's UTF-16 units with its spacing (money only; empty otherwise).
  let prefixUTF16: [UInt16]
  let prefixGlyph: Glyph
  let suffixGlyph: Glyph
  let lowerEGlyph: Glyph
  let upperEGlyph: Glyph
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
  /// Fraction digits always shown once editing ends (money's minor units), which lengths count:
  /// a maximum length bounds the committed text as well as the typed one.
  let paddedFractionDigits: Int

  init(
    symbols numberSymbols: NumberSymbols, grouping showsGrouping: Bool, allowsSeparator: Bool,
    allowsExponent: Bool, currency: CurrencySymbols? = nil, unit: LengthUnit = .characters,
    paddedFractionDigits: Int = 0
  ) {
    self.paddedFractionDigits = paddedFractionDigits
    let decimalScalar = Notation.mainScalar(of: numberSymbols.decimalSeparator) ?? "."
    let groupingScalar = Notation.mainScalar(of: numberSymbols.groupingSeparator) ?? ","
    // Where neither separator is ASCII (ar_EG, de_DE@numbers=arab: `٫` and `٬`), the ASCII `.`
    // and `,` read as the locale writes them with ASCII digits: one is the decimal separator
    // and the other groups. Unknown, `.` is the decimal separator and a typed `,` is refused.
    let asciiSeparators = decimalScalar.isASCII || groupingScalar.isASCII
    let asciiDecimal: Unicode.Scalar? =
      asciiSeparators ? nil : numberSymbols.asciiDecimalSeparator == "," ? "," : "."
    typedCommaIsAmbiguous =
      !asciiSeparators && numberSymbols.asciiDecimalSeparator != "."
      && numberSymbols.asciiDecimalSeparator != ","
    let alternateGrouping: UInt32
    let secondAlternateGrouping: UInt32
    switch groupingScalar.value {
    case 0x2019, 0x27, 0x2BC:
      alternateGrouping = 0x27
      secondAlternateGrouping = 0x2019
    default:
      // The other of `.` and `,` groups (ar_EG: "1,234.5"; de_DE@numbers=arab: "1.234,5").
      alternateGrouping = asciiDecimal.map { $0 == "," ? 0x2E : 0x2C } ?? noScalar
      secondAlternateGrouping = noScalar
    }
    let digitScalars = Array(numberSymbols.digits.unicodeScalars)
    let validDigits =
      digitScalars.count == 10
      && digitScalars.indices.allSatisfy {
        digitScalars[$0].value == digitScalars[0].value + UInt32($0)
      }
    let shownDigits: [Unicode.Scalar] =
      validDigits ? digitScalars : Array("0123456789".unicodeScalars)
    let reading = ReadingSymbols(
      decimal: decimalScalar.value,
      alternateDecimal: (asciiDecimal
        ?? Notation.alternateDecimalSeparator(decimal: decimalScalar, grouping: groupingScalar))?
        .value ?? noScalar,
      grouping: groupingScalar.value, alternateGrouping: alternateGrouping,
      secondAlternateGrouping: secondAlternateGrouping,
      groupingIsSpace: Notation.isSpace(groupingScalar.value),
      localMinus: Notation.mainScalar(of: numberSymbols.minusSign)?.value ?? 0x2D,
      nativeZero: shownDigits[0].value == 0x30 ? noScalar : shownDigits[0].value,
      allowsSeparator: allowsSeparator, allowsExponent: allowsExponent)
    symbols = reading
    asciiMeanings = (0..<128).map { reading.meaning(of: UInt32($0)) }

    var prefix = ""
    var suffix = ""
    var forms: [[Unicode.Scalar]] = []
    if let currency {
      switch currency.position {
      case .before: prefix = currency.symbol + currency.spacing
      case .after: suffix = currency.spacing + currency.symbol
      }
      var spellings = [currency.symbol, currency.code] + currency.alternateSymbols
      // Full-width symbols (what Japanese and Chinese input methods type) and their narrow forms.
      spellings += spellings.compactMap(Notation.otherWidth)
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
    var formBytes: [UInt8] = []
    var formGlyphs: [Glyph] = []
    for form in forms {
      let spelling = String(String.UnicodeScalarView(form))
      formGlyphs.append(
        Glyph(start: formBytes.count, count: spelling.utf8.count, utf16: spelling.utf16.count))
      formBytes += spelling.utf8
    }
    currencyBytes = formBytes
    currencyForms = formGlyphs
    hasCurrency = !forms.isEmpty
    var firstBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    for form in formGlyphs {
      let b = formBytes[form.start]
      let bit = UInt64(1) << UInt64(b & 63)
      switch b >> 6 {
      case 0: firstBytes.0 |= bit
      case 1: firstBytes.1 |= bit
      case 2: firstBytes.2 |= bit
      default: firstBytes.3 |= bit
      }
    }
    currencyFirstBytes = firstBytes
    asciiDigitsMayStartCurrency = firstBytes.0 & (0x3FF << 0x30) != 0
    asciiCodes = (0..<128).map { b in
      let mayStart = (b < 64 ? firstBytes.0 : firstBytes.1) & (UInt64(1) << UInt64(b & 63)) != 0
      var code = reading.meaning(of: UInt32(b)).code
      if mayStart {
        code |= MeaningCode.mayStartCurrency
        // The only form starting with this byte is the byte itself (`$`).
        let starting = formGlyphs.filter { formBytes[$0.start] == UInt8(b) }
        if starting.count == 1 && starting[0].count == 1 { code |= MeaningCode.wholeCurrency }
      }
      return code
    }
    let groupingByte = numberSymbols.groupingSeparator.utf8.first ?? 0xFF
    asciiGroupingByte =
      numberSymbols.groupingSeparator.utf8.count == 1 && groupingByte < 0x80
        && asciiCodes[Int(groupingByte)] == MeaningCode.grouping ? groupingByte : 0xFF

    var bytes: [UInt8] = []
    for scalar in shownDigits { bytes += String(scalar).utf8 }
    digitWidth = String(shownDigits[0]).utf8.count
    asciiDigits = shownDigits[0] == "0"
    digitUTF16 = String(shownDigits[0]).utf16.count
    func glyph(_ text: String) -> Glyph {
      defer { bytes += text.utf8 }
      return Glyph(start: bytes.count, count: text.utf8.count, utf16: text.utf16.count)
    }
    separatorGlyph = glyph(numberSymbols.decimalSeparator)
    groupingGlyph = glyph(numberSymbols.groupingSeparator)
    minusGlyph = glyph(numberSymbols.minusSign)
    minusUTF16 = Array(numberSymbols.minusSign.utf16)
    prefixUTF16 = Array(prefix.utf16)
    prefixGlyph = glyph(prefix)
    suffixGlyph = glyph(suffix)
    lowerEGlyph = glyph("e")
    upperEGlyph = glyph("E")
    glyphs = bytes
    self.showsGrouping = showsGrouping && numberSymbols.groupingSize > 0
    func singleByte(_ glyph: Glyph) -> UInt16 {
      glyph.count == 1 ? UInt16(bytes[glyph.start]) : noByte
    }
    func firstByte(_ glyph: Glyph) -> UInt16 {
      glyph.count > 0 ? UInt16(bytes[glyph.start]) : noByte
    }
    minusByte = singleByte(minusGlyph)
    prefixByte = singleByte(prefixGlyph)
    suffixByte = singleByte(suffixGlyph)
    affixesAreSingleBytes =
      minusGlyph.count <= 1 && prefixGlyph.count <= 1 && suffixGlyph.count <= 1
    groupingFirstByte = self.showsGrouping ? firstByte(groupingGlyph) : noByte
    separatorFirstByte = allowsSeparator ? firstByte(separatorGlyph) : noByte
    primaryGroup = Swift.max(1, numberSymbols.groupingSize)
    secondaryGroup =
      numberSymbols.secondaryGroupingSize > 0
      ? numberSymbols.secondaryGroupingSize : Swift.max(1, numberSymbols.groupingSize)

    self.unit = unit
    digitLength = unit.length(of: String(shownDigits[0]))
    separatorLength = unit.length(of: numberSymbols.decimalSeparator)
    groupingLength = unit.length(of: numberSymbols.groupingSeparator)
    minusLength = unit.length(of: numberSymbols.minusSign)
    affixLength = unit.length(of: prefix) + unit.length(of: suffix)
  }

  /// The alternate decimal separator: the other of `.` and `,` when it cannot be mistaken for a
  /// grouping separator in this locale.
  ///
  /// - locale separator `.`: `,` is accepted too unless `,` groups (en_US, hi_IN, ja_JP: no
  ///   alternate; de_CH, which groups with `’`: `,` works);
  /// - locale separator `,`: `.` is accepted too unless `.` groups (de_DE: no alternate; fr_FR,
  ///   which groups with U+202F: `.` works);
  /// - any other separator with an ASCII grouping separator: `.` is accepted unless it groups.
  ///
  /// Where neither separator is ASCII, `NumberSymbols.asciiDecimalSeparator` decides instead.
  static func alternateDecimalSeparator(decimal: Unicode.Scalar, grouping: Unicode.Scalar)
    -> Unicode.Scalar?
  {
    switch decimal {
    case ".": return grouping == "," ? nil : ","
    case ",": return grouping == "." ? nil : "."
    default: return grouping == "." ? nil : "."
    }
  }

  /// A currency symbol in its other width: `¥` and `￥`, `$` and `＄`, `£` and `￡`, `¢` and `￠`,
  /// `₩` and `￦`; `nil` for any other spelling.
  static func otherWidth(of symbol: String) -> String? {
    let pairs: [(String, String)] = [
      ("¥", "\u{FFE5}"), ("$", "\u{FF04}"), ("£", "\u{FFE1}"), ("¢", "\u{FFE0}"), ("₩", "\u{FFE6}"),
    ]
    for (narrow, wide) in pairs {
      if symbol == narrow { return wide }
      if symbol == wide { return narrow }
    }
    return nil
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

  /// Whether a scalar is a currency symbol (`$`, `€`, `¥`, `₹`: general category Sc).
  static func isCurrencySymbol(_ s: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(s) else { return false }
    return scalar.properties.generalCategory == .currencySymbol
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
    scalar < 0x80 ? asciiMeanings[Int(scalar)] : meaningBeyondASCII(scalar)
  }

  /// How a scalar outside ASCII reads. Full-width forms (what Japanese and Chinese input methods
  /// type) read as their ASCII.
  func meaningBeyondASCII(_ scalar: UInt32) -> ScalarMeaning {
    if scalar &- 0xFF01 < 0x5E { return asciiMeanings[Int(scalar &- 0xFEE0)] }
    return symbols.meaning(of: scalar)
  }

  /// Whether an ASCII byte may start a currency symbol or code.
  @inline(__always)
  func mayStartCurrency(ascii b: UInt8) -> Bool {
    (b < 64 ? currencyFirstBytes.0 : currencyFirstBytes.1) & (UInt64(1) << UInt64(b & 63)) != 0
  }

  // MARK: - Reading

  /// Reads a text; `caret` is a UTF-16 offset, and the result counts the tokens before it.
  func read(_ text: String, caret: Int) -> (NumberText, ScanIssue?) {
    var quick = QuickReader(caret: caret)
    if !asciiDigitsMayStartCurrency && withUTF8(text, { quick.scan($0, self) }) {
      return (quick.text, nil)
    }
    return withUTF8(text) { readGenerally($0, nil, nil, caret: caret) }
  }

  /// Reads UTF-8 text; `caret` is a UTF-16 offset, and the result counts the tokens before it.
  func read(_ bytes: UnsafeBufferPointer<UInt8>, caret: Int) -> (NumberText, ScanIssue?) {
    var quick = QuickReader(caret: caret)
    if !asciiDigitsMayStartCurrency && quick.scan(bytes, self) { return (quick.text, nil) }
    return readGenerally(bytes, nil, nil, caret: caret)
  }

  /// Reads UTF-8 text given as consecutive segments (a currency symbol is recognized only inside
  /// one segment); `caret` is a UTF-16 offset, and the result counts the tokens before it.
  func read(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
    _ third: UnsafeBufferPointer<UInt8>? = nil, caret: Int
  ) -> (NumberText, ScanIssue?) {
    var quick = QuickReader(caret: caret)
    if !asciiDigitsMayStartCurrency && quick.scan(first, self) && quick.scan(second, self)
      && (third.map { quick.scan($0, self) } ?? true)
    {
      return (quick.text, nil)
    }
    return readGenerally(first, second, third, caret: caret)
  }

  /// `read` for any text.
  @inline(never)
  private func readGenerally(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>?,
    _ third: UnsafeBufferPointer<UInt8>?, caret: Int
  ) -> (NumberText, ScanIssue?) {
    var reader = Reader(caret: caret)
    if reader.feed(first, self) {
      if let second, !reader.feed(second, self) { return (reader.t, reader.issue) }
      if let third { reader.feed(third, self) }
    }
    return (reader.t, reader.issue)
  }

  /// `read` for the usual text, with little state to keep: ASCII digits (read a run at a time),
  /// the separator, grouping before it, a leading minus, an exponent with its minus, and currency
  /// symbols. `scan` answers false for anything else (a plus, spaces, other scalars, a text that is
  /// not a number, more than 18 mantissa or 4 exponent digits), which the general reader then
  /// reads from the start. Not for notations whose currency symbols start with an ASCII digit.
  struct QuickReader {
    var digits: UInt64 = 0
    var mantissaDigits = 0
    /// Mantissa digits before the separator, once it is read; -1 before.
    var integerDigits = -1
    var tokens = 0
    var tokensBeforeCaret = 0
    var negative = false
    /// -1 until the exponent marker is read.
    var exponentDigits = -1
    var exponent = 0
    var exponentUppercase = false
    var exponentNegative = false
    var sawGrouping = false
    var sawCurrency = false
    /// The UTF-16 offset of the current segment's first byte.
    var base = 0
    let caret: Int

    @inline(__always)
    init(caret: Int) { self.caret = caret }

    /// Reads one segment; false when the general reader must read the text.
    @inline(never)
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ notation: Notation) -> Bool {
      guard let p = bytes.baseAddress else { return true }
      let n = bytes.count
      var i = 0
      // The UTF-16 offset of byte `i` is `base + i`.
      while i < n {
        let b = p[i]
        if b &- 0x30 < 10 {
          // A run of ASCII digits, with the grouping separators between them before the
          // separator.
          let start = i
          var runDigits = 0
          if exponentDigits < 0 {
            var value = digits
            let grouping = integerDigits < 0 ? notation.asciiGroupingByte : 0xFF
            repeat {
              let c = p[i]
              if c &- 0x30 < 10 {
                value = value &* 10 &+ UInt64(c &- 0x30)
                runDigits &+= 1
              } else if c == grouping {
                sawGrouping = true
              } else {
                break
              }
              i &+= 1
            } while i < n
            digits = value
            mantissaDigits &+= runDigits
            if mantissaDigits > 18 { return false }
          } else {
            repeat {
              exponent = exponent &* 10 &+ Int(p[i] &- 0x30)
              i &+= 1
            } while i < n && p[i] &- 0x30 < 10
            runDigits = i &- start
            exponentDigits &+= runDigits
            if exponentDigits > 4 { return false }
          }
          tokens &+= runDigits
          if base &+ i <= caret {
            tokensBeforeCaret &+= runDigits
          } else if base &+ start < caret {
            // The caret is inside the run: count the digits before it.
            var k = start
            while base &+ k < caret {
              if p[k] &- 0x30 < 10 { tokensBeforeCaret &+= 1 }
              k &+= 1
            }
          }
          continue
        }
        var code = b < 0x80 ? notation.asciiCodes[Int(b)] : MeaningCode.mayStartCurrency
        if code >= MeaningCode.mayStartCurrency {
          if code & MeaningCode.wholeCurrency != 0 {
            // A one-byte currency symbol, one UTF-16 code unit wide.
            i &+= 1
            sawCurrency = true
            continue
          }
          if notation.hasCurrency, let (length, width) = notation.matchCurrency(in: bytes, at: i) {
            i &+= length
            base &+= width &- length
            sawCurrency = true
            continue
          }
          guard b < 0x80 else { return false }
          code &= MeaningCode.meaningMask
        }
        i &+= 1
        switch code {
        case MeaningCode.separator:
          if !notation.allowsSeparator || integerDigits >= 0 || exponentDigits >= 0 {
            return false
          }
          integerDigits = mantissaDigits
        case MeaningCode.grouping:
          if integerDigits >= 0 || exponentDigits >= 0 { return false }
          sawGrouping = true
          continue
        case MeaningCode.minus:
          if exponentDigits >= 0 {
            if exponentNegative || exponentDigits > 0 { return false }
            exponentNegative = true
          } else {
            if tokens > 0 { return false }
            negative = true
          }
        case MeaningCode.exponent, MeaningCode.upperExponent:
          // After a complete mantissa only.
          if exponentDigits >= 0 || mantissaDigits == 0 || integerDigits == mantissaDigits {
            return false
          }
          exponentDigits = 0
          exponentUppercase = code == MeaningCode.upperExponent
        default:
          return false
        }
        tokens &+= 1
        if base &+ i <= caret { tokensBeforeCaret &+= 1 }
      }
      base &+= n
      return true
    }

    /// What was read.
    @inline(__always)
    var text: NumberText {
      var t = NumberText()
      t.negative = negative
      t.digits = Wide(digits)
      t.hasSeparator = integerDigits >= 0
      t.integerDigits = integerDigits >= 0 ? integerDigits : mantissaDigits
      t.fractionDigits = integerDigits >= 0 ? mantissaDigits &- integerDigits : 0
      t.hasExponent = exponentDigits >= 0
      t.exponentUppercase = exponentUppercase
      t.exponentNegative = exponentNegative
      t.exponentDigits = Swift.max(exponentDigits, 0)
      t.exponent = exponent
      t.tokens = tokens
      t.tokensBeforeCaret = tokensBeforeCaret
      t.sawCurrency = sawCurrency
      t.sawGrouping = sawGrouping
      return t
    }
  }

  /// Reads the text an edit proposes without building it: the text before the UTF-8 range
  /// `lower..<upper`, the replacement, the text after.
  func read(_ proposal: EditProposal, lower: Int, upper: Int, caret: Int) -> (
    NumberText, ScanIssue?
  ) {
    withUTF8(proposal.text) { bytes in
      withUTF8(proposal.replacement) { inserted in
        read(
          UnsafeBufferPointer(rebasing: bytes[..<lower]), inserted,
          UnsafeBufferPointer(rebasing: bytes[upper...]), caret: caret)
      }
    }
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

  /// The text of a glyph.
  func text(of glyph: Glyph) -> String {
    String(decoding: glyphs[glyph.start..<(glyph.start + glyph.count)], as: UTF8.self)
  }

  /// Whether a scalar is a token (what the caret is kept after and Backspace deletes).
  @inline(__always)
  func isToken(_ s: UInt32) -> Bool {
    meaning(of: s).isToken
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
      let b = bytes[i]
      if b < 0x80 {
        let code = asciiCodes[Int(b)]
        if code < MeaningCode.mayStartCurrency {
          if MeaningCode.isToken(code) && !body(i, utf16, 1) { return }
          i += 1
          utf16 += 1
          continue
        }
      }
      if hasCurrency, let (length, width) = matchCurrency(in: bytes, at: i) {
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
  /// With `outsideOnly`, the scan stops at the first token outside the range and `inside` is not
  /// reliable.
  func tokenPlacement(
    _ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int, outsideOnly: Bool = false
  ) -> (inside: Bool, outside: Bool) {
    var inside = outsideOnly
    var outside = false
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      let start = i
      let token: Bool
      if b < 0x80 && asciiCodes[Int(b)] < MeaningCode.mayStartCurrency {
        token = MeaningCode.isToken(asciiCodes[Int(b)])
        i &+= 1
      } else if b < 0x80 && asciiCodes[Int(b)] & MeaningCode.wholeCurrency != 0 {
        // A one-byte currency symbol.
        i &+= 1
        continue
      } else {
        if hasCurrency, let (length, _) = matchCurrency(in: bytes, at: i) {
          i &+= length
          continue
        }
        let (s, length) = Notation.decode(bytes, at: i)
        token = isToken(s)
        i &+= length
      }
      if token {
        if start >= lower && start < upper { inside = true } else { outside = true }
        if inside && outside { break }
      }
    }
    return (inside, outside)
  }

  /// Whether UTF-8 text has a token inside the byte range `lower..<upper`.
  func hasToken(_ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int) -> Bool {
    if hasCurrency { return tokenPlacement(bytes, lower, upper).inside }
    var i = lower
    while i < upper {
      let (s, length) = Notation.decode(bytes, at: i)
      if isToken(s) { return true }
      i += length
    }
    return false
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

  /// Where a caret (UTF-16) rests in a money text: a caret in a stretch between two tokens (or
  /// before the first, or after the last) that holds a currency symbol goes to the token after
  /// that stretch, or, when no token follows (a trailing " €"), to the end of the token before
  /// it, and past a leading symbol that follows that token (a minus sign alone: `-$|`, where the
  /// digits go). Elsewhere (among digits, next to grouping) it stays.
  func restingCaret(_ caret: Int, in text: String) -> Int {
    withUTF8(text) { bytes in
      var i = 0
      var utf16 = 0
      var previousEnd: Int?
      var nextStart: Int?
      var symbolInStretch = false
      scan: while i < bytes.count {
        if hasCurrency, let (length, width) = matchCurrency(in: bytes, at: i) {
          symbolInStretch = true
          i += length
          utf16 += width
          continue
        }
        let (scalar, length) = Notation.decode(bytes, at: i)
        let width = scalar > 0xFFFF ? 2 : 1
        if isToken(scalar) {
          if utf16 + width <= caret {
            // A token before the caret: a new stretch begins after it.
            previousEnd = utf16 + width
            symbolInStretch = false
          } else if utf16 >= caret {
            nextStart = utf16
            break scan
          } else {
            return caret
          }
        }
        i += length
        utf16 += width
      }
      guard symbolInStretch else { return caret }
      if let nextStart { return nextStart }
      guard let previousEnd else { return caret }
      return pastPrefix(previousEnd, in: text)
    }
  }

  /// The end of the leading symbol (with its spacing) when it starts at the UTF-16 offset
  /// `offset` of a text (after a minus sign with no digits yet: `-|$`); `offset` otherwise.
  func pastPrefix(_ offset: Int, in text: String) -> Int {
    guard !prefixUTF16.isEmpty else { return offset }
    let units = text.utf16
    guard offset >= 0, offset + prefixUTF16.count <= units.count else { return offset }
    let start = units.index(units.startIndex, offsetBy: offset)
    return units[start...].starts(with: prefixUTF16) ? offset + prefixUTF16.count : offset
  }

  /// A caret inside a minus sign of several characters (ar_EG's U+061C and `-`, fa_IR's U+200E
  /// and U+2212, each a grapheme cluster of its own) goes after the sign: nothing can be typed
  /// between its parts. Elsewhere the caret stays.
  func caretOutsideMinus(_ caret: Int, in text: String) -> Int {
    let count = minusUTF16.count
    guard count > 1, caret > 0 else { return caret }
    let units = text.utf16
    // Only a sign that starts fewer than `count` units before the caret can hold it.
    for start in Swift.max(0, caret - (count - 1))..<caret where start + count <= units.count {
      let i = units.index(units.startIndex, offsetBy: start)
      if units[i...].starts(with: minusUTF16) { return start + count }
    }
    return caret
  }

  /// The number a text holds once its tokens inside the byte range `lower..<upper` are removed
  /// (everything else in the range, such as part of a currency symbol, is kept out of it), with
  /// the caret after the tokens kept before `lower`; `nil` when the text itself is not a number.
  func readKeepingTokens(_ bytes: UnsafeBufferPointer<UInt8>, outside lower: Int, _ upper: Int)
    -> NumberText?
  {
    guard read(bytes, caret: 0).1 == nil else { return nil }
    var kept: [UInt8] = []
    var before = 0
    forEachTokenByte(in: bytes) { i, _, length in
      if i >= lower && i < upper { return true }
      kept.append(contentsOf: bytes[i..<(i + length)])
      if i < lower { before += 1 }
      return true
    }
    let (t, issue) = kept.withUnsafeBufferPointer { read($0, caret: Int.max) }
    guard issue == nil else { return nil }
    var result = t
    result.tokensBeforeCaret = before
    return result
  }

  /// The UTF-16 offsets from the start of the first token of a text to the end of its last (and
  /// of a leading symbol right after it); `nil` when it has none.
  func tokenSpan(in text: String) -> Range<Int>? {
    withUTF8(text) { bytes in
      if let span = affixedTokenSpan(bytes, utf16Count: text.utf16.count) { return span }
      var first: Int?
      var last = 0
      var lastByteEnd = 0
      forEachTokenByte(in: bytes) { i, utf16, length in
        if first == nil { first = utf16 }
        last = utf16 + (length == 4 ? 2 : 1)
        lastByteEnd = i + length
        return true
      }
      // A minus sign alone (a cash register waiting for digits): the digits go after the
      // leading symbol that follows it.
      if first != nil, prefixGlyph.count > 0, prefixGlyph.count <= bytes.count - lastByteEnd,
        glyphs.withUnsafeBufferPointer({
          memoryEqual(
            bytes.baseAddress! + lastByteEnd, $0.baseAddress! + prefixGlyph.start,
            prefixGlyph.count)
        })
      {
        last += prefixGlyph.utf16
      }
      return first.map { $0..<last }
    }
  }

  /// The UTF-16 offset after the last digit of a text that ends with an ASCII digit and then the
  /// trailing symbol (or nothing): where `tokenSpan` ends, found from the end of the text alone.
  /// `nil` for any other text.
  @inline(__always)
  func endOfAmount(in text: String) -> Int? {
    let suffix = suffixGlyph.count
    let endsWithDigit = withUTF8(text) { bytes -> Bool in
      let n = bytes.count
      guard n > suffix, bytes[n &- suffix &- 1] &- 0x30 < 10 else { return false }
      return suffix == 0
        || glyphs.withUnsafeBufferPointer {
          memoryEqual(
            bytes.baseAddress! + (n &- suffix), $0.baseAddress! + suffixGlyph.start, suffix)
        }
    }
    return endsWithDigit ? text.utf16.count &- suffixGlyph.utf16 : nil
  }

  /// `tokenSpan` without a scan, for text in the rule's own form: its prefix (or nothing) and a
  /// token, then its suffix (or nothing) after a token; `nil` when the text is not so.
  private func affixedTokenSpan(_ bytes: UnsafeBufferPointer<UInt8>, utf16Count: Int)
    -> Range<Int>?
  {
    let n = bytes.count
    let prefix = prefixGlyph.count
    let suffix = suffixGlyph.count
    guard n > prefix + suffix else { return nil }
    let matches = glyphs.withUnsafeBufferPointer { g in
      memoryEqual(bytes.baseAddress!, g.baseAddress! + prefixGlyph.start, prefix)
        && memoryEqual(
          bytes.baseAddress! + (n - suffix), g.baseAddress! + suffixGlyph.start, suffix)
    }
    guard matches else { return nil }
    // The scalars just inside the affixes must be tokens.
    let (first, _) = Notation.decode(bytes, at: prefix)
    var last = n - suffix - 1
    while last > prefix && bytes[last] & 0xC0 == 0x80 { last -= 1 }
    let (final, finalLength) = Notation.decode(bytes, at: last)
    guard last + finalLength == n - suffix, isToken(first), isToken(final) else { return nil }
    // UTF-16: the whole text less the suffix's width.
    return prefixGlyph.utf16..<(utf16Count - suffixGlyph.utf16)
  }

  /// Reads scalars from UTF-8 one segment after another, keeping the state between segments.
  struct Reader {
    var t = NumberText()
    var issue: ScanIssue?
    var offset = 0
    let caret: Int
    var sawPlus = false
    var exponentSign = false

    @inline(__always)
    init(caret: Int) { self.caret = caret }

    /// Reads a segment; false once the text cannot be a number.
    @discardableResult @inline(__always)
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ notation: Notation) -> Bool {
      var i = 0
      let n = bytes.count
      let allowsSeparator = notation.allowsSeparator
      while i < n {
        let b = bytes[i]
        var code = b < 0x80 ? notation.asciiCodes[Int(b)] : MeaningCode.mayStartCurrency
        var scalar = UInt32(b)
        if code < MeaningCode.mayStartCurrency {
          // One ASCII byte: a table look-up.
          i &+= 1
          offset &+= 1
        } else {
          if notation.hasCurrency, let (length, width) = notation.matchCurrency(in: bytes, at: i) {
            i &+= length
            offset &+= width
            t.sawCurrency = true
            continue
          }
          let (s, length) = Notation.decode(bytes, at: i)
          i &+= length
          offset &+= s > 0xFFFF ? 2 : 1
          code = notation.meaning(of: s).code
          scalar = s
        }
        if let problem = take(code, allowsSeparator) {
          // A currency symbol the field does not read says so.
          issue =
            problem == .disallowed && Notation.isCurrencySymbol(scalar)
            ? .currencySymbol(scalar) : problem
          return false
        }
      }
      return true
    }

    /// Takes one scalar's meaning (`ScalarMeaning.code`); the problem when the text cannot be a
    /// number.
    @inline(__always)
    mutating func take(_ code: UInt8, _ allowsSeparator: Bool) -> ScanIssue? {
      if code < 10 {
        let d = code
        if t.hasExponent {
          t.exponentDigits += 1
          if t.exponent > 0 || d > 0 {
            if t.exponent >= 10_000 { return .exponentTooLarge(negative: t.exponentNegative) }
            t.exponent = t.exponent * 10 + Int(d)
          }
        } else {
          if t.digits.high == 0 && t.digits.low < 1_000_000_000_000_000_000 {
            // Below 10^18: one more digit still fits a word.
            t.digits.low = t.digits.low &* 10 &+ UInt64(d)
          } else {
            guard let next = t.digits.appending(digit: UInt64(d)), !(Wide.maxSignificand < next)
            else { return .tooManyDigits }
            t.digits = next
          }
          if t.hasSeparator { t.fractionDigits &+= 1 } else { t.integerDigits &+= 1 }
        }
      } else {
        switch code {
        case MeaningCode.separator:
          if !allowsSeparator { return .separatorInWholeNumber }
          if t.hasSeparator || t.hasExponent { return .notANumber }
          t.hasSeparator = true
        case MeaningCode.minus:
          if t.hasExponent {
            if exponentSign || t.exponentDigits > 0 { return .notANumber }
            exponentSign = true
            t.exponentNegative = true
          } else {
            if t.tokens > 0 || sawPlus { return .notANumber }
            t.negative = true
          }
        case MeaningCode.plus:
          if t.hasExponent {
            if exponentSign || t.exponentDigits > 0 { return .notANumber }
            exponentSign = true
          } else if t.tokens > 0 || sawPlus {
            return .notANumber
          }
          sawPlus = true
          return nil
        case MeaningCode.exponent, MeaningCode.upperExponent:
          if t.hasExponent || !t.isComplete { return .notANumber }
          t.hasExponent = true
          t.exponentUppercase = code == MeaningCode.upperExponent
        case MeaningCode.grouping:
          if t.hasSeparator || t.hasExponent { return .notANumber }
          t.sawGrouping = true
          return nil
        case MeaningCode.spaceGrouping:
          t.sawGrouping = true
          return nil
        case MeaningCode.space:
          t.sawSpace = true
          return nil
        case MeaningCode.ignorable:
          return nil
        default:
          return .disallowed
        }
      }
      t.tokens &+= 1
      if offset <= caret { t.tokensBeforeCaret &+= 1 }
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
    return currencyBytes.withUnsafeBufferPointer { forms in
      for form in currencyForms where form.count <= bytes.count &- i {
        if memoryEqual(bytes.baseAddress! + i, forms.baseAddress! + form.start, form.count) {
          return (form.count, form.utf16)
        }
      }
      return nil
    }
  }

  // MARK: - Showing

  /// Grouping separators shown among `n` integer digits.
  @inline(__always)
  func groupCount(_ n: Int) -> Int {
    guard showsGrouping, n > primaryGroup else { return 0 }
    return 1 + (n - primaryGroup - 1) / secondaryGroup
  }

  /// Bytes enough for the text shown for `t`.
  @inline(__always)
  func capacity(for t: NumberText) -> Int {
    var capacity = minusGlyph.count * 2 + prefixGlyph.count + suffixGlyph.count
    capacity += (t.mantissaDigits + t.exponentDigits) * digitWidth
    capacity += groupCount(t.integerDigits) * groupingGlyph.count
    return capacity + separatorGlyph.count + 1
  }

  /// The text a field shows for `t`, and the UTF-16 caret after `t.tokensBeforeCaret` tokens.
  func show(_ t: NumberText) -> (text: String, caret: Int) {
    if t.isEmpty { return ("", 0) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity(for: t)) { buffer in
      let (start, caret) = render(t, into: buffer)
      return (
        makeString(UnsafeBufferPointer(rebasing: buffer[start...])), caret
      )
    }
  }

  /// The decision that shows `t` where an edit proposed `text` with the UTF-8 range
  /// `lower..<upper` replaced by `replacement` and the caret at `caret`: accepted when that is
  /// exactly what would be shown (no string is built then), reformatted otherwise.
  func decision(
    showing t: NumberText, for text: String, replacing lower: Int, _ upper: Int,
    with replacement: String, caret: Int, alwaysReformat: Bool, reformatted reason: Reason
  ) -> EditDecision {
    if t.isEmpty {
      let unchanged =
        !alwaysReformat && text.utf8.count - (upper - lower) + replacement.utf8.count == 0
      return unchanged
        ? .accept : .reformat(text: "", selection: 0..<0, reason: reason)
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity(for: t)) { buffer in
      let (start, shownCaret) = render(t, into: buffer)
      let shown = UnsafeBufferPointer(rebasing: buffer[start...])
      if !alwaysReformat && shownCaret == caret
        && Notation.bytes(shown, equal: text, replacing: lower, upper, with: replacement)
      {
        return .accept
      }
      let shownText = makeString(shown)
      // Text shown again as it was (a deletion that removed only decoration) changed nothing.
      let unchanged = shown.count == text.utf8.count && shownText == text
      return .reformat(
        text: shownText, selection: shownCaret..<shownCaret, reason: unchanged ? nil : reason)
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
        let rest = bytes.count - upper
        return memoryEqual(shown.baseAddress!, bytes.baseAddress, lower)
          && memoryEqual(shown.baseAddress! + lower, inserted.baseAddress, inserted.count)
          && memoryEqual(
            shown.baseAddress! + (lower + inserted.count), bytes.baseAddress.map { $0 + upper },
            rest)
      }
    }
  }

  /// Writes the text shown for `t` at the end of `out` (`capacity(for: t)` bytes), from right to
  /// left; returns where it starts and the UTF-16 caret after `t.tokensBeforeCaret` tokens
  /// (before the grouping or affix that follows that token; before the first token when it is 0;
  /// at the end when it is more than the tokens shown).
  func render(_ t: NumberText, into out: UnsafeMutableBufferPointer<UInt8>) -> (
    start: Int, caret: Int
  ) {
    let shownTokens =
      (t.negative ? 1 : 0) &+ t.mantissaDigits &+ (t.hasSeparator ? 1 : 0)
      &+ (t.hasExponent ? 1 &+ (t.exponentNegative ? 1 : 0) &+ t.exponentDigits : 0)
    return glyphs.withUnsafeBufferPointer { glyphBuffer in
      var w = Writer(
        out: out.baseAddress!, end: out.count, glyphs: glyphBuffer.baseAddress!,
        digitWidth: digitWidth, digitUTF16: digitUTF16,
        tokensAfterCaret: shownTokens &- t.tokensBeforeCaret)
      w.affix(suffixGlyph)
      if t.hasExponent {
        var e = t.exponent
        for _ in 0..<t.exponentDigits {
          w.digit(e % 10)
          e /= 10
        }
        if t.exponentNegative { w.token(minusGlyph) }
        w.token(t.exponentUppercase ? upperEGlyph : lowerEGlyph)
      }
      // The mantissa's digits from the last; digits beyond the significand's are leading zeros.
      var high = t.digits.high
      var low = t.digits.low
      @inline(__always) func nextDigit() -> Int {
        if high == 0 {
          let q = low / 10
          defer { low = q }
          return Int(truncatingIfNeeded: low &- q &* 10)
        }
        let (q, r) = Wide(high: high, low: low).quotientAndRemainder(dividingBy: 10)
        high = q.high
        low = q.low
        return Int(truncatingIfNeeded: r)
      }
      for _ in 0..<t.fractionDigits { w.digit(nextDigit()) }
      if t.hasSeparator { w.token(separatorGlyph) }
      // A grouping separator goes where `primaryGroup`, then every `secondaryGroup` more, digits
      // are on its right.
      var untilSeparator = showsGrouping ? primaryGroup : Int.max
      for _ in 0..<t.integerDigits {
        if untilSeparator == 0 {
          w.affix(groupingGlyph)
          untilSeparator = secondaryGroup
        }
        untilSeparator &-= 1
        w.digit(nextDigit())
      }
      w.affix(prefixGlyph)
      if t.negative { w.token(minusGlyph) }
      let caret: Int
      switch t.tokensBeforeCaret {
      case 0: caret = t.negative ? 0 : prefixGlyph.utf16
      // After the minus sign, the caret goes past a leading symbol too ("-$|5").
      case 1 where t.negative: caret = minusGlyph.utf16 &+ prefixGlyph.utf16
      case let k where k > shownTokens: caret = w.utf16
      default: caret = w.utf16 &- w.caretFromRight
      }
      return (w.start, caret)
    }
  }

  // MARK: - Measuring

  /// The length, in the rule's unit, of the text shown for a number written with these parts
  /// (with at least `paddedFractionDigits` fraction digits: what editing ends with).
  func length(
    negative: Bool, integerDigits: Int, separator: Bool, fractionDigits: Int,
    exponentDigits: Int? = nil, exponentNegative: Bool = false
  ) -> Int {
    var n = affixLength
    if negative { n += minusLength }
    let fractionDigits = Swift.max(fractionDigits, paddedFractionDigits)
    n += (integerDigits + fractionDigits) * digitLength
    n += groupCount(integerDigits) * groupingLength
    if separator || fractionDigits > 0 { n += separatorLength }
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

/// Where a symbol's UTF-8 is in `Notation.glyphs`, and its UTF-16 width.
struct Glyph: Sendable {
  let start: Int
  let count: Int
  let utf16: Int
}

/// The characters of a notation that decide how a scalar reads.
struct ReadingSymbols: Sendable {
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

  /// How a scalar reads (full-width forms are mapped by the caller).
  func meaning(of s: UInt32) -> ScalarMeaning {
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
}

/// Writes UTF-8 into a buffer from right to left and notes where the caret goes.
private struct Writer {
  let out: UnsafeMutablePointer<UInt8>
  let glyphs: UnsafePointer<UInt8>
  let digitWidth: Int
  let digitUTF16: Int
  /// Where the text written so far starts.
  var start: Int
  /// UTF-16 code units written so far.
  var utf16 = 0
  /// Tokens written so far.
  var tokens = 0
  /// Tokens on the caret's right.
  let tokensAfterCaret: Int
  /// UTF-16 code units on the caret's right, once known.
  var caretFromRight = 0

  @inline(__always)
  init(
    out: UnsafeMutablePointer<UInt8>, end: Int, glyphs: UnsafePointer<UInt8>, digitWidth: Int,
    digitUTF16: Int, tokensAfterCaret: Int
  ) {
    self.out = out
    self.start = end
    self.glyphs = glyphs
    self.digitWidth = digitWidth
    self.digitUTF16 = digitUTF16
    self.tokensAfterCaret = tokensAfterCaret
  }

  @inline(__always)
  mutating func copy(_ from: Int, _ n: Int) {
    // Most glyphs are one byte or none: no loop for them.
    if n == 1 {
      start &-= 1
      out[start] = glyphs[from]
    } else if n > 1 {
      copyLonger(from, n)
    }
  }

  @inline(never)
  mutating func copyLonger(_ from: Int, _ n: Int) {
    start &-= n
    var k = 0
    while k < n {
      out[start &+ k] = glyphs[from &+ k]
      k &+= 1
    }
  }

  /// Before a token: the caret goes here when every token on its right is written.
  @inline(__always)
  mutating func beforeToken() {
    if tokens == tokensAfterCaret { caretFromRight = utf16 }
    tokens &+= 1
  }

  @inline(__always)
  mutating func token(_ glyph: Glyph) {
    beforeToken()
    copy(glyph.start, glyph.count)
    utf16 &+= glyph.utf16
  }

  @inline(__always)
  mutating func digit(_ d: Int) {
    beforeToken()
    if digitWidth == 1 {
      start &-= 1
      out[start] = glyphs[d]
    } else {
      copy(d &* digitWidth, digitWidth)
    }
    utf16 &+= digitUTF16
  }

  @inline(__always)
  mutating func affix(_ glyph: Glyph) {
    copy(glyph.start, glyph.count)
    utf16 &+= glyph.utf16
  }
}

/// Whether `n` bytes at `a` equal `n` bytes at `b` (`b` may be `nil` when `n` is 0).
@inline(__always)
func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, _ n: Int) -> Bool {
  guard n > 0, let b else { return true }
  var k = 0
  while k < n {
    if a[k] != b[k] { return false }
    k &+= 1
  }
  return true
}

/// A string of valid UTF-8. Asked for exactly its bytes, the standard library makes a short ASCII
/// text a small string without validating it again (and never allocates for 15 bytes or fewer).
@inline(__always)
func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
  String(unsafeUninitializedCapacity: bytes.count) { buffer in
    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
    target.update(from: source, count: bytes.count)
    return bytes.count
  }
}

/// Calls `body` with a string's UTF-8 bytes (contiguous for native strings; copied otherwise).
@inline(__always)
func withUTF8<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
  if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
  var copy = text
  return copy.withUTF8(body)
}
