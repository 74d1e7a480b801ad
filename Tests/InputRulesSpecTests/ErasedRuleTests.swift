import Testing

@testable import InputRules
@testable import InputRulesSpec

/// `ErasedRule`, the rule of every field a spec makes: debug builds check the wrapped rule's
/// shortcuts exactly when they would check the rule itself (this package's rules, not an
/// app's), so `inputrules replay` and the differential test behind it stop at a shortcut that
/// disagrees with the general path, as the rule's own field does.
@Suite struct ErasedRuleTests {
  /// An app's rule: its shortcuts are not checked (it is no `DebugCheckedRule`).
  struct AppRule: InputRule {
    func review(_ proposal: EditProposal) -> EditDecision { .accept }
    func evaluate(_ text: String) -> Evaluation<String> {
      Evaluation(validity: text.isEmpty ? .empty : .valid, value: text)
    }
    func displayText(for value: String) -> String { value }
    func canonicalString(for value: String) -> String { value }
    func value(fromCanonical string: String) -> String? { string }
  }

  @Test func aPackageRuleWrappedIsCheckedAsItself() {
    let rule = ErasedRule(TextRule.allowing(.digits))
    #expect(FieldEngine.checksShortcuts(of: TextRule.allowing(.digits)))
    #expect(FieldEngine.checksShortcuts(of: rule))
  }

  @Test func anAppRuleWrappedIsNotChecked() {
    #expect(!FieldEngine.checksShortcuts(of: AppRule()))
    #expect(!FieldEngine.checksShortcuts(of: ErasedRule(AppRule())))
  }

  @Test func valuesCompareByTheWrappedRulesEquality() {
    let rule = ErasedRule(AppRule())
    #expect(rule.evaluate("12").value == rule.value(fromCanonical: "12"))
    #expect(rule.evaluate("12").value != rule.value(fromCanonical: "13"))
    #expect(rule.canonicalString(for: rule.value(fromCanonical: "7")!) == "7")
  }
}
