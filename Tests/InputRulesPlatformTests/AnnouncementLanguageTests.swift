import InputRules
import InputRulesPlatform
import Testing

/// A field host that records what it announces and in which language.
@MainActor
private final class SpeakingField: TextFieldHost {
  var text = ""
  var selection = 0..<0
  private(set) var spoken: [(message: String, language: String)] = []

  var snapshot: PlatformSnapshot {
    PlatformSnapshot(text: text, selection: PlatformRange(selection))
  }

  func replace(_ range: PlatformRange, with replacement: String) {
    guard let offsets = range.offsets else { return }
    var units = Array(text.utf16)
    units.replaceSubrange(offsets, with: Array(replacement.utf16))
    text = String(decoding: units, as: UTF16.self)
    let caret = offsets.lowerBound + replacement.utf16.count
    selection = caret..<caret
  }

  func setText(_ newText: String) {
    text = newText
    selection = text.utf16.count..<text.utf16.count
  }

  func select(_ range: PlatformRange) {
    if let offsets = range.offsets { selection = offsets }
  }

  func sendChangeNotifications() {}

  func discardUndoHistory() {}

  func announce(_ message: String) {
    spoken.append((message, "?"))
  }

  func announce(_ message: String, in language: Language) {
    spoken.append((message, language.identifier))
  }

  /// A key typed at the caret, through the coordinator as a delegate would report it.
  func type(_ key: String, into coordinator: TextFieldCoordinator<TextRule>) {
    if coordinator.shouldChange(PlatformRange(selection), replacement: key) {
      replace(PlatformRange(selection), with: key)
      coordinator.textDidChange()
    }
  }
}

@Suite("Announcements in the chosen language")
struct AnnouncementLanguageTests {
  /// Six characters in a field that takes at most six: the seventh is refused as too long.
  private static let full = PlatformSnapshot(text: "abcdef", selection: .caret(6))
  private static let rule = TextRule.maximumLength(6)

  @Test func theDriverTellsTheReasonInItsLanguage() throws {
    var driver = TextInputDriver(
      rule: Self.rule, messages: ReasonMessages(language: Language("de_DE")))
    let decision = driver.shouldChange(.caret(6), replacement: "g", in: Self.full)
    let reason = try #require(decision.reason)
    #expect(reason.code == .tooLong)
    #expect(decision.announcement == reason.message(in: Language("de_DE")))
    #expect(decision.announcementLanguage?.identifier == "de")
  }

  @Test func englishUnlessSetAndNoLanguageWithoutAnAnnouncement() throws {
    var driver = TextInputDriver(rule: Self.rule)
    let refused = driver.shouldChange(.caret(6), replacement: "g", in: Self.full)
    #expect(refused.announcement == refused.reason?.message)
    #expect(refused.announcementLanguage == .english)
    var fresh = TextInputDriver(rule: Self.rule)
    let accepted = fresh.shouldChange(
      .caret(2), replacement: "c", in: PlatformSnapshot(text: "ab", selection: .caret(2)))
    #expect(accepted.action == .allow)
    #expect(accepted.announcement == nil)
    #expect(accepted.announcementLanguage == nil)
  }

  @Test func changingTheMessagesChangesTheNextAnnouncement() {
    var driver = TextInputDriver(rule: Self.rule)
    driver.messages = ReasonMessages(language: Language("ar_EG"))
    let decision = driver.shouldChange(.caret(6), replacement: "g", in: Self.full)
    #expect(decision.announcementLanguage?.identifier == "ar")
    #expect(decision.announcement == decision.reason?.message(in: Language("ar_EG")))
  }

  @Test func theAppsWordingWinsAndGetsTheTypedFacts() {
    let messages = ReasonMessages(language: Language("de_DE")) { reason, language in
      guard reason.code == .tooLong else { return nil }
      // The facts as the app reads them: typed, not a sentence.
      let unit = reason.facts.unit == .characters ? "characters" : "other"
      return "app: \(reason.facts.limit ?? -1) \(unit) [\(language.identifier)]"
    }
    var driver = TextInputDriver(rule: Self.rule, messages: messages)
    let tooLong = driver.shouldChange(.caret(6), replacement: "g", in: Self.full)
    #expect(tooLong.announcement == "app: 6 characters [de]")
    #expect(tooLong.announcementLanguage?.identifier == "de")

    // A code the app does not word is told by the catalog, in the language.
    var digits = TextInputDriver(
      rule: TextRule.allowing(.digits), messages: messages)
    let refused = digits.shouldChange(
      .caret(0), replacement: "x", in: PlatformSnapshot(text: "", selection: .caret(0)))
    #expect(refused.reason?.code == .disallowedCharacter)
    #expect(refused.announcement == refused.reason?.message(in: Language("de_DE")))
  }

