import InputRules
import InputRulesSpec
import Testing

@Suite("Strict entries (inputrules check)")
struct StrictEntryTests {
  /// A spec, an entry, and the verdict: the canonical value, or the reason code.
  static let entries: [Named<(spec: String, entry: String), String>] = [
    Named("fits", (#"{"kind":"text","maxLength":3}"#, "abc"), "valid abc"),
    Named("too long", (#"{"kind":"text","maxLength":3}"#, "abcd"), "invalid tooLong"),
    Named(
      "disallowed", (#"{"kind":"text","allowed":"abc"}"#, "abx"), "invalid disallowedCharacter"),
    Named(
      "disallowed even when pastes are filtered",
      (#"{"kind":"text","allowed":"abc","onPaste":"filter"}"#, "xab"), "invalid disallowedCharacter"
    ),
    Named(
      "case conversion is a change", (#"{"kind":"text","case":"upper"}"#, "abc"),
      "invalid caseConverted"),
    Named("already upper case", (#"{"kind":"text","case":"upper"}"#, "ABC"), "valid ABC"),
    Named("digits keep their case", (#"{"kind":"text","case":"lower"}"#, "12"), "valid 12"),
    Named("empty entry", (#"{"kind":"text"}"#, ""), "invalid empty"),
    Named("tab in single-line", (#"{"kind":"text"}"#, "a\tb"), "invalid disallowedCharacter"),
    Named("tab in multi-line", (#"{"kind":"text","multiline":true}"#, "a\tb"), "valid a\tb"),
    Named("clusters count as one", (#"{"kind":"text","maxLength":3}"#, "🇩🇪👍🏽é"), "valid 🇩🇪👍🏽é"),
    Named(
      "UTF-16 units count", (#"{"kind":"text","maxLength":3,"lengthUnit":"utf16"}"#, "👍🏽"),
      "invalid tooLong"),
    Named(
      "decomposed é is one key", (#"{"kind":"text","allowed":"e\u0301"}"#, "e\u{301}"),
      "valid e\u{301}"),
  ]

  @Test(arguments: entries)
  func judges(_ c: Named<(spec: String, entry: String), String>) throws {
    let rule = try RuleSpec(json: c.input.spec).makeRule(in: RuleContext(localeIdentifier: "en_US"))
    let verdict = StrictEntry.check(c.input.entry, under: rule)
    switch verdict {
    case .valid(let canonical): #expect("valid " + canonical == c.expected)
    case .invalid(let reason): #expect("invalid " + reason.code.rawValue == c.expected)
    }
  }

  @Test func givesTheRefusedKeysMessage() {
    let verdict = StrictEntry.check("abx", under: TextRule.allowing("abc"))
    guard case .invalid(let reason) = verdict else {
      Issue.record("\(verdict) is not invalid")
      return
    }
    #expect(reason.code == .disallowedCharacter)
    #expect(reason.message == "“x” is not accepted here.")
  }
}
