import InputRules
import InputRulesTestSupport
import Testing

/// A table row: a field under a rule, actions performed in order, and what the field must show
/// afterwards. `outcome` and `reason` are those of the last action.
struct Scenario: CustomTestStringConvertible, Sendable {
  var name: String
  var rule: TextRule
  var actions: [FieldAction]
  var text: String
  var caret: Int?
  var outcome: EditResult.Outcome?
  var reason: Reason.Code?

  init(
    _ name: String, _ rule: TextRule, _ actions: [FieldAction], gives text: String,
    caret: Int? = nil, outcome: EditResult.Outcome? = nil, reason: Reason.Code? = nil
  ) {
    self.name = name
    self.rule = rule
    self.actions = actions
    self.text = text
    self.caret = caret
    self.outcome = outcome
    self.reason = reason
  }

  var testDescription: String {
    "\(name): \(actions.map(\.description).joined(separator: ", ")) gives \(FieldAction.quoted(text))"
  }

  /// Runs the scenario and checks the field, the last result and the laws of each step.
  func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    var field = InputField(rule: rule)
    var last = EditResult(state: field.state, outcome: .accepted)
    for action in actions {
      let before = field.state
      last = field.perform(action)
      #expect(FieldLaws.selectionProblem(in: field.state) == nil, sourceLocation: sourceLocation)
      if case .type(let keys) = action, keys.count > 1 { continue }
      if !before.isComposing {
        #expect(
          FieldLaws.rejectionProblem(before: before, result: last, after: field.state) == nil,
          sourceLocation: sourceLocation)
      }
    }
    #expect(
      field.text.unicodeScalars.elementsEqual(text.unicodeScalars), "text",
      sourceLocation: sourceLocation)
    #expect(field.validity != .invalid, sourceLocation: sourceLocation)
    if let caret {
      #expect(field.state.selection == caret..<caret, "caret", sourceLocation: sourceLocation)
    }
    if let outcome { #expect(last.outcome == outcome, "outcome", sourceLocation: sourceLocation) }
    if let reason { #expect(last.reason?.code == reason, "reason", sourceLocation: sourceLocation) }
    if outcome == .accepted { #expect(last.reason == nil, sourceLocation: sourceLocation) }
  }
}
