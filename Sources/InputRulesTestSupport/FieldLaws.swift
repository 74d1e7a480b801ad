import InputRules

/// How `FieldLaws.check` runs.
public struct FieldLawOptions: Sendable {
  /// Actions per run.
  public var steps: Int
  /// The run stops once this many violations were found.
  public var maxViolations: Int
  /// What typed and pasted text is made of (see `RandomEditGenerator.defaultAlphabet`).
  public var alphabet: [String]
  /// What input methods compose.
  public var compositionAlphabet: [String]
  /// The longest paste, in alphabet elements.
  public var maxPasteLength: Int
  /// The laws to check. Defaults to the laws that hold for every rule.
  public var laws: Set<FieldLaw>
  /// Whether a paste is refused only when nothing of it is accepted or fits (the default
  /// filter and truncate policies of text rules). Used by `pasteMatchesTyping`.
  public var pasteKeepsWhatFits: Bool
  /// The keys `noDeadEnd` presses to complete text (digits, the decimal separator, a minus
  /// sign, the letters of options...). Empty: `noDeadEnd` is not checked.
  public var completionKeys: [String]
  /// The most keys `noDeadEnd` presses before it calls text a dead end.
  public var completionDepth: Int

  public init(
    steps: Int = 2_000, maxViolations: Int = 20,
    alphabet: [String] = RandomEditGenerator.defaultAlphabet,
    compositionAlphabet: [String] = RandomEditGenerator.defaultCompositionAlphabet,
    maxPasteLength: Int = 12,
    laws: Set<FieldLaw> = Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws),
    pasteKeepsWhatFits: Bool = false, completionKeys: [String] = [], completionDepth: Int = 4
  ) {
    self.steps = steps
    self.maxViolations = maxViolations
    self.alphabet = alphabet
    self.compositionAlphabet = compositionAlphabet
    self.maxPasteLength = maxPasteLength
    self.laws = laws
    self.pasteKeepsWhatFits = pasteKeepsWhatFits
    self.completionKeys = completionKeys
    self.completionDepth = completionDepth
  }

  /// Every law, text-rule laws included, with `pasteKeepsWhatFits` following the rule's paste
  /// and overflow policies. `pasteMatchesTyping` is left out for rules with input transforms,
  /// which see a paste whole but a keystroke alone.
  public static func textRule(_ rule: TextRule, steps: Int = 2_000) -> FieldLawOptions {
    var laws = Set(FieldLaw.allCases)
    if rule.hasInputTransforms { laws.remove(.pasteMatchesTyping) }
    return FieldLawOptions(
      steps: steps, laws: laws,
      pasteKeepsWhatFits: rule.onPaste == .filter && rule.onOverflow == .truncate)
  }
}

/// Law checkers for rules and fields, for this package's tests and for apps' tests.
///
/// `check(_:seed:options:)` drives an `InputField` with thousands of seeded random actions and
/// checks the laws of `FieldLaw` after each one. It returns the violations (with the seed and
/// step, so each is reproducible) instead of asserting, so any test framework can report them:
///
///     let violations = FieldLaws.check(myRule, seed: 42, options: FieldLawOptions(steps: 3_000))
///     #expect(violations.isEmpty, "\(violations.first!)")
///
/// A trap in the engine or the rule stops the whole test process: the seed in the test's
/// arguments then tells which run to replay. The single-step checks (`selectionProblem(in:)`,
/// `rejectionProblem(before:result:after:)` ...) are public too, to test them and to use them
/// on hand-written scenarios.
public enum FieldLaws {
  /// Runs `options.steps` random actions on a field under `rule`, starting empty, and returns
  /// every law violation found (at most `options.maxViolations`).
  ///
  /// `valueProblem`, when given, is the test's own description of the values the rule allows:
  /// it says what is wrong with a value (out of range, too many fraction digits, not an
  /// option), or `nil`. It is checked on every value the field holds (`valueMeetsSpecification`).
  public static func check<R: InputRule>(
    _ rule: R, seed: UInt64, options: FieldLawOptions = FieldLawOptions(),
    valueProblem: ((R.Value) -> String?)? = nil
  ) -> [LawViolation] {
    var run = LawRun(rule: rule, seed: seed, options: options, valueProblem: valueProblem)
    run.run()
    return run.violations
  }

  /// `check(_:seed:options:valueProblem:)` for each seed in turn.
  public static func check<R: InputRule>(
    _ rule: R, seeds: some Sequence<UInt64>, options: FieldLawOptions = FieldLawOptions(),
    valueProblem: ((R.Value) -> String?)? = nil
  ) -> [LawViolation] {
    var all: [LawViolation] = []
    for seed in seeds where all.count < options.maxViolations {
      all += check(rule, seed: seed, options: options, valueProblem: valueProblem)
    }
    return all
  }

