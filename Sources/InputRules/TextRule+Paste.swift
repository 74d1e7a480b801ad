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
    // it can only make the text shorter), and the least of them in each unit.
    let limits = lengthLimits
    let allowances = limits.map { limit in
      limit.count - limit.unit.length(of: work) - limit.unit.length(of: suffix)
    }
    var room = UnitCounts(repeating: Int.max)
    for (limit, allowance) in zip(limits, allowances) {
      room[limit.unit] = Swift.min(room[limit.unit], allowance)
    }
    let countsScalars = room.utf16 != Int.max || room.scalars != Int.max
    // What is left in each unit (`Int.max` without a limit), not counting the last ASCII
    // characters kept, which cost one in every unit: `spentASCII` of them, out of `asciiRoom`.
    var left = room
    var spentASCII = 0
    var asciiRoom = left.smallest
    func fold() {
      if spentASCII > 0 { left.subtract(UnitCounts(repeating: spentASCII)) }
      spentASCII = 0
      asciiRoom = left.smallest
    }
    /// The first limit a cluster with these costs would exceed, in the order of the limits.
    func exceeded(_ cost: UnitCounts) -> LengthLimit? {
      guard cost.exceeds(left, after: spentASCII) else { return nil }
      fold()
      for (limit, allowance) in zip(limits, allowances)
      where cost[limit.unit] > allowance - (room[limit.unit] - left[limit.unit]) {
        return limit
      }
      return nil
    }
    /// What the cluster `[i, end)` costs in each unit.
    func costs(_ i: Int, _ end: Int, characters: Int) -> UnitCounts {
      reader.costs(i, end, characters: characters, countingScalars: countsScalars)
    }
    func spend(_ cost: UnitCounts) {
      left.subtract(cost)
      asciiRoom = left.smallest
    }

    // The kept clusters are `work` after `base`: single clusters that joined the text before
    // them (`singles`, as UTF-8 offsets in `work`), and between them runs of clusters standing
    // on their own, whose clusters in `work` are the kept ones.
    var singles: [KeptSpan] = []
    // Runs kept (UTF-8 offsets in the insertion) not yet copied to `work`, a few at a time,
    // and the run being kept (from `runStart`).
    var pending: [Range<Int>] = []
    var pendingBytes = 0
    var runStart = -1
    /// Ends the run being kept at `end`.
    func flush(upTo end: Int) {
      guard runStart >= 0 else { return }
      pending.append(runStart..<end)
      pendingBytes &+= end &- runStart
      runStart = -1
      if pending.count == 1024 { sync() }
    }
    /// Copies the pending runs to `work`: long ones appended as they are, many short ones copied
    /// as bytes into one string first (cheaper than appending each, though the copy is checked
    /// as UTF-8).
    func sync() {
      if pending.isEmpty { return }
      if pendingBytes >= pending.count &* 64 {
        for run in pending {
          work.append(
            contentsOf: insert[reader.index(run.lowerBound)..<reader.index(run.upperBound)])
        }
      } else {
        work.append(
          String(unsafeUninitializedCapacity: pendingBytes) { buffer in
            guard let to = buffer.baseAddress, let from = bytes.baseAddress else { return 0 }
            var k = 0
            for run in pending {
              (to + k).initialize(from: from + run.lowerBound, count: run.count)
              k &+= run.count
            }
            return k
          })
      }
      pending.removeAll(keepingCapacity: true)
      pendingBytes = 0
    }
    // Whether the next cluster of the insertion stands on its own (see above).
    var standsAlone = false
    // The last scalar of `work` (with the run being kept), when the next cluster may not stand
    // alone.
    var lastScalar = work.unicodeScalars.last
    // The first refused cluster: in the insertion, or (when it joined) in `work`.
    var firstRefused: Range<Int>?
    var firstRefusedJoined: Character?
    var overflow: LengthLimit?
    var verdicts = ClusterVerdicts(rule: self)

    var i = 0
    keys: while i < count {
      if standsAlone {
        // The common case, in a tight loop: ASCII characters standing alone, accepted, that fit.
        let runBegin = i
        while i < count {
          let byte = bytes[i]
          if byte >= 0x80 { break }
          let next = i &+ 1
          if next < count {
            let after = bytes[next]
            if after >= 0x80 || (byte == 0x0D && after == 0x0A) { break }
          }
          guard spentASCII < asciiRoom, verdicts.accepts(ascii: byte, self) else { break }
          spentASCII &+= 1
          i = next
        }
        if i > runBegin && runStart < 0 { runStart = runBegin }
        if i == count { break keys }
      }

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

      if ascii && (standsAlone || !mayJoinText(ending: lastScalar, first)) {
        // An ASCII character standing alone.
        guard verdicts.accepts(ascii: byte, self) else {
          flush(upTo: i)
          if onPaste == .reject { return .reject(refusal(of: reader.character(i, end))!) }
          if firstRefused == nil && firstRefusedJoined == nil { firstRefused = i..<end }
          if standsAlone { lastScalar = reader.scalar(endingAt: i) }
          standsAlone = false
          i = end
          continue
        }
        if spentASCII >= asciiRoom {
          let limit = exceeded(UnitCounts(repeating: 1))!
          flush(upTo: i)
          overflow = limit
          if onOverflow == .reject { return .reject(tooLongReason(limit)) }
          break keys
        }
        spentASCII &+= 1
        if runStart < 0 { runStart = i }
        standsAlone = true
        i = end
        continue
      }

      if !standsAlone && mayJoinText(ending: lastScalar, first) {
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
          i = end
          continue
        }
        let cost = costs(i, end, characters: characterCost)
        if let limit = exceeded(cost) {
          work.unicodeScalars.removeSubrange(joinIndex...)
          overflow = limit
          if onOverflow == .reject { return .reject(tooLongReason(limit)) }
          break keys
        }
        spend(cost)
        singles.append(KeptSpan(start: join, end: work.utf8.count))
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
      if asciiRoom != Int.max {
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
    sync()

    // Why the first refused cluster was refused.
    var firstRefusal: Reason? =
      firstRefusedJoined.flatMap { refusal(of: $0) }
      ?? firstRefused.flatMap { refusal(of: reader.character($0.lowerBound, $0.upperBound)) }

    // The last kept clusters may join the text after the edit: judge what they make.
    while work.utf8.count > base, mayJoin(work.unicodeScalars.last, suffix.unicodeScalars.first) {
      let end = work.utf8.count
      let result = work + suffix
      let junction = result.utf8.index(result.startIndex, offsetBy: end)
      let window = result.changedClusters(
        lower: junction, upper: junction, old: text, oldUpper: proposal.range.upperBound)
      guard let refusal = result[window].lazy.compactMap({ self.refusal(of: $0) }).first else {
        break
      }
      if onPaste == .reject { return .reject(refusal) }
      if firstRefusal == nil { firstRefusal = refusal }
      // Drop the last kept cluster: a single one whole, or the last cluster of a run.
      let cut: Int
      if let single = singles.last, single.end == end {
        cut = single.start
        singles.removeLast()
      } else {
        let runStart = singles.last?.end ?? base
        let previous = work.index(before: work.endIndex)
        cut = Swift.max(runStart, work.utf8.distance(from: work.startIndex, to: previous))
      }
      work.unicodeScalars.removeSubrange(work.utf8.index(work.startIndex, offsetBy: cut)...)
    }

    guard work.utf8.count > base else {
      if let overflow { return .reject(tooLongReason(overflow)) }
      return .reject(firstRefusal ?? droppedReason(proposal.replacement))
    }
    // Pasted at the start, the kept text is `work` itself (not copied).
    let keptText =
      base == 0 ? work : String(work[work.utf8.index(work.startIndex, offsetBy: base)...])
    if keptText.hasSameUTF8(as: proposal.replacement) { return .accept }
    let reason =
      changeReason(overflow: overflow, filtered: firstRefusal != nil, converted: false)
    return .substitute(keptText, reason: reason)
  }
}

