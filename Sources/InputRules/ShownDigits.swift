/// Ten digits shown in place of ASCII 0 through 9 (a locale's own, such as Arabic-Indic `٠`
/// to `٩`), for text whose meaning stays in ASCII digits: the numbers a message tells, and the
/// raw characters of a date or a card number. Read once where a rule or a language is made;
/// writing and reading back are per character.
package enum ShownDigits {
  /// The scalars of `digits`: ten characters, each one scalar whose decimal digit value is its
  /// place, 0 through 9; `nil` for any other string.
  package static func scalars(of digits: String) -> [Unicode.Scalar]? {
    var scalars: [Unicode.Scalar] = []
    for character in digits {
      guard scalars.count < 10, character.unicodeScalars.count == 1,
        let scalar = character.unicodeScalars.first,
        character.asciiDigitByte == UInt8(0x30 + scalars.count)
      else { return nil }
      scalars.append(scalar)
    }
    return scalars.count == 10 ? scalars : nil
  }

  /// `text` with each ASCII digit written as the digit of the same value among `digits` (ten
  /// scalars, as `scalars(of:)` reads them); other scalars as they are.
  package static func writing(_ text: String, in digits: [Unicode.Scalar]) -> String {
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      shown.append(value >= 0x30 && value <= 0x39 ? digits[Int(value - 0x30)] : scalar)
    }
    return String(shown)
  }

  /// The ASCII digit `scalar` stands for among `digits`; `nil` when it is none of them.
  package static func asciiDigit(of scalar: Unicode.Scalar, in digits: [Unicode.Scalar])
    -> Unicode.Scalar?
  {
    guard let index = digits.firstIndex(of: scalar) else { return nil }
    return Unicode.Scalar(UInt8(0x30 + index))
  }
}
