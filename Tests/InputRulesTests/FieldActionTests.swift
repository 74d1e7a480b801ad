import InputRules
import InputRulesTestSupport
import Testing

/// `InputField.perform(_:)`: each action is the field's own operation, and the actions that
/// have no method of their own (arrows, Home, End, clearing, a value by its canonical string)
/// do what the terminal and the command have always done.
@Suite("Field actions")
struct FieldActionTests {
  /// A field showing `text` with the selection `start..<end`.
  static func field(_ text: String, _ start: Int, _ end: Int, rule: TextRule = TextRule())
    -> InputField<TextRule>
  {
    var field = InputField(rule: rule)
    field.paste(text)
    field.select(start, end)
    return field
  }

  struct SameAsMethod: CustomTestStringConvertible, Sendable {
    var action: FieldAction
    var method: @Sendable (inout InputField<TextRule>) -> EditResult
    var testDescription: String { "\(action)" }
  }

  /// Every action that names a method of the field does exactly what the method does: the same
  /// result and the same field, on a plain field and on one composing.
  @Test(
    arguments: [
      SameAsMethod(action: .type("a1"), method: { $0.type("a1") }),
      SameAsMethod(action: .type("é"), method: { $0.type("é") }),
      SameAsMethod(action: .type("x"), method: { $0.type("x") }),
      SameAsMethod(action: .paste("b-2 c"), method: { $0.paste("b-2 c") }),
      SameAsMethod(
        action: .replace(location: 1, length: 2, with: "Z"),
        method: { $0.apply(Edit(location: 1, length: 2, replacement: "Z")) }),
      SameAsMethod(
        action: .replace(location: Int.min, length: Int.max, with: ""),
        method: { $0.apply(Edit(location: Int.min, length: Int.max, replacement: "")) }),
      SameAsMethod(action: .backspace, method: { $0.deleteBackward() }),
      SameAsMethod(action: .deleteForward, method: { $0.deleteForward() }),
      SameAsMethod(action: .select(4, 1), method: { $0.select(4, 1) }),
      SameAsMethod(action: .moveCaret(to: 2), method: { $0.moveCaret(to: 2) }),
      SameAsMethod(action: .mark("かな"), method: { $0.setMarkedText("かな") }),
      SameAsMethod(action: .mark(""), method: { $0.setMarkedText("") }),
      SameAsMethod(action: .unmark, method: { $0.unmarkText() }),
      SameAsMethod(action: .commit, method: { $0.commit() }),
    ])
  func performsTheFieldsOwnMethod(_ c: SameAsMethod) {
    let rule = TextRule.allowing(.letters).maximumLength(6)
    var composing = Self.field("abcd", 2, 2, rule: rule)
    composing.setMarkedText("x")
    for start in [
      Self.field("abcd", 1, 3, rule: rule), Self.field("ab", 2, 2, rule: rule), composing,
    ] {
      var byAction = start
      var byMethod = start
      let actionResult = byAction.perform(c.action)
      let methodResult = c.method(&byMethod)
      #expect(actionResult == methodResult, "from \(start.state)")
      #expect(byAction.state == byMethod.state, "from \(start.state)")
      #expect(byAction.validity == byMethod.validity && byAction.value == byMethod.value)
    }
  }

