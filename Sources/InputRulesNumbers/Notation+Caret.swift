import InputRules

extension Notation {
  /// Whether a scalar is a token (what the caret is kept after and Backspace deletes).
  @inline(__always)
  func isToken(_ s: UInt32) -> Bool {
    meaning(of: s).isToken
  }

  /// Calls `body` with the byte offset, UTF-16 offset and length of each token of UTF-8 text
  /// (currency symbols skipped), until it returns false.
  @inline(__always)
  func forEachTokenByte(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int, Int) -> Bool
  ) {
    var i = 0
    var utf16 = 0
    while i < bytes.count {
      let b = bytes[i]
      if b < 0x80 {
        let code = asciiCodes[Int(b)]
        if code < MeaningCode.mayStartCurrency {
          if MeaningCode.isToken(code) && !body(i, utf16, 1) { return }
          i += 1
          utf16 += 1
          continue
        }
      }
      if hasCurrency, let (length, width) = matchCurrency(in: bytes, at: i) {
        i += length
        utf16 += width
        continue
      }
      let (s, length) = Notation.decode(bytes, at: i)
      if isToken(s) && !body(i, utf16, length) { return }
      i += length
      utf16 += s > 0xFFFF ? 2 : 1
    }
  }

  /// Whether UTF-8 text has tokens inside the byte range `lower..<upper` and outside it.
  /// With `outsideOnly`, the scan stops at the first token outside the range and `inside` is not
  /// reliable.
  func tokenPlacement(
    _ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int, outsideOnly: Bool = false
  ) -> (inside: Bool, outside: Bool) {
    var inside = outsideOnly
    var outside = false
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      let start = i
      let token: Bool
      if b < 0x80 && asciiCodes[Int(b)] < MeaningCode.mayStartCurrency {
        token = MeaningCode.isToken(asciiCodes[Int(b)])
        i &+= 1
      } else if b < 0x80 && asciiCodes[Int(b)] & MeaningCode.wholeCurrency != 0 {
        // A one-byte currency symbol.
        i &+= 1
        continue
      } else {
        if hasCurrency, let (length, _) = matchCurrency(in: bytes, at: i) {
          i &+= length
          continue
        }
        let (s, length) = Notation.decode(bytes, at: i)
        token = isToken(s)
        i &+= length
      }
      if token {
        if start >= lower && start < upper { inside = true } else { outside = true }
        if inside && outside { break }
      }
    }
    return (inside, outside)
  }

  /// Whether UTF-8 text has a token inside the byte range `lower..<upper`.
  func hasToken(_ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int) -> Bool {
    if hasCurrency { return tokenPlacement(bytes, lower, upper).inside }
    var i = lower
    while i < upper {
      let (s, length) = Notation.decode(bytes, at: i)
      if isToken(s) { return true }
      i += length
    }
    return false
  }

  /// The byte and UTF-16 offsets of the last token that ends at or before byte `end`.
  func lastTokenStart(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> (Int, Int)? {
    var found: (Int, Int)?
    forEachTokenByte(in: bytes) { i, utf16, length in
      guard i + length <= end else { return false }
      found = (i, utf16)
      return true
    }
    return found
  }

  /// The byte offset after the first token that starts at or after byte `start`.
  func firstTokenEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var found: Int?
    forEachTokenByte(in: bytes) { i, _, length in
      guard i >= start else { return true }
      found = i + length
      return false
    }
    return found
  }

  /// Where a caret (UTF-16) rests in a money text: a caret in a stretch between two tokens (or
  /// before the first, or after the last) that holds a currency symbol goes to the token after
  /// that stretch, or, when no token follows (a trailing " €"), to the end of the token before
  /// it, and past a leading symbol that follows that token (a minus sign alone: `-$|`, where the
  /// digits go). Elsewhere (among digits, next to grouping) it stays.
  func restingCaret(_ caret: Int, in text: String) -> Int {
    withBytes(of: text) { bytes in
      var i = 0
      var utf16 = 0
      var previousEnd: Int?
      var nextStart: Int?
      var symbolInStretch = false
      scan: while i < bytes.count {
        if hasCurrency, let (length, width) = matchCurrency(in: bytes, at: i) {
          symbolInStretch = true
          i += length
          utf16 += width
          continue
        }
        let (scalar, length) = Notation.decode(bytes, at: i)
        let width = scalar > 0xFFFF ? 2 : 1
        if isToken(scalar) {
          if utf16 + width <= caret {
            // A token before the caret: a new stretch begins after it.
            previousEnd = utf16 + width
            symbolInStretch = false
          } else if utf16 >= caret {
            nextStart = utf16
            break scan
          } else {
            return caret
          }
        }
        i += length
        utf16 += width
      }
      guard symbolInStretch else { return caret }
      if let nextStart { return nextStart }
      guard let previousEnd else { return caret }
      return pastPrefix(previousEnd, in: text)
    }
  }

  /// The end of the leading symbol (with its spacing) when it starts at the UTF-16 offset
  /// `offset` of a text (after a minus sign with no digits yet: `-|$`); `offset` otherwise.
  func pastPrefix(_ offset: Int, in text: String) -> Int {
    guard !prefixUTF16.isEmpty else { return offset }
    let units = text.utf16
    guard offset >= 0, offset + prefixUTF16.count <= units.count else { return offset }
    let start = units.index(units.startIndex, offsetBy: offset)
    return units[start...].starts(with: prefixUTF16) ? offset + prefixUTF16.count : offset
  }

  /// A caret inside a minus sign of several characters (ar_EG's U+061C and `-`, fa_IR's U+200E
  /// and U+2212, each a grapheme cluster of its own) goes after the sign: nothing can be typed
  /// between its parts. Elsewhere the caret stays.
  func caretOutsideMinus(_ caret: Int, in text: String) -> Int {
    let count = minusUTF16.count
    guard count > 1, caret > 0 else { return caret }
    let units = text.utf16
    // Only a sign that starts fewer than `count` units before the caret can hold it.
    for start in Swift.max(0, caret - (count - 1))..<caret where start + count <= units.count {
      let i = units.index(units.startIndex, offsetBy: start)
      if units[i...].starts(with: minusUTF16) { return start + count }
    }
    return caret
  }

  /// The number a text holds once its tokens inside the byte range `lower..<upper` are removed
  /// (everything else in the range, such as part of a currency symbol, is kept out of it), with
  /// the caret after the tokens kept before `lower`; `nil` when the text itself is not a number.
  func readKeepingTokens(_ bytes: UnsafeBufferPointer<UInt8>, outside lower: Int, _ upper: Int)
    -> NumberText?
  {
    guard read(bytes, caret: 0).1 == nil else { return nil }
    var kept: [UInt8] = []
    var before = 0
    forEachTokenByte(in: bytes) { i, _, length in
      if i >= lower && i < upper { return true }
      kept.append(contentsOf: bytes[i..<(i + length)])
      if i < lower { before += 1 }
      return true
    }
    let (t, issue) = kept.withUnsafeBufferPointer { read($0, caret: Int.max) }
    guard issue == nil else { return nil }
    var result = t
    result.tokensBeforeCaret = before
    return result
  }

  /// The UTF-16 offsets from the start of the first token of a text to the end of its last (and
  /// of a leading symbol right after it); `nil` when it has none.
  func tokenSpan(in text: String) -> Range<Int>? {
    withBytes(of: text) { bytes in
      if let span = affixedTokenSpan(bytes, utf16Count: text.utf16.count) { return span }
      var first: Int?
      var last = 0
      var lastByteEnd = 0
      forEachTokenByte(in: bytes) { i, utf16, length in
        if first == nil { first = utf16 }
        last = utf16 + (length == 4 ? 2 : 1)
        lastByteEnd = i + length
        return true
      }
      // A minus sign alone (a cash register waiting for digits): the digits go after the
      // leading symbol that follows it.
      if first != nil, prefixGlyph.count > 0, prefixGlyph.count <= bytes.count - lastByteEnd,
        glyphs.withUnsafeBufferPointer({
          memoryEqual(
            bytes.baseAddress! + lastByteEnd, $0.baseAddress! + prefixGlyph.start,
            prefixGlyph.count)
        })
      {
        last += prefixGlyph.utf16
      }
      return first.map { $0..<last }
    }
  }

  /// The UTF-16 offset after the last digit of a text that ends with an ASCII digit and then the
  /// trailing symbol (or nothing): where `tokenSpan` ends, found from the end of the text alone.
  /// `nil` for any other text.
  @inline(__always)
  func endOfAmount(in text: String) -> Int? {
    let suffix = suffixGlyph.count
    let endsWithDigit = withBytes(of: text) { bytes -> Bool in
      let n = bytes.count
      guard n > suffix, bytes[n &- suffix &- 1] &- 0x30 < 10 else { return false }
      return suffix == 0
        || glyphs.withUnsafeBufferPointer {
          memoryEqual(
            bytes.baseAddress! + (n &- suffix), $0.baseAddress! + suffixGlyph.start, suffix)
        }
    }
    return endsWithDigit ? text.utf16.count &- suffixGlyph.utf16 : nil
  }

  /// `tokenSpan` without a scan, for text in the rule's own form: its prefix (or nothing) and a
  /// token, then its suffix (or nothing) after a token; `nil` when the text is not so.
  private func affixedTokenSpan(_ bytes: UnsafeBufferPointer<UInt8>, utf16Count: Int)
    -> Range<Int>?
  {
    let n = bytes.count
    let prefix = prefixGlyph.count
    let suffix = suffixGlyph.count
    guard n > prefix + suffix else { return nil }
    let matches = glyphs.withUnsafeBufferPointer { g in
      memoryEqual(bytes.baseAddress!, g.baseAddress! + prefixGlyph.start, prefix)
        && memoryEqual(
          bytes.baseAddress! + (n - suffix), g.baseAddress! + suffixGlyph.start, suffix)
    }
    guard matches else { return nil }
    // The scalars just inside the affixes must be tokens.
    let (first, _) = Notation.decode(bytes, at: prefix)
    var last = n - suffix - 1
    while last > prefix && bytes[last] & 0xC0 == 0x80 { last -= 1 }
    let (final, finalLength) = Notation.decode(bytes, at: last)
    guard last + finalLength == n - suffix, isToken(first), isToken(final) else { return nil }
    // UTF-16: the whole text less the suffix's width.
    return prefixGlyph.utf16..<(utf16Count - suffixGlyph.utf16)
  }
}
