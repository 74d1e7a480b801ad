import InputRules
import InputRulesTestSupport
import Testing

/// Single-line and multi-line text, case conversion, paste policies, classes, composition of
/// rules and closures.
@Suite("Text rules")
struct TextRuleTests {
  struct ControlCase: CustomTestStringConvertible, Sendable {
    var character: String
    var name: String
    var multilineAccepts: Bool
    var testDescription: String { name }
  }

  static let controls: [ControlCase] = [
    ControlCase(character: "\n", name: "line feed", multilineAccepts: true),
    ControlCase(character: "\r", name: "carriage return", multilineAccepts: true),
    ControlCase(character: "\r\n", name: "CR LF", multilineAccepts: true),
    ControlCase(character: "\t", name: "tab", multilineAccepts: true),
    ControlCase(character: "\u{2028}", name: "line separator", multilineAccepts: true),
    ControlCase(character: "\u{2029}", name: "paragraph separator", multilineAccepts: true),
    ControlCase(character: "\u{1B}", name: "escape", multilineAccepts: false),
    ControlCase(character: "\u{0}", name: "NUL", multilineAccepts: false),
    ControlCase(character: "\u{7}", name: "bell", multilineAccepts: false),
    ControlCase(character: "\u{7F}", name: "delete", multilineAccepts: false),
    ControlCase(character: "\u{85}", name: "next line (C1)", multilineAccepts: false),
    ControlCase(character: "\u{9B}", name: "CSI (C1)", multilineAccepts: false),
    ControlCase(character: "\u{B}", name: "vertical tab", multilineAccepts: false),
  ]

  @Test(arguments: controls)
  func singleLineRefusesTypedControlsAndDropsPastedOnes(_ c: ControlCase) {
    var field = InputField(rule: TextRule())
    field.type("ab")
    let typed = field.type(c.character)
    #expect(typed.outcome == .rejected)
    #expect(typed.reason?.code == .disallowedCharacter)
    #expect(field.state == FieldState(text: "ab"))
    let pasted = field.paste("x" + c.character + "y" + c.character)
    #expect(pasted.outcome == .transformed)
    #expect(pasted.reason?.code == .filtered)
    #expect(field.text == "abxy")
    #expect(field.paste(c.character).outcome == .rejected)
    #expect(TextRule().evaluate("a" + c.character).validity == .invalid)
  }

  @Test(arguments: controls)
  func multilineAcceptsLineBreaksAndTabsOnly(_ c: ControlCase) {
    var field = InputField(rule: TextRule().multiline())
    field.type("a")
    let typed = field.type(c.character)
    #expect(typed.isAccepted == c.multilineAccepts)
    #expect(field.text == (c.multilineAccepts ? "a" + c.character : "a"))
    #expect(field.validity == .valid)
  }

  @Test(arguments: [
    Scenario(
      "trailing newline", TextRule(), [.paste("hello\n")], gives: "hello", outcome: .transformed,
      reason: .filtered),
    Scenario(
      "trailing CR LF", TextRule(), [.paste("hello\r\n")], gives: "hello", outcome: .transformed,
      reason: .filtered),
    Scenario(
      "lines joined", TextRule(), [.paste("one\ntwo\tthree")], gives: "onetwothree",
      outcome: .transformed, reason: .filtered),
    Scenario(
      "terminal colours", TextRule(), [.paste("\u{1B}[1mbold\u{1B}[0m")], gives: "[1mbold[0m",
      outcome: .transformed, reason: .filtered),
    Scenario(
      "multi-line keeps lines", TextRule().multiline(), [.paste("one\ntwo\r\n")],
      gives: "one\ntwo\r\n", outcome: .accepted),
    Scenario(
      "multi-line drops escape", TextRule().multiline(), [.paste("a\n\u{1B}b")], gives: "a\nb",
      outcome: .transformed, reason: .filtered),
  ])
  func pastedLines(_ s: Scenario) { s.verify() }

