import InputRules
import InputRulesTestSupport
import Testing

/// "a🇩🇪é👍🏽b" with a decomposed é: UTF-16 offsets a 0..<1, flag 1..<5, e + U+0301 5..<7,
/// thumbs up with skin tone 7..<11, b 11..<12.
private let mixed = "a🇩🇪e\u{301}👍🏽b"

struct RangeCase: CustomTestStringConvertible, Sendable {
  var text: String
  var location: Int
  var length: Int
  var expected: Range<Int>
  var why: String
  var testDescription: String {
    "[\(location), \(length)] in \(FieldAction.quoted(text)) → \(expected): \(why)"
  }
}

struct SelectionCase: CustomTestStringConvertible, Sendable {
  var text: String
  var start: Int
  var end: Int
  var expected: Range<Int>
  var why: String
  var testDescription: String {
    "select [\(start), \(end)] in \(FieldAction.quoted(text)) → \(expected): \(why)"
  }
}

@Suite("Index model: clamping, widening, caret snapping")
struct IndexModelTests {
  @Test(arguments: [
    RangeCase(text: mixed, location: 0, length: 0, expected: 0..<0, why: "caret at the start"),
    RangeCase(text: mixed, location: 1, length: 4, expected: 1..<5, why: "exactly the flag"),
    RangeCase(
      text: mixed, location: 2, length: 0, expected: 5..<5,
      why: "caret inside a flag moves to its end"),
    RangeCase(
      text: mixed, location: 3, length: 0, expected: 5..<5,
      why: "caret between regional indicators moves to the flag's end"),
    RangeCase(
      text: mixed, location: 6, length: 0, expected: 7..<7,
      why: "caret before a combining accent moves past it"),
    RangeCase(
      text: mixed, location: 8, length: 0, expected: 11..<11,
      why: "caret inside a surrogate pair moves to the cluster's end"),
    RangeCase(
      text: mixed, location: 2, length: 1, expected: 1..<5,
      why: "half a regional indicator widens to the flag"),
    RangeCase(
      text: mixed, location: 6, length: 3, expected: 5..<11,
      why: "accent to skin tone widens to both clusters"),
    RangeCase(
      text: mixed, location: 9, length: 2, expected: 7..<11,
      why: "the skin-tone modifier alone widens to the emoji"),
    RangeCase(text: mixed, location: 0, length: 12, expected: 0..<12, why: "everything"),
    RangeCase(
      text: mixed, location: 0, length: Int.max, expected: 0..<12, why: "a huge length is clamped"),
    RangeCase(
      text: mixed, location: -5, length: 3, expected: 0..<0,
      why: "a range wholly before the text is a caret at 0"),
    RangeCase(
      text: mixed, location: -5, length: 6, expected: 0..<1,
      why: "a range starting before the text is cut at 0"),
    RangeCase(
      text: mixed, location: -1, length: Int.max, expected: 0..<12,
      why: "no overflow adding the length"),
    RangeCase(
      text: mixed, location: Int.min, length: Int.max, expected: 0..<0,
      why: "Int.min + Int.max is -1"),
    RangeCase(
      text: mixed, location: Int.min, length: Int.min, expected: 0..<0,
      why: "negative lengths count as 0"),
    RangeCase(
      text: mixed, location: Int.max, length: 0, expected: 12..<12,
      why: "NSNotFound is clamped to the end"),
    RangeCase(
      text: mixed, location: Int.max, length: Int.max, expected: 12..<12,
      why: "no overflow at Int.max"),
    RangeCase(
      text: mixed, location: 12, length: 5, expected: 12..<12,
      why: "a range past the end is a caret at the end"),
    RangeCase(
      text: mixed, location: 5, length: -3, expected: 5..<5,
      why: "a negative length is an empty range"),
    RangeCase(text: "", location: 3, length: 2, expected: 0..<0, why: "empty text"),
    RangeCase(
      text: "a\r\nb", location: 2, length: 0, expected: 3..<3,
      why: "caret between CR and LF moves after them"),
    RangeCase(
      text: "a\r\nb", location: 2, length: 1, expected: 1..<3, why: "LF alone widens to CR LF"),
    RangeCase(
      text: "👨‍👩‍👧x", location: 3, length: 2, expected: 0..<8,
      why: "part of a ZWJ family widens to the family"),
    RangeCase(
      text: "👨‍👩‍👧x", location: 5, length: 0, expected: 8..<8,
      why: "caret inside a ZWJ family moves to its end"),
    RangeCase(
      text: "😀", location: 1, length: 0, expected: 2..<2, why: "caret between surrogate halves"),
    RangeCase(
      text: "😀", location: 1, length: 1, expected: 0..<2,
      why: "the low surrogate alone widens to the pair"),
  ])
  func safeRange(_ c: RangeCase) {
    let range = c.text.safeRange(location: c.location, length: c.length)
    #expect(c.text.utf16Offsets(of: range) == c.expected)
  }

