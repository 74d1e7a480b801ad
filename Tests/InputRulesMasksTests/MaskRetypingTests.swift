import InputRules
import InputRulesMasks
import InputRulesTestSupport
import Testing

/// Retyping a selection of a mask key by key gives back the same text, with or without
/// `overwrite` (the `retypeRestores` law).
@Suite struct MaskRetypingTests {
  /// Found by the fuzzer: with `overwrite`, the key over a selection was judged as replacing the
  /// character after the one it types over, so `aa 4` with `aa` selected and `a` typed lost the
  /// `a` and the digit (`[AA] [0…]`).
  @Test(arguments: [false, true])
  func aSelectionTypedOverWithOrWithoutOverwrite(overwrite: Bool) throws {
    let rule = try MaskRule(format: "[AA] [0…]").autocompleting(false).overwriting(overwrite)
    var field = InputField(rule: rule)
    field.type("aa4")
    #expect(field.text == "aa 4")
    field.select(0, 2)
    field.type("a")
    #expect(field.text == "aa 4")
    #expect(field.state.selection == 1..<2)
    field.type("a")
    #expect(field.text == "aa 4")
    #expect(field.value == "aa4")
  }

  @Test(arguments: [false, true])
  func theLawHoldsForAnOverwritingMask(overwrite: Bool) throws {
    let rule = try MaskRule(format: "[AA] [0…]").autocompleting(false).overwriting(overwrite)
    var field = InputField(rule: rule)
    field.type("ab12")
    for (start, end) in [(0, 2), (0, 4), (1, 3), (3, 5), (0, 5)] {
      #expect(FieldLaws.retypeProblem(field, range: start..<end) == nil)
    }
  }

  /// Found by the fuzzer: `0-a` in `[0999]-[A]` with autoskip and overwrite, `0-` selected and
  /// typed back, lost the `a`: the `-`, read as the literal after the empty optional slots, typed
  /// over the `a`.
  @Test func aSelectionEndingInALiteralTypedBack() throws {
    let rule = try MaskRule(format: "[0999]-[A]").choosingFormats(by: .capacity)
      .autocompleting(false).autoskipping(true).deletingOverLiterals(.skip).overwriting(true)
    var field = InputField(rule: rule)
    field.paste("0aaa")
    #expect(field.text == "0-a")
    #expect(FieldLaws.retypeProblem(field, range: 0..<2) == nil)
    // The literal typed with the caret before it passes over it.
    field.moveCaret(to: 1)
    field.type("-")
    #expect(field.text == "0-a")
    #expect(field.state.selection == 2..<2)
  }

  /// Found by the fuzzer: `zᅡ0本` in `[A][-----…]` with overwrite, `zᅡ` selected and typed back,
  /// lost the `0`: the jamo `ᅡ` typed before another joined it into one cluster, which the
  /// literal check above counted as no slot character.
  @Test func aSelectionOfALetterAndAJamoTypedBack() throws {
    let rule = try MaskRule(format: "[A][-----…]").choosingFormats(by: .prefix)
      .autocompleting(false).deletingOverLiterals(.skip).overwriting(true)
    var field = InputField(rule: rule)
    for key in ["z", "ᅡ", "0", "本"] { field.type(key) }
    #expect(field.text == "zᅡ0本")
    #expect(FieldLaws.retypeProblem(field, range: 0..<2) == nil)
  }
}
