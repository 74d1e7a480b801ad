import InputRules

/// An international bank account number (ISO 13616), shown in groups of four:
/// `DE89 3704 0044 0532 0130 00`.
///
/// - The first two characters are letters, the country code; the next two are digits, the check
///   digits; the rest, the BBAN, letters and digits. Letters are made capitals.
/// - The country decides the length (`IBANRegistry`): a character beyond it is refused (`tooLong`),
///   and a country code the registry does not know is refused at its second letter, as is a
///   first letter no country code starts with.
/// - Only the kind of each BBAN character is checked (a letter or a digit), not the layout of the
///   country's BBAN (where it has letters and where digits).
/// - At its country's length the number is checked with ISO 7064 mod 97: `valid` when the check
///   digits match, `invalid` with the reason code `checksum` otherwise. The value is the number
///   without spaces (`DE89370400440532013000`).
/// - Pastes may hold spaces, lowercase letters and other separators (`de89-3704 0044...`): the
///   letters and digits are taken, the rest left out with a reason.
/// - When the letters and digits of a paste make no number (`IBAN: GB82 WEST 1234 5698 7654
///   32.`: the label's letters come first), the one IBAN the text holds is taken and replaces
///   what the field held (`numbers(in:)` says what is found and what is dropped); a text with
///   several is refused (`severalCodes`), and one with none, or a paste that would make the
///   number longer than its country's IBANs, is refused as a key would be.
///
/// The rule has no settings, so every IBAN rule is equal (`==`) to every other.
public struct IBANRule: ReformattingRule, Equatable {
  /// The value is the number without spaces, in capitals (`DE89370400440532013000`).
  public typealias Value = String

  /// The reason code of a complete number whose check digits do not match.
  public static let checksumCode = Reason.Code("checksum")
  /// The reason code of a country code the registry does not know.
  public static let unknownCountryCode = Reason.Code("unknownCountry")

  /// An IBAN rule: the registry decides every country's length, so there is nothing to set.
  public init() {}

  // MARK: Raw characters