  /// `noDeadEnd` for one field: whether pressing at most `depth` of `keys` with the caret at
  /// the end of the text reaches valid text, through the field (refused keys do nothing).
  /// Iterative deepening, so the usual one-key completions are found first.
  public static func canComplete<R: InputRule>(
    _ field: InputField<R>, keys: [String], depth: Int
  ) -> Bool {
    func search(_ current: InputField<R>, _ left: Int) -> Bool {
      if current.validity == .valid { return true }
      guard left > 0 else { return false }
      return keys.contains { key in
        var next = current
        let result = next.type(key)
        return result.isAccepted && !next.text.utf8.elementsEqual(current.text.utf8)
          && search(next, left - 1)
      }
    }
    var atEnd = field
    if atEnd.state.isComposing { atEnd.unmarkText() }
    atEnd.moveCaret(to: atEnd.text.utf16.count)
    return (0...max(depth, 0)).contains { search(atEnd, $0) }
  }

  /// The actions of a random run, in order, to replay a violation step by step (the actions
  /// depend on the field's states, so they come from running the rule).
  public static func script<R: InputRule>(
    for rule: R, seed: UInt64, steps: Int, options: FieldLawOptions = FieldLawOptions()
  ) -> [FieldAction] {
    var options = options
    options.steps = steps
    options.laws = []
    var run = LawRun(rule: rule, seed: seed, options: options)
    run.run()
    return run.actions
  }

  /// The value laws for given values: `displayRoundTrip`, `canonicalRoundTrip`, and
  /// `setValueShowsValue` on an empty field. Use it for values random typing rarely reaches
  /// (bounds, options far down a list).
  public static func checkValues<R: InputRule>(_ rule: R, values: [R.Value]) -> [LawViolation] {
    var violations: [LawViolation] = []
    for (index, value) in values.enumerated() {
      for (law, detail) in valueProblems(rule, value) {
        violations.append(
          LawViolation(
            law: law, seed: 0, step: index, action: nil, before: .empty, after: .empty,
            detail: detail))
      }
      var field = InputField(rule: rule)
      let result = field.setValue(value)
      if let detail = setValueProblem(rule, value, result: result, field: field) {
        violations.append(
          LawViolation(
            law: .setValueShowsValue, seed: 0, step: index, action: nil, before: .empty,
            after: field.state, detail: detail))
      }
    }
    return violations
  }

  // MARK: - Single-step checks

  /// `selectionInsideText` and `markedRangeInsideText`: what is wrong with a state's selection
  /// and marked range, or `nil` when they are inside the text and on cluster boundaries.
  public static func selectionProblem(in state: FieldState) -> String? {
    let text = state.text
    let sel = state.selection
    if !text.isClusterBoundary(utf16Offset: sel.lowerBound)
      || !text.isClusterBoundary(utf16Offset: sel.upperBound)
    {
      return "selection [\(sel.lowerBound), \(sel.upperBound)] is not inside the text "
        + "(\(text.utf16.count) UTF-16 units) on cluster boundaries"
    }
    return nil
  }

  /// `markedRangeInsideText`: what is wrong with a state's marked range, or `nil`.
  public static func markedRangeProblem(in state: FieldState) -> String? {
    guard let marked = state.marked else { return nil }
    let text = state.text
    if marked.isEmpty { return "the marked range is empty while composing" }
    if !text.isClusterBoundary(utf16Offset: marked.lowerBound)
      || !text.isClusterBoundary(utf16Offset: marked.upperBound)
    {
      return "marked range [\(marked.lowerBound), \(marked.upperBound)] is not inside the "
        + "text (\(text.utf16.count) UTF-16 units) on cluster boundaries"
    }
    return nil
  }

  /// `rejectedActionChangesNothing` for an action that did not end a composition: what changed
  /// although the result is rejected, or `nil`.
  public static func rejectionProblem(before: FieldState, result: EditResult, after: FieldState)
    -> String?
  {
    guard result.outcome == .rejected else { return nil }
    if before != after {
      return "rejected (\(result.reason?.code.rawValue ?? "no reason")) but the field changed"
    }
    if result.reason == nil { return "rejected without a reason" }
    return nil
  }

  /// `editStaysInItsRange`: whether the text after an insertion over `range` (UTF-16 offsets in
  /// `before`, already clamped and widened) kept what was around the range and put the caret
  /// right after the inserted text. `nil` when it did.
  public static func rangeProblem(before: String, range: Range<Int>, after: FieldState)
    -> String?
  {
    let old = Array(before.utf16)
    let new = Array(after.text.utf16)
    let prefix = old[..<range.lowerBound]
    let suffix = old[range.upperBound...]
    guard new.count >= prefix.count + suffix.count, new.starts(with: prefix),
      new.reversed().starts(with: suffix.reversed())
    else {
      return "the text outside the replaced range [\(range.lowerBound), \(range.upperBound)] "
        + "changed"
    }
    let end = range.lowerBound + new.count - prefix.count - suffix.count
    let expected = after.text.safeSelection(start: end, end: end)
    if after.selection != expected {
      return "the caret is at [\(after.selection.lowerBound), \(after.selection.upperBound)], "
        + "not right after the inserted text (\(expected.lowerBound))"
    }
    return nil
  }

