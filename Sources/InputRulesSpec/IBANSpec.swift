import InputRules
import InputRulesCodes

/// The `iban` kind: an International Bank Account Number, upper-cased and shown in groups of
/// four, with each country's length and the mod-97 check. The value's canonical string is the
/// number without spaces (`"DE89370400440532013000"`).
public struct IBANSpec: KindSpec {
  public static let kind = "iban"
  package static let example = KindExample(
    spec: #"{"kind":"iban"}"#, keys: "DE89370400440532013000", label: "IBAN")
  package static let localeData = LocaleData.none
  public static let keys: [String] = []

  public var common: CommonSpec

  public init(common: CommonSpec = CommonSpec()) { self.common = common }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    try FixedLength.refuseMaxLength(common, kind: Self.kind, fixedBy: "the country's IBAN length")
    self.init(common: common)
  }

  /// The rule this spec describes.
  package func rule(in context: RuleContext) -> IBANRule { IBANRule() }

  /// Letters: a number starts with its country's code.
  package func keyboard(for rule: IBANRule) -> Keyboard { .text }
}