  /// Every character but the group spaces is raw.
  public func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    forEachCharacterButSpaces(in: text, body)
  }

  /// ASCII letters (as capitals) and digits; spaces are layout the user typed. A key nothing can
  /// take is refused; a paste keeps the letters and digits.
  public func rawReplacement(for edit: RawEdit) -> RawReplacement {
    var taken = ""
    var left = false
    var converted = false
    for character in edit.replacement where character != " " {
      guard let byte = character.asciiValue else {
        left = true
        continue
      }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
        taken.append(character)
      case UInt8(ascii: "a")...UInt8(ascii: "z"):
        taken.append(Character(Unicode.Scalar(byte - 32)))
        converted = true
      default:
        left = true
      }
    }
    if edit.isKeystroke && left {
      return .reject(
        Reason(.disallowedCharacter, Reason.Facts("iban.onlyLettersAndDigitsTyped")))
    }
    if taken.isEmpty {
      // Only spaces (or nothing a paste could keep): no raw character is inserted.
      if left {
        return .reject(Reason(.disallowedCharacter, Reason.Facts("iban.onlyLettersAndDigits")))
      }
      // Spaces put over characters would take them out as a deletion does, but an insertion
      // must never leave a number no IBAN can become ("5698 7654 32"): refused.
      if Self.replacesCharacters(edit) {
        return .reject(
          Reason(
            .disallowedCharacter,
            Reason.Facts("iban.spacesCannotReplace")))
      }
      return .characters("", reason: nil)
    }
    var raw = edit.raw
    let at = raw.index(raw.startIndex, offsetBy: edit.range.lowerBound)
    raw.insert(contentsOf: taken, at: at)
    if let problem = Self.problem(in: raw) {
      // A paste whose letters and digits make no number may hold one among other words.
      if !edit.isKeystroke, let taken = Self.extraction(from: edit.replacement) { return taken }
      return .reject(problem)
    }
    if left {
      return .characters(
        taken, reason: Reason(.filtered, Reason.Facts("iban.lettersAndDigitsKept")))
    }
    if converted {
      return .characters(taken, reason: Reason(.caseConverted, Reason.Facts("iban.capitals")))
    }
    return .characters(taken, reason: nil)
  }

  /// Whether the edit replaces letters or digits of the text (not only its group spaces).
  static func replacesCharacters(_ edit: RawEdit) -> Bool {
    let units = edit.text.utf16
    let count = units.count
    let lower = Swift.min(Swift.max(edit.textRange.lowerBound, 0), count)
    let upper = Swift.min(Swift.max(edit.textRange.upperBound, lower), count)
    guard lower < upper else { return false }
    let start = units.index(units.startIndex, offsetBy: lower)
    let end = units.index(start, offsetBy: upper - lower)
    return units[start..<end].contains { $0 != 0x20 }
  }

  // MARK: Layout

  /// Groups of four, separated by a space.
  public func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    .text(Self.grouped(raw))
  }

  static func grouped(_ raw: String) -> String {
    var text = ""
    var index = 0
    for character in raw {
      if index > 0 && index % 4 == 0 { text.append(" ") }
      text.append(character)
      index += 1
    }
    return text
  }

  // MARK: Judging

  /// Invalid when no typing can mend the characters (a letter or digit out of place, an unknown
  /// country, too many characters); incomplete before the country's length; at that length, valid
  /// with the number when the mod 97 check passes and invalid (`checksum`) when it does not.
  public func judge(raw: String) -> Evaluation<String> {
    if raw.isEmpty { return .empty }
    if let problem = Self.problem(in: raw) { return .invalid(problem) }
    let count = raw.count
    guard count >= 2, let length = IBANRegistry.length(ofCountry: String(raw.prefix(2))) else {
      return .incomplete(Reason(.incomplete, Reason.Facts("iban.countryCodeFirst")))
    }
    if count < length {
      return .incomplete(
        Reason(.incomplete, Reason.Facts("iban.length", limit: length, name: String(raw.prefix(2))))
      )
    }
    guard Self.remainder(of: raw) == 1 else {
      return .invalid(
        Reason(Self.checksumCode, Reason.Facts("iban.checksum")))
    }
    return .valid(raw)
  }

  /// What is wrong with raw characters that no more typing can mend: a misplaced letter or
  /// digit, a character that is not an ASCII capital or digit, an unknown country, too many
  /// characters.
  static func problem(in raw: String) -> Reason? {
    var index = 0
    for character in raw {
      let byte = character.asciiValue ?? 0
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      switch index {
      case 0, 1:
        if !isCapital {
          return Reason(.disallowedCharacter, Reason.Facts("iban.startsWithLetters"))
        }
      case 2, 3:
        if !isDigit {
          return Reason(
            .disallowedCharacter, Reason.Facts("iban.checkDigits"))
        }
      default:
        if !isDigit && !isCapital {
          return Reason(.disallowedCharacter, Reason.Facts("iban.onlyLettersAndDigits"))
        }
      }
      index += 1
    }
    if let first = raw.first, first.asciiValue != nil, raw.count == 1,
      !IBANRegistry.hasCountry(startingWith: first)
    {
      return Reason(
        unknownCountryCode, Reason.Facts("iban.unknownCountryStart", text: String(first)))
    }
    guard raw.count >= 2 else { return nil }
    let country = String(raw.prefix(2))
    guard let length = IBANRegistry.length(ofCountry: country) else {
      return Reason(unknownCountryCode, Reason.Facts("iban.unknownCountry", name: country))
    }
    if raw.count > length {
      return Reason(.tooLong, Reason.Facts("iban.length", limit: length, name: country))
    }
    return nil
  }

  /// ISO 7064 mod 97 of the number with its first four characters moved to the end and each
  /// letter read as two digits (A = 10 ... Z = 35). A valid IBAN leaves 1.
  static func remainder(of raw: String) -> Int {
    var remainder = 0
    func add(_ character: Character) {
      let byte = Int(character.asciiValue ?? 0)
      if byte >= 48 && byte <= 57 {
        remainder = (remainder * 10 + byte - 48) % 97
      } else {
        remainder = (remainder * 100 + byte - 55) % 97
      }
    }
    for character in raw.dropFirst(4) { add(character) }
    for character in raw.prefix(4) { add(character) }
    return remainder
  }

  // MARK: The value as text

  /// The number in groups of four, as it is printed.
  public func displayText(for value: String) -> String { Self.grouped(value) }
  /// The number without spaces, as the value holds it.
  public func canonicalString(for value: String) -> String { value }
  /// The number `string` names when, shown in groups, the field would judge it a valid IBAN.
  public func value(fromCanonical string: String) -> String? {
    evaluate(displayText(for: string)).value
  }
}
