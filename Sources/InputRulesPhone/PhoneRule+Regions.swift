/// A region's metadata with its patterns compiled: what judging and laying out its numbers asks
/// at every key, prepared once (a phone rule prepares its own region's and those sharing its
/// calling code when it is made; others when a number of theirs is typed).
final class PhoneRegionRules: Sendable {
  /// The region's metadata.
  let metadata: PhoneRegionMetadata
  /// How numbers dialled abroad from the region start (`00`, `011`).
  let internationalPrefix: PhonePattern?
  /// What is taken off the start of a nationally dialled number (the national prefix, carrier
  /// codes), with the metadata's transform rule.
  let nationalPrefixForParsing: PhonePattern?
  /// For a region sharing its calling code: the start that tells its numbers apart.
  let leadingDigits: PhonePattern?
  /// The union of the region's numbers.
  let general: PhoneDescriptionRules
  /// The region's numbers by type, in the order libphonenumber asks them.
  let types: [PhoneDescriptionRules]
  /// Formats for numbers shown nationally.
  let nationalFormats: [PhoneFormatRules]
  /// Formats for numbers shown internationally.
  let internationalFormats: [PhoneFormatRules]
  /// The longest national significant number of any type.
  let longestNumber: Int
  /// The leading digits' matcher, beside `leadingDigits`, which keeps its words.
  nonisolated(unsafe) let leadingMatcher: PhonePatternMatcher?
  /// The general description's matcher, beside `general`, which keeps its words.
  nonisolated(unsafe) let generalMatcher: PhonePatternMatcher
  /// The types' matchers and lengths, in `types`' order, which keeps their words: walked at
  /// every key without a retain per type.
  nonisolated(unsafe) let typeMatchers: [PhoneTypeMatcher]

  /// The region's rules; `nil` when a pattern of its metadata is outside what the matcher
  /// reads (the generator refuses such metadata, so this is a safeguard).
  init?(_ metadata: PhoneRegionMetadata) {
    func compile(_ source: String?) -> PhonePattern?? {
      guard let source, !source.isEmpty else { return .some(nil) }
      guard let pattern = PhonePattern(source) else { return nil }
      return .some(pattern)
    }
    guard let idd = compile(metadata.internationalPrefix),
      let npfp = compile(metadata.nationalPrefixForParsing),
      let leading = compile(metadata.leadingDigits),
      let general = PhoneDescriptionRules(type: nil, metadata.general),
      let types = Self.types(of: metadata),
      let national = Self.formats(metadata.nationalFormats),
      let international = Self.formats(metadata.internationalFormats, reusing: national)
    else { return nil }
    self.metadata = metadata
    internationalPrefix = idd
    nationalPrefixForParsing = npfp
    leadingDigits = leading
    self.general = general
    self.types = types
    leadingMatcher = leading?.matcher
    generalMatcher = general.pattern.matcher
    // Every type's rules have their type (the general description alone has none).
    typeMatchers = types.compactMap { rules in
      rules.type.map { type in
        PhoneTypeMatcher(
          type: type, matcher: rules.pattern.matcher, lengths: rules.lengths,
          longest: rules.longest)
      }
    }
    longestNumber = types.reduce(0) { max($0, $1.longest) }
    nationalFormats = national
    internationalFormats = international
  }

  /// The region's number types, compiled in `typeOrder`; `nil` when a pattern cannot be read.
  private static func types(of metadata: PhoneRegionMetadata) -> [PhoneDescriptionRules]? {
    var types: [PhoneDescriptionRules] = []
    for type in typeOrder {
      guard let description = metadata.description(of: type) else { continue }
      guard let rules = PhoneDescriptionRules(type: type, description) else { return nil }
      types.append(rules)
    }
    return types
  }

  /// `formats`, compiled (those already in `compiled`, as most international formats are the
  /// national ones, taken from there); `nil` when a pattern cannot be read.
  private static func formats(_ formats: [PhoneFormat], reusing done: [PhoneFormatRules] = [])
    -> [PhoneFormatRules]?
  {
    var compiled: [PhoneFormatRules] = []
    compiled.reserveCapacity(formats.count)
    for format in formats {
      if let same = done.first(where: { $0.format == format }) {
        compiled.append(same)
        continue
      }
      guard let rules = PhoneFormatRules(format) else { return nil }
      compiled.append(rules)
    }
    return compiled
  }

  /// The order libphonenumber tells a number's type in: the special services first, then fixed
  /// line and mobile (asked together, as a number may be either).
  static let typeOrder: [PhoneNumberType] = [
    .premiumRate, .tollFree, .sharedCost, .voip, .personalNumber, .pager, .uan, .voicemail,
    .fixedLine, .mobile,
  ]

  /// The type of the national significant number `nsn`, or `nil` when it is no number of the
  /// region (libphonenumber's `number_type`, whose `UNKNOWN` is `nil` here).
  func type(of nsn: ArraySlice<UInt8>) -> PhoneNumberType? {
    nsn.withUnsafeBufferPointer { type(of: $0) }
  }

  /// The type of the national significant number `nsn` (see the array slice form).
  func type(of nsn: UnsafeBufferPointer<UInt8>) -> PhoneNumberType? {
    let count = nsn.count
    guard count < 32 else { return nil }
    let bit: UInt32 = 1 &<< UInt32(count)
    guard general.lengths & bit != 0, generalMatcher.matches(nsn) else { return nil }
    var fixedLine = false
    var mobile = false
    for rules in typeMatchers {
      let matches = rules.lengths & bit != 0 && rules.matcher.matches(nsn)
      switch rules.type {
      case .fixedLine: fixedLine = matches
      case .mobile: mobile = matches
      default: if matches { return rules.type }
      }
    }
    if fixedLine {
      return metadata.sameMobileAndFixedLinePattern || mobile ? .fixedLineOrMobile : .fixedLine
    }
    return mobile && !metadata.sameMobileAndFixedLinePattern ? .mobile : nil
  }

