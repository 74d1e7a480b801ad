import Foundation
import InputRules
import Testing

/// The language the demo's hint line tells reasons in: the locale's by default, `--language`
/// when given, numbers in the locale's digits. The expectations are what the library renders for
/// the language chosen, never wording written here.
struct DemoLanguageCase: CustomTestStringConvertible, Sendable {
  var name: String
  var locale: String
  var arguments: [String]
  var language: Language
  var testDescription: String { name }
}

@Suite(.serialized, .timeLimit(.minutes(5)))
struct DemoLanguageTests {
  static let vowels = TextRule.allowing("aeiouAEIOU").maximumLength(6)

  @Test(arguments: [
    DemoLanguageCase(
      name: "de_DE tells German", locale: "de_DE", arguments: [], language: Language("de_DE")),
    DemoLanguageCase(
      name: "--language en in de_DE tells English", locale: "de_DE",
      arguments: ["--language", "en"], language: .english),
    DemoLanguageCase(
      name: "--language de in en_US tells German", locale: "en_US",
      arguments: ["--language", "de"], language: Language("de")),
  ])
  func theHintLineTellsTheRefusalInTheChosenLanguage(_ c: DemoLanguageCase) throws {
    let terminal = try startDemo(c.arguments, locale: c.locale, columns: 160)
    defer { terminal.terminate() }
    try focus("Vowels only", in: terminal)
    let mark = terminal.output.count
    terminal.send("aex")
    try terminal.wait(forOutput: "refused:", since: mark)
    var field = InputField(rule: Self.vowels)
    _ = field.perform(.type("ae"))
    let reason = try #require(field.perform(.type("x")).reason)
    let expected = "refused: " + reason.message(in: c.language)
    let screen = try terminal.wait(for: "the refusal on the hint line") {
      $0.line(containing: "refused:")?.contains(expected) == true
    }
    #expect(screen.line(containing: "refused:")?.contains(expected) == true)
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
  }

  /// In ar_EG the limit of 6 is written ٦, whichever language tells the sentence.
  @Test(arguments: [[], ["--language", "en"]])
  func aLimitIsWrittenWithTheLocalesDigits(_ arguments: [String]) throws {
    let terminal = try startDemo(arguments, locale: "ar_EG", columns: 160)
    defer { terminal.terminate() }
    try focus("Vowels only", in: terminal)
    let mark = terminal.output.count
    terminal.send("aeiouae")
    try terminal.wait(forOutput: "refused:", since: mark)
    try terminal.wait(forOutput: "٦", since: mark)
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
  }

  /// A `--language` that is not shaped like a language tag is an argument error, told before the
  /// demo looks for a terminal.
  @Test func aMalformedLanguageIsAnArgumentError() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try inputrulesExecutable())
    process.arguments = ["demo", "--language", "de!"]
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(message.contains("--language"), "\(message)")
    #expect(!message.contains("terminal"), "\(message)")
  }
}
