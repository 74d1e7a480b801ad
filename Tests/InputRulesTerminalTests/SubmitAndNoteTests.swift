import InputRules
import InputRulesTerminal
import Testing

/// A form that submits from its last field (`onSubmit`), tells when the focus leaves a field
/// (`afterLeaving`), and shows a note under a field (`TerminalField.note`).
@Suite("Terminal forms: submitting, leaving a field, notes")
struct SubmitAndNoteTests {
  static let sizes = try! ChoiceRule(
    options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL")

  static func threeFields() -> Form {
    Form(
      title: "Test",
      sections: [
        .init(
          "",
          [
            TerminalField("Vowels", rule: TextRule.allowing("aeiouAEIOU").maximumLength(6)),
            TerminalField("Digits", rule: TextRule.allowing("0123456789").maximumLength(3)),
            TerminalField("Size", rule: sizes),
          ])
      ])
  }

  /// What the hooks saw, in order (a form calls its hooks on the thread that hands it keys).
  final class Log: @unchecked Sendable {
    private(set) var all: [String] = []
    func add(_ entry: String) { all.append(entry) }
  }

  @Test func enterInTheLastFieldCommitsItAndAsksOnSubmit() {
    var form = Self.threeFields()
    let log = Log()
    form.afterAction = { form, index in log.add("action \(index) \(form.fields[index].text)") }
    form.onSubmit = { form in
      log.add("submit \(form.fields[2].text)")
      return .accepted
    }
    let now = ContinuousClock.now
    // Enter elsewhere moves on.
    #expect(form.handle(.enter, at: now).ending == nil)
    #expect(form.focus == 1)
    _ = form.handle(.enter, at: now)
    #expect(form.focus == 2)
    _ = form.handle(.character("x"), at: now)
    // The last field is committed ("x" completes to "XL") before the form is asked.
    #expect(form.handle(.enter, at: now).ending == .submitted)
    #expect(log.all.suffix(2) == ["action 2 XL", "submit XL"])
  }

  @Test func aRefusedSubmitMovesToTheFieldToFixAndSaysWhy() throws {
    var form = Self.threeFields()
    form.bell = true
    let log = Log()
    form.afterLeaving = { form, index in log.add("left \(index), now \(form.focus)") }
    form.onSubmit = { _ in .refused(fix: 1, message: "Digits: three, please.") }
    let now = ContinuousClock.now
    _ = form.handle(.backTab, at: now)
    #expect(form.focus == 2)
    let response = form.handle(.enter, at: now)
    #expect(response.ending == nil)
    #expect(response.bell)
    #expect(form.focus == 1)
    let hint = try #require(form.activeHint(at: now))
    #expect(hint.kind == .notSubmitted)
    #expect(hint.message == "Digits: three, please.")
    #expect(log.all == ["left 0, now 2", "left 2, now 1"])
    let lines = FormView.screen(form, columns: 100, at: now).plainLines
    #expect(lines.contains { $0.contains("not submitted: Digits: three, please.") })
    // The field to fix out of range: the focus stays.
    form.onSubmit = { _ in .refused(fix: 7, message: "?") }
    _ = form.handle(.tab, at: now)
    _ = form.handle(.enter, at: now)
    #expect(form.focus == 2)
  }

  @Test func withoutOnSubmitEnterInTheLastFieldWrapsAndAPromptSubmitsAsBefore() {
    var form = Self.threeFields()
    let now = ContinuousClock.now
    _ = form.handle(.backTab, at: now)
    #expect(form.handle(.enter, at: now).ending == nil)
    #expect(form.focus == 0)
    // A form that submits on Enter does not ask onSubmit.
    form.submitsOnEnter = true
    form.allowsEmpty = true
    form.onSubmit = { _ in .refused(fix: 1, message: "never asked") }
    #expect(form.handle(.enter, at: now).ending == .submitted)
  }

  @Test func afterLeavingIsToldOnlyWhenTheFocusMoves() {
    var form = Form(sections: [
      .init("", [TerminalField("Only", rule: TextRule.allowing("ab"))])
    ])
    let log = Log()
    form.afterLeaving = { _, index in log.add("left \(index)") }
    let now = ContinuousClock.now
    _ = form.handle(.tab, at: now)
    _ = form.handle(.character("a"), at: now)
    #expect(log.all.isEmpty)
    var three = Self.threeFields()
    three.afterLeaving = { _, index in log.add("left \(index)") }
    _ = three.handle(.down, at: now)
    _ = three.handle(.up, at: now)
    #expect(log.all == ["left 0", "left 1"])
  }

  @Test func theKeyListSaysEnterSubmitsInTheLastField() {
    var form = Self.threeFields()
    let now = ContinuousClock.now
    var text = FormView.screen(form, columns: 200, at: now).plainLines.joined(separator: "\n")
    #expect(text.contains("Enter: commit, next field"))
    form.onSubmit = { _ in .accepted }
    text = FormView.screen(form, columns: 200, at: now).plainLines.joined(separator: "\n")
    #expect(text.contains("Enter: next field; submit in the last"))
    #expect(!text.contains("commit, next field"))
  }

  @Test func aNoteShowsUnderItsFieldUntilItIsCleared() throws {
    var form = Self.threeFields()
    let now = ContinuousClock.now
    form.setNote("Must match the other one.", forField: 1)
    form.setNote("nowhere", forField: 9)
    #expect(form.fields[1].note == "Must match the other one.")
    var lines = FormView.screen(form, columns: 100, at: now).plainLines
    let digits = try #require(lines.firstIndex { $0.contains("Digits") })
    let note = lines[digits + 1]
    #expect(note.trimmingPrefix(while: { $0 == " " }) == "! Must match the other one.")
    // Under the box.
    #expect(note.prefix { $0 == " " }.count == lines[digits].prefix { $0 != "[" }.count)
    #expect(lines[digits + 2].contains("Size"))
    form.setNote(nil, forField: 1)
    lines = FormView.screen(form, columns: 100, at: now).plainLines
    #expect(!lines.contains { $0.contains("!") })
  }

  @Test func aLongNoteWrapsWithinTheWidth() {
    var form = Self.threeFields()
    let now = ContinuousClock.now
    let words = Array(repeating: "word", count: 30).joined(separator: " ")
    form.setNote(words, forField: 0)
    let lines = FormView.screen(form, columns: 40, at: now).plainLines
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 39 })
    let noted = lines.filter { $0.contains("word") }
    #expect(noted.count > 1)
    #expect(noted.joined().split(separator: " ").filter { $0 == "word" }.count == 30)
  }

  @Test func aNoteOfTheFocusedFieldStaysOnAShortScreen() throws {
    var form = Self.threeFields()
    let now = ContinuousClock.now
    _ = form.handle(.backTab, at: now)
    form.setNote("Say it again.", forField: 2)
    var scroll = 0
    let frame = FormView.screen(form, columns: 80, rows: 6, scroll: &scroll, at: now)
    #expect(frame.plainLines.contains { $0.contains("! Say it again.") })
  }

  @Test func theFieldModelIsThere() {
    var form = Self.threeFields()
    _ = form.handle(.character("a"), at: .now)
    #expect(form.fields[0].inputField.text == "a")
    #expect(form.fields[0].inputField.validity == .valid)
  }
}
