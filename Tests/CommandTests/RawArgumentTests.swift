import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `inputrules` with arguments given as raw bytes, which `Process` cannot pass
/// (it takes Swift strings, which are always UTF-8). Standard input is empty.
private func runWithRawArguments(_ arguments: [[UInt8]]) throws -> (status: Int32, stdout: String) {
  let executable = InputRulesCommand.executable.path
  let output = FileManager.default.temporaryDirectory.appendingPathComponent(
    "inputrules-raw-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: output) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  let strings = ([Array(executable.utf8)] + arguments).map { bytes in
    let string = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (i, byte) in bytes.enumerated() { string[i] = CChar(bitPattern: byte) }
    string[bytes.count] = 0
    return string
  }
  defer { for string in strings { string.deallocate() } }
  let argv: [UnsafeMutablePointer<CChar>?] = strings + [nil]
  var pid = pid_t()
  let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
  try #require(spawned == 0, "posix_spawn failed: \(spawned)")
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  let stdout = String(decoding: try Data(contentsOf: output), as: UTF8.self)
  return ((status >> 8) & 0xFF, stdout)
}

@Suite("inputrules check: raw arguments")
struct RawArgumentTests {
  static let rule = Array(#"{"kind":"text"}"#.utf8)

  @Test func aValueThatIsNotUTF8IsInvalidLikeALine() throws {
    let result = try runWithRawArguments([
      Array("check".utf8), Array("--rule".utf8), Self.rule, Array("ab".utf8), [0x61, 0xFF],
      [0xC3, 0x28], Array("\u{FFFD}".utf8),
    ])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines.first == "valid\tab")
    #expect(lines.dropFirst().prefix(2).allSatisfy { $0.hasPrefix("invalid\tinvalidEncoding\t") })
    // U+FFFD written as such is a character like any other.
    #expect(lines.last == "valid\t\u{FFFD}")
    #expect(result.status == 1)
  }

  @Test func afterDoubleDash() throws {
    let result = try runWithRawArguments([
      Array("check".utf8), Array("--rule".utf8), Self.rule, Array("--".utf8),
      [0x2D, 0x78, 0x80], Array("-x".utf8),
    ])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("invalid\tinvalidEncoding\t") == true)
    #expect(lines.last == "valid\t-x")
    #expect(result.status == 1)
  }

  @Test func validValuesAreUnchanged() throws {
    let result = try runWithRawArguments([
      Array("check".utf8), Array("--rule".utf8), Self.rule, Array("Grüße".utf8),
    ])
    #expect(result.stdout == "valid\tGrüße\n")
    #expect(result.status == 0)
  }
}
