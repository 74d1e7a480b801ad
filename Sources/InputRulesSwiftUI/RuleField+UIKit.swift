#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !INPUTRULES_MACOS_STAND_INS
  #if !INPUTRULES_WATCHOS_STAND_INS
    #if !os(Linux) || INPUTRULES_STAND_INS
      import InputRules
      import InputRulesPlatform
      import SwiftUI
      import UIKit
      #if INPUTRULES_STAND_INS
        import InputRulesUIKitCheck
      #else
        import InputRulesUIKit
      #endif

      /// `RuleField` on UIKit: a `RuleTextField`, with a `BoundField` between it and the
      /// bindings.
      struct UIKitRuleField<Rule: InputRule>: UIViewRepresentable {
        let field: RuleField<Rule>
        let messages: ReasonMessages

        func makeCoordinator() -> UIKitRuleFieldCoordinator<Rule> {
          UIKitRuleFieldCoordinator(field: field)
        }

        func makeUIView(context: Context) -> RuleTextField {
          let view = RuleTextField()
          view.suggestsKeyboard = field.suggestsKeyboard
          view.rule = field.rule
          view.messages = messages
          view.placeholder = field.placeholder
          view.accessibilityLabel = field.title
          view.isSecureTextEntry = field.isSecure
          view.font = UIFont.preferredFont(forTextStyle: .body)
          view.adjustsFontForContentSizeCategory = true
          // As wide as SwiftUI proposes, not as wide as the text.
          view.setContentHuggingPriority(.defaultLow, for: .horizontal)
          view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
          context.coordinator.attach(view, value: field.value.wrappedValue)
          return view
        }

        func updateUIView(_ view: RuleTextField, context: Context) {
          let coordinator = context.coordinator
          coordinator.update(field, view: view) {
            if view.placeholder != field.placeholder { view.placeholder = field.placeholder }
            if view.accessibilityLabel != field.title { view.accessibilityLabel = field.title }
            if view.isSecureTextEntry != field.isSecure { view.isSecureTextEntry = field.isSecure }
            view.messages = messages
          }
          let hasFocus = view.isFirstResponder
          if let change = BoundField<Rule>.focusChange(
            hasFocus: hasFocus, parentWantsFocus: field.focus?.isWanted())
          {
            // Not during the update: becoming first responder calls back into the bindings.
            Task { @MainActor in
              switch change {
              case .take: view.becomeFirstResponder()
              case .give: view.resignFirstResponder()
              }
            }
          }
        }

        static func dismantleUIView(
          _ view: RuleTextField, coordinator: UIKitRuleFieldCoordinator<Rule>
        ) {
          view.onChange = nil
          // Editing that ends as the view goes away writes nothing to the parent's bindings.
          view.delegate = nil
        }

        func sizeThatFits(
          _ proposal: ProposedViewSize, uiView view: RuleTextField, context: Context
        ) -> CGSize? {
          let natural = view.intrinsicContentSize
          return CGSize(width: proposal.width ?? natural.width, height: natural.height)
        }
      }

      /// The app-side delegate of a `RuleField`'s `RuleTextField` (its rule delegate stands in
      /// front and forwards every call): focus, Return, and the bindings.
      @MainActor
      final class UIKitRuleFieldCoordinator<Rule: InputRule>: NSObject, UITextFieldDelegate {
        private(set) var field: RuleField<Rule>
        /// The rule the view was last given, to tell a new one from the same one.
        private var rule: Rule
        private var bound: BoundField<AnyInputRule>?
        private let writes = DeferredWrites()

        init(field: RuleField<Rule>) {
          self.field = field
          self.rule = field.rule
        }

        func attach(_ view: RuleTextField, value: Rule.Value?) {
          view.delegate = self
          if let value { view.setValue(value) }
          bound = BoundField(
            coordinator: view.ruleDelegate.coordinator, value: value.map(AnyInputRule.Value.init))
          view.onChange = { [weak self] _ in self?.fieldChanged() }
          if let link = field.formLink {
            link.coordinator.follow(view.ruleDelegate.coordinator, asField: link.index)
          }
          // The status of a pre-filled field, once the view is made.
          writes.schedule { [weak self] in self?.writeBindings() }
        }

        /// The parent's view was updated: its rule, value and settings are taken.
        func update(_ field: RuleField<Rule>, view: RuleTextField, settings: () -> Void) {
          self.field = field
          writes.whileUpdating {
            settings()
            if !BoundField<Rule>.sameRule(field.rule, rule) {
              rule = field.rule
              view.rule = field.rule
            }
            bound?.parentGave(value: field.value.wrappedValue.map(AnyInputRule.Value.init))
          }
        }

        private func fieldChanged() {
          writes.request { [weak self] in self?.writeBindings() }
        }

        private func writeBindings() {
          guard let bound else { return }
          let changes = bound.changes()
          if let value = changes.value {
            field.value.wrappedValue = value.flatMap { $0.as(Rule.Value.self) }
          }
          if let status = changes.status, let binding = field.status {
            binding.wrappedValue = status
          }
        }

        // MARK: UITextFieldDelegate (called through the rule delegate)

        func textFieldDidBeginEditing(_ textField: UITextField) {
          field.focus?.set(true)
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
          field.focus?.set(false)
        }

        /// Return (or Done) ends editing, which commits, then submits.
        /// Return (or Done) runs the submit action, then ends editing (which commits) unless
        /// the action moved focus to another field: resigning first would drop the keyboard and
        /// bring it back for the next field.
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
          field.submit?()
          Task { @MainActor in
            if textField.isFirstResponder, self.field.focus?.isWanted() != true {
              textField.resignFirstResponder()
            }
          }
          return false
        }
      }
    #endif
  #endif
#endif
