import InputRules

extension Notation {
  /// Grouping separators shown among `n` integer digits.
  @inline(__always)
  func groupCount(_ n: Int) -> Int {
    guard showsGrouping, n > primaryGroup else { return 0 }
    return 1 + (n - primaryGroup - 1) / secondaryGroup
  }

  /// Bytes enough for the text shown for `t`.
  @inline(__always)
  func capacity(for t: NumberText) -> Int {
    var capacity = minusGlyph.count * 2 + prefixGlyph.count + suffixGlyph.count
    capacity += (t.mantissaDigits + t.exponentDigits) * digitWidth
    capacity += groupCount(t.integerDigits) * groupingGlyph.count
    return capacity + separatorGlyph.count + 1
  }

  /// The text a field shows for `t`, and the UTF-16 caret after `t.tokensBeforeCaret` tokens.
  func show(_ t: NumberText) -> (text: String, caret: Int) {
    if t.isEmpty { return ("", 0) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity(for: t)) { buffer in
      let (start, caret) = render(t, into: buffer)
      return (
        makeString(UnsafeBufferPointer(rebasing: buffer[start...])), caret
      )
    }
  }

  /// The decision that shows `t` where an edit proposed `text` with the UTF-8 range
  /// `lower..<upper` replaced by `replacement` and the caret at `caret`: accepted when that is
  /// exactly what would be shown (no string is built then), reformatted otherwise.
  func decision(
    showing t: NumberText, for text: String, replacing lower: Int, _ upper: Int,
    with replacement: String, caret: Int, alwaysReformat: Bool, reformatted reason: Reason
  ) -> EditDecision {
    if t.isEmpty {
      let unchanged =
        !alwaysReformat && text.utf8.count - (upper - lower) + replacement.utf8.count == 0
      return unchanged
        ? .accept : .reformat(text: "", selection: 0..<0, reason: reason)
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity(for: t)) { buffer in
      let (start, shownCaret) = render(t, into: buffer)
      let shown = UnsafeBufferPointer(rebasing: buffer[start...])
      if !alwaysReformat && shownCaret == caret
        && Notation.bytes(shown, equal: text, replacing: lower, upper, with: replacement)
      {
        return .accept
      }
      let shownText = makeString(shown)
      // Text shown again as it was (a deletion that removed only decoration) changed nothing.
      let unchanged = shown.count == text.utf8.count && shownText == text
      return .reformat(
        text: shownText, selection: shownCaret..<shownCaret, reason: unchanged ? nil : reason)
    }
  }

  /// Whether `shown` holds the bytes of `text` with `lower..<upper` replaced by `replacement`.
  static func bytes(
    _ shown: UnsafeBufferPointer<UInt8>, equal text: String, replacing lower: Int, _ upper: Int,
    with replacement: String
  ) -> Bool {
    guard shown.count == text.utf8.count - (upper - lower) + replacement.utf8.count else {
      return false
    }
    return withBytes(of: text) { bytes in
      withBytes(of: replacement) { inserted in
        let rest = bytes.count - upper
        return memoryEqual(shown.baseAddress!, bytes.baseAddress, lower)
          && memoryEqual(shown.baseAddress! + lower, inserted.baseAddress, inserted.count)
          && memoryEqual(
            shown.baseAddress! + (lower + inserted.count), bytes.baseAddress.map { $0 + upper },
            rest)
      }
    }
  }

