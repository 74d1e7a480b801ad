/// A reformatting rule's steps behind one class, so that the shared review is compiled once for
/// every rule: what `ReformattingRule.reviewReformatting` uses in Embedded Swift, where every
/// generic function is specialized for each type it meets. A class rather than an existential,
/// which Embedded Swift does not hold. Natively it serves the test that checks it decides as
/// the review specialized for the rule.
@usableFromInline
class ReformattingStepsBox: ReformattingSteps {
  @usableFromInline init() {}

  @usableFromInline
  func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
  @usableFromInline func rawReplacement(for edit: RawEdit) -> RawReplacement {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
  @usableFromInline func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
  @usableFromInline func judgement(ofRaw raw: String) -> (validity: Validity, reason: Reason?) {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
  @usableFromInline var literalDeletion: LiteralDeletion {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
  @usableFromInline var deletesTrailingLiteralsWithRawCharacter: Bool {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
  @usableFromInline var overwritesRawCharacters: Bool {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
  @usableFromInline var editsAtEnd: Bool { preconditionFailure("ReformattingStepsBox is abstract") }
  @usableFromInline func rawCharacters(of text: String) -> String {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
  @usableFromInline var keepsRawPositions: Bool {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
  @usableFromInline
  func completingInPlace(_ raw: String, typedAt position: Int, selectedUpTo end: Int)
    -> (raw: String, open: Range<Int>)?
  {
    preconditionFailure("ReformattingStepsBox is abstract")
  }
}

/// The steps of a rule of type `Rule`, forwarded to it.
@usableFromInline
final class RuleStepsBox<Rule: ReformattingRule>: ReformattingStepsBox {
  @usableFromInline let rule: Rule

  @inlinable init(_ rule: Rule) {
    self.rule = rule
    super.init()
  }

  @inlinable
  override func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    rule.forEachRawCharacter(in: text, body)
  }
  @inlinable override func rawReplacement(for edit: RawEdit) -> RawReplacement {
    rule.rawReplacement(for: edit)
  }
  @inlinable override func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    rule.layout(raw, context: context)
  }
  @inlinable
  override func judgement(ofRaw raw: String) -> (validity: Validity, reason: Reason?) {
    let judged = rule.judge(raw: raw)
    return (judged.validity, judged.reason)
  }
  @inlinable override var literalDeletion: LiteralDeletion { rule.literalDeletion }
  @inlinable override var deletesTrailingLiteralsWithRawCharacter: Bool {
    rule.deletesTrailingLiteralsWithRawCharacter
  }
  @inlinable override var overwritesRawCharacters: Bool { rule.overwritesRawCharacters }
  @inlinable override var editsAtEnd: Bool { rule.editsAtEnd }
  @inlinable override func rawCharacters(of text: String) -> String {
    rule.rawCharacters(of: text)
  }
  @inlinable override var keepsRawPositions: Bool { rule.keepsRawPositions }
  @inlinable
  override func completingInPlace(_ raw: String, typedAt position: Int, selectedUpTo end: Int)
    -> (raw: String, open: Range<Int>)?
  {
    rule.completingInPlace(raw, typedAt: position, selectedUpTo: end)
  }
}

/// The shared review through a box: not generic and not inlinable, so that it is compiled
/// once, in this module.
@usableFromInline
func reviewReformattingInBox(_ proposal: EditProposal, _ steps: ReformattingStepsBox)
  -> EditDecision
{
  steps.reviewReformatting(proposal)
}

extension ReformattingRule {
  /// The shared review through a `ReformattingStepsBox`, as the WebAssembly build runs it: for
  /// the test that checks it decides as the review specialized for the rule does.
  package func reviewReformattingThroughBox(_ proposal: EditProposal) -> EditDecision {
    reviewReformattingInBox(proposal, RuleStepsBox(self))
  }
}
