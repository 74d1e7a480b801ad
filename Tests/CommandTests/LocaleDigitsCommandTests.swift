import Foundation
import Testing

/// Kinds that lay digits out show them as the locale writes them, as number kinds do: a date or
/// a card number in ar_EG shows Arabic-Indic digits, whichever digits are typed, and its value
/// stays in ASCII digits.
@Suite struct LocaleDigitsCommandTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let locale: String
    let rule: String
    let events: [String]
    /// The `text` of each output line.
    let texts: [String]
    var testDescription: String { name }
  }

  static let date = #"{"kind":"date","format":"dd.MM.yyyy"}"#

  static let card = #"{"kind":"card"}"#

  static let mask = #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#

  static let cases: [Case] = [
    Case(
      name: "ar_EG card typed in Arabic-Indic digits", locale: "ar_EG", rule: card,
      events: [#"{"type":"٤١١١١١"}"#], texts: ["٤١١١ ١١"]),
    Case(
      name: "ar_EG card typed in ASCII digits", locale: "ar_EG", rule: card,
      events: [#"{"type":"411111"}"#, #"{"paste":"1111 1111 11"}"#],
      texts: ["٤١١١ ١١", "٤١١١ ١١١١ ١١١١ ١١١١"]),
    Case(
      name: "de_DE card typed in Arabic-Indic digits", locale: "de_DE", rule: card,
      events: [#"{"type":"٤١١١١١"}"#], texts: ["4111 11"]),
    Case(
      name: "ar_EG date typed in Arabic-Indic digits", locale: "ar_EG", rule: date,
      events: [#"{"type":"١٢"}"#, #"{"type":"٠٦٢٠٢٤"}"#], texts: ["١٢.", "١٢.٠٦.٢٠٢٤"]),
    Case(
      name: "ar_EG date typed in ASCII digits", locale: "ar_EG", rule: date,
      events: [#"{"type":"12062024"}"#], texts: ["١٢.٠٦.٢٠٢٤"]),
    Case(
      name: "ar_EG date set by the program", locale: "ar_EG", rule: date,
      events: [#"{"setValue":"2024-06-12"}"#], texts: ["١٢.٠٦.٢٠٢٤"]),
    Case(
      name: "de_DE date typed in Arabic-Indic digits", locale: "de_DE", rule: date,
      events: [#"{"type":"١٢٠٦٢٠٢٤"}"#], texts: ["12.06.2024"]),
    Case(
      name: "ar_EG mask typed in Arabic-Indic digits", locale: "ar_EG", rule: mask,
      events: [#"{"type":"٥٥٥"}"#], texts: ["+1 (٥٥٥) "]),
    Case(
      name: "ar_EG mask typed and pasted in ASCII digits", locale: "ar_EG", rule: mask,
      events: [#"{"type":"555"}"#, #"{"paste":"123-4567"}"#],
      texts: ["+1 (٥٥٥) ", "+1 (٥٥٥) ١٢٣-٤٥٦٧"]),
    Case(
      name: "ar_EG mask set by the program", locale: "ar_EG", rule: mask,
      events: [#"{"setValue":"5551234567"}"#], texts: ["+1 (٥٥٥) ١٢٣-٤٥٦٧"]),
    Case(
      name: "en_US mask typed in Arabic-Indic digits", locale: "en_US", rule: mask,
      events: [#"{"type":"٥٥٥"}"#], texts: ["+1 (555) "]),
  ]

  @Test(arguments: cases)
  func replay(_ c: Case) throws {
    let result = try InputRulesCommand.run(
      ["replay", "--locale", c.locale, "--rule", c.rule],
      input: c.events.map { $0 + "\n" }.joined())
    #expect(result.status == 0, "\(result.stderr)")
    let texts = result.lines.map { line -> String in
      guard let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let text = object["text"] as? String
      else { return line }
      return text
    }
    #expect(texts == c.texts)
  }

  /// `check` takes a date as the field shows it in the locale, the same layout in ASCII digits
  /// (as a number field reads them), and its value as before.
  @Test func checkTakesTheLocalesDigits() throws {
    let result = try InputRulesCommand.run([
      "check", "--locale", "ar_EG", "--rule", Self.date, "١٢.٠٦.٢٠٢٤", "12.06.2024",
      "2024-06-12",
    ])
    #expect(result.stdout == "valid\t2024-06-12\nvalid\t2024-06-12\nvalid\t2024-06-12\n")
    #expect(result.status == 0)
  }

  /// `check` takes a card number in the locale's digits, in ASCII digits laid out or not, and
  /// says the same of a mistyped number as before.
  @Test func checkTakesCardsInTheLocalesDigits() throws {
    let result = try InputRulesCommand.run([
      "check", "--locale", "ar_EG", "--language", "en", "--rule", Self.card,
      "٤١١١ ١١١١ ١١١١ ١١١١", "4111 1111 1111 1111", "4111111111111111", "378282246310006",
    ])
    #expect(
      result.stdout
        == "valid\t4111111111111111\nvalid\t4111111111111111\nvalid\t4111111111111111\n"
        + "invalid\tchecksum\tThe check digit does not match: a digit is mistyped.\n")
  }

  /// `check` takes a mask's entry as the field shows it in the locale, laid out in ASCII digits,
  /// and as its value, giving the value in ASCII digits.
  @Test func checkTakesMasksInTheLocalesDigits() throws {
    let result = try InputRulesCommand.run([
      "check", "--locale", "ar_EG", "--language", "en", "--rule", Self.mask,
      "+1 (٥٥٥) ١٢٣-٤٥٦٧", "+1 (555) 123-4567", "5551234567", "+1 (٥٥٥) ١٢٣",
    ])
    #expect(
      result.stdout
        == "valid\t5551234567\nvalid\t5551234567\nvalid\t5551234567\n"
        + "invalid\tincomplete\t“+1 ([000]) [000]-[0000]” needs more characters.\n")
  }
}
