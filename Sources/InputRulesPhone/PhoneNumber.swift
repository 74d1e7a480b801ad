/// A phone number a field holds: its E.164 form, and what libphonenumber's metadata tells of it.
///
/// An app stores `e164` (`"+4915123456789"`): the one form every phone system and every
/// messaging service takes. `region` and `type` are what the digits say, so that an app can ask
/// for a mobile number and say so when a landline is typed.
public struct PhoneNumber: Hashable, Sendable {
  /// The number in E.164: `+`, the country calling code and the national significant number,
  /// nothing else (`"+4915123456789"`).
  public let e164: String
  /// The region the number belongs to (ISO 3166-1 alpha-2, `"DE"`), or `"001"` for a
  /// non-geographic number (`+800` and the like).
  public let region: String
  /// What the number is for.
  public let type: PhoneNumberType

  /// A number from its parts (as the rule's judgement gives them).
  public init(e164: String, region: String, type: PhoneNumberType) {
    self.e164 = e164
    self.region = region
    self.type = type
  }
}
