import Foundation
import InputRules
import InputRulesDates
import InputRulesLocale
import InputRulesTestSupport
import Testing

/// A date field shows digits the way its locale writes them, as a number field does: Arabic-Indic
/// in ar_EG, whichever digits are typed; the value stays ISO 8601 in ASCII digits.
@Suite struct DateDigitsLocaleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let locale: String
    /// Keys typed one at a time.
    let keys: [String]
    let text: String
    let iso: String?
    /// The reason of the last key.
    var reason: Reason.Code?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "ar_EG: Arabic-Indic keys are shown as typed", locale: "ar_EG",
      keys: ["١", "٢", "٠", "٦", "٢", "٠", "٢", "٤"], text: "١٢/٠٦/٢٠٢٤", iso: "2024-06-12"),
    Case(
      name: "ar_EG: ASCII keys are shown in Arabic-Indic digits", locale: "ar_EG",
      keys: ["1", "2", "0", "6", "2", "0", "2", "4"], text: "١٢/٠٦/٢٠٢٤", iso: "2024-06-12",
      reason: .reformatted),
    Case(
      name: "ar_EG: a padded day is padded in Arabic-Indic digits", locale: "ar_EG",
      keys: ["٤"], text: "٠٤/", iso: nil),
    Case(
      name: "ar_EG: an impossible day is still refused", locale: "ar_EG", keys: ["٣", "٢"],
      text: "٣", iso: nil, reason: DateRule.impossibleDateCode),
    Case(
      name: "de_DE: ASCII digits", locale: "de_DE", keys: ["1", "2", "0", "6", "2", "0", "2", "4"],
      text: "12.06.2024", iso: "2024-06-12"),
    Case(
      name: "de_DE: Arabic-Indic keys are stored and shown as ASCII", locale: "de_DE",
      keys: ["١", "٢"], text: "12.", iso: nil, reason: .reformatted),
  ]

  @Test(arguments: cases)
  func typing(_ c: Case) throws {
    let rule = try DateRule(locale: Locale(identifier: c.locale))
    var field = InputField(rule: rule)
    var last: EditResult?
    for key in c.keys { last = field.type(key) }
    #expect(field.text == c.text)
    #expect(field.value.map(rule.canonicalString) == c.iso)
    #expect(last?.reason?.code == c.reason)
    let end = c.text.utf16.count
    #expect(field.state.selection == end..<end)
  }

  /// A value set by the program and a paste are shown in the locale's digits too; the value
  /// comes back as it was set.
  @Test func setAndPastedValuesAreShownInTheLocalesDigits() throws {
    let rule = try DateRule(locale: Locale(identifier: "ar_EG"))
    var field = InputField(rule: rule)
    field.setValue(DateValue(year: 2024, month: 2, day: 29))
    #expect(field.text == "٢٩/٠٢/٢٠٢٤")
    #expect(field.value.map(rule.canonicalString) == "2024-02-29")
    var pasted = InputField(rule: rule)
    _ = pasted.paste("2024-06-12")
    #expect(pasted.text == "١٢/٠٦/٢٠٢٤")
    #expect(pasted.value.map(rule.canonicalString) == "2024-06-12")
  }

  struct WrittenCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let validity: Validity
    var testDescription: String { name }
  }

  /// Text as the field shows it, and the same layout in ASCII digits (as a program or a server
  /// writes it), are dates; a mixture of digits or another layout is not.
  @Test(arguments: [
    WrittenCase(name: "in the locale's digits", text: "١٢/٠٦/٢٠٢٤", validity: .valid),
    WrittenCase(name: "in ASCII digits", text: "12/06/2024", validity: .valid),
    WrittenCase(name: "ASCII and Arabic-Indic mixed", text: "12/٠٦/2024", validity: .invalid),
    WrittenCase(name: "another layout", text: "12.06.2024", validity: .invalid),
    WrittenCase(name: "incomplete in ASCII digits", text: "12/06/", validity: .incomplete),
  ])
  func writtenText(_ c: WrittenCase) throws {
    let rule = try DateRule(locale: Locale(identifier: "ar_EG"))
    let judged = rule.evaluate(c.text)
    #expect(judged.validity == c.validity)
    if c.validity == .valid { #expect(judged.value.map(rule.canonicalString) == "2024-06-12") }
  }

  /// The laws of reformatting rules hold with the locale's digits, Backspace over a separator
  /// and a caret among Arabic-Indic digits included.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func lawsHoldWithArabicIndicDigits(seed: UInt64) throws {
    let rule = try DateRule(locale: Locale(identifier: "ar_EG"))
    var laws = Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
    // As in DateLawTests: an incomplete date is kept when editing ends.
    laws.remove(.commitLeavesValidOrEmpty)
    let options = FieldLawOptions(
      steps: 400, alphabet: ["0", "1", "2", "٠", "١", "٣", "٩", "/", "x"], laws: laws,
      completionKeys: ["0", "1", "2", "4"], completionDepth: 8)
    let violations = FieldLaws.check(rule, seed: seed, options: options)
    #expect(violations.isEmpty, "\(violations.prefix(2).map(\.description))")
  }
}
