import Foundation
import Testing

/// `check --max-bytes N` refuses longer entries with their own reason, before judging them,
/// and a message quotes only a short part of a long entry.
@Suite struct CheckSizeCommandTests {
  @Test func maximumBytes() throws {
    let result = try InputRulesCommand.run([
      "check", "--locale", "en_US", "--max-bytes", "8", "--rule", #"{"kind":"text"}"#,
      "12345678", "123456789",
    ])
    #expect(
      result.lines == [
        "valid\t12345678",
        "invalid\ttooLarge\tThe entry is too long to check: at most 8 bytes.",
      ])
    #expect(result.status == 1)
  }

  /// A count below 1 is named as such, a negative one too (it was read as a missing value).
  @Test(arguments: ["0", "-1"])
  func maximumBytesBelowOneIsAnArgumentError(_ count: String) throws {
    let result = try InputRulesCommand.run([
      "check", "--max-bytes", count, "--rule", #"{"kind":"text"}"#, "a",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--max-bytes must be at least 1, got \(count)."))
  }

  /// A long line of standard input gets a message of a line.
  @Test func longEntryGivesAShortMessage() throws {
    let entry = String(repeating: "x", count: 100_000)
    let result = try InputRulesCommand.run(
      ["check", "--locale", "en_US", "--rule", #"{"kind":"choice","options":["S","M"]}"#],
      input: entry + "\n")
    #expect(result.lines.count == 1)
    #expect(result.stdout.utf8.count < 200, "\(result.stdout.prefix(300))")
  }
}
