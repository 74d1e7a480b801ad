import Foundation
import Testing

/// A named spec error: the spec and the whole message, which names the key.
struct SpecErrorCase: Sendable, CustomTestStringConvertible {
  var name: String
  var rule: String
  var message: String
  var testDescription: String { name }
}

/// The `phone` kind through the built command: numbers laid out as typed, nationally and with
/// `+`, the `region` and `numberType` replay prints, `check` printing E.164, and spec errors.
@Suite("inputrules replay and check: phone numbers")
struct PhoneCommandTests {
  static let germany = #"{"kind":"phone","region":"DE"}"#
  static let unitedStates = #"{"kind":"phone","region":"US"}"#
  static let germanyOrAustria = #"{"kind":"phone","region":"DE","allowedRegions":["DE","AT"]}"#

  static let replayCases: [ReplayCase] = [
    ReplayCase(
      name: "a German mobile number typed nationally: its region from the first digits, its "
        + "type once it is a number, a further digit refused",
      rule: germany, events: [#"{"type":"0151"}"#, #"{"type":"23456789"}"#, #"{"type":"0"}"#],
      expected: [
        #"{"text":"0151","selection":[4,4],"state":"incomplete","value":null,"region":"DE","numberType":null,"accepted":true}"#,
        #"{"text":"01512 3456789","selection":[13,13],"state":"valid","value":"+4915123456789","region":"DE","numberType":"mobile","accepted":true}"#,
        #"{"text":"01512 3456789","selection":[13,13],"state":"valid","value":"+4915123456789","region":"DE","numberType":"mobile","accepted":false,"reason":"noSuchNumber"}"#,
      ]),
    ReplayCase(
      name: "the same number typed with +49: no region before the calling code is complete, "
        + "the international layout, kept on commit",
      rule: germany,
      events: [#"{"type":"+49"}"#, #"{"type":"15123456789"}"#, #"{"commit":true}"#],
      expected: [
        #"{"text":"+49","selection":[3,3],"state":"incomplete","value":null,"region":null,"numberType":null,"accepted":true}"#,
        #"{"text":"+49 1512 3456789","selection":[16,16],"state":"valid","value":"+4915123456789","region":"DE","numberType":"mobile","accepted":true}"#,
        #"{"text":"+49 1512 3456789","selection":[16,16],"state":"valid","value":"+4915123456789","region":"DE","numberType":"mobile","accepted":true}"#,
      ]),
    ReplayCase(
      name: "a Berlin landline, then a US contact pasted over it, then a value set shown "
        + "nationally",
      rule: germany,
      events: [
        #"{"type":"0301234567"}"#, #"{"select":[0,11]}"#, #"{"paste":"+1 201-555-0123"}"#,
        #"{"setValue":"+4915123456789"}"#,
      ],
      expected: [
        #"{"text":"030 1234567","selection":[11,11],"state":"valid","value":"+49301234567","region":"DE","numberType":"fixedLine","accepted":true}"#,
        #"{"text":"030 1234567","selection":[0,11],"state":"valid","value":"+49301234567","region":"DE","numberType":"fixedLine","accepted":true}"#,
        #"{"text":"+1 201-555-0123","selection":[15,15],"state":"valid","value":"+12015550123","region":"US","numberType":"fixedLineOrMobile","accepted":true}"#,
        #"{"text":"01512 3456789","selection":[13,13],"state":"valid","value":"+4915123456789","region":"DE","numberType":"mobile","accepted":true}"#,
      ]),
    ReplayCase(
      name: "a Canadian number typed in a US field belongs to Canada",
      rule: unitedStates, events: [#"{"type":"2042345678"}"#],
      expected: [
        #"{"text":"(204) 234-5678","selection":[14,14],"state":"valid","value":"+12042345678","region":"CA","numberType":"fixedLineOrMobile","accepted":true}"#
      ]),
    ReplayCase(
      name: "allowedRegions: +1 refused at its digit, an Austrian number taken",
      rule: germanyOrAustria, events: [#"{"type":"+1"}"#, #"{"type":"43664123456"}"#],
      expected: [
        #"{"text":"+","selection":[1,1],"state":"incomplete","value":null,"region":null,"numberType":null,"accepted":false,"reason":"regionNotAccepted"}"#,
        #"{"text":"+43 664 123456","selection":[14,14],"state":"valid","value":"+43664123456","region":"AT","numberType":"mobile","accepted":true}"#,
      ]),
    ReplayCase(
      name: "international: the national prefix brings the calling code, the rest follows it",
      rule: #"{"kind":"phone","region":"DE","international":true}"#,
      events: [#"{"type":"0"}"#, #"{"type":"15123456789"}"#],
      expected: [
        #"{"text":"+49","selection":[3,3],"state":"incomplete","value":null,"region":null,"numberType":null,"accepted":true,"reason":"reformatted"}"#,
        #"{"text":"+49 1512 3456789","selection":[16,16],"state":"valid","value":"+4915123456789","region":"DE","numberType":"mobile","accepted":true}"#,
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
      "a German mobile number as shown nationally and internationally, and in E.164",
      (germany, ["01512 3456789", "+49 1512 3456789", "+4915123456789"]),
      ["valid\t+4915123456789", "valid\t+4915123456789", "valid\t+4915123456789"]),
    MaskCheckCase(
      "unformatted national digits, a landline, a number of another country",
      (germany, ["015123456789", "030 1234567", "+1 201-555-0123"]),
      ["valid\t+4915123456789", "valid\t+49301234567", "valid\t+12015550123"]),
    MaskCheckCase(
      "a US number as the US writes it and in E.164",
      (unitedStates, ["(201) 555-0123", "+12015550123"]),
      ["valid\t+12015550123", "valid\t+12015550123"]),
    MaskCheckCase(
      "laid out otherwise, unfinished, of a region not accepted",
      (germanyOrAustria, ["0151 23456789", "0151", "+1 201-555-0123"]),
      ["invalid\treformatted", "invalid\tincomplete", "invalid\tregionNotAccepted"]),
  ]

  @Test(arguments: checkCases)
  func checks(_ c: MaskCheckCase) throws {
    let (result, lines) = try InputRulesCommand.check(c.rule, c.values)
    #expect(result.stderr == "")
    #expect(lines == c.expected)
    #expect(result.status == (c.expected.allSatisfy { $0.hasPrefix("valid\t") } ? 0 : 1))
  }

  /// The region is read in any case: `de` is Germany.
  @Test func theRegionInLowerCase() throws {
    let (result, lines) = try InputRulesCommand.check(
      #"{"kind":"phone","region":"de"}"#, ["01512 3456789"])
    #expect(lines == ["valid\t+4915123456789"])
    #expect(result.status == 0)
  }

  static let specErrors: [SpecErrorCase] = [
    SpecErrorCase(
      name: "region missing", rule: #"{"kind":"phone"}"#,
      message:
        #"error: rule spec: a "phone" spec needs "region": where the user dials from, such as "DE""#
    ),
    SpecErrorCase(
      name: "region XX unknown", rule: #"{"kind":"phone","region":"XX"}"#,
      message:
        #"error: rule spec: "region" "XX": “XX” is not a region libphonenumber knows (an ISO 3166-1 alpha-2 code such as “DE”)."#
    ),
    SpecErrorCase(
      name: "region 001, the non-geographic numbers, dialled from nowhere",
      rule: #"{"kind":"phone","region":"001"}"#,
      message:
        #"error: rule spec: "region" "001": “001” is not a region libphonenumber knows (an ISO 3166-1 alpha-2 code such as “DE”)."#
    ),
    SpecErrorCase(
      name: "region a number", rule: #"{"kind":"phone","region":49}"#,
      message: #"error: rule spec: "region" must be a string, got 49"#),
    SpecErrorCase(
      name: "allowedRegions a string",
      rule: #"{"kind":"phone","region":"DE","allowedRegions":"DE"}"#,
      message:
        #"error: rule spec: "allowedRegions" must be a non-empty array of region codes, got "DE""#
    ),
    SpecErrorCase(
      name: "allowedRegions empty", rule: #"{"kind":"phone","region":"DE","allowedRegions":[]}"#,
      message:
        #"error: rule spec: "allowedRegions" must be a non-empty array of region codes, got []"#),
    SpecErrorCase(
      name: "allowedRegions holding a number",
      rule: #"{"kind":"phone","region":"DE","allowedRegions":["DE",43]}"#,
      message:
        #"error: rule spec: "allowedRegions"[1] must be a region code such as "DE", got 43"#),
    SpecErrorCase(
      name: "allowedRegions holding an unknown region",
      rule: #"{"kind":"phone","region":"DE","allowedRegions":["DE","XX"]}"#,
      message:
        #"error: rule spec: "allowedRegions"[1] "XX": “XX” is not a region libphonenumber knows (an ISO 3166-1 alpha-2 code such as “DE”)."#
    ),
    SpecErrorCase(
      name: "international not a boolean",
      rule: #"{"kind":"phone","region":"DE","international":"yes"}"#,
      message: #"error: rule spec: "international" must be true or false, got "yes""#),
    SpecErrorCase(
      name: "maxLength, which the numbering plan sets",
      rule: #"{"kind":"phone","region":"DE","maxLength":12}"#,
      message:
        #"error: rule spec: "maxLength" (12) does not apply to kind "phone": the length of its text is set by the numbering plan"#
    ),
    SpecErrorCase(
      name: "an unknown key close to region", rule: #"{"kind":"phone","regions":["DE"]}"#,
      message: #"error: rule spec: unknown key "regions" for kind "phone" (did you mean "region"?)"#
    ),
  ]

  @Test(arguments: specErrors)
  func specErrorsNameTheKey(_ c: SpecErrorCase) throws {
    let result = try InputRulesCommand.run(["check", "--rule", c.rule, "015123456789"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(c.message), "stderr: \(result.stderr)")
    #expect(result.stdout == "")
  }
}
