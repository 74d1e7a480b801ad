import InputRules
import InputRulesCodes
import InputRulesSpec
import Testing

@Suite("One-time code and IBAN spec decoding")
struct CodeSpecTests {
  static let decoded: [Named<String, RuleSpec>] = [
    Named(
      "one-time code, default length 6", #"{"kind":"oneTimeCode"}"#, RuleSpec(OneTimeCodeSpec())),
    Named(
      "one-time code of 4 digits", #"{"kind":"oneTimeCode","length":4}"#,
      RuleSpec(OneTimeCodeSpec(length: 4))),
    Named(
      "one-time code of 10 digits, written 1e1", #"{"kind":"oneTimeCode","length":1e1}"#,
      RuleSpec(OneTimeCodeSpec(length: 10))),
    Named(
      "IBAN with a locale", #"{"kind":"iban","locale":"de_DE"}"#,
      RuleSpec(IBANSpec(common: CommonSpec(locale: "de_DE")))),
  ]

  @Test(arguments: decoded)
  func decodes(_ c: Named<String, RuleSpec>) throws {
    #expect(try RuleSpec(json: c.input) == c.expected)
  }

  static let refused: [Named<String, String>] = [
    Named(
      "length below 4", #"{"kind":"oneTimeCode","length":3}"#,
      #""length" must be an integer from 4 to 10, got 3"#),
    Named(
      "length above 10", #"{"kind":"oneTimeCode","length":11}"#,
      #""length" must be an integer from 4 to 10, got 11"#),
    Named(
      "fractional length", #"{"kind":"oneTimeCode","length":6.5}"#,
      #""length" must be an integer from 4 to 10, got 6.5"#),
    Named(
      "maxLength on a code", #"{"kind":"oneTimeCode","maxLength":8}"#,
      #""maxLength" (8) does not apply to kind "oneTimeCode": the length of its text is set by "length""#
    ),
    Named(
      "a key of another kind on an IBAN", #"{"kind":"iban","length":22}"#,
      #"unknown key "length" for kind "iban" (did you mean "lengthUnit"?); known keys: "kind", "locale", "maxLength", "lengthUnit""#
    ),
  ]

  @Test(arguments: refused)
  func refuses(_ c: Named<String, String>) {
    #expect(throws: SpecError.self) { try RuleSpec(json: c.input) }
    do {
      _ = try RuleSpec(json: c.input)
    } catch {
      #expect(error.message == c.expected)
    }
  }

  @Test func theRulesAreTheCodesModulesRules() throws {
    let context = RuleContext(localeIdentifier: "en_US")
    let code = try RuleSpec(json: #"{"kind":"oneTimeCode","length":4}"#).makeRule(in: context)
    #expect((code as? OneTimeCodeRule)?.length == 4)
    let iban = try RuleSpec(json: #"{"kind":"iban"}"#).makeRule(in: context)
    #expect(iban is IBANRule)
  }
}
