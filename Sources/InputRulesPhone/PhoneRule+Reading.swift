import InputRules

/// What a phone field's raw characters say: how the number was dialled (nationally, with `+` or
/// the region's international prefix), its calling code, its national significant number, and
/// whether it is a number, can still become one, or cannot.
struct PhoneReading {
  /// Whether the raw characters are `+` (only at the start) and ASCII digits.
  var isWellFormed = true
  /// Whether the number starts with `+`.
  var plus = false
  /// The digits typed in place of `+` (the region's international prefix, `00`).
  var lead: ArraySlice<UInt8> = []
  /// The digits after the calling code (all of them for a national number): what the layout of
  /// the number must show, in order.
  var national: ArraySlice<UInt8> = []
  /// The digits of the calling code typed so far (international numbers only).
  var countryCodeDigits: ArraySlice<UInt8> = []
  /// The calling code, once known (0 before, and for a national number until read).
  var countryCode = 0
  /// The digits typed before the national significant number of a national number (the
  /// national prefix, a carrier code).
  var nationalPrefix: ArraySlice<UInt8> = []
  /// The national significant number (after the region's transform rule, which may add
  /// digits the user did not type, such as an area code before a local number).
  var nsn: ArraySlice<UInt8> = []
  /// Whether `nsn` is `nationalPrefix` taken off the typed digits and nothing else.
  var nsnIsTyped = true
  /// Where the digits stand.
  var status = PhoneStatus.empty
  /// The region the number is of (once valid) or may be of (while it can still become one).
  var region: PhoneRegionRules?
  /// The number's type, once valid.
  var type: PhoneNumberType?
  /// The region whose formats lay the number out: the first of its calling code's regions.
  var formatting: PhoneRegionRules?

  /// Whether the number is dialled internationally (`+` or an international prefix).
  var isInternational: Bool { plus || !lead.isEmpty }
}

/// Where a phone number's digits stand.
enum PhoneStatus: Equatable {
  /// No digits (and no `+`).
  case empty
  /// Not a number yet; more digits can make one.
  case open
  /// A number (libphonenumber's `is_valid_number`).
  case valid
  /// No more digits can make a number, for this reason.
  case dead(Reason)

  /// Whether the digits are a number or can still become one.
  var isAlive: Bool {
    switch self {
    case .empty, .open, .valid: true
    case .dead: false
    }
  }
}

extension PhoneRule {
  /// The most digits a field takes: an international prefix of up to four, a calling code of
  /// up to three and the longest national significant number (17), with room for a national
  /// prefix and carrier code. Anything longer is refused before any pattern is asked.
  static let mostDigits = 26

  /// Reads raw characters (`+` and ASCII digits).
  func read(_ raw: String) -> PhoneReading {
    var raw = raw
    return raw.withUTF8 { read(rawBytes: $0, skippingLayout: false) }
  }

