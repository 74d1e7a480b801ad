/// A text rule's values: the text is its own value, in the field's case.
extension TextRule {
  /// The value converted to the field's case as typing converts it (`abc` shows as `ABC` in an
  /// upper-case field); otherwise as it is: the text is its own value.
  public func displayText(for value: String) -> String { convertedAsTyped(value) }

  /// `caseConverted`: the value's letters were converted to the field's case, as typing them
  /// would convert them.
  public func reason(settingValue value: String, shows shown: String) -> Reason {
    Reason(
      .caseConverted,
      Reason.Facts(
        letterCase == .lower ? "text.convertedToLowerCase" : "text.convertedToUpperCase"))
  }

  /// The value as it is: a text rule's canonical form is the text.
  public func canonicalString(for value: String) -> String { value }

  /// The string converted to the rule's case as typing converts it, character by character
  /// (`abc` is `ABC` in an upper-case field), and otherwise as it is, without judging it:
  /// `evaluate` says whether the rule accepts it. So a program setting a value from a string
  /// (`FieldAction.setValue(canonical:)`) gets what typing it would show, not a refusal.
  public func value(fromCanonical string: String) -> String? { convertedAsTyped(string) }
}
