import InputRules

/// What a number rule does at commit with text that is not valid.
public enum CommitPolicy: String, Sendable, Hashable, CaseIterable {
  /// Go back to the last valid value, or empty. The default.
  case revert
  /// Bring an out-of-range number to the nearest bound; anything else reverts.
  case clamp
}

#if !hasFeature(Embedded)
  extension CommitPolicy: Codable {}
#endif

/// The editing behaviour shared by the integer, decimal and free-entry money rules: read the
/// proposed text, refuse what can never become valid, and show the rest in the locale's form
/// with the caret after the same token.
final class NumberEditor: Sendable {
  let notation: Notation
  let limits: NumberLimits
  let rounding: Rounding
  let maxLength: Int?
  let onCommit: CommitPolicy
  /// Fraction digits always shown for a value (money's minor units).
  let shownFractionDigits: Int
  let messages: NumberMessages
  /// The reasons given on every keystroke, made once.
  let incomplete: Reason
  let reformatted: Reason
  let filtered: Reason
  let disallowed: Reason
  let misplacedGrouping: Reason
  /// A typed `,` where it could be meant either way (`Notation.typedCommaIsAmbiguous`).
  let ambiguousComma: Reason
  let changesNothing = Reason(.filtered, Reason.Facts("number.changesNothing"))
  let currency: (code: String, symbol: String)?

  /// - Parameters:
  ///   - disallowed: the rule's own sentence for the keys it takes, when it has one.
  ///   - integer: the rule's own limit on all its digits, when it has one.
  ///   - currency: the field's currency code and symbol (money), named when another currency's
  ///     symbol is typed or pasted.
  init(
    notation: Notation, limits: NumberLimits, rounding: Rounding, maxLength: Int?,
    onCommit: CommitPolicy, shownFractionDigits: Int = 0, min: ExactDecimal?, max: ExactDecimal?,
    disallowed: Reason.Sentence? = nil, integer: Int? = nil,
    currency: (code: String, symbol: String)? = nil
  ) {
    self.currency = currency
    self.notation = notation
    self.limits = limits
    self.rounding = rounding
    self.maxLength = maxLength
    self.onCommit = onCommit
    self.shownFractionDigits = shownFractionDigits
    let messages = NumberMessages(
      notation: notation, limits: limits, shownFractionDigits: shownFractionDigits, min: min,
      max: max, maxLength: maxLength, disallowed: disallowed, integer: integer)
    self.messages = messages
    incomplete = messages.reason(.incomplete)
    reformatted = messages.reason(.reformatted)
    filtered =
      notation.showsGrouping
      ? messages.reason(.filtered)
      : Reason(
        .filtered,
        Reason.Facts(
          "number.groupingNotShown", symbol: notation.text(of: notation.groupingGlyph)))
    self.disallowed = messages.reason(.disallowedCharacter)
    let grouping = notation.text(of: notation.groupingGlyph)
    let separator = notation.text(of: notation.separatorGlyph)
    ambiguousComma = Reason(
      .disallowedCharacter,
      limits.maxFractionDigits > 0 || notation.allowsExponent
        ? Reason.Facts("number.ambiguousComma", character: ",", symbol: separator)
        : Reason.Facts("number.ambiguousCommaWhole", character: ","))
    // Two separators: the grouping one is the sentence's symbol, the decimal one its format.
    misplacedGrouping = Reason(
      .notANumber, Reason.Facts("number.misplacedGrouping", format: separator, symbol: grouping))
  }

  // MARK: - Edits

