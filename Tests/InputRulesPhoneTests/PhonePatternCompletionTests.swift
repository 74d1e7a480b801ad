import InputRulesPhone
import Testing

/// The questions a field asks while the user types: can the digits still become a number of an
/// allowed length (`canComplete`), can a format's leading digits still apply (`mayMatchPrefix`).
/// The lengths were worked out by hand and checked with the fixture generator's oracle.
@Suite("Phone patterns: completions")
struct PhonePatternCompletionTests {
  struct Completion: CustomTestStringConvertible, Sendable {
    let pattern: String
    let digits: String
    /// Every total length from 0 to 31 the digits can be completed to.
    let lengths: [Int]
    /// Whether they can be completed to any length at all (32 and more included).
    let anyLength: Bool
    var testDescription: String { "\(pattern) after \"\(digits)\" → \(lengths)" }
  }

  static let completions: [Completion] = [
    Completion(pattern: #"\d{3,4}"#, digits: "", lengths: [3, 4], anyLength: true),
    Completion(pattern: #"\d{3,4}"#, digits: "12", lengths: [3, 4], anyLength: true),
    Completion(pattern: #"\d{3,4}"#, digits: "1234", lengths: [4], anyLength: true),
    Completion(pattern: #"\d{3,4}"#, digits: "12345", lengths: [], anyLength: false),
    Completion(pattern: #"1[2-9]\d{2}"#, digits: "1", lengths: [4], anyLength: true),
    Completion(pattern: #"1[2-9]\d{2}"#, digits: "11", lengths: [], anyLength: false),
    Completion(pattern: #"1\d*"#, digits: "1", lengths: Array(1...31), anyLength: true),
    Completion(pattern: #"1\d*"#, digits: "2", lengths: [], anyLength: false),
    Completion(pattern: "1+", digits: "", lengths: Array(1...31), anyLength: true),
    Completion(pattern: "(?:12|3)4", digits: "1", lengths: [3], anyLength: true),
    Completion(pattern: "(?:12|3)4", digits: "3", lengths: [2], anyLength: true),
    Completion(pattern: "(?:1|23)(?:45)?", digits: "2", lengths: [2, 4], anyLength: true),
    Completion(pattern: #"(?:1\d?){2}"#, digits: "1", lengths: [2, 3, 4], anyLength: true),
    Completion(pattern: #"[2-9]\d{6,7}"#, digits: "5", lengths: [7, 8], anyLength: true),
    Completion(pattern: #"[2-9]\d{6,7}"#, digits: "512345678", lengths: [], anyLength: false),
    Completion(pattern: "", digits: "", lengths: [0], anyLength: true),
    // `$` ends a whole match like the end of the pattern; nothing can follow it.
    Completion(pattern: #"([457]\d{6})$|1"#, digits: "4", lengths: [7], anyLength: true),
    Completion(pattern: #"([457]\d{6})$|1"#, digits: "1", lengths: [1], anyLength: true),
    Completion(pattern: #"([457]\d{6})$|1"#, digits: "12", lengths: [], anyLength: false),
    Completion(pattern: "1$2", digits: "", lengths: [], anyLength: false),
    Completion(pattern: "1$2", digits: "1", lengths: [], anyLength: false),
  ]

  @Test("canComplete answers each length exactly", arguments: completions)
  func eachLength(case: Completion) throws {
    let pattern = try #require(PhonePattern(`case`.pattern))
    let digits = digitValues(`case`.digits)
    for length in 0..<32 {
      #expect(
        pattern.canComplete(digits, lengths: 1 << length) == `case`.lengths.contains(length),
        "length \(length)")
    }
    #expect(pattern.canComplete(digits, lengths: .max) == `case`.anyLength)
  }

  @Test("canComplete with several lengths is true when one of them can be reached")
  func severalLengths() throws {
    let pattern = try #require(PhonePattern(#"(?:1|23)(?:45)?"#))
    let two: [UInt8] = [2]
    #expect(pattern.canComplete(two, lengths: 1 << 3 | 1 << 4))
    #expect(pattern.canComplete(two, lengths: 1 << 2 | 1 << 9))
    #expect(!pattern.canComplete(two, lengths: 1 << 1 | 1 << 3 | 1 << 5))
    #expect(!pattern.canComplete(two, lengths: 0))
    // The typed digits count towards the length: "23" is already 2 long.
    #expect(pattern.canComplete([2, 3], lengths: 1 << 2))
    #expect(!pattern.canComplete([2, 3], lengths: 1 << 0 | 1 << 1))
  }

  struct Possible: CustomTestStringConvertible, Sendable {
    let pattern: String
    let digits: String
    let possible: Bool
    var testDescription: String {
      "\(pattern) \(possible ? "may" : "cannot") match at the start of \"\(digits)...\""
    }
  }

  static let possibles: [Possible] = [
    // A leading-digits pattern: possible while typing, and after.
    Possible(pattern: "1[2-9]", digits: "", possible: true),
    Possible(pattern: "1[2-9]", digits: "1", possible: true),
    Possible(pattern: "1[2-9]", digits: "12", possible: true),
    Possible(pattern: "1[2-9]", digits: "123", possible: true),
    Possible(pattern: "1[2-9]", digits: "10", possible: false),
    Possible(pattern: "1[2-9]", digits: "2", possible: false),
    Possible(pattern: "[2-9]|1(?:[0-6]|7[2-5])", digits: "17", possible: true),
    Possible(pattern: "[2-9]|1(?:[0-6]|7[2-5])", digits: "178", possible: false),
    Possible(pattern: "[2-9]|1(?:[0-6]|7[2-5])", digits: "1789", possible: false),
    // With `$`, the match must end where the digits end, now or later.
    Possible(pattern: #"([457]\d{6})$|1"#, digits: "412", possible: true),
    Possible(pattern: #"([457]\d{6})$|1"#, digits: "4123456", possible: true),
    Possible(pattern: #"([457]\d{6})$|1"#, digits: "41234567", possible: false),
    Possible(pattern: #"([457]\d{6})$|1"#, digits: "1999", possible: true),
    Possible(pattern: "12$", digits: "12", possible: true),
    Possible(pattern: "12$", digits: "123", possible: false),
    // The empty pattern matches at the start of anything.
    Possible(pattern: "", digits: "5", possible: true),
  ]

  @Test("mayMatchPrefix: lookingAt can succeed now or after more digits", arguments: possibles)
  func possible(case: Possible) throws {
    let pattern = try #require(PhonePattern(`case`.pattern))
    #expect(pattern.mayMatchPrefix(digitValues(`case`.digits)) == `case`.possible)
  }
}

/// Patterns outside the subset are refused when compiled, with what is wrong and where.
@Suite("Phone patterns: refused")
struct PhonePatternRefusalTests {
  struct Refusal: CustomTestStringConvertible, Sendable {
    let pattern: String
    let kind: PhonePatternError.Kind
    let offset: Int
    var testDescription: String { "\(pattern) is refused" }
  }

  static let refusals: [Refusal] = [
    // Java accepts these; the metadata does not use them.
    Refusal(pattern: "1.", kind: .unsupported, offset: 1),
    Refusal(pattern: "^1", kind: .unsupported, offset: 0),
    Refusal(pattern: #"\s"#, kind: .unsupported, offset: 0),
    Refusal(pattern: #"[\s]"#, kind: .unsupported, offset: 1),
    Refusal(pattern: "a", kind: .unsupported, offset: 0),
    Refusal(pattern: "[1a]", kind: .unsupported, offset: 2),
    Refusal(pattern: "[1-a]", kind: .unsupported, offset: 3),
    Refusal(pattern: "1??", kind: .unsupported, offset: 2),
    Refusal(pattern: "1*?", kind: .unsupported, offset: 2),
    Refusal(pattern: "1{2,3}+", kind: .unsupported, offset: 6),
    Refusal(pattern: "(?=1)", kind: .unsupported, offset: 0),
    Refusal(pattern: "(?<n>1)", kind: .unsupported, offset: 0),
    Refusal(pattern: "1$?", kind: .unsupported, offset: 2),
    // Java refuses these too.
    Refusal(pattern: "(1", kind: .malformed, offset: 0),
    Refusal(pattern: "1)", kind: .malformed, offset: 1),
    Refusal(pattern: "[1", kind: .malformed, offset: 0),
    Refusal(pattern: "[]", kind: .malformed, offset: 0),
    Refusal(pattern: "[9-0]", kind: .malformed, offset: 1),
    Refusal(pattern: "?1", kind: .malformed, offset: 0),
    Refusal(pattern: "1|*", kind: .malformed, offset: 2),
    Refusal(pattern: "1{3,2}", kind: .malformed, offset: 1),
    Refusal(pattern: "1{", kind: .malformed, offset: 1),
    Refusal(pattern: "1{,2}", kind: .malformed, offset: 1),
    Refusal(pattern: "1{2", kind: .malformed, offset: 1),
    // Limits of the automaton.
    Refusal(pattern: String(repeating: "(1)", count: 10), kind: .tooManyGroups, offset: 27),
    Refusal(pattern: #"\d{300000}"#, kind: .tooLarge, offset: 2),
    Refusal(pattern: #"(?:\d{1000}){1000}"#, kind: .tooLarge, offset: 12),
    Refusal(
      pattern: String(repeating: "(?:", count: 33) + String(repeating: ")", count: 33),
      kind: .tooLarge, offset: 96),
  ]

  @Test("refused with what is wrong and where", arguments: refusals)
  func refused(case: Refusal) {
    #expect(PhonePattern(`case`.pattern) == nil)
    #expect(throws: PhonePatternError(`case`.kind, at: `case`.offset)) {
      try PhonePattern(parsing: `case`.pattern)
    }
  }

  @Test("nine groups and groups 32 deep are allowed; an empty class and {0} compile")
  func limits() throws {
    let deep = String(repeating: "(?:1", count: 32) + String(repeating: ")", count: 32)
    #expect(try #require(PhonePattern(deep)).matches([UInt8](repeating: 1, count: 32)))
    let nine = try #require(PhonePattern(String(repeating: "(1)", count: 9)))
    #expect(nine.groupCount == 9)
    let match = try #require(nine.prefixMatch([UInt8](repeating: 1, count: 9)))
    #expect(match.group(9) == 8..<9)
    let empty = try #require(PhonePattern(#"[^\d]|2"#))
    #expect(!empty.matches([0]))
    #expect(empty.matches([2]))
    let none = try #require(PhonePattern("(1){0}2"))
    #expect(none.groupCount == 1)
    #expect(none.prefixMatch([2])?.group(1) == nil)
  }
}
