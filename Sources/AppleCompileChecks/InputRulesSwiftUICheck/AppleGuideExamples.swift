// docs/apple.md's SwiftUI examples, compiled against the stand-ins so they stay correct.
import InputRules
import InputRulesPlatform
import SwiftUI

struct SignUpForm: View {
  enum Field: Hashable {
    case code, pin
  }

  @State private var code: String?
  @State private var codeStatus = InputStatus()
  @State private var pin: String?
  @FocusState private var focus: Field?

  var body: some View {
    RuleField("Code", value: $code, rule: codeRule, prompt: "6 digits", status: $codeStatus)
      .focused($focus, equals: .code)
      .onSubmit { focus = .pin }
  }

  var reason: some View {
    RuleFieldReason(codeStatus, showsIncomplete: focus != .code)
      .font(.footnote)
      .foregroundStyle(.red)
  }

  var pinField: some View {
    SecureRuleField("PIN", value: $pin, rule: TextRule.allowing(.digits).maximumLength(4))
      .focused($focus, equals: .pin)
      .onSubmit { save() }
  }

  var codeRule: TextRule { TextRule.allowing(.digits).maximumLength(6) }

  func save() {
    focus = nil
    guard codeStatus.validity == .valid, let code else { return }
    print(code)
  }

  /// The example's modifiers are RuleField's own, not SwiftUI's (which never reach the UIKit or
  /// AppKit field): the chain, typed by inference alone, is still a `RuleField`.
  var modifiersReachTheField: RuleField<TextRule> {
    let field = RuleField("Code", value: $code, rule: codeRule)
      .focused($focus, equals: .code)
      .onSubmit { focus = .pin }
    return field
  }

  var secureModifiersReachTheField: SecureRuleField<TextRule> {
    let field = SecureRuleField("PIN", value: $pin, rule: codeRule)
      .focused($focus, equals: .pin)
      .onSubmit { save() }
    return field
  }
}