  func review(_ proposal: EditProposal) -> EditDecision {
    if proposal.isDeletion {
      // Nothing replaced by nothing (a cancelled composition) changes nothing.
      return proposal.range.isEmpty ? .accept : reviewDeletion(proposal)
    }
    let keystroke = proposal.isKeystrokeByBytes
    if keystroke, let skipped = skippedKeystroke(proposal) { return skipped }
    let text = proposal.text
    let lower = utf8Offset(of: proposal.range.lowerBound, in: text)
    let upper = utf8Offset(of: proposal.range.upperBound, in: text)
    let caret = proposal.utf16Range.lowerBound + utf16Length(of: proposal.replacement)
    let (t, issue) = notation.read(proposal, lower: lower, upper: upper, caret: caret)
    if let issue {
      if !keystroke, let taken = pastedAmount(in: proposal) { return taken }
      // Too long as typed says more than what reading the digits ran into.
      if !fits(proposal.proposedText) { return .reject(messages.reason(.tooLong)) }
      return .reject(reason(issue))
    }
    if !keystroke && t.sawSkippedSeparator
      && !notation.groupingIsWellPlaced(proposal.replacement)
    {
      if let taken = pastedAmount(in: proposal) { return taken }
      // "1,5" pasted in en_US: whoever wrote it did not mean 15.
      return .reject(misplacedGrouping)
    }
    // Why the number fails once its extra fraction digits are rounded or dropped, which says
    // more than the digits themselves ("1000.000" in 10...20 is out of range).
    var reducedFailure: Reason?
    if !keystroke {
      switch reducedPaste(t, kind: proposal.kind, replacing: text) {
      case .shown(let decision): return decision
      case .fails(let reason): reducedFailure = reason
      case nil: break
      }
    }
    if let maxLength {
      // Already too long as it stands: that is the reason, whatever else is wrong.
      if notation.length(of: t) > maxLength { return .reject(messages.reason(.tooLong)) }
      guard let shortest = limits.shortestCompletion(of: t, measure: notation) else {
        return .reject(reducedFailure ?? reason(forFailureOf: t))
      }
      if shortest > maxLength { return .reject(messages.reason(.tooLong)) }
    } else if !limits.accepts(t) && limits.shortestCompletion(of: t, measure: nil) == nil {
      return .reject(reducedFailure ?? reason(forFailureOf: t))
    }
    let decision = notation.decision(
      showing: t, for: text, replacing: lower, upper, with: proposal.replacement, caret: caret,
      alwaysReformat: false, reformatted: reformatted)
    if case .reformat(let shown, let selection, nil) = decision {
      // The decision leaves the reason out only when the text is shown as it was: something was
      // put in and the number reads as before (a plus sign). Say it was dropped.
      return .reformat(text: shown, selection: selection, reason: changesNothing)
    }
    return decision
  }

  /// A money field's paste that is no number as a whole (`Total: $1,234.56.`), decided as the
  /// one amount it holds (`Notation.amounts(in:)`) replacing the field's text, as a cash
  /// register takes it: said `filtered` ("taken from the pasted text") unless the amount's own
  /// review says more (`rounded`, or why it is refused). Several amounts are refused, naming
  /// them; `nil` when the text holds none and nothing more precise than its own reading can be
  /// said. Plain number fields keep refusing such text: their sentences speak of amounts.
  private func pastedAmount(in proposal: EditProposal) -> EditDecision? {
    guard notation.hasCurrency else { return nil }
    switch notation.amounts(in: proposal.replacement) {
    case .none(let issue):
      return issue.map { .reject(reason($0)) }
    case .several(let amounts):
      return .reject(Reason(.notANumber, Reason.Facts("number.severalAmounts", options: amounts)))
    case .one(let amount):
      let text = proposal.text
      let whole = EditProposal(
        text: text, range: text.startIndex..<text.endIndex, utf16Range: 0..<text.utf16.count,
        replacement: amount, kind: proposal.kind)
      let taken = Reason(.filtered, Reason.Facts("number.takenFromPaste"))
      func said(_ reason: Reason?) -> Reason {
        reason?.code == .rounded ? reason ?? taken : taken
      }
      switch review(whole) {
      case .accept:
        return .reformat(
          text: amount, selection: amount.utf16.count..<amount.utf16.count, reason: taken)
      case .substitute(let shown, let reason):
        return .reformat(
          text: shown, selection: shown.utf16.count..<shown.utf16.count, reason: said(reason))
      case .reformat(let shown, let selection, let reason):
        return .reformat(text: shown, selection: selection, reason: said(reason))
      case .reject(let reason):
        return .reject(reason)
      }
    }
  }

