import InputRules

/// A law that fields and rules keep. `FieldLaws` checks them after every random action,
/// `LawCheckedField` after every action it is given.
///
/// Laws marked "text rules" hold for `TextRule` (and rules like it: rules that take text
/// character by character); the others hold for every rule.
public enum FieldLaw: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The selection is inside the text and both of its ends are on grapheme-cluster boundaries.
  case selectionInsideText
  /// The change the field reports for an action (`InputField.takeChange()`), made to the text
  /// before it, gives the text after it exactly; no change is reported when the text stayed.
  case changeIsExact
  /// While composing, the marked range is not empty, inside the text and on cluster boundaries.
  case markedRangeInsideText
  /// The result an action returns carries the field's new state.
  case resultIsFieldState
  /// The field's validity and value are what the rule's `evaluate` says of its text: the value
  /// of valid text, none for empty text. While an input method composes, they stay what they
  /// were when the composition began (marked text is judged only when committed).
  case validityMatchesRule
  /// A rejected action changes nothing: state, validity and value stay exactly as they were. An
  /// action that ends a composition first commits it, so a rejected one leaves the field as
  /// committing the composition alone would.
  case rejectedActionChangesNothing
  /// Deleting (Backspace, Delete, a replacement with nothing) is never refused.
  case deletionIsAccepted
  /// Marked text is never judged: composing is accepted and the field shows the marked text
  /// exactly in place of what it replaced.
  case compositionIsNotJudged
  /// A composition the rule refuses when it is committed returns the field to its state before
  /// composing began (text and selection).
  case refusedCompositionRestoresField
  /// An accepted edit that inserts text never makes acceptable text (empty, incomplete or valid)
  /// invalid. (Deletions may: "1" left of "18" in an age field of 18...30.)
  case insertionKeepsTextAcceptable
  /// Text rules: text that is not being composed always satisfies the rule (never invalid),
  /// whatever was typed, pasted, replaced, deleted or composed.
  case textAlwaysSatisfiesRule
  /// Text rules: an accepted insertion leaves the text before and after the replaced range (the
  /// range clamped and widened to whole clusters) as it was, and puts the caret right after
  /// what the edit put in (at the end of the cluster it joins, if it joins one).
  case editStaysInItsRange
  /// Text rules: pasting a string over the selection gives the same text (and caret) as typing
  /// its grapheme clusters one at a time over the same selection (refused keys are skipped, and typing stops
  /// at the first key refused for length). A refused paste is one where typing refuses some key;
  /// with the default policies (filter, truncate) a paste is refused only when typing it changes
  /// nothing. Checked when no typed key joins (or, refused, would join) the text after the
  /// selection, such as a lone combining mark, regional indicator, jamo or ZWJ: typing would
  /// then move the caret past part of that text, and the next keys would land elsewhere.
  case pasteMatchesTyping
  /// After `commit()`, nothing is being composed, the caret is at the end (where the rule lets it
  /// rest: before a trailing currency symbol, for example), and the text is empty or valid (text
  /// rules keep the text; other rules normalize, revert or complete it).
  case commitLeavesValidOrEmpty
  /// After every action that leaves nothing composed (an accepted or refused edit, a
  /// selection, a value set, the end of editing), the selection is one the rule lets rest
  /// there: `restingSelection` keeps it as it is.
  case selectionRests
  /// `evaluate(displayText(for: v)).value == v` for every value `v` the field reached.
  case displayRoundTrip
  /// `value(fromCanonical: canonicalString(for: v)) == v` for every value `v` the field reached,
  /// and `refusal(ofCanonical:)` finds nothing wrong with that string.
  case canonicalRoundTrip
  /// Setting a value the rule produced is accepted; the field then shows `displayText(for: v)`
  /// and holds `v`.
  case setValueShowsValue
  /// No accepted edit leads to a dead end: an accepted insertion (outside a composition, from
  /// text that was not invalid) that leaves text neither valid nor empty can still become valid
  /// by typing at its end. Found by pressing at most `FieldLawOptions.completionDepth` of
  /// `FieldLawOptions.completionKeys` through the field with the caret at the end (refused keys
  /// do nothing, as for a user), never by asking the rule whether the text is incomplete.
  /// Checked only when completion keys are given (and for texts up to
  /// `FieldLawOptions.completionTextLimit`, when set).
  case noDeadEnd
  /// Every value the field holds (the value of valid text, and the last valid value kept while
  /// the text is incomplete or invalid) meets the test's own description of the values the
  /// rule allows (a range, digit limits, a list of options), written apart from the rule.
  /// Checked only when `FieldLaws.check` is given such a description.
  case valueMeetsSpecification
  /// The rule's speed-ups decide as its general path does: when `acceptsTypedASCII` takes a
  /// key press, `review` accepts the same edit as proposed; when
  /// `evaluation(afterInsertionMaking:previous:)` answers after an accepted insertion, it
  /// answers `evaluate(text)`; and the field's typing shortcut (`type` of one key) leaves the
  /// same result, state, validity and value as `apply` of the same key press on a copy.
  case fastPathsAgree
  /// Reformatting rules: selecting any range of valid text and typing back exactly what it
  /// holds, one grapheme cluster at a time, returns the field to the same text and value. Editing
  /// in the middle never refuses the user what was there.
  case retypeRestores
  /// Reformatting rules: the text of a valid field, pasted into an empty field, gives the same
  /// text and value; its value, set with `setValue` on an empty field, gives the same value
  /// (the text may take the rule's full form, such as `€1.00` for `€1`).
  case showsWhatItTakes

  public var description: String { rawValue }

  /// The laws that hold for rules that lay raw characters out (`ReformattingRule`: cards, IBANs,
  /// codes, dates, masks); number rules normalize what is retyped, so they are left out of the
  /// defaults.
  public static let reformattingLaws: Set<FieldLaw> = [.retypeRestores, .showsWhatItTakes]

  /// The laws that hold for text rules only.
  public static let textRuleLaws: Set<FieldLaw> = [
    .textAlwaysSatisfiesRule, .editStaysInItsRange, .pasteMatchesTyping,
  ]
}

/// A broken law: which, where in which random run, and what was seen.
public struct LawViolation: Hashable, Sendable, CustomStringConvertible {
  /// The law that did not hold.
  public var law: FieldLaw
  /// The seed of the random run (replay it with `FieldLaws.script(for:seed:steps:options:)`).
  public var seed: UInt64
  /// The 0-based step of the run at which the law broke.
  public var step: Int
  /// The action of that step.
  public var action: FieldAction?
  /// The field before the action.
  public var before: FieldState
  /// The field after the action.
  public var after: FieldState
  /// What exactly was wrong.
  public var detail: String

  public init(
    law: FieldLaw, seed: UInt64, step: Int, action: FieldAction?, before: FieldState,
    after: FieldState, detail: String
  ) {
    self.law = law
    self.seed = seed
    self.step = step
    self.action = action
    self.before = before
    self.after = after
    self.detail = detail
  }

  public var description: String {
    "\(law) (seed \(seed), step \(step)\(action.map { ", \($0)" } ?? "")): \(detail)\n"
      + "  before: \(Self.describe(before))\n  after:  \(Self.describe(after))"
  }

  /// A field state in one line: quoted text, selection and marked range in UTF-16 offsets.
  public static func describe(_ state: FieldState) -> String {
    var result =
      "\(FieldAction.quoted(state.text)) selection [\(state.selection.lowerBound), "
      + "\(state.selection.upperBound)]"
    if let marked = state.marked {
      result += " marked [\(marked.lowerBound), \(marked.upperBound)]"
    }
    return result
  }
}
