// docs/messages-in-apps.md's SwiftUI example, compiled against the stand-ins so it stays correct.
import InputRules
import InputRulesPlatform
import SwiftUI

/// The app's wording for the reasons it cares about, from its `Localizable.xcstrings`, with
/// the reason's typed facts; every other reason is told by the built-in catalog in `language`.
func appReasonMessages(in language: Language) -> ReasonMessages {
  ReasonMessages(language: language) { reason, _ in
    switch reason.code {
    case .tooLong:
      // A text field's limit in characters; other limits (a card's digits, a byte count)
      // keep the built-in sentence.
      guard reason.facts.sentence == "text.tooLong", reason.facts.unit == .characters,
        let limit = reason.facts.limit
      else { return nil }
      // The key is "At most %lld characters"; the catalog varies it by plural.
      return String(
        localized: "At most \(limit) characters",
        comment: "Spoken when a keystroke would make the text too long. The number: the limit.")
    default:
      return nil
    }
  }
}

struct CodeEntry: View {
  @State private var code: String?
  @Environment(\.locale) private var locale

  var body: some View {
    RuleField("Code", value: $code, rule: TextRule.allowing(.digits).maximumLength(6))
      .reasonMessages(appReasonMessages(in: Language(locale.identifier)))
  }
}
