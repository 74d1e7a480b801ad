import InputRules
import InputRulesCodes
import InputRulesDates
import InputRulesSpec
import Testing

/// `check` under a reformatting rule takes a value as a server receives it, unformatted (its
/// canonical string, or its raw characters alone), and judges it as the text the field shows
/// for it: the same verdict, whichever form the client sent.
@Suite("Strict entries: unformatted values of reformatting rules")
struct UnformattedEntryTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: String
    /// The entry as the field shows it.
    var shown: String
    /// The same entry unformatted.
    var unformatted: String
    /// The verdict: `valid` and the canonical value, or `invalid` and the reason code.
    var verdict: String
    var testDescription: String { name }
  }

  static let card = #"{"kind":"card"}"#
  static let iban = #"{"kind":"iban"}"#
  static let phone = #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#
  static let zip =
    #"{"kind":"mask","formats":["[00000]","[00000]-[0000]"],"affinity":"extractedValueCapacity"}"#

  static let cases: [Case] = [
    Case(
      name: "card, valid", spec: card, shown: "4111 1111 1111 1111",
      unformatted: "4111111111111111", verdict: "valid 4111111111111111"),
    Case(
      name: "card, a bad Luhn digit", spec: card, shown: "3782 822463 10006",
      unformatted: "378282246310006", verdict: "invalid checksum"),
    Case(
      name: "card, incomplete", spec: card, shown: "4111 11", unformatted: "411111",
      verdict: "invalid incomplete"),
    Case(
      name: "IBAN, valid", spec: iban, shown: "DE89 3704 0044 0532 0130 00",
      unformatted: "DE89370400440532013000", verdict: "valid DE89370400440532013000"),
    Case(
      name: "IBAN, bad check digits", spec: iban, shown: "DE89 3704 0044 0532 0130 01",
      unformatted: "DE89370400440532013001", verdict: "invalid checksum"),
    Case(
      name: "IBAN, incomplete", spec: iban, shown: "DE89 37", unformatted: "DE8937",
      verdict: "invalid incomplete"),
    Case(
      name: "one-time code, incomplete", spec: #"{"kind":"oneTimeCode","length":6}"#,
      shown: "12345", unformatted: "12345", verdict: "invalid incomplete"),
    Case(
      name: "date in ISO 8601", spec: #"{"kind":"date","format":"dd.MM.yyyy"}"#,
      shown: "13.06.2024", unformatted: "2024-06-13", verdict: "valid 2024-06-13"),
    Case(
      name: "date, its digits alone", spec: #"{"kind":"date","format":"dd.MM.yyyy"}"#,
      shown: "13.06.2024", unformatted: "13062024", verdict: "valid 2024-06-13"),
    Case(
      name: "12-hour time in ISO 8601", spec: #"{"kind":"date","format":"hhmm a"}"#,
      shown: "0613 PM", unformatted: "18:13", verdict: "valid 18:13"),
    Case(
      name: "phone mask, valid", spec: phone, shown: "+1 (555) 123-4567",
      unformatted: "5551234567", verdict: "valid 5551234567"),
    Case(
      name: "phone mask, incomplete", spec: phone, shown: "+1 (555) 123-",
      unformatted: "555123", verdict: "invalid incomplete"),
    Case(
      name: "mask of two formats, the longer", spec: zip, shown: "12345-6789",
      unformatted: "123456789", verdict: "valid 123456789"),
  ]

  static func verdict(_ verdict: StrictEntry.Verdict) -> String {
    switch verdict {
    case .valid(let canonical): return "valid " + canonical
    case .invalid(let reason): return "invalid " + reason.code.rawValue
    }
  }

  static func rule(_ spec: String) throws -> any InputRule {
    try RuleSpec(json: spec).makeCheckRule(in: RuleContext(localeIdentifier: "en_US"))
  }

  /// Judged as the shown text is: the same verdict, message included.
  @Test(arguments: cases)
  func unformattedIsJudgedAsShown(_ c: Case) throws {
    let rule = try Self.rule(c.spec)
    let unformatted = StrictEntry.check(c.unformatted, under: rule)
    #expect(Self.verdict(unformatted) == c.verdict)
    #expect(unformatted == StrictEntry.check(c.shown, under: rule))
  }

  /// A rule whose type is known reaches the same reading without a dynamic cast (as Embedded
  /// Swift must).
  @Test func aKnownReformattingRuleReadsUnformattedEntries() throws {
    #expect(
      StrictEntry.check("4111111111111111", under: CardRule())
        == .valid(canonical: "4111111111111111"))
    let format = try DateFormat("dd.MM.yyyy")
    let date = try DateRule(format: format)
    #expect(StrictEntry.check("2024-06-13", under: date) == .valid(canonical: "2024-06-13"))
  }

  /// What `ReformattingRule.received` makes of entries: the shown text is judged as written,
  /// an unformatted value stands for its shown text, a canonical string of a value the field
  /// refuses gives that reason, and anything else is judged as written (invalid).
  @Test func receivedReadsEachForm() throws {
    let card = CardRule()
    #expect(card.received("4111 1111 1111 1111") == .asWritten)
    #expect(card.received("4111111111111111") == .shown("4111 1111 1111 1111"))
    #expect(card.received("4111-1111-1111-1111") == .asWritten)
    #expect(card.received("") == .asWritten)
    let format = try DateFormat("dd.MM.yyyy")
    let birthday = try DateRule(format: format, max: DateValue(iso: "2025-12-31", for: format))
    #expect(birthday.received("2024-06-13") == .shown("13.06.2024"))
    guard case .refused(let reason) = birthday.received("2030-01-01") else {
      Issue.record("an ISO date after max is refused")
      return
    }
    #expect(reason.code == .outOfRange)
    #expect(
      StrictEntry.check("2030-01-01", under: birthday)
        == StrictEntry.check("01.01.2030", under: birthday))
  }

  /// Other layouts than the field's stay refused: only the shown text and the unformatted value
  /// are taken.
  static let otherLayouts: [Named<(spec: String, entry: String), String>] = [
    Named("card with dashes", (card, "4111-1111-1111-1111"), "invalid reformatted"),
    Named("phone with spaces", (phone, "+1 555 123 4567"), "invalid disallowedCharacter"),
    Named(
      "code with a dash", (#"{"kind":"oneTimeCode","length":6}"#, "123-456"),
      "invalid reformatted"),
  ]

  @Test(arguments: otherLayouts)
  func otherLayoutsStayRefused(_ c: Named<(spec: String, entry: String), String>) throws {
    let rule = try Self.rule(c.input.spec)
    #expect(Self.verdict(StrictEntry.check(c.input.entry, under: rule)) == c.expected)
  }
}
