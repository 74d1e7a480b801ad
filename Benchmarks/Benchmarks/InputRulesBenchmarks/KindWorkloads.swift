// One workload per registered kind, read from the registry (`RuleSpec.kinds`): the kind's
// example keys typed into a field under its example spec, through the field model. A kind
// registered once gets its benchmark without an edit here.

import Benchmark
import BenchmarkWorkloads
import InputRules
import InputRulesSpec

func registerKindBenchmarks() {
  for kind in RuleSpec.kinds {
    guard let spec = try? RuleSpec(json: kind.exampleSpec),
      let rule = try? spec.makeRule(in: RuleContext(localeIdentifier: "en_US"))
    else {
      fatalError("the example spec of kind \(kind.kind) does not build: \(kind.exampleSpec)")
    }
    registerKindBenchmark(kind.kind, rule, keys: Keystroke.typing(kind.exampleKeys))
  }
}

/// The example keys typed over and over (a fresh field each time the keys are used up), 1,000
/// keystrokes per iteration, through the field model.
private func registerKindBenchmark<R: InputRule>(_ name: String, _ rule: R, keys: [Keystroke]) {
  let field = InputField(rule: rule)
  Benchmark("Kind \(name): example typed · InputField", configuration: .init(scalingFactor: .kilo))
  {
    benchmark in
    blackHole(pressWithField(keys, times: benchmark.scaledIterations.count, field: field))
  }
}
