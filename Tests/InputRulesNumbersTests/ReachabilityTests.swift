import InputRules
import Testing

@testable import InputRulesNumbers

/// The "never a dead end" question on its own: can this text still become valid by typing at
/// its end? Each case is a configuration, a text and the expected judgement.
@Suite struct ReachabilityTests {
  struct Config: Sendable, CustomStringConvertible {
    var min: String?
    var max: String?
    var integerDigits = 19
    var fractionDigits = 2
    var scientific = false

    var description: String {
      "\(min ?? "-∞")...\(max ?? "∞") i\(integerDigits) f\(fractionDigits)\(scientific ? " e" : "")"
    }

    func limits() -> NumberLimits {
      let low = min.flatMap { ExactDecimal($0) }
      return NumberLimits(
        min: low, max: max.flatMap { ExactDecimal($0) }, maxIntegerDigits: integerDigits,
        maxFractionDigits: fractionDigits, scientific: scientific,
        allowsNegative: low.map { $0.isNegative } ?? true)
    }

    func notation() -> Notation {
      Notation(
        symbols: .canonical, grouping: false, allowsSeparator: true, allowsExponent: scientific)
    }
  }

  enum Expect: Sendable, CustomStringConvertible {
    case valid(String)
    case incomplete
    case invalid(Reason.Code)
    var description: String {
      switch self {
      case .valid(let v): return "valid \(v)"
      case .incomplete: return "incomplete"
      case .invalid(let c): return "invalid \(c.rawValue)"
      }
    }
  }

  static let age = Config(min: "18", max: "30", fractionDigits: 0)
  static let negativeAge = Config(min: "-30", max: "-18", fractionDigits: 0)
  static let percent = Config(min: "0", max: "100", fractionDigits: 2)
  static let natural = Config(min: "0", fractionDigits: 0)
  static let narrow = Config(min: "0.5", max: "0.6", fractionDigits: 2)
  static let odd = Config(min: "0.125", max: "0.2", fractionDigits: 2)
  static let crossing = Config(min: "-5", max: "10", fractionDigits: 1)
  static let threeDigits = Config(integerDigits: 3, fractionDigits: 1)
  static let wholeDecimal = Config(fractionDigits: 0)
  static let scientificAge = Config(min: "18", max: "30", fractionDigits: 0, scientific: true)
  static let tiny = Config(min: "0", max: "0.001", fractionDigits: 5, scientific: true)
  static let free = Config(fractionDigits: 3, scientific: true)

