import InputRules

/// Which literals follow the last slot character of a layout.
enum TrailingLiterals: Hashable {
  /// None: the text ends with the last slot character.
  case none
  /// All literals up to the next slot (input-mask-ios's autocomplete).
  case all
  /// This many literals of those that follow (literals the user typed).
  case count(Int)
}

/// A format's layout of raw characters.
struct MaskLaidOut {
  var text = ""
  /// The value: slot characters and `{}` literals shown.
  var value = ""
  /// Whether no required slot is left unfilled.
  var isComplete = false
  /// The format element after the last raw character placed.
  var nextElement = 0
  /// Why the raw characters do not fit, when they do not.
  var failure: MaskFailure?
}

/// Why raw characters do not fit a format.
enum MaskFailure: Hashable {
  /// The raw character at this offset is not what its place takes.
  case mismatch(rawOffset: Int, character: Character, expected: MaskSlot)
  /// More raw characters than the format has places for.
  case overflow(capacity: Int)
}

extension MaskFormat {
  /// Lays `raw` out: literals between slot characters are written, slot characters go to the
  /// first slot that takes them (an optional slot that does not is passed over).
  func lay<S: StringProtocol>(_ raw: S, trailing: TrailingLiterals) -> MaskLaidOut {
    if let codes = asciiCodes,
      let laid = raw.utf8.withContiguousStorageIfAvailable({ bytes -> MaskLaidOut? in
        for byte in bytes where byte >= 0x80 { return nil }
        return layASCII(bytes, codes: codes, trailing: trailing)
      }) ?? nil
    {
      return laid
    }
    return layGenerally(Substring(raw), trailing: trailing)
  }

  /// `lay` a character at a time. It takes a `Substring` whatever `lay` was handed, so that it is
  /// compiled once (generic, it was compiled for `String` and `Substring`: 11 KB of
  /// WebAssembly).
  func layGenerally(_ raw: Substring, trailing: TrailingLiterals) -> MaskLaidOut {
    var result = MaskLaidOut()
    var iterator = raw.makeIterator()
    var next = iterator.next()
    var rawOffset = 0
    var i = 0
    let count = elements.count
    // Whether an optional slot was passed over since the last slot character: a raw character
    // equal to the literal that follows is then that literal, typed to leave the optional
    // slots empty (`1.` in `[099]{.}[099]`).
    var skipped = false
    // The first optional slot passed over since the last slot character: a character left over
    // after it does not fit it, rather than overflowing the format (`5` after `x` in `[Aa]`).
    var skippedSlot: MaskSlot?
    while i < count, let c = next {
      switch elements[i] {
      case .free(let l), .fixed(let l):
        result.text.append(l)
        if case .fixed = elements[i] { result.value.append(l) }
        i += 1
        if skipped && c == l {
          next = iterator.next()
          rawOffset += 1
          skipped = false
          skippedSlot = nil
        }
      case .slot(let slot):
        if let taken = slot.take(c) {
          result.text.append(shown(taken, by: slot))
          result.value.append(taken)
          next = iterator.next()
          rawOffset += 1
          skipped = false
          skippedSlot = nil
          if !slot.repeats { i += 1 }
        } else if slot.isOptional && !slot.repeats {
          i += 1
          skipped = true
          if skippedSlot == nil { skippedSlot = slot }
        } else {
          result.failure = .mismatch(rawOffset: rawOffset, character: c, expected: slot)
          result.nextElement = i
          return result
        }
      }
    }
    if let c = next {
      if let slot = skippedSlot {
        result.failure = .mismatch(rawOffset: rawOffset, character: c, expected: slot)
      } else {
        result.failure = .overflow(capacity: slotCapacity)
      }
      result.nextElement = i
      return result
    }
    result.nextElement = i
    // The literals that follow.
    var j = i
    switch trailing {
    case .none:
      break
    case .all:
      while j < count, let l = elements[j].literal {
        result.text.append(l)
        if case .fixed = elements[j] { result.value.append(l) }
        j += 1
      }
    case .count(let n):
      var shown = 0
      while shown < n, j < count, let l = elements[j].literal {
        result.text.append(l)
        if case .fixed = elements[j] { result.value.append(l) }
        j += 1
        shown += 1
      }
    }
    // Complete when no required slot is left.
    result.isComplete = true
    var k = i
    while k < count {
      if case .slot(let slot) = elements[k], !slot.isOptional, !slot.repeats {
        result.isComplete = false
        break
      }
      k += 1
    }
    if result.isComplete {
      // Fixed literals still to come belong to a complete value.
      while j < count {
        if case .fixed(let l) = elements[j] { result.value.append(l) }
        j += 1
      }
    }
    return result
  }

