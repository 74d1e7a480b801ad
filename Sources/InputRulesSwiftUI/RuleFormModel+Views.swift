#if canImport(SwiftUI) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesForms
  import InputRulesPlatform
  import SwiftUI

  extension RuleField where Rule == AnyInputRule {
    /// The field named `name` of `model`'s form, titled by a localized string: its value,
    /// status and rule are the model's, its focus is `model.focus`, and Return moves to the next
    /// field (in the last one, submits: `RuleFormModel.returnPressed(in:)`). Apply
    /// `onSubmit(_:)` after it to do something else on Return (submit with your own action, in
    /// the last field). Applying `focused(_:equals:)` after it binds the focus to that instead
    /// of to the model.
    public init(
      _ title: LocalizedStringResource, field name: String, in model: RuleFormModel,
      prompt: LocalizedStringResource? = nil
    ) {
      self.init(
        verbatim: String(localized: title), field: name, in: model,
        prompt: prompt.map { String(localized: $0) })
    }

    /// The field named `name` of `model`'s form, titled by a string shown as it is (see
    /// `init(_:field:in:prompt:)`).
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title, field name: String, in model: RuleFormModel, prompt: String? = nil
    ) {
      self.init(verbatim: String(title), field: name, in: model, prompt: prompt)
    }

    init(verbatim title: String, field name: String, in model: RuleFormModel, prompt: String?) {
      self.init(
        verbatim: title, value: model.binding(for: name), rule: model.rule(for: name),
        prompt: prompt, status: model.status(for: name), suggestsKeyboard: true)
      let focus = Binding<String?>(
        get: { @MainActor [weak model] in model?.focus ?? nil },
        set: { @MainActor [weak model] name in model?.focus = name })
      self = focused(focus, equals: name)
      submit = { [weak model] in model?.returnPressed(in: name) }
      formLink = model.link(model.index(of: name))
    }
  }

  /// The reason to show under a field of a `RuleFormModel`, as a line of text the app styles;
  /// nothing when there is nothing to show (see `RuleFormModel.shownReason(for:)`):
  ///
  ///     RuleField("Departure", field: "departure", in: booking)
  ///     RuleFormReason(booking, field: "departure")
  ///       .font(.footnote)
  ///       .foregroundStyle(.red)
  ///
  /// Told by the environment's `reasonMessages` when set, otherwise by the model's `messages`.
  /// It is ordinary text, so VoiceOver reaches it after the field.
  public struct RuleFormReason: View {
    @ObservedObject private var model: RuleFormModel
    private let field: String
    @Environment(\.reasonMessages) private var appMessages

    /// The reason to show under the field named `field` of `model`'s form.
    public init(_ model: RuleFormModel, field: String) {
      self.model = model
      self.field = field
    }

    public var body: some View {
      if let reason = model.shownReason(for: field) {
        Text(verbatim: (appMessages ?? model.messages).message(for: reason))
      }
    }
  }
#endif
