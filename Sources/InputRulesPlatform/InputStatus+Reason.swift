import InputRules

extension InputStatus {
  /// The reason to show the user now, or `nil`: the last edit's, when it was refused or changed
  /// (until the next edit); otherwise an invalid text's; an incomplete text's only when
  /// `includingIncomplete` (a text being typed is incomplete until its last key, which is not
  /// an error, until the user leaves the field or submits). Nothing while an input method
  /// composes.
  public func shownReason(includingIncomplete: Bool = false) -> Reason? {
    if isComposing { return nil }
    if let lastEditReason { return lastEditReason }
    switch validity {
    case .invalid: return invalidReason
    case .incomplete: return includingIncomplete ? invalidReason : nil
    default: return nil
    }
  }
}
