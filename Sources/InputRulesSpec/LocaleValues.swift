import InputRulesDates
import InputRulesNumbers

#if canImport(InputRulesLocale)
  import Foundation
  import InputRulesLocale
#endif

/// The locale data rules are built with, resolved ahead of time as plain values.
///
/// The `inputrules` command resolves a locale through Foundation while it builds a rule. Where
/// Foundation is not available (the engine compiled to WebAssembly, in a browser) the host
/// resolves the same data itself, from JavaScript's `Intl`, and hands it in as this JSON object:
///
///     {"number": NUMBER, "currencyNumber": NUMBER, "currency": CURRENCY,
///      "datePattern": "dd.MM.yyyy"}
///
/// where `NUMBER` has the fields of `NumberSymbols` (`decimalSeparator`, `groupingSeparator`,
/// `groupingSize`, `secondaryGroupingSize`, `minusSign`, `digits`, `asciiDecimalSeparator`)
/// and `CURRENCY` those of `CurrencySymbols` (`code`, `symbol`, `position` `"before"` or
/// `"after"`, `spacing`, `minorUnitDigits`, `alternateSymbols`). Every key may be left out: a
/// missing one is the canonical notation's (`.` and `,` in threes, `-`, ASCII digits) or, for
/// `datePattern`, `yyyy-MM-dd`. A `currency` is left out (or `null`) when the spec's code is
/// not an ISO 4217 currency, and a money spec then reports that its currency is not one.
package struct LocaleValues: Hashable, Sendable {
  /// The symbols of plain numbers (`integer`, `decimal`).
  package var number: NumberSymbols
  /// The symbols of amounts of money, which some locales write with their own separators.
  package var currencyNumber: NumberSymbols
  /// The spec's currency as the locale writes it, when it is an ISO 4217 currency.
  package var currency: CurrencySymbols?
  /// The pattern of the locale's numeric short date with a four-digit year (`dd.MM.yyyy`).
  ///
  /// Kept as its pattern, read into a format only when a date rule asks (`dateFormat`): a build
  /// without the date kind (a per-kind WebAssembly module) then carries no pattern reader.
  package var datePattern: String

  /// The locale's numeric short date with a four-digit year.
  package var dateFormat: DateFormat {
    get { (try? DateFormat(datePattern)) ?? LocaleValues.isoDate }
    set { datePattern = newValue.pattern }
  }

  package init(
    number: NumberSymbols = .canonical, currencyNumber: NumberSymbols = .canonical,
    currency: CurrencySymbols? = nil, dateFormat: DateFormat? = nil
  ) {
    self.number = number
    self.currencyNumber = currencyNumber
    self.currency = currency
    datePattern = dateFormat?.pattern ?? LocaleValues.isoDatePattern
  }

  /// The date pattern when none is given.
  package static let isoDatePattern = "yyyy-MM-dd"

  /// `yyyy-MM-dd`, the date format when none is given.
  package static var isoDate: DateFormat {
    // A constant pattern: it parses.
    try! DateFormat(isoDatePattern)
  }

  /// Reads locale values from JSON text; an error names the key at fault (`currency.symbol`).
  package init(json: String) throws(SpecError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: json)
    } catch {
      throw SpecError(key: nil, "locale values: " + error.description)
    }
    guard case .object(let object) = value else {
      throw SpecError(
        key: nil, "locale values must be a JSON object, got \(value.shortDescription)")
    }
    let reader = SpecReader(object)
    try Self.refuseUnknown(reader, ["number", "currencyNumber", "currency", "datePattern"], "")
    self.init()
    // Read where a kind uses them, as `datePattern` below: a build without number kinds keeps
    // them unread and carries no reader of symbols.
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_INTEGER || INPUTRULES_KIND_DECIMAL || INPUTRULES_KIND_MONEY
      if let symbols = try Self.numberSymbols(reader, "number") { number = symbols }
    #elseif INPUTRULES_KIND_MASK || INPUTRULES_KIND_CARD || INPUTRULES_KIND_DATE
      // Kinds that show the locale's digits, and no other symbol, read only the digits.
      if let digits = try Self.numberDigits(reader, "number") { number.digits = digits }
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_MONEY
      if let symbols = try Self.numberSymbols(reader, "currencyNumber") {
        currencyNumber = symbols
      }
      currency = try Self.currencySymbols(reader, "currency")
    #endif
    if let pattern = try reader.string("datePattern") {
      // Checked where a date rule can use it; a build without the date kind keeps it unread.
      #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_DATE
        do {
          _ = try DateFormat(pattern)
        } catch {
          throw SpecError(
            key: "datePattern",
            "locale values: \"datePattern\" is not a date pattern: \(error.description)")
        }
      #endif
      datePattern = pattern
    }
  }

  private static func refuseUnknown(_ reader: SpecReader, _ known: [String], _ path: String)
    throws(SpecError)
  {
    for key in reader.object.keys where !known.contains(key) {
      throw SpecError(
        key: key,
        "locale values: unknown key \(JSON.quoted(path + key)); known keys: "
          + known.map { JSON.quoted(path + $0) }.joined(separator: ", "))
    }
  }

  private static func object(_ reader: SpecReader, _ key: String) throws(SpecError)
    -> SpecReader?
  {
    guard let value = reader.value(key), value != .null else { return nil }
    guard case .object(let object) = value else {
      throw SpecError(
        key: key,
        "locale values: \(JSON.quoted(key)) must be an object, got \(value.shortDescription)")
    }
    return SpecReader(object)
  }

  /// The keys of a `NUMBER` object.
  private static let numberKeys = [
    "decimalSeparator", "groupingSeparator", "groupingSize", "secondaryGroupingSize",
    "minusSign", "digits", "asciiDecimalSeparator",
  ]

  /// The `digits` of the `NUMBER` object at `key`, checked as `numberSymbols` checks them: for a
  /// build whose kinds show the locale's digits and read no other symbol (masks, card numbers,
  /// dates).
  private static func numberDigits(_ parent: SpecReader, _ key: String) throws(SpecError)
    -> String?
  {
    guard let reader = try object(parent, key) else { return nil }
    try refuseUnknown(reader, numberKeys, key + ".")
    return try digits(reader, key)
  }

  /// The `digits` of a `NUMBER` object: ten characters.
  private static func digits(_ reader: SpecReader, _ key: String) throws(SpecError) -> String? {
    guard let digits = try reader.string("digits") else { return nil }
    guard digits.count == 10 else {
      throw SpecError(
        key: key,
        "locale values: \"\(key).digits\" must be the ten digits 0 through 9, got "
          + JSON.quoted(digits))
    }
    return digits
  }

  private static func numberSymbols(_ parent: SpecReader, _ key: String) throws(SpecError)
    -> NumberSymbols?
  {
    guard let reader = try object(parent, key) else { return nil }
    try refuseUnknown(reader, numberKeys, key + ".")
    var symbols = NumberSymbols()
    if let text = try nonEmpty(reader, key, "decimalSeparator") { symbols.decimalSeparator = text }
    if let text = try reader.string("groupingSeparator") { symbols.groupingSeparator = text }
    if let size = try reader.nonNegativeInteger("groupingSize") { symbols.groupingSize = size }
    if let size = try reader.nonNegativeInteger("secondaryGroupingSize") {
      symbols.secondaryGroupingSize = size
    }
    if let text = try nonEmpty(reader, key, "minusSign") { symbols.minusSign = text }
    if let digits = try digits(reader, key) { symbols.digits = digits }
    if let value = reader.value("asciiDecimalSeparator"), value != .null {
      guard case .string(let text) = value, text == "." || text == "," else {
        throw SpecError(
          key: key,
          "locale values: \"\(key).asciiDecimalSeparator\" must be \".\", \",\" or null, got "
            + value.shortDescription)
      }
      symbols.asciiDecimalSeparator = text
    }
    return symbols
  }

  private static func nonEmpty(_ reader: SpecReader, _ parent: String, _ key: String)
    throws(SpecError) -> String?
  {
    guard let text = try reader.string(key) else { return nil }
    if text.isEmpty {
      throw SpecError(
        key: parent, "locale values: \"\(parent).\(key)\" must not be empty")
    }
    return text
  }

  private static func currencySymbols(_ parent: SpecReader, _ key: String) throws(SpecError)
    -> CurrencySymbols?
  {
    guard let reader = try object(parent, key) else { return nil }
    try refuseUnknown(
      reader,
      ["code", "symbol", "position", "spacing", "minorUnitDigits", "alternateSymbols"],
      key + ".")
    func required(_ name: String) -> SpecError {
      SpecError(key: key, "locale values: \"\(key).\(name)\" is missing")
    }
    guard let code = try reader.string("code") else { throw required("code") }
    guard let symbol = try reader.string("symbol") else { throw required("symbol") }
    guard
      let position = try reader.choice(
        "position", from: [("before", CurrencySymbols.Position.before), ("after", .after)])
    else { throw required("position") }
    guard let minor = try reader.nonNegativeInteger("minorUnitDigits") else {
      throw required("minorUnitDigits")
    }
    var alternates: [String] = []
    if let value = reader.value("alternateSymbols") {
      guard case .array(let elements) = value else {
        throw SpecError(
          key: key, "locale values: \"\(key).alternateSymbols\" must be an array of strings")
      }
      for element in elements {
        guard case .string(let text) = element else {
          throw SpecError(
            key: key, "locale values: \"\(key).alternateSymbols\" must be an array of strings")
        }
        alternates.append(text)
      }
    }
    return CurrencySymbols(
      code: code, symbol: symbol, position: position, spacing: try reader.string("spacing") ?? "",
      minorUnitDigits: minor, alternateSymbols: alternates)
  }
}

extension RuleContext {
  /// The symbols of plain numbers in the context's locale.
  package var numberSymbols: NumberSymbols {
    if let values { return values.number }
    #if canImport(InputRulesLocale)
      return NumberSymbols(locale: locale)
    #else
      return .canonical
    #endif
  }

  /// The symbols of amounts of money in the context's locale.
  package var currencyNumberSymbols: NumberSymbols {
    if let values { return values.currencyNumber }
    #if canImport(InputRulesLocale)
      return NumberSymbols(currencyLocale: locale)
    #else
      return .canonical
    #endif
  }

  /// A currency as the context's locale writes it; `nil` when `code` is not an ISO 4217
  /// currency.
  package func currencySymbols(_ code: String) -> CurrencySymbols? {
    if let values {
      guard let currency = values.currency, currency.code == code else { return nil }
      return currency
    }
    #if canImport(InputRulesLocale)
      return CurrencySymbols(currencyCode: code, locale: locale)
    #else
      return nil
    #endif
  }

  /// The context's numeric short date with a four-digit year.
  package var dateFormat: DateFormat {
    if let values { return values.dateFormat }
    #if canImport(InputRulesLocale)
      return DateFormat(locale: locale)
    #else
      return LocaleValues.isoDate
    #endif
  }
}
