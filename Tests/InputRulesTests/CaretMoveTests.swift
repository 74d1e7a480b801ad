import InputRules
import InputRulesTestSupport
import Testing

/// Moving the caret leaves the text and its judgement alone, and finds the new place from the
/// one the field last knew (its anchor), so a caret move in a long text costs what lies between
/// the two places. These tests check both: a move judges nothing, and a field moved and edited
/// at random in long mixed text is always where the same moves, worked out from the start of
/// the text, put it.
@Suite("Caret moves")
struct CaretMoveTests {
  /// A rule that counts whole-text judgements and otherwise answers as `TextRule()` does.
  final class Counter: @unchecked Sendable { var evaluations = 0 }
  struct CountingTextRule: InputRule {
    let counter: Counter
    let base = TextRule()
    func review(_ proposal: EditProposal) -> EditDecision { base.review(proposal) }
    func evaluate(_ text: String) -> Evaluation<String> {
      counter.evaluations += 1
      return base.evaluate(text)
    }
    func commit(_ text: String, lastValidValue: String?) -> CommitDecision {
      base.commit(text, lastValidValue: lastValidValue)
    }
    func displayText(for value: String) -> String { value }
    func canonicalString(for value: String) -> String { value }
    func value(fromCanonical string: String) -> String? { string }
  }

  @Test func movingTheCaretJudgesNothing() {
    let counter = Counter()
    var field = InputField(rule: CountingTextRule(counter: counter))
    field.paste("Grüße aus Köln 😀")
    let validity = field.validity
    counter.evaluations = 0
    field.moveCaret(to: 3)
    field.select(1, 6)
    field.moveCaret(to: .max)
    #expect(counter.evaluations == 0)
    #expect(field.validity == validity)
    #expect(field.value == "Grüße aus Köln 😀")
  }

  static let pieces = [
    "a", "д", "漢", "😀", "e\u{301}", "🇩🇪", "\r\n", "👨‍👩‍👧", " ", "\u{301}", "\r", "\n",
  ]

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomMovesAndEditsLandWhereTheStartSays(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    var text = ""
    for _ in 0..<400 { text += Self.pieces[next(Self.pieces.count)] }
    var field = InputField(rule: TextRule())
    field.paste(text)
    for step in 0..<300 {
      let count = field.text.utf16.count
      switch next(4) {
      case 0:
        // A move near the caret, as arrow keys and taps near the text make them.
        let target = field.state.selection.lowerBound + next(21) - 10
        let expected = field.text.safeSelection(start: target, end: target)
        field.moveCaret(to: target)
        #expect(field.state.selection == expected, "step \(step): caret to \(target)")
      case 1:
        let a = next(count + 1)
        let b = a + next(8)
        let expected = field.text.safeSelection(start: a, end: b)
        field.select(a, b)
        #expect(field.state.selection == expected, "step \(step): select \(a)..<\(b)")
      case 2:
        // Typing moves the anchor the next move starts from.
        field.type(Self.pieces[next(Self.pieces.count)])
      default:
        let before = field.text
        field.deleteBackward()
        #expect(field.text.utf16.count <= before.utf16.count, "step \(step): Backspace")
      }
      let caret = field.state.selection
      #expect(field.text.safeSelection(start: caret.lowerBound, end: caret.upperBound) == caret)
    }
  }
}
