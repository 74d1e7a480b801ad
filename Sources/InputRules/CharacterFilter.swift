/// A set of characters given as literal characters, named classes and custom predicates,
/// matched one grapheme cluster at a time.
///
/// ASCII literals are looked up in a 128-bit map so the common case costs a shift and a mask.
public struct CharacterFilter: Sendable {
  private var asciiLow: UInt64 = 0
  private var asciiHigh: UInt64 = 0
  /// Literal clusters outside ASCII, searched linearly (such sets are short in practice).
  private var others: [Character] = []
  /// Named classes included in the set.
  public private(set) var classes: CharacterClasses = []
  private var predicates: [@Sendable (Character) -> Bool] = []
  /// The literal characters as given, for descriptions and equality.
  public private(set) var literals: String = ""

  /// An empty set.
  public init() {}

  /// The characters of a string (per grapheme cluster) and the given classes.
  public init(_ literals: String = "", classes: CharacterClasses = []) {
    self.classes = classes
    add(literals)
  }

  /// A set defined by a predicate.
  public init(where predicate: @escaping @Sendable (Character) -> Bool) {
    predicates = [predicate]
  }

  /// Whether the set can match nothing.
  public var isEmpty: Bool { literals.isEmpty && classes.isEmpty && predicates.isEmpty }

  /// Adds the characters of a string.
  public mutating func add(_ characters: String) {
    literals += characters
    for c in characters {
      if let a = c.asciiValue, c.utf8.count == 1 {
        if a < 64 { asciiLow |= 1 << UInt64(a) } else { asciiHigh |= 1 << UInt64(a - 64) }
      } else if !others.contains(c) {
        others.append(c)
      }
    }
  }

  /// Adds named classes.
  public mutating func add(_ classes: CharacterClasses) { self.classes.formUnion(classes) }

  /// Adds a predicate.
  public mutating func add(where predicate: @escaping @Sendable (Character) -> Bool) {
    predicates.append(predicate)
  }

  /// The union of two sets.
  public func union(_ other: CharacterFilter) -> CharacterFilter {
    var result = self
    result.asciiLow |= other.asciiLow
    result.asciiHigh |= other.asciiHigh
    for c in other.others where !result.others.contains(c) { result.others.append(c) }
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

  @usableFromInline
  func containsSlow(_ character: Character) -> Bool {
    if !classes.isEmpty && classes.matches(character) { return true }
    if !others.isEmpty && others.contains(character) { return true }
    for predicate in predicates where predicate(character) { return true }
    return false
  }
}
