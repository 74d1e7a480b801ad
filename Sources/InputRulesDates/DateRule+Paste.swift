import InputRules

// Pastes, autofill and committed compositions: a date read in the format or in ISO 8601, or
// its digits put in at the caret.
extension DateRule {
  /// A paste, an autofill or a committed composition at raw offset `position`.
  func pasting(_ text: String, into raw: String, at position: Int) -> RawReplacement {
    // A complete date, in the format or in ISO 8601, replaces what was typed.
    var complete: [String] = []
    if let read = read(text, fromSlot: 0), read.utf8.count == format.rawLength {
      complete.append(read)
    }
    if let value = DateValue(iso: Self.asciiDigits(of: text), for: format) {
      let read = rawCharacters(of: value)
      if !complete.contains(read) { complete.append(read) }
    }
    let fitting = complete.filter { canComplete($0) }
    if fitting.count > 1 {
      return .reject(
        Reason(
          Self.ambiguousDateCode,
          Reason.Facts(
            "date.ambiguousPaste", text: text, format: format.placeholder, subject: subject)))
    }
    if let date = fitting.first {
      let reason: Reason? =
        raw.isEmpty
        ? nil : Reason(.reformatted, Reason.Facts("date.pasteReplaced", subject: subject))
      return raw.isEmpty ? .characters(date, reason: nil) : .whole(date, reason: reason)
    }
    if let first = complete.first { return .reject(refusal(of: first)) }

    // Part of a date: read field by field from the caret's field, or its digits put in.
    var inserted: String?
    var reason: Reason?
    if position == raw.utf8.count, let index = startingSlot(at: position),
      let read = read(text, fromSlot: index)
    {
      inserted = read
    }
    if inserted == nil {
      var digits = ""
      var dropped = false
      for character in text {
        if let digit = character.asciiDigitByte {
          digits.append(Character(Unicode.Scalar(digit)))
        } else {
          dropped = true
        }
      }
      guard !digits.isEmpty else {
        return .reject(Reason(.disallowedCharacter, Reason.Facts("date.pasteNoDigits")))
      }
      let room = format.rawLength - raw.utf8.count
      guard room > 0 else { return .reject(tooLongReason) }
      if digits.utf8.count > room {
        digits = String(digits.prefix(room))
        reason = Reason(.truncated, Reason.Facts("date.pasteDigitsCut"))
      } else if dropped {
        reason = Reason(.filtered, Reason.Facts("date.pasteDigitsKept"))
      }
      inserted = digits
    }
    guard let inserted, !inserted.isEmpty else { return .reject(disallowedReason) }
    var proposed = raw
    proposed.insert(
      contentsOf: inserted, at: proposed.index(proposed.startIndex, offsetBy: position))
    guard canComplete(proposed) else { return .reject(refusal(of: proposed)) }
    return .characters(inserted, reason: reason)
  }

  /// The slot whose first raw character is at `position` (or, past a complete field, the next
  /// one); `nil` inside a field.
  func startingSlot(at position: Int) -> Int? {
    for (index, slot) in format.slots.enumerated() where slot.start == position {
      return index
    }
    return nil
  }

  /// `text` with decimal digits of any script as ASCII digits.
  static func asciiDigits(of text: String) -> String {
    var result = ""
    for character in text {
      if let digit = character.asciiDigitByte {
        result.append(Character(Unicode.Scalar(digit)))
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The raw characters of a pasted date read field by field from slot `first`: runs of digits
  /// (any script) and of letters, with anything else between them. A run of digits shorter
  /// than its field and followed by more is padded (`1.2.` is `01.02.`), except a year; a
  /// trailing short run is kept as typed. A run longer than its field goes on into the fields
  /// written with no separator between them (`0613` in `hhmm`). `nil` when the text does not
  /// read so (a run too long, letters where digits go, more runs than fields).
  func read(_ text: String, fromSlot first: Int) -> String? {
    enum Token {
      case digits(String)
      case letters(String)
    }
    var tokens: [Token] = []
    var digits = ""
    var letters = ""
    func flush() {
      if !digits.isEmpty { tokens.append(.digits(digits)) }
      if !letters.isEmpty { tokens.append(.letters(letters)) }
      digits = ""
      letters = ""
    }
    // Whether a separator follows the last run (`1.3.`: the `3` is a whole month).
    var separatorAtEnd = false
    for character in text {
      if let digit = character.asciiDigitByte {
        if !letters.isEmpty { flush() }
        digits.append(Character(Unicode.Scalar(digit)))
        separatorAtEnd = false
      } else if let ascii = character.asciiValue, DateFormat.isASCIILetter(ascii) {
        if !digits.isEmpty { flush() }
        letters.append(Character(Unicode.Scalar(ascii | 0x20)))
        separatorAtEnd = false
      } else {
        flush()
        if !tokens.isEmpty && !character.isWhitespace { separatorAtEnd = true }
      }
    }
    flush()
    guard !tokens.isEmpty else { return nil }
    var raw = ""
    var slot = first
    var index = 0
    while index < tokens.count {
      guard slot < format.slots.count else { return nil }
      var kind = format.slots[slot].kind
      switch tokens[index] {
      case .digits(var run):
        guard kind.isNumeric else { return nil }
        // A run longer than its field fills the fields the format writes with no separator
        // after it (`0613` in `hhmm`): what the field shows of them reads back.
        while run.utf8.count > kind.width && format.trailings[slot].isEmpty
          && slot + 1 < format.slots.count && format.slots[slot + 1].kind.isNumeric
        {
          raw += run.prefix(kind.width)
          run = String(run.dropFirst(kind.width))
          slot += 1
          kind = format.slots[slot].kind
        }
        let length = run.utf8.count
        if length > kind.width { return nil }
        if length < kind.width {
          if index == tokens.count - 1 && !separatorAtEnd {
            raw += run
            return raw
          }
          guard kind.pads else { return nil }
          raw += String(repeating: "0", count: kind.width - length)
        }
        raw += run
      case .letters(let word):
        guard kind == .dayPeriod else { return nil }
        switch word {
        case "a", "am": raw += "A"
        case "p", "pm": raw += "P"
        default: return nil
        }
        // `a.m.`: the `m` after the period's letter.
        if (word == "a" || word == "p") && index + 1 < tokens.count,
          case .letters("m") = tokens[index + 1]
        {
          index += 1
        }
      }
      slot += 1
      index += 1
    }
    return raw
  }
}
