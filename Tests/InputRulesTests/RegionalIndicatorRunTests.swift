import InputRulesTestSupport
import Testing

@testable import InputRules

/// The cluster boundaries the text rule finds without reading back over a run of regional
/// indicators (`RegionalIndicatorRun`, `changedClusters`) are the standard library's, on seeded
/// random texts made mostly of regional indicators, among pieces that join in other ways
/// (prepended and combining marks, joiners, emoji, CR LF, Hangul).
@Suite("Cluster boundaries after regional indicators")
struct RegionalIndicatorRunTests {
  static let pieces: [String] = [
    "\u{1F1E6}", "\u{1F1E7}", "\u{1F1E9}\u{1F1EA}", "\u{1F1E6}", "\u{1F1E7}", "\u{1F1E6}",
    "a", "Z", "1", " ", "e\u{301}", "\u{301}", "\u{0600}", "\u{200D}", "👍", "🏽", "\r", "\n",
    "\u{1100}", "\u{1161}", "\u{0903}", "字",
  ]

  static func text(_ random: inout SplitMix64, most: Int) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...most, using: &random) {
      text += pieces.randomElement(using: &random)!
    }
    return text
  }

  static func offset(_ index: String.Index, in text: String) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }

  @Test("a text built and cut back finds cluster starts as the standard library")
  func clusterStarts() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      var text = Self.text(&random, most: 3)
      var run = RegionalIndicatorRun()
      for _ in 0..<40 {
        // A piece appended, and the start of the cluster where it joins the text.
        let join = text.utf8.count
        text += Self.pieces.randomElement(using: &random)!
        let index = text.utf8.index(text.startIndex, offsetBy: join)
        let start = text.clusterStart(atOrBefore: index, run: &run)
        let expected = text.clusterStart(atOrBefore: index)
        #expect(start == expected, "\(text.debugDescription) at \(join)")
        // Sometimes refused: cut back to where it joined.
        if Bool.random(using: &random) { text.unicodeScalars.removeSubrange(index...) }
      }
      // Cut back from the end, asking for the last cluster's start each time.
      while !text.isEmpty {
        let start = text.clusterStart(endingAt: text.endIndex, run: &run)
        #expect(start == text.index(before: text.endIndex), "\(text.debugDescription)")
        let scalars = text.unicodeScalars
        var cut = scalars.index(before: scalars.endIndex)
        for _ in 0..<Int.random(in: 0...3, using: &random) where cut > scalars.startIndex {
          cut = scalars.index(before: cut)
        }
        text.unicodeScalars.removeSubrange(cut...)
      }
    }
  }

  /// `changedClusters` as it was, asking `old` about each end: the reference.
  static func changedClusters(
    _ text: String, lower: String.Index, upper: String.Index, old: String,
    oldUpper: String.Index
  ) -> Range<Int> {
    let start = text.clusterStart(atOrBefore: lower)
    var end = start
    while end < text.endIndex {
      end = text.index(after: end)
      if end >= upper {
        let oldEnd = old.utf8.index(oldUpper, offsetBy: text.utf8.distance(from: upper, to: end))
        if old.isClusterBoundary(oldEnd) { break }
      }
    }
    return offset(start, in: text)..<offset(end, in: text)
  }

  /// A regional indicator inserted or deleted before a long run of them pairs the whole run
  /// anew: the changed clusters reach the run's end, further into the text after the edit than
  /// `changedClusters` first reads of it (64 bytes), so it reads on until the texts agree.
  @Test(
    "an edit before a long run of regional indicators changes the whole run",
    arguments: [1, 15, 16, 17, 40, 101, 1_000])
  func longRunAfterTheEdit(length: Int) {
    let run = String(repeating: "\u{1F1E6}", count: length)
    for (before, insert, after) in [
      ("a", "\u{1F1E7}", run + "b"), ("", "\u{1F1E7}", run), ("\u{1F1E6}", "x", run + "\u{301}"),
      ("a\u{1F1E6}", "\u{1F1E7}", run + "\u{1F1E6}"), ("a", "\u{1F1E6}\u{1F1E6}", run + " c"),
    ] {
      let old = before + after
      let range = old.utf8.index(old.startIndex, offsetBy: before.utf8.count)
      let text = before + insert + after
      let lower = text.utf8.index(text.startIndex, offsetBy: before.utf8.count)
      let upper = text.utf8.index(lower, offsetBy: insert.utf8.count)
      let expected = Self.changedClusters(
        text, lower: lower, upper: upper, old: old, oldUpper: range)
      let found = text.changedClusters(lower: lower, upper: upper, old: old, oldUpper: range)
      #expect(Self.offsets(found, in: text) == expected, "\(before) + \(insert), run \(length)")
      // The deletion of what was inserted, the other way round.
      let back = old.changedClusters(lower: range, upper: range, old: text, oldUpper: upper)
      let backExpected = Self.changedClusters(
        old, lower: range, upper: range, old: text, oldUpper: upper)
      #expect(Self.offsets(back, in: old) == backExpected, "deleting \(insert), run \(length)")
    }
  }

  @Test("edits change the clusters they changed before", arguments: [1, 2, 3] as [UInt64])
  func changedClusters(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<1_000 {
      let old = Self.text(&random, most: 12)
      // An insertion on cluster boundaries (as rules are handed), or a deletion of any scalars.
      let deletion = Int.random(in: 0..<3, using: &random) == 0
      let candidates =
        deletion
        ? Array(old.unicodeScalars.indices) + [old.endIndex] : Array(old.indices) + [old.endIndex]
      let a = candidates.randomElement(using: &random)!
      let b = candidates.randomElement(using: &random)!
      let range = min(a, b)..<max(a, b)
      let insert = deletion ? "" : Self.text(&random, most: 4)
      var text = old
      text.replaceSubrange(range, with: insert)
      let lowerOffset = Self.offset(range.lowerBound, in: old)
      let lower = text.utf8.index(text.startIndex, offsetBy: lowerOffset)
      let upper = text.utf8.index(lower, offsetBy: insert.utf8.count)
      let expected = Self.changedClusters(
        text, lower: lower, upper: upper, old: old, oldUpper: range.upperBound)
      let found = text.changedClusters(
        lower: lower, upper: upper, old: old, oldUpper: range.upperBound)
      let context = "\(old.debugDescription), \(range), \(insert.debugDescription)"
      #expect(Self.offsets(found, in: text) == expected, "\(context)")
      guard !deletion else { continue }
      let known = text.changedClusters(
        lower: lower, upper: upper, old: old, oldUpper: range.upperBound,
        oldBoundary: range.upperBound)
      #expect(Self.offsets(known, in: text) == expected, "\(context), boundary known")

      // Where a paste's kept text meets the text after it: read from the start of the last
      // cluster before, and only as far as `upToFixedBoundary` after, the same clusters.
      guard upper > text.startIndex else { continue }
      let work = String(text[..<upper])
      var run = RegionalIndicatorRun()
      let from = work.clusterStart(endingAt: work.endIndex, run: &run)
      let tail = String(work[from...]) + old[range.upperBound...].upToFixedBoundary
      let meeting = tail.utf8.index(
        tail.startIndex, offsetBy: work.utf8.distance(from: from, to: work.endIndex))
      let window = tail.changedClusters(
        lower: meeting, upper: meeting, old: old, oldUpper: range.upperBound,
        oldBoundary: range.upperBound)
      let whole = Self.changedClusters(
        text, lower: upper, upper: upper, old: old, oldUpper: range.upperBound)
      let wholeClusters = Array(text.utf8[Self.indices(whole, in: text)])
      #expect(Array(tail.utf8[window]) == wholeClusters, "\(context), from the last cluster")
      #expect(
        Array(tail[window]) == Array(text[Self.indices(whole, in: text)]),
        "\(context), clusters from the last cluster")
    }
  }

  static func offsets(_ range: Range<String.Index>, in text: String) -> Range<Int> {
    offset(range.lowerBound, in: text)..<offset(range.upperBound, in: text)
  }

  static func indices(_ range: Range<Int>, in text: String) -> Range<String.Index> {
    let lower = text.utf8.index(text.startIndex, offsetBy: range.lowerBound)
    return lower..<text.utf8.index(lower, offsetBy: range.count)
  }
}