/// A kept cluster that joined the text before it, in UTF-8 offsets in the text a paste builds.
private struct KeptSpan {
  var start: Int
  var end: Int
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

  @inline(__always)
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
  @inline(__always)
  mutating func subtract(_ cost: UnitCounts) {
    if characters != Int.max { characters -= cost.characters }
    if utf16 != Int.max { utf16 -= cost.utf16 }
    if utf8 != Int.max { utf8 -= cost.utf8 }
    if scalars != Int.max { scalars -= cost.scalars }
  }

  /// The least count of the four.
  @inline(__always)
  var smallest: Int { Swift.min(Swift.min(characters, utf16), Swift.min(utf8, scalars)) }

  /// Whether these costs exceed what is `left` in any unit, once `spent` more is taken from each.
  @inline(__always)
  func exceeds(_ left: UnitCounts, after spent: Int) -> Bool {
    characters > left.characters - spent || utf16 > left.utf16 - spent
      || utf8 > left.utf8 - spent || scalars > left.scalars - spent
  }
}

/// A text rule's verdicts on grapheme clusters standing on their own, remembered per first
/// scalar when the rule judges a cluster by its first scalar alone (no literal outside ASCII,
/// no predicate).
struct ClusterVerdicts {
  private let byFirstScalar: Bool
  /// Direct-mapped, 1,024 slots of `key << 8 | 0x80 | verdict`, where the key is the scalar and
  /// whether it is the whole cluster.
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
  @inline(__always)
  mutating func accepts(
    _ reader: ClusterReader, _ i: Int, _ end: Int, first: Unicode.Scalar, single: Bool,
    _ rule: TextRule
  ) -> Bool {
    // A verdict remembered (inlined: the common case in a paste of text outside ASCII).
    if byFirstScalar && !first.isASCII && single && !cache.isEmpty {
      let key = UInt64(first.value) << 1 | 1
      let entry = cache[Self.slot(key)]
      if entry & 0x80 != 0 && entry >> 8 == key { return entry & 1 == 1 }
    }
    return acceptsAnyCluster(reader, i, end, first: first, single: single, rule)
  }

