import InputRules
import InputRulesMasks
import Testing

/// The format parser: every construct, input-mask-ios's block splitting and sorting, and every
/// error with where it is.
struct MaskFormatTests {
  struct Layout: CustomTestStringConvertible, Sendable {
    var format: String
    var keys: String
    var text: String
    var value: String?
    var testDescription: String { "\(format) typed \(keys)" }
  }

  /// What typing shows and extracts: input-mask-ios's documented examples among them.
  static let layouts: [Layout] = [
    Layout(format: "[00]-[00]", keys: "1234", text: "12-34", value: "1234"),
    Layout(format: "[00]{-}[00]", keys: "1234", text: "12-34", value: "12-34"),
    Layout(format: "\\[[00]\\]", keys: "12", text: "[12]", value: "12"),
    Layout(format: "\\[[00]{\\]}", keys: "12", text: "[12]", value: "12]"),
    Layout(
      format: "{+1} ([000]) [000]-[00]-[00]", keys: "0987654321", text: "+1 (098) 765-43-21",
      value: "+10987654321"),
    Layout(
      format: "[00]{.}[00]{.}[0000]", keys: "12345678", text: "12.34.5678", value: "12.34.5678"),
    // Required slots sort before optional ones: `[9990]` reads as `[0999]`.
    Layout(format: "[9990]", keys: "1", text: "1", value: "1"),
    // Literals are written up to the next slot, optional or not.
    Layout(format: "a ([0909]) b", keys: "12", text: "a (12", value: "12"),
    Layout(format: "a ([0909]) b", keys: "1234", text: "a (1234) b", value: "1234"),
    // A block mixing digits and letters is split: `[000AA]` is `[000][AA]`.
    Layout(format: "[000AA]", keys: "123XY", text: "123XY", value: "123XY"),
    Layout(format: "[AA]-[00000099]", keys: "AB123456", text: "AB-123456", value: "AB123456"),
    Layout(format: "[AA]-[00000099]", keys: "AB12345678", text: "AB-12345678", value: "AB12345678"),
    // `…` repeats the slot before it without end, and is never required.
    Layout(format: "[0…]", keys: "1234567890123", text: "1234567890123", value: "1234567890123"),
    Layout(
      format: "[A][-----…]", keys: "X1y2z3w4v5u6", text: "X1y2z3w4v5u6", value: "X1y2z3w4v5u6"),
    Layout(format: "[0…][AAA]", keys: "5", text: "5", value: "5"),
    Layout(format: "[…0]", keys: "12", text: "12", value: "12"),
    Layout(format: "[_]", keys: "7", text: "7", value: "7"),
  ]

  @Test(arguments: layouts)
  func layout(_ c: Layout) throws {
    var field = InputField(rule: try MaskRule(format: c.format))
    for key in c.keys { _ = field.type(String(key)) }
    #expect(field.text == c.text)
    #expect(field.value == c.value)
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    var format: String
    var problem: MaskFormatError.Problem
    var offset: Int
    var testDescription: String { "\(format.debugDescription): \(problem)" }
  }

  static let failures: [Failure] = [
    Failure(format: "", problem: .empty, offset: 0),
    Failure(format: "+1 ([000", problem: .unclosedBracket, offset: 4),
    Failure(format: "{+1 [000]", problem: .nestedBrackets, offset: 4),
    Failure(format: "[[00]000]", problem: .nestedBrackets, offset: 1),
    Failure(format: "[00[0]]", problem: .nestedBrackets, offset: 3),
    Failure(format: "{+7", problem: .unclosedBrace, offset: 0),
    Failure(format: "[00]]", problem: .unmatchedClosing, offset: 4),
    Failure(format: "12}", problem: .unmatchedClosing, offset: 2),
    Failure(format: "[]", problem: .emptyBlock, offset: 0),
    Failure(format: "[00]{}", problem: .emptyBlock, offset: 4),
    Failure(format: "[00x]", problem: .unknownSlot, offset: 3),
    Failure(format: "[0...]", problem: .unknownSlot, offset: 2),
    Failure(format: "[00]\\", problem: .danglingEscape, offset: 4),
    Failure(format: "abc", problem: .noSlot, offset: 0),
    Failure(format: "{+1} ()", problem: .noSlot, offset: 0),
  ]

  @Test(arguments: failures)
  func failure(_ c: Failure) {
    #expect {
      _ = try MaskFormat(c.format)
    } throws: { error in
      guard let error = error as? MaskFormatError else { return false }
      return error.problem == c.problem && error.offset == c.offset && !error.message.isEmpty
    }
  }

  @Test func messagesSayWhere() {
    do {
      _ = try MaskFormat("+1 ([000")
      Issue.record("no error")
    } catch {
      #expect(error.message == "the “[” at offset 4 is never closed with “]”")
    }
  }

  @Test func notationThatRedefinesABuiltInSlot() {
    for character: Character in ["0", "9", "A", "a", "_", "-", "…", "[", "}"] {
      #expect(throws: MaskFormatError.self) {
        _ = try MaskFormat("[00]", notations: [MaskNotation(character: character, characters: "x")])
      }
    }
    #expect(throws: MaskFormatError.self) {
      _ = try MaskFormat(
        "[D]",
        notations: [
          MaskNotation(character: "D", characters: "x"),
          MaskNotation(character: "D", characters: "y"),
        ])
    }
  }

  @Test func customNotations() throws {
    let hex = MaskNotation(character: "h", characters: "abcdefABCDEF", classes: [.digits])
    let optionalHex = MaskNotation(
      character: "H", characters: "abcdefABCDEF", classes: [.digits], isOptional: true)
    let rule = try MaskRule(format: "#[hhhhhhHH]", notations: [hex, optionalHex])
    var field = InputField(rule: rule)
    _ = field.type("ff8")
    #expect(field.text == "#ff8")
    #expect(field.type("g").outcome == .rejected)
    _ = field.type("0a0")
    #expect(field.validity == .valid)
    #expect(field.value == "ff80a0")
    _ = field.type("٣")
    #expect(field.text == "#ff80a03")
  }

  @Test func placeholderHint() throws {
    let rule = try MaskRule(format: "+7 ([000]) [000]-[00]-[00]")
    #expect(rule.placeholder(after: "") == "+7 (___) ___-__-__")
    #expect(rule.placeholder(after: "+7 (912") == ") ___-__-__")
    #expect(rule.placeholder(after: "+7 (912) ") == "___-__-__")
    #expect(rule.placeholder(after: "+7 (912) 345-67-89") == "")
  }
}
