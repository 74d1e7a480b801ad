import InputRules

/// A format whose literals are all ASCII and whose slots are the built-in ones, as bytes: the
/// most common key presses (a key typed at the end of the text) and the judging of ASCII text
/// are decided from it in one pass over the text's bytes, without building characters.
///
/// Every answer is the general path's (`MaskRule.review` through the shared reformatting
/// review, and `MaskRule.evaluate`); where the two could differ (a key equal to a literal, an
/// optional slot passed over, a length limit reached, text not in the mask's own layout) the
/// fast path does not answer.
struct ASCIIMaskFormat: Hashable, Sendable {
  /// Per element: a literal (`literalFlag`, with `fixedFlag` for a `{}` one, and the byte in the
  /// low bits) or a slot (`digitFlag`, `letterFlag`, `optionalFlag`, `repeatsFlag`).
  let codes: [UInt16]
  /// Whether every element is a literal or a slot that is neither optional nor repeats: the
  /// text's byte at offset `i` is then element `i`, and reading it takes one comparison a byte.
  let isFixedLayout: Bool
  /// The index of the last slot, or -1 when there is none.
  let lastSlot: Int

  static let literalFlag: UInt16 = 0x100
  static let fixedFlag: UInt16 = 0x200
  static let digitFlag: UInt16 = 0x1
  static let letterFlag: UInt16 = 0x2
  static let optionalFlag: UInt16 = 0x4
  static let repeatsFlag: UInt16 = 0x8

  /// The format's codes; `nil` when it has none, as when it shows the locale's digits (the
  /// one-pass paths write and read ASCII digits only).
  init?(_ format: MaskFormat) {
    guard let codes = format.asciiCodes else { return nil }
    self.init(codes: codes)
  }

  init(codes: [UInt16]) {
    self.codes = codes
    isFixedLayout = codes.allSatisfy {
      $0 & Self.literalFlag != 0 || $0 & (Self.optionalFlag | Self.repeatsFlag) == 0
    }
    lastSlot = codes.lastIndex { $0 & Self.literalFlag == 0 } ?? -1
  }

  init?(elements: [MaskElement]) {
    var codes: [UInt16] = []
    codes.reserveCapacity(elements.count)
    for element in elements {
      switch element {
      case .free(let c), .fixed(let c):
        guard let byte = c.asciiValue, byte != 0x0D, byte != 0x0A else { return nil }
        var code = Self.literalFlag | UInt16(byte)
        if case .fixed = element { code |= Self.fixedFlag }
        codes.append(code)
      case .slot(let slot):
        var code: UInt16
        switch slot.kind {
        case .digit: code = Self.digitFlag
        case .letter: code = Self.letterFlag
        case .alphanumeric: code = Self.digitFlag | Self.letterFlag
        case .custom: return nil
        }
        if slot.isOptional { code |= Self.optionalFlag }
        if slot.repeats { code |= Self.repeatsFlag }
        codes.append(code)
      }
    }
    self.init(codes: codes)
  }

  @inline(__always)
  static func slotTakes(_ code: UInt16, _ byte: UInt8) -> Bool {
    if byte >= 0x30 && byte <= 0x39 { return code & digitFlag != 0 }
    let lower = byte | 0x20
    return lower >= 0x61 && lower <= 0x7A && code & letterFlag != 0
  }

  /// Where an all-ASCII text in the format's own layout ends.
  struct End {
    /// The element after the last slot character (0 when there is none).
    var afterRaw: Int
    /// How many literals the text shows after it.
    var shown: Int
    /// Slot characters in the text.
    var rawCount: Int
  }

