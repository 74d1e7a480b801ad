// The README's SwiftUI example (without the modifiers the stand-in does not declare), compiled
// against the stand-ins so it stays correct.
import InputRules
import InputRulesPlatform
import SwiftUI

struct CodeForm: View {
  @State private var code: String?
  @State private var status = InputStatus()
  @State private var amount: Decimal?

  var body: some View {
    RuleField(
      "Code", value: $code, rule: TextRule.allowing(.digits).maximumLength(6), status: $status
    )
    .onSubmit { send(code) }
  }

  var amountField: some View {
    RuleField("Amount", decimal: $amount, rule: TextRule.allowing(.digits))
  }

  func send(_ code: String?) {}
}