  /// Where a key's verdict is remembered. Scripts share low bits (U+0431 Cyrillic be, U+0631
  /// Arabic reh): the key is hashed.
  @inline(__always)
  private static func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> 22)
  }

  @inline(never)
  private mutating func acceptsAnyCluster(
    _ reader: ClusterReader, _ i: Int, _ end: Int, first: Unicode.Scalar, single: Bool,
    _ rule: TextRule
  ) -> Bool {
    if first.isASCII {
      // An ASCII character alone is judged by its byte, CR LF as a character.
      if single { return accepts(ascii: UInt8(truncatingIfNeeded: first.value), rule) }
      if first == "\r" { return rule.isAccepted(reader.character(i, end)) }
    }
    // A cluster whose first scalar is prepended to it is judged by the scalar after.
    guard byFirstScalar, single || !isPrepended(first.value) else {
      return rule.acceptsCluster(first: first, single: single) { reader.character(i, end) }
    }
    let key = UInt64(first.value) << 1 | (single ? 1 : 0)
    if cache.isEmpty { cache = [UInt64](repeating: 0, count: 1024) }
    let slot = Self.slot(key)
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

  /// What the cluster `[i, end)` costs in each unit (`characters` is given; UTF-16 units and
  /// scalars are counted only when asked).
  @inline(__always)
  fileprivate func costs(_ i: Int, _ end: Int, characters: Int, countingScalars: Bool)
    -> UnitCounts
  {
    var cost = UnitCounts(characters: characters, utf16: 0, utf8: end - i, scalars: 0)
    if countingScalars {
      for k in i..<end {
        let byte = bytes[k]
        if byte & 0xC0 != 0x80 { cost.scalars += 1 }
        if byte >= 0xF0 { cost.utf16 += 1 }
      }
      cost.utf16 += cost.scalars
    }
    return cost
  }

  /// The scalar ending at byte offset `i` (a scalar boundary after the start).
  func scalar(endingAt i: Int) -> Unicode.Scalar {
    var start = i - 1
    while bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return Unicode.Scalar(scalar(at: start).value).unsafelyUnwrapped
  }

  /// The cluster starting at byte offset `i`, a cluster boundary: where it ends, its first
  /// scalar, and whether that scalar is the whole cluster. Common clusters are measured here: a
  /// plain scalar (`isPlain`) or a pair of regional indicators (a flag; the count of regional
  /// indicators before a boundary is even), with the marks that extend it (`isExtending`), up
  /// to a scalar that starts a cluster after it (`startsCluster`). Anything else is measured by
  /// the standard library.
  @inline(__always)
  func cluster(at i: Int) -> (end: Int, first: Unicode.Scalar, single: Bool) {
    // Inlined: a plain scalar followed by one that starts a cluster, the common case.
    let (value, length) = scalar(at: i)
    let end = i &+ length
    if end < bytes.count {
      if isPlain(value) && value != 0x0D && startsCluster(scalar(at: end).value) {
        return (end, Unicode.Scalar(value).unsafelyUnwrapped, true)
      }
    } else {
      return (end, Unicode.Scalar(value).unsafelyUnwrapped, true)
    }
    return anyCluster(at: i)
  }

  /// `cluster(at:)` for any cluster.
  @inline(never)
  private func anyCluster(at i: Int) -> (end: Int, first: Unicode.Scalar, single: Bool) {
    let count = bytes.count
    let (value, length) = scalar(at: i)
    let first = Unicode.Scalar(value).unsafelyUnwrapped
    var end = i + length
    if end == count { return (end, first, true) }
    var (after, afterLength) = scalar(at: end)
    var single = true
    if isPlain(value) {
      if startsCluster(after) && !(value == 0x0D && after == 0x0A) { return (end, first, true) }
      // A control ends its cluster (but CR before LF): let the standard library see it.
      if isControl(value) { return measured(from: i, first, next: end) }
    } else if isRegionalIndicator(value) && isRegionalIndicator(after) {
      end += afterLength
      single = false
      if end == count { return (end, first, false) }
      (after, afterLength) = scalar(at: end)
    } else {
      return measured(from: i, first, next: end)
    }
    // Marks extend the cluster (after anything but a control); a zero-width joiner after an
    // emoji and its marks joins the emoji after it (an emoji sequence such as a family); then a
    // scalar that starts a cluster ends it.
    let pictographic = isPictographic(value)
    while true {
      while isExtending(after) {
        end += afterLength
        single = false
        if end == count { return (end, first, false) }
        (after, afterLength) = scalar(at: end)
      }
      guard pictographic && after == 0x200D else { break }
      end += afterLength
      single = false
      if end == count { return (end, first, false) }
      (after, afterLength) = scalar(at: end)
      // After the joiner, an emoji this reader does not know may still join (GB11).
      guard isPictographic(after) else { return measured(from: i, first, next: i + length) }
      end += afterLength
      if end == count { return (end, first, false) }
      (after, afterLength) = scalar(at: end)
    }
    if startsCluster(after) { return (end, first, single) }
    return measured(from: i, first, next: i + length)
  }

  /// The cluster starting at byte offset `i`, measured by the standard library. `i` is a cluster
  /// boundary, so the cluster is measured from there as from the start of a text (a grapheme
  /// rule looks back across a boundary only to count regional indicators, whose count before a
  /// boundary is even), without first finding the boundary before `i`.
  private func measured(from i: Int, _ first: Unicode.Scalar, next: Int)
    -> (end: Int, first: Unicode.Scalar, single: Bool)
  {
    let start = index(i)
    let end = text.utf8.distance(from: text.utf8.startIndex, to: text[start...].index(after: start))
    return (end, first, end == next)
  }

}

