#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesPlatform
  import UIKit

  /// A text field that accepts only what its rule accepts.
  ///
  /// Set a rule in code, or the simple rules in Interface Builder (maximum length, allowed and
  /// excluded characters). Set the field's `delegate` as usual: it receives every delegate call,
  /// with a final veto on each change. Subclasses add their own check by overriding
  /// `check(_:)`.
  ///
  ///     let field = RuleTextField()
  ///     field.rule = TextRule.allowing(.digits).maximumLength(6)
  ///     field.onChange = { field in field.textColor = field.status.isAcceptable ? .label : .red }
  ///     field.addAction(UIAction { _ in save(field.validValue(as: String.self)) }, for: .valueChanged)
  ///
  /// Like other controls it sends `.valueChanged` when the user changes its value: the value of
  /// the text it shows (`validValue`, `nil` while the text is incomplete), not on every key, and
  /// not for the program's own changes. A program that sets `text` clears the field's undo history, whose steps would
  /// name ranges of the old text. Number, decimal and phone pads have no Return key, so the field
  /// puts a Done button above them (`addsDoneButton`) unless the app set its own accessory.
  ///
  /// Being a subclass, it sees what a delegate cannot: an input method setting marked text (so
  /// not even the first keystroke of a composition is judged), `unmarkText()` committing it, and
  /// Paste.
  @MainActor
  open class RuleTextField: UITextField {
    /// The rule set in code. When it is a `TextRule`, the inspectable limits are added to it;
    /// another rule is used as it is.
    public var rule: (any InputRule)? {
      didSet { ruleDidChange() }
    }

    /// The longest text accepted, in characters; 0 for no limit.
    @IBInspectable public var maxLength: Int = 0 {
      didSet { ruleDidChange() }
    }

    /// The only characters accepted; empty to accept all.
    @IBInspectable public var allowedCharacters: String = "" {
      didSet { ruleDidChange() }
    }

    /// Characters refused even when allowed.
    @IBInspectable public var excludedCharacters: String = "" {
      didSet { ruleDidChange() }
    }

    /// Whether setting the rule sets the keyboard and traits it suggests. Turn it off to keep
    /// your own.
    @IBInspectable public var suggestsKeyboard: Bool = true {
      didSet { ruleDidChange() }
    }

    /// Whether a Done button is put above keyboards without a Return key (the number, decimal
    /// and phone pads) while the app has no `inputAccessoryView` of its own. Done asks the
    /// delegate's `textFieldShouldReturn(_:)` as Return would, and ends editing unless it says
    /// no.
    @IBInspectable public var addsDoneButton: Bool = true {
      didSet { updateDoneButton() }
    }

    /// Called after every change the rule agreed with, and when editing begins or ends.
    public var onChange: ((RuleTextField) -> Void)?

    /// The delegate that applies the rule; the app's delegate is its `forwardee`.
    public let ruleDelegate: RuleTextFieldDelegate<AnyInputRule>

    public override init(frame: CGRect) {
      ruleDelegate = RuleTextFieldDelegate(rule: AnyInputRule(TextRule()))
      super.init(frame: frame)
      setUpRule()
    }

    public required init?(coder: NSCoder) {
      ruleDelegate = RuleTextFieldDelegate(rule: AnyInputRule(TextRule()))
      super.init(coder: coder)
      setUpRule()
    }

    /// The app's delegate. It receives every delegate call; the rule's delegate stands in front
    /// of it.
    open override var delegate: (any UITextFieldDelegate)? {
      get { super.delegate }
      set {
        if newValue === ruleDelegate {
          super.delegate = newValue
        } else {
          ruleDelegate.forwardee = newValue
          super.delegate = ruleDelegate
        }
      }
    }

    /// The text; setting it is a program change, taken as it is.
    open override var text: String? {
      didSet {
        if !ruleDelegate.coordinator.driver.isApplyingReplacement {
          isProgramChange = true
          defer { isProgramChange = false }
          ruleDelegate.coordinator.textWasSetByProgram()
        }
      }
    }

    /// The rule in force: the code rule, with the inspectable limits when it is a `TextRule`.
    public var effectiveRule: AnyInputRule { ruleDelegate.coordinator.rule }

    /// How the field stands, for styling.
    public var status: InputStatus { ruleDelegate.status }

    /// How the reasons VoiceOver announces are told: in which language (the announcement carries
    /// it, so a voice for it reads it), with the app's own wording first. By default, the
    /// language the app is shown in, with the digits of the user's locale.
    ///
    ///     field.messages = ReasonMessages(language: Language("de_DE"))
    public var messages: ReasonMessages {
      get { ruleDelegate.messages }
      set { ruleDelegate.messages = newValue }
    }

    /// The rule's value for the text (the last valid one while the text is incomplete).
    public var value: AnyInputRule.Value? { ruleDelegate.value }

    /// The value as the rule's value type.
    public func value<Value>(as type: Value.Type) -> Value? { value?.as(type) }

    /// Shows a value formatted by the rule. Returns the refusal when the rule would not show it
    /// as valid text.
    @discardableResult
    public func setValue<Value: Equatable & Sendable>(_ value: Value?) -> EditResult {
      isProgramChange = true
      defer { isProgramChange = false }
      return ruleDelegate.setValue(value.map { AnyInputRule.Value($0) })
    }

    /// The value of the text the field shows: the rule's value when the text is valid, `nil`
    /// while it is empty, incomplete or invalid. What a Save button should read (`value` keeps
    /// the last valid value while the user is still typing). `.valueChanged` is sent when it
    /// changes.
    public var validValue: AnyInputRule.Value? {
      status.validity == .valid ? value : nil
    }

    /// `validValue` as the rule's value type.
    public func validValue<Value>(as type: Value.Type) -> Value? { validValue?.as(type) }

    /// A final check after the rule, before the app's delegate. Subclasses override it to refuse
    /// a change the rule accepted; a reason given is announced to VoiceOver.
    open func check(_ change: ProposedChange) -> ChangeApproval {
      .approve
    }

    // MARK: What only a subclass sees

    open override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
      ruleDelegate.coordinator.willSetMarkedText()
      super.setMarkedText(markedText, selectedRange: selectedRange)
      ruleDelegate.coordinator.textDidChange()
    }

    open override func unmarkText() {
      super.unmarkText()
      ruleDelegate.coordinator.textDidChange()
    }

    open override func paste(_ sender: Any?) {
      ruleDelegate.coordinator.willPaste()
      super.paste(sender)
      ruleDelegate.coordinator.didPaste()
    }

    // MARK: Set-up

    private func setUpRule() {
      ruleDelegate.check = { [weak self] change in self?.check(change) ?? .approve }
      ruleDelegate.onChange = { [weak self] _ in
        guard let self else { return }
        self.onChange?(self)
        self.sendValueChangedIfNeeded()
      }
      ruleDelegate.attach(to: self)
      sentValue = validValue
      updateDoneButton()
    }

    /// The valid value `.valueChanged` was last sent for (or the program set).
    private var sentValue: AnyInputRule.Value?
    /// Whether the program is changing the text: controls send no actions for that.
    private var isProgramChange = false

    /// Sends `.valueChanged` when the user changed the valid value, as other controls do:
    /// a program's change (`text`, `setValue`) is taken without a send.
    private func sendValueChangedIfNeeded() {
      let current = validValue
      guard current != sentValue else { return }
      sentValue = current
      if !isProgramChange { sendActions(for: .valueChanged) }
    }

    // MARK: Done button

    /// The Done bar this field put up, so that an accessory of the app's own is never replaced.
    private var doneBar: UIView?

    private func updateDoneButton() {
      #if (os(iOS) && !targetEnvironment(macCatalyst)) || INPUTRULES_STAND_INS
        // The keyboard the field has (the rule's, or the app's own), on a phone: an iPad's
        // number keyboards have a Return key.
        let padKeyboards: [UIKeyboardType] = [.numberPad, .decimalPad, .phonePad]
        let wanted =
          addsDoneButton && padKeyboards.contains(keyboardType)
          && UIDevice.current.userInterfaceIdiom == .phone
        if wanted, inputAccessoryView == nil {
          let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
          bar.items = [
            .flexibleSpace(),
            UIBarButtonItem(
              systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.doneTapped() }),
          ]
          bar.sizeToFit()
          doneBar = bar
          inputAccessoryView = bar
        } else if !wanted, let doneBar, inputAccessoryView === doneBar {
          inputAccessoryView = nil
          self.doneBar = nil
        } else {
          return
        }
        if isFirstResponder { reloadInputViews() }
      #endif
    }

    /// Done does what Return does: the delegate may keep editing going (moving to the next field
    /// itself, say); otherwise editing ends, which commits the text.
    private func doneTapped() {
      guard ruleDelegate.textFieldShouldReturn(self) else { return }
      sendActions(for: .editingDidEndOnExit)
      resignFirstResponder()
    }

    private func ruleDidChange() {
      // Interface Builder's limits narrow a text rule set in code; they never widen it.
      var textRule = rule as? TextRule ?? TextRule()
      if maxLength > 0 { textRule = textRule.combined(with: .maximumLength(maxLength)) }
      if !allowedCharacters.isEmpty {
        textRule = textRule.combined(with: .allowing(allowedCharacters))
      }
      if !excludedCharacters.isEmpty {
        textRule = textRule.combined(with: .excluding(excludedCharacters))
      }
      let effective: AnyInputRule
      if let rule, !(rule is TextRule) {
        effective = AnyInputRule(rule)
      } else {
        effective = AnyInputRule(textRule)
      }
      ruleDelegate.suggestsKeyboard = suggestsKeyboard
      ruleDelegate.setRule(effective)
      updateDoneButton()
    }
  }
#endif
