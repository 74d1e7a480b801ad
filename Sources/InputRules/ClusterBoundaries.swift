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
    if index <= startIndex || index >= endIndex { return true }
    if isScalarAligned(index) { return isClusterBoundary(scalar: index) }
    return index.samePosition(in: self) != nil
  }

  /// Whether `index` is on a scalar boundary, told from the UTF-8 bytes without asking the
  /// standard library (whose `samePosition(in:)` looks up type metadata on every call): an
  /// index of the UTF-8 view at its own offset, not inside a scalar's bytes.
  @usableFromInline
  func isScalarAligned(_ index: String.Index) -> Bool {
    let bytes = utf8
    let k = bytes.distance(from: bytes.startIndex, to: index)
    guard k >= 0, k <= bytes.count, bytes.index(bytes.startIndex, offsetBy: k) == index else {
      return false
    }
    return k == bytes.count || !UTF8.isContinuation(bytes[index])
  }

  /// The nearest grapheme-cluster boundary at or before `index`.
  @usableFromInline
  func clusterStart(atOrBefore index: String.Index) -> String.Index {
    if index <= startIndex { return startIndex }
    if index >= endIndex { return endIndex }
    if isScalarAligned(index) { return clusterStart(atOrBeforeScalar: index) }
    if index.samePosition(in: self) != nil { return index }
    // String's Character-view index methods round an index down to a cluster boundary first.
    return self.index(before: self.index(after: index))
  }

  /// The nearest grapheme-cluster boundary at or after `index`.
  @usableFromInline
  func clusterEnd(atOrAfter index: String.Index) -> String.Index {
    if index <= startIndex { return startIndex }
    if index >= endIndex { return endIndex }
    if isScalarAligned(index) { return clusterEnd(atOrAfterScalar: index) }
    if index.samePosition(in: self) != nil { return index }
    return self.index(after: index)
  }

  /// A UTF-16 range made safe: the interval `location ..< location + length` intersected with the
  /// text (a negative length counts as 0, and `location + length` saturates instead of
  /// overflowing), then an empty range inside a cluster moved to the cluster's end and a
  /// non-empty range widened to whole clusters.
  @usableFromInline package func safeRange(location: Int, length: Int) -> Range<String.Index> {
    let (sum, overflow) = location.addingReportingOverflow(Swift.max(length, 0))
    return safeRange(clampedLower: location, clampedUpper: overflow ? Int.max : sum)
  }

  /// `safeRange(location:length:)` for a half-open range of UTF-16 offsets: both ends are
  /// clamped to the text (the range's `count` is never computed, so `Int.min..<Int.max` is fine).
  @usableFromInline package func safeRange(_ range: Range<Int>) -> Range<String.Index> {
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
  @usableFromInline package func utf16Offsets(of range: Range<String.Index>) -> Range<Int> {
    let lower = utf16Offset(of: range.lowerBound)
    return lower..<(lower + utf16.distance(from: range.lowerBound, to: range.upperBound))
  }

  /// A selection made safe: clamped, snapped to cluster boundaries, in UTF-16 offsets. Accepts the
  /// ends in either order; a caret inside a cluster moves to the cluster's end.
  @usableFromInline package func safeSelection(start: Int, end: Int) -> Range<Int> {
    let lower = Swift.min(start, end)
    let upper = Swift.max(start, end)
    if let offsets = asciiSafeOffsets(lower, upper) { return offsets }
    return utf16Offsets(of: safeRange(clampedLower: lower, clampedUpper: upper))
  }

  /// `safeRange(clampedLower:clampedUpper:)` in offsets for an all-ASCII text, without grapheme
  /// breaking: offsets are the same in UTF-8 and UTF-16, and every offset is a cluster boundary
  /// but the one inside a CR LF. `nil` for any other text.
  private func asciiSafeOffsets(_ lower: Int, _ upper: Int, knownASCII: Bool = false)
    -> Range<Int>?
  {
    let bytes = utf8
    let count = bytes.count
    // Long texts are all ASCII when they count as many UTF-16 units as bytes; short ones are
    // scanned.
    let isShort = !knownASCII && count <= 32
    if !isShort && !knownASCII && count != utf16.count { return nil }
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
  /// the general path is needed. `known` is the text's UTF-16 length, or -1 when not known.
  @inlinable @inline(__always)
  func asciiRange(location: Int, length: Int, knownUTF16Count known: Int) -> Range<String.Index>? {
    let bytes = utf8
    let count = bytes.count
    guard location >= 0, length >= 0, location <= count, length <= count &- location else {
      return nil
    }
    // A text is all ASCII when it counts as many UTF-16 units as bytes. Without the count, long
    // texts ask the standard library (which knows it for ASCII without counting) and short
    // ones are scanned, which is cheaper.
    let isShort = known < 0 && count <= 32
    if !isShort && count != (known >= 0 ? known : utf16.count) { return nil }
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
  @usableFromInline package func isClusterBoundary(utf16Offset offset: Int) -> Bool {
    guard offset >= 0, offset <= utf16.count else { return false }
    return isClusterBoundary(utf16.index(utf16.startIndex, offsetBy: offset))
  }
}

// MARK: - Offsets near an edit
//
// Converting a UTF-16 offset from the start of a non-ASCII text is a pass over the text: the
// standard library keeps an index of UTF-16 offsets (breadcrumbs) for it, but builds it again
// after every change, so each keystroke in a long text paid for a pass (and a text of 10,000
// Cyrillic letters about 450,000 instructions). When the text's UTF-16 length is known, the
// functions below find an offset from the nearer end instead, reading only the bytes between:
// typing at the end of a long text costs what it costs in a short one.

extension String {
  /// Whether the text is all ASCII, given its UTF-16 length `count`: it is exactly when it has
  /// as many UTF-8 bytes as UTF-16 units.
  @inlinable @inline(__always)
  func isASCII(utf16Count count: Int) -> Bool { utf8.count == count }

  /// The index of the scalar at UTF-16 `offset` (in `0...count`, `count` the text's UTF-16
  /// length), found by reading the text from its nearer end; `inside` when the offset falls
  /// between the two halves of a surrogate pair, whose scalar then starts at `index`.
  @usableFromInline
  func scalarIndex(utf16Offset offset: Int, utf16Count count: Int, anchor: TextAnchor = .none)
    -> (index: Index, inside: Bool)
  {
    let found = utf8.withContiguousStorageIfAvailable { bytes -> (Int, Bool) in
      // From the anchor when it is nearer than both ends (the caret in the middle of a long
      // text): forward over the units after it, or back over the units before it.
      guard anchor.utf16 >= 0, anchor.utf8 <= bytes.count,
        Swift.min(offset, count &- offset)
          > Swift.max(offset &- anchor.utf16, anchor.utf16 &- offset)
      else {
        return offset <= count &- offset
          ? bytes.utf8Offset(ofUTF16: offset)
          : bytes.utf8Offset(ofUTF16FromEnd: count &- offset)
      }
      let found: (Int, Bool)
      if offset >= anchor.utf16 {
        let (position, inside) = UnsafeBufferPointer(rebasing: bytes[anchor.utf8...])
          .utf8Offset(ofUTF16: offset &- anchor.utf16)
        found = (anchor.utf8 &+ position, inside)
      } else {
        found = UnsafeBufferPointer(rebasing: bytes[..<anchor.utf8])
          .utf8Offset(ofUTF16FromEnd: anchor.utf16 &- offset)
      }
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        let general = bytes.utf8Offset(ofUTF16: offset)
        internalCheck(
          found.0 == general.0 && found.1 == general.1, agreesWith: true,
          "an offset found from the field's anchor",
          "UTF-16 offset \(offset) from anchor \(anchor.utf16)/\(anchor.utf8) in \(self.debugDescription.prefix(200))"
        )
      #endif
      return found
    }
    guard let (position, inside) = found else {
      // Not stored contiguously (a bridged string): the standard library's conversion.
      let index = utf16.index(utf16.startIndex, offsetBy: offset)
      if let scalar = index.samePosition(in: unicodeScalars) { return (scalar, false) }
      return (utf16.index(before: index), true)
    }
    return (utf8.index(utf8.startIndex, offsetBy: position), inside)
  }

  /// The UTF-16 length of `self[from..<to]`, two indices on scalar boundaries, counted from its
  /// bytes.
  @usableFromInline
  func utf16Distance(from: Index, to: Index) -> Int {
    if from == to { return 0 }
    if from > to { return -utf16Distance(from: to, to: from) }
    var units = 0
    for byte in utf8[from..<to] {
      if byte & 0xC0 != 0x80 { units &+= 1 }
      if byte >= 0xF0 { units &+= 1 }
    }
    return units
  }

  /// `safeRange(location:length:)` and the UTF-16 offsets of the range it gives, for a text
  /// whose UTF-16 length is `count`, reading only the bytes between the offsets and the nearer
  /// end of the text (and the clusters around them).
  @usableFromInline
  func safeRangeAndOffsets(
    location: Int, length: Int, utf16Count count: Int, anchor: TextAnchor = .none
  ) -> (range: Range<Index>, offsets: Range<Int>) {
    let (sum, overflow) = location.addingReportingOverflow(Swift.max(length, 0))
    return safeRangeAndOffsets(
      lower: location, upper: overflow ? Int.max : sum, utf16Count: count, anchor: anchor)
  }

  /// `safeRange(_:)` and the UTF-16 offsets of the range it gives, for a text whose UTF-16
  /// length is `count` (see `safeRangeAndOffsets(location:length:utf16Count:)`).
  @usableFromInline
  func safeRangeAndOffsets(
    lower: Int, upper: Int, utf16Count count: Int, anchor: TextAnchor = .none
  ) -> (range: Range<Index>, offsets: Range<Int>) {
    let low = Swift.min(Swift.max(lower, 0), count)
    let high = Swift.max(low, Swift.min(Swift.max(upper, 0), count))
    if isASCII(utf16Count: count), let offsets = asciiSafeOffsets(low, high, knownASCII: true) {
      let bytes = utf8
      let start = bytes.index(bytes.startIndex, offsetBy: offsets.lowerBound)
      return (start..<bytes.index(start, offsetBy: offsets.count), offsets)
    }
    let (lowScalar, lowInside) = scalarIndex(utf16Offset: low, utf16Count: count, anchor: anchor)
    if high == low {
      // A caret inside a cluster moves to the cluster's end.
      let (caret, offset) = clusterEnd(atOrAfterScalar: lowScalar, inside: lowInside, at: low)
      return (caret..<caret, offset..<offset)
    }
    // The upper end from the lower one when it is nearer than the end of the text.
    let highFound: (index: Index, inside: Bool)
    if high &- low <= count &- high {
      highFound =
        utf8[lowScalar...].withContiguousStorageIfAvailable { bytes in
          let (position, inside) = bytes.utf8Offset(
            ofUTF16: high &- low &+ (lowInside ? 1 : 0))
          return (utf8.index(lowScalar, offsetBy: position), inside)
        } ?? scalarIndex(utf16Offset: high, utf16Count: count, anchor: anchor)
    } else {
      highFound = scalarIndex(utf16Offset: high, utf16Count: count, anchor: anchor)
    }
    let start = clusterStart(atOrBeforeScalar: lowScalar)
    let startOffset = low &- (lowInside ? 1 : 0) &- utf16Distance(from: start, to: lowScalar)
    let (end, endOffset) = clusterEnd(
      atOrAfterScalar: highFound.index, inside: highFound.inside, at: high)
    return (start..<end, startOffset..<endOffset)
  }

  /// The cluster end at or after the scalar boundary `scalar` at UTF-16 `offset` (or, when
  /// `inside`, at or after the scalar starting there, `offset` falling inside it), with its
  /// UTF-16 offset.
  @inlinable
  func clusterEnd(atOrAfterScalar scalar: Index, inside: Bool, at offset: Int) -> (Index, Int) {
    var index = scalar
    var offset = offset
    if inside {
      index = unicodeScalars.index(after: scalar)
      offset &+= 1
    }
    let end = clusterEnd(atOrAfterScalar: index)
    return (end, offset &+ utf16Distance(from: index, to: end))
  }

  /// Whether `index`, on a scalar boundary, is on a cluster boundary: told by the two scalars
  /// around it when a boundary always falls between them, otherwise by grapheme breaking.
  @usableFromInline
  func isClusterBoundary(scalar index: Index) -> Bool {
    if index <= startIndex || index >= endIndex { return true }
    let bytes = utf8
    let k = bytes.distance(from: bytes.startIndex, to: index)
    let told =
      bytes.withContiguousStorageIfAvailable { b -> Bool in
        breakFallsBetween(b.scalarValue(at: b.scalarStart(before: k)), b.scalarValue(at: k))
      } ?? false
    return told || index.samePosition(in: self) != nil
  }

  /// `clusterEnd(atOrAfter:)` for an index on a scalar boundary.
  @usableFromInline
  func clusterEnd(atOrAfterScalar index: Index) -> Index {
    isClusterBoundary(scalar: index) ? index : self.index(after: index)
  }

  /// `clusterStart(atOrBefore:)` for an index on a scalar boundary.
  @usableFromInline
  func clusterStart(atOrBeforeScalar index: Index) -> Index {
    isClusterBoundary(scalar: index) ? index : self.index(before: self.index(after: index))
  }

  /// The start of the cluster that ends at `index`, a cluster boundary after the start of the
  /// text (`index(before:)`, without grapheme breaking when the last two scalars tell).
  @usableFromInline
  func clusterStart(endingAt index: Index) -> Index {
    let bytes = utf8
    let k = bytes.distance(from: bytes.startIndex, to: index)
    let start = bytes.withContiguousStorageIfAvailable { b -> Int? in
      let last = b.scalarStart(before: k)
      if last == 0 { return 0 }
      let previous = b.scalarStart(before: last)
      return breakFallsBetween(b.scalarValue(at: previous), b.scalarValue(at: last)) ? last : nil
    }
    guard let start = start ?? nil else { return self.index(before: index) }
    return bytes.index(bytes.startIndex, offsetBy: start)
  }

  /// The end of the cluster that starts at `index`, a cluster boundary before the end of the
  /// text (`index(after:)`, without grapheme breaking when the first two scalars tell).
  @usableFromInline
  func clusterEnd(startingAt index: Index) -> Index {
    let bytes = utf8
    let k = bytes.distance(from: bytes.startIndex, to: index)
    let end = bytes.withContiguousStorageIfAvailable { b -> Int? in
      let next = k &+ b.scalarWidth(at: k)
      if next == b.count { return next }
      return breakFallsBetween(b.scalarValue(at: k), b.scalarValue(at: next)) ? next : nil
    }
    guard let end = end ?? nil else { return self.index(after: index) }
    return bytes.index(bytes.startIndex, offsetBy: end)
  }

  /// `safeSelection(start:end:)` for a text whose UTF-16 length is `count`.
  @usableFromInline
  func safeSelection(start: Int, end: Int, utf16Count count: Int) -> Range<Int> {
    safeRangeAndOffsets(
      lower: Swift.min(start, end), upper: Swift.max(start, end), utf16Count: count
    ).offsets
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The offset of the first scalar whose UTF-16 offset in these UTF-8 bytes (valid UTF-8,
  /// starting on a scalar) is `units`, or of the scalar whose two UTF-16 units `units` falls
  /// between (`inside`); the end when the bytes have fewer units. Eight bytes at a time while
  /// far from it.
  @usableFromInline
  func utf8Offset(ofUTF16 units: Int) -> (Int, inside: Bool) {
    var remaining = units
    var k = 0
    let count = self.count
    // Eight bytes hold at most nine UTF-16 units (seven ASCII and the lead of a four-byte
    // scalar, which counts two).
    if remaining > 16, let base = baseAddress {
      let raw = UnsafeRawPointer(base)
      while remaining > 16 && k &+ 8 <= count {
        remaining &-= Self.utf16Units(inWord: raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))
        k &+= 8
      }
    }
    while k < count {
      let byte = self[k]
      if byte & 0xC0 != 0x80 {
        if remaining == 0 { return (k, false) }
        let width = byte >= 0xF0 ? 2 : 1
        if width > remaining { return (k, true) }
        remaining &-= width
      }
      k &+= 1
    }
    return (count, false)
  }

  /// The offset of the scalar that starts `units` UTF-16 units before the end of these UTF-8
  /// bytes (valid UTF-8, ending on a scalar), or of the scalar whose two units the offset falls
  /// between (`inside`); 0 when the bytes have fewer units.
  @usableFromInline
  func utf8Offset(ofUTF16FromEnd units: Int) -> (Int, inside: Bool) {
    var remaining = units
    var k = count
    if remaining > 16, let base = baseAddress {
      let raw = UnsafeRawPointer(base)
      while remaining > 16 && k >= 8 {
        remaining &-= Self.utf16Units(
          inWord: raw.loadUnaligned(fromByteOffset: k &- 8, as: UInt64.self))
        k &-= 8
      }
    }
    // `k` may be inside a scalar whose lead is before it and not counted yet: counted below.
    while remaining > 0 && k > 0 {
      k &-= 1
      let byte = self[k]
      if byte & 0xC0 != 0x80 {
        let width = byte >= 0xF0 ? 2 : 1
        if width > remaining { return (k, true) }
        remaining &-= width
      }
    }
    return (k, false)
  }

  /// The start of the scalar that ends at `offset` (valid UTF-8, `offset` after the start).
  @inlinable @inline(__always)
  func scalarStart(before offset: Int) -> Int {
    var k = offset &- 1
    while self[k] & 0xC0 == 0x80 { k &-= 1 }
    return k
  }

  /// The number of bytes of the scalar whose lead byte is at `offset` (valid UTF-8).
  @inlinable @inline(__always)
  func scalarWidth(at offset: Int) -> Int {
    let lead = self[offset]
    return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// The value of the scalar whose lead byte is at `offset` (valid UTF-8).
  @inlinable @inline(__always)
  func scalarValue(at offset: Int) -> Unicode.Scalar {
    let lead = UInt32(self[offset])
    let value: UInt32
    if lead < 0x80 {
      value = lead
    } else if lead < 0xE0 {
      value = (lead & 0x1F) << 6 | UInt32(self[offset &+ 1] & 0x3F)
    } else if lead < 0xF0 {
      value =
        (lead & 0x0F) << 12 | UInt32(self[offset &+ 1] & 0x3F) << 6
        | UInt32(self[offset &+ 2] & 0x3F)
    } else {
      value =
        (lead & 0x07) << 18 | UInt32(self[offset &+ 1] & 0x3F) << 12
        | UInt32(self[offset &+ 2] & 0x3F) << 6 | UInt32(self[offset &+ 3] & 0x3F)
    }
    return Unicode.Scalar(value).unsafelyUnwrapped
  }

  /// The UTF-16 units of the scalars whose lead bytes are in this little-endian word of UTF-8.
  @inlinable @inline(__always)
  static func utf16Units(inWord word: UInt64) -> Int {
    let lanes: UInt64 = 0x8080_8080_8080_8080
    if word & lanes == 0 { return 8 }
    let continuations = (word & ~(word << 1) & lanes).nonzeroBitCount
    let fourByteLeads = (word & (word << 1) & (word << 2) & (word << 3) & lanes).nonzeroBitCount
    return 8 &- continuations &+ fourByteLeads
  }
}

/// Whether a grapheme-cluster boundary falls between two adjacent scalars whatever surrounds
/// them: both are of the kinds that never extend, join, prepend or pair (most letters, digits
/// and punctuation of Latin, Cyrillic, Arabic, CJK, kana and precomposed Hangul; the standard
/// library's own quick check), and they are not CR LF. `false` means "ask grapheme breaking".
@inlinable
func breakFallsBetween(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Bool {
  @inline(__always) func breaksWhenPaired(_ value: UInt32) -> Bool {
    switch value {
    case 0x0000...0x02FF: return true  // Latin, controls, spacing modifiers
    case 0x3400...0xA4CF: return true  // CJK ideographs (common and extension A), Yi
    case 0x0370...0x03FF: return true  // Greek and Coptic (its combining marks come before)
    case 0x0400...0x0482: return true  // Cyrillic letters (before its combining marks)
    case 0x3041...0x3096, 0x30A1...0x30FC: return true  // kana without combining marks
    case 0x061D...0x064A: return true  // Arabic letters (no prepending or extending marks)
    case 0xAC00...0xD7AF: return true  // precomposed Hangul syllables
    case 0x2010...0x2029: return true  // general punctuation (no joiners)
    case 0x3000...0x3029: return true  // CJK punctuation (before its tone marks)
    case 0xFF01...0xFF9D: return true  // full-width forms (before the half-width voicing marks)
    default: return false
    }
  }
  if left.value == 0x0D && right.value == 0x0A { return false }
  return breaksWhenPaired(left.value) && breaksWhenPaired(right.value)
}
