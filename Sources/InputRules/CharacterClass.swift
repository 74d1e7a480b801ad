/// Named classes of characters, matched per grapheme cluster.
///
/// A grapheme cluster belongs to a class by its base: its first scalar, after any scalars that
/// are prepended to a cluster (Unicode's grapheme-break property Prepend, such as U+0600 ARABIC
/// NUMBER SIGN). What follows the base in the cluster (combining marks, joiners, variation
/// selectors, the keycap's enclosing mark) does not change its class: `5` + U+0301, `0` +
/// U+200D, the keycap `5️⃣` and `١` + U+0301 are digits, `e` + U+0301 is a letter. The one
/// exception is `ascii`: a cluster is ASCII only when all its scalars are (`e` + U+0301 is not).
///
/// Allowing a class and excluding it judge by this one definition, so a rule that excludes a
/// class accepts exactly the clusters a rule that allows only that class refuses.
public struct CharacterClasses: OptionSet, Hashable, Sendable {
  /// The classes as bits, one per class (see each class for its bit).
  public let rawValue: UInt8
  /// The classes whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Clusters whose base is a decimal digit of any script (0-9, Arabic-Indic, Devanagari,
  /// full-width...): Unicode general category Nd.
  public static let digits = CharacterClasses(rawValue: 1 << 0)
  /// Clusters whose base is a letter of any script (Unicode property Alphabetic), with any
  /// combining marks they carry.
  public static let letters = CharacterClasses(rawValue: 1 << 1)
  /// Letters and decimal digits.
  public static let alphanumerics: CharacterClasses = [.digits, .letters]
  /// Clusters whose base is a space of any kind (Unicode property White_Space; newlines count
  /// only where the rule is multi-line).
  public static let whitespace = CharacterClasses(rawValue: 1 << 2)
  /// Clusters made only of ASCII scalars.
  public static let ascii = CharacterClasses(rawValue: 1 << 3)

  /// The spec names of single classes, as the `inputrules` command spells them.
  public static let named: [(name: String, classes: CharacterClasses)] = [
    ("digits", .digits), ("letters", .letters), ("alphanumerics", .alphanumerics),
    ("whitespace", .whitespace), ("ascii", .ascii),
  ]

  /// Whether a grapheme cluster belongs to any of these classes (see the type's documentation).
  public func matches(_ character: Character) -> Bool {
    if contains(.ascii) && character.isASCII { return true }
    return matches(base: character.classBase)
  }

  /// `matches(_:)` for a grapheme cluster that is neither a single ASCII scalar nor CR LF (so it
  /// is never ASCII), from its first scalar: `single` tells whether that scalar is the whole
  /// cluster, and `character` makes the cluster when its base is not its first scalar.
  func matches(
    clusterStartingWith first: Unicode.Scalar, single: Bool, _ character: () -> Character
  ) -> Bool {
    if !single && isPrepended(first.value) { return matches(base: character().classBase) }
    return matches(base: first)
  }

  /// Whether a cluster with this base belongs to any of the classes but `ascii`.
  func matches(base: Unicode.Scalar) -> Bool {
    let properties = base.properties
    // Letters before digits: they are more common, and a letter is cheaper to recognise.
    if contains(.letters) && properties.isAlphabetic { return true }
    if contains(.digits) && properties.numericType == .decimal { return true }
    if contains(.whitespace) && properties.isWhitespace { return true }
    return false
  }
}

extension Character {
  /// The scalar a character class judges the cluster by: its first scalar after any prepended
  /// ones (the first scalar when all are).
  var classBase: Unicode.Scalar {
    let scalars = unicodeScalars
    return scalars.first { !isPrepended($0.value) } ?? scalars.first!
  }
}

/// Whether a scalar is prepended to the cluster after it (Unicode's grapheme-break property
/// Prepend: Arabic, Syriac and Kaithi number signs, the Malayalam dot reph...).
func isPrepended(_ value: UInt32) -> Bool {
  if value < 0x0600 { return false }
  if value < 0x1_0000 {
    return (value >= 0x0600 && value <= 0x0605) || value == 0x06DD || value == 0x070F
      || value == 0x0890 || value == 0x0891 || value == 0x08E2 || value == 0x0D4E
  }
  return value == 0x1_10BD || value == 0x1_10CD || value == 0x1_11C2 || value == 0x1_11C3
    || value == 0x1_193F || value == 0x1_1941 || value == 0x1_1A3A
    || (value >= 0x1_1A84 && value <= 0x1_1A89) || value == 0x1_1D46 || value == 0x1_1F02
    || value == 0x1_13D1
}

extension Character {
  /// A single decimal digit of any script (Unicode general category Nd).
  @inlinable
  public var isDecimalDigit: Bool {
    if let ascii = asciiValue { return ascii >= 0x30 && ascii <= 0x39 }
    let scalars = unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return false }
    return first.properties.numericType == .decimal
  }

  /// The ASCII digit byte (`0x30`...`0x39`) a decimal digit of any script stands for (`٣` and
  /// `３` give the byte of `3`); `nil` for any other character, a digit carrying a mark included.
  /// The rules that store digits as ASCII (masks, codes, cards, dates) read keys through it.
  @inlinable
  package var asciiDigitByte: UInt8? {
    if let ascii = asciiValue { return ascii >= 0x30 && ascii <= 0x39 ? ascii : nil }
    guard isDecimalDigit, let value = wholeNumberValue, value >= 0, value <= 9 else { return nil }
    return UInt8(0x30 + value)
  }

  /// The ASCII digit a decimal digit of any script stands for, as a character (see
  /// `asciiDigitByte`).
  @inlinable
  package var asciiDigit: Character? {
    if asciiValue != nil { return isDecimalDigit ? self : nil }
    return asciiDigitByte.map { Character(Unicode.Scalar($0)) }
  }

  /// A control character: C0 and C1 codes, DEL, CR LF, and the Unicode line and paragraph
  /// separators. Single-line fields refuse them all.
  @inlinable
  public var isControlOrLineBreak: Bool {
    guard let first = unicodeScalars.first else { return false }
    let v = first.value
    return v < 0x20 || (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029
  }

  /// A line break or tab, which multi-line fields accept.
  @inlinable
  var isLineBreakOrTab: Bool {
    self == "\n" || self == "\r\n" || self == "\r" || self == "\t" || self == "\u{2028}"
      || self == "\u{2029}"
  }
}
