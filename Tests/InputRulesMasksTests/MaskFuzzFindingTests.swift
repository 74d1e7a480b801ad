import InputRules
import InputRulesTestSupport
import Testing

@testable import InputRulesMasks

/// Defects that random testing from outside found, each written as the smallest case that showed
/// it: text read back into other raw characters than those that laid it out, a one-pass shortcut
/// judging otherwise than the general path, `check` and the field disagreeing, a value the field
/// reported refused, and a mask with several formats choosing or naming the wrong one.
struct MaskFuzzFindingTests {
  /// Keys typed one at a time, with the text and validity after each.
  struct Typed: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: MaskRule
    var keys: [String]
    var texts: [String]
    var validities: [Validity]
    var value: String?
    var testDescription: String { name }
  }

  static let typed: [Typed] = [
    Typed(
      name: "a space after an optional letter slot, before a kept x",
      rule: try! MaskRule(format: "[0a]{x} [0]"), keys: ["1", " ", "5"],
      texts: ["1", "1x ", "1x 5"], validities: [.incomplete, .incomplete, .valid], value: "1x5"),
    Typed(
      name: "the letter x typed into the optional slot, then the space",
      rule: try! MaskRule(format: "[0a]{x} [0]"), keys: ["1", "x", " ", "5"],
      texts: ["1", "1xx ", "1xx ", "1xx 5"],
      validities: [.incomplete, .incomplete, .incomplete, .valid],
      value: "1xx5"),
    Typed(
      name: "a literal 0 between digit slots", rule: try! MaskRule(format: "[0]0[09]"),
      keys: ["1", "2"], texts: ["10", "102"], validities: [.incomplete, .valid], value: "12"),
    Typed(
      name: "the kept 0 typed past an empty optional letter slot",
      rule: try! MaskRule(format: "[a]{0}[00]"), keys: ["0", "0", "5"], texts: ["0", "00", "005"],
      validities: [.incomplete, .incomplete, .valid], value: "005"),
    Typed(
      name: "a kept 0 after leading literals and optional letters",
      rule: try! MaskRule(format: "[aa]+1 ({0}[000999]"), keys: ["0", "1", "2", "3"],
      texts: ["+1 (0", "+1 (01", "+1 (012", "+1 (0123"],
      validities: [.incomplete, .incomplete, .incomplete, .valid], value: "0123"),
  ]

  /// Every text on the way is judged as the field judges it (never invalid), by the general path
  /// and by the one-pass judging alike: the texts are judged directly, since a debug build stops
  /// at the first disagreement.
  @Test(arguments: typed)
  func textsReadBackAsTheirRawCharacters(_ c: Typed) {
    for (index, text) in c.texts.enumerated() {
      let general = c.rule.evaluateGenerally(text)
      #expect(general.validity == c.validities[index], "\(text.debugDescription)")
      if let fast = c.rule.evaluateASCII(text) {
        #expect(fast == general, "one-pass judging of \(text.debugDescription)")
      }
    }
    #expect(c.rule.evaluateGenerally(c.texts.last!).value == c.value)
  }

  /// The same keys typed into a field show the same texts, and its text pasted into an empty
  /// field gives it back.
  @Test(arguments: typed)
  func typingShowsTheTextsAndItsPasteGivesThemBack(_ c: Typed) {
    var field = InputField(rule: c.rule)
    for (index, key) in c.keys.enumerated() {
      _ = field.type(key)
      #expect(field.text == c.texts[index], "after \(key.debugDescription)")
      #expect(field.validity == c.validities[index], "after \(key.debugDescription)")
    }
    #expect(field.value == c.value)
    var pasted = InputField(rule: c.rule)
    _ = pasted.paste(field.text)
    #expect(pasted.text == field.text)
    #expect(pasted.value == field.value)
  }

  /// With `autocomplete` off, a trailing literal the user typed is part of the text, and `check`'s
  /// reading of an entry (`received`) takes the text as written, as the field judged it.
  @Test func aTypedTrailingLiteralIsReceivedAsWritten() {
    let rule = try! MaskRule(format: "[A]-").autocompleting(false)
    var field = InputField(rule: rule)
    _ = field.type("b")
    _ = field.type("-")
    #expect(field.text == "b-")
    #expect(field.validity == .valid)
    #expect(rule.received("b-") == .asWritten)
    #expect(rule.evaluate("b-").value == "b")
  }

  /// Found by the fuzzer once it generated `[A]-`: with autocomplete off, the `x` of `x-` typed
  /// back over itself dropped the `-` the user had typed, which the edit did not touch.
  @Test(arguments: [false, true])
  func aTypedTrailingLiteralOutsideTheEditStays(autoskip: Bool) {
    let rule = try! MaskRule(format: "[A]-").autocompleting(false).autoskipping(autoskip)
    var field = InputField(rule: rule)
    _ = field.type("x")
    _ = field.type("-")
    #expect(field.text == "x-")
    _ = field.select(0, 1)
    _ = field.type("x")
    #expect(field.text == "x-")
    #expect(field.value == "x")
    #expect(FieldLaws.retypeProblem(field, range: 0..<1) == nil)
  }

  /// Found by the fuzzer once it generated `[0]0[09]`: `10` of `1092` selected and typed back
  /// key by key gave `1002`, with or without overwrite: the `0` typed over the selected literal
  /// `0` was read as a slot character.
  @Test(arguments: [false, true])
  func aSelectedLiteralEqualToASlotCharacterTypedBack(overwrite: Bool) {
    let rule = try! MaskRule(format: "[0]0[09]").overwriting(overwrite)
    var field = InputField(rule: rule)
    _ = field.type("192")
    #expect(field.text == "1092")
    for (start, end) in [(0, 2), (1, 2), (0, 3), (1, 4)] {
      #expect(FieldLaws.retypeProblem(field, range: start..<end) == nil, "\(start)..<\(end)")
    }
  }

  /// Found by the fuzzer once it generated `[aa]+1 ({0}[000999]`: `b+1` of a full field selected
  /// and typed back refused the `1`: the literals after the empty letter slot were not taken as
  /// the literals the selection starts with, so `+` became a raw literal and `1` a digit.
  @Test func literalsAfterAnEmptyOptionalSlotTypedBack() {
    let rule = try! MaskRule(format: "[aa]+1 ({0}[000999]")
    var field = InputField(rule: rule)
    _ = field.type("b")
    _ = field.paste("777777777")
    #expect(field.text == "b+1 (0777777")
    for (start, end) in [(0, 3), (1, 3), (0, 6), (1, 7)] {
      #expect(FieldLaws.retypeProblem(field, range: start..<end) == nil, "\(start)..<\(end)")
    }
  }

  /// Found by the fuzzer once it generated `[0a]{x} [0]`: without autocomplete, `7x 2` typed key
  /// by key refused the space, the `x` having been read into the letter slot; the text with the
  /// space is the layout of `7`, the space and nothing in the letter slot.
  @Test func aSpaceThatRereadsTheLiteralBeforeIt() {
    let rule = try! MaskRule(format: "[0a]{x} [0]").autocompleting(false)
    var field = InputField(rule: rule)
    for key in ["7", "x", " ", "2"] { _ = field.type(key) }
    #expect(field.text == "7x 2")
    #expect(field.value == "7x2")
    #expect(FieldLaws.retypeProblem(field, range: 0..<4) == nil)
  }

  /// Found by the fuzzer once it generated `[0a]{x} [0]`: the value of `1x 9` (`1x9`, the `x`
  /// the kept literal) could not be set back, read as `1` and an `x` in the letter slot.
  @Test(arguments: [true, false])
  func aKeptLiteralEqualToWhatAnOptionalSlotTakesIsSetBack(autocomplete: Bool) {
    let rule = try! MaskRule(format: "[0a]{x} [0]").autocompleting(autocomplete)
    var field = InputField(rule: rule)
    for key in ["1", " ", "9"] { _ = field.type(key) }
    #expect(field.text == "1x 9")
    #expect(field.value == "1x9")
    var set = InputField(rule: rule)
    _ = set.setValue("1x9")
    #expect(set.text == "1x 9")
    #expect(set.value == "1x9")
    #expect(rule.value(fromCanonical: "1x9") == "1x9")
    #expect(rule.refusal(ofCanonical: "1x9") == nil)
    // The letter typed into the slot is a value too.
    _ = set.setValue("1xx9")
    #expect(set.text == "1xx 9")
  }

  /// A value the field reported is set back: `3.14`, the literals alone, in `{3.14}[9…]`.
  @Test func aValueOfOnlyKeptLiteralsIsSetBack() {
    let rule = try! MaskRule(format: "{3.14}[9…]")
    var field = InputField(rule: rule)
    for key in ["3", ".", "1", "4"] { _ = field.type(key) }
    #expect(field.value == "3.14")
    var set = InputField(rule: rule)
    let result = set.setValue("3.14")
    #expect(result.outcome != .rejected)
    #expect(set.text == "3.14")
    #expect(set.value == "3.14")
    #expect(rule.value(fromCanonical: "3.14") == "3.14")
  }

  /// A full field's refusal names the format it is in.
  @Test func aFullFieldNamesItsOwnFormat() {
    let zip = try! MaskRule(formats: ["[00000]", "[00000]-[0000]"])
    var field = InputField(rule: zip)
    _ = field.type("902101234")
    #expect(field.text == "90210-1234")
    let result = field.type("5")
    #expect(result.outcome == .rejected)
    #expect(result.reason?.code == .tooLong)
    #expect(result.reason?.facts.format == "[00000]-[0000]")
  }

  /// A card mask of 4-4-4-4 and 4-6-5 digits completes fifteen digits typed one by one in the
  /// shorter format, and sixteen in the longer one.
  struct Card: CustomTestStringConvertible, Sendable {
    var name: String
    var formats: [String]
    var keys: String
    var text: String
    var testDescription: String { name }
  }

  static let cards: [Card] = [
    Card(
      name: "American Express typed in full",
      formats: ["[0000] [0000] [0000] [0000]", "[0000] [000000] [00000]"],
      keys: "378282246310005", text: "3782 822463 10005"),
    Card(
      name: "sixteen digits typed in full",
      formats: ["[0000] [0000] [0000] [0000]", "[0000] [000000] [00000]"],
      keys: "4111111111111111", text: "4111 1111 1111 1111"),
    Card(
      name: "American Express, the 4-6-5 format first",
      formats: ["[0000] [000000] [00000]", "[0000] [0000] [0000] [0000]"],
      keys: "378282246310005", text: "3782 822463 10005"),
  ]

  @Test(arguments: cards)
  func aCardMaskCompletesEitherLength(_ c: Card) {
    var field = InputField(rule: try! MaskRule(formats: c.formats))
    for key in c.keys { _ = field.type(String(key)) }
    #expect(field.text == c.text)
    #expect(field.validity == .valid)
    #expect(field.value == c.keys)
  }
}
