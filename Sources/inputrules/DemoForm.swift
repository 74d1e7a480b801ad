import Foundation
import InputRules
import InputRulesLocale
import InputRulesMasks
import InputRulesNumbers
import InputRulesTerminal

/// The demo's screen: a heterogeneous list of fields, each under its own rule.
enum DemoForm {
  static func make(locale: Locale) -> Form {
    let numbers = NumberSymbols(locale: locale)
    let separator = numbers.decimalSeparator
    let money = NumberSymbols(currencyLocale: locale)
    let usd =
      CurrencySymbols(currencyCode: "USD", locale: locale)
      ?? CurrencySymbols(code: "USD", symbol: "$", position: .before, minorUnitDigits: 2)
    // The configurations are constants: a rule that cannot be built is a bug in this file.
    let sections = [
      Form.Section(
        "Classic fields",
        [
          TerminalField(
            "Vowels only (max 6)", rule: TextRule.allowing("aeiouAEIOU").maximumLength(6),
            help: "Only a, e, i, o and u, in either case; at most 6 characters."),
          TerminalField(
            "Anything but vowels (max 8)",
            rule: TextRule.excluding("aeiouAEIOU").maximumLength(8),
            help: "Any character but a vowel (emoji and CJK too); at most 8 characters."),
          TerminalField(
            "Digits only (max 3)", rule: TextRule.allowing("0123456789").maximumLength(3),
            help: "Only the digits 0 to 9; at most 3."),
          TerminalField(
            "Number (max 7)",
            rule: try! DecimalRule(scientific: true, maxLength: 7, symbols: numbers),
            help: "A number with the decimal separator \"\(separator)\" and scientific "
              + "notation (1\(separator)5e3); at most 7 characters."),
          TerminalField(
            "Positive integer (max 5)",
            rule: try! IntegerRule(min: 1, maxLength: 5, symbols: numbers),
            help: "A whole number from 1; at most 5 digits."),
        ]),
      Form.Section(
        "Money and decimals",
        [
          TerminalField(
            "Amount (USD, cash register)",
            rule: try! MoneyRule(
              currency: usd, entry: .cashRegister, maxDigits: 9, symbols: money),
            help: "Digits fill from the cents: 1, 2, 3 gives 1\(money.decimalSeparator)23; "
              + "Backspace removes the last digit. At most 9 digits."),
          TerminalField(
            "Decimal (max 2 decimals)",
            rule: try! DecimalRule(maxFractionDigits: 2, grouping: true, symbols: numbers),
            help: "A decimal number in this locale (\(separator) separates the fraction), "
              + "grouped as you type; at most 2 fraction digits."),
        ]),
      Form.Section(
        "Masks",
        [
          maskField(
            "Phone (US)", try! MaskRule(format: "+1 ([000]) [000]-[0000]"),
            help: "Type the digits; the mask writes +1, the brackets and the dash. Backspace "
              + "over a literal deletes the digit before it; a paste of +1 555 123 4567 fits."),
          maskField(
            "ZIP code", try! MaskRule(formats: ["[00000]", "[00000]-[0000]"]),
            help: "Five digits (90210), or ZIP+4 (90210-1234): a sixth digit switches to the "
              + "longer format."),
          maskField(
            "Card number",
            try! MaskRule(formats: ["[0000] [0000] [0000] [0000]", "[0000] [000000] [00000]"])
              .choosingFormats(by: .wholeString),
            help: "Sixteen digits in fours, or fifteen as 4-6-5 (American Express): the layout "
              + "that reads the text best is chosen. Type 16 digits, or paste 15."),
        ]),
      Form.Section(
        "Settings",
        [
          TerminalField(
            "Age (18 to 30)", rule: try! IntegerRule(min: 18, max: 30, symbols: numbers),
            help: "A whole number from 18 to 30: 1 and 3 are accepted as starts, 5 is not."),
          TerminalField(
            "Shirt size (M to XL)",
            rule: try! ChoiceRule(
              options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL"),
            help: "Type a size of S, M, L, XL, XXL; only M to XL are allowed. "
              + "Leaving the field completes a unique start (X becomes XL)."),
          TerminalField(
            "Percentage (0 to 100)", rule: try! IntegerRule(min: 0, max: 100, symbols: numbers),
            help: "A whole number from 0 to 100."),
        ]),
    ]
    var form = Form(
      title: "InputRules demo (locale \(locale.identifier)): every key goes through the "
        + "field's rule",
      sections: sections)
    form.hintDuration = .seconds(3)
    return form
  }

  /// A masked field showing the mask's remaining slots as a hint after its text.
  static func maskField(_ label: String, _ rule: MaskRule, help: String) -> TerminalField {
    TerminalField(label, rule: rule, help: help, placeholder: { rule.placeholder(after: $0) })
  }

  /// The final values, one field a line, as printed when the demo ends.
  static func summary(of form: Form) -> String {
    let rows = form.fields.map { field -> (label: String, value: String, state: String) in
      let value =
        field.valueDescription.map { field.valueIsText ? "\"" + $0 + "\"" : $0 } ?? "-"
      var state = field.validity.rawValue
      if field.validity == .incomplete || field.validity == .invalid {
        state += ", text \"" + VisibleText.safe(field.text) + "\""
      }
      return (VisibleText.safe(field.label), VisibleText.safe(value), state)
    }
    let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
    let valueWidth = rows.map { DisplayWidth.of($0.value) }.max() ?? 0
    var out = "Final values:\n"
    for row in rows {
      out += "  " + padded(row.label, labelWidth) + "  " + padded(row.value, valueWidth)
      out += "  (" + row.state + ")\n"
    }
    return out
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }
}
