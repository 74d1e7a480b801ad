import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers
import InputRulesTestSupport
import Testing

/// Decimal and integer rules built from Foundation locales, typed into and pasted into.
@Suite struct LocaleRuleTests {
  struct Typing: Sendable, CustomStringConvertible {
    var id: String
    var keys: String
    var text: String
    var value: String
    var description: String { "\(id) \(keys)" }
  }

  @Test(arguments: [
    Typing(id: "en_US", keys: "1234567.5", text: "1,234,567.5", value: "1234567.5"),
    Typing(id: "de_DE", keys: "1234567,5", text: "1.234.567,5", value: "1234567.5"),
    Typing(id: "de_DE", keys: "1.234.567,5", text: "1.234.567,5", value: "1234567.5"),
    Typing(id: "fr_FR", keys: "1234567.5", text: "1\u{202F}234\u{202F}567,5", value: "1234567.5"),
    Typing(id: "fr_FR", keys: "1 234,5", text: "1\u{202F}234,5", value: "1234.5"),
    Typing(id: "hi_IN", keys: "1234567.5", text: "12,34,567.5", value: "1234567.5"),
    Typing(id: "ar_EG", keys: "1234567.5", text: "١٬٢٣٤٬٥٦٧٫٥", value: "1234567.5"),
    Typing(id: "ar_EG", keys: "-١٢٫٥", text: "\u{61C}-١٢٫٥", value: "-12.5"),
    Typing(id: "ja_JP", keys: "１２３４５６７．５", text: "1,234,567.5", value: "1234567.5"),
    Typing(id: "ja_JP", keys: "－１２", text: "-12", value: "-12"),
    // The other minus forms (U+2212, full-width) and digits (Persian, Devanagari).
    Typing(id: "en_US", keys: "\u{2212}5", text: "-5", value: "-5"),
    Typing(id: "en_US", keys: "\u{FF0D}１２", text: "-12", value: "-12"),
    Typing(id: "de_DE", keys: "\u{2212}1,5", text: "-1,5", value: "-1.5"),
    Typing(id: "fr_FR", keys: "\u{FF0D}1,5", text: "-1,5", value: "-1.5"),
    Typing(id: "hi_IN", keys: "\u{2212}12", text: "-12", value: "-12"),
    Typing(id: "ja_JP", keys: "\u{FF0D}１２．５", text: "-12.5", value: "-12.5"),
    Typing(id: "ar_EG", keys: "\u{2212}5", text: "\u{61C}-٥", value: "-5"),
    Typing(id: "fa_IR", keys: "-۱۲", text: "\u{200E}\u{2212}۱۲", value: "-12"),
    Typing(id: "fa_IR", keys: "\u{FF0D}12", text: "\u{200E}\u{2212}۱۲", value: "-12"),
    Typing(id: "hi_IN@numbers=deva", keys: "१२", text: "१२", value: "12"),
    Typing(id: "hi_IN@numbers=deva", keys: "\u{2212}12", text: "-१२", value: "-12"),
  ])
  func typingInLocale(_ t: Typing) throws {
    let rule = try DecimalRule(
      locale: Locale(identifier: t.id), maxFractionDigits: 2, grouping: true)
    var field = InputField(rule: rule)
    field.type(t.keys)
    #expect(field.text == t.text, "\(t): \(visible(field.text))")
    #expect(field.value?.description == t.value)
    #expect(field.state.selection == field.text.utf16.count..<field.text.utf16.count)
  }