  @Test(arguments: [
    Scenario(
      "upper", TextRule().converting(to: .upper), [.type("a")], gives: "A", outcome: .transformed,
      reason: .caseConverted),
    Scenario(
      "upper", TextRule().converting(to: .upper), [.type("A")], gives: "A", outcome: .accepted),
    Scenario(
      "upper", TextRule().converting(to: .upper), [.type("1")], gives: "1", outcome: .accepted),
    Scenario(
      "upper", TextRule().converting(to: .upper), [.paste("Hello, world")], gives: "HELLO, WORLD",
      outcome: .transformed, reason: .caseConverted),
    Scenario(
      "upper", TextRule().converting(to: .upper), [.type("straße")], gives: "STRASSE",
      outcome: .transformed),
    Scenario(
      "upper, at most 3", TextRule().converting(to: .upper).maximumLength(3), [.type("abß")],
      gives: "AB", outcome: .rejected, reason: .tooLong),
    Scenario(
      "upper, at most 3", TextRule().converting(to: .upper).maximumLength(3), [.paste("aßb")],
      gives: "ASS", outcome: .transformed, reason: .truncated),
    Scenario(
      "lower", TextRule().converting(to: .lower), [.type("QÉ")], gives: "qé", outcome: .transformed,
      reason: .caseConverted),
    Scenario(
      "lower", TextRule().converting(to: .lower), [.paste("ΑΣ")], gives: "ασ",
      outcome: .transformed, reason: .caseConverted),
    Scenario(
      "upper vowels", TextRule.allowing("AEIOU").converting(to: .upper), [.type("aex")],
      gives: "AE", outcome: .rejected, reason: .disallowedCharacter),
    Scenario(
      "upper vowels", TextRule.allowing("AEIOU").converting(to: .upper), [.paste("audio")],
      gives: "AUIO", outcome: .transformed, reason: .filtered),
  ])
  func caseConversion(_ s: Scenario) { s.verify() }

  @Test(arguments: [
    Scenario(
      "paste filter (default)", DemoRules.digits, [.paste("1a2")], gives: "12",
      outcome: .transformed, reason: .filtered),
    Scenario(
      "paste reject", DemoRules.digits.onPaste(.reject), [.paste("1a2")], gives: "",
      outcome: .rejected, reason: .disallowedCharacter),
    Scenario(
      "paste reject", DemoRules.digits.onPaste(.reject), [.paste("12")], gives: "12",
      outcome: .accepted),
    Scenario(
      "paste reject, typing still refused key by key", DemoRules.digits.onPaste(.reject),
      [.type("1a2")], gives: "12", outcome: .rejected),
    Scenario(
      "overflow truncate (default)", DemoRules.digits, [.paste("12345")], gives: "123",
      outcome: .transformed, reason: .truncated),
    Scenario(
      "overflow reject", DemoRules.digits.onOverflow(.reject), [.paste("12345")], gives: "",
      outcome: .rejected, reason: .tooLong),
    Scenario(
      "overflow reject", DemoRules.digits.onOverflow(.reject), [.paste("123")], gives: "123",
      outcome: .accepted),
    Scenario(
      "overflow reject after filtering", DemoRules.digits.onOverflow(.reject), [.paste("1 2 3")],
      gives: "123", outcome: .transformed, reason: .filtered),
    Scenario(
      "both reject", DemoRules.digits.onPaste(.reject).onOverflow(.reject),
      [.type("1"), .paste("2x")], gives: "1", outcome: .rejected, reason: .disallowedCharacter),
    Scenario(
      "raw multi-character edit is filtered like a paste", DemoRules.digits,
      [.replace(location: 0, length: 0, with: "4x2")], gives: "42", outcome: .transformed,
      reason: .filtered),
    Scenario(
      "raw one-character edit is a keystroke", DemoRules.digits,
      [.replace(location: 0, length: 0, with: "x")], gives: "", outcome: .rejected,
      reason: .disallowedCharacter),
  ])
  func pastePolicies(_ s: Scenario) { s.verify() }

  @Test func deletingIsAlwaysAllowed() {
    // Even text the rule would refuse now (set by an adapter) can be deleted.
    var field = InputField(rule: DemoRules.digits)
    field.restore(FieldState(text: "12345x"))
    #expect(field.validity == .invalid)
    #expect(field.deleteBackward().outcome == .accepted)
    #expect(field.text == "12345")
    field.select(0, 2)
    #expect(field.deleteForward().outcome == .accepted)
    #expect(field.apply(Edit(location: 0, length: 1, replacement: "")).outcome == .accepted)
    #expect(field.text == "45")
  }

