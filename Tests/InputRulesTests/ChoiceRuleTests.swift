import InputRules
import Testing

@Suite("Choice rule")
struct ChoiceRuleTests {
  /// The classic example: S, M, L, XL, XXL, allowed only from M to XL.
  let shirt = try! ChoiceRule(options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL")

  struct Typing: CustomTestStringConvertible, Sendable {
    var keys: String
    var text: String
    var validity: Validity
    var value: String?
    var testDescription: String { "typing \"\(keys)\" gives \"\(text)\" (\(validity))" }
  }

  @Test(arguments: [
    Typing(keys: "M", text: "M", validity: .valid, value: "M"),
    Typing(keys: "m", text: "m", validity: .valid, value: "M"),
    Typing(keys: "X", text: "X", validity: .incomplete, value: nil),
    Typing(keys: "XL", text: "XL", validity: .valid, value: "XL"),
    Typing(keys: "XX", text: "X", validity: .incomplete, value: nil),
    Typing(keys: "S", text: "", validity: .empty, value: nil),
    Typing(keys: "Lx", text: "L", validity: .valid, value: "L"),
    Typing(keys: "Q", text: "", validity: .empty, value: nil),
    // Full-width letters, as Japanese and Chinese input methods type them.
    Typing(keys: "ｍ", text: "ｍ", validity: .valid, value: "M"),
    Typing(keys: "Ｘｌ", text: "Ｘｌ", validity: .valid, value: "XL"),
    Typing(keys: "Ｓ", text: "", validity: .empty, value: nil),
  ])
  func typing(_ c: Typing) {
    var field = InputField(rule: shirt)
    field.type(c.keys)
    #expect(field.text == c.text)
    #expect(field.validity == c.validity)
    #expect(field.value == c.value)
  }

  /// A full-width entry commits to the option as configured.
  @Test func fullWidthCommitsToTheOption() {
    var field = InputField(rule: shirt)
    field.type("ｘ")
    field.commit()
    #expect(field.text == "XL")
    var strict = InputField(
      rule: try! ChoiceRule(options: ["S", "M", "L"], caseSensitive: true))
    #expect(strict.type("ｍ").outcome == .rejected)
    #expect(strict.type("Ｍ").isAccepted)
  }

  @Test func aKeyStartingOnlyOptionsOutsideTheRangeIsOutOfRange() {
    var field = InputField(rule: shirt)
    let result = field.type("S")
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .outOfRange)
    #expect(field.state == .empty)
  }

  @Test func aKeyStartingNoOptionGivesNoMatchingOption() {
    var field = InputField(rule: shirt)
    let result = field.type("Q")
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .noMatchingOption)
    #expect(field.state == .empty)
  }

  struct Commit: CustomTestStringConvertible, Sendable {
    var keys: String
    var committed: String
    var value: String?
    var testDescription: String { "committing \"\(keys)\" shows \"\(committed)\"" }
  }

  @Test(arguments: [
    Commit(keys: "X", committed: "XL", value: "XL"),
    Commit(keys: "x", committed: "XL", value: "XL"),
    Commit(keys: "m", committed: "M", value: "M"),
    Commit(keys: "", committed: "", value: nil),
  ])
  func commitCompletesAUniqueStart(_ c: Commit) {
    var field = InputField(rule: shirt)
    field.type(c.keys)
    field.commit()
    #expect(field.text == c.committed)
    #expect(field.value == c.value)
    #expect(field.state.selection == c.committed.utf16.count..<c.committed.utf16.count)
  }

  @Test func ambiguousStartRevertsToTheLastValidValue() throws {
    let rule = try ChoiceRule(options: ["Small", "Smaller", "Large"])
    var field = InputField(rule: rule)
    field.type("Large")
    field.select(0, 5)
    field.type("Sma")
    #expect(field.validity == .incomplete)
    #expect(field.value == "Large")
    let result = field.commit()
    #expect(result.reason?.code == .reverted)
    #expect(field.text == "Large")
  }

  @Test func pasteIsTrimmedAndJudgedWhole() {
    var field = InputField(rule: shirt)
    #expect(field.paste(" xl\n").isAccepted)
    #expect(field.text == "xl")
    #expect(field.value == "XL")
    var other = InputField(rule: shirt)
    #expect(other.paste("XXL").outcome == .rejected)
    #expect(other.text == "")
  }

  @Test func caseSensitiveRuleRefusesOtherCase() throws {
    let rule = try ChoiceRule(options: ["a", "B"], caseSensitive: true)
    var field = InputField(rule: rule)
    #expect(field.type("A").outcome == .rejected)
    #expect(field.type("a").outcome == .accepted)
  }

  @Test func programmaticValueOutsideTheRangeIsRefused() {
    var field = InputField(rule: shirt)
    #expect(field.setValue("S").outcome == .rejected)
    #expect(field.setValue("XL").outcome == .accepted)
    #expect(field.text == "XL")
  }

  enum Size: String, CaseIterable, Sendable {
    case s = "S"
    case m = "M"
    case l = "L"
  }

  @Test func enumerationOptions() throws {
    let rule = try ChoiceRule<Size>(from: .m)
    var field = InputField(rule: rule)
    field.type("l")
    #expect(field.value == .l)
    #expect(rule.canonicalString(for: .l) == "L")
    #expect(rule.value(fromCanonical: "M") == .m)
  }

  struct BadConfiguration: CustomTestStringConvertible, Sendable {
    var options: [String]
    var lower: String?
    var upper: String?
    var error: ChoiceRule<String>.ConfigurationError
    var testDescription: String { error.description }
  }

  @Test(arguments: [
    BadConfiguration(options: [], error: .noOptions),
    BadConfiguration(options: ["a", "A"], error: .duplicateLabel("A")),
    BadConfiguration(options: ["a", "b"], lower: "c", error: .unknownBound("c")),
    BadConfiguration(
      options: ["a", "b"], lower: "b", upper: "a", error: .boundsOutOfOrder(lower: "b", upper: "a")),
  ])
  func invalidConfigurationsThrow(_ c: BadConfiguration) {
    #expect(throws: c.error) {
      _ = try ChoiceRule(options: c.options, from: c.lower, through: c.upper)
    }
  }
}

