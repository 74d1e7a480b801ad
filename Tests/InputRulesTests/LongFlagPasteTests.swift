import Testing

@testable import InputRules

/// Long runs of regional indicators (flags) pasted into a text rule that converts letters' case,
/// next to flags or a lone regional indicator already in the text, and edits beside a long run
/// of them: decided as a rule that keeps letters' case decides the same edit with its letters
/// already in case (regional indicators have no case), and in time linear in the run.
///
/// Each case pastes or edits beside 250,000 flags (500,000 regional indicators). Finding a
/// cluster's start by reading back over the whole run once per flag took about n² steps (5,000
/// flags, 369 ms in WebAssembly): here 4 to 40 minutes a case in a debug build (by the n²
/// growth measured from 1,000 to 4,000 flags), far over the time limit of one minute; linear,
/// a case takes about a second. The cases run one at a time, so that the time limit's clock
/// keeps a thread while a case runs (on two cores). Speed itself is measured in the benchmarks
/// (`Paste 5,000 flags · upper case`), not here.
@Suite("Long flag pastes", .serialized)
struct LongFlagPasteTests {
  static let flags = 250_000

  enum Case: String, CaseIterable, Sendable {
    case flags = "flags"
    case flagsThenLetter = "flags, then a letter to convert"
    case oddRun = "flags and a lone regional indicator"
    case afterLoneIndicator = "flags after a lone regional indicator"
    case beforeIndicator = "flags and a lone indicator before a regional indicator"
    case everyFlagDropped = "flags whose last indicator joins the text after into a refused flag"
    case beforeLongRun = "letters and a regional indicator before a long run"
    case typedBeforeLongRun = "a regional indicator typed before a long run"
    case deletedBeforeLongRun = "a deletion joining a long run"
  }

  /// An edit of `text` (before, removed, after) replacing `removed` by `inserted`.
  static func proposal(
    _ before: String, _ removed: String, _ after: String, _ inserted: String,
    kind: EditKind = .paste
  ) -> EditProposal {
    let text = before + removed + after
    let lower = text.utf8.index(text.startIndex, offsetBy: before.utf8.count)
    let upper = text.utf8.index(lower, offsetBy: removed.utf8.count)
    let offset = before.utf16.count
    return EditProposal(
      text: text, range: lower..<upper, utf16Range: offset..<(offset + removed.utf16.count),
      replacement: inserted, kind: kind)
  }

  @Test(.timeLimit(.minutes(1)), arguments: Case.allCases)
  func decidesInLinearTime(_ edit: Case) {
    let de = String(repeating: "🇩🇪", count: Self.flags)
    let ab = String(repeating: "🇦🇧", count: Self.flags)
    let upper = TextRule().converting(to: .upper)
    let same = TextRule()
    let converted = Reason(.caseConverted, Reason.Facts("text.convertedToUpperCase"))
    // What the rule decides, what the rule keeping letters' case decides (for the same edit, or
    // its letters in case), and what both should.
    let decision: EditDecision
    let reference: EditDecision
    var expected: EditDecision = .accept
    var expectedReference: EditDecision?
    switch edit {
    case .flags:
      let proposal = Self.proposal("", "", "", de)
      (decision, reference) = (upper.review(proposal), same.review(proposal))
    case .flagsThenLetter:
      decision = upper.review(Self.proposal("", "", "", de + "a"))
      reference = same.review(Self.proposal("", "", "", de + "A"))
      (expected, expectedReference) = (.substitute(de + "A", reason: converted), .accept)
    case .oddRun:
      let proposal = Self.proposal("", "", "", de + "🇫")
      (decision, reference) = (upper.review(proposal), same.review(proposal))
    case .afterLoneIndicator:
      // "🇫🇩", "🇪🇩", ..., "🇪": every pasted flag pairs across two of its clusters.
      let proposal = Self.proposal("🇫", "", "", de)
      (decision, reference) = (upper.review(proposal), same.review(proposal))
    case .beforeIndicator:
      // The lone "🇧" would make "🇧🇦", refused, with the text after: it is dropped.
      let proposal = Self.proposal("", "", "🇦", de + "🇧")
      decision = upper.excluding("🇧🇦").review(proposal)
      reference = same.excluding("🇧🇦").review(proposal)
      expected = .substitute(de, reason: Reason(.filtered, Reason.Facts("text.dropped")))
    case .everyFlagDropped:
      // "🇺" then the pasted "🇸🇺" pair as "🇺🇸", ..., "🇺"; the last "🇺" makes the refused "🇺🇦"
      // with the text after, and so does the one before it once it is dropped, and so on.
      let proposal = Self.proposal(
        "🇺", "x", "🇦", String(repeating: "🇸🇺", count: Self.flags))
      decision = upper.excluding("🇺🇦").review(proposal)
      reference = same.excluding("🇺🇦").review(proposal)
      expected = .reject(
        Reason(.disallowedCharacter, Reason.Facts("text.notAccepted", character: "🇺🇦")))
    case .beforeLongRun:
      // "🇧" pairs with the first indicator after it, and the whole run pairs anew.
      decision = upper.review(Self.proposal("🇦", "x", ab, "ab🇧"))
      reference = same.review(Self.proposal("🇦", "x", ab, "AB🇧"))
      (expected, expectedReference) = (.substitute("AB🇧", reason: converted), .accept)
    case .typedBeforeLongRun:
      let proposal = Self.proposal("🇦", "x", ab, "🇧", kind: .typing)
      (decision, reference) = (upper.review(proposal), same.review(proposal))
    case .deletedBeforeLongRun:
      // "🇦" and the run make "🇦🇦" (refused), "🇧🇦", ...: the run's first "🇦" goes too.
      let proposal = Self.proposal("🇦", "x", ab, "")
      decision = upper.excluding("🇦🇦").review(proposal)
      reference = same.excluding("🇦🇦").review(proposal)
      expected = .reformat(
        text: ab, selection: 2..<2,
        reason: Reason(.filtered, Reason.Facts("text.joinedRemoved")))
    }
    // Compared whole, described short: the texts are a million bytes long.
    let decided = decision == expected
    #expect(decided, "\(Self.describe(decision)) instead of \(Self.describe(expected))")
    let referenced = reference == (expectedReference ?? expected)
    #expect(referenced, "reference \(Self.describe(reference))")
  }

  /// A decision with its texts described by their length and ends.
  static func describe(_ decision: EditDecision) -> String {
    func text(_ text: String) -> String {
      text.count <= 8
        ? text.debugDescription
        : "\(text.count) characters “\(text.prefix(3))…\(text.suffix(3))”"
    }
    switch decision {
    case .accept: return "accept"
    case .reject(let reason): return "reject(\(reason))"
    case .substitute(let kept, let reason):
      return "substitute(\(text(kept)), \(reason.map { "\($0)" } ?? "nil"))"
    case .reformat(let result, let selection, let reason):
      return "reformat(\(text(result)), \(selection), \(reason.map { "\($0)" } ?? "nil"))"
    }
  }
}
