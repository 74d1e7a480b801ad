#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || INPUTRULES_STAND_INS)
  import AppKit
  import InputRules
  import InputRulesPlatform

  /// A formatter that judges what the user types through a rule, for any `NSTextField` or cell.
  ///
  ///     field.formatter = RuleFormatter(rule: TextRule.allowing(.digits).maximumLength(6))
  ///
  /// Each partial string is judged as one edit from the original string and selection to the
  /// proposed ones: an accepted edit is let through, a transformed one replaces the text and
  /// selection (the caret stays where the rule put it), a refused one keeps the original text and
  /// reports the reason as the error description (the control passes it to its delegate's
  /// `control(_:didFailToValidatePartialString:errorDescription:)`). Object values are the rule's
  /// values. Error descriptions and VoiceOver announcements are told by `messages`.
  ///
  /// A field left half-filled (an incomplete date, a phone number two digits short) ends
  /// editing with the last valid value, shown as the rule shows it, as a field without a
  /// formatter would: AppKit keeps a field whose formatter fails to give a value in editing
  /// until the app's delegate lets it go, which traps the user in the field. Set
  /// `keepsEditingWhenIncomplete` for that stricter behaviour. The last valid value is the
  /// formatter's own, so give each field its own formatter.
  open class RuleFormatter<Rule: InputRule>: Formatter {
    /// The rule enforced.
    public let rule: Rule
    /// Whether refusals and dropped input are announced to VoiceOver.
    public var announcesChanges = true
    /// Whether a field whose text is incomplete or invalid stays in editing (AppKit's behaviour
    /// when a formatter gives no value) rather than ending with the last valid value.
    public var keepsEditingWhenIncomplete = false
    /// The last value the field showed or was given: what a half-filled field ends editing
    /// with.
    public private(set) var lastValidValue: Rule.Value?
    /// How reasons are told in error descriptions and VoiceOver announcements: in which language
    /// (announcements carry it, so a voice for it reads them), with the app's own wording first
    /// (see `ReasonMessages`). By default, the language the app is shown in (its localization
    /// the user prefers), with the digits of the user's locale.
    public var messages = ReasonMessages(language: .ofApp)

    public init(rule: Rule) {
      self.rule = rule
      super.init()
    }

    /// Formatters with rules are made in code; an archived one cannot be decoded.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The text for a value of the rule (as the rule displays it), or a string as it is.
    open override func string(for obj: Any?) -> String? {
      if let value = obj as? Rule.Value {
        lastValidValue = value
        return rule.displayText(for: value)
      }
      if let string = obj as? String { return string }
      return nil
    }

    /// The rule's value for a complete text, after the rule's commit (normalizing, completing);
    /// `nil` for empty text. Incomplete and invalid text give the last valid value (see the
    /// type's description), or, with `keepsEditingWhenIncomplete`, fail with the rule's reason
    /// (see `TextInputDriver.value(ofCompleteText:rule:)`).
    open override func getObjectValue(
      _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
      errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
    ) -> Bool {
      let ending = FormatterValue.endingEditing(
        string, rule: rule, lastValidValue: lastValidValue,
        keepsEditingWhenIncomplete: keepsEditingWhenIncomplete)
      switch ending {
      case .success(let value):
        lastValidValue = value
        obj?.pointee = value.map { $0 as AnyObject }
        return true
      case .failure(let reason):
        error?.pointee = NSString(string: messages.message(for: reason))
        return false
      }
    }

    /// Judges the change from the original string and selection to the proposed ones.
    open override func isPartialStringValid(
      _ partialStringPtr: AutoreleasingUnsafeMutablePointer<NSString>,
      proposedSelectedRange proposedSelRangePtr: NSRangePointer?,
      originalString origString: String, originalSelectedRange origSelRange: NSRange,
      errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
    ) -> Bool {
      let proposed = partialStringPtr.pointee as String
      let proposedSelection = proposedSelRangePtr.map {
        PlatformRange(location: $0.pointee.location, length: $0.pointee.length)
      }
      let decision = TextInputDriver.judgeProposedText(
        PlatformSnapshot(text: proposed, selection: proposedSelection),
        original: PlatformSnapshot(
          text: origString,
          selection: PlatformRange(location: origSelRange.location, length: origSelRange.length)),
        rule: rule, messages: messages)
      if announcesChanges, let message = decision.announcement {
        let language = decision.announcementLanguage ?? messages.language
        // AppKit asks formatters on the main thread.
        MainActor.assumeIsolated { NSAccessibility.announce(message, in: language, for: nil) }
      }
      guard let replacement = decision.replacement else { return true }
      if decision.result?.outcome == .rejected {
        error?.pointee = decision.reason.map { NSString(string: messages.message(for: $0)) }
        return false
      }
      partialStringPtr.pointee = NSString(string: replacement.resultingText)
      proposedSelRangePtr?.pointee = NSRange(
        location: replacement.selection.location, length: replacement.selection.length)
      return false
    }
  }

  extension NSAccessibility {
    /// Asks VoiceOver to announce a sentence now, on behalf of `element` (or the main window).
    @MainActor static func announce(_ message: String, for element: Any?) {
      announce(message as Any, for: element)
    }

    /// Asks VoiceOver to announce a sentence told in `language` now, on behalf of `element` (or
    /// the main window), with a voice for that language: the sentence is an attributed string
    /// whose `.accessibilityLanguage` is the language's BCP 47 tag.
    @MainActor static func announce(_ message: String, in language: Language, for element: Any?) {
      let spoken = NSAttributedString(
        string: message, attributes: [.accessibilityLanguage: language.identifier])
      announce(spoken as Any, for: element)
    }

    @MainActor private static func announce(_ announcement: Any, for element: Any?) {
      guard let element = element ?? NSApplication.shared.mainWindow else { return }
      NSAccessibility.post(
        element: element, notification: .announcementRequested,
        userInfo: [
          .announcement: announcement,
          .priority: NSAccessibilityPriorityLevel.high.rawValue,
        ])
    }
  }

  extension Language {
    /// The language the app is shown in (the first of its localizations the user prefers), with
    /// the digits of the user's locale: an AppKit field has no locale of its own.
    static var ofApp: Language {
      Language(Bundle.main.preferredLocalizations.first ?? "en")
        .writingDigits(of: Locale.current.identifier)
    }
  }
#endif
