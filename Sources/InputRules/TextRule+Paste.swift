extension TextRule {
  /// `reviewMultiCharacter` when letters keep their case, so that every kept cluster is one of
  /// the insertion's own, taken as it is. It decides exactly the same, with less work:
  ///
  /// - The insertion is read from its UTF-8 bytes, and a scalar that breaks from its neighbour
  ///   whatever the context (ASCII, most letters and digits, CJK...) is a cluster found without
  ///   grapheme breaking (`ClusterReader`).
  /// - A cluster that stands on its own in the text being built is judged by itself, from its
  ///   first scalar, without building a reason. It stands on its own when it follows the
  ///   previous cluster of the insertion, kept the same way: once a cluster starts at a
  ///   boundary, the text after it breaks into clusters as the insertion does, since grapheme
  ///   rules look back across a boundary only to count regional indicators, whose count before
  ///   a boundary is even.
  /// - Runs of kept clusters are copied whole.
  /// - Only the first cluster, and a cluster after a dropped one, may join the text before it;
  ///   it is judged as `reviewMultiCharacter` does.
  func reviewPaste(_ transformed: String, _ proposal: EditProposal) -> EditDecision {
    var insert = transformed
    insert.makeContiguousUTF8()
    return insert.utf8.withContiguousStorageIfAvailable { bytes in
      reviewPaste(ClusterReader(text: insert, bytes: bytes), proposal)
    } ?? reviewMultiCharacter(transformed, proposal)
  }

  private func reviewPaste(_ reader: ClusterReader, _ proposal: EditProposal) -> EditDecision {
    let insert = reader.text
    let bytes = reader.bytes
    let count = bytes.count
    let text = proposal.text
    let suffix = text[proposal.range.upperBound...]
    // The text before the edit followed by the clusters kept so far (the pending run aside).
    var work = String(text[..<proposal.range.lowerBound])
    let base = work.utf8.count
    work.reserveCapacity(base + count)

    // What each limit leaves for the insertion (the text after it counts as it stands: joining
    // it can only make the text shorter), the least of them in each unit, and what the kept
    // clusters use in each unit.
    let limits = lengthLimits
    let allowances = limits.map { limit in
      limit.count - limit.unit.length(of: work) - limit.unit.length(of: suffix)
    }
    var room = UnitCounts(repeating: Int.max)
    for (limit, allowance) in zip(limits, allowances) {
      room[limit.unit] = Swift.min(room[limit.unit], allowance)
    }
    let countsScalars = room.utf16 != Int.max || room.scalars != Int.max
    // What is left in each unit: an ASCII character costs one in every unit.
    var left = room
    var asciiLeft = left.smallest
    /// The first limit a cluster with these costs would exceed, in the order of the limits.
    func exceeded(_ cost: UnitCounts) -> LengthLimit? {
      guard cost.exceeds(left) else { return nil }
      for (limit, allowance) in zip(limits, allowances)
      where cost[limit.unit] > allowance - (room[limit.unit] - left[limit.unit]) {
        return limit
      }
      return nil
    }
    /// What the cluster `[i, end)` costs in each unit.
    func costs(_ i: Int, _ end: Int, characters: Int) -> UnitCounts {
      var cost = UnitCounts(characters: characters, utf16: 0, utf8: end - i, scalars: 0)
      if countsScalars {
        for k in i..<end {
          let byte = bytes[k]
          if byte & 0xC0 != 0x80 { cost.scalars += 1 }
          if byte >= 0xF0 { cost.utf16 += 1 }
        }
        cost.utf16 += cost.scalars
      }
      return cost
    }
    func spend(_ cost: UnitCounts) {
      left.subtract(cost)
      asciiLeft = left.smallest
    }

    // The kept clusters, as UTF-8 offsets in `work`: single clusters that joined the text before
    // them, and runs of clusters standing on their own, inside which the clusters of `work`
    // are the kept ones.
    var kept: [KeptSpan] = []
    // Runs of kept clusters (UTF-8 offsets in the insertion) not yet copied to `work`, and the
    // length of `work` with them.
    var pending: [Range<Int>] = []
    var workLength = base
    var runStart = -1
    func flush(upTo end: Int) {
      guard runStart >= 0 else { return }
      kept.append(KeptSpan(start: workLength, end: workLength + end - runStart, isRun: true))
      pending.append(runStart..<end)
      workLength += end - runStart
      runStart = -1
    }
    /// Copies the pending runs to `work`.
    func sync() {
      for run in pending {
        work.append(contentsOf: insert[reader.index(run.lowerBound)..<reader.index(run.upperBound)])
      }
      pending.removeAll()
    }
    // Whether the next cluster of the insertion stands on its own (see above).
    var standsAlone = false
    // The last scalar of `work` (with the pending run), when the next cluster may not stand alone.
    var lastScalar = work.unicodeScalars.last
    // The first refused cluster: in the insertion, or (when it joined) in `work`.
    var firstRefused: Range<Int>?
    var firstRefusedJoined: Character?
    var overflow: LengthLimit?
    var verdicts = ClusterVerdicts(rule: self)

    var i = 0
    keys: while i < count {
      // The cluster [i, end): an ASCII byte before an ASCII byte (but CR LF) is a cluster.
      let byte = bytes[i]
      let end: Int
      let first: Unicode.Scalar
      let single: Bool
      let ascii =
        byte < 0x80
        && (i + 1 == count || (bytes[i + 1] < 0x80 && !(byte == 0x0D && bytes[i + 1] == 0x0A)))
      if ascii {
        end = i + 1
        first = Unicode.Scalar(byte)
        single = true
      } else {
        (end, first, single) = reader.cluster(at: i)
      }

      // The common case first: an ASCII character standing alone.
      if ascii && (standsAlone || !mayJoin(lastScalar, first)) {
        guard verdicts.accepts(ascii: byte, self) else {
          flush(upTo: i)
          if onPaste == .reject { return .reject(refusal(of: reader.character(i, end))!) }
          if firstRefused == nil && firstRefusedJoined == nil { firstRefused = i..<end }
          if standsAlone { lastScalar = reader.scalar(endingAt: i) }
          standsAlone = false
          i = end
          continue
        }
        if asciiLeft < 1 {
          let limit = exceeded(UnitCounts(repeating: 1))!
          flush(upTo: i)
          overflow = limit
          if onOverflow == .reject { return .reject(tooLongReason(limit)) }
          break keys
        }
        if asciiLeft != Int.max { spend(UnitCounts(repeating: 1)) }
        if runStart < 0 { runStart = i }
        standsAlone = true
        i = end
        continue
      }

      if !standsAlone && mayJoin(lastScalar, first) {
        // May join the text before: judge what it makes, as `reviewMultiCharacter` does.
        sync()
        let join = work.utf8.count
        work.append(contentsOf: insert[reader.index(i)..<reader.index(end)])
        let joinIndex = work.utf8.index(work.startIndex, offsetBy: join)
        let start = work.clusterStart(atOrBefore: joinIndex)
        var joined: Character?
        var characterCost = 1
        if start == joinIndex {
          // A boundary: the cluster stands on its own.
          let accepted =
            ascii
            ? verdicts.accepts(ascii: byte, self)
            : verdicts.accepts(reader, i, end, first: first, single: single, self)
          if !accepted { joined = work[joinIndex] }
        } else {
          var newCount = 0
          for c in work[start...] {
            newCount += 1
            if joined == nil && !isAccepted(c) { joined = c }
          }
          characterCost = newCount - work[start..<joinIndex].count
        }
        if let joined {
          work.unicodeScalars.removeSubrange(joinIndex...)
          if onPaste == .reject { return .reject(refusal(of: joined)!) }
          if firstRefused == nil && firstRefusedJoined == nil { firstRefusedJoined = joined }
          lastScalar = work.unicodeScalars.last
          workLength = work.utf8.count
          i = end
          continue
        }
        let cost = costs(i, end, characters: characterCost)
        if let limit = exceeded(cost) {
          work.unicodeScalars.removeSubrange(joinIndex...)
          workLength = work.utf8.count
          overflow = limit
          if onOverflow == .reject { return .reject(tooLongReason(limit)) }
          break keys
        }
        spend(cost)
        kept.append(KeptSpan(start: join, end: work.utf8.count, isRun: false))
        workLength = work.utf8.count
        lastScalar = work.unicodeScalars.last
        standsAlone = start == joinIndex
        i = end
        continue
      }

      // The cluster stands on its own.
      guard verdicts.accepts(reader, i, end, first: first, single: single, self) else {
        flush(upTo: i)
        if onPaste == .reject { return .reject(refusal(of: reader.character(i, end))!) }
        if firstRefused == nil && firstRefusedJoined == nil { firstRefused = i..<end }
        if standsAlone { lastScalar = reader.scalar(endingAt: i) }
        standsAlone = false
        i = end
        continue
      }
      if asciiLeft != Int.max {
        let cost = costs(i, end, characters: 1)
        if let limit = exceeded(cost) {
          flush(upTo: i)
          overflow = limit
          if onOverflow == .reject { return .reject(tooLongReason(limit)) }
          break keys
        }
        spend(cost)
      }
      if runStart < 0 { runStart = i }
      standsAlone = true
      i = end
    }
    if overflow == nil { flush(upTo: count) }

    // Why the first refused cluster was refused.
    var firstRefusal: Reason? =
      firstRefusedJoined.flatMap { refusal(of: $0) }
      ?? firstRefused.flatMap { refusal(of: reader.character($0.lowerBound, $0.upperBound)) }

    // The last kept clusters may join the text after the edit: judge what they make.
    if !kept.isEmpty,
      mayJoin(
        pending.last.map { reader.scalar(endingAt: $0.upperBound) } ?? work.unicodeScalars.last,
        suffix.unicodeScalars.first)
    {
      sync()
    }
    while let last = kept.last, pending.isEmpty,
      mayJoin(work.unicodeScalars.last, suffix.unicodeScalars.first)
    {
      let result = work + suffix
      let junction = result.utf8.index(result.startIndex, offsetBy: last.end)
      let window = result.changedClusters(
        lower: junction, upper: junction, old: text, oldUpper: proposal.range.upperBound)
      guard let refusal = result[window].lazy.compactMap({ self.refusal(of: $0) }).first else {
        break
      }
      if onPaste == .reject { return .reject(refusal) }
      if firstRefusal == nil { firstRefusal = refusal }
      // Drop the last kept cluster.
      var cut = last.start
      if last.isRun {
        let previous = work.index(before: work.endIndex)
        let previousOffset = work.utf8.distance(from: work.startIndex, to: previous)
        if previousOffset > last.start {
          cut = previousOffset
          kept[kept.count - 1].end = previousOffset
        } else {
          kept.removeLast()
        }
      } else {
        kept.removeLast()
      }
      work.unicodeScalars.removeSubrange(work.utf8.index(work.startIndex, offsetBy: cut)...)
    }

    guard !kept.isEmpty else {
      if let overflow { return .reject(tooLongReason(overflow)) }
      return .reject(firstRefusal ?? droppedReason(proposal.replacement))
    }
    let keptText = keptText(work, from: base, then: pending, of: reader.bytes)
    if keptText.hasSameUTF8(as: proposal.replacement) { return .accept }
    let reason: Reason
    if let overflow {
      reason = Reason(
        .truncated,
        firstRefusal == nil
          ? "Only what fits in \(overflow.count) \(overflow.unit.noun) was kept."
          : "Characters that are not accepted were dropped and the rest cut to \(overflow.count) \(overflow.unit.noun)."
      )
    } else if firstRefusal != nil {
      reason = Reason(.filtered, "Characters that are not accepted here were dropped.")
    } else {
      reason = adjustedReason
    }
    return .substitute(keptText, reason: reason)
  }
}

