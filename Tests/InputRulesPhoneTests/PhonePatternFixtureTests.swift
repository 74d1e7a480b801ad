import Foundation
import InputRulesPhone
import Testing

/// Every distinct pattern of libphonenumber 9.0.43's metadata against digit strings made to
/// match it, their prefixes and mutations, and random strings, with what Python's `re` says of
/// them and what an oracle of the generator's own says can follow
/// (`scripts/phone/pattern-fixture.py`, which documents the fixture's format).
@Suite("Phone patterns: the metadata's patterns against Python")
struct PhonePatternFixtureTests {
  /// One digit string and what Python says of it.
  struct Case {
    let digits: [UInt8]
    let text: Substring
    let matches: Bool
    /// `re.match`: `nil` when no prefix matches, else the length and each group's span.
    let prefix: (length: Int, groups: [Range<Int>?])?
    /// Bit n: the string can be completed to a whole match of n digits.
    let completions: UInt32
    let completesToAnyLength: Bool
    let mayMatchPrefix: Bool
  }

  /// A pattern, compiled, with its cases.
  struct Entry {
    let source: Substring
    let pattern: PhonePattern?
    var cases: [Case] = []
  }

  /// The fixture, read once for all the tests of the suite.
  static let entries: [Entry] = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/pattern-cases.txt")
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    var entries: [Entry] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      if fields[0] == "P" {
        entries.append(Entry(source: fields[1], pattern: PhonePattern(String(fields[1]))))
        continue
      }
      var prefix: (length: Int, groups: [Range<Int>?])?
      if fields[3] != "-" {
        let parts = fields[3].split(separator: ",")
        let groups = parts.dropFirst().map { part -> Range<Int>? in
          guard part != "-" else { return nil }
          let bounds = part.split(separator: "-")
          return Int(bounds[0])!..<Int(bounds[1])!
        }
        prefix = (Int(parts[0])!, Array(groups))
      }
      entries[entries.count - 1].cases.append(
        Case(
          digits: fields[1].utf8.map { $0 - UInt8(ascii: "0") }, text: fields[1],
          matches: fields[2] == "1", prefix: prefix, completions: UInt32(fields[4], radix: 16)!,
          completesToAnyLength: fields[5] == "1", mayMatchPrefix: fields[6] == "1"))
    }
    return entries
  }()

  /// Runs `check` on every case of every compiled pattern and records the first disagreements
  /// (each as an issue naming the pattern and the digits), returning how many cases it checked.
  @discardableResult
  static func replay(
    _ property: String, _ check: (PhonePattern, Case) -> String?
  ) -> Int {
    var checked = 0
    var disagreements = 0
    for entry in entries {
      guard let pattern = entry.pattern else { continue }
      for item in entry.cases {
        checked += 1
        guard let problem = check(pattern, item) else { continue }
        disagreements += 1
        if disagreements <= 20 {
          Issue.record("\(property): \(entry.source) on \"\(item.text)\": \(problem)")
        }
      }
    }
    #expect(disagreements == 0, "\(disagreements) of \(checked) cases disagree")
    return checked
  }

  @Test("the fixture holds every pattern of the metadata, and each compiles")
  func everyPatternCompiles() {
    #expect(Self.entries.count > 2000)
    #expect(Self.entries.reduce(0) { $0 + $1.cases.count } > 40_000)
    for entry in Self.entries where entry.pattern == nil {
      Issue.record("refused: \(entry.source)")
    }
  }

  @Test("matches agrees with re.fullmatch")
  func wholeMatches() {
    Self.replay("matches") { pattern, item in
      pattern.matches(item.digits) == item.matches ? nil : "expected \(item.matches)"
    }
  }

  @Test("prefixMatch agrees with re.match: length and every group")
  func prefixMatches() {
    Self.replay("prefixMatch") { pattern, item in
      let match = pattern.prefixMatch(item.digits)
      guard let expected = item.prefix else {
        return match == nil ? nil : "expected no match, got \(match!.length)"
      }
      guard let match else { return "expected a match of \(expected.length)" }
      guard match.length == expected.length, match.groupCount == expected.groups.count else {
        return "expected \(expected.length) digits, got \(match.length)"
      }
      for (index, group) in expected.groups.enumerated() where match.group(index + 1) != group {
        return "group \(index + 1): expected \(String(describing: group))"
      }
      return nil
    }
  }

  @Test("hasPrefixMatch agrees with re.match: some prefix matches")
  func hasPrefixMatches() {
    Self.replay("hasPrefixMatch") { pattern, item in
      pattern.hasPrefixMatch(item.digits[...]) == (item.prefix != nil)
        ? nil : "expected \(item.prefix != nil)"
    }
  }

  @Test("canComplete agrees with the oracle at each length from 0 to 31, and at any length")
  func completions() {
    Self.replay("canComplete") { pattern, item in
      for length in 0..<32 {
        let expected = item.completions >> length & 1 == 1
        if pattern.canComplete(item.digits, lengths: 1 << length) != expected {
          return "length \(length): expected \(expected)"
        }
      }
      if pattern.canComplete(item.digits, lengths: .max) != item.completesToAnyLength {
        return "any length: expected \(item.completesToAnyLength)"
      }
      // A few lengths at once: true when one of them is.
      let some: UInt32 = 0b0000_0000_1111_0000_1100_0000_0000
      if pattern.canComplete(item.digits, lengths: some) != (item.completions & some != 0) {
        return "lengths \(some): expected \(item.completions & some != 0)"
      }
      return nil
    }
  }

  @Test("mayMatchPrefix agrees with re.match on the digits or the oracle's completions")
  func possiblePrefixes() {
    Self.replay("mayMatchPrefix") { pattern, item in
      pattern.mayMatchPrefix(item.digits) == item.mayMatchPrefix
        ? nil : "expected \(item.mayMatchPrefix)"
    }
  }
}
