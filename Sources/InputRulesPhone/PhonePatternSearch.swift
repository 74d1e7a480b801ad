// Matching a compiled pattern against digits: the walk forward through the states that took
// each digit (for `matches`, `canComplete` and `mayMatchPrefix`), and the backtracking over the
// same edges in Java's order (for `prefixMatch`, which needs the groups of the match Java finds).
// Neither allocates for the inputs of a phone field: their scratch space is on the stack.

/// Where the walk through the digits ended.
struct PhonePatternWalkEnd {
  /// The flags (`acceptsNow`, `acceptsAtEnd`, `live`) of the states that took the last digit,
  /// together; 0 when no state took it.
  var flags: UInt32
  /// Their completion lengths together: bit k when k more digits can end a whole match.
  var lengths: UInt32
  /// The walk met a state that ends a match without `$` before the last digit, and stopped
  /// there because it was asked to (a prefix of the digits matches).
  var acceptedEarly: Bool

  /// No state took the last digit: nothing that starts with the digits matches.
  static let dead = PhonePatternWalkEnd(flags: 0, lengths: 0, acceptedEarly: false)
}

extension PhonePatternMatcher {
  /// How many states the walk keeps on the stack while several take a digit: the fixture's
  /// strings never make more than nine take one at once. Past it, the walk starts again with
  /// room for every state (``walkLarge(_:stopAtAcceptance:)``).
  static let smallSet = 32

  /// Walks `digits` through the automaton. While the pattern is unambiguous, one state takes
  /// each digit and the walk needs nothing but that state; where several do, it goes on with
  /// the set of them (``walkSet(_:from:at:stopAtAcceptance:)``) until one is left. With
  /// `stopAtAcceptance`, it stops as soon as a state before the last digit can end a match.
  @inline(__always)
  func walk(_ digits: UnsafeBufferPointer<UInt8>, stopAtAcceptance: Bool) -> PhonePatternWalkEnd {
    withTable { table in
      var state = 0
      var position = 0
      let count = digits.count
      while position < count {
        let info = table[state &+ 1]
        if stopAtAcceptance && info & PhonePatternLayout.acceptsNow != 0 {
          return PhonePatternWalkEnd(flags: 0, lengths: 0, acceptedEarly: true)
        }
        let bit = PhonePatternLayout.bit(of: digits[position])
        var edge = Int(info & PhonePatternLayout.offsetMask)
        let end = Int(table[state] & PhonePatternLayout.offsetMask)
        var taken = -1
        while edge < end {
          let word = table[edge]
          if word & bit != 0 {
            if taken >= 0 {
              let set = walkSet(
                digits, from: state, at: position, stopAtAcceptance: stopAtAcceptance)
              guard set.state >= 0 else { return set.end }
              taken = set.state
              position = set.position &- 1
              break
            }
            taken = Int(word & PhonePatternLayout.targetMask)
          }
          edge &+= 1
        }
        guard taken >= 0 else { return .dead }
        state = taken
        position &+= 1
      }
      return PhonePatternWalkEnd(
        flags: table[state &+ 1] & ~PhonePatternLayout.offsetMask,
        lengths: table[lengthsBase &+ state], acceptedEarly: false)
    }
  }

