import InputRules

// Judgements with no state kept, for platforms that ask about whole texts (AppKit's formatters).
extension TextInputDriver {
  /// Judges a change a platform proposes as a whole new text, with no state kept (AppKit's
  /// `NSFormatter.isPartialStringValid`): `original` is the field before, `proposed` after. The
  /// announcement is told with `messages`.
  public static func judgeProposedText(
    _ proposed: PlatformSnapshot, original: PlatformSnapshot, rule: Rule,
    kind: EditKind = .unspecified, messages: ReasonMessages = ReasonMessages()
  ) -> PlatformDecision {
    // Only the selection moved: nothing to judge.
    if proposed.text == original.text { return .nothingToDo }
    var driver = TextInputDriver(rule: rule, messages: messages)
    // Judged from the original as it is: the original text is not judged on its own (only when
    // the change is refused, since the field then shows it).
    var base = original
    base.marked = nil
    return driver.told(driver.judgeChange(from: base.fieldState, to: proposed, kind: kind))
  }

  /// The value of a complete text, with no state kept (AppKit's
  /// `NSFormatter.getObjectValue(_:for:errorDescription:)`, asked when editing ends): the rule's
  /// commit runs first (normalizing, completing a unique start of an option), and its value is
  /// `.success(value)`, or `.success(nil)` for empty text. Text the commit could only revert
  /// (incomplete or invalid: there is no last valid value to go back to here) fails with the
  /// reason the text is not valid, so the control can keep editing and say why.
  public static func value(ofCompleteText text: String, rule: Rule) -> Result<Rule.Value?, Reason> {
    let committed = rule.commit(text, lastValidValue: nil).text
    let evaluation = rule.evaluate(committed)
    if evaluation.validity == .valid, let value = evaluation.value { return .success(value) }
    let original = rule.evaluate(text)
    if original.validity == .empty { return .success(nil) }
    return .failure(
      original.reason ?? evaluation.reason
        ?? Reason(.incomplete, Reason.Facts("entry.notComplete")))
  }
}
