import InputRules

// The notation's tables: what each scalar means. What it does with them is in the files named
// after each idea: Notation+Reading (text to `NumberText`), Notation+Caret (tokens and where
// the caret rests), Notation+Showing (`NumberText` to text), Notation+Measuring (lengths in the
// rule's unit), Notation+Grouping and Notation+OwnForm.

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

  /// The text of a glyph.
  func text(of glyph: Glyph) -> String {
    String(decoding: glyphs[glyph.start..<(glyph.start + glyph.count)], as: UTF8.self)
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
