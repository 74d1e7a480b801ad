#if os(watchOS) || INPUTRULES_WATCHOS_STAND_INS
  import InputRules
  import InputRulesPlatform
  import SwiftUI

  /// `RuleField` where neither UIKit nor AppKit exists (watchOS): SwiftUI's `TextField` (or
  /// `SecureField`). The text the rule makes of an edit is written back in `onChange(of:)`, after
  /// the text field has taken the user's text, never inside the binding's setter, whose write a
  /// `TextField` ignores while it is being edited. SwiftUI gives no selection here, so the caret
  /// is the platform's, and no marked text, so a composition is judged as it changes. A value
  /// the parent sets is shown; a new rule needs a new `.id(_:)`. Focus is SwiftUI's own, so
  /// `focused` binds the focus state to the text field.
  struct TextFieldRuleField<Rule: InputRule>: View {
    let field: RuleField<Rule>
    let messages: ReasonMessages
    @State private var text = ""
    @State private var driver: TextInputDriver<Rule>?

    var body: some View {
      entry
        .autocorrectionDisabled(
          field.suggestsKeyboard
            && KeyboardSuggestion.suggested(for: field.rule).autocorrection == .no
        )
        .onAppear { appear() }
        .onRuleValueChange(of: text) { newText in textChanged(newText) }
        .onRuleValueChange(of: field.value.wrappedValue) { value in valueSetOutside(value) }
        .onSubmit { submit() }
        .layingOut(FieldDirection.of(field.rule))
    }

    @ViewBuilder private var entry: some View {
      if field.isSecure {
        SecureField(field.placeholder, text: $text)
      } else {
        TextField(field.placeholder, text: $text)
      }
    }

    private func appear() {
      var driver = TextInputDriver(rule: field.rule, value: field.value.wrappedValue)
      driver.messages = messages
      text = driver.text
      self.driver = driver
      field.status?.wrappedValue = driver.status
      reportToForm(driver)
    }

    /// Tells the form the field is in how it stands after a change the user did not type.
    private func reportToForm(_ driver: TextInputDriver<Rule>) {
      if let link = field.formLink {
        link.coordinator.fieldDidChange(link.index, judgement: driver.judgement)
      }
    }

    private func textChanged(_ newText: String) {
      guard var driver, newText != driver.text else { return }
      _ = driver.textDidChange(PlatformSnapshot(text: newText))
      self.driver = driver
      if text != driver.text { text = driver.text }
      publish(driver)
    }

    /// The parent set a value the field does not show: shown formatted by the rule.
    private func valueSetOutside(_ value: Rule.Value?) {
      guard var driver, value != shownValue(of: driver) else { return }
      _ = driver.setValue(value)
      self.driver = driver
      if text != driver.text { text = driver.text }
      if let status = field.status, status.wrappedValue != driver.status {
        status.wrappedValue = driver.status
      }
      reportToForm(driver)
    }

    private func submit() {
      guard var driver else { return }
      _ = driver.editingDidEnd(PlatformSnapshot(text: driver.text))
      self.driver = driver
      if text != driver.text { text = driver.text }
      publish(driver)
      field.submit?()
    }

    private func shownValue(of driver: TextInputDriver<Rule>) -> Rule.Value? {
      driver.status.validity == .valid ? driver.value : nil
    }

    private func publish(_ driver: TextInputDriver<Rule>) {
      if let link = field.formLink { link.coordinator.fieldDidChange(link.index, driver) }
      let shown = shownValue(of: driver)
      if field.value.wrappedValue != shown { field.value.wrappedValue = shown }
      if let status = field.status, status.wrappedValue != driver.status {
        status.wrappedValue = driver.status
      }
    }
  }

  extension View {
    /// Left to right for a rule that forces it (a mask), even in a right-to-left interface;
    /// otherwise as the environment says.
    @ViewBuilder
    fileprivate func layingOut(_ direction: FieldDirection) -> some View {
      switch direction {
      case .leftToRight: self.environment(\.layoutDirection, .leftToRight)
      case .interface: self
      }
    }

    /// `onChange(of:)` with the API the OS has.
    @ViewBuilder
    fileprivate func onRuleValueChange<V: Equatable>(
      of value: V, perform action: @escaping (V) -> Void
    ) -> some View {
      if #available(watchOS 10.0, *) {
        onChange(of: value) { _, newValue in action(newValue) }
      } else {
        onChange(of: value, perform: action)
      }
    }
  }
#endif
