import InputRules

/// What a formatter-based field (AppKit's `RuleFormatter`) gives as its value when editing ends.
public enum FormatterValue {
  /// The value of `text` when editing ends: the rule's value of the complete text (after its
  /// commit), `nil` for empty text. For incomplete or invalid text, `lastValidValue`, so the
  /// field ends editing showing it, unless `keepsEditingWhenIncomplete`, which fails with the
  /// rule's reason (AppKit then keeps the field in editing).
  public static func endingEditing<Rule: InputRule>(
    _ text: String, rule: Rule, lastValidValue: Rule.Value?, keepsEditingWhenIncomplete: Bool
  ) -> Result<Rule.Value?, Reason> {
    let complete = TextInputDriver.value(ofCompleteText: text, rule: rule)
    guard case .failure = complete, !keepsEditingWhenIncomplete else { return complete }
    return .success(lastValidValue)
  }
}
