import InputRules
import InputRulesCodes
import Testing

/// The module builds and links with the engine.
@Test func moduleLinksWithTheEngine() {
  #expect(InputField(rule: TextRule()).text.isEmpty)
}
