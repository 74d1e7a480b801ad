import InputRules
import InputRulesNumbers
import InputRulesPlatform
import Testing

/// A rule whose commit trims spaces at both ends, to see editing end apply a rule's commit.
struct TrimmingRule: InputRule {
  func review(_ proposal: EditProposal) -> EditDecision { .accept }
  func evaluate(_ text: String) -> Evaluation<String> { text.isEmpty ? .empty : .valid(text) }
  func commit(_ text: String, lastValidValue: String?) -> CommitDecision {
    let trimmed = String(
      text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    return CommitDecision(
      text: trimmed, reason: trimmed == text ? nil : Reason("trimmed", "Trimmed."))
  }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
}

/// A rule that accepts digits, one sign and one decimal point, like a number rule does, without
/// adopting `KeyboardSuggesting`.
struct SignedDecimalRule: InputRule {
  func review(_ proposal: EditProposal) -> EditDecision {
    let text = proposal.proposedText
    var seenPoint = false
    for (offset, character) in text.enumerated() {
      if character.isASCIIDigit { continue }
      if character == "-" && offset == 0 { continue }
      if character == "." && !seenPoint {
        seenPoint = true
        continue
      }
      return .reject(Reason(.notANumber, "Not a number."))
    }
    return .accept
  }
  func evaluate(_ text: String) -> Evaluation<String> { text.isEmpty ? .empty : .valid(text) }
  func displayText(for value: String) -> String { value }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }
}

struct KeyboardCase: Sendable, CustomTestStringConvertible {
  var name: String
  var rule: AnyInputRule
  var keyboard: KeyboardKind
  var autocorrection: TraitPreference
  var capitalization: Capitalization = .none
  var testDescription: String { name }
}

@Suite("Keyboard and traits suggested by a rule")
struct KeyboardSuggestionTests {
  static let cases: [KeyboardCase] = [
    KeyboardCase(
      name: "free text keeps the platform's keyboard and autocorrection",
      rule: AnyInputRule(TextRule.maximumLength(20)), keyboard: .default,
      autocorrection: .default, capitalization: .default),
    KeyboardCase(
      name: "digits only: number pad, no autocorrection",
      rule: AnyInputRule(TextRule.allowing(.digits)), keyboard: .numberPad, autocorrection: .no),
    KeyboardCase(
      name: "literal digits: number pad", rule: AnyInputRule(TextRule.allowing("0123456789")),
      keyboard: .numberPad, autocorrection: .no),
    KeyboardCase(
      name: "digits and a decimal separator: decimal pad",
      rule: AnyInputRule(TextRule.allowing(.digits).allowing(".,")), keyboard: .decimalPad,
      autocorrection: .no),
    KeyboardCase(
      name: "digits and phone symbols: phone pad",
      rule: AnyInputRule(TextRule.allowing(.digits).allowing("+*#")), keyboard: .phonePad,
      autocorrection: .no),
    KeyboardCase(
      name: "ASCII letters: ASCII keyboard",
      rule: AnyInputRule(TextRule.allowing(.ascii).excluding(" ")), keyboard: .asciiCapable,
      autocorrection: .no),
    KeyboardCase(
      name: "letters of any script: default keyboard, no autocorrection",
      rule: AnyInputRule(TextRule.allowing(.letters)), keyboard: .default, autocorrection: .no),
    KeyboardCase(
      name: "excluded characters turn autocorrection off",
      rule: AnyInputRule(TextRule.excluding("'\"")), keyboard: .default, autocorrection: .no),
    KeyboardCase(
      name: "upper case codes capitalize every character",
      rule: AnyInputRule(TextRule.allowing(.ascii).converting(to: .upper)),
      keyboard: .asciiCapable, autocorrection: .no, capitalization: .allCharacters),
    KeyboardCase(
      name: "a number rule that does not say is probed: digits, sign and point",
      rule: AnyInputRule(SignedDecimalRule()), keyboard: .numbersAndPunctuation,
      autocorrection: .no),
    KeyboardCase(
      name: "a cash-register rule is probed: number pad", rule: AnyInputRule(CentsRule()),
      keyboard: .numberPad, autocorrection: .no),
    KeyboardCase(
      name: "a rule accepting everything is probed: default",
      rule: AnyInputRule(TrimmingRule()), keyboard: .default, autocorrection: .default,
      capitalization: .default),
  ]

