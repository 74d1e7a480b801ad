/// UTF-16 offsets made safe: clamped to the text and moved onto grapheme-cluster boundaries.
///
/// Platforms hand the engine NSRange values that may be stale (an undo replaying a range from
/// before a rejected paste), negative, `NSNotFound`, or inside a flag or a skin-tone emoji. These
/// helpers never trap on any of them: a range is the interval `location ..< location + length`
/// (computed without overflow; a negative length counts as 0) intersected with the text, then
/// widened to whole grapheme clusters.
extension String {
  /// The UTF-16 length of the text.
  @inlinable
  var utf16Length: Int { utf16.count }

  /// Clamps an offset to `0...utf16Length`.
  @inlinable
  func clampedUTF16Offset(_ offset: Int) -> Int {
    Swift.min(Swift.max(offset, 0), utf16.count)
  }

  /// The string index for a (clamped) UTF-16 offset. The index may be inside a cluster.
  @usableFromInline
  func utf16Index(_ offset: Int) -> String.Index {
    utf16.index(utf16.startIndex, offsetBy: clampedUTF16Offset(offset))
  }

  /// The UTF-16 offset of an index.
  @usableFromInline
  func utf16Offset(of index: String.Index) -> Int {
    utf16.distance(from: utf16.startIndex, to: index)
  }

  /// Whether `index` is on a grapheme-cluster boundary (the ends of the text are).
  @usableFromInline
  func isClusterBoundary(_ index: String.Index) -> Bool {
    index <= startIndex || index >= endIndex || index.samePosition(in: self) != nil
  }

  /// The nearest grapheme-cluster boundary at or before `index`.
  @usableFromInline
  func clusterStart(atOrBefore index: String.Index) -> String.Index {
    if index <= startIndex { return startIndex }
    if index >= endIndex { return endIndex }
    if index.samePosition(in: self) != nil { return index }
    // String's Character-view index methods round an index down to a cluster boundary first.
    return self.index(before: self.index(after: index))
  }

  /// The nearest grapheme-cluster boundary at or after `index`.
  @usableFromInline
  func clusterEnd(atOrAfter index: String.Index) -> String.Index {
    if index <= startIndex { return startIndex }
    if index >= endIndex { return endIndex }
    if index.samePosition(in: self) != nil { return index }
    return self.index(after: index)
  }

  /// A UTF-16 range made safe: the interval `location ..< location + length` intersected with the
  /// text (a negative length counts as 0, and `location + length` saturates instead of
  /// overflowing), then an empty range inside a cluster moved to the cluster's end and a
  /// non-empty range widened to whole clusters.
  public func safeRange(location: Int, length: Int) -> Range<String.Index> {
    let (sum, overflow) = location.addingReportingOverflow(Swift.max(length, 0))
    return safeRange(clampedLower: location, clampedUpper: overflow ? Int.max : sum)
  }

  /// `safeRange(location:length:)` for a half-open range of UTF-16 offsets: both ends are
  /// clamped to the text (the range's `count` is never computed, so `Int.min..<Int.max` is fine).
  public func safeRange(_ range: Range<Int>) -> Range<String.Index> {
    safeRange(clampedLower: range.lowerBound, clampedUpper: range.upperBound)
  }

  /// The core of the `safeRange` functions: clamps both ends (`upper` at least `lower`).
  private func safeRange(clampedLower lower: Int, clampedUpper upper: Int) -> Range<String.Index> {
    let low = clampedUTF16Offset(lower)
    let high = Swift.max(low, clampedUTF16Offset(upper))
    let lowerIndex = utf16.index(utf16.startIndex, offsetBy: low)
    if high == low {
      let caret = clusterEnd(atOrAfter: lowerIndex)
      return caret..<caret
    }
    let upperIndex = utf16.index(lowerIndex, offsetBy: high - low)
    return clusterStart(atOrBefore: lowerIndex)..<clusterEnd(atOrAfter: upperIndex)
  }

  /// The UTF-16 offsets of a range of indices.
  public func utf16Offsets(of range: Range<String.Index>) -> Range<Int> {
    let lower = utf16Offset(of: range.lowerBound)
    return lower..<(lower + utf16.distance(from: range.lowerBound, to: range.upperBound))
  }

  /// A selection made safe: clamped, snapped to cluster boundaries, in UTF-16 offsets. Accepts the
  /// ends in either order; a caret inside a cluster moves to the cluster's end.
  public func safeSelection(start: Int, end: Int) -> Range<Int> {
    utf16Offsets(
      of: safeRange(clampedLower: Swift.min(start, end), clampedUpper: Swift.max(start, end)))
  }

  /// An empty range at a (clamped) UTF-16 offset, moved back to a scalar boundary only; it may be
  /// inside a grapheme cluster.
  func scalarAlignedCaret(_ offset: Int) -> Range<String.Index> {
    let index = utf16Index(offset)
    if let aligned = index.samePosition(in: unicodeScalars) { return aligned..<aligned }
    let before = utf16Index(offset - 1)
    return before..<before
  }

  /// Whether UTF-16 `offset` is inside the text and on a grapheme-cluster boundary.
  public func isClusterBoundary(utf16Offset offset: Int) -> Bool {
    guard offset >= 0, offset <= utf16.count else { return false }
    return isClusterBoundary(utf16.index(utf16.startIndex, offsetBy: offset))
  }
}
