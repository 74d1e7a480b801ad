/// What a field holds, when it is something the platform can fill in for the user: a one-time
/// code read from a message, a saved card number. A rule names it (`InputRule.contentHint`) and
/// each front end translates it: UIKit's and SwiftUI's `textContentType`, a web page's
/// `autocomplete` attribute. The rule still judges whatever the platform puts in.
public enum ContentHint: String, Hashable, Sendable, CaseIterable {
  /// A code sent by SMS or e-mail (UIKit's `.oneTimeCode`, the web's `one-time-code`).
  case oneTimeCode
  /// A payment card number (UIKit's `.creditCardNumber`, the web's `cc-number`).
  case creditCardNumber
}
