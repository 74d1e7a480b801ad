import InputRules
import InputRulesTestSupport
import Testing

// The rule built in docs/writing-a-rule.md, word for word, and tests of what the guide says it
// does: if the building block changes, the guide's example fails here first.

/// A bank account number in the IBAN layout: two letters (the country), two check digits, then
/// letters and digits, 15 to 34 in all, shown in groups of four (`DE89 3704 0044 0532 0130 00`).
/// The check digits themselves are not verified.
struct AccountNumberRule: ReformattingRule {
  typealias Value = String

  static let longest = 34
  static let shortest = 15

  // 1. Raw characters: everything but the group spaces.
  func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    var offset = 0
    for character in text {
      let width = character.utf16.count
      if character != " " && !body(character, offset..<(offset + width)) { return }
      offset += width
    }
  }

  // 2. What an edit puts in: ASCII letters (as capitals) and digits, where they can stand.
  func rawReplacement(for edit: RawEdit) -> RawReplacement {
    var taken = ""
    var left = false
    var converted = false
    for character in edit.replacement where character != " " {
      guard character.isASCII, character.isLetter || character.isNumber else {
        left = true
        continue
      }
      let capital = Character(character.uppercased())
      converted = converted || capital != character
      taken.append(capital)
    }
    if edit.isKeystroke && left {
      return .reject(Reason(.disallowedCharacter, "Only letters and digits can be typed here."))
    }
    // The country and the check digits must stay where they are.
    var raw = edit.raw
    let at = raw.index(raw.startIndex, offsetBy: edit.range.lowerBound)
    raw.insert(contentsOf: taken, at: at)
    if let problem = Self.problem(in: raw) { return .reject(problem) }
    if left {
      return .characters(taken, reason: Reason(.filtered, "Other characters were left out."))
    }
    if converted {
      return .characters(taken, reason: Reason(.caseConverted, "Letters are capitals."))
    }
    return .characters(taken, reason: nil)
  }

  // 3. Layout: groups of four, separated by a space.
  func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    if raw.count > Self.longest {
      return .reject(Reason(.tooLong, "An account number has at most 34 characters."))
    }
    var text = ""
    for (index, character) in raw.enumerated() {
      if index > 0 && index % 4 == 0 { text.append(" ") }
      text.append(character)
    }
    return .text(text)
  }

  // 4. Judging: complete from 15 characters on.
  func judge(raw: String) -> Evaluation<String> {
    if raw.isEmpty { return .empty }
    if let problem = Self.problem(in: raw) { return .invalid(problem) }
    if raw.count < Self.shortest {
      return .incomplete(Reason(.incomplete, "An account number has at least 15 characters."))
    }
    return .valid(raw)
  }

  /// What is wrong with raw characters that no more typing can mend.
  static func problem(in raw: String) -> Reason? {
    for (index, character) in raw.prefix(4).enumerated() {
      let fits = index < 2 ? character.isLetter : character.isNumber
      if !fits {
        return Reason(
          .disallowedCharacter, "An account number starts with two letters and two digits.")
      }
    }
    return nil
  }

  // The value as text, and back.
  func displayText(for value: String) -> String {
    let context = LayoutContext(previousText: "", editEnd: value.count, editIsAtEnd: true)
    guard case .text(let text) = layout(value, context: context) else { return value }
    return text
  }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { evaluate(displayText(for: string)).value }
}

