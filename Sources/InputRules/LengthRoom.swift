/// What a text rule's length limits leave for a paste while its clusters are kept one at a
/// time: the room in each unit, what the kept clusters have spent of it, and the first limit a
/// cluster would exceed. The paste's review decides which clusters it keeps; this decides whether
/// they fit.
///
/// ASCII characters standing alone cost one in every unit: the last ones kept are only counted
/// (`spendASCII()`, against the least room of the four units) and taken from each unit when
/// something else is measured.
struct LengthRoom {
  private let limits: [TextRule.LengthLimit]
  /// What each limit leaves for the insertion, in the order of the limits.
  private let allowances: [Int]
  /// The least allowance in each unit (`Int.max` without a limit).
  private let room: UnitCounts
  /// Whether UTF-16 units and scalars are counted: only when a limit is in one of them.
  let countsScalars: Bool
  /// What is left in each unit (`Int.max` without a limit), not counting the last ASCII
  /// characters kept, which cost one in every unit: `spentASCII` of them, out of `asciiRoom`.
  private var left: UnitCounts
  private var spentASCII = 0
  private var asciiRoom: Int

  /// The room `limits` leave for an insertion between `before` and `after`. The text after it
  /// counts as it stands: joining it can only make the text shorter.
  init(limits: [TextRule.LengthLimit], before: Substring, after: Substring) {
    self.limits = limits
    allowances = limits.map { limit in
      limit.count - limit.unit.length(of: before) - limit.unit.length(of: after)
    }
    var room = UnitCounts(repeating: Int.max)
    for (limit, allowance) in zip(limits, allowances) {
      room[limit.unit] = Swift.min(room[limit.unit], allowance)
    }
    self.room = room
    countsScalars = room.utf16 != Int.max || room.scalars != Int.max
    left = room
    asciiRoom = left.smallest
  }

  /// Whether one more ASCII character standing alone fits.
  @inline(__always)
  var fitsASCII: Bool { spentASCII < asciiRoom }

  /// Keeps one ASCII character standing alone (when it fits).
  @inline(__always)
  mutating func spendASCII() { spentASCII &+= 1 }

  /// Whether any unit has a limit.
  @inline(__always)
  var isLimited: Bool { asciiRoom != Int.max }

  /// Takes the ASCII characters counted from each unit.
  private mutating func fold() {
    if spentASCII > 0 { left.subtract(UnitCounts(repeating: spentASCII)) }
    spentASCII = 0
    asciiRoom = left.smallest
  }

  /// The first limit a cluster with these costs would exceed, in the order of the limits.
  mutating func exceeded(_ cost: UnitCounts) -> TextRule.LengthLimit? {
    guard cost.exceeds(left, after: spentASCII) else { return nil }
    fold()
    for (limit, allowance) in zip(limits, allowances)
    where cost[limit.unit] > allowance - (room[limit.unit] - left[limit.unit]) {
      return limit
    }
    return nil
  }

  /// Keeps a cluster with these costs (which fit).
  mutating func spend(_ cost: UnitCounts) {
    left.subtract(cost)
    asciiRoom = left.smallest
  }
}

/// A length in each unit.
struct UnitCounts {
  var characters: Int
  var utf16: Int
  var utf8: Int
  var scalars: Int

  init(characters: Int, utf16: Int, utf8: Int, scalars: Int) {
    self.characters = characters
    self.utf16 = utf16
    self.utf8 = utf8
    self.scalars = scalars
  }

  @inline(__always)
  init(repeating value: Int) {
    self.init(characters: value, utf16: value, utf8: value, scalars: value)
  }

  subscript(unit: LengthUnit) -> Int {
    get {
      switch unit {
      case .characters: return characters
      case .utf16: return utf16
      case .utf8: return utf8
      case .scalars: return scalars
      }
    }
    set {
      switch unit {
      case .characters: characters = newValue
      case .utf16: utf16 = newValue
      case .utf8: utf8 = newValue
      case .scalars: scalars = newValue
      }
    }
  }

  /// Takes costs from what is left; a unit without a limit (`Int.max`) stays without one.
  @inline(__always)
  mutating func subtract(_ cost: UnitCounts) {
    if characters != Int.max { characters -= cost.characters }
    if utf16 != Int.max { utf16 -= cost.utf16 }
    if utf8 != Int.max { utf8 -= cost.utf8 }
    if scalars != Int.max { scalars -= cost.scalars }
  }

  /// The least count of the four.
  @inline(__always)
  var smallest: Int { Swift.min(Swift.min(characters, utf16), Swift.min(utf8, scalars)) }

  /// Whether these costs exceed what is `left` in any unit, once `spent` more is taken from each.
  @inline(__always)
  func exceeds(_ left: UnitCounts, after spent: Int) -> Bool {
    characters > left.characters - spent || utf16 > left.utf16 - spent
      || utf8 > left.utf8 - spent || scalars > left.scalars - spent
  }
}

extension ClusterReader {
  /// What the cluster `[i, end)` costs in each unit (`characters` is given; UTF-16 units and
  /// scalars are counted only when asked).
  @inline(__always)
  func costs(_ i: Int, _ end: Int, characters: Int, countingScalars: Bool)
    -> UnitCounts
  {
    var cost = UnitCounts(characters: characters, utf16: 0, utf8: end - i, scalars: 0)
    if countingScalars {
      for k in i..<end {
        let byte = bytes[k]
        if byte & 0xC0 != 0x80 { cost.scalars += 1 }
        if byte >= 0xF0 { cost.utf16 += 1 }
      }
      cost.utf16 += cost.scalars
    }
    return cost
  }
}
