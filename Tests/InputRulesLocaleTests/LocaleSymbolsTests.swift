import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers
import Testing

/// The pinned locales every locale test covers.
enum Pinned {
  static let ids = ["en_US", "de_DE", "fr_FR", "hi_IN", "ar_EG", "ja_JP"]
}

func visible(_ s: String) -> String {
  s.unicodeScalars.map {
    $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}"
  }.joined()
}

/// What swift-corelibs-foundation resolves for each pinned locale (this is the data the rules
/// use on every keystroke; on Apple platforms ICU's data may differ in details).
@Suite struct LocaleSymbolsTests {
  struct Expected: Sendable, CustomStringConvertible {
    var id: String
    var decimal: String
    var grouping: String
    var sizes: (Int, Int)
    var minus: String
    var digits: String
    var description: String { id }
  }

  @Test(arguments: [
    Expected(
      id: "en_US", decimal: ".", grouping: ",", sizes: (3, 0), minus: "-", digits: "0123456789"),
    Expected(
      id: "de_DE", decimal: ",", grouping: ".", sizes: (3, 0), minus: "-", digits: "0123456789"),
    Expected(
      id: "fr_FR", decimal: ",", grouping: "\u{202F}", sizes: (3, 0), minus: "-",
      digits: "0123456789"),
    Expected(
      id: "hi_IN", decimal: ".", grouping: ",", sizes: (3, 2), minus: "-", digits: "0123456789"),
    Expected(
      id: "ar_EG", decimal: "\u{66B}", grouping: "\u{66C}", sizes: (3, 0), minus: "\u{61C}-",
      digits: "٠١٢٣٤٥٦٧٨٩"),
    Expected(
      id: "ja_JP", decimal: ".", grouping: ",", sizes: (3, 0), minus: "-", digits: "0123456789"),
    Expected(
      id: "fa_IR", decimal: "\u{66B}", grouping: "\u{66C}", sizes: (3, 0),
      minus: "\u{200E}\u{2212}", digits: "۰۱۲۳۴۵۶۷۸۹"),
    Expected(
      id: "ne_NP", decimal: ".", grouping: ",", sizes: (3, 2), minus: "-", digits: "०१२३४५६७८९"),
  ])
  func numberSymbols(_ e: Expected) {
    let s = NumberSymbols(locale: Locale(identifier: e.id))
    #expect(s.decimalSeparator == e.decimal, "\(e.id) decimal \(visible(s.decimalSeparator))")
    #expect(s.groupingSeparator == e.grouping, "\(e.id) grouping \(visible(s.groupingSeparator))")
    #expect(s.groupingSize == e.sizes.0 && s.secondaryGroupingSize == e.sizes.1, "\(e.id) sizes")
    #expect(s.minusSign == e.minus, "\(e.id) minus \(visible(s.minusSign))")
    #expect(s.digits == e.digits, "\(e.id) digits \(s.digits)")
  }

  @Test(arguments: Pinned.ids)
  func asciiDigitsOnRequest(id: String) {
    let s = NumberSymbols(locale: Locale(identifier: id), digits: .ascii)
    #expect(s.digits == "0123456789")
    if id == "ar_EG" {
      #expect(s.decimalSeparator == ".")
      #expect(s.groupingSeparator == ",")
    }
  }

  @Test func numbersKeywordPicksTheDigits() {
    #expect(NumberSymbols(locale: Locale(identifier: "ar_EG@numbers=latn")).digits == "0123456789")
    #expect(NumberSymbols(locale: Locale(identifier: "hi_IN@numbers=deva")).digits == "०१२३४५६७८९")
  }

  struct Money: Sendable, CustomStringConvertible {
    var id: String
    var code: String
    var symbol: String
    var position: CurrencySymbols.Position
    var spacing: String
    var minor: Int
    var description: String { "\(id) \(code)" }
  }

  @Test(arguments: [
    Money(id: "en_US", code: "USD", symbol: "$", position: .before, spacing: "", minor: 2),
    Money(id: "en_US", code: "JPY", symbol: "¥", position: .before, spacing: "", minor: 0),
    Money(id: "en_US", code: "KWD", symbol: "KWD", position: .before, spacing: "\u{A0}", minor: 3),
    Money(id: "de_DE", code: "EUR", symbol: "€", position: .after, spacing: "\u{A0}", minor: 2),
    Money(id: "de_DE", code: "KWD", symbol: "KWD", position: .after, spacing: "\u{A0}", minor: 3),
    Money(id: "fr_FR", code: "EUR", symbol: "€", position: .after, spacing: "\u{A0}", minor: 2),
    Money(id: "fr_FR", code: "USD", symbol: "$US", position: .after, spacing: "\u{A0}", minor: 2),
    Money(id: "hi_IN", code: "INR", symbol: "₹", position: .before, spacing: "", minor: 2),
    Money(
      id: "ar_EG", code: "KWD", symbol: "د.ك.\u{200F}", position: .after, spacing: "\u{A0}",
      minor: 3),
    Money(
      id: "ar_EG", code: "EGP", symbol: "ج.م.\u{200F}", position: .after, spacing: "\u{A0}",
      minor: 2),
    Money(id: "ja_JP", code: "JPY", symbol: "¥", position: .before, spacing: "", minor: 0),
    Money(id: "ja_JP", code: "USD", symbol: "$", position: .before, spacing: "", minor: 2),
  ])
  func currencySymbols(_ m: Money) {
    let c = CurrencySymbols(currencyCode: m.code, locale: Locale(identifier: m.id))
    #expect(c?.symbol == m.symbol, "\(m) symbol \(visible(c?.symbol ?? "nil"))")
    #expect(c?.position == m.position, "\(m) position")
    #expect(c?.spacing == m.spacing, "\(m) spacing \(visible(c?.spacing ?? "nil"))")
    #expect(c?.minorUnitDigits == m.minor, "\(m) minor")
  }

  @Test(arguments: Pinned.ids)
  func unknownCurrencyCodes(id: String) {
    #expect(CurrencySymbols(currencyCode: "XYZ", locale: Locale(identifier: id)) == nil)
    #expect(CurrencySymbols(currencyCode: "usd", locale: Locale(identifier: id))?.code == "USD")
    #expect(throws: NumberConfigurationError.unknownCurrency("ABC")) {
      try MoneyRule(currencyCode: "ABC", locale: Locale(identifier: id))
    }
  }
}
