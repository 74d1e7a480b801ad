/// Named classes of characters, matched per grapheme cluster.
public struct CharacterClasses: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Decimal digits of any script (0-9, Arabic-Indic, Devanagari, full-width...).
  public static let digits = CharacterClasses(rawValue: 1 << 0)
  /// Letters of any script, with any combining marks they carry.
  public static let letters = CharacterClasses(rawValue: 1 << 1)
  /// Letters and decimal digits.
  public static let alphanumerics: CharacterClasses = [.digits, .letters]
  /// Spaces of any kind (newlines count only where the rule is multi-line).
  public static let whitespace = CharacterClasses(rawValue: 1 << 2)
  /// Characters made only of ASCII scalars.
  public static let ascii = CharacterClasses(rawValue: 1 << 3)

  /// The spec names of single classes, as the `inputrules` command spells them.
  public static let named: [(name: String, classes: CharacterClasses)] = [
    ("digits", .digits), ("letters", .letters), ("alphanumerics", .alphanumerics),
    ("whitespace", .whitespace), ("ascii", .ascii),
  ]

  /// Whether a grapheme cluster belongs to any of these classes.
  @inlinable
  public func matches(_ character: Character) -> Bool {
    if contains(.ascii) && character.isASCII { return true }
    // Letters before digits: they are more common, and a letter is cheaper to recognise.
    if contains(.letters) && character.isLetter { return true }
    if contains(.digits) && character.isDecimalDigit { return true }
    if contains(.whitespace) && character.isWhitespace { return true }
    return false
  }

  /// `matches(_:)` for a grapheme cluster that is neither a single ASCII scalar nor CR LF, from
  /// its first scalar: `single` tells whether that scalar is the whole cluster. (Such a cluster
  /// is never ASCII, and a digit is a single scalar of numeric type decimal.)
  func matches(clusterStartingWith first: Unicode.Scalar, single: Bool) -> Bool {
    let properties = first.properties
    if contains(.letters) && properties.isAlphabetic { return true }
    if contains(.digits) && single && properties.numericType == .decimal { return true }
    if contains(.whitespace) && properties.isWhitespace { return true }
    return false
  }
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
