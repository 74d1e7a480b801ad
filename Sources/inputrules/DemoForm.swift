import Foundation
import InputRules
import InputRulesCodes
import InputRulesDates
import InputRulesLocale
import InputRulesMasks
import InputRulesNumbers
// Built for InputRulesSpec, which the command depends on.
import InputRulesPhone
import InputRulesSpec
import InputRulesTerminal

/// The demo's screen: a heterogeneous list of fields, each under its own rule.
enum DemoForm {
  /// The demo's form in `locale`, its fields' reasons told in `language` (a language tag or
  /// locale identifier; by default the locale's language) with the locale's digits, as
  /// `inputrules replay` tells them. The labels and help stay English.
  static func make(locale: Locale, language: String? = nil, today: DateValue? = nil) -> Form {
    let numbers = NumberSymbols(locale: locale)
    let separator = numbers.decimalSeparator
    let money = NumberSymbols(currencyLocale: locale)
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
            rule: try! DecimalRule(.init().scientific().maximumLength(7).symbols(numbers)),
            help: "A number with the decimal separator \"\(separator)\" and scientific "
              + "notation (1\(separator)5e3); at most 7 characters."),
          TerminalField(
            "Positive integer (max 5)",
            rule: try! IntegerRule(.range(1...).maximumLength(5).symbols(numbers)),
            help: "A whole number from 1; at most 5 digits."),
        ]),
      Form.Section(
        "Money and decimals",
        [
          TerminalField(
            "Amount (USD, cash register)",
            // USD as the locale writes it (as `.usd` writes it where Foundation does not know it).
            rule: try! MoneyRule(
              .money(.usd, entry: .cashRegister).maximumDigits(9).locale(locale)),
            help: "Digits fill from the cents: 1, 2, 3 gives 1\(money.decimalSeparator)23; "
              + "Backspace removes the last digit. At most 9 digits."),
          TerminalField(
            "Decimal (max 2 decimals)",
            rule: try! DecimalRule(.init().fractionDigits(2).grouping(.automatic).symbols(numbers)),
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
              + "that reads the text best is chosen: 15 digits complete as 4-6-5, a 16th "
              + "switches back to fours."),
        ]),
      Form.Section(
        "Settings",
        [
          TerminalField(
            "Age (18 to 30)", rule: try! IntegerRule(.integer(in: 18...30).symbols(numbers)),
            help: "A whole number from 18 to 30: 1 and 3 are accepted as starts, 5 is not."),
          TerminalField(
            "Shirt size (M to XL)",
            rule: try! ChoiceRule(
              options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL"),
            help: "Type a size of S, M, L, XL, XXL; only M to XL are allowed. "
              + "Leaving the field completes a unique start (X becomes XL)."),
          TerminalField(
            "Percentage (0 to 100)", rule: try! IntegerRule(.integer(in: 0...100).symbols(numbers)),
            help: "A whole number from 0 to 100."),
        ]),
      datesCardsAndCodes(locale: locale, today: today),
      Form.Section("Phone numbers by country", [phoneField(locale: locale)]),
    ]
    var form = Form(
      title: "InputRules demo (locale \(locale.identifier)): every key goes through the "
        + "field's rule",
      sections: sections)
    form.hintDuration = .seconds(3)
    form.afterAction = followCardBrand
    form.messages = RuleContext(localeIdentifier: locale.identifier).reasonMessages(
      language: language)
    return form
  }

  static let cardLabel = "Payment card (any brand)"
  static let securityCodeLabel = "Security code"

  /// Dates and times checked against the calendar, a card number with its expiry and security
  /// code, a one-time code and an IBAN. Today's date (`today`, else the only clock read)
  /// bounds the birth date and the expiry.
  static func datesCardsAndCodes(locale: Locale, today: DateValue? = nil) -> Form.Section {
    let clock = Calendar(identifier: .gregorian).dateComponents(
      [.year, .month, .day], from: Date())
    let today = today ?? DateValue(year: clock.year, month: clock.month, day: clock.day)
    let year = today.year ?? 2026
    let month = today.month ?? 1
    let dateFormat = DateFormat(locale: locale)
    // The patterns and bounds are constants or today's date: a rule that cannot be built is a
    // bug in this file.
    let birthDate = try! DateRule(
      format: dateFormat, min: DateValue(year: 1900, month: 1, day: 1),
      max: DateValue(year: year, month: month, day: today.day ?? 1))
    let expiry = try! DateRule(
      format: DateFormat("MM/yy"), min: DateValue(year: year, month: month))
    return Form.Section(
      "Dates, cards and codes",
      [
        TerminalField(
          "Birth date (\(dateFormat.pattern))", rule: birthDate,
          help: "A date from 1900 to today in this locale's order. 31.02 and 29.02 of a year "
            + "that is not a leap year are refused at the key; a 4 in the day becomes 04."),
        TerminalField(
          "Appointment (HH:mm)", rule: try! DateRule(format: DateFormat("HH:mm")),
          help: "Hours 00 to 23, minutes 00 to 59: 9 becomes 09:, 25 is refused at the 5."),
        TerminalField(
          cardLabel, rule: CardRule(),
          help: "Visa, Mastercard, American Express, Discover, Diners, JCB, UnionPay, Maestro, "
            + "Mir: grouped by brand, valid when the Luhn check passes. Try 4111111111111111."),
        TerminalField(
          "Expiry (MM/yy)", rule: expiry,
          help: "Month and year of the card, this month or later: a month already past is "
            + "refused."),
        securityCode(for: nil),
        TerminalField(
          "One-time code", rule: try! OneTimeCodeRule(length: 6),
          help: "Six digits. Paste a whole message (Your code is 123-456): its code is taken."),
        TerminalField(
          "IBAN", rule: IBANRule(),
          help: "Letters in capitals, groups of four, each country's length, the mod-97 check: "
            + "try DE89 3704 0044 0532 0130 00."),
      ])
  }

  /// The label of the phone field; the region it is dialled from follows in brackets.
  static let phoneLabel = "Phone number"

  /// A phone number dialled from the locale's region (`de_DE`: Germany), or from the United
  /// States when the locale names no region (`de`) or one libphonenumber has no numbers for
  /// (`en_001`, the world, Foundation's answer on Linux).
  static func phoneField(locale: Locale) -> TerminalField {
    let named = locale.region.flatMap { try? PhoneRule(region: $0.identifier) }
    // "US" is a constant region: a rule that cannot be built for it is a bug in this file.
    let rule = named ?? (try! PhoneRule(region: "US"))
    // The demo speaks English: the region's English name, or its code where there is none.
    let country =
      Locale(identifier: "en").localizedString(forRegionCode: rule.region) ?? rule.region
    return TerminalField(
      "\(phoneLabel) (\(country))", rule: rule,
      help: "Dialled from \(country)"
        + (named == nil ? " (the locale names no region with phone numbers)" : "")
        + ": digits are laid out as \(country) writes its numbers, and a number starting with + "
        + "in its own country's layout (+44 20 7946 0958). A digit no number can take is "
        + "refused; a paste such as tel:+49-151-23456789 is read whole.")
  }

  /// The security code field for a card brand: 4 digits for American Express, 3 otherwise.
  static func securityCode(for brand: CardBrand?, text: String = "") -> TerminalField {
    let length = brand?.securityCodeLength ?? 3
    let rule = try! MaskRule(format: "[" + String(repeating: "0", count: length) + "]")
    var field = TerminalField(
      "\(securityCodeLabel) (\(length) digits)", rule: rule,
      help: "The \(length) digits on the card\(brand.map { " (\($0.name))" } ?? ""); the length "
        + "follows the card number's brand.",
      placeholder: { rule.placeholder(after: $0) })
    // The digits typed before the brand changed, as many as fit.
    if !text.isEmpty { field.perform(.paste(String(text.prefix(length)))) }
    return field
  }

  /// After each action: when the card number's brand asks for another security code length,
  /// the security code field is made again for it, keeping the digits that fit.
  @Sendable static func followCardBrand(_ form: inout Form, _ index: Int) {
    let fields = form.fields
    guard fields.indices.contains(index), fields[index].label == cardLabel,
      let codeIndex = fields.firstIndex(where: { $0.label.hasPrefix(securityCodeLabel) })
    else { return }
    let brand = CardRule().brand(of: fields[index].text)
    let length = brand?.securityCodeLength ?? 3
    guard !fields[codeIndex].label.contains("(\(length) digits)") else { return }
    form.replaceField(
      at: codeIndex, with: securityCode(for: brand, text: fields[codeIndex].text))
  }

  /// A masked field showing the mask's remaining slots as a hint after its text.
  static func maskField(_ label: String, _ rule: MaskRule, help: String) -> TerminalField {
    TerminalField(label, rule: rule, help: help, placeholder: { rule.placeholder(after: $0) })
  }

  /// The final values, one field a line, as printed when the demo ends, under `heading`; a
  /// field's note (the form's error) follows its state.
  static func summary(of form: Form, heading: String = "Final values:") -> String {
    let rows = form.fields.map { field -> (label: String, value: String, state: String) in
      let value =
        field.valueDescription.map { field.valueIsText ? "\"" + $0 + "\"" : $0 } ?? "-"
      var state = field.validity.rawValue
      if field.validity == .incomplete || field.validity == .invalid {
        state += ", text \"" + VisibleText.safe(field.text) + "\""
      }
      if let note = field.note { state += "; " + VisibleText.safe(FormView.drawnMessage(note)) }
      return (VisibleText.safe(field.label), VisibleText.safe(value), state)
    }
    let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
    let valueWidth = rows.map { DisplayWidth.of($0.value) }.max() ?? 0
    var out = heading + "\n"
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