  /// Whether more digits can make `nsn` a number of some type of the region.
  func canComplete(_ nsn: ArraySlice<UInt8>) -> Bool {
    nsn.withUnsafeBufferPointer { canComplete($0) }
  }

  /// Whether more digits can make `nsn` a number of some type of the region (see the array
  /// slice form).
  func canComplete(_ nsn: UnsafeBufferPointer<UInt8>) -> Bool {
    if nsn.count > longestNumber { return false }
    for rules in typeMatchers
    where nsn.count <= rules.longest && rules.matcher.canComplete(nsn, lengths: rules.lengths) {
      return true
    }
    return false
  }
}

/// One number type of a region: its matcher and lengths, without references (the region's
/// `types` keep the words), so that walking a region's types at every key retains nothing.
struct PhoneTypeMatcher {
  /// The type.
  let type: PhoneNumberType
  /// Its national number pattern's matcher.
  let matcher: PhonePatternMatcher
  /// The possible lengths, as bits (bit n: n digits).
  let lengths: UInt32
  /// The most digits `lengths` allows.
  let longest: Int
}

/// A number type's pattern and lengths, compiled.
final class PhoneDescriptionRules: Sendable {
  /// The type (`nil` for the region's union of types).
  let type: PhoneNumberType?
  /// The national number pattern.
  let pattern: PhonePattern
  /// The possible lengths, as bits (bit n: n digits).
  let lengths: UInt32
  /// The most digits `lengths` allows.
  let longest: Int

  /// The rules of `description`; `nil` when its pattern cannot be read.
  init?(type: PhoneNumberType?, _ description: PhoneNumberDescription) {
    guard let pattern = PhonePattern(description.pattern) else { return nil }
    self.type = type
    self.pattern = pattern
    lengths = description.possibleLengths
    longest = lengths == 0 ? 0 : 31 - lengths.leadingZeroBitCount
  }

  /// libphonenumber's `_is_number_matching_desc`: a possible length and a whole match.
  func matches(_ nsn: ArraySlice<UInt8>) -> Bool {
    nsn.count < 32 && lengths & (1 << UInt32(nsn.count)) != 0 && pattern.matches(nsn)
  }

  /// Whether more digits can make `nsn` match at a possible length.
  func canComplete(_ nsn: ArraySlice<UInt8>) -> Bool {
    guard nsn.count <= longest else { return false }
    return pattern.canComplete(nsn, lengths: lengths)
  }
}

/// A number format with its leading-digits pattern compiled and its group lengths summed.
final class PhoneFormatRules: Sendable {
  /// The format.
  let format: PhoneFormat
  /// The last (most precise) leading-digits pattern, which libphonenumber asks of a complete
  /// number; `nil` when the format has none (it takes any start).
  let leadingDigits: PhonePattern?
  /// The fewest digits the format's groups take.
  let shortest: Int
  /// The most digits the format's groups take.
  let longest: Int
  /// The format with its national prefix formatting rule applied (`nil` without a rule), and
  /// the same without the rule's digits: what the NATIONAL layouts fill at every key, made once.
  let withPrefixRule: (digits: String, withoutDigits: String)?

  /// The rules of `format`; `nil` when its leading-digits pattern cannot be read.
  init?(_ format: PhoneFormat) {
    self.format = format
    if let last = format.leadingDigits.last {
      guard let pattern = PhonePattern(last) else { return nil }
      leadingDigits = pattern
    } else {
      leadingDigits = nil
    }
    var shortest = 0
    var longest = 0
    for group in format.groups {
      shortest += Int(group.min)
      longest += Int(group.max)
    }
    self.shortest = shortest
    self.longest = longest
    if let rule = format.nationalPrefixFormattingRule, !rule.isEmpty {
      withPrefixRule = (
        PhoneRule.applying(rule, withoutDigits: false, to: format.format),
        PhoneRule.applying(rule, withoutDigits: true, to: format.format)
      )
    } else {
      withPrefixRule = nil
    }
  }

  /// libphonenumber's choice for a complete number: the leading digits start it and the groups
  /// take all of it.
  func takes(_ nsn: ArraySlice<UInt8>) -> Bool {
    guard nsn.count >= shortest && nsn.count <= longest else { return false }
    guard let leadingDigits else { return true }
    return leadingDigits.hasPrefixMatch(nsn)
  }

  /// Whether more digits can make `nsn` a number this format takes.
  func mayTake(_ nsn: ArraySlice<UInt8>) -> Bool {
    guard nsn.count <= longest else { return false }
    guard let leadingDigits else { return true }
    return leadingDigits.mayMatchPrefix(nsn)
  }

  /// How many of `count` digits each group takes: as libphonenumber's greedy match of a
  /// complete number does, for the fewest digits the format takes when `count` is fewer.
  func groupLengths(for count: Int) -> [Int] {
    var remaining = max(count, shortest)
    var rest = shortest
    var lengths: [Int] = []
    lengths.reserveCapacity(format.groups.count)
    for group in format.groups {
      rest -= Int(group.min)
      let length = min(Int(group.max), remaining - rest)
      lengths.append(length)
      remaining -= length
    }
    return lengths
  }
}
