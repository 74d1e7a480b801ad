// Internal checks, compiled in when `INPUTRULES_INTERNAL_CHECKS` is defined (debug builds of this
// package, so every test run): wherever the engine or `InputField` takes a shortcut, it also runs
// the general path the shortcut stands for and stops at the first disagreement, naming the
// shortcut, both answers and the input. Release builds compile none of it.
//
// The shortcuts checked:
// - the engine's own, for every rule: the all-ASCII ranges of a proposal, the all-ASCII
//   Backspace edit and the caret placed without grapheme breaking, against the general
//   computation;
// - the rule's, for rules that are `DebugCheckedRule` (this package's rules): a typed ASCII key
//   taken through `acceptsTypedASCII` by `FieldEngine.apply` and `InputField.type`, against
//   `review` and the resting caret; `evaluation(afterInsertionMaking:previous:)` taken by
//   `InputField`, against `evaluate`; the decision on the all-ASCII proposal
//   (`EditProposal.isASCIIText`), against the decision on the proposal made for any text.
//   Other rules (an app's, a test's that counts its calls or breaks a law on purpose) are asked
//   exactly as in release builds; the `fastPathsAgree` law of `InputRulesTestSupport` checks
//   their speed-ups from outside.

/// A rule whose speed-ups (`acceptsTypedASCII`, `evaluation(afterInsertionMaking:previous:)`,
/// and any use of `EditProposal`'s all-ASCII hint) debug builds of InputRules check at every use:
/// the engine and `InputField` also run the general path and stop at the first disagreement.
/// This package's rules conform; an app may make its own rule conform for its debug builds.
/// Conforming changes nothing in release builds.
public protocol DebugCheckedRule: InputRule {}

/// A rule that stands for another (a type-erasing wrapper): debug builds check its shortcuts
/// exactly when they would check the rule it wraps, so wrapping neither exempts this package's
/// rules nor subjects an app's.
package protocol RuleWrapper: InputRule {
  /// Whether the wrapped rule is a `DebugCheckedRule`.
  var wrapsDebugCheckedRule: Bool { get }
}

extension TextRule: DebugCheckedRule {}
extension ChoiceRule: DebugCheckedRule {}

#if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
  /// Stops when a shortcut's answer is not the general path's. Package-wide, so that every rule
  /// module's shortcuts stop with the same message (the rule modules define
  /// `INPUTRULES_INTERNAL_CHECKS` exactly when this module does: debug builds, and fuzzing).
  @usableFromInline
  package func internalCheck<T: Equatable>(
    _ shortcut: T, agreesWith general: T, _ name: StaticString,
    _ input: @autoclosure () -> String
  ) {
    guard shortcut != general else { return }
    preconditionFailure(
      """
      InputRules internal check: \(name) disagrees with the general path.
        shortcut: \(shortcut)
        general:  \(general)
        input:    \(input())
      """)
  }

  extension FieldEngine {
    /// Whether the rule's own shortcuts are checked (it is a `DebugCheckedRule`).
    @usableFromInline
    static func checksShortcuts<R: InputRule>(of rule: R) -> Bool {
      if let wrapper = rule as? any RuleWrapper { return wrapper.wrapsDebugCheckedRule }
      return rule is any DebugCheckedRule
    }
  }
#endif
