import InputRules
import InputRulesSpec
import Testing

/// Specs with large sets build in time linear in their size (the duplicate check of the options
/// used to compare each option with every one before it) and judge like small ones.
@Suite("Large specs")
struct LargeSpecTests {
  /// `count` options, "o0" to "o<count - 1>", as a JSON array.
  static func options(_ count: Int) -> String {
    "[" + (0..<count).map { "\"o\($0)\"" }.joined(separator: ",") + "]"
  }

  @Test func aChoiceOfManyOptions() throws {
    let spec = try RuleSpec(json: #"{"kind":"choice","options":"# + Self.options(100_000) + "}")
    guard let choice = spec.spec(as: ChoiceSpec.self) else {
      Issue.record("not a choice spec")
      return
    }
    let rule = try choice.rule(in: RuleContext(localeIdentifier: "en_US")).base
    #expect(rule.labels.count == 100_000)
    #expect(rule.evaluate("O99999").value == "o99999")
    #expect(rule.evaluate("o1000").value == "o1000")
    #expect(rule.evaluate("o100000").validity == .invalid)
  }

  @Test func aRepeatAmongManyOptionsIsNamed() throws {
    let json =
      #"{"kind":"choice","options":"# + Self.options(100_000).dropLast() + #","O4711"]}"#
    #expect(throws: SpecError.self) { try RuleSpec(json: json) }
    do {
      _ = try RuleSpec(json: json)
    } catch {
      #expect(
        error.message
          == #""options"[100000] "O4711" repeats "options"[4711] "o4711" (case is ignored unless "caseSensitive")"#
      )
    }
  }

  @Test func aLargeAllowedString() throws {
    var allowed = String.UnicodeScalarView()
    for value in 0x4E00...0x9FFF { allowed.append(Unicode.Scalar(UInt32(value))!) }
    let spec = try RuleSpec(
      json: #"{"kind":"text","allowed":"# + JSON.quoted(String(allowed)) + "}")
    guard let text = spec.spec(as: TextSpec.self) else {
      Issue.record("not a text spec")
      return
    }
    #expect(text.rule(in: RuleContext(localeIdentifier: "en_US")).evaluate("漢字").validity == .valid)
    #expect(
      text.rule(in: RuleContext(localeIdentifier: "en_US")).evaluate("漢字a").validity == .invalid)
  }
}
