import InputRules
import InputRulesNumbers
import InputRulesSpec
import Testing

@Suite("Number and choice rules built from specs")
struct BuiltKindRuleTests {
  /// A spec, a locale, typed keys: the text shown, the state and the canonical value.
  static let typing: [Named<(spec: String, locale: String, keys: String), String>] = [
    Named(
      "integer 18...30: 1 is incomplete",
      (#"{"kind":"integer","min":18,"max":30}"#, "en_US", "1"), "1 incomplete nil"),
    Named(
      "integer 18...30: 5 is refused",
      (#"{"kind":"integer","min":18,"max":30}"#, "en_US", "5"), " empty nil"),
    Named(
      "integer 18...30: 25", (#"{"kind":"integer","min":18,"max":30}"#, "en_US", "25"),
      "25 valid 25"),
    Named(
      "integer no minus when min is 0", (#"{"kind":"integer","min":0}"#, "en_US", "-3"),
      "3 valid 3"),
    Named(
      "integer grouping in hi_IN", (#"{"kind":"integer","grouping":true}"#, "hi_IN", "1234567"),
      "12,34,567 valid 1234567"),
    Named(
      "integer in Arabic-Indic digits",
      (#"{"kind":"integer","grouping":true}"#, "ar_EG", "-1234"),
      "\u{61C}-١٬٢٣٤ valid -1234"),
    Named(
      "integer full-width digits in ja_JP", (#"{"kind":"integer"}"#, "ja_JP", "２５"),
      "25 valid 25"),
    Named(
      "decimal 12,50 in German", (#"{"kind":"decimal"}"#, "de_DE", "12,50"), "12,50 valid 12.5"),
    Named(
      "decimal scientific 1.5e3", (#"{"kind":"decimal","scientific":true}"#, "en_US", "1.5e3"),
      "1.5e3 valid 1500"),
    Named(
      "decimal grouping in fr_FR", (#"{"kind":"decimal","grouping":true}"#, "fr_FR", "1234,5"),
      "1\u{202F}234,5 valid 1234.5"),
    Named(
      "decimal partial 1. is incomplete", (#"{"kind":"decimal"}"#, "en_US", "1."),
      "1. incomplete 1"),
    Named(
      "decimal 0...100 with 2 fraction digits refuses 100.5",
      (#"{"kind":"decimal","min":0,"max":100,"maxFractionDigits":2}"#, "en_US", "100.5"),
      "100. incomplete 100"),
    Named(
      "money cash register in USD",
      (#"{"kind":"money","currency":"USD","entry":"cashRegister"}"#, "en_US", "12"),
      "$0.12 valid 0.12"),
    Named(
      "money cash register in JPY",
      (#"{"kind":"money","currency":"JPY","entry":"cashRegister"}"#, "ja_JP", "12"),
      "¥12 valid 12"),
    Named(
      "money cash register in KWD",
      (#"{"kind":"money","currency":"KWD","entry":"cashRegister"}"#, "en_US", "1234"),
      "KWD\u{A0}1.234 valid 1.234"),
    Named(
      "money free entry in de_DE", (#"{"kind":"money","currency":"EUR"}"#, "de_DE", "1234,5"),
      "1.234,5\u{A0}€ valid 1234.50"),
    Named(
      "money free entry in en_US", (#"{"kind":"money","currency":"USD"}"#, "en_US", "1234.5"),
      "$1,234.5 valid 1234.50"),
    Named(
      "money refuses a minus by default", (#"{"kind":"money","currency":"USD"}"#, "en_US", "-1"),
      "$1 valid 1.00"),
    Named(
      "choice X is incomplete",
      (#"{"kind":"choice","options":["S","M","L","XL","XXL"],"min":"M","max":"XL"}"#, "en_US", "X"),
      "X incomplete nil"),
    Named(
      "choice S is refused",
      (#"{"kind":"choice","options":["S","M","L","XL","XXL"],"min":"M","max":"XL"}"#, "en_US", "S"),
      " empty nil"),
    Named(
      "choice ignores case", (#"{"kind":"choice","options":["S","XL"]}"#, "en_US", "xl"),
      "xl valid XL"),
    Named(
      "choice case-sensitive refuses other case",
      (#"{"kind":"choice","options":["S","XL"],"caseSensitive":true}"#, "en_US", "x"),
      " empty nil"),
  ]

  @Test(arguments: typing)
  func types(_ c: Named<(spec: String, locale: String, keys: String), String>) throws {
    let rule = try RuleSpec(json: c.input.spec).makeRule(
      in: RuleContext(localeIdentifier: c.input.locale))
    #expect(describeTyping(c.input.keys, under: rule) == c.expected)
  }

  /// The contract's canonical values: a spec, a locale, what is set or typed and committed, and
  /// the canonical value.
  static let canonical: [Named<(spec: String, locale: String, keys: String), String>] = [
    Named("integer", (#"{"kind":"integer"}"#, "en_US", "25"), "25"),
    Named("integer negative", (#"{"kind":"integer"}"#, "de_DE", "-1.234"), "-1234"),
    Named("decimal 1.5e3", (#"{"kind":"decimal","scientific":true}"#, "en_US", "1.5e3"), "1500"),
    Named("decimal 12,50 in German", (#"{"kind":"decimal"}"#, "de_DE", "12,50"), "12.5"),
    Named("decimal no trailing point", (#"{"kind":"decimal"}"#, "en_US", "7."), "7"),
    Named("decimal trailing zeros dropped", (#"{"kind":"decimal"}"#, "fr_FR", "0,500"), "0.5"),
    Named("money USD", (#"{"kind":"money","currency":"USD"}"#, "en_US", "1234.5"), "1234.50"),
    Named("money JPY", (#"{"kind":"money","currency":"JPY"}"#, "ja_JP", "1234"), "1234"),
    Named("money KWD", (#"{"kind":"money","currency":"KWD"}"#, "ar_EG", "1.234"), "1.234"),
    Named("money KWD whole", (#"{"kind":"money","currency":"KWD"}"#, "en_US", "5"), "5.000"),
    Named(
      "choice as configured", (#"{"kind":"choice","options":["Small","Large"]}"#, "en_US", "la"),
      "Large"),
  ]

  @Test(arguments: canonical)
  func canonicalValues(_ c: Named<(spec: String, locale: String, keys: String), String>) throws {
    let rule = try RuleSpec(json: c.input.spec).makeRule(
      in: RuleContext(localeIdentifier: c.input.locale))
    #expect(committedCanonical(c.input.keys, under: rule) == c.expected)
  }

  /// Every canonical string names the value it came from, under every kind.
  static let roundTrips: [Named<(spec: String, locale: String), [String]>] = [
    Named("integer", (#"{"kind":"integer"}"#, "ar_EG"), ["0", "-5", "25", "9223372036854775807"]),
    Named(
      "decimal", (#"{"kind":"decimal","scientific":true}"#, "de_DE"),
      ["0", "-12.5", "1500", "0.001"]),
    Named(
      "money USD", (#"{"kind":"money","currency":"USD","allowNegative":true}"#, "en_US"),
      ["-1.50", "0.00"]),
    Named(
      "money KWD cash register",
      (#"{"kind":"money","currency":"KWD","entry":"cashRegister"}"#, "en_US"), ["1.234"]),
    Named("money JPY", (#"{"kind":"money","currency":"JPY"}"#, "ja_JP"), ["1234"]),
    Named("money EUR", (#"{"kind":"money","currency":"EUR"}"#, "fr_FR"), ["1234567.89"]),
    Named("choice", (#"{"kind":"choice","options":["S","M","L"]}"#, "en_US"), ["S", "M", "L"]),
  ]

  @Test(arguments: roundTrips)
  func canonicalStringsRoundTrip(_ c: Named<(spec: String, locale: String), [String]>) throws {
    let rule = try RuleSpec(json: c.input.spec).makeRule(
      in: RuleContext(localeIdentifier: c.input.locale))
    for canonical in c.expected {
      #expect(roundTrip(canonical, under: rule) == canonical)
    }
  }

  /// `check` verdicts: a spec, a locale, an entry, and the canonical value or the reason code.
  static let strictEntries: [Named<(spec: String, locale: String, entry: String), String>] = [
    Named(
      "the field's own display with a no-break space",
      (#"{"kind":"money","currency":"EUR"}"#, "de_DE", "1.234,50\u{A0}€"), "valid 1234.50"),
    Named(
      "a display form with an ISO code, taken whole as a paste is",
      (#"{"kind":"money","currency":"KWD"}"#, "en_US", "KWD\u{A0}1.5"),
      "valid 1.500"),
    Named(
      "an ISO code with an ordinary space",
      (#"{"kind":"money","currency":"KWD"}"#, "en_US", "KWD 1,234.5"),
      "valid 1234.500"),
    Named(
      "an ISO code before digits split by a space",
      (#"{"kind":"money","currency":"KWD"}"#, "en_US", "KWD 1 234"),
      "invalid notANumber"),
    Named(
      "the ISO code display exactly",
      (#"{"kind":"money","currency":"KWD"}"#, "en_US", "KWD\u{A0}1.500"),
      "valid 1.500"),
    Named(
      "a lone currency symbol holds no value",
      (#"{"kind":"money","currency":"USD"}"#, "en_US", "$"),
      "invalid empty"),
    Named(
      "grouping typed by the user", (#"{"kind":"integer"}"#, "en_US", "1,234"), "valid 1234"),
    Named(
      "leading zeros keep the value", (#"{"kind":"decimal"}"#, "en_US", "007.50"), "valid 7.5"),
    Named(
      "a start of an option is not complete",
      (#"{"kind":"choice","options":["XL"]}"#, "en_US", "X"),
      "invalid incomplete"),
    Named(
      "an option typed in another case", (#"{"kind":"choice","options":["XL"]}"#, "en_US", "xl"),
      "valid XL"),
    Named(
      "an option outside the allowed range",
      (#"{"kind":"choice","options":["S","M"],"max":"S"}"#, "en_US", "M"),
      "invalid outOfRange"),
    Named(
      "no option at all",
      (#"{"kind":"choice","options":["S","M"],"max":"S"}"#, "en_US", "X"),
      "invalid noMatchingOption"),
  ]

  @Test(arguments: strictEntries)
  func checksEntries(_ c: Named<(spec: String, locale: String, entry: String), String>) throws {
    let rule = try RuleSpec(json: c.input.spec).makeCheckRule(
      in: RuleContext(localeIdentifier: c.input.locale))
    switch StrictEntry.check(c.input.entry, under: rule) {
    case .valid(let canonical): #expect("valid " + canonical == c.expected)
    case .invalid(let reason): #expect("invalid " + reason.code.rawValue == c.expected)
    }
  }

  @Test func cashRegisterIsCheckedAsWritten() throws {
    let spec = try RuleSpec(json: #"{"kind":"money","currency":"USD","entry":"cashRegister"}"#)
    let context = RuleContext(localeIdentifier: "en_US")
    let check = try spec.makeCheckRule(in: context)
    #expect(StrictEntry.check("12.50", under: check) == .valid(canonical: "12.50"))
    #expect(StrictEntry.check("$1,234.50", under: check) == .valid(canonical: "1234.50"))
    // Typed key by key, the register would shift the digits instead.
    #expect(typedText("1250", under: try spec.makeRule(in: context)) == "$12.50")
  }

  @Test func choiceMaxLengthHoldsForEveryEdit() throws {
    let rule = try RuleSpec(json: #"{"kind":"choice","options":["ab","cd"],"maxLength":2}"#)
      .makeRule(in: RuleContext(localeIdentifier: "en_US"))
    #expect(typedText("abc", under: rule) == "ab")
    #expect(typedText("cd", under: rule) == "cd")
  }
}

/// The text a field shows after `keys` are typed (also for `KindSpecTests`).
func typedText<R: InputRule>(_ keys: String, under rule: R) -> String {
  var field = InputField(rule: rule)
  field.type(keys)
  return field.text
}

private func describeTyping<R: InputRule>(_ keys: String, under rule: R) -> String {
  var field = InputField(rule: rule)
  field.type(keys)
  let value = field.value.map(rule.canonicalString(for:)) ?? "nil"
  return "\(field.text) \(field.validity.rawValue) \(value)"
}

private func committedCanonical<R: InputRule>(_ keys: String, under rule: R) -> String {
  var field = InputField(rule: rule)
  field.type(keys)
  field.commit()
  return field.value.map(rule.canonicalString(for:)) ?? ""
}

private func roundTrip<R: InputRule>(_ canonical: String, under rule: R) -> String? {
  guard let value = rule.value(fromCanonical: canonical) else { return nil }
  var field = InputField(rule: rule)
  guard field.setValue(value).outcome != .rejected else { return nil }
  let evaluation = rule.evaluate(field.text)
  return evaluation.value.map(rule.canonicalString(for:))
}
