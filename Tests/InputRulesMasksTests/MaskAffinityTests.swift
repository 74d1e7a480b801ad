import InputRules
import InputRulesMasks
import Testing

/// Choosing among several formats: each strategy as input-mask-ios defines it, and the choice
/// kept while editing elsewhere than at the end.
struct MaskAffinityTests {
  struct Choice: CustomTestStringConvertible, Sendable {
    var name: String
    var formats: [String]
    var affinity: MaskAffinity
    var paste: String
    var text: String
    var testDescription: String { name }
  }

  static let choices: [Choice] = [
    Choice(
      name: "prefix: +7 start", formats: ["+7 [000] [000]", "8 [000] [000]"], affinity: .prefix,
      paste: "+7 12 345", text: "+7 123 45"),
    Choice(
      name: "prefix: 8 start", formats: ["+7 [000] [000]", "8 [000] [000]"], affinity: .prefix,
      paste: "8 12 345", text: "8 123 45"),
    Choice(
      name: "capacity: 4 characters fit the shortest",
      formats: ["[00]-[0]", "[00]-[000]", "[00]-[00000]"], affinity: .capacity, paste: "1234",
      text: "12-34"),
    Choice(
      name: "capacity: 6 characters need the middle one",
      formats: ["[00]-[0]", "[00]-[000]", "[00]-[00000]"], affinity: .capacity, paste: "12345",
      text: "12-345"),
    Choice(
      name: "extracted value capacity", formats: ["[00]-[00]", "[00]-[00000]"],
      affinity: .extractedValueCapacity, paste: "12345", text: "12-345"),
    Choice(
      name: "whole string: the card number that reads best",
      formats: ["[0000] [0000] [0000] [0000]", "[0000] [000000] [00000]"],
      affinity: .wholeString, paste: "3782 822463 10005", text: "3782 822463 10005"),
  ]

  @Test(arguments: choices)
  func choice(_ c: Choice) throws {
    var field = InputField(rule: try MaskRule(formats: c.formats).choosingFormats(by: c.affinity))
    _ = field.paste(c.paste)
    #expect(field.text == c.text)
  }

  /// A format a text is in stays while the user edits in the middle, even when another would
  /// score higher (input-mask-ios issue 44: a deleted digit flipped `+7 (926)` to `8 (796)`).
  @Test func choiceIsStickyInTheMiddle() throws {
    let rule = try MaskRule(formats: [
      "{+7} ([000]) [000]-[00]-[00]", "{8} ([000]) [000]-[00]-[00]",
    ])
    .choosingFormats(by: .prefix)
    var field = InputField(rule: rule)
    _ = field.type("+")
    _ = field.type("9261234567")
    #expect(field.text == "+7 (926) 123-45-67")
    // Delete the 9: the format stays.
    _ = field.moveCaret(to: 5)
    _ = field.deleteBackward()
    #expect(field.text == "+7 (261) 234-56-7")
    #expect(field.state.selection == 4..<4)
  }

  /// When the current format cannot hold the text, the next one that can is taken, at once.
  @Test func switchesWhenTheCurrentCannotHold() throws {
    let rule = try MaskRule(formats: ["[00]-[00]", "[00]-[00]-[00]"])
    var field = InputField(rule: rule)
    _ = field.type("1234")
    #expect(field.text == "12-34")
    #expect(field.validity == .valid)
    _ = field.type("5")
    #expect(field.text == "12-34-5")
    #expect(field.validity == .incomplete)
    _ = field.deleteBackward()
    #expect(field.validity == .valid)
  }

  /// A typed literal of the second format chooses it. (Under `extractedValueCapacity` the next
  /// digit goes back to the first format, whose lenient reading of `+442` extracts more: that
  /// strategy scores the value's length, as input-mask-ios defines it.)
  @Test(arguments: [MaskAffinity.wholeString, .prefix, .capacity])
  func typedLiteralChoosesItsFormat(_ strategy: MaskAffinity) throws {
    let rule = try MaskRule(formats: ["+1 ([000]) [000]-[0000]", "+44 [0000] [000000]"])
      .choosingFormats(by: strategy)
    var field = InputField(rule: rule)
    _ = field.type("+44")
    #expect(field.text == "+44")
    var other = InputField(rule: rule.choosingFormats(by: .extractedValueCapacity))
    _ = other.type("+44")
    #expect(other.text == "+44")
    _ = field.type("2079460958")
    #expect(field.text == "+44 2079 460958")
    #expect(field.validity == .valid)
  }
}
