import InputRules
import Testing

@testable import InputRulesMasks

/// A mask showing the locale's digits (ar_EG's Arabic-Indic digits) shows the characters of its
/// digit slots in them, whichever digits are typed or pasted; the literals show as the format
/// writes them, letter-or-digit and custom slots what they store, and the value keeps ASCII
/// digits.
@Suite struct MaskDigitsTests {
  static let arabic = "٠١٢٣٤٥٦٧٨٩"
  static let phoneFormat = "+1 ([000]) [000]-[0000]"
  static let dateFormat = "[00]{.}[00]{.}[0000]"

  static func mask(_ format: String, notations: [MaskNotation] = []) -> MaskRule {
    try! MaskRule(format: format, notations: notations).showingDigits(arabic)!
  }

  struct TypingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let rule: MaskRule
    let keys: String
    let text: String
    /// The value, `nil` while the text is not valid.
    let value: String?
    var testDescription: String { name }
  }

  static let typing: [TypingCase] = [
    TypingCase(
      name: "phone, one Arabic-Indic digit: the prefix stays as written",
      rule: mask(phoneFormat), keys: "٥", text: "+1 (٥", value: nil),
    TypingCase(
      name: "phone, one ASCII digit", rule: mask(phoneFormat), keys: "5", text: "+1 (٥",
      value: nil),
    TypingCase(
      name: "phone, three Arabic-Indic digits", rule: mask(phoneFormat), keys: "٥٥٥",
      text: "+1 (٥٥٥) ", value: nil),
    TypingCase(
      name: "phone, three ASCII digits", rule: mask(phoneFormat), keys: "555",
      text: "+1 (٥٥٥) ", value: nil),
    TypingCase(
      name: "phone, whole number in ASCII digits", rule: mask(phoneFormat), keys: "5551234567",
      text: "+1 (٥٥٥) ١٢٣-٤٥٦٧", value: "5551234567"),
    TypingCase(
      name: "phone, digits of both kinds and full-width", rule: mask(phoneFormat),
      keys: "٥5٥１٢3٤5٦７", text: "+1 (٥٥٥) ١٢٣-٤٥٦٧", value: "5551234567"),
    TypingCase(
      name: "phone, the country code typed as its literal", rule: mask(phoneFormat),
      keys: "+1555", text: "+1 (٥٥٥) ", value: nil),
    TypingCase(
      name: "date with kept dots", rule: mask(dateFormat), keys: "12062024",
      text: "١٢.٠٦.٢٠٢٤", value: "12.06.2024"),
    TypingCase(
      name: "date with kept dots, dots typed", rule: mask(dateFormat), keys: "١٢.٠٦.٢٠٢٤",
      text: "١٢.٠٦.٢٠٢٤", value: "12.06.2024"),
    TypingCase(
      name: "optional digits", rule: mask("[099]{.}[099]"), keys: "1.٢٣", text: "١.٢٣",
      value: "1.23"),
    TypingCase(
      name: "endless digits", rule: mask("[0…]"), keys: "12٣", text: "١٢٣", value: "123"),
    TypingCase(
      name: "letter-or-digit slots keep ASCII digits", rule: mask("[__]-[00]"), keys: "٣a٤5",
      text: "3a-٤٥", value: "3a45"),
    TypingCase(
      name: "a notation of digits stores and shows ASCII digits",
      rule: mask(
        "[DD]-[00]", notations: [MaskNotation(character: "D", classes: [.digits])]),
      keys: "٣4٥6", text: "34-٥٦", value: "3456"),
    TypingCase(
      name: "a notation of Arabic-Indic digits keeps them",
      rule: mask(
        "[DD]-[00]", notations: [MaskNotation(character: "D", characters: arabic)]),
      keys: "٣٤56", text: "٣٤-٥٦", value: "٣٤56"),
    TypingCase(
      name: "letters", rule: mask("[AA]-[00]"), keys: "ab12", text: "ab-١٢", value: "ab12"),
    TypingCase(
      name: "en_US phone unchanged", rule: try! MaskRule(format: phoneFormat),
      keys: "٥5٥1234567", text: "+1 (555) 123-4567", value: "5551234567"),
  ]

  @Test(arguments: typing)
  func typed(_ c: TypingCase) {
    var field = InputField(rule: c.rule)
    _ = field.type(c.keys)
    #expect(field.text == c.text)
    #expect(field.value == c.value)
    #expect(field.state.selection == field.text.utf16.count..<field.text.utf16.count)
  }

  /// A digit typed in ASCII and shown in the locale's digits says so, as a card number's does;
  /// one typed in the locale's digits is taken as typed. With ASCII digits nothing changes.
  @Test func aConvertedKeySaysSo() {
    var field = InputField(rule: Self.mask(Self.phoneFormat))
    _ = field.type("٥")
    let own = field.type("٥")
    #expect(own.outcome == .accepted)
    #expect(own.reason == nil)
    let ascii = field.type("5")
    #expect(field.text == "+1 (٥٥٥) ")
    #expect(ascii.outcome == .transformed)
    #expect(ascii.reason?.code == .reformatted)
    var plain = InputField(rule: try! MaskRule(format: Self.phoneFormat))
    _ = plain.type("55")
    let typed = plain.type("5")
    #expect(typed.reason == nil)
    #expect(plain.text == "+1 (555) ")
  }

  /// The value set by the program is shown in the locale's digits, and reads back as itself.
  @Test(arguments: [
    (phoneFormat, "5551234567", "+1 (٥٥٥) ١٢٣-٤٥٦٧"),
    (dateFormat, "12.06.2024", "١٢.٠٦.٢٠٢٤"),
    ("[AA]-[00]", "ab12", "ab-١٢"),
  ])
  func setValueShowsTheLocalesDigits(_ format: String, _ value: String, _ text: String) {
    let rule = Self.mask(format)
    #expect(rule.displayText(for: value) == text)
    #expect(rule.value(fromCanonical: value) == value)
    #expect(rule.refusal(ofCanonical: value) == nil)
    var field = InputField(rule: rule)
    #expect(field.setValue(value).outcome != .rejected)
    #expect(field.text == text)
    #expect(field.value == value)
  }

  /// Backspace deletes a digit as with ASCII digits; over the literals it deletes the digit
  /// before them.
  @Test func backspace() {
    var field = InputField(rule: Self.mask(Self.phoneFormat))
    _ = field.setValue("5551234567")
    _ = field.deleteBackward()
    #expect(field.text == "+1 (٥٥٥) ١٢٣-٤٥٦")
    #expect(field.validity == .incomplete)
    _ = field.deleteBackward()
    _ = field.deleteBackward()
    _ = field.deleteBackward()
    #expect(field.text == "+1 (٥٥٥) ١٢٣-")
    _ = field.deleteBackward()
    #expect(field.text == "+1 (٥٥٥) ١٢")
    _ = field.select(0, field.text.utf16.count)
    _ = field.deleteBackward()
    #expect(field.text == "")
  }

  /// A paste of the shown text, of the same layout in ASCII digits and of the digits alone gives
  /// the shown text and the ASCII value.
  @Test(arguments: [
    ("+1 (٥٥٥) ١٢٣-٤٥٦٧", "+1 (٥٥٥) ١٢٣-٤٥٦٧"),
    ("+1 (555) 123-4567", "+1 (٥٥٥) ١٢٣-٤٥٦٧"),
    ("5551234567", "+1 (٥٥٥) ١٢٣-٤٥٦٧"),
    ("٥٥٥١٢٣٤٥٦٧", "+1 (٥٥٥) ١٢٣-٤٥٦٧"),
    ("+1 555 123", "+1 (٥٥٥) ١٢٣-"),
  ])
  func paste(_ pasted: String, _ text: String) {
    var field = InputField(rule: Self.mask(Self.phoneFormat))
    #expect(field.paste(pasted).outcome != .rejected)
    #expect(field.text == text)
    #expect(field.value == (text.count == 17 ? "5551234567" : nil))
  }

  /// A paste of the field's own text gives back the same text, in either digits: the `0` of
  /// `[0]0[09]` is the literal, not a slot character.
  @Test(arguments: ["١0٢", "102"])
  func aPasteOfTheOwnLayoutIsReadAsLaidOut(_ pasted: String) {
    var field = InputField(rule: Self.mask("[0]0[09]"))
    _ = field.paste(pasted)
    #expect(field.text == "١0٢")
    #expect(field.value == "12")
  }

  /// The shown text and the same layout in ASCII digits (as a server may receive it) are judged
  /// alike; text mixing the two, or in the locale's digits for an ASCII mask, is not a layout.
  @Test(
    arguments: [
      ("ar_EG, shown", true, "+1 (٥٥٥) ١٢٣-٤٥٦٧", Validity.valid, "5551234567"),
      ("ar_EG, ASCII layout", true, "+1 (555) 123-4567", .valid, "5551234567"),
      ("ar_EG, shown, unfinished", true, "+1 (٥٥٥) ١٢", .incomplete, nil),
      ("ar_EG, ASCII layout, unfinished", true, "+1 (555) 12", .incomplete, nil),
      ("ar_EG, mixed digits", true, "+1 (٥٥5) ١٢٣-٤٥٦٧", .invalid, nil),
      ("ar_EG, the prefix in Arabic-Indic digits", true, "+١ (٥٥٥) ١٢٣-٤٥٦٧", .invalid, nil),
      ("en_US, ASCII", false, "+1 (555) 123-4567", .valid, "5551234567"),
      ("en_US, Arabic-Indic", false, "+1 (٥٥٥) ١٢٣-٤٥٦٧", .invalid, nil),
    ] as [(String, Bool, String, Validity, String?)])
  func evaluate(
    _ name: String, _ shown: Bool, _ text: String, _ validity: Validity, _ value: String?
  ) {
    let rule = shown ? Self.mask(Self.phoneFormat) : try! MaskRule(format: Self.phoneFormat)
    let evaluation = rule.evaluate(text)
    #expect(evaluation.validity == validity, "\(name)")
    #expect(evaluation.value == value, "\(name)")
  }

  /// The digits are checked: ten decimal digits in order, one scalar each. ASCII digits, and
  /// digits outside the Basic Multilingual Plane (Adlam), leave the mask showing ASCII digits
  /// and its one-pass paths in use.
  @Test(
    arguments: [
      ("Arabic-Indic", arabic, true, arabic),
      ("Persian", "۰۱۲۳۴۵۶۷۸۹", true, "۰۱۲۳۴۵۶۷۸۹"),
      ("ASCII", "0123456789", true, "0123456789"),
      ("Adlam, two UTF-16 units each", "𞥐𞥑𞥒𞥓𞥔𞥕𞥖𞥗𞥘𞥙", true, "0123456789"),
      ("nine digits", "٠١٢٣٤٥٦٧٨", false, nil),
      ("out of order", "١٠٢٣٤٥٦٧٨٩", false, nil),
    ] as [(String, String, Bool, String?)])
  func digitsAreChecked(_ name: String, _ digits: String, _ accepted: Bool, _ shown: String?) {
    let plain = try! MaskRule(format: Self.phoneFormat)
    let rule = plain.showingDigits(digits)
    #expect((rule != nil) == accepted, "\(name)")
    #expect(rule?.digits == shown, "\(name)")
    guard let rule else { return }
    #expect((rule.asciiFormat != nil) == (shown == "0123456789"), "\(name)")
    #expect(MaskRule(formats: rule.formats).digits == shown, "\(name)")
    var field = InputField(rule: rule)
    _ = field.type("555")
    #expect(
      field.text == "+1 (" + String(repeating: shown.map { Array($0)[5] } ?? "5", count: 3) + ") ",
      "\(name)")
  }

  /// A format without digit slots shows no digit: it keeps its one-pass paths.
  @Test func lettersOnlyKeepTheOnePassPaths() {
    let rule = try! MaskRule(format: "[AA]-[aa]").showingDigits(Self.arabic)!
    #expect(rule.asciiFormat != nil)
    #expect(rule.digits == Self.arabic)
  }

  /// The same edits on a mask whose literals hold no digit leave the same text as with ASCII
  /// digits, written in the locale's digits, with the same caret and value.
  @Test(
    arguments: [
      ("([000]) [000]-[0000]", ["555", "<", "<", "1234567", "@2", "9", "|1234"]),
      ("[00]{.}[00]{.}[9900]", ["12", ".", "06", "<", "62024", "@0", "3", "|1.2.3"]),
      ("[0999]-[A]", ["3", "-", "q", "<", "<", "12", "@1", "7", "|4Z"]),
      ("[00]/[00]", ["1", "2", "3", "@1", "9", "<", "|1234"]),
    ] as [(String, [String])])
  func editsMatchASCII(_ format: String, _ script: [String]) {
    var shown = InputField(rule: Self.mask(format))
    var ascii = InputField(rule: try! MaskRule(format: format))
    for step in script {
      for field in [0, 1] {
        func run<R: InputRule>(_ f: inout InputField<R>) {
          if step == "<" {
            _ = f.deleteBackward()
          } else if step.hasPrefix("@"), let at = Int(step.dropFirst()) {
            _ = f.moveCaret(to: at)
          } else if step.hasPrefix("|") {
            _ = f.select(0, f.text.utf16.count)
            _ = f.paste(String(step.dropFirst()))
          } else {
            _ = f.type(step)
          }
        }
        if field == 0 { run(&shown) } else { run(&ascii) }
      }
      let expected = String(
        String.UnicodeScalarView(
          ascii.text.unicodeScalars.map { scalar in
            (0x30...0x39).contains(scalar.value)
              ? Array(Self.arabic.unicodeScalars)[Int(scalar.value - 0x30)] : scalar
          }))
      #expect(shown.text == expected, "\(format) after \(step)")
      #expect(shown.state.selection == ascii.state.selection, "\(format) after \(step)")
      #expect(shown.value == ascii.value, "\(format) after \(step)")
    }
  }
}
