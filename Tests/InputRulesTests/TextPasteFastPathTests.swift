import InputRulesTestSupport
import Testing

@testable import InputRules

/// `TextRule.reviewPaste`, the text rule's fast path for a paste or a composition whose letters
/// keep their case, decides exactly as `reviewMultiCharacter`, the cluster-by-cluster review it
/// stands in for: on seeded random rules and edits whose pieces join in every way (combining
/// accents, regional indicators, emoji modifiers, CR LF, Hangul jamo, Indic conjuncts). Rules
/// that convert letters' case always take `reviewMultiCharacter`, so both must agree.
@Suite("Text paste fast path")
struct TextPasteFastPathTests {
  static let pieces: [String] = [
    "a", "b", "Z", "x", "1", "9", " ", "-", "é", "e\u{301}", "\u{301}", "\u{1F1E9}", "\u{1F1EA}",
    "👍", "🏽", "\u{200D}", "👨", "字", "\u{1100}", "\u{1161}", "\r", "\n", "\r\n", "\t", "ß",
    "가", "\u{11A8}", "\u{0600}", "\u{0903}", "❤", "\u{FE0F}", "か", "\u{3099}", "क", "\u{094D}",
    "ष", "\u{05D0}", "\u{05B8}",
  ]

  /// A text of up to `most` pieces.
  static func text(_ random: inout SplitMix64, most: Int) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...most, using: &random) {
      text += pieces.randomElement(using: &random)!
    }
    return text
  }

  /// A text rule with letters kept in their case, built from random choices.
  static func rule(_ random: inout SplitMix64) -> TextRule {
    let classes: [CharacterClasses] = [.letters, .digits, .alphanumerics, .whitespace, .ascii]
    var rule = TextRule()
    if Bool.random(using: &random) {
      rule = TextRule.allowing(classes.randomElement(using: &random)!)
      if Bool.random(using: &random) { rule = rule.allowing("-\u{301}") }
    }
    if Int.random(in: 0..<3, using: &random) == 0 { rule = rule.excluding("xé") }
    if Int.random(in: 0..<5, using: &random) == 0 {
      rule = rule.excluding(where: { $0.unicodeScalars.count > 2 })
    }
    if Int.random(in: 0..<6, using: &random) == 0 {
      rule = rule.allowing(where: { !$0.isNumber })
    }
    if Int.random(in: 0..<4, using: &random) == 0 { rule = rule.excluding(.digits) }
    if Bool.random(using: &random) {
      let unit = LengthUnit.allCases.randomElement(using: &random)!
      rule = rule.maximumLength(Int.random(in: 1...12, using: &random), in: unit)
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      rule = rule.maximumLength(Int.random(in: 2...10, using: &random), in: .utf16)
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      rule = rule.transformingInput { String($0.filter { $0 != "b" }) }
    }
    return rule.onPaste(Bool.random(using: &random) ? .filter : .reject)
      .onOverflow(Bool.random(using: &random) ? .truncate : .reject)
      .multiline(Bool.random(using: &random))
  }

  @Test("decides as reviewMultiCharacter", arguments: [1, 2, 3, 4] as [UInt64])
  func decidesAsTheGeneralReview(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var compared = 0
    var outcomes: Set<String> = []
    for _ in 0..<2_500 {
      let rule = Self.rule(&random)
      let text = Self.text(&random, most: 8)
      // A range on cluster boundaries, as the engine hands rules.
      let starts = Array(text.indices) + [text.endIndex]
      let a = starts.randomElement(using: &random)!
      let b = starts.randomElement(using: &random)!
      let range = min(a, b)..<max(a, b)
      let lower = text.utf16.distance(from: text.startIndex, to: range.lowerBound)
      let upper = text.utf16.distance(from: text.startIndex, to: range.upperBound)
      let utf16Range = lower..<upper
      let replacement = Self.text(&random, most: 10)
      let kind: EditKind = [.paste, .composition, .unspecified].randomElement(using: &random)!
      let proposal = EditProposal(
        text: text, range: range, utf16Range: utf16Range, replacement: replacement, kind: kind)
      // What `reviewInGeneral` hands both: an insertion (a single cluster typed is a key, which
      // neither reviews), after the rule's transforms.
      guard !replacement.isEmpty, !proposal.isKeystroke else { continue }
      var insert = replacement
      for transform in rule.transforms { insert = transform(insert) }
      let fast = rule.reviewPaste(insert, proposal)
      let general = rule.reviewMultiCharacter(insert, proposal)
      #expect(
        fast == general,
        "text \(text.debugDescription), range \(utf16Range), insert \(insert.debugDescription)")
      compared += 1
      switch general {
      case .accept: outcomes.insert("accept")
      case .reject: outcomes.insert("reject")
      default: outcomes.insert("substitute")
      }
    }
    // The edits met every outcome, in numbers.
    #expect(compared > 1_500)
    #expect(outcomes == ["accept", "reject", "substitute"])
  }
}
