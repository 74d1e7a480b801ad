/// A match of a ``PhonePattern`` at the start of some digits: how many digits it takes and where
/// each capturing group is, as Java's `Matcher` reports them after `lookingAt()`.
///
/// `national_prefix_for_parsing` keeps the digits of its first group (the carrier code, or the
/// number with the prefix taken off); a format's `pattern` lays the number out from its groups.
/// The groups are kept inline, so a match costs no allocation.
package struct PhonePatternMatch: Sendable, Equatable {
  /// How many digits the match takes from the start of the input.
  package let length: Int
  /// The number of capturing groups of the pattern: ``group(_:)`` takes 0 through this.
  package let groupCount: Int
  /// Each group's start and end, `-1` for a group that did not take part: group `i` (from 1)
  /// at `2 * (i - 1)` and `2 * (i - 1) + 1`. Nine groups at most, and 32-bit positions: the
  /// 72 bytes a match keeps inline.
  private var bounds:
    (
      Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32,
      Int32, Int32, Int32, Int32, Int32
    ) = (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)

  /// A match of `length` digits of a pattern with `groupCount` groups, none of which took part
  /// yet: the backtracking sets the groups of the path it found with ``setBound(_:to:)``.
  init(length: Int, groupCount: Int) {
    self.length = length
    self.groupCount = groupCount
  }

  /// Sets bound `slot` (`2 * (i - 1)` for the start of group `i`, one more for its end) to
  /// `position`, as the path of the match crosses the group's parenthesis.
  mutating func setBound(_ slot: Int, to position: Int) {
    withUnsafeMutableBytes(of: &bounds) { raw in
      raw.storeBytes(
        of: Int32(truncatingIfNeeded: position), toByteOffset: slot &* 4, as: Int32.self)
    }
  }

  /// The bound at `slot`, `-1` when the path never crossed that parenthesis.
  private func bound(_ slot: Int) -> Int {
    withUnsafeBytes(of: bounds) { raw in
      Int(raw.load(fromByteOffset: slot &* 4, as: Int32.self))
    }
  }

  /// The digits group `index` took: group 0 is the whole match, as in Java; `nil` for a group
  /// that did not take part (in an alternative not taken, or skipped by `?`). `index` must be
  /// between 0 and ``groupCount``.
  package func group(_ index: Int) -> Range<Int>? {
    precondition(index >= 0 && index <= groupCount, "no such group in the pattern")
    if index == 0 { return 0..<length }
    let start = bound(2 &* (index &- 1))
    let end = bound(2 &* (index &- 1) &+ 1)
    guard start >= 0, end >= start else { return nil }
    return start..<end
  }

  /// Two matches are equal when they take the same digits with the same groups.
  package static func == (left: PhonePatternMatch, right: PhonePatternMatch) -> Bool {
    guard left.length == right.length, left.groupCount == right.groupCount else { return false }
    var index = 1
    while index <= left.groupCount {
      if left.group(index) != right.group(index) { return false }
      index &+= 1
    }
    return true
  }
}

/// Why a pattern was refused, and where: the byte offset in the source of the construct that
/// stopped the compiler.
package struct PhonePatternError: Error, Equatable, Sendable {
  /// What is wrong with the pattern.
  package enum Kind: Equatable, Sendable {
    /// A construct Java accepts that is outside the subset of the metadata: `.`, `^`, `\s`, a
    /// lazy or possessive quantifier, a look-around, a letter.
    case unsupported
    /// Something Java itself would refuse: an unbalanced parenthesis, an unclosed or empty
    /// class, a range backwards, a quantifier with nothing to repeat, `{3,2}`.
    case malformed
    /// More capturing groups than ``PhonePattern/maximumGroupCount``.
    case tooManyGroups
    /// Counted repeats that would make the automaton larger than it may be (a quarter of a
    /// million instructions, four million words), or groups nested more than 32 deep.
    case tooLarge
  }

  /// What is wrong with the pattern.
  package let kind: Kind
  /// The byte offset in the pattern's UTF-8 where the compiler stopped.
  package let offset: Int

  /// An error of `kind` at byte `offset` of the source.
  package init(_ kind: Kind, at offset: Int) {
    self.kind = kind
    self.offset = offset
  }
}
