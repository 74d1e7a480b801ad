import InputRules
import InputRulesNumbers
import InputRulesPlatform
import Testing

/// A key (or paste) the delegate is asked about right after the platform committed a composition
/// without reporting the commit: through a delegate proxy `unmarkText()` is not seen, and under
/// most quirks no `editingChanged` follows it, so the driver learns of the commit only with the
/// next key. The composition is judged then, as one edit, and the key on its own, as the engine
/// judges an edit made while text is composed: a refused composition is dropped and the key
/// applies to the field as it was before composing.
@MainActor
@Suite("A key after a composition the platform committed without saying")
struct RefusedCompositionOnPlatformTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var rule: AnyInputRule
    var text = ""
    /// What happens before composing begins.
    var before: [Step] = []
    /// The marked text, step by step. A delegate proxy sees the first step as a typed key, so it
    /// is one the rule accepts as typed; the last is what the platform commits.
    var composition: [String]
    /// The key or paste after the commit, at the caret after the composition.
    var then: Step
    var expectedText: String
    var expectedSelection: Range<Int>
    /// A fragment of the last announcement, when the last step must say something.
    var lastAnnouncement: String? = nil
    var testDescription: String { name }
  }

  nonisolated static let abc = AnyInputRule(TextRule.allowing("abc"))

  nonisolated static let cases: [Case] = [
    Case(
      name: "a key after a refused composition is typed", rule: abc, text: "a",
      composition: ["b", "x"], then: .type("c"), expectedText: "ac", expectedSelection: 2..<2),
    Case(
      name: "a paste after a refused composition is pasted", rule: abc, text: "a",
      composition: ["b", "x"], then: .paste("bc"), expectedText: "abc",
      expectedSelection: 3..<3),
    Case(
      name: "a key the rule refuses on its own is refused with its own reason", rule: abc,
      text: "a", composition: ["b", "x"], then: .type("y"), expectedText: "a",
      expectedSelection: 1..<1, lastAnnouncement: "“y”"),
    Case(
      name: "a key after a refused composition in the middle lands where it stood", rule: abc,
      text: "ac", before: [.select(1..<1)], composition: ["b", "x"], then: .type("b"),
      expectedText: "abc", expectedSelection: 2..<2),
    Case(
      name: "a digit after a refused composition in an integer field is typed",
      rule: AnyInputRule(try! IntegerRule()), composition: ["1", "x"], then: .type("5"),
      expectedText: "5", expectedSelection: 1..<1),
    Case(
      name: "a key after a composition the rule filters is typed after what was kept",
      rule: abc, text: "a", composition: ["b", "bx"], then: .type("c"), expectedText: "abc",
      expectedSelection: 3..<3),
    Case(
      name: "a key after a composition the rule converts is typed after it",
      rule: AnyInputRule(TextRule().converting(to: .upper)), text: "A",
      composition: ["B", "Bx"], then: .type("c"), expectedText: "ABXC",
      expectedSelection: 4..<4),
  ]

  @Test(arguments: cases, TextSystemQuirks.all)
  func theKeyIsJudgedOnItsOwn(_ c: Case, quirks: TextSystemQuirks) {
    for mode in AdapterMode.allCases {
      let field = FakeTextField(rule: c.rule, text: c.text, mode: mode, quirks: quirks)
      for step in c.before { field.perform(step) }
      for marked in c.composition { field.perform(Step.setMarked(marked)) }
      field.perform(Step.unmark)
      field.perform(c.then)
      let context = Comment(rawValue: "\(mode), \(quirks)")
      #expect(field.text == c.expectedText, context)
      #expect(field.selection == c.expectedSelection, context)
      #expect(field.marked == nil, context)
      #expect(field.crashes.isEmpty, context)
      #expect(field.coordinator.driver.text == field.text, context)
      #expect(
        field.coordinator.status.validity == c.rule.evaluate(field.text).validity, context)
      if let fragment = c.lastAnnouncement {
        #expect(field.announcements.last?.contains(fragment) == true, context)
      }
    }
  }

  /// The field ends as the engine leaves it when the same key is typed while the text is still
  /// composed (the engine's own judgement of an edit past a composition).
  @Test(arguments: cases)
  func theFieldEndsAsTheEngineDecides(_ c: Case) {
    var engine = InputField(rule: c.rule)
    engine.restore(FieldState(text: c.text, selection: c.text.utf16.count..<c.text.utf16.count))
    for step in c.before {
      if case .select(let range) = step { engine.select(range.lowerBound, range.upperBound) }
    }
    engine.setMarkedText(c.composition.last!)
    switch c.then {
    case .type(let key):
      engine.apply(Edit(replacing: engine.state.selection, with: key, kind: .typing))
    case .paste(let text):
      engine.apply(Edit(replacing: engine.state.selection, with: text, kind: .paste))
    default: Issue.record("unexpected step \(c.then)")
    }
    #expect(engine.text == c.expectedText)
    #expect(engine.state.selection == c.expectedSelection)
  }

  /// The composition and the key are each judged once, and the text they make once.
  @Test(arguments: TextSystemQuirks.all)
  func eachIsJudgedOnce(quirks: TextSystemQuirks) {
    let counter = JudgementCounter()
    let field = FakeTextField(
      rule: CountingRule(base: TextRule.allowing("abc"), counter: counter), text: "a",
      mode: .delegateProxy, quirks: quirks)
    field.setMarkedText("b")
    field.setMarkedText("x")
    field.unmarkText()
    counter.reset()
    field.type("c")
    #expect(field.text == "ac")
    // Unless the platform reported the commit (then judged already), the composition is
    // judged with the key.
    #expect(counter.reviews == (quirks.unmarkSendsEditingChanged ? 1 : 2))
    #expect(counter.evaluations == 1)
  }
}
