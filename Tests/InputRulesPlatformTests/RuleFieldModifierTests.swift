#if os(Linux)
  import Testing

  /// Which `onSubmit` a call on a `RuleField` reaches. RuleField's own takes an
  /// `@escaping @MainActor () -> Void`; SwiftUI's `onSubmit(of:_:)` takes an
  /// `@escaping () -> Void` (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)),
  /// as the stand-in does. With a trailing closure in a main-actor context (a view's body), Swift
  /// prefers SwiftUI's, which never reaches the UIKit or AppKit field: the submit action of the
  /// documented example (`.focused($focus, equals: .code).onSubmit { focus = .pin }`) never runs.
  /// The compile checks did not notice: the examples' bodies are `some View` either way.
  @MainActor
  @Suite struct RuleFieldModifierTests {
    @Test func onSubmitWithATrailingClosureIsRuleFieldsOwn() {
      #expect(onSubmitReachesRuleField())
    }

    @Test func onSubmitAfterFocusedIsRuleFieldsOwn() {
      #expect(onSubmitAfterFocusedReachesRuleField())
    }
  }
#endif
