// A phone field in a server's form: what the first use of a region costs against later uses.
// A server makes its checkers once and checks every request with them (docs/benchmarks.md, "A
// server under load"); these say what the first request pays that later ones do not.
//
// - A checker made for a region the process has not used and its first check, one region per
//   iteration, against the same made again for a region used before, and against a check alone.
// - The first number of another calling code the process checks (`+33` in a US field), which
//   compiles every calling code's regions once (`PhoneRegionTable`), against the same check
//   later.

import Benchmark
import BenchmarkWorkloads
import InputRules
import InputRulesDates
import InputRulesSpec

func registerFormPhoneBenchmarks() {
  let context = RuleContext(
    localeIdentifier: "en_US", today: DateValue(year: 2026, month: 12, day: 4))
  // Regions no workload makes a rule for at registration (the phone workloads' seven regions
  // and the forms' US are made then, in every benchmark's process).
  let used = Set(Workloads.phoneNumberRegions.map { $0.region } + [Workloads.phoneNumberRegion])
  let regions = Workloads.firstUseRegions.filter { !used.contains($0) }
  let number = "2015550123"
  // No warm-up and at most one iteration per region: every sample is a first use.
  let firstUse = Benchmark.Configuration(
    warmupIterations: 0,
    maxIterations: min(regions.count, Benchmark.defaultConfiguration.maxIterations))
  Benchmark(
    "Form · phone field: checker made for a region not used before, and its first check",
    configuration: firstUse
  ) { benchmark in
    let region = regions[benchmark.currentIteration % regions.count]
    blackHole(phoneChecker(region, in: context).check(number))
  }
  Benchmark("Form · phone field: checker made for a region used before, and one check") {
    benchmark in
    let region = regions[benchmark.currentIteration % regions.count]
    blackHole(phoneChecker(region, in: context))
    benchmark.startMeasurement()
    blackHole(phoneChecker(region, in: context).check(number))
    benchmark.stopMeasurement()
  }
  let us = phoneChecker("US", in: context)
  Benchmark(
    "Form · phone field: a check with the checker made once (US)",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(us.check("(201) 555-0123")) }
  }

  // Once per process: the first iteration is the first number of another calling code.
  Benchmark(
    "Form · phone field: the first number of another calling code (+33 in US)",
    configuration: .init(warmupIterations: 0, maxIterations: 1)
  ) { _ in
    blackHole(us.check("+33 6 12 34 56 78"))
  }
  Benchmark(
    "Form · phone field: a number of another calling code, later (+33 in US)",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark in
    blackHole(us.check("+33 6 12 34 56 78"))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(us.check("+33 6 12 34 56 78")) }
  }
}

/// An `EntryChecker` for a phone field of `region`: the region's metadata decoded and its
/// patterns compiled.
@inline(never)
private func phoneChecker(_ region: String, in context: RuleContext) -> EntryChecker {
  let json = #"{"kind": "phone", "region": "\#(region)"}"#
  do {
    return try EntryChecker(try RuleSpec(json: json), in: context)
  } catch {
    fatalError("a phone checker for \(region): \(error.message)")
  }
}
