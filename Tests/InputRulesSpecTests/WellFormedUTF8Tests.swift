import Testing

@testable import InputRulesSpec

/// `String(wellFormedUTF8:)` stands in for the standard library's `String(validating:as:)`,
/// which Apple's systems have only from macOS 15 and iOS 18 on; on Linux the two must agree.
@Suite("Well-formed UTF-8")
struct WellFormedUTF8Tests {
  static let cases: [(id: String, bytes: [UInt8])] = [
    ("empty", []),
    ("ASCII", Array("form".utf8)),
    ("two, three and four bytes", Array("é€😀".utf8)),
    ("a lone continuation byte", [0x80]),
    ("a lead byte at the end", [0x61, 0xC3]),
    ("an overlong slash", [0xC0, 0xAF]),
    ("a surrogate", [0xED, 0xA0, 0x80]),
    ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
    ("0xFF", [0x61, 0xFF, 0x62]),
    ("a four-byte sequence cut short", [0xF0, 0x9F, 0x98]),
    ("a NUL", [0x61, 0x00, 0x62]),
  ]

  @Test(arguments: cases.map(\.id))
  func agreesWithTheStandardLibrary(_ id: String) throws {
    let bytes = try #require(Self.cases.first { $0.id == id }).bytes
    #expect(String(wellFormedUTF8: bytes) == String(validating: bytes, as: UTF8.self))
  }

  @Test func everyByteAlone() {
    for byte in UInt8.min...UInt8.max {
      #expect(String(wellFormedUTF8: [byte]) == String(validating: [byte], as: UTF8.self))
    }
  }
}
