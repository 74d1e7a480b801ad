import InputRules

/// Judging text, and what committing it does.
extension MaskRule {
  /// Empty, incomplete while a required slot of the chosen format is unfilled, valid with the
  /// extracted value once none is, or invalid when the raw characters do not fit the format.
  public func judge(raw: String) -> Evaluation<String> {
    if raw.isEmpty { return .empty }
    let format = formats[formatIndex(of: formats[0].lay(raw, trailing: .all).text) ?? 0]
    return judge(raw: raw, in: format)
  }

  func judge(raw: String, in format: MaskFormat) -> Evaluation<String> {
    let laid = format.lay(raw, trailing: .all)
    if let failure = laid.failure { return .invalid(reason(for: failure, in: format)) }
    if laid.isComplete { return .valid(laid.value) }
    return .incomplete(format.incompleteReason)
  }

  /// Judges text laid out by one of the formats by its slot characters (see `judge(raw:)`); text in
  /// no format's layout, or longer than `maxLength`, is invalid. ASCII text in a single-format mask
  /// is judged in one pass.
  public func evaluate(_ text: String) -> Evaluation<String> {
    if text.isEmpty { return .empty }
    if let judged = evaluateASCII(text) {
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        internalCheck(
          judged, agreesWith: evaluateGenerally(text), "the one-pass mask judging (evaluateASCII)",
          text.debugDescription)
      #endif
      return judged
    }
    return evaluateGenerally(text)
  }

  /// `evaluate` without the one-pass judging of ASCII text. A mask showing the locale's digits
  /// also judges text laid out in ASCII digits (`+1 (555) 123-4567` in ar_EG), the way a
  /// program, a server or another device writes it, as the field's own text.
  func evaluateGenerally(_ text: String) -> Evaluation<String> {
    if text.isEmpty { return .empty }
    if let judged = evaluate(text, in: formats) { return judged }
    if showsDigits, let judged = evaluate(text, in: formatsInASCII) { return judged }
    return .invalid(
      Reason(
        .disallowedCharacter,
        Reason.Facts("mask.notLaidOut", text: text, format: formats[0].source)))
  }

  /// How text laid out by one of `formats` is judged; `nil` when it is laid out by none.
  private func evaluate(_ text: String, in formats: [MaskFormat]) -> Evaluation<String>? {
    for format in formats {
      var raw = ""
      guard format.readStrictly(text, { c, _ in raw.append(c) }) else { continue }
      // Only its own layout: the trailing literals shown in part or not at all.
      let full = format.lay(raw, trailing: .all).text
      let least = format.lay(raw, trailing: .none).text
      guard full.hasPrefix(text), text.count >= least.count else { continue }
      if let maxLength, lengthUnit.length(of: text) > maxLength {
        return .invalid(
          Reason(.tooLong, Reason.Facts("mask.tooLong", limit: maxLength, unit: lengthUnit)))
      }
      if raw.isEmpty {
        // Only literals: complete when the format needs nothing more (`3.14` in `{3.14}[9…]`).
        let empty = format.lay("", trailing: .all)
        if empty.isComplete && empty.text == text { return .valid(empty.value) }
        return .incomplete(format.incompleteReason)
      }
      return judge(raw: raw, in: format)
    }
    return nil
  }

  /// Keeps empty and valid text; incomplete or invalid text is kept, cleared or replaced by the
  /// last valid value's layout, as `onCommit` says.
  public func commit(_ text: String, lastValidValue: String?) -> CommitDecision {
    let evaluation = evaluate(text)
    switch evaluation.validity {
    case .empty, .valid:
      return CommitDecision(text: text)
    case .incomplete, .invalid:
      switch onCommit {
      case .keep:
        return CommitDecision(text: text)
      case .clear:
        return CommitDecision(
          text: "", reason: Reason(.reverted, Reason.Facts("mask.cleared")))
      case .revert:
        let previous = lastValidValue.map { displayText(for: $0) } ?? ""
        return CommitDecision(
          text: previous, reason: Reason(.reverted, Reason.Facts("mask.reverted")))
      }
    }
  }
}
