import InputRules
import InputRulesCodes
import InputRulesNumbers

/// The `card` kind: a payment card number, its brand found from the leading digits as the user
/// types, laid out by the brand and checked with the Luhn algorithm. The value's canonical
/// string is the digits (`"4111111111111111"`); `inputrules replay` also prints the brand.
public struct CardSpec: KindSpec {
  public static let kind = "card"
  public static let keys = ["brands"]
  package static let example = KindExample(
    spec: #"{"kind":"card"}"#, keys: "4111111111111111", label: "Card number")
  package static let localeData = LocaleData.numbers

  public var common: CommonSpec
  /// `brands`: the brands accepted, as written (every brand when absent).
  public var brands: [CardBrand]

  public init(common: CommonSpec = CommonSpec(), brands: [CardBrand] = CardBrand.allCases) {
    self.common = common
    self.brands = brands
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    try FixedLength.refuseMaxLength(common, kind: Self.kind, fixedBy: "the card brand's lengths")
    self.init(common: common, brands: try Self.brands(reader) ?? CardBrand.allCases)
  }

  /// `brands` as written: a non-empty array of brand names, none repeated.
  private static func brands(_ reader: SpecReader) throws(SpecError) -> [CardBrand]? {
    guard let value = reader.value("brands") else { return nil }
    let names = CardBrand.allCases.map { $0.rawValue }
    guard case .array(let elements) = value else {
      throw .invalid("brands", mustBe: "an array of \(choiceList(names))", got: value)
    }
    if elements.isEmpty {
      throw SpecError(key: "brands", "\"brands\" is empty: the field would accept no card")
    }
    var brands: [CardBrand] = []
    for (position, element) in elements.enumerated() {
      guard case .string(let name) = element, let brand = CardBrand(rawValue: name) else {
        var message =
          "\"brands\"[\(position)] is not a card brand: expected \(choiceList(names)), got "
          + element.shortDescription
        if case .string(let name) = element, let suggestion = closestKey(to: name, in: names) {
          message += " (did you mean \(JSON.quoted(suggestion))?)"
        }
        throw SpecError(key: "brands", message)
      }
      if let first = brands.firstIndex(of: brand) {
        throw SpecError(
          key: "brands",
          "\"brands\"[\(position)] \(JSON.quoted(name)) repeats \"brands\"[\(first)]")
      }
      brands.append(brand)
    }
    return brands
  }

  /// The rule this spec describes, showing the digits the locale writes numbers with (resolved
  /// once here with its number symbols: Arabic-Indic in ar_EG).
  package func rule(in context: RuleContext) -> CardRule {
    CardRule(brands: Set(brands), digits: context.numberSymbols.digits)
      ?? CardRule(brands: Set(brands))
  }

  /// A number pad.
  package func keyboard(for rule: CardRule) -> Keyboard { .numeric }

  /// `brand`: the brand of the digits typed so far, `null` while no brand is known.
  package func details(of rule: CardRule, text: String) -> [(key: String, value: String?)] {
    [("brand", rule.brand(of: text)?.rawValue)]
  }
}
