import InputRules

extension Notation {
  /// Whether the separators a reading skips (grouping, spaces, currency symbols) stand where they
  /// belong in a whole text, so that skipping them does not read another number than the one
  /// written:
  /// - grouping separators stand only between digits of the integer part, with the last group
  ///   `primaryGroup` digits long, the ones before it `secondaryGroup` long, and the first 1 to
  ///   `secondaryGroup` long ("1,234,567" in en_US, "12,34,567" in hi_IN, where the uniform
  ///   "1,234,567" is accepted too, since `,` cannot be its decimal separator);
  /// - nothing of the number (a digit, the separator, an exponent) follows a space or currency
  ///   symbol that itself follows digits: "12 34" and "5 $ 5" in en_US, "1€2" in de_DE are not
  ///   numbers, while "$ 5", "1 234,56 €" (fr_FR groups with a space) and "12,50 €" are.
  ///
  /// A text without any of these is well placed. "1,5" in en_US would otherwise read as 15 and
  /// "12.5" in de_DE as 125: whoever wrote that meant something else.
  func groupingIsWellPlaced(_ text: String) -> Bool {
    withBytes(of: text) { groupingIsWellPlaced($0) }
  }

  func groupingIsWellPlaced(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if scanSeparators(bytes, secondary: secondaryGroup) { return true }
    // Grouping in threes throughout, where the locale's secondary size differs (hi_IN).
    return secondaryGroup != primaryGroup && scanSeparators(bytes, secondary: primaryGroup)
  }

  private func scanSeparators(_ bytes: UnsafeBufferPointer<UInt8>, secondary: Int) -> Bool {
    var scan = SeparatorScan(primary: primaryGroup, secondary: secondary)
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      let code: UInt8
      if b < 0x80 && asciiCodes[Int(b)] < MeaningCode.mayStartCurrency {
        // One ASCII byte: a table look-up.
        code = asciiCodes[Int(b)]
        i += 1
      } else if hasCurrency, let (length, _) = matchCurrency(in: bytes, at: i) {
        if !scan.breakAfterNumber() { return false }
        i += length
        continue
      } else {
        let (scalar, length) = Notation.decode(bytes, at: i)
        code = meaning(of: scalar).code
        i += length
      }
      let wellPlaced: Bool
      switch code {
      case 0..<10: wellPlaced = scan.digit()
      case MeaningCode.grouping: wellPlaced = scan.grouping(isSpace: false)
      case MeaningCode.spaceGrouping: wellPlaced = scan.grouping(isSpace: true)
      case MeaningCode.space: wellPlaced = scan.breakAfterNumber()
      case MeaningCode.ignorable: wellPlaced = true
      default: wellPlaced = scan.numberToken()
      }
      if !wellPlaced { return false }
    }
    return scan.end()
  }
}

/// The state of `groupingIsWellPlaced` as it reads a text from the left.
private struct SeparatorScan {
  let primary: Int
  let secondary: Int
  /// Digits in the integer part's current group.
  var run = 0
  /// Groups closed by a grouping separator so far.
  var groups = 0
  /// A grouping separator was read after a digit and waits for the next one.
  var pending: Pending?
  /// The integer part ended (the separator, an exponent, a symbol or anything else after digits).
  var integerEnded = false
  var afterDigit = false
  var sawDigit = false
  /// A space or symbol came after digits: nothing of the number may follow.
  var broken = false

  enum Pending { case mark, space }

  init(primary: Int, secondary: Int) {
    self.primary = primary
    self.secondary = secondary
  }

  mutating func digit() -> Bool {
    if broken { return false }
    afterDigit = true
    sawDigit = true
    guard !integerEnded else { return true }
    if pending != nil {
      // The group before the separator is complete: the first may be short, the others are full.
      if groups == 0 ? run > secondary : run != secondary { return false }
      groups += 1
      run = 0
      pending = nil
    }
    run += 1
    return true
  }

  mutating func grouping(isSpace: Bool) -> Bool {
    defer { afterDigit = false }
    if !integerEnded && afterDigit && pending == nil && !broken {
      pending = isSpace ? .space : .mark
      return true
    }
    // A space that is not between integer digits is spacing; a grouping mark there is misplaced.
    guard isSpace else { return false }
    return breakAfterNumber()
  }

  /// A space or currency symbol: after digits, the number is over.
  mutating func breakAfterNumber() -> Bool {
    guard endInteger() else { return false }
    if sawDigit { broken = true }
    return true
  }

  /// The decimal separator, a sign or an exponent marker.
  mutating func numberToken() -> Bool {
    if broken { return false }
    return endInteger()
  }

  mutating func end() -> Bool { endInteger() }

  /// The integer part ends once it has digits; a grouping mark waiting for a digit is misplaced.
  private mutating func endInteger() -> Bool {
    afterDigit = false
    if pending == .mark { return false }
    pending = nil
    if !integerEnded && (run > 0 || groups > 0) {
      integerEnded = true
      if groups > 0 && run != primary { return false }
    }
    return true
  }
}