  /// `displayRoundTrip` and `canonicalRoundTrip` for one value.
  public static func valueProblems<R: InputRule>(_ rule: R, _ value: R.Value) -> [(
    FieldLaw, String
  )] {
    var problems: [(FieldLaw, String)] = []
    let display = rule.displayText(for: value)
    let evaluation = rule.evaluate(display)
    if evaluation.value != value {
      problems.append(
        (
          .displayRoundTrip,
          "evaluate(displayText(for: \(value))) is \(evaluation.validity) with value "
            + "\(evaluation.value.map { "\($0)" } ?? "nil") (display \(FieldAction.quoted(display)))"
        ))
    }
    let canonical = rule.canonicalString(for: value)
    let back = rule.value(fromCanonical: canonical)
    if back != value {
      problems.append(
        (
          .canonicalRoundTrip,
          "value(fromCanonical: \(FieldAction.quoted(canonical))) is "
            + "\(back.map { "\($0)" } ?? "nil"), not \(value)"
        ))
    }
    if let refusal = rule.refusal(ofCanonical: canonical) {
      problems.append(
        (
          .canonicalRoundTrip,
          "refusal(ofCanonical: \(FieldAction.quoted(canonical))) is \(refusal.code), but the "
            + "string names \(value)"
        ))
    }
    return problems
  }

  /// `setValueShowsValue`: what is wrong after `setValue(value)` on a field, or `nil`.
  public static func setValueProblem<R: InputRule>(
    _ rule: R, _ value: R.Value, result: EditResult, field: InputField<R>
  ) -> String? {
    if result.outcome == .rejected {
      return "setValue(\(value)) was rejected: \(result.reason.map { "\($0)" } ?? "no reason")"
    }
    let display = rule.displayText(for: value)
    if !field.text.utf8.elementsEqual(display.utf8) {
      return "after setValue(\(value)) the field shows \(FieldAction.quoted(field.text)), "
        + "not \(FieldAction.quoted(display))"
    }
    if field.value != value {
      return "after setValue(\(value)) the field holds "
        + "\(field.value.map { "\($0)" } ?? "nil")"
    }
    if field.state.isComposing { return "after setValue the field is still composing" }
    return nil
  }

  /// `compositionIsNotJudged` for `setMarkedText(marked)`: what is wrong, or `nil` when the
  /// marking was accepted and the field shows the marked text exactly in place of the previous
  /// composition (or the selection). Empty marked text must end the composition.
  public static func compositionProblem(
    marked: String, before: FieldState, result: EditResult, after: FieldState
  ) -> String? {
    if marked.isEmpty {
      if after.isComposing { return "empty marked text did not end the composition" }
      if result.outcome == .rejected { return "cancelling a composition was refused" }
      return nil
    }
    if result.outcome != .accepted { return "marking text was judged: \(result.outcome)" }
    var expected = before.text
    expected.replaceSubrange(expected.safeRange(before.marked ?? before.selection), with: marked)
    if !expected.utf8.elementsEqual(after.text.utf8) {
      return "the field shows \(FieldAction.quoted(after.text)), not the marked text in place: "
        + FieldAction.quoted(expected)
    }
    if !after.isComposing { return "marked text is not marked" }
    return nil
  }

  /// Whether some grapheme cluster of `text` joins `next` into one cluster (a lone combining
  /// mark, regional indicator or jamo after it), so typing it would move the caret past `next`.
  public static func someCluster(of text: String, joins next: Character?) -> Bool {
    guard let next else { return false }
    for character in text {
      let key = String(character)
      if !(key + String(next)).isClusterBoundary(utf16Offset: key.utf16.count) { return true }
    }
    return false
  }
}

/// One random run: the field, the generator, and what the laws need to remember.
struct LawRun<R: InputRule> {
  let rule: R
  let seed: UInt64
  let options: FieldLawOptions
  var field: InputField<R>
  var generator: RandomEditGenerator
  var violations: [LawViolation] = []
  var actions: [FieldAction] = []
  /// Values the field reached, for the round-trip laws and `setValue` actions.
  var seen: [R.Value] = []
  var seenCanonical: [String] = []
  /// The field when the current composition began.
  var beforeComposition: InputField<R>?
  /// The test's own description of allowed values (`valueMeetsSpecification`).
  let valueProblem: ((R.Value) -> String?)?
  /// Texts `noDeadEnd` already found a completion for.
  var completable: Set<String> = []

