import InputRules
import Testing

/// `asciiLowercased` and `asciiUppercased`: ASCII letters change case, every other character is
/// left as it is, where `lowercased()` and `uppercased()` would follow Unicode's mappings.
@Suite struct ASCIICaseTests {
  @Test(
    "ASCII letters change case, nothing else does",
    arguments: [
      ("DE_de", "de_de", "DE_DE"),
      ("hi_IN@numbers=Deva", "hi_in@numbers=deva", "HI_IN@NUMBERS=DEVA"),
      ("Ab-09_z@[`{", "ab-09_z@[`{", "AB-09_Z@[`{"),
      ("", "", ""),
      // Letters outside ASCII: kept, even where Unicode's mapping would give ASCII (the Kelvin
      // sign lowercases to "k") or more than one character ("ß" uppercases to "SS").
      ("Straße", "straße", "STRAßE"),
      ("\u{212A}elvin", "\u{212A}elvin", "\u{212A}ELVIN"),
      ("İstanbul ÉTÉ", "İstanbul ÉtÉ", "İSTANBUL ÉTÉ"),
      ("e\u{301}E\u{301}", "e\u{301}e\u{301}", "E\u{301}E\u{301}"),
    ])
  func cases(text: String, lower: String, upper: String) {
    #expect(text.asciiLowercased.unicodeScalars.elementsEqual(lower.unicodeScalars))
    #expect(text.asciiUppercased.unicodeScalars.elementsEqual(upper.unicodeScalars))
    #expect(Substring(text).asciiLowercased.unicodeScalars.elementsEqual(lower.unicodeScalars))
  }

  @Test("on ASCII, the same as Unicode's mappings")
  func asciiAgreesWithUnicode() {
    let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
    #expect(ascii.asciiLowercased == ascii.lowercased())
    #expect(ascii.asciiUppercased == ascii.uppercased())
  }
}
