import InputRules
import InputRulesNumbers
import Testing

/// The cash register decides a digit typed at a caret and Backspace over one character in its
/// own text without the shared review of reformatting rules (a speed-up); these tests hold it to
/// the shared review's decision for every caret of many amounts.
@Suite struct RegisterSpeedUpTests {
  static let rules: [String: MoneyRule] = [
    "USD, 9 digits": try! MoneyRule(
      currency: HandCurrencies.usd, entry: .cashRegister, maxDigits: 9),
    "USD with negatives": try! MoneyRule(
      currency: HandCurrencies.usd, entry: .cashRegister, allowNegative: true),
    "EUR, symbol after": try! MoneyRule(
      currency: HandCurrencies.eur, entry: .cashRegister, allowNegative: true,
      symbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")),
    "JPY": try! MoneyRule(currency: HandCurrencies.jpy, entry: .cashRegister),
    "KWD": try! MoneyRule(currency: HandCurrencies.kwd, entry: .cashRegister),
    "USD from 10 to 500": try! MoneyRule(
      currency: HandCurrencies.usd, entry: .cashRegister, min: 10, max: 500),
    "USD in 8 characters": try! MoneyRule(
      currency: HandCurrencies.usd, entry: .cashRegister, maxLength: 8),
  ]

  @Test(arguments: rules.keys.sorted())
  func speedUpDecidesAsTheSharedReview(_ name: String) {
    let rule = Self.rules[name]!
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<120 {
      var field = InputField(rule: rule)
      if next(3) == 0 { _ = field.type("-") }
      for _ in 0..<next(14) { _ = field.type(String(next(10))) }
      let text = field.text
      let units = text.utf16
      for caret in 0...units.count {
        let at = units.index(units.startIndex, offsetBy: caret)
        for key in ["0", "7"] {
          let typed = EditProposal(
            text: text, range: at..<at, utf16Range: caret..<caret, replacement: key, kind: .typing)
          #expect(
            rule.review(typed) == rule.reviewReformatting(typed),
            "\(name): \(key) at \(caret) in \(text)")
        }
        guard caret > 0 else { continue }
        let before = units.index(before: at)
        guard before.samePosition(in: text) != nil, at.samePosition(in: text) != nil else {
          continue
        }
        let backspace = EditProposal(
          text: text, range: before..<at, utf16Range: (caret - 1)..<caret, replacement: "",
          kind: .deleteBackward)
        #expect(
          rule.review(backspace) == rule.reviewReformatting(backspace),
          "\(name): Backspace at \(caret) in \(text)")
      }
    }
  }
}
