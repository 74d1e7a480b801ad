extension TextRule {
  /// Decides on one edit.
  ///
  /// - A deletion is always accepted. (When it brings together two characters that join into a
  ///   character the rule refuses, such as two regional indicators into an excluded flag, the
  ///   joined part after the deletion is removed too, so the text still satisfies the rule.)
  /// - Inserted text first goes through the app's transforms, then letters are converted to the
  ///   rule's case, one grapheme cluster at a time.
  /// - A keystroke (one cluster typed, or of unknown origin) is refused when the character it
  ///   makes is not accepted (judged in the resulting text, so a combining accent typed after a
  ///   letter is judged as the accented letter) or when the text would exceed a length limit.
  /// - Any other insertion (paste, composition, autocorrect) is taken like its clusters typed one
  ///   at a time: refused clusters are dropped and the text is cut before the first cluster that
  ///   does not fit; `onPaste(.reject)` and `onOverflow(.reject)` refuse the whole edit instead.
  ///   When nothing is left, the edit is refused.
  @inlinable
  public func review(_ proposal: EditProposal) -> EditDecision {
    // One ASCII key into ASCII text (but CR and LF) is a cluster of its own: judged by its byte,
    // in the app's code (inlined).
    if proposal.isASCIIText, asciiVerdicts.keysStandAlone,
      proposal.kind == .typing || proposal.kind == .unspecified,
      let byte = proposal.replacement.singleByte, byte != 0x0A, byte != 0x0D,
      let accepted = asciiVerdicts.verdict(byte)
    {
      if !accepted { return .reject(refusal(ofASCII: byte)) }
      // Every unit counts each ASCII character once, but CR LF is one character of two bytes:
      // a text that fits in bytes fits any limit.
      let length = proposal.text.utf8.count &- proposal.utf16Range.count &+ 1
      if length > asciiVerdicts.smallestLimit,
        let reason = tooLongReason(inserting: proposal.replacement, proposal)
      {
        return .reject(reason)
      }
      return .accept
    }
    return reviewInGeneral(proposal)
  }

  /// An ASCII character is accepted as typed when it stands alone (no transform or case
  /// conversion changes it), the rule accepts it, and the text fits every limit in bytes.
  @inlinable @inline(__always)
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    guard asciiVerdicts.keysStandAlone, asciiVerdicts.verdict(byte) == true else { return false }
    // Every unit counts each ASCII character once, but CR LF is one character of two bytes:
    // when the text does not fit in bytes, `review` counts exactly.
    return text.utf8.count &- range.count &+ 1 <= asciiVerdicts.smallestLimit
  }

  /// Why an ASCII character that is refused is refused.
  @usableFromInline
  func refusal(ofASCII byte: UInt8) -> Reason {
    refusal(of: Character(Unicode.Scalar(byte)))!
  }

  /// Why the insertion would make the text too long, if it would.
  @usableFromInline
  func tooLongReason(inserting insert: String, _ proposal: EditProposal) -> Reason? {
    firstLimitExceeded(inserting: insert, proposal).map(tooLongReason)
  }

  @usableFromInline
  func reviewInGeneral(_ proposal: EditProposal) -> EditDecision {
    if proposal.isDeletion { return reviewDeletion(proposal) }
    // One ASCII key between ASCII neighbours is a cluster of its own: judged by its byte.
    if transforms.isEmpty, letterCase == nil, let byte = proposal.isolatedASCIIKeystroke,
      let accepted = acceptsASCII(byte)
    {
      if !accepted { return .reject(refusal(of: Character(Unicode.Scalar(byte)))!) }
      if let limit = firstLimitExceeded(inserting: proposal.replacement, proposal) {
        return .reject(tooLongReason(limit))
      }
      return .accept
    }
    if onPaste == .reject, !isMultiline, !proposal.isKeystroke,
      let trimmed = proposal.replacement.withoutTrailingLineBreaks
    {
      // A copied line usually brings its line break along: a single-line field drops it rather
      // than refusing the whole paste for it.
      let inner = EditProposal(
        text: proposal.text, range: proposal.range, utf16Range: proposal.utf16Range,
        replacement: trimmed, kind: proposal.kind)
      switch reviewInGeneral(inner) {
      case .accept:
        return .substitute(
          trimmed, reason: Reason(.filtered, Reason.Facts("text.lineBreakDropped")))
      case let decision: return decision
      }
    }
    var insert = proposal.replacement
    for transform in transforms { insert = transform(insert) }
    if proposal.isKeystroke {
      return reviewKeystroke(insert, proposal)
    }
    if letterCase == nil { return reviewPaste(insert, proposal) }
    return reviewMultiCharacter(insert, proposal)
  }

  /// `text` converted to the rule's case.
  private func cased(_ text: String) -> String {
    switch letterCase {
    case nil: return text
    case .upper?: return text.uppercased()
    case .lower?: return text.lowercased()
    }
  }

  private func reviewKeystroke(_ transformed: String, _ proposal: EditProposal) -> EditDecision {
    let key = cased(transformed)
    guard !key.isEmpty else { return .reject(droppedReason(proposal.replacement)) }
    if let refusal = insertionRefusal(inserting: key, proposal) { return .reject(refusal) }
    if let limit = firstLimitExceeded(inserting: key, proposal) {
      return .reject(tooLongReason(limit))
    }
    if key.utf8.elementsEqual(proposal.replacement.utf8) { return .accept }
    let converted = !key.utf8.elementsEqual(transformed.utf8)
    return .substitute(key, reason: converted ? caseReason : adjustedReason)
  }

  /// Any other insertion (paste, composition, autocorrect): its clusters, converted to the rule's
  /// case, taken like keys typed one at a time. (`reviewPaste` decides the same, with less work,
  /// when letters keep their case.)
  func reviewMultiCharacter(_ insert: String, _ proposal: EditProposal) -> EditDecision {
    let text = proposal.text
    let suffix = text[proposal.range.upperBound...]
    // The text before the edit followed by the clusters kept so far.
    var work = String(text[..<proposal.range.lowerBound])
    let base = work.utf8.count
    // UTF-8 offsets in `work` where each kept cluster ends.
    var keyEnds: [Int] = []
    // What each limit leaves for the insertion (the text after it counts as it stands: joining
    // it can only make the text shorter).
    var left = lengthLimits.map { limit in
      limit.count - limit.unit.length(of: work) - limit.unit.length(of: suffix)
    }
    var costs = [Int](repeating: 0, count: lengthLimits.count)
    var firstRefusal: Reason?
    var overflow: LengthLimit?
    var converted = false
    // The regional indicators `work` ends with, so that a pasted flag finds its cluster without
    // reading back over the flags before it.
    var run = RegionalIndicatorRun()

    keys: for character in insert {
      let original = String(character)
      let key = cased(original)
      let joins = mayJoin(work.unicodeScalars.last, key.unicodeScalars.first)
      // A key that may join the character before it is judged by what it makes, below.
      var refusal: Reason? = key.isEmpty ? droppedReason(original) : nil
      for c in key where refusal == nil && !joins { refusal = self.refusal(of: c) }
      if let refusal {
        if onPaste == .reject { return .reject(refusal) }
        if firstRefusal == nil { firstRefusal = refusal }
        continue
      }
      let join = work.utf8.count
      work.append(key)
      var characterCost = 1
      if joins {
        // The key may join the character before it: judge what it makes.
        let joinIndex = work.utf8.index(work.startIndex, offsetBy: join)
        let start = work.clusterStart(atOrBefore: joinIndex, run: &run)
        var joined: Reason?
        var newCount = 0
        for c in work[start...] {
          newCount += 1
          if joined == nil { joined = self.refusal(of: c) }
        }
        if let joined {
          work.unicodeScalars.removeSubrange(joinIndex...)
          if onPaste == .reject { return .reject(joined) }
          if firstRefusal == nil { firstRefusal = joined }
          continue
        }
        characterCost = newCount - work[start..<joinIndex].count
      } else {
        characterCost = key.count
      }
      for i in lengthLimits.indices {
        let unit = lengthLimits[i].unit
        costs[i] = unit == .characters ? characterCost : unit.length(of: key)
        if costs[i] > left[i] {
          work.unicodeScalars.removeSubrange(work.utf8.index(work.startIndex, offsetBy: join)...)
          overflow = lengthLimits[i]
          if onOverflow == .reject { return .reject(tooLongReason(lengthLimits[i])) }
          break keys
        }
      }
      for i in lengthLimits.indices { left[i] -= costs[i] }
      if !key.utf8.elementsEqual(original.utf8) { converted = true }
      keyEnds.append(work.utf8.count)
    }

    // The last kept clusters may join the text after the edit: judge what they make.
    var junction: SuffixJunction?
    while !keyEnds.isEmpty, mayJoin(work.unicodeScalars.last, suffix.unicodeScalars.first) {
      guard let refusal = refusal(joining: work, &junction, proposal, run: &run) else { break }
      if onPaste == .reject { return .reject(refusal) }
      if firstRefusal == nil { firstRefusal = refusal }
      keyEnds.removeLast()
      let cut = work.utf8.index(work.startIndex, offsetBy: keyEnds.last ?? base)
      work.unicodeScalars.removeSubrange(cut...)
    }

    guard !keyEnds.isEmpty else {
      if let overflow { return .reject(tooLongReason(overflow)) }
      return .reject(firstRefusal ?? droppedReason(proposal.replacement))
    }
    let kept = String(work[work.utf8.index(work.startIndex, offsetBy: base)...])
    if kept.utf8.elementsEqual(proposal.replacement.utf8) { return .accept }
    let reason =
      changeReason(overflow: overflow, filtered: firstRefusal != nil, converted: converted)
    return .substitute(kept, reason: reason)
  }

  /// Why the clusters that the end of `work` makes with the text after the edit are refused, if
  /// one is: `changedClusters` where they meet, read from the start of the last cluster of
  /// `work` (found from `run`, the regional indicators it ends with) and only as far into the
  /// text after as `junction.after`. Dropping the kept clusters one by one, each refused where
  /// it meets the text after, so costs what they are and `junction.after` each, not the text
  /// before. (`junction.after` is short in most text, but is the whole text after where that has
  /// no boundary `breakFallsBetween` holds at, such as a run of flags or Greek letters.)
  /// `junction` is made from `proposal` at the first call and kept for the next ones.
  func refusal(
    joining work: String, _ junction: inout SuffixJunction?, _ proposal: EditProposal,
    run: inout RegionalIndicatorRun
  ) -> Reason? {
    let suffix = junction ?? SuffixJunction(proposal)
    junction = suffix
    let from = work.clusterStart(endingAt: work.endIndex, run: &run)
    let result = String(work[from...]) + suffix.after
    let meeting = result.utf8.index(
      result.startIndex, offsetBy: work.utf8.distance(from: from, to: work.endIndex))
    let window = result.changedClusters(
      lower: meeting, upper: meeting, old: proposal.text, oldUpper: proposal.range.upperBound,
      oldBoundary: suffix.oldBoundary)
    return result[window].lazy.compactMap { self.refusal(of: $0) }.first
  }

  /// A deletion is always accepted; when it joins two characters into one the rule refuses, the
  /// joined part after the deletion point goes too.
  private func reviewDeletion(_ proposal: EditProposal) -> EditDecision {
    let text = proposal.text
    let range = proposal.range
    guard range.lowerBound > text.startIndex, range.upperBound < text.endIndex else {
      return .accept
    }
    let scalars = text.unicodeScalars
    guard mayJoin(scalars[scalars.index(before: range.lowerBound)], scalars[range.upperBound])
    else { return .accept }
    // Whether the characters on either side join, told by the text around the deletion rather
    // than a copy of the whole text: from the start of the cluster before it (a boundary the
    // deletion does not move) to the scalar after it (a boundary depends on nothing later).
    let headStart = text.clusterStart(atOrBefore: scalars.index(before: range.lowerBound))
    var local = String(text[headStart..<range.lowerBound])
    let localJunction = local.utf8.count
    local.unicodeScalars.append(scalars[range.upperBound])
    let separate = local.isClusterBoundary(
      local.utf8.index(local.startIndex, offsetBy: localJunction))
    #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
      var whole = text
      whole.removeSubrange(range)
      let wholeJunction = whole.utf8.index(
        whole.startIndex, offsetBy: text.utf8.distance(from: text.startIndex, to: range.lowerBound))
      internalCheck(
        separate, agreesWith: whole.isClusterBoundary(wholeJunction),
        "TextRule.reviewDeletion's join told around the deletion",
        "\(proposal.utf16Range) of \(text.debugDescription)")
    #endif
    if separate { return .accept }
    var result = text
    result.removeSubrange(range)
    let junctionOffset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    var extra = 0
    while true {
      let junction = result.utf8.index(result.startIndex, offsetBy: junctionOffset)
      if result.isClusterBoundary(junction) { break }
      let oldUpper = text.utf8.index(range.upperBound, offsetBy: extra)
      let window = result.changedClusters(
        lower: junction, upper: junction, old: text, oldUpper: oldUpper)
      var cut: String.Index?
      var i = window.lowerBound
      while i < window.upperBound {
        let next = result.index(after: i)
        if refusal(of: result[i]) != nil { cut = next }
        i = next
      }
      guard let cut, cut > junction else { break }
      extra += result.utf8.distance(from: junction, to: cut)
      result.unicodeScalars.removeSubrange(junction..<cut)
    }
    guard extra > 0 else { return .accept }
    let caret = proposal.utf16Range.lowerBound
    return .reformat(
      text: result, selection: caret..<caret,
      reason: Reason(.filtered, Reason.Facts("text.joinedRemoved")))
  }

  /// Whether a character is accepted: `refusal(of:) == nil`, without building the reason.
  func isAccepted(_ character: Character) -> Bool {
    if character.isControlOrLineBreak && !(isMultiline && character.isLineBreakOrTab) {
      return false
    }
    if !excluded.isEmpty && excluded.contains(character) { return false }
    if let allowed, !allowed.contains(character) { return false }
    return true
  }

  /// Whether a single ASCII scalar (not part of CR LF) is accepted, from its byte; `nil` when a
  /// predicate has to see it.
  func acceptsASCII(_ a: UInt8) -> Bool? {
    asciiVerdicts.verdict(a)
  }

  /// Whether a grapheme cluster that is neither a single ASCII scalar nor CR LF is accepted,
  /// from its first scalar: `single` tells whether that scalar is the whole cluster, and
  /// `character` makes the cluster when a literal or predicate has to see it.
  func acceptsCluster(
    first: Unicode.Scalar, single: Bool, _ character: () -> Character
  ) -> Bool {
    let v = first.value
    if v < 0x20 || (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029 {
      // Control characters and the line and paragraph separators.
      if !(isMultiline && character().isLineBreakOrTab) { return false }
    }
    if !excluded.isEmpty
      && excluded.contains(clusterStartingWith: first, single: single, character)
    {
      return false
    }
    if allowed == nil { return true }
    return allowed?.contains(clusterStartingWith: first, single: single, character) ?? true
  }

  /// Why a character is refused, or `nil` when it is accepted.
  @inlinable
  func refusal(of character: Character) -> Reason? {
    if character.isControlOrLineBreak && !(isMultiline && character.isLineBreakOrTab) {
      return Reason(
        .disallowedCharacter,
        Reason.Facts(
          isMultiline ? "text.controlCharacter" : "text.lineBreakInSingleLine",
          character: character))
    }
    if !excluded.isEmpty && excluded.contains(character) {
      return Reason(.disallowedCharacter, Reason.Facts("text.notAccepted", character: character))
    }
    if let allowed, !allowed.contains(character) {
      return Reason(.disallowedCharacter, Reason.Facts("text.notAccepted", character: character))
    }
    return nil
  }

  /// Why inserted text is refused: the first refused grapheme cluster it makes in the resulting
  /// text (its own clusters, or the clusters it forms with its neighbours when it joins them, so
  /// an accent typed after "e" is judged as "é"); `nil` when all are accepted.
  func insertionRefusal(inserting insert: String, _ proposal: EditProposal) -> Reason? {
    let text = proposal.text
    let scalars = text.unicodeScalars
    let range = proposal.range
    let before =
      range.lowerBound > text.startIndex ? scalars[scalars.index(before: range.lowerBound)] : nil
    let after = range.upperBound < text.endIndex ? scalars[range.upperBound] : nil
    guard
      mayJoin(before, insert.unicodeScalars.first) || mayJoin(insert.unicodeScalars.last, after)
    else {
      for character in insert {
        if let refusal = refusal(of: character) { return refusal }
      }
      return nil
    }
    // The clusters the insertion makes or changes, found in the text around it rather than in
    // a copy of the whole text: from the start of the cluster before the edit (a boundary the
    // insertion cannot move, since boundaries do not depend on the text after the next scalar)
    // to a part of the text after the edit, twice as long while the changed clusters reach its
    // end (a boundary before the last scalar of the part is one of the whole text too).
    let headStart =
      range.lowerBound > text.startIndex
      ? text.clusterStart(atOrBefore: scalars.index(before: range.lowerBound)) : text.startIndex
    var length = 64
    var refusal: Reason?
    while true {
      var tailEnd =
        text.utf8.index(range.upperBound, offsetBy: length, limitedBy: text.endIndex)
        ?? text.endIndex
      while tailEnd < text.endIndex && UTF8.isContinuation(text.utf8[tailEnd]) {
        tailEnd = text.utf8.index(before: tailEnd)
      }
      var local = String(text[headStart..<range.lowerBound])
      let lowerOffset = local.utf8.count
      local += insert
      local += text[range.upperBound..<tailEnd]
      let (window, found) = changedClusterRefusal(
        in: local, lowerOffset: lowerOffset, inserted: insert, old: text,
        oldUpper: range.upperBound)
      if tailEnd == text.endIndex || window.upperBound < local.endIndex {
        refusal = found
        break
      }
      length *= 2
    }
    #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
      var result = text
      result.replaceSubrange(range, with: insert)
      let whole = changedClusterRefusal(
        in: result, lowerOffset: text.utf8.distance(from: text.startIndex, to: range.lowerBound),
        inserted: insert, old: text, oldUpper: range.upperBound
      ).refusal
      internalCheck(
        refusal, agreesWith: whole, "TextRule.insertionRefusal around the edit",
        "\(insert) over \(proposal.utf16Range) of \(text.debugDescription)")
    #endif
    return refusal
  }

  /// The clusters of `result` that inserting `insert` at UTF-8 offset `lowerOffset` made or
  /// changed, and the first refusal among them, `result` being `old` so edited (or its part
  /// around the edit).
  private func changedClusterRefusal(
    in result: String, lowerOffset: Int, inserted insert: String, old: String,
    oldUpper: String.Index
  ) -> (window: Range<String.Index>, refusal: Reason?) {
    let lower = result.utf8.index(result.startIndex, offsetBy: lowerOffset)
    let upper = result.utf8.index(lower, offsetBy: insert.utf8.count)
    let window = result.changedClusters(lower: lower, upper: upper, old: old, oldUpper: oldUpper)
    return (window, result[window].lazy.compactMap { self.refusal(of: $0) }.first)
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

  /// Why a multi-character edit was changed: cut at a limit (`overflow`), stripped of
  /// characters that are not accepted (`filtered`), letters converted to the rule's case.
  func changeReason(overflow: LengthLimit?, filtered: Bool, converted: Bool) -> Reason {
    if let overflow {
      return Reason(
        .truncated,
        Reason.Facts(
          filtered ? "text.droppedAndCut" : "text.cut", limit: overflow.count, unit: overflow.unit))
    }
    if filtered { return Reason(.filtered, Reason.Facts("text.dropped")) }
    return converted ? caseReason : adjustedReason
  }

  func tooLongReason(_ limit: LengthLimit) -> Reason {
    Reason(.tooLong, Reason.Facts("text.tooLong", limit: limit.count, unit: limit.unit))
  }

  func droppedReason(_ replacement: String) -> Reason {
    Reason(
      .disallowedCharacter,
      replacement.first.map { Reason.Facts("text.notAccepted", character: $0) }
        ?? Reason.Facts("text.nothingAccepted"))
  }

  /// Why a character that typing would convert to the rule's case is not valid as it stands.
  func notInCaseReason(_ character: Character) -> Reason {
    Reason(
      .caseConverted,
      Reason.Facts(
        letterCase == .upper ? "text.notUpperCase" : "text.notLowerCase", character: character))
  }

  private var caseReason: Reason {
    Reason(
      .caseConverted,
      Reason.Facts(
        letterCase == .upper ? "text.convertedToUpperCase" : "text.convertedToLowerCase"))
  }

  var adjustedReason: Reason {
    Reason(.reformatted, Reason.Facts("text.adjusted"))
  }
}

/// Whether two scalars side by side could belong to one grapheme cluster. Two ASCII scalars never
/// do, except CR LF; anything else is checked by the grapheme rules.
@inlinable
func mayJoin(_ left: Unicode.Scalar?, _ right: Unicode.Scalar?) -> Bool {
  guard let left, let right else { return false }
  if left.isASCII && right.isASCII { return left == "\r" && right == "\n" }
  return true
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
  /// The character quoted, or its code point when it would not show (controls, spaces) or
  /// would reorder the text around it (bidirectional controls).
  public var visibleDescription: String { codePointName ?? "“\(self)”" }

  /// `U+000A` for a character that would not show as itself in a sentence: a control character,
  /// a line break, a space other than U+0020, or a bidirectional control (ALM, LRM, RLM, the
  /// embeddings, overrides and isolates); `nil` for any other.
  var codePointName: String? {
    let hidden =
      isControlOrLineBreak || (isWhitespace && self != " ")
      || unicodeScalars.contains {
        switch $0.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
      }
    guard hidden else { return nil }
    let hex = String(unicodeScalars.first!.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
  }
}

extension String {
  /// The text without the line breaks (CR, LF, CR LF) it ends with; `nil` when it ends with none
  /// or is nothing but line breaks.
  @usableFromInline
  var withoutTrailingLineBreaks: String? {
    var end = utf8.endIndex
    while end > utf8.startIndex {
      let before = utf8.index(before: end)
      guard utf8[before] == 0x0A || utf8[before] == 0x0D else { break }
      end = before
    }
    guard end < utf8.endIndex, end > utf8.startIndex else { return nil }
    return String(self[..<end])
  }
}
