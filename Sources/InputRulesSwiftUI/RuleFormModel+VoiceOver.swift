#if canImport(SwiftUI) && (!os(Linux) || INPUTRULES_STAND_INS)
  // The compile checks on Linux choose the path macOS or watchOS would.
  #if os(watchOS) || INPUTRULES_WATCHOS_STAND_INS
    import InputRules

    extension RuleFormModel {
      /// watchOS: nothing is announced (focus moves to the field to fix).
      static func announceToVoiceOver(_ message: String, in language: Language) {}
    }
  #elseif canImport(UIKit) && !INPUTRULES_MACOS_STAND_INS
    import InputRules
    import UIKit

    extension RuleFormModel {
      /// Asks VoiceOver to announce `message` with a voice for `language`.
      static func announceToVoiceOver(_ message: String, in language: Language) {
        let spoken = NSAttributedString(
          string: message, attributes: [.accessibilitySpeechLanguage: language.identifier])
        UIAccessibility.post(notification: .announcement, argument: spoken)
      }
    }
  #elseif canImport(AppKit)
    import AppKit
    import InputRules

    extension RuleFormModel {
      /// Asks VoiceOver to announce `message` on behalf of the main window, with a voice for
      /// `language`.
      static func announceToVoiceOver(_ message: String, in language: Language) {
        guard let window = NSApplication.shared.mainWindow else { return }
        let spoken = NSAttributedString(
          string: message, attributes: [.accessibilityLanguage: language.identifier])
        NSAccessibility.post(
          element: window, notification: .announcementRequested,
          userInfo: [
            .announcement: spoken, .priority: NSAccessibilityPriorityLevel.high.rawValue,
          ])
      }
    }
  #else
    import InputRules

    extension RuleFormModel {
      /// Nothing to announce with.
      static func announceToVoiceOver(_ message: String, in language: Language) {}
    }
  #endif
#endif
