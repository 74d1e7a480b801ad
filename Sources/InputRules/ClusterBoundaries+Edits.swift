// Cluster boundaries where an edit is made: after a run of regional indicators (the halves of
// flags) without reading back over the run, and the clusters an edit changed.
//
// Two regional indicators join when an odd number of them come before the second in a row, so
// the standard library finds a cluster start after a run by reading back over the whole run.
// A text rule that builds a pasted text cluster by cluster asks after every cluster it adds:
// pasting n flags read about n² regional indicators (5,000 flags, 369 ms in WebAssembly). Here
// the run's length is remembered as the text grows (`RegionalIndicatorRun`), and the start of
// the last cluster follows from its parity.

/// The number of regional indicators in a row that a text ends with before a UTF-8 offset,
/// remembered from the last offset asked about: a text that only grows after that offset, or
/// that is only cut back while the offsets asked about decrease, is read about once in all.
struct RegionalIndicatorRun {
  /// `count` regional indicators in a row end at UTF-8 offset `end` of the text.
  private var end = 0
  private var count = 0

  /// The regional indicators in a row before UTF-8 offset `offset`, a scalar boundary of
  /// `text`. The text before `min(offset, end)` must not have changed since the last question.
  mutating func length(before offset: Int, in text: String) -> Int {
    if offset <= end && end &- offset <= count &* 4 {
      // Inside the run known: it ends earlier.
      count &-= (end &- offset) >> 2
      end = offset
      return count
    }
    let known = offset > end ? end : -1
    let knownCount = count
    count = withBytes(of: text) { bytes -> Int in
      var k = offset
      var n = 0
      while k >= 4 && bytes[k &- 4] == 0xF0 && bytes[k &- 3] == 0x9F && bytes[k &- 2] == 0x87
        && bytes[k &- 1] >= 0xA6
      {
        if k == known { return n &+ knownCount }
        n &+= 1
        k &-= 4
      }
      return n
    }
    end = offset
    return count
  }
}

extension String {
  /// `clusterStart(endingAt: index)` (the start of the cluster of `self[..<index]` that ends at
  /// `index`), told by the parity of `run` when at least three regional indicators come before
  /// `index`: the last one alone when their number is odd, the last two when it is even.
  func clusterStart(endingAt index: Index, run: inout RegionalIndicatorRun) -> Index {
    lastClusterStart(before: index, run: &run) ?? clusterStart(endingAt: index)
  }

  /// `clusterStart(atOrBefore: index)` for `index` on a scalar boundary, without reading back
  /// over a run of regional indicators before it: `index` itself when the cluster that ends
  /// there in `self[..<index]` (found from `run`) ends there in the whole text too, else that
  /// cluster's start.
  func clusterStart(atOrBefore index: Index, run: inout RegionalIndicatorRun) -> Index {
    guard index < endIndex, let last = lastClusterStart(before: index, run: &run) else {
      return clusterStart(atOrBefore: index)
    }
    // Boundaries before `index` do not depend on the text after it: `last` is one, and the
    // clusters read forward from it are the text's.
    let rest = self[last...]
    return rest.index(after: last) == index ? index : last
  }

  /// The start of the cluster of `self[..<index]` that ends at `index`, when at least three
  /// regional indicators in a row come before `index`; `nil` otherwise. Between two regional
  /// indicators, with an even number of them in a row before the second, a cluster always
  /// starts (no rule joins them), and with an odd number never.
  private func lastClusterStart(before index: Index, run: inout RegionalIndicatorRun) -> Index? {
    guard index > startIndex,
      isRegionalIndicator(unicodeScalars[unicodeScalars.index(before: index)].value)
    else { return nil }
    let count = run.length(before: utf8.distance(from: startIndex, to: index), in: self)
    guard count >= 3 else { return nil }
    return utf8.index(index, offsetBy: count & 1 == 1 ? -4 : -8)
  }
}

