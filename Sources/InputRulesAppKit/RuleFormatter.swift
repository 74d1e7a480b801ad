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
  /// values.
  open class RuleFormatter<Rule: InputRule>: Formatter {
    /// The rule enforced.
    public let rule: Rule
    /// Whether refusals and dropped input are announced to VoiceOver.
    public var announcesChanges = true

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
      if let value = obj as? Rule.Value { return rule.displayText(for: value) }
      if let string = obj as? String { return string }
      return nil
    }

    /// The rule's value for a complete text, after the rule's commit (normalizing, completing);
    /// `nil` for empty text. Incomplete and invalid text fail with the rule's reason (see
    /// `TextInputDriver.value(ofCompleteText:rule:)`).
    open override func getObjectValue(
      _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
      errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
    ) -> Bool {
      switch TextInputDriver.value(ofCompleteText: string, rule: rule) {
      case .success(let value):
        obj?.pointee = value.map { $0 as AnyObject }
        return true
      case .failure(let reason):
        error?.pointee = NSString(string: reason.message)
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
        rule: rule)
      if announcesChanges, let message = decision.announcement {
        // AppKit asks formatters on the main thread.
        MainActor.assumeIsolated { NSAccessibility.announce(message, for: nil) }
      }
      guard let replacement = decision.replacement else { return true }
      if decision.result?.outcome == .rejected {
        error?.pointee = decision.reason.map { NSString(string: $0.message) }
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
      guard let element = element ?? NSApplication.shared.mainWindow else { return }
      NSAccessibility.post(
        element: element, notification: .announcementRequested,
        userInfo: [
          .announcement: message,
          .priority: NSAccessibilityPriorityLevel.high.rawValue,
        ])
    }
  }
#endif
