// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "InputRules",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "InputRules", targets: ["InputRules"]),
    .library(name: "InputRulesSpec", targets: ["InputRulesSpec"]),
    .library(name: "InputRulesTerminal", targets: ["InputRulesTerminal"]),
    .library(name: "InputRulesPlatform", targets: ["InputRulesPlatform"]),
    .library(name: "InputRulesUIKit", targets: ["InputRulesUIKit"]),
    .library(name: "InputRulesAppKit", targets: ["InputRulesAppKit"]),
    .library(name: "InputRulesSwiftUI", targets: ["InputRulesSwiftUI"]),
    .library(name: "InputRulesNumbers", targets: ["InputRulesNumbers"]),
    .library(name: "InputRulesLocale", targets: ["InputRulesLocale"]),
    .library(name: "InputRulesMasks", targets: ["InputRulesMasks"]),
    .library(name: "InputRulesCodes", targets: ["InputRulesCodes"]),
    .library(name: "InputRulesDates", targets: ["InputRulesDates"]),
    .library(name: "InputRulesPhone", targets: ["InputRulesPhone"]),
    .library(name: "InputRulesForms", targets: ["InputRulesForms"]),
    .executable(name: "inputrules", targets: ["inputrules"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` (the DocC catalogs; see CONTRIBUTING.md).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The per-keystroke engine and the text rules. Standard library only. Debug builds (every
    // test run) check each shortcut against the general path it stands for.
    .target(
      name: "InputRules",
      swiftSettings: [.define("INPUTRULES_INTERNAL_CHECKS", .when(configuration: .debug))]),
    // JSON rule specs (the command's contract) turned into rules, and complete entries checked
    // against them (`EntryChecker`). Uses Foundation. Debug builds check the whole-text
    // judgement of an entry against typing it.
    .target(
      name: "InputRulesSpec",
      dependencies: [
        "InputRules", "InputRulesNumbers", "InputRulesLocale", "InputRulesMasks", "InputRulesCodes",
        "InputRulesDates", "InputRulesPhone", "InputRulesForms",
      ],
      swiftSettings: [.define("INPUTRULES_INTERNAL_CHECKS", .when(configuration: .debug))]),
    // The `inputrules` command.
    .executableTarget(
      name: "inputrules",
      dependencies: [
        "InputRules", "InputRulesSpec", "InputRulesTerminal", "InputRulesNumbers",
        "InputRulesLocale", "InputRulesMasks", "InputRulesCodes", "InputRulesDates",
        "InputRulesPhone", "InputRulesForms",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Terminal fields: raw mode, keys, drawing, forms and prompts. Uses the C library only.
    .target(name: "InputRulesTerminal", dependencies: ["InputRules"]),
    // Between platform text fields and the engine: what to do with each reported change, and
    // forms of such fields (focus, Return, submit). Standard library only.
    .target(name: "InputRulesPlatform", dependencies: ["InputRules", "InputRulesForms"]),
    // Apple adapters; each file compiles only where its framework exists.
    .target(
      name: "InputRulesUIKit",
      dependencies: ["InputRules", "InputRulesPlatform", "InputRulesForms"]),
    .target(name: "InputRulesAppKit", dependencies: ["InputRules", "InputRulesPlatform"]),
    // SwiftUI's `RuleField` is the UIKit field on iOS, tvOS and visionOS and the AppKit one on
    // macOS.
    .target(
      name: "InputRulesSwiftUI",
      dependencies: [
        "InputRules", "InputRulesPlatform", "InputRulesForms",
        .target(
          name: "InputRulesUIKit",
          condition: .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst])),
        .target(name: "InputRulesAppKit", condition: .when(platforms: [.macOS])),
      ]),
    .testTarget(
      name: "InputRulesPlatformTests",
      dependencies: [
        "InputRulesPlatform", "InputRules", "InputRulesNumbers", "InputRulesMasks",
        "InputRulesCodes", "InputRulesDates", "InputRulesPhone", "InputRulesForms",
      ]),
    // Integer, decimal and money rules and exact decimals. Standard library only. Debug builds
    // check the money register's shortcut and the own-form reading against the general path.
    .target(
      name: "InputRulesNumbers", dependencies: ["InputRules"],
      swiftSettings: [.define("INPUTRULES_INTERNAL_CHECKS", .when(configuration: .debug))]),
    // Masks in input-mask-ios's format syntax (phone numbers, codes, fixed layouts). Standard
    // library only. Debug builds check each one-pass decision against the general path.
    .target(
      name: "InputRulesMasks", dependencies: ["InputRules"],
      swiftSettings: [.define("INPUTRULES_INTERNAL_CHECKS", .when(configuration: .debug))]),
    // Codes typed into fields: one-time codes, IBANs, payment card numbers. Standard library
    // only.
    .target(
      name: "InputRulesCodes", dependencies: ["InputRules"],
      swiftSettings: [.define("INPUTRULES_INTERNAL_CHECKS", .when(configuration: .debug))]),
    .testTarget(
      name: "InputRulesCodesTests",
      dependencies: ["InputRulesCodes", "InputRules", "InputRulesTestSupport"]),
    // Dates and times laid out by a pattern (`dd.MM.yyyy`, `HH:mm`, `MM/yy`), checked against
    // the Gregorian calendar at every key. Standard library only.
    .target(
      name: "InputRulesDates", dependencies: ["InputRules"],
      swiftSettings: [.define("INPUTRULES_INTERNAL_CHECKS", .when(configuration: .debug))]),
    .testTarget(
      name: "InputRulesDatesTests",
      dependencies: ["InputRulesDates", "InputRules", "InputRulesTestSupport"]),
    // Phone numbers by country, laid out as typed, from libphonenumber's metadata (generated
    // tables, scripts/phone) and a small matcher of its own for the metadata's patterns.
    // Standard library only.
    .target(
      name: "InputRulesPhone", dependencies: ["InputRules"],
      swiftSettings: [.define("INPUTRULES_INTERNAL_CHECKS", .when(configuration: .debug))]),
    .testTarget(
      name: "InputRulesPhoneTests",
      dependencies: ["InputRulesPhone", "InputRules", "InputRulesTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "InputRulesMasksTests",
      dependencies: ["InputRulesMasks", "InputRules", "InputRulesTestSupport"]),
    // Locale symbols resolved once from Foundation, Foundation.Decimal and FormatStyle bridges,
    // the locale's date order and Foundation.Date bridges.
    .target(
      name: "InputRulesLocale",
      dependencies: ["InputRules", "InputRulesNumbers", "InputRulesDates"]),
    .testTarget(
      name: "InputRulesNumbersTests",
      dependencies: ["InputRulesNumbers", "InputRules", "InputRulesTestSupport"]),
    .testTarget(
      name: "InputRulesLocaleTests",
      dependencies: [
        "InputRulesLocale", "InputRulesNumbers", "InputRules", "InputRulesTestSupport",
        "InputRulesDates",
      ]),
    // Forms: fields judged together, the rules between them (equal, order, oneOf, requiredIf,
    // a card's security code) and the form's verdict, kept up to date one field at a time.
    // Standard library only.
    .target(
      name: "InputRulesForms",
      dependencies: ["InputRules", "InputRulesNumbers", "InputRulesDates", "InputRulesCodes"]),
    .testTarget(
      name: "InputRulesFormsTests",
      dependencies: [
        "InputRulesForms", "InputRules", "InputRulesNumbers", "InputRulesDates", "InputRulesCodes",
      ]),
    // Reusable law checkers for rules (used by this package's tests; usable by apps' tests).
    .target(name: "InputRulesTestSupport", dependencies: ["InputRules"]),
    .testTarget(
      name: "InputRulesTests", dependencies: ["InputRules", "InputRulesTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "InputRulesSpecTests",
      dependencies: [
        "InputRulesSpec", "InputRules", "InputRulesNumbers", "InputRulesMasks", "InputRulesCodes",
        "InputRulesDates", "InputRulesLocale", "InputRulesTestSupport",
      ]),
    .testTarget(name: "CommandTests", dependencies: ["inputrules"], exclude: ["Fixtures"]),
    .testTarget(
      name: "InputRulesTerminalTests", dependencies: ["InputRulesTerminal", "InputRules"]),
    // Starts the built `inputrules demo` in a pseudo-terminal.
    .testTarget(name: "DemoTests", dependencies: ["inputrules", "InputRulesTerminal"]),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // Linux only (never on a Mac): the Apple adapters are compiled against stand-in declarations
  // of exactly the UIKit, AppKit and SwiftUI API they use (Sources/AppleStandIns, each
  // declaration citing Apple's documentation), through check targets whose sources are symbolic
  // links to the adapters' folders. The platform tests depend on them, so CI fails when an
  // adapter stops compiling.
  //
  // SwiftUI's adapter is checked three times: as on iOS (on the UIKit adapter), as on macOS (on
  // the AppKit adapter, INPUTRULES_MACOS_STAND_INS choosing that path) and as on watchOS (on
  // SwiftUI's TextField, INPUTRULES_WATCHOS_STAND_INS).
  let appleCompileChecks: [(check: String, uses: [String], defines: [String])] = [
    ("InputRulesUIKitCheck", ["UIKit"], []),
    ("InputRulesAppKitCheck", ["AppKit"], []),
    ("InputRulesSwiftUICheck", ["SwiftUI", "UIKit", "InputRulesUIKitCheck"], []),
    (
      "InputRulesSwiftUIMacCheck", ["SwiftUI", "AppKit", "InputRulesAppKitCheck"],
      ["INPUTRULES_MACOS_STAND_INS"]
    ),
    ("InputRulesSwiftUIWatchCheck", ["SwiftUI"], ["INPUTRULES_WATCHOS_STAND_INS"]),
  ]
  package.targets += [
    .target(name: "UIKit", path: "Sources/AppleStandIns/UIKit"),
    .target(name: "AppKit", path: "Sources/AppleStandIns/AppKit"),
    .target(
      name: "SwiftUI", dependencies: ["UIKit", "AppKit"], path: "Sources/AppleStandIns/SwiftUI"),
  ]
  for check in appleCompileChecks {
    package.targets.append(
      .target(
        name: check.check,
        dependencies: ["InputRules", "InputRulesPlatform", "InputRulesForms", "InputRulesDates"]
          + check.uses.map { .target(name: $0, condition: .when(platforms: [.linux])) },
        path: "Sources/AppleCompileChecks/\(check.check)",
        swiftSettings: (["INPUTRULES_STAND_INS"] + check.defines).map { .define($0) }))
  }
  for target in package.targets where target.name == "InputRulesPlatformTests" {
    target.dependencies += appleCompileChecks.map { .target(name: $0.check) }
  }
#endif