  @Test func rejectedEditsLeaveTheStateExactlyUnchanged() {
    var field = InputField(rule: DemoRules.vowels)
    field.type("aeiou")
    field.select(1, 3)
    let before = field
    for action: FieldAction in [
      .type("x"), .paste("xyz"), .replace(location: 0, length: 2, with: "q"),
      .setValue(canonical: "nope"),
    ] {
      let result = field.perform(action)
      #expect(result.outcome == .rejected, "\(action)")
      #expect(result.state == before.state)
      #expect(field.state == before.state)
      #expect(field.validity == before.validity)
      #expect(field.value == before.value)
    }
  }

  @Test(arguments: [
    Scenario(
      "digits class", TextRule.allowing(.digits), [.type("1٣३３x")], gives: "1٣३３",
      outcome: .rejected),
    Scenario(
      "letters class", TextRule.allowing(.letters), [.type("aЖ日é1 ")], gives: "aЖ日é",
      outcome: .rejected),
    Scenario(
      "letters with an accent typed after", TextRule.allowing(.letters),
      [.type("e"), .type("\u{301}")], gives: "e\u{301}", outcome: .accepted),
    Scenario(
      "alphanumerics class", TextRule.allowing(.alphanumerics), [.type("a1-")], gives: "a1",
      outcome: .rejected),
    Scenario(
      "whitespace class", TextRule.allowing(.whitespace), [.type(" \u{A0}\t")], gives: " \u{A0}",
      outcome: .rejected),
    Scenario(
      "ascii class", TextRule.allowing(.ascii), [.type("a~é")], gives: "a~", outcome: .rejected),
    Scenario(
      "excluded class", TextRule.excluding(.digits), [.type("a1b")], gives: "ab", outcome: .rejected
    ),
    Scenario(
      "class and literals", TextRule.allowing(.digits).allowing("+-"), [.type("+1-2x")],
      gives: "+1-2", outcome: .rejected),
    Scenario(
      "literal é matches decomposed é", TextRule.allowing("é"), [.type("e\u{301}")],
      gives: "e\u{301}", outcome: .accepted),
    Scenario(
      "literal flag", TextRule.allowing("🇩🇪"), [.paste("🇩🇪🇫🇷")], gives: "🇩🇪", outcome: .transformed,
      reason: .filtered),
    Scenario(
      "excluded wins over allowed", TextRule.allowing(.letters).excluding("q"), [.type("aqb")],
      gives: "ab", outcome: .rejected),
    Scenario(
      "empty allowed set refuses everything", TextRule.allowing(""), [.type("a")], gives: "",
      outcome: .rejected),
  ])
  func characterSets(_ s: Scenario) { s.verify() }

  @Test func combiningAccentThatMakesARefusedCharacterIsRefused() {
    // "e" is a vowel, "é" is not in the set: the accent typed after it is judged as "é".
    var field = InputField(rule: DemoRules.vowels)
    field.type("e")
    let result = field.type("\u{301}")
    #expect(result.outcome == .rejected)
    #expect(field.text == "e")
  }

  @Test func regionalIndicatorsJoiningIntoAnExcludedFlag() {
    let rule = TextRule.excluding("🇩🇪")
    var field = InputField(rule: rule)
    field.type("\u{1F1E9}")  // a lone D
    // E typed after it would make the excluded flag.
    #expect(field.type("\u{1F1EA}").outcome == .rejected)
    #expect(field.text == "\u{1F1E9}")
    // Pasted after it, E is dropped and the rest kept.
    let pasted = field.paste("\u{1F1EA}a")
    #expect(pasted.reason?.code == .filtered)
    #expect(field.text == "\u{1F1E9}a")
    // Pasted before the lone D, an E before it would not join: D E is read from the left.
    field.paste("\u{1F1EA}")
    #expect(field.text == "\u{1F1E9}a\u{1F1EA}")
    // Deleting "a" would join D and E into the flag: the deletion is accepted, and E goes too.
    field.moveCaret(to: 3)
    let deleted = field.deleteBackward()
    #expect(deleted.isAccepted)
    #expect(deleted.reason?.code == .filtered)
    #expect(field.text == "\u{1F1E9}")
    #expect(field.state.selection == 2..<2)
    #expect(field.validity == .valid)
  }

