import Foundation
import InputRules
import InputRulesSpec
import Testing

/// `--language`: which language `replay` and `check` tell reasons in. The translations are
/// written elsewhere, so the expectations are the sentences the library renders for the language
/// the command should have chosen, never wording written here.
@Suite("inputrules: the language of messages")
struct LanguageCommandTests {
  static let vowels = #"{"kind":"text","allowed":"aeiouAEIOU","maxLength":6}"#
  /// A refused character, then a key past the limit: a sentence without a number and one with.
  static let events = [#"{"type":"aeiouxa"}"#, #"{"type":"e"}"#]
  /// A process locale that names none, so only the arguments choose.
  static let neutral = ["LANG": "C"]

  struct LanguageCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var rule = LanguageCommandTests.vowels
    var environment = LanguageCommandTests.neutral
    /// The locale the field is built in (for the expected reasons).
    var locale: String
    /// The language the messages must be told in.
    var language: Language
    var testDescription: String { name }
  }

  static let cases: [LanguageCase] = [
    LanguageCase(
      name: "--locale de_DE tells German", arguments: ["--locale", "de_DE"], locale: "de_DE",
      language: Language("de_DE")),
    LanguageCase(
      name: "--language en overrides --locale de_DE",
      arguments: ["--locale", "de_DE", "--language", "en"], locale: "de_DE",
      language: .english),
    LanguageCase(
      name: "the spec's locale de_DE tells German", arguments: [],
      rule: #"{"kind":"text","allowed":"aeiouAEIOU","maxLength":6,"locale":"de_DE"}"#,
      locale: "de_DE", language: Language("de_DE")),
    LanguageCase(
      name: "LANG=de_DE.UTF-8 without --locale tells German", arguments: [],
      environment: ["LANG": "de_DE.UTF-8"], locale: "de_DE", language: Language("de_DE")),
    LanguageCase(
      name: "--language pt-BR (BCP 47) with --locale de_DE",
      arguments: ["--language", "pt-BR", "--locale", "de_DE"], locale: "de_DE",
      language: Language("pt-BR")),
    LanguageCase(
      name: "--language de_CH (ICU) tells German", arguments: ["--language", "de_CH"],
      locale: "en_001", language: Language("de")),
    LanguageCase(
      name: "--language ar with --locale en_US: Arabic with the locale's ASCII digits",
      arguments: ["--language", "ar", "--locale", "en_US"], locale: "en_US",
      language: Language("ar").writingDigits("0123456789")),
    LanguageCase(
      name: "--language sw (no catalog) falls back to English",
      arguments: ["--language", "sw", "--locale", "de_DE"], locale: "de_DE",
      language: .english),
    LanguageCase(
      name: "--locale ar_EG tells Arabic with Arabic-Indic digits",
      arguments: ["--locale", "ar_EG"], locale: "ar_EG",
      language: Language("ar").writingDigits("٠١٢٣٤٥٦٧٨٩")),
    LanguageCase(
      name: "--language en --locale ar_EG: English with Arabic-Indic digits",
      arguments: ["--language", "en", "--locale", "ar_EG"], locale: "ar_EG",
      language: Language("en").writingDigits("٠١٢٣٤٥٦٧٨٩")),
  ]

  /// The reasons the field gives for `events`, performed in this process on the same spec.
  static func reasons(_ rule: String, locale: String, events: [String]) throws -> [Reason?] {
    let field = try RuleSpec(json: rule).makeField(in: RuleContext(localeIdentifier: locale))
    return try events.map { line in
      let event = try ReplayEvent(jsonLine: line)
      return field.perform(event.action, times: event.presses).reason
    }
  }

