/// libphonenumber's metadata for every region and non-geographic entity, as the Python package
/// `phonenumbers` ships it, kept as compact generated tables (`PhoneMetadataTable.swift`,
/// written by `scripts/phone/generate.py`; see docs/phone-data.md).
///
/// Nothing is decoded up front: the small index of regions is read on first use, and a region's
/// line only when it is asked for, so an app that formats numbers of one country pays for one
/// country. Each call to `region(_:)` decodes again (about 2 µs on average, 10 µs for the
/// largest regions in a release build); a rule keeps the value it gets.
package enum PhoneMetadata {
  /// The release of `phonenumbers` the tables were generated from (`"9.0.43"`), for messages
  /// and for the check that the committed tables match a fresh run of the generator.
  package static let version: String = generatedVersion

  /// The code of every supported region, sorted (`"AC"`, `"AD"`, ...; 245 of them in 9.0.43),
  /// without the non-geographic `"001"`: the regions a country picker can offer.
  package static var regionIDs: [String] { sortedRegionIDs }

  /// The metadata of a region by its ISO 3166 code in capitals (`"DE"`); `nil` for a code the
  /// metadata does not know, and for `"001"`, which names several entities (ask
  /// `nonGeographic(countryCode:)`).
  package static func region(_ id: String) -> PhoneRegionMetadata? {
    guard let entry = index.entry(ofRegion: id) else { return nil }
    return decodedEntry(entry)
  }

  /// The metadata of a non-geographic entity (a worldwide service with a country code of its
  /// own, such as +800 for international freephone numbers), whose `id` is `"001"`; `nil` when
  /// `countryCode` belongs to no such entity.
  package static func nonGeographic(countryCode: Int) -> PhoneRegionMetadata? {
    guard let entry = index.entry(nonGeographicCountryCode: countryCode) else { return nil }
    return decodedEntry(entry)
  }

  /// The regions that use a country code, the main one first and the others as libphonenumber
  /// lists them (`["US", "AG", "AI", ...]` for 1); `["001"]` for a non-geographic entity's
  /// code, and empty for a code no one uses. libphonenumber tries them in this order when it
  /// looks for a number's region.
  package static func regions(forCountryCode code: Int) -> [String] {
    var result: [String] = []
    for entry in index.entries(ofCountryCode: code) { result.append(index.id(of: entry)) }
    return result
  }

  /// The country code of a region (`49` for `"DE"`); `nil` for a code the metadata does not
  /// know, and for `"001"`, which stands for several.
  package static func countryCode(forRegion id: String) -> Int? {
    guard let entry = index.entry(ofRegion: id) else { return nil }
    return Int(index.countryCodes[entry])
  }

  /// Every country calling code in use, ascending, the non-geographic entities' included: what
  /// can follow a `+`.
  package static var countryCodes: [Int] { index.distinctCountryCodes }

  #if INPUTRULES_EXTERNAL_PHONE_METADATA
    /// The tables the host handed in (`phone-metadata.txt`, which a browser page fetches only
    /// for phone fields: scripts/build-wasm.sh compiles the module without them), read on first
    /// use; empty when the host had none or handed text this module was not built with.
    static let handed = HandedPhoneTables(inputrulesHandedPhoneMetadata())

    /// The index of the handed tables.
    static var index: PhoneMetadataIndex { handed.index }

    /// The metadata of entry `entry` of the index, decoded from its line.
    static func decodedEntry(_ entry: Int) -> PhoneRegionMetadata {
      handed.decodedEntry(entry)
    }
  #else
    /// The text a build without the tables is handed (`phone-metadata.txt`): the index, a
    /// newline and the region lines. For the check that handed tables read as these do.
    package static var handedText: [UInt8] {
      var text: [UInt8] = []
      indexText.withUTF8Buffer { text.append(contentsOf: $0) }
      text.append(0x0A)
      regionLines.withUTF8Buffer { text.append(contentsOf: $0) }
      return text
    }

    /// The index, read from the generated `indexText` on first use.
    static let index: PhoneMetadataIndex = indexText.withUTF8Buffer { text in
      guard let index = PhoneMetadataIndex(text, linesCount: regionLines.utf8CodeUnitCount) else {
        fatalError("the generated phone metadata index is malformed")
      }
      return index
    }

    /// The metadata of entry `entry` of the index, decoded from its line.
    static func decodedEntry(_ entry: Int) -> PhoneRegionMetadata {
      regionLines.withUTF8Buffer { lines in decodedEntry(entry, of: index, lines: lines) }
    }
  #endif

  #if INPUTRULES_EXTERNAL_PHONE_METADATA
    /// Whether the metadata is here: once the host has the text, and it is the text this module
    /// was built with. The host is asked before the tables are read, so a spec refused while the
    /// host had nothing does not keep phone numbers refused once it has.
    package static var isAvailable: Bool {
      inputrulesHandedPhoneMetadataCount() > 0 && !index.keys.isEmpty
    }
  #else
    /// Whether the metadata is here: always, in a build that compiles the tables in.
    package static var isAvailable: Bool { !index.keys.isEmpty }
  #endif

  /// The region ids, sorted, built when first asked for: a rule for one region never needs
  /// them.
  static let sortedRegionIDs: [String] = {
    var keys: [UInt32] = []
    for key in index.keys where key != PhoneMetadataIndex.nonGeographicKey { keys.append(key) }
    // Two capitals packed first byte highest sort as the codes do.
    keys.sort()
    var ids: [String] = []
    ids.reserveCapacity(keys.count)
    for key in keys { ids.append(PhoneMetadataIndex.id(ofKey: key)) }
    return ids
  }()

  /// The metadata of entry `entry` of `index`, decoded from its line in `lines`.
  static func decodedEntry(
    _ entry: Int, of index: PhoneMetadataIndex, lines: UnsafeBufferPointer<UInt8>
  ) -> PhoneRegionMetadata {
    let start = Int(index.lineStarts[entry])
    let end = Int(index.lineStarts[entry + 1]) - 1
    return PhoneLineDecoder.region(
      id: index.id(of: entry), countryCode: Int(index.countryCodes[entry]),
      line: UnsafeBufferPointer(rebasing: lines[start..<end]))
  }
}

