/// UTF-16 offsets made safe: clamped to the text and moved onto grapheme-cluster boundaries.
///
/// Platforms hand the engine NSRange values that may be stale (an undo replaying a range from
/// before a rejected paste), negative, `NSNotFound`, or inside a flag or a skin-tone emoji. These
/// helpers never trap on any of them.
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

  /// The nearest grapheme-cluster boundary at or before `index`.
  @usableFromInline
  func clusterStart(atOrBefore index: String.Index) -> String.Index {
    if index >= endIndex { return endIndex }
    if index.samePosition(in: self) != nil { return index }
    // String's Character-view index methods round an index down to a cluster boundary first.
    return self.index(before: self.index(after: index))
  }

  /// The nearest grapheme-cluster boundary at or after `index`.
  @usableFromInline
  func clusterEnd(atOrAfter index: String.Index) -> String.Index {
    if index >= endIndex { return endIndex }
    if index.samePosition(in: self) != nil { return index }
    return self.index(after: index)
  }

  /// A UTF-16 range made safe: both ends clamped, an empty range inside a cluster moved to the
  /// cluster's end, a non-empty range widened to whole clusters.
  public func safeRange(location: Int, length: Int) -> Range<String.Index> {
    let lower = clampedUTF16Offset(location)
    let available = utf16.count - lower
    let count = Swift.min(Swift.max(length, 0), available)
    let lowerIndex = utf16.index(utf16.startIndex, offsetBy: lower)
    if count == 0 {
      let caret = clusterEnd(atOrAfter: lowerIndex)
      return caret..<caret
    }
    let upperIndex = utf16.index(lowerIndex, offsetBy: count)
    return clusterStart(atOrBefore: lowerIndex)..<clusterEnd(atOrAfter: upperIndex)
  }

  /// `safeRange(location:length:)` for a half-open range of UTF-16 offsets in any order.
  public func safeRange(_ range: Range<Int>) -> Range<String.Index> {
    safeRange(location: range.lowerBound, length: range.count)
  }

  /// The UTF-16 offsets of a range of indices.
  public func utf16Offsets(of range: Range<String.Index>) -> Range<Int> {
    let lower = utf16Offset(of: range.lowerBound)
    return lower..<(lower + utf16.distance(from: range.lowerBound, to: range.upperBound))
  }

  /// A selection made safe: clamped, snapped to cluster boundaries, in UTF-16 offsets. Accepts the
  /// ends in either order.
  public func safeSelection(start: Int, end: Int) -> Range<Int> {
    let low = Swift.min(start, end)
    let high = Swift.max(start, end)
    // `high - low` cannot overflow after clamping both ends.
    let a = clampedUTF16Offset(low)
    let b = clampedUTF16Offset(high)
    return utf16Offsets(of: safeRange(location: a, length: b - a))
  }
}
