import InputRules
import InputRulesMasks
import InputRulesSpec
import Testing

/// The `mask` kind is built from the locale's number symbols: in ar_EG its digit slots show
/// Arabic-Indic digits, as a date or a card number does, and `check` takes an entry as the
/// field shows it, laid out in ASCII digits, or as its value, giving the value in ASCII digits.
@Suite struct MaskDigitsSpecTests {
  static let phone = #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#
  static let date = #"{"kind":"mask","format":"[00]{.}[00]{.}[0000]"}"#
  static let arabic = RuleContext(localeIdentifier: "ar_EG")
  static let american = RuleContext(localeIdentifier: "en_US")

  @Test func theKindReadsNumberSymbols() throws {
    let registration = try #require(KindRegistry.builtIn.registration(named: "mask"))
    #expect(registration.localeData == .numbers)
  }

  struct TypingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let spec: String
    let locale: String
    let keys: String
    let text: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    TypingCase(
      name: "ar_EG phone in Arabic-Indic digits", spec: phone, locale: "ar_EG", keys: "٥٥٥",
      text: "+1 (٥٥٥) "),
    TypingCase(
      name: "ar_EG phone in ASCII digits", spec: phone, locale: "ar_EG", keys: "5551234567",
      text: "+1 (٥٥٥) ١٢٣-٤٥٦٧"),
    TypingCase(
      name: "ar_EG date", spec: date, locale: "ar_EG", keys: "12062024", text: "١٢.٠٦.٢٠٢٤"),
    TypingCase(
      name: "ar_EG with Latin digits", spec: phone, locale: "ar_EG@numbers=latn", keys: "٥٥٥",
      text: "+1 (555) "),
    TypingCase(
      name: "en_US phone in Arabic-Indic digits", spec: phone, locale: "en_US", keys: "٥٥٥",
      text: "+1 (555) "),
    TypingCase(
      name: "de_DE date", spec: date, locale: "de_DE", keys: "١٢٠٦٢٠٢٤", text: "12.06.2024"),
  ])
  func typed(_ c: TypingCase) throws {
    let rule = try #require(
      try RuleSpec(json: c.spec).makeRule(in: RuleContext(localeIdentifier: c.locale))
        as? MaskRule)
    var field = InputField(rule: rule)
    _ = field.type(c.keys)
    #expect(field.text == c.text)
  }

  struct CheckCase: CustomTestStringConvertible, Sendable {
    let name: String
    let spec: String
    let locale: String
    let entry: String
    /// `valid <canonical>` or `invalid <code>`.
    let verdict: String
    var testDescription: String { name }
  }

  static let checks: [CheckCase] = [
    CheckCase(
      name: "ar_EG phone as shown", spec: phone, locale: "ar_EG", entry: "+1 (٥٥٥) ١٢٣-٤٥٦٧",
      verdict: "valid 5551234567"),
    CheckCase(
      name: "ar_EG phone laid out in ASCII digits", spec: phone, locale: "ar_EG",
      entry: "+1 (555) 123-4567", verdict: "valid 5551234567"),
    CheckCase(
      name: "ar_EG phone unformatted", spec: phone, locale: "ar_EG", entry: "5551234567",
      verdict: "valid 5551234567"),
    CheckCase(
      name: "ar_EG phone unformatted in Arabic-Indic digits", spec: phone, locale: "ar_EG",
      entry: "٥٥٥١٢٣٤٥٦٧", verdict: "invalid disallowedCharacter"),
    CheckCase(
      name: "ar_EG phone unfinished", spec: phone, locale: "ar_EG", entry: "+1 (٥٥٥) ١٢",
      verdict: "invalid incomplete"),
    CheckCase(
      name: "ar_EG phone unfinished in ASCII digits", spec: phone, locale: "ar_EG",
      entry: "+1 (555) 12", verdict: "invalid incomplete"),
    CheckCase(
      name: "ar_EG phone mixing digits", spec: phone, locale: "ar_EG",
      entry: "+1 (٥٥٥) 123-4567", verdict: "invalid disallowedCharacter"),
    CheckCase(
      name: "ar_EG date as shown", spec: date, locale: "ar_EG", entry: "١٢.٠٦.٢٠٢٤",
      verdict: "valid 12.06.2024"),
    CheckCase(
      name: "ar_EG date in ASCII digits", spec: date, locale: "ar_EG", entry: "12.06.2024",
      verdict: "valid 12.06.2024"),
    CheckCase(
      name: "en_US phone", spec: phone, locale: "en_US", entry: "+1 (555) 123-4567",
      verdict: "valid 5551234567"),
    CheckCase(
      name: "en_US phone in Arabic-Indic digits", spec: phone, locale: "en_US",
      entry: "+1 (٥٥٥) ١٢٣-٤٥٦٧", verdict: "invalid disallowedCharacter"),
  ]

  @Test(arguments: checks)
  func check(_ c: CheckCase) throws {
    let checker = try EntryChecker(
      RuleSpec(json: c.spec), in: RuleContext(localeIdentifier: c.locale), language: "en")
    #expect(checker.check(c.entry).summary == c.verdict)
  }
}