  @Test(arguments: [
    SelectionCase(text: mixed, start: 3, end: 1, expected: 1..<5, why: "ends in either order"),
    SelectionCase(
      text: mixed, start: Int.max, end: Int.min, expected: 0..<12, why: "extremes select everything"
    ),
    SelectionCase(
      text: mixed, start: 10, end: 10, expected: 11..<11, why: "caret snaps to the cluster's end"),
    SelectionCase(
      text: mixed, start: 6, end: 8, expected: 5..<11, why: "selection widens to whole clusters"),
    SelectionCase(text: mixed, start: -3, end: -1, expected: 0..<0, why: "negative offsets"),
  ])
  func safeSelection(_ c: SelectionCase) {
    #expect(c.text.safeSelection(start: c.start, end: c.end) == c.expected)
    var field = InputField(rule: TextRule())
    field.paste(c.text)
    field.select(c.start, c.end)
    #expect(field.state.selection == c.expected)
  }

  @Test func rangesOfAnyBoundsAreSafe() {
    #expect(mixed.utf16Offsets(of: mixed.safeRange(Int.min..<Int.max)) == 0..<12)
    #expect(mixed.utf16Offsets(of: mixed.safeRange(-10 ..< -2)) == 0..<0)
    let edit = Edit(replacing: Int.min..<Int.max, with: "x")
    #expect(edit.location == 0 && edit.length == Int.max)
    let before = Edit(replacing: Int.min ..< -1, with: "x")
    #expect(before.location == 0 && before.length == 0)
    #expect(Edit(replacing: 2..<5, with: "").length == 3)
  }

  @Test func clusterBoundaries() {
    let boundaries = (-1...13).filter { mixed.isClusterBoundary(utf16Offset: $0) }
    #expect(boundaries == [0, 1, 5, 7, 11, 12])
  }