  /// What Foundation formats, the rule reads back as the same value: in every pinned locale,
  /// for positive and negative numbers, with and without grouping.
  @Test(arguments: Pinned.ids, ["1234567.89", "-1234.5", "0.05", "-0.5", "987654321"])
  func foundationFormattedTextReadsBack(id: String, number: String) throws {
    let locale = Locale(identifier: id)
    let decimal = Decimal(string: number, locale: Locale(identifier: "en_US_POSIX"))!
    let rule = try DecimalRule(locale: locale, maxFractionDigits: 2, grouping: true)
    for formatted in [
      decimal.formatted(.number.locale(locale)),
      decimal.formatted(.number.locale(locale).grouping(.never)),
    ] {
      var field = InputField(rule: rule)
      field.paste(formatted)
      #expect(
        field.value == ExactDecimal(number), "\(id) \(visible(formatted)) → \(visible(field.text))")
      #expect(field.validity == .valid)
    }
  }

  /// The rule's own display text reads back as the same value.
  @Test(arguments: Pinned.ids)
  func displayTextReadsBack(id: String) throws {
    let rule = try DecimalRule(locale: Locale(identifier: id), maxFractionDigits: 3, grouping: true)
    for number in ["0", "-0.001", "1234567.125", "-98765.4", "1000000"] {
      let value = ExactDecimal(number)!
      #expect(rule.evaluate(rule.displayText(for: value)).value == value, "\(id) \(number)")
      #expect(rule.value(fromCanonical: rule.canonicalString(for: value)) == value)
    }
  }

  @Test(arguments: Pinned.ids)
  func integersInLocale(id: String) throws {
    let rule = try IntegerRule(locale: Locale(identifier: id), min: 18, max: 30)
    var field = InputField(rule: rule)
    #expect(field.type("5").outcome == .rejected)
    field.type("2")
    #expect(field.validity == .incomplete)
    field.type("5")
    #expect(field.value == 25)
    #expect(field.text == rule.displayText(for: 25))
    let grouped = try IntegerRule(locale: Locale(identifier: id), grouping: true)
    var big = InputField(rule: grouped)
    big.paste((1_234_567).formatted(.number.locale(Locale(identifier: id))))
    #expect(big.value == 1_234_567, "\(id) \(visible(big.text))")
  }

  /// Arabic-Indic digits in a German locale: the locale's separators are not ASCII (`٫`, `٬`),
  /// and the ASCII ones typed mean what they mean in German (`,` the decimal separator, `.`
  /// grouping), while ar_EG keeps the Latin-script convention (`.` decimal, `,` grouping). No
  /// key changes the magnitude of the number typed.
  @Test(arguments: [
    Typing(id: "de_DE@numbers=arab", keys: "1234,5", text: "١٬٢٣٤٫٥", value: "1234.5"),
    Typing(id: "de_DE@numbers=arab", keys: "1.234,5", text: "١٬٢٣٤٫٥", value: "1234.5"),
    Typing(id: "de_DE@numbers=arab", keys: "1.234", text: "١٬٢٣٤", value: "1234"),
    Typing(id: "de_DE@numbers=arab", keys: "12٫5", text: "١٢٫٥", value: "12.5"),
    Typing(id: "ar_EG", keys: "1,234.5", text: "١٬٢٣٤٫٥", value: "1234.5"),
    Typing(id: "fa_IR", keys: "12.5", text: "۱۲٫۵", value: "12.5"),
  ])
  func asciiSeparatorsWhereTheLocalesAreNot(_ t: Typing) throws {
    try typingInLocale(t)
  }

  /// The same symbols from Foundation: which ASCII character is the decimal separator.
  @Test(arguments: [
    ("de_DE@numbers=arab", ","), ("ar_EG", "."), ("fa_IR", "."), ("en_US", "."), ("de_DE", ","),
  ])
  func asciiDecimalSeparatorFromFoundation(id: String, separator: String) {
    let locale = Locale(identifier: id)
    #expect(NumberSymbols(locale: locale).asciiDecimalSeparator == separator, "\(id)")
    #expect(NumberSymbols(currencyLocale: locale).asciiDecimalSeparator == separator, "\(id)")
  }

  /// A pasted German-style number in Arabic-Indic digits reads as written, and money too.
  @Test func germanNotationWithArabicDigits() throws {
    let locale = Locale(identifier: "de_DE@numbers=arab")
    let decimal = try DecimalRule(locale: locale, maxFractionDigits: 2, grouping: true)
    var field = InputField(rule: decimal)
    field.paste("1.234,5")
    #expect(field.value == ExactDecimal("1234.5"))
    let euros = try MoneyRule(currencyCode: "EUR", locale: locale)
    var amount = InputField(rule: euros)
    amount.type("1234,5")
    #expect(amount.value == ExactDecimal("1234.5"), "\(visible(amount.text))")
  }

  /// The other of `.` and `,` types the decimal separator only where it cannot be grouping.
  @Test(arguments: [
    ("en_US", ",", false), ("de_DE", ".", false), ("fr_FR", ".", true), ("hi_IN", ",", false),
    ("ar_EG", ".", true), ("ja_JP", ",", false), ("de_CH", ",", true),
  ])
  func alternateDecimalSeparator(id: String, key: String, isDecimal: Bool) throws {
    let rule = try DecimalRule(locale: Locale(identifier: id), maxFractionDigits: 2)
    var field = InputField(rule: rule)
    field.type("1\(key)5")
    #expect(field.value == (isDecimal ? ExactDecimal("1.5") : ExactDecimal(15)), "\(id)")
  }
}

