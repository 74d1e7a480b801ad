import Foundation
import InputRules
import InputRulesNumbers

/// Which digits a number field shows. Whatever is shown, the field reads ASCII, full-width and
/// the locale's own digits alike.
public enum DigitChoice: String, Sendable, Hashable, Codable {
  /// The digits Foundation formats the locale's numbers with: its default numbering system, or
  /// the one named by a `@numbers=` keyword (`ar_EG` shows Arabic-Indic digits, `fa_IR`
  /// Extended Arabic-Indic, `ne_NP` Devanagari, `ar_EG@numbers=latn` and `hi_IN` ASCII).
  case locale
  /// ASCII digits, with the locale's separators for the Latin numbering system (`ar_EG` then
  /// writes "1,234.5").
  case ascii
}

extension NumberSymbols {
  /// The locale's number symbols, resolved once from Foundation.
  ///
  /// The separators and minus sign come from `NumberFormatter`, and `asciiDecimalSeparator`
  /// from its Latin-digit (`latn`) form of the locale; the grouping sizes and digits
  /// from what `FormatStyle` actually formats, because swift-corelibs-foundation's
  /// `NumberFormatter` reports no secondary grouping size (hi_IN comes back as plain threes
  /// while `FormatStyle` formats 12,34,567). Minimum grouping digits (es_ES leaves "1234"
  /// ungrouped) are not modelled: four-digit numbers are grouped.
  public init(locale: Locale, digits: DigitChoice = .locale) {
    let locale = digits == .ascii ? locale.withNumberingSystem("latn") : locale
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    let sizes = groupingSizes(in: locale)
    self.init(
      decimalSeparator: formatter.decimalSeparator ?? ".",
      groupingSeparator: formatter.groupingSeparator ?? ",",
      groupingSize: sizes.primary, secondaryGroupingSize: sizes.secondary,
      minusSign: formatter.minusSign ?? "-", digits: localeDigits(in: locale),
      asciiDecimalSeparator: latinDecimalSeparator(in: locale, style: .decimal))
  }

  /// The symbols money uses in a locale: like `init(locale:digits:)`, with the currency
  /// separators where the locale has its own for money.
  public init(currencyLocale locale: Locale, digits: DigitChoice = .locale) {
    self.init(locale: locale, digits: digits)
    let formatter = NumberFormatter()
    formatter.locale = digits == .ascii ? locale.withNumberingSystem("latn") : locale
    formatter.numberStyle = .currency
    if let separator = formatter.currencyDecimalSeparator, !separator.isEmpty {
      decimalSeparator = separator
    }
    if let separator = formatter.currencyGroupingSeparator, !separator.isEmpty {
      groupingSeparator = separator
    }
    asciiDecimalSeparator = latinDecimalSeparator(in: locale, style: .currency)
  }
}

/// Which of `.` and `,` a locale writes as its decimal separator with ASCII digits (its `latn`
/// numbering system): `.` for ar_EG, `,` for de_DE@numbers=arab; `nil` for anything else.
private func latinDecimalSeparator(in locale: Locale, style: NumberFormatter.Style) -> String? {
  let formatter = NumberFormatter()
  formatter.locale = locale.withNumberingSystem("latn")
  formatter.numberStyle = style
  let separator =
    style == .currency ? formatter.currencyDecimalSeparator : formatter.decimalSeparator
  return separator == "." || separator == "," ? separator : nil
}