  struct EditCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var edit: Edit
    var expected: String
    var caret: Int
    var testDescription: String { name }
  }

  @Test(arguments: [
    EditCase(
      name: "insertion inside a flag goes after it", text: "🇩🇪",
      edit: Edit(location: 2, length: 0, replacement: "x"), expected: "🇩🇪x", caret: 5),
    EditCase(
      name: "insertion between e and its accent goes after the accent", text: "e\u{301}",
      edit: Edit(location: 1, length: 0, replacement: "x"), expected: "e\u{301}x", caret: 3),
    EditCase(
      name: "deleting half a skin-tone emoji deletes it all", text: "a👍🏽b",
      edit: Edit(location: 3, length: 1, replacement: ""), expected: "ab", caret: 1),
    EditCase(
      name: "deleting a low surrogate deletes the pair", text: "😀!",
      edit: Edit(location: 1, length: 1, replacement: ""), expected: "!", caret: 0),
    EditCase(
      name: "replacing part of a ZWJ family replaces the family", text: "👨‍👩‍👧",
      edit: Edit(location: 2, length: 1, replacement: "F"), expected: "F", caret: 1),
    EditCase(
      name: "deleting the LF of CR LF deletes both", text: "a\r\nb",
      edit: Edit(location: 2, length: 1, replacement: ""), expected: "ab", caret: 1),
    EditCase(
      name: "a replacement at NSNotFound appends", text: "ab",
      edit: Edit(location: Int.max, length: 0, replacement: "c"), expected: "abc", caret: 3),
    EditCase(
      name: "a replacement at Int.min length Int.max inserts at 0", text: "ab",
      edit: Edit(location: Int.min, length: Int.max, replacement: "c"), expected: "cab", caret: 1),
    EditCase(
      name: "a negative length inserts", text: "ab",
      edit: Edit(location: 1, length: -4, replacement: "c"), expected: "acb", caret: 2),
    EditCase(
      name: "a huge length replaces to the end", text: "abc",
      edit: Edit(location: 1, length: Int.max, replacement: "Z"), expected: "aZ", caret: 2),
  ])
  func rawEdits(_ c: EditCase) {
    var field = InputField(rule: TextRule().multiline().maximumLength(20))
    field.paste(c.text)
    field.apply(c.edit)
    #expect(field.text.unicodeScalars.elementsEqual(c.expected.unicodeScalars))
    #expect(field.state.selection == c.caret..<c.caret)
  }

  struct DeletionCase: CustomTestStringConvertible, Sendable {
    var cluster: String
    var name: String
    var testDescription: String { "one Backspace and one Delete remove \(name)" }
  }

  @Test(arguments: [
    DeletionCase(cluster: "🇩🇪", name: "a flag"),
    DeletionCase(cluster: "👍🏽", name: "a skin-tone emoji"),
    DeletionCase(cluster: "👨‍👩‍👧", name: "a ZWJ family"),
    DeletionCase(cluster: "e\u{301}", name: "e + combining acute"),
    DeletionCase(cluster: "\r\n", name: "CR LF"),
    DeletionCase(cluster: "😀", name: "a surrogate pair"),
  ])
  func backspaceAndDeleteRemoveWholeClusters(_ c: DeletionCase) {
    var field = InputField(rule: TextRule().multiline())
    field.paste("a" + c.cluster + "b")
    field.select(1 + c.cluster.utf16.count, 1 + c.cluster.utf16.count)
    #expect(field.deleteBackward().outcome == .accepted)
    #expect(field.text == "ab")
    #expect(field.state.selection == 1..<1)
    field.paste(c.cluster)
    field.moveCaret(to: 1)
    #expect(field.deleteForward().outcome == .accepted)
    #expect(field.text == "ab")
    #expect(field.state.selection == 1..<1)
  }

  @Test func backspaceAndDeleteAtTheEndsDoNothing() {
    var field = InputField(rule: TextRule())
    #expect(field.deleteBackward().outcome == .accepted)
    #expect(field.deleteForward().outcome == .accepted)
    field.type("ab")
    #expect(field.deleteForward().outcome == .accepted)
    #expect(field.text == "ab")
    field.moveCaret(to: 0)
    #expect(field.deleteBackward().outcome == .accepted)
    #expect(field.text == "ab")
  }

  @Test func aSelectionIsDeletedByTheFirstPress() {
    var field = InputField(rule: TextRule())
    field.type("abcdef")
    field.select(1, 4)
    field.deleteBackward()
    #expect(field.text == "aef")
    #expect(field.state.selection == 1..<1)
    field.select(0, 2)
    field.deleteForward()
    #expect(field.text == "f")
  }

  @Test func caretMovesAreClampedAndSnapped() {
    var field = InputField(rule: TextRule())
    field.type("🇩🇪👍🏽")
    #expect(field.moveCaret(to: 2).state.selection == 4..<4)
    #expect(field.moveCaret(to: -7).state.selection == 0..<0)
    #expect(field.moveCaret(to: Int.max).state.selection == 8..<8)
    #expect(field.select(Int.min, Int.max).state.selection == 0..<8)
  }

  @Test func restoredStatesAreMadeSafe() {
    var field = InputField(rule: TextRule())
    field.restore(FieldState(text: "🇩🇪x", selection: -4..<2, marked: 3..<3))
    #expect(field.state.selection == 0..<4)
    #expect(field.state.marked == nil)
    field.restore(FieldState(text: "にほ", selection: 9..<9, marked: 1..<50))
    #expect(field.state.selection == 2..<2)
    #expect(field.state.marked == 1..<2)
  }

  /// After an edit the rule changed, the caret lands after the last character the user's edit
  /// put in, not at the end of the text or where the replacement would have ended.
  @Test(arguments: [
    Scenario(
      "filtered paste", DemoRules.vowels, [.type("aeio"), .select(2, 2), .paste("xuy")],
      gives: "aeuio", caret: 3),
    Scenario(
      "truncated paste", DemoRules.maxSix, [.type("abef"), .select(2, 2), .paste("cdXYZ")],
      gives: "abcdef", caret: 4),
    Scenario(
      "case-converted paste", TextRule().converting(to: .upper),
      [.type("abcd"), .select(2, 2), .paste("xy")], gives: "ABXYCD", caret: 4),
    Scenario(
      "ß upper-cased to SS", TextRule().converting(to: .upper),
      [.type("ab"), .select(1, 1), .type("ß")], gives: "ASSB", caret: 3),
    Scenario(
      "filtered paste over a selection", DemoRules.digits,
      [.type("123"), .select(0, 2), .paste("a9b")], gives: "93", caret: 1),
    Scenario(
      "pasted trailing newline dropped", TextRule(), [.type("ab"), .select(1, 1), .paste("xy\n")],
      gives: "axyb", caret: 3),
  ])
  func caretAfterTransformedEdits(_ s: Scenario) { s.verify() }
}
