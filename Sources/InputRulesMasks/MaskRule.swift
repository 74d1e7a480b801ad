import InputRules

/// A field laid out by a mask: a phone number `+1 (555) 123-4567`, a postcode, a code, any
/// fixed layout, written in input-mask-ios's format syntax (see `MaskFormat`).
///
///     let phone = try MaskRule(format: "+1 ([000]) [000]-[0000]")
///
/// The user types only what goes into the slots; the mask writes the literals. A key no slot
/// takes is refused and changes nothing; a key equal to the next literal is taken as that
/// literal; a digit is never swallowed by a literal further on (`7` typed into
/// `+7 ([000]) ...` shows `+7 (7`). A paste, or autofill replacing the whole field, is laid out
/// as one edit: characters that are neither slot characters nor literals are dropped (with a
/// `filtered` reason), and the digits of a leading literal (a country code) are taken as that
/// literal only when the paste starts with it (`+7 912...`) or has more characters than the
/// free slots (`79123456789`).
///
/// The text is judged `empty`, `incomplete` while a required slot is unfilled and `valid` when
/// none is left. The value is the extracted value: slot characters and `{}` literals
/// (`5551234567` for the phone above). Decimal digits of any script are stored as ASCII digits.
///
/// With several formats, `affinity` chooses among them for each text, as input-mask-ios's
/// affinity strategies do; the choice is sticky: it changes only when an edit at the end makes
/// another format fit better, or when the current one cannot hold the text.
public struct MaskRule: ReformattingRule {
  /// The value is the extracted value: slot characters and `{}` literals, without the other
  /// literals (`5551234567` for `+1 (555) 123-4567`).
  public typealias Value = String

  /// The formats, the first one primary.
  public let formats: [MaskFormat]
  /// The only format, as bytes, when it has ASCII literals and built-in slots: common key
  /// presses and judging are then decided in one pass (see `ASCIIMaskFormat`).
  let asciiFormat: ASCIIMaskFormat?
  /// How a format is chosen when there are several.
  public var affinity: MaskAffinity = .wholeString
  /// Whether the literals that follow a typed character are shown at once.
  public var autocomplete = true
  /// Whether Backspace over the literals at the end also removes the slot character before
  /// them.
  public var autoskip = false
  /// What deleting only literals does.
  public var backspaceOverLiteral: LiteralDeletion = .deleteSlot
  /// Whether typed characters replace the slot characters after them rather than shift them.
  public var overwrite = false
  /// What editing ends with when the text is incomplete.
  public var onCommit: MaskCommit = .keep
  /// The longest text the field shows, in `lengthUnit`; `nil` for the formats' own limit.
  public var maxLength: Int?
  /// The unit of `maxLength`.
  public var lengthUnit: LengthUnit = .characters

  /// A mask with one format.
  public init(format: String, notations: [MaskNotation] = []) throws(MaskFormatError) {
    self.formats = [try MaskFormat(format, notations: notations)]
    self.asciiFormat = ASCIIMaskFormat(formats[0])
  }

  /// A mask with several formats, the first one primary.
  public init(formats: [String], notations: [MaskNotation] = []) throws(MaskFormatError) {
    guard !formats.isEmpty else {
      throw MaskFormatError(problem: .empty, offset: 0, message: "a mask needs at least one format")
    }
    var read: [MaskFormat] = []
    for format in formats { read.append(try MaskFormat(format, notations: notations)) }
    self.formats = read
    self.asciiFormat = read.count == 1 ? ASCIIMaskFormat(read[0]) : nil
  }

  /// A mask with formats already read.
  public init(formats: [MaskFormat]) {
    precondition(!formats.isEmpty, "a mask needs at least one format")
    self.formats = formats
    self.asciiFormat = formats.count == 1 ? ASCIIMaskFormat(formats[0]) : nil
  }

  // MARK: Modifiers

  /// The same mask choosing among its formats by `strategy`.
  public func choosingFormats(by strategy: MaskAffinity) -> MaskRule {
    var copy = self
    copy.affinity = strategy
    return copy
  }

  /// The same mask with literals shown at once after a typed character, or not.
  public func autocompleting(_ on: Bool) -> MaskRule {
    var copy = self
    copy.autocomplete = on
    return copy
  }

