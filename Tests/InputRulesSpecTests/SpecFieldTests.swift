import Foundation
import InputRules
import InputRulesDates
import InputRulesLocale
import InputRulesNumbers
import InputRulesSpec
import InputRulesTestSupport
import Testing

/// A spec, the locale it is built in, and a name for the report.
struct SpecCase: Sendable, CustomTestStringConvertible {
  var name: String
  var spec: String
  var locale: String
  init(_ name: String, _ spec: String, locale: String = "en_US") {
    self.name = name
    self.spec = spec
    self.locale = locale
  }
  var testDescription: String { name }
}

/// What a field shows and reports after an action, compared between two ways of driving it.
private struct Step: Equatable, CustomStringConvertible {
  var outcome: EditResult.Outcome
  var reason: Reason?
  var state: FieldState
  var validity: Validity
  var value: String?
  var description: String {
    "\(outcome) \(reason.map { $0.code.rawValue } ?? "-") \(state.debugDescription) "
      + "\(validity.rawValue) \(value ?? "null")"
  }
}

/// Plays seeded random actions on `field` and on an `InputField` under `rule`, recording the
/// first difference.
private func compare<R: InputRule>(
  _ rule: R, with field: SpecField, seed: UInt64, actions: Int
) -> String? {
  var reference = InputField(rule: rule)
  var generator = RandomEditGenerator(seed: seed)
  var values: [String] = []
  for index in 0..<actions {
    let action = generator.nextAction(for: reference.state, values: values)
    let expected = reference.perform(action)
    let got = field.perform(action, times: nil)
    let want = Step(
      outcome: expected.outcome, reason: expected.reason, state: reference.state,
      validity: reference.validity, value: reference.value.map { rule.canonicalString(for: $0) })
    let seen = Step(
      outcome: got.outcome, reason: got.reason, state: field.state, validity: field.validity,
      value: field.canonicalValue)
    if want != seen {
      return "seed \(seed), action \(index) \(action): expected \(want), got \(seen)"
    }
    if let value = want.value, !values.contains(value) { values.append(value) }
  }
  return nil
}

/// The locale data Foundation resolves for a spec's locale and currency, as a browser host
/// hands it in.
func foundationValues(_ identifier: String, currency: String?) -> LocaleValues {
  let locale = Locale(identifier: identifier)
  return LocaleValues(
    number: NumberSymbols(locale: locale), currencyNumber: NumberSymbols(currencyLocale: locale),
    currency: currency.flatMap { CurrencySymbols(currencyCode: $0, locale: locale) },
    dateFormat: DateFormat(locale: locale))
}

