import ArgumentParser
import Foundation
import InputRules
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

/// The options both subcommands take: the rule spec and the locale.
struct RuleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The rule spec: JSON, or @path to a file holding JSON.", valueName: "spec"))
  var rule: String

  @Option(
    help: ArgumentHelp(
      "An ICU or BCP-47 locale identifier such as de_DE; overrides the spec's \"locale\". "
        + "The default is the process's current locale (LC_ALL, LC_NUMERIC or LC_MONETARY, "
        + "LANG, then the system's).",
      valueName: "id"))
  var locale: String?

  func validate() throws {
    if let locale, !LocaleIdentifier.isWellFormed(locale) {
      throw ValidationError(
        "--locale must be a locale identifier such as de_DE or en-US, got \(JSON.quoted(locale)).")
    }
  }

  /// The spec and its context: the locale resolved from `--locale`, else the spec's `locale`,
  /// else the process's current locale (its monetary locale for kinds built from money data).
  func specAndContext() throws(UsageError) -> (RuleSpec, RuleContext) {
    do {
      let spec = try RuleSpec.load(argument: rule)
      let identifier =
        locale ?? spec.common.locale
        ?? ProcessLocale.identifier(forMoney: spec.localeData == .money)
      return (spec, RuleContext(localeIdentifier: identifier))
    } catch {
      throw UsageError(error.description)
    }
  }

  /// A field under the rule the spec describes, as the WebAssembly build makes it.
  func makeField() throws(UsageError) -> SpecField {
    let (spec, context) = try specAndContext()
    do {
      return try spec.makeField(in: context)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// The rule `check` judges complete entries with (a cash-register money field reads amounts
  /// as written).
  func makeCheckRule() throws(UsageError) -> any InputRule {
    let (spec, context) = try specAndContext()
    do {
      return try spec.makeCheckRule(in: context)
    } catch {
      throw UsageError(error.description)
    }
  }
}
