import InputRules

extension PhoneRule {
  /// The platform may offer the user's own number or a contact's (UIKit's `.telephoneNumber`,
  /// the web's `tel`), inserted whole as one edit that the rule reads like a paste; the adapters
  /// show the phone pad for it.
  public var contentHint: ContentHint? { .telephoneNumber }
}
