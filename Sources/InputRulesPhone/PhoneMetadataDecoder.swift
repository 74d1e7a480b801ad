/// Reads one region's line of the generated tables (written by scripts/phone/generate.py; the
/// encoding is described in docs/phone-data.md).
///
/// A line is a run of items, each a capital letter (its tag) followed by its value, which holds
/// no capital, so one scan for the next capital splits the line:
/// - `I` international prefix, `J` preferred international prefix, `N` national prefix, `O`
///   national prefix for parsing (only when it is not the national prefix), `R` national prefix
///   transform rule, `L` leading digits, `K` main country for its code, `Z` same mobile and
///   fixed-line pattern;
/// - `G` the general description, `F M T P S V E A U W` the types' (fixed line, mobile, toll
///   free, premium rate, shared cost, VoIP, personal number, pager, UAN, voicemail): lengths as
///   letters (`a` is 1; `*` when unchecked), `/` and the local-only lengths, then the pattern;
/// - `X` a national format (its groups: `c` for three digits, `b-m` for two to thirteen) and
///   `Y` an international one (the index of the national format it shares its pattern with, or
///   its groups), each followed by its own items: `Q` the format when it is not the one implied
///   (the groups joined by spaces, or the referenced format's), `D` each leading digits pattern,
///   `H` the national prefix formatting rule, `C` when that prefix is optional. No `Y`: the
///   national formats serve internationally too.
///
/// The generator writes every line and the tests decode every one, so the decoder trusts the
/// text; a malformed line stops the program.
enum PhoneLineDecoder {
  /// The metadata a line describes.
  static func region(id: String, countryCode: Int, line: UnsafeBufferPointer<UInt8>)
    -> PhoneRegionMetadata
  {
    var internationalPrefix: String?
    var preferredInternationalPrefix: String?
    var nationalPrefix: String?
    var nationalPrefixForParsing: String?
    var nationalPrefixTransformRule: String?
    var leadingDigits: String?
    var isMainCountryForCode = false
    var sameMobileAndFixedLinePattern = false
    var general = PhoneNumberDescription(pattern: "", possibleLengths: 0, localOnlyLengths: 0)
    var descriptions: [(type: PhoneNumberType, description: PhoneNumberDescription)] = []
    descriptions.reserveCapacity(10)  // at most one of each type: no regrowth
    var nationalFormats: [PhoneFormat] = []
    var internationalFormats: [PhoneFormat] = []
    var format = FormatBuilder()

    var start = 0
    while start < line.count {
      let tag = line[start]
      let end = nextTag(in: line, after: start)
      let value = UnsafeBufferPointer(rebasing: line[(start + 1)..<end])
      start = end
      switch tag {
      case 0x51: format.format = string(value)  // Q
      case 0x44: format.leadingDigits.append(string(value))  // D
      case 0x48: format.rule = string(value)  // H
      case 0x43: format.optional = true  // C
      case 0x58, 0x59:  // X, Y
        format.finish(national: &nationalFormats, international: &internationalFormats)
        format = FormatBuilder(tag: tag, value: value, nationalFormats: nationalFormats)
      case 0x49: internationalPrefix = string(value)  // I
      case 0x4A: preferredInternationalPrefix = string(value)  // J
      case 0x4E: nationalPrefix = string(value)  // N
      case 0x4F: nationalPrefixForParsing = string(value)  // O
      case 0x52: nationalPrefixTransformRule = string(value)  // R
      case 0x4C: leadingDigits = string(value)  // L
      case 0x4B: isMainCountryForCode = true  // K
      case 0x5A: sameMobileAndFixedLinePattern = true  // Z
      case 0x47: general = description(value)  // G
      default:
        guard let type = descriptionType(tag) else {
          preconditionFailure("phone metadata: a region line has an unknown item")
        }
        descriptions.append((type, description(value)))
      }
    }
    format.finish(national: &nationalFormats, international: &internationalFormats)
    return PhoneRegionMetadata(
      id: id, countryCode: countryCode, internationalPrefix: internationalPrefix,
      preferredInternationalPrefix: preferredInternationalPrefix, nationalPrefix: nationalPrefix,
      nationalPrefixForParsing: nationalPrefixForParsing ?? nationalPrefix,
      nationalPrefixTransformRule: nationalPrefixTransformRule, leadingDigits: leadingDigits,
      isMainCountryForCode: isMainCountryForCode, general: general, descriptions: descriptions,
      sameMobileAndFixedLinePattern: sameMobileAndFixedLinePattern,
      nationalFormats: nationalFormats,
      internationalFormats: internationalFormats.isEmpty ? nationalFormats : internationalFormats)
  }

  /// A format being read: its `X` or `Y` item, then the items that follow it.
  struct FormatBuilder {
    /// `X` (0x58), `Y` (0x59), or 0 before the first format.
    var tag: UInt8 = 0
    /// The groups, from the `X` or `Y` item.
    var groups: [PhoneFormat.Group] = []
    /// The format when a `Q` item gives it.
    var format: String?
    /// The format when no `Q` item gives one.
    var impliedFormat = ""
    /// The `D` items (or the referenced national format's leading digits).
    var leadingDigits: [String] = []
    /// The `H` item.
    var rule: String?
    /// Whether a `C` item came.
    var optional = false

