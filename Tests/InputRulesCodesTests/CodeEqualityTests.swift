import InputRules
import InputRulesCodes
import InputRulesTestSupport
import Testing

/// `==` of the code rules: every IBAN rule is equal to every other (it has no settings), a
/// one-time code rule's length and a card rule's brands and digits decide theirs.
struct CodeEqualityTests {
  @Test func ibanRulesAreAllEqual() throws {
    let problems = try EqualityCase<IBANRule>("two IBAN rules", equal: true, probe: "DE89 3704") {
      (IBANRule(), IBANRule())
    }.problems()
    #expect(problems == [])
  }

  static let oneTimeCodes: [EqualityCase<OneTimeCodeRule>] = [
    EqualityCase("6 digits made twice", equal: true, probe: "1234567") {
      (try OneTimeCodeRule(length: 6), try OneTimeCodeRule(length: 6))
    },
    EqualityCase("4 vs 6 digits", equal: false, probe: "1234567") {
      (try OneTimeCodeRule(length: 4), try OneTimeCodeRule(length: 6))
    },
    EqualityCase("6 vs 8 digits", equal: false, probe: "Your code is 123456") {
      (try OneTimeCodeRule(length: 6), try OneTimeCodeRule(length: 8))
    },
  ]

  @Test(arguments: oneTimeCodes)
  func oneTimeCodeRules(_ c: EqualityCase<OneTimeCodeRule>) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  static let cards: [EqualityCase<CardRule>] = [
    EqualityCase("every brand made twice", equal: true, probe: "4111111111111111") {
      (CardRule(), CardRule())
    },
    EqualityCase("no brand named vs every brand", equal: true, probe: "378282246310005") {
      (CardRule(brands: []), CardRule())
    },
    EqualityCase("Visa vs Visa and Mastercard", equal: false, probe: "5555555555554444") {
      (CardRule(brands: [.visa]), CardRule(brands: [.visa, .mastercard]))
    },
    EqualityCase("Visa vs every brand", equal: false, probe: "378282246310005") {
      (CardRule(brands: [.visa]), CardRule())
    },
    EqualityCase("Visa and Mastercard named either way", equal: true, probe: "5555555555554444") {
      (CardRule(brands: [.mastercard, .visa]), CardRule(brands: [.visa, .mastercard]))
    },
    EqualityCase("ASCII vs Arabic-Indic digits", equal: false, probe: "4111111111111111") {
      (CardRule(), try #require(CardRule(digits: "٠١٢٣٤٥٦٧٨٩")))
    },
    EqualityCase("ASCII digits given vs the default", equal: true, probe: "4111111111111111") {
      (try #require(CardRule(digits: "0123456789")), CardRule())
    },
  ]

  @Test(arguments: cards)
  func cardRules(_ c: EqualityCase<CardRule>) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }
}
