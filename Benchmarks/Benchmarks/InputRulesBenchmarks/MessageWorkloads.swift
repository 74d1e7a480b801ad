// Telling reasons: the representative reasons of `Workloads.messageReasons` told in turn in
// each language of `Workloads.messageLanguages`, 1,000 messages per iteration (results are per
// message). See docs/benchmarks-messages.md.

import Benchmark
import BenchmarkWorkloads
import InputRules

func registerMessageBenchmarks() {
  let reasons = Workloads.messageReasons.map(\.reason)
  for (name, language) in Workloads.messageLanguages {
    // The same work in every run: each sentence found in the language's catalog (a sentence
    // the catalog lacks would be told in English or as its id, cheaper or dearer).
    for (label, reason) in Workloads.messageReasons {
      let told = reason.message(in: language)
      if told.isEmpty || told.contains(reason.facts.sentence.rawValue) || told.contains("{") {
        fatalError("message.\(name).\(label) is not told from the catalog: \(told)")
      }
    }
    Benchmark(
      "Message \(name): \(reasons.count) reasons told in turn",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      blackHole(tellReasons(reasons, times: benchmark.scaledIterations.count, in: language))
    }
  }
}