  /// The same mask with Backspace over the literals at the end also removing the slot
  /// character before them, or not.
  public func autoskipping(_ on: Bool) -> MaskRule {
    var copy = self
    copy.autoskip = on
    return copy
  }

  /// The same mask with deleting only literals doing `deletion`.
  public func deletingOverLiterals(_ deletion: LiteralDeletion) -> MaskRule {
    var copy = self
    copy.backspaceOverLiteral = deletion
    return copy
  }

  /// The same mask replacing slot characters after the caret rather than shifting them.
  public func overwriting(_ on: Bool) -> MaskRule {
    var copy = self
    copy.overwrite = on
    return copy
  }

  /// The same mask ending an incomplete edit with `decision`.
  public func committingIncomplete(_ decision: MaskCommit) -> MaskRule {
    var copy = self
    copy.onCommit = decision
    return copy
  }

  /// The same mask showing at most `length` of `unit`.
  public func maximumLength(_ length: Int, in unit: LengthUnit = .characters) -> MaskRule {
    var copy = self
    copy.maxLength = length
    copy.lengthUnit = unit
    return copy
  }

  /// The incomplete reason of the only format (for the one-pass judging).
  var incompleteReason: Reason { formats[0].incompleteReason }

  /// Masked text is laid out left to right, also in a right-to-left interface.
  public var forcesLeftToRight: Bool { true }

  // MARK: Reformatting

