import Foundation
import Testing

/// The `oneTimeCode` and `iban` kinds through the built command.
@Suite("inputrules replay and check: one-time codes and IBANs")
struct CodeCommandTests {
  static let code = #"{"kind":"oneTimeCode","length":6}"#
  static let iban = #"{"kind":"iban"}"#

  static let replayCases: [ReplayCase] = [
    ReplayCase(
      name: "one-time code: a letter refused, a message's code taken, two codes refused",
      rule: code,
      events: [
        #"{"type":"12a3"}"#, #"{"paste":"Your code is 123-456"}"#,
        #"{"paste":"Codes 123456 and 654321"}"#, #"{"backspace":1}"#, #"{"setValue":"654321"}"#,
        #"{"setValue":"65432"}"#,
      ],
      expected: [
        #"{"text":"123","selection":[3,3],"state":"incomplete","value":null,"accepted":false,"reason":"disallowedCharacter"}"#,
        #"{"text":"123456","selection":[6,6],"state":"valid","value":"123456","accepted":true,"reason":"filtered"}"#,
        #"{"text":"123456","selection":[6,6],"state":"valid","value":"123456","accepted":false,"reason":"severalCodes"}"#,
        #"{"text":"12345","selection":[5,5],"state":"incomplete","value":"123456","accepted":true}"#,
        #"{"text":"654321","selection":[6,6],"state":"valid","value":"654321","accepted":true}"#,
        #"{"text":"654321","selection":[6,6],"state":"valid","value":"654321","accepted":false,"reason":"invalidValue"}"#,
      ]),
    ReplayCase(
      name: "one-time code: digits of another script stored as ASCII",
      rule: #"{"kind":"oneTimeCode","length":4}"#,
      events: [#"{"type":"١٢٣٤"}"#],
      expected: [
        #"{"text":"1234","selection":[4,4],"state":"valid","value":"1234","accepted":true,"reason":"reformatted"}"#
      ]),
    ReplayCase(
      name: "IBAN: letters upper-cased, groups of four, the country's length, Backspace",
      rule: iban,
      events: [
        #"{"type":"de89"}"#, #"{"paste":"3704 0044 0532 0130 00"}"#, #"{"type":"1"}"#,
        #"{"backspace":2}"#, #"{"type":"1"}"#,
      ],
      expected: [
        #"{"text":"DE89","selection":[4,4],"state":"incomplete","value":null,"accepted":true,"reason":"caseConverted"}"#,
        #"{"text":"DE89 3704 0044 0532 0130 00","selection":[27,27],"state":"valid","value":"DE89370400440532013000","accepted":true}"#,
        #"{"text":"DE89 3704 0044 0532 0130 00","selection":[27,27],"state":"valid","value":"DE89370400440532013000","accepted":false,"reason":"tooLong"}"#,
        #"{"text":"DE89 3704 0044 0532 0130","selection":[24,24],"state":"incomplete","value":"DE89370400440532013000","accepted":true}"#,
        #"{"text":"DE89 3704 0044 0532 0130 1","selection":[26,26],"state":"incomplete","value":"DE89370400440532013000","accepted":true}"#,
      ]),
    ReplayCase(
      name: "IBAN: a mistyped number is invalid, setValue takes one without spaces",
      rule: iban,
      events: [
        #"{"paste":"GB82 WEST 1234 5698 7654 33"}"#, #"{"setValue":"GB82WEST12345698765432"}"#,
      ],
      expected: [
        #"{"text":"GB82 WEST 1234 5698 7654 33","selection":[27,27],"state":"invalid","value":null,"accepted":true}"#,
        #"{"text":"GB82 WEST 1234 5698 7654 32","selection":[27,27],"state":"valid","value":"GB82WEST12345698765432","accepted":true}"#,
      ]),
  ]

  @Test(arguments: replayCases)
  func replays(_ c: ReplayCase) throws {
    let (result, lines) = try InputRulesCommand.replay(c.rule, c.events)
    #expect(lines.map(InputRulesCommand.withoutMessage) == c.expected)
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  static let checkCases: [MaskCheckCase] = [
    MaskCheckCase(
      "one-time code: complete, short, a letter", (code, ["123456", "12345", "12a456"]),
      ["valid\t123456", "invalid\tincomplete", "invalid\treformatted"]),
    MaskCheckCase(
      "IBAN: as shown, mistyped, an unknown country",
      (iban, ["DE89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 01", "XX12"]),
      ["valid\tDE89370400440532013000", "invalid\tchecksum", "invalid\tunknownCountry"]),
  ]

  @Test(arguments: checkCases)
  func checks(_ c: MaskCheckCase) throws {
    let (result, lines) = try InputRulesCommand.check(c.rule, c.values)
    #expect(result.stderr == "")
    #expect(lines == c.expected)
    #expect(result.status == (c.expected.allSatisfy { $0.hasPrefix("valid\t") } ? 0 : 1))
  }

  static let specErrors: [(String, String)] = [
    (
      #"{"kind":"oneTimeCode","length":3}"#,
      #"error: rule spec: "length" must be an integer from 4 to 10, got 3"#
    ),
    (
      #"{"kind":"oneTimeCode","length":"6"}"#,
      #"error: rule spec: "length" must be an integer from 4 to 10, got "6""#
    ),
    (
      #"{"kind":"oneTimeCode","maxLength":3}"#,
      #"error: rule spec: "maxLength" (3) does not apply to kind "oneTimeCode": the length of its text is set by "length""#
    ),
    (
      #"{"kind":"iban","maxLength":30}"#,
      #"error: rule spec: "maxLength" (30) does not apply to kind "iban": the length of its text is set by the country's IBAN length"#
    ),
  ]

  @Test(arguments: specErrors)
  func specErrorsNameTheKey(_ rule: String, _ message: String) throws {
    let result = try InputRulesCommand.run(["check", "--rule", rule, "1"])
    #expect(result.status == 2)
    #expect(result.stderr == message + "\n")
  }
}
