import InputRules
import InputRulesNumbers
import InputRulesTestSupport
import Testing

/// `==` of the number rules: the configuration a rule is made from decides it, whichever way
/// it is made.
struct NumberEqualityTests {
  static let german = NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")

  static let money: [EqualityCase<MoneyRule>] = [
    EqualityCase("USD made twice", equal: true, probe: "1234.5") {
      (try MoneyRule(.money(.usd)), try MoneyRule(.money(.usd)))
    },
    EqualityCase("a rule and its copy", equal: true, probe: "1234.5") {
      let rule = try MoneyRule(.money(.usd))
      return (rule, rule)
    },
    EqualityCase("a configuration vs the same settings as parameters", equal: true, probe: "12.5") {
      (try MoneyRule(.money(.eur)), try MoneyRule(currency: .eur))
    },
    EqualityCase("EUR vs USD", equal: false, probe: "12.5") {
      (try MoneyRule(.money(.eur)), try MoneyRule(.money(.usd)))
    },
    EqualityCase("USD vs JPY", equal: false, probe: "12.5") {
      (try MoneyRule(.money(.usd)), try MoneyRule(.money(.jpy)))
    },
    EqualityCase("free entry vs cash register", equal: false, probe: "125") {
      (try MoneyRule(.money(.usd)), try MoneyRule(.money(.usd, entry: .cashRegister)))
    },
    EqualityCase("9 vs 15 digits", equal: false, probe: "1234567890") {
      (try MoneyRule(.money(.usd).maximumDigits(9)), try MoneyRule(.money(.usd)))
    },
    EqualityCase("an upper bound vs none", equal: false, probe: "150") {
      (try MoneyRule(.money(.usd).range(...100)), try MoneyRule(.money(.usd)))
    },
    EqualityCase("negatives allowed vs not", equal: false, probe: "-5") {
      (try MoneyRule(.money(.usd).allowingNegative()), try MoneyRule(.money(.usd)))
    },
    EqualityCase("rounding vs refusing extra digits", equal: false, probe: "1.234") {
      (try MoneyRule(.money(.usd).rounding(.halfEven)), try MoneyRule(.money(.usd)))
    },
    EqualityCase("clamp vs revert on commit", equal: false, probe: "5") {
      (
        try MoneyRule(.money(.usd).range(10...100).onCommit(.clamp)),
        try MoneyRule(.money(.usd).range(10...100))
      )
    },
    EqualityCase("a length limit vs none", equal: false, probe: "123456") {
      (try MoneyRule(.money(.usd).maximumLength(5)), try MoneyRule(.money(.usd)))
    },
    EqualityCase("German vs canonical symbols", equal: false, probe: "1234,5") {
      (try MoneyRule(.money(.usd).symbols(german)), try MoneyRule(.money(.usd)))
    },
  ]

  @Test(arguments: money)
  func moneyRules(_ c: EqualityCase<MoneyRule>) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  static let decimals: [EqualityCase<DecimalRule>] = [
    EqualityCase("0...100 made twice", equal: true, probe: "100.5") {
      (try DecimalRule(.range(0...100)), try DecimalRule(.range(0...100)))
    },
    EqualityCase("0...100 vs 0...1000", equal: false, probe: "150") {
      (try DecimalRule(.range(0...100)), try DecimalRule(.range(0...1000)))
    },
    EqualityCase("bounds written 100 vs 100.00", equal: true, probe: "150") {
      (try DecimalRule(.range(0...ExactDecimal("100.00")!)), try DecimalRule(.range(0...100)))
    },
    EqualityCase("2 vs 3 fraction digits", equal: false, probe: "1.234") {
      (
        try DecimalRule(.range(0...).fractionDigits(2)),
        try DecimalRule(.range(0...).fractionDigits(3))
      )
    },
    EqualityCase("scientific vs not", equal: false, probe: "1e3") {
      (try DecimalRule(Configuration().scientific()), try DecimalRule(Configuration()))
    },
    EqualityCase("grouping vs none", equal: false, probe: "12345") {
      (try DecimalRule(Configuration().grouping(.automatic)), try DecimalRule(Configuration()))
    },
  ]

  typealias Configuration = DecimalRule.Configuration

  @Test(arguments: decimals)
  func decimalRules(_ c: EqualityCase<DecimalRule>) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  static let integers: [EqualityCase<IntegerRule>] = [
    EqualityCase("18...30 made twice", equal: true, probe: "25") {
      (.integer(in: 18...30), try IntegerRule(.range(18...30)))
    },
    EqualityCase("18...30 vs 18...40", equal: false, probe: "35") {
      (.integer(in: 18...30), .integer(in: 18...40))
    },
    EqualityCase("grouping vs none", equal: false, probe: "12345") {
      (try IntegerRule(.range(0...).grouping(.automatic)), try IntegerRule(.range(0...)))
    },
    EqualityCase("a length limit of 3 vs 4", equal: false, probe: "12345") {
      (
        try IntegerRule(.range(0...).maximumLength(3)),
        try IntegerRule(.range(0...).maximumLength(4))
      )
    },
  ]

  @Test(arguments: integers)
  func integerRules(_ c: EqualityCase<IntegerRule>) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }
}
