import Foundation
import InputRulesLocale
import InputRulesNumbers

/// The locales number rules are built in, resolved from Foundation once (on the first input),
/// never per input: Foundation is not what is being fuzzed.
///
/// Chosen for what they do to numbers: separators swapped (de_DE), a narrow no-break space
/// (fr_FR), Indian grouping (hi_IN), Arabic-Indic digits and a two-character minus (ar_EG),
/// Extended Arabic-Indic digits and U+2212 after a mark (fa_IR), Devanagari digits (ne_NP),
/// U+2212 and no-break spaces (sv_SE), an apostrophe (de_CH), and separators that are not ASCII
/// with ASCII keys next to them (de_DE@numbers=arab).
let localeIDs = [
  "en_US", "de_DE", "fr_FR", "hi_IN", "ar_EG", "ja_JP", "fa_IR", "ne_NP", "sv_SE", "de_CH",
  "de_DE@numbers=arab",
]

/// The digits of the locales above that write numbers in their own, in the order of
/// `localeIDs` and without repeats (ar_EG's Arabic-Indic, fa_IR's Extended Arabic-Indic, ne_NP's
/// Devanagari), resolved once from Foundation: what masks show besides ASCII digits.
let localeDigits: [String] = {
  var all: [String] = []
  for id in localeIDs {
    let digits = NumberSymbols(locale: Locale(identifier: id), digits: .locale).digits
    if digits != "0123456789" && !all.contains(digits) { all.append(digits) }
  }
  return all
}()

/// Currencies money rules are built with: two minor digits with a leading or trailing symbol,
/// none (JPY), three (KWD), and the locale's own.
let currencyCodes = ["USD", "EUR", "JPY", "KWD"]

/// One locale with one digit choice, resolved.
struct ResolvedLocale: Sendable {
  /// How a test builds the same symbols: `Locale(identifier: "ar_EG"), digits: .ascii`.
  var spec: String
  var id: String
  var digits: DigitChoice
  var numbers: NumberSymbols
  var money: NumberSymbols
  /// `currencyCodes` and the locale's own currency, in that order (no repeats).
  var currencies: [CurrencySymbols]
}

/// The canonical symbols (what rules use without a locale) first, then every locale with its
/// own digits and with ASCII digits.
let resolvedLocales: [ResolvedLocale] = {
  var all = [
    ResolvedLocale(
      spec: "canonical", id: "", digits: .ascii, numbers: .canonical, money: .canonical,
      currencies: currencyCodes.compactMap {
        CurrencySymbols(currencyCode: $0, locale: Locale(identifier: "en_US"), digits: .ascii)
      })
  ]
  for id in localeIDs {
    let locale = Locale(identifier: id)
    var codes = currencyCodes
    if let own = locale.currency?.identifier, !codes.contains(own) { codes.append(own) }
    for digits in [DigitChoice.locale, .ascii] {
      all.append(
        ResolvedLocale(
          spec: "Locale(identifier: \"\(id)\"), digits: .\(digits)", id: id, digits: digits,
          numbers: NumberSymbols(locale: locale, digits: digits),
          money: NumberSymbols(currencyLocale: locale, digits: digits),
          currencies: codes.compactMap {
            CurrencySymbols(currencyCode: $0, locale: locale, digits: digits)
          }))
    }
  }
  return all
}()
