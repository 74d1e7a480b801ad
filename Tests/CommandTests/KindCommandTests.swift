import Foundation
import Testing

/// A named replay in a pinned locale: the rule, the events, the output lines without messages.
struct LocaleReplayCase: Sendable, CustomTestStringConvertible {
  var name: String
  var locale: String
  var rule: String
  var events: [String]
  var expected: [String]
  var testDescription: String { "\(name) (\(locale))" }
}

extension InputRulesCommand {
  /// A replay under `--locale`, output lines without messages.
  static func replay(_ rule: String, locale: String, _ events: [String]) throws -> (
    Result, [String]
  ) {
    let result = try run(
      ["replay", "--rule", rule, "--locale", locale],
      input: events.joined(separator: "\n") + "\n")
    return (result, result.lines.map(withoutMessage))
  }

  /// `check` under `--locale`: the output lines with messages dropped (`valid\t25`,
  /// `invalid\toutOfRange`), and the status.
  static func check(_ rule: String, locale: String, _ values: [String]) throws -> (
    lines: [String], status: Int32
  ) {
    let result = try run(["check", "--rule", rule, "--locale", locale] + values)
    #expect(result.stderr == "")
    let lines = result.lines.map { line in
      line.split(separator: "\t", omittingEmptySubsequences: false).prefix(2).joined(
        separator: "\t")
    }
    return (lines, result.status)
  }
}

@Suite("inputrules replay: numbers, money and choices")
struct KindReplayCommandTests {
  static let age = #"{"kind":"integer","min":18,"max":30}"#
  static let sizes = #"{"kind":"choice","options":["S","M","L","XL","XXL"],"min":"M","max":"XL"}"#

