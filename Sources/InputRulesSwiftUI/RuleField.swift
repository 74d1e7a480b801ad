#if canImport(SwiftUI) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesPlatform
  import SwiftUI
  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif

  /// A text field bound to a typed value under a rule. The binding is updated on every accepted
  /// keystroke (with the last valid value while the text is incomplete, `nil` once emptied), not
  /// only on submit; `status` tells how the text stands, for styling.
  ///
  ///     @State private var age: Int?
  ///     @State private var ageStatus = InputStatus()
  ///
  ///     RuleField("Age", value: $age, rule: ageRule, status: $ageStatus)
  ///       .foregroundStyle(ageStatus.isAcceptable ? .primary : Color.red)
  ///       .focused($focus, equals: .age)
  ///       .onSubmit { save() }
  ///
  /// The view is a `TextField`, so the app's own modifiers (focus, keyboard, submit, styles) apply
  /// to it. Where the OS has `TextSelection` (iOS 18, macOS 15, visionOS 2) the caret is kept
  /// where the rule puts it; elsewhere the platform places it.
  ///
  /// VoiceOver announces why an edit was refused in the language of the environment's `locale`,
  /// with a voice for that language; `reasonMessages(_:)` sets another language or the app's own
  /// wording.
  @MainActor
  public struct RuleField<Rule: InputRule>: View {
    private let title: String
    @Binding private var value: Rule.Value?
    private let status: Binding<InputStatus>?
    private let suggestsKeyboard: Bool
    @State private var model: RuleFieldModel<Rule>
    @Environment(\.reasonMessages) private var appMessages
    @Environment(\.locale) private var locale

    /// A field showing `value` under `rule`. `suggestsKeyboard` sets the keyboard and traits the
    /// rule suggests; turn it off to set your own.
    public init(
      _ title: String, value: Binding<Rule.Value?>, rule: Rule,
      status: Binding<InputStatus>? = nil, suggestsKeyboard: Bool = true
    ) {
      self.title = title
      self._value = value
      self.status = status
      self.suggestsKeyboard = suggestsKeyboard
      self._model = State(
        initialValue: RuleFieldModel(driver: TextInputDriver(rule: rule, value: value.wrappedValue))
      )
    }

    public var body: some View {
      field
        .onSubmit { submit() }
        .onRuleValueChange(of: value) { newValue in valueChangedOutside(newValue) }
        .suggestingKeyboard(suggestsKeyboard ? model.driver.keyboardSuggestion : nil)
        .layingOut(FieldDirection.of(model.driver.rule))
    }

    private var field: AnyView {
      #if !os(tvOS) && !os(watchOS)
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
          return AnyView(TextField(text: text, selection: selection, prompt: nil) { Text(title) })
        }
      #endif
      return AnyView(TextField(title, text: text))
    }

    private var text: Binding<String> {
      Binding(
        get: { @MainActor in model.driver.text },
        set: { @MainActor newText in textChanged(newText) })
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    private var selection: Binding<TextSelection?> {
      Binding(
        get: { @MainActor in model.textSelection },
        set: { @MainActor newSelection in selectionChanged(newSelection) })
    }

    /// How reasons are told: the app's, or in the language of the field's locale.
    private var messages: ReasonMessages {
      appMessages ?? ReasonMessages(language: Language(locale.identifier))
    }

    // MARK: Changes

    private func textChanged(_ newText: String) {
      var model = self.model
      model.driver.messages = messages
      let decision = model.driver.textDidChange(PlatformSnapshot(text: newText))
      model.selection =
        decision.replacement?.selection.offsets ?? model.driver.field.state.selection
      model.revision += 1
      self.model = model
      finish(decision)
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    private func selectionChanged(_ newSelection: TextSelection?) {
      var model = self.model
      let text = model.driver.text
      guard let newSelection, case .selection(let range) = newSelection.indices,
        range.upperBound <= text.endIndex
      else { return }
      let lower = text.utf16.distance(from: text.startIndex, to: range.lowerBound)
      let upper = text.utf16.distance(from: text.startIndex, to: range.upperBound)
      let snapshot = PlatformSnapshot(text: text, selection: PlatformRange(lower..<upper))
      let fix = model.driver.selectionDidChange(snapshot)
      model.selection = fix?.offsets ?? lower..<upper
      self.model = model
    }

    private func submit() {
      var model = self.model
      model.driver.messages = messages
      let decision = model.driver.editingDidEnd(PlatformSnapshot(text: model.driver.text))
      model.selection = decision.replacement?.selection.offsets ?? model.selection
      model.revision += 1
      self.model = model
      finish(decision)
    }

    private func valueChangedOutside(_ newValue: Rule.Value?) {
      guard newValue != model.driver.value else { return }
      var model = self.model
      _ = model.driver.setValue(newValue)
      model.selection = nil
      model.revision += 1
      self.model = model
      status?.wrappedValue = model.driver.status
    }

    /// Pushes the value and status out and announces what the rule refused.
    private func finish(_ decision: PlatformDecision) {
      if let message = decision.announcement {
        announce(message, in: decision.announcementLanguage ?? messages.language)
      }
      if model.driver.value != value { value = model.driver.value }
      if let status, status.wrappedValue != model.driver.status {
        status.wrappedValue = model.driver.status
      }
    }

    /// Asks VoiceOver to read `message` with a voice for `language`: an attributed string whose
    /// `.accessibilitySpeechLanguage` is the language's BCP 47 tag.
    private func announce(_ message: String, in language: Language) {
      #if canImport(UIKit) && !os(watchOS)
        let spoken = NSAttributedString(
          string: message, attributes: [.accessibilitySpeechLanguage: language.identifier])
        UIAccessibility.post(notification: .announcement, argument: spoken)
      #endif
    }
  }

  extension RuleField {
    /// A field bound to a `Decimal`, for rules whose canonical string is a decimal number (the
    /// number and money rules).
    public init(
      _ title: String, decimal: Binding<Decimal?>, rule: Rule,
      status: Binding<InputStatus>? = nil, suggestsKeyboard: Bool = true
    ) {
      let posix = Locale(identifier: "en_US_POSIX")
      let value = Binding<Rule.Value?>(
        get: { decimal.wrappedValue.flatMap { rule.value(fromCanonical: "\($0)") } },
        set: { newValue in
          decimal.wrappedValue = newValue.flatMap {
            Decimal(string: rule.canonicalString(for: $0), locale: posix)
          }
        })
      self.init(
        title, value: value, rule: rule, status: status, suggestsKeyboard: suggestsKeyboard)
    }
  }

  /// What a `RuleField` keeps between updates: the driver, the selection it last agreed with,
  /// and a revision that changes with every edit, so a refused edit still redraws the field with
  /// the text the rule kept.
  struct RuleFieldModel<Rule: InputRule> {
    var driver: TextInputDriver<Rule>
    var selection: Range<Int>?
    var revision = 0

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    var textSelection: TextSelection? {
      guard let selection else { return nil }
      let text = driver.text
      let safe = text.safeSelection(start: selection.lowerBound, end: selection.upperBound)
      let lower = text.utf16.index(text.utf16.startIndex, offsetBy: safe.lowerBound)
      let upper = text.utf16.index(text.utf16.startIndex, offsetBy: safe.upperBound)
      return TextSelection(range: lower..<upper)
    }
  }

  extension View {
    /// `onChange(of:)` with the API the OS has.
    @ViewBuilder
    func onRuleValueChange<V: Equatable>(
      of value: V, perform action: @escaping (V) -> Void
    ) -> some View {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
        onChange(of: value) { _, newValue in action(newValue) }
      } else {
        onChange(of: value, perform: action)
      }
    }

    /// Left to right for a rule that forces it (a mask), even in a right-to-left interface;
    /// otherwise as the environment says.
    @ViewBuilder
    func layingOut(_ direction: FieldDirection) -> some View {
      switch direction {
      case .leftToRight: self.environment(\.layoutDirection, .leftToRight)
      case .interface: self
      }
    }

    /// The keyboard and traits a rule suggests, where the platform has them.
    @ViewBuilder
    func suggestingKeyboard(_ suggestion: KeyboardSuggestion?) -> some View {
      if let suggestion {
        #if canImport(UIKit) && !os(watchOS)
          // A content type only when the rule names one: the app's own stays otherwise.
          if let content = suggestion.content {
            self.keyboardType(UIKeyboardType.suggested(suggestion.keyboard))
              .autocorrectionDisabled(suggestion.autocorrection == .no)
              .textInputAutocapitalization(TextInputAutocapitalization.suggested(suggestion))
              .textContentType(UITextContentType.suggested(content))
          } else {
            self.keyboardType(UIKeyboardType.suggested(suggestion.keyboard))
              .autocorrectionDisabled(suggestion.autocorrection == .no)
              .textInputAutocapitalization(TextInputAutocapitalization.suggested(suggestion))
          }
        #else
          self.autocorrectionDisabled(suggestion.autocorrection == .no)
        #endif
      } else {
        self
      }
    }
  }

  #if canImport(UIKit) && !os(watchOS)
    extension UIKeyboardType {
      fileprivate static func suggested(_ kind: KeyboardKind) -> UIKeyboardType {
        switch kind {
        case .default: .default
        case .asciiCapable: .asciiCapable
        case .numberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .numbersAndPunctuation: .numbersAndPunctuation
        case .emailAddress: .emailAddress
        case .url: .URL
        }
      }
    }

    extension UITextContentType {
      fileprivate static func suggested(_ content: ContentHint) -> UITextContentType {
        switch content {
        case .oneTimeCode: .oneTimeCode
        case .creditCardNumber: .creditCardNumber
        case .telephoneNumber: .telephoneNumber
        }
      }
    }

    extension TextInputAutocapitalization {
      fileprivate static func suggested(_ suggestion: KeyboardSuggestion)
        -> TextInputAutocapitalization?
      {
        switch suggestion.capitalization {
        case .default: nil
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
      }
    }
  #endif
#endif