  /// Reads `bytes` (all ASCII) strictly; `nil` when the text is not in the format's own layout
  /// as far as one pass can tell (the general path then decides).
  func end(of bytes: UnsafeBufferPointer<UInt8>) -> End? {
    if isFixedLayout { return fixedEnd(of: bytes) }
    var end = End(afterRaw: 0, shown: 0, rawCount: 0)
    var i = 0
    let n = codes.count
    // Whether an optional slot was passed over since the last slot character.
    var passedOptional = false
    for byte in bytes {
      while true {
        guard i < n else { return nil }
        let code = codes[i]
        if code & Self.literalFlag != 0 {
          guard UInt8(truncatingIfNeeded: code) == byte else { return nil }
          // A literal after an unfilled optional slot may be a raw character (typed to leave
          // the slot empty) or only layout, and which one only the rest of the text tells
          // (`00` in `[a]{0}[00]` holds the kept `0` typed, then a digit): the general path's
          // search decides.
          if passedOptional { return nil }
          i += 1
          end.shown += 1
          break
        }
        if Self.slotTakes(code, byte) {
          end.rawCount += 1
          end.shown = 0
          passedOptional = false
          if code & Self.repeatsFlag == 0 { i += 1 }
          end.afterRaw = i
          break
        }
        guard code & (Self.optionalFlag | Self.repeatsFlag) != 0 else { return nil }
        passedOptional = true
        i += 1
      }
    }
    if passedOptional && end.shown > 0 { return nil }
    return end
  }

  /// `end(of:)` for a fixed layout: byte `i` is element `i`, so the text is in the layout when
  /// each byte is its element's literal or a character its slot takes.
  private func fixedEnd(of bytes: UnsafeBufferPointer<UInt8>) -> End? {
    codes.withUnsafeBufferPointer { codes -> End? in
      guard bytes.count <= codes.count else { return nil }
      var end = End(afterRaw: 0, shown: 0, rawCount: 0)
      for i in 0..<bytes.count {
        let code = codes[i]
        let byte = bytes[i]
        if code & Self.literalFlag != 0 {
          guard UInt8(truncatingIfNeeded: code) == byte else { return nil }
          end.shown &+= 1
        } else {
          guard Self.slotTakes(code, byte) else { return nil }
          end.rawCount &+= 1
          end.shown = 0
          end.afterRaw = i &+ 1
        }
      }
      return end
    }
  }

  /// The literals that follow element `i`.
  func runLength(from i: Int) -> Int {
    var j = i
    while j < codes.count && codes[j] & Self.literalFlag != 0 { j += 1 }
    return j - i
  }
}

extension MaskRule {
  /// What a key typed at the end of all-ASCII text appends, as the general path lays it out:
  /// the literals not shown yet before the slot, the key, and (autocomplete) the literals after
  /// it. `nil` when the general path must decide.
  @inline(__always)
  func appendedAtEnd(_ key: UInt8, to bytes: UnsafeBufferPointer<UInt8>) -> (
    before: Int, slot: Int, after: Int
  )? {
    guard let format = asciiFormat, key >= 0x20, key < 0x7F, let end = format.end(of: bytes)
    else { return nil }
    let codes = format.codes
    let run = format.runLength(from: end.afterRaw)
    // What the general path takes as the next literal to show: every literal of the run is
    // shown already when slot characters come before it and literals are written at once.
    let shown = end.rawCount > 0 && autocomplete ? run : end.shown
    if shown < run && UInt8(truncatingIfNeeded: codes[end.afterRaw + shown]) == key {
      return nil
    }
    let slot = end.afterRaw + run
    guard slot < codes.count else { return nil }
    let code = codes[slot]
    guard code & ASCIIMaskFormat.optionalFlag == 0 || code & ASCIIMaskFormat.repeatsFlag != 0,
      ASCIIMaskFormat.slotTakes(code, key)
    else { return nil }
    let after =
      autocomplete
      ? format.runLength(from: code & ASCIIMaskFormat.repeatsFlag != 0 ? slot : slot + 1) : 0
    // The literals the text does not show yet are written before the key.
    let before = run - end.shown
    if let maxLength, bytes.count + before + 1 + after > maxLength { return nil }
    return (before, slot, after)
  }

