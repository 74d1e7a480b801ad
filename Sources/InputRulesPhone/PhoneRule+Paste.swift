import InputRules

extension PhoneRule {
  /// A key press takes a digit (of any script, stored as ASCII), `+` at the start, or a
  /// separator (which only moves the caret past the same character of the layout); a paste
  /// takes the one number it holds.
  /// In a field that shows numbers internationally, digits that read as a national number (or
  /// as one dialled with the international prefix) are written with `+` and the calling code.
  public func rawReplacement(for edit: RawEdit) -> RawReplacement {
    let replacement = edit.isKeystroke ? keyReplacement(edit) : pasteReplacement(edit)
    return alwaysInternational ? writtenInternationally(replacement, for: edit) : replacement
  }

  /// `replacement` for a field that shows numbers internationally: when the raw characters it
  /// makes have no `+` but read as a number with its calling code known (`01` in Germany,
  /// `061` in Hungary, `0036` or `01144` dialled abroad), all of them, written with `+`; the
  /// region's whole national prefix alone (`0` in Germany, `06` in Hungary) brings the calling
  /// code. The start of a national or international prefix (`0` in Hungary, `01` in the United
  /// States) is kept as typed until it tells which it is: so `06 1 234 5678` typed is
  /// `+36 1 234 5678`, the number it dials, and `0` is not refused.
  func writtenInternationally(_ replacement: RawReplacement, for edit: RawEdit) -> RawReplacement {
    guard case .characters(let inserted, let why) = replacement, !inserted.isEmpty else {
      return replacement
    }
    let raw = Self.inserting(inserted, into: edit.raw, at: edit.range.lowerBound)
    guard raw.utf8.first != 0x2B else { return replacement }
    let international = internationalRaw(raw)
    guard international != raw else { return replacement }
    let home = home.metadata.countryCode
    let facts =
      edit.isKeystroke && international.hasPrefix("+\(home)")
      ? Reason.Facts("phone.callingCodeHere", number: home)
      : Reason.Facts("phone.writtenWithCallingCode")
    return .whole(international, reason: why ?? Reason(.reformatted, facts))
  }

  /// The raw characters a key press inserts, or why it is refused.
  func keyReplacement(_ edit: RawEdit) -> RawReplacement {
    guard let key = edit.replacement.first else { return .characters("", reason: nil) }
    if key == "+" || key == "\u{FF0B}" {
      guard edit.range.lowerBound == 0, edit.raw.utf8.first != 0x2B else {
        return .reject(
          Reason(.disallowedCharacter, Reason.Facts("phone.plusOnlyAtStart", character: "+")))
      }
      return checked("+", into: edit)
    }
    if let digit = key.asciiDigit {
      let converted = key.asciiValue == nil
      return checked(
        String(digit), into: edit,
        reason: converted ? Reason(.reformatted, Reason.Facts("phone.digitsConverted")) : nil)
    }
    if Self.isLayout(key) {
      // A separator inserts no digit, but the digits of a replaced selection leave: what is
      // left must still be able to become a number.
      if case .dead(let why) = read(edit.raw).status { return .reject(why) }
      return .characters("", reason: nil)
    }
    return .reject(
      Reason(
        .disallowedCharacter, Reason.Facts("phone.onlyDigitsTyped")))
  }

  /// A nationally dialled number (`015123456789`, `0049…`) in its E.164 form (`+49…`), for a
  /// field that shows numbers internationally; `raw` itself otherwise.
  func internationalRaw(_ raw: String) -> String {
    guard alwaysInternational, raw.utf8.first != 0x2B else { return raw }
    if let prefix = home.metadata.nationalPrefix, !prefix.isEmpty, raw == prefix {
      return "+\(home.metadata.countryCode)"
    }
    let reading = read(raw)
    guard reading.status.isAlive, reading.countryCode > 0 else { return raw }
    // A number the transform rule rewrites (Argentina's `011 15…`, `+54 9 11…`) once it is
    // whole: before, the digits typed may still become a number read otherwise.
    let rewritten = !reading.nsnIsTyped && reading.status == .valid
    guard rewritten || (reading.nsnIsTyped && (reading.isInternational || !reading.nsn.isEmpty))
    else { return raw }
    return "+\(reading.countryCode)" + Self.text(of: reading.nsn)
  }

  /// `inserted` put into the raw characters at the edit, when they can still be a number.
  func checked(_ inserted: String, into edit: RawEdit, reason: Reason? = nil) -> RawReplacement {
    let raw = Self.inserting(inserted, into: edit.raw, at: edit.range.lowerBound)
    let reading = read(raw)
    if case .dead(let why) = reading.status { return .reject(why) }
    return .characters(inserted, reason: reason)
  }

  /// `raw` with `inserted` at character offset `offset` (clamped).
  static func inserting(_ inserted: String, into raw: String, at offset: Int) -> String {
    var result = raw
    let index = result.index(
      result.startIndex, offsetBy: max(0, min(offset, result.count)))
    result.insert(contentsOf: inserted, at: index)
    return result
  }

