import Foundation
import Testing

/// The `date` and `card` kinds through the built command: calendar checks at each key, bounds,
/// pastes, the locale's pattern, the brand printed by `replay`, `check` and spec errors.
@Suite("inputrules replay and check: dates and cards")
struct DateCardCommandTests {
  static let date = #"{"kind":"date","format":"dd.MM.yyyy"}"#
  static let birth = #"{"kind":"date","format":"dd.MM.yyyy","min":"1900-01-01","max":"2026-11-25"}"#
  static let expiry = #"{"kind":"date","format":"MM/yy","min":"2026-11"}"#
  static let card = #"{"kind":"card"}"#
  static let amexOrMastercard = #"{"kind":"card","brands":["amex","mastercard"]}"#

  static let replayCases: [ReplayCase] = [
    ReplayCase(
      name: "a day padded, separators written at once, the value in ISO 8601", rule: date,
      events: [#"{"type":"4"}"#, #"{"type":"12"}"#, #"{"type":"2026"}"#],
      expected: [
        #"{"text":"04.","selection":[3,3],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"04.12.","selection":[6,6],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"04.12.2026","selection":[10,10],"state":"valid","value":"2026-12-04","accepted":true}"#,
      ]),
    ReplayCase(
      name: "31 then February refused at the month's second digit", rule: date,
      events: [#"{"type":"31"}"#, #"{"type":"02"}"#],
      expected: [
        #"{"text":"31.","selection":[3,3],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"31.0","selection":[4,4],"state":"incomplete","value":null,"accepted":false,"reason":"impossibleDate"}"#,
      ]),
    ReplayCase(
      name: "29.02. then 2023 refused at its last digit, 2024 taken", rule: date,
      events: [#"{"type":"2902202"}"#, #"{"type":"3"}"#, #"{"type":"4"}"#],
      expected: [
        #"{"text":"29.02.202","selection":[9,9],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"29.02.202","selection":[9,9],"state":"incomplete","value":null,"accepted":false,"reason":"impossibleDate"}"#,
        #"{"text":"29.02.2024","selection":[10,10],"state":"valid","value":"2024-02-29","accepted":true}"#,
      ]),
    ReplayCase(
      name: "a year that cannot reach the range refused at its first digit", rule: birth,
      events: [#"{"type":"0403"}"#, #"{"type":"0"}"#, #"{"type":"3"}"#, #"{"type":"2"}"#],
      expected: [
        #"{"text":"04.03.","selection":[6,6],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"04.03.","selection":[6,6],"state":"incomplete","value":null,"accepted":false,"reason":"outOfRange"}"#,
        #"{"text":"04.03.","selection":[6,6],"state":"incomplete","value":null,"accepted":false,"reason":"outOfRange"}"#,
        #"{"text":"04.03.2","selection":[7,7],"state":"incomplete","value":null,"accepted":true}"#,
      ]),
    ReplayCase(
      name: "pastes in ISO 8601 and in the pattern, setValue in ISO 8601", rule: date,
      events: [
        #"{"paste":"2024-02-29"}"#, #"{"select":[0,10]}"#, #"{"paste":"1.2.2024"}"#,
        #"{"setValue":"2023-02-28"}"#, #"{"setValue":"2023-02-29"}"#,
      ],
      expected: [
        #"{"text":"29.02.2024","selection":[10,10],"state":"valid","value":"2024-02-29","accepted":true}"#,
        #"{"text":"29.02.2024","selection":[0,10],"state":"valid","value":"2024-02-29","accepted":true}"#,
        #"{"text":"01.02.2024","selection":[10,10],"state":"valid","value":"2024-02-01","accepted":true}"#,
        #"{"text":"28.02.2023","selection":[10,10],"state":"valid","value":"2023-02-28","accepted":true}"#,
        #"{"text":"28.02.2023","selection":[10,10],"state":"valid","value":"2023-02-28","accepted":false,"reason":"invalidValue"}"#,
      ]),
    ReplayCase(
      name: "an expiry month already past refused at the year's last digit", rule: expiry,
      events: [#"{"type":"102"}"#, #"{"type":"6"}"#, #"{"type":"7"}"#],
      expected: [
        #"{"text":"10/2","selection":[4,4],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"10/2","selection":[4,4],"state":"incomplete","value":null,"accepted":false,"reason":"outOfRange"}"#,
        #"{"text":"10/27","selection":[5,5],"state":"valid","value":"2027-10","accepted":true}"#,
      ]),
    ReplayCase(
      name: "a 12-hour time: p gives PM, the value is 24-hour",
      rule: #"{"kind":"date","format":"hh:mm a"}"#, events: [#"{"type":"0230p"}"#],
      expected: [
        #"{"text":"02:30 PM","selection":[8,8],"state":"valid","value":"14:30","accepted":true}"#
      ]),
    ReplayCase(
      name: "a card's brand printed from its first digit, grouped in fours", rule: card,
      events: [#"{"type":"4"}"#, #"{"type":"111111111111111"}"#],
      expected: [
        #"{"text":"4","selection":[1,1],"state":"incomplete","value":null,"brand":"visa","accepted":true}"#,
        #"{"text":"4111 1111 1111 1111","selection":[19,19],"state":"valid","value":"4111111111111111","brand":"visa","accepted":true}"#,
      ]),
    ReplayCase(
      name: "American Express 4-6-5, a sixteenth digit refused", rule: card,
      events: [#"{"type":"378282246310005"}"#, #"{"type":"1"}"#],
      expected: [
        #"{"text":"3782 822463 10005","selection":[17,17],"state":"valid","value":"378282246310005","brand":"amex","accepted":true}"#,
        #"{"text":"3782 822463 10005","selection":[17,17],"state":"valid","value":"378282246310005","brand":"amex","accepted":false,"reason":"tooLong"}"#,
      ]),
    ReplayCase(
      name: "a brand not accepted refused at its first digit, brand null in an empty field",
      rule: amexOrMastercard, events: [#"{"type":"4"}"#, #"{"setValue":"5555555555554444"}"#],
      expected: [
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"brand":null,"accepted":false,"reason":"brandNotAccepted"}"#,
        #"{"text":"5555 5555 5555 4444","selection":[19,19],"state":"valid","value":"5555555555554444","brand":"mastercard","accepted":true}"#,
      ]),
  ]

  @Test(arguments: replayCases)
  func replays(_ c: ReplayCase) throws {
    let (result, lines) = try InputRulesCommand.replay(c.rule, c.events)
    #expect(lines == c.expected)
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  static let checkCases: [MaskCheckCase] = [
    MaskCheckCase(
      "dates as shown: a leap day, one of a common year, 1900 and 2000",
      (date, ["29.02.2024", "29.02.2023", "29.02.1900", "29.02.2000"]),
      [
        "valid\t2024-02-29", "invalid\timpossibleDate", "invalid\timpossibleDate",
        "valid\t2000-02-29",
      ]),
    MaskCheckCase(
      "an expiry: later, this month, already past", (expiry, ["03/27", "11/26", "10/26"]),
      ["valid\t2027-03", "valid\t2026-11", "invalid\toutOfRange"]),
    MaskCheckCase(
      "times: 23:59 and 24:00", (#"{"kind":"date","format":"HH:mm"}"#, ["23:59", "24:00"]),
      ["valid\t23:59", "invalid\timpossibleDate"]),
    MaskCheckCase(
      "cards: Luhn passes, fails with a longer length left, fails at the longest",
      (card, ["4111 1111 1111 1111", "4111 1111 1111 1112", "3782 822463 10006"]),
      ["valid\t4111111111111111", "invalid\tincomplete", "invalid\tchecksum"]),
  ]

  @Test(arguments: checkCases)
  func checks(_ c: MaskCheckCase) throws {
    let (result, lines) = try InputRulesCommand.check(c.rule, c.values)
    #expect(result.stderr == "")
    #expect(lines == c.expected)
    #expect(result.status == (c.expected.allSatisfy { $0.hasPrefix("valid\t") } ? 0 : 1))
  }

  /// Without `format`, the locale's order and separator with a four-digit year.
  @Test(arguments: [
    ("de_DE", "29.02.2024"), ("en_US", "02/29/2024"), ("ja_JP", "2024/02/29"),
  ])
  func theLocalesPattern(_ locale: String, _ entry: String) throws {
    let result = try InputRulesCommand.run([
      "check", "--locale", locale, "--rule", #"{"kind":"date"}"#, entry,
    ])
    #expect(result.stdout == "valid\t2024-02-29\n")
    #expect(result.status == 0)
  }

  static let specErrors: [(String, String)] = [
    (
      #"{"kind":"date","format":"dd.MM.yyyx"}"#,
      #"error: rule spec: "format" "dd.MM.yyyx": “yyy” is not a field: write “yyyy” or “yy” (at offset 6)"#
    ),
    (
      #"{"kind":"date","format":"dd.MM.yyyy","min":"2024-13-01"}"#,
      #"error: rule spec: "min" is not a date in "format" "dd.MM.yyyy": got "2024-13-01", expected ISO 8601 with the pattern's fields, such as "2024-02-29""#
    ),
    (
      #"{"kind":"date","format":"MM/yy","max":"2027-03-01"}"#,
      #"error: rule spec: "max" is not a date in "format" "MM/yy": got "2027-03-01", expected ISO 8601 with the pattern's fields, such as "2027-03""#
    ),
    (
      #"{"kind":"date","format":"HH:mm","min":"15:00","max":"14:00"}"#,
      #"error: rule spec: "min" ("15:00") is after "max" ("14:00")"#
    ),
    (
      #"{"kind":"card","brands":["visa","mastercard","amx"]}"#,
      #"error: rule spec: "brands"[2] is not a card brand: expected one of "visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "maestro", "mir", got "amx" (did you mean "amex"?)"#
    ),
    (
      #"{"kind":"card","brands":[]}"#,
      #"error: rule spec: "brands" is empty: the field would accept no card"#
    ),
    (
      #"{"kind":"card","brands":"visa"}"#,
      #"error: rule spec: "brands" must be an array of one of "visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "maestro", "mir", got "visa""#
    ),
    (
      #"{"kind":"card","brands":["visa","visa"]}"#,
      #"error: rule spec: "brands"[1] "visa" repeats "brands"[0]"#
    ),
    (
      #"{"kind":"date","maxLength":10}"#,
      #"error: rule spec: "maxLength" (10) does not apply to kind "date": the length of its text is set by "format""#
    ),
  ]

  @Test(arguments: specErrors)
  func specErrorsNameTheKey(_ rule: String, _ message: String) throws {
    let result = try InputRulesCommand.run(["check", "--rule", rule, "1"])
    #expect(result.status == 2)
    #expect(result.stderr == message + "\n")
  }
}
