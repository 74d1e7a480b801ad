import InputRules
import InputRulesMasks
import InputRulesTestSupport
import Testing

/// Seeded random edits on masks, checked against the laws every rule keeps, `noDeadEnd`
/// included (a completion is searched for by typing at the end). `commitLeavesValidOrEmpty` is
/// checked only for masks that revert or clear on commit: by default an incomplete mask keeps
/// its text when editing ends, so that a half-typed phone number is not lost.
@Suite struct MaskLawTests {
  /// Digits of several scripts, letters, the masks' literals, spaces, an emoji, a combining
  /// mark.
  static let alphabet: [String] = [
    "0", "1", "2", "5", "7", "9", "٣", "５", "a", "Z", "é", "(", ")", "-", " ", "+", ".", "/",
    "👍🏽", "\u{301}",
  ]

  /// Keys added for masks showing Arabic-Indic digits: more of those digits, and pastes of the
  /// shown text and of the same layout in ASCII digits.
  static let arabicKeys: [String] = ["٥", "١", "+1 (٥٥٥) ١٢٣-٤٥٦٧", "+1 (555) 123", "١٢.٠٦."]

  /// Arabic-Indic digits, as an ar_EG mask shows them.
  static let arabic = "٠١٢٣٤٥٦٧٨٩"

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: MaskRule
    var completionKeys: [String]
    var depth: Int
    var extraKeys: [String] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "US phone", rule: try! MaskRule(format: "+1 ([000]) [000]-[0000]"),
      completionKeys: ["5"], depth: 10),
    Case(
      name: "Russian phone, skip over literals",
      rule: try! MaskRule(format: "+7 ([000]) [000]-[00]-[00]").deletingOverLiterals(.skip),
      completionKeys: ["7"], depth: 10),
    Case(
      name: "date with kept dots", rule: try! MaskRule(format: "[00]{.}[00]{.}[9900]"),
      completionKeys: ["1"], depth: 8),
    Case(
      name: "letters then digits", rule: try! MaskRule(format: "[AA]-[00000099]"),
      completionKeys: ["K", "4"], depth: 8),
    Case(
      name: "postcode, no autocomplete",
      rule: try! MaskRule(format: "[000] [00]").autocompleting(false),
      completionKeys: ["3"], depth: 5),
    Case(
      name: "endless code", rule: try! MaskRule(format: "[A][-----…]"),
      completionKeys: ["b"], depth: 2),
    Case(
      name: "autoskip, overwrite",
      rule: try! MaskRule(format: "[00]/[00]").autoskipping(true).overwriting(true),
      completionKeys: ["2"], depth: 4),
    Case(
      name: "two formats by affinity",
      rule: try! MaskRule(formats: ["[0000] [0000] [0000] [0000]", "[0000] [000000] [00000]"]),
      completionKeys: ["4"], depth: 16),
    Case(
      name: "custom notation",
      rule: try! MaskRule(
        format: "[DD]-[00]",
        notations: [MaskNotation(character: "D", characters: "ABCDEF", classes: [.digits])]),
      completionKeys: ["C", "0"], depth: 4),
    Case(
      name: "revert on commit",
      rule: try! MaskRule(format: "[00]:[00]").committingIncomplete(.revert),
      completionKeys: ["1"], depth: 4),
    // Showing the locale's digits (ar_EG): typed and pasted in either digits.
    Case(
      name: "US phone in Arabic-Indic digits",
      rule: try! MaskRule(format: "+1 ([000]) [000]-[0000]").showingDigits(arabic)!,
      completionKeys: ["5"], depth: 10, extraKeys: arabicKeys),
    Case(
      name: "date with kept dots in Arabic-Indic digits",
      rule: try! MaskRule(format: "[00]{.}[00]{.}[9900]").showingDigits(arabic)!,
      completionKeys: ["١"], depth: 8, extraKeys: arabicKeys),
    Case(
      name: "letters then digits in Arabic-Indic digits",
      rule: try! MaskRule(format: "[AA]-[00000099]").showingDigits(arabic)!,
      completionKeys: ["K", "4"], depth: 8, extraKeys: arabicKeys),
    Case(
      name: "optional digits and a literal after them in Arabic-Indic digits",
      rule: try! MaskRule(format: "[0999]-[A]").showingDigits(arabic)!.overwriting(true),
      completionKeys: ["3", "-", "Q"], depth: 6, extraKeys: arabicKeys),
    Case(
      name: "two formats in Arabic-Indic digits",
      rule: try! MaskRule(formats: ["[0000] [0000] [0000] [0000]", "[0000] [000000] [00000]"])
        .showingDigits(arabic)!,
      completionKeys: ["4"], depth: 16, extraKeys: arabicKeys),
    Case(
      name: "custom notation in Arabic-Indic digits",
      rule: try! MaskRule(
        format: "[DD]-[00]",
        notations: [MaskNotation(character: "D", characters: "ABCDEF", classes: [.digits])]
      ).showingDigits(arabic)!.autoskipping(true).committingIncomplete(.clear),
      completionKeys: ["C", "0"], depth: 4, extraKeys: arabicKeys),
  ]

  @Test(arguments: cases, [1, 2, 3] as [UInt64])
  func laws(_ c: Case, seed: UInt64) {
    var laws = Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
    if c.rule.onCommit == .keep { laws.remove(.commitLeavesValidOrEmpty) }
    let options = FieldLawOptions(
      steps: 400, alphabet: Self.alphabet + c.extraKeys, laws: laws,
      completionKeys: c.completionKeys,
      completionDepth: c.depth)
    let violations = FieldLaws.check(c.rule, seed: seed, options: options)
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }
}
