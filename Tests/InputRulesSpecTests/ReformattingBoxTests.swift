import InputRules
import InputRulesSpec
import InputRulesTestSupport
import Testing

/// The WebAssembly build runs the shared review of reformatting rules through a box
/// (`ReformattingStepsBox`, compiled once for every rule) where the native build specializes it
/// for each rule. Both run the same code; this checks, on seeded random edits of text the rules
/// themselves made, that they decide every edit alike.
@Suite struct ReformattingBoxTests {
  /// Between them, every value a rule gives the shared review: Backspace over a literal that
  /// deletes the slot or skips it, trailing literals deleted with the slot (`autoskip`, with
  /// `skip`), raw characters overwritten, edits at the end (the cash register), raw characters
  /// that keep their places and are completed in place (dates).
  static let specs: [String] = [
    #"{"kind":"mask","format":"+1 ([000]) [000]-[0000]"}"#,
    #"{"kind":"mask","format":"[00]{.}[00]{.}[0000]","autoskip":true,"backspaceOverLiteral":"skip"}"#,
    #"{"kind":"mask","format":"[000] [000]-[00]","overwrite":true}"#,
    #"{"kind":"money","currency":"USD","entry":"cashRegister","maxDigits":9,"locale":"en_US"}"#,
    #"{"kind":"date","format":"dd.MM.yyyy"}"#,
    #"{"kind":"date","format":"MM/dd/yyyy HH:mm"}"#,
    #"{"kind":"card"}"#,
    #"{"kind":"iban"}"#,
    #"{"kind":"oneTimeCode","length":6}"#,
    #"{"kind":"phone","region":"DE"}"#,
    #"{"kind":"phone","region":"US"}"#,
  ]

  static let alphabet: [String] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "4111", "555123", "24121999", "DE89",
    " ", ".", ",", "/", "-", "(", ")", "+", ":", "a", "Z", "٣", "５", "é", "👍🏽", "12.06.2024",
    "+49 151 2345", "1.234,56", "DE89370400440532013000", "GB82 WEST 1234 5698 7654 32", "482193",
    "4111111111111111", "+4915123456789", "5551234567",
  ]

  @Test(arguments: specs)
  func theBoxDecidesAsTheSpecializedReview(_ json: String) throws {
    let rule = try RuleSpec(json: json).makeRule(in: RuleContext(localeIdentifier: "en_US"))
    let reformatting = try #require(rule as? any ReformattingRule, "\(json) is not reformatting")
    var random = SplitMix64(seed: 0x5EED_0BAD ^ UInt64(json.utf8.count))
    var text = ""
    // What the edits met, so that a run that never left the empty field cannot pass.
    var editsOfLongText = 0
    var accepted = 0
    var reformatted = 0
    var refused = 0
    for _ in 0..<3000 {
      let proposal = Self.proposal(in: text, random: &random)
      let specialized = reformatting.reviewReformatting(proposal)
      let boxed = reformatting.reviewReformattingThroughBox(proposal)
      #expect(
        specialized == boxed,
        "\(json): \(proposal.kind) of \"\(proposal.replacement)\" at \(proposal.utf16Range) in \"\(text)\""
      )
      if specialized != boxed { return }
      if text.utf16.count >= 6 { editsOfLongText += 1 }
      // The next edit starts from the text the decision leaves (an empty field now and then).
      switch specialized {
      case .accept:
        accepted += 1
        text.replaceSubrange(proposal.range, with: proposal.replacement)
      case .substitute(let replacement, _):
        accepted += 1
        text.replaceSubrange(proposal.range, with: replacement)
      case .reformat(let shown, _, _):
        reformatted += 1
        text = shown
      case .reject:
        refused += 1
      }
      if random.next() % 40 == 0 { text = "" }
    }
    #expect(editsOfLongText > 150, "\(json): \(editsOfLongText) edits of a text of 6 or more")
    #expect(accepted + reformatted > 300 && reformatted > 0 && refused > 0, "\(json)")
  }

  /// A key, a paste or a deletion at cluster boundaries of `text`.
  static func proposal(in text: String, random: inout SplitMix64) -> EditProposal {
    var boundaries = [text.startIndex]
    var index = text.startIndex
    while index < text.endIndex {
      index = text.index(after: index)
      boundaries.append(index)
    }
    let a = Int(random.next() % UInt64(boundaries.count))
    let width = random.next() % 3 == 0 ? Int(random.next() % 4) : 0
    let b = min(boundaries.count - 1, a + width)
    let range = boundaries[a]..<boundaries[b]
    let utf16Range =
      text.utf16.distance(
        from: text.startIndex, to: range.lowerBound)..<text.utf16.distance(
        from: text.startIndex, to: range.upperBound)
    let kinds: [EditKind] = [.typing, .typing, .typing, .paste, .deleteBackward, .deleteForward]
    let kind = kinds[Int(random.next() % UInt64(kinds.count))]
    let deletes = kind == .deleteBackward || kind == .deleteForward
    var deleted = range
    var deletedUTF16 = utf16Range
    if deletes && range.isEmpty && !text.isEmpty {
      // A deletion of one cluster beside the caret.
      let at = kind == .deleteBackward ? max(a - 1, 0) : min(a, boundaries.count - 2)
      deleted = boundaries[at]..<boundaries[at + 1]
      deletedUTF16 =
        text.utf16.distance(
          from: text.startIndex, to: deleted.lowerBound)..<text.utf16.distance(
          from: text.startIndex, to: deleted.upperBound)
    }
    let replacement =
      deletes ? "" : alphabet[Int(random.next() % UInt64(alphabet.count))]
    let typed = kind == .typing ? String(replacement.prefix(1)) : replacement
    return EditProposal(
      text: text, range: deletes ? deleted : range, utf16Range: deletes ? deletedUTF16 : utf16Range,
      replacement: typed, kind: kind)
  }
}
