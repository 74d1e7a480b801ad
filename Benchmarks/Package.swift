// swift-tools-version:6.1
// Keystroke-cost benchmarks for InputRules, measured against a plain-Foundation baseline.
// A separate package so that the library's users never build package-benchmark.
// Run: swift package --package-path Benchmarks --scratch-path Benchmarks/.build benchmark
import PackageDescription

let package = Package(
  name: "InputRulesBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "InputRules", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The workloads' rules, keys and key-pressing loops, shared by the two executables.
    .target(
      name: "BenchmarkWorkloads",
      dependencies: [
        .product(name: "InputRules", package: "InputRules"),
        .product(name: "InputRulesNumbers", package: "InputRules"),
        .product(name: "InputRulesLocale", package: "InputRules"),
        .product(name: "InputRulesMasks", package: "InputRules"),
        .product(name: "InputRulesDates", package: "InputRules"),
        .product(name: "InputRulesCodes", package: "InputRules"),
        .product(name: "InputRulesPhone", package: "InputRules"),
      ],
      path: "Workloads/BenchmarkWorkloads"
    ),
    .executableTarget(
      name: "InputRulesBenchmarks",
      dependencies: [
        "BenchmarkWorkloads",
        .product(name: "InputRules", package: "InputRules"),
        .product(name: "InputRulesNumbers", package: "InputRules"),
        .product(name: "InputRulesLocale", package: "InputRules"),
        .product(name: "InputRulesMasks", package: "InputRules"),
        .product(name: "InputRulesDates", package: "InputRules"),
        .product(name: "InputRulesCodes", package: "InputRules"),
        .product(name: "InputRulesPhone", package: "InputRules"),
        .product(name: "InputRulesSpec", package: "InputRules"),
        .product(name: "InputRulesForms", package: "InputRules"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/InputRulesBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Runs one workload a given number of times, for counting instructions with callgrind.
    .executableTarget(
      name: "InputRulesProfile",
      dependencies: [
        "BenchmarkWorkloads",
        .product(name: "InputRules", package: "InputRules"),
        .product(name: "InputRulesForms", package: "InputRules"),
        .product(name: "InputRulesNumbers", package: "InputRules"),
        .product(name: "InputRulesLocale", package: "InputRules"),
        .product(name: "InputRulesMasks", package: "InputRules"),
        .product(name: "InputRulesDates", package: "InputRules"),
        .product(name: "InputRulesCodes", package: "InputRules"),
        .product(name: "InputRulesPhone", package: "InputRules"),
      ],
      path: "Profile/InputRulesProfile"
    ),
  ],
  swiftLanguageModes: [.v6]
)
