import InputRules

extension Notation {
  /// Reads a text; `caret` is a UTF-16 offset, and the result counts the tokens before it.
  func read(_ text: String, caret: Int) -> (NumberText, ScanIssue?) {
    var quick = QuickReader(caret: caret)
    if !asciiDigitsMayStartCurrency && withBytes(of: text, { quick.scan($0, self) }) {
      return (quick.text, nil)
    }
    return withBytes(of: text) { readGenerally($0, nil, nil, caret: caret) }
  }

  /// Reads UTF-8 text; `caret` is a UTF-16 offset, and the result counts the tokens before it.
  func read(_ bytes: UnsafeBufferPointer<UInt8>, caret: Int) -> (NumberText, ScanIssue?) {
    var quick = QuickReader(caret: caret)
    if !asciiDigitsMayStartCurrency && quick.scan(bytes, self) { return (quick.text, nil) }
    return readGenerally(bytes, nil, nil, caret: caret)
  }

  /// Reads UTF-8 text given as consecutive segments (a currency symbol is recognized only inside
  /// one segment); `caret` is a UTF-16 offset, and the result counts the tokens before it.
  func read(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
    _ third: UnsafeBufferPointer<UInt8>? = nil, caret: Int
  ) -> (NumberText, ScanIssue?) {
    var quick = QuickReader(caret: caret)
    if !asciiDigitsMayStartCurrency && quick.scan(first, self) && quick.scan(second, self)
      && (third.map { quick.scan($0, self) } ?? true)
    {
      return (quick.text, nil)
    }
    return readGenerally(first, second, third, caret: caret)
  }

  /// `read` for any text.
  @inline(never)
  private func readGenerally(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>?,
    _ third: UnsafeBufferPointer<UInt8>?, caret: Int
  ) -> (NumberText, ScanIssue?) {
    var reader = Reader(caret: caret)
    if reader.feed(first, self) {
      if let second, !reader.feed(second, self) { return (reader.t, reader.issue) }
      if let third { reader.feed(third, self) }
    }
    return (reader.t, reader.issue)
  }

  /// `read` for the usual text, with little state to keep: ASCII digits (read a run at a time),
  /// the separator, grouping before it, a leading minus, an exponent with its minus, and currency
  /// symbols. `scan` answers false for anything else (a plus, spaces, other scalars, a text that is
  /// not a number, more than 18 mantissa or 4 exponent digits), which the general reader then
  /// reads from the start. Not for notations whose currency symbols start with an ASCII digit.
  struct QuickReader {
    var digits: UInt64 = 0
    var mantissaDigits = 0
    /// Mantissa digits before the separator, once it is read; -1 before.
    var integerDigits = -1
    var tokens = 0
    var tokensBeforeCaret = 0
    var negative = false
    /// -1 until the exponent marker is read.
    var exponentDigits = -1
    var exponent = 0
    var exponentUppercase = false
    var exponentNegative = false
    var sawGrouping = false
    var sawCurrency = false
    /// The UTF-16 offset of the current segment's first byte.
    var base = 0
    let caret: Int

    @inline(__always)
    init(caret: Int) { self.caret = caret }

