import InputRules
import InputRulesTerminal
import Testing

/// A terminal field under a rule that is already wrapped (`AnyInputRule`, as a spec's field is)
/// takes its value as it is: wrapping it a second time showed nothing and refused the value.
@Suite("Terminal fields of wrapped rules")
struct WrappedRuleFieldTests {
  @Test func aWrappedRulesValueIsShownAndItsTextKnown() {
    let rule = AnyInputRule(TextRule.maximumLength(5))
    let field = TerminalField("Name", rule: rule, value: AnyInputRule.Value("Ada"))
    #expect(field.text == "Ada")
    #expect(field.validity == .valid)
    #expect(field.value(as: String.self) == "Ada")
    #expect(field.valueIsText)
  }
}