  /// A key typed at the end that only appends itself: taken without a review.
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    guard range.isEmpty, asciiFormat != nil else { return false }
    return withASCII(text) { bytes -> Bool? in
      guard range.lowerBound == bytes.count, let appended = appendedAtEnd(byte, to: bytes)
      else { return nil }
      return appended.before == 0 && appended.after == 0
    } ?? false
  }

  /// The judgement after a key `acceptsTypedASCII` took: it took the key only at the end of
  /// text in the layout, into a slot with no literal to write around it. In a fixed layout the
  /// key's offset is its slot's index, so the text is incomplete until the last slot is filled;
  /// only then is it read again, for its value.
  public func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<String>?
  {
    guard let format = asciiFormat, format.isFixedLayout else { return nil }
    if offset < format.lastSlot { return .incomplete(incompleteReason) }
    return evaluateASCII(text)
  }

  /// A key typed at the end of ASCII text, decided in one pass: the key with the literals the
  /// layout writes around it. `nil` for any other edit.
  func reviewTypedAtEnd(_ proposal: EditProposal) -> EditDecision? {
    guard proposal.range.isEmpty, proposal.range.lowerBound == proposal.text.endIndex,
      proposal.kind == .typing || proposal.kind == .unspecified
    else { return nil }
    let key = proposal.replacement.utf8
    guard key.count == 1, let byte = key.first, asciiFormat != nil else { return nil }
    return withASCII(proposal.text) { bytes -> EditDecision? in
      guard let appended = appendedAtEnd(byte, to: bytes), let codes = asciiFormat?.codes else {
        return nil
      }
      if appended.before == 0 && appended.after == 0 { return .accept }
      // The literals before, the key and the literals after, written as bytes.
      let from = appended.slot - appended.before
      let resume =
        codes[appended.slot] & ASCIIMaskFormat.repeatsFlag != 0 ? appended.slot : appended.slot + 1
      let count = appended.before + 1 + appended.after
      let text = String(unsafeUninitializedCapacity: count) { buffer in
        var n = 0
        var i = from
        while i < appended.slot {
          buffer[n] = UInt8(truncatingIfNeeded: codes[i])
          n += 1
          i += 1
        }
        buffer[n] = byte
        n += 1
        i = resume
        while n < count {
          buffer[n] = UInt8(truncatingIfNeeded: codes[i])
          n += 1
          i += 1
        }
        return n
      }
      return .substitute(text, reason: nil)
    }
  }

  /// How ASCII text in the format's own layout is judged, in one pass; `nil` for other text.
  func evaluateASCII(_ text: String) -> Evaluation<String>? {
    guard asciiFormat != nil else { return nil }
    return withASCII(text) { bytes -> Evaluation<String>? in
      guard let format = asciiFormat, let end = format.end(of: bytes) else { return nil }
      let codes = format.codes
      if end.rawCount == 0 { return nil }
      // The text shows literals after the last slot character only as far as the run goes.
      guard end.shown <= format.runLength(from: end.afterRaw) else { return nil }
      if let maxLength, bytes.count > maxLength { return nil }
      // In a fixed layout every slot is required: the text is complete once the last is filled.
      if format.isFixedLayout && end.afterRaw <= format.lastSlot {
        return .incomplete(incompleteReason)
      }
      var j = format.isFixedLayout ? codes.count : end.afterRaw
      while j < codes.count {
        let code = codes[j]
        if code & ASCIIMaskFormat.literalFlag == 0 && code & ASCIIMaskFormat.optionalFlag == 0
          && code & ASCIIMaskFormat.repeatsFlag == 0
        {
          return .incomplete(incompleteReason)
        }
        j += 1
      }
      // Complete: the value is the slot characters and the `{}` literals, all of them, written
      // as bytes in two passes (one to count: a value of up to 15 bytes then needs no heap).
      func write(into value: UnsafeMutableBufferPointer<UInt8>?) -> Int {
        var n = 0
        var i = 0
        for byte in bytes {
          while true {
            let code = codes[i]
            if code & ASCIIMaskFormat.literalFlag != 0 {
              if code & ASCIIMaskFormat.fixedFlag != 0 {
                value?[n] = byte
                n += 1
              }
              i += 1
              break
            }
            if ASCIIMaskFormat.slotTakes(code, byte) {
              value?[n] = byte
              n += 1
              if code & ASCIIMaskFormat.repeatsFlag == 0 { i += 1 }
              break
            }
            i += 1
          }
        }
        while i < codes.count {
          let code = codes[i]
          if code & ASCIIMaskFormat.fixedFlag != 0 {
            value?[n] = UInt8(truncatingIfNeeded: code)
            n += 1
          }
          i += 1
        }
        return n
      }
      let value = String(unsafeUninitializedCapacity: write(into: nil)) { write(into: $0) }
      return .valid(value)
    }
  }
}

