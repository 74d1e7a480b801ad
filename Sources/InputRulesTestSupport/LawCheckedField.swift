import InputRules

/// A field whose every action is checked against the laws: the single-step entry point of the
/// law checkers.
///
/// `FieldLaws.check` drives one of these with random actions; a hand-written script, the replay
/// of a failure or an app's own fuzzer drives it with its own:
///
///     var checked = LawCheckedField(rule: myRule, options: FieldLawOptions(laws: myLaws))
///     for action in actions {
///       let violations = checked.perform(action)
///       precondition(violations.isEmpty, "\(violations[0])")
///     }
///
/// It remembers what the laws need between steps (the field when a composition began, the
/// values reached, texts already known to be completable), so perform the actions of one run on
/// one `LawCheckedField`, in order. Of `options` it reads the laws, `pasteKeepsWhatFits`,
/// `completionKeys` and `completionDepth`; the others belong to random runs.
public struct LawCheckedField<R: InputRule> {
  /// The rule under test.
  public let rule: R
  /// Which laws are checked, and how.
  public var options: FieldLawOptions
  /// The seed reported in violations (`FieldLaws.check` passes the run's seed; any number that
  /// tells runs apart otherwise).
  public let seed: UInt64
  /// The field, as the last action left it.
  public private(set) var field: InputField<R>
  /// The number of actions performed so far (the step reported by the next violation).
  public private(set) var step = 0
  /// Canonical strings of the values the field reached, oldest first (at most 64), for
  /// `setValue` actions and the value laws.
  public private(set) var valuesSeen: [String] = []

  /// Values the field reached, for the round-trip laws.
  private var seen: [R.Value] = []
  /// The field when the current composition began.
  private var beforeComposition: InputField<R>?
  /// The test's own description of allowed values (`valueMeetsSpecification`).
  private let valueProblem: ((R.Value) -> String?)?
  /// Texts `noDeadEnd` already found a completion for.
  private var completable: Set<String> = []
  /// The last completions `noDeadEnd` found, newest first: typing one more digit rarely
  /// changes what completes a number, so they are pressed before the search.
  private var recentCompletions: [[String]] = []

  /// An empty field under `rule`.
  ///
  /// `valueProblem`, when given, is the test's own description of the values the rule allows
  /// (see `FieldLaws.check(_:seed:options:valueProblem:)`).
  public init(
    rule: R, options: FieldLawOptions = FieldLawOptions(), seed: UInt64 = 0,
    valueProblem: ((R.Value) -> String?)? = nil
  ) {
    self.init(InputField(rule: rule), options: options, seed: seed, valueProblem: valueProblem)
  }

  /// A field as it is (a value already set, text already typed). When it is composing, the laws
  /// take it as the state the composition began from.
  public init(
    _ field: InputField<R>, options: FieldLawOptions = FieldLawOptions(), seed: UInt64 = 0,
    valueProblem: ((R.Value) -> String?)? = nil
  ) {
    self.rule = field.rule
    self.options = options
    self.seed = seed
    // Changes made before the checks begin are not any action's.
    var field = field
    _ = field.takeChange()
    self.field = field
    self.valueProblem = valueProblem
  }

  private func checks(_ law: FieldLaw) -> Bool { options.laws.contains(law) }

