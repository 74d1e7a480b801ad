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
  /// The laws to check. Defaults to the laws that hold for every rule (neither
  /// `FieldLaw.textRuleLaws` nor `FieldLaw.reformattingLaws`).
  public var laws: Set<FieldLaw>
  /// Whether a paste is refused only when nothing of it is accepted or fits (the default
  /// filter and truncate policies of text rules). Used by `pasteMatchesTyping`.
  public var pasteKeepsWhatFits: Bool
  /// The keys `noDeadEnd` presses to complete text (digits, the decimal separator, a minus
  /// sign, the letters of options...). Empty: `noDeadEnd` is not checked.
  public var completionKeys: [String]
  /// The most keys `noDeadEnd` presses before it calls text a dead end.
  public var completionDepth: Int
  /// The longest text, in UTF-16 units, `noDeadEnd` searches a completion for (`nil`: any).
  /// The search tries every sequence of up to `completionDepth` keys, so its cost grows with
  /// the keys, the depth and the cost of a key press in a long text; a fuzzer that makes long
  /// texts can bound it here.
  public var completionTextLimit: Int?

  public init(
    steps: Int = 2_000, maxViolations: Int = 20,
    alphabet: [String] = RandomEditGenerator.defaultAlphabet,
    compositionAlphabet: [String] = RandomEditGenerator.defaultCompositionAlphabet,
    maxPasteLength: Int = 12,
    laws: Set<FieldLaw> = Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
      .subtracting(FieldLaw.reformattingLaws),
    pasteKeepsWhatFits: Bool = false, completionKeys: [String] = [], completionDepth: Int = 4,
    completionTextLimit: Int? = nil
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
    self.completionTextLimit = completionTextLimit
  }

  /// Every law, text-rule laws included, with `pasteKeepsWhatFits` following the rule's paste
  /// and overflow policies. `pasteMatchesTyping` is left out for rules with input transforms,
  /// which see a paste whole but a keystroke alone.
  public static func textRule(_ rule: TextRule, steps: Int = 2_000) -> FieldLawOptions {
    var laws = Set(FieldLaw.allCases).subtracting(FieldLaw.reformattingLaws)
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
/// arguments then tells which run to replay. `LawCheckedField` checks the same laws one given
/// action at a time (for scripts, replays and fuzzers), and the single-step checks
/// (`selectionProblem(in:)`, `rejectionProblem(before:result:after:)` ...) are public too, to
/// test them and to use them on hand-written scenarios.
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
    completion(of: field, keys: keys, depth: depth) != nil
  }

  /// The keys of a completion `canComplete(_:keys:depth:)` finds, or `nil` when there is none.
  /// The `likely` sequences are pressed first (those that completed texts before, typically):
  /// when one makes the text valid, the search is skipped. Either way a sequence is a
  /// completion only when the field accepted and applied each of its keys.
  public static func completion<R: InputRule>(
    of field: InputField<R>, keys: [String], depth: Int, tryingFirst likely: [[String]] = []
  ) -> [String]? {
    var atEnd = field
    if atEnd.state.isComposing { atEnd.unmarkText() }
    atEnd.moveCaret(to: atEnd.text.utf16.count)
    if atEnd.validity == .valid { return [] }
    for sequence in likely where sequence.count <= depth {
      var current = atEnd
      for (count, key) in sequence.enumerated() {
        var next = current
        let result = next.type(key)
        guard result.isAccepted && !next.text.utf8.elementsEqual(current.text.utf8) else { break }
        if next.validity == .valid { return Array(sequence[...count]) }
        current = next
      }
    }
    var path: [String] = []
    func search(_ current: InputField<R>, _ left: Int) -> Bool {
      if current.validity == .valid { return true }
      guard left > 0 else { return false }
      for key in keys {
        var next = current
        let result = next.type(key)
        guard result.isAccepted && !next.text.utf8.elementsEqual(current.text.utf8) else {
          continue
        }
        path.append(key)
        if search(next, left - 1) { return true }
        path.removeLast()
      }
      return false
    }
    for limit in 0...max(depth, 0) where search(atEnd, limit) { return path }
    return nil
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

  /// `resultIsFieldState`: what is wrong when the state an action's result carries is not the
  /// field's state after the action, or `nil` when it is.
  public static func resultProblem(_ result: EditResult, after: FieldState) -> String? {
    guard result.state != after else { return nil }
    return "the result's state \(LawViolation.describe(result.state)) is not the field's"
  }

  /// `refusedCompositionRestoresField`: what is wrong when a composition the rule refused left
  /// the field in another state than `start`, the state before composing began, or `nil` when
  /// the field is back there (text, selection and nothing marked).
  public static func refusedCompositionProblem(start: FieldState, after: FieldState) -> String? {
    guard after != start else { return nil }
    return "the refused composition left \(LawViolation.describe(after)), not the state before "
      + "composing \(LawViolation.describe(start))"
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

/// One random run: actions from the generator, each performed and checked by a
/// `LawCheckedField`.
struct LawRun<R: InputRule> {
  let options: FieldLawOptions
  var checked: LawCheckedField<R>
  var generator: RandomEditGenerator
  var violations: [LawViolation] = []
  var actions: [FieldAction] = []

  init(rule: R, seed: UInt64, options: FieldLawOptions, valueProblem: ((R.Value) -> String?)? = nil)
  {
    self.options = options
    self.checked = LawCheckedField(
      rule: rule, options: options, seed: seed, valueProblem: valueProblem)
    self.generator = RandomEditGenerator(
      seed: seed, alphabet: options.alphabet, compositionAlphabet: options.compositionAlphabet,
      maxPasteLength: options.maxPasteLength)
  }

  mutating func run() {
    for _ in 0..<options.steps {
      let action = generator.nextAction(for: checked.field.state, values: checked.valuesSeen)
      actions.append(action)
      for violation in checked.perform(action) where violations.count < options.maxViolations {
        violations.append(violation)
      }
      if violations.count >= options.maxViolations { return }
    }
  }
}

extension FieldAction {
  /// Whether the action, when nothing is composed, edits the text (rather than moving the
  /// selection, composing, committing or setting a value).
  var editsText: Bool {
    switch self {
    case .type, .paste, .replace, .backspace, .deleteForward, .clear, .unmark: return true
    default: return false
    }
  }

  /// Whether the action, performed while composing, ends the composition by committing it.
  var endsComposition: Bool {
    switch self {
    case .type, .paste, .replace, .clear, .unmark, .commit: return true
    case .select, .moveCaret, .moveLeft, .moveRight, .moveToStart, .moveToEnd: return true
    default: return false
    }
  }

  /// Whether the action only moves the selection (which commits a composition first).
  var movesSelection: Bool {
    switch self {
    case .select, .moveCaret, .moveLeft, .moveRight, .moveToStart, .moveToEnd: return true
    default: return false
    }
  }
}
