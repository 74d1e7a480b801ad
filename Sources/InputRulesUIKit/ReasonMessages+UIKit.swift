#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import UIKit

  extension Language {
    /// The language the app is shown in (the first of its localizations the user prefers), with
    /// the digits of the user's locale: a UIKit field has no locale of its own.
    static var ofApp: Language {
      Language(Bundle.main.preferredLocalizations.first ?? "en")
        .writingDigits(of: Locale.current.identifier)
    }
  }

  extension UIAccessibility {
    /// Asks VoiceOver to announce `message`, told in `language`, with a voice for that language:
    /// the sentence is an attributed string whose `.accessibilitySpeechLanguage` is the
    /// language's BCP 47 tag.
    @MainActor static func announce(_ message: String, in language: Language) {
      let spoken = NSAttributedString(
        string: message, attributes: [.accessibilitySpeechLanguage: language.identifier])
      UIAccessibility.post(notification: .announcement, argument: spoken)
    }
  }
#endif
