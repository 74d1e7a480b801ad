#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesForms
  import InputRulesPlatform
  import UIKit

  /// A form of `RuleTextField`s: the rules between the fields (`RuleForm`), Return moving to the
  /// next field, a submit button enabled while the form can be submitted, the reason under each
  /// field when it is time to show it, and a submit that gives the values or moves the keyboard
  /// to the field to fix and announces why.
  ///
  ///     form = RuleFormController(
  ///       booking, fields: ["arrival": arrivalField, "departure": departureField],
  ///       submitButton: bookButton)
  ///     form.reasonLabels = ["arrival": arrivalReason, "departure": departureReason]
  ///     form.onSubmit = { values in book(values) }    // canonical strings by field name
  ///
  /// Keep the controller (a property of the view controller): the fields and the button hold
  /// their actions, not the controller.
  ///
  /// - **Return** moves to the next field (each field's `returnKeyType` is set to `.next`, the
  ///   last one's to `.done`); in the last field it submits. The Done button `RuleTextField`
  ///   puts above number and phone pads does the same. A field whose delegate's
  ///   `textFieldShouldReturn(_:)` says no keeps the keyboard.
  /// - **The submit button** is enabled while every field is valid, or empty and not required
  ///   (`enablesSubmitButton`; set it to `false` to keep the button enabled and let a submit
  ///   show what to fix).
  /// - **Reasons** are shown when people expect them: a field's invalid or missing value once
  ///   the user has left it, a rule between fields (a departure before the arrival) once every
  ///   field it reads was left, everything after a submit. An error that another field fixes
  ///   clears the moment that field changes. A refused key is the field's own: it announces it.
  /// - **Submitting** (the button, Return in the last field, or `submit()`) runs `onSubmit` with
  ///   the values, or makes the first field to fix the first responder and announces its reason
  ///   to VoiceOver.
  /// - **Moving on by itself** is for fields whose `FormField.advancesWhenComplete` is set: a key
  ///   typed at the end that completes the field (a full date, every digit of a code) moves to
  ///   the next field when it is empty.
  @MainActor
  public final class RuleFormController: FormHost {
    /// The form's logic: its state, the focus, the verdicts.
    public let coordinator: FormCoordinator
    /// The text fields, in the form's order.
    public let fields: [RuleTextField]
    /// The button that submits the form.
    public let submitButton: UIControl?
    /// Whether the submit button is enabled only while the form can be submitted.
    public var enablesSubmitButton = true {
      didSet { updateSubmitButton() }
    }
    /// A label under each field (by field name) for its reason: its text is the reason when
    /// there is one to show, and it is hidden otherwise.
    public var reasonLabels: [String: UILabel] = [:] {
      didSet { for index in fields.indices { showReason(of: index) } }
    }
    /// Runs when the form is submitted and can be, with the canonical value of every field that
    /// has one, by field name.
    public var onSubmit: (([String: String]) -> Void)?
    /// Runs when the reason to show under a field changes: the field's name and the reason told
    /// by `messages` (`nil`: nothing to show). For reasons shown otherwise than in
    /// `reasonLabels`.
    public var onReasonChange: ((_ field: String, _ message: String?) -> Void)?

    /// A controller of `form` on `fields`, one `RuleTextField` for each field of the form, by
    /// name, with `submitButton` submitting it. Each field's rule is its own (set it before or
    /// after); the form adds what lies between them.
    public init(_ form: RuleForm, fields: [String: RuleTextField], submitButton: UIControl? = nil) {
      coordinator = FormCoordinator(form: form, messages: ReasonMessages(language: .ofApp))
      self.fields = form.fields.map { field in
        guard let textField = fields[field.name] else {
          preconditionFailure("RuleFormController: no text field for \"\(field.name)\"")
        }
        return textField
      }
      self.submitButton = submitButton
      coordinator.host = self
      for (index, field) in self.fields.enumerated() {
        field.returnKeyType = index == self.fields.count - 1 ? .done : .next
        coordinator.follow(field.ruleDelegate.coordinator, asField: index)
        field.addAction(
          UIAction { [weak self] _ in self?.returnPressed(inField: index) },
          for: .editingDidEndOnExit)
      }
      submitButton?.addAction(
        UIAction { [weak self] _ in self?.submit() }, for: .primaryActionTriggered)
      updateSubmitButton()
    }

    /// How reasons are told, under the fields and to VoiceOver. By default, the language the app
    /// is shown in, with the digits of the user's locale.
    public var messages: ReasonMessages {
      get { coordinator.messages }
      set {
        coordinator.messages = newValue
        for index in fields.indices { showReason(of: index) }
      }
    }

    /// Whether the form can be submitted: every field valid, or empty and not required.
    public var canSubmit: Bool { coordinator.canSubmit }

    /// The reason to show under the field named `name` now, told by `messages`, or `nil`.
    public func reason(for name: String) -> String? {
      coordinator.form.index(of: name).flatMap(coordinator.shownMessage(of:))
    }

    /// Submits: runs `onSubmit` with the values, or moves the keyboard to the first field to
    /// fix and announces its reason. Returns what it did.
    @discardableResult
    public func submit() -> Result<[String: String], FormFieldToFix> {
      let result = coordinator.submit()
      if case .success(let values) = result { onSubmit?(values) }
      return result
    }

    private func returnPressed(inField index: Int) {
      if case .submitted(.success(let values)) = coordinator.returnPressed(inField: index) {
        onSubmit?(values)
      }
    }

    // MARK: FormHost

    /// Makes field `index` the first responder (or ends editing in every field).
    public func focusField(_ index: Int?) {
      guard let index else {
        for field in fields where field.isFirstResponder { field.resignFirstResponder() }
        return
      }
      let field = fields[index]
      guard field.isFirstResponder else {
        field.becomeFirstResponder()
        return
      }
      // The field to fix is the one Return was pressed in: UIKit ends its editing once the
      // Return action has run, so it takes the keyboard back on the next turn.
      Task { @MainActor in
        if !field.isFirstResponder { field.becomeFirstResponder() }
      }
    }

    /// Enables the submit button and shows the reasons as the form says.
    public func formDidChange(_ change: FormChange) {
      if change.canSubmitChanged { updateSubmitButton() }
      for index in change.shownVerdicts { showReason(of: index) }
    }

    /// Announces a sentence to VoiceOver, with a voice for `language`.
    public func announce(_ message: String, in language: Language) {
      UIAccessibility.announce(message, in: language)
    }

    private func updateSubmitButton() {
      submitButton?.isEnabled = !enablesSubmitButton || coordinator.canSubmit
    }

    private func showReason(of index: Int) {
      let name = coordinator.form.fields[index].name
      let message = coordinator.shownMessage(of: index)
      if let label = reasonLabels[name] {
        label.text = message
        label.isHidden = message == nil
      }
      onReasonChange?(name, message)
    }
  }
#endif
