import InputRules
import Testing

@Test func vowelsRejectX() {
  var field = InputField(rule: TextRule.allowing("aeiouAEIOU").maximumLength(6))
  let r = field.type("aeiouxa")
  #expect(field.text == "aeioua")
  #expect(r.outcome == .rejected)
  #expect(r.reason?.code == .disallowedCharacter)
}