  /// Goes on with the walk from `state` at `position` with the set of states that took each
  /// digit, kept on the stack (at most ``smallSet``, repeats found by looking), until a single
  /// state is left: it returns that state and the position after the digit it took, or the
  /// end of the walk with a negative state.
  private func walkSet(
    _ digits: UnsafeBufferPointer<UInt8>, from state: Int, at position: Int,
    stopAtAcceptance: Bool
  ) -> (end: PhonePatternWalkEnd, state: Int, position: Int) {
    withTable { table in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 &* Self.smallSet) { set in
        var current = 0  // Where the list of the states that took the last digit starts.
        var upcoming = Self.smallSet  // Where the list being made starts.
        set[current] = UInt32(state)
        var currentCount = 1
        var position = position
        let count = digits.count
        while position < count {
          let bit = PhonePatternLayout.bit(of: digits[position])
          var upcomingCount = 0
          var index = 0
          while index < currentCount {
            let from = Int(set[current &+ index])
            let info = table[from &+ 1]
            if stopAtAcceptance && info & PhonePatternLayout.acceptsNow != 0 {
              return (PhonePatternWalkEnd(flags: 0, lengths: 0, acceptedEarly: true), -1, 0)
            }
            var edge = Int(info & PhonePatternLayout.offsetMask)
            let end = Int(table[from] & PhonePatternLayout.offsetMask)
            while edge < end {
              let word = table[edge]
              if word & bit != 0 {
                let target = word & PhonePatternLayout.targetMask
                var seen = 0
                while seen < upcomingCount && set[upcoming &+ seen] != target { seen &+= 1 }
                if seen == upcomingCount {
                  guard upcomingCount < Self.smallSet else {
                    return (walkLarge(digits, stopAtAcceptance: stopAtAcceptance), -1, 0)
                  }
                  set[upcoming &+ upcomingCount] = target
                  upcomingCount &+= 1
                }
              }
              edge &+= 1
            }
            index &+= 1
          }
          position &+= 1
          if upcomingCount <= 1 {
            guard upcomingCount == 1 else { return (.dead, -1, 0) }
            return (.dead, Int(set[upcoming]), position)
          }
          swap(&current, &upcoming)
          currentCount = upcomingCount
        }
        var end = PhonePatternWalkEnd.dead
        var index = 0
        while index < currentCount {
          let state = Int(set[current &+ index])
          end.flags |= table[state &+ 1] & ~PhonePatternLayout.offsetMask
          end.lengths |= table[lengthsBase &+ state]
          index &+= 1
        }
        return (end, -1, 0)
      }
    }
  }

  /// The whole walk again, with room for every state in the set: for a pattern that lets more
  /// than ``smallSet`` states take the same digits, which the metadata's patterns do not.
  /// Repeats are kept out of the list being made with a bit per state.
  private func walkLarge(_ digits: UnsafeBufferPointer<UInt8>, stopAtAcceptance: Bool)
    -> PhonePatternWalkEnd
  {
    let states = stateCount
    let seenWords = (states &+ 31) &>> 5
    let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 &* states &+ seenWords)
    defer { scratch.deallocate() }
    return withTable { table in
      let seenBase = 2 &* states
      (scratch + seenBase).initialize(repeating: 0, count: seenWords)
      var current = 0
      var upcoming = states
      scratch[current] = 0
      var currentCount = 1
      var position = 0
      let count = digits.count
      while position < count {
        let bit = PhonePatternLayout.bit(of: digits[position])
        var upcomingCount = 0
        var index = 0
        while index < currentCount {
          let from = Int(scratch[current &+ index])
          let info = table[from &+ 1]
          if stopAtAcceptance && info & PhonePatternLayout.acceptsNow != 0 {
            return PhonePatternWalkEnd(flags: 0, lengths: 0, acceptedEarly: true)
          }
          var edge = Int(info & PhonePatternLayout.offsetMask)
          let end = Int(table[from] & PhonePatternLayout.offsetMask)
          while edge < end {
            let word = table[edge]
            if word & bit != 0 {
              let target = word & PhonePatternLayout.targetMask
              let seen = seenBase &+ Int(target &>> 5)
              let mask: UInt32 = 1 &<< (target & 31)
              if scratch[seen] & mask == 0 {
                scratch[seen] |= mask
                scratch[upcoming &+ upcomingCount] = target
                upcomingCount &+= 1
              }
            }
            edge &+= 1
          }
          index &+= 1
        }
        guard upcomingCount > 0 else { return .dead }
        index = 0
        while index < upcomingCount {
          scratch[seenBase &+ Int(scratch[upcoming &+ index] &>> 5)] = 0
          index &+= 1
        }
        swap(&current, &upcoming)
        currentCount = upcomingCount
        position &+= 1
      }
      var end = PhonePatternWalkEnd.dead
      var index = 0
      while index < currentCount {
        let state = Int(scratch[current &+ index])
        end.flags |= table[state &+ 1] & ~PhonePatternLayout.offsetMask
        end.lengths |= table[lengthsBase &+ state]
        index &+= 1
      }
      return end
    }
  }

  /// Java's `lookingAt()` by backtracking: from the start, each state tries its edges in their
  /// order (the order Java tries the alternatives and the quantifiers' choices in), going down
  /// an edge that takes the next digit and back up when a state runs out of edges, until an
  /// edge ends the match. A state tried at a position and left is never tried there again: it
  /// would fail the same way, whatever groups led to it. The groups are then read off the path.
  func backtrack(_ digits: UnsafeBufferPointer<UInt8>) -> PhonePatternMatch? {
    let count = digits.count
    let columns = count &+ 1
    let triedWords = (stateCount &* columns &+ 31) &>> 5
    return withTable { table in
      // The bits of the (state, position) pairs tried, then one frame per position on the
      // path: the state that took the digit before it, and the edge it is trying.
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: triedWords &+ 2 &* columns) {
        scratch in
        scratch.baseAddress!.initialize(repeating: 0, count: triedWords)
        let frames = triedWords
        scratch[frames] = 0
        scratch[frames &+ 1] = table[1] & PhonePatternLayout.offsetMask
        var depth = 0
        while true {
          let frame = frames &+ 2 &* depth
          let state = Int(scratch[frame])
          var edge = Int(scratch[frame &+ 1])
          let end = Int(table[state] & PhonePatternLayout.offsetMask)
          let bit = depth < count ? PhonePatternLayout.bit(of: digits[depth]) : 0
          var descended = false
          while edge < end {
            let word = table[edge]
            if word & PhonePatternLayout.acceptNowEdge != 0
              || (word & PhonePatternLayout.acceptAtEndEdge != 0 && depth == count)
            {
              scratch[frame &+ 1] = UInt32(edge)
              return match(length: depth, path: UnsafeBufferPointer(rebasing: scratch[frames...]))
            }
            if word & bit != 0 {
              let target = Int(word & PhonePatternLayout.targetMask)
              let pair = target &* columns &+ depth &+ 1
              let mask: UInt32 = 1 &<< UInt32(pair & 31)
              if scratch[pair &>> 5] & mask == 0 {
                scratch[pair &>> 5] |= mask
                scratch[frame &+ 1] = UInt32(edge)
                scratch[frame &+ 2] = UInt32(target)
                scratch[frame &+ 3] = table[target &+ 1] & PhonePatternLayout.offsetMask
                depth &+= 1
                descended = true
                break
              }
            }
            edge &+= 1
          }
          if descended { continue }
          guard depth > 0 else { return nil }
          depth &-= 1
          scratch[frames &+ 2 &* depth &+ 1] &+= 1
        }
      }
    }
  }

  /// The match of `length` digits whose path is `path` (for each position up to `length`, the
  /// state and the edge taken from it): each edge's group bounds are at the position it leaves
  /// from, and a later crossing of a bound replaces an earlier one, as in Java.
  private func match(length: Int, path: UnsafeBufferPointer<UInt32>) -> PhonePatternMatch {
    var match = PhonePatternMatch(length: length, groupCount: groupCount)
    guard groupCount > 0 else { return match }
    withTable { table in
      var position = 0
      while position <= length {
        let edge = Int(path[2 &* position &+ 1])
        var bounds = table[tagBase &+ (edge &- edgeBase)]
        while bounds != 0 {
          let slot = bounds.trailingZeroBitCount
          match.setBound(slot, to: position)
          bounds &= bounds &- 1
        }
        position &+= 1
      }
    }
    return match
  }
}