  static let cases: [LocaleReplayCase] = [
    LocaleReplayCase(
      name: "integer 18...30: a start is incomplete, a dead end refused", locale: "en_US",
      rule: age,
      events: [
        #"{"type":"1"}"#, #"{"type":"5"}"#, #"{"type":"9"}"#, #"{"backspace":1}"#,
        #"{"commit":true}"#,
      ],
      expected: [
        #"{"text":"1","selection":[1,1],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"1","selection":[1,1],"state":"incomplete","value":null,"accepted":false,"reason":"outOfRange"}"#,
        #"{"text":"19","selection":[2,2],"state":"valid","value":"19","accepted":true}"#,
        #"{"text":"1","selection":[1,1],"state":"incomplete","value":"19","accepted":true}"#,
        #"{"text":"19","selection":[2,2],"state":"valid","value":"19","accepted":true,"reason":"reverted"}"#,
      ]),
    LocaleReplayCase(
      name:
        "integer: clamp to the nearest bound on commit, setValue and clearing with an empty string",
      locale: "en_US", rule: #"{"kind":"integer","min":18,"max":30,"onCommit":"clamp"}"#,
      events: [
        #"{"type":"3"}"#, #"{"commit":true}"#, #"{"setValue":"25"}"#, #"{"setValue":"31"}"#,
        #"{"setValue":"2.5"}"#, #"{"setValue":""}"#,
      ],
      expected: [
        #"{"text":"3","selection":[1,1],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"18","selection":[2,2],"state":"valid","value":"18","accepted":true,"reason":"clamped"}"#,
        #"{"text":"25","selection":[2,2],"state":"valid","value":"25","accepted":true}"#,
        #"{"text":"25","selection":[2,2],"state":"valid","value":"25","accepted":false,"reason":"outOfRange"}"#,
        #"{"text":"25","selection":[2,2],"state":"valid","value":"25","accepted":false,"reason":"tooManyFractionDigits"}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true}"#,
      ]),
    LocaleReplayCase(
      name: "integer grouping in Indian style", locale: "hi_IN",
      rule: #"{"kind":"integer","grouping":true}"#,
      events: [#"{"type":"1234567"}"#, #"{"caret":3}"#, #"{"backspace":1}"#],
      expected: [
        #"{"text":"12,34,567","selection":[9,9],"state":"valid","value":"1234567","accepted":true,"reason":"reformatted"}"#,
        #"{"text":"12,34,567","selection":[3,3],"state":"valid","value":"1234567","accepted":true}"#,
        #"{"text":"1,34,567","selection":[1,1],"state":"valid","value":"134567","accepted":true,"reason":"reformatted"}"#,
      ]),
    LocaleReplayCase(
      name: "integer in Arabic-Indic digits, canonical value in ASCII", locale: "ar_EG",
      rule: #"{"kind":"integer","grouping":true}"#,
      events: [#"{"type":"-1234"}"#, #"{"setValue":"-5678"}"#],
      expected: [
        #"{"text":"؜-١٬٢٣٤","selection":[7,7],"state":"valid","value":"-1234","accepted":true,"reason":"reformatted"}"#,
        #"{"text":"؜-٥٬٦٧٨","selection":[7,7],"state":"valid","value":"-5678","accepted":true}"#,
      ]),
    LocaleReplayCase(
      name: "decimal 12,50 in German is 12.5", locale: "de_DE", rule: #"{"kind":"decimal"}"#,
      events: [#"{"type":"12,50"}"#, #"{"commit":true}"#, #"{"setValue":"0.25"}"#],
      expected: [
        #"{"text":"12,50","selection":[5,5],"state":"valid","value":"12.5","accepted":true}"#,
        #"{"text":"12,5","selection":[4,4],"state":"valid","value":"12.5","accepted":true,"reason":"reformatted"}"#,
        #"{"text":"0,25","selection":[4,4],"state":"valid","value":"0.25","accepted":true}"#,
      ]),
    LocaleReplayCase(
      name: "decimal scientific 1.5e3 is 1500", locale: "en_US",
      rule: #"{"kind":"decimal","scientific":true}"#,
      events: [#"{"type":"1.5e"}"#, #"{"type":"3"}"#, #"{"commit":true}"#],
      expected: [
        #"{"text":"1.5e","selection":[4,4],"state":"incomplete","value":"1.5","accepted":true}"#,
        #"{"text":"1.5e3","selection":[5,5],"state":"valid","value":"1500","accepted":true}"#,
        #"{"text":"1500","selection":[4,4],"state":"valid","value":"1500","accepted":true,"reason":"reformatted"}"#,
      ]),
    LocaleReplayCase(
      name: "decimal 0...100 with two fraction digits", locale: "en_US",
      rule: #"{"kind":"decimal","min":0,"max":100,"maxFractionDigits":2}"#,
      events: [
        #"{"type":"100."}"#, #"{"type":"5"}"#, #"{"paste":"0"}"#, #"{"select":[0,4]}"#,
        #"{"paste":"1.234"}"#,
      ],
      expected: [
        #"{"text":"100.","selection":[4,4],"state":"incomplete","value":"100","accepted":true}"#,
        #"{"text":"100.","selection":[4,4],"state":"incomplete","value":"100","accepted":false,"reason":"outOfRange"}"#,
        #"{"text":"100.0","selection":[5,5],"state":"valid","value":"100","accepted":true}"#,
        #"{"text":"100.0","selection":[0,4],"state":"valid","value":"100","accepted":true}"#,
        #"{"text":"100.0","selection":[0,4],"state":"valid","value":"100","accepted":false,"reason":"tooManyFractionDigits"}"#,
      ]),
    LocaleReplayCase(
      name: "decimal rounding a paste half-even", locale: "fr_FR",
      rule: #"{"kind":"decimal","maxFractionDigits":2,"rounding":"halfEven","grouping":true}"#,
      events: [#"{"paste":"1234,565"}"#],
      expected: [
        #"{"text":"1\#u{202F}234,56","selection":[8,8],"state":"valid","value":"1234.56","accepted":true,"reason":"rounded"}"#
      ]),
    LocaleReplayCase(
      name: "decimal pasted in Arabic notation", locale: "ar_EG", rule: #"{"kind":"decimal"}"#,
      events: [#"{"paste":"١٬٢٣٤٫٥"}"#],
      expected: [
        #"{"text":"١٢٣٤٫٥","selection":[6,6],"state":"valid","value":"1234.5","accepted":true,"reason":"reformatted"}"#
      ]),
    LocaleReplayCase(
      name: "decimal full-width digits from a Japanese input method", locale: "ja_JP",
      rule: #"{"kind":"decimal"}"#,
      events: [#"{"mark":"１２．５"}"#, #"{"unmark":true}"#],
      expected: [
        #"{"text":"１２．５","selection":[4,4],"marked":[0,4],"state":"empty","value":null,"accepted":true}"#,
        #"{"text":"12.5","selection":[4,4],"state":"valid","value":"12.5","accepted":true,"reason":"reformatted"}"#,
      ]),
    LocaleReplayCase(
      name: "money cash register in dollars", locale: "en_US",
      rule: #"{"kind":"money","currency":"USD","entry":"cashRegister"}"#,
      events: [
        #"{"type":"1"}"#, #"{"type":"2"}"#, #"{"backspace":1}"#, #"{"setValue":"1234.5"}"#,
        #"{"setValue":"0.001"}"#,
      ],
      expected: [
        #"{"text":"$0.01","selection":[5,5],"state":"valid","value":"0.01","accepted":true}"#,
        #"{"text":"$0.12","selection":[5,5],"state":"valid","value":"0.12","accepted":true}"#,
        #"{"text":"$0.01","selection":[5,5],"state":"valid","value":"0.01","accepted":true}"#,
        #"{"text":"$1,234.50","selection":[9,9],"state":"valid","value":"1234.50","accepted":true}"#,
        #"{"text":"$1,234.50","selection":[9,9],"state":"valid","value":"1234.50","accepted":false,"reason":"tooManyFractionDigits"}"#,
      ]),
    LocaleReplayCase(
      name: "money cash register in yen", locale: "ja_JP",
      rule: #"{"kind":"money","currency":"JPY","entry":"cashRegister"}"#,
      events: [#"{"type":"1"}"#, #"{"type":"2"}"#],
      expected: [
        #"{"text":"¥1","selection":[2,2],"state":"valid","value":"1","accepted":true}"#,
        #"{"text":"¥12","selection":[3,3],"state":"valid","value":"12","accepted":true}"#,
      ]),
    LocaleReplayCase(
      name: "money in Kuwaiti dinars has three minor digits", locale: "ar_EG",
      rule: #"{"kind":"money","currency":"KWD"}"#,
      events: [#"{"type":"1.5"}"#, #"{"commit":true}"#, #"{"setValue":"1234.567"}"#],
      expected: [
        #"{"text":"١٫٥\#u{A0}د.ك.‏","selection":[3,3],"state":"valid","value":"1.500","accepted":true,"reason":"reformatted"}"#,
        #"{"text":"١٫٥٠٠\#u{A0}د.ك.‏","selection":[5,5],"state":"valid","value":"1.500","accepted":true,"reason":"reformatted"}"#,
        #"{"text":"١٬٢٣٤٫٥٦٧\#u{A0}د.ك.‏","selection":[9,9],"state":"valid","value":"1234.567","accepted":true}"#,
      ]),
    LocaleReplayCase(
      name: "money in euros, symbol after the number", locale: "de_DE",
      rule: #"{"kind":"money","currency":"EUR"}"#,
      events: [#"{"type":"1234,5"}"#, #"{"commit":true}"#, #"{"backspace":1}"#],
      expected: [
        #"{"text":"1.234,5\#u{A0}€","selection":[7,7],"state":"valid","value":"1234.50","accepted":true,"reason":"reformatted"}"#,
        #"{"text":"1.234,50\#u{A0}€","selection":[8,8],"state":"valid","value":"1234.50","accepted":true,"reason":"reformatted"}"#,
        #"{"text":"1.234,5\#u{A0}€","selection":[7,7],"state":"valid","value":"1234.50","accepted":true}"#,
      ]),
    LocaleReplayCase(
      name: "money negative amounts toggle in the register", locale: "en_US",
      rule:
        #"{"kind":"money","currency":"USD","entry":"cashRegister","allowNegative":true,"maxDigits":9}"#,
      events: [#"{"type":"999999999"}"#, #"{"type":"9"}"#, #"{"type":"-"}"#],
      expected: [
        #"{"text":"$9,999,999.99","selection":[13,13],"state":"valid","value":"9999999.99","accepted":true}"#,
        #"{"text":"$9,999,999.99","selection":[13,13],"state":"valid","value":"9999999.99","accepted":false,"reason":"tooManyIntegerDigits"}"#,
        #"{"text":"-$9,999,999.99","selection":[14,14],"state":"valid","value":"-9999999.99","accepted":true}"#,
      ]),
    LocaleReplayCase(
      name: "choice from M to XL: X completes to XL", locale: "en_US", rule: sizes,
      events: [
        #"{"type":"S"}"#, #"{"type":"X"}"#, #"{"commit":true}"#, #"{"setValue":"l"}"#,
        #"{"setValue":"S"}"#, #"{"setValue":""}"#,
      ],
      expected: [
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":false,"reason":"outOfRange"}"#,
        #"{"text":"X","selection":[1,1],"state":"incomplete","value":null,"accepted":true}"#,
        #"{"text":"XL","selection":[2,2],"state":"valid","value":"XL","accepted":true,"reason":"completed"}"#,
        #"{"text":"L","selection":[1,1],"state":"valid","value":"L","accepted":true}"#,
        #"{"text":"L","selection":[1,1],"state":"valid","value":"L","accepted":false,"reason":"outOfRange"}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true}"#,
      ]),
    LocaleReplayCase(
      name: "text: setValue with an empty string clears", locale: "en_US",
      rule: #"{"kind":"text"}"#, events: [#"{"type":"ab"}"#, #"{"setValue":""}"#],
      expected: [
        #"{"text":"ab","selection":[2,2],"state":"valid","value":"ab","accepted":true}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true}"#,
      ]),
  ]

  @Test(arguments: cases)
  func replays(_ c: LocaleReplayCase) throws {
    let (result, lines) = try InputRulesCommand.replay(c.rule, locale: c.locale, c.events)
    #expect(lines == c.expected)
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test func localeOptionOverridesTheSpecsLocale() throws {
    let rule = #"{"kind":"decimal","locale":"de_DE"}"#
    let events = #"{"type":"1.5"}"# + "\n"
    let german = try InputRulesCommand.run(["replay", "--rule", rule], input: events)
    #expect(german.lines.first?.contains(#""value":"15""#) == true)
    let english = try InputRulesCommand.run(
      ["replay", "--rule", rule, "--locale", "en_US"], input: events)
    #expect(english.lines.first?.contains(#""value":"1.5""#) == true)
  }

  struct EnvironmentCase: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var kind: String
    /// The value "1,5" checks to in that environment's locale, or nil when it is refused.
    var value: String?
    var testDescription: String {
      environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        + " \(kind)"
    }
  }

  /// Without `--locale` or a spec locale, the POSIX environment names the locale (Foundation on
  /// Linux ignores it): the first of LC_ALL, LC_NUMERIC (LC_MONETARY for money), LANG that is set.
  @Test(arguments: [
    EnvironmentCase(environment: ["LANG": "de_DE.UTF-8"], kind: "decimal", value: "1.5"),
    EnvironmentCase(
      environment: ["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"], kind: "decimal",
      value: "1.5"),
    EnvironmentCase(
      environment: ["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], kind: "decimal", value: nil),
    EnvironmentCase(
      environment: ["LC_MONETARY": "fr_FR.UTF-8", "LC_NUMERIC": "en_US.UTF-8"],
      kind: #""money","currency":"EUR""#, value: "1.50"),
    EnvironmentCase(environment: ["LANG": "en_US"], kind: "decimal", value: nil),
  ])
  func theEnvironmentNamesTheDefaultLocale(_ c: EnvironmentCase) throws {
    let rule = #"{"kind":"# + (c.kind.hasPrefix("\"") ? c.kind : "\"\(c.kind)\"") + "}"
    let result = try InputRulesCommand.run(
      ["check", "--rule", rule, "1,5"], environment: c.environment)
    if let value = c.value {
      #expect(result.stdout == "valid\t\(value)\n", "\(result.stdout)\(result.stderr)")
    } else {
      #expect(result.stdout.hasPrefix("invalid\t"), "\(result.stdout)\(result.stderr)")
    }
  }
}

/// A named check in a pinned locale: the rule, the values, the lines without messages.
struct LocaleCheckCase: Sendable, CustomTestStringConvertible {
  var name: String
  var locale: String
  var rule: String
  var values: [String]
  var expected: [String]
  var testDescription: String { "\(name) (\(locale))" }
}

@Suite("inputrules check: numbers, money and choices")
struct KindCheckCommandTests {
  @Test func theContractsExample() throws {
    let result = try InputRulesCommand.run(
      ["check", "--rule", #"{"kind":"integer","min":18,"max":30}"#, "25", "17"])
    #expect(result.lines.first == "valid\t25")
    #expect(result.lines.last?.hasPrefix("invalid\toutOfRange\t") == true)
    #expect(result.lines.count == 2)
    #expect(result.status == 1)
  }

  static let cases: [LocaleCheckCase] = [
    LocaleCheckCase(
      name: "integer range", locale: "en_US", rule: #"{"kind":"integer","min":18,"max":30}"#,
      values: ["25", "17", "1", "31", "2.5"],
      expected: [
        "valid\t25", "invalid\toutOfRange", "invalid\tincomplete", "invalid\toutOfRange",
        "invalid\ttooManyFractionDigits",
      ]),
    LocaleCheckCase(
      name: "negative numbers need no --", locale: "en_US", rule: #"{"kind":"integer"}"#,
      values: ["-5", "17", "-1,234", "-"],
      expected: ["valid\t-5", "valid\t17", "valid\t-1234", "invalid\tincomplete"]),
    LocaleCheckCase(
      name: "no minus when min is 0", locale: "en_US", rule: #"{"kind":"integer","min":0}"#,
      values: ["-5", "0"], expected: ["invalid\toutOfRange", "valid\t0"]),
    LocaleCheckCase(
      name: "integer limits", locale: "en_US", rule: #"{"kind":"integer"}"#,
      values: ["9223372036854775807", "-9223372036854775808", "9223372036854775808"],
      expected: [
        "valid\t9223372036854775807", "valid\t-9223372036854775808", "invalid\toutOfRange",
      ]),
    LocaleCheckCase(
      name: "integer in native and full-width digits", locale: "ar_EG",
      rule: #"{"kind":"integer"}"#, values: ["٢٥", "２５", "-٥"],
      expected: ["valid\t25", "valid\t25", "valid\t-5"]),
    LocaleCheckCase(
      name: "decimal in German", locale: "de_DE", rule: #"{"kind":"decimal"}"#,
      values: ["12,50", "1.234,5", "-0,5", "1,", "1.5e3"],
      expected: [
        "valid\t12.5", "valid\t1234.5", "valid\t-0.5", "invalid\tincomplete",
        "invalid\tdisallowedCharacter",
      ]),
    LocaleCheckCase(
      name: "decimal scientific", locale: "en_US", rule: #"{"kind":"decimal","scientific":true}"#,
      values: ["1.5e3", "1e-3", "-2.5E2", "1.5e"],
      expected: ["valid\t1500", "valid\t0.001", "valid\t-250", "invalid\tincomplete"]),
    LocaleCheckCase(
      name: "decimal digit limits", locale: "en_US",
      rule: #"{"kind":"decimal","min":0,"max":100,"maxFractionDigits":2}"#,
      values: ["99.99", "100", "100.5", "0.001", "-0"],
      expected: [
        "valid\t99.99", "valid\t100", "invalid\toutOfRange", "invalid\ttooManyFractionDigits",
        "invalid\toutOfRange",
      ]),
    LocaleCheckCase(
      name: "decimal grouping in French", locale: "fr_FR",
      rule: #"{"kind":"decimal","grouping":true}"#, values: ["1\u{202F}234,5", "1234,5"],
      expected: ["valid\t1234.5", "valid\t1234.5"]),
    LocaleCheckCase(
      name: "money in dollars", locale: "en_US", rule: #"{"kind":"money","currency":"USD"}"#,
      values: ["1234.5", "$1,234.50", "1234.567", "-5", "0"],
      expected: [
        "valid\t1234.50", "valid\t1234.50", "invalid\ttooManyFractionDigits",
        "invalid\toutOfRange", "valid\t0.00",
      ]),
    LocaleCheckCase(
      name: "money cash register read as written", locale: "en_US",
      rule: #"{"kind":"money","currency":"USD","entry":"cashRegister"}"#,
      values: ["12", "12.50", "$0.12"],
      expected: ["valid\t12.00", "valid\t12.50", "valid\t0.12"]),
    LocaleCheckCase(
      name: "money in yen", locale: "ja_JP", rule: #"{"kind":"money","currency":"JPY"}"#,
      values: ["1234", "¥1,234", "1234.5"],
      expected: ["valid\t1234", "valid\t1234", "invalid\ttooManyFractionDigits"]),
    LocaleCheckCase(
      name: "money in Kuwaiti dinars", locale: "en_US", rule: #"{"kind":"money","currency":"KWD"}"#,
      values: ["1.234", "KWD\u{A0}1.234", "1.2345", "7"],
      expected: ["valid\t1.234", "valid\t1.234", "invalid\ttooManyFractionDigits", "valid\t7.000"]),
    LocaleCheckCase(
      name: "money as the field shows it in German", locale: "de_DE",
      rule: #"{"kind":"money","currency":"EUR"}"#,
      values: ["1.234,50\u{A0}€", "1234,5", "1.234,50€"],
      expected: ["valid\t1234.50", "valid\t1234.50", "valid\t1234.50"]),
    LocaleCheckCase(
      name: "money in Indian grouping", locale: "hi_IN",
      rule: #"{"kind":"money","currency":"INR"}"#,
      values: ["₹12,34,567.50", "1234567.5"], expected: ["valid\t1234567.50", "valid\t1234567.50"]),
    LocaleCheckCase(
      name: "misplaced grouping is not read as a bigger number", locale: "de_DE",
      rule: #"{"kind":"decimal"}"#, values: ["12.5", "1.234,5", "12.34,5", "1.234.567", "1.23"],
      expected: [
        "invalid\tnotANumber", "valid\t1234.5", "invalid\tnotANumber", "valid\t1234567",
        "invalid\tnotANumber",
      ]),
    LocaleCheckCase(
      name: "a comma in en_US groups, so 1,5 is not 15", locale: "en_US",
      rule: #"{"kind":"decimal"}"#, values: ["1,5", "1,234.5", ",5", "1,,234"],
      expected: [
        "invalid\tnotANumber", "valid\t1234.5", "invalid\tnotANumber", "invalid\tnotANumber",
      ]),
    LocaleCheckCase(
      name: "Indian grouping is checked in twos (threes throughout are read too)", locale: "hi_IN",
      rule: #"{"kind":"integer"}"#,
      values: ["12,34,567", "1,234,567", "1,234", "123,4567", "1,23,4567"],
      expected: [
        "valid\t1234567", "valid\t1234567", "valid\t1234", "invalid\tnotANumber",
        "invalid\tnotANumber",
      ]),
    LocaleCheckCase(
      name: "money with a full-width yen sign, a plain space or 円", locale: "ja_JP",
      rule: #"{"kind":"money","currency":"JPY"}"#,
      values: ["\u{FFE5}1,234", "¥ 1,234", "1234円", "1,234 円", "1円2"],
      expected: ["valid\t1234", "valid\t1234", "valid\t1234", "valid\t1234", "invalid\tnotANumber"]),
    LocaleCheckCase(
      name: "money in German with an ordinary space before the euro sign", locale: "de_DE",
      rule: #"{"kind":"money","currency":"EUR"}"#, values: ["1.234,56 €", "12,5 €"],
      expected: ["valid\t1234.56", "valid\t12.50"]),
    LocaleCheckCase(
      name: "choice from M to XL", locale: "en_US",
      rule: #"{"kind":"choice","options":["S","M","L","XL","XXL"],"min":"M","max":"XL"}"#,
      values: ["M", "xl", "X", "S", "XXL"],
      expected: [
        "valid\tM", "valid\tXL", "invalid\tincomplete", "invalid\toutOfRange",
        "invalid\toutOfRange",
      ]),
  ]

  @Test(arguments: cases)
  func checks(_ c: LocaleCheckCase) throws {
    let (lines, status) = try InputRulesCommand.check(c.rule, locale: c.locale, c.values)
    #expect(lines == c.expected)
    #expect(status == (c.expected.allSatisfy { $0.hasPrefix("valid\t") } ? 0 : 1))
  }

  @Test func negativeNumbersFromStandardInput() throws {
    let result = try InputRulesCommand.run(
      ["check", "--rule", #"{"kind":"integer"}"#, "--locale", "en_US"], input: "-5\n12\n")
    #expect(result.stdout == "valid\t-5\nvalid\t12\n")
    #expect(result.status == 0)
  }

  @Test func optionsAfterNegativeNumbersStillCount() throws {
    let result = try InputRulesCommand.run(
      ["check", "--rule", #"{"kind":"decimal"}"#, "-1,5", "--locale", "de_DE", "2"])
    #expect(result.stdout == "valid\t-1.5\nvalid\t2\n")
    #expect(result.status == 0)
  }

  @Test func afterDoubleDashEverythingIsAValue() throws {
    let result = try InputRulesCommand.run(
      ["check", "--rule", #"{"kind":"text"}"#, "-5", "--", "-x", "--locale"])
    #expect(result.stdout == "valid\t-5\nvalid\t-x\nvalid\t--locale\n")
    #expect(result.status == 0)
  }
}

@Suite("Spec errors of the new kinds exit 2")
struct KindUsageErrorTests {
  static let cases: [UsageCase] = [
    UsageCase(
      name: "unknown currency",
      arguments: ["check", "--rule", #"{"kind":"money","currency":"XYZ"}"#, "1"],
      message: #"error: rule spec: "currency" must be an ISO 4217 currency code"#),
    UsageCase(
      name: "empty options", arguments: ["replay", "--rule", #"{"kind":"choice","options":[]}"#],
      message: #"error: rule spec: "options" is empty"#),
    UsageCase(
      name: "min above max",
      arguments: ["check", "--rule", #"{"kind":"integer","min":30,"max":18}"#, "25"],
      message: #"error: rule spec: "min" (30) is above "max" (18)"#),
    UsageCase(
      name: "maxLength no value fits, in the locale",
      arguments: [
        "check", "--rule", #"{"kind":"money","currency":"USD","maxLength":4}"#, "--locale",
        "en_US", "1",
      ],
      message: #"error: rule spec: "maxLength" (4) is too short for any value of the field"#),
    UsageCase(
      name: "an option-shaped value before --",
      arguments: ["check", "--rule", #"{"kind":"integer"}"#, "-5", "-x"],
      message: "Error: Unknown option '-x'"),
    UsageCase(
      name: "an unknown long option after a negative number",
      arguments: ["check", "--rule", #"{"kind":"integer"}"#, "-5", "--bogus"],
      message: "Error: Unknown option '--bogus'"),
  ]

  @Test(arguments: cases)
  func exitsTwo(_ c: UsageCase) throws {
    let result = try InputRulesCommand.run(c.arguments, input: #"{"type":"1"}"# + "\n")
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(c.message), "stderr: \(result.stderr)")
    #expect(result.stdout == "")
  }
}