  /// Reads any text as input-mask-ios applies a format to it: a character equal to the next
  /// literal is that literal, a character a slot takes is a slot character, any other is
  /// dropped. Calls `body` with each slot character (as stored) and its UTF-16 range, and
  /// returns the output, the value's length and the affinity (one point per character taken,
  /// one off per literal written without a character, per character dropped and per optional
  /// slot passed over).
  @discardableResult
  func readLeniently(_ text: String, _ body: (Character, Range<Int>) -> Void = { _, _ in })
    -> (output: String, valueLength: Int, affinity: Int)
  {
    withoutActuallyEscaping(body) { readingLeniently(text, $0) }
  }

  /// `readLeniently`, compiled once (see `readingStrictly` in MaskStrictReading.swift).
  @inline(never)
  private func readingLeniently(_ text: String, _ body: ((Character, Range<Int>) -> Void)?)
    -> (output: String, valueLength: Int, affinity: Int)
  {
    let body = body!
    var output = ""
    var valueLength = 0
    var affinity = 0
    var i = 0
    var offset = 0
    let count = elements.count
    for character in text {
      let width = character.utf16.count
      var settled = false
      while !settled {
        guard i < count else {
          affinity -= 1
          settled = true
          break
        }
        switch elements[i] {
        case .free(let l), .fixed(let l):
          output.append(l)
          if case .fixed = elements[i] { valueLength += 1 }
          i += 1
          if l == character {
            affinity += 1
            settled = true
          } else {
            affinity -= 1
          }
        case .slot(let slot):
          if let taken = slot.take(character) {
            body(taken, offset..<(offset + width))
            output.append(shown(taken, by: slot))
            valueLength += 1
            affinity += 1
            if !slot.repeats { i += 1 }
            settled = true
          } else if slot.isOptional && !slot.repeats {
            affinity -= 1
            i += 1
          } else {
            affinity -= 1
            settled = true
          }
        }
      }
      offset += width
    }
    return (output, valueLength, affinity)
  }

  /// The literals before the first slot (`+1 (`).
  var leadingLiterals: String {
    var result = ""
    for element in elements {
      guard let l = element.literal else { break }
      result.append(l)
    }
    return result
  }

  /// The literals that follow element `i` up to the next slot.
  func literalRun(from i: Int) -> [Character] {
    var result: [Character] = []
    var j = i
    while j < elements.count, let l = elements[j].literal {
      result.append(l)
      j += 1
    }
    return result
  }

  /// Whether any slot of the format takes `character`.
  func anySlotTakes(_ character: Character) -> Bool {
    if let byte = character.asciiValue, byte < 0x80 {
      if byte >= 0x30 && byte <= 0x39 {
        return slotKinds.contains(.digits) || hasCustomSlots && customTakes(character)
      }
      let lower = byte | 0x20
      if lower >= 0x61 && lower <= 0x7A {
        return slotKinds.contains(.letters) || hasCustomSlots && customTakes(character)
      }
      return hasCustomSlots && customTakes(character)
    }
    if slotKinds.contains(.digits) && character.asciiDigit != nil { return true }
    if slotKinds.contains(.letters) && CharacterClasses.letters.matches(character) { return true }
    return hasCustomSlots && customTakes(character)
  }

  /// Whether a custom slot of the format takes `character`.
  func customTakes(_ character: Character) -> Bool {
    for case .slot(let slot) in elements {
      if case .custom = slot.kind, slot.take(character) != nil { return true }
    }
    return false
  }

