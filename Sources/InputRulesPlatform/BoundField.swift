import InputRules

/// A rule field whose value, status, rule and focus are owned by someone else: SwiftUI's
/// bindings, given again on every update of the view. `RuleField` keeps one per field; the
/// decisions it makes are here, so that they are tested without SwiftUI.
///
/// The bound value is the value of the text the field shows: `nil` while that text is empty,
/// incomplete or invalid (the status says which), never an older value the field no longer
/// shows. A user who shortens a phone number by two digits and taps Save, with the keyboard
/// still up, saves no number rather than the old one.
///
/// Two ways round, and neither may undo the other:
/// - **The user edits.** After each change the coordinator agreed with, `changes()` says what to
///   write to the bindings: the value when it differs from the one last written, the status when
///   it differs from the one last written. Nothing is written for the value while an input
///   method composes.
/// - **The parent updates the view** (SwiftUI's `updateUIView`), with the binding's value, the
///   rule and the focus it wants. A value is taken only when the parent changed it itself: it
///   differs from the one last written (the field's own write coming back does not set the text
///   again, which would move the caret) and from the one the field shows. A rule is taken only
///   when it is a different rule (see
///   `sameRule(_:_:)`); the field's text is kept and judged again under it.
@MainActor
public final class BoundField<Rule: InputRule> {
  /// The coordinator of the platform field.
  public let coordinator: TextFieldCoordinator<Rule>
  /// The value last written to the binding (or read from it).
  public private(set) var writtenValue: Rule.Value?
  /// The status last written to the binding, `nil` before the first.
  public private(set) var writtenStatus: InputStatus?
  /// The text the field showed when it took the parent's value, until the user changes it: a
  /// value the field cannot show as valid (a stored number that is too short) is not replaced
  /// by `nil` before the user edits.
  private var textAsGiven: String?

  /// Follows `coordinator`, whose field already shows `value`.
  public init(coordinator: TextFieldCoordinator<Rule>, value: Rule.Value?) {
    self.coordinator = coordinator
    self.writtenValue = value
    self.textAsGiven = coordinator.driver.text
  }

  /// What to write to the bindings now: the value and the status, each only when it differs
  /// from the one last written (so a key that changes neither writes nothing and SwiftUI does not
  /// update the parent). The value is written only once the user has changed the text the
  /// parent's value put there: a value the field cannot show as valid stays the parent's until
  /// then. The first call always gives the status, so a pre-filled valid value
  /// reports `.valid` when the field appears, not `.empty` until the first key.
  public func changes() -> BindingWrites<Rule.Value> {
    var writes = BindingWrites<Rule.Value>()
    if let textAsGiven, textAsGiven != coordinator.driver.text { self.textAsGiven = nil }
    let value = shownValue
    if textAsGiven == nil, !coordinator.status.isComposing, value != writtenValue {
      writtenValue = value
      writes.value = .some(value)
    }
    let status = coordinator.status
    if status != writtenStatus {
      writtenStatus = status
      writes.status = status
    }
    return writes
  }

  /// The value of the text the field shows: the rule's value when the text is valid, `nil`
  /// otherwise.
  public var shownValue: Rule.Value? {
    coordinator.status.validity == .valid ? coordinator.value : nil
  }

  /// The parent's value on an update. The field shows it when the parent changed it itself
  /// (see the type's description); returns the refusal when the rule would not show it as valid
  /// text, or `nil` when nothing was done.
  @discardableResult
  public func parentGave(value: Rule.Value?) -> EditResult? {
    guard value != writtenValue else { return nil }
    writtenValue = value
    guard value != shownValue else { return nil }
    let result = coordinator.setValue(value)
    textAsGiven = coordinator.driver.text
    return result
  }

  /// The parent's rule on an update: taken when it is not the same rule (see
  /// `sameRule(_:_:)`). Returns whether it was taken.
  @discardableResult
  public func parentGave(rule: Rule) -> Bool {
    guard !Self.sameRule(rule, coordinator.rule) else { return false }
    coordinator.setRule(rule)
    return true
  }

  /// Whether two rules judge alike as far as can be told: equal, when the rule type is
  /// `Equatable` (every rule of this package is). Rules that cannot be compared count as the
  /// same: taking one again on every update of the view would judge the text again each time.
  /// Give such a field a new identity (SwiftUI's `.id(_:)`) when its rule changes.
  public static func sameRule(_ first: Rule, _ second: Rule) -> Bool {
    guard let equatable = first as? any Equatable else { return true }
    return equatable.isEqual(to: second)
  }

  /// What the platform field should do about focus, given whether it has it and whether the
  /// parent's focus state asks for it (`nil` when the parent does not say).
  public static func focusChange(hasFocus: Bool, parentWantsFocus: Bool?) -> FocusChange? {
    switch (hasFocus, parentWantsFocus) {
    case (false, true?): .take
    case (true, false?): .give
    default: nil
    }
  }
}

/// What a bound field writes to its bindings after a change.
public struct BindingWrites<Value: Equatable>: Equatable {
  /// The value to write (`.some(nil)` writes `nil`), or `nil` to leave the binding alone.
  public var value: Value??
  /// The status to write, or `nil` to leave the binding alone.
  public var status: InputStatus?

  /// Nothing to write.
  public init(value: Value?? = nil, status: InputStatus? = nil) {
    self.value = value
    self.status = status
  }
}

/// A change of focus a bound field makes so that the platform agrees with the parent's focus
/// state.
public enum FocusChange: Hashable, Sendable {
  /// Become the first responder (the keyboard comes up).
  case take
  /// Resign the first responder (editing ends, which commits).
  case give
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
