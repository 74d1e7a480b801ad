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
    let lower = proposal.range.lowerBound
    let suffix = text[proposal.range.upperBound...]
    // The text before the edit, from the start of its last cluster, followed by the clusters
    // kept so far (the pending run aside). The text before that start plays no part: it is a
    // cluster boundary, and boundaries after it do not depend on the text before it (a run of
    // regional indicators is cut there after an even number of them). So a paste at the end of
    // a long text copies only that cluster, not the text.
    let headStart =
      lower > text.startIndex
      ? text.clusterStart(atOrBefore: text.unicodeScalars.index(before: lower)) : text.startIndex
    var work = String(text[headStart..<lower])
    let base = work.utf8.count
    work.reserveCapacity(base + count)

    // What the length limits leave for the kept clusters.
    var length = LengthRoom(limits: lengthLimits, before: text[..<lower], after: suffix)
    let countsScalars = length.countsScalars
    /// What the cluster `[i, end)` costs in each unit.
    func costs(_ i: Int, _ end: Int, characters: Int) -> UnitCounts {
      reader.costs(i, end, characters: characters, countingScalars: countsScalars)
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
    // The regional indicators `work` ends with (clusters joining pasted flags are found without
    // reading back over them).
    var run = RegionalIndicatorRun()

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
          guard length.fitsASCII, verdicts.accepts(ascii: byte, self) else { break }
          length.spendASCII()
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
        if !length.fitsASCII {
          let limit = length.exceeded(UnitCounts(repeating: 1))!
          flush(upTo: i)
          overflow = limit
          if onOverflow == .reject { return .reject(tooLongReason(limit)) }
          break keys
        }
        length.spendASCII()
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
        let start = work.clusterStart(atOrBefore: joinIndex, run: &run)
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
        if let limit = length.exceeded(cost) {
          work.unicodeScalars.removeSubrange(joinIndex...)
          overflow = limit
          if onOverflow == .reject { return .reject(tooLongReason(limit)) }
          break keys
        }
        length.spend(cost)
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
      if length.isLimited {
        let cost = costs(i, end, characters: 1)
        if let limit = length.exceeded(cost) {
          flush(upTo: i)
          overflow = limit
          if onOverflow == .reject { return .reject(tooLongReason(limit)) }
          break keys
        }
        length.spend(cost)
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
    var junction: SuffixJunction?
    while work.utf8.count > base, mayJoin(work.unicodeScalars.last, suffix.unicodeScalars.first) {
      let end = work.utf8.count
      guard let refusal = refusal(joining: work, &junction, proposal, run: &run) else { break }
      if onPaste == .reject { return .reject(refusal) }
      if firstRefusal == nil { firstRefusal = refusal }
      // Drop the last kept cluster: a single one whole, or the last cluster of a run.
      let cut: Int
      if let single = singles.last, single.end == end {
        cut = single.start
        singles.removeLast()
      } else {
        let runStart = singles.last?.end ?? base
        let previous = work.clusterStart(endingAt: work.endIndex, run: &run)
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
