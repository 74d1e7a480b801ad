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
      // In a field that shows numbers internationally, digits without `+` (none, or the start
      // of a prefix) may be written with `+` and the calling code.
      if alwaysInternational && bytes.first != 0x2B { return nil }
      var raw: [UInt8] = []
      raw.reserveCapacity(bytes.count + 1)
      for byte in bytes
      where byte == 0x2B || (byte >= 0x30 && byte <= 0x39) || !Self.isLayoutByte(byte) {
        raw.append(byte)
      }
      raw.append(byte)
      let reading = raw.withUnsafeBufferPointer { read(rawBytes: $0, skippingLayout: false) }
      if case .dead(let why) = reading.status { return .reject(why) }
      let shown = layout(reading)
      return reformattingDecision(
        showing: shown, caret: shown.utf8.count, reason: nil, for: proposal)
    }
  }

  /// Carries the edit out on the raw characters and lays them out again; a digit typed at the
  /// end is decided with one reading.
  public func review(_ proposal: EditProposal) -> EditDecision {
    if alwaysInternational, let decision = keepingPlus(proposal) { return decision }
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
    let evaluation = evaluation(of: readLaidOut(text) ?? read(rawCharacters(of: text)))
    #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
      internalCheck(
        evaluation, agreesWith: evaluate(text), "the phone judgement after an insertion",
        text.debugDescription)
    #endif
    return evaluation
  }
}

extension PhoneRule {
  /// For a field that shows numbers internationally, an edit that takes out the `+` of a number
  /// and leaves digits after it: the `+` stays, and the edit is made after it. Otherwise the
  /// digits left would be read as a national number, another one (`+49 1512 3456789` without
  /// its `+` would be `491 5123456789`, the number `+494915123456789`), in a field whose numbers
  /// are all shown with `+`. Deleting the `+` alone changes nothing; deleting `+49` leaves the
  /// digits after `+`, as deleting `49` does in any field; deleting everything empties the
  /// field. `nil` for any other edit.
  func keepingPlus(_ proposal: EditProposal) -> EditDecision? {
    let text = proposal.text
    let upper = proposal.utf16Range.upperBound
    guard proposal.utf16Range.lowerBound == 0, upper > 0, text.utf8.first == 0x2B else {
      return nil
    }
    if let first = proposal.replacement.first, first == "+" || first == "\u{FF0B}" { return nil }
    var digitsAfter = false
    forEachRawCharacter(in: text) { _, range in
      if range.lowerBound >= upper { digitsAfter = true }
      return !digitsAfter
    }
    guard digitsAfter else { return nil }
    if upper == 1 && proposal.isDeletion {
      return .reformat(text: text, selection: 1..<1, reason: nil)
    }
    let afterPlus = text.index(after: text.startIndex)
    let shifted = EditProposal(
      text: text, range: afterPlus..<proposal.range.upperBound, utf16Range: 1..<upper,
      replacement: proposal.replacement, kind: proposal.kind)
    switch reviewReformatting(shifted) {
    case .accept:
      let caret = 1 + proposal.replacement.utf16.count
      return .reformat(text: shifted.proposedText, selection: caret..<caret, reason: nil)
    case .substitute(let replacement, let reason):
      var result = text
      result.replaceSubrange(afterPlus..<proposal.range.upperBound, with: replacement)
      let caret = 1 + replacement.utf16.count
      return .reformat(text: result, selection: caret..<caret, reason: reason)
    case let decision: return decision
    }
  }
}

extension PhoneRule: DebugCheckedRule {}
