import InputRules
import InputRulesCodes
import InputRulesDates
import InputRulesSpec
import Testing

@Suite("Date and card spec decoding")
struct DateCardSpecTests {
  static let decoded: [Named<String, RuleSpec>] = [
    Named("date without a format: the locale's", #"{"kind":"date"}"#, RuleSpec(DateSpec())),
    Named(
      "date with every key",
      #"{"kind":"date","format":"dd.MM.yyyy","min":"1900-01-01","max":"2026-11-25"}"#,
      RuleSpec(DateSpec(format: "dd.MM.yyyy", min: "1900-01-01", max: "2026-11-25"))),
    Named("card, every brand", #"{"kind":"card"}"#, RuleSpec(CardSpec())),
    Named(
      "card, two brands in the order written", #"{"kind":"card","brands":["mir","visa"]}"#,
      RuleSpec(CardSpec(brands: [.mir, .visa]))),
  ]

  @Test(arguments: decoded)
  func decodes(_ c: Named<String, RuleSpec>) throws {
    #expect(try RuleSpec(json: c.input) == c.expected)
  }

  @Test(arguments: [
    ("de_DE", "dd.MM.yyyy"), ("en_US", "MM/dd/yyyy"), ("ja_JP", "yyyy/MM/dd"),
  ])
  func aDateWithoutFormatTakesTheLocalesPattern(_ locale: String, _ pattern: String) throws {
    let rule = try RuleSpec(json: #"{"kind":"date"}"#).makeRule(
      in: RuleContext(localeIdentifier: locale))
    #expect((rule as? DateRule)?.format.pattern == pattern)
  }

  @Test func theBoundsAreReadInThePattern() throws {
    let rule = try RuleSpec(json: #"{"kind":"date","format":"MM/yy","min":"2026-11"}"#)
      .makeRule(in: RuleContext(localeIdentifier: "en_US"))
    #expect((rule as? DateRule)?.min == DateValue(year: 2026, month: 11))
  }

  @Test func theCardRuleAcceptsTheBrandsListed() throws {
    let rule = try RuleSpec(json: #"{"kind":"card","brands":["amex"]}"#).makeRule(
      in: RuleContext(localeIdentifier: "en_US"))
    #expect((rule as? CardRule)?.brands == [.amex])
  }

  static let refused: [Named<String, (key: String, message: String)>] = [
    Named(
      "a pattern with an unknown letter", #"{"kind":"date","format":"dd.MM.yyyyT"}"#,
      (
        "format",
        #""format" "dd.MM.yyyyT": “T” is not a field letter (dd MM yyyy yy HH hh a mm ss) (at offset 10)"#
      )),
    Named(
      "a bound with another field than the pattern's",
      #"{"kind":"date","format":"HH:mm","max":"14"}"#,
      (
        "max",
        #""max" is not a date in "format" "HH:mm": got "14", expected ISO 8601 with the pattern's fields, such as "14:30""#
      )),
    Named(
      "a bound that is no date", #"{"kind":"date","format":"dd.MM.yyyy","min":"2023-02-29"}"#,
      (
        "min",
        #""min" is not a date in "format" "dd.MM.yyyy": got "2023-02-29", expected ISO 8601 with the pattern's fields, such as "2024-02-29""#
      )),
    Named(
      "a bound that is not a string", #"{"kind":"date","format":"dd.MM.yyyy","min":19000101}"#,
      ("min", #""min" must be a string, got 19000101"#)),
    Named(
      "a brand that is not a string", #"{"kind":"card","brands":[1]}"#,
      (
        "brands",
        #""brands"[0] is not a card brand: expected one of "visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "maestro", "mir", got 1"#
      )),
  ]

  @Test(arguments: refused)
  func refuses(_ c: Named<String, (key: String, message: String)>) {
    do {
      let spec = try RuleSpec(json: c.input)
      Issue.record("decoded \(spec) instead of refusing it")
    } catch {
      #expect(error.key == c.expected.key)
      #expect(error.message == c.expected.message)
    }
  }
}