/// Whether a cluster starting with `right` may join the text before it, ending with `left`
/// (`mayJoin`), when that is not known to be a boundary: a plain scalar (`isPlain`) followed by
/// one that starts a cluster (`startsCluster`), but CR LF.
@inline(__always)
func mayJoinText(ending left: Unicode.Scalar?, _ right: Unicode.Scalar) -> Bool {
  guard let left, mayJoin(left, right) else { return false }
  return
    !(isPlain(left.value) && startsCluster(right.value)
    && !(left.value == 0x0D && right.value == 0x0A))
}

/// A control character among the plain scalars (`isPlain`): C0 and C1 controls, DEL and the soft
/// hyphen, after which a cluster always ends (but CR before LF).
@inline(__always)
func isControl(_ value: UInt32) -> Bool {
  value < 0x20 || (value >= 0x7F && value <= 0x9F) || value == 0xAD
}

/// Emoji that join another after a zero-width joiner (grapheme rule GB11), among the plain
/// scalars (`isPlain`): parts of Unicode's Extended_Pictographic in the emoji blocks.
@inline(__always)
func isPictographic(_ value: UInt32) -> Bool {
  guard value >= 0x1_F300 else { return false }
  return value <= 0x1_F3FA || (value >= 0x1_F400 && value <= 0x1_F53D)
    || (value >= 0x1_F546 && value <= 0x1_F64F) || (value >= 0x1_F680 && value <= 0x1_F6FF)
    || (value >= 0x1_F90C && value <= 0x1_F93A) || (value >= 0x1_F93C && value <= 0x1_F945)
    || (value >= 0x1_F947 && value <= 0x1_F9FF)
}

