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
