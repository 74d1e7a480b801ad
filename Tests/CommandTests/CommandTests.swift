import Foundation
import Testing

/// Runs the built `inputrules` executable, which SwiftPM builds before the tests because this
/// test target depends on it. It sits in the products directory next to the test bundle.
enum InputRulesCommand {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var lines: [String] {
      stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
  }

  static let productsDirectory: URL = {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    // Linux: the tests run as an executable in the products directory.
    return Bundle.main.bundleURL
  }()

  static var executable: URL { productsDirectory.appendingPathComponent("inputrules") }

  static func run(
    _ arguments: [String], input: String = "", environment: [String: String]? = nil
  ) throws -> Result {
    try run(arguments, bytes: Data(input.utf8), environment: environment)
  }

  /// Runs the tool; `environment` replaces the test process's environment when given. Without
  /// one, the tool gets the test process's environment without its locale variables, so a test
  /// that names no locale reads the same on a machine whose `LANG` is German.
  static func run(
    _ arguments: [String], bytes input: Data, environment: [String: String]? = nil
  ) throws -> Result {
    let fileManager = FileManager.default
    #expect(
      fileManager.isExecutableFile(atPath: executable.path),
      "inputrules not found at \(executable.path)")
    let directory = fileManager.temporaryDirectory.appendingPathComponent(
      "inputrules-tests-\(UUID().uuidString)")
    try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: directory) }
    let inputURL = directory.appendingPathComponent("stdin")
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    try input.write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment =
      environment
      ?? ProcessInfo.processInfo.environment.filter {
        $0.key != "LANG" && !$0.key.hasPrefix("LC_")
      }
    let stdin = try FileHandle(forReadingFrom: inputURL)
    let stdout = try FileHandle(forWritingTo: outputURL)
    let stderr = try FileHandle(forWritingTo: errorURL)
    defer {
      try? stdin.close()
      try? stdout.close()
      try? stderr.close()
    }
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }

  /// A `check` run's verdict lines with each message removed: `valid<TAB>value` or
  /// `invalid<TAB>code`.
  static func check(_ rule: String, _ values: [String]) throws -> (Result, [String]) {
    let result = try run(["check", "--rule", rule] + values)
    let lines = result.lines.map { line in
      line.split(separator: "\t", omittingEmptySubsequences: false).prefix(2).joined(
        separator: "\t")
    }
    return (result, lines)
  }

  /// A replay's output lines with each `message` removed (messages are the engine's prose).
  static func replay(_ rule: String, _ events: [String]) throws -> (Result, [String]) {
    let result = try run(["replay", "--rule", rule], input: events.joined(separator: "\n") + "\n")
    return (result, result.lines.map(withoutMessage))
  }

  static func withoutMessage(_ line: String) -> String {
    guard let range = line.range(of: #","message":""#) else { return line }
    return String(line[..<range.lowerBound]) + "}"
  }
}

/// A named replay: the rule, the events, the output lines without messages.
struct ReplayCase: Sendable, CustomTestStringConvertible {
  var name: String
  var rule: String
  var events: [String]
  var expected: [String]
  var testDescription: String { name }
}

@Suite("inputrules replay")
struct ReplayCommandTests {
  static let vowels = #"{"kind":"text","allowed":"aeiouAEIOU","maxLength":6}"#

