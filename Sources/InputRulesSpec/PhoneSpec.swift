import InputRules
import InputRulesPhone

/// The `phone` kind: a phone number as dialled from `region`, laid out as libphonenumber lays
/// it out while it is typed. The value's canonical string is E.164 (`"+4915123456789"`);
/// `inputrules replay` also prints the number's `region` and `numberType`.
public struct PhoneSpec: KindSpec {
  public static let kind = "phone"
  public static let keys = ["region", "allowedRegions", "international"]
  package static let example = KindExample(
    spec: #"{"kind":"phone","region":"DE"}"#, keys: "+4915123456789", label: "Phone number")
  package static let localeData = LocaleData.none

  public var common: CommonSpec
  /// `region`: where the user dials from (ISO 3166-1 alpha-2, required).
  public var region: String
  /// `allowedRegions`: the regions whose numbers are accepted (any when absent).
  public var allowedRegions: [String]?
  /// `international`: whether every number is shown in its INTERNATIONAL format, with `+`
  /// always there: digits typed without it (a national or international prefix, a number) are
  /// read as the region dials them and written with `+` and the calling code (`false` when
  /// absent).
  public var international: Bool

  public init(
    common: CommonSpec = CommonSpec(), region: String, allowedRegions: [String]? = nil,
    international: Bool = false
  ) {
    self.common = common
    self.region = region
    self.allowedRegions = allowedRegions
    self.international = international
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    try FixedLength.refuseMaxLength(common, kind: Self.kind, fixedBy: "the numbering plan")
    guard PhoneMetadata.isAvailable else {
      throw SpecError(
        key: "kind",
        "a \"phone\" spec needs libphonenumber's metadata, which this build reads from "
          + "phone-metadata.txt: its host has not handed it in, or handed another build's")
    }
    guard let region = try reader.string("region") else {
      throw SpecError(
        key: "region",
        "a \"phone\" spec needs \"region\": where the user dials from, such as \"DE\"")
    }
    try Self.check(region, key: "region", label: "\"region\"", allowingNonGeographic: false)
    var allowed: [String]?
    if let value = reader.value("allowedRegions") {
      guard case .array(let elements) = value, !elements.isEmpty else {
        throw .invalid("allowedRegions", mustBe: "a non-empty array of region codes", got: value)
      }
      var names: [String] = []
      for (position, element) in elements.enumerated() {
        guard case .string(let name) = element else {
          throw SpecError(
            key: "allowedRegions",
            "\"allowedRegions\"[\(position)] must be a region code such as \"DE\", got "
              + element.shortDescription)
        }
        try Self.check(
          name, key: "allowedRegions", label: "\"allowedRegions\"[\(position)]",
          allowingNonGeographic: true)
        names.append(name)
      }
      allowed = names
    }
    self.init(
      common: common, region: region, allowedRegions: allowed,
      international: try reader.bool("international") ?? false)
  }

  /// Refuses a region libphonenumber has no numbers for, naming `key`.
  private static func check(
    _ region: String, key: String, label: String, allowingNonGeographic: Bool
  ) throws(SpecError) {
    if allowingNonGeographic && region == "001" { return }
    do {
      _ = try PhoneRule(region: region)
    } catch {
      throw SpecError(key: key, "\(label) \(JSON.quoted(region)): \(error.message)")
    }
  }

  /// The rule this spec describes.
  package func rule(in context: RuleContext) throws(SpecError) -> PhoneRule {
    do {
      return try PhoneRule(
        region: region, allowedRegions: allowedRegions, alwaysInternational: international)
    } catch {
      throw SpecError(key: "region", "\"region\" \(JSON.quoted(region)): \(error.message)")
    }
  }

  /// A telephone keypad.
  package func keyboard(for rule: PhoneRule) -> Keyboard { .telephone }

  /// `region`: the region the digits tell (`null` before they do); `numberType`: the number's
  /// type once it is a number.
  package func details(of rule: PhoneRule, text: String) -> [(key: String, value: String?)] {
    [("region", rule.region(of: text)), ("numberType", rule.numberType(of: text)?.name)]
  }
}