    /// Reads one segment; false when the general reader must read the text.
    @inline(never)
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ notation: Notation) -> Bool {
      guard let p = bytes.baseAddress else { return true }
      let n = bytes.count
      var i = 0
      // The UTF-16 offset of byte `i` is `base + i`.
      while i < n {
        let b = p[i]
        if b &- 0x30 < 10 {
          // A run of ASCII digits, with the grouping separators between them before the
          // separator.
          let start = i
          var runDigits = 0
          if exponentDigits < 0 {
            var value = digits
            let grouping = integerDigits < 0 ? notation.asciiGroupingByte : 0xFF
            repeat {
              let c = p[i]
              if c &- 0x30 < 10 {
                value = value &* 10 &+ UInt64(c &- 0x30)
                runDigits &+= 1
              } else if c == grouping {
                sawGrouping = true
              } else {
                break
              }
              i &+= 1
            } while i < n
            digits = value
            mantissaDigits &+= runDigits
            if mantissaDigits > 18 { return false }
          } else {
            repeat {
              exponent = exponent &* 10 &+ Int(p[i] &- 0x30)
              i &+= 1
            } while i < n && p[i] &- 0x30 < 10
            runDigits = i &- start
            exponentDigits &+= runDigits
            if exponentDigits > 4 { return false }
          }
          tokens &+= runDigits
          if base &+ i <= caret {
            tokensBeforeCaret &+= runDigits
          } else if base &+ start < caret {
            // The caret is inside the run: count the digits before it.
            var k = start
            while base &+ k < caret {
              if p[k] &- 0x30 < 10 { tokensBeforeCaret &+= 1 }
              k &+= 1
            }
          }
          continue
        }
        var code = b < 0x80 ? notation.asciiCodes[Int(b)] : MeaningCode.mayStartCurrency
        if code >= MeaningCode.mayStartCurrency {
          if code & MeaningCode.wholeCurrency != 0 {
            // A one-byte currency symbol, one UTF-16 code unit wide.
            i &+= 1
            sawCurrency = true
            continue
          }
          if notation.hasCurrency, let (length, width) = notation.matchCurrency(in: bytes, at: i) {
            i &+= length
            base &+= width &- length
            sawCurrency = true
            continue
          }
          guard b < 0x80 else { return false }
          code &= MeaningCode.meaningMask
        }
        i &+= 1
        switch code {
        case MeaningCode.separator:
          if !notation.allowsSeparator || integerDigits >= 0 || exponentDigits >= 0 {
            return false
          }
          integerDigits = mantissaDigits
        case MeaningCode.grouping:
          if integerDigits >= 0 || exponentDigits >= 0 { return false }
          sawGrouping = true
          continue
        case MeaningCode.minus:
          if exponentDigits >= 0 {
            if exponentNegative || exponentDigits > 0 { return false }
            exponentNegative = true
          } else {
            if tokens > 0 { return false }
            negative = true
          }
        case MeaningCode.exponent, MeaningCode.upperExponent:
          // After a complete mantissa only.
          if exponentDigits >= 0 || mantissaDigits == 0 || integerDigits == mantissaDigits {
            return false
          }
          exponentDigits = 0
          exponentUppercase = code == MeaningCode.upperExponent
        default:
          return false
        }
        tokens &+= 1
        if base &+ i <= caret { tokensBeforeCaret &+= 1 }
      }
      base &+= n
      return true
    }

