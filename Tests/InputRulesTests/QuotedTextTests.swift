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

  /// Whole characters are kept, never a cut one: at most 31 of them and 128 bytes, then an
  /// ellipsis (a flag is two scalars, a family emoji seven).
  @Test(arguments: ["🇩🇪", "👨‍👩‍👧‍👦", "é", "漢"])
  func clustersAreNeverSplit(_ character: String) throws {
    let message = Self.message(quoting: String(repeating: character, count: 1_000))
    let quote = try #require(message.split(separator: "”").first).dropFirst()
    #expect(quote.hasSuffix("…"))
    let kept = quote.dropLast()
    #expect(kept == Substring(String(repeating: character, count: kept.count)))
    #expect(kept.count < MessageTemplate.quotedLength)
    #expect(kept.utf8.count <= MessageTemplate.quotedByteCount)
    #expect(
      kept.count
        == min(
          MessageTemplate.quotedLength - 1,
          MessageTemplate.quotedByteCount / character.utf8.count))
  }

  /// A megabyte in any language's sentence gives a message of a line.
  @Test(arguments: Language.builtIn)
  func aMegabyteGivesALine(_ language: String) {
    let message = Self.message(quoting: String(repeating: "1", count: 1 << 20), in: language)
    #expect(message.count < 200, "\(message.prefix(300))")
  }
}

/// One character can be long (a base and thousands of combining marks): the quote is bounded in
/// bytes too, leaving out a character too long by itself rather than splitting it.
@Suite struct LongCharacterQuoteTests {
  static let long = "x" + String(repeating: "\u{301}", count: 5_000)

  @Test func aLongCharacterInTextIsLeftOut() {
    let message = QuotedTextTests.message(quoting: "ab" + Self.long + "cd")
    #expect(message.contains("“ab…”"), "\(message.prefix(200))")
    #expect(message.utf8.count < 300)
  }

  @Test func aLongRefusedCharacterIsLeftOut() {
    let message = Reason(
      .disallowedCharacter, Reason.Facts("text.notAccepted", character: Character(Self.long))
    )
    .message(in: Language("en"))
    #expect(message.utf8.count < 300, "\(message.prefix(200))")
  }
}
