// swift-tools-version:6.1
// A server checking a 10-field form under load: the same Vapor 4 application checks the same
// posted JSON with InputRules' `FormChecker` and with Vapor's own `Validatable`, beside a route
// that only decodes it (docs/benchmarks.md, "A server under load"). A separate package so that
// the library's users never build Vapor. Run: Server/Benchmarks/run.sh
import PackageDescription

let package = Package(
  name: "InputRulesServerBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "InputRules", path: "../.."),
    .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
  ],
  targets: [
    .executableTarget(
      name: "load-server",
      dependencies: [
        .product(name: "InputRules", package: "InputRules"),
        .product(name: "InputRulesDates", package: "InputRules"),
        .product(name: "InputRulesForms", package: "InputRules"),
        .product(name: "InputRulesSpec", package: "InputRules"),
        .product(name: "Vapor", package: "vapor"),
      ],
      path: "Sources/LoadServer"
    )
  ],
  swiftLanguageModes: [.v6]
)
