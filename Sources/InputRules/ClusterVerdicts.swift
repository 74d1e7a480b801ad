/// A text rule's verdicts on grapheme clusters standing on their own, remembered per first
/// scalar when the rule judges a cluster by its first scalar alone (no literal outside ASCII,
/// no predicate).
struct ClusterVerdicts {
  private let byFirstScalar: Bool
  /// Direct-mapped, 1,024 slots of `key << 8 | 0x80 | verdict`, where the key is the scalar and
  /// whether it is the whole cluster.
  private var cache: [UInt64] = []
  /// Clusters judged without the cache: the first few are, so that an edit judging one or two
  /// clusters (a key, a Backspace that joins two) does not make and clear the cache's 8 KB.
  private var uncached = 0

  init(rule: TextRule) {
    byFirstScalar =
      (rule.allowed?.judgesByFirstScalar ?? true) && rule.excluded.judgesByFirstScalar
  }

  /// Whether an ASCII character standing alone (not part of CR LF) is accepted.
  @inline(__always)
  func accepts(ascii byte: UInt8, _ rule: TextRule) -> Bool {
    rule.asciiVerdicts.verdict(byte) ?? rule.isAccepted(Character(Unicode.Scalar(byte)))
  }

  /// Whether the cluster `[i, end)` of the reader's text, standing alone, is accepted.
  @inline(__always)
  mutating func accepts(
    _ reader: ClusterReader, _ i: Int, _ end: Int, first: Unicode.Scalar, single: Bool,
    _ rule: TextRule
  ) -> Bool {
    // A verdict remembered (inlined: the common case in a paste of text outside ASCII).
    if byFirstScalar && !first.isASCII && single && !cache.isEmpty {
      let key = UInt64(first.value) << 1 | 1
      let entry = cache[Self.slot(key)]
      if entry & 0x80 != 0 && entry >> 8 == key { return entry & 1 == 1 }
    }
    return acceptsAnyCluster(reader, i, end, first: first, single: single, rule)
  }

  /// Where a key's verdict is remembered. Scripts share low bits (U+0431 Cyrillic be, U+0631
  /// Arabic reh): the key is hashed.
  @inline(__always)
  private static func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> 22)
  }

  @inline(never)
  private mutating func acceptsAnyCluster(
    _ reader: ClusterReader, _ i: Int, _ end: Int, first: Unicode.Scalar, single: Bool,
    _ rule: TextRule
  ) -> Bool {
    if first.isASCII {
      // An ASCII character alone is judged by its byte, CR LF as a character.
      if single { return accepts(ascii: UInt8(truncatingIfNeeded: first.value), rule) }
      if first == "\r" { return rule.isAccepted(reader.character(i, end)) }
    }
    // A cluster whose first scalar is prepended to it is judged by the scalar after.
    guard byFirstScalar, single || !isPrepended(first.value) else {
      return rule.acceptsCluster(first: first, single: single) { reader.character(i, end) }
    }
    let key = UInt64(first.value) << 1 | (single ? 1 : 0)
    var slot = -1
    if cache.isEmpty && uncached < 8 {
      uncached &+= 1
    } else {
      if cache.isEmpty { cache = [UInt64](repeating: 0, count: 1024) }
      slot = Self.slot(key)
      let entry = cache[slot]
      if entry & 0x80 != 0 && entry >> 8 == key { return entry & 1 == 1 }
    }
    let verdict = rule.acceptsCluster(first: first, single: single) { reader.character(i, end) }
    if slot >= 0 { cache[slot] = key << 8 | 0x80 | (verdict ? 1 : 0) }
    return verdict
  }
}
