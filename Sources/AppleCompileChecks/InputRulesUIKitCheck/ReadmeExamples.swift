// docs/apple.md's UIKit examples, compiled against the stand-ins so they stay correct.
import InputRules
import InputRulesPlatform
import UIKit

@MainActor
final class UIKitReadmeExamples: NSObject, UITextFieldDelegate {
  var total: Decimal?
  var savedCode: String?
  var saveEnabled = false
  let moneyRule = AnyInputRule(TextRule.allowing(.digits))

  func examples(nameField: UITextField) {
    let code = RuleTextField()
    code.rule = TextRule.allowing(.digits).maximumLength(6)
    code.delegate = self
    code.onChange = { field in field.textAlignment = field.status.isAcceptable ? .left : .right }
    code.addAction(
      UIAction { _ in self.savedCode = code.validValue(as: String.self) }, for: .valueChanged)

    let rule = RuleTextFieldDelegate(rule: TextRule.allowing(.letters).maximumLength(20))
    rule.attach(to: nameField)
    rule.onChange = { rule in self.saveEnabled = rule.status.validity == .valid }

    let price = MoneyTextField()
    price.rule = moneyRule
    price.decimalValue = 12.5
    price.onChange = { _ in self.total = price.decimalValue }
  }
}

final class CodeField: RuleTextField {
  override func check(_ change: ProposedChange) -> ChangeApproval {
    change.after.text.hasPrefix("0")
      ? .refuse(Reason(.custom, "A code cannot start with 0.")) : .approve
  }
}
