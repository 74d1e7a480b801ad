import InputRules
import InputRulesTestSupport
import Testing

/// The five fields of the classic constrained-text-field demo: what users type, paste and
/// delete, and what they see.
@Suite("Demo fields")
struct DemoFieldTests {
  @Test(arguments: [
    Scenario(
      "vowels", DemoRules.vowels, [.type("aeiou")], gives: "aeiou", caret: 5, outcome: .accepted),
    Scenario("vowels", DemoRules.vowels, [.type("AEIOU")], gives: "AEIOU", outcome: .accepted),
    Scenario("vowels", DemoRules.vowels, [.type("aEiOuA")], gives: "aEiOuA", outcome: .accepted),
    // The spec's example: x is refused, the rest is typed.
    Scenario(
      "vowels", DemoRules.vowels, [.type("aeiouxa")], gives: "aeioua", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "vowels", DemoRules.vowels, [.type("aeiouae")], gives: "aeioua", outcome: .rejected,
      reason: .tooLong),
    Scenario(
      "vowels", DemoRules.vowels, [.type("hello")], gives: "eo", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "vowels", DemoRules.vowels, [.type("y")], gives: "", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "vowels", DemoRules.vowels, [.type("é")], gives: "", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "vowels", DemoRules.vowels, [.type(" ")], gives: "", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "vowels", DemoRules.vowels, [.paste("hello world")], gives: "eoo", caret: 3,
      outcome: .transformed, reason: .filtered),
    Scenario(
      "vowels", DemoRules.vowels, [.paste("aeiouaeiou")], gives: "aeioua", caret: 6,
      outcome: .transformed, reason: .truncated),
    Scenario(
      "vowels", DemoRules.vowels, [.paste("xyz")], gives: "", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "vowels", DemoRules.vowels, [.paste("ai\n")], gives: "ai", outcome: .transformed,
      reason: .filtered),
    Scenario("vowels", DemoRules.vowels, [.paste("OU")], gives: "OU", outcome: .accepted),
    Scenario(
      "vowels", DemoRules.vowels, [.type("aei"), .backspace], gives: "ae", caret: 2,
      outcome: .accepted),
    Scenario(
      "vowels", DemoRules.vowels, [.type("aeioua"), .select(0, 1), .type("U")], gives: "Ueioua",
      caret: 1, outcome: .accepted),
    Scenario(
      "vowels", DemoRules.vowels, [.type("aeioua"), .select(0, 6), .type("x")], gives: "aeioua",
      outcome: .rejected),
    Scenario(
      "vowels", DemoRules.vowels, [.type("aeioua"), .select(0, 6), .type("o")], gives: "o",
      outcome: .accepted),
    Scenario(
      "vowels", DemoRules.vowels, [.type("aeio"), .select(2, 2), .paste("xuy")], gives: "aeuio",
      caret: 3, outcome: .transformed),
    Scenario(
      "vowels", DemoRules.vowels, [.type("aeioua"), .select(1, 1), .type("e")], gives: "aeioua",
      outcome: .rejected, reason: .tooLong),
  ])
  func vowelsOnlyAtMostSix(_ s: Scenario) { s.verify() }

  @Test(arguments: [
    Scenario(
      "not vowels", DemoRules.notVowels, [.type("bcdfgh")], gives: "bcdfgh", outcome: .accepted),
    Scenario(
      "not vowels", DemoRules.notVowels, [.type("hello")], gives: "hll", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "not vowels", DemoRules.notVowels, [.type("HELLO")], gives: "HLL", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "not vowels", DemoRules.notVowels, [.type("rhythms!!")], gives: "rhythms!",
      outcome: .rejected, reason: .tooLong),
    Scenario(
      "not vowels", DemoRules.notVowels, [.type("12 34-56")], gives: "12 34-56", outcome: .accepted),
    Scenario(
      "not vowels", DemoRules.notVowels, [.paste("Hello, World")], gives: "Hll, Wrl",
      outcome: .transformed, reason: .truncated),
    Scenario("not vowels", DemoRules.notVowels, [.paste("Sky")], gives: "Sky", outcome: .accepted),
    Scenario(
      "not vowels", DemoRules.notVowels, [.type("\t")], gives: "", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "not vowels", DemoRules.notVowels, [.paste("b\tc\n")], gives: "bc", outcome: .transformed,
      reason: .filtered),
    Scenario("not vowels", DemoRules.notVowels, [.type("🇩🇪👍🏽👨‍👩‍👧")], gives: "🇩🇪👍🏽👨‍👩‍👧", outcome: .accepted),
    Scenario(
      "not vowels", DemoRules.notVowels,
      [.type("xyz"), .backspace, .backspace, .backspace, .backspace], gives: "", caret: 0,
      outcome: .accepted),
  ])
  func anythingButVowelsAtMostEight(_ s: Scenario) { s.verify() }

