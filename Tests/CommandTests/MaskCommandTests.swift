import Foundation
import Testing

/// The `mask` kind through the built command: typing, pasting, deleting over literals, commit
/// policies, formats chosen by affinity, custom notations, `setValue` and `check`.
/// A named `check`: the rule, the entries, the output lines without messages.
struct MaskCheckCase: Sendable, CustomTestStringConvertible {
  var name: String
  var rule: String
  var values: [String]
  var expected: [String]
  init(_ name: String, _ input: (rule: String, values: [String]), _ expected: [String]) {
    self.name = name
    self.rule = input.rule
    self.values = input.values
    self.expected = expected
  }
  var testDescription: String { name }
}

@Suite("inputrules replay and check: masks")
struct MaskCommandTests {
  static let phone = #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#
  static let skip =
    #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]","backspaceOverLiteral":"skip"}"#
  static let revert = #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]","onCommit":"revert"}"#
  static let clear = #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]","onCommit":"clear"}"#
  static let noauto = #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]","autocomplete":false}"#
  static let overwrite = #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]","overwrite":true}"#
  static let zip =
    #"{"kind":"mask","formats":["[00000]","[00000]-[0000]"],"affinity":"extractedValueCapacity"}"#
  static let hex =
    ##"{"kind":"mask","format":"#[HHHHHH]","notations":{"H":{"characters":"0123456789abcdefABCDEF"}}}"##
  static let date = #"{"kind":"mask","format":"[00]{.}[00]{.}[0000]"}"#