  static let cases: [ReplayCase] = [
    ReplayCase(
      name: "the contract's example", rule: vowels, events: [#"{"type":"aeiouxa"}"#],
      expected: [
        #"{"text":"aeioua","selection":[6,6],"state":"valid","value":"aeioua","accepted":false,"reason":"disallowedCharacter"}"#
      ]),
    ReplayCase(
      name: "paste filtered then truncated", rule: vowels,
      events: [#"{"paste":"axe"}"#, #"{"paste":"XIOUAEIOU\n"}"#, #"{"paste":"e"}"#],
      expected: [
        #"{"text":"ae","selection":[2,2],"state":"valid","value":"ae","accepted":true,"reason":"filtered"}"#,
        #"{"text":"aeIOUA","selection":[6,6],"state":"valid","value":"aeIOUA","accepted":true,"reason":"truncated"}"#,
        #"{"text":"aeIOUA","selection":[6,6],"state":"valid","value":"aeIOUA","accepted":false,"reason":"tooLong"}"#,
      ]),
    ReplayCase(
      name: "raw replace with out-of-range numbers", rule: #"{"kind":"text"}"#,
      events: [
        #"{"replace":[0,0],"with":"abc"}"#,
        #"{"replace":[-5,0],"with":"X"}"#,
        #"{"replace":[1e30,1e30],"with":"Z"}"#,
        #"{"replace":[1,-4],"with":"Y"}"#,
        #"{"replace":[2,99999999999999999999],"with":""}"#,
        #"{"replace":[-3,1e30],"with":""}"#,
      ],
      expected: [
        #"{"text":"abc","selection":[3,3],"state":"valid","value":"abc","accepted":true}"#,
        #"{"text":"Xabc","selection":[1,1],"state":"valid","value":"Xabc","accepted":true}"#,
        #"{"text":"XabcZ","selection":[5,5],"state":"valid","value":"XabcZ","accepted":true}"#,
        #"{"text":"XYabcZ","selection":[2,2],"state":"valid","value":"XYabcZ","accepted":true}"#,
        #"{"text":"XY","selection":[2,2],"state":"valid","value":"XY","accepted":true}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true}"#,
      ]),
    ReplayCase(
      name: "ranges that split clusters are widened", rule: #"{"kind":"text"}"#,
      events: [
        #"{"paste":"🇩🇪👍🏽é"}"#,
        #"{"select":[1,5]}"#,
        #"{"caret":2}"#,
        #"{"replace":[6,1],"with":"x"}"#,
        #"{"replace":[1,0],"with":"y"}"#,
        #"{"backspace":1}"#,
      ],
      expected: [
        #"{"text":"🇩🇪👍🏽é","selection":[9,9],"state":"valid","value":"🇩🇪👍🏽é","accepted":true}"#,
        #"{"text":"🇩🇪👍🏽é","selection":[0,8],"state":"valid","value":"🇩🇪👍🏽é","accepted":true}"#,
        #"{"text":"🇩🇪👍🏽é","selection":[4,4],"state":"valid","value":"🇩🇪👍🏽é","accepted":true}"#,
        #"{"text":"🇩🇪xé","selection":[5,5],"state":"valid","value":"🇩🇪xé","accepted":true}"#,
        #"{"text":"🇩🇪yxé","selection":[5,5],"state":"valid","value":"🇩🇪yxé","accepted":true}"#,
        #"{"text":"🇩🇪xé","selection":[4,4],"state":"valid","value":"🇩🇪xé","accepted":true}"#,
      ]),
    ReplayCase(
      name: "composition waits, then is judged as one edit", rule: vowels,
      events: [
        #"{"type":"ae"}"#, #"{"mark":"x"}"#, #"{"mark":"xiou"}"#, #"{"unmark":true}"#,
        #"{"mark":"zz"}"#, #"{"unmark":true}"#,
      ],
      expected: [
        #"{"text":"ae","selection":[2,2],"state":"valid","value":"ae","accepted":true}"#,
        #"{"text":"aex","selection":[3,3],"marked":[2,3],"state":"valid","value":"ae","accepted":true}"#,
        #"{"text":"aexiou","selection":[6,6],"marked":[2,6],"state":"valid","value":"ae","accepted":true}"#,
        #"{"text":"aeiou","selection":[5,5],"state":"valid","value":"aeiou","accepted":true,"reason":"filtered"}"#,
        #"{"text":"aeiouzz","selection":[7,7],"marked":[5,7],"state":"valid","value":"aeiou","accepted":true}"#,
        #"{"text":"aeiou","selection":[5,5],"state":"valid","value":"aeiou","accepted":false,"reason":"disallowedCharacter"}"#,
      ]),
    ReplayCase(
      name: "deletions, selection, commit and huge counts", rule: #"{"kind":"text"}"#,
      events: [
        #"{"type":"hello"}"#, #"{"caret":-5}"#, #"{"delete":2}"#, #"{"select":[9,1]}"#,
        #"{"backspace":1e30}"#, #"{"backspace":-3}"#, #"{"commit":true}"#,
      ],
      expected: [
        #"{"text":"hello","selection":[5,5],"state":"valid","value":"hello","accepted":true}"#,
        #"{"text":"hello","selection":[0,0],"state":"valid","value":"hello","accepted":true}"#,
        #"{"text":"llo","selection":[0,0],"state":"valid","value":"llo","accepted":true}"#,
        #"{"text":"llo","selection":[1,3],"state":"valid","value":"llo","accepted":true}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true}"#,
      ]),
    ReplayCase(
      name: "setValue, refused values and clearing", rule: vowels,
      events: [
        #"{"setValue":"aei"}"#, #"{"setValue":"xyz"}"#, #"{"setValue":"aeiouae"}"#,
        #"{"setValue":null}"#,
      ],
      expected: [
        #"{"text":"aei","selection":[3,3],"state":"valid","value":"aei","accepted":true}"#,
        #"{"text":"aei","selection":[3,3],"state":"valid","value":"aei","accepted":false,"reason":"disallowedCharacter"}"#,
        #"{"text":"aei","selection":[3,3],"state":"valid","value":"aei","accepted":false,"reason":"tooLong"}"#,
        #"{"text":"","selection":[0,0],"state":"empty","value":null,"accepted":true}"#,
      ]),
    ReplayCase(
      name: "control characters escaped, non-ASCII not", rule: #"{"kind":"text","multiline":true}"#,
      events: [#"{"paste":"a\tb\n\"c\"\\ é\u001b"}"#],
      expected: [
        #"{"text":"a\u0009b\u000A\"c\"\\ é","selection":[10,10],"state":"valid","value":"a\u0009b\u000A\"c\"\\ é","accepted":true,"reason":"filtered"}"#
      ]),
    ReplayCase(
      name: "blank lines are skipped", rule: #"{"kind":"text"}"#,
      events: [#"{"type":"a"}"#, "", "   ", #"{"type":"b"}"#],
      expected: [
        #"{"text":"a","selection":[1,1],"state":"valid","value":"a","accepted":true}"#,
        #"{"text":"ab","selection":[2,2],"state":"valid","value":"ab","accepted":true}"#,
      ]),
  ]

  @Test(arguments: cases)
  func replays(_ c: ReplayCase) throws {
    let (result, lines) = try InputRulesCommand.replay(c.rule, c.events)
    #expect(lines == c.expected)
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test func messagesAccompanyReasons() throws {
    let (result, _) = try InputRulesCommand.replay(Self.vowels, [#"{"type":"x"}"#])
    #expect(result.lines.count == 1)
    #expect(result.lines.first?.contains(#""reason":"disallowedCharacter","message":"“x”"#) == true)
  }

  @Test func malformedLinesAreReportedAndSkipped() throws {
    let (result, lines) = try InputRulesCommand.replay(
      Self.vowels,
      [#"{"type":"a"}"#, #"{"tpye":"e"}"#, "not json", #"{"type":"e"}"#, #"{"caret":1.5}"#])
    #expect(
      lines == [
        #"{"text":"a","selection":[1,1],"state":"valid","value":"a","accepted":true}"#,
        #"{"text":"ae","selection":[2,2],"state":"valid","value":"ae","accepted":true}"#,
      ])
    let errors = result.stderr.split(separator: "\n").map(String.init)
    #expect(errors.count == 3)
    #expect(errors.first?.hasPrefix(#"line 2: unknown event "tpye""#) == true)
    #expect(errors.dropFirst().first?.hasPrefix("line 3: invalid JSON at column 1") == true)
    #expect(errors.last == #"line 5: "caret" must be an integer, got 1.5"#)
    #expect(result.status == 1)
  }

  @Test func invalidUTF8LineIsMalformed() throws {
    var input = Data(#"{"type":"a"}"#.utf8) + Data([0x0A])
    input += Data(#"{"type":""#.utf8) + Data([0xC3, 0x28]) + Data(#""}"#.utf8) + Data([0x0A])
    input += Data(#"{"type":"b"}"#.utf8)  // no final line feed
    let result = try InputRulesCommand.run(["replay", "--rule", #"{"kind":"text"}"#], bytes: input)
    #expect(result.lines.map(InputRulesCommand.withoutMessage).count == 2)
    #expect(result.lines.last?.hasPrefix(#"{"text":"ab","#) == true)
    #expect(result.stderr == "line 2: not valid UTF-8\n")
    #expect(result.status == 1)
  }
}

@Suite("inputrules check")
struct CheckCommandTests {
  @Test func allValidExitsZero() throws {
    let result = try InputRulesCommand.run(
      [
        "check", "--rule", #"{"kind":"text","allowedClasses":["digits"],"maxLength":3}"#, "123",
        "7",
      ])
    #expect(result.stdout == "valid\t123\nvalid\t7\n")
    #expect(result.status == 0)
  }

  @Test func anyInvalidExitsOne() throws {
    let result = try InputRulesCommand.run(
      [
        "check", "--rule", #"{"kind":"text","allowedClasses":["digits"],"maxLength":3}"#,
        "12a", "1234", "", "99",
      ])
    let fields = result.lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    #expect(
      fields.map { $0.prefix(2).joined(separator: " ") } == [
        "invalid disallowedCharacter", "invalid tooLong", "invalid empty", "valid 99",
      ])
    #expect(fields.prefix(3).allSatisfy { $0.count == 3 && !$0[2].isEmpty })
    #expect(result.status == 1)
  }

  @Test func caseConversionIsAChange() throws {
    let result = try InputRulesCommand.run(
      ["check", "--rule", #"{"kind":"text","case":"upper"}"#, "ABC", "abc"])
    #expect(result.lines.first == "valid\tABC")
    #expect(result.lines.last?.hasPrefix("invalid\tcaseConverted\t") == true)
    #expect(result.status == 1)
  }

  @Test func readsStandardInputLines() throws {
    let result = try InputRulesCommand.run(
      ["check", "--rule", #"{"kind":"text","allowed":"abc"}"#], input: "abc\r\nabd\n\nca")
    #expect(
      result.lines.map { String($0.prefix { $0 != "\t" }) } == [
        "valid", "invalid", "invalid", "valid",
      ])
    #expect(result.lines.first == "valid\tabc")
    #expect(result.lines.last == "valid\tca")
    #expect(result.status == 1)
  }

  @Test func invalidUTF8EntryIsInvalid() throws {
    let input = Data("ab\n".utf8) + Data([0xFF]) + Data("\n".utf8)
    let result = try InputRulesCommand.run(["check", "--rule", #"{"kind":"text"}"#], bytes: input)
    #expect(result.lines.first == "valid\tab")
    #expect(result.lines.last?.hasPrefix("invalid\tinvalidEncoding\t") == true)
    #expect(result.status == 1)
  }

  @Test func multiLineValuesStayOnOneLine() throws {
    let result = try InputRulesCommand.run(
      ["check", "--rule", #"{"kind":"text","multiline":true}"#, "a\tb\nc"])
    #expect(result.stdout == "valid\ta\\u{9}b\\u{A}c\n")
    #expect(result.status == 0)
  }

  @Test func valuesAfterDoubleDashMayStartWithADash() throws {
    let result = try InputRulesCommand.run(["check", "--rule", #"{"kind":"text"}"#, "--", "-5"])
    #expect(result.stdout == "valid\t-5\n")
    #expect(result.status == 0)
  }
}

/// A named command line that must fail with status 2 and a message.
struct UsageCase: Sendable, CustomTestStringConvertible {
  var name: String
  var arguments: [String]
  var message: String
  var testDescription: String { name }
}

@Suite("Argument and spec errors exit 2")
struct UsageErrorTests {
  static let cases: [UsageCase] = [
    UsageCase(
      name: "maxLength as a string",
      arguments: ["replay", "--rule", #"{"kind":"text","maxLength":"6"}"#],
      message: #"error: rule spec: "maxLength" must be an integer >= 0, got "6""#),
    UsageCase(
      name: "unknown key", arguments: ["check", "--rule", #"{"kind":"text","maxLen":6}"#, "a"],
      message:
        #"error: rule spec: unknown key "maxLen" for kind "text" (did you mean "maxLength"?)"#),
    UsageCase(
      name: "unknown lengthUnit",
      arguments: ["check", "--rule", #"{"kind":"text","maxLength":1,"lengthUnit":"bytes"}"#, "a"],
      message: #"error: rule spec: "lengthUnit" must be one of"#),
    UsageCase(
      name: "mask format never closed",
      arguments: ["check", "--rule", #"{"kind":"mask","format":"[999"}"#, "25"],
      message: #"error: rule spec: "format" "[999": the “[” at offset 0 is never closed"#),
    UsageCase(
      name: "invalid JSON", arguments: ["replay", "--rule", #"{"kind":"text",}"#],
      message: "error: rule spec: invalid JSON at line 1, column 16: expected a string key"),
    UsageCase(
      name: "missing --rule", arguments: ["replay"],
      message: "Error: Missing expected argument '--rule <spec>'"),
    UsageCase(
      name: "malformed --locale",
      arguments: ["check", "--rule", #"{"kind":"text"}"#, "--locale", "x y", "a"],
      message: #"Error: --locale must be a locale identifier"#),
    UsageCase(
      name: "--locale with a quote and a line break, quoted as JSON on one line",
      arguments: ["check", "--rule", #"{"kind":"text"}"#, "--locale", "de\"DE\nx", "a"],
      message:
        #"Error: --locale must be a locale identifier such as de_DE or en-US, got "de\"DE\u000Ax"."#
        + "\n"),
    UsageCase(
      name: "unknown option", arguments: ["check", "--rule", #"{"kind":"text"}"#, "--bogus"],
      message: "Error: Unknown option '--bogus'"),
    UsageCase(
      name: "missing spec file", arguments: ["replay", "--rule", "@/nonexistent/rule.json"],
      message: "error: rule spec /nonexistent/rule.json: cannot read the file"),
    UsageCase(name: "no subcommand", arguments: [], message: "Error: Missing subcommand"),
  ]

  @Test(arguments: cases)
  func exitsTwo(_ c: UsageCase) throws {
    let result = try InputRulesCommand.run(c.arguments, input: #"{"type":"a"}"# + "\n")
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(c.message), "stderr: \(result.stderr)")
    #expect(result.stdout == "")
  }

  @Test(arguments: [["--help"], ["replay", "--help"], ["help", "check"]])
  func helpIsNotAnError(_ arguments: [String]) throws {
    let result = try InputRulesCommand.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: inputrules"))
  }
}
