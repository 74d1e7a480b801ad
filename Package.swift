// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "InputRules",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "InputRules", targets: ["InputRules"]),
    .library(name: "InputRulesSpec", targets: ["InputRulesSpec"]),
    .library(name: "InputRulesTerminal", targets: ["InputRulesTerminal"]),
    .executable(name: "inputrules", targets: ["inputrules"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // The per-keystroke engine and the text rules. Standard library only.
    .target(name: "InputRules"),
    // JSON rule specs (the command's contract) turned into rules. Uses Foundation.
    .target(name: "InputRulesSpec", dependencies: ["InputRules"]),
    // The `inputrules` command.
    .executableTarget(
      name: "inputrules",
      dependencies: [
        "InputRules", "InputRulesSpec", "InputRulesTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Terminal fields: raw mode, keys, drawing, forms and prompts. Uses the C library only.
    .target(name: "InputRulesTerminal", dependencies: ["InputRules"]),
    // Reusable law checkers for rules (used by this package's tests; usable by apps' tests).
    .target(name: "InputRulesTestSupport", dependencies: ["InputRules"]),
    .testTarget(name: "InputRulesTests", dependencies: ["InputRules", "InputRulesTestSupport"]),
    .testTarget(name: "InputRulesSpecTests", dependencies: ["InputRulesSpec", "InputRules"]),
    .testTarget(name: "CommandTests", dependencies: ["inputrules"]),
    .testTarget(
      name: "InputRulesTerminalTests", dependencies: ["InputRulesTerminal", "InputRules"]),
    // Starts the built `inputrules demo` in a pseudo-terminal.
    .testTarget(name: "DemoTests", dependencies: ["inputrules", "InputRulesTerminal"]),
  ],
  swiftLanguageModes: [.v6]
)
