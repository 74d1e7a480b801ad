import InputRules

/// A field of any rule with a label: an `InputField` under the rule wrapped (`AnyInputRule`), so
/// a form can hold fields of different rules in one list.
public struct TerminalField: Sendable {
  /// The field's name on screen.
  public var label: String
  /// A sentence shown on the hint line while the field has nothing else to say.
  public var help: String
  /// What is still to type after a text, drawn dimmed after the text in the field's box (a
  /// mask's remaining slots: `+1 (___) ___-____`) and never part of the text; `nil` for none.
  public var placeholder: (@Sendable (String) -> String)?
  /// A message about the field from outside its rule, drawn on a line of its own under the
  /// field until it is set to `nil`: what the form the field is in says of it (a departure
  /// before the arrival, a required field left empty). The field's own refusals and reasons
  /// stay on the hint line.
  public var note: String?
  private var field: InputField<AnyInputRule>
  /// Whether the rule's value is text, read when the field was made: a field without a value
  /// has no value to ask.
  private let holdsText: Bool

  /// A field under `rule`, empty or showing `value`. `placeholder` gives the hint drawn after
  /// the text (see `placeholder`).
  public init<R: InputRule>(
    _ label: String, rule: R, value: R.Value? = nil, help: String = "",
    placeholder: (@Sendable (String) -> String)? = nil
  ) {
    self.label = label
    self.help = help
    self.placeholder = placeholder
    // A rule already wrapped keeps its values as they are, not wrapped a second time.
    let wrapped = AnyInputRule(rule)
    let erased = value.map { ($0 as? AnyInputRule.Value) ?? AnyInputRule.Value($0) }
    self.field = InputField(rule: wrapped, value: erased)
    self.holdsText = Self.valueIsText(wrapped.base)
  }

  /// Whether a rule's values are text (the wrapped rule's, for a rule already wrapped).
  private static func valueIsText<R: InputRule>(_ rule: R) -> Bool { R.Value.self == String.self }

  /// The field model under the label: for code that reads a field whole (a form's verdict
  /// takes its judgement from it).
  public var inputField: InputField<AnyInputRule> { field }
  public var state: FieldState { field.state }
  public var text: String { field.text }
  public var validity: Validity { field.validity }
  /// Why the text is not valid, when it is not.
  public var invalidReason: Reason? { field.invalidReason }
  /// The typed value's canonical string (the last valid value while the text is not valid), or
  /// `nil` when there is none.
  public var valueDescription: String? { field.value.map { field.rule.canonicalString(for: $0) } }
  /// Whether the value is text, so it can be shown in quotes.
  public var valueIsText: Bool { holdsText }
  /// The placeholder hint for the text now; empty when there is none.
  public var placeholderText: String { placeholder?(text) ?? "" }

  /// The typed value, when it is of type `V`.
  public func value<V>(as type: V.Type = V.self) -> V? { field.value?.as(type) }

  /// Performs one action through the field model (`InputField.perform(_:)`) and returns the
  /// engine's result.
  @discardableResult
  public mutating func perform(_ action: FieldAction) -> EditResult {
    field.perform(action)
  }
}
