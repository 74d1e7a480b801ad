import InputRules
import InputRulesCodes
import Testing

/// The brand table: every range at its edges and one prefix outside, the lengths, the Luhn
/// check on published test numbers.
@Suite struct CardBrandTests {
  struct Prefix: CustomTestStringConvertible, Sendable {
    let digits: String
    let brand: CardBrand?
    var testDescription: String { "\(digits) → \(brand?.rawValue ?? "none")" }
  }

  static let prefixes: [Prefix] = [
    // Visa: 4.
    Prefix(digits: "4", brand: .visa),
    Prefix(digits: "4999", brand: .visa),
    // Mastercard: 51–55, 2221–2720.
    Prefix(digits: "51", brand: .mastercard),
    Prefix(digits: "55", brand: .mastercard),
    Prefix(digits: "56", brand: nil),
    Prefix(digits: "2221", brand: .mastercard),
    Prefix(digits: "2220", brand: nil),
    Prefix(digits: "2720", brand: .mastercard),
    Prefix(digits: "2721", brand: nil),
    Prefix(digits: "25", brand: .mastercard),
    Prefix(digits: "28", brand: nil),
    // American Express: 34, 37.
    Prefix(digits: "34", brand: .amex),
    Prefix(digits: "37", brand: .amex),
    Prefix(digits: "33", brand: nil),
    // Discover: 6011, 644–649, 65.
    Prefix(digits: "6011", brand: .discover),
    Prefix(digits: "6010", brand: nil),
    Prefix(digits: "6012", brand: nil),
    Prefix(digits: "644", brand: .discover),
    Prefix(digits: "649", brand: .discover),
    Prefix(digits: "643", brand: nil),
    Prefix(digits: "65", brand: .discover),
    Prefix(digits: "66", brand: nil),
    // Diners Club: 300–305, 3095, 36, 38–39.
    Prefix(digits: "300", brand: .diners),
    Prefix(digits: "305", brand: .diners),
    Prefix(digits: "306", brand: nil),
    Prefix(digits: "3095", brand: .diners),
    Prefix(digits: "3094", brand: nil),
    Prefix(digits: "3096", brand: nil),
    Prefix(digits: "36", brand: .diners),
    Prefix(digits: "38", brand: .diners),
    Prefix(digits: "39", brand: .diners),
    // JCB: 3528–3589.
    Prefix(digits: "3528", brand: .jcb),
    Prefix(digits: "3589", brand: .jcb),
    Prefix(digits: "3527", brand: nil),
    Prefix(digits: "3590", brand: nil),
    // UnionPay: 62, Discover's co-branded 622126–622925 included.
    Prefix(digits: "62", brand: .unionpay),
    Prefix(digits: "622126", brand: .unionpay),
    Prefix(digits: "622925", brand: .unionpay),
    // Maestro: 5018, 5020, 5038, 5893, 6304, 6759, 6761–6763.
    Prefix(digits: "5018", brand: .maestro),
    Prefix(digits: "5017", brand: nil),
    Prefix(digits: "5020", brand: .maestro),
    Prefix(digits: "5021", brand: nil),
    Prefix(digits: "5038", brand: .maestro),
    Prefix(digits: "5039", brand: nil),
    Prefix(digits: "5893", brand: .maestro),
    Prefix(digits: "5894", brand: nil),
    Prefix(digits: "6304", brand: .maestro),
    Prefix(digits: "6303", brand: nil),
    Prefix(digits: "6759", brand: .maestro),
    Prefix(digits: "6761", brand: .maestro),
    Prefix(digits: "6763", brand: .maestro),
    Prefix(digits: "6760", brand: nil),
    Prefix(digits: "6764", brand: nil),
    // Mir: 2200–2204.
    Prefix(digits: "2200", brand: .mir),
    Prefix(digits: "2204", brand: .mir),
    Prefix(digits: "2205", brand: nil),
    // Leading digits no brand has.
    Prefix(digits: "1", brand: nil),
    Prefix(digits: "7", brand: nil),
    Prefix(digits: "0", brand: nil),
    Prefix(digits: "31", brand: nil),
  ]

  @Test(arguments: prefixes)
  func brandOfPrefix(_ p: Prefix) {
    #expect(CardRule.brand(ofDigits: p.digits) == p.brand)
    // The same with more digits after the prefix.
    #expect(CardRule.brand(ofDigits: p.digits + "000000") == p.brand)
  }

  /// Leading digits that several brands' numbers start with: no brand yet.
  @Test(arguments: ["", "2", "22", "3", "5", "6"])
  func undecidedPrefixes(_ digits: String) {
    #expect(CardRule.brand(ofDigits: digits) == nil)
  }

