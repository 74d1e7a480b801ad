import InputRules
import InputRulesMasks
import InputRulesTestSupport
import Testing

/// `==` of masks: the formats (in order, with their notations), the digits shown and every
/// modifier's setting decide it. In the probes, `⌫` is Backspace and `⇤` the caret to the start.
struct MaskEqualityTests {
  typealias Case = EqualityCase<MaskRule>

  static let phone = "+1 ([000]) [000]-[0000]"
  static let digitSlots = [MaskNotation(character: "D", classes: [.digits])]
  static let letterSlots = [MaskNotation(character: "D", classes: [.letters])]

  static let cases: [Case] = [
    Case("one format made twice", equal: true, probe: "5551234567") {
      (try MaskRule(format: phone), try MaskRule(format: phone))
    },
    Case("a mask and its copy", equal: true, probe: "5551234567") {
      let mask = try MaskRule(format: phone).autocompleting(false)
      return (mask, mask)
    },
    Case("one format vs another", equal: false, probe: "5551234567") {
      (try MaskRule(format: phone), try MaskRule(format: "[000]-[000]-[0000]"))
    },
    Case("one format vs the list of it", equal: true, probe: "5551234567") {
      (try MaskRule(format: phone), try MaskRule(formats: [phone]))
    },
    Case("formats read before vs given as text", equal: true, probe: "5551234567") {
      (MaskRule(formats: [try MaskFormat(phone)]), try MaskRule(format: phone))
    },
    Case("two formats in another order", equal: false, probe: "12") {
      (
        try MaskRule(formats: ["[0]-[0]", "[0].[0]"]),
        try MaskRule(formats: ["[0].[0]", "[0]-[0]"])
      )
    },
    Case("whole-string vs prefix affinity", equal: false, probe: "1") {
      (
        try MaskRule(formats: ["+7 [000] [000]", "8 [000] [000]"]),
        try MaskRule(formats: ["+7 [000] [000]", "8 [000] [000]"]).choosingFormats(by: .prefix)
      )
    },
    Case("autocompleting vs not", equal: false, probe: "12") {
      (try MaskRule(format: "[00]-[00]"), try MaskRule(format: "[00]-[00]").autocompleting(false))
    },
    Case("autoskipping vs not", equal: false, probe: "12⌫") {
      (
        try MaskRule(format: "[00]-[00]").deletingOverLiterals(.skip),
        try MaskRule(format: "[00]-[00]").deletingOverLiterals(.skip).autoskipping(true)
      )
    },
    Case("deleting over literals: slot vs skip", equal: false, probe: "123⌫⌫") {
      (
        try MaskRule(format: "[00]-[00]"),
        try MaskRule(format: "[00]-[00]").deletingOverLiterals(.skip)
      )
    },
    Case("overwriting vs shifting", equal: false, probe: "123⇤9") {
      (try MaskRule(format: "[0000]"), try MaskRule(format: "[0000]").overwriting(true))
    },
    Case("an incomplete text kept vs cleared", equal: false, probe: "12") {
      (try MaskRule(format: "[0000]"), try MaskRule(format: "[0000]").committingIncomplete(.clear))
    },
    Case("maximum length 3 vs 4", equal: false, probe: "12345") {
      (
        try MaskRule(format: "[0…]").maximumLength(3),
        try MaskRule(format: "[0…]").maximumLength(4)
      )
    },
    Case("maximum length in characters vs UTF-8", equal: false, probe: "ééé") {
      (
        try MaskRule(format: "[A…]").maximumLength(3),
        try MaskRule(format: "[A…]").maximumLength(3, in: .utf8)
      )
    },
    Case("a maximum length vs none", equal: false, probe: "12345") {
      (try MaskRule(format: "[0…]"), try MaskRule(format: "[0…]").maximumLength(4))
    },
    Case("ASCII vs Arabic-Indic digits", equal: false, probe: "12") {
      (
        try MaskRule(format: "[00]"),
        try #require(try MaskRule(format: "[00]").showingDigits("٠١٢٣٤٥٦٧٨٩"))
      )
    },
    Case("ASCII digits shown as set", equal: true, probe: "12") {
      (
        try MaskRule(format: "[00]"),
        try #require(try MaskRule(format: "[00]").showingDigits("0123456789"))
      )
    },
    Case("a notation for digits vs letters", equal: false, probe: "12") {
      (
        try MaskRule(format: "[DD]", notations: digitSlots),
        try MaskRule(format: "[DD]", notations: letterSlots)
      )
    },
    Case("a notation made twice", equal: true, probe: "12") {
      (
        try MaskRule(format: "[DD]", notations: digitSlots),
        try MaskRule(format: "[DD]", notations: digitSlots)
      )
    },
  ]

  @Test(arguments: cases)
  func masks(_ c: Case) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  /// Formats compare what they are made from: their text, their slots (custom notations
  /// included) and the digits they show; equal formats hash alike.
  @Test func formats() throws {
    #expect(try MaskFormat("[00]") == MaskFormat("[00]"))
    #expect(try MaskFormat("[00]") != MaskFormat("[00]-"))
    #expect(
      try MaskFormat("[DD]", notations: Self.digitSlots)
        != MaskFormat("[DD]", notations: Self.letterSlots))
    let arabic = try #require(try MaskRule(format: "[00]").showingDigits("٠١٢٣٤٥٦٧٨٩"))
    #expect(try arabic.formats != MaskRule(format: "[00]").formats)
    #expect(try Set([MaskFormat("[00]"), MaskFormat("[00]"), MaskFormat("[0]")]).count == 2)
  }
}
