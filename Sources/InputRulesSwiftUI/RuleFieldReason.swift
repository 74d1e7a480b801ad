#if canImport(SwiftUI) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesPlatform
  import SwiftUI

  /// Why a field's last key was refused, or why its text is not valid, as a line of text to put
  /// below the field; nothing when there is nothing to say. It is ordinary text, so VoiceOver
  /// reaches it when the user moves past the field, and the app styles it as any `Text`:
  ///
  ///     RuleField("Date of birth", value: $birthDate, rule: dateRule, status: $birthStatus)
  ///     RuleFieldReason(birthStatus)
  ///       .font(.footnote)
  ///       .foregroundStyle(.red)
  ///
  /// The reason is told by the environment's `reasonMessages`, or in the language of its
  /// `locale`, as the field's announcements are. Which reason is shown: a refused key's until the
  /// next edit, otherwise an invalid text's; an incomplete text is not an error while it is
  /// being typed, so its reason is shown only when `showsIncomplete` is set (once the user has
  /// left the field, say).
  public struct RuleFieldReason: View {
    private let status: InputStatus
    private let showsIncomplete: Bool
    @Environment(\.reasonMessages) private var appMessages
    @Environment(\.locale) private var locale

    /// The reason `status` gives; an incomplete text's only when `showsIncomplete`.
    public init(_ status: InputStatus, showsIncomplete: Bool = false) {
      self.status = status
      self.showsIncomplete = showsIncomplete
    }

    public var body: some View {
      if let reason = status.shownReason(includingIncomplete: showsIncomplete) {
        Text(verbatim: messages.message(for: reason))
      }
    }

    private var messages: ReasonMessages {
      appMessages ?? ReasonMessages(language: Language(locale.identifier))
    }
  }
#endif
