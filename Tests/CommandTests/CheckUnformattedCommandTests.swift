import Testing

/// `check` takes a value as a server receives it: as the field shows it, or unformatted (its
/// canonical string, or its raw characters alone), for every reformatting kind, and judges both
/// the same way. Each of these unformatted entries was refused as "not laid out".
@Suite("inputrules check: unformatted values")
struct CheckUnformattedCommandTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: String
    var shown: String
    var unformatted: String
    /// `valid` and the canonical value, or `invalid` and the reason code.
    var verdict: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "card", spec: #"{"kind":"card"}"#, shown: "4111 1111 1111 1111",
      unformatted: "4111111111111111", verdict: "valid\t4111111111111111"),
    Case(
      name: "card with a bad Luhn digit", spec: #"{"kind":"card"}"#, shown: "3782 822463 10006",
      unformatted: "378282246310006", verdict: "invalid\tchecksum"),
    Case(
      name: "card, incomplete", spec: #"{"kind":"card"}"#, shown: "4111 11",
      unformatted: "411111", verdict: "invalid\tincomplete"),
    Case(
      name: "IBAN", spec: #"{"kind":"iban"}"#, shown: "DE89 3704 0044 0532 0130 00",
      unformatted: "DE89370400440532013000", verdict: "valid\tDE89370400440532013000"),
    Case(
      name: "IBAN with bad check digits", spec: #"{"kind":"iban"}"#,
      shown: "DE89 3704 0044 0532 0130 01", unformatted: "DE89370400440532013001",
      verdict: "invalid\tchecksum"),
    Case(
      name: "one-time code", spec: #"{"kind":"oneTimeCode","length":6}"#, shown: "123456",
      unformatted: "123456", verdict: "valid\t123456"),
    Case(
      name: "date in ISO 8601", spec: #"{"kind":"date","format":"dd.MM.yyyy"}"#,
      shown: "13.06.2024", unformatted: "2024-06-13", verdict: "valid\t2024-06-13"),
    Case(
      name: "date after max in ISO 8601",
      spec: #"{"kind":"date","format":"dd.MM.yyyy","max":"2025-12-31"}"#, shown: "01.01.2030",
      unformatted: "2030-01-01", verdict: "invalid\toutOfRange"),
    Case(
      name: "phone mask", spec: #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#,
      shown: "+1 (555) 123-4567", unformatted: "5551234567", verdict: "valid\t5551234567"),
    Case(
      name: "phone mask, incomplete", spec: #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#,
      shown: "+1 (555) 123-", unformatted: "555123", verdict: "invalid\tincomplete"),
  ]

  @Test(arguments: cases)
  func unformattedIsJudgedAsShown(_ c: Case) throws {
    let (result, lines) = try InputRulesCommand.check(c.spec, [c.unformatted, c.shown])
    #expect(result.stderr == "")
    #expect(lines == [c.verdict, c.verdict])
    // The messages are the same too.
    #expect(result.lines.count == 2 && result.lines[0] == result.lines[1])
    #expect(result.status == (c.verdict.hasPrefix("valid\t") ? 0 : 1))
  }
}
