import Testing

@testable import InputRules

/// The built-in catalogs: every sentence in every language, well formed, telling every fact it
/// names and leaving no placeholder behind.
@Suite struct ReasonCatalogTests {
  static let english = ReasonCatalog.sentenceIDs(catalog: 0)
  static let translations = Array(ReasonCatalog.languages.indices.dropFirst())

  /// Facts with every field filled, so any placeholder a template names has a value.
  static func everyFact(_ sentence: String) -> Reason.Facts {
    Reason.Facts(
      Reason.Sentence(sentence), character: "x", text: "abc", limit: 3, unit: .characters,
      lowerBound: "1", upperBound: "9", format: "dd.MM.yyyy", name: "DE", symbol: "€",
      number: 2024, month: 2, subject: .date, options: ["S", "M", "L"],
      cause: Reason(.tooLong, Reason.Facts("text.tooLong", limit: 6, unit: .characters)))
  }

  @Test func englishHasNoDuplicateSentence() {
    var seen: Set<String> = []
    let duplicates = Self.english.filter { !seen.insert($0).inserted }
    #expect(duplicates.isEmpty)
    #expect(Self.english.count > 150)
  }

  @Test(arguments: translations)
  func everySentenceIsTranslated(_ index: Int) {
    let tag = ReasonCatalog.languages[index].tag
    let own = Set(ReasonCatalog.sentenceIDs(catalog: index))
    let missing = Self.english.filter { !own.contains($0) }
    let extra = own.subtracting(Self.english)
    #expect(missing.isEmpty, "\(tag) lacks \(missing.count): \(missing.prefix(20))")
    #expect(extra.isEmpty, "\(tag) has sentences English does not: \(extra.sorted())")
    for setting in ["@quotes", "@months", "@list.middle", "@list.or"] {
      #expect(ReasonCatalog.template(setting, catalog: index) != nil, "\(tag) lacks \(setting)")
    }
    let months = ReasonCatalog.template("@months", catalog: index)?.split(separator: "|")
    #expect(months?.count == 12, "\(tag) names \(months?.count ?? 0) months")
  }

  @Test(arguments: Array(ReasonCatalog.languages.indices))
  func everyTemplateIsWellFormed(_ index: Int) {
    let tag = ReasonCatalog.languages[index].tag
    let categories = ReasonCatalog.pluralCategories(catalog: index)
    for id in ReasonCatalog.sentenceIDs(catalog: index) {
      guard let template = ReasonCatalog.template(id, catalog: index) else { continue }
      let problems = TemplateCheck.problems(in: template, categories: categories)
      #expect(problems.isEmpty, "\(tag) \(id): \(problems)")
    }
  }

  /// A translation tells the facts the English sentence tells: none left out (a limit the user
  /// needs to know), none the English lacks (a fact that may be `nil` in that case).
  @Test(arguments: translations)
  func translationsTellTheSameFacts(_ index: Int) {
    let tag = ReasonCatalog.languages[index].tag
    for id in Self.english {
      guard let template = ReasonCatalog.template(id, catalog: index),
        let english = ReasonCatalog.template(id, catalog: 0)
      else { continue }
      var wanted = TemplateCheck.namedFacts(in: english)
      var told = TemplateCheck.namedFacts(in: template)
      // `subject` only chooses words (date or time): a language may need no choice.
      wanted.remove("subject")
      told.remove("subject")
      #expect(told == wanted, "\(tag) \(id) tells \(told.sorted()), English \(wanted.sorted())")
    }
  }

  @Test(arguments: Array(ReasonCatalog.languages.indices))
  func noPlaceholderIsLeftUnfilled(_ index: Int) {
    let language = Language(ReasonCatalog.languages[index].tag)
    for id in Self.english {
      let message = Reason(.custom, Self.everyFact(id)).message(in: language)
      #expect(!message.contains("{") && !message.contains("}"), "\(language) \(id): \(message)")
      #expect(!message.isEmpty && !message.contains("(\(id))"), "\(language) \(id) is not told")
    }
  }

  @Test func aSentenceNoCatalogHasNamesItsCodeAndId() {
    let reason = Reason("mine", Reason.Facts("my.sentence"))
    #expect(reason.message == "mine (my.sentence)")
  }

  @Test func anAppsLiteralSentenceIsToldAsItIs() {
    let reason = Reason(.custom, "Kein Code beginnt mit 0.")
    #expect(reason.message == "Kein Code beginnt mit 0.")
    #expect(reason.message(in: Language("ar_EG")) == "Kein Code beginnt mit 0.")
  }
}