/// `work` from UTF-8 offset `base`, followed by the runs of `bytes`.
private func keptText(
  _ work: String, from base: Int, then runs: [Range<Int>], of bytes: UnsafeBufferPointer<UInt8>
) -> String {
  if runs.isEmpty { return String(work[work.utf8.index(work.startIndex, offsetBy: base)...]) }
  var work = work
  let head = work.utf8.count - base
  let count = runs.reduce(head) { $0 + $1.count }
  return work.withUTF8 { workBytes in
    String(unsafeUninitializedCapacity: count) { buffer in
      var k = 0
      func copy(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        guard !range.isEmpty, let from = source.baseAddress, let to = buffer.baseAddress else {
          return
        }
        (to + k).initialize(from: from + range.lowerBound, count: range.count)
        k += range.count
      }
      copy(workBytes, base..<workBytes.count)
      for run in runs { copy(bytes, run) }
      return k
    }
  }
}

/// A span of kept clusters in the text a paste builds, in UTF-8 offsets.
private struct KeptSpan {
  var start: Int
  var end: Int
  /// Whether the span is a run of clusters that stood on their own (else a single cluster).
  var isRun: Bool
}

/// A length in each unit.
private struct UnitCounts {
  var characters: Int
  var utf16: Int
  var utf8: Int
  var scalars: Int

