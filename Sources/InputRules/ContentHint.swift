/// What a field holds, when it is something the platform can fill in for the user: a one-time
/// code read from a message, a saved card number, a phone number from the user's contacts. A
/// rule names it (`InputRule.contentHint`) and each front end translates it: UIKit's and
/// SwiftUI's `textContentType`, a web page's `autocomplete` attribute. The rule still judges
/// whatever the platform puts in.
public enum ContentHint: String, Hashable, Sendable, CaseIterable {
  /// A code sent by SMS or e-mail (UIKit's `.oneTimeCode`, the web's `one-time-code`).
  case oneTimeCode
  /// A payment card number (UIKit's `.creditCardNumber`, the web's `cc-number`).
  case creditCardNumber
  /// A phone number (UIKit's `.telephoneNumber`, the web's `tel`), so that the platform offers
  /// the user's own number and their contacts' numbers, inserted whole as one edit. It also
  /// brings the phone pad (`KeyboardSuggestion` in InputRulesPlatform), whatever the rule's
  /// characters.
  case telephoneNumber
}
