import InputRules
import InputRulesDates
import Testing

/// The one-pass answers for typed digits and inserted text (`acceptsTypedASCII`,
/// `evaluation(afterInsertionMaking:previous:)`) on the edges of a format's layout: a literal
/// before the first field, the `M` of `AM`, a separator outside ASCII, text cut inside a
/// separator. Each answer given must be the general path's; text that is not laid out is left
/// to the general path.
@Suite struct DateFastPathTests {
  static func rule(_ pattern: String) -> DateRule {
    try! DateRule(format: DateFormat(pattern))
  }

  struct JudgeCase: CustomTestStringConvertible, Sendable {
    var pattern: String
    var text: String
    /// Whether the one-pass judgement answers (the text is laid out and can become a value).
    var answered: Bool
    var testDescription: String { "“\(text)” in \(pattern)" }
  }

  static let judgeCases: [JudgeCase] = [
    JudgeCase(pattern: "dd.MM.yyyy", text: "", answered: true),
    JudgeCase(pattern: "dd.MM.yyyy", text: "1", answered: true),
    JudgeCase(pattern: "dd.MM.yyyy", text: "12", answered: false),
    JudgeCase(pattern: "dd.MM.yyyy", text: "12.", answered: true),
    JudgeCase(pattern: "dd.MM.yyyy", text: "12.0", answered: true),
    JudgeCase(pattern: "dd.MM.yyyy", text: "24.12.2026", answered: true),
    JudgeCase(pattern: "dd.MM.yyyy", text: "24.12.20261", answered: false),
    JudgeCase(pattern: "dd.MM.yyyy", text: "24-12", answered: false),
    JudgeCase(pattern: "dd.MM.yyyy", text: "30.02.", answered: false),
    JudgeCase(pattern: "hh:mm a", text: "11:30 ", answered: true),
    JudgeCase(pattern: "hh:mm a", text: "11:30 A", answered: false),
    JudgeCase(pattern: "hh:mm a", text: "11:30 AM", answered: true),
    JudgeCase(pattern: "hh:mm a", text: "11:30 PM", answered: true),
    JudgeCase(pattern: "hh:mm a", text: "11:30 1", answered: false),
    JudgeCase(pattern: "hh:mm a", text: "1A", answered: false),
    JudgeCase(pattern: "(HH:mm)", text: "(", answered: false),
    JudgeCase(pattern: "(HH:mm)", text: "(1", answered: true),
    JudgeCase(pattern: "(HH:mm)", text: "(12:30)", answered: true),
    JudgeCase(pattern: "(HH:mm)", text: "(12:30", answered: false),
    JudgeCase(pattern: "(HH:mm)", text: "12", answered: false),
    JudgeCase(pattern: "yyyy年MM月dd日", text: "2024年", answered: true),
    JudgeCase(pattern: "yyyy年MM月dd日", text: "2024年02月29日", answered: true),
    JudgeCase(pattern: "yyyy年MM月dd日", text: "2023年02月29日", answered: false),
    JudgeCase(pattern: "dd. MM. yyyy", text: "12.", answered: false),
    JudgeCase(pattern: "dd. MM. yyyy", text: "12. ", answered: true),
  ]

  @Test(arguments: judgeCases)
  func judgement(_ c: JudgeCase) {
    let rule = Self.rule(c.pattern)
    let quick = rule.evaluation(afterInsertionMaking: c.text, previous: .incomplete)
    #expect((quick != nil) == c.answered)
    if let quick { #expect(quick == rule.evaluate(c.text)) }
  }

  struct TypedCase: CustomTestStringConvertible, Sendable {
    var pattern: String
    var text: String
    var key: UInt8
    /// Whether the digit is taken as typed, without a review.
    var taken: Bool
    var testDescription: String {
      "\(Character(Unicode.Scalar(key))) after “\(text)” in \(pattern)"
    }
  }

  static let typedCases: [TypedCase] = [
    TypedCase(pattern: "dd.MM.yyyy", text: "", key: 0x32, taken: true),
    TypedCase(pattern: "dd.MM.yyyy", text: "", key: 0x34, taken: false),
    TypedCase(pattern: "dd.MM.yyyy", text: "2", key: 0x34, taken: false),
    TypedCase(pattern: "dd.MM.yyyy", text: "24.", key: 0x31, taken: true),
    TypedCase(pattern: "dd.MM.yyyy", text: "24.12.202", key: 0x36, taken: true),
    TypedCase(pattern: "dd.MM.yyyy", text: "24.12.2026", key: 0x31, taken: false),
    TypedCase(pattern: "dd.MM.yyyy", text: "3", key: 0x32, taken: false),
    TypedCase(pattern: "dd.MM.yyyy", text: "12", key: 0x31, taken: false),
    TypedCase(pattern: "hh:mm a", text: "11:3", key: 0x30, taken: false),
    TypedCase(pattern: "hh:mm a", text: "11:30 ", key: 0x31, taken: false),
    TypedCase(pattern: "HHmm", text: "1", key: 0x32, taken: true),
    TypedCase(pattern: "(HH:mm)", text: "(", key: 0x31, taken: false),
    TypedCase(pattern: "(HH:mm)", text: "(1", key: 0x32, taken: false),
    TypedCase(pattern: "(HH:mm)", text: "(12:", key: 0x33, taken: true),
    TypedCase(pattern: "(HH:mm)", text: "(12:3", key: 0x30, taken: false),
    TypedCase(pattern: "(HH:mm)", text: "", key: 0x31, taken: false),
    TypedCase(pattern: "yyyy年MM月dd日", text: "2024年0", key: 0x32, taken: false),
    TypedCase(pattern: "yyyy年MM月dd日", text: "2024年02月2", key: 0x39, taken: false),
    TypedCase(pattern: "yyyy年MM月dd日", text: "202", key: 0x34, taken: false),
    TypedCase(pattern: "yyyy年MM月dd日", text: "20", key: 0x32, taken: true),
  ]

  @Test(arguments: typedCases)
  func typedDigit(_ c: TypedCase) {
    let rule = Self.rule(c.pattern)
    let end = c.text.utf16.count
    #expect(rule.acceptsTypedASCII(c.key, replacing: end..<end, in: c.text) == c.taken)
  }

  /// A literal before the first field is shown with the first digit typed.
  @Test func literalBeforeTheFirstField() {
    var field = InputField(rule: Self.rule("(HH:mm)"))
    field.type("1")
    #expect(field.text == "(1")
    for key in ["2", "3", "0"] { field.type(key) }
    #expect(field.text == "(12:30)")
    #expect(field.value?.iso == "12:30")
  }
}