  @Test(arguments: [
    Scenario("digits", DemoRules.digits, [.type("123")], gives: "123", outcome: .accepted),
    Scenario(
      "digits", DemoRules.digits, [.type("1234")], gives: "123", outcome: .rejected,
      reason: .tooLong),
    Scenario(
      "digits", DemoRules.digits, [.type("12a")], gives: "12", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "digits", DemoRules.digits, [.type("-1")], gives: "1", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "digits", DemoRules.digits, [.type("1.5")], gives: "15", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "digits", DemoRules.digits, [.paste("4 5 6 7")], gives: "456", outcome: .transformed,
      reason: .truncated),
    Scenario(
      "digits", DemoRules.digits, [.paste("12\n")], gives: "12", outcome: .transformed,
      reason: .filtered),
    Scenario("digits", DemoRules.digits, [.paste("١٢٣")], gives: "١٢٣", outcome: .accepted),
    Scenario(
      "digits", DemoRules.digits, [.paste("phone")], gives: "", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "digits", DemoRules.digits, [.type("123"), .select(0, 3), .paste("9")], gives: "9",
      outcome: .accepted),
    Scenario(
      "digits", DemoRules.digits, [.type("123"), .select(1, 1), .paste("99")], gives: "123",
      outcome: .rejected, reason: .tooLong),
    Scenario(
      "digits", DemoRules.digits, [.type("123"), .select(0, 0), .deleteForward], gives: "23",
      caret: 0, outcome: .accepted),
    Scenario(
      "digits", DemoRules.digits, [.type("1"), .select(0, 0), .backspace], gives: "1", caret: 0,
      outcome: .accepted),
  ])
  func digitsOnlyAtMostThree(_ s: Scenario) { s.verify() }

  @Test(arguments: [
    Scenario(
      "max 6", DemoRules.maxSix, [.type("abcdefg")], gives: "abcdef", outcome: .rejected,
      reason: .tooLong),
    Scenario(
      "max 6", DemoRules.maxSix, [.paste("hello world")], gives: "hello ", outcome: .transformed,
      reason: .truncated),
    Scenario(
      "max 6", DemoRules.maxSix, [.type("👨‍👩‍👧🇩🇪e\u{301}")], gives: "👨‍👩‍👧🇩🇪e\u{301}", outcome: .accepted),
    Scenario(
      "max 6", DemoRules.maxSix, [.paste("\u{1B}[31mred")], gives: "[31mre", outcome: .transformed,
      reason: .truncated),
    Scenario(
      "max 6", DemoRules.maxSix, [.type("abcdef"), .backspace, .type("!")], gives: "abcde!",
      outcome: .accepted),
    Scenario(
      "max 6", DemoRules.maxSix, [.type("abef"), .select(2, 2), .paste("cdXYZ")], gives: "abcdef",
      caret: 4, outcome: .transformed, reason: .truncated),
  ])
  func plainMaximumLengthSix(_ s: Scenario) { s.verify() }

  @Test(arguments: [
    Scenario("freaky", DemoRules.freaky, [.type("freaky")], gives: "freaky", outcome: .accepted),
    Scenario("freaky", DemoRules.freaky, [.type("kayak")], gives: "kayak", outcome: .accepted),
    Scenario("freaky", DemoRules.freaky, [.type("fryer")], gives: "fryer", outcome: .accepted),
    Scenario(
      "freaky", DemoRules.freaky, [.type("break")], gives: "reak", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "freaky", DemoRules.freaky, [.type("FREAKY")], gives: "", outcome: .rejected,
      reason: .disallowedCharacter),
    Scenario(
      "freaky", DemoRules.freaky, [.type("freakyfreaky")], gives: "freakyfrea", outcome: .rejected,
      reason: .tooLong),
    Scenario(
      "freaky", DemoRules.freaky, [.paste("Freaky Friday")], gives: "reakyray",
      outcome: .transformed, reason: .filtered),
    Scenario(
      "freaky", DemoRules.freaky, [.paste("freaky freaky")], gives: "freakyfrea",
      outcome: .transformed, reason: .truncated),
    Scenario(
      "freaky", DemoRules.freaky, [.type("freak"), .backspace, .backspace, .type("y")],
      gives: "frey", outcome: .accepted),
  ])
  func lettersOfFreakyAtMostTen(_ s: Scenario) { s.verify() }

  /// Values the program sets are shown as they are, and refused when the rule refuses them.
  @Test func programmaticValues() {
    var field = InputField(rule: DemoRules.digits, value: "42")
    #expect(field.text == "42")
    #expect(field.value == "42")
    let refused = field.setValue("1234")
    #expect(refused.outcome == .rejected)
    #expect(refused.reason?.code == .tooLong)
    #expect(field.text == "42")
    field.setValue(nil)
    #expect(field.state == .empty)
    #expect(field.value == nil)
  }

  /// The demo fields keep the laws under value checks too.
  @Test func demoValuesRoundTrip() {
    #expect(FieldLaws.checkValues(DemoRules.vowels, values: ["a", "AEIOUa"]).isEmpty)
    #expect(FieldLaws.checkValues(DemoRules.digits, values: ["0", "999", "٣"]).isEmpty)
  }
}
