import InputRules
import Testing

/// Rules built from large sets: building is linear in their size (a set of tens of thousands of
/// characters or options used to take seconds to minutes), and they judge like small ones.
@Suite("Large rules")
struct LargeRuleTests {
  /// CJK Unified Ideographs, their Extension A and the Hangul syllables: 38,756 characters.
  static let ideographsAndSyllables: String = {
    var text = String.UnicodeScalarView()
    for range in [0x4E00...0x9FFF, 0x3400...0x4DBF, 0xAC00...0xD7A3] {
      for value in range { text.append(Unicode.Scalar(UInt32(value))!) }
    }
    return String(text)
  }()

  @Test func aLargeAllowedSetJudgesEachCharacter() {
    let rule = TextRule.allowing(Self.ideographsAndSyllables).allowing("-")
    #expect(rule.evaluate("漢字-한국어-㐀").validity == .valid)
    #expect(rule.evaluate("漢字x").validity == .invalid)
    #expect(rule.evaluate("\u{9FFF}\u{4E00}\u{AC00}\u{D7A3}").validity == .valid)
    #expect(rule.evaluate("\u{D7A4}").validity == .invalid)
    // An allowed syllable written as its jamo is the same character.
    #expect(rule.evaluate("\u{1100}\u{1161}").validity == .valid)
    var field = InputField(rule: rule)
    let pasted = field.paste("漢a字-b한")
    #expect(pasted.reason?.code == .filtered)
    #expect(field.text == "漢字-한")
    #expect(field.type("z").outcome == .rejected)
    #expect(field.type("国").isAccepted)
  }

  @Test func aLargeExcludedSetJudgesEachCharacter() {
    let rule = TextRule.excluding(Self.ideographsAndSyllables)
    #expect(rule.evaluate("abc").validity == .valid)
    #expect(rule.evaluate("ab漢").validity == .invalid)
    var field = InputField(rule: rule)
    field.paste("a漢b한c")
    #expect(field.text == "abc")
  }

  @Test func combiningTwoLargeSets() {
    let left = CharacterFilter(String(Self.ideographsAndSyllables.prefix(30_000)))
    let right = CharacterFilter(String(Self.ideographsAndSyllables.suffix(30_000)))
    let both = left.union(right)
    for character in ["漢", "한", "㐀"] as [Character] { #expect(both.contains(character)) }
    #expect(!both.contains("a"))
  }

  /// 200,000 options, "item 000000" to "item 199999".
  static let manyOptions = (0..<200_000).map { i -> String in
    let digits = String(i)
    return "item " + String(repeating: "0", count: 6 - digits.count) + digits
  }

  @Test func aChoiceOfManyOptionsJudgesLikeASmallOne() throws {
    let rule = try ChoiceRule(
      options: Self.manyOptions, from: "item 000100", through: "item 150000")
    #expect(rule.evaluate("item 123456").value == "item 123456")
    #expect(rule.evaluate("ITEM 000100").value == "item 000100")
    #expect(rule.evaluate("item 12345").validity == .incomplete)
    #expect(rule.evaluate("item 199999").reason?.code == .outOfRange)
    #expect(rule.evaluate("item 0001").validity == .incomplete)
    #expect(rule.evaluate("item 0000").reason?.code == .outOfRange)
    #expect(rule.evaluate("item 00009").reason?.code == .outOfRange)
    #expect(rule.evaluate("thing").reason?.code == .noMatchingOption)
    var field = InputField(rule: rule)
    field.type("item 14999")
    #expect(field.type("8").isAccepted)
    field.commit()
    #expect(field.value == "item 149998")
    #expect(rule.value(fromCanonical: "Item 199999") == "item 199999")
    #expect(throws: ChoiceRule<String>.ConfigurationError.duplicateLabel("ITEM 000007")) {
      try ChoiceRule(options: Self.manyOptions + ["ITEM 000007"])
    }
  }
}
