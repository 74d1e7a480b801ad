import InputRules
import InputRulesTerminal
import Testing

/// A terminal field performs the engine's own `FieldAction`s: each action gives the field what
/// the same action gives a bare `InputField` under the same rule, so the terminal's keys mean
/// what they mean to any other caller.
@Suite("Terminal fields")
struct TerminalFieldTests {
  static let rule = TextRule.allowing(.letters).maximumLength(8)

  /// A script of actions run on both, including the terminal's arrows, Home, End and clearing,
  /// over text with clusters of several UTF-16 units.
  static let script: [FieldAction] = [
    .type("ab"), .paste("c👍🏽d"), .moveLeft, .moveLeft, .backspace, .type("1"), .moveToStart,
    .deleteForward, .moveRight, .type("é"), .moveToEnd, .select(1, 3), .moveRight, .mark("x"),
    .unmark, .select(0, 2), .moveLeft, .replace(location: 2, length: 1, with: "z"),
    .setValue(canonical: "word"), .commit, .clear, .clear,
  ]

  @Test func performsWhatTheFieldPerforms() {
    var terminal = TerminalField("Name", rule: Self.rule)
    var field = InputField(rule: Self.rule)
    for (step, action) in Self.script.enumerated() {
      let terminalResult = terminal.perform(action)
      let fieldResult = field.perform(action)
      #expect(terminalResult == fieldResult, "step \(step): \(action)")
      #expect(terminal.state == field.state, "step \(step): \(action)")
      #expect(terminal.validity == field.validity, "step \(step): \(action)")
    }
  }
}
