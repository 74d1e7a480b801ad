#if canImport(SwiftUI) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesPlatform
  import SwiftUI

  /// A text field bound to a typed value under a rule.
  ///
  ///     @State private var phone: PhoneNumber?
  ///     @State private var phoneStatus = InputStatus()
  ///     @FocusState private var focus: Field?
  ///
  ///     RuleField("Phone", value: $phone, rule: PhoneRule(region: "US"), status: $phoneStatus)
  ///       .focused($focus, equals: .phone)
  ///       .onSubmit { focus = .email }
  ///     RuleFieldReason(phoneStatus)
  ///
  /// On iOS, iPadOS, tvOS and visionOS it is a `RuleTextField` (UIKit), on macOS an
  /// `NSTextField` with a `RuleTextFieldDelegate` (AppKit): every key is judged once, by the
  /// same path as those adapters, with the caret where the rule puts it on every OS version and
  /// input-method compositions left alone until they are committed. Only on watchOS, which has
  /// neither, is it SwiftUI's `TextField` (see "watchOS" below).
  ///
  /// **The value** is written on every key that changes it: the value of the text shown, `nil`
  /// while that text is empty, incomplete or invalid (`status` says which), never an older
  /// value the field no longer shows. When focus leaves the field the rule commits the text
  /// (normalizing, completing or reverting it) and the value follows. A value the parent sets is
  /// shown formatted by the rule; a pre-filled field reports its status when it appears.
  ///
  /// **The rule** is taken again when the parent gives a different one (a new country,
  /// currency or card brand): the text is kept and judged under it. Rules are compared with `==`
  /// (every rule of this package is `Equatable`); a rule type that is not `Equatable` is taken
  /// once, so give the field a new `.id(_:)` when such a rule changes.
  ///
  /// **Focus and Return.** Apply `focused(_:equals:)`, `focused(_:)` and `onSubmit(_:)` directly
  /// to the field, before other modifiers: SwiftUI's own versions of them do not reach a UIKit
  /// or AppKit field. Return (or the Done button the field puts above number and phone pads)
  /// ends editing, which commits, then runs the submit action.
  ///
  /// **Titles** are localized strings (`LocalizedStringResource`, so a literal is looked up in
  /// the app's string catalog) or verbatim strings; the title is the placeholder unless a
  /// `prompt` is given, and always the field's accessibility label.
  ///
  /// **watchOS**: SwiftUI's `TextField`, whose text is written back in `onChange` (never in the
  /// binding's setter, which a `TextField` on watchOS 10 ignores); the caret is the platform's,
  /// and a composition is judged as the text changes.
  ///
  /// VoiceOver announces why an edit was refused in the language of the environment's `locale`,
  /// with a voice for that language; `reasonMessages(_:)` sets another language or the app's own
  /// wording. `RuleFieldReason` shows the reason below the field.
  @MainActor
  public struct RuleField<Rule: InputRule>: View {
    let title: String
    let prompt: String?
    let value: Binding<Rule.Value?>
    let rule: Rule
    let status: Binding<InputStatus>?
    let suggestsKeyboard: Bool
    var isSecure = false
    var focus: FieldFocus?
    var submit: (() -> Void)?
    /// The form the field reports to, when it was made from a `RuleFormModel`.
    var formLink: FormLink?
    @Environment(\.reasonMessages) private var appMessages
    @Environment(\.locale) private var locale

    /// A field showing `value` under `rule`, titled by a localized string. `prompt` is the
    /// placeholder, when it is not the title; `status` receives how the text stands;
    /// `suggestsKeyboard` sets the keyboard and traits the rule suggests (turn it off to set
    /// your own).
    public init(
      _ title: LocalizedStringResource, value: Binding<Rule.Value?>, rule: Rule,
      prompt: LocalizedStringResource? = nil, status: Binding<InputStatus>? = nil,
      suggestsKeyboard: Bool = true
    ) {
      self.init(
        verbatim: String(localized: title), value: value, rule: rule,
        prompt: prompt.map { String(localized: $0) }, status: status,
        suggestsKeyboard: suggestsKeyboard)
    }

    /// A field showing `value` under `rule`, titled by a string shown as it is.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title, value: Binding<Rule.Value?>, rule: Rule, prompt: String? = nil,
      status: Binding<InputStatus>? = nil, suggestsKeyboard: Bool = true
    ) {
      self.init(
        verbatim: String(title), value: value, rule: rule, prompt: prompt, status: status,
        suggestsKeyboard: suggestsKeyboard)
    }

    init(
      verbatim title: String, value: Binding<Rule.Value?>, rule: Rule, prompt: String?,
      status: Binding<InputStatus>?, suggestsKeyboard: Bool
    ) {
      self.title = title
      self.prompt = prompt
      self.value = value
      self.rule = rule
      self.status = status
      self.suggestsKeyboard = suggestsKeyboard
    }

    public var body: some View {
      if let bind = focus?.bind { bind(platformField) } else { platformField }
    }

    private var platformField: AnyView {
      // The compile checks on Linux choose the path macOS or watchOS would.
      #if INPUTRULES_WATCHOS_STAND_INS
        AnyView(TextFieldRuleField(field: self, messages: messages))
      #elseif canImport(UIKit) && !os(watchOS) && !INPUTRULES_MACOS_STAND_INS
        AnyView(UIKitRuleField(field: self, messages: messages))
      #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
        AnyView(AppKitRuleField(field: self, messages: messages))
      #else
        AnyView(TextFieldRuleField(field: self, messages: messages))
      #endif
    }

    /// How reasons are told: the app's, or in the language of the field's locale.
    var messages: ReasonMessages {
      appMessages ?? ReasonMessages(language: Language(locale.identifier))
    }

    /// The placeholder: the prompt, or the title.
    var placeholder: String { prompt ?? title }

    // MARK: Modifiers that reach the platform field

    /// Keeps the field's focus and `binding` in step: the field takes focus when `binding`
    /// becomes `value` and gives it up when `binding` becomes another value; a tap sets
    /// `binding` to `value` (and to `nil` when the field loses focus while `binding` is
    /// `value`). Apply it directly to the field: SwiftUI's own `focused(_:equals:)` binds the
    /// state to the view, which this also does, but does not move a UIKit or AppKit field's
    /// keyboard focus.
    public func focused<Value: Hashable>(
      _ binding: FocusState<Value?>.Binding, equals value: Value
    ) -> RuleField {
      var field = self
      field.focus = FieldFocus.naming(
        value, get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 },
        bind: { view in AnyView(view.focused(binding, equals: value)) })
      return field
    }

    /// Keeps the field's focus and `condition` in step (see `focused(_:equals:)`).
    public func focused(_ condition: FocusState<Bool>.Binding) -> RuleField {
      var field = self
      field.focus = FieldFocus(
        isWanted: { condition.wrappedValue },
        set: { focused in condition.wrappedValue = focused },
        bind: { view in AnyView(view.focused(condition)) })
      return field
    }

    /// Keeps the field's focus and an ordinary binding in step, for focus kept in a model
    /// rather than in `@FocusState`: the field takes focus when `binding` becomes `value`, gives
    /// it up when it becomes another value, and sets it when the user taps in or leaves.
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value)
      -> RuleField
    {
      var field = self
      field.focus = FieldFocus.naming(
        value, get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 }, bind: nil)
      return field
    }

    /// Runs `action` when the user presses Return (or Done), after the field has committed its
    /// text and written its value. Apply it directly to the field: SwiftUI's `onSubmit(of:_:)`
    /// does not reach UIKit or AppKit fields.
    public func onSubmit(_ action: @escaping () -> Void) -> RuleField {
      var field = self
      field.submit = action
      return field
    }
  }

  /// A field for secrets under a rule (a PIN, a card's security code): the text is hidden as in
  /// `SecureField`, every key is judged as in `RuleField`.
  @MainActor
  public struct SecureRuleField<Rule: InputRule>: View {
    private let field: RuleField<Rule>

    /// A hidden field showing `value` under `rule`, titled by a localized string.
    public init(
      _ title: LocalizedStringResource, value: Binding<Rule.Value?>, rule: Rule,
      prompt: LocalizedStringResource? = nil, status: Binding<InputStatus>? = nil
    ) {
      var field = RuleField(title, value: value, rule: rule, prompt: prompt, status: status)
      field.isSecure = true
      self.field = field
    }

    /// A hidden field showing `value` under `rule`, titled by a string shown as it is.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title, value: Binding<Rule.Value?>, rule: Rule, prompt: String? = nil,
      status: Binding<InputStatus>? = nil
    ) {
      var field = RuleField(title, value: value, rule: rule, prompt: prompt, status: status)
      field.isSecure = true
      self.field = field
    }

    private init(field: RuleField<Rule>) {
      self.field = field
    }

    public var body: some View { field }

    /// See `RuleField.focused(_:equals:)`.
    public func focused<Value: Hashable>(
      _ binding: FocusState<Value?>.Binding, equals value: Value
    ) -> SecureRuleField {
      SecureRuleField(field: field.focused(binding, equals: value))
    }

    /// See `RuleField.focused(_:)`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> SecureRuleField {
      SecureRuleField(field: field.focused(condition))
    }

    /// See `RuleField.focused(_:equals:)`.
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value)
      -> SecureRuleField
    {
      SecureRuleField(field: field.focused(binding, equals: value))
    }

    /// See `RuleField.onSubmit(_:)`.
    public func onSubmit(_ action: @escaping () -> Void) -> SecureRuleField {
      SecureRuleField(field: field.onSubmit(action))
    }
  }

  /// How a field follows the parent's focus state.
  struct FieldFocus {
    /// Whether the parent's focus state names this field.
    var isWanted: @MainActor () -> Bool
    /// Tells the parent's focus state that the field took or lost focus.
    var set: @MainActor (Bool) -> Void
    /// Binds a `@FocusState` to the view as SwiftUI's `focused` modifier does, so that SwiftUI
    /// knows a view stands for the value; `nil` for an ordinary binding.
    var bind: (@MainActor (AnyView) -> AnyView)?

    /// Focus held as an optional value that names this field with `value`: taking focus sets
    /// it to `value`, losing focus sets it to `nil` only while it still names this field.
    @MainActor static func naming<Value: Hashable>(
      _ value: Value, get: @escaping @MainActor () -> Value?,
      set: @escaping @MainActor (Value?) -> Void, bind: (@MainActor (AnyView) -> AnyView)?
    ) -> FieldFocus {
      FieldFocus(
        isWanted: { get() == value },
        set: { focused in
          if focused {
            set(value)
          } else if get() == value {
            set(nil)
          }
        },
        bind: bind)
    }
  }

  extension RuleField {
    /// A field bound to a `Decimal`, for rules whose canonical string is a decimal number (the
    /// number and money rules).
    public init(
      _ title: LocalizedStringResource, decimal: Binding<Decimal?>, rule: Rule,
      prompt: LocalizedStringResource? = nil, status: Binding<InputStatus>? = nil,
      suggestsKeyboard: Bool = true
    ) {
      self.init(
        verbatim: String(localized: title), value: Self.decimalBinding(decimal, rule: rule),
        rule: rule, prompt: prompt.map { String(localized: $0) }, status: status,
        suggestsKeyboard: suggestsKeyboard)
    }

    /// A field bound to a `Decimal`, titled by a string shown as it is.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title, decimal: Binding<Decimal?>, rule: Rule, prompt: String? = nil,
      status: Binding<InputStatus>? = nil, suggestsKeyboard: Bool = true
    ) {
      self.init(
        verbatim: String(title), value: Self.decimalBinding(decimal, rule: rule), rule: rule,
        prompt: prompt, status: status, suggestsKeyboard: suggestsKeyboard)
    }

    private static func decimalBinding(_ decimal: Binding<Decimal?>, rule: Rule) -> Binding<
      Rule.Value?
    > {
      let posix = Locale(identifier: "en_US_POSIX")
      return Binding<Rule.Value?>(
        get: { decimal.wrappedValue.flatMap { rule.value(fromCanonical: "\($0)") } },
        set: { newValue in
          decimal.wrappedValue = newValue.flatMap {
            Decimal(string: rule.canonicalString(for: $0), locale: posix)
          }
        })
    }
  }
#endif
