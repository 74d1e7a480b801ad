// Complete values checked with `EntryChecker`, as a server checks what a client posted: every
// registered kind's example spec, with its example keys repeated to 10^3, 10^4, 10^5 and 10^6
// characters, and the kinds whose values have no length limit (a `[0…]` mask, a text field)
// with valid values that long. A check is linear in the value's length when the time of one
// check divided by its length stays flat from row to row.

import Benchmark
import InputRulesSpec

func registerCheckBenchmarks() {
  let context = RuleContext(localeIdentifier: "en_US")
  var workloads: [(name: String, spec: String, unit: String)] = [
    ("mask [0…], digits", #"{"kind":"mask","format":"[0…]"}"#, "1234567890"),
    ("text, letters", #"{"kind":"text"}"#, "abcdefghij"),
  ]
  for kind in RuleSpec.kinds {
    workloads.append(("\(kind.kind), example keys", kind.exampleSpec, kind.exampleKeys))
  }
  for workload in workloads {
    guard let spec = try? RuleSpec(json: workload.spec),
      let checker = try? EntryChecker(spec, in: context)
    else { fatalError("the spec of \(workload.name) does not build: \(workload.spec)") }
    for length in [1_000, 10_000, 100_000, 1_000_000] {
      let entry = repeated(workload.unit, toLength: length)
      Benchmark("Check \(workload.name) · \(length) characters") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(checker.check(entry)) }
      }
    }
  }
}

/// `unit` repeated until the text is `length` characters long.
private func repeated(_ unit: String, toLength length: Int) -> String {
  var text = ""
  var count = 0
  while count < length {
    let part = unit.prefix(length - count)
    text += part
    count += part.count
  }
  return text
}
