import InputRules

// One-pass decisions for the most common edit, a digit typed at the end of a card number, and
// for judging the number it makes. Each must decide exactly as the general path (the shared
// review of `ReformattingRule`, `evaluate`); debug builds check every decision taken here
// against it.

extension CardRule {
  /// Reads all-ASCII `bytes` that are exactly the layout of their digits (digits, and a space
  /// wherever `grouped` puts one): what the per-key checks need of the digits. `nil` for any
  /// other text.
  func readLaidOut(_ bytes: UnsafeBufferPointer<UInt8>) -> CardDigits? {
    let length = bytes.count
    var facts = CardDigits()
    // The first four characters are digits in every layout: they tell the brand.
    let head = length < CardBrandTable.prefixDigits ? length : CardBrandTable.prefixDigits
    var index = 0
    while index < head {
      let digit = bytes[index] &- 0x30
      guard digit <= 9 else { return nil }
      facts.prefix = facts.prefix &* 10 &+ Int(digit)
      index &+= 1
    }
    facts.prefixCount = head
    facts.possible = CardBrandTable.brands(startingWith: facts.prefix, count: head)
    // The number of digits the length makes in 4-6-5 (4-6-4) groups, or else in groups of
    // four; which layout applies follows from the brand and that number (`tensAfterFour`).
    let brand = brand(facts)
    facts.count = length &- (length > 11 ? 2 : length > 4 ? 1 : 0)
    let tens = brand == .amex || (brand == .diners && facts.count <= 14)
    if !tens {
      facts.count = length &- length / 5
      if brand == .diners && facts.count <= 14 { return nil }
    }
    // Then each character is a space where the layout puts one, a digit elsewhere; the last is
    // a digit.
    if length > 0 && bytes[length &- 1] == 0x20 { return nil }
    if tens {
      while index < length {
        let byte = bytes[index]
        if index == 4 || index == 11 {
          guard byte == 0x20 else { return nil }
        } else {
          guard byte &- 0x30 <= 9 else { return nil }
        }
        index &+= 1
      }
    } else {
      // `place` is the index's place in its group of five characters (a space, four digits).
      var place = 0
      while index < length {
        let byte = bytes[index]
        if place == 0 {
          guard byte == 0x20 else { return nil }
        } else {
          guard byte &- 0x30 <= 9 else { return nil }
        }
        place = place == 4 ? 0 : place &+ 1
        index &+= 1
      }
    }
    return facts
  }

  /// The digit `byte` typed after the laid-out ASCII number `bytes`: `true` when it is taken
  /// as typed, `false` when a group space comes before it, `nil` when the general path decides
  /// (the key is refused, or the digits before it are laid out anew).
  func typedAtEnd(_ byte: UInt8, after bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard byte >= 0x30 && byte <= 0x39, let facts = readLaidOut(bytes) else { return nil }
    var next = facts
    next.count &+= 1
    if next.prefixCount < CardBrandTable.prefixDigits {
      next.prefix = next.prefix &* 10 &+ Int(byte &- 0x30)
      next.prefixCount &+= 1
      next.possible = CardBrandTable.brands(startingWith: next.prefix, count: next.prefixCount)
    }
    let candidates = next.possible.intersection(accepted)
    guard !candidates.isEmpty, next.count <= candidates.longestLength else { return nil }
    let tenAfterFour = tensAfterFour(next)
    // Groups differ only after the fourth digit; past it, a change regroups the digits typed.
    if facts.count > 4 && tenAfterFour != tensAfterFour(facts) { return nil }
    return !Self.groupStarts(at: facts.count, tenAfterFour: tenAfterFour)
  }

  /// A digit typed at the end of ASCII text, decided in one pass; `nil` for any other edit.
  func reviewTypedAtEnd(_ proposal: EditProposal) -> EditDecision? {
    guard shownDigits == nil, proposal.range.isEmpty,
      proposal.range.lowerBound == proposal.text.endIndex,
      proposal.kind == .typing || proposal.kind == .unspecified
    else { return nil }
    let key = proposal.replacement.utf8
    guard key.count == 1, let byte = key.first else { return nil }
    return withASCII(proposal.text) { bytes -> EditDecision? in
      guard let asTyped = typedAtEnd(byte, after: bytes) else { return nil }
      if asTyped { return .accept }
      let count = bytes.count &+ 2
      let text = String(unsafeUninitializedCapacity: count) { buffer in
        for index in 0..<bytes.count { buffer[index] = bytes[index] }
        buffer[bytes.count] = 0x20
        buffer[bytes.count &+ 1] = byte
        return count
      }
      return .reformat(text: text, selection: count..<count, reason: nil)
    }
  }

  /// Carries the edit out on the digits and lays them out again; a digit typed at the end is
  /// decided in one pass.
  public func review(_ proposal: EditProposal) -> EditDecision {
    if let decision = reviewTypedAtEnd(proposal) {
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        internalCheck(
          decision, agreesWith: reviewReformatting(proposal),
          "the one-pass card decision (reviewTypedAtEnd)",
          "\(proposal.replacement.debugDescription) typed after \(proposal.text.debugDescription)")
      #endif
      return decision
    }
    return reviewReformatting(proposal)
  }

  /// A digit typed at the end that only appends itself: taken without a review.
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    guard shownDigits == nil, range.isEmpty else { return false }
    return withASCII(text) { bytes -> Bool? in
      guard range.lowerBound == bytes.count else { return nil }
      return typedAtEnd(byte, after: bytes)
    } == true
  }

  /// Laid-out ASCII text judged in one pass, without collecting its digits unless valid.
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<String>?
  {
    // Read for ASCII digits only; a field showing the locale's digits takes the general path.
    guard shownDigits == nil else { return nil }
    return withASCII(text) { bytes -> Evaluation<String>? in
      guard !bytes.isEmpty, let facts = readLaidOut(bytes) else { return nil }
      return judge(
        facts, passesLuhn: { Self.passesLuhn(laidOut: bytes) },
        digits: {
          String(unsafeUninitializedCapacity: facts.count) { buffer in
            var n = 0
            for byte in bytes where byte != 0x20 {
              buffer[n] = byte
              n &+= 1
            }
            return n
          }
        })
    }
  }

  /// The Luhn check of laid-out ASCII digits (spaces skipped).
  static func passesLuhn(laidOut bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var sum = 0
    var doubled = false
    var index = bytes.count
    while index > 0 {
      index &-= 1
      let byte = bytes[index]
      if byte == 0x20 { continue }
      var value = Int(byte &- 0x30)
      if doubled {
        value &*= 2
        if value > 9 { value &-= 9 }
      }
      sum &+= value
      doubled.toggle()
    }
    return sum % 10 == 0
  }
}