  /// Whether `character` is a literal that follows an optional slot: typed, it leaves the
  /// optional slots before it empty.
  func skipsOptionalSlots(_ character: Character) -> Bool {
    var afterOptional = false
    for element in elements {
      switch element {
      case .free(let l), .fixed(let l):
        if afterOptional && l == character { return true }
      case .slot(let slot):
        afterOptional = slot.isOptional && !slot.repeats
      }
    }
    return false
  }

  /// Whether `character` is one of the format's literals.
  func hasLiteral(_ character: Character) -> Bool {
    elements.contains { $0.literal == character }
  }
}

extension MaskFormat {
  /// Where one raw character goes, from element `i`: placed (and `i` moved past what it
  /// filled), a mismatch (`i` unchanged), or past the format's end.
  enum Placement { case placed, mismatch, overflow }

  func place(_ c: Character, at i: inout Int, skipped: inout Bool) -> Placement {
    let start = i
    let wasSkipped = skipped
    while i < elements.count {
      switch elements[i] {
      case .free(let l), .fixed(let l):
        i += 1
        if skipped && c == l {
          skipped = false
          return .placed
        }
      case .slot(let slot):
        if slot.take(c) != nil {
          if !slot.repeats { i += 1 }
          skipped = false
          return .placed
        }
        if slot.isOptional && !slot.repeats {
          i += 1
          skipped = true
        } else {
          i = start
          skipped = wasSkipped
          return .mismatch
        }
      }
    }
    // Past the end after an optional slot that does not take it: a mismatch (see `lay`).
    let passedOptional = skipped
    i = start
    skipped = wasSkipped
    return passedOptional ? .mismatch : .overflow
  }

  /// Stands in a paste for a character no slot takes (see `fit`).
  static let gap: Character = "\u{FFFE}"

  /// The raw characters of `inserted` that `lay` can place after `head`, in one pass: a
  /// character no slot takes where it would go is left out (`dropped`), and those past the
  /// format's end are cut (`truncated`). `nil` when `head` itself does not fit.
  func fit(head: Substring, inserted: [Character]) -> (
    kept: [Character], dropped: Bool, truncated: Bool
  )? {
    var i = 0
    var skipped = false
    for c in head where place(c, at: &i, skipped: &skipped) != .placed { return nil }
    var kept: [Character] = []
    kept.reserveCapacity(Swift.min(inserted.count, 64))
    var dropped = false
    for c in inserted {
      if c == Self.gap {
        // A character no slot takes passes the optional slots it meets, as in input-mask-ios
        // (`1122,33` in `[9999][.][99]` is `1122`, `1d11` in `[90]{.}[90]` is `1.11`), when
        // raw characters can say so: the literal after them is then kept as typed, and at the
        // format's end the rest is cut. Anywhere else it is only left out.
        dropped = true
        var j = i
        while j < elements.count, case .slot(let slot) = elements[j], slot.isOptional,
          !slot.repeats
        {
          j += 1
        }
        guard j > i else { continue }
        if j == elements.count { return (kept, dropped, true) }
        if let l = elements[j].literal {
          var skippedThere = true
          var at = j
          if place(l, at: &at, skipped: &skippedThere) == .placed {
            kept.append(l)
            i = at
            skipped = false
          }
        }
        continue
      }
      switch place(c, at: &i, skipped: &skipped) {
      case .placed: kept.append(c)
      case .mismatch:
        // A literal that leaves no optional slot empty is only layout: left out silently.
        if !hasLiteral(c) { dropped = true }
      case .overflow: return (kept, dropped, true)
      }
    }
    return (kept, dropped, false)
  }

  /// Raw characters with those that no longer fit their places left out (after a deletion
  /// shifted a letter into a digit slot), and those past the format's end cut.
  func fitting(_ raw: String) -> String {
    var i = 0
    var skipped = false
    var kept = ""
    for c in raw where place(c, at: &i, skipped: &skipped) == .placed { kept.append(c) }
    return kept
  }
}
