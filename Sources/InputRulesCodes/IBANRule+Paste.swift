import InputRules

extension IBANRule {
  /// The IBANs a pasted text holds, in capitals, each once, in the order they come.
  ///
  /// People copy an IBAN from an invoice, an e-mail or a bank's page, and the copy often holds
  /// more than the number: a label before it (`IBAN: `), words or a full stop after it. Keeping
  /// every letter and digit would join the label to the number (`IBANGB82...`), so when that
  /// reading is refused the text is searched for the numbers it holds, as a one-time code is
  /// taken out of its message. A number found is
  ///
  /// - a run of ASCII letters and digits, joined by single spaces (U+0020, U+00A0) or dashes
  ///   (`-`), that starts a word (no letter or digit right before it);
  /// - two letters that are a country code of the registry, two digits, then letters and digits,
  ///   exactly as many in all as that country's IBANs have;
  /// - followed by no letter or digit (a space, punctuation or the end of the text).
  ///
  /// Small letters count as capitals. The check digits are not asked to match: a mistyped
  /// number with its label is shown and judged (`checksum`), as the same number pasted alone.
  /// Everything else in the text (labels, words, punctuation, other numbers of another shape)
  /// is dropped.
  static func numbers(in text: String) -> [String] {
    let characters = Array(text.unicodeScalars)
    var found: [String] = []
    var index = 0
    while index < characters.count {
      let startsWord = index == 0 || !isLetterOrDigit(characters[index - 1])
      if startsWord, let number = number(in: characters, from: index), !found.contains(number) {
        found.append(number)
      }
      index += 1
    }
    return found
  }

  /// The IBAN that starts at `start`, in capitals, when the text there is shaped like one (see
  /// `numbers(in:)`).
  private static func number(in characters: [Unicode.Scalar], from start: Int) -> String? {
    var number = ""
    var index = start
    var length = Int.max
    while index < characters.count && number.count < length {
      let scalar = characters[index]
      if let taken = capital(scalar) {
        number.unicodeScalars.append(taken)
        index += 1
        if number.count == 2 {
          guard let country = IBANRegistry.length(ofCountry: number) else { return nil }
          length = country
        }
        continue
      }
      // One separator between two letters or digits of the number.
      guard !number.isEmpty, isJoiner(scalar), index + 1 < characters.count,
        isLetterOrDigit(characters[index + 1])
      else { return nil }
      index += 1
    }
    guard number.count == length, problem(in: number) == nil else { return nil }
    if index < characters.count && isLetterOrDigit(characters[index]) { return nil }
    return number
  }

  /// An ASCII letter or digit as the number holds it (letters as capitals), or `nil`.
  private static func capital(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A: return scalar
    case 0x61...0x7A: return Unicode.Scalar(UInt8(scalar.value - 32))
    default: return nil
    }
  }

  /// Whether `scalar` is an ASCII letter or digit, the characters of a number.
  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    capital(scalar) != nil
  }

  /// Whether `scalar` may stand, once, between two characters of a number.
  private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\u{A0}" || scalar == "-"
  }

  /// The reading of a paste whose letters and digits, all kept, make no number: the one IBAN
  /// the text holds, replacing what the field held; `nil` when it holds none; a refusal naming
  /// them when it holds several, since taking one could fill in the wrong account.
  static func extraction(from pasted: String) -> RawReplacement? {
    let found = numbers(in: pasted)
    if found.count == 1 {
      return .whole(found[0], reason: Reason(.filtered, Reason.Facts("iban.takenFromPaste")))
    }
    if found.count > 1 {
      return .reject(
        Reason(
          Reason.Code("severalCodes"),
          Reason.Facts("iban.several", options: found.map { grouped($0) })))
    }
    return nil
  }
}
