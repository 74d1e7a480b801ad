/// A set of characters given as literal characters, named classes and custom predicates,
/// matched one grapheme cluster at a time.
///
/// ASCII literals are looked up in a 128-bit map so the common case costs a shift and a mask;
/// the ASCII characters of the named classes are folded into the same map when they are added.
/// Other literals are kept in a hash set (a character and its canonical equivalents, such as
/// `é` and `e` + U+0301, are one member), so building a set is linear in its literals and
/// looking one up does not depend on how many there are. Named classes judge a cluster by its
/// base (see `CharacterClasses`).
///
/// Two filters are equal (`==`) when they hold the same characters through literals and classes
/// (in whatever order the literals were given) and the same predicates: a predicate is a
/// closure, which cannot be compared, so it is equal only to itself as it was added (copies of a
/// filter share their predicates; the same closure added to two filters makes two predicates
/// that are not equal).
public struct CharacterFilter: Sendable, Equatable {
  /// The single ASCII scalars in the set through literals or classes (bit `a` for scalar `a`).
  private var asciiLow: UInt64 = 0
  private var asciiHigh: UInt64 = 0
  /// Literal clusters other than single ASCII scalars.
  private var others: Set<Character> = []
  /// Named classes included in the set.
  public private(set) var classes: CharacterClasses = []
  /// Predicates added, each judging clusters the literals and classes do not hold.
  private var predicates: [CharacterPredicate] = []
  /// The literal characters as given, for descriptions.
  public private(set) var literals: String = ""

  /// An empty set.
  public init() {}

  /// The characters of a string (per grapheme cluster) and the given classes.
  public init(_ literals: String = "", classes: CharacterClasses = []) {
    add(classes)
    add(literals)
  }

  /// A set defined by a predicate.
  public init(where predicate: @escaping @Sendable (Character) -> Bool) {
    predicates = [CharacterPredicate(predicate)]
  }

  /// The characters in both `first` and `second` (what a text rule combined with another
  /// accepts when both restrict the characters), equal to another such filter of equal parts.
  init(both first: CharacterFilter, _ second: CharacterFilter) {
    predicates = [CharacterPredicate(both: first, second)]
  }

  /// Whether the set can match nothing.
  public var isEmpty: Bool { literals.isEmpty && classes.isEmpty && predicates.isEmpty }

