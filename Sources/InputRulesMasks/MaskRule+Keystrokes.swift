import InputRules

/// Reviewing edits: key presses, and deletions that leave characters out of place.
extension MaskRule {
  /// The shared review, except for a deletion after which characters no longer fit their
  /// places (a letter shifted into a digit slot of `[00][AA]`): deleting is never refused, so
  /// those characters leave too, and the reason says so.
  public func review(_ proposal: EditProposal) -> EditDecision {
    if let text = pastedLeadingLiterals(proposal) {
      let end = text.utf16.count
      return .reformat(text: text, selection: end..<end, reason: nil)
    }
    if let decision = reviewTypedAtEnd(proposal) {
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        internalCheck(
          Self.effect(of: decision, on: proposal),
          agreesWith: Self.effect(of: reviewGenerally(proposal), on: proposal),
          "the one-pass mask decision (reviewTypedAtEnd)",
          "\(proposal.replacement.debugDescription) typed after \(proposal.text.debugDescription)")
      #endif
      return decision
    }
    return reviewGenerally(proposal)
  }

  #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
    /// What a decision on a key typed at the end leaves: the text, the caret (`nil` at the end),
    /// whether it was taken as proposed, and the reason's code.
    static func effect(of decision: EditDecision, on proposal: EditProposal) -> String {
      switch decision {
      case .accept:
        return "accepted \(proposal.text + proposal.replacement)"
      case .substitute(let s, let reason):
        return "transformed \(proposal.text + s) end \(reason?.code.rawValue ?? "")"
      case .reformat(let text, let selection, let reason):
        let end = text.utf16.count
        let caret = selection == end..<end ? "end" : "\(selection)"
        return "transformed \(text) \(caret) \(reason?.code.rawValue ?? "")"
      case .reject(let reason):
        return "rejected \(reason.code.rawValue)"
      }
    }
  #endif

  /// The text of a paste that leaves only the start of a format's leading literals (`+` or
  /// `+7 (` pasted into `+7 ([000]) ...`): shown as pasted, as a key typed shows it, rather than
  /// refused for holding no slot character; with autocomplete, all the literals up to the first
  /// slot are shown, as in input-mask-ios.
  func pastedLeadingLiterals(_ proposal: EditProposal) -> String? {
    guard !proposal.isDeletion, proposal.kind != .typing, proposal.kind != .composition
    else { return nil }
    // Spaces and invisible marks around a copied text are left out, unless literals.
    let pasted = proposal.replacement.filter { c in
      !Self.isIgnoredAroundCode(c) || formats.contains { $0.hasLiteral(c) }
    }
    guard !pasted.isEmpty else { return nil }
    var text = String(proposal.text[..<proposal.range.lowerBound])
    text += pasted
    text += proposal.text[proposal.range.upperBound...]
    guard !text.isEmpty, text != proposal.text else { return nil }
    for format in formats where format.leadingLiterals.hasPrefix(text) {
      // With autocomplete, the literals up to the first slot, as input-mask-ios shows them.
      let shown = autocomplete ? format.leadingLiterals : text
      if let maxLength, lengthUnit.length(of: shown) > maxLength { return nil }
      return shown
    }
    return nil
  }

  /// `review` without the one-pass decision of a key typed at the end.
  func reviewGenerally(_ proposal: EditProposal) -> EditDecision {
    let decision = reviewReformatting(proposal)
    guard proposal.isDeletion, case .reject = decision else { return decision }
    let lower = proposal.utf16Range.lowerBound
    let upper = proposal.utf16Range.upperBound
    let format = formats[formatIndex(of: proposal.text) ?? 0]
    // The raw characters the deletion leaves: those outside its range, or, when it holds only
    // literals, all but the one before it (Backspace) or after it (forward Delete).
    var beforeRaw: [Character] = []
    var insideCount = 0
    var afterRaw: [Character] = []
    forEachRawCharacter(in: proposal.text) { character, range in
      if range.upperBound <= lower {
        beforeRaw.append(character)
      } else if range.lowerBound >= upper {
        afterRaw.append(character)
      } else {
        insideCount += 1
      }
      return true
    }
    if insideCount == 0 {
      if proposal.kind == .deleteForward {
        if !afterRaw.isEmpty { afterRaw.removeFirst() }
      } else if !beforeRaw.isEmpty {
        beforeRaw.removeLast()
      }
    }
    let keptBefore = beforeRaw.count
    let kept = format.fitting(String(beforeRaw + afterRaw))
    var laid = format.lay(kept, trailing: kept.isEmpty ? .none : (autocomplete ? .all : .none))
    if laid.failure != nil { laid = MaskLaidOut() }
    let caret = caretOffset(afterRawCharacters: keptBefore, in: laid.text, leaning: .next)
    return .reformat(
      text: laid.text, selection: caret..<caret,
      reason: Reason(.filtered, Reason.Facts("mask.noLongerFit")))
  }