@Suite struct WritingARuleGuideTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var text = ""
    var selection: Range<Int>?
    let act: @Sendable (inout InputField<AccountNumberRule>) -> EditResult
    let expectedText: String
    let expectedCaret: Int
    var outcome: EditResult.Outcome = .transformed
    var reason: Reason.Code?
    var validity: Validity? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "typing fills groups of four", act: { $0.type("DE8937040044") },
      expectedText: "DE89 3704 0044", expectedCaret: 14, validity: .incomplete),
    Case(
      name: "small letters are typed as capitals", act: { $0.type("d") }, expectedText: "D",
      expectedCaret: 1, reason: .caseConverted),
    Case(
      name: "a digit cannot start the number", act: { $0.type("1") }, expectedText: "",
      expectedCaret: 0, outcome: .rejected, reason: .disallowedCharacter),
    Case(
      name: "a key in the middle keeps the caret after it", text: "DE89 3704",
      selection: 6..<6, act: { $0.type("1") }, expectedText: "DE89 3170 4", expectedCaret: 7),
    Case(
      name: "Backspace after a group space deletes the character before it", text: "DE89 3704",
      selection: 5..<5, act: { $0.deleteBackward() }, expectedText: "DE83 704",
      expectedCaret: 3),
    Case(
      name: "a paste is filtered and laid out", act: { $0.paste("de89-3704/0044") },
      expectedText: "DE89 3704 0044", expectedCaret: 14, reason: .filtered),
    Case(
      name: "a full number", act: { $0.paste("DE89 3704 0044 0532 0130 00") },
      expectedText: "DE89 3704 0044 0532 0130 00", expectedCaret: 27, outcome: .accepted,
      validity: .valid),
    Case(
      name: "a selection is typed over key by key", text: "DE89 3704 0044 0532 0130 00",
      selection: 0..<2,
      act: { field in
        _ = field.type("D")
        #expect(field.state.selection == 1..<2)
        return field.type("E")
      }, expectedText: "DE89 3704 0044 0532 0130 00", expectedCaret: 2, outcome: .accepted,
      validity: .valid),
    Case(
      name: "the country code deleted and typed back", text: "DE89 3704 0044 0532 0130 00",
      selection: 0..<2,
      act: { field in
        _ = field.deleteBackward()
        #expect(field.text == "8937 0400 4405 3201 3000")
        _ = field.type("D")
        #expect(field.text == "D893 7040 0440 5320 1300 0")
        return field.type("E")
      }, expectedText: "DE89 3704 0044 0532 0130 00", expectedCaret: 2, validity: .valid),
    Case(
      name: "the 35th character is refused", text: "DE89 3704 0044 0532 0130 0012 3456 7890 12",
      act: { $0.type("9") }, expectedText: "DE89 3704 0044 0532 0130 0012 3456 7890 12",
      expectedCaret: 42, outcome: .rejected, reason: .tooLong),
  ]

  @Test(arguments: cases)
  func guideExample(_ c: Case) {
    var field = InputField(rule: AccountNumberRule())
    if !c.text.isEmpty { _ = field.paste(c.text) }
    if let selection = c.selection {
      _ = field.select(selection.lowerBound, selection.upperBound)
    }
    let result = c.act(&field)
    #expect(field.text == c.expectedText)
    #expect(field.state.selection == c.expectedCaret..<c.expectedCaret)
    #expect(result.outcome == c.outcome)
    if let reason = c.reason { #expect(result.reason?.code == reason) }
    if let validity = c.validity { #expect(field.validity == validity) }
  }

  @Test func valueAndText() {
    let rule = AccountNumberRule()
    #expect(rule.evaluate("DE89 3704 0044 0532 0130 00").value == "DE89370400440532013000")
    #expect(rule.displayText(for: "DE89370400440532013000") == "DE89 3704 0044 0532 0130 00")
    #expect(rule.evaluate("DE8937040044").validity == .invalid)
  }

  @Test func lawsHold() {
    // An unfinished number is kept when editing ends, so the law that commit leaves valid
    // text or none is left out.
    let options = FieldLawOptions(
      steps: 600, alphabet: ["D", "e", "8", "9", "3", " ", "-", "x", "0"],
      laws: Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
        .subtracting([.commitLeavesValidOrEmpty]))
    // A key typed before the last character of an unfinished number is judged on what comes
    // before it (the shared review's repair of text a deletion left), so it may leave the text
    // invalid until the repair is done.
    let violations = FieldLaws.check(AccountNumberRule(), seeds: 1...4, options: options).filter {
      !$0.isKeyBeforeUnfinishedText(under: AccountNumberRule())
    }
    #expect(violations.isEmpty, "\(violations)")
  }
}
