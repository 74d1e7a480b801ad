import InputRules
import InputRulesTerminal
import Testing

private func vowelsAndDigits() -> Form {
  Form(
    title: "Test",
    sections: [
      .init(
        "Text",
        [
          TerminalField("Vowels", rule: TextRule.allowing("aeiouAEIOU").maximumLength(6)),
          TerminalField("Digits", rule: TextRule.allowing("0123456789").maximumLength(3)),
        ])
    ])
}

private func type(_ text: String, into form: inout Form, at now: ContinuousClock.Instant) {
  for character in text { _ = form.handle(.character(character), at: now) }
}

@Test func refusedKeyShowsItsReasonForAMoment() throws {
  var form = vowelsAndDigits()
  form.bell = true
  let now = ContinuousClock.now
  type("ae", into: &form, at: now)
  let response = form.handle(.character("x"), at: now)
  #expect(form.focusedField.text == "ae")
  #expect(response.bell)
  let hint = try #require(form.activeHint(at: now))
  #expect(hint.kind == .refused)
  #expect(hint.message.contains("x"))
  let line = FormView.screen(form, columns: 100, at: now).plainLines.first {
    $0.contains("refused:")
  }
  #expect(line != nil)
  // A moment later the hint is gone.
  #expect(form.activeHint(at: now + .seconds(5)) == nil)
}

@Test func keysMoveEditAndClearThroughTheField() {
  var form = vowelsAndDigits()
  let now = ContinuousClock.now
  type("aei", into: &form, at: now)
  _ = form.handle(.left, at: now)
  _ = form.handle(.backspace, at: now)
  #expect(form.focusedField.text == "ai")
  _ = form.handle(.home, at: now)
  _ = form.handle(.deleteForward, at: now)
  #expect(form.focusedField.text == "i")
  _ = form.handle(.character("o"), at: now)
  #expect(form.focusedField.text == "oi")
  _ = form.handle(.end, at: now)
  _ = form.handle(.character("u"), at: now)
  #expect(form.focusedField.text == "oiu")
  _ = form.handle(.clear, at: now)
  #expect(form.focusedField.text == "")
  #expect(form.focusedField.validity == .empty)
}

@Test func pasteIsOneFilteredEdit() throws {
  var form = vowelsAndDigits()
  let now = ContinuousClock.now
  _ = form.handle(.tab, at: now)
  _ = form.handle(.paste("1a2b3c4"), at: now)
  #expect(form.focusedField.text == "123")
  #expect(form.focusedField.valueDescription == "123")
  #expect(try #require(form.activeHint(at: now)).kind == .changed)
}

@Test func tabEnterAndArrowsMoveFocusAndWrap() {
  var form = vowelsAndDigits()
  let now = ContinuousClock.now
  #expect(form.focus == 0)
  _ = form.handle(.tab, at: now)
  #expect(form.focus == 1)
  _ = form.handle(.enter, at: now)
  #expect(form.focus == 0)
  _ = form.handle(.backTab, at: now)
  #expect(form.focus == 1)
  _ = form.handle(.up, at: now)
  #expect(form.focus == 0)
  #expect(form.handle(.escape, at: now).ending == .escape)
  #expect(form.handle(.interrupt, at: now).ending == .interrupt)
}

@Test func ctrlZAsksToSuspendAndLeavesTheFieldAlone() {
  var form = vowelsAndDigits()
  let now = ContinuousClock.now
  type("ae", into: &form, at: now)
  let response = form.handle(.suspend, at: now)
  #expect(response.suspend)
  #expect(response.ending == nil)
  #expect(!response.bell)
  #expect(form.focusedField.text == "ae")
  #expect(form.activeHint(at: now) == nil)
  #expect(!form.handle(.character("i"), at: now).suspend)
  #expect(form.focusedField.text == "aei")
}

@Test func leavingAFieldCommitsIt() throws {
  let sizes = try ChoiceRule(options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL")
  var form = Form(sections: [.init("", [TerminalField("Size", rule: sizes)])])
  let now = ContinuousClock.now
  _ = form.handle(.character("x"), at: now)
  #expect(form.focusedField.text == "x")
  _ = form.handle(.tab, at: now)
  #expect(form.focusedField.text == "XL")
  #expect(form.focusedField.value(as: String.self) == "XL")
}

@Test func promptSubmitsOnlyValidText() throws {
  let sizes = try ChoiceRule(options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL")
  var form = Form(sections: [.init("", [TerminalField("Size", rule: sizes)])])
  form.submitsOnEnter = true
  let now = ContinuousClock.now
  #expect(form.handle(.enter, at: now).ending == nil)
  #expect(form.activeHint(at: now)?.kind == .refused)
  _ = form.handle(.character("m"), at: now)
  #expect(form.handle(.enter, at: now).ending == .submitted)
  #expect(form.focusedField.value(as: String.self) == "M")
  let frame = FormView.prompt(form, columns: 60, at: now)
  #expect(frame.plainLines[0].hasPrefix("Size [M"))
  #expect(frame.plainLines[0].contains("valid"))
}

@Test func stateAndValueAreShown() {
  var form = vowelsAndDigits()
  let now = ContinuousClock.now
  type("aeu", into: &form, at: now)
  let line = FormView.screen(form, columns: 100, at: now).plainLines.first {
    $0.contains("Vowels")
  }
  #expect(line?.contains("[aeu ") == true)
  #expect(line?.contains("valid") == true)
  #expect(line?.contains("\"aeu\"") == true)
}

@Test func longTextScrollsToKeepTheCaretVisible() {
  var form = Form(sections: [.init("", [TerminalField("Any", rule: TextRule())])])
  let now = ContinuousClock.now
  _ = form.handle(.paste(String(repeating: "abcdefghij", count: 4) + "XYZ"), at: now)
  let frame = FormView.screen(form, columns: 100, at: now)
  let line = frame.plainLines[frame.cursor!.row]
  let box = line.drop { $0 != "[" }.prefix { $0 != "]" }
  // The hidden start is marked.
  #expect(box == "[\u{2026}jabcdefghijXYZ ")
  let bracket = DisplayWidth.of(line.prefix { $0 != "[" })
  #expect(frame.cursor!.column == bracket + 16)
}

@Test func frameFitsSmallTerminals() {
  let form = vowelsAndDigits()
  let frame = FormView.screen(form, columns: 80, rows: 6, at: .now)
  #expect(frame.lines.count <= 6)
  #expect(frame.cursor!.row < 6)
  #expect(frame.plainLines[frame.cursor!.row].hasPrefix("> Vowels"))
}

/// A field that follows another: after each key in the first field, the second is replaced
/// by one whose maximum length is the first field's text length.
@Test func aFieldCanFollowAnotherAfterEachAction() {
  var form = vowelsAndDigits()
  form.afterAction = { form, index in
    guard index == 0 else { return }
    let length = form.fields[0].text.count
    form.replaceField(
      at: 1,
      with: TerminalField(
        "Digits (\(length))", rule: TextRule.allowing("0123456789").maximumLength(length)))
  }
  let now = ContinuousClock.now
  type("ae", into: &form, at: now)
  #expect(form.fields[1].label == "Digits (2)")
  _ = form.handle(.tab, at: now)
  type("123", into: &form, at: now)
  #expect(form.fields[1].text == "12")
  #expect(form.focus == 1)
  // Out of range: nothing changes.
  form.replaceField(at: 5, with: TerminalField("None", rule: TextRule()))
  #expect(form.fields.map(\.label) == ["Vowels", "Digits (2)"])
}
