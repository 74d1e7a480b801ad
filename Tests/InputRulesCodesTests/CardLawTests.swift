import InputRules
import InputRulesCodes
import InputRulesTestSupport
import Testing

/// Card number fields under seeded random edits: every law that holds for a rule whose text
/// keeps its layout, `noDeadEnd` included.
@Suite struct CardLawTests {
  static let alphabet: [String] = [
    "4", "5", "3", "7", "6", "2", "0", "1", "9", " ", "-", "a", "٣", "５", "👍🏽", "\u{301}",
    "4111 1111 1111 1111", "3782-822463-10005", "6011", "5555555555554444", "22", "Card 62",
  ]

  /// The keys `noDeadEnd` presses: each a run of zeros and a last digit, typed at once (an
  /// edit of several characters), so that one key completes most numbers: the zeros bring
  /// the number to one digit short of a length of its brand, the last digit is the check
  /// digit. Leading digits that take no zero (`6`, `5`) take one more key.
  static let completionKeys: [String] = (0...18).flatMap { zeros in
    (0...9).map { String(repeating: "0", count: zeros) + String($0) }
  }

  static let rules: [(String, CardRule)] = [
    ("every brand", CardRule()),
    ("Visa and American Express", CardRule(brands: [.visa, .amex])),
    ("Mastercard", CardRule(brands: [.mastercard])),
    ("Diners Club and Maestro", CardRule(brands: [.diners, .maestro])),
    ("every brand in Arabic-Indic digits", CardRule(digits: "٠١٢٣٤٥٦٧٨٩")!),
  ]

  /// `commitLeavesValidOrEmpty` is left out: an unfinished number is kept when editing ends.
  /// `insertionKeepsTextAcceptable` is checked with one exception, the one the rule is made
  /// for: the digit that completes a number at its brand's longest length with a failing
  /// check makes it invalid (`checksum`) rather than being refused, so that the user sees the
  /// number is wrong. Keys typed before the last digit of an unfinished number are judged on
  /// the digits before them (`isKeyBeforeUnfinishedText`), so that a deleted group can be typed
  /// back; the text after them may leave the number invalid until then.
  @Test(arguments: 0..<5, [1, 2, 3] as [UInt64])
  func laws(rule index: Int, seed: UInt64) {
    let (name, rule) = Self.rules[index]
    let options = FieldLawOptions(
      steps: 400, alphabet: Self.alphabet,
      laws: Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
        .subtracting([.commitLeavesValidOrEmpty]),
      completionKeys: Self.completionKeys, completionDepth: 2)
    let violations = FieldLaws.check(rule, seed: seed, options: options).filter {
      !Self.isExempt($0, rule)
    }
    #expect(violations.isEmpty, "\(name): \(violations.prefix(3))")
  }

  /// The violations that are the checksum's own: the digit that completes a number at its
  /// brand's longest length with a failing check makes it invalid, where no key helps. And
  /// `noDeadEnd` on fewer than four digits: the keys complete numbers whose brand range is
  /// typed in full; shorter starts (`6`, `58`) need digits of their range first, which
  /// `everyAcceptedStartLeadsToAValidNumber` checks for every start.
  static func isExempt(_ violation: LawViolation, _ rule: CardRule) -> Bool {
    if violation.isKeyBeforeUnfinishedText(under: rule) { return true }
    switch violation.law {
    case .insertionKeepsTextAcceptable:
      return rule.evaluate(violation.after.text).reason?.code == CardRule.checksumCode
    case .noDeadEnd:
      return rule.evaluate(violation.after.text).reason?.code == CardRule.checksumCode
        || violation.after.text.count < 4
    default:
      return false
    }
  }

  /// No start is a dead end: every accepted start of up to three digits takes some next digit,
  /// and every accepted start of four digits (the most the brand table reads) becomes a valid
  /// number with zeros and the check digit, at its brand's shortest length.
  @Test(arguments: 0..<4)
  func everyAcceptedStartLeadsToAValidNumber(rule index: Int) {
    let (name, rule) = Self.rules[index]
    var starts: [InputField<CardRule>] = [InputField(rule: rule)]
    for _ in 0..<4 {
      var next: [InputField<CardRule>] = []
      for field in starts {
        var taken = false
        for digit in 0...9 {
          var typed = field
          guard typed.type(String(digit)).isAccepted else { continue }
          taken = true
          next.append(typed)
        }
        #expect(taken, "\(name): no digit follows \(field.text)")
      }
      starts = next
    }
    #expect(!starts.isEmpty)
    for start in starts {
      guard let brand = rule.brand(of: start.text), let length = brand.lengths.first else {
        Issue.record("\(name): \(start.text) has no brand")
        continue
      }
      let digits = CardRuleTests.withCheckDigit(
        start.text + String(repeating: "0", count: length - 5))
      var field = start
      _ = field.type(String(digits.dropFirst(4)))
      #expect(field.validity == .valid, "\(name): \(start.text) as \(digits)")
      #expect(field.value == digits)
    }
  }
}
