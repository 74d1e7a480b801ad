import InputRules
import InputRulesCodes
import InputRulesTestSupport
import Testing

/// Card numbers typed, pasted and edited through a field: the brand's groups and lengths, the
/// Luhn check, refused brands and starts, digits of other scripts.
@Suite struct CardRuleTests {
  static let all = CardRule()

  /// `digits` with the Luhn check digit that completes it appended (computed here, apart from
  /// the rule).
  static func withCheckDigit(_ digits: String) -> String {
    var sum = 0
    for (index, character) in digits.reversed().enumerated() {
      var value = character.wholeNumberValue!
      if index % 2 == 0 {
        value *= 2
        if value > 9 { value -= 9 }
      }
      sum += value
    }
    return digits + String((10 - sum % 10) % 10)
  }

  // MARK: Editing

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var rule = CardRuleTests.all
    var text = ""
    var selection: Range<Int>?
    let act: @Sendable (inout InputField<CardRule>) -> EditResult
    let expectedText: String
    let expectedCaret: Int
    var outcome: EditResult.Outcome = .transformed
    var reason: Reason.Code?
    var validity: Validity? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "typing a Visa number fills groups of four", act: { $0.type("4111111111111111") },
      expectedText: "4111 1111 1111 1111", expectedCaret: 19, validity: .valid),
    Case(
      name: "the key after a full group brings the space", text: "4111", act: { $0.type("1") },
      expectedText: "4111 1", expectedCaret: 6, validity: .incomplete),
    Case(
      name: "a key inside a group is taken as typed", text: "4111 1", act: { $0.type("2") },
      expectedText: "4111 12", expectedCaret: 7, outcome: .accepted),
    Case(
      name: "American Express is grouped 4-6-5", act: { $0.type("378282246310005") },
      expectedText: "3782 822463 10005", expectedCaret: 17, validity: .valid),
    Case(
      name: "a 14-digit Diners Club number is grouped 4-6-4", act: { $0.type("30569309025904") },
      expectedText: "3056 930902 5904", expectedCaret: 16, validity: .valid),
    Case(
      name: "a 15th Diners Club digit regroups in fours", text: "3056 930902 5904",
      act: { $0.type("1") }, expectedText: "3056 9309 0259 041", expectedCaret: 18,
      validity: .incomplete),
    Case(
      name: "a 19-digit number is grouped 4-4-4-4-3",
      act: { $0.type("4111111111111111003") }, expectedText: "4111 1111 1111 1111 003",
      expectedCaret: 23, validity: .valid),
    Case(
      name: "a letter is refused", text: "4111", act: { $0.type("a") }, expectedText: "4111",
      expectedCaret: 4, outcome: .rejected, reason: .disallowedCharacter),
    Case(
      name: "a dash key is refused", text: "4111", act: { $0.type("-") }, expectedText: "4111",
      expectedCaret: 4, outcome: .rejected, reason: .disallowedCharacter),
    Case(
      name: "a typed space moves past a group space", text: "4111 1", selection: 4..<4,
      act: { $0.type(" ") }, expectedText: "4111 1", expectedCaret: 5),
    Case(
      name: "a first digit no brand has is refused", act: { $0.type("1") }, expectedText: "",
      expectedCaret: 0, outcome: .rejected, reason: CardRule.unknownBrandCode),
    Case(
      name: "a second digit no brand has is refused", text: "3", act: { $0.type("1") },
      expectedText: "3", expectedCaret: 1, outcome: .rejected,
      reason: CardRule.unknownBrandCode),
    Case(
      name: "a fourth digit outside Mir and Mastercard is refused", text: "220",
      act: { $0.type("5") }, expectedText: "220", expectedCaret: 3, outcome: .rejected,
      reason: CardRule.unknownBrandCode),
    Case(
      name: "a 17th Mastercard digit is refused", text: "5555 5555 5555 4444",
      act: { $0.type("1") }, expectedText: "5555 5555 5555 4444", expectedCaret: 19,
      outcome: .rejected, reason: .tooLong),
    Case(
      name: "a 16th American Express digit is refused", text: "3782 822463 10005",
      act: { $0.type("1") }, expectedText: "3782 822463 10005", expectedCaret: 17,
      outcome: .rejected, reason: .tooLong),
    Case(
      name: "a 20th digit is refused", text: "4111 1111 1111 1111 003", act: { $0.type("1") },
      expectedText: "4111 1111 1111 1111 003", expectedCaret: 23, outcome: .rejected,
      reason: .tooLong),
    Case(
      name: "a key in the middle keeps the caret after it", text: "4111 1111", selection: 6..<6,
      act: { $0.type("2") }, expectedText: "4111 1211 1", expectedCaret: 7),
    Case(
      name: "a key before a group space goes after it", text: "4111 1111", selection: 4..<4,
      act: { $0.type("2") }, expectedText: "4111 2111 1", expectedCaret: 6),
    Case(
      name: "a first digit that makes a 17-digit Mastercard number is refused",
      text: "4111 1111 1111 1111", selection: 0..<0, act: { $0.type("5") },
      expectedText: "4111 1111 1111 1111", expectedCaret: 0, outcome: .rejected,
      reason: .tooLong),
    Case(
      name: "a first digit that starts no brand is refused", text: "4111 1111",
      selection: 0..<0, act: { $0.type("9") }, expectedText: "4111 1111", expectedCaret: 0,
      outcome: .rejected, reason: CardRule.unknownBrandCode),
    Case(
      name: "Backspace after a group space deletes the digit before it", text: "4111 1111",
      selection: 5..<5, act: { $0.deleteBackward() }, expectedText: "4111 111",
      expectedCaret: 3),
    Case(
      name: "Backspace at the start of a group takes the space with it", text: "4111 1",
      act: { $0.deleteBackward() }, expectedText: "4111", expectedCaret: 4),
    Case(
      name: "Delete before a group space deletes the digit after it", text: "4111 1234",
      selection: 4..<4, act: { $0.deleteForward() }, expectedText: "4111 234",
      expectedCaret: 5),
    Case(
      name: "Backspace in a group regroups the rest", text: "4111 1234 5678",
      selection: 7..<7, act: { $0.deleteBackward() }, expectedText: "4111 1345 678",
      expectedCaret: 6),
    Case(
      name: "deleting a digit may change the brand and its groups", text: "3782 822463 10005",
      selection: 1..<2, act: { $0.deleteBackward() }, expectedText: "3828 224631 0005",
      expectedCaret: 1),
    Case(
      name: "deleting the first digit may leave no brand", text: "4111 1111",
      selection: 0..<1, act: { $0.deleteBackward() }, expectedText: "1111 111",
      expectedCaret: 0, reason: nil, validity: .invalid),
    Case(
      name: "a paste laid out as shown is taken as is", act: { $0.paste("4111 1111 1111 1111") },
      expectedText: "4111 1111 1111 1111", expectedCaret: 19, outcome: .accepted,
      validity: .valid),
    Case(
      name: "a paste with dashes is laid out", act: { $0.paste("3782-822463-10005") },
      expectedText: "3782 822463 10005", expectedCaret: 17, reason: nil, validity: .valid),
    Case(
      name: "a paste without spaces is laid out", act: { $0.paste("5555555555554444") },
      expectedText: "5555 5555 5555 4444", expectedCaret: 19, validity: .valid),
    Case(
      name: "a paste with other characters keeps the digits",
      act: { $0.paste("Card: 4111 1111 1111 1111.") }, expectedText: "4111 1111 1111 1111",
      expectedCaret: 19, reason: .filtered, validity: .valid),
    Case(
      name: "a paste in the middle is laid out", text: "4111 1111", selection: 4..<4,
      act: { $0.paste("22 33") }, expectedText: "4111 2233 1111", expectedCaret: 9),
    Case(
      name: "a paste longer than the brand allows is refused",
      act: { $0.paste("4111 1111 1111 1111 1111") }, expectedText: "", expectedCaret: 0,
      outcome: .rejected, reason: .tooLong),
    Case(
      name: "a paste that makes a number too long is refused", text: "5555",
      act: { $0.paste("5555 5555 5555 4444") }, expectedText: "5555", expectedCaret: 4,
      outcome: .rejected, reason: .tooLong),
    Case(
      name: "a paste no brand starts is refused", act: { $0.paste("1234 5678") },
      expectedText: "", expectedCaret: 0, outcome: .rejected, reason: CardRule.unknownBrandCode),
    Case(
      name: "a paste of only letters is refused", text: "4111", act: { $0.paste("abc") },
      expectedText: "4111", expectedCaret: 4, outcome: .rejected, reason: .disallowedCharacter),
    Case(
      name: "Arabic-Indic digits are stored as ASCII", act: { $0.type("٤١١١١") },
      expectedText: "4111 1", expectedCaret: 6, reason: .reformatted),
    Case(
      name: "full-width digits are stored as ASCII", act: { $0.paste("４１１１ １１１１") },
      expectedText: "4111 1111", expectedCaret: 9, reason: .reformatted),
    Case(
      name: "a digit with a combining mark is refused", text: "4111",
      act: { $0.type("1\u{301}") }, expectedText: "4111", expectedCaret: 4, outcome: .rejected,
      reason: .disallowedCharacter),
    Case(
      name: "a brand the rule does not accept is refused at its first digit",
      rule: CardRule(brands: [.visa, .mastercard]), act: { $0.type("3") }, expectedText: "",
      expectedCaret: 0, outcome: .rejected, reason: CardRule.brandNotAcceptedCode),
    Case(
      name: "a brand the rule does not accept is refused at the digit that decides it",
      rule: CardRule(brands: [.visa, .amex]), text: "3", act: { $0.type("6") },
      expectedText: "3", expectedCaret: 1, outcome: .rejected,
      reason: CardRule.brandNotAcceptedCode),
    Case(
      name: "Mir is refused where only Mastercard is accepted",
      rule: CardRule(brands: [.mastercard]), text: "22", act: { $0.type("0") },
      expectedText: "22", expectedCaret: 2, outcome: .rejected,
      reason: CardRule.brandNotAcceptedCode),
    Case(
      name: "an accepted brand is taken", rule: CardRule(brands: [.visa, .amex]), text: "3",
      act: { $0.type("7") }, expectedText: "37", expectedCaret: 2, outcome: .accepted,
      validity: .incomplete),
    Case(
      name: "a paste of a brand the rule does not accept is refused",
      rule: CardRule(brands: [.visa]), act: { $0.paste("5555 5555 5555 4444") },
      expectedText: "", expectedCaret: 0, outcome: .rejected,
      reason: CardRule.brandNotAcceptedCode),
  ]

  @Test(arguments: cases)
  func editing(_ c: Case) {
    var field = InputField(rule: c.rule)
    if !c.text.isEmpty { _ = field.paste(c.text) }
    #expect(field.text == c.text, "the starting text is taken")
    if let selection = c.selection {
      _ = field.select(selection.lowerBound, selection.upperBound)
    }
    let result = c.act(&field)
    #expect(field.text == c.expectedText)
    #expect(field.state.selection == c.expectedCaret..<c.expectedCaret)
    #expect(result.outcome == c.outcome)
    #expect(result.reason?.code == c.reason)
    if let validity = c.validity { #expect(field.validity == validity) }
  }

  // MARK: Reasons

  struct Message: CustomTestStringConvertible, Sendable {
    let name: String
    let rule: CardRule
    let text: String
    let key: String
    let message: String
    var testDescription: String { name }
  }

  static let messages: [Message] = [
    Message(
      name: "one refused brand is named", rule: CardRule(brands: [.visa, .diners]), text: "3",
      key: "7", message: "American Express cards are not accepted here."),
    Message(
      name: "several refused brands are named", rule: CardRule(brands: [.visa, .mastercard]),
      text: "", key: "3",
      message:
        "Numbers starting with 3 are American Express, Diners Club or JCB cards, which are not "
        + "accepted here."),
    Message(
      name: "an unknown start is quoted", rule: all, text: "3", key: "1",
      message: "No card number starts with 31."),
    Message(
      name: "the brand's longest length is named", rule: all, text: "3782 822463 10005",
      key: "1", message: "American Express numbers have at most 15 digits."),
  ]

  @Test(arguments: messages)
  func reasonMessages(_ m: Message) {
    var field = InputField(rule: m.rule)
    if !m.text.isEmpty { _ = field.paste(m.text) }
    #expect(field.text == m.text)
    let result = field.type(m.key)
    #expect(result.outcome == .rejected)
    #expect(result.reason?.message == m.message)
  }

  // MARK: Brand, lengths and checksum

  @Test func brandOfText() {
    let rule = CardRule()
    #expect(rule.brand(of: "3782 822463 10005") == .amex)
    #expect(rule.brand(of: "3782 822463 10005")?.securityCodeLength == 4)
    #expect(rule.brand(of: "4111 1") == .visa)
    #expect(rule.brand(of: "3") == nil)
    #expect(rule.brand(of: "") == nil)
    #expect(rule.brand(of: "1234") == nil)
    // Among the accepted brands, 3 can only become American Express.
    #expect(CardRule(brands: [.visa, .amex]).brand(of: "3") == .amex)
    // A brand the rule does not accept is still named.
    #expect(CardRule(brands: [.visa]).brand(of: "5555 5555 5555 4444") == .mastercard)
  }

  @Test func brandsOfTheRule() {
    #expect(CardRule().brands == Set(CardBrand.allCases))
    #expect(CardRule(brands: []).brands == Set(CardBrand.allCases), "empty means every brand")
    #expect(CardRule(brands: [.mir]).brands == [.mir])
    #expect(CardRule().forcesLeftToRight)
    #expect(CardRule().contentHint == .creditCardNumber)
  }

  struct Judged: CustomTestStringConvertible, Sendable {
    let name: String
    let digits: String
    let validity: Validity
    var reason: Reason.Code?
    var testDescription: String { name }
  }

  static let judged: [Judged] = [
    Judged(name: "empty", digits: "", validity: .empty),
    Judged(name: "no brand yet", digits: "3", validity: .incomplete, reason: .incomplete),
    Judged(
      name: "Visa, 15 digits", digits: "411111111111111", validity: .incomplete,
      reason: .incomplete),
    Judged(name: "Visa 16, check passes", digits: "4111111111111111", validity: .valid),
    Judged(
      name: "Visa 16, check fails, 19 still open", digits: "4111111111111112",
      validity: .incomplete, reason: .incomplete),
    Judged(name: "Visa 13, check passes", digits: "4222222222222", validity: .valid),
    Judged(
      name: "Visa 13, check fails, 16 still open", digits: "4222222222223",
      validity: .incomplete, reason: .incomplete),
    Judged(name: "Visa 19, check passes", digits: "4111111111111111003", validity: .valid),
    Judged(
      name: "Visa 19, check fails", digits: "4111111111111111004", validity: .invalid,
      reason: CardRule.checksumCode),
    Judged(
      name: "Mastercard 16, check fails", digits: "5555555555554445", validity: .invalid,
      reason: CardRule.checksumCode),
    Judged(name: "Mastercard 2-series", digits: "2223003122003222", validity: .valid),
    Judged(
      name: "American Express 15, check fails", digits: "378282246310006", validity: .invalid,
      reason: CardRule.checksumCode),
    Judged(
      name: "Diners Club 14, check fails, 16 still open", digits: "30569309025905",
      validity: .incomplete, reason: .incomplete),
    Judged(name: "Diners Club 14 (36)", digits: "36227206271667", validity: .valid),
    Judged(name: "Discover", digits: "6011111111111117", validity: .valid),
    Judged(name: "JCB", digits: "3530111333300000", validity: .valid),
    Judged(name: "UnionPay", digits: "6200000000000005", validity: .valid),
    Judged(name: "Maestro 12", digits: "501800000009", validity: .valid),
    Judged(name: "Mir", digits: "2200000000000004", validity: .valid),
    Judged(
      name: "too many digits", digits: "55555555555544440", validity: .invalid,
      reason: .tooLong),
    Judged(
      name: "no brand", digits: "1111", validity: .invalid, reason: CardRule.unknownBrandCode),
  ]

  @Test(arguments: judged)
  func checksumStates(_ j: Judged) {
    let rule = CardRule()
    let evaluation = rule.evaluate(rule.displayText(for: j.digits))
    #expect(evaluation.validity == j.validity)
    #expect(evaluation.reason?.code == j.reason)
    if j.validity == .valid { #expect(evaluation.value == j.digits) }
  }

  @Test func incompleteReasonsNameTheBrand() {
    let rule = CardRule()
    #expect(
      rule.evaluate("4111 1111 1111 1112").reason?.message
        == "The check digit does not match yet: Visa numbers have up to 19 digits.")
    #expect(
      rule.evaluate("3782 822463").reason?.message
        == "American Express numbers have 15 digits.")
    #expect(
      rule.evaluate("3056 930902 5905").reason?.message
        == "The check digit does not match yet: Diners Club numbers have up to 19 digits.")
  }

  /// A check that fails at a length the brand goes beyond is incomplete, then valid once the
  /// longer number's check passes.
  @Test func checksumFailureThenLongerNumber() {
    var field = InputField(rule: CardRule())
    _ = field.type("4111111111111112")
    #expect(field.validity == .incomplete)
    _ = field.type("00")
    #expect(field.validity == .incomplete)
    let last = Self.withCheckDigit("411111111111111200").last!
    _ = field.type(String(last))
    #expect(field.validity == .valid)
    #expect(field.value == "411111111111111200" + String(last))
  }

  struct BrandLengths: CustomTestStringConvertible, Sendable {
    let brand: CardBrand
    let prefix: String
    var testDescription: String { "\(brand.rawValue) from \(prefix)" }
  }

  static let brandLengths: [BrandLengths] = [
    BrandLengths(brand: .visa, prefix: "4"),
    BrandLengths(brand: .mastercard, prefix: "51"),
    BrandLengths(brand: .mastercard, prefix: "2720"),
    BrandLengths(brand: .amex, prefix: "34"),
    BrandLengths(brand: .discover, prefix: "649"),
    BrandLengths(brand: .diners, prefix: "3095"),
    BrandLengths(brand: .diners, prefix: "36"),
    BrandLengths(brand: .jcb, prefix: "3589"),
    BrandLengths(brand: .unionpay, prefix: "62"),
    BrandLengths(brand: .maestro, prefix: "6763"),
    BrandLengths(brand: .mir, prefix: "2204"),
  ]

  /// For each length from 11 to 20: a number of the brand whose check passes is valid at the
  /// brand's lengths, incomplete between them, and its last digit is refused beyond them.
  @Test(arguments: brandLengths)
  func lengthsOfEachBrand(_ b: BrandLengths) {
    for length in 11...20 {
      let digits = Self.withCheckDigit(
        b.prefix + String(repeating: "7", count: length - 1 - b.prefix.count))
      var field = InputField(rule: CardRule())
      _ = field.type(String(digits.dropLast()))
      let result = field.type(String(digits.last!))
      if length > b.brand.lengths.last! {
        #expect(result.outcome == .rejected, "\(length)")
        #expect(result.reason?.code == .tooLong, "\(length)")
      } else if b.brand.lengths.contains(length) {
        #expect(field.validity == .valid, "\(length)")
        #expect(field.value == digits)
        #expect(CardRule().brand(of: field.text) == b.brand)
      } else {
        #expect(field.validity == .incomplete, "\(length)")
      }
    }
  }

  // MARK: Groups

  struct Grouping: CustomTestStringConvertible, Sendable {
    let name: String
    let digits: String
    let text: String
    var testDescription: String { name }
  }

  static let groupings: [Grouping] = [
    Grouping(name: "American Express 4-6-5", digits: "378282246310005", text: "3782 822463 10005"),
    Grouping(
      name: "American Express, unfinished", digits: "3782822", text: "3782 822"),
    Grouping(name: "Diners Club 14: 4-6-4", digits: "30569309025904", text: "3056 930902 5904"),
    Grouping(
      name: "Diners Club 16: fours", digits: "3800000000000000", text: "3800 0000 0000 0000"),
    Grouping(name: "Visa 16: 4-4-4-4", digits: "4111111111111111", text: "4111 1111 1111 1111"),
    Grouping(name: "Visa 13", digits: "4222222222222", text: "4222 2222 2222 2"),
    Grouping(
      name: "Visa 19: 4-4-4-4-3", digits: "4111111111111111003",
      text: "4111 1111 1111 1111 003"),
    Grouping(
      name: "Maestro 19: 4-4-4-4-3", digits: "6759000000000000005",
      text: "6759 0000 0000 0000 005"),
    Grouping(name: "no brand yet", digits: "3", text: "3"),
    Grouping(name: "four digits: no space yet", digits: "4111", text: "4111"),
  ]

  @Test(arguments: groupings)
  func groups(_ g: Grouping) {
    #expect(CardRule().displayText(for: g.digits) == g.text)
    var field = InputField(rule: CardRule())
    _ = field.type(g.digits)
    #expect(field.text == g.text)
  }

  // MARK: Values

  static let validNumbers = [
    "4111111111111111", "5555555555554444", "378282246310005", "2223003122003222",
    "6011111111111117", "3530111333300000", "30569309025904", "4222222222222",
    "6200000000000005", "2200000000000004", "6759649826438453", "4111111111111111003",
    "501800000009",
  ]

  @Test func valuesRoundTrip() {
    let violations = FieldLaws.checkValues(CardRule(), values: Self.validNumbers)
    #expect(violations.isEmpty, "\(violations.prefix(3))")
    let rule = CardRule()
    for number in Self.validNumbers {
      #expect(rule.value(fromCanonical: number) == number)
      #expect(rule.canonicalString(for: number) == number)
      #expect(rule.refusal(ofCanonical: number) == nil)
    }
  }

  @Test func canonicalStringsWithoutAValue() {
    let rule = CardRule()
    #expect(rule.value(fromCanonical: "4111 1111 1111 1111") == nil)
    #expect(rule.value(fromCanonical: "4111111111111112") == nil)
    #expect(rule.value(fromCanonical: "") == nil)
    #expect(rule.refusal(ofCanonical: "4111111111111112")?.code == .invalidValue)
    #expect(CardRule(brands: [.visa]).value(fromCanonical: "5555555555554444") == nil)
  }

  @Test func textSetByAProgramInAnotherLayoutIsInvalid() {
    let rule = CardRule()
    #expect(rule.evaluate("4111111111111111").validity == .invalid)
    #expect(rule.evaluate("4111-1111").validity == .invalid)
    #expect(rule.evaluate("4111 1111 ").validity == .invalid)
    #expect(rule.evaluate("4111 1111").validity == .incomplete)
    #expect(rule.evaluate("4111 abcd").validity == .invalid)
    #expect(rule.evaluate("").validity == .empty)
  }
}

