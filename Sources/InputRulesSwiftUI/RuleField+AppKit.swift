#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
  #if !INPUTRULES_WATCHOS_STAND_INS
    #if !canImport(UIKit) || INPUTRULES_MACOS_STAND_INS
      import AppKit
      import InputRules
      import InputRulesPlatform
      import SwiftUI
      #if INPUTRULES_STAND_INS
        import InputRulesAppKitCheck
      #else
        import InputRulesAppKit
      #endif

      /// `RuleField` on AppKit: an `NSTextField` (an `NSSecureTextField` for a secure field)
      /// with a `RuleTextFieldDelegate`, and a `BoundField` between it and the bindings.
      struct AppKitRuleField<Rule: InputRule>: NSViewRepresentable {
        let field: RuleField<Rule>
        let messages: ReasonMessages

        func makeCoordinator() -> AppKitRuleFieldCoordinator<Rule> {
          AppKitRuleFieldCoordinator(field: field)
        }

        func makeNSView(context: Context) -> NSTextField {
          let view: NSTextField
          if field.isSecure {
            let secure = FocusReportingSecureTextField()
            secure.onFocus = { [weak coordinator = context.coordinator] in coordinator?.tookFocus()
            }
            view = secure
          } else {
            let plain = FocusReportingTextField()
            plain.onFocus = { [weak coordinator = context.coordinator] in coordinator?.tookFocus() }
            view = plain
          }
          view.placeholderString = field.placeholder
          view.setAccessibilityLabel(field.title)
          view.font = NSFont.preferredFont(forTextStyle: .body)
          view.setContentHuggingPriority(.defaultLow, for: .horizontal)
          context.coordinator.attach(view, value: field.value.wrappedValue, messages: messages)
          return view
        }

        func updateNSView(_ view: NSTextField, context: Context) {
          context.coordinator.update(field, view: view, messages: messages)
          let hasFocus = view.currentEditor() != nil
          if let change = BoundField<Rule>.focusChange(
            hasFocus: hasFocus, parentWantsFocus: field.focus?.isWanted())
          {
            // Not during the update: focus changes call back into the bindings.
            Task { @MainActor in
              switch change {
              case .take: view.window?.makeFirstResponder(view)
              case .give: view.window?.makeFirstResponder(nil)
              }
            }
          }
        }

        func sizeThatFits(
          _ proposal: ProposedViewSize, nsView view: NSTextField, context: Context
        ) -> CGSize? {
          // An editable text field has no intrinsic width (`NSView.noIntrinsicMetric`).
          let natural = view.intrinsicContentSize
          let width = proposal.width ?? (natural.width > 0 ? natural.width : 120)
          return CGSize(width: width, height: natural.height)
        }

        static func dismantleNSView(
          _ view: NSTextField, coordinator: AppKitRuleFieldCoordinator<Rule>
        ) {
          coordinator.detach()
        }
      }

      /// A text field that says when it takes focus: AppKit tells a text field's delegate that
      /// editing began only at the first change of text, not when a click puts the caret in it.
      final class FocusReportingTextField: NSTextField {
        var onFocus: (() -> Void)?

        override func becomeFirstResponder() -> Bool {
          let took = super.becomeFirstResponder()
          if took { onFocus?() }
          return took
        }
      }

      /// `FocusReportingTextField` for secrets.
      final class FocusReportingSecureTextField: NSSecureTextField {
        var onFocus: (() -> Void)?

        override func becomeFirstResponder() -> Bool {
          let took = super.becomeFirstResponder()
          if took { onFocus?() }
          return took
        }
      }

      /// The app-side delegate of a `RuleField`'s text field (the rule delegate stands in front
      /// and forwards every call): focus, Return, and the bindings. It keeps the rule delegate
      /// alive: a text field does not retain its delegate.
      @MainActor
      final class AppKitRuleFieldCoordinator<Rule: InputRule>: NSObject, NSTextFieldDelegate {
        private(set) var field: RuleField<Rule>
        private var rule: Rule
        private var ruleDelegate: RuleTextFieldDelegate<Rule>?
        private var bound: BoundField<Rule>?
        private let writes = DeferredWrites()

        init(field: RuleField<Rule>) {
          self.field = field
          self.rule = field.rule
        }

        func attach(_ view: NSTextField, value: Rule.Value?, messages: ReasonMessages) {
          view.delegate = self
          let ruleDelegate = RuleTextFieldDelegate(rule: field.rule)
          ruleDelegate.messages = messages
          ruleDelegate.attach(to: view)
          if let value { ruleDelegate.setValue(value) }
          self.ruleDelegate = ruleDelegate
          bound = BoundField(coordinator: ruleDelegate.coordinator, value: value)
          ruleDelegate.onChange = { [weak self] _ in self?.fieldChanged() }
          if let link = field.formLink {
            link.coordinator.follow(ruleDelegate.coordinator, asField: link.index)
          }
          writes.schedule { [weak self] in self?.writeBindings() }
        }

        func update(_ field: RuleField<Rule>, view: NSTextField, messages: ReasonMessages) {
          self.field = field
          writes.whileUpdating {
            if view.placeholderString != field.placeholder {
              view.placeholderString = field.placeholder
            }
            ruleDelegate?.messages = messages
            if !BoundField<Rule>.sameRule(field.rule, rule) {
              rule = field.rule
              ruleDelegate?.setRule(field.rule)
            }
            bound?.parentGave(value: field.value.wrappedValue)
          }
        }

        private func fieldChanged() {
          writes.request { [weak self] in self?.writeBindings() }
        }

        private func writeBindings() {
          guard let bound else { return }
          let changes = bound.changes()
          if let value = changes.value { field.value.wrappedValue = value }
          if let status = changes.status, let binding = field.status {
            binding.wrappedValue = status
          }
        }

        /// The field took focus (a click, Tab, or the focus state).
        func tookFocus() {
          field.focus?.set(true)
        }

        /// The view is going away: nothing more reaches the bindings.
        func detach() {
          ruleDelegate?.onChange = nil
          ruleDelegate?.forwardee = nil
        }

        // MARK: NSTextFieldDelegate (called through the rule delegate)

        /// Editing ended (the rule delegate has committed): Return submits.
        func controlTextDidEndEditing(_ notification: Notification) {
          field.focus?.set(false)
          let movement = notification.userInfo?["NSTextMovement"] as? Int
          if movement == NSTextMovement.return.rawValue { field.submit?() }
        }
      }
    #endif
  #endif
#endif