  @Test func cancellingACompositionThatSeparatedAnExcludedFlag() {
    var field = InputField(rule: TextRule.excluding("🇩🇪"))
    field.paste("\u{1F1E9}x\u{1F1EA}")
    field.select(2, 3)
    field.setMarkedText("に")  // replaces x while composing
    field.setMarkedText("")  // cancelled: D and E would meet
    #expect(!field.state.isComposing)
    #expect(field.validity != .invalid)
    #expect(field.text == "\u{1F1E9}")
  }

  @Test func combinedRules() {
    let vowelsOfAbc = TextRule.allowing("aeiou").combined(with: TextRule.allowing("abcde"))
    var field = InputField(rule: vowelsOfAbc.combined(with: .maximumLength(3)))
    field.type("abeio")
    #expect(field.text == "ae")
    field.type("ae")
    #expect(field.text == "aea")
    let limits = TextRule.maximumLength(5).maximumLength(9, in: .utf8)
      .combined(with: TextRule.maximumLength(3).maximumLength(20, in: .utf16))
    #expect(limits.lengthLimits.map(\.count) == [3, 9, 20])
    let excluded = TextRule.excluding("x").combined(with: .excluding("y"))
    var other = InputField(rule: excluded)
    other.type("axbyc")
    #expect(other.text == "abc")
    // Multi-line only when both are; case and reject policies carry over.
    #expect(!TextRule().multiline().combined(with: TextRule()).isMultiline)
    #expect(TextRule().multiline().combined(with: TextRule().multiline()).isMultiline)
    let strict = TextRule().combined(with: TextRule().onPaste(.reject).converting(to: .upper))
    #expect(strict.onPaste == .reject)
    #expect(strict.letterCase == .upper)
  }

  @Test func customPredicatesAndTransforms() {
    let hex = TextRule.allowing(where: { $0.isHexDigit }).converting(to: .upper).maximumLength(4)
    var field = InputField(rule: hex)
    field.type("0fgA9")
    #expect(field.text == "0FA9")
    let noSpaces = TextRule().excluding(where: { $0.isWhitespace })
    var spaced = InputField(rule: noSpaces)
    spaced.paste("a b\u{A0}c")
    #expect(spaced.text == "abc")
    // Transforms run on inserted text before any check.
    let commas = TextRule.allowing("0123456789.").transformingInput { text in
      String(text.map { $0 == "," ? "." : $0 })
    }
    #expect(commas.hasInputTransforms)
    var decimal = InputField(rule: commas)
    let typed = decimal.type("3,5")
    #expect(typed.isAccepted)
    #expect(decimal.text == "3.5")
    // A keystroke a transform turns into nothing is refused.
    let dropSpaces = TextRule().transformingInput { String($0.filter { $0 != " " }) }
    var dropped = InputField(rule: dropSpaces)
    dropped.type("ab")
    dropped.select(0, 2)
    #expect(dropped.type(" ").outcome == .rejected)
    #expect(dropped.text == "ab")
  }

  @Test func transformsToAnotherNormalFormAreApplied() {
    // A transform that composes "e + U+0301" into U+00E9: canonically the same text, but the
    // field must hold what the transform gave.
    let composing = TextRule().transformingInput { text in
      String(text.map { $0 == "\u{E9}" ? "\u{E9}" : $0 })
    }
    var field = InputField(rule: composing)
    field.paste("e\u{301}x")
    #expect(Array(field.text.unicodeScalars) == ["\u{E9}", "x"])
    field.type("e\u{301}")
    #expect(Array(field.text.unicodeScalars) == ["\u{E9}", "x", "\u{E9}"])
  }

  struct EvaluationCase: CustomTestStringConvertible, Sendable {
    var text: String
    var validity: Validity
    var reason: Reason.Code?
    var testDescription: String { "\(FieldAction.quoted(text)) is \(validity)" }
  }