  /// Adds the characters of a string.
  public mutating func add(_ characters: String) {
    literals += characters
    var text = characters
    text.makeContiguousUTF8()
    let added: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      add(ClusterReader(text: text, bytes: bytes))
    }
    if added == nil {
      for c in characters {
        if let a = c.asciiValue, c.utf8.count == 1 { setASCII(a) } else { others.insert(c) }
      }
    }
  }

  /// Adds the grapheme clusters of a text, read from its bytes (most clusters are found without
  /// grapheme breaking, see `ClusterReader`).
  private mutating func add(_ reader: ClusterReader) {
    let bytes = reader.bytes
    let count = bytes.count
    // Room for every cluster that is not ASCII (at most one per scalar), so that the set is
    // not grown and rehashed over and over.
    var scalarsOutsideASCII = 0
    for byte in bytes where byte >= 0xC0 { scalarsOutsideASCII &+= 1 }
    if scalarsOutsideASCII > 0 { others.reserveCapacity(others.count + scalarsOutsideASCII) }
    var i = 0
    while i < count {
      let byte = bytes[i]
      if byte < 0x80
        && (i + 1 == count || (bytes[i + 1] < 0x80 && !(byte == 0x0D && bytes[i + 1] == 0x0A)))
      {
        setASCII(byte)
        i += 1
        continue
      }
      let cluster = reader.cluster(at: i)
      if cluster.single && cluster.first.isASCII {
        setASCII(UInt8(truncatingIfNeeded: cluster.first.value))
      } else {
        others.insert(reader.character(i, cluster.end))
      }
      i = cluster.end
    }
  }

  /// Adds named classes.
  public mutating func add(_ classes: CharacterClasses) {
    self.classes.formUnion(classes)
    if classes.isEmpty { return }
    for a in 0..<UInt8(128) where classes.matches(Character(Unicode.Scalar(a))) {
      setASCII(a)
    }
  }

  private mutating func setASCII(_ a: UInt8) {
    if a < 64 { asciiLow |= 1 << UInt64(a) } else { asciiHigh |= 1 << UInt64(a - 64) }
  }

  /// Adds a predicate.
  public mutating func add(where predicate: @escaping @Sendable (Character) -> Bool) {
    predicates.append(CharacterPredicate(predicate))
  }

  /// The union of two sets.
  public func union(_ other: CharacterFilter) -> CharacterFilter {
    var result = self
    result.asciiLow |= other.asciiLow
    result.asciiHigh |= other.asciiHigh
    result.others.formUnion(other.others)
    result.literals += other.literals
    result.classes.formUnion(other.classes)
    result.predicates += other.predicates
    return result
  }

  /// Whether a grapheme cluster is in the set.
  @inlinable
  public func contains(_ character: Character) -> Bool {
    if let a = character.asciiValue, character.utf8.count == 1, containsASCII(a) { return true }
    return containsSlow(character)
  }

  @usableFromInline
  func containsASCII(_ a: UInt8) -> Bool {
    a < 64 ? (asciiLow >> UInt64(a)) & 1 == 1 : (asciiHigh >> UInt64(a &- 64)) & 1 == 1
  }

  /// Whether the set judges a cluster by its first scalar alone (its only literals are ASCII and
  /// it has no predicate).
  var judgesByFirstScalar: Bool { others.isEmpty && predicates.isEmpty }

  /// Whether a single ASCII scalar (not part of CR LF) is in the set; `nil` when a predicate has
  /// to see it.
  func containsASCIIScalar(_ a: UInt8) -> Bool? {
    if containsASCII(a) { return true }
    return predicates.isEmpty ? false : nil
  }

  /// `contains(_:)` for a grapheme cluster that is neither a single ASCII scalar nor CR LF:
  /// `single` tells whether its first scalar is the whole cluster, and `character` makes the
  /// cluster when literals or predicates have to see it.
  func contains(
    clusterStartingWith first: Unicode.Scalar, single: Bool, _ character: () -> Character
  ) -> Bool {
    if !classes.isEmpty && classes.matches(clusterStartingWith: first, single: single, character) {
      return true
    }
    if others.isEmpty && predicates.isEmpty { return false }
    let c = character()
    if !others.isEmpty && others.contains(c) { return true }
    for predicate in predicates where predicate.test(c) { return true }
    return false
  }

  @usableFromInline
  func containsSlow(_ character: Character) -> Bool {
    if !classes.isEmpty && classes.matches(character) { return true }
    if !others.isEmpty && others.contains(character) { return true }
    for predicate in predicates where predicate.test(character) { return true }
    return false
  }

  /// Whether both filters hold the same characters through literals and classes, whatever the
  /// order the literals were given in, and the same predicates in the same order: each predicate
  /// an app gave is equal only to itself as it was added (a closure cannot be compared), and the
  /// predicate of two filters combined (`TextRule.combined(with:)`) to one of equal filters,
  /// either way round.
  public static func == (lhs: CharacterFilter, rhs: CharacterFilter) -> Bool {
    lhs.asciiLow == rhs.asciiLow && lhs.asciiHigh == rhs.asciiHigh && lhs.classes == rhs.classes
      && lhs.others == rhs.others && lhs.predicates == rhs.predicates
  }
}

/// A predicate of a character filter, in a class so that filters holding it can tell it apart
/// from any other: a closure cannot be compared, its box can (by identity).
final class CharacterPredicate: Sendable, Equatable {
  /// Whether a character satisfies the predicate.
  let test: @Sendable (Character) -> Bool
  /// The filters whose intersection the predicate is (`nil` for a predicate an app gave),
  /// which `==` compares.
  let intersected: (first: CharacterFilter, second: CharacterFilter)?

  /// A predicate an app gave.
  init(_ test: @escaping @Sendable (Character) -> Bool) {
    self.test = test
    intersected = nil
  }

  /// The characters in both `first` and `second`.
  init(both first: CharacterFilter, _ second: CharacterFilter) {
    test = { first.contains($0) && second.contains($0) }
    intersected = (first, second)
  }

  /// The same predicate, or the intersections of equal filters (either way round).
  static func == (lhs: CharacterPredicate, rhs: CharacterPredicate) -> Bool {
    if lhs === rhs { return true }
    guard let (a, b) = lhs.intersected, let (c, d) = rhs.intersected else { return false }
    return (a == c && b == d) || (a == d && b == c)
  }
}
