import InputRules
import InputRulesNumbers
import InputRulesTestSupport
import Testing

/// Seeded random edit sequences on number rules, checked against the laws every rule keeps
/// (`InputRulesTestSupport.FieldLaws`) and against an independent search for dead ends.
@Suite struct NumberLawTests {
  /// What random typing and pasting is made of: digits of several scripts, both separators,
  /// minus signs, the exponent marker, grouping characters, letters, spaces, bidi marks.
  static let alphabet: [String] = [
    "0", "1", "2", "3", "5", "7", "9", "0", "1", "5", ".", ",", "-", "\u{2212}", "e", "E", "+",
    " ", "\u{A0}", "\u{202F}", "'", "\u{2019}", "٣", "٫", "٬", "۵", "३", "３", "\u{FF0D}", "a", "x",
    "$", "€", "\u{200F}", "\u{61C}", "🇩🇪", "e\u{301}",
  ]

  static let rules: [(String, any InputRule)] = [
    ("age 18...30", try! IntegerRule(min: 18, max: 30)),
    ("negative age -30...-18", try! IntegerRule(min: -30, max: -18)),
    ("grouped integers", try! IntegerRule(grouping: true)),
    ("classic positive integer", try! IntegerRule(min: 0, maxLength: 5)),
    ("percent", try! DecimalRule(min: 0, max: 100, maxFractionDigits: 2)),
    ("classic numeric", try! DecimalRule(scientific: true, maxLength: 7)),
    (
      "scientific range",
      try! DecimalRule(min: ExactDecimal("-2.5"), max: 30, maxFractionDigits: 3, scientific: true)
    ),
    (
      "grouped German",
      try! DecimalRule(maxFractionDigits: 2, grouping: true, symbols: HandSymbols.german)
    ),
    (
      "grouped Arabic",
      try! DecimalRule(
        min: -1000, max: 1000, maxFractionDigits: 2, grouping: true, symbols: HandSymbols.arabic)
    ),
    (
      "Indian, rounding",
      try! DecimalRule(
        maxFractionDigits: 2, grouping: true, rounding: .halfEven, symbols: HandSymbols.indian)
    ),
    (
      "French clamp",
      try! DecimalRule(
        min: ExactDecimal("0.5"), max: ExactDecimal("99.5"), maxFractionDigits: 1, grouping: true,
        onCommit: .clamp, symbols: HandSymbols.french)
    ),
    (
      "cash register USD",
      try! MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister, maxDigits: 9)
    ),
    (
      "cash register signed, ranged",
      try! MoneyRule(
        currency: HandCurrencies.usd, entry: .cashRegister, min: -50, max: 1000,
        allowNegative: true, onCommit: .clamp)
    ),
    ("cash register JPY", try! MoneyRule(currency: HandCurrencies.jpy, entry: .cashRegister)),
    ("free USD", try! MoneyRule(currency: HandCurrencies.usd, rounding: .halfEven)),
    (
      "free EUR signed",
      try! MoneyRule(
        currency: HandCurrencies.eur, min: -100, max: 100, allowNegative: true,
        symbols: HandSymbols.german)
    ),
    ("free KWD", try! MoneyRule(currency: HandCurrencies.kwd, maxLength: 12)),
  ]

  static let options = FieldLawOptions(
    steps: 1_500, alphabet: alphabet, compositionAlphabet: ["１", "２", "3", "."], maxPasteLength: 8)

  @Test(arguments: Array(0..<rules.count), [1, 2, 3] as [UInt64])
  func lawsHold(ruleIndex: Int, seed: UInt64) {
    let (name, rule) = Self.rules[ruleIndex]
    let violations = lawViolations(rule, seed: seed)
    #expect(violations.isEmpty, "\(name): \(violations.prefix(3).map(\.description))")
  }

  func lawViolations<R: InputRule>(_ rule: R, seed: UInt64) -> [LawViolation] {
    FieldLaws.check(rule, seed: seed, options: Self.options)
  }

  /// Values at and near the bounds survive display, canonical strings and setValue.
  @Test func boundaryValuesRoundTrip() {
    let percent = try! DecimalRule(min: 0, max: 100, maxFractionDigits: 2, grouping: true)
    let values = ["0", "100", "99.99", "0.01", "12.5"].map { ExactDecimal($0)! }
    #expect(FieldLaws.checkValues(percent, values: values).isEmpty)
    let integers = try! IntegerRule(grouping: true, symbols: HandSymbols.indian)
    #expect(FieldLaws.checkValues(integers, values: [Int.min, Int.max, 0, -1, 1_234_567]).isEmpty)
  }
}

