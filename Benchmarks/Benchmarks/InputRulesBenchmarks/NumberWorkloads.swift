// Numbers and money: the numeric field, a de_DE decimal with grouping, and a USD cash register,
// each against the Foundation way (Scanner, NumberFormatter per keystroke, cached currency
// NumberFormatter).

import Benchmark
import BenchmarkWorkloads
import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers

func registerNumberBenchmarks() {
  let enUS = Workloads.enUS
  let deDE = Workloads.deDE

  guard let numeric = try? Workloads.numericRule() else { fatalError("numeric rule") }
  registerKeystrokeBenchmarks(
    "Typing numeric “-1234.5e3”", keys: Workloads.numericKeys, rule: numeric,
    baseline: FoundationScannerNumberField(locale: enUS))

  guard let decimal = try? Workloads.decimalRule() else { fatalError("decimal rule") }
  registerKeystrokeBenchmarks(
    "Typing de_DE decimal (2 places, grouping) “1234567,89”", keys: Workloads.decimalKeys,
    rule: decimal, baseline: FoundationFormatterDecimalField(locale: deDE, maxFractionDigits: 2))

  guard let register = try? Workloads.registerRule() else { fatalError("money rule") }
  registerKeystrokeBenchmarks(
    "Typing USD cash register “123456789” then 9 Backspaces", keys: Workloads.registerKeys,
    rule: register,
    baseline: FoundationCashRegisterField(locale: enUS, currencyCode: "USD", maxDigits: 9))
}