  init(characters: Int, utf16: Int, utf8: Int, scalars: Int) {
    self.characters = characters
    self.utf16 = utf16
    self.utf8 = utf8
    self.scalars = scalars
  }

  init(repeating value: Int) {
    self.init(characters: value, utf16: value, utf8: value, scalars: value)
  }

  subscript(unit: LengthUnit) -> Int {
    get {
      switch unit {
      case .characters: return characters
      case .utf16: return utf16
      case .utf8: return utf8
      case .scalars: return scalars
      }
    }
    set {
      switch unit {
      case .characters: characters = newValue
      case .utf16: utf16 = newValue
      case .utf8: utf8 = newValue
      case .scalars: scalars = newValue
      }
    }
  }

  /// Takes costs from what is left; a unit without a limit (`Int.max`) stays without one.
  mutating func subtract(_ cost: UnitCounts) {
    if characters != Int.max { characters -= cost.characters }
    if utf16 != Int.max { utf16 -= cost.utf16 }
    if utf8 != Int.max { utf8 -= cost.utf8 }
    if scalars != Int.max { scalars -= cost.scalars }
  }

  /// The least count of the four.
  var smallest: Int { Swift.min(Swift.min(characters, utf16), Swift.min(utf8, scalars)) }

  /// Whether these costs exceed what is `left` in any unit.
  func exceeds(_ left: UnitCounts) -> Bool {
    characters > left.characters || utf16 > left.utf16 || utf8 > left.utf8
      || scalars > left.scalars
  }
}

