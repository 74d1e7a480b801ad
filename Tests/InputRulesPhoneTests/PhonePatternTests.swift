import InputRulesPhone
import Testing

/// The digit values of `text`, which holds ASCII digits only: the input the patterns take.
func digitValues(_ text: String) -> [UInt8] {
  text.utf8.map { $0 &- UInt8(ascii: "0") }
}

/// One construct of the subset at a time, the answers checked against Python's `re` (Java's
/// answers for these patterns): whole matches, the match `lookingAt` finds with its groups.
@Suite("Phone patterns: constructs")
struct PhonePatternTests {
  struct Whole: CustomTestStringConvertible, Sendable {
    let pattern: String
    let digits: String
    let matches: Bool
    var testDescription: String { "\(pattern) \(matches ? "matches" : "refuses") \"\(digits)\"" }
  }

  static let wholes: [Whole] = [
    // Digits, classes, ranges, the complement, \d inside and outside classes.
    Whole(pattern: "12", digits: "12", matches: true),
    Whole(pattern: "12", digits: "1", matches: false),
    Whole(pattern: "12", digits: "123", matches: false),
    Whole(pattern: "[2-9]", digits: "5", matches: true),
    Whole(pattern: "[2-9]", digits: "1", matches: false),
    Whole(pattern: "[013-5]", digits: "0", matches: true),
    Whole(pattern: "[013-5]", digits: "2", matches: false),
    Whole(pattern: "[013-5]", digits: "4", matches: true),
    Whole(pattern: "[^0]", digits: "0", matches: false),
    Whole(pattern: "[^0]", digits: "7", matches: true),
    Whole(pattern: #"[\d]"#, digits: "3", matches: true),
    Whole(pattern: #"[1\d]"#, digits: "0", matches: true),
    // Counted repeats.
    Whole(pattern: #"\d{3}"#, digits: "123", matches: true),
    Whole(pattern: #"\d{3}"#, digits: "12", matches: false),
    Whole(pattern: #"\d{3}"#, digits: "1234", matches: false),
    Whole(pattern: #"\d{2,4}"#, digits: "1", matches: false),
    Whole(pattern: #"\d{2,4}"#, digits: "12", matches: true),
    Whole(pattern: #"\d{2,4}"#, digits: "1234", matches: true),
    Whole(pattern: #"\d{2,4}"#, digits: "12345", matches: false),
    Whole(pattern: #"\d{2,}"#, digits: "12", matches: true),
    Whole(pattern: #"\d{2,}"#, digits: "1", matches: false),
    Whole(pattern: #"\d{2,}"#, digits: String(repeating: "1", count: 40), matches: true),
    Whole(pattern: "1{0}2", digits: "2", matches: true),
    Whole(pattern: "1{0}2", digits: "12", matches: false),
    Whole(pattern: #"(?:1\d?){2}"#, digits: "11", matches: true),
    Whole(pattern: #"(?:1\d?){2}"#, digits: "1213", matches: true),
    Whole(pattern: #"(?:1\d?){2}"#, digits: "112", matches: true),
    Whole(pattern: #"(?:1\d?){2}"#, digits: "12", matches: false),
    Whole(pattern: #"(?:[12]\d|3){1,2}"#, digits: "3", matches: true),
    Whole(pattern: #"(?:[12]\d|3){1,2}"#, digits: "1234", matches: false),
    Whole(pattern: #"(?:[12]\d|3){1,2}"#, digits: "333", matches: false),
    Whole(pattern: #"(?:\d{2})?\d"#, digits: "123", matches: true),
    Whole(pattern: #"(?:\d{2})?\d"#, digits: "12", matches: false),
    // *, + and ?.
    Whole(pattern: "1*2", digits: "2", matches: true),
    Whole(pattern: "1*2", digits: "1112", matches: true),
    Whole(pattern: "1*2", digits: "1113", matches: false),
    Whole(pattern: "1+2", digits: "2", matches: false),
    Whole(pattern: "1+2", digits: "12", matches: true),
    Whole(pattern: "1+2", digits: "1112", matches: true),
    Whole(pattern: "1?2", digits: "2", matches: true),
    Whole(pattern: "1?2", digits: "12", matches: true),
    Whole(pattern: "1?2", digits: "112", matches: false),
    Whole(pattern: "(1)?2", digits: "2", matches: true),
    Whole(pattern: "(1)?2", digits: "12", matches: true),
    // Alternatives, empty ones included.
    Whole(pattern: "(?:12|3)4", digits: "124", matches: true),
    Whole(pattern: "(?:12|3)4", digits: "34", matches: true),
    Whole(pattern: "(?:12|3)4", digits: "1234", matches: false),
    Whole(pattern: "(?:|1)2", digits: "2", matches: true),
    Whole(pattern: "(?:|1)2", digits: "12", matches: true),
    Whole(pattern: "", digits: "", matches: true),
    Whole(pattern: "", digits: "1", matches: false),
    Whole(pattern: "(?:)", digits: "", matches: true),
    // $: the end of the input, so nothing can follow it.
    Whole(pattern: "1$", digits: "1", matches: true),
    Whole(pattern: "1$2", digits: "12", matches: false),
    Whole(pattern: "1$2", digits: "1", matches: false),
  ]

  @Test("matches is Java's matches()", arguments: wholes)
  func wholeMatch(case: Whole) throws {
    let pattern = try #require(PhonePattern(`case`.pattern))
    #expect(pattern.matches(digitValues(`case`.digits)) == `case`.matches)
  }

  struct Prefix: CustomTestStringConvertible, Sendable {
    let pattern: String
    let digits: String
    /// The length of the match, `nil` for none.
    let length: Int?
    /// Each group's digits, `nil` for a group that did not take part.
    let groups: [Range<Int>?]
    var testDescription: String { "\(pattern) on \"\(digits)\"" }
  }

  static let prefixes: [Prefix] = [
    // The groups of a format's pattern: greedy, then giving back what the next group needs.
    Prefix(pattern: #"(\d{3,4})(\d{4})"#, digits: "1234567", length: 7, groups: [0..<3, 3..<7]),
    Prefix(pattern: #"(\d{3,4})(\d{4})"#, digits: "12345678", length: 8, groups: [0..<4, 4..<8]),
    Prefix(pattern: #"(\d{3,4})(\d{4})"#, digits: "123456789", length: 8, groups: [0..<4, 4..<8]),
    Prefix(pattern: #"(\d{3,4})(\d{4})"#, digits: "123456", length: nil, groups: []),
    // The first alternative that leads to a match wins, not the longest.
    Prefix(pattern: "1|12", digits: "12", length: 1, groups: []),
    Prefix(pattern: "12|1", digits: "12", length: 2, groups: []),
    Prefix(pattern: #"\d{2,3}"#, digits: "1234", length: 3, groups: []),
    Prefix(pattern: "(1|12)(3?)", digits: "123", length: 1, groups: [0..<1, 1..<1]),
    Prefix(pattern: "(12|1)(23)?", digits: "123", length: 2, groups: [0..<2, nil]),
    Prefix(pattern: #"(\d*)5"#, digits: "1255", length: 4, groups: [0..<3]),
    // Groups that take no part.
    Prefix(pattern: #"(1)?(\d)"#, digits: "5", length: 1, groups: [nil, 0..<1]),
    Prefix(pattern: #"(1)?(\d)"#, digits: "15", length: 2, groups: [0..<1, 1..<2]),
    Prefix(pattern: #"(\d)(\d)?"#, digits: "1", length: 1, groups: [0..<1, nil]),
    Prefix(pattern: "((1)(2)?)3", digits: "13", length: 2, groups: [0..<1, 0..<1, nil]),
    Prefix(pattern: "(?:(1)|(2))+", digits: "12", length: 2, groups: [0..<1, 1..<2]),
    Prefix(pattern: "", digits: "123", length: 0, groups: []),
    // national_prefix_for_parsing: `$` holds only at the end of the input.
    Prefix(pattern: #"([457]\d{6})$|1"#, digits: "4123456", length: 7, groups: [0..<7]),
    Prefix(pattern: #"([457]\d{6})$|1"#, digits: "41234567", length: nil, groups: []),
    Prefix(pattern: #"([457]\d{6})$|1"#, digits: "1234", length: 1, groups: [nil]),
    Prefix(pattern: #"0(8(?:[1-46-8]|5\d\d))?"#, digits: "0851", length: 1, groups: [nil]),
    Prefix(pattern: #"0(8(?:[1-46-8]|5\d\d))?"#, digits: "08512", length: 5, groups: [1..<5]),
    Prefix(
      pattern: #"(?:0|90)(?:(1[245]|2[1-35])(\d{10,11}))?"#, digits: "9012123456789012",
      length: 15, groups: [2..<4, 4..<15]),
    Prefix(
      pattern: #"(?:0|90)(?:(1[245]|2[1-35])(\d{10,11}))?"#, digits: "90121234", length: 2,
      groups: [nil, nil]),
  ]

  @Test("prefixMatch is Java's lookingAt(), groups included", arguments: prefixes)
  func prefixMatch(case: Prefix) throws {
    let pattern = try #require(PhonePattern(`case`.pattern))
    let match = pattern.prefixMatch(digitValues(`case`.digits))
    #expect(match?.length == `case`.length)
    guard let match else { return }
    #expect(match.groupCount == `case`.groups.count)
    #expect(match.group(0) == 0..<match.length)
    for (index, group) in `case`.groups.enumerated() {
      #expect(match.group(index + 1) == group, "group \(index + 1)")
    }
  }

  @Test("a match keeps no more than the groups of the path it took")
  func matchesCompare() throws {
    let pattern = try #require(PhonePattern(#"(\d{3,4})(\d{4})"#))
    let seven = try #require(pattern.prefixMatch(digitValues("1234567")))
    let again = try #require(pattern.prefixMatch(digitValues("7654321")))
    let eight = try #require(pattern.prefixMatch(digitValues("12345678")))
    #expect(seven == again)
    #expect(seven != eight)
  }

  @Test("the buffer, array and slice forms give the same answers")
  func inputForms() throws {
    let pattern = try #require(PhonePattern(#"(\d{2})(\d{2,3})"#))
    let digits = digitValues("9912345")
    let slice = digits[2...]
    #expect(pattern.matches(slice) == true)
    #expect(pattern.matches(Array(slice)) == true)
    slice.withUnsafeBufferPointer { buffer in
      #expect(pattern.matches(buffer))
      #expect(pattern.prefixMatch(buffer) == pattern.prefixMatch(slice))
      #expect(
        pattern.canComplete(buffer, lengths: 1 << 5) == pattern.canComplete(slice, lengths: 1 << 5))
      #expect(pattern.mayMatchPrefix(buffer) == pattern.mayMatchPrefix(slice))
    }
    #expect(pattern.prefixMatch(slice)?.group(1) == 0..<2)
  }

  @Test("a value above 9 is in no class, not even \\d or a complement")
  func valuesAboveNine() throws {
    let three = try #require(PhonePattern(#"1\d{2}"#))
    #expect(!three.matches([1, 10, 2]))
    #expect(three.prefixMatch([1, 2, 11]) == nil)
    #expect(!three.canComplete([1, 10], lengths: .max))
    #expect(!three.mayMatchPrefix([1, 10]))
    #expect(three.mayMatchPrefix([1, 2]))
    let notZero = try #require(PhonePattern("[^0]"))
    #expect(notZero.matches([7]))
    #expect(!notZero.matches([10]))
    #expect(!notZero.matches([255]))
    #expect(notZero.prefixMatch([3, 11])?.length == 1)
  }

  @Test("more states than the walk keeps on the stack take the same digits")
  func manyStatesAtOnce() throws {
    // Forty alternatives take a 1, each with a state of its own for what follows.
    let source = (0..<40).map { "1\\d{\($0 % 3 + 1)}" }.joined(separator: "|") + "|2"
    let pattern = try #require(PhonePattern(source))
    #expect(pattern.matches([1, 5]))
    #expect(pattern.matches([1, 5, 5, 5]))
    #expect(!pattern.matches([1, 5, 5, 5, 5]))
    #expect(!pattern.matches([1]))
    #expect(pattern.canComplete([1], lengths: 1 << 4))
    #expect(!pattern.canComplete([1], lengths: 1 << 5))
    #expect(pattern.canComplete([1, 0, 0], lengths: .max))
    #expect(pattern.mayMatchPrefix([1, 0, 0, 0, 0]))
    #expect(!pattern.mayMatchPrefix([1, 10]))
    #expect(pattern.prefixMatch([1, 9, 9, 9, 9])?.length == 2)
  }

  @Test("long inputs: every digit is read, past 32 too")
  func longInputs() throws {
    let forty = try #require(PhonePattern(#"\d{40}"#))
    let digits = [UInt8](repeating: 4, count: 40)
    #expect(forty.matches(digits))
    #expect(!forty.matches(Array(digits.dropLast())))
    #expect(forty.prefixMatch(digits + [1])?.length == 40)
    #expect(forty.canComplete(digits.prefix(35), lengths: .max))
    #expect(!forty.canComplete(digits.prefix(35), lengths: UInt32.max >> 1))
    #expect(forty.mayMatchPrefix(digits.prefix(3)))
  }
}
