import ArgumentParser
import Foundation
import InputRules
import InputRulesDates
import InputRulesSpec

/// The root command: `inputrules replay` and `inputrules check`.
struct InputRulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inputrules",
    abstract: "Run text-field input rules from the command line.",
    discussion: """
      A rule is given as JSON with --rule, inline or as @path/to/rule.json, for example \
      --rule '{"kind":"text","allowed":"aeiouAEIOU","maxLength":6}'. Errors in arguments or \
      rule specs exit with status 2.
      """,
    subcommands: [Replay.self, Check.self, DemoCommand.self])

  func run() throws {
    throw ValidationError("Missing subcommand: \"demo\", \"replay\" or \"check\".")
  }
}

/// The options both subcommands take: the rule spec, the locale and the language of messages.
struct RuleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The rule spec: JSON, or @path to a file holding JSON.", valueName: "spec"))
  var rule: String?

  @Option(
    help: ArgumentHelp(
      "Today's date, YYYY-MM-DD, for date bounds relative to today (\"min\": \"today\", "
        + "\"max\": \"today-P18Y\"). The default is the current date where the command runs.",
      valueName: "date"))
  var today: String?

  @Option(
    help: ArgumentHelp(
      "An ICU or BCP-47 locale identifier such as de_DE; overrides the spec's \"locale\". "
        + "The default is the process's current locale (LC_ALL, LC_NUMERIC or LC_MONETARY, "
        + "LANG, then the system's).",
      valueName: "id"))
  var locale: String?

  @Option(
    help: ArgumentHelp(
      "The language of reasons' messages: a BCP 47 tag or ICU locale identifier such as de, "
        + "pt-BR or de_DE. The default is the locale's language. Numbers in messages are "
        + "written with the locale's digits; a language without messages of its own, and any "
        + "message it lacks, is told in English. Errors in arguments and specs stay English.",
      valueName: "tag"))
  var language: String?

  func validate() throws {
    if let locale, !LocaleIdentifier.isWellFormed(locale) {
      throw ValidationError(
        "--locale must be a locale identifier such as de_DE or en-US, got \(JSON.quoted(locale)).")
    }
    try Self.validate(language: language)
    _ = try todayValue()
  }

  /// `--today`, or the current date in the process's time zone.
  func todayValue() throws -> DateValue { try Self.today(today) }

  /// The date `today` spells (YYYY-MM-DD), or the current date in the process's time zone when
  /// it is `nil`.
  static func today(_ today: String?) throws -> DateValue {
    guard let today else {
      let parts = Calendar(identifier: .gregorian).dateComponents(
        [.year, .month, .day], from: Date())
      return DateValue(year: parts.year, month: parts.month, day: parts.day)
    }
    let format = try! DateFormat("yyyy-MM-dd")
    guard let value = DateValue(iso: today, for: format) else {
      throw ValidationError(
        "--today must be a date written YYYY-MM-DD, such as 2026-12-04, got \(JSON.quoted(today)).")
    }
    return value
  }

  /// The rule spec's argument, which the subcommand requires.
  func ruleArgument() throws(UsageError) -> String {
    guard let rule else { throw UsageError("Missing expected argument '--rule <spec>'.") }
    return rule
  }

  /// Refuses a `--language` that is not shaped like a language tag or locale identifier; a
  /// well-formed one without a catalog is told in English.
  static func validate(language: String?) throws {
    if let language, !LocaleIdentifier.isWellFormed(language) {
      throw ValidationError(
        "--language must be a language tag or locale identifier such as de, pt-BR or de_DE, "
          + "got \(JSON.quoted(language)).")
    }
  }

  /// The spec and its context: the locale resolved from `--locale`, else the spec's `locale`,
  /// else the process's current locale (its monetary locale for kinds built from money data); a
  /// locale Foundation has no data for is warned about on standard error.
  func specAndContext() throws(UsageError) -> (RuleSpec, RuleContext) {
    do {
      let spec = try RuleSpec.load(argument: try ruleArgument())
      let identifier = ProcessLocale.checked(
        locale ?? spec.common.locale
          ?? ProcessLocale.identifier(forMoney: spec.localeData == .money))
      return (spec, RuleContext(localeIdentifier: identifier, today: try? todayValue()))
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError("\(error)")
    }
  }

  /// A field under the rule the spec describes, as the WebAssembly build makes it, and how its
  /// reasons are told (in `--language`, else the language of the field's locale).
  func makeField() throws(UsageError) -> (SpecField, ReasonMessages) {
    let (spec, context) = try specAndContext()
    do {
      return (try spec.makeField(in: context), context.reasonMessages(language: language))
    } catch {
      throw UsageError(error.description)
    }
  }

  /// What `check` judges complete entries with (a cash-register money field reads amounts as
  /// written), its reasons told in `--language`, else the language of the field's locale.
  func makeChecker(maximumByteCount: Int?) throws(UsageError) -> EntryChecker {
    let (spec, context) = try specAndContext()
    do {
      return try EntryChecker(
        spec, in: context, language: language, maximumByteCount: maximumByteCount)
    } catch {
      throw UsageError(error.description)
    }
  }
}
