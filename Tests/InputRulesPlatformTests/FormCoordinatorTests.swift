import InputRules
import InputRulesDates
import InputRulesForms
import InputRulesPlatform
import Testing

/// `FormCoordinator`: a form of fake UIKit fields typed into key by key, with focus, Return, the
/// submit button and the reasons under the fields, as `RuleFormController` and SwiftUI's
/// `RuleFormModel` run it.
@MainActor
@Suite struct FormCoordinatorTests {
  static let day = try! DateFormat("dd.MM.yyyy")
  static let month = try! DateFormat("MM/yy")

  /// Arrival and departure, required, the departure at least a day after the arrival.
  static func booking() throws -> FakeFormScreen {
    let form = try RuleForm(
      fields: [
        FormField("arrival", label: "Arrival", isRequired: true, ordering: .date(day)),
        FormField("departure", label: "Departure", isRequired: true, ordering: .date(day)),
      ],
      rules: [.order(0, 1, strict: true, gap: .duration(FormDuration(days: 1)))])
    return FakeFormScreen(form, rules: [try DateRule(format: day), try DateRule(format: day)])
  }

  @Test func theDepartureErrorClearsWhenTheArrivalChanges() throws {
    let screen = try Self.booking()
    let form = screen.form
    screen.tap(0)
    screen.field.type("12122026")
    #expect(screen.field.text == "12.12.2026")
    screen.pressReturn()
    #expect(screen.focused == 1)
    screen.field.type("10122026")
    #expect(form.verdict(of: 1).reason?.code == .order)
    #expect(form.shownVerdict(of: 1) == nil, "the departure is still being typed")
    #expect(screen.labels == [nil, nil])
    #expect(!screen.submitEnabled)
    // Return in the last field submits: the departure is the field to fix.
    guard case .submitted(.failure(let fix)) = screen.pressReturn() else {
      Issue.record("Return in the last field submits")
      return
    }
    #expect(fix.name == "departure")
    #expect(fix.message == "This must be at least 1 day after Arrival.")
    #expect(screen.focused == 1, "focus stays on the field to fix")
    #expect(screen.labels == [nil, "This must be at least 1 day after Arrival."])
    #expect(screen.announcements == ["This must be at least 1 day after Arrival."])
    // Back in the arrival: a Backspace leaves no date to compare, and the departure's error
    // clears with no key in the departure.
    screen.tap(0)
    screen.field.deleteBackward()
    #expect(form.verdict(of: 0).validity == .incomplete)
    #expect(form.verdict(of: 1).validity == .valid)
    #expect(screen.labels[1] == nil)
    #expect(screen.labels[0] != nil, "after a submit, the incomplete arrival is shown")
    // An earlier year: the form can be submitted.
    screen.field.type("5")
    #expect(screen.labels == [nil, nil])
    #expect(screen.submitEnabled)
    #expect(form.submit() == .success(["arrival": "2025-12-12", "departure": "2026-12-10"]))
  }

  @Test func returnMovesToTheNextFieldAndSubmitsInTheLast() throws {
    let form = try RuleForm(fields: [
      FormField("name", label: "Name", isRequired: true),
      FormField("city", label: "City"),
      FormField("code", label: "Code", isRequired: true),
    ])
    let letters = TextRule.allowing(.letters)
    let screen = FakeFormScreen(form, rules: [letters, letters, TextRule.allowing(.digits)])
    screen.tap(0)
    #expect(screen.pressReturn() == .movedFocus(to: 1))
    #expect(screen.focused == 1)
    #expect(screen.focusRequests == [1])
    #expect(screen.labels[0] == "A value is required here.", "the name was left empty")
    #expect(screen.pressReturn() == .movedFocus(to: 2))
    #expect(screen.labels[1] == nil, "the city is not required")
    screen.field.type("42")
    guard case .submitted(.failure(let fix)) = screen.pressReturn() else {
      Issue.record("Return in the last field submits")
      return
    }
    #expect(fix.index == 0)
    #expect(screen.focused == 0, "focus goes to the first field to fix")
    screen.field.type("Ada")
    screen.tap(2)
    #expect(screen.pressReturn() == .submitted(.success(["name": "Ada", "code": "42"])))
    #expect(screen.announcements == ["A value is required here."])
  }

  @Test func theSubmitButtonFollowsTheVerdict() throws {
    let screen = try Self.booking()
    #expect(!screen.submitEnabled)
    screen.tap(0)
    screen.field.type("01122026")
    screen.tap(1)
    screen.field.type("0112202")
    #expect(!screen.submitEnabled, "the departure is incomplete")
    screen.field.type("6")
    #expect(!screen.submitEnabled, "the same day: not a day after")
    screen.field.deleteBackward()
    screen.field.type("7")
    #expect(screen.submitEnabled)
    #expect(screen.submitToggles == 1, "told once, when it changed")
    screen.tap(0)
    screen.field.deleteBackward()
    screen.field.type("8")
    #expect(!screen.submitEnabled, "the arrival after the departure")
    #expect(screen.labels[1] == "This must be at least 1 day after Arrival.")
    screen.field.deleteBackward()
    screen.field.type("6")
    #expect(screen.submitEnabled)
    #expect(screen.labels == [nil, nil])
    #expect(screen.submitToggles == 3)
  }