  /// Reads the raw characters of `text`, laid-out text whose layout characters are skipped, as
  /// `read(rawCharacters(of: text))` does, without making the raw text first: for ASCII text
  /// without a carriage return (what a layout makes); `nil` for other text.
  func readLaidOut(_ text: String) -> PhoneReading? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> PhoneReading? in
      for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
      return read(rawBytes: bytes, skippingLayout: true)
    } ?? nil
  }

  /// Reads the UTF-8 `bytes` of raw characters; with `skippingLayout`, the ASCII bytes of
  /// laid-out text, whose layout bytes (``isLayoutByte(_:)``) are not raw characters.
  func read(rawBytes bytes: UnsafeBufferPointer<UInt8>, skippingLayout: Bool) -> PhoneReading {
    var reading = PhoneReading()
    var digits: [UInt8] = []
    digits.reserveCapacity(bytes.count)
    var index = 0
    for byte in bytes {
      if byte == 0x2B && index == 0 {
        reading.plus = true
      } else if byte >= 0x30 && byte <= 0x39 {
        digits.append(byte &- 0x30)
      } else if skippingLayout && Self.isLayoutByte(byte) {
        continue
      } else {
        reading.isWellFormed = false
      }
      index += 1
    }
    guard reading.isWellFormed else {
      reading.status = .dead(
        Reason(.disallowedCharacter, Reason.Facts("phone.onlyDigits")))
      return reading
    }
    if digits.isEmpty && !reading.plus { return reading }
    if digits.count > Self.mostDigits {
      reading.status = .dead(Reason(.tooLong, Reason.Facts("phone.tooLong", limit: 15)))
      return reading
    }
    let all = digits[...]
    if reading.plus { return readInternational(all, into: reading) }
    // The international prefix, unless the digits after it start with 0 (no calling code does),
    // as libphonenumber reads it; while nothing follows it, only when no national number can
    // start so (`0` in Germany is the national prefix, `00` the international one).
    var international: PhoneReading?
    if let idd = home.internationalPrefix, idd.hasPrefixMatch(all),
      let match = idd.prefixMatch(all),
      match.length > 0
    {
      let rest = all[(all.startIndex + match.length)...]
      if rest.first != 0 {
        var attempt = reading
        attempt.lead = all[..<(all.startIndex + match.length)]
        attempt = readInternational(rest, into: attempt)
        if attempt.status.isAlive && !rest.isEmpty { return attempt }
        international = attempt
      }
    }
    let national = readNational(all, into: reading)
    if national.status.isAlive { return national }
    if let international, international.status.isAlive { return international }
    if international == nil, let idd = home.internationalPrefix, !idd.hasPrefixMatch(all),
      idd.mayMatchPrefix(all)
    {
      // The start of the international prefix (`01` of `011`), not yet all of it.
      var open = reading
      open.lead = all
      open.status = .open
      return open
    }
    return international ?? national
  }

  /// Reads `digits` after `+` (or an international prefix): the calling code, then the number.
  func readInternational(_ digits: ArraySlice<UInt8>, into start: PhoneReading) -> PhoneReading {
    var reading = start
    if digits.first == 0 {
      // Shown as typed: the layout shows every digit of a number without a calling code.
      reading.countryCodeDigits = digits
      reading.status = .dead(
        Reason(Self.unknownCountryCode, Reason.Facts("phone.callingCodeZero")))
      return reading
    }
    var code = 0
    var length = 0
    for digit in digits.prefix(3) {
      code = code * 10 + Int(digit)
      length += 1
      if countryCodes.contains(code) { break }
    }
    reading.countryCodeDigits = digits.prefix(length)
    guard countryCodes.contains(code) else {
      // No calling code: every digit is shown as typed (`+4270`, as libphonenumber's
      // as-you-type formatter shows it), never the first three alone, so that a deletion that
      // leaves such digits (`+420 70` without the `0` of 420) takes one digit from the text.
      reading.countryCodeDigits = digits
      if digits.isEmpty || (length < 3 && acceptedCodes.hasCode(startingWith: code, digits: length))
      {
        reading.status = .open
      } else if digits.first == 0 {
        reading.status = .dead(
          Reason(Self.unknownCountryCode, Reason.Facts("phone.callingCodeZero")))
      } else if length < 3 && countryCodes.hasCode(startingWith: code, digits: length) {
        reading.status = .dead(
          Reason(
            Self.regionNotAcceptedCode,
            Reason.Facts(
              "phone.callingCodeStartNotAccepted", number: Self.number(of: digits.prefix(3)))))
      } else {
        reading.status = .dead(
          Reason(
            Self.unknownCountryCode,
            Reason.Facts("phone.unknownCallingCode", number: Self.number(of: digits.prefix(3)))))
      }
      return reading
    }
    reading.countryCode = code
    let nsn = digits.dropFirst(length)
    reading.nsn = nsn
    reading.national = nsn
    judge(nsn, of: regions(forCountryCode: code), into: &reading)
    return reading
  }

  /// Reads a nationally dialled number: the national prefix (and carrier code) taken off as
  /// libphonenumber's parser does, then the number judged against the regions sharing the
  /// field's calling code.
  func readNational(_ digits: ArraySlice<UInt8>, into start: PhoneReading) -> PhoneReading {
    let regions = regions(forCountryCode: home.metadata.countryCode)
    var reading = start
    reading.countryCode = home.metadata.countryCode
    reading.national = digits
    let stripped = strippingNationalPrefix(digits)
    // libphonenumber's own choice first: a number it reads is read the same way here. Then the
    // start of a local number the region reads only whole (seven digits in Antigua, six in
    // Jersey), with the area code its transform rule puts before it. (No array of candidates:
    // this runs twice per key.)
    let whole = (prefix: 0, nsn: digits, typed: true)
    var first: PhoneReading?
    var open: PhoneReading?
    func attempt(_ candidate: (prefix: Int, nsn: ArraySlice<UInt8>, typed: Bool)) -> PhoneReading? {
      var attempt = reading
      attempt.nationalPrefix = digits.prefix(candidate.prefix)
      attempt.nsn = candidate.nsn
      attempt.nsnIsTyped = candidate.typed
      judge(candidate.nsn, of: regions, into: &attempt)
      if attempt.status == .valid { return attempt }
      if open == nil && attempt.status.isAlive { open = attempt }
      if first == nil { first = attempt }
      return nil
    }
    if let stripped, libphonenumberStrips(digits, giving: stripped.nsn) {
      if let valid = attempt(stripped) { return valid }
      if let valid = attempt(whole) { return valid }
    } else {
      if let valid = attempt(whole) { return valid }
      if let stripped, let valid = attempt(stripped) { return valid }
    }
    if let local = localNumberStart(digits), let valid = attempt(local) { return valid }
    return open ?? first ?? reading
  }

  /// The national prefix (and carrier code) taken off `digits` by the region's pattern for it,
  /// with its transform rule applied: how many digits it took, the number left, and whether
  /// that is the typed digits after them. `nil` when the pattern takes nothing.
  func strippingNationalPrefix(_ digits: ArraySlice<UInt8>)
    -> (prefix: Int, nsn: ArraySlice<UInt8>, typed: Bool)?
  {
    guard let pattern = home.nationalPrefixForParsing, !digits.isEmpty,
      pattern.hasPrefixMatch(digits), let match = pattern.prefixMatch(digits)
    else { return nil }
    let rest = digits.dropFirst(match.length)
    if let rule = home.metadata.nationalPrefixTransformRule, !rule.isEmpty,
      match.groupCount > 0, match.group(match.groupCount) != nil
    {
      var transformed: [UInt8] = []
      var bytes = rule.utf8.makeIterator()
      while let byte = bytes.next() {
        if byte == 0x24, let next = bytes.next() {
          if let range = match.group(Int(next &- 0x30)) {
            for offset in range { transformed.append(digits[digits.startIndex + offset]) }
          }
        } else if byte >= 0x30 && byte <= 0x39 {
          transformed.append(byte &- 0x30)
        }
      }
      transformed.append(contentsOf: rest)
      return (match.length, transformed[...], false)
    }
    guard match.length > 0 else { return nil }
    return (match.length, rest, true)
  }

  /// For a region whose national prefix pattern reads a whole local number (`([457]\d{6})$`,
  /// transformed to `268$1`): `digits` as the start of such a number, after the transform
  /// rule's digits, while the pattern can still match once more digits come; `nil` otherwise.
  func localNumberStart(_ digits: ArraySlice<UInt8>)
    -> (prefix: Int, nsn: ArraySlice<UInt8>, typed: Bool)?
  {
    guard !digits.isEmpty, let pattern = home.nationalPrefixForParsing,
      let rule = home.metadata.nationalPrefixTransformRule, rule.utf8.last == 0x31,
      pattern.mayMatchPrefix(digits)
    else { return nil }
    var nsn: [UInt8] = []
    for byte in rule.utf8 {
      guard byte >= 0x30 && byte <= 0x39 else { break }
      nsn.append(byte &- 0x30)
    }
    guard !nsn.isEmpty else { return nil }
    nsn.append(contentsOf: digits)
    return (0, nsn[...], false)
  }

  /// Whether libphonenumber's parser takes the national prefix off `digits`, leaving `nsn`:
  /// unless the whole is a number of the region's pattern and what is left is not, and unless
  /// what is left is shorter than any number.
  func libphonenumberStrips(_ digits: ArraySlice<UInt8>, giving nsn: ArraySlice<UInt8>) -> Bool {
    let general = home.general
    if general.pattern.matches(digits) && !general.pattern.matches(nsn) { return false }
    let local = home.metadata.general.localOnlyLengths
    if nsn.count < 32 && local & (1 << UInt32(nsn.count)) != 0 { return true }
    let lengths = general.lengths
    guard lengths != 0 else { return true }
    return nsn.count >= lengths.trailingZeroBitCount
  }

  /// Judges a national significant number against the regions of its calling code: valid as a
  /// number of the first region libphonenumber finds it in, open while more digits can make it
  /// a number of one of them, dead otherwise.
  func judge(
    _ nsn: ArraySlice<UInt8>, of regions: (main: PhoneRegionRules?, accepted: [PhoneRegionRules]),
    into reading: inout PhoneReading
  ) {
    reading.formatting = regions.main
    let regions = regions.accepted
    guard !regions.isEmpty else {
      reading.status = .dead(
        Reason(
          Self.regionNotAcceptedCode,
          Reason.Facts("phone.callingCodeNotAccepted", number: reading.countryCode)))
      return
    }
    if nsn.isEmpty {
      reading.status = .open
      return
    }
    let found = nsn.withUnsafeBufferPointer { digits in
      regions.withUnsafeBufferPointer { regions in regionOfNumber(digits, among: regions) }
    }
    if let found {
      reading.region = found.region
      reading.type = found.type
      reading.status = .valid
      if let allowed = allowedRegions, !allowed.contains(found.region.metadata.id) {
        reading.status = .dead(
          Reason(
            Self.regionNotAcceptedCode,
            Reason.Facts("phone.regionNotAccepted", name: found.region.metadata.id)))
        return
      }
      return
    }
    let open = nsn.withUnsafeBufferPointer { digits in
      regions.withUnsafeBufferPointer { regions -> PhoneRegionRules? in
        for region in regions where region.canComplete(digits) {
          if let leading = region.leadingMatcher, !leading.mayMatchPrefix(digits) { continue }
          return region
        }
        for region in regions where region.canComplete(digits) { return region }
        return nil
      }
    }
    if let open {
      reading.region = open
      reading.status = .open
      return
    }
    let longest = regions.reduce(0) { max($0, $1.longestNumber) }
    if nsn.count > longest {
      reading.status = .dead(
        Reason(
          .tooLong,
          Reason.Facts(
            "phone.tooLongAfterCallingCode", limit: longest, number: reading.countryCode)))
    } else {
      reading.status = .dead(
        Reason(Self.noSuchNumberCode, Reason.Facts("phone.noSuchStart")))
    }
  }

  /// libphonenumber's `region_code_for_number` and `is_valid_number` together: the region among
  /// `regions` (in their order) whose leading digits start `nsn`, or whose numbers include it,
  /// and the number's type there; `nil` when `nsn` is no number of any of them.
  ///
  /// In a field that accepts some regions only, a number libphonenumber gives to a region left
  /// out (`+1 900…`, premium rate in every NANP region, is the United States') belongs to the
  /// first accepted region whose numbers include it, as it does in a field accepting that region
  /// alone: otherwise two accepted regions with leading digits of their own (Dominica's `767`,
  /// Montserrat's `664`) would leave a number either one takes `incomplete` for good.
  func regionOfNumber(
    _ nsn: UnsafeBufferPointer<UInt8>, among regions: UnsafeBufferPointer<PhoneRegionRules>
  ) -> (region: PhoneRegionRules, type: PhoneNumberType)? {
    if regions.count == 1 {
      guard let type = regions[0].type(of: nsn) else { return nil }
      return (regions[0], type)
    }
    for region in regions {
      if let leading = region.leadingMatcher {
        if leading.hasPrefixMatch(nsn) {
          guard let type = region.type(of: nsn) else { break }
          return (region, type)
        }
      } else if let type = region.type(of: nsn) {
        return (region, type)
      }
    }
    guard allowedRegions != nil else { return nil }
    for region in regions {
      if let type = region.type(of: nsn) { return (region, type) }
    }
    return nil
  }

  /// Digits (0-9 each) as the number they write: `[4, 9]` is 49.
  static func number(of digits: ArraySlice<UInt8>) -> Int {
    var number = 0
    for digit in digits { number = number * 10 + Int(digit) }
    return number
  }

  /// Digit values as text.
  static func text(of digits: ArraySlice<UInt8>) -> String {
    String(unsafeUninitializedCapacity: digits.count) { buffer in
      var index = 0
      for digit in digits {
        buffer[index] = digit &+ 0x30
        index += 1
      }
      return index
    }
  }
}
