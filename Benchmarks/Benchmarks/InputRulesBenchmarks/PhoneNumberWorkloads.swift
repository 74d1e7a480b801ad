// Phone numbers: a German mobile number typed key by key with its country code into
// `PhoneRule(region: "DE")`, against an app's NSRegularExpression field, and the first use of a
// region (its metadata decoded and its patterns compiled when the first rule for it is made).

import Benchmark
import BenchmarkWorkloads
import Foundation
import InputRules
import InputRulesPhone

/// The two Foundation baselines of the phone-number workload.
let phoneNumberBaselines: [(label: String, field: FoundationGermanMobileField)] = [
  ("Foundation (regular expressions per key)", FoundationGermanMobileField(compilesPerKey: true)),
  (
    "Foundation (regular expressions made once)",
    FoundationGermanMobileField(compilesPerKey: false)
  ),
]

func registerPhoneNumberBenchmarks() {
  guard let rule = try? Workloads.phoneNumberRule() else { fatalError("PhoneRule(region: DE)") }
  let name = "Typing phone number DE “+4915123456789”"
  let keys = Workloads.phoneNumberKeys
  // The shared checks compare the first twelve keys; the last two, which complete the number,
  // are compared here: everyone must end with `+49 1512 3456789`.
  let engine = pressWithEngine(keys, times: keys.count, rule: rule).text
  let field = pressWithField(keys, times: keys.count, field: InputField(rule: rule)).text
  guard engine == Workloads.phoneNumberText else {
    fatalError("\(name): the engine shows “\(engine)”, not “\(Workloads.phoneNumberText)”")
  }
  for (_, baseline) in phoneNumberBaselines {
    checkSameWork(
      name, after: keys.count, engine: engine, field: field,
      foundation: pressWithFoundation(keys, times: keys.count, field: baseline))
  }
  registerKeystrokeBenchmarks(name, keys: keys, rule: rule, baselines: phoneNumberBaselines)
  registerRegionPhoneNumberBenchmarks()
  registerFirstUseBenchmark()
}

/// A number of each region of `Workloads.phoneNumberRegions` typed key by key into a field of
/// that region, nationally and internationally, through the engine and the field model (1,000
/// keystrokes per iteration, the number typed again from the empty field when it is complete).
/// Both must end with the number in libphonenumber's format.
func registerRegionPhoneNumberBenchmarks() {
  let perKeystroke = Benchmark.Configuration(scalingFactor: .kilo)
  for entry in Workloads.phoneNumberRegions {
    for kind in ["national", "international"] {
      guard let (keys, text, rule) = try? Workloads.phoneNumber(region: entry.region, kind: kind)
      else { fatalError("PhoneRule(region: \(entry.region))") }
      let name = "Typing phone number \(entry.region) \(kind) “\(text)”"
      let field = InputField(rule: rule)
      let engineText = pressWithEngine(keys, times: keys.count, rule: rule).text
      let fieldText = pressWithField(keys, times: keys.count, field: field).text
      guard engineText == text, fieldText == text else {
        fatalError("\(name): the engine shows “\(engineText)”, the field “\(fieldText)”")
      }
      Benchmark("\(name) · engine", configuration: perKeystroke) { benchmark in
        blackHole(pressWithEngine(keys, times: benchmark.scaledIterations.count, rule: rule))
      }
      Benchmark("\(name) · InputField", configuration: perKeystroke) { benchmark in
        blackHole(pressWithField(keys, times: benchmark.scaledIterations.count, field: field))
      }
    }
  }
}

/// The first use of a region: `PhoneRule(region:)` for one region per calling code
/// (`Workloads.firstUseRegions`), one region per iteration, each at most once per process (no
/// warm-up, at most one iteration per region; package-benchmark runs every benchmark in a
/// process of its own). Every iteration is so the first time the process makes a rule for that
/// region and its calling code: the region's metadata decoded and its patterns compiled, with
/// those of the regions sharing its calling code. The metadata's index, read by the first rule
/// of any region, was read before (the phone-number workload's DE rule, at registration).
///
/// The samples are different regions, from a few patterns (`AC`) to the largest (`CN`, `AR`,
/// `IN`), and `US` prepares the 25 regions of +1: the median is a typical region, the maximum
/// the dearest.
func registerFirstUseBenchmark() {
  let regions = Workloads.firstUseRegions
  let configuration = Benchmark.Configuration(
    warmupIterations: 0,
    maxIterations: min(regions.count, Benchmark.defaultConfiguration.maxIterations))
  Benchmark("First use of a region (one per calling code)", configuration: configuration) {
    benchmark in
    blackHole(Workloads.firstUse(of: regions[benchmark.currentIteration % regions.count]))
  }
}