/// A text rule's verdicts on grapheme clusters standing on their own, remembered per first
/// scalar when the rule judges a cluster by its first scalar alone (no literal outside ASCII,
/// no predicate).
struct ClusterVerdicts {
  private let byFirstScalar: Bool
  /// Direct-mapped: `key << 8 | 0x80 | verdict`, where the key is the scalar and whether it is
  /// the whole cluster.
  private var cache: [UInt64] = []

  init(rule: TextRule) {
    byFirstScalar =
      (rule.allowed?.judgesByFirstScalar ?? true) && rule.excluded.judgesByFirstScalar
  }

  /// Whether an ASCII character standing alone (not part of CR LF) is accepted.
  @inline(__always)
  func accepts(ascii byte: UInt8, _ rule: TextRule) -> Bool {
    rule.asciiVerdicts.verdict(byte) ?? rule.isAccepted(Character(Unicode.Scalar(byte)))
  }

  /// Whether the cluster `[i, end)` of the reader's text, standing alone, is accepted.
  mutating func accepts(
    _ reader: ClusterReader, _ i: Int, _ end: Int, first: Unicode.Scalar, single: Bool,
    _ rule: TextRule
  ) -> Bool {
    if first.isASCII {
      // An ASCII character alone is judged by its byte, CR LF as a character.
      if single { return accepts(ascii: UInt8(truncatingIfNeeded: first.value), rule) }
      if first == "\r" { return rule.isAccepted(reader.character(i, end)) }
    }
    guard byFirstScalar else {
      return rule.acceptsCluster(first: first, single: single) { reader.character(i, end) }
    }
    let key = UInt64(first.value) << 1 | (single ? 1 : 0)
    if cache.isEmpty { cache = [UInt64](repeating: 0, count: 512) }
    let slot = Int(truncatingIfNeeded: key) & 511
    let entry = cache[slot]
    if entry & 0x80 != 0 && entry >> 8 == key { return entry & 1 == 1 }
    let verdict = rule.acceptsCluster(first: first, single: single) { reader.character(i, end) }
    cache[slot] = key << 8 | 0x80 | (verdict ? 1 : 0)
    return verdict
  }
}

/// A text's grapheme clusters, read from its UTF-8 bytes. A scalar that breaks from the scalar
/// after it whatever comes before (`breaksWhenPaired`) ends its cluster there, without grapheme
/// breaking; anything else is measured by the standard library.
struct ClusterReader {
  let text: String
  let bytes: UnsafeBufferPointer<UInt8>

