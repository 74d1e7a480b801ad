import InputRules

/// Masks showing the locale's digits (`+1 (٥٥٥) ١٢٣-٤٥٦٧` in ar_EG). The raw characters and the
/// value stay ASCII digits, so choosing formats, pastes and values are untouched: the digits are
/// changed only where a format lays a digit slot's character out (`MaskFormat.lay`) and read
/// back (`readStrictly`, which takes a digit slot's character in the format's digits only).
extension MaskRule {
  /// Whether some format shows its digit slots in digits other than ASCII.
  var showsDigits: Bool { formats.contains { $0.shownDigits != nil } }

  /// The formats showing ASCII digits: the layout a program or a server writes.
  var formatsInASCII: [MaskFormat] { formats.map { $0.showingDigits(nil) } }

  /// The raw characters of `text` laid out in ASCII digits by a mask that shows other digits
  /// (`+1 (555) 123-4567` in ar_EG), as the first format that reads it strictly places them;
  /// `nil` when no format does (or the mask shows ASCII digits).
  func readInASCII(_ text: String, _ body: (Character, Range<Int>) -> Void) -> Bool {
    guard showsDigits else { return false }
    for format in formatsInASCII where format.readStrictly(text, { _, _ in }) {
      return format.readStrictly(text, body)
    }
    return false
  }

  /// Whether `text` is laid out in ASCII digits by a mask that shows other digits, with literals
  /// that are not in the value (`+1 (555) 12` in ar_EG): the field's text, not a value.
  func isTextInASCII(_ text: String) -> Bool {
    guard showsDigits else { return false }
    for format in formatsInASCII {
      var raw = ""
      guard format.readStrictly(text, { character, _ in raw.append(character) }) else { continue }
      let laid = format.lay(raw, trailing: .all)
      return laid.failure == nil && laid.text != laid.value
    }
    return false
  }

  /// Why a key press shows as another character than itself: a digit typed into a digit slot
  /// of a mask showing the locale's digits is shown in them (`5` as `٥`), as a card number's
  /// digits are. `nil` when the key shows as typed, and whenever the mask shows ASCII digits
  /// (a digit of another script is then stored and shown as its ASCII digit without a reason,
  /// as before).
  func shownKeyReason(_ key: Character, after head: Substring, in format: MaskFormat) -> Reason? {
    guard format.shownDigits != nil else { return nil }
    var candidate = String(head)
    candidate.append(key)
    let laid = format.lay(candidate, trailing: .none)
    guard laid.failure == nil, let last = laid.text.last, last != key else { return nil }
    return Reason(.reformatted, Reason.Facts("format.reformatted"))
  }
}
