import Testing

@testable import InputRules

/// A message quotes typed text whole when it is short, and its first characters with an
/// ellipsis when it is long: a pasted page, or a megabyte posted to a server, must not make a
/// hint line or a log line as long.
@Suite struct QuotedTextTests {
  static func message(quoting text: String, in language: String = "en") -> String {
    Reason(.reformatted, Reason.Facts("phone.notLaidOut", text: text))
      .message(in: Language(language))
  }

  @Test func shortTextIsQuotedWhole() {
    let text = String(repeating: "7", count: MessageTemplate.quotedLength)
    #expect(Self.message(quoting: text).contains("“\(text)”"))
  }

  @Test func longTextIsCutToItsFirstCharacters() {
    let text = String(repeating: "7", count: MessageTemplate.quotedLength + 1)
    let kept = String(repeating: "7", count: MessageTemplate.quotedLength - 1)
    #expect(Self.message(quoting: text).contains("“\(kept)…”"))
  }

  /// Characters, not bytes or UTF-16 units, are counted, and none is cut: a flag is two
  /// scalars, a family emoji seven.
  @Test(arguments: ["🇩🇪", "👨‍👩‍👧‍👦", "é", "漢"])
  func clustersAreNeverSplit(_ character: String) {
    let text = String(repeating: character, count: 1_000)
    let kept = String(repeating: character, count: MessageTemplate.quotedLength - 1)
    #expect(Self.message(quoting: text).contains(kept + "…"))
    #expect(!Self.message(quoting: text).contains(kept + character))
  }

  /// A megabyte in any language's sentence gives a message of a line.
  @Test(arguments: Language.builtIn)
  func aMegabyteGivesALine(_ language: String) {
    let message = Self.message(quoting: String(repeating: "1", count: 1 << 20), in: language)
    #expect(message.count < 200, "\(message.prefix(300))")
  }
}