  /// A key press some format can place goes in, a decimal digit of any script as its ASCII digit;
  /// a key equal to the next literal is taken as that literal and adds nothing; any other key is
  /// refused. A paste keeps the characters slots take and drops the others that are not literals,
  /// with a `filtered` reason.
  public func rawReplacement(for edit: RawEdit) -> RawReplacement {
    let position = edit.range.lowerBound
    let rawIndex = edit.raw.index(edit.raw.startIndex, offsetBy: position)
    let head = edit.raw[..<rawIndex]
    let tail = edit.raw[edit.raw.index(rawIndex, offsetBy: edit.range.count)...]
    if edit.isKeystroke, let key = edit.replacement.first {
      // The key as typed: laying out asks the slot about it, and stores a digit as the slot
      // does (a custom notation may take a digit of another script only as it is).
      var candidate = String(head)
      candidate.append(key)
      candidate += overwritesRawCharacters ? tail.dropFirst() : tail
      // Which formats the text is in (with several, a start such as `+` may be in more than
      // one).
      let readable = formats.map { $0.readStrictly(edit.text) { _, _ in } }
      // The next literal still to show, typed: that literal (`1` after `+` in `+1 (`), in any
      // format the text is in (`4` after `+` in `+44 ...` when `+1 (...` comes first).
      for (index, f) in formats.enumerated()
      where readable[index]
        && takesAsLiteral(
          key, after: head, in: f, text: edit.text, isCurrent: true, atEnd: tail.isEmpty,
          nextOnly: true)
      {
        return .characters("", reason: nil)
      }
      // A key equal to the literal (not a raw character) at the caret, or that a selection
      // starts with, passes over it inside the text, also where the literals follow an empty
      // optional slot (`+` and `1` typed back over `+1` in `b+1 (0...` of
      // `[aa]+1 ({0}[000999]`, which would otherwise be a raw literal and a digit); overwriting,
      // `0` typed before the `0` of `1092` in `[0]0[09]` is that literal, not a slot character
      // typed over the `9`.
      if (overwritesRawCharacters || !edit.textRange.isEmpty || !tail.isEmpty)
        && selectionStarts(with: key, in: edit)
      {
        return .characters("", reason: nil)
      }
      // Overwriting, a key the layout reads as the literal after empty optional slots (`-`
      // after `0` in `0-a` of `[0999]-[A]`) is that literal: it types over no slot character.
      if overwritesRawCharacters && !tail.isEmpty {
        var kept = String(head)
        kept.append(key)
        kept += tail
        for (index, f) in formats.enumerated() where readable[index] {
          let laid = f.lay(kept, trailing: .none)
          // Exactly the raw characters around the key: none of it is the key (compared as
          // text, since the key may join a neighbour into one cluster).
          if laid.failure == nil && rawCharacters(of: laid.text) == String(head) + tail {
            return .characters("", reason: nil)
          }
        }
      }
      // Any format may take it (the layout chooses which). Refused, the reason is that of the
      // format the text is in (a full ZIP+4 field names `[00000]-[0000]`, not `[00000]`).
      let current = readable.firstIndex(of: true)
      var firstFailure: (MaskFailure, MaskFormat)?
      for (index, f) in formats.enumerated() {
        let laid = f.lay(candidate, trailing: .none)
        guard let failure = laid.failure else {
          return .characters(String(key), reason: shownKeyReason(key, after: head, in: f))
        }
        if firstFailure == nil || index == current { firstFailure = (failure, f) }
      }
      // A key equal to a literal where the caret is: taken as that literal.
      for (index, f) in formats.enumerated()
      where takesAsLiteral(
        key, after: head, in: f, text: edit.text, isCurrent: readable[index],
        atEnd: tail.isEmpty)
      {
        return .characters("", reason: nil)
      }
      // A key at the end that makes the text one of a format's own layouts, read otherwise
      // than before the key (`7x` then a space in `[0a]{x} [0]`: the `x`, typed into the
      // letter slot, is the kept literal of `7x `), is taken as that reading.
      if tail.isEmpty && edit.textRange.upperBound == edit.text.utf16.count {
        let units = edit.text.utf16
        let start = units.index(
          units.startIndex, offsetBy: Swift.min(edit.textRange.lowerBound, units.count))
        var proposed = String(edit.text[..<start])
        proposed.append(key)
        for f in formats {
          var raw = ""
          if f.readStrictly(proposed, { character, _ in raw.append(character) }),
            raw != String(head)
          {
            return .whole(raw, reason: nil)
          }
        }
      }
      let (failure, f) = firstFailure!
      return .reject(reason(for: failure, in: f))
    }
    return pasteReplacement(edit, head: head, tail: tail)
  }

  /// Whether the text at the edit's start is a literal (not a raw character) equal to `key`.
  func selectionStarts(with key: Character, in edit: RawEdit) -> Bool {
    let start = edit.textRange.lowerBound
    let units = edit.text.utf16
    guard start >= 0, start < units.count else { return false }
    let index = units.index(units.startIndex, offsetBy: start)
    guard edit.text[index] == key else { return false }
    var isRaw = false
    forEachRawCharacter(in: edit.text) { _, range in
      if range.lowerBound == start { isRaw = true }
      return range.lowerBound < start
    }
    return !isRaw
  }
}