  /// A card number and its expiry move on by themselves (`advancesWhenComplete`); the name
  /// after them does not ask to.
  static func card() throws -> FakeFormScreen {
    let form = try RuleForm(fields: [
      FormField("card", label: "Card", advancesWhenComplete: true),
      FormField("expiry", label: "Expiry", advancesWhenComplete: true),
      FormField("name", label: "Name", advancesWhenComplete: true),
      FormField("note", label: "Note"),
    ])
    return FakeFormScreen(
      form,
      rules: [
        CardNumberRule(), try DateRule(format: month), TextRule.allowing(.letters),
        TextRule(),
      ])
  }

  @Test func focusMovesOnOnlyWhenAFieldBecomesCompleteAtItsEnd() throws {
    let screen = try Self.card()
    screen.tap(0)
    screen.field.type("411111111111111")
    #expect(screen.focused == 0, "15 digits: not complete")
    screen.field.type("1")
    #expect(screen.focused == 1, "16 digits: complete, typed at the end")
    #expect(screen.focusRequests == [1])
    screen.field.type("12")
    #expect(screen.focused == 1)
    screen.field.type("28")
    #expect(screen.fields[1].text == "12/28")
    #expect(screen.focused == 2, "a whole expiry")
    // A name takes any number of letters: never complete.
    screen.field.type("Ada")
    #expect(screen.focused == 2)
  }

  @Test func focusDoesNotMoveOnFromAKeyInTheMiddle() throws {
    let screen = try Self.card()
    screen.tap(0)
    screen.field.type("41111111111111")
    screen.field.userSelects(2..<2)
    screen.field.type("1")
    #expect(screen.fields[0].text == "4111 1111 1111 111")
    screen.field.userSelects(4..<4)
    screen.field.type("1")
    #expect(screen.fields[0].text == "4111 1111 1111 1111")
    #expect(screen.form.verdict(of: 0).validity == .valid)
    #expect(screen.focused == 0, "complete, but by a key in the middle")
    #expect(screen.focusRequests.isEmpty)
  }

  @Test func focusDoesNotMoveIntoAFilledField() throws {
    let screen = try Self.card()
    screen.tap(1)
    screen.field.type("1228")
    #expect(screen.focused == 2, "the name was empty")
    screen.tap(0)
    screen.field.type("4111111111111111")
    #expect(screen.focused == 0, "the expiry is filled")
  }

  @Test func focusDoesNotMoveOnFromAValueTheProgramSets() throws {
    let screen = try Self.card()
    screen.tap(0)
    screen.field.coordinator.setValue(AnyInputRule.Value("4111111111111111"))
    #expect(screen.form.verdict(of: 0).validity == .valid)
    #expect(screen.focused == 0)
  }

  @Test func aFieldLeftShowsItsErrorAndACrossFieldErrorWaitsForBoth() throws {
    let screen = try Self.booking()
    screen.tap(1)
    screen.field.type("10122026")
    screen.tap(0)
    #expect(screen.labels == [nil, nil], "the departure is valid on its own")
    screen.field.type("1212202")
    screen.tap(1)
    #expect(screen.labels[0] != nil, "the arrival was left incomplete")
    screen.tap(0)
    screen.field.type("6")
    #expect(screen.labels[0] == nil)
    #expect(
      screen.labels[1] == "This must be at least 1 day after Arrival.",
      "both fields were left: the order error shows at once")
  }

  @Test func aFieldIsCompleteWhenItsRuleRefusesMoreAtItsEnd() throws {
    let code = FakeTextField(rule: TextRule.allowing(.digits).maximumLength(6))
    code.type("12345")
    #expect(code.coordinator.driver.judgement == FieldJudgement(.valid, value: "12345"))
    #expect(!code.coordinator.driver.isComplete, "a sixth digit fits")
    code.type("6")
    #expect(code.coordinator.driver.isComplete)
    #expect(code.coordinator.driver.caretIsAtEnd)
    code.userSelects(2..<2)
    #expect(!code.coordinator.driver.caretIsAtEnd)
    let date = FakeTextField(rule: try DateRule(format: Self.day))
    date.type("0412202")
    #expect(!date.coordinator.driver.isComplete, "incomplete")
    date.type("6")
    #expect(date.coordinator.driver.isComplete, "a whole date")
    let text = FakeTextField(rule: TextRule())
    text.type("Ada")
    #expect(!text.coordinator.driver.isComplete, "free text takes more")
  }

  @Test func aFieldReportingItsJudgementAloneNeverMovesOn() throws {
    let form = try RuleForm(fields: [
      FormField("code", label: "Code", isRequired: true, advancesWhenComplete: true),
      FormField("name", label: "Name"),
    ])
    let coordinator = FormCoordinator(form: form)
    coordinator.fieldDidBeginEditing(0)
    coordinator.fieldDidChange(0, judgement: FieldJudgement(.valid, value: "123456"))
    #expect(coordinator.focus == 0)
    #expect(coordinator.canSubmit)
    #expect(coordinator.values == ["code": "123456"])
    coordinator.fieldDidEndEditing(0)
    #expect(coordinator.focus == nil)
    #expect(coordinator.state.wasLeft == [true, false])
  }
}
