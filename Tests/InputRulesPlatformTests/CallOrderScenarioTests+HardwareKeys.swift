import InputRules
import InputRulesMasks
import InputRulesNumbers
import InputRulesPlatform
import Testing

/// The demo's dollar field, typed as the caret goes: `$1,234.56`.
let dollars = AnyInputRule(try! MoneyRule(.money(.usd)))
/// The money field in cash-register entry, as `MoneyTextField` sets it up.
let registerDollars = AnyInputRule(try! MoneyRule(.money(.usd, entry: .cashRegister)))

/// Hardware keys: forward Delete (fn-Delete, Delete on an iPad keyboard) and Command-Backspace,
/// which may change the text without asking the delegate. The driver judges the change reported
/// by `editingChanged` from where the caret was (a deletion after the caret that leaves it in
/// place is a forward Delete), and a deletion the delegate is asked about that starts at the
/// caret likewise.
let hardwareKeyScenarios: [CallOrderScenario] =
  [false, true].flatMap { asked -> [CallOrderScenario] in
    let told = asked ? "asked" : "reported only"
    return [
      CallOrderScenario(
        name: "forward Delete over the dash deletes the digit after it (\(told))",
        rule: phoneMask,
        steps: [
          .step(.type("5551234567")), .step(.select(12..<12)), .deleteForward(asksDelegate: asked),
        ],
        expectedText: "+1 (555) 123-567", expectedSelection: 13..<13,
        // Incomplete: the value is the last valid one.
        expectedValue: "5551234567"),
      CallOrderScenario(
        name: "forward Delete over a digit deletes it and the rest shift (\(told))",
        rule: phoneMask,
        steps: [
          .step(.type("5551234567")), .step(.select(9..<9)), .deleteForward(asksDelegate: asked),
        ],
        expectedText: "+1 (555) 234-567", expectedSelection: 9..<9,
        expectedValue: "5551234567"),
      CallOrderScenario(
        name: "forward Delete over a group separator deletes the digit after it (\(told))",
        rule: dollars,
        steps: [.step(.type("1234")), .step(.select(2..<2)), .deleteForward(asksDelegate: asked)],
        expectedText: "$134", expectedSelection: 2..<2, expectedValue: "134.00"),
      CallOrderScenario(
        name: "forward Delete over the decimal point joins the digits (\(told))",
        rule: dollars,
        steps: [.step(.type("12.5")), .step(.select(3..<3)), .deleteForward(asksDelegate: asked)],
        expectedText: "$125", expectedSelection: 3..<3, expectedValue: "125.00"),
    ]
  }
  + [
    CallOrderScenario(
      name: "forward Delete at the end changes nothing", rule: phoneMask,
      steps: [.step(.type("555")), .deleteForward(asksDelegate: false)],
      expectedText: "+1 (555) ", expectedSelection: 9..<9, expectedValue: nil),
    CallOrderScenario(
      name: "Command-Backspace at the end empties the field", rule: phoneMask,
      steps: [.step(.type("5551234567")), .deleteToLineStart], expectedText: "",
      expectedSelection: 0..<0, expectedValue: nil),
    CallOrderScenario(
      name: "Command-Backspace in the middle deletes the digits before the caret",
      rule: phoneMask,
      steps: [.step(.type("5551234567")), .step(.select(9..<9)), .deleteToLineStart],
      expectedText: "+1 (123) 456-7", expectedSelection: 4..<4, expectedValue: "5551234567"),
    CallOrderScenario(
      name: "Command-Backspace in a cash register empties it", rule: registerDollars,
      caretPolicy: .pinnedToEnd, steps: [.step(.type("1234")), .deleteToLineStart],
      expectedText: "", expectedSelection: 0..<0, expectedValue: nil),
  ]

@MainActor
@Suite("Call orders: hardware keys that skip the delegate")
struct HardwareKeyCallOrderTests {
  @Test(arguments: hardwareKeyScenarios, TextSystemQuirks.all)
  func scenario(_ scenario: CallOrderScenario, quirks: TextSystemQuirks) {
    CallOrderCheck.run(scenario, quirks: quirks)
  }

  /// A forward Delete reported after the fact leaves the field as the engine's own forward
  /// Delete does, at every caret position of a full phone number and an amount.
  @Test(arguments: ["phone mask", "dollars"])
  func reportedForwardDeleteIsTheEnginesForwardDelete(_ name: String) {
    let rule = name == "dollars" ? dollars : phoneMask
    var typed = InputField(rule: rule)
    typed.type("5551234567")
    let text = typed.text
    for caret in 0..<text.utf16.count {
      let field = FakeTextField(rule: rule, text: text)
      field.userSelects(caret..<caret)
      field.hardwareDeleteForward()
      var engine = typed
      engine.select(caret, caret)
      engine.deleteForward()
      #expect(field.text == engine.text, "caret \(caret)")
      #expect(field.selection == engine.state.selection, "caret \(caret)")
      #expect(field.announcements.isEmpty, "caret \(caret)")
    }
  }
}
