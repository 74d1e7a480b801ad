import Foundation
import Testing

/// A locale Foundation has no data for is not used silently: the command says on standard
/// error which locale it did not know and what it used instead, and its output is the one the
/// fallback gives, as before.
@Suite struct UnknownLocaleCommandTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    var input = ""
    var environment: [String: String]?
    /// The warning expected on standard error; `nil` for none.
    let warning: String?
    var testDescription: String { name }
  }

  static let unknownLanguage =
    "inputrules: warning: unknown locale \"zz_ZZ\" (no locale data for the language \"zz\"); "
    + "using Foundation's root locale, in English, instead\n"

  static let cases: [Case] = [
    Case(
      name: "check with --locale zz_ZZ",
      arguments: ["check", "--locale", "zz_ZZ", "--rule", #"{"kind":"integer"}"#, "1234"],
      warning: unknownLanguage),
    Case(
      name: "replay with --locale zz_ZZ",
      arguments: ["replay", "--locale", "zz_ZZ", "--rule", #"{"kind":"integer"}"#],
      input: #"{"type":"12"}"# + "\n", warning: unknownLanguage),
    Case(
      name: "the spec's locale zz_ZZ",
      arguments: ["check", "--rule", #"{"kind":"integer","locale":"zz_ZZ"}"#, "1234"],
      warning: unknownLanguage),
    Case(
      name: "LANG naming zz_ZZ",
      arguments: ["check", "--rule", #"{"kind":"integer"}"#, "1234"],
      environment: ["LANG": "zz_ZZ.UTF-8"], warning: unknownLanguage),
    Case(
      name: "a known language with a region it has no data for",
      arguments: ["check", "--locale", "de_ZZ", "--rule", #"{"kind":"integer"}"#, "1234"],
      warning:
        "inputrules: warning: unknown region \"ZZ\" in the locale \"de_ZZ\"; using \"de\" "
        + "without a region instead\n"),
    Case(
      name: "a known locale says nothing",
      arguments: ["check", "--locale", "de_DE", "--rule", #"{"kind":"integer"}"#, "1234"],
      warning: nil),
    Case(
      name: "a known locale with a numbering system says nothing",
      arguments: [
        "check", "--locale", "de_DE@numbers=arab", "--rule", #"{"kind":"integer"}"#, "1234",
      ],
      warning: nil),
    Case(
      name: "a BCP 47 tag with a script says nothing",
      arguments: ["check", "--locale", "zh-Hans", "--rule", #"{"kind":"integer"}"#, "1234"],
      warning: nil),
    Case(
      name: "a world region says nothing",
      arguments: ["check", "--locale", "es_419", "--rule", #"{"kind":"integer"}"#, "1234"],
      warning: nil),
  ]

  @Test(arguments: cases)
  func warning(_ c: Case) throws {
    let result = try InputRulesCommand.run(c.arguments, input: c.input, environment: c.environment)
    #expect(result.stderr == (c.warning ?? ""))
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// The warning changes nothing on standard output: the fallback's output, as before.
  @Test func outputIsTheFallbacks() throws {
    let result = try InputRulesCommand.run(
      ["check", "--locale", "zz_ZZ", "--rule", #"{"kind":"decimal"}"#, "1234.5"])
    #expect(result.stdout == "valid\t1234.5\n")
    #expect(result.status == 0)
  }
}
