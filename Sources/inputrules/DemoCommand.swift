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

      --booking opens a booking form instead, whose fields are checked against each other \
      (arrival and departure, a birth date of someone at least 18, a card with its expiry and \
      security code): a field's error shows under it once you leave it, Enter in the last \
      field submits, and a submit with errors moves to the first field to fix and says why. \
      --form opens any form spec the same way.
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

  @Flag(
    help: ArgumentHelp(
      "Open a booking form whose fields are checked against each other "
        + "(the form spec Examples/booking.json)."))
  var booking = false

  @Option(
    help: ArgumentHelp(
      "A form spec (JSON, or @path) to fill in instead of the demo's fields, as "
        + "`check --form` reads it; its \"locale\" applies unless --locale is given.",
      valueName: "spec"))
  var form: String?

  @Option(
    help: ArgumentHelp(
      "Today's date, YYYY-MM-DD, for date bounds relative to today (the arrival from today, a "
        + "birth date 18 years ago, a card's expiry). The default is the current date.",
      valueName: "date"))
  var today: String?

  func validate() throws {
    try RuleOptions.validate(language: language)
    _ = try RuleOptions.today(today)
    if booking && form != nil {
      throw ValidationError("--booking and --form cannot be given together.")
    }
  }

  func run() throws {
    // A form spec is read first: its errors are told with or without a terminal.
    let specForm = try self.specForm()
    guard Terminal.isInteractive else {
      FileHandle.standardError.write(Data((DemoCommand.notATerminalMessage + "\n").utf8))
      throw ExitCode(2)
    }
    guard var form = specForm else {
      let localeIdentifier = ProcessLocale.checked(locale ?? ProcessLocale.identifier())
      var form = DemoForm.make(
        locale: Locale(identifier: localeIdentifier), language: language,
        today: today == nil ? nil : try RuleOptions.today(today))
      form.bell = bell
      _ = try TerminalForm.run(&form)
      print(DemoForm.summary(of: form), terminator: "")
      return
    }
    form.bell = bell
    let ending = try TerminalForm.run(&form)
    let heading = ending == .submitted ? "Submitted:" : "Not submitted; the values as they stand:"
    print(DemoForm.summary(of: form, heading: heading), terminator: "")
  }

  /// The form of `--booking` or `--form`, or `nil` for the demo's own fields.
  private func specForm() throws -> InputRulesTerminal.Form? {
    let argument: String
    let title: String
    if booking {
      argument = BookingSpec.json
      title = "Booking"
    } else if let form {
      argument = form
      title = "Form"
    } else {
      return nil
    }
    do {
      let spec = try FormSpec.load(argument: argument)
      let identifier = ProcessLocale.checked(locale ?? spec.locale ?? ProcessLocale.identifier())
      let context = RuleContext(
        localeIdentifier: identifier, today: try RuleOptions.today(today))
      return try DemoSpecForm.make(
        spec, title: "\(title) (locale \(identifier)): fields checked against each other",
        in: context, language: language)
    } catch let error as SpecError {
      throw UsageError(formSpec: error)
    }
  }

  static let notATerminalMessage = """
    inputrules demo: standard input and standard output must be a terminal, and one of them is \
    redirected. Run it in a terminal, or drive a field from a script with `inputrules replay`, \
    for example:
      printf '%s\\n' '{"type":"aeiouxa"}' | inputrules replay --rule '{"kind":"text","allowed":"aeiou"}'
    """
}
