import Foundation
import InputRules
import InputRulesSpec
import Testing

@Suite("Rule spec decoding")
struct RuleSpecTests {
  static let textSpecs: [Named<String, TextSpec>] = [
    Named(#"{"kind":"text"}"#, #"{"kind":"text"}"#, TextSpec()),
    Named(
      "vowels, at most 6", #"{"kind":"text","allowed":"aeiouAEIOU","maxLength":6}"#,
      TextSpec(common: CommonSpec(maxLength: 6), allowed: "aeiouAEIOU")),
    Named(
      "every key",
      #"""
      {"kind":"text","locale":"de_DE","maxLength":10,"lengthUnit":"utf8","allowed":"ab",
       "excluded":"b","allowedClasses":["digits","letters"],"excludedClasses":["ascii"],
       "case":"lower","onPaste":"reject","onOverflow":"reject","multiline":true}
      """#,
      TextSpec(
        common: CommonSpec(locale: "de_DE", maxLength: 10, lengthUnit: .utf8), allowed: "ab",
        excluded: "b", allowedClasses: [.digits, .letters], excludedClasses: .ascii,
        letterCase: .lower, onPaste: .reject, onOverflow: .reject, multiline: true)),
    Named(
      "each length unit",
      #"{"kind":"text","maxLength":4,"lengthUnit":"scalars"}"#,
      TextSpec(common: CommonSpec(maxLength: 4, lengthUnit: .scalars))),
    Named(
      "utf16 length unit", #"{"kind":"text","maxLength":4,"lengthUnit":"utf16"}"#,
      TextSpec(common: CommonSpec(maxLength: 4, lengthUnit: .utf16))),
    Named(
      "characters length unit", #"{"kind":"text","maxLength":0,"lengthUnit":"characters"}"#,
      TextSpec(common: CommonSpec(maxLength: 0))),
    Named(
      "maxLength written as 6.0", #"{"kind":"text","maxLength":6.0}"#,
      TextSpec(common: CommonSpec(maxLength: 6))),
    Named(
      "maxLength beyond Int is no limit", #"{"kind":"text","maxLength":1e30}"#,
      TextSpec(common: CommonSpec(maxLength: Int.max))),
    Named(
      "alphanumerics class", #"{"kind":"text","allowedClasses":["alphanumerics","whitespace"]}"#,
      TextSpec(allowedClasses: [.alphanumerics, .whitespace])),
    Named(
      "empty allowed with a class", #"{"kind":"text","allowed":"","allowedClasses":["digits"]}"#,
      TextSpec(allowed: "", allowedClasses: .digits)),
    Named(
      "newline allowed in multi-line", #"{"kind":"text","allowed":"a\n","multiline":true}"#,
      TextSpec(allowed: "a\n", multiline: true)),
    Named(
      "case upper, filter, truncate",
      #"{"kind":"text","case":"upper","onPaste":"filter","onOverflow":"truncate"}"#,
      TextSpec(letterCase: .upper)),
  ]

  @Test(arguments: textSpecs)
  func decodesText(_ c: Named<String, TextSpec>) throws {
    let spec = try RuleSpec(json: c.input)
    #expect(spec == RuleSpec(c.expected))
    #expect(spec.kind == "text")
    #expect(spec.common == c.expected.common)
  }

  /// Each refusal: the spec, the key named, the message.
  static let refusals: [Named<String, (key: String?, message: String)>] = [
    Named(
      "invalid JSON with position", "{\"kind\":\"text\",\n \"maxLength\" 6}",
      (
        nil,
        "invalid JSON at line 2, column 14: expected ':' after the key \"maxLength\", found '6'"
      )),
    Named(
      "not an object", #"["text"]"#,
      (nil, #"a rule spec must be a JSON object such as {"kind":"text"}, got ["text"]"#)),
    Named(
      "missing kind", #"{"maxLength":6}"#,
      (
        "kind",
        #"missing "kind": expected one of "text", "integer", "decimal", "money", "choice", "mask", "oneTimeCode", "iban", "date", "card", "phone""#
      )),
    Named(
      "kind not a string", #"{"kind":1}"#,
      (
        "kind",
        #""kind" must be one of "text", "integer", "decimal", "money", "choice", "mask", "oneTimeCode", "iban", "date", "card", "phone", got 1"#
      )),
    Named(
      "unknown kind", #"{"kind":"txt"}"#,
      (
        "kind",
        #""kind" must be one of "text", "integer", "decimal", "money", "choice", "mask", "oneTimeCode", "iban", "date", "card", "phone", got "txt""#
      )),
    Named(
      "unknown key with suggestion", #"{"kind":"text","maxLen":"6"}"#,
      (
        "maxLen",
        #"unknown key "maxLen" for kind "text" (did you mean "maxLength"?); known keys: "kind", "locale", "maxLength", "lengthUnit", "allowed", "excluded", "allowedClasses", "excludedClasses", "case", "onPaste", "onOverflow", "multiline""#
      )),
    Named(
      "unknown key, other case", #"{"kind":"text","MULTILINE":true}"#,
      (
        "MULTILINE",
        #"unknown key "MULTILINE" for kind "text" (did you mean "multiline"?); known keys: "kind", "locale", "maxLength", "lengthUnit", "allowed", "excluded", "allowedClasses", "excludedClasses", "case", "onPaste", "onOverflow", "multiline""#
      )),
    Named(
      "unknown key without suggestion", #"{"kind":"text","pattern":"x"}"#,
      (
        "pattern",
        #"unknown key "pattern" for kind "text"; known keys: "kind", "locale", "maxLength", "lengthUnit", "allowed", "excluded", "allowedClasses", "excludedClasses", "case", "onPaste", "onOverflow", "multiline""#
      )),
    Named(
      "maxLength as a string", #"{"kind":"text","maxLength":"6"}"#,
      ("maxLength", #""maxLength" must be an integer >= 0, got "6""#)),
    Named(
      "maxLength negative", #"{"kind":"text","maxLength":-1}"#,
      ("maxLength", #""maxLength" must be an integer >= 0, got -1"#)),
    Named(
      "maxLength fractional", #"{"kind":"text","maxLength":1.5}"#,
      ("maxLength", #""maxLength" must be an integer >= 0, got 1.5"#)),
    Named(
      "maxLength hugely negative", #"{"kind":"text","maxLength":-1e30}"#,
      ("maxLength", #""maxLength" must be an integer >= 0, got -1e30"#)),
    Named(
      "maxLength null", #"{"kind":"text","maxLength":null}"#,
      ("maxLength", #""maxLength" must be an integer >= 0, got null"#)),
    Named(
      "maxLength boolean", #"{"kind":"text","maxLength":true}"#,
      ("maxLength", #""maxLength" must be an integer >= 0, got true"#)),
    Named(
      "unknown lengthUnit", #"{"kind":"text","maxLength":6,"lengthUnit":"bytes"}"#,
      (
        "lengthUnit",
        #""lengthUnit" must be one of "characters", "utf16", "utf8", "scalars", got "bytes""#
      )),
    Named(
      "lengthUnit not a string", #"{"kind":"text","maxLength":6,"lengthUnit":8}"#,
      (
        "lengthUnit",
        #""lengthUnit" must be one of "characters", "utf16", "utf8", "scalars", got 8"#
      )),
    Named(
      "lengthUnit without maxLength", #"{"kind":"text","lengthUnit":"utf8"}"#,
      ("lengthUnit", #""lengthUnit" counts "maxLength", which is missing"#)),
    Named(
      "locale not a string", #"{"kind":"text","locale":["de"]}"#,
      ("locale", #""locale" must be a string, got ["de"]"#)),
    Named(
      "malformed locale", #"{"kind":"text","locale":"de DE"}"#,
      ("locale", #""locale" must be a locale identifier such as "de_DE" or "en-US", got "de DE""#)),
    Named(
      "allowed not a string", #"{"kind":"text","allowed":["a"]}"#,
      ("allowed", #""allowed" must be a string, got ["a"]"#)),
    Named(
      "excluded not a string", #"{"kind":"text","excluded":5}"#,
      ("excluded", #""excluded" must be a string, got 5"#)),
    Named(
      "allowedClasses not an array", #"{"kind":"text","allowedClasses":"digits"}"#,
      (
        "allowedClasses",
        #""allowedClasses" must be an array of one of "digits", "letters", "alphanumerics", "whitespace", "ascii", got "digits""#
      )),
    Named(
      "unknown class name", #"{"kind":"text","excludedClasses":["digits","digit"]}"#,
      (
        "excludedClasses",
        #""excludedClasses"[1] must be one of "digits", "letters", "alphanumerics", "whitespace", "ascii", got "digit""#
      )),
    Named(
      "class name not a string", #"{"kind":"text","allowedClasses":[1]}"#,
      (
        "allowedClasses",
        #""allowedClasses"[0] must be one of "digits", "letters", "alphanumerics", "whitespace", "ascii", got 1"#
      )),
    Named(
      "case neither upper nor lower", #"{"kind":"text","case":"title"}"#,
      ("case", #""case" must be "upper" or "lower", got "title""#)),
    Named(
      "unknown onPaste", #"{"kind":"text","onPaste":"drop"}"#,
      ("onPaste", #""onPaste" must be "filter" or "reject", got "drop""#)),
    Named(
      "unknown onOverflow", #"{"kind":"text","onOverflow":"cut"}"#,
      ("onOverflow", #""onOverflow" must be "truncate" or "reject", got "cut""#)),
    Named(
      "multiline not a boolean", #"{"kind":"text","multiline":"yes"}"#,
      ("multiline", #""multiline" must be true or false, got "yes""#)),
    Named(
      "allowed empty", #"{"kind":"text","allowed":""}"#,
      ("allowed", #""allowed" is empty: the field would accept nothing"#)),
    Named(
      "allowedClasses empty", #"{"kind":"text","allowedClasses":[]}"#,
      ("allowedClasses", #""allowedClasses" is empty: the field would accept nothing"#)),
    Named(
      "allowed tab in a single-line field", #"{"kind":"text","allowed":"a\t"}"#,
      (
        "allowed",
        #""allowed" contains U+0009, which only a multi-line field accepts (add "multiline": true)"#
      )),
    Named(
      "allowed control character", #"{"kind":"text","allowed":"a\u001b","multiline":true}"#,
      ("allowed", #""allowed" contains the control character U+001B, which no field accepts"#)),
    Named(
      "long value cut in the message",
      #"{"kind":"text","case":"\#(String(repeating: "x", count: 80))"}"#,
      (
        "case",
        #""case" must be "upper" or "lower", got ""# + String(repeating: "x", count: 59) + "…"
      )),
  ]

  @Test(arguments: refusals)
  func refuses(_ c: Named<String, (key: String?, message: String)>) {
    do {
      let spec = try RuleSpec(json: c.input)
      Issue.record("decoded \(spec) instead of refusing it")
    } catch {
      #expect(error.key == c.expected.key)
      #expect(error.message == c.expected.message)
      #expect(error.description == "rule spec: " + c.expected.message)
    }
  }

  @Test func everyKindIsSupported() {
    for kind in KindRegistry.builtIn.names {
      let minimal: String
      switch kind {
      case "money": minimal = #"{"kind":"money","currency":"USD"}"#
      case "choice": minimal = #"{"kind":"choice","options":["a"]}"#
      case "mask": minimal = #"{"kind":"mask","format":"[000]"}"#
      case "phone": minimal = #"{"kind":"phone","region":"DE"}"#
      default: minimal = #"{"kind":"\#(kind)"}"#
      }
      #expect((try? RuleSpec(json: minimal))?.kind == kind)
    }
  }

  @Test func readsAFileNamedWithAt() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("rulespec-\(UUID().uuidString).json").path
    try Data(#"{"kind":"text","maxLength":3}"#.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      try RuleSpec.load(argument: "@" + path)
        == RuleSpec(TextSpec(common: CommonSpec(maxLength: 3))))
    #expect(try RuleSpec.load(argument: #"{"kind":"text"}"#) == RuleSpec(TextSpec()))
  }

  @Test func namesTheFileOfABadSpec() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("rulespec-\(UUID().uuidString).json").path
    try Data("{\"kind\":\"text\",\n\"maxLength\":\"6\"}".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      throws: SpecError(
        key: "maxLength", #""maxLength" must be an integer >= 0, got "6""#, source: path)
    ) {
      try RuleSpec.load(argument: "@" + path)
    }
    #expect(throws: SpecError.self) { try RuleSpec.load(argument: "@" + path + ".missing") }
    #expect(throws: SpecError(key: nil, #""@" must be followed by the path of a JSON file"#)) {
      try RuleSpec.load(argument: "@")
    }
  }

  static let localeIdentifiers: [Named<String, Bool>] = [
    Named("de_DE", "de_DE", true), Named("en-US", "en-US", true),
    Named("sr_Latn_RS", "sr_Latn_RS", true), Named("en_US_POSIX", "en_US_POSIX", true),
    Named("keywords", "de_DE@currency=EUR", true), Named("language only", "ja", true),
    Named("empty", "", false), Named("one letter", "d", false), Named("space", "de DE", false),
    Named("trailing separator", "de_", false), Named("digit language", "12_DE", false),
    Named("empty keywords", "de@", false), Named("non-ASCII", "dé", false),
  ]

  @Test(arguments: localeIdentifiers)
  func localeIdentifierShape(_ c: Named<String, Bool>) {
    #expect(LocaleIdentifier.isWellFormed(c.input) == c.expected)
  }
}

@Suite("Rules built from specs")
struct BuiltRuleTests {
  /// A spec, then typed keys and the text the field shows.
  static let typing: [Named<(spec: String, keys: String), String>] = [
    Named(
      "vowels only, at most 6",
      (#"{"kind":"text","allowed":"aeiouAEIOU","maxLength":6}"#, "aeiouxaE"), "aeioua"),
    Named(
      "anything but vowels, at most 8",
      (#"{"kind":"text","excluded":"aeiouAEIOU","maxLength":8}"#, "freaky words"), "frky wrd"),
    Named(
      "digits only, at most 3",
      (#"{"kind":"text","allowedClasses":["digits"],"maxLength":3}"#, "1a2b34"), "123"),
    Named(
      "letters of freaky, at most 10",
      (#"{"kind":"text","allowed":"freaky","maxLength":10}"#, "the freaky yak ran far"),
      "efreakyyak"),
    Named("case upper", (#"{"kind":"text","case":"upper"}"#, "abC1"), "ABC1"),
    Named("excluded class", (#"{"kind":"text","excludedClasses":["digits"]}"#, "a1b٢c"), "abc"),
    Named("ascii only", (#"{"kind":"text","allowedClasses":["ascii"]}"#, "aé b"), "a b"),
    Named("bytes", (#"{"kind":"text","maxLength":3,"lengthUnit":"utf8"}"#, "aéb"), "aé"),
    Named("single-line refuses a tab", (#"{"kind":"text"}"#, "a\tb"), "ab"),
    Named("multi-line takes a tab", (#"{"kind":"text","multiline":true}"#, "a\tb"), "a\tb"),
  ]

  @Test(arguments: typing)
  func typesUnder(_ c: Named<(spec: String, keys: String), String>) throws {
    let rule = try RuleSpec(json: c.input.spec).makeRule(in: RuleContext(localeIdentifier: "en_US"))
    #expect(typed(c.input.keys, under: rule) == c.expected)
  }

  @Test func pastePolicies() throws {
    let context = RuleContext(localeIdentifier: "en_US")
    let filter = try RuleSpec(json: #"{"kind":"text","allowed":"abc","maxLength":2}"#)
      .makeRule(in: context)
    #expect(pasted("axbc", under: filter) == "ab")
    let reject = try RuleSpec(
      json: #"{"kind":"text","allowed":"abc","maxLength":2,"onPaste":"reject"}"#
    ).makeRule(in: context)
    #expect(pasted("axb", under: reject) == "")
    let overflow = try RuleSpec(json: #"{"kind":"text","maxLength":2,"onOverflow":"reject"}"#)
      .makeRule(in: context)
    #expect(pasted("abc", under: overflow) == "")
    #expect(pasted("ab", under: overflow) == "ab")
  }
}

private func typed<R: InputRule>(_ keys: String, under rule: R) -> String {
  var field = InputField(rule: rule)
  field.type(keys)
  return field.text
}

private func pasted<R: InputRule>(_ text: String, under rule: R) -> String {
  var field = InputField(rule: rule)
  field.paste(text)
  return field.text
}
