// Complete values checked with `EntryChecker`, as a server checks what a client posted: every
// registered kind's example spec, with its example keys repeated to 10^3, 10^4, 10^5 and 10^6
// characters, and the kinds whose values have no length limit (a `[0…]` mask, a text field)
// with valid values that long, and valid values written otherwise than the field shows them
// (leading zeros, a literal typed to leave optional slots empty). A check is linear in the value's length when the time of one
// check divided by its length stays flat from row to row.

import Benchmark
import InputRulesSpec

func registerCheckBenchmarks() {
  let context = RuleContext(localeIdentifier: "en_US")
  var workloads: [(name: String, spec: String, start: String, unit: String, end: String)] = [
    ("mask [0…], digits", #"{"kind":"mask","format":"[0…]"}"#, "", "1234567890", ""),
    ("text, letters", #"{"kind":"text"}"#, "", "abcdefghij", ""),
    ("integer, leading zeros", #"{"kind":"integer"}"#, "", "0", "1"),
    ("money, leading zeros", #"{"kind":"money","currency":"USD"}"#, "$", "0", "1.50"),
    ("mask [0999]-[0…], 1- and digits", #"{"kind":"mask","format":"[0999]-[0…]"}"#, "1-", "7", ""),
  ]
  for kind in RuleSpec.kinds {
    workloads.append(("\(kind.kind), example keys", kind.exampleSpec, "", kind.exampleKeys, ""))
  }
  for workload in workloads {
    guard let spec = try? RuleSpec(json: workload.spec),
      let checker = try? EntryChecker(spec, in: context)
    else { fatalError("the spec of \(workload.name) does not build: \(workload.spec)") }
    for length in [1_000, 10_000, 100_000, 1_000_000] {
      let entry =
        workload.start
        + repeated(workload.unit, toLength: length - workload.start.count - workload.end.count)
        + workload.end
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
