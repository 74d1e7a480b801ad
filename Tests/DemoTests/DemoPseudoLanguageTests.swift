import Foundation
import InputRules
import Testing

/// A refusal in each kind of the demo's fields, told in the pseudo-language `en-XA`: every
/// sentence the hint line shows comes from the catalog, bracketed and accented, so a refusal
/// told in hard-coded English would show here as plain text. (The hint line's own labels,
/// `refused:`, and the field labels are the demo's English and are not checked.)
@Suite(.serialized, .timeLimit(.minutes(5)))
struct DemoPseudoLanguageTests {
  static let refusals: [(field: String, keys: String)] = [
    ("Vowels only", "x"), ("Anything but vowels", "a"), ("Digits only", "a"),
    ("Number (max 7)", "a"), ("Positive integer", "-"), ("Amount (USD", "a"),
    ("Decimal (max 2", "a"), ("Phone (US)", "a"), ("ZIP", "a"), ("Card number", "a"),
    ("Age (18 to 30)", "5"), ("Shirt size", "Q"), ("Percentage", "a"), ("Birth date", "x"),
    ("Appointment", "25"), ("Payment card", "x"), ("Expiry", "13"), ("Security code", "x"),
    ("One-time code", "x"), ("IBAN", "1"), ("Phone number", "x"),
  ]

  @Test func everyRefusalOnTheHintLineIsToldFromTheCatalog() throws {
    let terminal = try startDemo(["--language", "en-XA"], columns: 200, rows: 60)
    defer { terminal.terminate() }
    var plain: [String] = []
    for (field, keys) in Self.refusals {
      try focus(field, in: terminal)
      let mark = terminal.output.count
      terminal.send(keys)
      try terminal.wait(forOutput: "refused:", since: mark)
      let screen = try terminal.wait(for: "the refusal in \(field)") {
        $0.line(containing: "refused:") != nil
      }
      let line = screen.line(containing: "refused:") ?? ""
      let told =
        line.components(separatedBy: "refused:").last?
        .trimmingCharacters(in: .whitespaces) ?? ""
      if !told.hasPrefix("[") { plain.append("\(field): \(told)") }
    }
    #expect(plain.isEmpty, "told in plain English: \(plain)")
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
  }
}
