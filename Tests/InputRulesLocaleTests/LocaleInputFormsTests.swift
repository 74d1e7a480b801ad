import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers
import Testing

/// Money reading the other forms of a minus sign, the caret and two-character minus signs, and
/// pasted amounts rounded in each mode, in rules built from pinned Foundation locales (the
/// decimal rows for minus forms and digits are in `LocaleRuleTests.typingInLocale`).
@Suite struct LocaleInputFormsTests {
  struct Entry: Sendable, CustomTestStringConvertible {
    var locale: String
    var keys: String
    var text: String
    var value: String
    var testDescription: String {
      "\(locale) \(keys.unicodeScalars.map { "U+\(String($0.value, radix: 16))" }.joined(separator: " "))"
    }
  }

  @Test(arguments: [
    Entry(locale: "en_US", keys: "\u{2212}12", text: "-€12", value: "-12.00"),
    Entry(locale: "de_DE", keys: "\u{FF0D}12", text: "-12\u{A0}€", value: "-12.00"),
    Entry(locale: "ar_EG", keys: "\u{2212}12", text: "\u{61C}-١٢\u{A0}€", value: "-12.00"),
    Entry(locale: "fa_IR", keys: "\u{FF0D}۱۲", text: "\u{200E}\u{2212}€۱۲", value: "-12.00"),
  ])
  func moneyReadsEveryMinus(_ entry: Entry) throws {
    let rule = try MoneyRule(
      currencyCode: "EUR", locale: Locale(identifier: entry.locale), allowNegative: true)
    var field = InputField(rule: rule)
    field.type(entry.keys)
    #expect(field.text == entry.text)
    #expect(field.value.map(rule.canonicalString) == entry.value)
  }

  /// A minus sign of two characters (a bidi mark and the sign) is one place for the caret: put
  /// between them, it rests after the sign, where a digit can be typed.
  @Test(arguments: ["ar_EG", "fa_IR"])
  func caretDoesNotRestInsideTheMinus(id: String) throws {
    let locale = Locale(identifier: id)
    var decimal = InputField(rule: try DecimalRule(locale: locale))
    decimal.type("-5")
    decimal.moveCaret(to: 1)
    #expect(decimal.state.selection == 2..<2)
    decimal.type("1")
    #expect(decimal.value == ExactDecimal(-15))
    var money = InputField(
      rule: try MoneyRule(currencyCode: "EUR", locale: locale, allowNegative: true))
    money.type("-5")
    money.moveCaret(to: 1)
    money.type("1")
    #expect(money.value == ExactDecimal(-15))
  }

  /// Pasted amounts with too many fraction digits, rounded in each mode (refused by default).
  @Test(arguments: [
    ("USD", Rounding.halfEven, "1.125", "1.12"), ("USD", .halfEven, "1.135", "1.14"),
    ("USD", .halfUp, "1.125", "1.13"), ("USD", .down, "1.129", "1.12"),
    ("USD", .up, "1.121", "1.13"), ("USD", .down, "-1.129", "-1.12"),
    ("USD", .up, "-1.121", "-1.13"), ("KWD", .halfEven, "1.2345", "1.234"),
    ("KWD", .halfUp, "1.2345", "1.235"), ("JPY", .halfEven, "12.5", "12"),
    ("JPY", .up, "12.1", "13"),
  ])
  func pastedAmountsRound(code: String, rounding: Rounding, pasted: String, value: String) throws {
    let locale = Locale(identifier: "en_US")
    for entry in MoneyRule.Entry.allCases {
      let rule = try MoneyRule(
        currencyCode: code, locale: locale, entry: entry, allowNegative: true, rounding: rounding)
      var field = InputField(rule: rule)
      let result = field.paste(pasted)
      #expect(field.value.map(rule.canonicalString) == value, "\(entry)")
      #expect(result.reason?.code == .rounded, "\(entry)")
      let strict = try MoneyRule(currencyCode: code, locale: locale, entry: entry)
      var refused = InputField(rule: strict)
      #expect(refused.paste(pasted).outcome == .rejected, "\(entry)")
    }
  }
}
