import InputRulesDates
import InputRulesNumbers
import InputRulesSpec
import Testing

@Suite("Locale values handed in as JSON")
struct LocaleValuesTests {
  @Test("every key is read")
  func everyKey() throws {
    let values = try LocaleValues(
      json: #"""
        {"number":{"decimalSeparator":",","groupingSeparator":".","groupingSize":3,
                   "secondaryGroupingSize":2,"minusSign":"−","digits":"٠١٢٣٤٥٦٧٨٩",
                   "asciiDecimalSeparator":","},
         "currencyNumber":{"decimalSeparator":"٫"},
         "currency":{"code":"EUR","symbol":"€","position":"after","spacing":"\u00a0",
                     "minorUnitDigits":2,"alternateSymbols":["EUR"]},
         "datePattern":"dd.MM.yyyy"}
        """#)
    #expect(
      values.number
        == NumberSymbols(
          decimalSeparator: ",", groupingSeparator: ".", groupingSize: 3,
          secondaryGroupingSize: 2, minusSign: "−", digits: "٠١٢٣٤٥٦٧٨٩",
          asciiDecimalSeparator: ","))
    #expect(values.currencyNumber == NumberSymbols(decimalSeparator: "٫"))
    #expect(
      values.currency
        == CurrencySymbols(
          code: "EUR", symbol: "€", position: .after, spacing: "\u{A0}", minorUnitDigits: 2,
          alternateSymbols: ["EUR"]))
    #expect(values.dateFormat == (try DateFormat("dd.MM.yyyy")))
  }

  @Test("missing keys are the canonical notation's")
  func defaults() throws {
    let values = try LocaleValues(json: #"{"currency":null}"#)
    #expect(values == LocaleValues())
    #expect(values.number == .canonical)
    #expect(values.dateFormat == (try DateFormat("yyyy-MM-dd")))
  }

  static let refused: [Named<String, String>] = [
    Named("not an object", "[]", "locale values must be a JSON object, got []"),
    Named(
      "unknown key", #"{"numbers":{}}"#,
      #"locale values: unknown key "numbers"; known keys: "number", "currencyNumber", "currency", "datePattern""#
    ),
    Named(
      "unknown nested key", #"{"number":{"decimal":","}}"#,
      #"locale values: unknown key "number.decimal"; known keys: "number.decimalSeparator", "number.groupingSeparator", "number.groupingSize", "number.secondaryGroupingSize", "number.minusSign", "number.digits", "number.asciiDecimalSeparator""#
    ),
    Named(
      "nine digits", #"{"number":{"digits":"012345678"}}"#,
      #"locale values: "number.digits" must be the ten digits 0 through 9, got "012345678""#),
    Named(
      "empty decimal separator", #"{"number":{"decimalSeparator":""}}"#,
      #"locale values: "number.decimalSeparator" must not be empty"#),
    Named(
      "ASCII separator not . or ,", #"{"number":{"asciiDecimalSeparator":"·"}}"#,
      #"locale values: "number.asciiDecimalSeparator" must be ".", "," or null, got "·""#),
    Named(
      "currency without minor unit",
      #"{"currency":{"code":"EUR","symbol":"€","position":"after"}}"#,
      #"locale values: "currency.minorUnitDigits" is missing"#),
    Named(
      "currency position", #"{"currency":{"code":"EUR","symbol":"€","position":"left"}}"#,
      #""position" must be "before" or "after", got "left""#),
    Named(
      "date pattern", #"{"datePattern":"dd.MM.yyyx"}"#,
      #"locale values: "datePattern" is not a date pattern: “yyy” is not a field: write “yyyy” or “yy” (at offset 6)"#
    ),
    Named("invalid JSON", #"{"number":"#, "locale values: "),
  ]

  @Test("a refusal names the key", arguments: refused)
  func refusals(_ example: Named<String, String>) {
    #expect(throws: SpecError.self) { try LocaleValues(json: example.input) }
    do {
      _ = try LocaleValues(json: example.input)
    } catch {
      #expect(error.message.hasPrefix(example.expected), "\(error.message)")
    }
  }
}
