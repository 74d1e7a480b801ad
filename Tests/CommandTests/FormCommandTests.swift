import Foundation
import Testing

/// `inputrules check --form`: a whole form's values on standard input, its verdict as JSON
/// (docs/cli.md, "Forms").
@Suite struct FormCommandTests {
  /// The contract's example form (docs/cli.md).
  static let booking =
    "@"
    + URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/booking-form.json").path

  static func check(_ values: String, _ extra: [String] = []) throws -> InputRulesCommand.Result {
    try InputRulesCommand.run(
      ["check", "--form", booking, "--today", "2026-12-04", "--language", "en"] + extra,
      input: values)
  }

  static func verdict(_ result: InputRulesCommand.Result) throws -> [String: Any] {
    try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  static func field(_ verdict: [String: Any], _ name: String) -> [String: Any]? {
    (verdict["fields"] as? [String: Any])?[name] as? [String: Any]
  }

  @Test func aValidFormExitsZeroWithEveryFieldInOrder() throws {
    let result = try Self.check(
      #"{"arrival":"10.12.2026","departure":"12.12.2026","email":"a@b.example"}"#)
    #expect(result.status == 0, "\(result.stderr)")
    let verdict = try Self.verdict(result)
    #expect(verdict["valid"] as? Bool == true)
    #expect(verdict["firstInvalid"] is NSNull)
    #expect(Self.field(verdict, "departure")?["value"] as? String == "2026-12-12")
    #expect(Self.field(verdict, "phone")?["state"] as? String == "empty")
    let names = ["arrival", "departure", "birthDate", "password", "password2", "phone", "email"]
    let order = names.compactMap { result.stdout.range(of: "\"\($0)\":{")?.lowerBound }
    #expect(order == order.sorted() && order.count == names.count, "fields in form order")
  }

  @Test func crossFieldErrorsNameTheOtherField() throws {
    let result = try Self.check(
      #"{"arrival":"10.12.2026","departure":"10.12.2026","password":"a","phone":null}"#)
    #expect(result.status == 1)
    let verdict = try Self.verdict(result)
    #expect(verdict["firstInvalid"] as? String == "departure")
    let departure = try #require(Self.field(verdict, "departure"))
    #expect(departure["reason"] as? String == "order")
    #expect(departure["related"] as? [String] == ["arrival"])
    #expect(departure["message"] as? String == "This must be at least 1 day after Arrival.")
    #expect(Self.field(verdict, "password2")?["reason"] as? String == "requiredIf")
    #expect(Self.field(verdict, "phone")?["reason"] as? String == "oneOf")
  }

  @Test func datesRelativeToTodayFollowTheClock() throws {
    let young = try Self.check(
      #"{"arrival":"03.12.2026","birthDate":"05.12.2008"}"#)
    let verdict = try Self.verdict(young)
    #expect(Self.field(verdict, "arrival")?["reason"] as? String == "outOfRange")
    #expect(Self.field(verdict, "birthDate")?["reason"] as? String == "outOfRange")
    let adult = try Self.verdict(
      try Self.check(#"{"arrival":"04.12.2026","birthDate":"04.12.2008"}"#))
    #expect(Self.field(adult, "arrival")?["state"] as? String == "valid")
    #expect(Self.field(adult, "birthDate")?["state"] as? String == "valid")
  }

  @Test func labelsAndMessagesFollowTheLanguage() throws {
    let result = try InputRulesCommand.run(
      ["check", "--form", Self.booking, "--today", "2026-12-04"],
      input: #"{"arrival":"10.12.2026","departure":"10.12.2026","email":"x"}"#)
    let departure = Self.field(try Self.verdict(result), "departure")
    #expect((departure?["message"] as? String)?.contains("Arrival") == true)
    #expect((departure?["message"] as? String)?.hasPrefix("This") == false, "told in German")
  }

  @Test func unknownNamesAreIgnoredAndListed() throws {
    let result = try Self.check(
      #"{"arrival":"10.12.2026","departure":"12.12.2026","email":"a","submit":"Book"}"#)
    #expect(result.status == 0)
    #expect(try Self.verdict(result)["ignored"] as? [String] == ["submit"])
  }

  @Test(arguments: [
    (#"{"arrival": true}"#, "values.arrival must be a string"),
    (#"{"a":1,"a":2}"#, "duplicate key"),
    (#"["arrival"]"#, "values must be a JSON object"),
    (#"{"arrival":"10.12.2026""#, "values:"),
    (#"{"departure": 12}"#, "values.departure must be a string"),
  ])
  func badValuesAreErrorsNamingTheKey(_ values: String, _ message: String) throws {
    let result = try Self.check(values)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func aNumberIsTakenAsItsExactText() throws {
    let form = #"{"fields":[{"name":"guests","rule":{"kind":"integer","min":1,"max":8}}]}"#
    let result = try InputRulesCommand.run(["check", "--form", form], input: #"{"guests": 4}"#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""guests":{"state":"valid","value":"4"}"#))
  }

  @Test(arguments: [
    (
      #"{"fields":[{"name":"a","rule":{"kind":"text"}}],"rules":[{"rule":"equal","fields":["a","b"]}]}"#,
      "rules[0].fields[1]"
    ),
    (
      #"{"fields":[{"name":"a","rule":{"kind":"text"}},{"name":"b","rule":{"kind":"text"}}],"rules":[{"rule":"order","fields":["a","b"]}]}"#,
      "rules[0]: field \"a\" has no order"
    ),
    (
      #"{"fields":[{"name":"a","rule":{"kind":"text"}},{"name":"a","rule":{"kind":"text"}}]}"#,
      "fields[1].name"
    ),
    (
      #"{"fields":[{"name":"a","rule":{"kind":"text"}},{"name":"b","rule":{"kind":"text"}}],"rules":[{"rule":"requiredIf","field":"a","when":"b"},{"rule":"requiredIf","field":"b","when":"a"}]}"#,
      "cycle"
    ),
    (
      #"{"fields":[{"name":"a","label":{"fr":"A"},"rule":{"kind":"text"}}]}"#,
      "fields[0] (\"a\").label has no label in \"en\""
    ),
    (
      #"{"fields":[{"name":"a","rule":{"kind":"date","format":"dd.MM.yyyy"}},{"name":"b","rule":{"kind":"integer"}}],"rules":[{"rule":"order","fields":["a","b"]}]}"#,
      "cannot be compared"
    ),
    (#"{"fields":[{"name":"a","rule":{"kind":"nope"}}]}"#, "fields[0] (\"a\").rule.kind"),
  ])
  func badFormSpecsAreErrorsNamingTheKey(_ spec: String, _ message: String) throws {
    let result = try InputRulesCommand.run(
      ["check", "--form", spec, "--language", "en"], input: "{}")
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
