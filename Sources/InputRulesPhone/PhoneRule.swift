import InputRules

/// A phone number of any country, laid out as libphonenumber lays it out while it is typed:
/// `01512 3456789` or `+49 1512 3456789` in Germany, `(201) 555-0123` in the United States,
/// `8 (912) 345-67-89` in Russia.
///
///     let rule = try PhoneRule(region: "DE")
///
/// - `region` is where the user dials from: a number typed without `+` is read as that region
///   dials it (its national prefix, its international prefix such as `00` or `011` read as `+`),
///   and belongs to one of the regions sharing its calling code (a Canadian number in a United
///   States field). A number typed with `+` belongs to the region its digits tell: `+1 204…` to
///   Canada, `+44 7700 900…` to Jersey, `+7 7…` to Kazakhstan.
/// - The digits take the layout of the format their leading digits select as they are typed,
///   never with a separator after the last digit; a complete number shows exactly libphonenumber's
///   NATIONAL format (typed nationally) or INTERNATIONAL format (typed with `+`). The layout
///   never adds a digit: a number typed without its national prefix is laid out without it.
/// - Digits of any script are read as ASCII digits; `+` is taken only at the start; spaces,
///   dashes, dots, slashes and brackets typed are taken where the layout has them and otherwise
///   leave the text as it is. A digit after which no number of any type can follow (too long,
///   or a start no number has) is refused with the reason.
/// - A paste takes one number in any written form (`+49 (0)151 23456789`, `0049 1512 3456789`,
///   `tel:+1-201-555-0123`); text holding two numbers, or none, is refused.
/// - Backspace over a separator or bracket deletes the digit before it, Delete the digit after
///   it; the caret stays by the digit it was next to whatever the layout does.
/// - The value is the number in E.164 with its region and type, once libphonenumber's
///   `is_valid_number` holds; `incomplete` while more digits can make a number.
///
/// Two rules are equal (`==`) when they are for the same region, accept the same regions and
/// agree on `alwaysInternational`.
public struct PhoneRule: ReformattingRule, Equatable {
  /// The number, its region and its type.
  public typealias Value = PhoneNumber

  /// The reason code of digits no number of any type starts with.
  public static let noSuchNumberCode = Reason.Code("noSuchNumber")
  /// The reason code of a calling code no country has.
  public static let unknownCountryCode = Reason.Code("unknownCallingCode")
  /// The reason code of a number of a region the field does not accept.
  public static let regionNotAcceptedCode = Reason.Code("regionNotAccepted")
  /// The reason code of a paste holding more than one number.
  public static let severalNumbersCode = Reason.Code("severalNumbers")

  /// The region the user dials from (ISO 3166-1 alpha-2, upper case).
  public let region: String
  /// The regions whose numbers the field accepts (`nil`: any).
  public let allowedRegions: [String]?
  /// Whether numbers are always shown in their INTERNATIONAL format: digits typed without `+`
  /// are read as the region dials them and written with `+` and the calling code once they tell
  /// a number (`1` brings `+49 1…`, the whole national prefix only the calling code: `0` in
  /// Germany, `06` in Hungary; `0036` brings `+36`), a national number pasted or set is shown
  /// with `+`, and the `+` stays when it is deleted while digits follow it. For apps that store
  /// and show every number with its calling code.
  public let alwaysInternational: Bool
  /// The field's region with its patterns compiled.
  let home: PhoneRegionRules
  /// The regions prepared when the rule was made: those sharing the field's calling code (and
  /// those of the allowed regions' calling codes), by calling code.
  let prepared: [PreparedCallingCode]
  /// Every calling code.
  let countryCodes: PhoneCallingCodes
  /// The calling codes of the accepted regions (every code when any region is).
  let acceptedCodes: PhoneCallingCodes

  /// A rule for numbers dialled from `region` (ISO 3166-1 alpha-2, any case).
  ///
  /// Throws when libphonenumber has no numbers for `region` (an unknown code, or one such as
  /// `AQ` with no numbering plan of its own).
  public init(region: String) throws(PhoneRegionError) {
    try self.init(region: region, allowedRegions: nil, alwaysInternational: false)
  }

