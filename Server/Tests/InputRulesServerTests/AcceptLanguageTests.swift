import InputRulesServer
import Testing

/// `Accept-Language` negotiation among the languages InputRules speaks.
@Suite struct AcceptLanguageTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var header: String?
    var language: String
    var testDescription: String { "\(header ?? "(none)") → \(language)" }
  }

  static let cases: [Case] = [
    Case(header: nil, language: "en"),
    Case(header: "", language: "en"),
    Case(header: "de", language: "de"),
    Case(header: "DE-de", language: "de"),
    Case(header: "de-CH", language: "de"),
    Case(header: "fr;q=0.5, de", language: "de"),
    Case(header: "fr;q=0.5, de;q=0.8", language: "de"),
    Case(header: "fr, de", language: "fr"),
    Case(header: "de;q=0, fr", language: "fr"),
    Case(header: "pt-PT", language: "pt-BR"),
    Case(header: "pt-br", language: "pt-BR"),
    Case(header: "zh-CN", language: "zh-Hans"),
    Case(header: "zh-TW, fr;q=0.1", language: "fr"),
    Case(header: "xx, *;q=0.1", language: "en"),
    Case(header: "*", language: "en"),
    Case(header: "en-GB, de;q=0.9", language: "en"),
    Case(header: "iw", language: "he"),
    Case(header: ";;;,,,", language: "en"),
    Case(header: "de;q=2, fr;q=abc, it", language: "it"),
    Case(header: "d3, ja ; q=0.7", language: "ja"),
    Case(header: "x-klingon, tlh", language: "en"),
    Case(header: "en;q=0, *", language: "de"),
    Case(header: "en-US;q=0, *;q=0.5", language: "de"),
    Case(header: "en;Q=0, de;q=0.5, fr", language: "fr"),
    Case(header: "fr;Q=0, *", language: "en"),
    Case(header: "fr;Q=0.5, de;q=0.6", language: "de"),
    Case(header: "de;q=1.5, fr;q=0.5", language: "fr"),
    Case(header: "de;q=0.0001, fr;q=0.5", language: "fr"),
    Case(header: "de;q=-1, fr;q=0.5", language: "fr"),
    Case(header: "de;q=, fr;q=0.5", language: "fr"),
    Case(header: "de;q=1.000, fr", language: "de"),
    Case(header: "en;q=abc, *", language: "en"),
  ]

  @Test(arguments: cases) func negotiates(_ test: Case) {
    #expect(AcceptLanguage().language(for: test.header) == test.language)
  }

  @Test func onlyTheLanguagesGiven() {
    let negotiation = AcceptLanguage(languages: ["en", "de"], defaultLanguage: "de")
    #expect(negotiation.language(for: "fr, en;q=0.5") == "en")
    #expect(negotiation.language(for: "fr") == "de")
    #expect(negotiation.language(for: "*") == "de")
    #expect(negotiation.language(for: "de;q=0, *") == "en")
    #expect(negotiation.language(for: "de;q=0, en;q=0, *") == "de")
  }

  /// A header is read no further than its first 4096 bytes: a language named there is taken, one
  /// named after is not, and a header of 13 MB costs no more than its first 4096 bytes (a cost
  /// that grew with the square of its ranges would be far over the time limit).
  @Test(.timeLimit(.minutes(1))) func aLongHeaderIsReadQuickly() {
    let filler = "xx-YY;q=0.5, "
    let within = String(repeating: filler, count: (4096 - 2) / filler.utf8.count) + "de"
    #expect(within.utf8.count <= 4096)
    #expect(AcceptLanguage().language(for: within) == "de")
    let past = String(repeating: filler, count: 4096 / filler.utf8.count + 1) + "de"
    #expect(AcceptLanguage().language(for: past) == "en")
    let long = String(repeating: filler, count: 1_000_000) + "de"
    #expect(AcceptLanguage().language(for: long) == "en")
  }
}
