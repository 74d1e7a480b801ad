import InputRules

/// How a format's national prefix formatting rule is used when a national number is laid out.
enum NationalPrefixUse: CaseIterable {
  /// As libphonenumber's NATIONAL format uses it: `0$1`, `8 ($1)`, `($1)`.
  case rule
  /// Its brackets and spaces without its digits, for a number typed without the national
  /// prefix (`(912) 345-67-89` in Russia).
  case ruleWithoutPrefix
  /// Not at all.
  case none
}

extension PhoneRule {
  /// The text that shows what `reading` read: `+`, an international prefix and the calling
  /// code separated by spaces, then the national part in the format its digits select (its
  /// NATIONAL or INTERNATIONAL format as libphonenumber gives it once the number is complete).
  /// The layout only ever adds spaces, brackets, dashes and the like, never a digit the user did
  /// not type, and never ends with one of them: when a format would, the next one is tried, and
  /// in the end the digits are shown as typed.
  func layout(_ reading: PhoneReading) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(reading.lead.count + reading.national.count + 12)
    if reading.plus { text.append(0x2B) }
    if !reading.lead.isEmpty {
      Self.append(reading.lead, to: &text)
      if !reading.countryCodeDigits.isEmpty { text.append(0x20) }
    }
    if !reading.isInternational {
      nationalLayout(reading, into: &text)
    } else {
      Self.append(reading.countryCodeDigits, to: &text)
      if !reading.national.isEmpty {
        text.append(0x20)
        if let formats = reading.formatting?.internationalFormats,
          let laidOut = formatted(
            reading.nsn, with: formats, complete: reading.status == .valid, prefix: .none,
            showing: reading.national)
        {
          text.append(contentsOf: laidOut)
        } else {
          Self.append(reading.national, to: &text)
        }
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Appends digit values as ASCII digits.
  static func append(_ digits: ArraySlice<UInt8>, to text: inout [UInt8]) {
    for digit in digits { text.append(digit &+ 0x30) }
  }

  /// The national part of a nationally dialled number, appended to `text`.
  func nationalLayout(_ reading: PhoneReading, into text: inout [UInt8]) {
    let typed = reading.national
    if let formats = reading.formatting?.nationalFormats, !reading.nsn.isEmpty {
      let complete = reading.status == .valid
      for use in NationalPrefixUse.allCases {
        // The rule's own prefix digits show only when the user typed a prefix.
        if use == .rule && reading.nationalPrefix.isEmpty && reading.nsnIsTyped,
          reading.formatting?.metadata.nationalPrefix?.isEmpty == false
        {
          continue
        }
        if let laidOut = formatted(
          reading.nsn, with: formats, complete: complete, prefix: use, showing: typed)
        {
          text.append(contentsOf: laidOut)
          return
        }
      }
      // The prefix as typed, then the number in its format, after a space.
      if !reading.nationalPrefix.isEmpty,
        let laidOut = formatted(
          reading.nsn, with: formats, complete: complete, prefix: .none,
          showing: typed.dropFirst(reading.nationalPrefix.count))
      {
        // `1 (201) 555-0123`: a space between the prefix and a layout of its own.
        Self.append(reading.nationalPrefix, to: &text)
        text.append(0x20)
        text.append(contentsOf: laidOut)
        return
      }
    }
    Self.append(typed, to: &text)
  }

  /// `nsn` in the format libphonenumber picks for it (for a number not complete yet, the first
  /// whose leading digits and lengths it can still meet), when that shows exactly the digits
  /// `typed`, in order; `nil` otherwise.
  func formatted(
    _ nsn: ArraySlice<UInt8>, with formats: [PhoneFormatRules], complete: Bool,
    prefix: NationalPrefixUse, showing typed: ArraySlice<UInt8>
  ) -> [UInt8]? {
    guard
      let format = complete
        ? formats.first(where: { $0.takes(nsn) }) : formats.first(where: { $0.mayTake(nsn) })
    else { return nil }
    let pattern: String
    switch prefix {
    case .none: pattern = format.format.format
    case .rule:
      guard let applied = format.withPrefixRule else { return nil }
      pattern = applied.digits
    case .ruleWithoutPrefix:
      guard let applied = format.withPrefixRule else { return nil }
      pattern = applied.withoutDigits
    }
    let text = Self.fill(pattern, format: format, with: nsn)
    return Self.digitsOf(text, equal: typed) ? text : nil
  }

  /// `format` with its first group reference replaced by `rule`, in which `$1` stands for
  /// that reference (libphonenumber's `$FG`); without the rule's digits when asked (its
  /// spaces then trimmed).
  static func applying(_ rule: String, withoutDigits: Bool, to format: String) -> String {
    var bytes = Array(format.utf8)
    guard let dollar = bytes.firstIndex(of: 0x24), dollar + 1 < bytes.count else { return format }
    let reference = bytes[dollar...(dollar + 1)]
    var replacement: [UInt8] = []
    var ruleBytes = Array(rule.utf8)
    if withoutDigits {
      // The reference `$1` stays; the prefix's digits go, and so do the spaces and dashes that
      // stood beside them, wherever they are: `(06 $1)` gives `($1)`, `(0-$1)` `($1)`,
      // `8 ($1)` `($1)`, never `( $1)` or `(-$1)`.
      var cleaned: [UInt8] = []
      var afterDigit = false
      var index = 0
      while index < ruleBytes.count {
        let byte = ruleBytes[index]
        if byte == 0x24 && index + 1 < ruleBytes.count {
          cleaned.append(byte)
          cleaned.append(ruleBytes[index + 1])
          afterDigit = false
          index += 2
          continue
        }
        if byte >= 0x30 && byte <= 0x39 {
          while let last = cleaned.last, last == 0x20 || last == 0x2D { cleaned.removeLast() }
          afterDigit = true
        } else if !(afterDigit && (byte == 0x20 || byte == 0x2D)) {
          cleaned.append(byte)
          afterDigit = false
        }
        index += 1
      }
      while cleaned.first == 0x20 { cleaned.removeFirst() }
      while cleaned.last == 0x20 { cleaned.removeLast() }
      ruleBytes = cleaned
    }
    var index = 0
    while index < ruleBytes.count {
      if ruleBytes[index] == 0x24 && index + 1 < ruleBytes.count && ruleBytes[index + 1] == 0x31 {
        replacement.append(contentsOf: reference)
        index += 2
      } else {
        replacement.append(ruleBytes[index])
        index += 1
      }
    }
    bytes.replaceSubrange(dollar...(dollar + 1), with: replacement)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `pattern` (`$1 $2-$3`) with its groups filled by `digits`, group `n` taking `lengths[n-1]`
  /// of them, cut after the last digit: what a group that gets no digit and the characters
  /// before it would show is left out.
  static func fill(_ pattern: String, lengths: [Int], with digits: ArraySlice<UInt8>) -> [UInt8] {
    lengths.withUnsafeBufferPointer { fill(pattern, lengths: $0, with: digits) }
  }

  /// `fill(_:lengths:with:)` with the group lengths `format` gives `digits`
  /// (as `PhoneFormatRules.groupLengths(for:)` gives them), worked out on the stack.
  static func fill(_ pattern: String, format: PhoneFormatRules, with digits: ArraySlice<UInt8>)
    -> [UInt8]
  {
    let groups = format.format.groups
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: groups.count) { lengths in
      var remaining = max(digits.count, format.shortest)
      var rest = format.shortest
      for (index, group) in groups.enumerated() {
        rest -= Int(group.min)
        let length = min(Int(group.max), remaining - rest)
        lengths[index] = length
        remaining -= length
      }
      return fill(pattern, lengths: UnsafeBufferPointer(lengths), with: digits)
    }
  }

  /// `fill(_:lengths:with:)` with the lengths in a buffer.
  static func fill(
    _ pattern: String, lengths: UnsafeBufferPointer<Int>, with digits: ArraySlice<UInt8>
  ) -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(digits.count &+ pattern.utf8.count)
    // The characters between groups are written as they come, and taken back at the end unless
    // a group's digits followed them.
    var kept = 0
    var bytes = pattern.utf8.makeIterator()
    while let byte = bytes.next() {
      guard byte == 0x24, let next = bytes.next() else {
        text.append(byte)
        continue
      }
      let group = Int(next &- 0x31)
      guard group >= 0 && group < lengths.count else { continue }
      var start = digits.startIndex
      for index in 0..<group { start &+= lengths[index] }
      let end = min(start &+ lengths[group], digits.endIndex)
      guard start < end else { break }
      for digit in digits[start..<end] { text.append(digit &+ 0x30) }
      kept = text.count
    }
    text.removeLast(text.count &- kept)
    return text
  }

  /// Whether the digits of `text` are `digits`, in order.
  static func digitsOf(_ text: [UInt8], equal digits: ArraySlice<UInt8>) -> Bool {
    var index = digits.startIndex
    for byte in text where byte >= 0x30 && byte <= 0x39 {
      guard index < digits.endIndex, digits[index] == byte &- 0x30 else { return false }
      index += 1
    }
    return index == digits.endIndex
  }
}
