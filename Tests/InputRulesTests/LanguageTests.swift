import InputRules
import Testing

/// `Language`: which catalog and which digits a locale identifier gives, and how a sentence is
/// told in it (plural forms, digits, quotation marks, isolation in right-to-left text).
@Suite struct LanguageTests {
  @Test(
    arguments: [
      ("de_DE", "de"), ("de-AT", "de"), ("en_US_POSIX", "en"), ("pt_BR", "pt-BR"),
      ("pt_PT", "pt-BR"), ("zh_CN", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("zh_TW", "en"),
      ("zh-Hant-HK", "en"), ("zh-Hans-TW", "zh-Hans"), ("zh_HK", "en"),
      ("iw_IL", "he"), ("ar_EG", "ar"), ("hi_IN@numbers=deva", "hi"), ("ja-JP", "ja"),
      ("fa_IR", "en"), ("sw_KE", "en"), ("C", "en"), ("POSIX", "en"), ("", "en"),
      ("de_DE.UTF-8", "de"), ("ko_KR", "ko"), ("tr", "tr"),
    ])
  func catalogOfALocale(_ locale: String, _ tag: String) {
    #expect(Language(locale).identifier == tag)
  }

  @Test(
    arguments: [
      ("ar_EG", "٠١٢٣٤٥٦٧٨٩"), ("ar", "0123456789"), ("ar_SA", "٠١٢٣٤٥٦٧٨٩"),
      ("mr_IN", "०१२३४५६७८९"), ("ar_AE", "0123456789"),
      ("ar_MA", "0123456789"), ("ar-EG-u-nu-latn", "0123456789"),
      ("ar_EG@numbers=latn", "0123456789"),
      ("fa_IR", "۰۱۲۳۴۵۶۷۸۹"), ("hi_IN", "0123456789"), ("hi_IN@numbers=deva", "०१२३४५६७८९"),
      ("hi-IN-u-nu-deva", "०१२३४५६७८९"), ("de_DE", "0123456789"), ("bn_BD", "০১২৩৪৫৬৭৮৯"),
    ])
  func digitsOfALocale(_ locale: String, _ digits: String) {
    #expect(Language(locale).digits == digits)
  }

  @Test func digitsCanFollowAnotherLocale() {
    let english = Language("en").writingDigits(of: "ar_EG")
    #expect(english.identifier == "en")
    #expect(english.digits == "٠١٢٣٤٥٦٧٨٩")
    #expect(Language("ar_EG").writingDigits("0123").digits == "0123456789")
  }

  @Test func rightToLeftLanguages() {
    #expect(Language("ar_EG").isRightToLeft)
    #expect(Language("he").isRightToLeft)
    #expect(!Language("de").isRightToLeft)
  }

  static let tooLong = Reason(.tooLong, Reason.Facts("text.tooLong", limit: 6, unit: .characters))

  @Test func englishIsTheReference() {
    #expect(Self.tooLong.message == "At most 6 characters fit in this field.")
    let one = Reason(.tooLong, Reason.Facts("text.tooLong", limit: 1, unit: .utf8))
    #expect(one.message == "At most 1 byte fits in this field.")
  }

  /// The README's example.
  @Test func germanHasItsOwnSentence() {
    #expect(
      Self.tooLong.message(in: Language("de_DE")) == "In dieses Feld passen höchstens 6 Zeichen.")
  }

  @Test func numbersAreWrittenInTheLocalesDigits() {
    let arabic = Self.tooLong.message(in: Language("ar_EG"))
    #expect(arabic.contains("٦"))
    #expect(!arabic.contains("6"))
    let englishWithArabicDigits = Self.tooLong.message(
      in: Language("en").writingDigits(of: "ar_EG"))
    #expect(englishWithArabicDigits == "At most ٦ characters fit in this field.")
  }

  @Test func valuesInRightToLeftSentencesAreIsolated() {
    let reason = Reason(
      .disallowedCharacter, Reason.Facts("text.notAccepted", character: "x"))
    let arabic = reason.message(in: Language("ar"))
    #expect(arabic.contains("\u{2068}") && arabic.contains("\u{2069}"))
    #expect(!reason.message.contains("\u{2068}"))
  }

  @Test func controlCharactersAreToldByCodePoint() {
    let reason = Reason(
      .disallowedCharacter, Reason.Facts("text.lineBreakInSingleLine", character: "\t"))
    #expect(
      reason.message
        == "Line breaks, tabs and control characters (U+0009) are not accepted in a single-line field."
    )
  }

  @Test func aReasonFromAnotherIsToldWithItsCause() {
    let cause = Self.tooLong
    let reason = Reason(.invalidValue, Reason.Facts("value.noValue", text: "x", cause: cause))
    #expect(reason.facts.cause == cause)
    #expect(reason != Reason(.invalidValue, Reason.Facts("value.noValue", text: "x")))
  }
}

/// `ReasonMessages`: the app's own wording wins, by closure or by table, and gets the facts.
@Suite struct ReasonMessagesTests {
  static let tooLong = LanguageTests.tooLong

  @Test func theAppsClosureWinsAndReadsTheFacts() {
    let messages = ReasonMessages(language: Language("de_DE")) { reason, language in
      guard reason.code == .tooLong, let limit = reason.facts.limit else { return nil }
      return "Höchstens \(limit) Zeichen (\(language.identifier))."
    }
    #expect(messages.message(for: Self.tooLong) == "Höchstens 6 Zeichen (de).")
    let other = Reason(.disallowedCharacter, Reason.Facts("text.notAccepted", character: "x"))
    #expect(messages.message(for: other) == other.message(in: Language("de_DE")))
  }

