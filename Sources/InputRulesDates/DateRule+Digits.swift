import InputRules

/// Dates shown in the locale's digits (`١٢.٠٦.٢٠٢٤` in ar_EG). The raw characters stay ASCII
/// digits, so judging, values and the one-pass reading of ASCII text are untouched: the digits
/// are changed only where text is shown (`laidOut`) and read back (`forEachRawCharacter`,
/// `rawCharacters(of:)`).
extension DateRule {
  /// The scalars of ten digits 0 through 9, each one scalar that is the decimal digit of its
  /// place; `nil` for any other string.
  static func digitScalars(_ digits: String) -> [Unicode.Scalar]? {
    var scalars: [Unicode.Scalar] = []
    for character in digits {
      guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        character.asciiDigitByte == UInt8(0x30 + scalars.count)
      else { return nil }
      scalars.append(scalar)
      if scalars.count > 10 { return nil }
    }
    return scalars.count == 10 ? scalars : nil
  }

  /// `text` with each ASCII digit written as the field's digit of the same value.
  static func writing(_ text: String, in digits: [Unicode.Scalar]) -> String {
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      shown.append(value >= 0x30 && value <= 0x39 ? digits[Int(value - 0x30)] : scalar)
    }
    return String(shown)
  }

  /// The ASCII digit a scalar of shown text stands for: an ASCII digit, or one of the field's
  /// digits. Other scripts' digits are layout here, as any character the field never shows.
  private static func rawDigit(_ scalar: Unicode.Scalar, _ digits: [Unicode.Scalar])
    -> Unicode.Scalar?
  {
    if scalar.value >= 0x30 && scalar.value <= 0x39 { return scalar }
    guard let index = digits.firstIndex(of: scalar) else { return nil }
    return Unicode.Scalar(UInt8(0x30 + index))
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
  /// rule judges its layout; so is the same layout in ASCII digits, the way a program, a server
  /// or another device writes the date (`12.06.2024` in an ar_EG field), as a number field reads
  /// ASCII digits whatever it shows. Other text is invalid.
  public func evaluate(_ text: String) -> Evaluation<DateValue> {
    if text.isEmpty { return judge(raw: "") }
    let raw = rawCharacters(of: text)
    let context = LayoutContext(
      previousText: text, editEnd: raw.count, editIsAtEnd: true, literalKey: nil)
    guard case .text(let shown) = layout(raw, context: context),
      shown == text || (shownDigits != nil && laidOutInASCII(raw) == text)
    else {
      return .invalid(Reason(.reformatted, Reason.Facts("field.notLaidOut", text: text)))
    }
    return judge(raw: raw)
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