/// Exact conversions between `ExactDecimal` and Foundation's `Decimal`.
@Suite struct FoundationDecimalTests {
  @Test(arguments: [
    "0", "-12.5", "1234567.89", "0.00000000000000000000000000000000000001",
    "99999999999999999999999999999999999999", "-0.1", "1000000000000",
  ])
  func roundTrip(text: String) {
    let exact = ExactDecimal(text)!
    let decimal = Decimal(exact)
    #expect(decimal == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
    #expect(ExactDecimal(decimal) == exact)
  }

  @Test func nanHasNoExactValue() {
    #expect(ExactDecimal(Decimal.nan) == nil)
  }

  @Test(arguments: Pinned.ids)
  func decimalValuedField(id: String) throws {
    let rule = FoundationDecimalRule(
      try DecimalRule(locale: Locale(identifier: id), maxFractionDigits: 2))
    var field = InputField(rule: rule)
    field.setValue(Decimal(string: "0.1", locale: Locale(identifier: "en_US_POSIX")))
    #expect(field.value == Decimal(string: "0.1", locale: Locale(identifier: "en_US_POSIX")))
    var plain = InputField(
      rule: try DecimalRule(locale: Locale(identifier: id), maxFractionDigits: 2))
    plain.setDecimalValue(Decimal(string: "-3.25", locale: Locale(identifier: "en_US_POSIX")))
    #expect(
      plain.decimalValue == Decimal(string: "-3.25", locale: Locale(identifier: "en_US_POSIX")))
    #expect(plain.value == ExactDecimal("-3.25"))
  }
}

/// An app's own `ParseableFormatStyle` as a rule, and its caveat.
@Suite struct FormatStyleRuleTests {
  @Test(arguments: Pinned.ids)
  func formatStyleParsesWhatItFormats(id: String) {
    let locale = Locale(identifier: id)
    let rule = FormatStyleRule(Decimal.FormatStyle(locale: locale))
    let value = Decimal(string: "1234.5", locale: Locale(identifier: "en_US_POSIX"))!
    var field = InputField(rule: rule)
    field.paste(value.formatted(.number.locale(locale)))
    #expect(field.value == value)
    #expect(rule.canonicalString(for: value) == "1234.5")
  }

  /// The documented caveat: Foundation parses partial input leniently. "-" is 0 to the format
  /// style, while `DecimalRule` says it is incomplete and has no value yet.
  @Test(arguments: Pinned.ids)
  func lenientParsingCaveat(id: String) throws {
    let locale = Locale(identifier: id)
    let bridged = FormatStyleRule(Decimal.FormatStyle(locale: locale))
    var field = InputField(rule: bridged)
    field.type("-")
    #expect(field.validity == .valid)
    #expect(field.value == 0)

    var strict = InputField(rule: try DecimalRule(locale: locale))
    strict.type("-")
    #expect(strict.validity == .incomplete)
    #expect(strict.value == nil)
  }

  @Test func integerStyleRefusesALoneMinus() {
    let rule = FormatStyleRule(IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US")))
    var field = InputField(rule: rule)
    #expect(field.type("-").outcome == .rejected)
    field.type("42")
    #expect(field.value == 42)
    field.commit()
    #expect(field.text == "42")
  }
}
