#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesPlatform
  import UIKit

  /// Puts a rule on any `UITextField` without subclassing it: becomes the field's delegate,
  /// applies the rule, and forwards every `UITextFieldDelegate` call to the app's own delegate,
  /// which also gets a final veto on each change (it is asked about the change exactly as it will
  /// be made).
  ///
  ///     let rule = RuleTextFieldDelegate(rule: TextRule.allowing(.digits).maximumLength(6))
  ///     rule.attach(to: codeField)       // codeField's existing delegate keeps working
  ///     rule.onChange = { field in submitButton.isEnabled = field.status.validity == .valid }
  ///
  /// The field keeps the object alive once attached. Set the field's delegate before attaching;
  /// afterwards, set `forwardee` instead (assigning `delegate` would detach the rule).
  @MainActor
  public final class RuleTextFieldDelegate<Rule: InputRule>: NSObject, UITextFieldDelegate {
    /// The app's own delegate, which receives every call.
    public weak var forwardee: (any UITextFieldDelegate)?
    /// Runs the rule's driver for the field.
    public let coordinator: TextFieldCoordinator<Rule>
    /// An extra check after the rule (a subclass's own rule), before the app's delegate.
    public var check: ((ProposedChange) -> ChangeApproval)?
    /// Called after every change the rule agreed with, and when editing begins or ends.
    public var onChange: ((RuleTextFieldDelegate<Rule>) -> Void)?
    /// Whether attaching sets the keyboard and traits the rule suggests.
    public var suggestsKeyboard = true

    private var host: UIKitTextFieldHost?
    private weak var field: UITextField?
    /// The layout direction set for a rule that forces left to right, and the field's own.
    private var direction = DirectionOverride<UISemanticContentAttribute, NSTextAlignment>(
      leftToRight: .forceLeftToRight, naturalAlignment: .natural, leftAlignment: .left)

    public init(rule: Rule, caretPolicy: CaretPolicy = .free) {
      coordinator = TextFieldCoordinator(
        rule: rule, caretPolicy: caretPolicy, messages: ReasonMessages(language: .ofApp))
      super.init()
      coordinator.onChange = { [weak self] _ in
        guard let self else { return }
        self.onChange?(self)
      }
    }

    /// How the reasons VoiceOver announces are told: in which language, with the app's own
    /// wording first (see `ReasonMessages`). A reason is facts, not a sentence, so it can be told
    /// in the user's language; the announcement carries that language, so a voice for it reads
    /// it. By default, the language the app is shown in (its localization the user prefers),
    /// with the digits of the user's locale.
    public var messages: ReasonMessages {
      get { coordinator.messages }
      set { coordinator.messages = newValue }
    }

    /// The value of the text (the last valid one while the text is incomplete).
    public var value: Rule.Value? { coordinator.value }
    /// How the field stands, for styling.
    public var status: InputStatus { coordinator.status }

    /// Becomes `field`'s delegate; its current delegate becomes `forwardee`. The field keeps this
    /// object alive from then on.
    public func attach(to field: UITextField) {
      if let current = field.delegate, current !== self { forwardee = current }
      let host = UIKitTextFieldHost(field)
      self.host = host
      self.field = field
      coordinator.host = host
      field.delegate = self
      // The action holds this object strongly: the field keeps it alive.
      field.addAction(UIAction { _ in self.coordinator.textDidChange() }, for: .editingChanged)
      if suggestsKeyboard { field.applyKeyboardSuggestion(coordinator.driver.keyboardSuggestion) }
      applyDirection(to: field)
      coordinator.textWasSetByProgram()
    }

    /// The program sets the value; the field shows it formatted by the rule. Returns the refusal
    /// when the rule would not show that value as valid text.
    @discardableResult
    public func setValue(_ value: Rule.Value?) -> EditResult {
      coordinator.setValue(value)
    }

    /// Replaces the rule; the text is kept and judged under the new rule.
    public func setRule(_ rule: Rule) {
      coordinator.setRule(rule)
      if suggestsKeyboard, let field {
        field.applyKeyboardSuggestion(coordinator.driver.keyboardSuggestion)
      }
      if let field { applyDirection(to: field) }
    }

    /// Lays the field out left to right when the rule forces it (a mask), even in a
    /// right-to-left interface; gives the field's own settings back when a later rule does not.
    private func applyDirection(to field: UITextField) {
      let current = DirectionSettings(
        direction: field.semanticContentAttribute, alignment: field.textAlignment)
      guard
        let settings = direction.update(for: FieldDirection.of(coordinator.rule), current: current)
      else { return }
      field.semanticContentAttribute = settings.direction
      field.textAlignment = settings.alignment
    }

    // MARK: Changes

    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      coordinator.shouldChange(
        PlatformRange(location: range.location, length: range.length), replacement: string
      ) { change in
        self.approve(change, in: textField)
      }
    }

    // The iOS 26 SDK (Xcode 26, Swift 6.2) declares the delegate methods that take several
    // ranges; with an older SDK they do not exist, so they are compiled only by Swift 6.2 or later.
    #if compiler(>=6.2)
      @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
      public func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
        replacementString string: String
      ) -> Bool {
        let platformRanges = ranges.map {
          PlatformRange(location: $0.rangeValue.location, length: $0.rangeValue.length)
        }
        return coordinator.shouldChange(platformRanges, replacement: string) { change in
          self.approve(change, in: textField)
        }
      }
    #endif

    /// The extra check, then the app's delegate, asked about the change as it will be made.
    private func approve(_ change: ProposedChange, in textField: UITextField) -> ChangeApproval {
      if let check, case .refuse(let reason) = check(change) { return .refuse(reason) }
      let range = NSRange(location: change.range.location, length: change.range.length)
      var allowed: Bool?
      #if compiler(>=6.2)
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *) {
          allowed = forwardee?.textField?(
            textField, shouldChangeCharactersInRanges: [NSValue(range: range)],
            replacementString: change.replacement)
        }
      #endif
      if allowed == nil {
        allowed = forwardee?.textField?(
          textField, shouldChangeCharactersIn: range, replacementString: change.replacement)
      }
      return allowed ?? true ? .approve : .refuse(nil)
    }

    public func textFieldDidChangeSelection(_ textField: UITextField) {
      coordinator.selectionDidChange()
      forwardee?.textFieldDidChangeSelection?(textField)
    }

    // MARK: Editing

    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      forwardee?.textFieldShouldBeginEditing?(textField) ?? true
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
      coordinator.editingDidBegin()
      forwardee?.textFieldDidBeginEditing?(textField)
    }

    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      forwardee?.textFieldShouldEndEditing?(textField) ?? true
    }

    public func textFieldDidEndEditing(
      _ textField: UITextField, reason: UITextField.DidEndEditingReason
    ) {
      coordinator.editingDidEnd()
      if forwardee?.textFieldDidEndEditing?(textField, reason: reason) == nil {
        forwardee?.textFieldDidEndEditing?(textField)
      }
    }

    public func textFieldShouldClear(_ textField: UITextField) -> Bool {
      forwardee?.textFieldShouldClear?(textField) ?? true
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      forwardee?.textFieldShouldReturn?(textField) ?? true
    }

    // MARK: Edit menu (forwarded; `nil` presents the system menu)

    // tvOS has no edit menu: UIKit declares these delegate methods for iOS, Mac Catalyst and
    // visionOS only.
    #if !os(tvOS)
      public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange,
        suggestedActions: [UIMenuElement]
      ) -> UIMenu? {
        forwardee?.textField?(
          textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions) ?? nil
      }

      #if compiler(>=6.2)
        @available(iOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
        public func textField(
          _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue],
          suggestedActions: [UIMenuElement]
        ) -> UIMenu? {
          if let menu = forwardee?.textField?(
            textField, editMenuForCharactersInRanges: ranges, suggestedActions: suggestedActions)
          {
            return menu
          }
          guard let first = ranges.first else { return nil }
          return forwardee?.textField?(
            textField, editMenuForCharactersIn: first.rangeValue,
            suggestedActions: suggestedActions) ?? nil
        }
      #endif

      public func textField(
        _ textField: UITextField,
        willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
      ) {
        forwardee?.textField?(textField, willPresentEditMenuWith: animator)
      }

      public func textField(
        _ textField: UITextField,
        willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
      ) {
        forwardee?.textField?(textField, willDismissEditMenuWith: animator)
      }
    #endif
  }
#endif
