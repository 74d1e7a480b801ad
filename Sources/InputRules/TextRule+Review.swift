extension TextRule {
  public func review(_ proposal: EditProposal) -> EditDecision {
    if proposal.isDeletion { return .accept }
    var insert = proposal.replacement
    for transform in transforms { insert = transform(insert) }
    var converted = false
    if let letterCase {
      let cased = letterCase == .upper ? insert.uppercased() : insert.lowercased()
      if cased != insert {
        insert = cased
        converted = true
      }
    }
    if proposal.isKeystroke {
      return reviewKeystroke(insert, converted: converted, proposal)
    }
    return reviewMultiCharacter(insert, converted: converted, proposal)
  }

  private func reviewKeystroke(_ insert: String, converted: Bool, _ proposal: EditProposal)
    -> EditDecision
  {
    for character in insert {
      if let refusal = refusal(of: character) { return .reject(refusal) }
    }
    if let limit = firstLimitExceeded(inserting: insert, proposal) {
      return .reject(tooLongReason(limit))
    }
    if converted || insert != proposal.replacement {
      return .substitute(insert, reason: converted ? caseReason : nil)
    }
    return .accept
  }

  private func reviewMultiCharacter(_ insert: String, converted: Bool, _ proposal: EditProposal)
    -> EditDecision
  {
    var kept = insert
    var firstRefusal: Reason?
    // One pass to find the first refused character; most pastes have none.
    var firstRefused: String.Index?
    var i = insert.startIndex
    while i < insert.endIndex {
      let next = insert.index(after: i)
      if let refusal = refusal(of: insert[i]) {
        firstRefusal = refusal
        firstRefused = i
        break
      }
      i = next
    }
    if let start = firstRefused, let reason = firstRefusal {
      if onPaste == .reject { return .reject(reason) }
      var filtered = String(insert[..<start])
      filtered.reserveCapacity(insert.utf8.count)
      for character in insert[start...] where refusal(of: character) == nil {
        filtered.append(character)
      }
      kept = filtered
      if kept.isEmpty { return .reject(reason) }
    }
    var truncated = false
    if let limit = firstLimitExceeded(inserting: kept, proposal) {
      if onOverflow == .reject { return .reject(tooLongReason(limit)) }
      kept = prefixThatFits(kept, proposal)
      truncated = true
      if kept.isEmpty { return .reject(tooLongReason(limit)) }
    }
    if kept == proposal.replacement { return .accept }
    let reason: Reason?
    if truncated {
      let limit = lengthLimits.first!
      reason = Reason(
        .truncated,
        firstRefused == nil
          ? "Only what fits in \(limit.count) \(limit.unit.noun) was kept."
          : "Characters that are not accepted were dropped and the rest cut to \(limit.count) \(limit.unit.noun)."
      )
    } else if firstRefused != nil {
      reason = Reason(.filtered, "Characters that are not accepted here were dropped.")
    } else {
      reason = converted ? caseReason : nil
    }
    return .substitute(kept, reason: reason)
  }

  /// Why a character is refused, or `nil` when it is accepted.
  @inlinable
  func refusal(of character: Character) -> Reason? {
    if character.isControlOrLineBreak && !(isMultiline && character.isLineBreakOrTab) {
      return Reason(
        .disallowedCharacter,
        isMultiline
          ? "Control characters (\(character.visibleDescription)) are not accepted."
          : "Line breaks, tabs and control characters (\(character.visibleDescription)) are not accepted in a single-line field."
      )
    }
    if !excluded.isEmpty && excluded.contains(character) {
      return Reason(.disallowedCharacter, "\(character.visibleDescription) is not accepted here.")
    }
    if let allowed, !allowed.contains(character) {
      return Reason(.disallowedCharacter, "\(character.visibleDescription) is not accepted here.")
    }
    return nil
  }

  /// The first limit the edit would exceed, if any.
  func firstLimitExceeded(inserting insert: String, _ proposal: EditProposal) -> LengthLimit? {
    if lengthLimits.isEmpty { return nil }
    let text = proposal.text
    let removedBytes = text.utf8.distance(
      from: proposal.range.lowerBound, to: proposal.range.upperBound)
    let bytes = text.utf8.count - removedBytes + insert.utf8.count
    for limit in lengthLimits {
      // Every unit counts at most as many as UTF-8 bytes: a short enough text fits any limit.
      if bytes <= limit.count { continue }
      let removed = limit.unit.length(of: text[proposal.range])
      let total = limit.unit.length(of: text) - removed + limit.unit.length(of: insert)
      if total <= limit.count { continue }
      // Characters can merge across the edit (a combining mark): count the result exactly.
      if limit.unit == .characters && proposal.proposedTextCount(insert) <= limit.count {
        continue
      }
      return limit
    }
    return nil
  }

  /// The longest prefix of `insert` (whole clusters) that fits every limit.
  func prefixThatFits(_ insert: String, _ proposal: EditProposal) -> String {
    let text = proposal.text
    var budgets = lengthLimits.map { limit -> (unit: LengthUnit, left: Int) in
      let used = limit.unit.length(of: text) - limit.unit.length(of: text[proposal.range])
      return (limit.unit, limit.count - used)
    }
    var end = insert.startIndex
    outer: for character in insert {
      for b in budgets.indices {
        if budgets[b].left < budgets[b].unit.length(of: character) { break outer }
      }
      for b in budgets.indices { budgets[b].left -= budgets[b].unit.length(of: character) }
      end = insert.index(after: end)
    }
    return String(insert[..<end])
  }

  private func tooLongReason(_ limit: LengthLimit) -> Reason {
    Reason(.tooLong, "At most \(limit.count) \(limit.unit.noun) fit in this field.")
  }

  private var caseReason: Reason {
    Reason(
      .caseConverted,
      letterCase == .upper
        ? "Letters were converted to upper case." : "Letters were converted to lower case.")
  }

  public func evaluate(_ text: String) -> Evaluation<String> {
    if text.isEmpty { return .empty }
    for character in text {
      if let refusal = refusal(of: character) { return .invalid(refusal) }
    }
    for limit in lengthLimits where limit.unit.length(of: text) > limit.count {
      return .invalid(tooLongReason(limit))
    }
    return .valid(text)
  }

  public func displayText(for value: String) -> String { value }
  public func canonicalString(for value: String) -> String { value }
  public func value(fromCanonical string: String) -> String? { string }
}

extension EditProposal {
  /// The number of grapheme clusters the text would have with `insert` in the range.
  func proposedTextCount(_ insert: String) -> Int {
    var result = text
    result.replaceSubrange(range, with: insert)
    return result.count
  }
}

extension Character {
  /// The character quoted, or its code point when it would not show (controls, spaces).
  public var visibleDescription: String {
    if isControlOrLineBreak || (isWhitespace && self != " ") {
      let hex = String(unicodeScalars.first!.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
    return "“\(self)”"
  }
}
