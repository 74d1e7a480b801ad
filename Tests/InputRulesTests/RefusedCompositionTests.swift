import InputRules
import Testing

/// A composition the rule refuses is dropped, and the edit the platform reported after it (a key
/// typed, a paste) is judged on its own against the field as it was before composing began.
@Suite("Edits after a refused composition")
struct RefusedCompositionTests {
  /// One step of a scenario.
  enum Step: Sendable, CustomStringConvertible {
    case type(String)
    case mark(String)
    case paste(String)
    case select(Int, Int)
    case edit(Edit)

    var description: String {
      switch self {
      case .type(let keys): "type \(keys)"
      case .mark(let text): "mark \(text)"
      case .paste(let text): "paste \(text)"
      case .select(let start, let end): "select \(start)..<\(end)"
      case .edit(let edit): "edit \(edit.location)+\(edit.length) \(edit.replacement)"
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let rule: TextRule
    let steps: [Step]
    /// The text, selection, outcome and reason code after the last step.
    let text: String
    let selection: Range<Int>
    let outcome: EditResult.Outcome
    let reason: Reason.Code?
    var testDescription: String { name }
  }

  static let abc = TextRule.allowing("abc")

  static let cases: [Case] = [
    Case(
      name: "a key after a refused composition is typed",
      rule: abc, steps: [.type("a"), .mark("x"), .type("b")],
      text: "ab", selection: 2..<2, outcome: .transformed, reason: .disallowedCharacter),
    Case(
      name: "a paste after a refused composition is pasted",
      rule: abc, steps: [.type("a"), .mark("x"), .paste("bc")],
      text: "abc", selection: 3..<3, outcome: .transformed, reason: .disallowedCharacter),
    Case(
      name: "a key the rule refuses too is refused with its own reason",
      rule: abc.maximumLength(1), steps: [.type("a"), .mark("x"), .type("b")],
      text: "a", selection: 1..<1, outcome: .rejected, reason: .tooLong),
    Case(
      name: "a key the rule changes gives its own reason",
      rule: TextRule.allowing("abcABC").converting(to: .upper),
      steps: [.type("a"), .mark("x"), .type("b")],
      text: "AB", selection: 2..<2, outcome: .transformed, reason: .caseConverted),
    Case(
      name: "a key typed over a composition in the middle lands where it stood",
      rule: abc, steps: [.type("ac"), .select(1, 1), .mark("xy"), .type("b")],
      text: "abc", selection: 2..<2, outcome: .transformed, reason: .disallowedCharacter),
    Case(
      name: "a key typed after a composition that replaced a selection replaces it",
      rule: abc, steps: [.type("abc"), .select(0, 2), .mark("x"), .type("c")],
      text: "cc", selection: 1..<1, outcome: .transformed, reason: .disallowedCharacter),
    Case(
      name: "an edit after the composition keeps its place in the text after it",
      rule: abc,
      steps: [
        .type("ab"), .select(1, 1), .mark("xyz"),
        .edit(Edit(location: 5, length: 0, replacement: "c")),
      ],
      text: "abc", selection: 3..<3, outcome: .transformed, reason: .disallowedCharacter),
    Case(
      name: "an edit before the composition keeps its place",
      rule: abc,
      steps: [
        .type("ab"), .mark("xyz"), .edit(Edit(location: 0, length: 1, replacement: "c")),
      ],
      text: "cb", selection: 1..<1, outcome: .transformed, reason: .disallowedCharacter),
    Case(
      name: "a deletion over the composition deletes what is left of its range",
      rule: abc,
      steps: [
        .type("ab"), .mark("xyz"), .edit(Edit(location: 1, length: 4, replacement: "")),
      ],
      text: "a", selection: 1..<1, outcome: .transformed, reason: .disallowedCharacter),
  ]

  @Test(arguments: cases)
  func theEditIsJudgedOnItsOwn(_ c: Case) {
    var field = InputField(rule: c.rule)
    var last = EditResult(state: field.state, outcome: .accepted)
    for step in c.steps {
      switch step {
      case .type(let keys): last = field.type(keys)
      case .mark(let text): last = field.setMarkedText(text)
      case .paste(let text): last = field.paste(text)
      case .select(let start, let end): last = field.select(start, end)
      case .edit(let edit): last = field.apply(edit)
      }
    }
    #expect(field.text == c.text)
    #expect(field.state.selection == c.selection)
    #expect(!field.state.isComposing)
    #expect(last.outcome == c.outcome)
    #expect(last.reason?.code == c.reason)
    #expect(last.state == field.state)
    #expect(field.validity == (c.rule.evaluate(c.text).validity))
  }

  /// The engine alone, without the state before composing: the edit is judged against the text
  /// without the composition.
  @Test func theEngineAloneJudgesTheEditWithoutTheComposition() {
    let composing = FieldState(text: "axb", selection: 2..<2, marked: 1..<2)
    let result = FieldEngine.apply(
      Edit(location: 2, length: 0, replacement: "c", kind: .typing), to: composing,
      under: Self.abc)
    #expect(result.outcome == .transformed)
    #expect(result.reason?.code == .disallowedCharacter)
    #expect(result.state == FieldState(text: "acb", selection: 2..<2))
  }

  /// Moving the selection after a refused composition: offsets after it keep their place.
  @Test func aSelectionAfterARefusedCompositionKeepsItsPlace() {
    var field = InputField(rule: Self.abc)
    field.type("ab")
    field.select(1, 1)
    field.setMarkedText("xyz")
    let result = field.select(4, 4)  // between "z" and "b"
    #expect(result.outcome == .transformed)
    #expect(result.reason?.code == .disallowedCharacter)
    #expect(field.state == FieldState(text: "ab", selection: 1..<1))
  }
}
