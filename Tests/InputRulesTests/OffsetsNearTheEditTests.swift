import InputRules
import InputRulesTestSupport
import Testing

/// The engine finds UTF-16 offsets from the nearer end of the text, reading only the bytes
/// between (so that typing at the end of a long text costs what it costs in a short one). These
/// tests compare what it does with the same edits worked out from the start of the text with the
/// public `safeRange` and `utf16Offsets`, in long texts of every kind of cluster: surrogate
/// pairs, combining marks, flags, CR LF, ASCII runs.
@Suite("Offsets found near the edit")
struct OffsetsNearTheEditTests {
  struct Text: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    var testDescription: String { name }
  }

  static let pieces = [
    "a", "д", "漢", "😀", "e\u{301}", "🇩🇪", "\r\n", "👨‍👩‍👧", "x", "ж", "١", "\u{10FFFF}", " ",
    // Scalars at the edges of the ranges told apart without grapheme breaking, and the marks
    // right after them that join them.
    "\u{2FF}", "\u{300}", "ж\u{483}", "\u{482}", "か\u{3099}", "\u{3096}", "ب\u{64B}", "\u{64A}",
    "\u{61C}", "한", "\u{1100}\u{1161}", "ｶ\u{FF9E}", "\u{FF9D}", "\u{302A}", "\u{2029}", "\u{200D}",
    "\u{600}1", "\r", "\n",
  ]

  /// Long texts (past the lengths read eight bytes at a time) from a seeded generator.
  static let texts: [Text] = [
    Text(name: "Cyrillic", text: String(repeating: "д", count: 300)),
    Text(name: "emoji", text: String(repeating: "😀", count: 150)),
    Text(name: "ASCII then Cyrillic", text: String(repeating: "a", count: 100) + "жжж"),
    Text(name: "mixed, seed 1", text: mixed(seed: 1, count: 200)),
    Text(name: "mixed, seed 2", text: mixed(seed: 2, count: 400)),
    Text(name: "mixed, short", text: mixed(seed: 3, count: 12)),
  ]

  static func mixed(seed: UInt64, count: Int) -> String {
    var random = SplitMix64(seed: seed)
    var text = ""
    for _ in 0..<count { text += pieces[Int(random.next() % UInt64(pieces.count))] }
    return text
  }

  /// Every offset pair near both ends and the middle, and some outside the text.
  static func offsets(in text: String) -> [Int] {
    let count = text.utf16.count
    let near = [0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 18, 33]
    return Array(
      Set(
        near + near.map { count - $0 } + near.map { count / 2 + $0 } + [-5, count + 3, .max, .min]
      )
    ).sorted()
  }

  @Test(arguments: texts)
  func editsMatchTheirRangesWorkedOutFromTheStart(_ t: Text) {
    let text = t.text
    let count = text.utf16.count
    let rule = TextRule()
    let lengths = [0, 1, 2, 5, 17, 40]
    for location in Self.offsets(in: text) {
      for length in lengths {
        for replacement in ["", "q", "ж", "😀", "\u{301}"] {
          let edit = Edit(location: location, length: length, replacement: replacement)
          // Known length (as after an edit) and unknown (a state made by the program).
          let known = FieldState(text: text)
          let unknown = FieldState(text: text, selection: 0..<0)
          let range = text.safeRange(location: location, length: length)
          var expected = text
          expected.replaceSubrange(range, with: replacement)
          let caret = text.utf16Offsets(of: range).lowerBound + replacement.utf16.count
          let selection = expected.safeSelection(start: caret, end: caret)
          for state in [known, unknown] {
            let result = FieldEngine.apply(edit, to: state, under: rule)
            #expect(result.state.text == expected, "\(edit) in \(t.name) (count \(count))")
            #expect(result.state.selection == selection, "\(edit) in \(t.name)")
          }
        }
      }
    }
  }

  @Test(arguments: texts)
  func deletionsMatchTheirRangesWorkedOutFromTheStart(_ t: Text) {
    let text = t.text
    for start in Self.offsets(in: text) {
      for end in [0, 1, 9].map({ start > Int.max - 9 ? start : start + $0 }) {
        let state = FieldState(text: text, selection: start..<end)
        let selection = text.safeRange(start..<Swift.max(start, end))
        let expectedBackward: Edit?
        let expectedForward: Edit?
        if !selection.isEmpty {
          let offsets = text.utf16Offsets(of: selection)
          expectedBackward = Edit(replacing: offsets, with: "", kind: .deleteBackward)
          expectedForward = Edit(replacing: offsets, with: "", kind: .deleteForward)
        } else {
          expectedBackward =
            selection.lowerBound == text.startIndex
            ? nil
            : Edit(
              replacing: text.utf16Offsets(
                of: text.index(before: selection.lowerBound)..<selection.lowerBound),
              with: "", kind: .deleteBackward)
          expectedForward =
            selection.upperBound == text.endIndex
            ? nil
            : Edit(
              replacing: text.utf16Offsets(
                of: selection.upperBound..<text.index(after: selection.upperBound)),
              with: "", kind: .deleteForward)
        }
        #expect(FieldEngine.backspaceEdit(in: state) == expectedBackward, "\(start)..<\(end)")
        #expect(FieldEngine.deleteForwardEdit(in: state) == expectedForward, "\(start)..<\(end)")
      }
    }
  }

  /// A field typing and deleting at the end of a long text keeps its state exact, step by step.
  @Test func typingAndDeletingAtTheEndOfALongText() {
    var field = InputField(rule: TextRule())
    field.paste(Self.mixed(seed: 4, count: 300))
    for key in ["ж", "😀", "e", "\u{301}", "🇩", "🇪", "\r", "\n", "a"] {
      field.type(key)
      #expect(field.state.selection == field.text.utf16.count..<field.text.utf16.count)
    }
    let typed = field.text
    for _ in 0..<6 { field.deleteBackward() }
    #expect(typed.hasPrefix(field.text))
    #expect(field.state.selection == field.text.utf16.count..<field.text.utf16.count)
    field.moveCaret(to: 5)
    let caret = field.state.selection.lowerBound
    field.type("ж")
    #expect(field.state.selection == (caret + 1)..<(caret + 1))
    #expect(field.text.isClusterBoundary(utf16Offset: field.state.selection.lowerBound))
  }

  /// Changing the text of a state forgets the UTF-16 length the engine followed.
  @Test func settingTheTextForgetsItsLength() {
    var state = FieldEngine.apply(
      Edit(location: 0, length: 0, replacement: "жжж"), to: FieldState(text: ""),
      under: TextRule()
    ).state
    state.text = "😀😀"
    state.selection = 4..<4
    let result = FieldEngine.apply(
      Edit(location: 4, length: 0, replacement: "ж"), to: state, under: TextRule())
    #expect(result.state == FieldState(text: "😀😀ж", selection: 5..<5))
    state.text.append("a")
    #expect(
      FieldEngine.backspaceEdit(in: state)
        == Edit(location: 2, length: 2, replacement: "", kind: .deleteBackward))
  }

  /// Keys and Backspace presses in the middle of a long text find their offsets from the place
  /// the last edit ended (the field's anchor), and land where the same edits worked out on a
  /// copy of the text land; setting the text forgets the anchor.
  @Test func editsInTheMiddleOfALongTextFromTheLastEdit() {
    // Characters that never join a neighbour, so that the model below counts them one by one.
    let pieces = ["д", "漢", "😀", "a", "ω", "🇩🇪"]
    var field = InputField(rule: TextRule())
    field.paste((0..<400).map { pieces[$0 % pieces.count] }.joined())
    var expected = Array(field.text)
    // The caret as a count of characters before it, worked out on an array of characters.
    var caret = 200
    func utf16(_ characters: ArraySlice<Character>) -> Int {
      characters.reduce(0) { $0 + $1.utf16.count }
    }
    field.moveCaret(to: utf16(expected[..<caret]))
    for key in ["ж", "😀", "a", "漢", "ω"] {
      field.type(key)
      expected.insert(Character(key), at: caret)
      caret += 1
      #expect(field.text == String(expected))
      let offset = utf16(expected[..<caret])
      #expect(field.state.selection == offset..<offset)
    }
    for _ in 0..<3 {
      field.deleteBackward()
      caret -= 1
      expected.remove(at: caret)
      #expect(field.text == String(expected))
    }
    // A state whose text is set anew edits by its own offsets, not by the old anchor.
    var state = field.state
    state.text = String(repeating: "д", count: 300)
    state.selection = 150..<150
    let result = FieldEngine.apply(
      Edit(location: 150, length: 0, replacement: "ж"), to: state, under: TextRule())
    #expect(
      result.state.text
        == String(repeating: "д", count: 150) + "ж" + String(repeating: "д", count: 150))
  }
}
