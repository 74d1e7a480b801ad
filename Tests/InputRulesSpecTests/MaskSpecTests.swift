import InputRules
import InputRulesMasks
import InputRulesSpec
import Testing

@Suite("Mask spec decoding")
struct MaskSpecTests {
  static let phone = "+1 ([000]) [000]-[0000]"

  static let decoded: [Named<String, MaskSpec>] = [
    Named(
      "format only", #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#,
      MaskSpec(format: phone)),
    Named(
      "every key",
      #"""
      {"kind":"mask","locale":"en_US","maxLength":20,"lengthUnit":"utf16",
       "format":"+1 ([000]) [000]-[0000]","formats":["+1 ([000]) [000]-[0000] x[9999]"],
       "affinity":"prefix","notations":{"D":{"characters":"0123","classes":["letters"],
       "optional":true}},"autocomplete":false,"autoskip":true,"backspaceOverLiteral":"skip",
       "overwrite":true,"onCommit":"clear"}
      """#,
      MaskSpec(
        common: CommonSpec(locale: "en_US", maxLength: 20, lengthUnit: .utf16), format: phone,
        formats: ["+1 ([000]) [000]-[0000] x[9999]"], affinity: .prefix,
        notations: [
          MaskNotation(character: "D", characters: "0123", classes: .letters, isOptional: true)
        ],
        autocomplete: false, autoskip: true, backspaceOverLiteral: .skip, overwrite: true,
        onCommit: .clear)),
    Named(
      "formats alone, the first primary",
      #"{"kind":"mask","formats":["[00000]","[00000]-[0000]"]}"#,
      MaskSpec(formats: ["[00000]", "[00000]-[0000]"])),
    Named(
      "format with an empty list of other formats",
      #"{"kind":"mask","format":"[00]","formats":[]}"#,
      MaskSpec(format: "[00]")),
    Named(
      "each affinity: capacity",
      #"{"kind":"mask","formats":["[00]","[0000]"],"affinity":"capacity"}"#,
      MaskSpec(formats: ["[00]", "[0000]"], affinity: .capacity)),
    Named(
      "each affinity: extractedValueCapacity",
      #"{"kind":"mask","formats":["[00]","[0000]"],"affinity":"extractedValueCapacity"}"#,
      MaskSpec(formats: ["[00]", "[0000]"], affinity: .extractedValueCapacity)),
    Named(
      "each affinity: wholeString (the default)",
      #"{"kind":"mask","format":"[00]","formats":["[0000]"],"affinity":"wholeString"}"#,
      MaskSpec(format: "[00]", formats: ["[0000]"])),
    Named(
      "each onCommit: revert", #"{"kind":"mask","format":"[00]","onCommit":"revert"}"#,
      MaskSpec(format: "[00]", onCommit: .revert)),
    Named(
      "defaults written out",
      #"""
      {"kind":"mask","format":"[00]","autocomplete":true,"autoskip":false,
       "backspaceOverLiteral":"deleteSlot","overwrite":false,"onCommit":"keep"}
      """#,
      MaskSpec(format: "[00]")),
    Named(
      "notations in the order written, characters only or classes only",
      #"""
      {"kind":"mask","format":"[HH]{:}[XX]",
       "notations":{"X":{"classes":["digits","whitespace"]},"H":{"characters":"0123456789ABCDEF"}}}
      """#,
      MaskSpec(
        format: "[HH]{:}[XX]",
        notations: [
          MaskNotation(character: "X", classes: [.digits, .whitespace]),
          MaskNotation(character: "H", characters: "0123456789ABCDEF"),
        ])),
    Named(
      "a notation key of one grapheme cluster made of two scalars",
      #"{"kind":"mask","format":"[é]","notations":{"e\u0301":{"characters":"xy"}}}"#,
      MaskSpec(
        format: "[é]", notations: [MaskNotation(character: "e\u{301}", characters: "xy")])),
    Named(
      "maxLength exactly the complete phone",
      #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]","maxLength":17}"#,
      MaskSpec(common: CommonSpec(maxLength: 17), format: phone)),
    Named(
      "maxLength without the trailing literal when literals wait for the next key",
      #"{"kind":"mask","format":"[000]-[99]","maxLength":3,"autocomplete":false}"#,
      MaskSpec(common: CommonSpec(maxLength: 3), format: "[000]-[99]", autocomplete: false)),
    Named(
      "maxLength that only the shorter format fits",
      #"{"kind":"mask","formats":["[000]-[0000]","[00]"],"maxLength":2,"lengthUnit":"utf8"}"#,
      MaskSpec(
        common: CommonSpec(maxLength: 2, lengthUnit: .utf8), formats: ["[000]-[0000]", "[00]"])),
    Named(
      "a format with escapes and braces", #"{"kind":"mask","format":"\\[[00]\\]{-}[AA]"}"#,
      MaskSpec(format: #"\[[00]\]{-}[AA]"#)),
  ]

  @Test(arguments: decoded)
  func decodes(_ c: Named<String, MaskSpec>) throws {
    let spec = try RuleSpec(json: c.input)
    #expect(spec == RuleSpec(c.expected))
    #expect(spec.kind == "mask")
    #expect(spec.common == c.expected.common)
    _ = try spec.makeRule(in: RuleContext(localeIdentifier: "en_US"))
  }

  /// Each refusal: the spec, the key named, the message.
  static let refusals: [Named<String, (key: String?, message: String)>] = [
    Named(
      "neither format nor formats", #"{"kind":"mask"}"#,
      (
        "format",
        #"missing "format": a mask such as "+1 ([000]) [000]-[0000]" (or "formats", an array of them)"#
      )),
    Named(
      "format not a string", #"{"kind":"mask","format":123}"#,
      ("format", #""format" must be a string, got 123"#)),
    Named(
      "format null", #"{"kind":"mask","format":null}"#,
      ("format", #""format" must be a string, got null"#)),
    Named(
      "empty format", #"{"kind":"mask","format":""}"#,
      ("format", #""format" "": the format is empty"#)),
    Named(
      "unclosed bracket", #"{"kind":"mask","format":"+1 ([000"}"#,
      ("format", #""format" "+1 ([000": the “[” at offset 4 is never closed with “]”"#)),
    Named(
      "unclosed brace", #"{"kind":"mask","format":"[00]{."}"#,
      ("format", #""format" "[00]{.": the “{” at offset 4 is never closed with “}”"#)),
    Named(
      "nested brackets", #"{"kind":"mask","format":"[0[0]]"}"#,
      (
        "format",
        #""format" "[0[0]]": “[” at offset 2 opens a block inside the block opened at offset 0; blocks cannot nest"#
      )),
    Named(
      "closing bracket that closes nothing", #"{"kind":"mask","format":"[00]]"}"#,
      (
        "format",
        #""format" "[00]]": “]” at offset 4 closes no block (escape it as “\]”)"#
      )),
    Named(
      "empty block", #"{"kind":"mask","format":"[]"}"#,
      ("format", #""format" "[]": the [] at offset 0 holds no slot"#)),
    Named(
      "unknown slot character", #"{"kind":"mask","format":"[00X]"}"#,
      (
        "format",
        #""format" "[00X]": “X” at offset 3 is not a slot character (0 9 A a _ - … or a notation); write literals outside [...] or in {...}"#
      )),
    Named(
      "dangling escape", #"{"kind":"mask","format":"[00]\\"}"#,
      ("format", #""format" "[00]\\": the “\” at offset 4 ends the format and escapes nothing"#)),
    Named(
      "bad format among formats, named by its place",
      #"{"kind":"mask","formats":["[00]","[000]","[0"]}"#,
      ("formats", #""formats"[2] "[0": the “[” at offset 0 is never closed with “]”"#)),
    Named(
      "bad extra format after format, named by its place in formats",
      #"{"kind":"mask","format":"[00]","formats":["{"]}"#,
      ("formats", #""formats"[0] "{": the “{” at offset 0 is never closed with “}”"#)),
    Named(
      "formats not an array", #"{"kind":"mask","formats":"[00]"}"#,
      ("formats", #""formats" must be an array of strings, got "[00]""#)),
    Named(
      "formats holding a number", #"{"kind":"mask","formats":["[00]",7]}"#,
      ("formats", #""formats"[1] must be a string, got 7"#)),
    Named(
      "formats empty without format", #"{"kind":"mask","formats":[]}"#,
      ("formats", #""formats" is empty: a mask needs at least one format"#)),
    Named(
      "a format repeated", #"{"kind":"mask","format":"[00]","formats":["[000]","[00]"]}"#,
      ("formats", #""formats"[1] "[00]" repeats "format""#)),
    Named(
      "a format repeated within formats", #"{"kind":"mask","formats":["[00]","[00]"]}"#,
      ("formats", #""formats"[1] "[00]" repeats "formats"[0]"#)),
    Named(
      "unknown affinity", #"{"kind":"mask","formats":["[00]","[000]"],"affinity":"longest"}"#,
      (
        "affinity",
        #""affinity" must be one of "wholeString", "prefix", "capacity", "extractedValueCapacity", got "longest""#
      )),
    Named(
      "affinity with one format", #"{"kind":"mask","format":"[00]","affinity":"prefix"}"#,
      (
        "affinity",
        #""affinity" chooses among several formats, but the mask has one (add "formats")"#
      )),
    Named(
      "autocomplete not a boolean", #"{"kind":"mask","format":"[00]","autocomplete":"yes"}"#,
      ("autocomplete", #""autocomplete" must be true or false, got "yes""#)),
    Named(
      "autoskip not a boolean", #"{"kind":"mask","format":"[00]","autoskip":1}"#,
      ("autoskip", #""autoskip" must be true or false, got 1"#)),
    Named(
      "overwrite not a boolean", #"{"kind":"mask","format":"[00]","overwrite":null}"#,
      ("overwrite", #""overwrite" must be true or false, got null"#)),
    Named(
      "unknown backspaceOverLiteral",
      #"{"kind":"mask","format":"[00]","backspaceOverLiteral":"delete"}"#,
      (
        "backspaceOverLiteral",
        #""backspaceOverLiteral" must be "deleteSlot" or "skip", got "delete""#
      )),
    Named(
      "onCommit of the number kinds", #"{"kind":"mask","format":"[00]","onCommit":"clamp"}"#,
      ("onCommit", #""onCommit" must be one of "keep", "revert", "clear", got "clamp""#)),
    Named(
      "unknown key with suggestion", #"{"kind":"mask","format":"[00]","formt":"[0]"}"#,
      (
        "formt",
        #"unknown key "formt" for kind "mask" (did you mean "format"?); known keys: "kind", "locale", "maxLength", "lengthUnit", "format", "formats", "affinity", "notations", "autocomplete", "autoskip", "backspaceOverLiteral", "overwrite", "onCommit""#
      )),
    Named(
      "a key of another kind", #"{"kind":"mask","format":"[00]","options":["a"]}"#,
      (
        "options",
        #"unknown key "options" for kind "mask"; known keys: "kind", "locale", "maxLength", "lengthUnit", "format", "formats", "affinity", "notations", "autocomplete", "autoskip", "backspaceOverLiteral", "overwrite", "onCommit""#
      )),
    Named(
      "maxLength as a string", #"{"kind":"mask","format":"[00]","maxLength":"9"}"#,
      ("maxLength", #""maxLength" must be an integer >= 0, got "9""#)),
    Named(
      "lengthUnit without maxLength", #"{"kind":"mask","format":"[00]","lengthUnit":"utf8"}"#,
      ("lengthUnit", #""lengthUnit" counts "maxLength", which is missing"#)),
    Named(
      "malformed locale", #"{"kind":"mask","format":"[00]","locale":"x y"}"#,
      (
        "locale",
        #""locale" must be a locale identifier such as "de_DE" or "en-US", got "x y""#
      )),
    Named(
      "maxLength one short of the complete phone",
      #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]","maxLength":16}"#,
      (
        "maxLength",
        #""maxLength" (16) is too short for any complete value of the mask: "+1 (000) 000-0000" needs 17 characters"#
      )),
    Named(
      "maxLength that leaves out the literal shown after the last required slot",
      #"{"kind":"mask","format":"[000]-[99]","maxLength":3}"#,
      (
        "maxLength",
        #""maxLength" (3) is too short for any complete value of the mask: "000-" needs 4 characters"#
      )),
    Named(
      "maxLength too short, filled through a notation",
      ##"{"kind":"mask","format":"#[HH]","notations":{"H":{"characters":"XY"}},"maxLength":2}"##,
      (
        "maxLength",
        ##""maxLength" (2) is too short for any complete value of the mask: "#XX" needs 3 characters"##
      )),
    Named(
      "maxLength 0 on an endless mask", #"{"kind":"mask","format":"[0…]","maxLength":0}"#,
      (
        "maxLength",
        #""maxLength" (0) is too short for any complete value of the mask: "0" needs 1 character"#
      )),
    // notations
    Named(
      "notations not an object", #"{"kind":"mask","format":"[00]","notations":["D"]}"#,
      (
        "notations",
        #""notations" must be an object such as {"D":{"characters":"0123"}}, got ["D"]"#
      )),
    Named(
      "notation key of two characters",
      #"{"kind":"mask","format":"[00]","notations":{"DD":{"characters":"0"}}}"#,
      (
        "notations",
        #""notations" key "DD" must be a single character, the one that stands for the slot inside [...]"#
      )),
    Named(
      "empty notation key", #"{"kind":"mask","format":"[00]","notations":{"":{"characters":"0"}}}"#,
      (
        "notations",
        #""notations" key "" must be a single character, the one that stands for the slot inside [...]"#
      )),
    Named(
      "notation not an object", #"{"kind":"mask","format":"[00]","notations":{"D":"0123"}}"#,
      (
        "notations",
        #""notations"["D"] must be an object such as {"characters":"0123","optional":true}, got "0123""#
      )),
    Named(
      "notation redefining a built-in slot",
      #"{"kind":"mask","format":"[00]","notations":{"0":{"characters":"01"}}}"#,
      (
        "notations",
        #""notations"["0"]: notation “0” redefines a character of the format syntax (0 9 A a _ - … [ ] { } \ are built in)"#
      )),
    Named(
      "notation redefining a bracket",
      #"{"kind":"mask","format":"[00]","notations":{"[":{"characters":"01"}}}"#,
      (
        "notations",
        #""notations"["["]: notation “[” redefines a character of the format syntax (0 9 A a _ - … [ ] { } \ are built in)"#
      )),
    Named(
      "notation taking nothing", #"{"kind":"mask","format":"[D]","notations":{"D":{}}}"#,
      ("notations", #""notations"["D"] takes no character: give it "characters" or "classes""#)),
    Named(
      "notation with empty characters and classes",
      #"{"kind":"mask","format":"[D]","notations":{"D":{"characters":"","classes":[]}}}"#,
      ("notations", #""notations"["D"] takes no character: give it "characters" or "classes""#)),
    Named(
      "unknown class in a notation",
      #"{"kind":"mask","format":"[D]","notations":{"D":{"classes":["digits","hex"]}}}"#,
      (
        "notations",
        #""notations"["D"]["classes"][1] must be one of "digits", "letters", "alphanumerics", "whitespace", "ascii", got "hex""#
      )),
    Named(
      "classes not an array",
      #"{"kind":"mask","format":"[D]","notations":{"D":{"classes":"digits"}}}"#,
      (
        "notations",
        #""notations"["D"]["classes"] must be an array of one of "digits", "letters", "alphanumerics", "whitespace", "ascii", got "digits""#
      )),
    Named(
      "characters not a string",
      #"{"kind":"mask","format":"[D]","notations":{"D":{"characters":["0","1"]}}}"#,
      ("notations", #""notations"["D"]["characters"] must be a string, got ["0","1"]"#)),
    Named(
      "optional not a boolean",
      #"{"kind":"mask","format":"[D]","notations":{"D":{"characters":"01","optional":"yes"}}}"#,
      ("notations", #""notations"["D"]["optional"] must be true or false, got "yes""#)),
    Named(
      "unknown key in a notation",
      #"{"kind":"mask","format":"[D]","notations":{"D":{"characters":"01","optinal":true}}}"#,
      (
        "notations",
        #"unknown key "optinal" in "notations"["D"] (did you mean "optional"?); known keys: "characters", "classes", "optional""#
      )),
    Named(
      "a format using a notation not defined",
      #"{"kind":"mask","format":"[DD]","notations":{"H":{"characters":"01"}}}"#,
      (
        "format",
        #""format" "[DD]": “D” at offset 1 is not a slot character (0 9 A a _ - … or a notation); write literals outside [...] or in {...}"#
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

  /// The rule built carries every key.
  @Test func ruleCarriesTheSpecsKeys() throws {
    let spec = try RuleSpec(
      json: #"""
        {"kind":"mask","formats":["[00]","[0000]"],"affinity":"capacity","autocomplete":false,
         "autoskip":true,"backspaceOverLiteral":"skip","overwrite":true,"onCommit":"revert",
         "maxLength":3,"lengthUnit":"utf8"}
        """#)
    guard let mask = spec.spec(as: MaskSpec.self) else {
      Issue.record("not a mask: \(spec)")
      return
    }
    let rule = try mask.rule(in: RuleContext(localeIdentifier: "en_US"))
    #expect(rule.formats.map(\.source) == ["[00]", "[0000]"])
    #expect(rule.affinity == .capacity)
    #expect(rule.autocomplete == false)
    #expect(rule.deletesTrailingLiteralsWithRawCharacter == true)
    #expect(rule.literalDeletion == .skip)
    #expect(rule.overwritesRawCharacters == true)
    #expect(rule.onCommit == .revert)
    #expect(rule.maxLength == 3)
    #expect(rule.lengthUnit == .utf8)
  }

  /// `format` comes first, then `formats`; defaults as the issue lists them.
  @Test func formatIsPrimaryAndDefaultsHold() throws {
    guard
      let mask = try RuleSpec(
        json: #"{"kind":"mask","format":"[000]","formats":["[00]"]}"#
      ).spec(as: MaskSpec.self)
    else {
      Issue.record("not a mask")
      return
    }
    let rule = try mask.rule(in: RuleContext(localeIdentifier: "en_US"))
    #expect(rule.formats.map(\.source) == ["[000]", "[00]"])
    #expect(rule.affinity == .wholeString)
    #expect(rule.autocomplete == true)
    #expect(rule.deletesTrailingLiteralsWithRawCharacter == false)
    #expect(rule.literalDeletion == .deleteSlot)
    #expect(rule.overwritesRawCharacters == false)
    #expect(rule.onCommit == .keep)
    #expect(rule.maxLength == nil)
  }

  /// A custom notation reaches the rule: the slot takes its characters and refuses others.
  @Test func notationReachesTheRule() throws {
    let spec = try RuleSpec(
      json:
        ##"{"kind":"mask","format":"#[HH]","notations":{"H":{"characters":"0123456789ABCDEF"}}}"##
    )
    let rule = try spec.makeRule(in: RuleContext(localeIdentifier: "en_US"))
    #expect(StrictEntry.check("#1F", under: rule) == .valid(canonical: "1F"))
    guard case .invalid(let reason) = StrictEntry.check("#1G", under: rule) else {
      Issue.record("#1G accepted")
      return
    }
    #expect(reason.code == .disallowedCharacter)
  }
}
