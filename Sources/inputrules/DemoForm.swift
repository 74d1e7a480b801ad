import Foundation
import InputRules
import InputRulesTerminal

/// The demo's screen: a heterogeneous list of fields, each under its own rule.
enum DemoForm {
  static func make(locale: Locale) -> Form {
    let separator = locale.decimalSeparator ?? "."
    var sections = [
      Form.Section(
        "Classic fields",
        [
          TerminalField(
            "Vowels only (at most 6)", rule: TextRule.allowing("aeiouAEIOU").maximumLength(6),
            help: "Only a, e, i, o and u, in either case; at most 6 characters."),
          TerminalField(
            "Anything but vowels (at most 8)",
            rule: TextRule.excluding("aeiouAEIOU").maximumLength(8),
            help: "Any character but a vowel (emoji and CJK too); at most 8 characters."),
          TerminalField(
            "Digits only (at most 3)", rule: TextRule.allowing("0123456789").maximumLength(3),
            help: "Only the digits 0 to 9; at most 3."),
          // Number rules: replace with the numbers module's rules once it lands (see below).
          TerminalField(
            "Number: \(separator) and e (at most 7)",
            rule: TextRule.allowing("0123456789" + separator + "eE+-").maximumLength(7),
            help: "Digits, the decimal separator \"\(separator)\" and scientific notation "
              + "(1\(separator)5e3); at most 7 characters."),
          TerminalField(
            "Positive integer (at most 5)", rule: TextRule.allowing("0123456789").maximumLength(5),
            help: "A whole number; at most 5 digits."),
        ])
    ]
    // Money and decimals: the numbers module's money and decimal rules go here once they land
    // ("Amount (USD, cash register)", 9 digits; "Decimal (at most 2 fraction digits)").
    var settings: [TerminalField] = []
    // Age 18...30 and percentage 0...100: the numbers module's integer rule goes here.
    if let sizes = try? ChoiceRule(options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL")
    {
      settings.append(
        TerminalField(
          "Shirt size (M to XL)", rule: sizes,
          help: "Type a size of S, M, L, XL, XXL; only M to XL are allowed. "
            + "Leaving the field completes a unique start (X becomes XL)."))
    }
    sections.append(Form.Section("Settings", settings))
    var form = Form(
      title: "InputRules demo (locale \(locale.identifier)): every key goes through the "
        + "field's rule",
      sections: sections)
    form.hintDuration = .seconds(3)
    return form
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