  /// `InputRule.acceptsTypedASCII`: an ASCII digit typed at the end of the number (before a
  /// trailing symbol) of a text in the rule's own form, when the number stays in that form (no
  /// grouping separator moves) and is then valid, as `limits.quickValue` finds it. `review`
  /// accepts exactly such a key as proposed; every other key is reviewed. Not with `maxLength`.
  @inline(__always)
  func acceptsTypedDigit(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool {
    let d = byte &- 0x30
    guard d < 10, range.isEmpty, maxLength == nil,
      // The text is ASCII: offsets are bytes.
      range.lowerBound == text.utf8.count &- notation.suffixGlyph.count,
      var n = notation.readOwnForm(text), !n.hasExponent, n.mantissaDigits < 18
    else { return false }
    if n.hasSeparator {
      n.fractionDigits &+= 1
    } else {
      // A fourth integer digit (in threes) moves every grouping separator.
      if notation.showsGrouping && n.integerDigits >= notation.primaryGroup { return false }
      n.integerDigits &+= 1
    }
    n.digits = n.digits &* 10 &+ UInt64(d)
    return limits.quickValue(n) != nil
  }

  /// Where a selection rests in a number's text (`InputRule.restingSelection`): a caret inside
  /// a minus sign of several characters (ar_EG, fa_IR) goes after it, and in money one before
  /// or inside a leading symbol or after a trailing one goes among the digits. Selections are
  /// kept, so the whole text can still be selected and replaced.
  func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    guard selection.isEmpty else { return selection }
    var caret = notation.caretOutsideMinus(selection.lowerBound, in: text)
    if notation.hasCurrency { caret = notation.restingCaret(caret, in: text) }
    return caret..<caret
  }

  /// The selection after a key is skipped: where it was, unless the caret may not rest there
  /// (after a trailing currency symbol: a key typed at the very end of "12,50 €").
  private func skipped(_ proposal: EditProposal) -> Range<Int> {
    restingSelection(proposal.utf16Range, in: proposal.text)
  }

  /// A typed grouping separator is skipped (the field shows grouping itself); a typed space that
  /// is not a grouping separator is skipped in money and refused elsewhere.
  @inline(__always)
  private func skippedKeystroke(_ proposal: EditProposal) -> EditDecision? {
    guard let scalar = singleScalar(of: proposal.replacement) else { return nil }
    if scalar < 0x80 {
      // Digits, separators and signs go on.
      let code = notation.asciiCodes[Int(scalar)] & MeaningCode.meaningMask
      if code < MeaningCode.grouping || code > MeaningCode.space { return nil }
    }
    switch notation.meaning(of: scalar) {
    case .grouping:
      if notation.typedCommaIsAmbiguous && (scalar == 0x2C || scalar == 0xFF0C) {
        // Skipped as grouping, "1234,5" would read 12345.
        return .reject(ambiguousComma)
      }
      return .reformat(text: proposal.text, selection: skipped(proposal), reason: filtered)
    case .space:
      // Money shows spaces around its symbol, so a typed one is skipped like grouping; a plain
      // number has no use for one.
      return notation.hasCurrency
        ? .reformat(text: proposal.text, selection: skipped(proposal), reason: filtered)
        : .reject(disallowed)
    default:
      return nil
    }
  }

  /// What `reducedPaste` made of a paste.
  enum ReducedPaste {
    /// The paste, rounded or without its extra zeros, is shown.
    case shown(EditDecision)
    /// Rounded or without its extra zeros, the number still fails, for this reason.
    case fails(Reason)
  }

