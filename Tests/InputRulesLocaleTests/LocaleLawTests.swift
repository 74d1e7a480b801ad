import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers
import InputRulesTestSupport
import Testing

/// Every number kind, built from each pinned Foundation locale, under seeded random typing,
/// pasting, composing and committing made of that locale's own characters, against every law
/// (including `noDeadEnd`, which searches for a completion instead of asking the rule, and
/// `valueMeetsSpecification`, which checks each value against the range and digit limits
/// written here).
@Suite struct LocaleLawTests {
  /// One rule in one locale, with the keys that type in it.
  struct LocaleCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var lawCase: FieldLawCase
    var alphabet: [String]
    var completionKeys: [String]
    var testDescription: String { "\(locale) \(lawCase.name)" }
  }

  /// Characters a user of `symbols` types or pastes: the locale's digits, separators and minus
  /// and their other forms (ASCII, full-width, U+2212), the exponent marker, spaces, bidi
  /// marks, the currency's symbol and a few characters no number has.
  static func alphabet(_ symbols: NumberSymbols, currency: CurrencySymbols?) -> [String] {
    let digits = Array(symbols.digits).map(String.init)
    // Digits and separators of other scripts too, which every field reads.
    var keys = [
      "0", "1", "2", "5", "9", "0", "1", "５", "．", "，", "\u{FF0D}", "٣", "٫", "٬", "۵", "३",
    ]
    if digits.count == 10 { keys += [digits[0], digits[1], digits[3], digits[7]] }
    keys += [
      symbols.decimalSeparator, symbols.decimalSeparator, symbols.groupingSeparator,
      symbols.minusSign, ".", ",", "-", "\u{2212}", "e", " ", "\u{A0}", "\u{202F}", "\u{200F}",
      "x", "🇩🇪",
    ]
    if let currency { keys += [currency.symbol, currency.code] }
    return keys
  }

  /// Keys that complete a number: ASCII digits, the locale's separator, a minus, the exponent.
  static func completionKeys(_ symbols: NumberSymbols) -> [String] {
    (0...9).map(String.init) + [symbols.decimalSeparator, "-", "e"]
  }

  /// The rules of one locale: integers, decimals, and money in its own currency, in US
  /// dollars, yen and Kuwaiti dinars, in both entries.
  static func cases(_ id: String) -> [LocaleCase] {
    let locale = Locale(identifier: id)
    let plain = NumberSymbols(locale: locale)
    let numberKeys = alphabet(plain, currency: nil)
    let completion = completionKeys(plain)
    func number(_ lawCase: FieldLawCase) -> LocaleCase {
      LocaleCase(locale: id, lawCase: lawCase, alphabet: numberKeys, completionKeys: completion)
    }
    var all = [
      number(
        FieldLawCase(
          "age 18...30", try! IntegerRule(locale: locale, min: 18, max: 30),
          values: ValueSpecification.between(18, 30))),
      number(
        FieldLawCase(
          "grouped integers from -5000",
          try! IntegerRule(locale: locale, min: -5000, grouping: true),
          values: ValueSpecification.between(-5000, nil))),
      number(
        FieldLawCase(
          "positive integer of 5 characters",
          try! IntegerRule(locale: locale, min: 0, maxLength: 5),
          values: ValueSpecification.between(0, 99_999))),
      number(
        FieldLawCase(
          "grouped decimal -1000...1000",
          try! DecimalRule(
            locale: locale, min: -1000, max: 1000, maxFractionDigits: 2, grouping: true),
          values: ValueSpecification.number(-1000, 1000, fractionDigits: 2))),
      number(
        FieldLawCase(
          "numeric of 7 characters",
          try! DecimalRule(locale: locale, scientific: true, maxLength: 7),
          values: ValueSpecification.number(fractionDigits: 19, integerDigits: 19))),
      number(
        FieldLawCase(
          "rounding 0.5...99.5, clamp",
          try! DecimalRule(
            locale: locale, min: ExactDecimal("0.5"), max: ExactDecimal("99.5"),
            maxFractionDigits: 1, rounding: .halfUp, onCommit: .clamp),
          values: ValueSpecification.number(
            ExactDecimal("0.5"), ExactDecimal("99.5"), fractionDigits: 1))),
    ]
    let own = Locale(identifier: id).currency?.identifier ?? "USD"
    for code in Set([own, "USD", "JPY", "KWD"]).sorted() {
      let currency = CurrencySymbols(currencyCode: code, locale: locale)!
      let minor = currency.minorUnitDigits
      let keys = alphabet(NumberSymbols(currencyLocale: locale), currency: currency)
      for entry in MoneyRule.Entry.allCases {
        let signed = code == own
        let rule = try! MoneyRule(
          currencyCode: code, locale: locale, entry: entry, min: signed ? -500 : nil,
          max: signed ? 50_000 : nil, allowNegative: signed)
        let values: @Sendable (ExactDecimal) -> String? =
          signed
          ? ValueSpecification.number(-500, 50_000, fractionDigits: minor)
          : ValueSpecification.number(0, fractionDigits: minor, integerDigits: 15 - minor)
        all.append(
          LocaleCase(
            locale: id,
            lawCase: FieldLawCase(
              "\(code) \(entry)\(signed ? " -500...50000" : "")", rule, values: values),
            alphabet: keys, completionKeys: completion))
      }
    }
    return all
  }

  static let all: [LocaleCase] = Pinned.ids.flatMap(cases)

  @Test(arguments: all, [7, 8] as [UInt64])
  func lawsHold(_ c: LocaleCase, seed: UInt64) {
    let options = FieldLawOptions(
      steps: 600, alphabet: c.alphabet, compositionAlphabet: ["１", "２", "3", "．"],
      maxPasteLength: 8, completionKeys: c.completionKeys)
    let violations = c.lawCase.check(seed: seed, options: options)
    #expect(violations.isEmpty, "\(violations.prefix(2).map(\.description))")
  }
}