/// A regional indicator (half of a flag).
@inline(__always)
func isRegionalIndicator(_ value: UInt32) -> Bool {
  value >= 0x1F1E6 && value <= 0x1F1FF
}

/// Marks that extend the cluster before them (grapheme-break property Extend): combining
/// diacritical marks, combining marks for symbols, variation selectors and emoji skin tones.
@inline(__always)
func isExtending(_ value: UInt32) -> Bool {
  (value >= 0x0300 && value <= 0x036F) || (value >= 0x20D0 && value <= 0x20F0)
    || (value >= 0xFE00 && value <= 0xFE0F) || (value >= 0x1_F3FB && value <= 0x1_F3FF)
}

/// Whether no grapheme rule looks at a scalar when it comes first in a pair, but CR before LF
/// and a Hangul syllable before a jamo: scalars whose grapheme-break property is Other or
/// Control (not Prepend, Extend, ZWJ, SpacingMark, Regional_Indicator or a Hangul jamo). After
/// such a scalar, a cluster ends unless the next scalar extends it (Extend, ZWJ, SpacingMark)
/// or is LF after CR or a jamo after a syllable. The ranges are whole blocks or runs of letters,
/// digits, punctuation and emoji without combining marks, modifiers or joiners.
@inline(__always)
func isPlain(_ value: UInt32) -> Bool {
  let v = value
  if v < 0x0300 { return true }  // ASCII, Latin-1, Latin Extended, IPA, modifier letters
  if v < 0x2000 {
    if v < 0x0483 { return v >= 0x0370 }  // Greek and Coptic, Cyrillic to its combining marks
    if v < 0x0530 { return v >= 0x048A }  // the rest of Cyrillic, Cyrillic Supplement
    if v < 0x05EB { return v >= 0x05D0 }  // Hebrew letters
    if v < 0x064B { return v >= 0x0621 }  // Arabic letters
    if v < 0x066A { return v >= 0x0660 }  // Arabic-Indic digits
    if v < 0x06FA { return v >= 0x06F0 }  // Extended Arabic-Indic digits
    return v >= 0x0966 && v <= 0x096F  // Devanagari digits
  }
  if v < 0x3000 {
    return (v >= 0x2010 && v <= 0x2027)  // dashes, quotation marks, bullets, ellipsis
      || (v >= 0x2600 && v <= 0x27BF)  // Miscellaneous Symbols, Dingbats
  }
  if v < 0xA000 {
    if v <= 0x3029 { return true }  // CJK punctuation, up to its tone marks
    if v < 0x3041 { return false }
    if v <= 0x3096 { return true }  // Hiragana, without the sound marks
    if v < 0x30A1 { return false }
    if v <= 0x30FA { return true }  // Katakana, without the sound marks
    return (v >= 0x3400 && v <= 0x4DBF)  // CJK Unified Ideographs Extension A
      || v >= 0x4E00  // CJK Unified Ideographs
  }
  if v < 0x1_0000 {
    return (v >= 0xAC00 && v <= 0xD7A3)  // Hangul syllables
      || (v >= 0xFF01 && v <= 0xFF9D)  // full-width and half-width forms, without sound marks
  }
  return (v >= 0x1_F300 && v <= 0x1_F3FA)  // Miscellaneous Symbols and Pictographs, to the tones
    || (v >= 0x1_F400 && v <= 0x1_F64F)  // the rest of it, Emoticons
    || (v >= 0x1_F680 && v <= 0x1_F6FF)  // Transport and Map Symbols
    || (v >= 0x1_F900 && v <= 0x1_F9FF)  // Supplemental Symbols and Pictographs
}

/// Whether a scalar after a plain one (`isPlain`) starts a new cluster (but LF after CR, and a
/// jamo after a syllable, neither of which answers `true` here): plain scalars and regional
/// indicators, none of which is Extend, ZWJ or SpacingMark.
@inline(__always)
func startsCluster(_ value: UInt32) -> Bool {
  isPlain(value) || isRegionalIndicator(value)
}

extension String {
  /// Whether two texts have exactly the same UTF-8 bytes.
  func hasSameUTF8(as other: String) -> Bool {
    utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
  }
}
