#if canImport(SwiftUI) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesForms
  import InputRulesPlatform
  import SwiftUI

  /// A form of `RuleField`s for SwiftUI: each field's value and rule, the rules between the
  /// fields (`RuleForm`), the field with the keyboard focus, the reason to show under
  /// each field, and a submit that gives the values or moves focus to the field to fix.
  ///
  ///     @StateObject private var booking = RuleFormModel(
  ///       bookingForm, rules: ["arrival": dayRule, "departure": dayRule])
  ///
  ///     RuleField("Arrival", field: "arrival", in: booking)
  ///     RuleFormReason(booking, field: "arrival")
  ///     RuleField("Departure", field: "departure", in: booking)
  ///       .onSubmit { book() }
  ///     RuleFormReason(booking, field: "departure")
  ///
  ///     func book() {
  ///       guard case .success(let values) = booking.submit() else { return }  // focus moved
  ///       send(values)                             // canonical strings by field name
  ///     }
  ///
  /// `RuleField(_:field:in:)` binds a field to the model: its value, status and rule, its focus
  /// (`focus` names the focused field), and Return, which moves to the next field, and submits
  /// in the last one (`returnPressed(in:)`; a field's own `onSubmit(_:)` replaces it). The
  /// parts are public too (`binding(for:)`, `status(for:)`, `rule(for:)`), for fields built
  /// otherwise; such a field is judged from its status and value, and never moves on by itself.
  ///
  /// Which reasons are shown, and when: a field's invalid or missing value once the user has left
  /// it, a rule between fields once every field it reads was left, everything after a submit, and
  /// a key the field refused until the next key. An error another field fixes (a departure
  /// before the arrival) clears the moment that field changes. A field whose
  /// `FormField.advancesWhenComplete` is set moves focus on when a key typed at its end completes
  /// it and the next field is empty.
  @MainActor
  public final class RuleFormModel: ObservableObject, FormHost {
    /// The form's logic: its state, the focus, the verdicts.
    public let coordinator: FormCoordinator
    /// The field with the keyboard focus, by name, or `nil`. Bind fields to it with
    /// `focused(_:equals:)` (`RuleField(_:field:in:)` does), or mirror it to a `@FocusState`.
    /// Setting it moves the focus; the field it leaves shows its errors from then on.
    @Published public var focus: String? {
      didSet { focusDidChange(from: oldValue) }
    }
    /// The value each field shows, by name (a field whose text is empty, incomplete or invalid
    /// has none).
    @Published public private(set) var values: [String: AnyInputRule.Value] = [:]
    /// Runs when Return in the last field submits the form and it can be submitted, with the
    /// canonical value of every field that has one, by field name.
    public var onSubmit: (([String: String]) -> Void)?
    /// Each field's status, as its `RuleField` reports it.
    @Published private var statuses: [InputStatus]
    /// Changes when the form's verdicts change, so that views reading them are drawn again.
    @Published private var revision = 0
    private let rules: [AnyInputRule]
    /// The fields made with `RuleField(_:field:in:)`, which report to the form themselves.
    private var linked: Set<Int> = []
    private var publishIsScheduled = false

    /// A model of `form`, with the rule of each of its fields by name (every field needs one).
    /// Reasons are told by `messages`: by default in the language the app is shown in, with the
    /// digits of the user's locale.
    public init(
      _ form: RuleForm, rules: [String: any InputRule],
      messages: ReasonMessages? = nil
    ) {
      coordinator = FormCoordinator(
        form: form,
        messages: messages
          ?? ReasonMessages(
            language: Language(Bundle.main.preferredLocalizations.first ?? "en")
              .writingDigits(of: Locale.current.identifier)))
      self.rules = form.fields.map { field in
        guard let rule = rules[field.name] else {
          preconditionFailure("RuleFormModel: no rule for \"\(field.name)\"")
        }
        return AnyInputRule(rule)
      }
      statuses = Array(repeating: InputStatus(), count: form.fields.count)
      coordinator.host = self
    }

    /// The form.
    public var form: RuleForm { coordinator.form }

    /// How reasons are told, under the fields and to VoiceOver.
    public var messages: ReasonMessages {
      get { coordinator.messages }
      set {
        coordinator.messages = newValue
        revision &+= 1
      }
    }

    // MARK: Fields

    /// The rule of the field named `name`.
    public func rule(for name: String) -> AnyInputRule { rules[index(of: name)] }

    /// The value of the field named `name`, for `RuleField`'s `value:`. Setting it from the app
    /// shows the value in the field.
    public func binding(for name: String) -> Binding<AnyInputRule.Value?> {
      let index = index(of: name)
      return Binding(
        get: { @MainActor [weak self] in self?.values[name] ?? nil },
        set: { @MainActor [weak self] value in
          self?.values[name] = value
          self?.judgeFromBindings(index)
        })
    }

    /// The status of the field named `name`, for `RuleField`'s `status:`: a field built without
    /// `RuleField(_:field:in:)` is judged from it and its value.
    public func status(for name: String) -> Binding<InputStatus> {
      let index = index(of: name)
      return Binding(
        get: { @MainActor [weak self] in self?.statuses[index] ?? InputStatus() },
        set: { @MainActor [weak self] status in
          self?.statuses[index] = status
          self?.judgeFromBindings(index)
        })
    }

    /// Whether the form can be submitted now: every field valid, or empty and not required.
    public var canSubmit: Bool { coordinator.canSubmit }

    /// The verdict of the field named `name`, at every moment.
    public func verdict(of name: String) -> FieldVerdict {
      coordinator.verdict(of: index(of: name))
    }

    /// The reason to show under the field named `name` now, or `nil`: a key the field refused
    /// (until the next key), otherwise the form's verdict once it is time to show it.
    public func shownReason(for name: String) -> Reason? {
      let index = index(of: name)
      let status = statuses[index]
      if !status.isComposing, status.lastEditWasRejected, let reason = status.lastEditReason {
        return reason
      }
      return coordinator.shownReason(of: index)
    }

    // MARK: Return and submitting

    /// Return in the field named `name`: focus moves to the next field; in the last one the
    /// form is submitted (`onSubmit` runs when it can be).
    public func returnPressed(in name: String) {
      if case .submitted(.success(let values)) = coordinator.returnPressed(
        inField: index(of: name))
      {
        onSubmit?(values)
      }
    }

    /// Submits: every error is shown from now on. Returns the canonical value of every field
    /// that has one, by field name, or the first field to fix, to which focus moves, its reason
    /// announced to VoiceOver.
    @discardableResult
    public func submit() -> Result<[String: String], FormFieldToFix> {
      coordinator.submit()
    }

    // MARK: FormHost

    /// Moves the focus to field `index` (or away from every field).
    public func focusField(_ index: Int?) {
      let name = index.map { form.fields[$0].name }
      if focus != name { focus = name }
    }

    /// Draws the views reading the verdicts again, after the view update in progress: a field
    /// reports from inside one when its parent gives it a value or a rule.
    public func formDidChange(_ change: FormChange) {
      guard !publishIsScheduled else { return }
      publishIsScheduled = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        self.publishIsScheduled = false
        self.revision &+= 1
      }
    }

    /// Announces the reason of the field to fix to VoiceOver.
    public func announce(_ message: String, in language: Language) {
      Self.announceToVoiceOver(message, in: language)
    }

    // MARK: Inside

    /// The index of the field named `name`.
    func index(of name: String) -> Int {
      guard let index = form.index(of: name) else {
        preconditionFailure("RuleFormModel: the form has no field \"\(name)\"")
      }
      return index
    }

    /// Links the field at `index` to the form: it reports itself from now on.
    func link(_ index: Int) -> FormLink {
      linked.insert(index)
      return FormLink(coordinator: coordinator, index: index)
    }

    private func judgeFromBindings(_ index: Int) {
      guard !linked.contains(index) else { return }
      let status = statuses[index]
      let value = values[form.fields[index].name]
      coordinator.fieldDidChange(
        index,
        judgement: FieldJudgement(
          status.validity, value: value.map(rules[index].canonicalString(for:)),
          reason: status.validity == .valid ? nil : status.invalidReason))
    }

    private func focusDidChange(from old: String?) {
      if let name = focus, let index = form.index(of: name) {
        coordinator.fieldDidBeginEditing(index)
      } else if let old, let index = form.index(of: old) {
        coordinator.fieldDidEndEditing(index)
      }
    }
  }

  /// A field's link to its form: which form, and which field of it.
  struct FormLink {
    let coordinator: FormCoordinator
    let index: Int
  }
#endif
