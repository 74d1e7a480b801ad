/// How many terminal columns text takes: East Asian wide and full-width characters and emoji take
/// two, combining marks and other zero-width scalars none, everything else one.
public enum DisplayWidth {
  /// The columns one grapheme cluster takes, as terminals draw it. The cluster's first scalar
  /// decides; an emoji presentation selector (U+FE0F) makes an emoji wide.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    let properties = first.properties
    switch properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator,
      .paragraphSeparator:
      return 0
    default: break
    }
    if properties.isEmojiPresentation { return 2 }
    if properties.isEmoji && scalars.contains("\u{FE0F}") { return 2 }
    return isWide(first) ? 2 : 1
  }

  /// The columns a string takes.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// Whether a scalar is East Asian Wide or Full-width (CJK ideographs, kana, Hangul syllables,
  /// full-width forms...). Emoji are told by their presentation property instead.
  public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v < 0x1100 { return false }
    for range in wideRanges where range.contains(v) { return true }
    return false
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // full-width forms
    0xFFE0...0xFFE6,  // full-width signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // kana supplement and extensions, Nushu
    0x1F200...0x1F265,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B to F
    0x30000...0x3FFFD,  // CJK extensions G and H
  ]
}
