import InputRules
import InputRulesTestSupport
import Testing

/// A field reports what its text changed by (`takeChange()`), followed by offsets as it edits,
/// and takes a recorded change back (`restore(_:selection:)`): the edit records undo and the
/// web run on. The laws (`changeIsExact`) check every action of the random law tests; these
/// tests pin the changes people rely on.
@Suite("Text changes")
struct TextChangeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let start: String
    let caret: Int
    let act: @Sendable (inout InputField<TextRule>) -> Void
    let range: Range<Int>
    let replacement: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a key at the end", start: "abc", caret: 3, act: { $0.type("d") }, range: 3..<3,
      replacement: "d"),
    Case(
      name: "a word typed key by key", start: "abc", caret: 1, act: { $0.type("xyz") },
      range: 1..<1, replacement: "xyz"),
    Case(
      name: "Backspace held down", start: "abcdef", caret: 5,
      act: { field in for _ in 0..<3 { field.deleteBackward() } }, range: 2..<5,
      replacement: ""),
    Case(
      name: "typing, then Backspace past where it began", start: "abcdef", caret: 3,
      act: { field in
        field.type("XY")
        for _ in 0..<4 { field.deleteBackward() }
      }, range: 1..<3, replacement: ""),
    Case(
      name: "an emoji pasted over Greek", start: "αβγδ", caret: 2,
      act: { field in
        field.select(1, 3)
        field.paste("😀😀")
      }, range: 1..<3, replacement: "😀😀"),
    Case(
      name: "Delete after a surrogate pair", start: "😀ab", caret: 2,
      act: { $0.deleteForward() }, range: 2..<3, replacement: ""),
    Case(
      name: "edits in two places", start: "0123456789", caret: 2,
      act: { field in
        field.type("a")
        field.moveCaret(to: 9)
        field.type("b")
      }, range: 2..<8, replacement: "a234567b"),
    Case(
      name: "a composition committed", start: "ab", caret: 1,
      act: { field in
        field.setMarkedText("ｋ")
        field.setMarkedText("か")
        field.unmarkText()
      }, range: 1..<1, replacement: "か"),
  ]

  @Test(arguments: cases)
  func changesCoverWhatTheActionsChanged(_ c: Case) {
    var field = InputField(rule: TextRule())
    field.restore(FieldState(text: c.start, selection: c.caret..<c.caret))
    _ = field.takeChange()
    c.act(&field)
    let change = field.takeChange()
    #expect(change == TextChange(range: c.range, replacement: c.replacement))
    #expect(change?.applied(to: c.start) == field.text)
    #expect(field.takeChange() == nil, "taken once")
  }

  @Test func nothingChangedIsNoChange() {
    var field = InputField(rule: TextRule.maximumLength(3))
    field.paste("abc")
    _ = field.takeChange()
    field.type("d")  // refused: too long
    field.moveCaret(to: 1)
    #expect(field.takeChange() == nil)
  }

  @Test func aKeyTypedAndDeletedAgainIsNoChange() {
    var field = InputField(rule: TextRule.maximumLength(4))
    field.paste("abc")
    field.moveCaret(to: 1)
    _ = field.takeChange()
    field.type("x")
    field.deleteBackward()
    #expect(field.takeChange() == nil)
  }

  /// Undoing an accent typed after its letter removes the accent only: a recorded change may
  /// end inside a cluster, and `restore` does not widen it to whole clusters.
  @Test func undoingAnAccentKeepsItsLetter() {
    var field = InputField(rule: TextRule())
    field.paste("e")
    _ = field.takeChange()
    field.type("\u{301}")
    let change = field.takeChange()
    #expect(change == TextChange(range: 1..<1, replacement: "\u{301}"))
    field.restore(TextChange(range: 1..<2, replacement: ""), selection: 1..<1)
    #expect(field.text == "e")
    #expect(field.takeChange() == TextChange(range: 1..<2, replacement: ""))
  }

  /// A rule that answers a deletion by laying its text out again, unchanged, with the caret
  /// moved (as a mask does for Backspace over its literals).
  struct CaretOnlyRule: InputRule {
    func review(_ proposal: EditProposal) -> EditDecision {
      proposal.isDeletion
        ? .reformat(text: proposal.text, selection: 0..<0, reason: nil) : .accept
    }
    func evaluate(_ text: String) -> Evaluation<String> { text.isEmpty ? .empty : .valid(text) }
    func displayText(for value: String) -> String { value }
    func canonicalString(for value: String) -> String { value }
    func value(fromCanonical string: String) -> String? { string }
  }

  @Test func aReformattingThatKeepsTheTextIsNoChange() {
    var field = InputField(rule: CaretOnlyRule())
    field.paste("+1 (")
    _ = field.takeChange()
    field.deleteBackward()
    #expect(field.text == "+1 (")
    #expect(field.takeChange() == nil)
  }

  @Test func aReformattingRuleReportsItsWholeText() {
    var field = InputField(rule: TextRule().converting(to: .upper))
    field.type("ab")
    #expect(field.takeChange()?.applied(to: "") == "AB")
  }

  @Test func restoringAChangeUndoesAndRedoes() {
    var field = InputField(rule: TextRule.maximumLength(10))
    field.paste("Grüße")
    let before = field.state
    _ = field.takeChange()
    field.moveCaret(to: 2)
    field.type("ß😀")
    let after = field.state
    guard let change = field.takeChange() else {
      Issue.record("no change")
      return
    }
    let removed = String(
      before.text.utf16.dropFirst(change.range.lowerBound).prefix(change.range.count))!
    let inserted = change.replacement.utf16.count
    // Undo: the inserted text replaced by what it replaced.
    field.restore(
      TextChange(
        range: change.range.lowerBound..<(change.range.lowerBound + inserted), replacement: removed),
      selection: 2..<2)
    #expect(field.text == before.text)
    #expect(field.state.selection == 2..<2)
    #expect(field.validity == .valid && field.value == "Grüße")
    #expect(field.takeChange()?.applied(to: after.text) == before.text)
    // Redo.
    field.restore(change, selection: after.selection)
    #expect(field.state == after)
    #expect(field.value == after.text)
  }
}
