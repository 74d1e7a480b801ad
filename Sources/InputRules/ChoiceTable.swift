/// The options of a choice rule as texts: their labels, the labels folded for matching
/// (`ChoiceRule.fold`), and which are allowed. It does not depend on the options' type, so the
/// keystroke path runs without generic look-ups, and it is shared by copies of the rule.
///
/// A text is matched from its UTF-8 bytes when it and the label are ASCII (folding case byte by
/// byte, without making a folded copy); anything else is matched as the standard library compares
/// strings (by characters, canonically equivalent ones alike).
@usableFromInline
final class ChoiceTable: Sendable {
  let labels: [String]
  let keys: [String]
  let allowed: ClosedRange<Int>
  let isCaseSensitive: Bool
  /// The index of each folded label.
  let indexOfKey: [String: Int]
  /// The UTF-8 bytes of the ASCII keys, one after the other.
  let asciiBytes: [UInt8]
  /// Where each key's bytes are in `asciiBytes`; `start < 0` for a key that is not ASCII.
  let spans: [KeySpan]
  /// Every key packed in two words, when all are ASCII and at most 16 bytes long (`nil`
  /// otherwise): short texts are matched a word at a time.
  let shortKeys: [ShortText]?
  /// Why a start of an allowed option is not valid yet (made once, not on every keystroke).
  let incompleteReason: Reason

  struct KeySpan: Sendable {
    var start: Int32
    var end: Int32
  }

  /// Two labels fold alike: the second one.
  struct DuplicateLabel: Error {
    var label: String
  }

  init(labels: [String], allowed: ClosedRange<Int>, caseSensitive: Bool) throws(DuplicateLabel) {
    var keys: [String] = []
    keys.reserveCapacity(labels.count)
    var indexOfKey: [String: Int] = [:]
    indexOfKey.reserveCapacity(labels.count)
    var asciiBytes: [UInt8] = []
    var spans: [KeySpan] = []
    spans.reserveCapacity(labels.count)
    for (i, label) in labels.enumerated() {
      let key = Self.fold(label, caseSensitive: caseSensitive)
      if indexOfKey.updateValue(i, forKey: key) != nil { throw DuplicateLabel(label: label) }
      if key.utf8.allSatisfy({ $0 < 0x80 }) {
        let start = asciiBytes.count
        asciiBytes.append(contentsOf: key.utf8)
        spans.append(KeySpan(start: Int32(start), end: Int32(asciiBytes.count)))
      } else {
        spans.append(KeySpan(start: -1, end: -1))
      }
      keys.append(key)
    }
    self.labels = labels
    self.keys = keys
    self.allowed = allowed
    self.isCaseSensitive = caseSensitive
    self.indexOfKey = indexOfKey
    self.asciiBytes = asciiBytes
    self.spans = spans
    var shortKeys: [ShortText]? = []
    for key in keys {
      let short = key.utf8.withContiguousStorageIfAvailable {
        ShortText($0, replacing: 0..<0, with: nil, lowercasing: false)
      }
      guard let short = short ?? nil else {
        shortKeys = nil
        break
      }
      shortKeys?.append(short)
    }
    self.shortKeys = shortKeys
    self.incompleteReason = Reason(
      .incomplete, Self.choosing("choice.keepTyping", text: nil, labels, allowed))
  }

