// swift-tools-version:6.1
// The server side of InputRules: posted forms checked against a form spec, with adapters for
// Hummingbird 2 and Vapor 4 and an example server. A separate package so that an app adding
// InputRules never resolves a web framework.
// Run the example: swift run --package-path Server inputrules-example-server
import PackageDescription

let package = Package(
  name: "InputRulesServer",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "InputRulesServer", targets: ["InputRulesServer"]),
    .library(name: "InputRulesHummingbird", targets: ["InputRulesHummingbird"]),
    .library(name: "InputRulesVapor", targets: ["InputRulesVapor"]),
    .executable(name: "inputrules-example-server", targets: ["inputrules-example-server"]),
  ],
  dependencies: [
    .package(name: "InputRules", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
  ],
  targets: [
    // Posted bodies read (JSON, URL-encoded), Accept-Language negotiated, values checked by a
    // form spec, answers written. No web framework.
    .target(
      name: "InputRulesServer",
      dependencies: [.product(name: "InputRulesSpec", package: "InputRules")]),
    // Hummingbird 2: a request's form checked, a route that checks, the answers as responses.
    .target(
      name: "InputRulesHummingbird",
      dependencies: [
        "InputRulesServer", .product(name: "Hummingbird", package: "hummingbird"),
      ]),
    // Vapor 4: `req.inputRules.check(form)`, a route that checks, the answers as responses.
    .target(
      name: "InputRulesVapor",
      dependencies: ["InputRulesServer", .product(name: "Vapor", package: "vapor")]),
    // The example booking app on either framework: its page, its routes. Shared by the
    // executable and the tests.
    .target(
      name: "InputRulesExampleApp",
      dependencies: [
        "InputRulesServer", "InputRulesHummingbird", "InputRulesVapor",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Vapor", package: "vapor"),
      ]),
    .executableTarget(
      name: "inputrules-example-server",
      dependencies: ["InputRulesExampleApp"]),
    // The booking form's values and the requests every adapter is tested with.
    .target(
      name: "InputRulesServerTestSupport",
      dependencies: [
        "InputRulesServer", .product(name: "InputRulesSpec", package: "InputRules"),
      ],
      path: "Tests/InputRulesServerTestSupport"),
    .testTarget(
      name: "InputRulesServerTests",
      dependencies: [
        "InputRulesServer", "InputRulesServerTestSupport",
        .product(name: "InputRulesSpec", package: "InputRules"),
      ]),
    .testTarget(
      name: "InputRulesHummingbirdTests",
      dependencies: [
        "InputRulesExampleApp", "InputRulesHummingbird", "InputRulesServer",
        "InputRulesServerTestSupport", .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]),
    .testTarget(
      name: "InputRulesVaporTests",
      dependencies: [
        "InputRulesExampleApp", "InputRulesVapor", "InputRulesServer",
        "InputRulesServerTestSupport", .product(name: "Vapor", package: "vapor"),
        .product(name: "VaporTesting", package: "vapor"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