  /// Decided by the only brand left, before the whole range prefix is typed.
  @Test func decidedBeforeTheWholePrefix() {
    #expect(CardRule.brand(ofDigits: "35") == .jcb)
    #expect(CardRule.brand(ofDigits: "50") == .maestro)
    #expect(CardRule.brand(ofDigits: "60") == .discover)
    #expect(CardRule.brand(ofDigits: "220") == .mir)
    #expect(CardRule.brand(ofDigits: "222") == .mastercard)
    #expect(CardRule.brand(ofDigits: "30") == .diners)
  }

  @Test func nonDigitsHaveNoBrand() {
    #expect(CardRule.brand(ofDigits: "4a") == nil)
    #expect(CardRule.brand(ofDigits: "４") == nil)
    #expect(CardRule.brand(ofDigits: " 4") == nil)
  }

  /// No four-digit prefix belongs to two brands.
  @Test func rangesDoNotOverlap() {
    for prefix in 0..<10_000 {
      var owners: [CardBrand] = []
      for entry in CardBrandTable.entries {
        var head = prefix
        for _ in entry.digits..<4 { head /= 10 }
        if head >= entry.first && head <= entry.last { owners.append(entry.brand) }
      }
      #expect(owners.count <= 1, "\(prefix): \(owners)")
    }
  }

  struct Lengths: CustomTestStringConvertible, Sendable {
    let brand: CardBrand
    let name: String
    let lengths: [Int]
    let securityCode: Int
    var testDescription: String { brand.rawValue }
  }

  static let lengths: [Lengths] = [
    Lengths(brand: .visa, name: "Visa", lengths: [13, 16, 19], securityCode: 3),
    Lengths(brand: .mastercard, name: "Mastercard", lengths: [16], securityCode: 3),
    Lengths(brand: .amex, name: "American Express", lengths: [15], securityCode: 4),
    Lengths(brand: .discover, name: "Discover", lengths: [16, 17, 18, 19], securityCode: 3),
    Lengths(brand: .diners, name: "Diners Club", lengths: [14, 16, 17, 18, 19], securityCode: 3),
    Lengths(brand: .jcb, name: "JCB", lengths: [16, 17, 18, 19], securityCode: 3),
    Lengths(brand: .unionpay, name: "UnionPay", lengths: [16, 17, 18, 19], securityCode: 3),
    Lengths(
      brand: .maestro, name: "Maestro", lengths: [12, 13, 14, 15, 16, 17, 18, 19],
      securityCode: 3),
    Lengths(brand: .mir, name: "Mir", lengths: [16, 17, 18, 19], securityCode: 3),
  ]

  @Test(arguments: lengths)
  func brandFacts(_ l: Lengths) {
    #expect(l.brand.lengths == l.lengths)
    #expect(l.brand.name == l.name)
    #expect(l.brand.securityCodeLength == l.securityCode)
  }

  @Test func spellings() {
    #expect(
      CardBrand.allCases.map(\.rawValue) == [
        "visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "maestro", "mir",
      ])
    #expect(CardBrand(rawValue: "amex") == .amex)
    #expect(CardBrand(rawValue: "Visa") == nil)
  }

  struct LuhnVector: CustomTestStringConvertible, Sendable {
    let digits: String
    let passes: Bool
    var testDescription: String { "\(digits) \(passes ? "passes" : "fails")" }
  }

  static let luhnVectors: [LuhnVector] = [
    LuhnVector(digits: "4111111111111111", passes: true),
    LuhnVector(digits: "5555555555554444", passes: true),
    LuhnVector(digits: "378282246310005", passes: true),
    LuhnVector(digits: "2223003122003222", passes: true),
    LuhnVector(digits: "6011111111111117", passes: true),
    LuhnVector(digits: "3530111333300000", passes: true),
    LuhnVector(digits: "30569309025904", passes: true),
    LuhnVector(digits: "4222222222222", passes: true),
    LuhnVector(digits: "6200000000000005", passes: true),
    LuhnVector(digits: "2200000000000004", passes: true),
    LuhnVector(digits: "6759649826438453", passes: true),
    LuhnVector(digits: "0", passes: true),
    LuhnVector(digits: "18", passes: true),
    LuhnVector(digits: "4111111111111112", passes: false),
    LuhnVector(digits: "4111111111111121", passes: false),
    LuhnVector(digits: "378282246310006", passes: false),
    LuhnVector(digits: "5555555555554445", passes: false),
    LuhnVector(digits: "19", passes: false),
    LuhnVector(digits: "", passes: false),
    LuhnVector(digits: "4111 1111 1111 1111", passes: false),
    LuhnVector(digits: "411111111111111a", passes: false),
  ]

  @Test(arguments: luhnVectors)
  func luhn(_ v: LuhnVector) {
    #expect(CardRule.passesLuhn(v.digits) == v.passes)
    #expect(CardRule.passesLuhn(v.digits[...]) == v.passes)
  }
}
