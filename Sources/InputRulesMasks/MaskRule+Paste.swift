import InputRules

/// Pastes and autofill: the raw characters of an edit of more than one character.
extension MaskRule {
  /// The raw characters of a paste (or any edit of more than one character).
  func pasteReplacement(_ edit: RawEdit, head: Substring, tail: Substring) -> RawReplacement {
    if let own = ownText(edit, head: head, tail: tail) { return .characters(own, reason: nil) }
    let format = formats[
      chooseFormat(
        typed: edit.proposedText, previousText: edit.text, atEnd: tail.isEmpty, fits: { _ in true })
    ]
    var characters: [Character] = []
    var dropped = false
    // An ASCII paste into formats without custom slots, a byte at a time.
    let bytewise =
      formats.allSatisfy { $0.asciiCodes != nil }
      && edit.replacement.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
        characters.reserveCapacity(bytes.count)
        for byte in bytes where byte >= 0x80 { return false }
        for byte in bytes {
          let character = Character(Unicode.Scalar(byte))
          let lower = byte | 0x20
          let kind: CharacterClasses =
            byte >= 0x30 && byte <= 0x39 ? .digits : lower >= 0x61 && lower <= 0x7A ? .letters : []
          if !kind.isEmpty && formats.contains(where: { $0.slotKinds.contains(kind) }) {
            characters.append(character)
          } else if formats.contains(where: { $0.skipsOptionalSlots(character) }) {
            characters.append(character)
          } else if !Self.isSeparator(character)
            && !formats.contains(where: { $0.hasLiteral(character) })
          {
            dropped = true
            characters.append(MaskFormat.gap)
          }
        }
        return true
      }) == true
    if !bytewise { characters.removeAll() }
    for c in edit.replacement where !bytewise {
      // As pasted: laying out asks the slots about it and stores a digit as they do.
      if formats.contains(where: { $0.anySlotTakes(c) }) {
        characters.append(c)
      } else if formats.contains(where: { $0.skipsOptionalSlots(c) }) {
        // Typed to leave optional slots empty (`1.2` in `[099]{.}[099]`), when it does.
        characters.append(c)
      } else if formats.contains(where: { $0.hasLiteral(c) }) || Self.isSeparator(c) {
        // Layout characters: the mask writes its own.
        continue
      } else {
        dropped = true
        characters.append(MaskFormat.gap)
      }
    }
    // The digits of a leading literal (a country code) count as that literal when the paste
    // starts with it, or holds more characters than the slots left.
    if head.isEmpty {
      let leading = format.leadingLiterals
      let prefix = leading.filter { format.anySlotTakes($0) }
      let plain = characters.filter { $0 != MaskFormat.gap }
      if !prefix.isEmpty, plain.starts(with: prefix) {
        let significant = Self.significantStart(of: leading, takenBy: format)
        // Spaces, brackets and invisible marks (a contact card's bidi marks) do not count:
        // `(+1) 555`, `+ 1 555` and `\u{200F}+1 555` start with the code.
        let code = significant.filter { !Self.isIgnoredAroundCode($0) }
        let pasted = edit.replacement.lazy.filter { !Self.isIgnoredAroundCode($0) }
        let explicit = !code.isEmpty && pasted.starts(with: code)
        let kept = overwritesRawCharacters ? Swift.max(0, tail.count - plain.count) : tail.count
        let free = format.isEndless ? Int.max : format.slotCapacity - kept
        if explicit || plain.count > free {
          // The code's characters, with the gaps among them.
          var left = prefix.count
          while left > 0, let first = characters.first {
            if first != MaskFormat.gap { left -= 1 }
            characters.removeFirst()
          }
        }
      }
    }
    var why: Reason? =
      dropped ? Reason(.filtered, Reason.Facts("mask.pasteFiltered")) : nil
    // Keep what fits: drop characters where no slot takes them, cut what overflows.
    var inserted = characters
    if !format.isEndless && formats.count == 1 {
      let kept = overwritesRawCharacters ? Swift.max(0, tail.count - inserted.count) : tail.count
      let free = Swift.max(0, format.slotCapacity - head.count - kept)
      // Only slot characters fill slots: a literal kept to leave optional slots empty (the `:`
      // of `12:34` in `[09]:[00]`) does not count against them.
      var slotCharacters = 0
      var end = 0
      while end < inserted.count {
        if format.anySlotTakes(inserted[end]) {
          guard slotCharacters < free else { break }
          slotCharacters += 1
        }
        end += 1
      }
      if end < inserted.count {
        inserted.removeLast(inserted.count - end)
        why = Reason(.truncated, Reason.Facts("mask.pasteCut"))
      }
    }
    // A paste longer than `maxLength` is cut to it (each slot character shows at least one
    // unit), then to what lays out within it.
    if let maxLength, inserted.count > maxLength {
      inserted.removeLast(inserted.count - Swift.max(0, maxLength))
      why = Reason(.truncated, Reason.Facts("mask.pasteCut"))
    }
    // One pass first (a long paste must not be laid out once per character left out).
    if let fitted = format.fit(head: head, inserted: inserted) {
      if fitted.dropped {
        why = Reason(.filtered, Reason.Facts("mask.pasteFiltered"))
      }
      if fitted.truncated && (formats.count == 1 || inserted.count > maxSlotCapacity) {
        why = Reason(.truncated, Reason.Facts("mask.pasteCut"))
      }
      if fitted.dropped || formats.count == 1 || inserted.count > maxSlotCapacity {
        inserted = fitted.kept
      }
    }
    inserted.removeAll { $0 == MaskFormat.gap }
    while true {
      var candidate = String(head)
      candidate.append(contentsOf: inserted)
      candidate += overwritesRawCharacters ? tail.dropFirst(inserted.count) : tail
      var failure: MaskFailure?
      var fits = false
      for f in formats {
        let laid = f.lay(candidate, trailing: .none)
        if laid.failure == nil {
          fits = true
          break
        }
        if failure == nil { failure = laid.failure }
      }
      if fits, maxLength != nil, !inserted.isEmpty,
        case .reject = layout(
          candidate,
          context: LayoutContext(
            previousText: edit.text, editEnd: head.count + inserted.count,
            editIsAtEnd: tail.isEmpty, editedRange: edit.textRange,
            replacement: edit.replacement))
      {
        inserted.removeLast()
        why = Reason(.truncated, Reason.Facts("mask.pasteCut"))
        continue
      }
      if fits { break }
      switch failure! {
      case .overflow:
        guard !inserted.isEmpty else {
          return .reject(reason(for: failure!, in: format))
        }
        inserted.removeLast()
        why = Reason(.truncated, Reason.Facts("mask.pasteCut"))
      case .mismatch(let offset, _, _):
        let at = offset - head.count
        guard at >= 0, at < inserted.count else {
          return .reject(reason(for: failure!, in: format))
        }
        inserted.remove(at: at)
        why = Reason(.filtered, Reason.Facts("mask.pasteFiltered"))
      }
    }
    if inserted.isEmpty {
      return .reject(
        why
          ?? Reason(
            .disallowedCharacter, Reason.Facts("mask.pasteNothingFits", text: edit.replacement)))
    }
    return .characters(String(inserted), reason: why)
  }

  /// The raw characters of a paste that replaces the whole text with a text of the mask's own
  /// layout: read back as the field laid it out, so that it gives back the same text. Read
  /// character by character instead, a literal equal to a slot character would fill a slot
  /// (`102` in `[0]0[09]`, whose `0` is the literal, would become `1002`). `nil` for any other
  /// paste, or when the text is longer than `maxLength`. A mask showing the locale's digits
  /// reads its layout in ASCII digits so too (`+1 (555) 123-4567` in ar_EG).
  func ownText(_ edit: RawEdit, head: Substring, tail: Substring) -> String? {
    guard head.isEmpty, tail.isEmpty else { return nil }
    for format in showsDigits ? formats + formatsInASCII : formats {
      var raw = ""
      guard format.readStrictly(edit.replacement, { character, _ in raw.append(character) }),
        !raw.isEmpty
      else { continue }
      if let maxLength, lengthUnit.length(of: format.lay(raw, trailing: .none).text) > maxLength {
        return nil
      }
      return raw
    }
    return nil
  }

  /// Characters a paste may carry between the characters of a number or code (spaces, `-`,
  /// `(`, `)`, `.`, `/`, `+`), left out without a reason: the mask writes its own literals.
  static func isSeparator(_ c: Character) -> Bool {
    c.isWhitespace || c == "-" || c == "(" || c == ")" || c == "." || c == "/" || c == "+"
  }

  /// Characters a country code may be written with that do not tell whether it is there.
  static func isIgnoredAroundCode(_ c: Character) -> Bool {
    if let ascii = c.asciiValue {
      return ascii == 0x20 || ascii == 0x09 || ascii == 0x28 || ascii == 0x29 || ascii == 0x0A
        || ascii == 0x0D || ascii == 0x0B || ascii == 0x0C
    }
    if c.isWhitespace { return true }
    let scalars = c.unicodeScalars
    return scalars.allSatisfy { $0.properties.generalCategory == .format }
  }

  /// The most slots any format has (`Int.max` with an endless one).
  var maxSlotCapacity: Int { formats.map { $0.slotCapacity }.max() ?? 0 }

  /// The leading literals up to and including the last one a slot could take (`+7` of
  /// `+7 (`).
  static func significantStart(of leading: String, takenBy format: MaskFormat) -> String {
    var end = leading.startIndex
    var index = leading.startIndex
    while index < leading.endIndex {
      let next = leading.index(after: index)
      if format.anySlotTakes(leading[index]) { end = next }
      index = next
    }
    return String(leading[..<end])
  }
}