  @Test func aTableOfTemplatesByCodeOrSentence() throws {
    var byCode = TextInputDriver(
      rule: Self.rule,
      messages: ReasonMessages(
        language: Language("de_DE"),
        templates: ["tooLong": "<{limit, plural, one {# unit} other {# units}}>"]))
    let decision = byCode.shouldChange(.caret(6), replacement: "g", in: Self.full)
    #expect(decision.announcement == "<6 units>")
    #expect(decision.announcementLanguage?.identifier == "de")

    // A template for the reason's sentence is more precise than one for its code, and wins.
    let sentence = try #require(decision.reason?.facts.sentence.rawValue)
    var bySentence = TextInputDriver(
      rule: Self.rule,
      messages: ReasonMessages(
        language: Language("de_DE"),
        templates: ["tooLong": "by code", sentence: "by sentence: {limit}"]))
    let precise = bySentence.shouldChange(.caret(6), replacement: "g", in: Self.full)
    #expect(precise.announcement == "by sentence: 6")
  }

  @Test func arabicHasArabicIndicDigitsAndIsRightToLeft() {
    let arabic = Language("ar_EG")
    #expect(arabic.isRightToLeft)
    #expect(!Language("de_DE").isRightToLeft)

    let messages = ReasonMessages(language: arabic, templates: ["tooLong": "{limit}"])
    var driver = TextInputDriver(rule: Self.rule, messages: messages)
    let decision = driver.shouldChange(.caret(6), replacement: "g", in: Self.full)
    #expect(decision.announcement == decision.reason.map(messages.message(for:)))
    // The number in Arabic-Indic digits (isolated from the right-to-left sentence around it).
    #expect(decision.announcement?.contains("٦") == true)
    #expect(decision.announcement?.contains("6") == false)
    #expect(decision.announcementLanguage?.isRightToLeft == true)

    // The catalog's own sentence (Arabic, or English until the Arabic catalog has it) writes the
    // limit with Arabic-Indic digits too.
    var catalog = TextInputDriver(rule: Self.rule, messages: ReasonMessages(language: arabic))
    let told = catalog.shouldChange(.caret(6), replacement: "g", in: Self.full)
    let announcement = told.announcement ?? ""
    #expect(announcement.contains("٦"))
    #expect(!announcement.contains("6"))
  }

  @Test func aFinalChecksRefusalIsToldToo() {
    var driver = TextInputDriver(
      rule: TextRule(),
      messages: ReasonMessages(language: Language("de_DE")) { reason, _ in
        reason.code == .custom ? "app says no" : nil
      })
    let decision = driver.shouldChange(
      .caret(0), replacement: "a", in: PlatformSnapshot(text: "", selection: .caret(0))
    ) { _ in .refuse(Reason(.custom, "Not now.")) }
    #expect(decision.announcement == "app says no")
    #expect(decision.announcementLanguage?.identifier == "de")
  }

  @Test func aFormattersJudgementIsToldWithItsMessages() {
    let decision = TextInputDriver.judgeProposedText(
      PlatformSnapshot(text: "abcdefg", selection: .caret(7)), original: Self.full,
      rule: Self.rule, messages: ReasonMessages(language: Language("de_DE")))
    #expect(decision.announcement == decision.reason?.message(in: Language("de_DE")))
    #expect(decision.announcementLanguage?.identifier == "de")
  }

  @Test func editingEndsToldInTheLanguage() {
    var driver = TextInputDriver(
      rule: TextRule.allowing(.digits),
      messages: ReasonMessages(language: Language("de_DE")) { _, _ in "app" })
    // A change the platform made behind the delegate's back (a candidate bar): judged when
    // editing ends, refused, and told.
    let decision = driver.editingDidEnd(PlatformSnapshot(text: "x", selection: .caret(1)))
    #expect(decision.announcement == "app")
    #expect(decision.announcementLanguage?.identifier == "de")
  }

  @MainActor @Test func theCoordinatorHandsTheLanguageToTheField() {
    let field = SpeakingField()
    let coordinator = TextFieldCoordinator(
      rule: Self.rule, messages: ReasonMessages(language: Language("de_DE")))
    coordinator.host = field
    for key in "abcdefg" { field.type(String(key), into: coordinator) }
    #expect(field.text == "abcdef")
    #expect(field.spoken.count == 1)
    #expect(field.spoken.first?.language == "de")
    #expect(
      field.spoken.first?.message
        == coordinator.status.lastEditReason?.message(in: Language("de_DE")))

    // The messages outlive a new rule.
    coordinator.setRule(TextRule.maximumLength(3))
    #expect(coordinator.messages.language.identifier == "de")
    coordinator.messages = ReasonMessages(language: Language("ar_EG"))
    field.type("h", into: coordinator)
    #expect(field.spoken.last?.language == "ar")
  }

  @MainActor @Test func aCoordinatorKnowsNoLocaleAndTellsEnglish() {
    let coordinator = TextFieldCoordinator(rule: Self.rule)
    #expect(coordinator.messages.language == .english)
  }
}