  @Test(arguments: cases)
  func suggestion(_ testCase: KeyboardCase) {
    let suggestion = KeyboardSuggestion.suggested(for: testCase.rule)
    #expect(suggestion.keyboard == testCase.keyboard)
    #expect(suggestion.autocorrection == testCase.autocorrection)
    #expect(suggestion.capitalization == testCase.capitalization)
  }
}

@Suite("The driver, call by call")
struct DriverTests {
  @Test func refusalCarriesTheReasonForVoiceOver() {
    var driver = TextInputDriver(rule: TextRule.allowing(.digits))
    let decision = driver.shouldChange(
      .caret(0), replacement: "x", in: PlatformSnapshot(text: "", selection: .caret(0)))
    #expect(decision.action == .refuse)
    #expect(!decision.allowsPlatformChange)
    #expect(decision.reason?.code == .disallowedCharacter)
    #expect(decision.announcement == "“x” is not accepted here.")
    #expect(driver.status.lastEditWasRejected)
  }

  @Test func acceptedEditIsLeftToThePlatform() {
    var driver = TextInputDriver(rule: TextRule())
    let decision = driver.shouldChange(
      .caret(2), replacement: "c", in: PlatformSnapshot(text: "ab", selection: .caret(2)))
    #expect(decision.action == .allow)
    #expect(decision.announcement == nil)
    #expect(decision.changesText)
    #expect(driver.text == "abc")
  }

  @Test(arguments: [
    (PlatformRange(location: 10, length: 3), "x"),
    (PlatformRange(location: -1, length: 1), "x"),
    (PlatformRange(location: 1, length: Int.max), ""),
    (PlatformRange(location: PlatformRange.notFound, length: 0), "x"),
    (PlatformRange(location: 2, length: -4), "x"),
  ])
  func unusableRangesAreNeverHandedBack(range: PlatformRange, replacement: String) {
    var driver = TextInputDriver(rule: TextRule())
    let decision = driver.shouldChange(
      range, replacement: replacement, in: PlatformSnapshot(text: "abc", selection: .caret(3)))
    #expect(decision.action != .allow)
    #expect(decision.rangeWasAdjusted)
    if let replacement = decision.replacement {
      #expect(replacement.range.fits(in: 3))
      #expect(replacement.selection.fits(in: replacement.resultingText.utf16.count))
    }
  }

  @Test func severalRangesAreJudgedAsOneEdit() {
    var driver = TextInputDriver(rule: TextRule.maximumLength(5))
    // "ab-cd-ef": the first range gets "X", the second is deleted.
    let decision = driver.shouldChange(
      [PlatformRange(location: 2, length: 1), PlatformRange(location: 5, length: 1)],
      replacement: "X", in: PlatformSnapshot(text: "ab-cd-ef", selection: .caret(8)))
    // Judged as replacing "-cd-" with "Xcd": "abXcdef" is 7 characters, so the insertion is cut
    // to what fits.
    let replacement = decision.replacement
    #expect(replacement?.resultingText == "abXef")
    #expect(decision.result?.reason?.code == .truncated)
  }

  @Test func overlappingRangesAreRefused() {
    var driver = TextInputDriver(rule: TextRule())
    let decision = driver.shouldChange(
      [PlatformRange(location: 0, length: 3), PlatformRange(location: 2, length: 2)],
      replacement: "X", in: PlatformSnapshot(text: "abcdef"))
    #expect(decision.action == .refuse)
  }

  @Test func finalCheckSeesTheChangeAsItWillBeMadeAndCanRefuseIt() {
    var driver = TextInputDriver(rule: TextRule.maximumLength(4))
    var seen: ProposedChange?
    let decision = driver.shouldChange(
      .caret(2), replacement: "cdef", in: PlatformSnapshot(text: "ab", selection: .caret(2))
    ) { change in
      seen = change
      return .refuse(Reason(.custom, "Not now."))
    }
    #expect(seen?.replacement == "cd")
    #expect(seen?.after.text == "abcd")
    #expect(decision.action == .refuse)
    #expect(decision.announcement == "Not now.")
    #expect(driver.text == "ab")
  }