  /// The index of a UTF-8 offset (on a scalar boundary).
  func index(_ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// The cluster `[i, end)`.
  func character(_ i: Int, _ end: Int) -> Character {
    Character(String(text[index(i)..<index(end)]))
  }

  /// The scalar starting at byte offset `i`, and its length in bytes.
  @inline(__always)
  func scalar(at i: Int) -> (value: UInt32, length: Int) {
    let b0 = UInt32(bytes[i])
    if b0 < 0x80 { return (b0, 1) }
    let b1 = UInt32(bytes[i + 1]) & 0x3F
    if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | b1, 2) }
    let b2 = UInt32(bytes[i + 2]) & 0x3F
    if b0 < 0xF0 { return ((b0 & 0x0F) << 12 | b1 << 6 | b2, 3) }
    let b3 = UInt32(bytes[i + 3]) & 0x3F
    return ((b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
  }

  /// The scalar ending at byte offset `i` (a scalar boundary after the start).
  func scalar(endingAt i: Int) -> Unicode.Scalar {
    var start = i - 1
    while bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return Unicode.Scalar(scalar(at: start).value).unsafelyUnwrapped
  }

  /// The cluster starting at byte offset `i`, a cluster boundary: where it ends, its first
  /// scalar, and whether that scalar is the whole cluster.
  func cluster(at i: Int) -> (end: Int, first: Unicode.Scalar, single: Bool) {
    let (value, length) = scalar(at: i)
    let first = Unicode.Scalar(value).unsafelyUnwrapped
    let next = i + length
    if next == bytes.count { return (next, first, true) }
    let (after, _) = scalar(at: next)
    if isPlain(value) && startsCluster(after) && !(value == 0x0D && after == 0x0A) {
      return (next, first, true)
    }
    // `i` is a cluster boundary: the cluster is measured from there as from the start of a text
    // (a grapheme rule looks back across a boundary only to count regional indicators, whose
    // count before a boundary is even), without first finding the boundary before `i`.
    let start = index(i)
    let rest = text[start...]
    let end = text.utf8.distance(from: text.utf8.startIndex, to: rest.index(after: start))
    return (end, first, end == next)
  }
}

/// Whether no grapheme rule looks at a scalar when it comes first in a pair, but CR before LF
/// and a Hangul syllable before a jamo: scalars whose grapheme-break property is Other or
/// Control (not Prepend, Extend, ZWJ, SpacingMark, Regional_Indicator or a Hangul jamo). After
/// such a scalar, a cluster ends unless the next scalar extends it (Extend, ZWJ, SpacingMark)
/// or is LF after CR or a jamo after a syllable. The ranges are whole blocks or runs of letters,
/// digits, punctuation and emoji without combining marks, modifiers or joiners.
@inline(__always)
func isPlain(_ value: UInt32) -> Bool {
  switch value {
  case 0x0000...0x02FF: return true  // ASCII, Latin-1, Latin Extended, IPA, modifier letters
  case 0x0370...0x0482: return true  // Greek and Coptic, Cyrillic up to its combining marks
  case 0x048A...0x052F: return true  // the rest of Cyrillic, Cyrillic Supplement
  case 0x05D0...0x05EA: return true  // Hebrew letters
  case 0x0621...0x064A: return true  // Arabic letters
  case 0x0660...0x0669: return true  // Arabic-Indic digits
  case 0x06F0...0x06F9: return true  // Extended Arabic-Indic digits
  case 0x0966...0x096F: return true  // Devanagari digits
  case 0x2010...0x2027: return true  // dashes, quotation marks, bullets, ellipsis
  case 0x2600...0x27BF: return true  // Miscellaneous Symbols, Dingbats
  case 0x3000...0x3029: return true  // CJK punctuation, up to its tone marks
  case 0x3041...0x3096: return true  // Hiragana, without the sound marks
  case 0x30A1...0x30FA: return true  // Katakana, without the sound marks
  case 0x3400...0x4DBF: return true  // CJK Unified Ideographs Extension A
  case 0x4E00...0x9FFF: return true  // CJK Unified Ideographs
  case 0xAC00...0xD7A3: return true  // Hangul syllables
  case 0xFF01...0xFF9D: return true  // full-width and half-width forms, without the sound marks
  case 0x1F300...0x1F3FA: return true  // Miscellaneous Symbols and Pictographs, to the skin tones
  case 0x1F400...0x1F64F: return true  // the rest of it, Emoticons
  case 0x1F680...0x1F6FF: return true  // Transport and Map Symbols
  case 0x1F900...0x1F9FF: return true  // Supplemental Symbols and Pictographs
  default: return false
  }
}

/// Whether a scalar after a plain one (`isPlain`) starts a new cluster (but LF after CR, and a
/// jamo after a syllable, neither of which answers `true` here): plain scalars and regional
/// indicators, none of which is Extend, ZWJ or SpacingMark.
@inline(__always)
func startsCluster(_ value: UInt32) -> Bool {
  isPlain(value) || (0x1F1E6...0x1F1FF).contains(value)
}

extension String {
  /// Whether two texts have exactly the same UTF-8 bytes.
  func hasSameUTF8(as other: String) -> Bool {
    utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
  }
}