  /// Writes the text shown for `t` at the end of `out` (`capacity(for: t)` bytes), from right to
  /// left; returns where it starts and the UTF-16 caret after `t.tokensBeforeCaret` tokens
  /// (before the grouping or affix that follows that token; before the first token when it is 0;
  /// at the end when it is more than the tokens shown).
  func render(_ t: NumberText, into out: UnsafeMutableBufferPointer<UInt8>) -> (
    start: Int, caret: Int
  ) {
    let shownTokens =
      (t.negative ? 1 : 0) &+ t.mantissaDigits &+ (t.hasSeparator ? 1 : 0)
      &+ (t.hasExponent ? 1 &+ (t.exponentNegative ? 1 : 0) &+ t.exponentDigits : 0)
    return glyphs.withUnsafeBufferPointer { glyphBuffer in
      var w = Writer(
        out: out.baseAddress!, end: out.count, glyphs: glyphBuffer.baseAddress!,
        digitWidth: digitWidth, digitUTF16: digitUTF16,
        tokensAfterCaret: shownTokens &- t.tokensBeforeCaret)
      w.affix(suffixGlyph)
      if t.hasExponent {
        var e = t.exponent
        for _ in 0..<t.exponentDigits {
          w.digit(e % 10)
          e /= 10
        }
        if t.exponentNegative { w.token(minusGlyph) }
        w.token(t.exponentUppercase ? upperEGlyph : lowerEGlyph)
      }
      // The mantissa's digits from the last; digits beyond the significand's are leading zeros.
      var high = t.digits.high
      var low = t.digits.low
      @inline(__always) func nextDigit() -> Int {
        if high == 0 {
          let q = low / 10
          defer { low = q }
          return Int(truncatingIfNeeded: low &- q &* 10)
        }
        let (q, r) = Wide(high: high, low: low).quotientAndRemainder(dividingBy: 10)
        high = q.high
        low = q.low
        return Int(truncatingIfNeeded: r)
      }
      for _ in 0..<t.fractionDigits { w.digit(nextDigit()) }
      if t.hasSeparator { w.token(separatorGlyph) }
      // A grouping separator goes where `primaryGroup`, then every `secondaryGroup` more, digits
      // are on its right.
      var untilSeparator = showsGrouping ? primaryGroup : Int.max
      for _ in 0..<t.integerDigits {
        if untilSeparator == 0 {
          w.affix(groupingGlyph)
          untilSeparator = secondaryGroup
        }
        untilSeparator &-= 1
        w.digit(nextDigit())
      }
      w.affix(prefixGlyph)
      if t.negative { w.token(minusGlyph) }
      let caret: Int
      switch t.tokensBeforeCaret {
      case 0: caret = t.negative ? 0 : prefixGlyph.utf16
      // After the minus sign, the caret goes past a leading symbol too ("-$|5").
      case 1 where t.negative: caret = minusGlyph.utf16 &+ prefixGlyph.utf16
      case let k where k > shownTokens: caret = w.utf16
      default: caret = w.utf16 &- w.caretFromRight
      }
      return (w.start, caret)
    }
  }
}

/// Writes UTF-8 into a buffer from right to left and notes where the caret goes.
private struct Writer {
  let out: UnsafeMutablePointer<UInt8>
  let glyphs: UnsafePointer<UInt8>
  let digitWidth: Int
  let digitUTF16: Int
  /// Where the text written so far starts.
  var start: Int
  /// UTF-16 code units written so far.
  var utf16 = 0
  /// Tokens written so far.
  var tokens = 0
  /// Tokens on the caret's right.
  let tokensAfterCaret: Int
  /// UTF-16 code units on the caret's right, once known.
  var caretFromRight = 0

  @inline(__always)
  init(
    out: UnsafeMutablePointer<UInt8>, end: Int, glyphs: UnsafePointer<UInt8>, digitWidth: Int,
    digitUTF16: Int, tokensAfterCaret: Int
  ) {
    self.out = out
    self.start = end
    self.glyphs = glyphs
    self.digitWidth = digitWidth
    self.digitUTF16 = digitUTF16
    self.tokensAfterCaret = tokensAfterCaret
  }

  @inline(__always)
  mutating func copy(_ from: Int, _ n: Int) {
    // Most glyphs are one byte or none: no loop for them.
    if n == 1 {
      start &-= 1
      out[start] = glyphs[from]
    } else if n > 1 {
      copyLonger(from, n)
    }
  }

  @inline(never)
  mutating func copyLonger(_ from: Int, _ n: Int) {
    start &-= n
    var k = 0
    while k < n {
      out[start &+ k] = glyphs[from &+ k]
      k &+= 1
    }
  }

  /// Before a token: the caret goes here when every token on its right is written.
  @inline(__always)
  mutating func beforeToken() {
    if tokens == tokensAfterCaret { caretFromRight = utf16 }
    tokens &+= 1
  }

  @inline(__always)
  mutating func token(_ glyph: Glyph) {
    beforeToken()
    copy(glyph.start, glyph.count)
    utf16 &+= glyph.utf16
  }

  @inline(__always)
  mutating func digit(_ d: Int) {
    beforeToken()
    if digitWidth == 1 {
      start &-= 1
      out[start] = glyphs[d]
    } else {
      copy(d &* digitWidth, digitWidth)
    }
    utf16 &+= digitUTF16
  }

  @inline(__always)
  mutating func affix(_ glyph: Glyph) {
    copy(glyph.start, glyph.count)
    utf16 &+= glyph.utf16
  }
}
