import Testing

@testable import InputRules

/// The pseudo-language `en-XA` (PseudoLanguage.swift): the catalog's English in pseudo-text,
/// the facts isolated, so that text not told from the catalog stands out.
struct PseudoLanguageTests {
  /// The text outside the isolated facts (U+2068 … U+2069).
  func sentence(_ text: String) -> String {
    var out = ""
    var depth = 0
    for scalar in text.unicodeScalars {
      if scalar == "\u{2068}" {
        depth += 1
      } else if scalar == "\u{2069}" {
        depth -= 1
      } else if depth == 0 {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  func hasASCIILetters(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }
  }

  @Test func theTagNamesThePseudoLanguage() {
    #expect(Language("en-XA").identifier == "en-XA")
    #expect(Language("en_XA").identifier == "en-XA")
    #expect(!Language("en-XA").isRightToLeft)
    #expect(Language("en-XA") != Language("en"))
    #expect(Language("en-XA").writingDigits(of: "ar_EG").digits == "٠١٢٣٤٥٦٧٨٩")
    #expect(!Language.builtIn.contains("en-XA"))
  }

  @Test func aSentenceIsAccentedLengthenedAndBracketed() {
    let reason = Reason(.tooLong, Reason.Facts("text.tooLong", limit: 3, unit: .characters))
    let pseudo = reason.message(in: Language("en-XA"))
    #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
    #expect(pseudo.contains("\u{2068}3\u{2069}"))
    #expect(!hasASCIILetters(sentence(pseudo)))
    #expect(pseudo.unicodeScalars.count > reason.message.unicodeScalars.count * 5 / 4)
  }

  @Test func everyEnglishSentenceIsPseudoText() {
    // Plurals, selects, months and nested causes included: no ASCII letter is left outside
    // the facts, whatever the facts are.
    let cause = Reason(.outOfRange, Reason.Facts("number.atLeast", lowerBound: "18"))
    for id in ReasonCatalog.sentenceIDs(catalog: 0) {
      for count in [0, 1, 2, 5] {
        let facts = Reason.Facts(
          Reason.Sentence(id), character: "x", text: "Text", limit: count, unit: .utf8,
          lowerBound: "Lower", upperBound: "Upper", format: "Format", name: "Name",
          symbol: "Symbol", number: count, month: 2, subject: .time,
          options: ["Small", "Large"], cause: cause)
        let pseudo = Reason(.custom, facts).message(in: Language("en-XA"))
        #expect(!hasASCIILetters(sentence(pseudo)), "\(id): \(pseudo)")
      }
    }
  }

  @Test func theTemplateKeepsItsSyntax() {
    #expect(
      PseudoLanguage.template("At most {limit, plural, one {# digit} other {# digits}}.")
        == "[ÅÅţ ɱööšţ {limit, plural, one {\u{2068}#\u{2069} ðîîĝîîţ} other {\u{2068}#\u{2069} ðîîĝîîţš}}.]"
    )
    #expect(PseudoLanguage.template("{cause} Gone.") == "[{cause} Ĝööñéé.]")
    #expect(PseudoLanguage.template("“{text}”") == "[“\u{2068}{text}\u{2069}”]")
  }

  @Test func appsOwnSentencesAreShownAsTheyAre() {
    #expect(Reason(.custom, "Too early").message(in: Language("en-XA")) == "Too early")
  }
}