  /// The `message` of each replay output line, `nil` where there is none.
  static func messages(_ result: InputRulesCommand.Result) throws -> [String?] {
    try result.lines.map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["message"] as? String
    }
  }

  @Test(arguments: cases)
  func replayTellsReasonsInTheChosenLanguage(_ c: LanguageCase) throws {
    let result = try InputRulesCommand.run(
      ["replay", "--rule", c.rule] + c.arguments,
      input: Self.events.joined(separator: "\n") + "\n", environment: c.environment)
    #expect(result.status == 0, "\(result.stderr)")
    let reasons = try Self.reasons(c.rule, locale: c.locale, events: Self.events)
    #expect(reasons.map { $0?.code } == [.disallowedCharacter, .tooLong])
    #expect(try Self.messages(result) == reasons.map { $0?.message(in: c.language) })
  }

  @Test(arguments: cases)
  func checkTellsReasonsInTheChosenLanguage(_ c: LanguageCase) throws {
    let entries = ["aex", "aeiouae"]
    let result = try InputRulesCommand.run(
      ["check", "--rule", c.rule] + c.arguments + entries, environment: c.environment)
    #expect(result.status == 1, "\(result.stderr)")
    let rule = try RuleSpec(json: c.rule).makeCheckRule(
      in: RuleContext(localeIdentifier: c.locale))
    let expected = entries.map { entry -> String in
      guard case .invalid(let reason) = StrictEntry.check(entry, under: rule) else {
        return "valid"
      }
      return "invalid\t\(reason.code.rawValue)\t\(reason.message(in: c.language))"
    }
    #expect(result.lines == expected)
  }

  /// Digits follow the field's locale whatever the language, the English fallback included:
  /// the limit of 6 is written ٦ in ar_EG.
  @Test(arguments: [["--locale", "ar_EG"], ["--locale", "ar_EG", "--language", "en"]])
  func aLimitIsWrittenWithTheLocalesDigits(_ arguments: [String]) throws {
    let replay = try InputRulesCommand.run(
      ["replay", "--rule", Self.vowels] + arguments, input: #"{"type":"aeiouae"}"# + "\n",
      environment: Self.neutral)
    let message = try #require(try Self.messages(replay).first ?? nil)
    #expect(message.contains("٦"), "\(message)")
    #expect(!message.contains("6"), "\(message)")
    let check = try InputRulesCommand.run(
      ["check", "--rule", Self.vowels] + arguments + ["aeiouae"], environment: Self.neutral)
    let line = try #require(check.lines.first)
    #expect(line.hasPrefix("invalid\ttooLong\t"))
    #expect(line.contains("٦"), "\(line)")
  }

  struct SpecErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var testDescription: String { name }
  }

  /// Errors in the spec are for the developer: English whatever `--language` says.
  @Test(arguments: [
    SpecErrorCase(
      name: "replay, a negative maxLength",
      arguments: ["replay", "--rule", #"{"kind":"text","maxLength":-1}"#]),
    SpecErrorCase(
      name: "check, an unknown key", arguments: ["check", "--rule", #"{"kind":"text","maxLen":3}"#]),
    SpecErrorCase(
      name: "check, min above max",
      arguments: ["check", "--rule", #"{"kind":"integer","min":5,"max":1}"#, "3"]),
  ])
  func specErrorsStayEnglish(_ c: SpecErrorCase) throws {
    let english = try InputRulesCommand.run(
      c.arguments + ["--locale", "en_US", "--language", "en"], environment: Self.neutral)
    for language in ["de", "ar", "de_DE"] {
      let other = try InputRulesCommand.run(
        c.arguments + ["--locale", "de_DE", "--language", language], environment: Self.neutral)
      #expect(other.status == 2)
      #expect(other.stderr == english.stderr)
    }
    #expect(english.status == 2)
    #expect(english.stderr.hasPrefix("error: rule spec"), "\(english.stderr)")
  }

  /// A value that is not shaped like a language tag is an argument error naming the option.
  @Test(arguments: ["de!", "", "d", "de__DE", "123"])
  func aMalformedLanguageIsAnArgumentError(_ language: String) throws {
    for command in [["replay"], ["check", "a"]] {
      let result = try InputRulesCommand.run(
        command + ["--rule", Self.vowels, "--language", language], environment: Self.neutral)
      #expect(result.status == 2)
      #expect(result.stderr.contains("--language"), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test(arguments: ["replay", "check"])
  func helpDescribesTheOption(_ command: String) throws {
    let result = try InputRulesCommand.run([command, "--help"], environment: Self.neutral)
    #expect(result.status == 0)
    #expect(result.stdout.contains("--language <tag>"))
  }
}
