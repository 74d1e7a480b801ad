import InputRules
import InputRulesTestSupport
import Testing

struct LengthCase: CustomTestStringConvertible, Sendable {
  var text: String
  var name: String
  var characters: Int
  var utf16: Int
  var utf8: Int
  var scalars: Int
  var testDescription: String {
    "\(name): \(characters) characters, \(utf16) UTF-16, \(utf8) UTF-8, \(scalars) scalars"
  }
}

@Suite("Length units")
struct LengthUnitTests {
  @Test(arguments: [
    LengthCase(text: "a", name: "ASCII letter", characters: 1, utf16: 1, utf8: 1, scalars: 1),
    LengthCase(text: "é", name: "precomposed é", characters: 1, utf16: 1, utf8: 2, scalars: 1),
    LengthCase(
      text: "e\u{301}", name: "e + combining acute", characters: 1, utf16: 2, utf8: 3, scalars: 2),
    LengthCase(
      text: "👍🏽", name: "thumbs up, skin tone", characters: 1, utf16: 4, utf8: 8, scalars: 2),
    LengthCase(text: "🇩🇪", name: "German flag", characters: 1, utf16: 4, utf8: 8, scalars: 2),
    LengthCase(text: "👨‍👩‍👧", name: "ZWJ family", characters: 1, utf16: 8, utf8: 18, scalars: 5),
    LengthCase(text: "\r\n", name: "CR LF", characters: 1, utf16: 2, utf8: 2, scalars: 2),
    LengthCase(text: "日本", name: "two kanji", characters: 2, utf16: 2, utf8: 6, scalars: 2),
    LengthCase(
      text: "😀", name: "emoji outside the BMP", characters: 1, utf16: 2, utf8: 4, scalars: 1),
  ])
  func lengths(_ c: LengthCase) {
    #expect(LengthUnit.characters.length(of: c.text) == c.characters)
    #expect(LengthUnit.utf16.length(of: c.text) == c.utf16)
    #expect(LengthUnit.utf8.length(of: c.text) == c.utf8)
    #expect(LengthUnit.scalars.length(of: c.text) == c.scalars)
    if let only = c.text.first, c.characters == 1 {
      #expect(LengthUnit.utf8.length(of: only) == c.utf8)
      #expect(LengthUnit.utf16.length(of: only) == c.utf16)
      #expect(LengthUnit.scalars.length(of: only) == c.scalars)
      #expect(LengthUnit.characters.length(of: only) == 1)
    }
  }

  @Test(arguments: [
    Scenario(
      "4 UTF-16 units", .maximumLength(4, in: .utf16), [.type("👍🏽")], gives: "👍🏽", outcome: .accepted),
    Scenario(
      "4 UTF-16 units", .maximumLength(4, in: .utf16), [.type("👍🏽a")], gives: "👍🏽",
      outcome: .rejected, reason: .tooLong),
    Scenario(
      "4 UTF-16 units", .maximumLength(4, in: .utf16), [.type("abc👍🏽")], gives: "abc",
      outcome: .rejected, reason: .tooLong),
    Scenario(
      "6 UTF-16 units", .maximumLength(6, in: .utf16), [.paste("👍🏽👍🏽")], gives: "👍🏽",
      outcome: .transformed, reason: .truncated),
    Scenario(
      "8 UTF-8 bytes", .maximumLength(8, in: .utf8), [.paste("aé👍🏽")], gives: "aé",
      outcome: .transformed, reason: .truncated),
    Scenario(
      "8 UTF-8 bytes", .maximumLength(8, in: .utf8), [.paste("🇩🇪")], gives: "🇩🇪", outcome: .accepted),
    Scenario(
      "7 UTF-8 bytes", .maximumLength(7, in: .utf8), [.type("🇩🇪")], gives: "", outcome: .rejected,
      reason: .tooLong),
    Scenario(
      "2 scalars", .maximumLength(2, in: .scalars), [.type("👍🏽")], gives: "👍🏽", outcome: .accepted),
    Scenario(
      "2 scalars", .maximumLength(2, in: .scalars), [.paste("e\u{301}x")], gives: "e\u{301}",
      outcome: .transformed, reason: .truncated),
    Scenario("1 character", .maximumLength(1), [.type("👨‍👩‍👧")], gives: "👨‍👩‍👧", outcome: .accepted),
    Scenario(
      "1 character", .maximumLength(1), [.paste("👨‍👩‍👧🇩🇪")], gives: "👨‍👩‍👧", outcome: .transformed,
      reason: .truncated),
    // An accent typed after a letter joins it: still one character.
    Scenario(
      "1 character", .maximumLength(1), [.type("e"), .type("\u{301}")], gives: "e\u{301}",
      outcome: .accepted),
    // Two units at once: the text must fit both.
    Scenario(
      "3 characters and 6 bytes", TextRule.maximumLength(3).maximumLength(6, in: .utf8),
      [.type("aé日b")], gives: "aé日", outcome: .rejected, reason: .tooLong),
    Scenario(
      "0 characters", .maximumLength(0), [.type("a")], gives: "", outcome: .rejected,
      reason: .tooLong),
    Scenario(
      "negative limit counts as 0", .maximumLength(-5), [.paste("abc")], gives: "",
      outcome: .rejected, reason: .tooLong),
  ])
  func limits(_ s: Scenario) { s.verify() }

  /// Truncation keeps whole clusters in every unit: random pastes of emoji into limits of every
  /// size never leave part of a cluster.
  @Test(arguments: LengthUnit.allCases)
  func truncationNeverSplitsACluster(_ unit: LengthUnit) {
    var random = SplitMix64(seed: 5)
    let pieces = ["👍🏽", "🇩🇪", "e\u{301}", "👨‍👩‍👧", "a", "日"]
    for limit in 0...20 {
      let rule = TextRule.maximumLength(limit, in: unit)
      var pasted = ""
      for _ in 0..<8 { pasted += random.pick(pieces) }
      var field = InputField(rule: rule)
      field.paste(pasted)
      #expect(unit.length(of: field.text) <= limit)
      #expect(pasted.hasPrefix(field.text))
      let kept = field.text.count
      #expect(field.text.elementsEqual(pasted.prefix(kept)))
      // Nothing more would have fitted: the next cluster is too long.
      if kept < pasted.count {
        let next = pasted[pasted.index(pasted.startIndex, offsetBy: kept)]
        #expect(unit.length(of: field.text) + unit.length(of: next) > limit)
      }
    }
  }

  @Test func maxLengthIsTheFirstLimit() {
    #expect(TextRule().maxLength == nil)
    #expect(TextRule.maximumLength(6).maxLength == 6)
    // Setting a unit again replaces its limit.
    let twice = TextRule.maximumLength(6).maximumLength(4)
    #expect(twice.lengthLimits == [TextRule.LengthLimit(4)])
  }

  @Test func unitNames() {
    #expect(LengthUnit.allCases.map(\.rawValue) == ["characters", "utf16", "utf8", "scalars"])
    #expect(LengthUnit.utf8.noun == "bytes")
  }
}
