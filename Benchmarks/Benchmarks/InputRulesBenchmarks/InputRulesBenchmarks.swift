// Keystroke cost of InputRules against the plain-Foundation way apps validate fields today.
//
// Every workload is measured twice in the same run: through the engine and through the baseline
// in FoundationBaseline.swift, doing the same work. Keystroke benchmarks run 1,000 keystrokes per
// iteration with `scalingFactor: .kilo`, so the scaled time and malloc count are per keystroke.
//
// Run: swift package --package-path Benchmarks --scratch-path Benchmarks/.build benchmark
// Smoke (CI): INPUTRULES_BENCHMARK_SMOKE=1 with the same command runs every benchmark briefly.

import Benchmark
import Foundation

let benchmarks: @Sendable () -> Void = {
  let smoke = ProcessInfo.processInfo.environment["INPUTRULES_BENCHMARK_SMOKE"] != nil
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: smoke ? 0 : 10,
    maxDuration: smoke ? .milliseconds(20) : .seconds(2),
    maxIterations: smoke ? 2 : 100_000
  )

  registerTypingBenchmarks()
  registerPasteBenchmarks()
  registerChoiceBenchmarks()
  registerNumberBenchmarks()
  registerScalingBenchmarks()
  registerGrowthBenchmarks()
  registerMaskBenchmarks()
  registerDateAndCardBenchmarks()
  registerPhoneNumberBenchmarks()
  registerKindBenchmarks()
  registerMessageBenchmarks()
  registerCheckBenchmarks()
  registerFormBenchmarks()
  registerFormPhoneBenchmarks()
}