  /// Performs `action` on the field and returns the laws it broke (empty when none), each
  /// with this step's number, the action and the field before and after.
  public mutating func perform(_ action: FieldAction) -> [LawViolation] {
    let step = self.step
    self.step += 1
    let before = field
    var problems: [(FieldLaw, String)] = []
    func report(_ law: FieldLaw, _ detail: String?) {
      if let detail, options.laws.contains(law) { problems.append((law, detail)) }
    }

    // What committing the composition alone would give, for actions that end one.
    var committedAlone: (field: InputField<R>, result: EditResult)?
    if before.state.isComposing, action.endsComposition {
      var copy = before
      let result = copy.unmarkText()
      committedAlone = (copy, result)
      if result.outcome == .rejected, let start = beforeComposition {
        report(
          .refusedCompositionRestoresField,
          FieldLaws.refusedCompositionProblem(start: start.state, after: copy.state))
      }
    }
    let typedInstead = checks(.pasteMatchesTyping) ? typedVersion(of: action, on: before) : nil
    if checks(.fastPathsAgree) {
      report(.fastPathsAgree, typedASCIIProblem(of: action, on: before))
    }

    let result = field.perform(action)
    let change = field.takeChange()
    let after = field
    if checks(.changeIsExact) {
      let made = change?.applied(to: before.text) ?? before.text
      if !made.utf8.elementsEqual(after.text.utf8) {
        report(
          .changeIsExact,
          "the change \(change.map { "\($0.range) \(FieldAction.quoted($0.replacement))" } ?? "none") "
            + "makes \(FieldAction.quoted(made)) of the text before, not the text after")
      }
    }

    // Engine laws, after every action.
    report(.selectionInsideText, FieldLaws.selectionProblem(in: after.state))
    report(.markedRangeInsideText, FieldLaws.markedRangeProblem(in: after.state))
    report(.resultIsFieldState, FieldLaws.resultProblem(result, after: after.state))
    if after.state.isComposing {
      // Marked text is not judged: the field keeps the judgement from before composing.
      let start = before.state.isComposing ? beforeComposition ?? before : before
      if after.validity != start.validity || after.value != start.value {
        report(
          .validityMatchesRule,
          "while composing, the field says \(after.validity), not \(start.validity) as when the "
            + "composition began, or its value changed")
      }
    } else {
      report(.validityMatchesRule, validityProblem(after))
    }

    // Rejections.
    let singleAction: Bool = {
      if case .type(let keys) = action { return keys.count <= 1 }
      return true
    }()
    if result.outcome == .rejected && singleAction {
      if let committedAlone {
        if action == .commit || action.movesSelection {
          if !after.text.utf8.elementsEqual(committedAlone.field.text.utf8) {
            report(
              .rejectedActionChangesNothing,
              "rejected, but the text is not what committing the composition gives")
          }
        } else if after.state != committedAlone.field.state {
          report(
            .rejectedActionChangesNothing,
            "rejected, but the field is not what committing the composition alone gives: "
              + LawViolation.describe(committedAlone.field.state))
        }
      } else if case .unmark = action, let start = beforeComposition {
        report(
          .refusedCompositionRestoresField,
          FieldLaws.refusedCompositionProblem(start: start.state, after: after.state))
      } else {
        report(
          .rejectedActionChangesNothing,
          FieldLaws.rejectionProblem(before: before.state, result: result, after: after.state))
        if after.validity != before.validity || after.value != before.value {
          report(.rejectedActionChangesNothing, "rejected, but the validity or value changed")
        }
      }
    }

    // Deleting.
    if action.isDeletion && !before.state.isComposing && result.outcome == .rejected {
      report(.deletionIsAccepted, "a deletion was refused: \(describe(result.reason))")
    }

    // Compositions.
    switch action {
    case .mark(let marked):
      report(
        .compositionIsNotJudged,
        FieldLaws.compositionProblem(
          marked: marked, before: before.state, result: result, after: after.state))
    case .backspace, .deleteForward:
      // Deleting inside a composition is not judged; deleting its last character cancels it,
      // and the text without it is judged like a deletion (never refused).
      if before.state.isComposing
        && (result.outcome == .rejected
          || (after.state.isComposing && result.outcome != .accepted))
      {
        report(.compositionIsNotJudged, "editing the composition was judged: \(result.outcome)")
      }
    default: break
    }

    // Acceptable text.
    let inserts = !action.isDeletion && action.editsText
    if inserts && result.isAccepted && !after.state.isComposing && after.validity == .invalid {
      let baseline = before.state.isComposing ? beforeComposition ?? before : before
      if baseline.validity != .invalid {
        report(
          .insertionKeepsTextAcceptable,
          "an accepted insertion made \(baseline.validity) text invalid: "
            + describe(after.invalidReason))
      }
    }
    if !after.state.isComposing && after.validity == .invalid {
      report(.textAlwaysSatisfiesRule, "the text is invalid: \(describe(after.invalidReason))")
    }
    if checks(.noDeadEnd), !options.completionKeys.isEmpty, inserts, result.isAccepted,
      !after.state.isComposing, after.validity != .valid, after.validity != .empty,
      !after.text.utf8.elementsEqual(before.text.utf8),
      (before.state.isComposing ? beforeComposition ?? before : before).validity != .invalid,
      options.completionTextLimit.map({ after.text.utf16.count <= $0 }) ?? true,
      !completable.contains(after.text)
    {
      if let keys = FieldLaws.completion(
        of: after, keys: options.completionKeys, depth: options.completionDepth,
        tryingFirst: recentCompletions)
      {
        completable.insert(after.text)
        if !keys.isEmpty && !recentCompletions.contains(keys) {
          recentCompletions.insert(keys, at: 0)
          if recentCompletions.count > 4 { recentCompletions.removeLast() }
        }
      } else {
        report(
          .noDeadEnd,
          "an accepted insertion left \(after.validity) text that no \(options.completionDepth) "
            + "keys typed at its end make valid")
      }
    }

    // Text-rule edits stay in their range.
    if checks(.editStaysInItsRange), !before.state.isComposing, result.isAccepted, singleAction,
      inserts, let range = replacedRange(of: action, in: before.state)
    {
      report(
        .editStaysInItsRange,
        FieldLaws.rangeProblem(before: before.text, range: range, after: after.state))
    }

    // Paste and typing.
    if let typedInstead {
      report(.pasteMatchesTyping, pasteProblem(result, after, typed: typedInstead, before: before))
    }

    // Commit.
    if case .commit = action {
      let count = after.text.utf16.count
      let end = FieldEngine.restingSelection(count..<count, in: after.text, under: rule)
      if after.state.isComposing || after.state.selection != end
        || !(after.validity == .valid || after.validity == .empty)
      {
        report(
          .commitLeavesValidOrEmpty,
          "after commit: \(after.validity), caret [\(after.state.selection.lowerBound), "
            + "\(after.state.selection.upperBound)]\(after.state.isComposing ? ", composing" : "")")
      }
    }

    // Where the selection rests: after every action that leaves nothing composed.
    if !after.state.isComposing {
      report(.selectionRests, FieldLaws.restingProblem(in: after.state, under: rule))
    }

    // Fast paths against the general ones.
    if checks(.fastPathsAgree) {
      if inserts, singleAction, !before.state.isComposing, result.isAccepted,
        !after.state.isComposing
      {
        report(
          .fastPathsAgree,
          FieldLaws.quickEvaluationProblem(rule, text: after.text, previous: before.validity))
      }
      if action.isDeletion, action.editsText, singleAction, !before.state.isComposing,
        result.outcome == .accepted, !after.state.isComposing
      {
        report(
          .fastPathsAgree,
          FieldLaws.quickDeletionEvaluationProblem(
            rule, text: after.text, previous: before.validity))
      }
      if case .type(let keys) = action, keys.count == 1 {
        report(.fastPathsAgree, typingShortcutProblem(keys, before: before, result: result))
      }
    }

    // Values.
    if case .setValue(let canonical) = action, valuesSeen.contains(canonical),
      let value = rule.value(fromCanonical: canonical)
    {
      report(
        .setValueShowsValue, FieldLaws.setValueProblem(rule, value, result: result, field: after))
    }
    if after.validity == .valid, let value = after.value, seen.count < 64,
      !seen.contains(value)
    {
      seen.append(value)
      valuesSeen.append(rule.canonicalString(for: value))
      for (law, detail) in FieldLaws.valueProblems(rule, value) { report(law, detail) }
    }

    // What a valid field shows, retyped, pasted and set again.
    if !after.state.isComposing && after.validity == .valid {
      if checks(.retypeRestores) {
        report(.retypeRestores, FieldLaws.retypeProblem(after, seed: seed &+ UInt64(step)))
      }
      if checks(.showsWhatItTakes) {
        report(.showsWhatItTakes, FieldLaws.showsWhatItTakesProblem(after))
      }
    }

    if let valueProblem, let value = after.value, let detail = valueProblem(value) {
      report(.valueMeetsSpecification, "the field holds \(value): \(detail)")
    }

    // Composition bookkeeping.
    if after.state.isComposing {
      if !before.state.isComposing { beforeComposition = before }
    } else {
      beforeComposition = nil
    }

    return problems.map { law, detail in
      LawViolation(
        law: law, seed: seed, step: step, action: action, before: before.state,
        after: after.state, detail: detail)
    }
  }

