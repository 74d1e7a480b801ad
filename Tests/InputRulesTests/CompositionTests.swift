import InputRules
import InputRulesTestSupport
import Testing

/// Input methods: marked text is shown but not judged while composing, and is judged as one edit
/// when the composition is committed.
@Suite("IME compositions")
struct CompositionTests {
  @Test func japaneseKanaConvertedToKanji() {
    var field = InputField(rule: TextRule.maximumLength(10))
    for step in ["に", "にほ", "にほん"] {
      let result = field.setMarkedText(step)
      #expect(result.outcome == .accepted)
      #expect(field.text == step)
      #expect(field.state.marked == 0..<step.utf16.count)
      #expect(field.state.selection == step.utf16.count..<step.utf16.count)
    }
    field.setMarkedText("日本")
    #expect(field.text == "日本")
    #expect(field.state.isComposing)
    let committed = field.unmarkText()
    #expect(committed.outcome == .accepted)
    #expect(field.text == "日本")
    #expect(field.state == FieldState(text: "日本", selection: 2..<2))
    #expect(field.value == "日本")
  }

  @Test func compositionInTheMiddleOfText() {
    var field = InputField(rule: TextRule.maximumLength(10))
    field.type("ab")
    field.moveCaret(to: 1)
    field.setMarkedText("にほん")
    #expect(field.text == "aにほんb")
    #expect(field.state.marked == 1..<4)
    field.setMarkedText("日本")
    field.unmarkText()
    #expect(field.text == "a日本b")
    #expect(field.state.selection == 3..<3)
  }

  @Test func compositionIsNotCutWhileComposing() {
    var field = InputField(rule: DemoRules.vowels)
    field.type("aei")
    field.setMarkedText("ouae")
    #expect(field.text == "aeiouae")  // seven characters, over the limit, while composing
    let committed = field.unmarkText()
    #expect(committed.outcome == .transformed)
    #expect(committed.reason?.code == .truncated)
    #expect(field.text == "aeioua")
    #expect(field.state.selection == 6..<6)
  }