extension MaskFormat {
  /// `lay` for all-ASCII raw characters in a format with ASCII literals and built-in slots, in
  /// one pass over bytes. The same result as the general `lay`.
  func layASCII(_ raw: UnsafeBufferPointer<UInt8>, codes: [UInt16], trailing: TrailingLiterals)
    -> MaskLaidOut
  {
    var result = MaskLaidOut()
    let n = codes.count
    let capacity = n + raw.count
    var r = 0
    var i = 0
    var j = 0
    var failed = false
    // The first optional slot passed over since the last slot character (see `lay`).
    var skippedAt = -1
    var valueText = ""
    result.text = String(unsafeUninitializedCapacity: capacity) { text in
      var t = 0
      valueText = String(unsafeUninitializedCapacity: capacity) { value in
        var v = 0
        var skipped = false
        while i < n && r < raw.count {
          let code = codes[i]
          if code & ASCIIMaskFormat.literalFlag != 0 {
            text[t] = UInt8(truncatingIfNeeded: code)
            t += 1
            if code & ASCIIMaskFormat.fixedFlag != 0 {
              value[v] = UInt8(truncatingIfNeeded: code)
              v += 1
            }
            i += 1
            if skipped && raw[r] == UInt8(truncatingIfNeeded: code) {
              r += 1
              skipped = false
              skippedAt = -1
            }
          } else if ASCIIMaskFormat.slotTakes(code, raw[r]) {
            text[t] = raw[r]
            t += 1
            value[v] = raw[r]
            v += 1
            r += 1
            skipped = false
            skippedAt = -1
            if code & ASCIIMaskFormat.repeatsFlag == 0 { i += 1 }
          } else if code & ASCIIMaskFormat.optionalFlag != 0
            && code & ASCIIMaskFormat.repeatsFlag == 0
          {
            if skippedAt < 0 { skippedAt = i }
            i += 1
            skipped = true
          } else {
            failed = true
            return v
          }
        }
        if r < raw.count {
          failed = true
          return v
        }
        // The literals that follow.
        j = i
        var limit: Int
        switch trailing {
        case .none: limit = 0
        case .all: limit = Int.max
        case .count(let k): limit = k
        }
        while limit > 0 && j < n && codes[j] & ASCIIMaskFormat.literalFlag != 0 {
          text[t] = UInt8(truncatingIfNeeded: codes[j])
          t += 1
          if codes[j] & ASCIIMaskFormat.fixedFlag != 0 {
            value[v] = UInt8(truncatingIfNeeded: codes[j])
            v += 1
          }
          j += 1
          limit -= 1
        }
        var complete = true
        var k = i
        while k < n {
          let code = codes[k]
          if code & ASCIIMaskFormat.literalFlag == 0
            && code & (ASCIIMaskFormat.optionalFlag | ASCIIMaskFormat.repeatsFlag) == 0
          {
            complete = false
            break
          }
          k += 1
        }
        result.isComplete = complete
        if complete {
          // Fixed literals still to come belong to a complete value.
          while j < n {
            if codes[j] & ASCIIMaskFormat.fixedFlag != 0 {
              value[v] = UInt8(truncatingIfNeeded: codes[j])
              v += 1
            }
            j += 1
          }
        }
        return v
      }
      return t
    }
    result.value = valueText
    result.nextElement = i
    if failed {
      if r < raw.count, i < n, case .slot(let slot) = elements[i] {
        result.failure = .mismatch(
          rawOffset: r, character: Character(Unicode.Scalar(raw[r])), expected: slot)
      } else if r < raw.count, skippedAt >= 0, case .slot(let slot) = elements[skippedAt] {
        result.failure = .mismatch(
          rawOffset: r, character: Character(Unicode.Scalar(raw[r])), expected: slot)
      } else {
        result.failure = .overflow(capacity: slotCapacity)
      }
      result.isComplete = false
    }
    return result
  }
}