  private func describe(_ reason: Reason?) -> String {
    reason.map { "\($0)" } ?? "no reason"
  }

  private func validityProblem(_ field: InputField<R>) -> String? {
    let evaluation = rule.evaluate(field.text)
    if (evaluation.value != nil) != (evaluation.validity == .valid) {
      return "evaluate gave \(evaluation.validity) with"
        + (evaluation.value == nil ? "out a value" : " a value")
    }
    if field.validity != evaluation.validity {
      return "the field says \(field.validity), evaluate says \(evaluation.validity)"
    }
    if evaluation.validity == .valid && field.value != evaluation.value {
      return "the field's value is not the value of its valid text"
    }
    if evaluation.validity == .empty && field.value != nil {
      return "the field is empty but holds a value"
    }
    return nil
  }

  /// `fastPathsAgree` before a key press of one ASCII character (typed, or a raw one-character
  /// edit) into all-ASCII text: what the rule's `acceptsTypedASCII` claims, checked against
  /// `review`.
  private func typedASCIIProblem(of action: FieldAction, on field: InputField<R>) -> String? {
    guard !field.state.isComposing else { return nil }
    let key: String
    let location: Int
    let length: Int
    switch action {
    case .type(let keys):
      key = keys
      location = field.state.selection.lowerBound
      length = field.state.selection.count
    case .replace(let at, let count, let replacement):
      key = replacement
      location = at
      length = count
    default:
      return nil
    }
    return FieldLaws.typedASCIIProblem(
      rule, key: key, location: location, length: length, in: field.text)
  }

