import InputRules
import InputRulesCodes
import InputRulesTestSupport
import Testing

/// IBANs typed, pasted and edited through a field: groups of four, capitals, each country's
/// length, mod 97 on the complete number.
@Suite struct IBANRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var text = ""
    var selection: Range<Int>?
    let act: @Sendable (inout InputField<IBANRule>) -> EditResult
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
      name: "the key after a full group brings the space", text: "DE89", act: { $0.type("3") },
      expectedText: "DE89 3", expectedCaret: 6),
    Case(
      name: "a small letter is typed as a capital", act: { $0.type("d") }, expectedText: "D",
      expectedCaret: 1, reason: .caseConverted),
    Case(
      name: "small letters in the BBAN are capitals", text: "GB82", act: { $0.type("w") },
      expectedText: "GB82 W", expectedCaret: 6, reason: .caseConverted),
    Case(
      name: "a digit cannot start the number", act: { $0.type("1") }, expectedText: "",
      expectedCaret: 0, outcome: .rejected, reason: .disallowedCharacter),
    Case(
      name: "a letter cannot be a check digit", text: "DE", act: { $0.type("X") },
      expectedText: "DE", expectedCaret: 2, outcome: .rejected, reason: .disallowedCharacter),
    Case(
      name: "a punctuation key is refused", text: "DE89", act: { $0.type("-") },
      expectedText: "DE89", expectedCaret: 4, outcome: .rejected, reason: .disallowedCharacter),
    Case(
      name: "an unknown country is refused at its second letter", text: "Q",
      act: { $0.type("X") }, expectedText: "Q", expectedCaret: 1, outcome: .rejected,
      reason: "unknownCountry"),
    Case(
      name: "a letter no country code starts with is refused", act: { $0.type("Z") },
      expectedText: "", expectedCaret: 0, outcome: .rejected, reason: "unknownCountry"),
    Case(
      name: "a key in the middle keeps the caret after it", text: "DE89 3704",
      selection: 6..<6, act: { $0.type("1") }, expectedText: "DE89 3170 4", expectedCaret: 7),
    Case(
      name: "a letter pushed into the check digits is refused", text: "DE89 3704",
      selection: 2..<2, act: { $0.type("A") }, expectedText: "DE89 3704", expectedCaret: 2,
      outcome: .rejected, reason: .disallowedCharacter),
    Case(
      name: "Backspace after a group space deletes the character before it", text: "DE89 3704",
      selection: 5..<5, act: { $0.deleteBackward() }, expectedText: "DE83 704",
      expectedCaret: 3),
    Case(
      name: "Backspace at the end of a group takes the space with it", text: "DE89 3",
      act: { $0.deleteBackward() }, expectedText: "DE89", expectedCaret: 4),
    Case(
      name: "a paste with small letters and dashes is filtered and laid out",
      act: { $0.paste("de89-3704/0044") }, expectedText: "DE89 3704 0044", expectedCaret: 14,
      reason: .filtered),
    Case(
      name: "a paste in small letters with spaces is converted",
      act: { $0.paste("gb82 west 1234 5698 7654 32") },
      expectedText: "GB82 WEST 1234 5698 7654 32", expectedCaret: 27, reason: .caseConverted,
      validity: .valid),
    Case(
      name: "a paste without spaces is laid out", act: { $0.paste("DE89370400440532013000") },
      expectedText: "DE89 3704 0044 0532 0130 00", expectedCaret: 27, validity: .valid),
    Case(
      name: "a paste laid out as shown is taken as is",
      act: { $0.paste("NL91 ABNA 0417 1643 00") }, expectedText: "NL91 ABNA 0417 1643 00",
      expectedCaret: 22, outcome: .accepted, validity: .valid),
    Case(
      name: "a paste longer than its country's IBANs is refused",
      act: { $0.paste("DE89 3704 0044 0532 0130 001") }, expectedText: "", expectedCaret: 0,
      outcome: .rejected, reason: .tooLong),
    Case(
      name: "a character beyond the country's length is refused",
      text: "DE89 3704 0044 0532 0130 00", act: { $0.type("1") },
      expectedText: "DE89 3704 0044 0532 0130 00", expectedCaret: 27, outcome: .rejected,
      reason: .tooLong),
    Case(
      name: "a wrong check digit makes the complete number invalid",
      act: { $0.paste("DE88 3704 0044 0532 0130 00") },
      expectedText: "DE88 3704 0044 0532 0130 00", expectedCaret: 27, outcome: .accepted,
      reason: nil, validity: .invalid),
  ]

  @Test(arguments: cases)
  func editing(_ c: Case) {
    var field = InputField(rule: IBANRule())
    if !c.text.isEmpty { _ = field.paste(c.text) }
    #expect(field.text == c.text, "the starting text is taken")
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

  @Test func unknownCountryReasonNamesIt() {
    var field = InputField(rule: IBANRule())
    _ = field.type("Q")
    let result = field.type("X")
    #expect(result.reason?.message.contains("QX") == true, "\(String(describing: result.reason))")
  }

  /// Published example IBANs of the registry: each country's length, and a valid check.
  struct Example: CustomTestStringConvertible, Sendable {
    let country: String
    let length: Int
    let iban: String
    var testDescription: String { "\(country) \(length)" }
  }

  static let examples: [Example] = [
    Example(country: "DE", length: 22, iban: "DE89370400440532013000"),
    Example(country: "GB", length: 22, iban: "GB82WEST12345698765432"),
    Example(country: "FR", length: 27, iban: "FR1420041010050500013M02606"),
    Example(country: "NL", length: 18, iban: "NL91ABNA0417164300"),
    Example(country: "NO", length: 15, iban: "NO9386011117947"),
    Example(country: "MT", length: 31, iban: "MT84MALT011000012345MTLCAST001S"),
    Example(country: "BE", length: 16, iban: "BE68539007547034"),
    Example(country: "CH", length: 21, iban: "CH9300762011623852957"),
    Example(country: "IT", length: 27, iban: "IT60X0542811101000000123456"),
    Example(country: "ES", length: 24, iban: "ES9121000418450200051332"),
    Example(country: "AT", length: 20, iban: "AT611904300234573201"),
    Example(country: "PL", length: 28, iban: "PL61109010140000071219812874"),
    Example(country: "LC", length: 32, iban: "LC55HEMM000100010012001200023015"),
  ]

  @Test(arguments: examples)
  func countryLengths(_ e: Example) {
    #expect(IBANRegistry.length(ofCountry: e.country) == e.length)
    #expect(e.iban.count == e.length)
    let rule = IBANRule()
    var field = InputField(rule: rule)
    for character in e.iban {
      let result = field.type(String(character))
      #expect(result.isAccepted, "\(character) after \(field.text)")
    }
    #expect(field.validity == .valid)
    #expect(field.value == e.iban)
    #expect(rule.displayText(for: e.iban) == field.text)
    let beyond = field.type("1")
    #expect(beyond.outcome == .rejected)
    #expect(beyond.reason?.code == .tooLong)
    // One character short: incomplete, not invalid.
    _ = field.deleteBackward()
    #expect(field.validity == .incomplete)
  }

  /// Mod 97 on complete numbers.
  struct Vector: CustomTestStringConvertible, Sendable {
    let name: String
    let iban: String
    let valid: Bool
    var testDescription: String { name }
  }

  static let vectors: [Vector] = [
    Vector(name: "DE89 valid", iban: "DE89 3704 0044 0532 0130 00", valid: true),
    Vector(name: "GB82 valid", iban: "GB82 WEST 1234 5698 7654 32", valid: true),
    Vector(name: "GB29 valid", iban: "GB29 NWBK 6016 1331 9268 19", valid: true),
    Vector(
      name: "MT84 valid, letters at the end", iban: "MT84 MALT 0110 0001 2345 MTLC AST0 01S",
      valid: true),
    Vector(name: "DE88: a wrong check digit", iban: "DE88 3704 0044 0532 0130 00", valid: false),
    Vector(name: "DE89 with two digits swapped", iban: "DE89 3704 0044 0532 0103 00", valid: false),
    Vector(name: "GB82 with one letter changed", iban: "GB82 WEST 1234 5698 7654 33", valid: false),
  ]

  @Test(arguments: vectors)
  func mod97(_ v: Vector) {
    let evaluation = IBANRule().evaluate(v.iban)
    if v.valid {
      #expect(evaluation.value == v.iban.filter { $0 != " " })
    } else {
      #expect(evaluation.validity == .invalid)
      #expect(evaluation.reason?.code == Reason.Code("checksum"))
    }
  }

  @Test func valueAndText() {
    let rule = IBANRule()
    #expect(rule.canonicalString(for: "DE89370400440532013000") == "DE89370400440532013000")
    #expect(rule.value(fromCanonical: "DE89370400440532013000") == "DE89370400440532013000")
    #expect(rule.value(fromCanonical: "DE88370400440532013000") == nil)
    // Text not laid out in groups of four is not the rule's text.
    #expect(rule.evaluate("DE8937040044").validity == .invalid)
    #expect(rule.evaluate("DE89 3704 0044").validity == .incomplete)
    #expect(rule.evaluate("").validity == .empty)
  }

  /// Seeded random edits, with every law that holds for a rule whose text keeps its layout.
  /// `commitLeavesValidOrEmpty` is left out: an unfinished number is kept when editing ends.
  /// `insertionKeepsTextAcceptable` is checked with one exception, the one the rule is made
  /// for: the character that completes a number whose check digits do not match makes it
  /// invalid (`checksum`) rather than being refused, so that the user sees the number is wrong;
  /// and keys typed before the last character of an unfinished number are judged on what
  /// precedes them (`isKeyBeforeUnfinishedText`), so that a deleted country code can be typed
  /// back. `noDeadEnd` is left out: a number one character short of its length can be a dead end,
  /// since its last character takes one of 36 values and the check needs one of 97
  /// remainders, so a mistyped character earlier leaves no key that completes it (see
  /// `oneCharacterShortCanBeADeadEnd`); the rule cannot refuse the mistyped character, which
  /// is only known to be wrong once the number is complete.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func laws(seed: UInt64) {
    let options = FieldLawOptions(
      steps: 500,
      alphabet: [
        "D", "e", "n", "O", "g", "B", "8", "9", "3", "0", "1", " ", "-", "x", "Z", "é", "５",
        "DE89 3704", "no93 8601 1117 947",
      ],
      laws: Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
        .subtracting([.commitLeavesValidOrEmpty, .noDeadEnd]))
    let violations = FieldLaws.check(IBANRule(), seed: seed, options: options).filter {
      !($0.law == .insertionKeepsTextAcceptable && "\($0)".contains("checksum:"))
        && !$0.isKeyBeforeUnfinishedText(under: IBANRule())
    }
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  /// With two or more characters left to type, digits complete any prefix: the last two
  /// places take 100 values, which cover the 97 remainders.
  @Test(arguments: ["DE89 3704 0044 0532 0130", "NO93 8601 1117 9", "GB00 WEST 1234 5698 7654"])
  func twoCharactersShortCanBeCompleted(_ text: String) {
    var field = InputField(rule: IBANRule())
    _ = field.paste(text)
    #expect(field.text == text)
    let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    #expect(FieldLaws.canComplete(field, keys: digits, depth: 2))
  }

  /// One character short with a mistyped character: no key completes it.
  @Test func oneCharacterShortCanBeADeadEnd() {
    var field = InputField(rule: IBANRule())
    // DE89 3704 0044 0532 0130 0 with its first 3 mistyped as 2.
    _ = field.paste("DE89 2704 0044 0532 0130 0")
    #expect(field.validity == .incomplete)
    var keys = (0...9).map { String($0) }
    for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") {
      keys.append(String(Character(Unicode.Scalar(byte))))
    }
    #expect(!FieldLaws.canComplete(field, keys: keys, depth: 1))
  }
}

