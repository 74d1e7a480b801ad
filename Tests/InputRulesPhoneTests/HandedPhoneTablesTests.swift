import Testing

@testable import InputRulesPhone

/// The phone tables as a browser build is handed them (`phone-metadata.txt`): taken only when
/// they are exactly the text the module was built with, refused whole otherwise, never read out
/// of bounds. That they decode as the compiled tables do is checked region by region in
/// `PhoneMetadataTests`.
@Suite("Handed phone tables")
struct HandedPhoneTablesTests {
  static let text = PhoneMetadata.handedText

  @Test("the compiled tables' text is taken")
  func compiledTextIsTaken() throws {
    let tables = HandedPhoneTables(Self.text)
    #expect(!tables.isEmpty)
    #expect(tables.region("DE")?.countryCode == 49)
    #expect(tables.nonGeographic(countryCode: 800)?.id == "001")
    #expect(tables.region("ZZ") == nil)
  }

  /// Text the module was not built with, each refused whole.
  static let refused: [(String, [UInt8])] = {
    var changedByte = text
    changedByte[text.count / 2] ^= 0x01
    var changedIndex = text
    changedIndex[4] = changedIndex[4] == 0x39 ? 0x38 : 0x39  // "US1:1674" -> "US1:9674"
    return [
      ("nothing", []),
      ("a byte changed in a line", changedByte),
      ("a length changed in the index", changedIndex),
      ("the last byte missing", Array(text.dropLast())),
      ("a byte added", text + [0x0A]),
      ("another text", Array("US1:3 \nabc".utf8)),
    ]
  }()

  /// Index texts (for region lines `linesCount` bytes long) that the index reader refuses,
  /// though the length and digest check stands before it: an entry cut short, a missing `:`,
  /// a number too long, lengths that do not add up, lengths that wrap around 32 bits.
  static let malformedIndexes: [(name: String, text: String, linesCount: Int)] = [
    ("an entry cut short", "US1", 0),
    ("no colon", "US1 5", 4),
    ("no length", "US1:", 0),
    ("a letter in the length", "US1:4x", 4),
    ("a length of 8 digits", "US1:10000000", 10_000_000),
    ("lengths adding up to less", "US1:3 CA1:3", 9),
    ("lengths adding up to more", "US1:3 CA1:3", 5),
    ("nothing", "", -1),
    // 430 lines of 10,000,000 bytes with their newlines end at 4,300,000,000, which is
    // 5,032,704 past 2^32: a sum that wrapped would land on these lines' length plus one.
    (
      "lengths wrapping around 32 bits",
      Array(repeating: "US1:9999999", count: 430).joined(separator: " "), 5_032_703
    ),
  ]

  @Test("the index reader refuses malformed text", arguments: malformedIndexes.map(\.name))
  func malformedIndexIsRefused(name: String) throws {
    let entry = try #require(Self.malformedIndexes.first { $0.name == name })
    let bytes = Array(entry.text.utf8)
    let index = bytes.withUnsafeBufferPointer {
      PhoneMetadataIndex($0, linesCount: entry.linesCount)
    }
    #expect(index == nil)
  }

  @Test("the index reader takes a well-formed index")
  func wellFormedIndexIsTaken() throws {
    let bytes = Array("US1:3 CA1:2 001800:4".utf8)
    let index = try #require(
      bytes.withUnsafeBufferPointer { PhoneMetadataIndex($0, linesCount: 11) })
    #expect(index.lineStarts == [0, 4, 7, 12])
    #expect(index.distinctCountryCodes == [1, 800])
    #expect(index.id(of: 2) == "001")
  }

  @Test("text the module was not built with is refused whole", arguments: refused.map(\.0))
  func otherTextIsRefused(name: String) throws {
    let bytes = try #require(Self.refused.first { $0.0 == name }?.1)
    let tables = HandedPhoneTables(bytes)
    #expect(tables.isEmpty, "\(name)")
    #expect(tables.region("US") == nil, "\(name)")
  }
}