  @Test(arguments: [
    EvaluationCase(text: "", validity: .empty),
    EvaluationCase(text: "aei", validity: .valid),
    EvaluationCase(text: "aeiouaa", validity: .invalid, reason: .tooLong),
    EvaluationCase(text: "ax", validity: .invalid, reason: .disallowedCharacter),
    EvaluationCase(text: "a\n", validity: .invalid, reason: .disallowedCharacter),
  ])
  func evaluation(_ c: EvaluationCase) {
    let evaluation = DemoRules.vowels.evaluate(c.text)
    #expect(evaluation.validity == c.validity)
    #expect(evaluation.reason?.code == c.reason)
    #expect((evaluation.value != nil) == (c.validity == .valid))
    if c.validity == .valid { #expect(evaluation.value == c.text) }
  }

  @Test func valueKeepsTheLastValidValueUntilEmptied() {
    var field = InputField(rule: DemoRules.digits)
    field.type("12")
    field.restore(FieldState(text: "12x"))
    #expect(field.validity == .invalid)
    #expect(field.value == "12")
    field.restore(FieldState(text: ""))
    #expect(field.value == nil)
  }

  @Test func commitKeepsTextAndMovesTheCaretToTheEnd() {
    var field = InputField(rule: DemoRules.maxSix)
    field.type("abc")
    field.moveCaret(to: 1)
    let result = field.commit()
    #expect(result.outcome == .accepted)
    #expect(field.state == FieldState(text: "abc"))
  }

  @Test func messagesNameInvisibleCharacters() {
    var field = InputField(rule: TextRule())
    let result = field.type("\u{1B}")
    #expect(result.reason?.message.contains("U+001B") == true)
    #expect(Character("\u{1B}").visibleDescription == "U+001B")
    #expect(Character("x").visibleDescription == "“x”")
  }
}

/// A value set by the program goes through the rule's case as typed text does: text with a
/// letter the rule would convert is not valid, so setting it is refused with the rule's reason.
@Suite("Text rules: case of values")
struct TextRuleCaseTests {
  struct CaseJudgement: CustomTestStringConvertible, Sendable {
    var letterCase: TextRule.LetterCase
    var text: String
    var valid: Bool
    var testDescription: String {
      "\(FieldAction.quoted(text)) is \(valid ? "" : "not ")\(letterCase) case"
    }
  }