@Suite("Fields driven through SpecField")
struct SpecFieldTests {
  static let cases: [SpecCase] = [
    SpecCase("text, digits, max 6", #"{"kind":"text","allowedClasses":["digits"],"maxLength":6}"#),
    SpecCase("text, upper case", #"{"kind":"text","case":"upper","onPaste":"reject"}"#),
    SpecCase("integer 18 to 30", #"{"kind":"integer","min":18,"max":30}"#),
    SpecCase(
      "integer grouped, de_DE",
      #"{"kind":"integer","grouping":true,"onCommit":"clamp","max":99999}"#,
      locale: "de_DE"),
    SpecCase(
      "decimal, 2 places, de_DE", #"{"kind":"decimal","maxFractionDigits":2,"grouping":true}"#,
      locale: "de_DE"),
    SpecCase("decimal, ar_EG", #"{"kind":"decimal","min":-5,"max":1000}"#, locale: "ar_EG"),
    SpecCase(
      "money USD cash register", #"{"kind":"money","currency":"USD","entry":"cashRegister"}"#),
    SpecCase(
      "money EUR, de_DE", #"{"kind":"money","currency":"EUR","allowNegative":true}"#,
      locale: "de_DE"),
    SpecCase(
      "money JPY, ja_JP", #"{"kind":"money","currency":"JPY","max":100000}"#, locale: "ja_JP"),
    SpecCase("choice M to XL", #"{"kind":"choice","options":["S","M","L","XL"],"min":"M"}"#),
    SpecCase(
      "choice with maxLength",
      #"{"kind":"choice","options":["S","M","XL","XXL"],"maxLength":3,"lengthUnit":"utf8"}"#),
    SpecCase("mask phone", #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#),
    SpecCase("one-time code", #"{"kind":"oneTimeCode","length":6}"#),
    SpecCase("IBAN", #"{"kind":"iban"}"#),
    SpecCase(
      "date dd.MM.yyyy with bounds",
      #"{"kind":"date","format":"dd.MM.yyyy","min":"1900-01-01","max":"2026-11-25"}"#),
    SpecCase("date of the locale, de_DE", #"{"kind":"date"}"#, locale: "de_DE"),
    SpecCase("time hh:mm a", #"{"kind":"date","format":"hh:mm a"}"#),
    SpecCase("card, Visa and Amex", #"{"kind":"card","brands":["visa","amex"]}"#),
  ]

  @Test(
    "a spec field decides every action as an InputField under makeRule's rule",
    arguments: cases)
  func decidesAsTheRule(_ specCase: SpecCase) throws {
    let spec = try RuleSpec(json: specCase.spec)
    let context = RuleContext(localeIdentifier: specCase.locale)
    for seed: UInt64 in 1...4 {
      let field = try spec.makeField(in: context)
      let difference = compare(
        try spec.makeRule(in: context), with: field, seed: seed, actions: 300)
      #expect(difference == nil, "\(difference ?? "")")
    }
  }

  @Test("locale values resolved ahead build the field Foundation builds", arguments: cases)
  func localeValuesGiveFoundationsField(_ specCase: SpecCase) throws {
    let spec = try RuleSpec(json: specCase.spec)
    var currency: String?
    if let money = spec.spec(as: MoneySpec.self) { currency = money.currency }
    let values = foundationValues(specCase.locale, currency: currency)
    let resolved = RuleContext(localeIdentifier: specCase.locale, values: values)
    let foundation = RuleContext(localeIdentifier: specCase.locale)
    for seed: UInt64 in 11...12 {
      let field = try spec.makeField(in: resolved)
      let difference = compare(
        try spec.makeRule(in: foundation), with: field, seed: seed, actions: 300)
      #expect(difference == nil, "\(difference ?? "")")
    }
  }

  @Test("a card field reports its brand as the replay does")
  func cardDetails() throws {
    let field = try RuleSpec(json: #"{"kind":"card"}"#).makeField(
      in: RuleContext(localeIdentifier: "en_US"))
    #expect(field.details.map { $0.value } == [nil])
    _ = field.perform(.type("4111"), times: nil)
    #expect(field.details.map { $0.key } == ["brand"])
    #expect(field.details.map { $0.value } == ["visa"])
  }

  @Test("a currency the resolved locale values do not have is refused, naming the currency")
  func missingCurrency() throws {
    let spec = try RuleSpec(json: #"{"kind":"money","currency":"EUR"}"#)
    let context = RuleContext(
      localeIdentifier: "de_DE", values: foundationValues("de_DE", currency: "USD"))
    #expect(throws: SpecError.self) { try spec.makeField(in: context) }
    do {
      _ = try spec.makeField(in: context)
    } catch {
      #expect(error.key == "currency")
      #expect(error.message.contains("EUR"))
    }
  }

  static let handedIn: [Named<(spec: String, keys: String), String>] = [
    Named(
      "decimal in the values' notation", (#"{"kind":"decimal","grouping":true}"#, "1234,5"),
      "1’234,5"),
    Named(
      "money with the values' currency", (#"{"kind":"money","currency":"EUR"}"#, "1234,5"),
      "1’234,50 EUR"),
    Named("date in the values' pattern", (#"{"kind":"date"}"#, "24121999"), "24/12/1999"),
  ]

  /// Locale values that no locale has, so that a field showing them took them from the values.
  static let madeUp = LocaleValues(
    number: NumberSymbols(decimalSeparator: ",", groupingSeparator: "’"),
    currencyNumber: NumberSymbols(decimalSeparator: ",", groupingSeparator: "’"),
    currency: CurrencySymbols(
      code: "EUR", symbol: "EUR", position: .after, spacing: " ", minorUnitDigits: 2),
    dateFormat: try! DateFormat("dd/MM/yyyy"))

  @Test("a field uses the locale values handed in, not the identifier's data", arguments: handedIn)
  func valuesHandedIn(_ example: Named<(spec: String, keys: String), String>) throws {
    let spec = try RuleSpec(json: example.input.spec)
    let field = try spec.makeField(
      in: RuleContext(localeIdentifier: "en_US", values: Self.madeUp))
    _ = field.perform(.type(example.input.keys), times: nil)
    _ = field.perform(.commit, times: nil)
    #expect(field.state.text == example.expected)
  }
}