    /// Nothing yet: no format has started.
    init() {}

    /// A format starting at its `X` or `Y` item: its groups, or for `Y` the index of the
    /// national format whose groups and leading digits it shares.
    init(tag: UInt8, value: UnsafeBufferPointer<UInt8>, nationalFormats: [PhoneFormat]) {
      self.tag = tag
      if tag == 0x59, let first = value.first, first >= 0x30, first <= 0x39 {
        var index = 0
        for digit in value { index = index * 10 + Int(digit &- 0x30) }
        let national = nationalFormats[index]
        groups = national.groups
        leadingDigits = national.leadingDigits
        impliedFormat = national.format
        return
      }
      groups.reserveCapacity(value.count)  // a letter or three per group: no regrowth
      var i = 0
      while i < value.count {
        let low = value[i] &- 0x60
        var high = low
        if i + 2 < value.count, value[i + 1] == 0x2D {  // "-"
          high = value[i + 2] &- 0x60
          i += 2
        }
        groups.append(PhoneFormat.Group(min: low, max: high))
        i += 1
      }
      impliedFormat = spaceJoinedFormat(groupCount: groups.count)
    }

    /// Adds the format to the list its tag names, if one was being read.
    func finish(national: inout [PhoneFormat], international: inout [PhoneFormat]) {
      guard tag != 0 else { return }
      let format = PhoneFormat(
        groups: groups, format: format ?? impliedFormat, leadingDigits: leadingDigits,
        nationalPrefixFormattingRule: rule, nationalPrefixOptionalWhenFormatting: optional)
      if tag == 0x58 { national.append(format) } else { international.append(format) }
    }
  }

  /// The number type whose description a tag starts.
  static func descriptionType(_ tag: UInt8) -> PhoneNumberType? {
    switch tag {
    case 0x46: .fixedLine  // F
    case 0x4D: .mobile  // M
    case 0x54: .tollFree  // T
    case 0x50: .premiumRate  // P
    case 0x53: .sharedCost  // S
    case 0x56: .voip  // V
    case 0x45: .personalNumber  // E
    case 0x41: .pager  // A
    case 0x55: .uan  // U
    case 0x57: .voicemail  // W
    default: nil
    }
  }

  /// A description: its possible lengths as letters (`a` for 1; `*` for "no length check",
  /// nothing for "no numbers"), `/` and the local-only lengths, then the pattern.
  static func description(_ value: UnsafeBufferPointer<UInt8>) -> PhoneNumberDescription {
    var i = 0
    var possible: UInt32 = 0
    if i < value.count && value[i] == 0x2A {  // "*"
      possible = .max
      i += 1
    } else {
      possible = lengths(value, &i)
    }
    var localOnly: UInt32 = 0
    if i < value.count && value[i] == 0x2F {  // "/"
      i += 1
      localOnly = lengths(value, &i)
    }
    return PhoneNumberDescription(
      pattern: string(UnsafeBufferPointer(rebasing: value[i...])), possibleLengths: possible,
      localOnlyLengths: localOnly)
  }

  /// The lengths written as letters from `i` on, as bits; `i` ends after the last letter.
  static func lengths(_ value: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> UInt32 {
    var bits: UInt32 = 0
    while i < value.count, value[i] &- 0x61 < 26 {  // "a" to "z"
      bits |= 1 << UInt32(value[i] &- 0x60)
      i += 1
    }
    return bits
  }

  /// Where the item after the one at `start` begins: the next capital letter, or the end. Eight
  /// bytes at a time, since patterns run to hundreds of bytes: for ASCII bytes, adding 0x3F sets
  /// the top bit from "A" up and adding 0x25 from past "Z", with no carry between bytes.
  static func nextTag(in line: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
    var i = start + 1
    if let base = line.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= line.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        let capitals =
          (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525)
          & 0x8080_8080_8080_8080
        if capitals != 0 { return i + capitals.trailingZeroBitCount >> 3 }
        i += 8
      }
    }
    while i < line.count && line[i] &- 0x41 >= 26 { i += 1 }
    return i
  }

  /// `"$1 $2 … $n"`, the format a line leaves out.
  static func spaceJoinedFormat(groupCount: Int) -> String {
    switch groupCount {
    case 1: "$1"
    case 2: "$1 $2"
    case 3: "$1 $2 $3"
    case 4: "$1 $2 $3 $4"
    case 5: "$1 $2 $3 $4 $5"
    default:
      (1...max(groupCount, 1)).reduce("") { text, group in
        text + (group > 1 ? " $" : "$") + String(group)
      }
    }
  }

  /// A string of the line's bytes, which are ASCII; short ones are stored inline, without an
  /// allocation.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
      target.update(from: source, count: bytes.count)
      return bytes.count
    }
  }
}