  static let replayCases: [ReplayCase] = [
    ReplayCase(
      name: "phone typed key by key: literals written, an eleventh digit refused, commit keeps",
      rule: phone,
      events: [
        #"{"type":"5"}"#, #"{"type":"5"}"#, #"{"type":"5"}"#, #"{"type":"1"}"#, #"{"type":"2"}"#,
        #"{"type":"3"}"#, #"{"type":"4"}"#, #"{"type":"5"}"#, #"{"type":"6"}"#, #"{"type":"7"}"#,
        #"{"type":"8"}"#, #"{"commit":true}"#,
      ],
      expected: [
        #"{"text":"+1 (5","selection":[5,5],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (55","selection":[6,6],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) ","selection":[9,9],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 1","selection":[10,10],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 12","selection":[11,11],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 123-","selection":[13,13],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 123-4","selection":[14,14],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 123-45","selection":[15,15],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 123-456","selection":[16,16],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":false,"reason":"tooLong"}"#,
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true}"#,
      ]),
    ReplayCase(
      name: "pastes: formatted, digits only, with the country code, with a letter filtered",
      rule: phone,
      events: [
        #"{"paste":"+1 (555) 123-4567"}"#, #"{"select":[0,17]}"#, #"{"paste":"5559876543"}"#,
        #"{"select":[0,17]}"#, #"{"paste":"15551234567"}"#, #"{"select":[0,17]}"#,
        #"{"paste":"555-12x"}"#,
      ],
      expected: [
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (555) 123-4567","selection":[0,17],"state":"valid","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (555) 987-6543","selection":[17,17],"state":"valid","value":"5559876543","accepted":true}"#,
        #"{"text":"+1 (555) 987-6543","selection":[0,17],"state":"valid","value":"5559876543","accepted":true}"#,
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (555) 123-4567","selection":[0,17],"state":"valid","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (555) 12","selection":[11,11],"state":"incomplete","value":"5551234567","accepted":true,"reason":"filtered"}"#,
      ]),
    ReplayCase(
      name: "Backspace over a literal deletes the digit before it", rule: phone,
      events: [
        #"{"type":"555"}"#, #"{"backspace":1}"#, #"{"type":"5123"}"#, #"{"backspace":1}"#,
        #"{"backspace":1}"#,
      ],
      expected: [
        #"{"text":"+1 (555) ","selection":[9,9],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (55","selection":[6,6],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 123-","selection":[13,13],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 12","selection":[11,11],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 1","selection":[10,10],"state":"incomplete","value":null,"accepted":true}"#,
      ]),
    ReplayCase(
      name: "Backspace over a literal only moves the caret with skip", rule: skip,
      events: [#"{"type":"555"}"#, #"{"backspace":1}"#, #"{"backspace":1}"#, #"{"backspace":1}"#],
      expected: [
        #"{"text":"+1 (555) ","selection":[9,9],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) ","selection":[8,8],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) ","selection":[7,7],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (55","selection":[6,6],"state":"incomplete","value":null,"accepted":true}"#,
      ]),
    ReplayCase(
      name: "an edit in the middle shifts the digits after it, the caret stays by its digit",
      rule: phone,
      events: [#"{"type":"5551234567"}"#, #"{"caret":6}"#, #"{"backspace":1}"#, #"{"type":"9"}"#],
      expected: [
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (555) 123-4567","selection":[6,6],"state":"valid","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (551) 234-567","selection":[5,5],"state":"incomplete","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (595) 123-4567","selection":[6,6],"state":"valid","value":"5951234567","accepted":true}"#,
      ]),
    ReplayCase(
      name: "Arabic-Indic digits are stored as ASCII digits", rule: phone,
      events: [#"{"type":"٥٥٥١٢٣٤٥٦٧"}"#],
      expected: [
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true}"#
      ]),
    ReplayCase(
      name: "a key no slot takes is refused and changes nothing", rule: phone,
      events: [#"{"type":"55"}"#, #"{"type":"x"}"#],
      expected: [
        #"{"text":"+1 (55","selection":[6,6],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (55","selection":[6,6],"state":"incomplete","value":null,"accepted":false,"reason":"disallowedCharacter"}"#,
      ]),
    ReplayCase(
      name:
        "setValue takes an extracted value; incomplete or foreign values are refused; empty clears",
      rule: phone,
      events: [
        #"{"setValue":"5551234567"}"#, #"{"setValue":"555123"}"#, #"{"setValue":"555123456a"}"#,
        #"{"setValue":""}"#,
      ],
      expected: [
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":false,"reason":"incomplete"}"#,
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":false,"reason":"disallowedCharacter"}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true}"#,
      ]),
    ReplayCase(
      name: "onCommit revert goes back to the last valid value", rule: revert,
      events: [#"{"setValue":"5551234567"}"#, #"{"backspace":2}"#, #"{"commit":true}"#],
      expected: [
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (555) 123-45","selection":[15,15],"state":"incomplete","value":"5551234567","accepted":true}"#,
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true,"reason":"reverted"}"#,
      ]),
    ReplayCase(
      name: "onCommit clear empties an incomplete field", rule: clear,
      events: [#"{"type":"555"}"#, #"{"commit":true}"#],
      expected: [
        #"{"text":"+1 (555) ","selection":[9,9],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true,"reason":"reverted"}"#,
      ]),
    ReplayCase(
      name: "without autocomplete the literals wait for the next digit", rule: noauto,
      events: [#"{"type":"555"}"#, #"{"type":"1"}"#],
      expected: [
        #"{"text":"+1 (555","selection":[7,7],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"+1 (555) 1","selection":[10,10],"state":"incomplete","value":null,"accepted":true}"#,
      ]),
    ReplayCase(
      name: "two formats chosen by extracted value capacity", rule: zip,
      events: [
        #"{"type":"12345"}"#, #"{"type":"6"}"#, #"{"backspace":1}"#, #"{"backspace":1}"#,
        #"{"setValue":"123456789"}"#,
      ],
      expected: [
        #"{"text":"12345","selection":[5,5],"state":"valid","value":"12345","accepted":true}"#,
        #"{"text":"12345-6","selection":[7,7],"state":"incomplete","value":"12345","accepted":true}"#,
        #"{"text":"12345","selection":[5,5],"state":"valid","value":"12345","accepted":true}"#,
        #"{"text":"1234","selection":[4,4],"state":"incomplete","value":"12345","accepted":true}"#,
        #"{"text":"12345-6789","selection":[10,10],"state":"valid","value":"123456789","accepted":true}"#,
      ]),
    ReplayCase(
      name: "a custom notation takes only its characters", rule: hex,
      events: [##"{"type":"1fz"}"##, ##"{"paste":"#00ff00"}"##],
      expected: [
        ##"{"text":"#1f","selection":[3,3],"state":"incomplete","value":null,"accepted":false,"reason":"disallowedCharacter"}"##,
        ##"{"text":"#1f00ff","selection":[7,7],"state":"valid","value":"1f00ff","accepted":true,"reason":"truncated"}"##,
      ]),
    ReplayCase(
      name: "{} literals are kept in the value", rule: date,
      events: [#"{"type":"24122026"}"#, #"{"setValue":"01.02.2027"}"#],
      expected: [
        #"{"text":"24.12.2026","selection":[10,10],"state":"valid","value":"24.12.2026","accepted":true}"#,
        #"{"text":"01.02.2027","selection":[10,10],"state":"valid","value":"01.02.2027","accepted":true}"#,
      ]),

  ]

  @Test(arguments: replayCases)
  func replays(_ c: ReplayCase) throws {
    let (result, lines) = try InputRulesCommand.replay(c.rule, c.events)
    #expect(lines == c.expected)
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  /// `check` entries and their verdicts (messages dropped).
  static let checkCases: [MaskCheckCase] = [
    MaskCheckCase(
      "phone: complete as shown, the value unformatted, a trailing space",
      (phone, ["+1 (555) 123-4567", "5551234567", "+1 (555) 123-4567 "]),
      ["valid\t5551234567", "valid\t5551234567", "invalid\tdisallowedCharacter"]),
    MaskCheckCase(
      "date with {} literals: complete, incomplete, too long, other separators",
      (date, ["24.12.2026", "24.12.20", "24.12.20261", "24/12/2026"]),
      [
        "valid\t24.12.2026", "invalid\tincomplete", "invalid\ttooLong",
        "invalid\tdisallowedCharacter",
      ]),
    MaskCheckCase(
      "two formats: each complete, a start incomplete", (zip, ["12345", "12345-6789", "1234"]),
      ["valid\t12345", "valid\t123456789", "invalid\tincomplete"]),
    MaskCheckCase(
      "custom notation", (hex, ["#00ff00", "#00ff0", "#00fg00"]),
      ["valid\t00ff00", "invalid\tincomplete", "invalid\tdisallowedCharacter"]),
  ]

  @Test(arguments: checkCases)
  func checks(_ c: MaskCheckCase) throws {
    let (result, lines) = try InputRulesCommand.check(c.rule, c.values)
    #expect(result.stderr == "")
    #expect(lines == c.expected)
    #expect(result.status == (c.expected.allSatisfy { $0.hasPrefix("valid\t") } ? 0 : 1))
  }

  @Test func badFormatExitsTwoNamingItsPlace() throws {
    let result = try InputRulesCommand.run([
      "replay", "--rule", #"{"kind":"mask","formats":["[00]","[0"]}"#,
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: rule spec: \"formats\"[1] \"[0\": the “[” at offset 0 is never closed with “]”\n"
    )
  }

  // MARK: Defects found through the command, fixed

  /// Typing the number as the field shows it, country code included, gives that number (the
  /// `1` after `+` is the next literal, not the first slot's digit).
  @Test func typingTheCountryCodeKeepsTheNumber() throws {
    let (_, lines) = try InputRulesCommand.replay(Self.phone, [#"{"type":"+1 (555) 123-4567"}"#])
    #expect(
      lines == [
        #"{"text":"+1 (555) 123-4567","selection":[17,17],"state":"valid","value":"5551234567","accepted":true}"#
      ])
  }

  /// An incomplete number written as shown is `incomplete`, not a refused key.
  @Test func checkOfAnIncompleteNumberSaysIncomplete() throws {
    let result = try InputRulesCommand.run(["check", "--rule", Self.phone, "+1 (555) 123-45"])
    #expect(result.stdout.hasPrefix("invalid\tincomplete\t"))
  }

  /// `overwrite: true` replaces the digit after the caret, even in a full field.
  @Test func overwriteReplacesInAFullField() throws {
    let (_, lines) = try InputRulesCommand.replay(
      Self.overwrite, [#"{"type":"5551234567"}"#, #"{"caret":4}"#, #"{"type":"9"}"#])
    #expect(
      lines.last
        == #"{"text":"+1 (955) 123-4567","selection":[5,5],"state":"valid","value":"9551234567","accepted":true}"#
    )
  }

  /// A key equal to the next literal of another format is taken as that literal.
  @Test func literalOfAnotherFormatIsTaken() throws {
    let (_, lines) = try InputRulesCommand.replay(Self.zip, [#"{"type":"12345-6"}"#])
    #expect(
      lines == [
        #"{"text":"12345-6","selection":[7,7],"state":"incomplete","value":"12345","accepted":true}"#
      ])
  }
}
