import InputRules
import InputRulesDates
import Testing

/// The digits a date field shows are handed in when the rule is made (the locale's, resolved
/// once elsewhere): any ten decimal digits 0 through 9, one scalar each.
@Suite struct DateDigitsTests {
  static let persian = "۰۱۲۳۴۵۶۷۸۹"

  struct DigitsCase: CustomTestStringConvertible, Sendable {
    let name: String
    let digits: String
    let accepted: Bool
    var testDescription: String { name }
  }

  @Test(arguments: [
    DigitsCase(name: "ASCII", digits: "0123456789", accepted: true),
    DigitsCase(name: "Arabic-Indic", digits: "٠١٢٣٤٥٦٧٨٩", accepted: true),
    DigitsCase(name: "Persian", digits: persian, accepted: true),
    DigitsCase(name: "nine digits", digits: "012345678", accepted: false),
    DigitsCase(name: "eleven digits", digits: "01234567890", accepted: false),
    DigitsCase(name: "out of order", digits: "1023456789", accepted: false),
    DigitsCase(name: "letters", digits: "abcdefghij", accepted: false),
    DigitsCase(name: "a digit with a mark", digits: "0\u{301}123456789", accepted: false),
  ])
  func digitsAreChecked(_ c: DigitsCase) {
    let format = try! DateFormat("dd.MM.yyyy")
    let rule = try? DateRule(format: format, digits: c.digits)
    #expect((rule != nil) == c.accepted)
    #expect(rule?.digits == (c.accepted ? c.digits : nil))
  }

  /// Typed in ASCII, the date is shown in Persian digits; the caret stays after the last digit
  /// and Backspace over the separator deletes the digit before it, as with ASCII digits.
  @Test func persianDigitsAreShownAndEdited() throws {
    let rule = try DateRule(format: DateFormat("dd.MM.yyyy"), digits: Self.persian)
    var field = InputField(rule: rule)
    _ = field.type("1206")
    #expect(field.text == "۱۲.۰۶.")
    #expect(field.state.selection == 6..<6)
    _ = field.deleteBackward()
    #expect(field.text == "۱۲.۰")
    _ = field.type("62024")
    #expect(field.text == "۱۲.۰۶.۲۰۲۴")
    #expect(field.value == DateValue(year: 2024, month: 6, day: 12))
    #expect(rule.displayText(for: DateValue(year: 2024, month: 6, day: 12)) == "۱۲.۰۶.۲۰۲۴")
  }
}
