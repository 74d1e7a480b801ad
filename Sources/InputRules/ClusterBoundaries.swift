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
    if let offsets = asciiSafeOffsets(lower, upper) {
      let bytes = utf8
      let low = bytes.index(bytes.startIndex, offsetBy: offsets.lowerBound)
      return low..<bytes.index(low, offsetBy: offsets.count)
    }
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
    let lower = Swift.min(start, end)
    let upper = Swift.max(start, end)
    if let offsets = asciiSafeOffsets(lower, upper) { return offsets }
    return utf16Offsets(of: safeRange(clampedLower: lower, clampedUpper: upper))
  }

  /// `safeRange(clampedLower:clampedUpper:)` in offsets for an all-ASCII text, without grapheme
  /// breaking: offsets are the same in UTF-8 and UTF-16, and every offset is a cluster boundary
  /// but the one inside a CR LF. `nil` for any other text.
  private func asciiSafeOffsets(_ lower: Int, _ upper: Int) -> Range<Int>? {
    let bytes = utf8
    let count = bytes.count
    // Long texts are all ASCII when they count as many UTF-16 units as bytes; short ones are
    // scanned.
    let isShort = count <= 32
    if !isShort && count != utf16.count { return nil }
    let low = Swift.min(Swift.max(lower, 0), count)
    let high = Swift.max(low, Swift.min(Swift.max(upper, 0), count))
    return bytes.withContiguousStorageIfAvailable { buffer -> Range<Int>? in
      if isShort {
        var all: UInt8 = 0
        for byte in buffer { all |= byte }
        if all >= 0x80 { return nil }
      }
      func insideCRLF(_ offset: Int) -> Bool {
        offset > 0 && offset < count && buffer[offset] == 0x0A && buffer[offset &- 1] == 0x0D
      }
      // A caret inside a cluster moves to its end; a range widens to whole clusters.
      if low == high {
        let caret = insideCRLF(low) ? low + 1 : low
        return caret..<caret
      }
      return (insideCRLF(low) ? low - 1 : low)..<(insideCRLF(high) ? high + 1 : high)
    } ?? nil
  }

  /// An empty range at a (clamped) UTF-16 offset, moved back to a scalar boundary only; it may be
  /// inside a grapheme cluster.
  func scalarAlignedCaret(_ offset: Int) -> Range<String.Index> {
    let index = utf16Index(offset)
    if let aligned = index.samePosition(in: unicodeScalars) { return aligned..<aligned }
    let before = utf16Index(offset - 1)
    return before..<before
  }

  /// `safeRange(location:length:)` for the common case, without grapheme breaking: the range of
  /// an all-ASCII text at UTF-16 offsets `location ..< location + length` (UTF-16 offsets are
  /// UTF-8 offsets there), when it is inside the text and neither end falls inside a CR LF, so
  /// that both ends are cluster boundaries (two ASCII scalars join only as CR LF). `nil` when
  /// the general path is needed.
  @inlinable @inline(__always)
  func asciiRange(location: Int, length: Int) -> Range<String.Index>? {
    let bytes = utf8
    let count = bytes.count
    guard location >= 0, length >= 0, location <= count, length <= count &- location else {
      return nil
    }
    // Long texts are all ASCII when they count as many UTF-16 units as bytes (the standard
    // library knows it without counting); short ones are scanned, which is cheaper.
    let isShort = count <= 32
    if !isShort && count != utf16.count { return nil }
    let upperOffset = location &+ length
    let fits =
      bytes.withContiguousStorageIfAvailable { buffer -> Bool in
        if isShort {
          var all: UInt8 = 0
          for byte in buffer { all |= byte }
          if all >= 0x80 { return false }
        }
        // Neither end may fall between a CR and an LF.
        func splitsCRLF(_ offset: Int) -> Bool {
          offset > 0 && offset < count && buffer[offset] == 0x0A && buffer[offset &- 1] == 0x0D
        }
        return !splitsCRLF(location) && (length == 0 || !splitsCRLF(upperOffset))
      } ?? false
    guard fits else { return nil }
    let lower = bytes.index(bytes.startIndex, offsetBy: location)
    return lower..<(length == 0 ? lower : bytes.index(lower, offsetBy: length))
  }

  /// The UTF-16 length. A long text is counted from its UTF-8 bytes, eight at a time, where the
  /// standard library would build an index of the whole text for it.
  @usableFromInline
  var utf16Count: Int {
    let count = utf8.count
    if count <= 64 { return utf16.count }
    return utf8.withContiguousStorageIfAvailable { bytes in
      // UTF-16 units: one per scalar (bytes that do not continue one), two for four-byte ones.
      let lanes: UInt64 = 0x8080_8080_8080_8080
      var continuations = 0
      var fourByteLeads = 0
      let raw = UnsafeRawBufferPointer(bytes)
      var k = 0
      while k + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        if word & lanes != 0 {
          continuations += (word & ~(word << 1) & lanes).nonzeroBitCount
          fourByteLeads += (word & (word << 1) & (word << 2) & (word << 3) & lanes).nonzeroBitCount
        }
        k += 8
      }
      while k < count {
        let byte = bytes[k]
        if byte & 0xC0 == 0x80 { continuations += 1 }
        if byte >= 0xF0 { fourByteLeads += 1 }
        k += 1
      }
      return count - continuations + fourByteLeads
    } ?? utf16.count
  }

  /// The byte of a one-byte string (an ASCII character), or `nil` for any other string.
  @inlinable @inline(__always)
  var singleByte: UInt8? {
    let bytes = utf8
    guard bytes.count == 1 else { return nil }
    return bytes[bytes.startIndex]
  }

  /// Whether UTF-16 `offset` is inside the text and on a grapheme-cluster boundary.
  public func isClusterBoundary(utf16Offset offset: Int) -> Bool {
    guard offset >= 0, offset <= utf16.count else { return false }
    return isClusterBoundary(utf16.index(utf16.startIndex, offsetBy: offset))
  }
}