/// No accepted edit leads to a dead end, checked by searching for a valid completion instead
/// of trusting the rule's own "incomplete".
@Suite struct DeadEndSearchTests {
  static let keys = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "-", "e"]

  /// Whether typing at most `depth` keys at the end of `text` reaches valid text, asking only
  /// `evaluate` (texts it calls invalid are not extended). Iterative deepening, so the common
  /// short completions are found first.
  static func completes<R: InputRule>(_ rule: R, _ text: String, depth: Int) -> Bool {
    func search(_ candidate: String, _ left: Int) -> Bool {
      switch rule.evaluate(candidate).validity {
      case .valid: return true
      case .invalid: return false
      case .empty, .incomplete:
        guard left > 0 else { return false }
        return keys.contains { search(candidate + $0, left - 1) }
      }
    }
    return (0...depth).contains { search(text, $0) }
  }

  /// Whether pressing at most `depth` keys with the caret at the end of the field reaches valid
  /// text, through the rule itself (the user's view: refused keys do nothing). This is the law
  /// for rules where typing more is not appending text (a cash register shifts digits in).
  static func completesByTyping<R: InputRule>(_ field: InputField<R>, depth: Int) -> Bool {
    func search(_ f: InputField<R>, _ left: Int) -> Bool {
      if f.validity == .valid { return true }
      guard left > 0 else { return false }
      return keys.contains { key in
        var next = f
        let result = next.type(key)
        return result.isAccepted && next.text != f.text && search(next, left - 1)
      }
    }
    var atEnd = field
    atEnd.moveCaret(to: field.text.utf16.count)
    return (0...depth).contains { search(atEnd, $0) }
  }

  static let rules: [(String, any InputRule)] = [
    ("age 18...30", try! IntegerRule(min: 18, max: 30)),
    ("negative age", try! IntegerRule(min: -30, max: -18)),
    ("percent", try! DecimalRule(min: 0, max: 100, maxFractionDigits: 2)),
    (
      "narrow",
      try! DecimalRule(min: ExactDecimal("0.5"), max: ExactDecimal("0.6"), maxFractionDigits: 2)
    ),
    ("crossing", try! DecimalRule(min: -5, max: 10, maxFractionDigits: 1)),
    ("scientific age", try! DecimalRule(min: 18, max: 30, maxFractionDigits: 0, scientific: true)),
    ("classic numeric", try! DecimalRule(scientific: true, maxLength: 7)),
    (
      "tiny scientific",
      try! DecimalRule(min: 0, max: ExactDecimal("0.001"), maxFractionDigits: 4, scientific: true)
    ),
    ("free money 10...20", try! MoneyRule(currency: HandCurrencies.usd, min: 10, max: 20)),
    (
      "register 10...20",
      try! MoneyRule(currency: HandCurrencies.usd, entry: .cashRegister, min: 10, max: 20)
    ),
  ]

  @Test(arguments: Array(0..<rules.count), [11, 12, 13, 14] as [UInt64])
  func acceptedInsertionsCanComplete(ruleIndex: Int, seed: UInt64) {
    let (name, rule) = Self.rules[ruleIndex]
    #expect(deadEnds(rule, seed: seed).isEmpty, "\(name)")
  }

  func deadEnds<R: InputRule>(_ rule: R, seed: UInt64) -> [String] {
    var random = SplitMix64(seed: seed)
    var field = InputField(rule: rule)
    var found: [String] = []
    for _ in 0..<400 {
      let roll = random.next() % 10
      let before = field.state
      let result: EditResult
      switch roll {
      case 0: result = field.deleteBackward()
      case 1: result = field.moveCaret(to: Int(random.next() % 8))
      case 2: result = field.commit()
      case 3:
        let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
        let other = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
        result = field.paste(key + other)
      default:
        let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
        result = field.apply(Edit(replacing: field.state.selection, with: key, kind: .typing))
      }
      let inserted = roll >= 3 && result.isAccepted && field.text != before.text
      let register = (rule as? MoneyRule)?.entry == .cashRegister
      if inserted && field.validity != .valid {
        if !register && !Self.completes(rule, field.text, depth: 5) {
          found.append("text: \(visible(before.text)) → \(visible(field.text))")
        }
        if !Self.completesByTyping(field, depth: 4) {
          found.append("typing: \(visible(before.text)) → \(visible(field.text))")
        }
      }
      if roll == 2 { field = InputField(rule: rule) }
    }
    return found
  }
}
