import InputRules
import InputRulesCodes

/// The `oneTimeCode` kind: a code of `length` digits sent by SMS or e-mail. A pasted or
/// autofilled message gives its one group of `length` digits. The value's canonical string is
/// the digits (`"123456"`).
public struct OneTimeCodeSpec: KindSpec {
  public static let kind = "oneTimeCode"
  package static let example = KindExample(
    spec: #"{"kind":"oneTimeCode","length":6}"#, keys: "482193", label: "Code")
  package static let localeData = LocaleData.none
  public static let keys = ["length"]

  public var common: CommonSpec
  /// `length`: the number of digits, 4 to 10 (6 by default, the common length).
  public var length: Int

  public init(common: CommonSpec = CommonSpec(), length: Int = 6) {
    self.common = common
    self.length = length
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    try FixedLength.refuseMaxLength(common, kind: Self.kind, fixedBy: "\"length\"")
    let shortest = OneTimeCodeRule.shortestLength
    let longest = OneTimeCodeRule.longestLength
    var length = 6
    if let value = reader.value("length") {
      guard case .number(let number) = value, let integer = number.clampedInt,
        integer >= shortest && integer <= longest
      else {
        throw .invalid("length", mustBe: "an integer from \(shortest) to \(longest)", got: value)
      }
      length = integer
    }
    self.init(common: common, length: length)
  }

  /// The rule this spec describes.
  /// The rule this spec describes.
  package func rule(in context: RuleContext) throws(SpecError) -> OneTimeCodeRule {
    do {
      return try OneTimeCodeRule(length: length)
    } catch {
      throw SpecError(key: "length", error.description)
    }
  }

  /// A number pad.
  package func keyboard(for rule: OneTimeCodeRule) -> Keyboard { .numeric }
}

/// Kinds whose layout fixes the length of the text (a code's digits, a country's IBAN length, a
/// date's format, a card brand's lengths): `maxLength` could only cut a complete value short.
enum FixedLength {
  static func refuseMaxLength(_ common: CommonSpec, kind: String, fixedBy what: String)
    throws(SpecError)
  {
    guard let maxLength = common.maxLength else { return }
    throw SpecError(
      key: "maxLength",
      "\"maxLength\" (\(maxLength)) does not apply to kind \(JSON.quoted(kind)): the "
        + "length of its text is set by \(what)")
  }
}