  /// A rule for numbers dialled from `region` that accepts only numbers of `allowedRegions`
  /// (`nil`: any region; `"001"` names the non-geographic numbers such as `+800`), and shows
  /// every number in its INTERNATIONAL format when `alwaysInternational` is set.
  public init(region: String, allowedRegions: [String]?, alwaysInternational: Bool = false)
    throws(PhoneRegionError)
  {
    let id = Self.upper(region)
    guard let metadata = PhoneMetadata.region(id) else { throw .unknownRegion(region) }
    guard let home = PhoneRegionRules(metadata), !home.types.isEmpty else {
      throw .noNumbers(region)
    }
    var allowed: [String]?
    if let allowedRegions {
      var ids: [String] = []
      for name in allowedRegions {
        let code = Self.upper(name)
        guard code == "001" || PhoneMetadata.region(code) != nil else {
          throw .unknownRegion(name)
        }
        ids.append(code)
      }
      allowed = ids
    }
    self.region = id
    self.allowedRegions = allowed
    self.alwaysInternational = alwaysInternational
    self.home = home
    countryCodes = PhoneCallingCodes(PhoneMetadata.countryCodes)
    if let allowed {
      acceptedCodes = PhoneCallingCodes(
        PhoneMetadata.countryCodes.filter { code in
          PhoneMetadata.regions(forCountryCode: code).contains(where: allowed.contains)
        })
    } else {
      acceptedCodes = countryCodes
    }
    var codes = [metadata.countryCode]
    for name in allowed ?? [] {
      if name == "001" { continue }
      if let code = PhoneMetadata.countryCode(forRegion: name), !codes.contains(code) {
        codes.append(code)
      }
    }
    prepared = codes.map { PreparedCallingCode(code: $0, home: home) }
  }

  /// `text` in upper case (ASCII).
  static func upper(_ text: String) -> String {
    String(decoding: text.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
  }

  /// The regions of calling code `code`: the first (whose formats lay its numbers out) and those
  /// the field accepts, in libphonenumber's order.
  func regions(forCountryCode code: Int) -> (main: PhoneRegionRules?, accepted: [PhoneRegionRules])
  {
    let all =
      prepared.first(where: { $0.code == code })?.regions ?? PhoneRegionTable.regions(of: code)
    guard let allowedRegions else { return (all.first, all) }
    return (all.first, all.filter { allowedRegions.contains($0.metadata.id) })
  }

  /// Phone numbers are laid out left to right, also in a right-to-left interface.
  public var forcesLeftToRight: Bool { true }

  /// Whether both rules judge every edit alike: the same region (in any case as given), the
  /// same accepted regions (any region for both, or the same set of regions, in whatever order
  /// and however often each was named) and the same `alwaysInternational`. What a rule prepares
  /// from them (its region's compiled patterns, those of the calling codes it accepts) follows
  /// from these and libphonenumber's metadata, which a process reads once.
  public static func == (lhs: PhoneRule, rhs: PhoneRule) -> Bool {
    guard lhs.region == rhs.region, lhs.alwaysInternational == rhs.alwaysInternational else {
      return false
    }
    switch (lhs.allowedRegions, rhs.allowedRegions) {
    case (nil, nil): return true
    case (let left?, let right?): return left == right || Set(left) == Set(right)
    default: return false
    }
  }

  // MARK: Raw characters

  /// `+` and the digits are raw; spaces, brackets and dashes are layout.
  public func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    // ASCII text (what the layout makes) is read byte by byte.
    let handled =
      text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
        var offset = 0
        for byte in bytes {
          if byte == 0x2B || (byte >= 0x30 && byte <= 0x39) || !Self.isLayoutByte(byte) {
            if !body(Character(Unicode.Scalar(byte)), offset..<(offset + 1)) { return true }
          }
          offset += 1
        }
        return true
      } ?? false
    if handled { return }
    var offset = 0
    for character in text {
      let width = character.utf16.count
      if let ascii = character.asciiValue, ascii == 0x2B || (ascii >= 0x30 && ascii <= 0x39) {
        if !body(character, offset..<(offset + width)) { return }
      } else if !Self.isLayout(character) {
        // Anything else a program put in the text counts too, so that it is judged.
        if !body(character, offset..<(offset + width)) { return }
      }
      offset += width
    }
  }

  /// `isLayout` for an ASCII byte.
  static func isLayoutByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x2D, 0x2E, 0x2F, 0x28, 0x29, 0x5B, 0x5D, 0x09: true
    default: false
    }
  }

  /// Whether `character` is one a layout may add or a user may type between digits: spaces,
  /// dashes, dots, slashes and brackets.
  static func isLayout(_ character: Character) -> Bool {
    switch character {
    case " ", "\u{A0}", "\u{202F}", "\u{2009}", "-", "\u{2010}", "\u{2011}", "\u{2012}",
      "\u{2013}", "\u{2212}", ".", "/", "(", ")", "[", "]", "\t":
      return true
    default:
      return false
    }
  }

  // MARK: Layout and judging

  /// The digits in the layout their reading selects.
  public func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    .text(layout(read(raw)))
  }

  /// Empty, incomplete while more digits can make a number, valid with its E.164 form, region
  /// and type once libphonenumber's `is_valid_number` holds, invalid otherwise.
  public func judge(raw: String) -> Evaluation<PhoneNumber> {
    evaluation(of: read(raw))
  }

  /// Text that is exactly the layout of its raw characters is judged as they read; other text
  /// is invalid. (The shared `evaluate`, reading the raw characters once.)
  public func evaluate(_ text: String) -> Evaluation<PhoneNumber> {
    if text.isEmpty { return .empty }
    let reading = read(rawCharacters(of: text))
    guard layout(reading) == text else {
      return .invalid(
        Reason(.reformatted, Reason.Facts("phone.notLaidOut", text: text)))
    }
    return evaluation(of: reading)
  }

  /// Why an unfinished number is not valid yet: made once, since it is asked at every key.
  static let incompleteReason = Reason(.incomplete, Reason.Facts("phone.incomplete"))

  /// The judgement of a reading.
  func evaluation(of reading: PhoneReading) -> Evaluation<PhoneNumber> {
    switch reading.status {
    case .empty: return .empty
    case .open: return .incomplete(Self.incompleteReason)
    case .dead(let why): return .invalid(why)
    case .valid:
      guard let region = reading.region, let type = reading.type else {
        return .incomplete(Self.incompleteReason)
      }
      var bytes: [UInt8] = [0x2B]
      bytes.append(contentsOf: String(reading.countryCode).utf8)
      for digit in reading.nsn { bytes.append(digit &+ 0x30) }
      let e164 = String(decoding: bytes, as: UTF8.self)
      return .valid(PhoneNumber(e164: e164, region: region.metadata.id, type: type))
    }
  }

  /// The region the number `text` shows belongs to (once it is a number) or may belong to
  /// (while it can still become one), or `nil` before its digits tell.
  public func region(of text: String) -> String? {
    read(rawCharacters(of: text)).region?.metadata.id
  }

  /// The type of the number `text` shows, once it is a number.
  public func numberType(of text: String) -> PhoneNumberType? {
    let reading = read(rawCharacters(of: text))
    return reading.status == .valid ? reading.type : nil
  }
}

