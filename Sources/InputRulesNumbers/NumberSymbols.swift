/// The locale-specific characters of numbers, resolved once (by `InputRulesLocale` from
/// Foundation, or written by hand) and used by the number rules on every keystroke.
///
/// Plain values: no Foundation, no locale lookups. The strings are what the field shows; what the
/// user may type is wider (see `DecimalRule`).
public struct NumberSymbols: Sendable, Hashable {
  /// The decimal separator shown: `"."`, `","`, `"٫"` (U+066B).
  public var decimalSeparator: String
  /// The grouping separator shown: `","`, `"."`, U+202F NARROW NO-BREAK SPACE (fr_FR), `"٬"`.
  public var groupingSeparator: String
  /// Digits in the group next to the separator (3); 0 turns grouping off.
  public var groupingSize: Int
  /// Digits in each further group: 2 for Indian grouping (12,34,567); 0 means the same as
  /// `groupingSize`.
  public var secondaryGroupingSize: Int
  /// The minus sign shown, exactly as the locale writes it, bidirectional marks included:
  /// `"-"`, `"\u{61C}-"` (ar_EG), `"\u{200E}\u{2212}"` (fa_IR).
  public var minusSign: String
  /// The ten digits shown, 0 through 9: `"0123456789"`, `"٠١٢٣٤٥٦٧٨٩"` (Arabic-Indic),
  /// `"۰۱۲۳۴۵۶۷۸۹"` (Extended Arabic-Indic), `"०१२३४५६७८९"` (Devanagari).
  public var digits: String
  /// Which ASCII character, `"."` or `","`, the locale writes as its decimal separator with ASCII
  /// digits: `"."` in ar_EG, `","` in de_DE@numbers=arab (German with Arabic-Indic digits).
  /// Used where `decimalSeparator` and `groupingSeparator` are not ASCII (`٫` and `٬`), to read
  /// the ASCII `.` and `,` a user types: this one is the decimal separator, the other grouping.
  /// `nil` when not known: then `.` is the decimal separator, `,` is grouping in pasted text,
  /// and a typed `,`, which could be meant either way, is refused with a reason naming the
  /// decimal separator to type.
  public var asciiDecimalSeparator: String?

  /// Symbols written out by hand (a test, or a notation Foundation does not have); the defaults
  /// are the canonical notation. `InputRulesLocale` resolves a locale's with
  /// `NumberSymbols(locale:)`.
  public init(
    decimalSeparator: String = ".", groupingSeparator: String = ",", groupingSize: Int = 3,
    secondaryGroupingSize: Int = 0, minusSign: String = "-", digits: String = "0123456789",
    asciiDecimalSeparator: String? = nil
  ) {
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.groupingSize = groupingSize
    self.secondaryGroupingSize = secondaryGroupingSize
    self.minusSign = minusSign
    self.digits = digits
    self.asciiDecimalSeparator = asciiDecimalSeparator
  }

  /// The canonical notation of the `inputrules` command's values: `.` separator, `,` grouping in
  /// threes, `-`, ASCII digits. Rules use it when no locale is given.
  public static let canonical = NumberSymbols()
}

/// How a currency is written in a locale.
public struct CurrencySymbols: Sendable, Hashable {
  /// The ISO 4217 code: `"USD"`.
  public var code: String
  /// The symbol shown: `"$"`, `"€"`, `"US$"`, `"د.ك.\u{200F}"`.
  public var symbol: String
  /// Which side of the number the symbol is on.
  public var position: Position
  /// What separates symbol and number exactly: `""` (`$1.00`), U+00A0 NO-BREAK SPACE
  /// (`1,00 €` in de_DE and fr_FR), U+202F NARROW NO-BREAK SPACE where a locale uses it.
  public var spacing: String
  /// Digits of the minor unit: USD 2, JPY 0, KWD 3.
  public var minorUnitDigits: Int
  /// Other spellings understood in pasted text (the ISO code is always understood).
  public var alternateSymbols: [String]

  /// A currency written out by hand (a test, or a currency Foundation does not have);
  /// `InputRulesLocale` resolves a locale's with `CurrencySymbols(currencyCode:locale:)`.
  public init(
    code: String, symbol: String, position: Position, spacing: String = "",
    minorUnitDigits: Int, alternateSymbols: [String] = []
  ) {
    self.code = code
    self.symbol = symbol
    self.position = position
    self.spacing = spacing
    self.minorUnitDigits = minorUnitDigits
    self.alternateSymbols = alternateSymbols
  }

  /// The side of the number a currency symbol is on.
  public enum Position: String, Sendable, Hashable {
    /// `$1.00`
    case before
    /// `1,00 €`
    case after
  }
}

extension CurrencySymbols {
  /// US dollars as the canonical notation writes them: `$1,234.50`.
  public static let usd = CurrencySymbols(
    code: "USD", symbol: "$", position: .before, minorUnitDigits: 2)
  /// Euros as the canonical notation writes them: `€1,234.50` (a locale writes them its own
  /// way: `1.234,50 €` in de_DE; `InputRulesLocale` resolves that).
  public static let eur = CurrencySymbols(
    code: "EUR", symbol: "€", position: .before, minorUnitDigits: 2)
  /// Pounds sterling as the canonical notation writes them: `£1,234.50`.
  public static let gbp = CurrencySymbols(
    code: "GBP", symbol: "£", position: .before, minorUnitDigits: 2)
  /// Japanese yen as the canonical notation writes them, with no minor unit: `¥1,234`.
  public static let jpy = CurrencySymbols(
    code: "JPY", symbol: "¥", position: .before, minorUnitDigits: 0)
}

#if !hasFeature(Embedded)
  extension NumberSymbols: Codable {}
  extension CurrencySymbols: Codable {}
  extension CurrencySymbols.Position: Codable {}
#endif
