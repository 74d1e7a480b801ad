import InputRules

/// Choosing among the formats, and laying raw characters out in the chosen one.
extension MaskRule {
  /// The index of the format `text` is laid out in: the first that reads it strictly.
  func formatIndex(of text: String) -> Int? {
    if formats.count == 1 {
      return formats[0].readStrictly(text) { _, _ in } ? 0 : nil
    }
    for (index, format) in formats.enumerated() where format.readStrictly(text, { _, _ in }) {
      return index
    }
    return nil
  }

  /// The characters of `text` that fill slots, as the first format that reads `text` strictly
  /// places them (for a mask showing the locale's digits, then as it reads text laid out in
  /// ASCII digits); text no format reads strictly is read leniently by the primary format.
  public func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    var stopped = false
    let visit: (Character, Range<Int>) -> Void = { character, range in
      if !stopped && !body(character, range) { stopped = true }
    }
    for format in formats where format.readStrictly(text, { _, _ in }) {
      _ = format.readStrictly(text, visit)
      return
    }
    if readInASCII(text, visit) { return }
    formats[0].readLeniently(text, visit)
  }

  /// How many literals of the run after `raw` `previousText` shows (when it is in `format`).
  func literalsShownAlready(after raw: Substring, in format: MaskFormat, of previousText: String)
    -> Int
  {
    let least = format.lay(raw, trailing: .none)
    guard least.failure == nil else { return 0 }
    let shown = previousText.count - least.text.count
    let run = format.literalRun(from: least.nextElement)
    return Swift.max(0, Swift.min(shown, run.count))
  }

  /// How many literals of the run after `raw` to show when `key` was typed as a literal: those
  /// shown already, and the next one when it is `key`.
  func literalsShown(
    after raw: String, in format: MaskFormat, of previousText: String, currentFormat: Bool,
    key: Character
  ) -> Int {
    let least = format.lay(raw, trailing: .none)
    let run = format.literalRun(from: least.nextElement)
    var shown =
      currentFormat ? literalsShownAlready(after: Substring(raw), in: format, of: previousText) : 0
    if !raw.isEmpty && autocomplete { shown = run.count }
    if shown < run.count && run[shown] == key { shown += 1 }
    return shown
  }

  /// Whether `key` is taken as a literal after `head` in `format`: one the text shows there
  /// already (typed again, it only moves the caret past it), or the next one.
  func takesAsLiteral(
    _ key: Character, after head: Substring, in format: MaskFormat, text: String,
    isCurrent: Bool, atEnd: Bool, nextOnly: Bool = false
  ) -> Bool {
    let least = format.lay(head, trailing: .none)
    guard least.failure == nil else { return false }
    let run = format.literalRun(from: least.nextElement)
    let shown: Int
    if !isCurrent {
      shown = 0
    } else if !atEnd || (!head.isEmpty && autocomplete) {
      shown = run.count
    } else {
      shown = literalsShownAlready(after: head, in: format, of: text)
    }
    if shown < run.count && run[shown] == key { return true }
    return !nextOnly && run[..<shown].contains(key)
  }

  /// The format for an edit that makes `typed` of `previousText`: the one the text was in,
  /// unless the edit is at the end (then the best by `affinity`, the earlier format on a tie) or
  /// that one cannot hold the text (`fits`). At the end, a format that the raw characters
  /// complete (`laidOut`) wins over one they leave incomplete with the same value so far,
  /// whatever the affinity: fifteen digits typed into a card mask of
  /// `[0000] [0000] [0000] [0000]` and `[0000] [000000] [00000]` read best in the first, which
  /// they would never complete, so they are shown in the second (a sixteenth digit, which the
  /// second cannot hold, goes back to the first). Where the values differ (`19.2` in
  /// `[00]{.}[0000]` is not `192` in `[0099]`), the affinity alone decides.
  func chooseFormat(
    typed: @autoclosure () -> String, previousText: String, atEnd: Bool,
    fits: (Int) -> Bool, laidOut: ((Int) -> MaskLaidOut)? = nil
  ) -> Int {
    if formats.count == 1 { return 0 }
    let current = formatIndex(of: previousText) ?? 0
    if !atEnd && fits(current) { return current }
    let text = typed()
    var best = -1
    var bestLaid: MaskLaidOut?
    var bestScore = Int.min
    for (index, format) in formats.enumerated() where fits(index) {
      let laid = laidOut?(index)
      let s = score(format, typed: text)
      var wins = best < 0 || s > bestScore
      if let laid, let bestLaid, !laid.value.isEmpty, laid.value == bestLaid.value,
        laid.isComplete != bestLaid.isComplete
      {
        wins = laid.isComplete
      }
      if wins {
        best = index
        bestLaid = laid
        bestScore = s
      }
    }
    return best < 0 ? current : best
  }

  /// A format's affinity for text typed as `typed`, by the rule's strategy.
  func score(_ format: MaskFormat, typed: String) -> Int {
    switch affinity {
    case .wholeString:
      return format.readLeniently(typed).affinity
    case .prefix:
      let output = format.readLeniently(typed).output
      var n = 0
      for (a, b) in zip(output, typed) {
        guard a == b else { break }
        n += 1
      }
      return n
    case .capacity:
      let length = typed.count
      return length > format.totalTextLength ? Int.min : length - format.totalTextLength
    case .extractedValueCapacity:
      let length = format.readLeniently(typed).valueLength
      return length > format.totalValueLength ? Int.min : length - format.totalValueLength
    }
  }

  /// Lays `raw` out in the format `affinity` chooses for the edit, with the literals after the last
  /// slot character shown when `autocomplete` is on. Refuses raw characters the format cannot
  /// place, and text longer than `maxLength` even without those literals.
  public func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    // After a deletion, the text as the current format shows it without trailing literals (a
    // deleted last character does not leave its format's separator behind to score with).
    let typed: () -> String = {
      guard context.isDeletion else { return context.proposedText }
      let current = formatIndex(of: context.previousText) ?? 0
      let laid = formats[current].lay(raw, trailing: .none)
      return laid.failure == nil ? laid.text : context.proposedText
    }
    let raws = rawCharacters(perFormat: raw, context: context)
    let index = chooseFormat(
      typed: typed(), previousText: context.previousText,
      atEnd: context.editIsAtEnd,
      fits: { index in
        let format = formats[index]
        guard format.lay(raws[index], trailing: .none).failure == nil else { return false }
        // A typed literal chooses among the formats that have it there.
        guard let key = context.literalKey, formats.count > 1 else { return true }
        return takesAsLiteral(
          key, after: Substring(raws[index]), in: format, text: context.previousText,
          isCurrent: format.readStrictly(context.previousText) { _, _ in },
          atEnd: context.editIsAtEnd)
      },
      laidOut: { index in formats[index].lay(raws[index], trailing: .none) })
    let format = formats[index]
    let raw = raws[index]
    var trailing: TrailingLiterals = raw.isEmpty ? .none : (autocomplete ? .all : .none)
    if let key = context.literalKey {
      trailing = .count(
        literalsShown(
          after: raw, in: format, of: context.previousText,
          currentFormat: format.readStrictly(context.previousText) { _, _ in }, key: key))
    }
    if context.literalKey == nil, !context.isDeletion, context.editIsAtEnd, !raw.isEmpty,
      trailing != .all
    {
      let covered = literalsCovered(by: context.replacement, after: raw, in: format)
      if covered > 0 { trailing = .count(covered) }
    }
    // The literals the text shows after its last raw character stay when the edit ends before
    // them, as the rest of the text outside an edit does: without autocomplete, `b-` typed into
    // `[A]-` and laid out again (as `check` reads an entry) stays `b-`, and so does `x-` with
    // its `x` typed over. The count is clamped to the literals that follow the new raw
    // characters.
    if context.literalKey == nil, !context.isDeletion, !raw.isEmpty, trailing != .all {
      var own = ""
      var lastEnd = 0
      if format.readStrictly(
        context.previousText,
        { character, range in
          own.append(character)
          lastEnd = range.upperBound
        }), !own.isEmpty, context.editedRange.upperBound <= lastEnd
      {
        let shown = literalsShownAlready(
          after: Substring(own), in: format, of: context.previousText)
        let run = format.literalRun(from: format.lay(raw, trailing: .none).nextElement).count
        let kept = Swift.min(shown, run)
        var already = 0
        if case .count(let n) = trailing { already = n }
        if kept > already { trailing = .count(kept) }
      }
    }
    var laid = format.lay(raw, trailing: trailing)
    if let failure = laid.failure { return .reject(reason(for: failure, in: format)) }
    if let maxLength, lengthUnit.length(of: laid.text) > maxLength {
      // Literals written for the user give way first.
      laid = format.lay(raw, trailing: .none)
      guard lengthUnit.length(of: laid.text) <= maxLength else {
        return .reject(
          Reason(.tooLong, Reason.Facts("mask.tooLong", limit: maxLength, unit: lengthUnit)))
      }
    }
    return .text(laid.text)
  }

  /// How many literals of the run after `raw` the characters that follow the last raw character
  /// in `replacement` write, as input-mask-ios applies a format to them: one equal to the next
  /// literal is that literal, a slot character past the format's end writes the literal and
  /// goes on to the next, and any other character writes nothing. A paste
  /// ending with the literal after a filled block keeps it (`+7 (123)`), and one with a
  /// character past the format's end shows the literals before it (`11112` in `[9990] AC`
  /// shows `1111 AC`).
  func literalsCovered(by replacement: String, after raw: String, in format: MaskFormat) -> Int {
    guard let last = raw.last else { return 0 }
    var leftover = Substring(replacement)
    guard
      let at = leftover.lastIndex(where: { $0 == last || $0.asciiDigit == last })
    else { return 0 }
    leftover = leftover[leftover.index(after: at)...]
    if leftover.isEmpty { return 0 }
    let least = format.lay(raw, trailing: .none)
    guard least.failure == nil else { return 0 }
    let run = format.literalRun(from: least.nextElement)
    var shown = 0
    // Characters neither a literal of the run nor a slot character (a trailing space or mark of
    // a copied text) write nothing.
    for character in leftover where run.contains(character) || format.anySlotTakes(character) {
      while shown < run.count {
        shown += 1
        if run[shown - 1] == character { break }
      }
      if shown == run.count { break }
    }
    return shown
  }

  /// The raw characters of an edit for each format. The engine reads the text before an edit in
  /// the first format that reads it strictly; another format may read the same text otherwise
  /// (`x` is a slot character of `[____]` and a literal of `x[__]`). After an edit at the end,
  /// each format that reads the text before it gets its own reading of the text the edit kept,
  /// followed by what the edit added: a character typed once then shows once, and a character
  /// deleted takes no other with it, in whichever format is chosen.
  func rawCharacters(perFormat raw: String, context: LayoutContext) -> [String] {
    var raws = Array(repeating: raw, count: formats.count)
    guard formats.count > 1, context.editIsAtEnd else { return raws }
    var read: [Character] = []
    var starts: [Int] = []
    forEachRawCharacter(in: context.previousText) { character, range in
      read.append(character)
      starts.append(range.lowerBound)
      return true
    }
    // The raw characters the edit kept: the common start (the edit is at the end).
    var kept = 0
    for (a, b) in zip(read, raw) {
      guard a == b else { break }
      kept += 1
    }
    let added = raw.dropFirst(kept)
    // Where the first character the edit removed starts in the text.
    let cut = kept == read.count ? Int.max : starts[kept]
    for (index, format) in formats.enumerated() {
      var own = ""
      let reads = format.readStrictly(context.previousText) { character, range in
        if range.upperBound <= cut { own.append(character) }
      }
      if reads {
        raws[index] = own + added
      } else if cut != Int.max {
        // A format the whole text is not in may be that of the text the edit kept (`x2` of
        // `x23`, too long for `[_0]`).
        let units = context.previousText.utf16
        let end = units.index(units.startIndex, offsetBy: Swift.min(cut, units.count))
        let start = String(context.previousText[..<end])
        own = ""
        if format.readStrictly(start, { character, _ in own.append(character) }) {
          raws[index] = own + added
        }
      }
    }
    return raws
  }

  /// The reason raw characters do not fit `format`.
  func reason(for failure: MaskFailure, in format: MaskFormat) -> Reason {
    switch failure {
    case .mismatch(_, let character, let expected):
      let kind = expected.kindName
      return Reason(
        .disallowedCharacter,
        Reason.Facts(
          "mask.doesNotFit", character: character, name: kind.name, symbol: kind.symbol))
    case .overflow(let capacity):
      return Reason(.tooLong, Reason.Facts("mask.full", limit: capacity, format: format.source))
    }
  }
}
