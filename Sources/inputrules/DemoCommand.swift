import ArgumentParser
import Foundation
import InputRules
import InputRulesSpec
import InputRulesTerminal

/// `inputrules demo`: an interactive form in the terminal where every field enforces its rule
/// keystroke by keystroke.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Try the rules in an interactive form in the terminal.",
    discussion: """
      Every field enforces its rule key by key: refused keys show why on the hint line, pastes \
      are filtered as one edit, and each field shows its state and typed value. Esc or Ctrl-C \
      quits and prints the final values; Ctrl-Z suspends it (`fg` resumes). Needs a terminal; to drive a field from a script, use \
      `inputrules replay`.
      """)

  @Option(
    help: ArgumentHelp(
      "A locale identifier such as de_DE or en-US for separators and currency. "
        + "The default is the current locale.",
      valueName: "id"))
  var locale: String?

  @Option(
    help: ArgumentHelp(
      "The language of the reasons on the hint line: a BCP 47 tag or ICU locale identifier "
        + "such as de, pt-BR or de_DE. The default is the locale's language; numbers in them "
        + "are written with the locale's digits, and a language without messages of its own "
        + "is told in English. The demo's own words stay English.",
      valueName: "tag"))
  var language: String?

  @Flag(help: "Ring the terminal bell when a key is refused.")
  var bell = false

  func validate() throws { try RuleOptions.validate(language: language) }

  func run() throws {
    guard Terminal.isInteractive else {
      FileHandle.standardError.write(Data((DemoCommand.notATerminalMessage + "\n").utf8))
      throw ExitCode(2)
    }
    let localeIdentifier = ProcessLocale.checked(locale ?? ProcessLocale.identifier())
    var form = DemoForm.make(locale: Locale(identifier: localeIdentifier), language: language)
    form.bell = bell
    _ = try TerminalForm.run(&form)
    print(DemoForm.summary(of: form), terminator: "")
  }

  static let notATerminalMessage = """
    inputrules demo: standard input and standard output must be a terminal, and one of them is \
    redirected. Run it in a terminal, or drive a field from a script with `inputrules replay`, \
    for example:
      printf '%s\\n' '{"type":"aeiouxa"}' | inputrules replay --rule '{"kind":"text","allowed":"aeiou"}'
    """
}