/// The choice rule's matching (word by word for short texts, byte by byte for longer ASCII ones,
/// by the standard library otherwise) decides as folding both texts and comparing their
/// characters does.
@Suite("Choice rule: matching")
struct ChoiceMatchingTests {
  static let labels = [
    "Az@", "az[x", "`{", "A\r\nB", "A\r", "exactly16bytes!!", "exactly16bytes!!+1", "Ｘ1", "é",
    "e\u{301}x", "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  ]
  static let keys: [String] = [
    "a", "A", "z", "Z", "@", "[", "`", "{", "\r", "\n", "x", "1", "!", "+",
  ]

  /// What a text is, by folding both texts and comparing characters: the option it names, and
  /// whether an allowed option starts with it.
  private func reference(_ text: String, _ rule: ChoiceRule<String>) -> (Int?, Bool) {
    let folded = ChoiceRule<String>.fold(text, caseSensitive: rule.isCaseSensitive)
    let keys = rule.labels.map { ChoiceRule<String>.fold($0, caseSensitive: rule.isCaseSensitive) }
    let exact = keys.firstIndex(of: folded)
    let starts = rule.allowedIndices.contains { keys[$0].hasPrefix(folded) }
    return (exact, starts)
  }

  @Test(arguments: [false, true])
  func typingAndJudgingAgreeWithTheReference(caseSensitive: Bool) throws {
    for (lower, upper) in [(0, Self.labels.count - 1), (2, 7)] {
      let rule = try ChoiceRule(
        options: Self.labels, from: Self.labels[lower], through: Self.labels[upper],
        caseSensitive: caseSensitive)
      var texts: [String] = Self.labels.flatMap { label in
        label.indices.map { String(label[...$0]) } + [label.uppercased(), label.lowercased()]
      }
      texts += Self.keys.flatMap { a in Self.keys.map { a + $0 } }
      for text in texts {
        let (exact, starts) = reference(text, rule)
        let evaluation = rule.evaluate(text)
        if let exact, rule.allowedIndices.contains(exact) {
          #expect(evaluation.validity == .valid, "\(text)")
          #expect(evaluation.value == Self.labels[exact], "\(text)")
        } else if starts {
          #expect(evaluation.validity == .incomplete, "\(text)")
        } else {
          #expect(evaluation.validity == .invalid, "\(text)")
        }
        // Typed key by key: each key is accepted exactly when an allowed option starts with
        // the text it makes.
        var field = InputField(rule: rule)
        var typed = ""
        for key in text {
          let before = typed + String(key)
          let result = field.type(String(key))
          let (_, keyStarts) = reference(before, rule)
          #expect(result.isAccepted == keyStarts, "\(before)")
          if !keyStarts { break }
          typed = before
        }
      }
    }
  }
}