extension CurrencySymbols {
  /// A currency as a locale writes it, resolved once from Foundation; `nil` when `code` is not an
  /// ISO 4217 currency Foundation knows.
  ///
  /// The symbol comes from `NumberFormatter.currencySymbol`; its side, the exact spacing
  /// (U+00A0 in de_DE and fr_FR) and the minor-unit digits from what `FormatStyle` formats for
  /// the currency (swift-corelibs-foundation's `NumberFormatter.maximumFractionDigits` stays 2
  /// for JPY and KWD). Bidirectional marks around the pattern are dropped; the symbol keeps its
  /// own (ar_EG's KWD symbol is "د.ك.\u{200F}"). The en_US spelling, and 円 for JPY and 元 for
  /// CNY, are understood in pastes.
  public init?(currencyCode code: String, locale: Locale, digits: DigitChoice = .locale) {
    let code = code.uppercased()
    guard code.count == 3, Locale.Currency.isoCurrencies.contains(Locale.Currency(code)) else {
      return nil
    }
    let locale = digits == .ascii ? locale.withNumberingSystem("latn") : locale
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .currency
    formatter.currencyCode = code
    let symbol = formatter.currencySymbol ?? code
    let decimalSeparator = formatter.currencyDecimalSeparator ?? "."
    let sample = Decimal(string: "1234.5", locale: Locale(identifier: "en_US_POSIX"))!
      .formatted(.currency(code: code).locale(locale).grouping(.never))
    let layout = currencyLayout(of: sample, symbol: symbol, decimalSeparator: decimalSeparator)
    var alternates: [String] = []
    let english = NumberFormatter()
    english.locale = Locale(identifier: "en_US")
    english.numberStyle = .currency
    english.currencyCode = code
    if let englishSymbol = english.currencySymbol, englishSymbol != symbol, englishSymbol != code {
      alternates.append(englishSymbol)
    }
    // How people write these amounts in words after the number, which CLDR does not list as a
    // symbol: 1234円 (Japanese), 1234元 (Chinese).
    let customary: [String: [String]] = ["JPY": ["円"], "CNY": ["元"]]
    for spelling in customary[code] ?? [] where spelling != symbol && !alternates.contains(spelling)
    {
      alternates.append(spelling)
    }
    self.init(
      code: code, symbol: symbol, position: layout.position, spacing: layout.spacing,
      minorUnitDigits: layout.minorDigits, alternateSymbols: alternates)
  }
}

extension Locale {
  /// The locale with a numbering system set (`latn` for ASCII digits).
  func withNumberingSystem(_ system: String) -> Locale {
    var components = Locale.Components(locale: self)
    components.numberingSystem = Locale.NumberingSystem(system)
    return Locale(components: components)
  }
}

private func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
  default: return false
  }
}

private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
  scalar.properties.generalCategory == .decimalNumber
}

/// The ten digits a locale formats with, read from formatting 0 through 9.
private func localeDigits(in locale: Locale) -> String {
  var digits = ""
  for d in 0...9 {
    let shown = d.formatted(.number.locale(locale).grouping(.never))
    guard let scalar = shown.unicodeScalars.first(where: isDigit) else { return "0123456789" }
    digits.unicodeScalars.append(scalar)
  }
  return digits
}

/// Primary and secondary grouping sizes, read from how the locale formats 1234567890.
private func groupingSizes(in locale: Locale) -> (primary: Int, secondary: Int) {
  let shown = 1_234_567_890.formatted(.number.locale(locale))
  var runs: [Int] = []
  var run = 0
  for scalar in shown.unicodeScalars {
    if isDigit(scalar) {
      run += 1
    } else if !isBidiMark(scalar) {
      if run > 0 { runs.append(run) }
      run = 0
    }
  }
  if run > 0 { runs.append(run) }
  guard runs.count >= 2 else { return (0, 0) }
  let primary = runs[runs.count - 1]
  let secondary = runs.count >= 3 ? runs[runs.count - 2] : primary
  return (primary, secondary == primary ? 0 : secondary)
}

/// Where the symbol is in a formatted amount, what separates it from the number, and how many
/// fraction digits the amount has.
private func currencyLayout(of sample: String, symbol: String, decimalSeparator: String) -> (
  position: CurrencySymbols.Position, spacing: String, minorDigits: Int
) {
  let scalars = Array(sample.unicodeScalars)
  // Fraction digits: digits after the (first non-bidi scalar of the) decimal separator.
  let separatorScalar = decimalSeparator.unicodeScalars.first { !isBidiMark($0) }
  var minorDigits = 0
  if let separatorScalar, let at = scalars.firstIndex(of: separatorScalar),
    scalars[..<at].contains(where: isDigit)
  {
    minorDigits = scalars[(at + 1)...].prefix(while: isDigit).count
  }
  // The symbol, as formatted or without its bidirectional marks.
  let plainSymbol = String(
    String.UnicodeScalarView(symbol.unicodeScalars.filter { !isBidiMark($0) }))
  let symbolRange = sample.range(of: symbol) ?? sample.range(of: plainSymbol)
  guard let symbolRange,
    let firstDigit = sample.unicodeScalars.firstIndex(where: isDigit),
    let lastDigit = sample.unicodeScalars.lastIndex(where: isDigit)
  else { return (.before, "", minorDigits) }
  func spacing(_ text: Substring) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !isBidiMark($0) && $0 != "-" }))
  }
  if symbolRange.upperBound <= firstDigit {
    return (.before, spacing(sample[symbolRange.upperBound..<firstDigit]), minorDigits)
  }
  let afterNumber = sample.unicodeScalars.index(after: lastDigit)
  return (.after, spacing(sample[afterNumber..<symbolRange.lowerBound]), minorDigits)
}
