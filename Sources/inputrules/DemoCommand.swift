import ArgumentParser
import Foundation
import InputRules
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

  @Flag(help: "Ring the terminal bell when a key is refused.")
  var bell = false

  func run() throws {
    guard Terminal.isInteractive else {
      FileHandle.standardError.write(Data((DemoCommand.notATerminalMessage + "\n").utf8))
      throw ExitCode(2)
    }
    let localeIdentifier = locale ?? ProcessLocale.identifier()
    var form = DemoForm.make(locale: Locale(identifier: localeIdentifier))
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