  @Test func editingEndAppliesTheRulesCommitWithTheCaretAtTheEnd() {
    var driver = TextInputDriver(rule: TrimmingRule())
    driver.sync(PlatformSnapshot(text: "  hi  ", selection: .caret(3)))
    let decision = driver.editingDidEnd(PlatformSnapshot(text: "  hi  ", selection: .caret(3)))
    #expect(decision.replacement?.resultingText == "hi")
    #expect(decision.replacement?.selection == .caret(2))
    #expect(driver.value == "hi")
  }

  @Test func ownReplacementIsNotJudgedAgain() {
    var driver = TextInputDriver(rule: TextRule.allowing(.digits))
    let replacement = PlatformReplacement(
      range: .caret(0), text: "x", selection: .caret(1), resultingText: "x")
    driver.willApply(replacement)
    let inside = driver.shouldChange(.caret(0), replacement: "x", in: PlatformSnapshot(text: ""))
    #expect(inside.action == .allow)
    #expect(inside.result == nil)
    _ = driver.textDidChange(PlatformSnapshot(text: "x", selection: .caret(1)))
    let silent = driver.didApply(PlatformSnapshot(text: "x", selection: .caret(1)))
    #expect(!silent)
  }

  @Test func valueFollowsEveryAcceptedKeystroke() {
    var driver = TextInputDriver(rule: CentsRule(), caretPolicy: .pinnedToEnd)
    var text = ""
    var values: [Int?] = []
    for key in ["1", "2", "3"] {
      let decision = driver.shouldChange(
        .caret(text.utf16.count), replacement: key,
        in: PlatformSnapshot(text: text, selection: .caret(text.utf16.count)))
      text = decision.replacement?.resultingText ?? text
      values.append(driver.value)
    }
    #expect(values == [1, 12, 123])
    #expect(text == "1.23")
  }
}

@MainActor
@Suite("Change notifications reach the app exactly once")
struct NotificationTests {
  @Test(arguments: TextSystemQuirks.all)
  func transformedPasteNotifiesOnce(quirks: TextSystemQuirks) {
    let field = FakeTextField(
      rule: AnyInputRule(TextRule.maximumLength(3)), mode: .subclass, quirks: quirks)
    field.paste("abcdef")
    #expect(field.text == "abc")
    #expect(field.editingChangedCount == 1)
    #expect(field.ownNotificationCount == (quirks.replaceSendsEditingChanged ? 0 : 1))
  }

  @Test(arguments: TextSystemQuirks.all)
  func refusedKeystrokeDoesNotNotify(quirks: TextSystemQuirks) {
    let field = FakeTextField(rule: AnyInputRule(TextRule.allowing(.digits)), quirks: quirks)
    field.type("a")
    #expect(field.text == "")
    #expect(field.editingChangedCount == 0)
  }

  @Test func coordinatorReportsValueChanges() {
    let field = FakeTextField(rule: AnyInputRule(CentsRule()), caretPolicy: .pinnedToEnd)
    var values: [AnyInputRule.Value?] = []
    field.coordinator.onChange = { driver in values.append(driver.value) }
    field.type("12")
    #expect(values.last == AnyInputRule.Value(12))
    #expect(field.coordinator.status.validity == .valid)
  }

  @Test func programSetValueShowsTheRulesText() {
    let field = FakeTextField(rule: AnyInputRule(CentsRule()), caretPolicy: .pinnedToEnd)
    let result = field.coordinator.setValue(AnyInputRule.Value(1234))
    #expect(result.isAccepted)
    #expect(field.text == "12.34")
    #expect(field.editingChangedCount == 0)
  }
}