  /// `fastPathsAgree` after `type(key)` of one cluster: the field's typing shortcut gave what
  /// `apply` of the same key press gives on a copy of the field.
  private func typingShortcutProblem(
    _ key: String, before: InputField<R>, result: EditResult
  ) -> String? {
    var general = before
    let expected = general.apply(
      Edit(replacing: before.state.selection, with: key, kind: .typing))
    if expected.state != result.state || expected.outcome != result.outcome {
      return "type(\(FieldAction.quoted(key))) gave \(result.outcome) "
        + "\(LawViolation.describe(result.state)); apply of the key press gives "
        + "\(expected.outcome) \(LawViolation.describe(expected.state))"
    }
    // `type` judges a key the rule took through `acceptsTypedASCII` with
    // `evaluation(afterTypedASCIIAt:making:previous:)`; `apply` without it.
    if general.state != field.state || general.validity != field.validity
      || general.value != field.value || general.invalidReason != field.invalidReason
    {
      return "after type(\(FieldAction.quoted(key))) the field is \(field.validity) "
        + "\(LawViolation.describe(field.state)); after apply of the key press "
        + "\(general.validity) \(LawViolation.describe(general.state)), or the values or reasons "
        + "differ"
    }
    return nil
  }

  /// The range an inserting action replaces, clamped and widened, in UTF-16 offsets.
  private func replacedRange(of action: FieldAction, in state: FieldState) -> Range<Int>? {
    let text = state.text
    switch action {
    case .type, .paste:
      return text.utf16Offsets(of: text.safeRange(state.selection))
    case .replace(let location, let length, _):
      return text.utf16Offsets(of: text.safeRange(location: location, length: length))
    default:
      return nil
    }
  }

  /// For a paste, the field after typing the pasted clusters one at a time instead, and whether
  /// a key was refused; `nil` when the law does not apply.
  private func typedVersion(of action: FieldAction, on field: InputField<R>) -> (
    field: InputField<R>, refused: Bool
  )? {
    guard case .paste(let text) = action, !text.isEmpty, !field.state.isComposing else {
      return nil
    }
    let state = field.state
    let after = state.text[state.text.safeRange(state.selection).upperBound...]
    if FieldLaws.someCluster(of: text, joins: after.first) { return nil }
    let suffix = String(after)
    var typed = field
    var refused = false
    for key in text {
      let result = typed.type(String(key))
      // A key that joins (or would join) the text after the selection, in the context typed so
      // far (a lone ZWJ after an emoji, before another), makes typing differ from pasting.
      let caret = typed.text.utf16Index(typed.state.selection.upperBound)
      if !typed.text[caret...].utf8.elementsEqual(suffix.utf8) { return nil }
      if result.outcome == .rejected {
        let head = typed.text[..<caret] + String(key)
        if !(head + suffix).isClusterBoundary(utf16Offset: head.utf16.count) { return nil }
        refused = true
        if result.reason?.code == .tooLong { break }
      }
    }
    return (typed, refused)
  }

  private func pasteProblem(
    _ result: EditResult, _ after: InputField<R>, typed: (field: InputField<R>, refused: Bool),
    before: InputField<R>
  ) -> String? {
    if result.isAccepted {
      if !after.text.utf8.elementsEqual(typed.field.text.utf8) {
        return "pasting gave \(FieldAction.quoted(after.text)), typing gives "
          + FieldAction.quoted(typed.field.text)
      }
      if after.state.selection != typed.field.state.selection {
        return "pasting left the caret at \(after.state.selection.lowerBound), typing at "
          + "\(typed.field.state.selection.lowerBound)"
      }
      return nil
    }
    if !typed.refused { return "the paste was refused but typing it refuses no key" }
    if options.pasteKeepsWhatFits && !typed.field.text.utf8.elementsEqual(before.text.utf8) {
      return "the paste was refused but typing keeps "
        + FieldAction.quoted(typed.field.text)
    }
    return nil
  }
}