/// The registry table as data: two capitals per code, no code twice, lengths within ISO
/// 13616's 15 to 34, the SEPA countries all present.
@Suite struct IBANRegistryTests {
  @Test func tableIsWellFormed() {
    var seen: Set<String> = []
    for country in IBANRegistry.countries {
      #expect(country.code.count == 2 && country.code.allSatisfy { $0.isASCII && $0.isUppercase })
      #expect(seen.insert(country.code).inserted, "\(country.code) twice")
      #expect((15...34).contains(country.length), "\(country.code) \(country.length)")
    }
    #expect(IBANRegistry.countries.count == 76)
  }

  @Test(arguments: [
    "AD", "AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GI",
    "GR", "HR", "HU", "IE", "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MT", "NL", "NO", "PL",
    "PT", "RO", "SE", "SI", "SK", "SM", "VA",
  ])
  func sepaCountryIsKnown(_ code: String) {
    #expect(IBANRegistry.length(ofCountry: code) != nil)
  }

  @Test(arguments: ["US", "ZZ", "de", "D", ""])
  func otherCodesAreUnknown(_ code: String) {
    #expect(IBANRegistry.length(ofCountry: code) == nil)
  }
}

/// Defects found by fuzzing, each with the test that failed before its fix.
@Suite("IBAN defects")
struct IBANDefectTests {
  /// A space typed (or pasted) over a selection puts no character in; it took the selection out
  /// as a deletion would, leaving "5698 7654 32", which no IBAN starts with: an insertion made a
  /// valid number invalid (the `insertionKeepsTextAcceptable` law). It is refused now, and a
  /// space over a selection of spaces only moves nothing either.
  @Test(arguments: [(15, 0), (0, 4), (5, 14)])
  func spacesOverASelectionChangeNothing(_ start: Int, _ end: Int) {
    for insert in [
      { (field: inout InputField<IBANRule>) in field.type(" ") },
      { (field: inout InputField<IBANRule>) in field.paste("  ") },
    ] {
      var field = InputField(rule: IBANRule())
      field.paste("GB82 WEST 1234 5698 7654 32")
      field.select(start, end)
      let before = field.state
      let result = insert(&field)
      #expect(result.outcome == .rejected)
      #expect(field.state == before)
      #expect(field.validity == .valid)
    }
  }

  /// Backspace over the same selection still deletes it (a deletion may leave any text).
  @Test func backspaceOverTheSelectionDeletesIt() {
    var field = InputField(rule: IBANRule())
    field.paste("GB82 WEST 1234 5698 7654 32")
    field.select(0, 15)
    let result = field.deleteBackward()
    #expect(result.outcome != .rejected)
    #expect(field.text == "5698 7654 32")
  }
}
