extension Notation {
  /// Whether the grouping separators of a whole text stand where the locale puts them: only
  /// between digits of the integer part, with the last group `primaryGroup` digits long, the
  /// ones before it `secondaryGroup` long, and the first 1 to `secondaryGroup` long ("1,234,567"
  /// in en_US, "12,34,567" in hi_IN). A text without grouping is well placed too.
  ///
  /// Grouping is skipped while reading, so "1,5" in en_US would read as 15 and "12.5" in de_DE as
  /// 125; a text someone wrote that way meant something else, and is not taken as a number.
  /// Spaces, where the locale groups with a space, are only judged between integer digits (a
  /// space before a trailing " €" is spacing, not grouping).
  func groupingIsWellPlaced(_ text: String) -> Bool {
    withUTF8(text) { groupingIsWellPlaced($0) }
  }

  func groupingIsWellPlaced(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var scan = GroupingScan(primary: primaryGroup, secondary: secondaryGroup)
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b < 0x80 && asciiCodes[Int(b)] < MeaningCode.mayStartCurrency {
        // One ASCII byte: a table look-up.
        let code = asciiCodes[Int(b)]
        i += 1
        let wellPlaced: Bool
        switch code {
        case 0..<10: wellPlaced = scan.digit()
        case MeaningCode.grouping: wellPlaced = scan.grouping(isSpace: false)
        case MeaningCode.spaceGrouping: wellPlaced = scan.grouping(isSpace: true)
        case MeaningCode.ignorable: wellPlaced = true
        default: wellPlaced = scan.other()
        }
        if !wellPlaced { return false }
        continue
      }
      if hasCurrency, let (length, _) = matchCurrency(in: bytes, at: i) {
        if !scan.other() { return false }
        i += length
        continue
      }
      let (scalar, length) = Notation.decode(bytes, at: i)
      i += length
      let wellPlaced: Bool
      switch meaning(of: scalar) {
      case .digit: wellPlaced = scan.digit()
      case .grouping(let isSpace): wellPlaced = scan.grouping(isSpace: isSpace)
      case .ignorable: wellPlaced = true
      default: wellPlaced = scan.other()
      }
      if !wellPlaced { return false }
    }
    return scan.other()
  }
}

/// The state of `groupingIsWellPlaced` as it reads a text from the left.
private struct GroupingScan {
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

  enum Pending { case mark, space }

  init(primary: Int, secondary: Int) {
    self.primary = primary
    self.secondary = secondary
  }

  mutating func digit() -> Bool {
    afterDigit = true
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
    if !integerEnded && afterDigit && pending == nil {
      pending = isSpace ? .space : .mark
      return true
    }
    // A space that is not between integer digits is spacing; a grouping mark there is misplaced.
    return isSpace
  }

  /// Anything else: the integer part ends once it has digits.
  mutating func other() -> Bool {
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