/// The one-pass decisions on a digit typed at the end, against the shared review and
/// `evaluate`, on texts laid out and not (as a program may set them).
@Suite struct CardFastPathTests {
  static let texts = [
    "", "4", "4111", "4111 1", "4111 1111 1111 111", "4111 1111 1111 1111 00",
    "4111 1111 1111 1111 003", "5555 5555 5555 444", "5555 5555 5555 4444", "3782 822463 1000",
    "3782 822463 10005", "3056 930902 590", "3056 930902 5904", "3056 9309 0259 041", "41111",
    "4111 11111", "3782 8224 6310 005", "3056 9309 0259 04", "4111 1111 ", " 4111", "4111  1",
    "4111 abcd", "1111", "31", "2205 1", "6", "62", "3",
  ]

  @Test(arguments: [CardRule(), CardRule(brands: [.visa, .diners])])
  func typedAtEndAgreesWithTheReview(_ rule: CardRule) {
    for text in Self.texts {
      for digit in 0...9 {
        let key = String(digit)
        let end = text.utf16.count
        let proposal = EditProposal(
          text: text, range: text.endIndex..<text.endIndex, utf16Range: end..<end,
          replacement: key, kind: .typing)
        let general = rule.reviewReformatting(proposal)
        #expect(rule.review(proposal) == general, "\(key) after \(text)")
        let accepts = rule.acceptsTypedASCII(
          UInt8(ascii: Unicode.Scalar(UInt8(0x30 + digit))), replacing: end..<end, in: text)
        if accepts { #expect(general == .accept, "\(key) after \(text)") }
      }
      for previous in [Validity.empty, .incomplete, .valid] {
        if let quick = rule.evaluation(afterInsertionMaking: text, previous: previous) {
          #expect(quick == rule.evaluate(text), "\(text)")
        }
      }
    }
  }

  /// The shortcut is taken where it should be: a digit inside a group is accepted without a
  /// review, and texts laid out are judged in one pass.
  @Test func shortcutsAreTaken() {
    let rule = CardRule()
    #expect(rule.acceptsTypedASCII(UInt8(ascii: "1"), replacing: 6..<6, in: "4111 1"))
    #expect(!rule.acceptsTypedASCII(UInt8(ascii: "1"), replacing: 4..<4, in: "4111"))
    #expect(!rule.acceptsTypedASCII(UInt8(ascii: "1"), replacing: 5..<5, in: "41111"))
    #expect(
      rule.evaluation(afterInsertionMaking: "4111 1111 1111 1111", previous: .incomplete)
        == .valid("4111111111111111"))
    #expect(rule.evaluation(afterInsertionMaking: "41111111", previous: .incomplete) == nil)
  }
}
