#if os(Linux)
  // Kept apart from `import Testing`: Swift Testing looks for a cross-import overlay with the
  // stand-in module named UIKit, which does not exist.
  import InputRules
  import SwiftUI
  @testable import InputRulesSwiftUICheck

  /// Whether `.onSubmit { }` written on a `RuleField` in a main-actor context (a view's body)
  /// reaches RuleField's own modifier, as docs/apple.md's example needs.
  @MainActor func onSubmitReachesRuleField() -> Bool {
    let code = Binding<String?>(get: { nil }, set: { _ in })
    let modified = RuleField("Code", value: code, rule: TextRule()).onSubmit {}
    return (modified as Any as? RuleField<TextRule>)?.submit != nil
  }

  /// The same after `focused(_:equals:)`, as in docs/apple.md's example.
  @MainActor func onSubmitAfterFocusedReachesRuleField() -> Bool {
    let code = Binding<String?>(get: { nil }, set: { _ in })
    let modified = RuleField("Code", value: code, rule: TextRule())
      .focused(FocusState<Int?>().projectedValue, equals: 1)
      .onSubmit {}
    return (modified as Any as? RuleField<TextRule>)?.submit != nil
  }
#endif
