import InputRules

// One pass over the text for the common key press (a digit typed at the end that the layout
// shows as typed) and for judging the text after an insertion: the text's bytes are checked
// against the layout and the raw characters collected into a small buffer, with no string
// built. Debug builds check both answers against the general path (`DebugCheckedRule`).
extension DateRule {
  /// The most raw characters a format has (`yyyy` and five two-digit fields and `a`).
  static let rawCapacity = 16

  /// The number of raw characters of `text` written into `raw`, when `text` is exactly the
  /// layout of its raw characters, each of its field's kind; `nil` otherwise (the general path
  /// then decides). Read against the format's `template`: the text is a prefix of a complete
  /// date's text that ends where a raw character goes next, or at the end, and that holds a
  /// raw character unless empty.
  func readLaidOut(
    _ text: UnsafeBufferPointer<UInt8>, template: UnsafeBufferPointer<UInt16>,
    into raw: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    let length = text.count
    if length == 0 { return 0 }
    guard length <= template.count, raw.count >= format.rawLength else { return nil }
    var count = 0
    var i = 0
    while i < length {
      let code = template[i]
      let byte = text[i]
      if code == DateFormat.digitCode {
        guard byte &- 0x30 <= 9 else { return nil }
        raw[count] = byte
        count &+= 1
      } else if code == DateFormat.dayPeriodCode {
        guard byte == 0x41 || byte == 0x50 else { return nil }
        raw[count] = byte
        count &+= 1
      } else {
        guard UInt16(byte) == code else { return nil }
      }
      i &+= 1
    }
    // The layout of no raw character is the empty text (not a literal before the first field).
    guard count > 0, length == template.count || template[length] >= DateFormat.digitCode
    else { return nil }
    return count
  }

  /// The digit `byte` typed at the end of `text`: `nil` unless `text` is laid out and the digit
  /// goes next and keeps the text able to become a value (and, with `alone`, no layout follows
  /// it); otherwise how many bytes of layout follow it (the separator after the field it
  /// finishes, or none). Where the digit goes is asked of the template before the text is read.
  func typedAtEnd(_ byte: UInt8, after text: UnsafeBufferPointer<UInt8>, alone: Bool) -> Int? {
    guard byte &- 0x30 <= 9 else { return nil }
    return format.template.withUnsafeBufferPointer { template -> Int? in
      let length = text.count
      guard length < template.count, template[length] == DateFormat.digitCode else {
        return nil
      }
      var end = length &+ 1
      while end < template.count && template[end] < DateFormat.digitCode { end &+= 1 }
      if alone && end != length &+ 1 { return nil }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.rawCapacity) {
        raw -> Int? in
        guard let count = readLaidOut(text, template: template, into: raw) else { return nil }
        raw[count] = byte
        guard
          let candidates = DateCandidates(
            raw: UnsafeBufferPointer(rebasing: raw[0..<(count &+ 1)]), format: format),
          candidates.anyFits(fields: format.isoFields, low: low, high: high)
        else { return nil }
        return end &- length &- 1
      }
    }
  }

  /// A digit typed at the end of laid-out text, inside a field (or finishing one with no
  /// separator after it), that keeps the text able to become a value: shown as typed.
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    guard shownDigits == nil, range.isEmpty, byte &- 0x30 <= 9 else { return false }
    return withBytes(of: text) { bytes in
      range.lowerBound == bytes.count && typedAtEnd(byte, after: bytes, alone: true) == 0
    }
  }

  /// The judgement of laid-out text read in one pass: empty, incomplete or valid. `nil` for
  /// text that is not laid out or cannot become a value (the general path gives the reason).
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<DateValue>?
  {
    // Read for ASCII digits only; a field showing the locale's digits takes the general path.
    guard shownDigits == nil else { return nil }
    // The closures answer with a small code (the evaluation is made outside them, not copied
    // out of them): -1 for none, 0 empty, 1 incomplete, 2 valid (`complete`).
    var complete = DateValue()
    let judged = withBytes(of: text) { bytes -> Int8 in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.rawCapacity) { raw -> Int8 in
        let read = format.template.withUnsafeBufferPointer {
          readLaidOut(bytes, template: $0, into: raw)
        }
        guard let count = read else { return -1 }
        if count == 0 { return 0 }
        let typed = UnsafeBufferPointer(rebasing: raw[0..<count])
        guard let candidates = DateCandidates(raw: typed, format: format),
          candidates.anyFits(fields: format.isoFields, low: low, high: high)
        else { return -1 }
        guard count == format.rawLength, let value = value(ofRaw: typed) else { return 1 }
        complete = value
        return 2
      }
    }
    switch judged {
    case 0: return .empty
    case 1: return .incomplete(incompleteReason)
    case 2: return .valid(complete)
    default: return nil
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
      internalCheck(
        decision, agreesWith: reviewReformatting(proposal),
        "the one-pass date decision (reviewTypedAtEnd)",
        "\(proposal.replacement.debugDescription) typed after \(proposal.text.debugDescription)")
    #endif
    return decision
  }

  /// The decision on an ASCII digit typed at the end of laid-out text that can still become a
  /// value; `nil` for any other edit (a digit to pad, a refused one, a deletion, a paste).
  func reviewTypedAtEnd(_ proposal: EditProposal) -> EditDecision? {
    guard shownDigits == nil, proposal.kind == .typing || proposal.kind == .unspecified,
      proposal.range.isEmpty, proposal.range.lowerBound == proposal.text.endIndex
    else { return nil }
    let key = proposal.replacement.utf8
    guard key.count == 1, let byte = key.first, byte >= 0x30 && byte <= 0x39 else { return nil }
    let text = proposal.text
    let shown: String? = withBytes(of: text) { bytes in
      guard let layout = typedAtEnd(byte, after: bytes, alone: false) else { return nil }
      if layout == 0 { return "" }
      // The text, the digit and the separator after the field it finishes.
      let length = bytes.count
      return format.template.withUnsafeBufferPointer { template in
        String(unsafeUninitializedCapacity: length &+ 1 &+ layout) { buffer in
          for i in 0..<length { buffer[i] = bytes[i] }
          buffer[length] = byte
          for i in (length &+ 1)..<(length &+ 1 &+ layout) { buffer[i] = UInt8(template[i]) }
          return length &+ 1 &+ layout
        }
      }
    }
    guard let shown else { return nil }
    // The digit alone is what the edit proposes.
    if shown.isEmpty { return .accept }
    return reformattingDecision(
      showing: shown, caret: shown.utf16.count, reason: nil, for: proposal)
  }
}
