import InputRulesPhone
import Testing

/// The generated tables against python's own values (the fixtures the generator writes from
/// the same release): every region and entity decodes to exactly what python holds, the country
/// code tables agree, and every example number is laid out by one of the decoded formats the
/// way python lays it out.
@Suite("Phone metadata")
struct PhoneMetadataTests {
  /// Where the tables are read from: compiled in, or handed in as a browser build is handed
  /// `phone-metadata.txt` (here the compiled tables' own text, which must read the same).
  enum Source: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case compiled, handed
    var testDescription: String { rawValue }
  }

  /// The compiled tables as a browser build is handed them.
  static let handed = HandedPhoneTables(PhoneMetadata.handedText)

  /// The decoded metadata of a fixture entry.
  static func decoded(_ entry: PhoneFixtures.Entry, from source: Source = .compiled)
    -> PhoneRegionMetadata?
  {
    switch source {
    case .compiled:
      entry.id == "001"
        ? PhoneMetadata.nonGeographic(countryCode: entry.countryCode)
        : PhoneMetadata.region(entry.id)
    case .handed:
      entry.id == "001"
        ? handed.nonGeographic(countryCode: entry.countryCode) : handed.region(entry.id)
    }
  }

  @Test("the tables and the fixtures come from the same release")
  func version() {
    #expect(PhoneMetadata.version == PhoneFixtures.version)
    #expect(PhoneMetadata.version == "9.0.43")
  }

  @Test(
    "every region and entity decodes as python holds it",
    arguments: PhoneFixtures.entries, Source.allCases)
  func decodesAsPythonHoldsIt(entry: PhoneFixtures.Entry, source: Source) throws {
    let region = try #require(Self.decoded(entry, from: source))
    #expect(region.id == entry.id)
    #expect(region.countryCode == entry.countryCode)
    #expect(region.internationalPrefix == entry.internationalPrefix)
    #expect(region.preferredInternationalPrefix == entry.preferredInternationalPrefix)
    #expect(region.nationalPrefix == entry.nationalPrefix)
    #expect(region.nationalPrefixForParsing == entry.nationalPrefixForParsing)
    #expect(region.nationalPrefixTransformRule == entry.nationalPrefixTransformRule)
    #expect(region.leadingDigits == entry.leadingDigits)
    #expect(region.isMainCountryForCode == entry.isMainCountryForCode)
    #expect(region.sameMobileAndFixedLinePattern == entry.sameMobileAndFixedLinePattern)
    expect(region.general, equals: entry.general, "general")

    let types = region.descriptions.map(\.type.name)
    let expectedTypes = PhoneNumberType.allCases.map(\.name).filter {
      entry.descriptions[$0] != nil
    }
    #expect(types == expectedTypes)
    for (type, description) in region.descriptions {
      #expect(region.description(of: type) == description)
      if let expected = entry.descriptions[type.name] {
        expect(description, equals: expected, type.name)
      }
    }
    #expect(region.description(of: .fixedLineOrMobile) == nil)

    expect(region.nationalFormats, equal: entry.nationalFormats, "national")
    expect(
      region.internationalFormats, equal: entry.internationalFormats ?? entry.nationalFormats,
      "international")
  }

  func expect(
    _ description: PhoneNumberDescription, equals expected: PhoneFixtures.Entry.Description,
    _ name: String
  ) {
    #expect(description.pattern == (expected.pattern ?? ""), "\(name) pattern")
    #expect(
      description.possibleLengths == PhoneFixtures.lengthBits(expected.possibleLengths),
      "\(name) lengths")
    var localOnly: UInt32 = 0
    for length in expected.localOnlyLengths { localOnly |= 1 << UInt32(length) }
    #expect(description.localOnlyLengths == localOnly, "\(name) local-only lengths")
  }

  func expect(
    _ formats: [PhoneFormat], equal expected: [PhoneFixtures.Entry.Format], _ name: String
  ) {
    #expect(formats.count == expected.count, "\(name) formats")
    for (format, expected) in zip(formats, expected) {
      #expect(format.pattern == expected.pattern, "\(name) \(expected.pattern)")
      #expect(format.format == expected.format, "\(name) \(expected.pattern)")
      #expect(format.leadingDigits == expected.leadingDigits, "\(name) \(expected.pattern)")
      #expect(
        format.nationalPrefixFormattingRule == expected.nationalPrefixFormattingRule,
        "\(name) \(expected.pattern)")
      #expect(
        format.nationalPrefixOptionalWhenFormatting
          == expected.nationalPrefixOptionalWhenFormatting, "\(name) \(expected.pattern)")
    }
  }

  @Test("the country code tables agree with python's", arguments: PhoneFixtures.entries)
  func countryCodeTables(entry: PhoneFixtures.Entry) {
    #expect(PhoneMetadata.regions(forCountryCode: entry.countryCode) == entry.regionsForCountryCode)
    if entry.id != "001" {
      #expect(PhoneMetadata.countryCode(forRegion: entry.id) == entry.countryCode)
    }
  }

  @Test("the region list is python's SUPPORTED_REGIONS, sorted, and the codes are every code")
  func regionList() {
    let regions = PhoneFixtures.entries.map(\.id).filter { $0 != "001" }
    #expect(PhoneMetadata.regionIDs.count == 245)
    #expect(PhoneMetadata.regionIDs == regions.sorted())
    #expect(PhoneMetadata.countryCodes == Set(PhoneFixtures.entries.map(\.countryCode)).sorted())
    let nonGeographic = PhoneFixtures.entries.filter { $0.id == "001" }.map(\.countryCode)
    #expect(nonGeographic == [800, 808, 870, 878, 881, 882, 883, 888, 979])
  }

  @Test("known facts: lengths, prefixes and layouts")
  func knownFacts() throws {
    let germany = try #require(PhoneMetadata.region("DE"))
    #expect(germany.countryCode == 49)
    #expect(germany.description(of: .mobile)?.possibleLengths == 1 << 10 | 1 << 11)
    #expect(germany.description(of: .mobile)?.allowsLength(11) == true)
    #expect(germany.description(of: .mobile)?.allowsLength(9) == false)
    #expect(germany.nationalPrefix == "0")

    let russia = try #require(PhoneMetadata.region("RU"))
    let russianLayout = try #require(
      russia.nationalFormats.first { $0.pattern == #"(\d{3})(\d{3})(\d{2})(\d{2})"# })
    #expect(russianLayout.nationalPrefixFormattingRule == "8 ($1)")
    #expect(russianLayout.format == "$1 $2-$3-$4")
    #expect(russianLayout.nationalPrefixOptionalWhenFormatting)
    #expect(russia.preferredInternationalPrefix == "8~10")

    let states = try #require(PhoneMetadata.region("US"))
    let pattern = #"(\d{3})(\d{3})(\d{4})"#
    #expect(states.nationalFormats.first { $0.pattern == pattern }?.format == "($1) $2-$3")
    #expect(states.internationalFormats.first { $0.pattern == pattern }?.format == "$1-$2-$3")
    #expect(states.isMainCountryForCode)
    #expect(states.sameMobileAndFixedLinePattern)
    #expect(PhoneMetadata.region("CA")?.nationalFormats.isEmpty == true)

    let argentina = try #require(PhoneMetadata.region("AR"))
    #expect(argentina.nationalPrefixTransformRule == "9$1")
    #expect(argentina.internationalFormats.count < argentina.nationalFormats.count)

    #expect(PhoneMetadata.regions(forCountryCode: 1).first == "US")
    #expect(PhoneMetadata.regions(forCountryCode: 44) == ["GB", "GG", "IM", "JE"])
    #expect(PhoneMetadata.regions(forCountryCode: 7) == ["RU", "KZ"])
    #expect(PhoneMetadata.regions(forCountryCode: 800) == ["001"])
    #expect(PhoneMetadata.regions(forCountryCode: 999).isEmpty)
    #expect(PhoneMetadata.countryCode(forRegion: "GB") == 44)
  }

  @Test("unknown and ambiguous ids find nothing", arguments: ["001", "XX", "de", "D", "DEU", ""])
  func unknownIDs(id: String) {
    #expect(PhoneMetadata.region(id) == nil)
    #expect(PhoneMetadata.countryCode(forRegion: id) == nil)
  }

  @Test("non-geographic entities are found by their code only")
  func nonGeographic() throws {
    let freephone = try #require(PhoneMetadata.nonGeographic(countryCode: 800))
    #expect(freephone.id == "001")
    #expect(freephone.countryCode == 800)
    #expect(freephone.internationalPrefix == nil)
    #expect(freephone.description(of: .tollFree) != nil)
    #expect(PhoneMetadata.nonGeographic(countryCode: 49) == nil)
  }

  @Test("every example number is laid out by a decoded format", arguments: PhoneFixtures.examples)
  func exampleLayouts(example: PhoneFixtures.Example) throws {
    let code = example.countryCode
    let regions = PhoneMetadata.regions(forCountryCode: code)
    #expect(regions.contains(example.regionForNumber))
    // python formats with the metadata of the code's main region (US's for CA).
    let main = try #require(regions.first)
    let metadata = try #require(
      main == "001" ? PhoneMetadata.nonGeographic(countryCode: code) : PhoneMetadata.region(main))
    let digits = example.nationalSignificantNumber
    let international = Set(
      metadata.internationalFormats.compactMap { format in
        layout(digits, format, nationalPrefix: false).map { "+\(code) " + $0 }
      })
    #expect(
      international.contains(example.international)
        || example.international == "+\(code) \(digits)",
      "international candidates: \(international.sorted())")
    let national = Set(
      metadata.nationalFormats.compactMap { layout(digits, $0, nationalPrefix: true) })
    #expect(
      national.contains(example.national) || example.national == digits,
      "national candidates: \(national.sorted())")

    let own = try #require(
      example.region == "001"
        ? PhoneMetadata.nonGeographic(countryCode: code) : PhoneMetadata.region(example.region))
    let type = try #require(PhoneFixtures.type(named: example.exampleOf))
    let description = try #require(own.description(of: type))
    #expect(example.valid)
    #expect(own.general.allowsLength(digits.count))
    #expect(description.allowsLength(digits.count))
  }

  /// The national significant number laid out by `format` as python's
  /// `_format_nsn_using_pattern` does (the national prefix rule replacing the first group
  /// reference when `nationalPrefix`); `nil` when the groups cannot hold the digits. The
  /// groups take digits greedily, leaving the later ones their least, as the regular
  /// expression does.
  func layout(_ digits: String, _ format: PhoneFormat, nationalPrefix: Bool) -> String? {
    let minimum = format.groups.reduce(0) { $0 + Int($1.min) }
    let maximum = format.groups.reduce(0) { $0 + Int($1.max) }
    guard (minimum...maximum).contains(digits.count) else { return nil }
    var rest = Substring(digits)
    var later = minimum
    var groups: [String] = []
    for group in format.groups {
      later -= Int(group.min)
      let take = min(Int(group.max), rest.count - later)
      groups.append(String(rest.prefix(take)))
      rest = rest.dropFirst(take)
    }
    var template = format.format
    if nationalPrefix, let rule = format.nationalPrefixFormattingRule, !rule.isEmpty,
      let first = template.range(of: #"\$\d"#, options: .regularExpression)
    {
      let reference = String(template[first])
      template.replaceSubrange(first, with: rule.replacingOccurrences(of: "$1", with: reference))
    }
    var text = ""
    var characters = template.makeIterator()
    while let character = characters.next() {
      if character == "$", let number = characters.next()?.wholeNumberValue {
        text += groups[number - 1]
      } else {
        text.append(character)
      }
    }
    return text
  }
}
