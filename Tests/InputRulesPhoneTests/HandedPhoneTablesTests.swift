import InputRulesPhone
import Testing

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
    changedIndex[4] = changedIndex[4] == 0x39 ? 0x38 : 0x39  // "US1:1674" -> "US1:2674"
    return [
      ("nothing", []),
      ("a byte changed in a line", changedByte),
      ("a length changed in the index", changedIndex),
      ("the last byte missing", Array(text.dropLast())),
      ("a byte added", text + [0x0A]),
      ("another text", Array("US1:3 \nabc".utf8)),
    ]
  }()

  @Test("text the module was not built with is refused whole", arguments: refused.map(\.0))
  func otherTextIsRefused(name: String) throws {
    let bytes = try #require(Self.refused.first { $0.0 == name }?.1)
    let tables = HandedPhoneTables(bytes)
    #expect(tables.isEmpty, "\(name)")
    #expect(tables.region("US") == nil, "\(name)")
  }
}