  /// A pasted (or otherwise multi-character) complete number with more fraction digits than the
  /// rule allows, made to fit: zeros past the last allowed digit ("1.230") lose nothing and are
  /// dropped (not for a composition, which is typing: its extra zero is refused like a typed
  /// one); other digits are rounded when the rule says how. `nil` when neither applies.
  private func reducedPaste(_ t: NumberText, kind: EditKind, replacing text: String)
    -> ReducedPaste?
  {
    guard t.isComplete, limits.value(of: t) == nil else { return nil }
    let magnitude = t.magnitude
    let exact = magnitude.isMultiple(ofGrid: -limits.maxFractionDigits)
    let tooManyFractionDigits =
      !exact || (!t.hasExponent && t.fractionDigits > limits.maxFractionDigits)
    guard tooManyFractionDigits else { return nil }
    if exact ? kind == .composition : rounding == .reject { return nil }
    // Round in exact arithmetic; a value beyond 38 digits is refused by the caller.
    guard let number = ExactDecimal(magnitude, isNegative: t.negative),
      let value = number.rounded(
        toFractionDigits: limits.maxFractionDigits, exact ? .down : rounding)
    else { return nil }
    var r = NumberText(value: value, fractionDigits: shownFractionDigits)
    r.tokensBeforeCaret = r.tokens
    guard limits.value(of: r) != nil else { return .fails(reason(forFailureOf: r)) }
    if let maxLength, notation.length(of: r) > maxLength {
      return .fails(messages.reason(.tooLong))
    }
    let (shown, caret) = notation.show(r)
    let reason =
      !exact ? messages.reason(.rounded) : shown == text ? changesNothing : reformatted
    return .shown(.reformat(text: shown, selection: caret..<caret, reason: reason))
  }

  /// Deleting is never refused. Backspace just after a grouping separator (or any text that is not
  /// a token, such as a currency symbol) deletes the token before it; forward Delete just before
  /// one deletes the token after it.
  private func reviewDeletion(_ proposal: EditProposal) -> EditDecision {
    let text = proposal.text
    var lower = utf8Offset(of: proposal.range.lowerBound, in: text)
    var upper = utf8Offset(of: proposal.range.upperBound, in: text)
    var caret = proposal.utf16Range.lowerBound
    var widened = false
    withBytes(of: text) { bytes in
      guard !notation.hasToken(bytes, lower, upper) else { return }
      if proposal.kind == .deleteForward {
        if let end = notation.firstTokenEnd(bytes, from: upper) {
          upper = end
          widened = true
        }
      } else if let (start, start16) = notation.lastTokenStart(bytes, before: lower) {
        lower = start
        caret = start16
        widened = true
      }
    }
    let (t, issue) = withBytes(of: text) { bytes in
      notation.read(
        UnsafeBufferPointer(rebasing: bytes[..<lower]),
        UnsafeBufferPointer(rebasing: bytes[upper...]), caret: caret)
    }
    if issue != nil {
      // The range cut into text that is not a token, such as part of a currency symbol ("KWD",
      // "د.ك."): the number is its tokens, so only the tokens in the range go, and the rest is
      // shown in the rule's form (a deletion inside the symbol alone changes nothing).
      if let kept = withBytes(of: text, { notation.readKeepingTokens($0, outside: lower, upper) }) {
        return notation.decision(
          showing: kept, for: text, replacing: lower, upper, with: "", caret: caret,
          alwaysReformat: true, reformatted: reformatted)
      }
      // Text that was not a number to begin with: the deletion is taken as it is.
      guard widened else { return .accept }
      let remaining = withBytes(of: text) { bytes in
        String(decoding: Array(bytes[..<lower]) + Array(bytes[upper...]), as: UTF8.self)
      }
      return .reformat(text: remaining, selection: caret..<caret, reason: nil)
    }
    return notation.decision(
      showing: t, for: text, replacing: lower, upper, with: "", caret: caret,
      alwaysReformat: widened, reformatted: reformatted)
  }

  // MARK: - Judging

  /// Whether a text is within the maximum length (every unit counts at most the UTF-8 bytes, so
  /// short text is not measured).
  @inline(__always)
  func fits(_ text: String) -> Bool {
    guard let maxLength else { return true }
    return text.utf8.count <= maxLength || notation.unit.length(of: text) <= maxLength
  }

  /// Whether a text, read as `t`, is within the maximum length as it is and as editing ends with
  /// it (money's minor digits added): a deletion may leave an amount whose committed form no
  /// longer fits, which is then too long.
  @inline(__always)
  func fits(_ text: String, read t: NumberText) -> Bool {
    guard let maxLength else { return true }
    return fits(text) && notation.length(of: t) <= maxLength
  }