  @Test func aTableOfTemplatesByCodeOrSentence() {
    let messages = ReasonMessages(
      language: Language("ru"),
      templates: [
        "tooLong":
          "Не больше {limit, plural, one {# знака} few {# знаков} many {# знаков} other {# знака}}.",
        "text.notAccepted": "Нельзя: {character}.",
      ])
    #expect(messages.message(for: Self.tooLong) == "Не больше 6 знаков.")
    let one = Reason(.tooLong, Reason.Facts("text.tooLong", limit: 1, unit: .characters))
    #expect(messages.message(for: one) == "Не больше 1 знака.")
    let other = Reason(.disallowedCharacter, Reason.Facts("text.notAccepted", character: "x"))
    #expect(messages.message(for: other).hasPrefix("Нельзя: "))
  }
}

/// CLDR's cardinal plural categories of whole numbers.
@Suite struct PluralCategoryTests {
  @Test(
    arguments: [
      ("en", [0: "other", 1: "one", 2: "other", 21: "other"]),
      ("fr", [0: "one", 1: "one", 2: "other", 1_000_000: "many"]),
      ("pt-BR", [0: "one", 1: "one", 2: "other", 2_000_000: "many"]),
      ("es", [0: "other", 1: "one", 1_000_000: "many", 1_000_001: "other"]),
      (
        "ru",
        [0: "many", 1: "one", 2: "few", 5: "many", 11: "many", 21: "one", 22: "few", 112: "many"]
      ),
      ("pl", [0: "many", 1: "one", 2: "few", 5: "many", 12: "many", 21: "many", 22: "few"]),
      (
        "ar",
        [
          0: "zero", 1: "one", 2: "two", 3: "few", 10: "few", 11: "many", 99: "many", 100: "other",
          103: "few",
        ]
      ),
      ("he", [0: "other", 1: "one", 2: "two", 20: "other"]),
      ("hi", [0: "one", 1: "one", 2: "other"]),
      ("ja", [0: "other", 1: "other"]),
    ] as [(String, [Int: String])])
  func categories(_ tag: String, _ expected: [Int: String]) {
    let messages = ReasonMessages(
      language: Language(tag),
      templates: [
        "x": "{limit, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}"
      ])
    for (n, category) in expected {
      let reason = Reason("x", Reason.Facts("x.x", limit: n))
      #expect(messages.message(for: reason) == category, "\(tag) \(n)")
    }
  }
}

/// What no template, built in or the app's, can do: crash, hang, show a brace or a `#`.
@Suite struct MessageTemplateEdgeTests {
  static let tooLong = LanguageTests.tooLong

  @Test func aNestedTemplateWithinTheLimitIsTold() {
    let template =
      String(repeating: "{limit, plural, other {", count: 5) + "#"
      + String(repeating: "}}", count: 5)
    let messages = ReasonMessages(language: Language("ar_EG"), templates: ["tooLong": template])
    #expect(messages.message(for: Self.tooLong) == "\u{2068}٦\u{2069}")
  }

  @Test(arguments: [9, 1000, 20000])
  func deepNestingIsToldWithoutExhaustingTheStack(_ depth: Int) {
    let template =
      String(repeating: "{limit, plural, other {", count: depth) + "#"
      + String(repeating: "}}", count: depth)
    let messages = ReasonMessages(language: Language("ar_EG"), templates: ["tooLong": template])
    // Deeper than the renderer tells: the built-in sentence.
    #expect(messages.message(for: Self.tooLong) == Self.tooLong.message(in: Language("ar_EG")))
  }

  @Test(arguments: ["Hello } world", "}", "{limit, plural, one {#} other", "{limit,", "{{{"])
  func aMalformedTemplateGivesTheBuiltInSentence(_ template: String) {
    let messages = ReasonMessages(language: Language("de"), templates: ["tooLong": template])
    #expect(messages.message(for: Self.tooLong) == Self.tooLong.message(in: Language("de")))
  }

  @Test func aPluralOfAMissingFactTellsNoCount() {
    let messages = ReasonMessages(templates: ["x": "[{number, plural, one {# one} other {# more}}]"]
    )
    #expect(messages.message(for: Reason("x", Reason.Facts("x.y"))) == "[ more]")
    let literal = ReasonMessages(templates: ["x": "No. # {limit}"])
    #expect(literal.message(for: Reason("x", Reason.Facts("x.y", limit: 2))) == "No. # 2")
  }

  @Test(arguments: ["\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}"])
  func aBidirectionalControlIsToldByCodePoint(_ control: Character) {
    let reason = Reason(
      .disallowedCharacter, Reason.Facts("text.notAccepted", character: control))
    #expect(reason.message.hasPrefix("U+"))
    #expect(!reason.message.unicodeScalars.contains(control.unicodeScalars.first!))
  }
}

/// A `select` compares a fact as the reason holds it, whatever the language writes.
@Suite struct MessageTemplateSelectTests {
  @Test(arguments: ["en", "ar_EG", "de"])
  func selectsCompareRawFacts(_ locale: String) {
    let messages = ReasonMessages(
      language: Language(locale),
      templates: [
        "x": "{character, select, + {plus} other {other}} {limit, select, 3 {three} other {more}}"
      ])
    let reason = Reason("x", Reason.Facts("x.y", character: "+", limit: 3))
    #expect(messages.message(for: reason) == "plus three")
  }
}
