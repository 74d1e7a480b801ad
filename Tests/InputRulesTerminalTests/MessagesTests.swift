import InputRules
import InputRulesTerminal
import Testing

/// The hint line tells reasons through the form's `messages`: in its language, with its digits,
/// or in an app's own wording. Translations are written elsewhere: the expectations are what the
/// library renders for the language, never wording written here.
@Suite("Terminal forms: the language of hints")
struct MessagesTests {
  struct Telling: CustomTestStringConvertible, Sendable {
    var name: String
    var messages: ReasonMessages
    /// What the hint must say for a reason.
    var tell: @Sendable (Reason) -> String
    var testDescription: String { name }
  }

  static let tellings = [
    Telling(name: "English by default", messages: ReasonMessages(), tell: { $0.message }),
    Telling(
      name: "German", messages: ReasonMessages(language: Language("de_DE")),
      tell: { $0.message(in: Language("de_DE")) }),
    Telling(
      name: "Arabic with Arabic-Indic digits",
      messages: ReasonMessages(language: Language("ar_EG")),
      tell: { $0.message(in: Language("ar_EG")) }),
    Telling(
      name: "an app's own wording",
      messages: ReasonMessages { reason, language in
        "<\(reason.code.rawValue) in \(language.identifier)>"
      },
      tell: { "<\($0.code.rawValue) in en>" }),
  ]

  static let vowels = TextRule.allowing("aeiouAEIOU").maximumLength(6)
  static let digits = TextRule.allowing("0123456789").maximumLength(3)
  static let sizes = try! ChoiceRule(
    options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL")

  static func form(_ messages: ReasonMessages) -> Form {
    var form = Form(sections: [
      .init(
        "",
        [
          TerminalField("Vowels", rule: vowels), TerminalField("Digits", rule: digits),
          TerminalField("Size", rule: sizes),
        ])
    ])
    form.messages = messages
    return form
  }

  /// The hint line as the screen draws it, without its indent and trailing spaces.
  static func hintLine(_ form: Form, at now: ContinuousClock.Instant) -> String? {
    let lines = FormView.screen(form, columns: 200, at: now).plainLines.map { line in
      String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    return lines.first {
      $0.hasPrefix("refused: ") || $0.hasPrefix("changed: ") || $0.hasPrefix("incomplete: ")
    }
  }

  /// A message as the terminal draws it: the isolates around its values left out.
  static func drawn(_ message: String) -> String {
    String(
      message.unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) }.map(Character.init))
  }

  /// The isolates a right-to-left sentence wraps its values in are left out, pair by pair; one
  /// without its pair stays (and is drawn escaped, as every bidirectional control is).
  @Test(arguments: [
    ("\u{2068}“x”\u{2069} غير مقبول", "“x” غير مقبول"),
    ("\u{2068}a\u{2067}b\u{2069}c\u{2069}", "abc"),
    ("\u{2068}“\u{2068}”\u{2069}", "\u{2068}“”"),
    ("no isolates", "no isolates"),
    ("a\u{2069}b", "a\u{2069}b"),
  ])
  func theTerminalDrawsMessagesWithoutTheirIsolates(_ message: String, _ drawn: String) {
    #expect(FormView.drawnMessage(message) == drawn)
  }

  @Test func aFormTellsEnglishUnlessTold() {
    #expect(Form(sections: []).messages.language == .english)
  }

  @Test(arguments: tellings)
  func refusalsAndChangesAreToldByTheFormsMessages(_ t: Telling) throws {
    var form = Self.form(t.messages)
    var field = InputField(rule: Self.vowels)
    let now = ContinuousClock.now

    // A character the rule refuses.
    for key in "aeiou" { _ = form.handle(.character(key), at: now) }
    _ = form.handle(.character("x"), at: now)
    _ = field.perform(.type("aeiou"))
    let refused = try #require(field.perform(.type("x")).reason)
    #expect(form.activeHint(at: now)?.message == t.tell(refused))
    #expect(Self.hintLine(form, at: now) == "refused: " + Self.drawn(t.tell(refused)))

    // A key past the limit: its number in the language's digits.
    _ = form.handle(.character("a"), at: now)
    _ = form.handle(.character("e"), at: now)
    _ = field.perform(.type("a"))
    let tooLong = try #require(field.perform(.type("e")).reason)
    #expect(tooLong.code == .tooLong)
    #expect(form.activeHint(at: now)?.message == t.tell(tooLong))

    // A paste the rule filters.
    _ = form.handle(.tab, at: now)
    _ = form.handle(.paste("1a2"), at: now)
    var digits = InputField(rule: Self.digits)
    let filtered = try #require(digits.perform(.paste("1a2")).reason)
    #expect(form.activeHint(at: now)?.kind == .changed)
    #expect(Self.hintLine(form, at: now) == "changed: " + Self.drawn(t.tell(filtered)))
  }

  @Test(arguments: tellings)
  func whyTheTextIsNotValidIsToldByTheFormsMessages(_ t: Telling) throws {
    var form = Self.form(t.messages)
    let now = ContinuousClock.now
    _ = form.handle(.tab, at: now)
    _ = form.handle(.tab, at: now)
    _ = form.handle(.character("x"), at: now)
    let reason = try #require(form.focusedField.invalidReason)
    #expect(form.focusedField.validity == .incomplete)
    // Once the "refused"/"changed" moment is over, the line says why the text is not valid.
    #expect(
      Self.hintLine(form, at: now + .seconds(10)) == "incomplete: " + Self.drawn(t.tell(reason)))
    // Leaving the field completes the start: that change is told in the same words.
    _ = form.handle(.tab, at: now)
    var field = InputField(rule: Self.sizes)
    _ = field.perform(.type("x"))
    let completed = try #require(field.perform(.commit).reason)
    #expect(completed.code == .completed)
    #expect(form.activeHint(at: now)?.message == t.tell(completed))
  }

  /// Numbers in the hint are written with the language's digits: the limit of 6 is ٦ in ar_EG,
  /// even where the sentence falls back to English.
  @Test(arguments: [Language("ar_EG"), Language("en").writingDigits(of: "ar_EG")])
  func aLimitIsWrittenWithTheLanguagesDigits(_ language: Language) throws {
    var form = Self.form(ReasonMessages(language: language))
    let now = ContinuousClock.now
    for key in "aeiouae" { _ = form.handle(.character(key), at: now) }
    let message = try #require(form.activeHint(at: now)?.message)
    #expect(message.contains("٦"), "\(message)")
    #expect(!message.contains("6"), "\(message)")
  }
}
