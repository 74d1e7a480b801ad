import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers
import InputRulesTestSupport
import Testing

/// Money rules built from Foundation locales and currencies.
@Suite struct LocaleMoneyTests {
  struct Entry: Sendable, CustomStringConvertible {
    var id: String
    var code: String
    var entry: MoneyRule.Entry
    var keys: String
    var text: String
    var caret: Int
    var value: String
    var description: String { "\(id) \(code) \(entry) \(keys)" }
  }

  @Test(arguments: [
    Entry(
      id: "en_US", code: "USD", entry: .cashRegister, keys: "1", text: "$0.01", caret: 5,
      value: "0.01"),
    Entry(
      id: "en_US", code: "USD", entry: .cashRegister, keys: "12", text: "$0.12", caret: 5,
      value: "0.12"),
    Entry(
      id: "en_US", code: "USD", entry: .free, keys: "1234.5", text: "$1,234.5", caret: 8,
      value: "1234.50"),
    Entry(
      id: "en_US", code: "KWD", entry: .free, keys: "1234.5", text: "KWD\u{A0}1,234.5", caret: 11,
      value: "1234.500"),
    Entry(
      id: "de_DE", code: "EUR", entry: .free, keys: "1234,5", text: "1.234,5\u{A0}€", caret: 7,
      value: "1234.50"),
    Entry(
      id: "de_DE", code: "EUR", entry: .cashRegister, keys: "123456", text: "1.234,56\u{A0}€",
      caret: 8, value: "1234.56"),
    Entry(
      id: "fr_FR", code: "EUR", entry: .free, keys: "1234.5", text: "1\u{202F}234,5\u{A0}€",
      caret: 7, value: "1234.50"),
    Entry(
      id: "hi_IN", code: "INR", entry: .free, keys: "1234567", text: "₹12,34,567", caret: 10,
      value: "1234567.00"),
    Entry(
      id: "hi_IN", code: "INR", entry: .cashRegister, keys: "123456789", text: "₹12,34,567.89",
      caret: 13, value: "1234567.89"),
    Entry(
      id: "ar_EG", code: "EGP", entry: .free, keys: "1234.5", text: "١٬٢٣٤٫٥\u{A0}ج.م.\u{200F}",
      caret: 7, value: "1234.50"),
    Entry(
      id: "ar_EG", code: "KWD", entry: .cashRegister, keys: "1", text: "٠٫٠٠١\u{A0}د.ك.\u{200F}",
      caret: 5, value: "0.001"),
    Entry(
      id: "ja_JP", code: "JPY", entry: .cashRegister, keys: "12", text: "¥12", caret: 3, value: "12"
    ),
    Entry(
      id: "ja_JP", code: "JPY", entry: .free, keys: "１２３４", text: "¥1,234", caret: 6, value: "1234"),
  ])
  func typingMoney(_ e: Entry) throws {
    let rule = try MoneyRule(currencyCode: e.code, locale: Locale(identifier: e.id), entry: e.entry)
    var field = InputField(rule: rule)
    field.type(e.keys)
    #expect(field.text == e.text, "\(e): \(visible(field.text))")
    #expect(field.state.selection == e.caret..<e.caret, "\(e)")
    #expect(field.value.map(rule.canonicalString) == e.value, "\(e)")
  }

  /// Every pinned locale: the classic cash-register field (USD, 9 digits) stops at
  /// $9,999,999.99, and what Foundation formats for an amount pastes back as the amount.
  @Test(arguments: Pinned.ids)
  func classicFieldAndFoundationPastes(id: String) throws {
    let locale = Locale(identifier: id)
    let classic = try MoneyRule(
      currencyCode: "USD", locale: locale, entry: .cashRegister, maxDigits: 9)
    var field = InputField(rule: classic)
    field.type("9999999999")
    #expect(field.value == ExactDecimal("9999999.99"))
    for code in ["USD", "EUR", "JPY", "KWD", "INR"] {
      let amount = Decimal(string: "1234.5", locale: Locale(identifier: "en_US_POSIX"))!
      let formatted = amount.formatted(.currency(code: code).locale(locale))
      for entry in MoneyRule.Entry.allCases {
        let rule = try MoneyRule(
          currencyCode: code, locale: locale, entry: entry, rounding: .halfEven)
        var pasted = InputField(rule: rule)
        pasted.paste(formatted)
        let expected = code == "JPY" ? ExactDecimal("1234") : ExactDecimal("1234.5")
        #expect(pasted.value == expected, "\(id) \(code) \(entry) \(visible(formatted))")
        #expect(rule.evaluate(rule.displayText(for: expected!)).value == expected)
      }
    }
  }

  /// Kuwaiti dinars in every pinned locale: three minor digits.
  @Test(arguments: Pinned.ids)
  func kuwaitiDinar(id: String) throws {
    let rule = try MoneyRule(currencyCode: "KWD", locale: Locale(identifier: id))
    var field = InputField(rule: rule)
    field.setValue(ExactDecimal("1.234"))
    #expect(field.value.map(rule.canonicalString) == "1.234")
    field.commit()
    #expect(field.value == ExactDecimal("1.234"))
    #expect(rule.value(fromCanonical: "1.2345") == nil)
    let register = try MoneyRule(
      currencyCode: "KWD", locale: Locale(identifier: id), entry: .cashRegister)
    var typed = InputField(rule: register)
    typed.type("1234")
    #expect(typed.value.map(register.canonicalString) == "1.234")
  }

  /// Every law that holds for every rule, and `showsWhatItTakes` of the reformatting rules: an
  /// amount pasted or set gives back what the field showed. `retypeRestores` is left out: money is a
  /// number (a cash register types at the end of the amount wherever the caret is, and free
  /// entry regroups and bounds the amount at every key), so retyping a selection key by key
  /// passes through other amounts, as in the decimal and integer fields.
  @Test(arguments: Pinned.ids, [5] as [UInt64])
  func lawsHoldForMoney(id: String, seed: UInt64) throws {
    let locale = Locale(identifier: id)
    let options = FieldLawOptions(
      steps: 800,
      alphabet: ["0", "1", "5", "9", ".", ",", "-", "٣", "٫", "$", "€", " ", "\u{A0}", "x", "+"],
      compositionAlphabet: ["１", "２"], maxPasteLength: 10,
      laws: FieldLawOptions().laws.union([.showsWhatItTakes]))
    for entry in MoneyRule.Entry.allCases {
      let rule = try MoneyRule(
        currencyCode: "EUR", locale: locale, entry: entry, max: 10_000, allowNegative: true)
      let violations = FieldLaws.check(rule, seed: seed, options: options)
      #expect(violations.isEmpty, "\(id) \(entry): \(violations.prefix(2).map(\.description))")
    }
  }
}
