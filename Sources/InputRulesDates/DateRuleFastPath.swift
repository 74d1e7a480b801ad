import InputRules

// One pass over the text for the common key press (a digit typed at the end that the layout
// shows as typed) and for judging the text after an insertion: the text's bytes are checked
// against the layout and the raw characters collected into a small buffer, with no string
// built. Debug builds check both answers against the general path (`DebugCheckedRule`).
extension DateRule {
  /// The most raw characters a format has (`yyyy` and five two-digit fields and `a`).
  static let rawCapacity = 16

  /// The number of raw characters of `text` written into `raw`, when `text` is exactly the
  /// layout of its raw characters; `nil` otherwise (the general path then decides).
  func readLaidOut(_ text: UnsafeBufferPointer<UInt8>, into raw: UnsafeMutableBufferPointer<UInt8>)
    -> Int?
  {
    if text.isEmpty { return 0 }
    let period = format.contains(.dayPeriod)
    var i = 0
    var count = 0
    func isRaw(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (period && (byte == 0x41 || byte == 0x50))
    }
    func expect(_ bytes: [UInt8]) -> Bool {
      guard i + bytes.count <= text.count else { return false }
      for byte in bytes {
        guard text[i] == byte else { return false }
        i += 1
      }
      return true
    }
    guard expect(format.leadingBytes) else { return nil }
    for (index, slot) in format.slots.enumerated() {
      if i == text.count { return count }
      var filled = 0
      while filled < slot.kind.width {
        if i == text.count { return count }
        let byte = text[i]
        guard isRaw(byte), count < raw.count else { return nil }
        raw[count] = byte
        count += 1
        filled += 1
        i += 1
        if slot.kind == .dayPeriod && (byte == 0x41 || byte == 0x50) {
          guard i < text.count, text[i] == 0x4D else { return nil }
          i += 1
        }
      }
      guard expect(format.trailingBytes[index]) else { return nil }
    }
    return i == text.count ? count : nil
  }

  /// A digit typed at the end of laid-out text, inside a field (or finishing one with no
  /// separator after it), that keeps the text able to become a value: shown as typed.
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    guard byte >= 0x30 && byte <= 0x39, range.isEmpty, range.lowerBound == text.utf8.count
    else { return false }
    return Self.withBytes(of: text) { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.rawCapacity) { raw in
        guard let count = readLaidOut(bytes, into: raw), count < format.rawLength,
          let index = format.slotIndex(atRaw: count)
        else { return false }
        let slot = format.slots[index]
        if count + 1 == slot.end && !format.trailingBytes[index].isEmpty { return false }
        raw[count] = byte
        guard
          let candidates = DateCandidates(
            raw: UnsafeBufferPointer(rebasing: raw[0..<(count + 1)]), format: format)
        else { return false }
        return candidates.anyFits(fields: format.isoFields, low: low, high: high)
      }
    }
  }

  /// The judgement of laid-out text read in one pass: empty, incomplete or valid. `nil` for
  /// text that is not laid out or cannot become a value (the general path gives the reason).
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<DateValue>?
  {
    Self.withBytes(of: text) { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.rawCapacity) {
        raw -> Evaluation<DateValue>? in
        guard let count = readLaidOut(bytes, into: raw) else { return nil }
        if count == 0 { return .empty }
        let read = UnsafeBufferPointer(rebasing: raw[0..<count])
        guard let candidates = DateCandidates(raw: read, format: format),
          candidates.anyFits(fields: format.isoFields, low: low, high: high)
        else { return nil }
        guard count == format.rawLength, let value = value(ofRaw: read) else {
          return .incomplete(incompleteReason)
        }
        return .valid(value)
      }
    }
  }
}

extension DateRule {
  /// Reviews an edit: a digit typed at the end of laid-out text is decided in one pass (the
  /// separator after a field it finishes shown at once); any other edit by the shared review
  /// of reformatting rules. Debug builds also run the shared review for the one-pass decisions
  /// and stop when they differ.
  public func review(_ proposal: EditProposal) -> EditDecision {
    guard let decision = reviewTypedAtEnd(proposal) else { return reviewReformatting(proposal) }
    #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
      let general = reviewReformatting(proposal)
      precondition(
        decision == general,
        "DateRule's one-pass review of “\(proposal.replacement)” typed at the end of "
          + "“\(proposal.text)” gave \(decision), the shared review \(general)")
    #endif
    return decision
  }

  /// The decision on an ASCII digit typed at the end of laid-out text that can still become a
  /// value; `nil` for any other edit (a digit to pad, a refused one, a deletion, a paste).
  func reviewTypedAtEnd(_ proposal: EditProposal) -> EditDecision? {
    guard proposal.kind == .typing || proposal.kind == .unspecified,
      proposal.range.isEmpty, proposal.range.lowerBound == proposal.text.endIndex
    else { return nil }
    let key = proposal.replacement.utf8
    guard key.count == 1, let byte = key.first, byte >= 0x30 && byte <= 0x39 else { return nil }
    let text = proposal.text
    let trailing: [UInt8]? = Self.withBytes(of: text) { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.rawCapacity) { raw in
        guard let count = readLaidOut(bytes, into: raw), count < format.rawLength,
          let index = format.slotIndex(atRaw: count)
        else { return nil }
        raw[count] = byte
        guard
          let candidates = DateCandidates(
            raw: UnsafeBufferPointer(rebasing: raw[0..<(count + 1)]), format: format),
          candidates.anyFits(fields: format.isoFields, low: low, high: high)
        else { return nil }
        return count + 1 == format.slots[index].end ? format.trailingBytes[index] : []
      }
    }
    guard let trailing else { return nil }
    var shown = text
    shown.append(Character(Unicode.Scalar(byte)))
    if !trailing.isEmpty { shown += String(decoding: trailing, as: UTF8.self) }
    return reformattingDecision(
      showing: shown, caret: shown.utf16.count, reason: nil, for: proposal)
  }
}