@Suite("Partial strings judged without state, as NSFormatter does")
struct PartialStringTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var original: String
    var originalSelection: PlatformRange
    var proposed: String
    var proposedSelection: PlatformRange
    var expectedText: String?
    var expectedSelection: PlatformRange?
    var rejected = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an accepted keystroke passes", original: "12", originalSelection: .caret(2),
      proposed: "123", proposedSelection: .caret(3), expectedText: nil, expectedSelection: nil),
    Case(
      name: "a refused keystroke keeps the original", original: "12",
      originalSelection: .caret(1), proposed: "1x2", proposedSelection: .caret(2),
      expectedText: nil, expectedSelection: nil, rejected: true),
    Case(
      name: "a paste is cut and the caret lands after it", original: "12",
      originalSelection: .caret(1), proposed: "1345672", proposedSelection: .caret(6),
      expectedText: "1342", expectedSelection: .caret(3)),
    Case(
      name: "typing the same digit again lands where the caret was", original: "11",
      originalSelection: .caret(1), proposed: "111", proposedSelection: .caret(2),
      expectedText: nil, expectedSelection: nil),
  ]

  @Test(arguments: cases)
  func judge(_ testCase: Case) {
    let decision = TextInputDriver.judgeProposedText(
      PlatformSnapshot(text: testCase.proposed, selection: testCase.proposedSelection),
      original: PlatformSnapshot(text: testCase.original, selection: testCase.originalSelection),
      rule: TextRule.allowing(.digits).maximumLength(4))
    #expect((decision.result?.outcome == .rejected) == testCase.rejected)
    if testCase.rejected {
      #expect(decision.replacement?.resultingText == testCase.original)
    } else if let text = testCase.expectedText {
      #expect(decision.replacement?.resultingText == text)
      #expect(decision.replacement?.selection == testCase.expectedSelection)
    } else {
      #expect(decision.action == .allow)
    }
  }
}

/// What an AppKit formatter answers when editing ends: the value of the committed text, or why
/// there is none.
@Suite("Values of complete texts")
struct CompleteTextValueTests {
  struct Entry: Sendable, CustomTestStringConvertible {
    var text: String
    var value: Int??
    var reason: Reason.Code?
    var testDescription: String { "\"\(text)\"" }
  }

  static let age = try! IntegerRule(min: 18, max: 30)

  @Test(arguments: [
    Entry(text: "25", value: .some(25)),
    Entry(text: "025", value: .some(25)),
    Entry(text: "", value: .some(nil)),
    Entry(text: "1", reason: .incomplete),
    Entry(text: "31", reason: .outOfRange),
    Entry(text: "-", reason: .outOfRange),
    Entry(text: "2x", reason: .disallowedCharacter),
  ])
  func ageField(_ entry: Entry) {
    switch TextInputDriver.value(ofCompleteText: entry.text, rule: Self.age) {
    case .success(let value):
      #expect(entry.value == .some(value), "got \(String(describing: value))")
    case .failure(let reason):
      #expect(entry.reason == reason.code, "failed with \(reason)")
    }
  }

  @Test func aUniqueStartCompletesToItsOption() throws {
    let shirt = try ChoiceRule(options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL")
    #expect(try TextInputDriver.value(ofCompleteText: "x", rule: shirt).get() == "XL")
    #expect(throws: Reason.self) {
      try TextInputDriver.value(ofCompleteText: "s", rule: shirt).get()
    }
  }
}

@Suite("The app's own delegate keeps its veto")
struct FinalCheckTests {
  @Test func compositionStepsStillReachTheFinalCheck() {
    var driver = TextInputDriver(rule: TextRule.maximumLength(1))
    var asked: [String] = []
    let snapshot = PlatformSnapshot(
      text: "か", selection: .caret(1), marked: PlatformRange(location: 0, length: 1))
    let decision = driver.shouldChange(
      PlatformRange(location: 0, length: 1), replacement: "かな", in: snapshot
    ) { change in
      asked.append(change.after.text)
      return .approve
    }
    // Not judged (the composition is longer than the limit), but the app was asked.
    #expect(decision.action == .allow)
    #expect(decision.result == nil)
    #expect(asked == ["かな"])
  }

  @Test func theAppCanRefuseACompositionStep() {
    var driver = TextInputDriver(rule: TextRule())
    let snapshot = PlatformSnapshot(
      text: "k", selection: .caret(1), marked: PlatformRange(location: 0, length: 1))
    let decision = driver.shouldChange(
      PlatformRange(location: 0, length: 1), replacement: "か", in: snapshot
    ) { _ in .refuse(nil) }
    #expect(decision.action == .refuse)
    #expect(decision.announcement == nil)
  }
}