extension FieldLaws {
  /// `selectionRests` for a state with nothing composed: what is wrong when the rule would move
  /// its selection (`FieldEngine.restingSelection`), or `nil` when it rests where it is.
  public static func restingProblem<R: InputRule>(in state: FieldState, under rule: R)
    -> String?
  {
    let selection = state.selection
    let resting = FieldEngine.restingSelection(selection, in: state.text, under: rule)
    if resting == selection { return nil }
    return "the selection [\(selection.lowerBound), \(selection.upperBound)] does not rest: the "
      + "rule moves it to [\(resting.lowerBound), \(resting.upperBound)]"
  }

  /// `fastPathsAgree` for a key press typing `key` over UTF-16 `location ..< location + length`
  /// of `text`: when `key` is one ASCII character but CR and LF, `text` is all ASCII and the
  /// range is inside it and does not split a CR LF (where the engine asks the rule's
  /// `acceptsTypedASCII` first), a `true` answer must mean that `review` accepts the same key
  /// press as proposed. `nil` when it does, or when the engine would not ask.
  public static func typedASCIIProblem<R: InputRule>(
    _ rule: R, key: String, location: Int, length: Int, in text: String
  ) -> String? {
    let bytes = Array(text.utf8)
    guard key.utf8.count == 1, let byte = key.utf8.first, byte < 0x80, byte != 0x0A,
      byte != 0x0D, bytes.allSatisfy({ $0 < 0x80 }), location >= 0, length >= 0,
      location <= bytes.count, length <= bytes.count - location
    else { return nil }
    func splitsCRLF(_ offset: Int) -> Bool {
      offset > 0 && offset < bytes.count && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A
    }
    let upper = location + length
    if splitsCRLF(location) || (length > 0 && splitsCRLF(upper)) { return nil }
    guard rule.acceptsTypedASCII(byte, replacing: location..<upper, in: text) else { return nil }
    let range = text.safeRange(location: location, length: length)
    let proposal = EditProposal(
      text: text, range: range, utf16Range: location..<upper, replacement: key, kind: .typing)
    let decision = rule.review(proposal)
    if decision == .accept { return nil }
    return "acceptsTypedASCII takes \(FieldAction.quoted(key)) over [\(location), \(upper)] of "
      + "\(FieldAction.quoted(text)), but review decides \(decision)"
  }

  /// `fastPathsAgree` after an insertion the rule accepted: when
  /// `evaluation(afterInsertionMaking: text, previous: previous)` answers, its answer is
  /// `evaluate(text)` (validity, value and reason). `nil` when it is, or when it does not answer.
  public static func quickEvaluationProblem<R: InputRule>(
    _ rule: R, text: String, previous: Validity
  ) -> String? {
    guard let quick = rule.evaluation(afterInsertionMaking: text, previous: previous) else {
      return nil
    }
    let full = rule.evaluate(text)
    if quick == full { return nil }
    return "evaluation(afterInsertionMaking: \(FieldAction.quoted(text)), previous: \(previous)) "
      + "is \(describe(quick)), evaluate is \(describe(full))"
  }

  /// `fastPathsAgree` after a deletion the rule accepted as proposed: when
  /// `evaluation(afterDeletionMaking: text, previous: previous)` answers, its answer is
  /// `evaluate(text)`. `nil` when it is, or when it does not answer.
  public static func quickDeletionEvaluationProblem<R: InputRule>(
    _ rule: R, text: String, previous: Validity
  ) -> String? {
    guard let quick = rule.evaluation(afterDeletionMaking: text, previous: previous) else {
      return nil
    }
    let full = rule.evaluate(text)
    if quick == full { return nil }
    return "evaluation(afterDeletionMaking: \(FieldAction.quoted(text)), previous: \(previous)) "
      + "is \(describe(quick)), evaluate is \(describe(full))"
  }

  private static func describe<V>(_ evaluation: Evaluation<V>) -> String {
    var result = "\(evaluation.validity)"
    if let value = evaluation.value { result += " \(value)" }
    if let reason = evaluation.reason { result += " (\(reason.code))" }
    return result
  }
}

extension String {
  /// The index of a UTF-16 offset, clamped to the text.
  fileprivate func utf16Index(_ offset: Int) -> Index {
    utf16.index(utf16.startIndex, offsetBy: Swift.min(Swift.max(offset, 0), utf16.count))
  }
}
