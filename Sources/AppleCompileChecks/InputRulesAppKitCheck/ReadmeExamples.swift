// docs/apple.md's AppKit examples, compiled against the stand-ins so they stay correct.
import AppKit
import InputRules

@MainActor
final class AppKitReadmeExamples {
  var rule: RuleTextFieldDelegate<TextRule>?

  func examples(field: NSTextField, codeField: NSTextField) {
    field.formatter = RuleFormatter(rule: TextRule.allowing(.digits).maximumLength(6))
    let strict = RuleFormatter(rule: TextRule.allowing(.digits).maximumLength(6))
    strict.keepsEditingWhenIncomplete = true

    let rule = RuleTextFieldDelegate(rule: TextRule.allowing(.digits).maximumLength(6))
    rule.attach(to: codeField)
    self.rule = rule
  }
}