  struct Move: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var selection: Range<Int>
    var action: FieldAction
    var caret: Int
    var testDescription: String { name }
  }

  /// The arrows move by grapheme clusters (a cluster of several UTF-16 units is passed whole)
  /// and collapse a selection to its end in their direction; Home and End go to the ends.
  @Test(
    arguments: [
      Move(name: "left in plain text", text: "abc", selection: 2..<2, action: .moveLeft, caret: 1),
      Move(name: "left at the start", text: "abc", selection: 0..<0, action: .moveLeft, caret: 0),
      Move(
        name: "left over an emoji with a skin tone", text: "a👍🏽b", selection: 5..<5,
        action: .moveLeft, caret: 1),
      Move(
        name: "left over a letter and its accent", text: "xe\u{301}", selection: 3..<3,
        action: .moveLeft, caret: 1),
      Move(
        name: "left collapses a selection to its start", text: "abcd", selection: 1..<3,
        action: .moveLeft, caret: 1),
      Move(
        name: "right in plain text", text: "abc", selection: 1..<1, action: .moveRight, caret: 2),
      Move(name: "right at the end", text: "abc", selection: 3..<3, action: .moveRight, caret: 3),
      Move(
        name: "right over a flag", text: "🇫🇷!", selection: 0..<0, action: .moveRight, caret: 4),
      Move(
        name: "right collapses a selection to its end", text: "abcd", selection: 1..<3,
        action: .moveRight, caret: 3),
      Move(name: "home", text: "abcd", selection: 1..<3, action: .moveToStart, caret: 0),
      Move(name: "end", text: "a👍🏽b", selection: 1..<1, action: .moveToEnd, caret: 6),
      Move(
        name: "caret clamped", text: "abc", selection: 0..<0, action: .moveCaret(to: 99), caret: 3),
    ])
  func movesTheCaret(_ c: Move) {
    var field = Self.field(c.text, c.selection.lowerBound, c.selection.upperBound)
    let result = field.perform(c.action)
    #expect(field.state.selection == c.caret..<c.caret)
    #expect(field.text == c.text)
    #expect(result.outcome == .accepted)
  }

  /// Clearing deletes the whole text as one Backspace-like edit (so a rule judges it as a
  /// deletion), and does nothing to an empty field.
  @Test func clearDeletesTheWholeText() {
    var field = Self.field("abc", 1, 1)
    #expect(field.perform(.clear) == EditResult(state: .empty, outcome: .accepted))
    #expect(field.validity == .empty && field.value == nil)
    #expect(field.perform(.clear) == EditResult(state: .empty, outcome: .accepted))

    var composing = Self.field("ab", 2, 2)
    composing.setMarkedText("c")
    composing.perform(.clear)
    #expect(composing.state == .empty)
  }

  struct SetValue: CustomTestStringConvertible, Sendable {
    var name: String
    var canonical: String
    var text: String
    var outcome: EditResult.Outcome
    var reason: Reason.Code?
    var testDescription: String { name }
  }

  /// A value by its canonical string: an empty string clears the field, a string naming no
  /// option is refused with the rule's reason, and an option is shown.
  @Test(
    arguments: [
      SetValue(name: "an option", canonical: "L", text: "L", outcome: .accepted, reason: nil),
      SetValue(
        name: "an option out of range", canonical: "S", text: "M", outcome: .rejected,
        reason: .outOfRange),
      SetValue(
        name: "no option", canonical: "XS", text: "M", outcome: .rejected,
        reason: .noMatchingOption),
      SetValue(name: "empty clears", canonical: "", text: "", outcome: .accepted, reason: nil),
    ])
  func setsAValueByItsCanonicalString(_ c: SetValue) throws {
    let rule = try ChoiceRule(options: ["S", "M", "L"], from: "M")
    var field = InputField(rule: rule, value: "M")
    let result = field.perform(.setValue(canonical: c.canonical))
    #expect(field.text == c.text)
    #expect(result.outcome == c.outcome)
    #expect(result.reason?.code == c.reason)
  }

  /// A rule that names no reason for a string is refused with `invalidValue`, which says why.
  @Test func aValueNamedByNothingIsInvalid() {
    var field = InputField(rule: Unnamed())
    let result = field.perform(.setValue(canonical: "7"))
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .invalidValue)
  }

  struct Presses: CustomTestStringConvertible, Sendable {
    var name: String
    var action: FieldAction
    var times: Int
    var text: String
    var outcome: EditResult.Outcome
    var testDescription: String { name }
  }

  /// Presses of one key counted: each press is the action, stopping once one changes nothing.
  @Test(
    arguments: [
      Presses(
        name: "three Backspaces", action: .backspace, times: 3, text: "a", outcome: .accepted),
      Presses(
        name: "more Backspaces than characters", action: .backspace, times: Int.max, text: "",
        outcome: .accepted),
      Presses(
        name: "two Deletes", action: .deleteForward, times: 2, text: "abcd", outcome: .accepted),
      Presses(name: "no presses", action: .backspace, times: 0, text: "abcd", outcome: .accepted),
      Presses(
        name: "negative count", action: .backspace, times: -5, text: "abcd", outcome: .accepted),
      Presses(name: "keys refused", action: .type("1"), times: 3, text: "abcd", outcome: .rejected),
      Presses(name: "keys taken", action: .type("e"), times: 2, text: "abcdee", outcome: .accepted),
    ])
  func pressesAKeyTimes(_ c: Presses) {
    var field = Self.field("abcd", 4, 4, rule: .allowing(.letters))
    let result = field.perform(c.action, times: c.times)
    #expect(field.text == c.text)
    #expect(result.outcome == c.outcome)
    #expect(result.state == field.state)
    if c.outcome == .rejected { #expect(result.reason?.code == .disallowedCharacter) }
  }

  /// Counted presses report like typed keys: a change's reason is kept when later presses
  /// change nothing more.
  @Test func countedPressesKeepTheLastChangesReason() {
    var field = Self.field("", 0, 0, rule: TextRule().converting(to: .upper))
    let result = field.perform(.type("a"), times: 2)
    #expect(field.text == "AA")
    #expect(result.outcome == .transformed)
    #expect(result.reason?.code == .caseConverted)
  }

  struct Deletion: CustomTestStringConvertible, Sendable {
    var action: FieldAction
    var isDeletion: Bool
    var testDescription: String { "\(action)" }
  }

  @Test(
    arguments: [
      Deletion(action: .backspace, isDeletion: true),
      Deletion(action: .deleteForward, isDeletion: true),
      Deletion(action: .clear, isDeletion: true),
      Deletion(action: .replace(location: 0, length: 3, with: ""), isDeletion: true),
      Deletion(action: .paste(""), isDeletion: true),
      Deletion(action: .type("a"), isDeletion: false),
      Deletion(action: .replace(location: 0, length: 3, with: "a"), isDeletion: false),
      Deletion(action: .moveLeft, isDeletion: false),
      Deletion(action: .setValue(canonical: ""), isDeletion: false),
    ])
  func deletions(_ c: Deletion) {
    #expect(c.action.isDeletion == c.isDeletion)
  }

  /// One line per action, its text quoted so that invisible characters show.
  @Test(
    arguments: [
      (FieldAction.type("a\u{301}"), #"type "a\u{301}""#),
      (.paste("x\"y\\"), #"paste "x\"y\\""#),
      (.replace(location: -1, length: 2, with: "\u{200B}"), #"replace [-1, 2] with "\u{200B}""#),
      (.backspace, "backspace"), (.deleteForward, "delete"), (.select(3, 1), "select [3, 1]"),
      (.moveCaret(to: 4), "caret 4"), (.moveLeft, "left"), (.moveRight, "right"),
      (.moveToStart, "home"), (.moveToEnd, "end"), (.mark("かな"), #"mark "かな""#),
      (.unmark, "unmark"), (.commit, "commit"), (.clear, "clear"),
      (.setValue(canonical: "1.50"), #"setValue "1.50""#),
    ])
  func describesItself(_ action: FieldAction, _ description: String) {
    #expect(action.description == description)
  }
}

/// A rule that names a value only for "1" and no reason for any other string.
private struct Unnamed: InputRule {
  func review(_ proposal: EditProposal) -> EditDecision { .accept }
  func evaluate(_ text: String) -> Evaluation<String> {
    text.isEmpty ? Evaluation(validity: .empty) : Evaluation(validity: .valid, value: text)
  }
  func commit(_ text: String, lastValidValue: String?) -> CommitDecision {
    CommitDecision(text: text)
  }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string == "1" ? "1" : nil }
  func refusal(ofCanonical string: String) -> Reason? { nil }
}