  /// What deleting only literals does: `backspaceOverLiteral`, set with `deletingOverLiterals(_:)`.
  public var literalDeletion: LiteralDeletion { backspaceOverLiteral }
  /// Whether Backspace over the literals at the end takes the slot character before them too:
  /// `autoskip`, set with `autoskipping(_:)`.
  public var deletesTrailingLiteralsWithRawCharacter: Bool { autoskip }
  /// Whether typed characters replace the slot characters after them: `overwrite`, set with
  /// `overwriting(_:)`.
  public var overwritesRawCharacters: Bool { overwrite }

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
  /// places them; text no format reads strictly is read leniently by the primary format.
  public func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    var stopped = false
    let visit: (Character, Range<Int>) -> Void = { character, range in
      if !stopped && !body(character, range) { stopped = true }
    }
    for format in formats where format.readStrictly(text, { _, _ in }) {
      _ = format.readStrictly(text, visit)
      return
    }
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
  /// that one cannot hold the text (`fits`).
  func chooseFormat(
    typed: @autoclosure () -> String, previousText: String, atEnd: Bool,
    fits: (MaskFormat) -> Bool
  ) -> Int {
    if formats.count == 1 { return 0 }
    let current = formatIndex(of: previousText) ?? 0
    if !atEnd && fits(formats[current]) { return current }
    let text = typed()
    var best = -1
    var bestScore = Int.min
    for (index, format) in formats.enumerated() where fits(format) {
      let s = score(format, typed: text)
      if best < 0 || s > bestScore {
        best = index
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
    let index = chooseFormat(
      typed: typed(), previousText: context.previousText,
      atEnd: context.editIsAtEnd,
      fits: { format in
        guard format.lay(raw, trailing: .none).failure == nil else { return false }
        // A typed literal chooses among the formats that have it there.
        guard let key = context.literalKey, formats.count > 1 else { return true }
        return takesAsLiteral(
          key, after: Substring(raw), in: format, text: context.previousText,
          isCurrent: format.readStrictly(context.previousText) { _, _ in },
          atEnd: context.editIsAtEnd)
      })
    let format = formats[index]
    var trailing: TrailingLiterals = raw.isEmpty ? .none : (autocomplete ? .all : .none)
    if let key = context.literalKey {
      trailing = .count(
        literalsShown(
          after: raw, in: format, of: context.previousText,
          currentFormat: format.readStrictly(context.previousText) { _, _ in }, key: key))
    }
    var laid = format.lay(raw, trailing: trailing)
    if let failure = laid.failure { return .reject(reason(for: failure, in: format)) }
    if let maxLength, lengthUnit.length(of: laid.text) > maxLength {
      // Literals written for the user give way first.
      laid = format.lay(raw, trailing: .none)
      guard lengthUnit.length(of: laid.text) <= maxLength else {
        return .reject(
          Reason(.tooLong, "At most \(lengthUnit.counted(maxLength)) fit in this field."))
      }
    }
    return .text(laid.text)
  }

  /// The reason raw characters do not fit `format`.
  func reason(for failure: MaskFailure, in format: MaskFormat) -> Reason {
    switch failure {
    case .mismatch(_, let character, let expected):
      return Reason(
        .disallowedCharacter, "“\(character)” does not fit here: this place takes \(expected.noun)."
      )
    case .overflow(let capacity):
      return Reason(
        .tooLong,
        "The field is full: “\(format.source)” holds \(capacity == 1 ? "1 character" : "\(capacity) characters")."
      )
    }
  }

  /// The shared review, except for a deletion after which characters no longer fit their
  /// places (a letter shifted into a digit slot of `[00][AA]`): deleting is never refused, so
  /// those characters leave too, and the reason says so.
  public func review(_ proposal: EditProposal) -> EditDecision {
    if let decision = reviewTypedAtEnd(proposal) {
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        let general = reviewGenerally(proposal)
        precondition(
          Self.effect(of: decision, on: proposal) == Self.effect(of: general, on: proposal),
          """
          InputRulesMasks internal check: the one-pass decision disagrees with the general path.
            shortcut: \(decision)
            general:  \(general)
            input:    \(proposal.replacement.debugDescription) typed after \(proposal.text.debugDescription)
          """)
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
      reason: Reason(.filtered, "Characters that no longer fit their places were removed."))
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
      let stored = key.asciiDigit ?? key
      var candidate = String(head)
      candidate.append(stored)
      candidate += overwrite ? tail.dropFirst() : tail
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
      // Any format may take it (the layout chooses which).
      var firstFailure: (MaskFailure, MaskFormat)?
      for f in formats {
        let laid = f.lay(candidate, trailing: .none)
        guard let failure = laid.failure else { return .characters(String(stored), reason: nil) }
        if firstFailure == nil { firstFailure = (failure, f) }
      }
      // A key equal to a literal where the caret is: taken as that literal.
      for (index, f) in formats.enumerated()
      where takesAsLiteral(
        key, after: head, in: f, text: edit.text, isCurrent: readable[index],
        atEnd: tail.isEmpty)
      {
        return .characters("", reason: nil)
      }
      let (failure, f) = firstFailure!
      return .reject(reason(for: failure, in: f))
    }
    return pasteReplacement(edit, head: head, tail: tail)
  }

  /// The raw characters of a paste (or any edit of more than one character).
  func pasteReplacement(_ edit: RawEdit, head: Substring, tail: Substring) -> RawReplacement {
    let format = formats[
      chooseFormat(
        typed: edit.proposedText, previousText: edit.text, atEnd: tail.isEmpty, fits: { _ in true })
    ]
    var characters: [Character] = []
    var dropped = false
    // An ASCII paste into formats without custom slots, a byte at a time.
    let bytewise =
      formats.allSatisfy { $0.asciiCodes != nil }
      && edit.replacement.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
        characters.reserveCapacity(bytes.count)
        for byte in bytes where byte >= 0x80 { return false }
        for byte in bytes {
          let character = Character(Unicode.Scalar(byte))
          let lower = byte | 0x20
          let kind: CharacterClasses =
            byte >= 0x30 && byte <= 0x39 ? .digits : lower >= 0x61 && lower <= 0x7A ? .letters : []
          if !kind.isEmpty && formats.contains(where: { $0.slotKinds.contains(kind) }) {
            characters.append(character)
          } else if formats.contains(where: { $0.skipsOptionalSlots(character) }) {
            characters.append(character)
          } else if !Self.isSeparator(character)
            && !formats.contains(where: { $0.hasLiteral(character) })
          {
            dropped = true
          }
        }
        return true
      }) == true
    if !bytewise { characters.removeAll() }
    for c in edit.replacement where !bytewise {
      if let digit = c.asciiDigit, formats.contains(where: { $0.anySlotTakes(digit) }) {
        characters.append(digit)
      } else if formats.contains(where: { $0.anySlotTakes(c) }) {
        characters.append(c)
      } else if formats.contains(where: { $0.skipsOptionalSlots(c) }) {
        // Typed to leave optional slots empty (`1.2` in `[099]{.}[099]`), when it does.
        characters.append(c)
      } else if formats.contains(where: { $0.hasLiteral(c) }) || Self.isSeparator(c) {
        // Layout characters: the mask writes its own.
        continue
      } else {
        dropped = true
      }
    }
    // The digits of a leading literal (a country code) count as that literal when the paste
    // starts with it, or holds more characters than the slots left.
    if head.isEmpty {
      let leading = format.leadingLiterals
      let prefix = leading.filter { format.anySlotTakes($0) }
      if !prefix.isEmpty, characters.starts(with: prefix) {
        let significant = Self.significantStart(of: leading, takenBy: format)
        // Spaces, brackets and invisible marks (a contact card's bidi marks) do not count:
        // `(+1) 555`, `+ 1 555` and `\u{200F}+1 555` start with the code.
        let code = significant.filter { !Self.isIgnoredAroundCode($0) }
        let pasted = edit.replacement.lazy.filter { !Self.isIgnoredAroundCode($0) }
        let explicit = !code.isEmpty && pasted.starts(with: code)
        let kept = overwrite ? Swift.max(0, tail.count - characters.count) : tail.count
        let free = format.isEndless ? Int.max : format.slotCapacity - kept
        if explicit || characters.count > free {
          characters.removeFirst(prefix.count)
        }
      }
    }
    var why: Reason? =
      dropped ? Reason(.filtered, "Characters no place of the mask takes were left out.") : nil
    // Keep what fits: drop characters where no slot takes them, cut what overflows.
    var inserted = characters
    if !format.isEndless && formats.count == 1 {
      let kept = overwrite ? Swift.max(0, tail.count - inserted.count) : tail.count
      let free = Swift.max(0, format.slotCapacity - head.count - kept)
      if inserted.count > free {
        inserted.removeLast(inserted.count - free)
        why = Reason(.truncated, "The paste was cut to what the mask holds.")
      }
    }
    // A paste longer than `maxLength` is cut to it (each slot character shows at least one
    // unit), then to what lays out within it.
    if let maxLength, inserted.count > maxLength {
      inserted.removeLast(inserted.count - Swift.max(0, maxLength))
      why = Reason(.truncated, "The paste was cut to what the mask holds.")
    }
    // One pass first (a long paste must not be laid out once per character left out).
    if let fitted = format.fit(head: head, inserted: inserted) {
      if fitted.dropped {
        why = Reason(.filtered, "Characters no place of the mask takes were left out.")
      }
      if fitted.truncated && (formats.count == 1 || inserted.count > maxSlotCapacity) {
        why = Reason(.truncated, "The paste was cut to what the mask holds.")
      }
      if fitted.dropped || formats.count == 1 || inserted.count > maxSlotCapacity {
        inserted = fitted.kept
      }
    }
    while true {
      var candidate = String(head)
      candidate.append(contentsOf: inserted)
      candidate += overwrite ? tail.dropFirst(inserted.count) : tail
      var failure: MaskFailure?
      var fits = false
      for f in formats {
        let laid = f.lay(candidate, trailing: .none)
        if laid.failure == nil {
          fits = true
          break
        }
        if failure == nil { failure = laid.failure }
      }
      if fits, maxLength != nil, !inserted.isEmpty,
        case .reject = layout(
          candidate,
          context: LayoutContext(
            previousText: edit.text, editEnd: head.count + inserted.count,
            editIsAtEnd: tail.isEmpty, editedRange: edit.textRange,
            replacement: edit.replacement))
      {
        inserted.removeLast()
        why = Reason(.truncated, "The paste was cut to what the mask holds.")
        continue
      }
      if fits { break }
      switch failure! {
      case .overflow:
        guard !inserted.isEmpty else {
          return .reject(reason(for: failure!, in: format))
        }
        inserted.removeLast()
        why = Reason(.truncated, "The paste was cut to what the mask holds.")
      case .mismatch(let offset, _, _):
        let at = offset - head.count
        guard at >= 0, at < inserted.count else {
          return .reject(reason(for: failure!, in: format))
        }
        inserted.remove(at: at)
        why = Reason(.filtered, "Characters no place of the mask takes were left out.")
      }
    }
    if inserted.isEmpty {
      return .reject(
        why ?? Reason(.disallowedCharacter, "Nothing in “\(edit.replacement)” fits the mask."))
    }
    return .characters(String(inserted), reason: why)
  }

  /// Characters a paste may carry between the characters of a number or code (spaces, `-`,
  /// `(`, `)`, `.`, `/`, `+`), left out without a reason: the mask writes its own literals.
  static func isSeparator(_ c: Character) -> Bool {
    c.isWhitespace || c == "-" || c == "(" || c == ")" || c == "." || c == "/" || c == "+"
  }

  /// Characters a country code may be written with that do not tell whether it is there.
  static func isIgnoredAroundCode(_ c: Character) -> Bool {
    if let ascii = c.asciiValue {
      return ascii == 0x20 || ascii == 0x09 || ascii == 0x28 || ascii == 0x29 || ascii == 0x0A
        || ascii == 0x0D || ascii == 0x0B || ascii == 0x0C
    }
    if c.isWhitespace { return true }
    let scalars = c.unicodeScalars
    return scalars.allSatisfy { $0.properties.generalCategory == .format }
  }

  /// The most slots any format has (`Int.max` with an endless one).
  var maxSlotCapacity: Int { formats.map { $0.slotCapacity }.max() ?? 0 }

  /// The leading literals up to and including the last one a slot could take (`+7` of
  /// `+7 (`).
  static func significantStart(of leading: String, takenBy format: MaskFormat) -> String {
    var end = leading.startIndex
    var index = leading.startIndex
    while index < leading.endIndex {
      let next = leading.index(after: index)
      if format.anySlotTakes(leading[index]) { end = next }
      index = next
    }
    return String(leading[..<end])
  }

  // MARK: Judging

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
        let general = evaluateGenerally(text)
        precondition(
          judged == general,
          """
          InputRulesMasks internal check: the one-pass judging disagrees with the general path.
            shortcut: \(judged)
            general:  \(general)
            input:    \(text.debugDescription)
          """)
      #endif
      return judged
    }
    return evaluateGenerally(text)
  }

  /// `evaluate` without the one-pass judging of ASCII text.
  func evaluateGenerally(_ text: String) -> Evaluation<String> {
    if text.isEmpty { return .empty }
    for format in formats {
      var raw = ""
      guard format.readStrictly(text, { c, _ in raw.append(c) }) else { continue }
      // Only its own layout: the trailing literals shown in part or not at all.
      let full = format.lay(raw, trailing: .all).text
      let least = format.lay(raw, trailing: .none).text
      guard full.hasPrefix(text), text.count >= least.count else { continue }
      if let maxLength, lengthUnit.length(of: text) > maxLength {
        return .invalid(
          Reason(.tooLong, "At most \(lengthUnit.counted(maxLength)) fit in this field."))
      }
      if raw.isEmpty { return .incomplete(format.incompleteReason) }
      return judge(raw: raw, in: format)
    }
    return .invalid(
      Reason(.disallowedCharacter, "“\(text)” is not laid out as “\(formats[0].source)”."))
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
          text: "", reason: Reason(.reverted, "An incomplete entry was cleared."))
      case .revert:
        let previous = lastValidValue.map { displayText(for: $0) } ?? ""
        return CommitDecision(
          text: previous, reason: Reason(.reverted, "An incomplete entry was reverted."))
      }
    }
  }

  // MARK: Values

  /// The raw characters of an extracted value in `format`: slot characters, with the `{}`
  /// literals where the format has them.
  func raw(ofValue value: String, in format: MaskFormat) -> String? {
    var raw = ""
    var i = 0
    let elements = format.elements
    // Whether an optional slot was passed over since the last slot character (see `lay`).
    var skipped = false
    for character in value {
      var placed = false
      while !placed {
        guard i < elements.count else {
          // Past the format's end: kept, so that laying out says the value is too long.
          raw.append(character)
          placed = true
          break
        }
        switch elements[i] {
        case .free:
          i += 1
        case .fixed(let l):
          guard l == character else { return nil }
          // After empty optional slots, the literal says they are empty.
          if skipped { raw.append(character) }
          skipped = false
          i += 1
          placed = true
        case .slot(let slot):
          if slot.isOptional && !slot.repeats && slot.take(character) != character
            && (format.anySlotTakes(character) || format.hasLiteral(character))
          {
            i += 1
            skipped = true
          } else {
            skipped = false
            // A character the slot does not take is kept too: laying out names it.
            raw.append(character)
            if !slot.repeats { i += 1 }
            placed = true
          }
        }
      }
    }
    return raw
  }

  /// The text of a value: its layout in the first format it completes, or else in the first
  /// format that holds it.
  public func displayText(for value: String) -> String {
    var fallback: String?
    for format in formats {
      guard let raw = raw(ofValue: value, in: format) else { continue }
      let laid = format.lay(raw, trailing: raw.isEmpty ? .none : (autocomplete ? .all : .none))
      guard laid.failure == nil, laid.value == value || !laid.isComplete else { continue }
      if laid.isComplete { return laid.text }
      if fallback == nil { fallback = laid.text }
    }
    return fallback ?? ""
  }

  /// The extracted value as it is: no literals but the `{}` ones.
  public func canonicalString(for value: String) -> String { value }

  /// `string` when it is a complete extracted value: laid out, it reads back as itself.
  public func value(fromCanonical string: String) -> String? {
    let text = displayText(for: string)
    guard !text.isEmpty, let value = evaluate(text).value, value == string else { return nil }
    return value
  }

  /// Why `string` is not a value: the reason it does not fit a format (a character no slot takes,
  /// too long), `incomplete` when it leaves a required slot empty, or `invalidValue`.
  public func refusal(ofCanonical string: String) -> Reason? {
    if value(fromCanonical: string) != nil { return nil }
    for format in formats {
      guard let raw = raw(ofValue: string, in: format) else { continue }
      let laid = format.lay(raw, trailing: .all)
      if let failure = laid.failure { return reason(for: failure, in: format) }
      if !laid.isComplete {
        return Reason(.incomplete, "“\(string)” does not fill “\(format.source)”.")
      }
    }
    return Reason(.invalidValue, "“\(string)” is not a value of “\(formats[0].source)”.")
  }

  /// The hint for what is still to type after `text`: the slots left as `hint`, with their
  /// literals (`+7 (___) ___-__-__` for an empty phone field, `) ___-__-__` after `+7 (912`).
  /// Never part of the text.
  public func placeholder(after text: String, hint: Character = "_") -> String {
    let index = formatIndex(of: text) ?? 0
    let format = formats[index]
    let raw = rawCharacters(of: text)
    if raw.isEmpty && text.isEmpty { return format.placeholder(hint: hint) }
    let laid = format.lay(raw, trailing: .none)
    guard laid.failure == nil else { return "" }
    var rest = ""
    for element in format.elements[laid.nextElement...] {
      switch element {
      case .free(let c), .fixed(let c): rest.append(c)
      case .slot(let slot): if !slot.repeats { rest.append(hint) }
      }
    }
    // What the text already shows of the literals is not repeated.
    let shownLiterals = text.count - laid.text.count
    return String(rest.dropFirst(Swift.max(0, shownLiterals)))
  }
}

extension MaskRule: DebugCheckedRule {}

/// How a mask with several formats chooses one for a text (input-mask-ios's affinity
/// calculation strategies); the highest affinity wins, the format in use wins ties, then the
/// earlier format.
public enum MaskAffinity: String, Hashable, Sendable, CaseIterable {
  /// How well the whole text reads in the format: a point per character taken, one off per
  /// literal it had to add, per character it dropped and per optional slot it passed over.
  case wholeString
  /// The length of the common start of the text and its layout in the format.
  case prefix
  /// How close the text's length is to the format's full length (too long never wins).
  case capacity
  /// How close the value's length is to the format's full value length (too long never wins).
  case extractedValueCapacity
}

/// What editing ends with when a mask's text is incomplete.
public enum MaskCommit: String, Hashable, Sendable, CaseIterable {
  /// The text stays: a half-typed phone number is not lost.
  case keep
  /// The text goes back to the last valid value (or empty).
  case revert
  /// The field is emptied.
  case clear
}