  /// Judges a text. `groupingIsShownByRule`: the text is what this rule's own edit showed (an
  /// insertion it accepted), whose grouping is in place by construction and not checked again.
  func evaluate(_ text: String, groupingIsShownByRule: Bool = false) -> Evaluation<ExactDecimal> {
    if let n = notation.readOwnForm(text) {
      // The rule's own form: read in one scan, grouping and symbols in place.
      let judged: Evaluation<ExactDecimal>
      if maxLength != nil && !fits(text, read: n.text) {
        judged = .invalid(messages.reason(.tooLong))
      } else if let value = limits.quickValue(n) {
        judged = .valid(value)
      } else {
        judged = evaluation(of: n.text)
      }
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        internalCheck(
          judged, agreesWith: evaluateGenerally(text, groupingIsShownByRule: groupingIsShownByRule),
          "the number's own-form reading (readOwnForm)", text.debugDescription)
      #endif
      return judged
    }
    return evaluateGenerally(text, groupingIsShownByRule: groupingIsShownByRule)
  }

  /// `evaluate` for any text, without the own-form reading (the tests compare the two).
  func evaluateGenerally(_ text: String, groupingIsShownByRule: Bool = false)
    -> Evaluation<ExactDecimal>
  {
    let (t, issue) = notation.read(text, caret: 0)
    if let issue { return text.isEmpty ? .empty : .invalid(reason(issue)) }
    if !fits(text, read: t) { return .invalid(messages.reason(.tooLong)) }
    if t.sawSkippedSeparator && !groupingIsShownByRule && !notation.groupingIsWellPlaced(text) {
      return .invalid(misplacedGrouping)
    }
    return evaluation(of: t)
  }

  /// How the limits judge a text read as `t`.
  @inline(__always)
  func evaluation(of t: NumberText) -> Evaluation<ExactDecimal> {
    switch limits.judge(t) {
    case .empty: return .empty
    case .valid(let value): return .valid(value)
    case .incomplete: return .incomplete(incomplete)
    case .invalid: return .invalid(reason(forFailureOf: t))
    }
  }

  func display(_ value: ExactDecimal) -> String {
    var shownValue = value
    if value.scale > limits.maxFractionDigits, rounding != .reject,
      let rounded = value.rounded(toFractionDigits: limits.maxFractionDigits, rounding)
    {
      shownValue = rounded
    }
    let plain = NumberText(value: shownValue, fractionDigits: shownFractionDigits)
    if let maxLength, notation.length(of: plain) > maxLength {
      // Too long written out: the shortest other form the rule reads (what the user typed to
      // reach the value was one), "1.5e9", "22265e3" or ".733319".
      var shortest = plain
      var candidates = [plain.withoutLeadingZero]
      if notation.allowsExponent { candidates.append(NumberText(scientific: shownValue)) }
      for candidate in candidates
      where notation.length(of: candidate) < notation.length(of: shortest) {
        shortest = candidate
      }
      // Whole digits before the exponent only when nothing more usual fits.
      if notation.allowsExponent && notation.length(of: shortest) > maxLength {
        let whole = NumberText(scientificWhole: shownValue)
        if notation.length(of: whole) < notation.length(of: shortest) { shortest = whole }
      }
      return notation.show(shortest).text
    }
    return notation.show(plain).text
  }

  /// A canonical string's value, when the rule accepts it: as it is, or, when the rule rounds,
  /// once rounded (the value is then returned unrounded, and setting it reports the rounding).
  func value(fromCanonical string: String) -> ExactDecimal? {
    guard let value = ExactDecimal(string) else { return nil }
    var shown = value
    if value.scale > limits.maxFractionDigits {
      guard let rounded = value.rounded(toFractionDigits: limits.maxFractionDigits, rounding)
      else { return nil }
      shown = rounded
    }
    return limits.value(of: NumberText(value: shown)) != nil ? value : nil
  }

  /// Why a canonical string names no value under the rule, or `nil` when it names one.
  func refusal(ofCanonical string: String) -> Reason? {
    guard let value = ExactDecimal(string) else {
      return Reason(
        .invalidValue,
        Reason.Facts("number.notPlainNumber", text: string, limit: ExactDecimal.maximumDigits))
    }
    var shown = value
    if value.scale > limits.maxFractionDigits {
      guard let rounded = value.rounded(toFractionDigits: limits.maxFractionDigits, rounding)
      else { return messages.reason(.tooManyFractionDigits) }
      shown = rounded
    }
    let t = NumberText(value: shown)
    return limits.value(of: t) == nil ? reason(forFailureOf: t) : nil
  }