/// Where each region's line is, with its id and country code, read once from the generated
/// index (`ID` + country code + `:` + line length, entries separated by spaces, in country code
/// order).
struct PhoneMetadataIndex: Sendable {
  /// The `key(of:)` of `"001"`, the id of every non-geographic entity.
  static let nonGeographicKey: UInt32 = 0x30_3031

  /// Each entry's id as `key(of:)` packs it, in the index's order.
  let keys: [UInt32]
  /// Each entry's country code.
  let countryCodes: [UInt32]
  /// Where each entry's line starts in `regionLines`, and one past the last line's newline:
  /// line `i` is `lineStarts[i]..<lineStarts[i + 1] - 1`.
  let lineStarts: [UInt32]
  /// The distinct country codes, ascending.
  let distinctCountryCodes: [Int]

  /// Reads the index text (`text`) of region lines `linesCount` bytes long; `nil` when an
  /// entry is malformed or the lines' lengths do not add up to `linesCount`, so text the
  /// generator did not write is refused whole rather than read out of bounds.
  init?(_ text: UnsafeBufferPointer<UInt8>, linesCount: Int) {
    var keys: [UInt32] = []
    var countryCodes: [UInt32] = []
    var lineStarts: [UInt32] = [0]
    keys.reserveCapacity(256)
    countryCodes.reserveCapacity(256)
    lineStarts.reserveCapacity(257)
    var i = 0
    /// The decimal number at `i` (at most 7 digits), up to `end` or the text's end.
    func number(until end: UInt8) -> UInt32? {
      var value: UInt32 = 0
      var digits = 0
      while i < text.count && text[i] != end {
        let digit = text[i] &- 0x30
        guard digit < 10, digits < 7 else { return nil }
        value = value * 10 + UInt32(digit)
        digits += 1
        i += 1
      }
      return digits > 0 ? value : nil
    }
    while i < text.count {
      var key: UInt32 = 0
      let idLength = text[i] >= 0x41 ? 2 : 3  // a region's capitals, or "001"
      guard text.count - i > idLength else { return nil }
      for _ in 0..<idLength {
        key = key << 8 | UInt32(text[i])
        i += 1
      }
      guard let code = number(until: 0x3A), i < text.count else { return nil }  // ":"
      i += 1
      guard let length = number(until: 0x20) else { return nil }
      i += 1
      keys.append(key)
      countryCodes.append(code)
      let (end, overflow) = lineStarts[lineStarts.count - 1].addingReportingOverflow(length + 1)
      guard !overflow, Int(end) <= linesCount + 1 else { return nil }
      lineStarts.append(end)
    }
    guard !keys.isEmpty, Int(lineStarts[lineStarts.count - 1]) == linesCount + 1 else {
      return nil
    }
    self.keys = keys
    self.countryCodes = countryCodes
    self.lineStarts = lineStarts
    var codes: [Int] = []
    for code in countryCodes where codes.last != Int(code) { codes.append(Int(code)) }
    distinctCountryCodes = codes
  }

  /// No entries: the index of a build whose host has not handed the tables in.
  init() {
    keys = []
    countryCodes = []
    lineStarts = [0]
    distinctCountryCodes = []
  }

  /// An id's bytes packed into a number, first byte highest (`"DE"` is `0x4445`); `nil` for a
  /// string that cannot be an id.
  static func key(of id: String) -> UInt32? {
    var key: UInt32 = 0
    var count = 0
    for byte in id.utf8 {
      count += 1
      if count > 3 { return nil }
      key = key << 8 | UInt32(byte)
    }
    return count >= 2 ? key : nil
  }

  /// The id a key was packed from.
  static func id(ofKey key: UInt32) -> String {
    let count = key > 0xFFFF ? 3 : 2
    return String(unsafeUninitializedCapacity: count) { buffer in
      for i in 0..<count {
        buffer[i] = UInt8(truncatingIfNeeded: key >> (8 * UInt32(count - 1 - i)))
      }
      return count
    }
  }

  /// The id of entry `entry`.
  func id(of entry: Int) -> String { Self.id(ofKey: keys[entry]) }

  /// The entry whose id has this key, if any (the first, for `"001"`).
  func entry(ofKey key: UInt32) -> Int? {
    for entry in keys.indices where keys[entry] == key { return entry }
    return nil
  }

  /// The entry of the region `id` (ISO 3166 capitals), if any; never one of `"001"`, which names
  /// several entities.
  func entry(ofRegion id: String) -> Int? {
    guard let key = Self.key(of: id), key != Self.nonGeographicKey else { return nil }
    return entry(ofKey: key)
  }

  /// The entry of the non-geographic entity with this country code, if any.
  func entry(nonGeographicCountryCode code: Int) -> Int? {
    for entry in keys.indices
    where keys[entry] == Self.nonGeographicKey && Int(countryCodes[entry]) == code {
      return entry
    }
    return nil
  }

  /// The entries with this country code, in the index's (libphonenumber's) order; they are
  /// next to each other.
  func entries(ofCountryCode code: Int) -> Range<Int> {
    guard let first = countryCodes.firstIndex(where: { Int($0) == code }) else { return 0..<0 }
    var end = first + 1
    while end < countryCodes.count && Int(countryCodes[end]) == code { end += 1 }
    return first..<end
  }
}