  @Test(arguments: [
    CaseJudgement(letterCase: .upper, text: "ABC", valid: true),
    CaseJudgement(letterCase: .upper, text: "ABC 12-!", valid: true),
    CaseJudgement(letterCase: .upper, text: "abc", valid: false),
    CaseJudgement(letterCase: .upper, text: "ABc", valid: false),
    CaseJudgement(letterCase: .upper, text: "ÉTÉ", valid: true),
    CaseJudgement(letterCase: .upper, text: "E\u{301}TE\u{301}", valid: true),
    CaseJudgement(letterCase: .upper, text: "ÉTé", valid: false),
    CaseJudgement(letterCase: .upper, text: "ß", valid: false),
    CaseJudgement(letterCase: .upper, text: "ǅ", valid: false),
    CaseJudgement(letterCase: .upper, text: "漢字", valid: true),
    // Letters without an upper case stay as they are when typed.
    CaseJudgement(letterCase: .upper, text: "ĸ", valid: true),
    CaseJudgement(letterCase: .lower, text: "abc", valid: true),
    CaseJudgement(letterCase: .lower, text: "aBc", valid: false),
    CaseJudgement(letterCase: .lower, text: "οδοσ", valid: true),
    CaseJudgement(letterCase: .lower, text: "οδος", valid: true),
    CaseJudgement(letterCase: .lower, text: "οδοΣ", valid: false),
  ])
  func evaluationFollowsTheCase(_ c: CaseJudgement) {
    let rule = TextRule().converting(to: c.letterCase)
    let evaluation = rule.evaluate(c.text)
    #expect((evaluation.validity == .valid) == c.valid)
    if !c.valid { #expect(evaluation.reason?.code == .caseConverted) }
    // The same with a predicate, which sees every character.
    let predicate = rule.combined(with: TextRule.excluding(where: { $0 == "~" }))
    #expect((predicate.evaluate(c.text).validity == .valid) == c.valid)
    // Typed, the text becomes one that is valid.
    var field = InputField(rule: rule)
    field.type(c.text)
    #expect(field.validity == .valid)
  }

  /// A program setting a value gets it converted to the field's case as typing converts it
  /// (issue 21, reproduction 8: it was refused and the field stayed empty).
  @Test func settingAValueOfTheOtherCaseConvertsIt() {
    var field = InputField(rule: TextRule().converting(to: .upper))
    let converted = field.setValue("abc")
    #expect(converted.outcome == .transformed)
    #expect(converted.reason?.code == .caseConverted)
    #expect(converted.reason?.message == "Letters were converted to upper case.")
    #expect(field.text == "ABC")
    #expect(field.value == "ABC")
    let accepted = field.setValue("ABC")
    #expect(accepted.outcome == .accepted)
    #expect(field.text == "ABC")
  }

  struct CanonicalCase: CustomTestStringConvertible, Sendable {
    var letterCase: TextRule.LetterCase
    var canonical: String
    /// The value set: the string converted as typing it converts it.
    var value: String
    var testDescription: String { "\(letterCase) \(canonical)" }
  }

  /// A program setting a value from a string (`FieldAction.setValue(canonical:)`, the command's
  /// `setValue`) gets it converted to the rule's case as typing converts it, character by
  /// character (a final `Σ` is `σ`, as typed); it was refused, and the field stayed empty.
  @Test(arguments: [
    CanonicalCase(letterCase: .upper, canonical: "abc", value: "ABC"),
    CanonicalCase(letterCase: .upper, canonical: "aBç1", value: "ABÇ1"),
    CanonicalCase(letterCase: .upper, canonical: "ABC", value: "ABC"),
    CanonicalCase(letterCase: .lower, canonical: "ODOΣ", value: "odoσ"),
    CanonicalCase(letterCase: .lower, canonical: "abc", value: "abc"),
  ])
  func aStringOfTheOtherCaseIsSetConverted(_ c: CanonicalCase) {
    let rule = TextRule().converting(to: c.letterCase)
    #expect(rule.value(fromCanonical: c.canonical) == c.value)
    var field = InputField(rule: rule)
    let result = field.perform(.setValue(canonical: c.canonical))
    #expect(result.outcome == .accepted)
    #expect(field.text == c.value)
    #expect(field.value == c.value)
    // Typed, the string gives the same text.
    var typed = InputField(rule: rule)
    typed.type(c.canonical)
    #expect(typed.text == c.value)
  }
}

/// Pastes with clusters long enough that the paste reader measures them with the standard
/// library a piece at a time (past 15 and 60 bytes): every cluster is kept or dropped whole, as
/// the standard library's characters say.
@Suite("Text rules: long clusters in pastes")
struct LongClusterPasteTests {
  static let clusters: [String] = [
    "e" + String(repeating: "\u{301}", count: 40),  // 81 bytes, a letter
    "👨‍👩‍👧‍👦",  // 25 bytes, not a letter
    "a" + String(repeating: "\u{20E3}", count: 100),  // 301 bytes, a letter
    "🏳️‍🌈",
    "\u{600}" + "5" + String(repeating: "\u{301}", count: 8),  // a digit with a prepended sign
    "क्षि",
  ]

  @Test(arguments: [
    ("letters", TextRule.allowing(.letters)),
    ("digits", TextRule.allowing(.digits)),
    ("not x", TextRule.excluding("x")),
  ])
  func clustersAreKeptOrDroppedWhole(_ name: String, _ rule: TextRule) {
    var pasted = "start "
    for (k, cluster) in Self.clusters.enumerated() {
      pasted += cluster + (k.isMultiple(of: 2) ? "x" : "\u{1F600}") + cluster
    }
    var field = InputField(rule: rule)
    field.paste(pasted)
    let expected = String(pasted.filter { rule.evaluate(String($0)).validity == .valid })
    #expect(field.text.unicodeScalars.elementsEqual(expected.unicodeScalars), "\(name)")
  }
}
