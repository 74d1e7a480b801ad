import InputRules
import InputRulesTestSupport
import Testing

/// Inputs the fuzzer (Fuzz/, docs/fuzzing.md) found, minimized: each rule and action script is
/// run through the laws one action at a time, as the fuzzer runs it.
@Suite("Fuzzer findings")
struct FuzzFindingTests {
  struct Finding: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: ChoiceRule<String>
    var actions: [FieldAction]
    var testDescription: String { name }
  }

  @Test(arguments: [
    // Reading past the start of a buffer: a pasted line break, trimmed to nothing, asked which
    // ASCII option starts the empty text (AddressSanitizer: dynamic-stack-buffer-overflow in
    // the choice table's byte matching).
    Finding(
      name: "a pasted line break in an empty choice field",
      rule: try! ChoiceRule(
        options: [
          "-", "0", "M", "L", "XXL", "Apple", "apricot", "straße", "Σίσυφος", "日本", "１２", "123",
          "a b", "e\u{301}t", "🇩🇪", "İstanbul",
        ], from: "apricot", through: "１２", caseSensitive: false),
      actions: [.paste("\n"), .type("a"), .paste(" "), .backspace, .paste("\r\n")])
  ])
  func keepsTheLaws(_ finding: Finding) {
    var checked = LawCheckedField(rule: finding.rule)
    for action in finding.actions {
      let violations = checked.perform(action)
      #expect(violations.isEmpty, "\(action): \(violations.map(\.description))")
    }
  }
}