  static func fold(_ text: String, caseSensitive: Bool) -> String {
    var folded = text
    if !text.utf8.allSatisfy({ $0 < 0x80 }) {
      var scalars = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        if (0xFF01...0xFF5E).contains(scalar.value),
          let ascii = Unicode.Scalar(scalar.value - 0xFEE0)
        {
          scalars.append(ascii)
        } else {
          scalars.append(scalar)
        }
      }
      folded = String(scalars)
    }
    return caseSensitive ? folded : folded.lowercased()
  }

  func fold(_ text: String) -> String { Self.fold(text, caseSensitive: isCaseSensitive) }

  /// The index of the option whose label folds as `text` does.
  func index(ofLabel text: String) -> Int? { indexOfKey[fold(text)] }

  // MARK: Matching

  /// How a key relates to a text.
  enum Match { case none, prefix, exact }

  /// A folded ASCII text of at most 16 bytes, packed in two words (first byte lowest).
  struct ShortText: Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0
    /// The bits of `low` and `high` the text fills.
    var lowMask: UInt64 = 0
    var highMask: UInt64 = 0
    /// Whether the text ends with CR (a key going on with LF does not start with it).
    var endsWithCR = false

    /// The bytes of `utf8` with `byte` (when given) in place of the offsets `range`, case folded
    /// when `lowercasing`; `nil` when they are not all ASCII or more than 16.
    @inline(__always)
    init?(
      _ utf8: UnsafeBufferPointer<UInt8>, replacing range: Range<Int>, with byte: UInt8?,
      lowercasing: Bool
    ) {
      let head = Swift.min(Swift.max(range.lowerBound, 0), utf8.count)
      let tail = Swift.min(Swift.max(range.upperBound, head), utf8.count)
      let rest = utf8.count &- tail
      let total = head &+ (byte == nil ? 0 : 1) &+ rest
      guard total <= 16 else { return nil }
      // The bytes, copied into two words (first byte lowest).
      var words: (UInt64, UInt64) = (0, 0)
      withUnsafeMutableBytes(of: &words) { raw in
        guard let to = raw.baseAddress else { return }
        if let from = UnsafeRawPointer(utf8.baseAddress) {
          if head > 0 { to.copyMemory(from: from, byteCount: head) }
          if rest > 0 {
            let at = head &+ (byte == nil ? 0 : 1)
            (to + at).copyMemory(from: from + tail, byteCount: rest)
          }
        }
        if let byte { raw[head] = byte }
      }
      var low = UInt64(littleEndian: words.0)
      var high = UInt64(littleEndian: words.1)
      let highBits: UInt64 = 0x8080_8080_8080_8080
      guard (low | high) & highBits == 0 else { return nil }
      if lowercasing {
        // A byte from A to Z gets 0x20: adding 0x3F sets its high bit from A, adding 0x25 from
        // the byte after Z (no carry crosses bytes below 0x80).
        low |= ((low &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(low &+ 0x2525_2525_2525_2525) & highBits) >> 2
        high |= ((high &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(high &+ 0x2525_2525_2525_2525) & highBits) >> 2
      }
      self.low = low
      self.high = high
      self.count = total
      lowMask = total >= 8 ? ~0 : (1 << UInt64(total &* 8)) &- 1
      highMask = total >= 16 ? ~0 : total <= 8 ? 0 : (1 << UInt64((total &- 8) &* 8)) &- 1
      if total > 0 {
        let last = total &- 1
        let lastByte = last < 8 ? low >> UInt64(last &* 8) : high >> UInt64((last &- 8) &* 8)
        endsWithCR = lastByte & 0xFF == 0x0D
      }
    }

    /// How a key relates to this text.
    @inline(__always)
    func match(_ key: ShortText) -> Match {
      if key.count < count { return .none }
      if key.count == count { return key.low == low && key.high == high ? .exact : .none }
      guard key.low & lowMask == low && key.high & highMask == high else { return .none }
      // The text ends where a character of the key ends, unless it is CR before LF.
      if endsWithCR {
        let next = count < 8 ? key.low >> UInt64(count &* 8) : key.high >> UInt64((count &- 8) &* 8)
        if next & 0xFF == 0x0A { return .none }
      }
      return .prefix
    }
  }

  /// The text as a short one, when every key is short and so is it.
  @inline(__always)
  func shortText(_ text: String, replacing range: Range<Int> = 0..<0, with byte: UInt8? = nil)
    -> ShortText?
  {
    guard shortKeys != nil else { return nil }
    let lowercasing = !isCaseSensitive
    return text.utf8.withContiguousStorageIfAvailable {
      ShortText($0, replacing: range, with: byte, lowercasing: lowercasing)
    } ?? nil
  }

  /// The first allowed option starting with a short text.
  @inline(__always)
  func firstAllowedIndex(startingWith text: ShortText, in keys: [ShortText]) -> Int? {
    for i in allowed where text.match(keys[i]) != .none { return i }
    return nil
  }

  /// The ASCII keys' bytes, for the time of a match.
  struct ASCIIKeys {
    let bytes: UnsafeBufferPointer<UInt8>
    let spans: UnsafeBufferPointer<KeySpan>

    /// How the key `i` relates to the folded ASCII `text`; `nil` when the key is not ASCII.
    @inline(__always)
    func match(_ i: Int, _ text: UnsafeBufferPointer<UInt8>) -> Match? {
      let span = spans[i]
      guard span.start >= 0 else { return nil }
      let start = Int(span.start)
      let length = Int(span.end) &- start
      let count = text.count
      if length < count { return Match.none }
      var k = 0
      while k < count {
        if bytes[start &+ k] != text[k] { return Match.none }
        k &+= 1
      }
      if length == count { return .exact }
      // The text ends where a character of the key ends, unless it is CR before LF.
      return count > 0 && text[count &- 1] == 0x0D && bytes[start &+ count] == 0x0A
        ? Match.none : .prefix
    }
  }

  /// Calls `body` with the ASCII keys' bytes.
  @inline(__always)
  func withASCIIKeys<R>(_ body: (ASCIIKeys) -> R) -> R {
    asciiBytes.withUnsafeBufferPointer { bytes in
      spans.withUnsafeBufferPointer { spans in body(ASCIIKeys(bytes: bytes, spans: spans)) }
    }
  }

  /// How the key `i` relates to a folded text.
  func match(_ i: Int, _ folded: String) -> Match {
    let key = keys[i]
    if key == folded { return .exact }
    return key.hasPrefix(folded) ? .prefix : .none
  }

  /// How the key `i` relates to the folded ASCII `text`, which `folded` holds as a string once a
  /// key that is not ASCII needed it.
  @inline(__always)
  func matches(
    _ i: Int, _ text: UnsafeBufferPointer<UInt8>, _ keys: ASCIIKeys, _ folded: inout String?
  ) -> Match {
    if let match = keys.match(i, text) { return match }
    if folded == nil { folded = String(decoding: text, as: UTF8.self) }
    return match(i, folded!)
  }

  /// Calls `body` with the folded UTF-8 bytes of `text` with `byte` (when given) in place of the
  /// UTF-8 offsets `range`, when all of them are ASCII (case folded unless case-sensitive);
  /// `nil` otherwise. The bytes are folded into a buffer on the stack, not into a new string.
  @inline(__always)
  func withFoldedASCII<R>(
    _ text: String, replacing range: Range<Int> = 0..<0, with byte: UInt8? = nil,
    _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R? {
    let lower = !isCaseSensitive
    let folded = text.utf8.withContiguousStorageIfAvailable { bytes -> R? in
      let tail = Swift.min(Swift.max(range.upperBound, 0), bytes.count)
      let head = Swift.min(Swift.max(range.lowerBound, 0), tail)
      let count = head &+ (byte == nil ? 0 : 1) &+ (bytes.count &- tail)
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(count, 1)) {
        buffer -> R? in
        var any: UInt8 = 0
        var k = 0
        @inline(__always) func put(_ byte: UInt8) {
          any |= byte
          buffer[k] = lower && byte &- 0x41 < 26 ? byte | 0x20 : byte
          k &+= 1
        }
        for j in 0..<head { put(bytes[j]) }
        if let byte { put(byte) }
        for j in tail..<bytes.count { put(bytes[j]) }
        guard any < 0x80 else { return nil }
        return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
      }
    }
    return folded ?? nil
  }

  /// The first allowed option whose folded label starts with the folded ASCII `text`.
  func firstAllowedIndex(startingWith text: UnsafeBufferPointer<UInt8>) -> Int? {
    withASCIIKeys { keys in
      var folded: String?
      for i in allowed where matches(i, text, keys, &folded) != .none { return i }
      return nil
    }
  }

  /// The first allowed option whose folded label starts with `folded`.
  func firstAllowedIndex(startingWith folded: String) -> Int? {
    allowed.first { match($0, folded) != .none }
  }

  /// How a text relates to the options: the option it names, if any, and the first allowed one
  /// it starts (`nil` when it names an allowed option).
  func judge(_ text: String) -> (exact: Int?, allowedStart: Int?) {
    if let keys = shortKeys, let short = shortText(text) {
      var exact: Int?
      var start: Int?
      for i in keys.indices {
        switch short.match(keys[i]) {
        case .exact:
          if allowed.contains(i) { return (i, nil) }
          exact = i
        case .prefix: if start == nil && allowed.contains(i) { start = i }
        case .none: break
        }
      }
      return (exact, start)
    }
    let fast = withFoldedASCII(text) { bytes -> (Int?, Int?) in
      if spans.count <= 32 {
        // Few options: one pass finds both.
        return withASCIIKeys { keys -> (Int?, Int?) in
          var exact: Int?
          var start: Int?
          var folded: String?
          for i in 0..<keys.spans.count {
            let match = matches(i, bytes, keys, &folded)
            if match == .exact {
              exact = i
              if allowed.contains(i) { return (i, nil) }
            } else if match == .prefix && start == nil && allowed.contains(i) {
              start = i
            }
          }
          return (exact, start)
        }
      }
      let exact = indexOfKey[String(decoding: bytes, as: UTF8.self)]
      if let exact, allowed.contains(exact) { return (exact, nil) }
      return (exact, firstAllowedIndex(startingWith: bytes))
    }
    if let fast { return fast }
    let folded = fold(text)
    let exact = indexOfKey[folded]
    if let exact, allowed.contains(exact) { return (exact, nil) }
    return (exact, firstAllowedIndex(startingWith: folded))
  }

  // MARK: The rule

  @usableFromInline
  func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String) -> Bool {
    if let keys = shortKeys, let short = shortText(text, replacing: range, with: byte) {
      return firstAllowedIndex(startingWith: short, in: keys) != nil
    }
    return withFoldedASCII(text, replacing: range, with: byte) {
      firstAllowedIndex(startingWith: $0) != nil
    } ?? false
  }

  @usableFromInline
  func review(_ proposal: EditProposal) -> EditDecision {
    if proposal.isDeletion { return .accept }
    // A key typed into ASCII text (offsets the same in UTF-8 and UTF-16): matched from the
    // text's bytes, without making the proposed text.
    if proposal.isASCIIText, let byte = proposal.replacement.singleByte, byte < 0x80,
      proposal.kind == .typing || proposal.kind == .unspecified
    {
      if acceptsTypedASCII(byte, replacing: proposal.utf16Range, in: proposal.text) {
        return .accept
      }
      return .reject(noMatchReason(for: proposal.proposedText))
    }
    var replacement = proposal.replacement
    let isKeystroke =
      (proposal.kind == .typing || proposal.kind == .unspecified)
      && replacement.utf8.count == 1 || proposal.isKeystroke
    if !isKeystroke {
      // Pasted text often carries surrounding spaces or a trailing newline.
      replacement = String(replacement.trimmingEdgeWhitespace())
    }
    let text = proposal.text
    let range = proposal.range
    var proposed = text
    proposed.replaceSubrange(range, with: replacement)
    let startsAnOption =
      withFoldedASCII(proposed) { firstAllowedIndex(startingWith: $0) != nil }
      ?? (firstAllowedIndex(startingWith: fold(proposed)) != nil)
    guard startsAnOption else { return .reject(noMatchReason(for: proposed)) }
    if isKeystroke || replacement.utf8.elementsEqual(proposal.replacement.utf8) { return .accept }
    return .substitute(
      replacement,
      reason: Reason(.filtered, Reason.Facts("choice.spacesDropped")))
  }

  /// The option a text names, as an index: valid when it names an allowed option, incomplete
  /// when it starts one.
  @usableFromInline
  func evaluate(_ text: String) -> Evaluation<Int> {
    if text.isEmpty { return .empty }
    let (exact, start) = judge(text)
    if let exact {
      if allowed.contains(exact) { return .valid(exact) }
      if start == nil {
        return .invalid(
          Reason(.outOfRange, choosing("choice.notAllowed", text: labels[exact])))
      }
    }
    if start != nil { return .incomplete(incompleteReason) }
    return .invalid(noMatchReason(for: text))
  }

  func commit(_ text: String, lastValidText: String?) -> CommitDecision {
    if text.isEmpty { return CommitDecision(text: text) }
    let folded = fold(text)
    if let exact = indexOfKey[folded], allowed.contains(exact) {
      return CommitDecision(text: labels[exact])
    }
    if let only = onlyAllowedIndex(startingWith: folded) {
      return CommitDecision(
        text: labels[only],
        reason: Reason(.completed, Reason.Facts("choice.completed", text: labels[only])))
    }
    let fallback = lastValidText ?? ""
    return CommitDecision(
      text: fallback,
      reason: Reason(
        .reverted,
        fallback.isEmpty
          ? Reason.Facts("choice.cleared", text: text)
          : Reason.Facts("choice.wentBack", text: text, name: fallback)))
  }

  private func onlyAllowedIndex(startingWith folded: String) -> Int? {
    var found: Int?
    for i in allowed where match(i, folded) != .none {
      if found != nil { return nil }
      found = i
    }
    return found
  }

  /// Why no allowed option starts with `text`: options outside `min...max` do (`outOfRange`), or
  /// none does (`noMatchingOption`).
  private func noMatchReason(for text: String) -> Reason {
    let folded = fold(text)
    if keys.indices.contains(where: { match($0, folded) != .none }) {
      return Reason(.outOfRange, choosing("choice.noAllowedOption", text: text))
    }
    return Reason(.noMatchingOption, choosing("choice.noOption", text: text))
  }

  /// The facts of a sentence that ends "choose …", with the allowed options as it names them:
  /// up to five listed ("S, M or L"), more by their first and last when they are a part of the
  /// options ("an option from M to XXL"), or by their number and first few when they are all of
  /// them.
  func choosing(_ sentence: Reason.Sentence, text: String? = nil) -> Reason.Facts {
    Self.choosing(sentence, text: text, labels, allowed)
  }

  private static func choosing(
    _ sentence: Reason.Sentence, text: String?, _ labels: [String], _ allowed: ClosedRange<Int>
  ) -> Reason.Facts {
    let listed = labels[allowed]
    if listed.count <= 5 {
      return Reason.Facts(sentence, text: text, options: Array(listed))
    }
    if listed.count < labels.count {
      return Reason.Facts(
        sentence, text: text, lowerBound: labels[allowed.lowerBound],
        upperBound: labels[allowed.upperBound])
    }
    return Reason.Facts(
      sentence, text: text, number: labels.count, options: Array(listed.prefix(3)))
  }

}
