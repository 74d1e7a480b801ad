// Numbers and money: the numeric field, a de_DE decimal with grouping, and a USD cash register,
// each against the Foundation way (Scanner, NumberFormatter per keystroke, cached currency
// NumberFormatter).

import Benchmark
import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers

func registerNumberBenchmarks() {
  let enUS = Locale(identifier: "en_US")
  let deDE = Locale(identifier: "de_DE")

  guard let numeric = try? DecimalRule(scientific: true) else { fatalError("numeric rule") }
  registerKeystrokeBenchmarks(
    "Typing numeric “-1234.5e3”", keys: Keystroke.typing("-1234.5e3"), rule: numeric,
    baseline: FoundationScannerNumberField(locale: enUS))

  guard
    let decimal = try? DecimalRule(
      maxFractionDigits: 2, grouping: true, symbols: NumberSymbols(locale: deDE))
  else { fatalError("decimal rule") }
  registerKeystrokeBenchmarks(
    "Typing de_DE decimal (2 places, grouping) “1234567,89”",
    keys: Keystroke.typing("1234567,89"), rule: decimal,
    baseline: FoundationFormatterDecimalField(locale: deDE, maxFractionDigits: 2))

  guard let usd = CurrencySymbols(currencyCode: "USD", locale: enUS),
    let register = try? MoneyRule(
      currency: usd, entry: .cashRegister, maxDigits: 9,
      symbols: NumberSymbols(currencyLocale: enUS))
  else { fatalError("money rule") }
  registerKeystrokeBenchmarks(
    "Typing USD cash register “123456789” then 9 Backspaces",
    keys: Keystroke.typing("123456789") + Keystroke.backspaces(9), rule: register,
    baseline: FoundationCashRegisterField(locale: enUS, currencyCode: "USD", maxDigits: 9))
}
