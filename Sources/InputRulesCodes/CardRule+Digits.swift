import InputRules

/// Card numbers shown in the locale's digits (`٤١١١ ١١١١ ١١١١ ١١١١` in ar_EG). The raw
/// characters stay ASCII digits, so brands, the Luhn check and values are untouched: the digits
/// are changed only where text is shown (`shown(_:)`) and read back (`forEachRawCharacter`,
/// `rawCharacters(of:)`).
extension CardRule {
  /// The scalars of ten digits 0 through 9, each one scalar that is the decimal digit of its
  /// place; `nil` for any other string.
  static func digitScalars(_ digits: String) -> [Unicode.Scalar]? {
    var scalars: [Unicode.Scalar] = []
    for character in digits {
      guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        scalars.count < 10, character.asciiDigitByte == UInt8(0x30 + scalars.count)
      else { return nil }
      scalars.append(scalar)
    }
    return scalars.count == 10 ? scalars : nil
  }

  /// Whether `character` is one of the digits the field shows.
  func isShownDigit(_ character: Character) -> Bool {
    guard let shownDigits, character.unicodeScalars.count == 1,
      let scalar = character.unicodeScalars.first
    else { return false }
    return shownDigits.contains(scalar)
  }

  /// `text` (ASCII digits laid out) with each ASCII digit written in the field's digits.
  func shown(_ text: String) -> String {
    guard let shownDigits else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      shown.append(value >= 0x30 && value <= 0x39 ? shownDigits[Int(value - 0x30)] : scalar)
    }
    return String(shown)
  }

  /// `forEachRawCharacter` for a field showing `digits`: every character but the group spaces,
  /// each of the field's digits as the ASCII digit of its value.
  func forEachRawCharacter(
    in text: String, _ digits: [Unicode.Scalar], _ body: (Character, Range<Int>) -> Bool
  ) {
    var offset = 0
    for character in text {
      let width = character.utf16.count
      defer { offset += width }
      if character == " " { continue }
      var raw = character
      if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        let index = digits.firstIndex(of: scalar)
      {
        raw = Character(Unicode.Scalar(UInt8(0x30 + index)))
      }
      if !body(raw, offset..<(offset + width)) { return }
    }
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

  /// Text laid out in the field's digits is judged by its digits, as every reformatting rule
  /// judges its layout; so is the same layout in ASCII digits, the way a program or a server
  /// writes the number (`4111 1111 1111 1111` in an ar_EG field), as a number field reads ASCII
  /// digits whatever it shows. Other text is invalid.
  public func evaluate(_ text: String) -> Evaluation<String> {
    if text.isEmpty { return judge(raw: "") }
    let raw = rawCharacters(of: text)
    let context = LayoutContext(
      previousText: text, editEnd: raw.count, editIsAtEnd: true, literalKey: nil)
    guard case .text(let laidOut) = layout(raw, context: context),
      laidOut == text || (shownDigits != nil && grouped(raw) == text)
    else {
      return .invalid(Reason(.reformatted, Reason.Facts("field.notLaidOut", text: text)))
    }
    return judge(raw: raw)
  }
}