  /// The raw characters of the one number a pasted text holds, or why it holds none.
  func pasteReplacement(_ edit: RawEdit) -> RawReplacement {
    let pasted: PastedNumber
    switch PastedNumber.read(edit.replacement) {
    case .failure(let why): return .reject(why)
    case .success(let number): pasted = number
    }
    if pasted.plus && (edit.range.lowerBound > 0 || edit.raw.utf8.first == 0x2B) {
      return .reject(
        Reason(.disallowedCharacter, Reason.Facts("phone.plusOnlyAtStart", character: "+")))
    }
    var reason = pasted.leftText ? Reason(.filtered, Reason.Facts("phone.numberKept")) : nil
    if edit.raw.isEmpty {
      let international = internationalRaw(pasted.raw)
      if international != pasted.raw {
        reason = reason ?? Reason(.reformatted, Reason.Facts("phone.writtenWithCallingCode"))
        return .characters(international, reason: reason)
      }
    }
    let raw = Self.inserting(pasted.raw, into: edit.raw, at: edit.range.lowerBound)
    let reading = read(raw)
    if reading.status.isAlive { return .characters(pasted.raw, reason: reason) }
    // `+44 (0) 20 …`, `+49 0151 …`: the national prefix written after the calling code goes.
    if pasted.plus, edit.raw.isEmpty, let shorter = droppingNationalPrefix(from: pasted),
      read(shorter).status.isAlive
    {
      return .characters(shorter, reason: reason)
    }
    if case .dead(let why) = reading.status { return .reject(why) }
    return .reject(Reason(Self.noSuchNumberCode, Reason.Facts("phone.pasteNotANumber")))
  }

  /// `pasted` (`+CC` then digits) without the national prefix of the calling code's first
  /// region after the calling code, or `nil` when it has none there.
  func droppingNationalPrefix(from pasted: PastedNumber) -> String? {
    var digits = Array(pasted.raw.utf8.dropFirst())
    for length in 1...3 where length < digits.count {
      var code = 0
      for byte in digits.prefix(length) { code = code * 10 + Int(byte &- 0x30) }
      guard countryCodes.contains(code) else { continue }
      guard let main = regions(forCountryCode: code).main,
        let prefix = main.metadata.nationalPrefix, !prefix.isEmpty
      else { return nil }
      let bytes = Array(prefix.utf8)
      guard digits.count > length + bytes.count,
        Array(digits[length..<(length + bytes.count)]) == bytes
      else { return nil }
      digits.removeSubrange(length..<(length + bytes.count))
      return "+" + String(decoding: digits, as: UTF8.self)
    }
    return nil
  }
}

/// The one number a pasted text holds: `+` if it starts with one, then its digits (as ASCII),
/// with `(0)` after a calling code left out.
struct PastedNumber {
  /// `+` (if any) and the digits.
  var raw = ""
  /// Whether the number starts with `+`.
  var plus = false
  /// Whether text other than the number and its separators was left out (`tel:`, a label).
  var leftText = false

  /// Reads `text`: one run of digits with the separators a written number has between them.
  /// Text around the run is left out; a second run, or a second `+`, is another number.
  static func read(_ text: String) -> Result<PastedNumber, Reason> {
    var number = PastedNumber()
    var runs = 0
    var inRun = false
    var pendingPlus = false
    var characters = Array(text)
    var index = 0
    // `(0)` right after the calling code (`+44 (0) 20 …`) is the national prefix: left out.
    while index < characters.count {
      if characters[index] == "(", index + 2 < characters.count,
        characters[index + 1].asciiDigit == "0", characters[index + 2] == ")"
      {
        characters.removeSubrange(index..<(index + 3))
        continue
      }
      index += 1
    }
    for character in characters {
      if character == "+" || character == "\u{FF0B}" {
        if inRun || pendingPlus || number.plus {
          return .failure(
            Reason(PhoneRule.severalNumbersCode, Reason.Facts("phone.pasteSeveral")))
        }
        pendingPlus = true
        continue
      }
      if let digit = character.asciiDigit {
        if !inRun {
          runs += 1
          if runs > 1 {
            return .failure(
              Reason(PhoneRule.severalNumbersCode, Reason.Facts("phone.pasteSeveral")))
          }
          inRun = true
          if pendingPlus {
            number.plus = true
            number.raw.append("+")
          }
        }
        pendingPlus = false
        number.raw.append(digit)
        continue
      }
      if PhoneRule.isLayout(character) { continue }
      if inRun { inRun = false }
      if pendingPlus { pendingPlus = false }
      number.leftText = true
    }
    if runs == 0 {
      return .failure(Reason(PhoneRule.noSuchNumberCode, Reason.Facts("phone.pasteNone")))
    }
    return .success(number)
  }
}
