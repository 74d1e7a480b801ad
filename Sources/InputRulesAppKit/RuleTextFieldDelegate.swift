#if canImport(AppKit) && !targetEnvironment(macCatalyst) && (!os(Linux) || INPUTRULES_STAND_INS)
  import AppKit
  import InputRules
  import InputRulesPlatform

  /// Puts a rule on any `NSTextField`: becomes its delegate, judges every change the field editor
  /// reports, and forwards every `NSTextFieldDelegate` call to the app's own delegate.
  ///
  ///     let rule = RuleTextFieldDelegate(rule: TextRule.allowing(.digits).maximumLength(6))
  ///     rule.attach(to: codeField)       // codeField's existing delegate keeps working
  ///
  /// AppKit tells a text field's delegate about a change after the field editor made it
  /// (`controlTextDidChange(_:)`), so the rule judges it then and corrects the text through the
  /// field editor (`shouldChangeText(in:replacementString:)`, `replaceCharacters(in:with:)`,
  /// `didChangeText()`), which keeps undo working. Nothing is judged while an input method has
  /// marked text. Keep a reference to this object: a text field does not retain its delegate.
  @MainActor
  public final class RuleTextFieldDelegate<Rule: InputRule>: NSObject, NSTextFieldDelegate {
    /// The app's own delegate, which receives every call.
    public weak var forwardee: (any NSTextFieldDelegate)?
    /// Runs the rule's driver for the field.
    public let coordinator: TextFieldCoordinator<Rule>
    /// Called after every change the rule agreed with, and when editing begins or ends.
    public var onChange: ((RuleTextFieldDelegate<Rule>) -> Void)?

    private var host: AppKitTextFieldHost?
    /// The writing direction set for a rule that forces left to right, and the field's own.
    private var direction = DirectionOverride<NSWritingDirection, NSTextAlignment>(
      leftToRight: .leftToRight, naturalAlignment: .natural, leftAlignment: .left)

    public init(rule: Rule) {
      coordinator = TextFieldCoordinator(rule: rule, messages: ReasonMessages(language: .ofApp))
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

    /// Becomes `field`'s delegate; its current delegate becomes `forwardee`.
    public func attach(to field: NSTextField) {
      if let current = field.delegate, current !== self { forwardee = current }
      let host = AppKitTextFieldHost(field)
      self.host = host
      coordinator.host = host
      field.delegate = self
      field.applyContentHint(coordinator.rule.contentHint)
      applyDirection(to: field)
      coordinator.textWasSetByProgram()
    }

    /// Replaces the rule; the text is kept and judged under the new rule, and the field's
    /// content type and direction follow it.
    public func setRule(_ rule: Rule) {
      coordinator.setRule(rule)
      guard let field = host?.field else { return }
      field.applyContentHint(rule.contentHint)
      applyDirection(to: field)
    }

    /// Writes the field's text left to right when the rule forces it (a mask), even in a
    /// right-to-left interface.
    private func applyDirection(to field: NSTextField) {
      let current = DirectionSettings(
        direction: field.baseWritingDirection, alignment: field.alignment)
      guard
        let settings = direction.update(for: FieldDirection.of(coordinator.rule), current: current)
      else { return }
      field.baseWritingDirection = settings.direction
      field.alignment = settings.alignment
    }

    /// The program sets the value; the field shows it formatted by the rule.
    @discardableResult
    public func setValue(_ value: Rule.Value?) -> EditResult {
      coordinator.setValue(value)
    }

    // MARK: Editing

    public func controlTextDidBeginEditing(_ obj: Notification) {
      coordinator.editingDidBegin()
      forwardee?.controlTextDidBeginEditing?(obj)
    }

    public func controlTextDidChange(_ obj: Notification) {
      coordinator.textDidChange()
      forwardee?.controlTextDidChange?(obj)
    }

    public func controlTextDidEndEditing(_ obj: Notification) {
      // The field editor may be detached from the field by now: the text committed is the one
      // of the editor the notification carries ("NSFieldEditor"), or else the control's.
      let editor = obj.userInfo?["NSFieldEditor"] as? NSText
      if let text = editor?.string ?? (obj.object as? NSControl)?.stringValue {
        coordinator.editingDidEnd(text: text)
      } else {
        coordinator.editingDidEnd()
      }
      forwardee?.controlTextDidEndEditing?(obj)
    }

    public func control(_ control: NSControl, textShouldBeginEditing fieldEditor: NSText) -> Bool {
      forwardee?.control?(control, textShouldBeginEditing: fieldEditor) ?? true
    }

    public func control(_ control: NSControl, textShouldEndEditing fieldEditor: NSText) -> Bool {
      forwardee?.control?(control, textShouldEndEditing: fieldEditor) ?? true
    }

    // MARK: Formatting and validation

    public func control(
      _ control: NSControl, didFailToFormatString string: String, errorDescription error: String?
    ) -> Bool {
      forwardee?.control?(control, didFailToFormatString: string, errorDescription: error) ?? false
    }

    public func control(
      _ control: NSControl, didFailToValidatePartialString string: String,
      errorDescription error: String?
    ) {
      forwardee?.control?(control, didFailToValidatePartialString: string, errorDescription: error)
    }

    public func control(_ control: NSControl, isValidObject obj: Any?) -> Bool {
      forwardee?.control?(control, isValidObject: obj) ?? true
    }

    // MARK: Key bindings and completion

    public func control(
      _ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector
    ) -> Bool {
      forwardee?.control?(control, textView: textView, doCommandBy: commandSelector) ?? false
    }

    public func control(
      _ control: NSControl, textView: NSTextView, completions words: [String],
      forPartialWordRange charRange: NSRange, indexOfSelectedItem index: UnsafeMutablePointer<Int>
    ) -> [String] {
      forwardee?.control?(
        control, textView: textView, completions: words, forPartialWordRange: charRange,
        indexOfSelectedItem: index) ?? words
    }

    // MARK: Candidates (macOS 10.12.2)

    public func textField(
      _ textField: NSTextField, textView: NSTextView,
      candidatesForSelectedRange selectedRange: NSRange
    ) -> [Any]? {
      forwardee?.textField?(
        textField, textView: textView, candidatesForSelectedRange: selectedRange) ?? nil
    }

    public func textField(
      _ textField: NSTextField, textView: NSTextView, candidates: [NSTextCheckingResult],
      forSelectedRange selectedRange: NSRange
    ) -> [NSTextCheckingResult] {
      forwardee?.textField?(
        textField, textView: textView, candidates: candidates, forSelectedRange: selectedRange)
        ?? candidates
    }

    public func textField(
      _ textField: NSTextField, textView: NSTextView, shouldSelectCandidateAt index: Int
    ) -> Bool {
      forwardee?.textField?(textField, textView: textView, shouldSelectCandidateAt: index) ?? true
    }
  }

  /// An `NSTextField` as the coordinator sees it: while it is being edited, its field editor
  /// (text, selection, marked text, changes with undo); otherwise its string value.
  @MainActor
  final class AppKitTextFieldHost: TextFieldHost {
    weak var field: NSTextField?

    init(_ field: NSTextField) {
      self.field = field
    }

    private var editor: NSTextView? { field?.currentEditor() as? NSTextView }

    var snapshot: PlatformSnapshot {
      if let editor {
        let selection = editor.selectedRanges.first?.rangeValue ?? NSRange(location: 0, length: 0)
        let marked = editor.hasMarkedText() ? editor.markedRange() : nil
        return PlatformSnapshot(
          text: editor.string,
          selection: PlatformRange(location: selection.location, length: selection.length),
          marked: marked.map { PlatformRange(location: $0.location, length: $0.length) })
      }
      return PlatformSnapshot(text: field?.stringValue ?? "")
    }

    func replace(_ range: PlatformRange, with text: String) {
      let nsRange = NSRange(location: range.location, length: range.length)
      if let editor {
        guard editor.shouldChangeText(in: nsRange, replacementString: text) else { return }
        editor.replaceCharacters(in: nsRange, with: text)
        editor.didChangeText()
      } else if let field {
        field.stringValue = (field.stringValue as NSString).replacingCharacters(
          in: nsRange, with: text)
      }
    }

    func setText(_ text: String) {
      if let editor { editor.string = text } else { field?.stringValue = text }
    }

    func select(_ range: PlatformRange) {
      editor?.selectedRanges = [
        NSValue(range: NSRange(location: range.location, length: range.length))
      ]
    }

    /// `didChangeText()` already posted the field editor's notifications.
    func sendChangeNotifications() {}

    func discardUndoHistory() {
      editor?.undoManager?.removeAllActions()
    }

    func announce(_ message: String) {
      NSAccessibility.announce(message, for: field)
    }

    func announce(_ message: String, in language: Language) {
      NSAccessibility.announce(message, in: language, for: field)
    }
  }
#endif