  @Test func refusedCompositionReturnsTheFieldToItsStateBeforeComposing() {
    var field = InputField(rule: DemoRules.digits)
    field.type("12")
    field.select(0, 2)
    let before = field.state
    field.setMarkedText("に")  // replaces the selection while composing
    field.setMarkedText("にほん")
    #expect(field.text == "にほん")
    let result = field.unmarkText()
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .disallowedCharacter)
    #expect(field.state == before)
    #expect(field.text == "12")
    #expect(field.value == "12")
  }

  @Test func compositionIsJudgedAsOneEditWithFiltering() {
    var field = InputField(rule: DemoRules.digits)
    field.setMarkedText("1に2")
    let result = field.unmarkText()
    #expect(result.outcome == .transformed)
    #expect(result.reason?.code == .filtered)
    #expect(field.text == "12")
  }

  @Test func caseIsConvertedWhenTheCompositionIsCommitted() {
    var field = InputField(rule: TextRule().converting(to: .upper))
    field.setMarkedText("abc")
    #expect(field.text == "abc")
    let result = field.unmarkText()
    #expect(result.reason?.code == .caseConverted)
    #expect(field.text == "ABC")
  }

  @Test func backspaceEditsTheCompositionWithoutJudging() {
    var field = InputField(rule: DemoRules.digits)
    field.type("1")
    field.setMarkedText("にほ")
    #expect(field.deleteBackward().outcome == .accepted)
    #expect(field.text == "1に")
    #expect(field.state.marked == 1..<2)
    field.deleteBackward()
    #expect(field.text == "1")
    #expect(!field.state.isComposing)
    #expect(field.deleteBackward().outcome == .accepted)
    #expect(field.text == "")
  }

  @Test func cancellingACompositionRemovesIt() {
    var field = InputField(rule: TextRule())
    field.type("ab")
    field.moveCaret(to: 1)
    field.setMarkedText("にほ")
    let result = field.setMarkedText("")
    #expect(result.isAccepted)
    #expect(field.state == FieldState(text: "ab", selection: 1..<1))
  }

  @Test func typingPastACompositionCommitsItFirst() {
    var field = InputField(rule: TextRule.maximumLength(3))
    field.setMarkedText("日本")
    let result = field.type("x")
    #expect(result.outcome == .accepted)
    #expect(field.text == "日本x")
    #expect(!field.state.isComposing)
  }

  @Test func typingPastARefusedCompositionDropsItAndTypesTheKey() {
    var field = InputField(rule: DemoRules.digits)
    field.type("7")
    field.setMarkedText("日本")
    let result = field.type("8")
    #expect(result.outcome == .transformed)
    #expect(result.reason?.code == .disallowedCharacter)
    #expect(field.state == FieldState(text: "78"))
  }

  @Test func editsAfterATransformedCompositionFollowIt() {
    // "ab|Z" with the composition "c1d" before Z: committing it drops the digit, and an edit the
    // platform reports before Z (offset 5 in the composing text) still lands before Z.
    var field = InputField(rule: TextRule.allowing(.letters))
    field.type("abZ")
    field.moveCaret(to: 2)
    field.setMarkedText("c1d")
    #expect(field.text == "abc1dZ")
    let result = field.apply(Edit(location: 5, length: 0, replacement: "e"))
    #expect(result.outcome == .transformed)
    #expect(result.reason?.code == .filtered)
    #expect(field.text == "abcdeZ")
    #expect(field.state.selection == 5..<5)
  }

  @Test func anEditThatDoesNotFitAfterACommittedCompositionIsRefused() {
    var field = InputField(rule: TextRule.maximumLength(4))
    field.type("ab")
    field.setMarkedText("cde")
    let result = field.apply(Edit(location: 0, length: 0, replacement: "0"))
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .tooLong)
    // The composition was committed (and cut) before the edit was refused.
    #expect(field.state == FieldState(text: "abcd"))
  }

  @Test func selectingCommitsTheComposition() {
    var field = InputField(rule: TextRule())
    field.setMarkedText("日本")
    let result = field.select(0, 0)
    #expect(result.isAccepted)
    #expect(field.state == FieldState(text: "日本", selection: 0..<0))
  }

  @Test func commitEndsTheComposition() {
    var field = InputField(rule: TextRule())
    field.type("a")
    field.setMarkedText("日本")
    let result = field.commit()
    #expect(result.isAccepted)
    #expect(field.state == FieldState(text: "a日本"))
  }

  @Test func markedTextJoiningALetterIsMarkedWhole() {
    var field = InputField(rule: TextRule.allowing(.letters))
    field.type("e")
    field.setMarkedText("\u{301}")
    #expect(field.state.marked == 0..<2)  // e + accent is one cluster: it is marked whole
    #expect(FieldLaws.markedRangeProblem(in: field.state) == nil)
    field.unmarkText()
    #expect(field.text == "e\u{301}")
    #expect(field.validity == .valid)
  }

  @Test func validityWaitsForTheComposition() {
    var field = InputField(rule: DemoRules.digits)
    field.type("12")
    field.setMarkedText("x")
    #expect(field.validity == .valid)
    #expect(field.value == "12")
    field.setMarkedText("")
    #expect(field.validity == .valid)
    #expect(field.text == "12")
  }

  @Test func theEngineAloneRestoresTheTextWithoutTheComposition() {
    let composing = FieldState(text: "1にb", selection: 2..<2, marked: 1..<2)
    let result = FieldEngine.commitComposition(of: composing, under: DemoRules.digits)
    #expect(result.outcome == .rejected)
    #expect(result.state == FieldState(text: "1b", selection: 1..<1))
  }

  @Test func randomCompositionsKeepTheLaws() {
    let options = FieldLawOptions(
      steps: 1_500, alphabet: ["a", "1", "\u{301}", "に"],
      compositionAlphabet: ["に", "ほ", "1", "2", "\u{301}", "e", "🇩", "🇪"],
      laws: Set(FieldLaw.allCases), pasteKeepsWhatFits: true)
    for rule in [DemoRules.digits, DemoRules.maxSix, TextRule.allowing(.letters).maximumLength(4)] {
      let violations = FieldLaws.check(rule, seed: 99, options: options)
      #expect(violations.isEmpty, "\(violations.first.map(\.description) ?? "")")
    }
  }
}
