/// What happened to one edit.
public struct EditResult: Hashable, Sendable {
  /// How the rule took the edit.
  public enum Outcome: String, Hashable, Sendable {
    /// Applied as proposed.
    case accepted
    /// Applied, but the rule changed it (filtered, truncated, converted, reformatted).
    case transformed
    /// Refused; `state` is exactly what it was before.
    case rejected
  }

  /// The field after the edit (unchanged when rejected).
  public var state: FieldState
  /// How the rule took the edit: as proposed, changed, or refused.
  public var outcome: Outcome
  /// Why the edit was refused or changed; `nil` for an edit accepted as proposed.
  public var reason: Reason?

  /// A result from its parts: the field after the edit, how the rule took it, and why, when the
  /// rule changed or refused it.
  @inlinable
  public init(state: FieldState, outcome: Outcome, reason: Reason? = nil) {
    self.state = state
    self.outcome = outcome
    self.reason = reason
  }

  /// Whether the edit took effect (as proposed or transformed).
  @inlinable
  public var isAccepted: Bool { outcome != .rejected }
}
