import Testing

@testable import InputRules

/// A catalog handed in at run time (the WebAssembly module, built with English only, is handed
/// a page's fetched `messages/<tag>.txt`): its sentences and settings are told, a sentence it
/// lacks falls back to English, and a language whose catalog is compiled in misses nothing.
@Suite struct HandedCatalogTests {
  let reason = Reason(.disallowedCharacter, Reason.Facts("text.notAccepted", character: "x"))

  @Test func aHandedCatalogTellsItsSentencesWithItsQuotes() {
    let text = "@quotes = » «\ntext.notAccepted = {character} geht nicht.\n"
    let language = Language("de_DE").handing(catalog: Array(text.utf8))
    #expect(reason.message(in: language) == "»x« geht nicht.")
  }

  @Test func aSentenceTheHandedCatalogLacksIsEnglish() {
    let language = Language("de").handing(catalog: Array("@quotes = » «\n".utf8))
    #expect(reason.message(in: language) == reason.message(in: .english))
  }

  @Test func theGermanCatalogHandedInTellsWhatTheCompiledOneTells() {
    let german = ReasonCatalog.german
    let bytes = Array(UnsafeBufferPointer(start: german.utf8Start, count: german.utf8CodeUnitCount))
    let handed = Language("de").handing(catalog: bytes)
    #expect(reason.message(in: handed) == reason.message(in: Language("de")))
    #expect(reason.message(in: handed) != reason.message(in: .english))
  }

  @Test func compiledInCatalogsMissNothing() {
    for tag in Language.builtIn {
      #expect(Language(tag).missingCatalog == nil, "\(tag)")
    }
  }

  @Test func handingACatalogKeepsTheLanguageButNotItsEquality() {
    let plain = Language("de")
    let handed = plain.handing(catalog: Array("x = y\n".utf8))
    #expect(handed.identifier == "de")
    #expect(handed != plain)
    #expect(handed == handed)
  }
}