  @Test(
    arguments: [
      (age, "1", Expect.incomplete), (age, "3", .incomplete), (age, "2", .incomplete),
      (age, "5", .invalid(.outOfRange)), (age, "31", .invalid(.outOfRange)),
      (age, "25", .valid("25")), (age, "18", .valid("18")), (age, "30", .valid("30")),
      (age, "17", .invalid(.outOfRange)), (age, "-", .invalid(.outOfRange)),
      (age, "0", .incomplete), (age, "019", .valid("19")),
      (negativeAge, "-", .incomplete), (negativeAge, "-1", .incomplete),
      (negativeAge, "-3", .incomplete), (negativeAge, "-4", .invalid(.outOfRange)),
      (negativeAge, "-18", .valid("-18")), (negativeAge, "-31", .invalid(.outOfRange)),
      (negativeAge, "1", .invalid(.outOfRange)), (negativeAge, "-17", .invalid(.outOfRange)),
      (percent, "100.", .incomplete), (percent, "100.5", .invalid(.outOfRange)),
      (percent, "100.0", .valid("100")), (percent, "100.00", .valid("100")),
      (percent, "100.000", .invalid(.tooManyFractionDigits)), (percent, "-", .invalid(.outOfRange)),
      (percent, ".", .incomplete), (percent, ".5", .valid("0.5")),
      (percent, "101", .invalid(.outOfRange)),
      (percent, "99.99", .valid("99.99")), (percent, "0", .valid("0")),
      (natural, "-", .invalid(.outOfRange)), (natural, "0", .valid("0")),
      (narrow, "0", .incomplete), (narrow, "0.", .incomplete), (narrow, ".", .incomplete),
      (narrow, "0.5", .valid("0.5")), (narrow, "0.50", .valid("0.5")),
      (narrow, "0.6", .valid("0.6")),
      (narrow, "0.61", .invalid(.outOfRange)), (narrow, "0.7", .invalid(.outOfRange)),
      (narrow, "1", .invalid(.outOfRange)), (narrow, "0.4", .invalid(.outOfRange)),
      (odd, "0.12", .invalid(.outOfRange)), (odd, "0.13", .valid("0.13")),
      (odd, "0.1", .incomplete),
      (odd, "0.2", .valid("0.2")), (odd, "0.20", .valid("0.2")),
      (crossing, "-", .incomplete), (crossing, "-0", .valid("0")), (crossing, "-5", .valid("-5")),
      (crossing, "-5.", .incomplete), (crossing, "-5.1", .invalid(.outOfRange)),
      (crossing, "-6", .invalid(.outOfRange)), (crossing, "10", .valid("10")),
      (crossing, "11", .invalid(.outOfRange)), (crossing, "-10", .invalid(.outOfRange)),
      (crossing, "1", .valid("1")),
      (threeDigits, "999", .valid("999")), (threeDigits, "1234", .invalid(.tooManyIntegerDigits)),
      (threeDigits, "0001", .valid("1")), (threeDigits, "1.25", .invalid(.tooManyFractionDigits)),
      (wholeDecimal, "1.", .invalid(.tooManyFractionDigits)), (wholeDecimal, "12", .valid("12")),
      (scientificAge, "2", .incomplete), (scientificAge, "3", .incomplete),
      (scientificAge, "5", .invalid(.outOfRange)), (scientificAge, "4", .invalid(.outOfRange)),
      (scientificAge, "3e", .incomplete), (scientificAge, "3e1", .valid("30")),
      (scientificAge, "3e2", .invalid(.outOfRange)), (scientificAge, "2.5e", .incomplete),
      (scientificAge, "2.5e1", .valid("25")), (scientificAge, "250e-", .incomplete),
      (scientificAge, "250e-1", .valid("25")), (scientificAge, "0.0", .incomplete),
      (scientificAge, "1.8", .incomplete), (scientificAge, "1.5", .invalid(.outOfRange)),
      (tiny, "1e-", .incomplete), (tiny, "1e-3", .valid("0.001")),
      (tiny, "1e-6", .invalid(.tooManyFractionDigits)),
      (tiny, "1", .incomplete), (tiny, "2", .incomplete), (tiny, "1e", .incomplete),
      (tiny, "1e1", .invalid(.outOfRange)),
      (free, "1e", .incomplete), (free, "1e-", .incomplete), (free, "-", .incomplete),
      (free, "1.5e3", .valid("1500")), (free, "1.2345", .incomplete),
      (free, "1.2345e1", .valid("12.345")),
      (free, "1e-4", .invalid(.tooManyFractionDigits)),
      (free, "1e18", .valid("1000000000000000000")),
    ] as [(Config, String, Expect)])
  func judgement(config: Config, text: String, expected: Expect) {
    let (t, issue) = config.notation().read(text, caret: 0)
    #expect(issue == nil)
    let got = config.limits().judge(t)
    switch (expected, got) {
    case (.valid(let v), .valid(let value)): #expect(value.description == v, "\(config) \(text)")
    case (.incomplete, .incomplete): break
    case (.invalid(let code), .invalid):
      #expect(config.limits().failure(of: t) == code, "\(config) \(text)")
    default: Issue.record("\(config) \"\(text)\": expected \(expected), got \(got)")
    }
  }

  /// The shortest valid completion, measured as shown.
  @Test(
    arguments: [
      (age, "1", 2), (age, "", 2), (percent, "100.", 5), (narrow, "0", 3), (narrow, ".", 2),
      (crossing, "-", 2), (negativeAge, "-", 3), (free, "1e", 3), (free, "1e-", 4),
      (scientificAge, "3", 2), (tiny, "1", 4), (free, "1.2345", 8),
    ] as [(Config, String, Int)])
  func shortestCompletion(config: Config, text: String, length: Int) {
    let notation = config.notation()
    let (t, _) = notation.read(text, caret: 0)
    #expect(config.limits().shortestCompletion(of: t, measure: notation) == length)
  }
}
