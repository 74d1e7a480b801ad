import InputRules
import InputRulesMasks
import Testing

/// Issue 21's mask reproductions: each failed before its fix.
struct MaskHardeningTests {
  /// The field's own text, pasted back into an empty field, gives back the same text.
  struct Repaste: CustomTestStringConvertible, Sendable {
    var format: String
    var typed: String
    var shown: String
    var testDescription: String { "\(format) shows \(shown)" }
  }

  static let repastes: [Repaste] = [
    Repaste(format: "[09]:[00]", typed: "1234", shown: "12:34"),
    Repaste(format: "[90]{.}[90]{.}[0000]", typed: "25122024", shown: "25.12.2024"),
    Repaste(
      format: "[099]{.}[099]{.}[099]{.}[099]", typed: "192.168.100.10",
      shown: "192.168.100.10"),
    Repaste(format: "[09]:[00]", typed: "1:23", shown: "1:23"),
  ]

  @Test(arguments: repastes)
  func pastingTheShownTextGivesItBack(_ r: Repaste) throws {
    let rule = try MaskRule(format: r.format)
    var typed = InputField(rule: rule)
    _ = typed.type(r.typed)
    #expect(typed.text == r.shown)
    var pasted = InputField(rule: rule)
    let result = pasted.paste(r.shown)
    #expect(pasted.text == r.shown)
    #expect(result.reason?.code != .truncated)
    #expect(pasted.value == typed.value)
  }

  @Test func aValueTheFieldReportsCanBeSet() throws {
    let rule = try MaskRule(format: "[09]-{,}")
    var field = InputField(rule: rule)
    _ = field.type("1")
    let reported = try #require(field.value)
    #expect(reported == "1,")
    var other = InputField(rule: rule)
    let result = other.setValue(reported)
    #expect(result.isAccepted)
    #expect(other.value == reported)
  }

  @Test func aLiteralAfterAnEmptyOptionalSlotIsNeverInvalid() throws {
    let rule = try MaskRule(format: "[099] kg")
    var field = InputField(rule: rule)
    _ = field.type("5")
    _ = field.type(" ")
    #expect(field.text == "5 kg")
    #expect(field.validity == .valid)
    #expect(field.value == "5")
    #expect(rule.evaluate(field.text).validity == .valid)
    _ = field.commit()
    #expect(field.text == "5 kg")
    #expect(field.validity == .valid)
  }

  /// A character typed once appears once, with several formats chosen by capacity.
  struct Typing: CustomTestStringConvertible, Sendable {
    var formats: [String]
    var keys: [String]
    var backspaces = 0
    var text: String
    var testDescription: String {
      "\(formats) typing \(keys.joined())" + (backspaces > 0 ? " then Backspace" : "")
    }
  }

  static let typings: [Typing] = [
    Typing(formats: ["[____]", "x[__]"], keys: ["x", "2"], text: "x2"),
    Typing(formats: ["x[00]", "[_0]"], keys: ["x", "2"], text: "x2"),
    Typing(formats: ["[____]", "x[__]"], keys: ["x", "2", "3"], backspaces: 1, text: "x2"),
    Typing(formats: ["x[00]", "[_0]"], keys: ["x", "2", "3"], backspaces: 1, text: "x2"),
  ]

  @Test(arguments: typings)
  func aTypedCharacterShowsOnce(_ t: Typing) throws {
    var field = InputField(rule: try MaskRule(formats: t.formats).choosingFormats(by: .capacity))
    for key in t.keys { _ = field.type(key) }
    for _ in 0..<t.backspaces { _ = field.deleteBackward() }
    #expect(field.text == t.text)
    #expect(field.state.selection == field.text.utf16.count..<field.text.utf16.count)
  }

  static let arabicIndic = MaskNotation(character: "D", characters: "٠١٢٣٤٥٦٧٨٩")

  @Test func aNotationIsAskedAboutTheCharacterAsTyped() throws {
    let rule = try MaskRule(format: "[DD]", notations: [Self.arabicIndic])
    var typed = InputField(rule: rule)
    #expect(typed.type("٣").isAccepted)
    #expect(typed.type("٤").isAccepted)
    #expect(typed.text == "٣٤")
    #expect(typed.validity == .valid)
    var pasted = InputField(rule: rule)
    _ = pasted.paste("٣٤")
    #expect(pasted.text == "٣٤")
    #expect(pasted.validity == .valid)
    var refused = InputField(rule: try MaskRule(format: "[DD]", notations: [Self.asciiOnly]))
    let result = refused.type("x")
    #expect(result.reason?.message.contains("“x”") == true)
  }

  static let asciiOnly = MaskNotation(character: "D", characters: "0123456789")

  @Test func aDigitOfAnotherScriptIsFoldedWhenTheNotationNamesTheASCIIDigit() throws {
    var field = InputField(rule: try MaskRule(format: "[DD]", notations: [Self.asciiOnly]))
    #expect(field.type("٣").isAccepted)
    #expect(field.text == "3")
  }

  @Test func aKeyAnEmptyOptionalSlotRefusesIsDisallowed() throws {
    var field = InputField(rule: try MaskRule(format: "[Aa]"))
    _ = field.type("x")
    let result = field.type("5")
    #expect(!result.isAccepted)
    #expect(result.reason?.code == .disallowedCharacter)
    #expect(field.text == "x")
  }
}
