import Foundation
import Testing

/// One case of `Fixtures/english-reasons-*.jsonl`: a `replay` or `check` run and the output it
/// gave when the case was written, reason codes and English messages included.
struct EnglishReferenceCase: Sendable, Decodable, CustomTestStringConvertible {
  var id: String
  var command: String
  var locale: String
  /// The rule spec as `--rule` takes it, byte for byte.
  var rule: String
  /// `replay`: the event lines.
  var events: [String]?
  /// `check`: the entries, given after `--`.
  var entries: [String]?
  /// `check`: standard input in hexadecimal (bytes that are not UTF-8), instead of entries.
  var stdinHex: String?
  var status: Int32
  var output: [String]

  var testDescription: String { id }

  /// The run's arguments: English messages (`--language en`) in the case's locale, whose digits
  /// the numbers in them are written with.
  var arguments: [String] {
    let common = [command, "--rule", rule, "--locale", locale, "--language", "en"]
    return command == "check" && stdinHex == nil ? common + ["--"] + (entries ?? []) : common
  }

  var input: Data {
    if let events { return Data(events.map { $0 + "\n" }.joined().utf8) }
    guard let stdinHex else { return Data() }
    var bytes: [UInt8] = []
    var high: UInt8?
    for character in stdinHex {
      guard let nibble = character.hexDigitValue.map(UInt8.init) else { continue }
      if let first = high {
        bytes.append(first << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
    }
    return Data(bytes)
  }
}

/// The English reference: the fixtures hold today's English reason messages as the command
/// prints them, and each case is run and compared line by line. The fixtures are written once
/// (scripts/messages/regenerate.py) and never by the tests: a changed sentence must be intended,
/// and is made by editing the fixture.
enum EnglishReference {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func files() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: nil
    )
    .filter { $0.lastPathComponent.hasPrefix("english-reasons-") && $0.pathExtension == "jsonl" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  static func load() throws -> [EnglishReferenceCase] {
    var cases: [EnglishReferenceCase] = []
    for file in try files() {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") where !line.isEmpty {
        cases.append(try JSONDecoder().decode(EnglishReferenceCase.self, from: Data(line.utf8)))
      }
    }
    return cases
  }

  /// Empty when the fixtures cannot be read; `fixturesAreFound` then fails.
  static let cases: [EnglishReferenceCase] = (try? load()) ?? []
}

@Suite("English reference messages")
struct EnglishReferenceTests {
  @Test func fixturesAreFound() throws {
    let files = try EnglishReference.files()
    #expect(files.count >= 8, "fixtures in \(EnglishReference.directory.path)")
    let cases = try EnglishReference.load()
    #expect(cases.count >= 250)
    #expect(Set(cases.map(\.id)).count == cases.count, "every id is used once")
    #expect(cases.allSatisfy { !$0.output.isEmpty })
  }

  @Test("the command prints the stored output", arguments: EnglishReference.cases)
  func outputIsUnchanged(_ reference: EnglishReferenceCase) throws {
    let result = try InputRulesCommand.run(reference.arguments, bytes: reference.input)
    let actual = result.lines
    let expected = reference.output
    if let index = (0..<max(actual.count, expected.count)).first(where: {
      $0 >= actual.count || $0 >= expected.count || actual[$0] != expected[$0]
    }) {
      let shownExpected = index < expected.count ? expected[index] : "(no line)"
      let shownActual = index < actual.count ? actual[index] : "(no line)"
      Issue.record(
        """
        \(reference.id): output line \(index + 1) of \(expected.count) differs
          expected: \(shownExpected)
          actual:   \(shownActual)
        """)
    }
    #expect(result.status == reference.status, "\(reference.id): exit status")
    #expect(result.stderr.isEmpty, "\(reference.id): standard error")
  }
}
