import InputRules

/// A number text in a rule's own form, as `Notation.scanOwnForm` reads it: the parts of a
/// `NumberText` that judging needs, small enough to stay in registers.
struct OwnFormNumber {
  /// All mantissa digits as one integer (at most 18 of them).
  var digits: UInt64 = 0
  var integerDigits = 0
  var fractionDigits = 0
  var exponent = 0
  var exponentDigits = 0
  var negative = false
  var hasSeparator = false
  var hasExponent = false
  var exponentNegative = false
  var exponentUppercase = false

  var mantissaDigits: Int { integerDigits &+ fractionDigits }

  /// The same as a `NumberText` (every token before the caret).
  var text: NumberText {
    var t = NumberText()
    t.digits = Wide(digits)
    t.integerDigits = integerDigits
    t.fractionDigits = fractionDigits
    t.negative = negative
    t.hasSeparator = hasSeparator
    t.hasExponent = hasExponent
    t.exponentNegative = exponentNegative
    t.exponentUppercase = exponentUppercase
    t.exponent = exponent
    t.exponentDigits = exponentDigits
    t.tokens =
      (negative ? 1 : 0) &+ mantissaDigits &+ (hasSeparator ? 1 : 0)
      &+ (hasExponent ? 1 &+ (exponentNegative ? 1 : 0) &+ exponentDigits : 0)
    t.tokensBeforeCaret = t.tokens
    return t
  }
}

extension Notation {
  /// Reads a text that is exactly in the form `show` gives it (what this notation's rule shows
  /// after every edit it accepts): the minus sign, the leading symbol, integer digits with
  /// grouping exactly where the rule puts it (or none), the separator and fraction digits, the
  /// exponent, the trailing symbol. `nil` for any other text, which `read` then reads; also for
  /// digits other than ASCII, more than 18 mantissa digits or more than 4 exponent digits.
  ///
  /// Such a text reads here as `read` reads it, and its grouping and symbols stand where they
  /// belong (`groupingIsWellPlaced`) by construction, so judging it needs nothing more: this is
  /// the one scan a number field's judgement costs after a keystroke.
  @inline(__always)
  func readOwnForm(_ text: String) -> OwnFormNumber? {
    guard asciiDigits else { return nil }
    var number = OwnFormNumber()
    return withBytes(of: text, { scanOwnForm($0, into: &number) }) ? number : nil
  }

