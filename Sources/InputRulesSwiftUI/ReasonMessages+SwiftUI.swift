#if canImport(SwiftUI) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import SwiftUI

  extension EnvironmentValues {
    /// How the `RuleField`s in this view tell the reasons VoiceOver announces: in which
    /// language, with the app's own wording first; `nil` (the default) tells them in the
    /// language of the environment's `locale`. Set it with `reasonMessages(_:)`.
    public var reasonMessages: ReasonMessages? {
      get { self[ReasonMessagesKey.self] }
      set { self[ReasonMessagesKey.self] = newValue }
    }
  }

  private struct ReasonMessagesKey: EnvironmentKey {
    static let defaultValue: ReasonMessages? = nil
  }

  extension View {
    /// Tells the reasons of every `RuleField` in this view with `messages`: in its language
    /// (the announcement carries it, so a voice for it reads it), with the app's own wording
    /// first. Without it, a field tells them in the language of the environment's `locale`.
    ///
    ///     Form { … }
    ///       .reasonMessages(ReasonMessages(language: Language("de_DE")))
    public func reasonMessages(_ messages: ReasonMessages) -> some View {
      environment(\.reasonMessages, messages)
    }
  }
#endif