/// Why a phone rule cannot be made for a region.
public enum PhoneRegionError: Error, Hashable, Sendable {
  /// libphonenumber knows no region of this code.
  case unknownRegion(String)
  /// libphonenumber knows the region, but no numbers in it.
  case noNumbers(String)

  /// What is wrong, in a sentence.
  public var message: String {
    switch self {
    case .unknownRegion(let code):
      "“\(code)” is not a region libphonenumber knows (an ISO 3166-1 alpha-2 code such as “DE”)."
    case .noNumbers(let code): "libphonenumber has no phone numbers for the region “\(code)”."
    }
  }
}

/// The regions of one calling code, compiled.
struct PreparedCallingCode: Sendable {
  /// The calling code.
  let code: Int
  /// Its regions, in libphonenumber's order (the one whose formats lay numbers out first).
  let regions: [PhoneRegionRules]

  /// The regions of `code`, reusing `home` when it is one of them.
  init(code: Int, home: PhoneRegionRules?) {
    self.code = code
    var regions: [PhoneRegionRules] = []
    for id in PhoneMetadata.regions(forCountryCode: code) {
      if let home, id == home.metadata.id {
        regions.append(home)
      } else if let metadata =
        id == "001" ? PhoneMetadata.nonGeographic(countryCode: code) : PhoneMetadata.region(id),
        let rules = PhoneRegionRules(metadata)
      {
        regions.append(rules)
      }
    }
    self.regions = regions
  }
}

/// Every calling code's regions, compiled, for numbers of calling codes a rule did not prepare
/// (`+33` typed in a German field).
///
/// The table is a constant, built the first time such a number is typed in the process (a few
/// milliseconds), and never changed: a rule prepares its own calling code when it is made, so
/// that the first use of a region stays cheap, and a number of any other country costs nothing
/// more once the table is built.
enum PhoneRegionTable {
  /// The compiled calling codes, by calling code (1 to 999).
  static let byCode: [PreparedCallingCode?] = {
    var table = [PreparedCallingCode?](repeating: nil, count: 1000)
    for code in PhoneMetadata.countryCodes where code > 0 && code < 1000 {
      table[code] = PreparedCallingCode(code: code, home: nil)
    }
    return table
  }()

  /// The regions of calling code `code`, compiled, in libphonenumber's order.
  static func regions(of code: Int) -> [PhoneRegionRules] {
    guard code > 0 && code < 1000 else { return [] }
    return byCode[code]?.regions ?? []
  }
}

/// The calling codes (1 to 3 digits) as bits.
struct PhoneCallingCodes: Sendable {
  /// Bit `n` of word `n / 64`: whether `n` is a calling code.
  private var words = [UInt64](repeating: 0, count: 16)

  /// The set of `codes`.
  init(_ codes: [Int]) {
    for code in codes where code > 0 && code < 1000 {
      words[code >> 6] |= 1 << UInt64(code & 63)
    }
  }

  /// Whether `code` is a calling code.
  func contains(_ code: Int) -> Bool {
    code > 0 && code < 1000 && words[code >> 6] & (1 << UInt64(code & 63)) != 0
  }

  /// Whether a calling code starts with the `digits` digits of `code` (`4` for `44`).
  func hasCode(startingWith code: Int, digits: Int) -> Bool {
    // No calling code starts with 0.
    if code == 0 { return false }
    if digits >= 3 { return contains(code) }
    var low = code
    var high = code
    for _ in digits..<3 {
      low *= 10
      high = high * 10 + 9
      if (low...high).contains(where: contains) { return true }
    }
    return false
  }
}