  func commit(_ text: String, lastValidValue: ExactDecimal?) -> CommitDecision {
    let (t, issue) = notation.read(text, caret: 0)
    if issue == nil {
      switch limits.judge(t) {
      case .empty:
        return CommitDecision(text: "")
      case .valid(let value):
        let normal = display(value)
        if fits(normal) {
          return CommitDecision(
            text: normal, reason: normal == text ? nil : messages.reason(.reformatted))
        }
        // A normal form longer than the text: the text stays, if it fits as editing ends with
        // it (money counts the minor digits it will show; "-47 ₹" may not).
        if fits(text, read: t) { return CommitDecision(text: text) }
      case .incomplete, .invalid:
        if onCommit == .clamp, let clamped = clampedValue(t) {
          let bound = display(clamped)
          // A bound that cannot be shown within maxLength is no place to commit to.
          if fits(bound) { return CommitDecision(text: bound, reason: messages.reason(.clamped)) }
        }
      }
    }
    return revert(text, to: lastValidValue, because: reason(forCommitting: t, issue: issue))
  }

  /// Commit's last resort: the last valid value, or empty, saying why the text was not valid.
  func revert(_ text: String, to lastValidValue: ExactDecimal?, because why: Reason)
    -> CommitDecision
  {
    var reverted = lastValidValue.map(display) ?? ""
    if !fits(reverted) { reverted = "" }
    guard reverted != text else { return CommitDecision(text: text) }
    let outcome =
      reverted.isEmpty
      ? Reason.Facts("number.revertedCleared", cause: why)
      : Reason.Facts("number.reverted", text: reverted, cause: why)
    return CommitDecision(text: reverted, reason: Reason(.reverted, outcome))
  }

  /// The nearest bound for a complete number outside the range, or the number rounded when the
  /// rule rounds and it only has too many fraction digits.
  func clampedValue(_ t: NumberText) -> ExactDecimal? {
    guard t.isComplete else { return nil }
    let magnitude = t.magnitude
    // The smallest and largest values allowed, as signed magnitudes.
    let lowest: (Sci, Bool)? =
      limits.negative.map { ($0.upper, true) } ?? limits.positive.map { ($0.lower, false) }
    let highest: (Sci, Bool)? =
      limits.positive.map { ($0.upper, false) } ?? limits.negative.map { ($0.lower, true) }
    guard let lowest, let highest else { return nil }
    func below(_ bound: (Sci, Bool)) -> Bool {
      // value < bound
      switch (t.negative && !magnitude.m.isZero, bound.1 && !bound.0.m.isZero) {
      case (true, false): return true
      case (false, true): return false
      case (true, true): return bound.0 < magnitude
      case (false, false): return magnitude < bound.0
      }
    }
    func above(_ bound: (Sci, Bool)) -> Bool {
      switch (t.negative && !magnitude.m.isZero, bound.1 && !bound.0.m.isZero) {
      case (true, false): return false
      case (false, true): return true
      case (true, true): return magnitude < bound.0
      case (false, false): return bound.0 < magnitude
      }
    }
    if below(lowest) { return ExactDecimal(lowest.0, isNegative: lowest.1) }
    if above(highest) { return ExactDecimal(highest.0, isNegative: highest.1) }
    if rounding != .reject, let exact = ExactDecimal(magnitude, isNegative: t.negative),
      let rounded = exact.rounded(toFractionDigits: limits.maxFractionDigits, rounding),
      limits.value(of: NumberText(value: rounded)) != nil
    {
      return rounded
    }
    return nil
  }
}

/// The only scalar of a text, when it has exactly one.
@inline(__always)
func singleScalar(of text: String) -> UInt32? {
  withBytes(of: text) { bytes in
    guard !bytes.isEmpty else { return nil }
    let (scalar, length) = Notation.decode(bytes, at: 0)
    return length == bytes.count ? scalar : nil
  }
}

/// The UTF-8 offset of an index of a text.
@inline(__always)
func utf8Offset(of index: String.Index, in text: String) -> Int {
  text.utf8.distance(from: text.utf8.startIndex, to: index)
}
