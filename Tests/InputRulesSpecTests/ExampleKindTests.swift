import InputRules
import InputRulesSpec
import InputRulesTestSupport
import Testing

/// A kind added the way CONTRIBUTING.md says, here in the tests (it is not shipped): a spec
/// struct, one registration, and a law table. It goes through what every kind goes through
/// (reading a spec, replay, check, the field the WebAssembly build drives, the law checker)
/// with no other edit: the proof that the list of what a kind adds is complete.
struct HexColorSpec: KindSpec {
  static let kind = "hexColor"
  static let keys = ["lowercase"]
  static let example = KindExample(
    spec: #"{"kind":"hexColor"}"#, keys: "1A2B3C", label: "Colour")
  static let localeData = LocaleData.none

  var common: CommonSpec
  /// `lowercase`: letters are typed as small letters (capitals by default).
  var lowercase: Bool

  init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    self.common = common
    lowercase = try reader.bool("lowercase") ?? false
  }

  /// Six hexadecimal digits: an existing rule, configured.
  func rule(in context: RuleContext) -> TextRule {
    TextRule.allowing("0123456789abcdefABCDEF").maximumLength(6)
      .converting(to: lowercase ? .lower : .upper)
  }

  func keyboard(for rule: TextRule) -> Keyboard { .text }

  /// `digits`: how many of the six are typed.
  func details(of rule: TextRule, text: String) -> [(key: String, value: String?)] {
    [("digits", String(text.count))]
  }
}

@Suite struct ExampleKindTests {
  /// The one registration.
  static let registry = KindRegistry.builtIn.registering(HexColorSpec.self)
  static let context = RuleContext(localeIdentifier: "en_US")

  static func spec(_ json: String) throws -> RuleSpec {
    try RuleSpec(json: json, localeValues: nil, registry: registry)
  }

  @Test func theSpecIsReadAndItsKeysChecked() throws {
    #expect(try Self.spec(#"{"kind":"hexColor","lowercase":true}"#).kind == "hexColor")
    #expect(Self.registry.names.last == "hexColor")
    #expect(throws: SpecError.self) { try Self.spec(#"{"kind":"hexColor","lowercas":true}"#) }
    // Not registered in the built-in registry.
    #expect(throws: SpecError.self) { try RuleSpec(json: #"{"kind":"hexColor"}"#) }
  }

  /// Replay: events in, the command's output objects out, details included.
  @Test func replay() throws {
    let field = try Self.spec(#"{"kind":"hexColor"}"#).makeField(in: Self.context)
    var lines: [String] = []
    for line in [#"{"type":"1a2"}"#, #"{"type":"g"}"#, #"{"paste":"b3c"}"#] {
      let event = try ReplayEvent(jsonLine: line)
      let result = field.perform(event.action, times: event.presses)
      lines.append(
        String(decoding: field.writeReplayObject(after: result, to: [UInt8]()), as: UTF8.self))
    }
    #expect(
      lines == [
        #"{"text":"1A2","selection":[3,3],"state":"valid","value":"1A2","digits":"3","accepted":true,"reason":"caseConverted","message":"Letters were converted to upper case."}"#,
        #"{"text":"1A2","selection":[3,3],"state":"valid","value":"1A2","digits":"3","accepted":false,"reason":"disallowedCharacter","message":"“G” is not accepted here."}"#,
        #"{"text":"1A2B3C","selection":[6,6],"state":"valid","value":"1A2B3C","digits":"6","accepted":true,"reason":"caseConverted","message":"Letters were converted to upper case."}"#,
      ])
  }

  /// Check: complete entries judged strictly.
  @Test func check() throws {
    let rule = try Self.spec(#"{"kind":"hexColor"}"#).makeCheckRule(in: Self.context)
    #expect(StrictEntry.check("1A2B3C", under: rule) == .valid(canonical: "1A2B3C"))
    guard case .invalid(let reason) = StrictEntry.check("1A2B3G", under: rule) else {
      Issue.record("1A2B3G is not a colour")
      return
    }
    #expect(reason.code == .disallowedCharacter)
  }

  /// The field the WebAssembly build drives: the kind's keyboard and details.
  @Test func theWebAssemblyField() throws {
    let field = try Self.spec(#"{"kind":"hexColor","lowercase":true}"#).makeField(in: Self.context)
    _ = field.perform(.type("AB"), times: nil)
    #expect(field.state.text == "ab")
    #expect(field.keyboard.inputMode == "text")
    #expect(field.details.map(\.key) == ["digits"])
  }

  @Test func theLawsHold() throws {
    let rule = try Self.spec(#"{"kind":"hexColor"}"#).makeRule(in: Self.context)
    func check<R: InputRule>(_ rule: R) -> [LawViolation] {
      FieldLaws.check(
        rule, seed: 3,
        options: FieldLawOptions(
          steps: 500, alphabet: ["1", "a", "F", "g", " ", "ab12", "é"],
          laws: Set(FieldLaw.allCases).subtracting(FieldLaw.reformattingLaws),
          pasteKeepsWhatFits: true))
    }
    #expect(check(rule).isEmpty)
  }
}
