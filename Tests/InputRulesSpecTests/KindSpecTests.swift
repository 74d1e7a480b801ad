import InputRules
import InputRulesNumbers
import InputRulesSpec
import Testing

/// An exact decimal from its canonical text (also for `BuiltKindRuleTests`).
func d(_ text: String) -> ExactDecimal { ExactDecimal(text)! }

@Suite("Number and choice spec decoding")
struct KindSpecTests {
  static let decoded: [Named<String, RuleSpec>] = [
    // integer
    Named(#"{"kind":"integer"}"#, #"{"kind":"integer"}"#, RuleSpec(IntegerSpec())),
    Named(
      "integer, every key",
      #"""
      {"kind":"integer","locale":"de_DE","maxLength":5,"lengthUnit":"utf16","min":18,"max":30,
       "grouping":true,"onCommit":"clamp"}
      """#,
      RuleSpec(
        IntegerSpec(
          common: CommonSpec(locale: "de_DE", maxLength: 5, lengthUnit: .utf16), min: 18,
          max: 30, grouping: true, onCommit: .clamp))),
    Named(
      "integer bounds as strings", #"{"kind":"integer","min":"-5","max":"+7"}"#,
      RuleSpec(IntegerSpec(min: -5, max: 7))),
    Named(
      "integer bounds as 1e3 and 2.0", #"{"kind":"integer","min":2.0,"max":1e3}"#,
      RuleSpec(IntegerSpec(min: 2, max: 1000))),
    Named(
      "integer bounds at Int's ends",
      #"{"kind":"integer","min":-9223372036854775808,"max":"9223372036854775807"}"#,
      RuleSpec(IntegerSpec(min: Int.min, max: Int.max))),
    Named(
      "integer min equal to max", #"{"kind":"integer","min":7,"max":7,"onCommit":"revert"}"#,
      RuleSpec(IntegerSpec(min: 7, max: 7))),
    // decimal
    Named(#"{"kind":"decimal"}"#, #"{"kind":"decimal"}"#, RuleSpec(DecimalSpec())),
    Named(
      "decimal, every key",
      #"""
      {"kind":"decimal","locale":"fr_FR","maxLength":12,"min":-0.05,"max":"1000.5",
       "maxFractionDigits":2,"maxIntegerDigits":6,"scientific":true,"grouping":true,
       "onCommit":"clamp","rounding":"halfEven"}
      """#,
      RuleSpec(
        DecimalSpec(
          common: CommonSpec(locale: "fr_FR", maxLength: 12), min: d("-0.05"), max: d("1000.5"),
          maxFractionDigits: 2, maxIntegerDigits: 6, scientific: true, grouping: true,
          onCommit: .clamp, rounding: .halfEven))),
    Named(
      "decimal bounds exactly as written, never through Double",
      #"{"kind":"decimal","min":0.1,"max":"12345678901234567890.123456789"}"#,
      RuleSpec(DecimalSpec(min: d("0.1"), max: d("12345678901234567890.123456789")))),
    Named(
      "decimal bounds with exponents", #"{"kind":"decimal","min":-1.5e3,"max":"2E+2"}"#,
      RuleSpec(DecimalSpec(min: d("-1500"), max: d("200")))),
    Named(
      "decimal bound with trailing zeros is the same value",
      #"{"kind":"decimal","max":1.50,"maxFractionDigits":1}"#,
      RuleSpec(DecimalSpec(max: d("1.5"), maxFractionDigits: 1))),
    Named(
      "decimal digit limits at their ends",
      #"{"kind":"decimal","maxFractionDigits":0,"maxIntegerDigits":38}"#,
      RuleSpec(DecimalSpec(maxFractionDigits: 0, maxIntegerDigits: 38))),
    Named(
      "each rounding: up", #"{"kind":"decimal","rounding":"up"}"#,
      RuleSpec(DecimalSpec(rounding: .up))),
    Named(
      "each rounding: down", #"{"kind":"decimal","rounding":"down"}"#,
      RuleSpec(DecimalSpec(rounding: .down))),
    Named(
      "each rounding: halfUp", #"{"kind":"decimal","rounding":"halfUp"}"#,
      RuleSpec(DecimalSpec(rounding: .halfUp))),
    Named(
      "each rounding: reject", #"{"kind":"decimal","rounding":"reject"}"#,
      RuleSpec(DecimalSpec(rounding: .reject))),
    // money
    Named(
      "money needs only a currency", #"{"kind":"money","currency":"USD"}"#,
      RuleSpec(MoneySpec(currency: "USD"))),
    Named(
      "money, every key",
      #"""
      {"kind":"money","locale":"en_US","maxLength":14,"currency":"USD","entry":"cashRegister",
       "maxDigits":9,"min":"-100.5","max":9999999.99,"allowNegative":true,"onCommit":"clamp",
       "rounding":"halfUp"}
      """#,
      RuleSpec(
        MoneySpec(
          common: CommonSpec(locale: "en_US", maxLength: 14), currency: "USD",
          entry: .cashRegister, maxDigits: 9, min: d("-100.5"), max: d("9999999.99"),
          allowNegative: true, onCommit: .clamp, rounding: .halfUp))),
    Named(
      "money in a currency without minor unit", #"{"kind":"money","currency":"JPY","max":1e6}"#,
      RuleSpec(MoneySpec(currency: "JPY", max: d("1000000")))),
    Named(
      "money with three minor digits", #"{"kind":"money","currency":"KWD","min":0.005}"#,
      RuleSpec(MoneySpec(currency: "KWD", min: d("0.005")))),
    Named(
      "money maxDigits at its ends", #"{"kind":"money","currency":"USD","maxDigits":38}"#,
      RuleSpec(MoneySpec(currency: "USD", maxDigits: 38))),
    Named(
      "money maxDigits one more than the minor digits",
      #"{"kind":"money","currency":"KWD","maxDigits":4,"entry":"free"}"#,
      RuleSpec(MoneySpec(currency: "KWD", maxDigits: 4))),
    // choice
    Named(
      "choice, options only", #"{"kind":"choice","options":["S","M","L"]}"#,
      RuleSpec(ChoiceSpec(options: ["S", "M", "L"]))),
    Named(
      "choice, every key",
      #"""
      {"kind":"choice","locale":"ja_JP","maxLength":3,"options":["S","M","L","XL","XXL"],
       "min":"M","max":"XL","caseSensitive":true}
      """#,
      RuleSpec(
        ChoiceSpec(
          common: CommonSpec(locale: "ja_JP", maxLength: 3),
          options: ["S", "M", "L", "XL", "XXL"], min: "M", max: "XL", caseSensitive: true))),
    Named(
      "choice, case-sensitive options differing in case",
      #"{"kind":"choice","options":["a","A"],"caseSensitive":true}"#,
      RuleSpec(ChoiceSpec(options: ["a", "A"], caseSensitive: true))),
    Named(
      "choice with a single allowed option",
      #"{"kind":"choice","options":["S","M"],"min":"M","max":"M"}"#,
      RuleSpec(ChoiceSpec(options: ["S", "M"], min: "M", max: "M"))),
    Named(
      "choice, maxLength exactly the longest allowed option",
      #"{"kind":"choice","options":["S","XXL"],"max":"S","maxLength":1}"#,
      RuleSpec(ChoiceSpec(common: CommonSpec(maxLength: 1), options: ["S", "XXL"], max: "S"))),
  ]

  @Test(arguments: decoded)
  func decodes(_ c: Named<String, RuleSpec>) throws {
    let spec = try RuleSpec(json: c.input)
    #expect(spec == c.expected)
    #expect(spec.kind == c.expected.kind)
  }

  /// Each refusal: the spec, the key named, the message.
  static let refusals: [Named<String, (key: String?, message: String)>] = [
    // integer
    Named(
      "integer min above max", #"{"kind":"integer","min":30,"max":18}"#,
      ("min", #""min" (30) is above "max" (18)"#)),
    Named(
      "integer min fractional", #"{"kind":"integer","min":1.5}"#,
      ("min", #""min" must be an integer (a JSON integer or a string such as "-5"), got 1.5"#)),
    Named(
      "integer max not a number", #"{"kind":"integer","max":"ten"}"#,
      ("max", #""max" must be an integer (a JSON integer or a string such as "-5"), got "ten""#)),
    Named(
      "integer max as a decimal string", #"{"kind":"integer","max":"1.0"}"#,
      ("max", #""max" must be an integer (a JSON integer or a string such as "-5"), got "1.0""#)),
    Named(
      "integer min boolean", #"{"kind":"integer","min":false}"#,
      ("min", #""min" must be an integer (a JSON integer or a string such as "-5"), got false"#)),
    Named(
      "integer min null", #"{"kind":"integer","min":null}"#,
      ("min", #""min" must be an integer (a JSON integer or a string such as "-5"), got null"#)),
    Named(
      "integer max beyond Int", #"{"kind":"integer","max":1e30}"#,
      (
        "max",
        #""max" must be an integer from -9223372036854775808 to 9223372036854775807, got 1e30"#
      )),
    Named(
      "integer min string beyond Int", #"{"kind":"integer","min":"-9223372036854775809"}"#,
      (
        "min",
        #""min" must be an integer from -9223372036854775808 to 9223372036854775807, got "-9223372036854775809""#
      )),
    Named(
      "integer grouping not a boolean", #"{"kind":"integer","grouping":"yes"}"#,
      ("grouping", #""grouping" must be true or false, got "yes""#)),
    Named(
      "integer onCommit unknown", #"{"kind":"integer","onCommit":"round"}"#,
      ("onCommit", #""onCommit" must be "revert" or "clamp", got "round""#)),
    Named(
      "integer has no rounding", #"{"kind":"integer","rounding":"up"}"#,
      (
        "rounding",
        #"unknown key "rounding" for kind "integer"; known keys: "kind", "locale", "maxLength", "lengthUnit", "min", "max", "grouping", "onCommit""#
      )),
    Named(
      "integer misspelled key", #"{"kind":"integer","Min":1}"#,
      (
        "Min",
        #"unknown key "Min" for kind "integer" (did you mean "min"?); known keys: "kind", "locale", "maxLength", "lengthUnit", "min", "max", "grouping", "onCommit""#
      )),
    // decimal
    Named(
      "decimal min above max", #"{"kind":"decimal","min":"0.2","max":0.1}"#,
      ("min", #""min" (0.2) is above "max" (0.1)"#)),
    Named(
      "decimal maxFractionDigits negative", #"{"kind":"decimal","maxFractionDigits":-1}"#,
      ("maxFractionDigits", #""maxFractionDigits" must be an integer from 0 to 37, got -1"#)),
    Named(
      "decimal maxFractionDigits too large", #"{"kind":"decimal","maxFractionDigits":38}"#,
      ("maxFractionDigits", #""maxFractionDigits" must be an integer from 0 to 37, got 38"#)),
    Named(
      "decimal maxFractionDigits as a string", #"{"kind":"decimal","maxFractionDigits":"2"}"#,
      ("maxFractionDigits", #""maxFractionDigits" must be an integer from 0 to 37, got "2""#)),
    Named(
      "decimal maxIntegerDigits zero", #"{"kind":"decimal","maxIntegerDigits":0}"#,
      ("maxIntegerDigits", #""maxIntegerDigits" must be an integer from 1 to 38, got 0"#)),
    Named(
      "decimal maxIntegerDigits fractional", #"{"kind":"decimal","maxIntegerDigits":2.5}"#,
      ("maxIntegerDigits", #""maxIntegerDigits" must be an integer from 1 to 38, got 2.5"#)),
    Named(
      "decimal digits together over 38",
      #"{"kind":"decimal","maxIntegerDigits":30,"maxFractionDigits":10}"#,
      (
        "maxFractionDigits",
        #""maxIntegerDigits" (30) and "maxFractionDigits" (10) together must be at most 38"#
      )),
    Named(
      "decimal bound in a locale's notation", #"{"kind":"decimal","min":"1,5"}"#,
      ("min", #""min" must be a number (a JSON number or a string such as "-0.05"), got "1,5""#)),
    Named(
      "decimal bound an array", #"{"kind":"decimal","max":[1]}"#,
      ("max", #""max" must be a number (a JSON number or a string such as "-0.05"), got [1]"#)),
    Named(
      "decimal bound beyond 38 digits", #"{"kind":"decimal","max":1e400}"#,
      (
        "max",
        #""max" must be a number of at most 38 digits before the decimal separator, got 1e400"#
      )),
    Named(
      "decimal bound of one digit beyond 38 digits", #"{"kind":"decimal","min":-1e38}"#,
      (
        "min",
        #""min" must be a number of at most 38 digits before the decimal separator, got -1e38"#
      )),
    Named(
      "decimal bound beyond 38 fraction digits", #"{"kind":"decimal","min":"1e-39"}"#,
      (
        "min",
        #""min" must be a number of at most 38 digits after the decimal separator, got "1e-39""#
      )),
    Named(
      "decimal bound of 39 significant digits",
      #"{"kind":"decimal","min":1.00000000000000000000000000000000000001}"#,
      (
        "min",
        #""min" must be a number of at most 38 significant digits, got 1.00000000000000000000000000000000000001"#
      )),
    Named(
      "decimal bound string malformed", #"{"kind":"decimal","max":"1e"}"#,
      (
        "max",
        #""max" must be a number (a JSON number or a string such as "-0.05"), got "1e""#
      )),
    Named(
      "decimal bound finer than maxFractionDigits",
      #"{"kind":"decimal","min":0.005,"maxFractionDigits":2}"#,
      ("min", #""min" (0.005) has 3 fraction digits, more than the 2 of "maxFractionDigits""#)),
    Named(
      "decimal positive min beyond maxIntegerDigits",
      #"{"kind":"decimal","min":1000,"maxIntegerDigits":3}"#,
      ("min", #""min" (1000) has 4 integer digits, more than the 3 of "maxIntegerDigits""#)),
    Named(
      "decimal negative max beyond maxIntegerDigits",
      #"{"kind":"decimal","max":-1000,"maxIntegerDigits":3}"#,
      ("max", #""max" (-1000) has 4 integer digits, more than the 3 of "maxIntegerDigits""#)),
    Named(
      "decimal min beyond the default digits", #"{"kind":"decimal","min":1e20}"#,
      (
        "min",
        #""min" (100000000000000000000) has 21 integer digits, more than the 19 integer digits the field allows by default (see "maxIntegerDigits")"#
      )),
    Named(
      "decimal min finer than the default digits", #"{"kind":"decimal","min":"1e-20"}"#,
      (
        "min",
        #""min" (0.00000000000000000001) has 20 fraction digits, more than the 19 fraction digits the field allows by default (see "maxFractionDigits")"#
      )),
    Named(
      "decimal bound finer when only maxIntegerDigits is set",
      #"{"kind":"decimal","max":0.5,"maxIntegerDigits":38}"#,
      (
        "max",
        #""max" (0.5) has 1 fraction digit, more than the 0 fraction digits the field allows by default (see "maxFractionDigits")"#
      )),
    Named(
      "decimal scientific not a boolean", #"{"kind":"decimal","scientific":1}"#,
      ("scientific", #""scientific" must be true or false, got 1"#)),
    Named(
      "decimal rounding unknown", #"{"kind":"decimal","rounding":"nearest"}"#,
      (
        "rounding",
        #""rounding" must be one of "reject", "halfEven", "halfUp", "down", "up", got "nearest""#
      )),
    Named(
      "decimal has no currency", #"{"kind":"decimal","currency":"USD"}"#,
      (
        "currency",
        #"unknown key "currency" for kind "decimal"; known keys: "kind", "locale", "maxLength", "lengthUnit", "min", "max", "maxFractionDigits", "maxIntegerDigits", "scientific", "grouping", "onCommit", "rounding""#
      )),
    // money
    Named(
      "money without currency", #"{"kind":"money"}"#,
      ("currency", #"missing "currency": the ISO 4217 code of the amounts, such as "USD""#)),
    Named(
      "money currency unknown", #"{"kind":"money","currency":"ABC"}"#,
      (
        "currency",
        #""currency" must be an ISO 4217 currency code such as "USD", got "ABC", which is not a currency"#
      )),
    Named(
      "money currency not a code", #"{"kind":"money","currency":"EURO"}"#,
      ("currency", #""currency" must be an ISO 4217 currency code such as "USD", got "EURO""#)),
    Named(
      "money currency a symbol", #"{"kind":"money","currency":"$"}"#,
      ("currency", #""currency" must be an ISO 4217 currency code such as "USD", got "$""#)),
    Named(
      "money currency in lower case", #"{"kind":"money","currency":"usd"}"#,
      (
        "currency",
        #""currency" must be an ISO 4217 code in capitals, got "usd" (did you mean "USD"?)"#
      )),
    Named(
      "money currency not a string", #"{"kind":"money","currency":840}"#,
      ("currency", #""currency" must be an ISO 4217 currency code such as "USD", got 840"#)),
    Named(
      "money unknown entry", #"{"kind":"money","currency":"USD","entry":"register"}"#,
      ("entry", #""entry" must be "free" or "cashRegister", got "register""#)),
    Named(
      "money maxDigits not above the minor digits",
      #"{"kind":"money","currency":"USD","maxDigits":2}"#,
      (
        "maxDigits",
        #""maxDigits" must be an integer from 3 to 38 for USD, whose minor unit has 2 digits, got 2"#
      )),
    Named(
      "money maxDigits beyond 38", #"{"kind":"money","currency":"JPY","maxDigits":39}"#,
      ("maxDigits", #""maxDigits" must be an integer from 1 to 38, got 39"#)),
    Named(
      "money negative min without allowNegative", #"{"kind":"money","currency":"USD","min":-5}"#,
      ("min", #""min" (-5) is negative but "allowNegative" is false"#)),
    Named(
      "money negative max without allowNegative", #"{"kind":"money","currency":"USD","max":-5}"#,
      ("max", #""max" (-5) is negative but "allowNegative" is false"#)),
    Named(
      "money min above max", #"{"kind":"money","currency":"USD","min":10,"max":"9.99"}"#,
      ("min", #""min" (10) is above "max" (9.99)"#)),
    Named(
      "money bound finer than the minor unit", #"{"kind":"money","currency":"USD","min":0.001}"#,
      ("min", #""min" (0.001) has 3 fraction digits, more than the 2 of the minor unit of USD"#)),
    Named(
      "money bound with a fraction in JPY", #"{"kind":"money","currency":"JPY","max":"0.5"}"#,
      ("max", #""max" (0.5) has 1 fraction digit, more than the 0 of the minor unit of JPY"#)),
    Named(
      "money min beyond maxDigits", #"{"kind":"money","currency":"USD","min":1000,"maxDigits":5}"#,
      (
        "min",
        #""min" (1000) has 4 integer digits, more than the 3 that "maxDigits" (5) leaves before the 2 of the minor unit"#
      )),
    Named(
      "money allowNegative not a boolean",
      #"{"kind":"money","currency":"USD","allowNegative":"no"}"#,
      ("allowNegative", #""allowNegative" must be true or false, got "no""#)),
    Named(
      "money has no grouping key", #"{"kind":"money","currency":"USD","grouping":false}"#,
      (
        "grouping",
        #"unknown key "grouping" for kind "money"; known keys: "kind", "locale", "maxLength", "lengthUnit", "currency", "entry", "maxDigits", "min", "max", "allowNegative", "onCommit", "rounding""#
      )),
    // choice
    Named(
      "choice without options", #"{"kind":"choice"}"#,
      ("options", #"missing "options": the options in order, such as ["S","M","L"]"#)),
    Named(
      "choice empty options", #"{"kind":"choice","options":[]}"#,
      ("options", #""options" is empty: the field would accept nothing"#)),
    Named(
      "choice options not an array", #"{"kind":"choice","options":"S,M,L"}"#,
      ("options", #""options" must be an array of strings, got "S,M,L""#)),
    Named(
      "choice option not a string", #"{"kind":"choice","options":["S",1]}"#,
      ("options", #""options"[1] must be a non-empty string, got 1"#)),
    Named(
      "choice empty option", #"{"kind":"choice","options":["S",""]}"#,
      ("options", #""options"[1] must be a non-empty string, got """#)),
    Named(
      "choice duplicate option", #"{"kind":"choice","options":["S","M","M"]}"#,
      ("options", #""options"[2] "M" repeats "options"[1]"#)),
    Named(
      "choice duplicate ignoring case", #"{"kind":"choice","options":["S","M","s"]}"#,
      (
        "options",
        #""options"[2] "s" repeats "options"[0] "S" (case is ignored unless "caseSensitive")"#
      )),
    Named(
      "choice unknown option in min", #"{"kind":"choice","options":["S","M"],"min":"L"}"#,
      ("min", #""min" must be one of "options", got "L""#)),
    Named(
      "choice max spelled in another case", #"{"kind":"choice","options":["S","M"],"max":"m"}"#,
      ("max", #""max" must be one of "options", got "m" (did you mean "M"?)"#)),
    Named(
      "choice min not a string", #"{"kind":"choice","options":["S","M"],"min":0}"#,
      ("min", #""min" must be a string, got 0"#)),
    Named(
      "choice min after max", #"{"kind":"choice","options":["S","M"],"min":"M","max":"S"}"#,
      ("min", #""min" ("M") comes after "max" ("S") in "options""#)),
    Named(
      "choice maxLength shorter than an allowed option",
      #"{"kind":"choice","options":["S","XXL"],"maxLength":2}"#,
      ("maxLength", #""maxLength" (2) is too short for the option "XXL", which has 3 characters"#)),
    Named(
      "choice caseSensitive not a boolean",
      #"{"kind":"choice","options":["S"],"caseSensitive":"no"}"#,
      ("caseSensitive", #""caseSensitive" must be true or false, got "no""#)),
    Named(
      "choice has no onCommit", #"{"kind":"choice","options":["S"],"onCommit":"clamp"}"#,
      (
        "onCommit",
        #"unknown key "onCommit" for kind "choice"; known keys: "kind", "locale", "maxLength", "lengthUnit", "options", "min", "max", "caseSensitive""#
      )),
    // common keys on the new kinds
    Named(
      "lengthUnit without maxLength on a number", #"{"kind":"integer","lengthUnit":"utf8"}"#,
      ("lengthUnit", #""lengthUnit" counts "maxLength", which is missing"#)),
    Named(
      "malformed locale on money", #"{"kind":"money","currency":"USD","locale":"en US"}"#,
      ("locale", #""locale" must be a locale identifier such as "de_DE" or "en-US", got "en US""#)),
  ]

  @Test(arguments: refusals)
  func refuses(_ c: Named<String, (key: String?, message: String)>) {
    do {
      let spec = try RuleSpec(json: c.input)
      Issue.record("decoded \(spec) instead of refusing it")
    } catch {
      #expect(error.key == c.expected.key)
      #expect(error.message == c.expected.message)
    }
  }

  /// `maxLength` is checked against what the field shows in the locale, when the rule is built.
  static let lengthRefusals: [Named<(spec: String, locale: String), String>] = [
    Named(
      "integer range needing 3 digits",
      (#"{"kind":"integer","min":100,"max":200,"maxLength":2}"#, "en_US"),
      #""maxLength" (2) is too short for any value of the field: "100" needs 3 characters"#),
    Named(
      "decimal range whose shortest value is whole",
      (#"{"kind":"decimal","min":99.99,"max":100.5,"maxFractionDigits":2,"maxLength":2}"#, "de_DE"),
      #""maxLength" (2) is too short for any value of the field: "100" needs 3 characters"#),
    Named(
      "money shows its minor digits and symbol",
      (#"{"kind":"money","currency":"USD","maxLength":4}"#, "en_US"),
      #""maxLength" (4) is too short for any value of the field: "$0.00" needs 5 characters"#),
    Named(
      "money in bytes",
      (#"{"kind":"money","currency":"EUR","maxLength":8,"lengthUnit":"utf8"}"#, "de_DE"),
      #""maxLength" (8) is too short for any value of the field: "0,00\#u{A0}€" needs 9 bytes"#),
  ]

  @Test(arguments: lengthRefusals)
  func refusesAMaxLengthNoValueFits(_ c: Named<(spec: String, locale: String), String>) throws {
    let spec = try RuleSpec(json: c.input.spec)
    #expect(throws: SpecError(key: "maxLength", c.expected)) {
      try spec.makeRule(in: RuleContext(localeIdentifier: c.input.locale))
    }
  }

  static let lengthsThatFit: [Named<(spec: String, locale: String), String>] = [
    Named(
      "integer range with 3 digits", (#"{"kind":"integer","min":100,"maxLength":3}"#, "en_US"),
      "100"),
    Named(
      "decimal with zero allowed", (#"{"kind":"decimal","min":-5,"maxLength":1}"#, "en_US"), "0"),
    Named(
      "decimal below zero", (#"{"kind":"decimal","max":-0.5,"maxLength":4}"#, "en_US"), "-0.5"),
    Named(
      "decimal below zero without its zero",
      (#"{"kind":"decimal","min":-1.25,"max":-0.5,"maxLength":3}"#, "en_US"), "-.5"),
    Named(
      "money in yen", (#"{"kind":"money","currency":"JPY","maxLength":2}"#, "ja_JP"), "¥0"),
    Named(
      "scientific is not checked",
      (#"{"kind":"decimal","scientific":true,"min":1e9,"maxLength":3}"#, "en_US"), "1e9"),
  ]

  @Test(arguments: lengthsThatFit)
  func acceptsAMaxLengthAValueFits(_ c: Named<(spec: String, locale: String), String>) throws {
    let rule = try RuleSpec(json: c.input.spec).makeRule(
      in: RuleContext(localeIdentifier: c.input.locale))
    #expect(typedText(c.expected, under: rule) == c.expected)
  }
}