  /// `readOwnForm` on UTF-8: false when the text is not in the rule's own form.
  @inline(never)
  func scanOwnForm(_ bytes: UnsafeBufferPointer<UInt8>, into n: inout OwnFormNumber) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var i = 0
    var end = bytes.count
    var tokens = 0
    // Signs and symbols, compared as bytes.
    if !affixesAreSingleBytes {
      let matched = glyphs.withUnsafeBufferPointer { g -> Bool in
        let glyphBase = g.baseAddress!
        @inline(__always) func matches(_ glyph: Glyph, at k: Int) -> Bool {
          glyph.count > 0 && k >= 0 && glyph.count <= end &- k
            && memoryEqual(base + k, glyphBase + glyph.start, glyph.count)
        }
        if matches(minusGlyph, at: 0) {
          n.negative = true
          tokens = 1
          i = minusGlyph.count
        }
        if prefixGlyph.count > 0 {
          guard matches(prefixGlyph, at: i) else { return false }
          i &+= prefixGlyph.count
        }
        if suffixGlyph.count > 0 {
          guard end &- suffixGlyph.count >= i, matches(suffixGlyph, at: end &- suffixGlyph.count)
          else { return false }
          end &-= suffixGlyph.count
        }
        return true
      }
      guard matched else { return false }
    } else {
      // One byte each (or none): `-`, `$`.
      if end > 0 && UInt16(base[0]) == minusByte {
        n.negative = true
        tokens = 1
        i = 1
      }
      if prefixByte != noByte {
        guard i < end && UInt16(base[i]) == prefixByte else { return false }
        i &+= 1
      }
      if suffixByte != noByte {
        guard end > i && UInt16(base[end &- 1]) == suffixByte else { return false }
        end &-= 1
      }
    }
    // Integer digits, grouped exactly as `render` groups them: the first group 1 to
    // `secondaryGroup` digits, the others full, the last `primaryGroup`.
    var digits: UInt64 = 0
    let integerStart = i
    var groupStart = i
    var groups = 0
    while i < end {
      let d = base[i] &- 0x30
      if d < 10 {
        digits = digits &* 10 &+ UInt64(d)
        i &+= 1
      } else if UInt16(base[i]) == groupingFirstByte
        && (groupingGlyph.count == 1 || glyphStarts(groupingGlyph, base, i, end))
      {
        let run = i &- groupStart
        if run == 0 || (groups == 0 ? run > secondaryGroup : run != secondaryGroup) {
          return false
        }
        groups &+= 1
        i &+= groupingGlyph.count
        groupStart = i
      } else {
        break
      }
    }
    let run = i &- groupStart
    if showsGrouping && (groups > 0 ? run != primaryGroup : run > primaryGroup) { return false }
    let integerDigits = i &- integerStart &- groups &* groupingGlyph.count
    var count = integerDigits
    n.integerDigits = integerDigits
    if i < end && UInt16(base[i]) == separatorFirstByte
      && (separatorGlyph.count == 1 || glyphStarts(separatorGlyph, base, i, end))
    {
      i &+= separatorGlyph.count
      n.hasSeparator = true
      tokens &+= 1
      let fractionStart = i
      while i < end {
        let d = base[i] &- 0x30
        guard d < 10 else { break }
        digits = digits &* 10 &+ UInt64(d)
        i &+= 1
      }
      n.fractionDigits = i &- fractionStart
      count &+= n.fractionDigits
    }
    // At most 18 mantissa digits, which a word holds exactly.
    if count > 18 { return false }
    if allowsExponent && i < end && (base[i] == 0x65 || base[i] == 0x45) {
      // After a whole mantissa only, as `read` takes it.
      guard count > 0 && !(n.hasSeparator && n.fractionDigits == 0) else { return false }
      n.hasExponent = true
      n.exponentUppercase = base[i] == 0x45
      tokens &+= 1
      i &+= 1
      if minusByte != noByte
        ? i < end && UInt16(base[i]) == minusByte : glyphStarts(minusGlyph, base, i, end)
      {
        n.exponentNegative = true
        tokens &+= 1
        i &+= minusGlyph.count
      }
      var exponent = 0
      let exponentStart = i
      while i < end {
        let d = base[i] &- 0x30
        guard d < 10 else { break }
        exponent = exponent &* 10 &+ Int(d)
        i &+= 1
      }
      let exponentDigits = i &- exponentStart
      if exponentDigits > 4 { return false }
      n.exponent = exponent
      n.exponentDigits = exponentDigits
      tokens &+= exponentDigits
    }
    n.digits = digits
    return i == end && tokens &+ count > 0
  }

  /// Whether a glyph's bytes (at least one) start at byte `k`, before `end`.
  private func glyphStarts(
    _ glyph: Glyph, _ base: UnsafePointer<UInt8>, _ k: Int, _ end: Int
  ) -> Bool {
    glyph.count > 0 && glyph.count <= end &- k
      && glyphs.withUnsafeBufferPointer {
        memoryEqual(base + k, $0.baseAddress! + glyph.start, glyph.count)
      }
  }
}

extension NumberLimits {
  /// The value of a text in a rule's own form, when it is quickly known to be valid: a whole
  /// number as written, with its exponent if any, whose magnitude in units of the fraction grid
  /// fits two words and is in range. `nil` otherwise: `judge` then judges the text.
  @inline(__always)
  func quickValue(_ n: OwnFormNumber) -> ExactDecimal? {
    guard n.mantissaDigits > 0, !(n.hasSeparator && n.fractionDigits == 0),
      let units = (n.negative ? negative : positive)?.units
    else { return nil }
    // The digits times 10^-scale: with an exponent, its digits move the separator.
    var digits = n.digits
    var scale = n.fractionDigits
    if n.hasExponent {
      guard n.exponentDigits > 0 else { return nil }
      scale &-= n.exponentNegative ? -n.exponent : n.exponent
      if scale < 0 {
        guard scale > -20 else { return nil }
        let (shifted, overflow) = digits.multipliedReportingOverflow(
          by: Wide.word(powerOf10: -scale))
        guard !overflow else { return nil }
        digits = shifted
        scale = 0
      }
    }
    guard scale <= maxFractionDigits else { return nil }
    let shift = maxFractionDigits &- scale
    guard shift < 20 else { return nil }
    // A word times at most 10^19: two words hold it.
    let (high, low) = digits.multipliedFullWidth(by: Wide.word(powerOf10: shift))
    let scaled = Wide(high: high, low: low)
    guard !(scaled < units.lower), !(units.upper < scaled) else { return nil }
    return ExactDecimal(normalizing: digits, scale: scale, isNegative: n.negative)
  }
}