  init(rule: R, seed: UInt64, options: FieldLawOptions, valueProblem: ((R.Value) -> String?)? = nil)
  {
    self.rule = rule
    self.seed = seed
    self.options = options
    self.valueProblem = valueProblem
    self.field = InputField(rule: rule)
    self.generator = RandomEditGenerator(
      seed: seed, alphabet: options.alphabet, compositionAlphabet: options.compositionAlphabet,
      maxPasteLength: options.maxPasteLength)
  }

  mutating func run() {
    for step in 0..<options.steps {
      let action = generator.nextAction(for: field.state, values: seenCanonical)
      actions.append(action)
      perform(action, step: step)
      if violations.count >= options.maxViolations { return }
    }
  }

  private func checks(_ law: FieldLaw) -> Bool { options.laws.contains(law) }

  private mutating func perform(_ action: FieldAction, step: Int) {
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
      if result.outcome == .rejected, let start = beforeComposition,
        copy.state != start.state
      {
        report(
          .refusedCompositionRestoresField,
          "the refused composition left \(LawViolation.describe(copy.state)), not the state "
            + "before composing \(LawViolation.describe(start.state))")
      }
    }
    let typedInstead = checks(.pasteMatchesTyping) ? typedVersion(of: action, on: before) : nil

    let result = action.perform(on: &field)
    let after = field

    // Engine laws, after every action.
    report(.selectionInsideText, FieldLaws.selectionProblem(in: after.state))
    report(.markedRangeInsideText, FieldLaws.markedRangeProblem(in: after.state))
    if result.state != after.state {
      report(
        .resultIsFieldState,
        "the result's state \(LawViolation.describe(result.state)) is not the field's")
    }
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
        switch action {
        case .commit, .select:
          if !after.text.utf8.elementsEqual(committedAlone.field.text.utf8) {
            report(
              .rejectedActionChangesNothing,
              "rejected, but the text is not what committing the composition gives")
          }
        default:
          if after.state != committedAlone.field.state {
            report(
              .rejectedActionChangesNothing,
              "rejected, but the field is not what committing the composition alone gives: "
                + LawViolation.describe(committedAlone.field.state))
          }
        }
      } else if case .unmark = action, let start = beforeComposition {
        if after.state != start.state {
          report(
            .refusedCompositionRestoresField,
            "the refused composition left the field, not at the state before composing "
              + LawViolation.describe(start.state))
        }
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
      !completable.contains(after.text)
    {
      if FieldLaws.canComplete(
        after, keys: options.completionKeys, depth: options.completionDepth)
      {
        completable.insert(after.text)
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

    // Where the selection rests.
    switch action {
    case .select, .setValue, .commit:
      if !after.state.isComposing {
        let selection = after.state.selection
        let resting = FieldEngine.restingSelection(selection, in: after.text, under: rule)
        if resting != selection {
          report(
            .selectionRests,
            "the selection [\(selection.lowerBound), \(selection.upperBound)] does not rest: the "
              + "rule moves it to [\(resting.lowerBound), \(resting.upperBound)]")
        }
      }
    default: break
    }

    // Values.
    if case .setValue(let canonical) = action, seenCanonical.contains(canonical),
      let value = rule.value(fromCanonical: canonical)
    {
      report(
        .setValueShowsValue, FieldLaws.setValueProblem(rule, value, result: result, field: after))
    }
    if after.validity == .valid, let value = after.value, seen.count < 64,
      !seen.contains(value)
    {
      seen.append(value)
      seenCanonical.append(rule.canonicalString(for: value))
      for (law, detail) in FieldLaws.valueProblems(rule, value) { report(law, detail) }
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

    for (law, detail) in problems where violations.count < options.maxViolations {
      violations.append(
        LawViolation(
          law: law, seed: seed, step: step, action: action, before: before.state,
          after: after.state, detail: detail))
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

extension String {
  /// The index of a UTF-16 offset, clamped to the text.
  fileprivate func utf16Index(_ offset: Int) -> Index {
    utf16.index(utf16.startIndex, offsetBy: Swift.min(Swift.max(offset, 0), utf16.count))
  }
}

extension FieldAction {
  /// Whether the action, when nothing is composed, edits the text (rather than moving the
  /// selection, composing, committing or setting a value).
  var editsText: Bool {
    switch self {
    case .type, .paste, .replace, .backspace, .deleteForward, .unmark: return true
    default: return false
    }
  }

  /// Whether the action, performed while composing, ends the composition by committing it.
  var endsComposition: Bool {
    switch self {
    case .type, .paste, .replace, .select, .unmark, .commit: return true
    default: return false
    }
  }
}
