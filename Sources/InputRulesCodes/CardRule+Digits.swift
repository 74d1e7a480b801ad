import InputRules

/// Card numbers shown in the locale's digits (`٤١١١ ١١١١ ١١١١ ١١١١` in ar_EG). The raw
/// characters stay ASCII digits, so brands, the Luhn check and values are untouched: the digits
/// are changed only where text is shown (`shown(_:)`) and read back (`forEachRawCharacter`,
/// `rawCharacters(of:)`).
extension CardRule {
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
    return ShownDigits.writing(text, in: shownDigits)
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
        let digit = ShownDigits.asciiDigit(of: scalar, in: digits)
      {
        raw = Character(digit)
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
  /// judges its layout; so is the same layout in ASCII digits (`4111 1111 1111 1111` in an
  /// ar_EG field). Other text is invalid.
  public func evaluate(_ text: String) -> Evaluation<String> {
    evaluate(text, orLaidOutInASCII: { shownDigits == nil ? nil : grouped($0) })
  }
}
