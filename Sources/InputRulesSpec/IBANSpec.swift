import InputRules
import InputRulesCodes

/// The `iban` kind: an International Bank Account Number, upper-cased and shown in groups of
/// four, with each country's length and the mod-97 check. The value's canonical string is the
/// number without spaces (`"DE89370400440532013000"`).
public struct IBANSpec: KindSpec {
  public static let kind = RuleKind.iban
  public static let keys: [String] = []

  public var common: CommonSpec

  public init(common: CommonSpec = CommonSpec()) { self.common = common }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    try FixedLength.refuseMaxLength(common, kind: Self.kind, fixedBy: "the country's IBAN length")
    self.init(common: common)
  }

  #if !hasFeature(Embedded)
    public func makeRule(in context: RuleContext) throws(SpecError) -> any InputRule { IBANRule() }
  #endif
}
