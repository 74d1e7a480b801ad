import InputRules
import InputRulesCodes
import InputRulesDates
import InputRulesMasks
import InputRulesNumbers

/// A field under the rule a spec describes, driven without knowing the rule's type: what a host
/// that cannot open an existential (Embedded Swift, compiled to WebAssembly for a browser) holds.
///
/// `RuleSpec.makeField(in:)` builds the rule exactly as `RuleSpec.makeRule(in:)` does and puts it
/// in an `InputField`; every operation is the field's own, so a field driven through this class
/// decides every action as the `inputrules` command's replay does.
package class SpecField {
  /// Performs an action `count` times as presses of one key (`nil`: once, as it is), as
  /// `InputField.perform(_:)` and `perform(_:times:)` do.
  package func perform(_ action: FieldAction, times count: Int?) -> EditResult {
    preconditionFailure("SpecField is abstract")
  }

  /// The field's state: text, selection and composition.
  package var state: FieldState { preconditionFailure("SpecField is abstract") }

  /// How the rule judges the text.
  package var validity: Validity { preconditionFailure("SpecField is abstract") }

  /// The canonical string of the field's value (the last valid one), or `nil`.
  package var canonicalValue: String? { preconditionFailure("SpecField is abstract") }

  /// What the replay prints about the field besides text, state and value (a card's brand).
  package var details: [(key: String, value: String?)] { [] }

  /// What the rule tells a platform about the expected content.
  package var contentHint: ContentHint? { preconditionFailure("SpecField is abstract") }

  /// Puts the field back into a state it had (an undo), judging its text again.
  package func restore(_ state: FieldState) { preconditionFailure("SpecField is abstract") }
}

/// A `SpecField` under a rule of a known type.
final class TypedSpecField<Rule: InputRule>: SpecField {
  private var field: InputField<Rule>
  private let describe: (Rule, String) -> [(key: String, value: String?)]

  init(
    _ rule: Rule,
    details describe: @escaping (Rule, String) -> [(key: String, value: String?)] = { _, _ in [] }
  ) {
    field = InputField(rule: rule)
    self.describe = describe
  }

  override func perform(_ action: FieldAction, times count: Int?) -> EditResult {
    guard let count else { return field.perform(action) }
    return field.perform(action, times: count)
  }

  override var state: FieldState { field.state }
  override var validity: Validity { field.validity }
  override var canonicalValue: String? { field.value.map { field.rule.canonicalString(for: $0) } }
  override var details: [(key: String, value: String?)] { describe(field.rule, field.text) }
  override var contentHint: ContentHint? { field.rule.contentHint }
  override func restore(_ state: FieldState) { field.restore(state) }
}

extension RuleSpec {
  /// A field under the rule the spec describes, built as `makeRule(in:)` builds it.
  package func makeField(in context: RuleContext) throws(SpecError) -> SpecField {
    switch self {
    case .text(let spec): return TypedSpecField(spec.rule)
    case .integer(let spec): return TypedSpecField(try spec.integerRule(in: context))
    case .decimal(let spec): return TypedSpecField(try spec.decimalRule(in: context))
    case .money(let spec): return TypedSpecField(try spec.rule(in: context, entry: spec.entry))
    case .choice(let spec):
      let rule = try spec.rule
      guard let maxLength = spec.common.maxLength else { return TypedSpecField(rule) }
      return TypedSpecField(
        LengthLimitedRule(base: rule, maxLength: maxLength, unit: spec.common.lengthUnit))
    case .mask(let spec): return TypedSpecField(try spec.rule)
    case .oneTimeCode(let spec): return TypedSpecField(try spec.rule)
    case .iban: return TypedSpecField(IBANRule())
    case .date(let spec):
      return TypedSpecField(try spec.rule(format: try spec.pattern(in: context)))
    case .card(let spec):
      return TypedSpecField(spec.rule, details: { rule, text in rule.replayDetails(of: text) })
    }
  }
}