    /// What was read.
    @inline(__always)
    var text: NumberText {
      var t = NumberText()
      t.negative = negative
      t.digits = Wide(digits)
      t.hasSeparator = integerDigits >= 0
      t.integerDigits = integerDigits >= 0 ? integerDigits : mantissaDigits
      t.fractionDigits = integerDigits >= 0 ? mantissaDigits &- integerDigits : 0
      t.hasExponent = exponentDigits >= 0
      t.exponentUppercase = exponentUppercase
      t.exponentNegative = exponentNegative
      t.exponentDigits = Swift.max(exponentDigits, 0)
      t.exponent = exponent
      t.tokens = tokens
      t.tokensBeforeCaret = tokensBeforeCaret
      t.sawCurrency = sawCurrency
      t.sawGrouping = sawGrouping
      return t
    }
  }

  /// Reads the text an edit proposes without building it: the text before the UTF-8 range
  /// `lower..<upper`, the replacement, the text after.
  func read(_ proposal: EditProposal, lower: Int, upper: Int, caret: Int) -> (
    NumberText, ScanIssue?
  ) {
    withBytes(of: proposal.text) { bytes in
      withBytes(of: proposal.replacement) { inserted in
        read(
          UnsafeBufferPointer(rebasing: bytes[..<lower]), inserted,
          UnsafeBufferPointer(rebasing: bytes[upper...]), caret: caret)
      }
    }
  }

  /// One scalar decoded from valid UTF-8 at `i`, and its length in bytes.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
    let b0 = UInt32(bytes[i])
    if b0 < 0x80 { return (b0, 1) }
    if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
    if b0 < 0xF0 {
      return (
        (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3
      )
    }
    return (
      (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
        | UInt32(bytes[i + 3] & 0x3F), 4
    )
  }

  /// Reads scalars from UTF-8 one segment after another, keeping the state between segments.
  struct Reader {
    var t = NumberText()
    var issue: ScanIssue?
    var offset = 0
    let caret: Int
    var sawPlus = false
    var exponentSign = false

    @inline(__always)
    init(caret: Int) { self.caret = caret }

    /// Reads a segment; false once the text cannot be a number.
    @discardableResult @inline(__always)
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ notation: Notation) -> Bool {
      var i = 0
      let n = bytes.count
      let allowsSeparator = notation.allowsSeparator
      while i < n {
        let b = bytes[i]
        var code = b < 0x80 ? notation.asciiCodes[Int(b)] : MeaningCode.mayStartCurrency
        var scalar = UInt32(b)
        if code < MeaningCode.mayStartCurrency {
          // One ASCII byte: a table look-up.
          i &+= 1
          offset &+= 1
        } else {
          if notation.hasCurrency, let (length, width) = notation.matchCurrency(in: bytes, at: i) {
            i &+= length
            offset &+= width
            t.sawCurrency = true
            continue
          }
          let (s, length) = Notation.decode(bytes, at: i)
          i &+= length
          offset &+= s > 0xFFFF ? 2 : 1
          code = notation.meaning(of: s).code
          scalar = s
        }
        if let problem = take(code, allowsSeparator) {
          // A currency symbol the field does not read says so.
          issue =
            problem == .disallowed && Notation.isCurrencySymbol(scalar)
            ? .currencySymbol(scalar) : problem
          return false
        }
      }
      return true
    }

    /// Takes one scalar's meaning (`ScalarMeaning.code`); the problem when the text cannot be a
    /// number.
    @inline(__always)
    mutating func take(_ code: UInt8, _ allowsSeparator: Bool) -> ScanIssue? {
      if code < 10 {
        let d = code
        if t.hasExponent {
          t.exponentDigits += 1
          if t.exponent > 0 || d > 0 {
            if t.exponent >= 10_000 { return .exponentTooLarge(negative: t.exponentNegative) }
            t.exponent = t.exponent * 10 + Int(d)
          }
        } else {
          if t.digits.high == 0 && t.digits.low < 1_000_000_000_000_000_000 {
            // Below 10^18: one more digit still fits a word.
            t.digits.low = t.digits.low &* 10 &+ UInt64(d)
          } else {
            guard let next = t.digits.appending(digit: UInt64(d)), !(Wide.maxSignificand < next)
            else { return .tooManyDigits }
            t.digits = next
          }
          if t.hasSeparator { t.fractionDigits &+= 1 } else { t.integerDigits &+= 1 }
        }
      } else {
        switch code {
        case MeaningCode.separator:
          if !allowsSeparator { return .separatorInWholeNumber }
          if t.hasSeparator || t.hasExponent { return .notANumber }
          t.hasSeparator = true
        case MeaningCode.minus:
          if t.hasExponent {
            if exponentSign || t.exponentDigits > 0 { return .notANumber }
            exponentSign = true
            t.exponentNegative = true
          } else {
            if t.tokens > 0 || sawPlus { return .notANumber }
            t.negative = true
          }
        case MeaningCode.plus:
          if t.hasExponent {
            if exponentSign || t.exponentDigits > 0 { return .notANumber }
            exponentSign = true
          } else if t.tokens > 0 || sawPlus {
            return .notANumber
          }
          sawPlus = true
          return nil
        case MeaningCode.exponent, MeaningCode.upperExponent:
          if t.hasExponent || !t.isComplete { return .notANumber }
          t.hasExponent = true
          t.exponentUppercase = code == MeaningCode.upperExponent
        case MeaningCode.grouping:
          if t.hasSeparator || t.hasExponent { return .notANumber }
          t.sawGrouping = true
          return nil
        case MeaningCode.spaceGrouping:
          t.sawGrouping = true
          return nil
        case MeaningCode.space:
          t.sawSpace = true
          return nil
        case MeaningCode.ignorable:
          return nil
        default:
          return .disallowed
        }
      }
      t.tokens &+= 1
      if offset <= caret { t.tokensBeforeCaret &+= 1 }
      return nil
    }
  }

  /// The UTF-8 length and UTF-16 width of a currency symbol or code starting at byte `i`.
  @inline(__always)
  func matchCurrency(in bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Int, Int)? {
    let b = bytes[i]
    let bit = UInt64(1) << UInt64(b & 63)
    let set: UInt64
    switch b >> 6 {
    case 0: set = currencyFirstBytes.0
    case 1: set = currencyFirstBytes.1
    case 2: set = currencyFirstBytes.2
    default: set = currencyFirstBytes.3
    }
    if set & bit == 0 { return nil }
    return currencyBytes.withUnsafeBufferPointer { forms in
      for form in currencyForms where form.count <= bytes.count &- i {
        if memoryEqual(bytes.baseAddress! + i, forms.baseAddress! + form.start, form.count) {
          return (form.count, form.utf16)
        }
      }
      return nil
    }
  }
}