extension Substring {
  /// The text up to its first cluster boundary that no text before it can move (between two
  /// scalars that `breakFallsBetween`), or the whole text when it has none. Text put before
  /// this one changes its clusters only up to that boundary.
  var upToFixedBoundary: Substring {
    let scalars = unicodeScalars
    var i = scalars.startIndex
    guard i < scalars.endIndex else { return self }
    var previous = scalars[i]
    i = scalars.index(after: i)
    while i < scalars.endIndex {
      let scalar = scalars[i]
      if breakFallsBetween(previous, scalar) { return self[..<i] }
      previous = scalar
      i = scalars.index(after: i)
    }
    return self
  }
}

/// Where the clusters a paste keeps meet the text after the edit: what judging them there needs,
/// found once for the edit.
struct SuffixJunction {
  /// The text after the edit, up to its first cluster boundary that no text before can move.
  let after: Substring
  /// The end of the edited range when it is a cluster boundary of the text (as rules are
  /// handed), else `nil`.
  let oldBoundary: String.Index?

  init(_ proposal: EditProposal) {
    let text = proposal.text
    after = text[proposal.range.upperBound...].upToFixedBoundary
    oldBoundary =
      text.isClusterBoundary(proposal.range.upperBound) ? proposal.range.upperBound : nil
  }
}

extension String {
  /// The clusters of this text that an edit made or changed, as a range of whole clusters.
  ///
  /// This text came from `old` by an edit: `self[upper...]` is `old[oldUpper...]`, byte for byte,
  /// or its start up to `upToFixedBoundary` or further, and the text before `lower` was not
  /// changed. Its cost is that of the clusters it reads, not of the text on either side. The range
  /// starts at the cluster containing `lower` and ends at the first cluster end at or after `upper`
  /// that is a cluster boundary in `old` too; past it both texts have the same clusters (regional
  /// indicators may pair differently up to that point). `oldBoundary`, when given, is a cluster
  /// boundary of `old` at or before `oldUpper`.
  func changedClusters(
    lower: Index, upper: Index, old: String, oldUpper: Index, oldBoundary: Index? = nil
  ) -> Range<Index> {
    var start = clusterStart(atOrBefore: lower)
    // An index the standard library knows to be on a cluster boundary (reading clusters forward
    // from one it does not know reads back over a whole run of regional indicators at each
    // step, here and where the clusters are judged).
    if start < endIndex { start = index(before: index(after: start)) }
    // The clusters of `old` read forward along, from a boundary at or before `oldUpper`, as far
    // as the changed clusters need: from a copy of `old` from that boundary (whose start the
    // standard library knows to be one; asking whether each end is a boundary of `old` read
    // back over a whole run of regional indicators each time), first a short one, copied again
    // twice as long while the clusters read reach its end. The text after the edit can be the
    // whole field, and reading it is not needed past the first end both texts share.
    let oldStart = oldBoundary ?? old.clusterStart(atOrBefore: oldUpper)
    let upperOffset = old.utf8.distance(from: oldStart, to: oldUpper)
    var length = 64
    while true {
      // A boundary of the copy before its end is one of `old` (boundaries before an index do not
      // depend on the text after the next scalar); its end is one only when it is `old`'s.
      var copyEnd =
        old.utf8.index(oldUpper, offsetBy: length, limitedBy: old.endIndex) ?? old.endIndex
      while copyEnd < old.endIndex && UTF8.isContinuation(old.utf8[copyEnd]) {
        copyEnd = old.utf8.index(before: copyEnd)
      }
      let whole = copyEnd == old.endIndex
      let oldPart = String(old[oldStart..<copyEnd])
      var oldEnd = oldPart.startIndex
      var oldEndOffset = 0
      var end = start
      var decided = true
      while end < endIndex {
        end = index(after: end)
        if end >= upper {
          let target = upperOffset &+ utf8.distance(from: upper, to: end)
          while oldEndOffset < target && oldEnd < oldPart.endIndex {
            oldEnd = oldPart.index(after: oldEnd)
            oldEndOffset = oldPart.utf8.distance(from: oldPart.startIndex, to: oldEnd)
          }
          if oldEnd == oldPart.endIndex && !whole {
            decided = false
            break
          }
          if oldEndOffset == target { break }
        }
      }
      if decided { return start..<end }
      length &*= 2
    }
  }
}
