import InputRules
import Testing

/// A key that joins the characters after it is judged by the clusters it changes, read from a
/// part of the text around it that grows while those clusters reach its end. A regional
/// indicator typed before a run of them pairs the whole run anew, so the changed clusters reach
/// far past the first part read (64 bytes); debug builds also judge the whole text and stop if
/// the two disagree.
@Suite("A key joining a long run of characters")
struct KeyJoiningALongRunTests {
  /// Thirty flags 🇪🇩 (240 bytes), which a 🇩 typed before them pairs as thirty 🇩🇪 and a lone 🇩.
  static let run = String(repeating: "🇪🇩", count: 30)

  /// 🇦 typed before fifteen 🇦🇦, 🇧🇩 and 🇪🇫 pairs them as fifteen 🇦🇦, 🇦🇧, 🇩🇪 and a lone 🇫: the
  /// refused 🇩🇪 is made 124 bytes after the key.
  @Test func refusedForAClusterItMakesFarAfterIt() {
    let text = String(repeating: "🇦🇦", count: 15) + "🇧🇩🇪🇫"
    var field = InputField(rule: TextRule.excluding("🇩🇪"))
    field.restore(FieldState(text: text, selection: 0..<0))
    #expect(field.validity == .valid)
    let result = field.type("🇦")
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .disallowedCharacter)
    #expect(field.text == text)
  }

  @Test func typedBeforeARunItRepairsIsTakenWhenNothingItMakesIsRefused() {
    var field = InputField(rule: TextRule.excluding("🇯🇵"))
    field.restore(FieldState(text: Self.run, selection: 0..<0))
    let result = field.type("🇩")
    #expect(result.outcome == .accepted)
    #expect(field.text == "🇩" + Self.run)
    #expect(field.validity == .valid)
  }
}
