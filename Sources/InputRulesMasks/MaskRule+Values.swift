import InputRules

/// Values set by the program: their raw characters and text, and the placeholder hint.
extension MaskRule {
  /// The raw characters of an extracted value in `format`: slot characters, with the `{}`
  /// literals where the format has them. Read a character at a time first; when that reading
  /// does not lay out as the value (a kept literal equal to what an optional slot before it
  /// takes: `1x9` in `[0a]{x} [0]`), by the search `readStrictly` uses, and the first reading
  /// otherwise (laying it out then names what is wrong).
  func raw(ofValue value: String, in format: MaskFormat) -> String? {
    let first = rawReadingAhead(ofValue: value, in: format)
    if let first {
      let laid = format.lay(first, trailing: .all)
      if laid.failure == nil && (laid.value == value || !laid.isComplete) { return first }
    }
    return format.rawCharacters(ofValue: value) ?? first
  }

  /// `raw(ofValue:in:)` a character at a time.
  func rawReadingAhead(ofValue value: String, in format: MaskFormat) -> String? {
    var raw = ""
    var i = 0
    let elements = format.elements
    // Whether an optional slot was passed over since the last slot character (see `lay`).
    var skipped = false
    for character in value {
      var placed = false
      while !placed {
        guard i < elements.count else {
          // Past the format's end: kept, so that laying out says the value is too long.
          raw.append(character)
          placed = true
          break
        }
        switch elements[i] {
        case .free:
          i += 1
        case .fixed(let l):
          guard l == character else { return nil }
          // After empty optional slots, the literal says they are empty.
          if skipped { raw.append(character) }
          skipped = false
          i += 1
          placed = true
        case .slot(let slot):
          if slot.isOptional && !slot.repeats && slot.take(character) != character
            && (format.anySlotTakes(character) || format.hasLiteral(character))
          {
            i += 1
            skipped = true
          } else {
            skipped = false
            // A character the slot does not take is kept too: laying out names it.
            raw.append(character)
            if !slot.repeats { i += 1 }
            placed = true
          }
        }
      }
    }
    return raw
  }

  /// The text of a value: its layout in the first format it completes, or else in the first
  /// format that holds it.
  public func displayText(for value: String) -> String {
    var fallback: String?
    for format in formats {
      guard let raw = raw(ofValue: value, in: format) else { continue }
      // A value of only `{}` literals (`3.14` in `{3.14}[9…]`) shows them all.
      let trailing: TrailingLiterals =
        raw.isEmpty ? (value.isEmpty ? .none : .all) : (autocomplete ? .all : .none)
      let laid = format.lay(raw, trailing: trailing)
      guard laid.failure == nil, laid.value == value || !laid.isComplete else { continue }
      if laid.isComplete { return laid.text }
      if fallback == nil { fallback = laid.text }
    }
    return fallback ?? ""
  }

  /// The extracted value as it is: no literals but the `{}` ones.
  public func canonicalString(for value: String) -> String { value }

  /// `string` when it is a complete extracted value: laid out, it reads back as itself.
  public func value(fromCanonical string: String) -> String? {
    let text = displayText(for: string)
    guard !text.isEmpty, let value = evaluate(text).value, value == string else { return nil }
    return value
  }

  /// Why `string` is not a value: the reason it does not fit a format (a character no slot takes,
  /// too long), `incomplete` when it leaves a required slot empty, or `invalidValue`.
  /// Text a mask showing the locale's digits lays out in ASCII digits (`+1 (555) 123-4567` in
  /// ar_EG) is `invalidValue`: it is the field's text, which `received(_:)` then judges as
  /// written, as it does the text the field shows.
  public func refusal(ofCanonical string: String) -> Reason? {
    if value(fromCanonical: string) != nil { return nil }
    if isTextInASCII(string) {
      return Reason(
        .invalidValue, Reason.Facts("mask.notAValue", text: string, format: formats[0].source))
    }
    for format in formats {
      guard let raw = raw(ofValue: string, in: format) else { continue }
      let laid = format.lay(raw, trailing: .all)
      if let failure = laid.failure { return reason(for: failure, in: format) }
      if !laid.isComplete {
        return Reason(
          .incomplete, Reason.Facts("mask.notFilled", text: string, format: format.source))
      }
    }
    return Reason(
      .invalidValue, Reason.Facts("mask.notAValue", text: string, format: formats[0].source))
  }

  /// The hint for what is still to type after `text`: the slots left as `hint`, with their
  /// literals (`+7 (___) ___-__-__` for an empty phone field, `) ___-__-__` after `+7 (912`).
  /// Never part of the text.
  public func placeholder(after text: String, hint: Character = "_") -> String {
    let index = formatIndex(of: text) ?? 0
    let format = formats[index]
    let raw = rawCharacters(of: text)
    if raw.isEmpty && text.isEmpty { return format.placeholder(hint: hint) }
    let laid = format.lay(raw, trailing: .none)
    guard laid.failure == nil else { return "" }
    var rest = ""
    for element in format.elements[laid.nextElement...] {
      switch element {
      case .free(let c), .fixed(let c): rest.append(c)
      case .slot(let slot): if !slot.repeats { rest.append(hint) }
      }
    }
    // What the text already shows of the literals is not repeated.
    let shownLiterals = text.count - laid.text.count
    return String(rest.dropFirst(Swift.max(0, shownLiterals)))
  }
}
