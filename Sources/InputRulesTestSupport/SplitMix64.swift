/// A small, fast, deterministic pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014).
///
/// The same seed always gives the same sequence on every platform and Swift version, so a law
/// violation found with a seed can be replayed exactly. Not for cryptography.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The generator's whole state; a copy continues the same sequence.
  public private(set) var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (0 when `bound` is not positive). Uses the multiply-shift method,
  /// whose tiny bias does not matter for tests, and which does not depend on the standard
  /// library's `random(in:using:)` algorithm.
  public mutating func next(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in `range`.
  public mutating func next(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if width == 0 { return Int(bitPattern: UInt(next())) }  // the full range of Int
    return range.lowerBound &+ Int(next().multipliedFullWidth(by: width).high)
  }

  /// `true` with probability `percent` in 100.
  public mutating func chance(_ percent: Int) -> Bool {
    next(below: 100) < percent
  }

  /// One of `elements` (which must not be empty).
  public mutating func pick<C: Collection>(_ elements: C) -> C.Element {
    precondition(!elements.isEmpty, "pick(_:) needs at least one element")
    return elements[elements.index(elements.startIndex, offsetBy: next(below: elements.count))]
  }
}
