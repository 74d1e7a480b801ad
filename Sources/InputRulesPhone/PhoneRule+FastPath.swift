import InputRules

// One-read decisions for the most common edit, a digit typed at the end of a phone number, and
// for judging the number an insertion made. Each must decide exactly as the general path (the
// shared review of `ReformattingRule`, `evaluate`); debug builds check every decision taken
// here against it.

extension PhoneRule {
  /// An ASCII digit typed at the end of ASCII text with no selection, decided with one reading
  /// of the digits it makes; `nil` for any other edit.
  func reviewTypedAtEnd(_ proposal: EditProposal) -> EditDecision? {
    guard proposal.range.isEmpty, proposal.range.lowerBound == proposal.text.endIndex,
      proposal.kind == .typing || proposal.kind == .unspecified
    else { return nil }
    let key = proposal.replacement.utf8
    guard key.count == 1, let byte = key.first, byte >= 0x30 && byte <= 0x39 else { return nil }
    return withASCII(proposal.text) { bytes -> EditDecision? in
      // A first digit in a field that shows numbers internationally brings the calling code.
      if alwaysInternational && bytes.isEmpty { return nil }
      var raw: [UInt8] = []
      raw.reserveCapacity(bytes.count + 1)
      for byte in bytes
      where byte == 0x2B || (byte >= 0x30 && byte <= 0x39) || !Self.isLayoutByte(byte) {
        raw.append(byte)
      }
      raw.append(byte)
      let reading = read(String(decoding: raw, as: UTF8.self))
      if case .dead(let why) = reading.status { return .reject(why) }
      let shown = layout(reading)
      return reformattingDecision(
        showing: shown, caret: shown.utf8.count, reason: nil, for: proposal)
    }
  }

  /// Carries the edit out on the raw characters and lays them out again; a digit typed at the
  /// end is decided with one reading.
  public func review(_ proposal: EditProposal) -> EditDecision {
    if let decision = reviewTypedAtEnd(proposal) {
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        internalCheck(
          decision, agreesWith: reviewReformatting(proposal),
          "the one-reading phone decision (reviewTypedAtEnd)",
          "\(proposal.replacement.debugDescription) typed after \(proposal.text.debugDescription)")
      #endif
      return decision
    }
    return reviewReformatting(proposal)
  }

  /// Text an accepted insertion made in laid-out text is the layout of its raw characters (the
  /// shared review shows nothing else), so it is judged as they read, without laying them out
  /// again to compare. Text that was invalid may not be laid out (a deleted composition leaves
  /// `+49 `), and a key that passes a layout character keeps it as it is: `nil`, so it is judged
  /// whole.
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<PhoneNumber>?
  {
    if text.isEmpty { return .empty }
    if previous == .invalid { return nil }
    let evaluation = evaluation(of: read(rawCharacters(of: text)))
    #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
      internalCheck(
        evaluation, agreesWith: evaluate(text), "the phone judgement after an insertion",
        text.debugDescription)
    #endif
    return evaluation
  }
}

extension PhoneRule: DebugCheckedRule {}
