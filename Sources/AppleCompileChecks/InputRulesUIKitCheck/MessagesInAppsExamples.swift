// docs/messages-in-apps.md's UIKit example, compiled against the stand-ins so it stays correct.
import InputRules
import InputRulesPlatform
import UIKit

/// The app words the reasons it cares about with its own `Localizable.xcstrings`; every other
/// reason is told by the built-in catalog, in the same language.
enum AppReasons {
  /// The language the app's strings are shown in, with the digits of the user's locale.
  static var language: Language {
    Language(Bundle.main.preferredLocalizations.first ?? "en")
      .writingDigits(of: Locale.current.identifier)
  }

  /// The app's wording first, from its string catalog, with the reason's typed facts.
  static let messages = ReasonMessages(language: language) { reason, _ in
    let facts = reason.facts
    switch reason.code {
    case .tooLong:
      // A text field's limit in characters; other limits (a card's digits, a byte count)
      // keep the built-in sentence.
      guard facts.sentence == "text.tooLong", facts.unit == .characters,
        let limit = facts.limit
      else { return nil }
      // The key is "At most %lld characters"; the catalog varies it by plural.
      return String(
        localized: "At most \(limit) characters",
        comment: "Spoken when a keystroke would make the text too long. The number: the limit.")
    case .disallowedCharacter:
      guard let character = facts.character else { return nil }
      return String(
        localized: "“\(String(character))” can’t be typed here",
        comment: "Spoken when a character is refused. The argument: the character.")
    default:
      return nil
    }
  }

  /// The same, as a table of templates from the string catalog, keyed by code: the catalog's
  /// values use the template syntax, and the library fills in the facts.
  static let table = ReasonMessages(
    language: language,
    templates: [
      "tooLong": String(
        localized: "reason.tooLong",
        defaultValue: "At most {limit, plural, one {# character} other {# characters}}",
        comment: "Spoken when a keystroke would make the text too long. Keep the {…} syntax.")
    ])
}

@MainActor
final class SignUpForm: NSObject {
  let code = RuleTextField()
  let name = UITextField()
  let nameRule = RuleTextFieldDelegate(rule: TextRule.allowing(.letters).maximumLength(20))

  func setUp() {
    code.rule = TextRule.allowing(.digits).maximumLength(6)
    code.messages = AppReasons.messages

    nameRule.messages = AppReasons.table
    nameRule.attach(to: name)

    // Told in German, whatever the app's language, with the app's wording where it has one.
    var german = AppReasons.messages
    german.language = Language("de_DE")
    code.messages = german
  }
}
