import InputRules

/// Dates shown in the locale's digits (`١٢.٠٦.٢٠٢٤` in ar_EG). The raw characters stay ASCII
/// digits, so judging, values and the one-pass reading of ASCII text are untouched: the digits
/// are changed only where text is shown (`laidOut`) and read back (`forEachRawCharacter`,
/// `rawCharacters(of:)`).
extension DateRule {
  /// The ASCII digit a scalar of shown text stands for: an ASCII digit, or one of the field's
  /// digits. Other scripts' digits are layout here, as any character the field never shows.
  private static func rawDigit(_ scalar: Unicode.Scalar, _ digits: [Unicode.Scalar])
    -> Unicode.Scalar?
  {
    if scalar.value >= 0x30 && scalar.value <= 0x39 { return scalar }
    return ShownDigits.asciiDigit(of: scalar, in: digits)
  }

  /// `forEachRawCharacter` for a field showing `digits`: each of them, and each ASCII digit, is
  /// the raw ASCII digit of its value; `A` and `P` with a day period; the rest is layout.
  func forEachRawCharacter(
    in text: String, _ digits: [Unicode.Scalar], _ body: (Character, Range<Int>) -> Bool
  ) {
    let period = format.contains(.dayPeriod)
    var offset = 0
    for scalar in text.unicodeScalars {
      let width = scalar.value > 0xFFFF ? 2 : 1
      var raw = Self.rawDigit(scalar, digits)
      if raw == nil && period && (scalar == "A" || scalar == "P") { raw = scalar }
      if let raw, !body(Character(raw), offset..<(offset + width)) { return }
      offset += width
    }
  }

  /// Text laid out in the field's digits is judged by its raw characters, as every reformatting
  /// rule judges its layout; so is the same layout in ASCII digits (`12.06.2024` in an ar_EG
  /// field). Other text is invalid.
  public func evaluate(_ text: String) -> Evaluation<DateValue> {
    evaluate(text, orLaidOutInASCII: { shownDigits == nil ? nil : laidOutInASCII($0) })
  }

  /// `rawCharacters(of:)` for a field showing `digits`.
  func rawCharacters(of text: String, _ digits: [Unicode.Scalar]) -> String {
    var raw = ""
    forEachRawCharacter(in: text, digits) { character, _ in
      raw.append(character)
      return true
    }
    return raw
  }
}
