import InputRules
import InputRulesDates
import Testing

/// Pastes and autofill: a date in the format, in ISO 8601 or in the locale's short form with
/// one-digit fields, digits of any script, parts of dates, and what is refused.
@Suite struct DatePasteTests {
  static let german = DateTypingTests.german
  static let american = DateTypingTests.american
  static let birthday = DateTypingTests.birthday
  static let twelve = DateTypingTests.twelve
  static let yearDayMonth = DateTypingTests.rule("yyyy-dd-MM")

  struct PasteCase: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: DateRule
    /// Keys typed before the paste.
    var before: [String] = []
    var pasted: String
    /// The text after the paste; `nil` when it is refused.
    var text: String?
    var refusal: Reason.Code? = nil
    var testDescription: String { name }
  }

  static let cases: [PasteCase] = [
    PasteCase(name: "in the format", rule: german, pasted: "29.02.2024", text: "29.02.2024"),
    PasteCase(name: "in ISO 8601", rule: german, pasted: "2024-02-29", text: "29.02.2024"),
    PasteCase(name: "short form 1.2.2024", rule: german, pasted: "1.2.2024", text: "01.02.2024"),
    PasteCase(
      name: "with spaces around", rule: german, pasted: " 01.02.2024 ", text: "01.02.2024"),
    PasteCase(
      name: "Arabic-Indic digits", rule: german, pasted: "١٢.٠٣.٢٠٢٤", text: "12.03.2024"),
    PasteCase(name: "digits alone", rule: german, pasted: "12032024", text: "12.03.2024"),
    PasteCase(name: "part of a date", rule: german, pasted: "12.03.", text: "12.03."),
    PasteCase(name: "part with short fields", rule: german, pasted: "1.3.", text: "01.03."),
    PasteCase(
      name: "the rest after the day", rule: german, before: ["1", "2"], pasted: "3.2024",
      text: "12.03.2024"),
    PasteCase(
      name: "a whole date replaces a typed one", rule: german, before: ["1", "2"],
      pasted: "2024-02-29", text: "29.02.2024"),
    PasteCase(
      name: "an impossible date", rule: german, pasted: "29.02.2023", text: nil,
      refusal: DateRule.impossibleDateCode),
    PasteCase(
      name: "an impossible ISO date", rule: german, pasted: "2023-02-30", text: nil,
      refusal: DateRule.impossibleDateCode),
    PasteCase(
      name: "after max", rule: birthday, pasted: "2030-01-01", text: nil, refusal: .outOfRange),
    PasteCase(
      name: "before min", rule: birthday, pasted: "31.12.1899", text: nil, refusal: .outOfRange),
    PasteCase(
      name: "no digits", rule: german, pasted: "hello", text: nil,
      refusal: .disallowedCharacter),
    PasteCase(
      name: "too many digits cut", rule: german, pasted: "010220241", text: "01.02.2024"),
    PasteCase(name: "US short form", rule: american, pasted: "2/1/2024", text: "02/01/2024"),
    PasteCase(name: "US from ISO", rule: american, pasted: "2024-02-01", text: "02/01/2024"),
    PasteCase(name: "12-hour with pm", rule: twelve, pasted: "2:30 pm", text: "02:30 PM"),
    PasteCase(name: "12-hour with a.m.", rule: twelve, pasted: "9:05 a.m.", text: "09:05 AM"),
    PasteCase(name: "12-hour from ISO", rule: twelve, pasted: "14:30", text: "02:30 PM"),
    PasteCase(
      name: "read two ways", rule: yearDayMonth, pasted: "2024-02-03", text: nil,
      refusal: DateRule.ambiguousDateCode),
    PasteCase(
      name: "read one way", rule: yearDayMonth, pasted: "2024-02-13", text: "2024-13-02"),
  ]

  @Test(arguments: cases)
  func paste(_ c: PasteCase) {
    var field = InputField(rule: c.rule)
    for key in c.before { field.type(key) }
    let before = field.text
    let result = field.paste(c.pasted)
    if let text = c.text {
      #expect(result.isAccepted)
      #expect(field.text == text)
      #expect(field.state.selection == text.utf16.count..<text.utf16.count)
    } else {
      #expect(result.outcome == .rejected)
      #expect(field.text == before)
    }
    if let code = c.refusal { #expect(result.reason?.code == code) }
  }

  struct OwnTextCase: CustomTestStringConvertible, Sendable {
    var pattern: String
    /// The value, in ISO 8601.
    var iso: String
    var testDescription: String { "\(pattern) \(iso)" }
  }

  /// Formats whose fields are written together (`hhmm`), or apart, with and without a day
  /// period.
  static let ownTextCases: [OwnTextCase] = [
    OwnTextCase(pattern: "hhmm a", iso: "18:13"),
    OwnTextCase(pattern: "hhmm a", iso: "06:13"),
    OwnTextCase(pattern: "hhmmss a", iso: "18:13:05"),
    OwnTextCase(pattern: "hh:mm a", iso: "18:13"),
    OwnTextCase(pattern: "HHmm", iso: "18:13"),
    OwnTextCase(pattern: "ddMMyyyy HHmm", iso: "2024-06-13T18:13"),
    OwnTextCase(pattern: "dd.MM.yyyy", iso: "2024-06-13"),
    OwnTextCase(pattern: "yyyyMMdd", iso: "2024-06-13"),
  ]

  /// Pasting exactly what the field shows for a value gives back that text and value, with no
  /// reason (`0613 PM` in `hhmm a` kept only its digits).
  @Test(arguments: ownTextCases)
  func pastingTheFieldsOwnText(_ c: OwnTextCase) throws {
    let rule = DateTypingTests.rule(c.pattern)
    let value = try #require(DateValue(iso: c.iso, for: rule.format))
    let shown = rule.displayText(for: value)
    var field = InputField(rule: rule)
    let result = field.paste(shown)
    #expect(result.isAccepted)
    #expect(result.reason == nil)
    #expect(field.text == shown)
    #expect(field.value == value)
  }
}
