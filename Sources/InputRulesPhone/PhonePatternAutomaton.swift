// The second half of compiling a pattern: following the Thompson program's epsilon moves once
// from the start and from every class, so that matching never follows them again. What comes
// out is the automaton of PhonePattern.swift (laid out as PhonePatternLayout says): each class a
// state, each state's edges the classes that can take the next digit, in the order Java's
// backtracking tries them, with the group bounds crossed on the way and the places where the
// match may end.

/// The automaton compiled from a program, ready to be kept by ``PhonePattern``.
struct PhonePatternAutomaton {
  /// The state table, the completion lengths, the edges and their groups.
  var storage: PhonePatternStorage
  /// The number of states, the start included.
  var stateCount: Int
  /// Where the edges start in `storage`.
  var edgeBase: Int
  /// Where the edges' groups start in `storage` (its end for a pattern without groups).
  var tagBase: Int
  /// The number of capturing groups.
  var groupCount: Int
}

extension PhonePatternProgram {
  /// The most words an automaton may have: a pattern that would need more (optional repeats
  /// nested so that every digit can be followed by hundreds of others) is refused as too large
  /// rather than take long to compile.
  static let maximumStorage = 1 << 22

  /// How many words of work the compiler asks for per byte of a pattern when it starts to read
  /// it: enough for the program, the walks' marks and stack, and the automaton, for a pattern
  /// without long counted repeats, so that a compilation usually allocates once before the
  /// automaton's own array.
  static let wordsPerByte = 10

  /// The automaton of the program: the epsilon moves followed once from the start and from
  /// every class, with the lengths of the rest of a match from each state. Frees the program's
  /// code.
  ///
  /// The states are taken from the last to the first: in a program without loops every edge
  /// leads to a later state, whose lengths are then known. The edges of the last state come
  /// first in the storage, so a state's edges end where those of the state before it start
  /// (see ``PhonePatternLayout``). Each state's moves are followed depth first, the preferred
  /// way of each split first, an edge made for each class reached (once, by the first way, which
  /// is the one Java tries first) and for the match (once before a `$`, once past one). It is
  /// all one loop over words in memory the compiler owns: this runs for every pattern of a
  /// region when its rules are made, so its speed is that of choosing a region.
  consuming func automaton() throws(PhonePatternError) -> PhonePatternAutomaton {
    var work = code
    defer { work.deallocate() }
    let length = work.count
    let states = stateCount
    guard states <= PhonePatternLayout.maximumStates else {
      throw PhonePatternError(.tooLarge, at: 0)
    }
    // After the program: the marks of the instructions a walk reached (by the number of the
    // state it starts from, plus one), the same past a `$`, the walk's stack of the ways not
    // tried yet (two words each: the instruction, and the bounds crossed with bit 31 for past
    // a `$`; each split pushes at most once per walk and per side of `$`), then the automaton:
    // the state table, the lengths, the edges.
    let marks = length
    let stack = marks &+ (hasEnd ? 2 &* length : length)
    let table = stack &+ (hasEnd ? 4 &* splitCount : 2 &* splitCount)
    let lengths = table &+ states &+ 1
    let edges = lengths &+ states
    // One walk adds at most an edge per state and two for the match.
    let room = states &+ 2
    work.reserve(edges &+ 2 &* room &- length)
    var base = work.base
    (base + marks).initialize(repeating: 0, count: stack &- marks)
    (base + lengths).initialize(repeating: 0, count: states)
    var end = edges  // Where the next edge goes.
    // The groups each edge crosses, beside the edges, for a pattern with groups only.
    var tags = groupCount > 0 ? PhonePatternWords(capacity: 2 &* states) : nil
    defer { tags?.deallocate() }
    let pastEnd: UInt32 = 1 << 31
    let plain = tags == nil && !hasEnd
    let digitBits: UInt32 = 0x3FF &<< PhonePatternLayout.digitShift
    var state = states
    var place = length
    while state > 0 {
      state &-= 1
      // The start's moves start at the first instruction, a class's right after it.
      if state > 0 {
        place &-= 1
        while base[place] & Op.mask != Op.digits { place &-= 1 }
      } else {
        place = -1
      }
      let next = base[place &+ 1]
      if next & Op.mask == Op.digits && end < work.capacity {
        // Most classes are followed by another class: one edge, no walk, the lengths those of
        // that class one longer.
        let target = Int((next &>> 10) & 0x7FFFF)
        base[end] = Self.edge(to: next)
        base[lengths &+ state] = base[lengths &+ target] &<< 1
        base[table &+ state &+ 1] =
          UInt32(truncatingIfNeeded: end &- table)
          | base[table &+ target &+ 1] & PhonePatternLayout.live
        end &+= 1
        tags?.append(0)
        continue
      }
      guard end <= Self.maximumStorage else { throw PhonePatternError(.tooLarge, at: 0) }
      if end &+ room > work.capacity {
        work.count = end
        work.reserve(room)
        base = work.base
      }
      let first = end
      var flags: UInt32 = 0
      let stamp = UInt32(truncatingIfNeeded: state &+ 1)
      if plain {
        // No group and no `$`: nothing to carry along the way, so the stack holds instructions
        // only, and the kinds are tested most frequent first.
        var top = stack
        var at = place &+ 1
        while true {
          while base[marks &+ at] != stamp {
            base[marks &+ at] = stamp
            let instruction = base[at]
            let op = instruction & Op.mask
            if op == Op.digits {
              base[end] = Self.edge(to: instruction)
              end &+= 1
              break
            } else if op == Op.split {
              base[top] = instruction & Op.operand
              top &+= 1
              at &+= 1
            } else if op == Op.jump {
              at = Int(instruction & Op.operand)
            } else if op == Op.match {
              base[end] = PhonePatternLayout.acceptNowEdge
              end &+= 1
              flags = PhonePatternLayout.acceptsNow
              break
            } else if op == Op.splitBack {
              base[top] = UInt32(truncatingIfNeeded: at &+ 1)
              top &+= 1
              at = Int(instruction & Op.operand)
            } else {  // Op.nop
              at &+= 1
            }
          }
          guard top > stack else { break }
          top &-= 1
          at = Int(base[top])
        }
      } else {
        var top = stack
        var at = place &+ 1
        var bits: UInt32 = 0
        while true {
          walk: while true {
            let marker = bits & pastEnd == 0 ? marks &+ at : marks &+ length &+ at
            if base[marker] == stamp { break walk }
            base[marker] = stamp
            let instruction = base[at]
            switch instruction & Op.mask {
            case Op.digits:
              if bits & pastEnd == 0 {
                base[end] = Self.edge(to: instruction)
                end &+= 1
                tags?.append(bits)
              }
              break walk
            case Op.match:
              if bits & pastEnd == 0 {
                base[end] = PhonePatternLayout.acceptNowEdge
                end &+= 1
                flags |= PhonePatternLayout.acceptsNow
                tags?.append(bits)
              } else if flags & PhonePatternLayout.acceptsNow == 0 {
                // After an edge that ends the match anywhere, one that ends it only at the end
                // of the input would never be taken.
                base[end] = PhonePatternLayout.acceptAtEndEdge
                end &+= 1
                flags |= PhonePatternLayout.acceptsAtEnd
                tags?.append(bits & ~pastEnd)
              }
              break walk
            case Op.jump:
              at = Int(instruction & Op.operand)
            case Op.split:
              base[top] = instruction & Op.operand
              base[top &+ 1] = bits
              top &+= 2
              at &+= 1
            case Op.splitBack:
              base[top] = UInt32(at &+ 1)
              base[top &+ 1] = bits
              top &+= 2
              at = Int(instruction & Op.operand)
            case Op.bound:
              bits |= 1 &<< (instruction & Op.operand)
              at &+= 1
            case Op.end:
              bits |= pastEnd
              at &+= 1
            default:  // Op.nop
              at &+= 1
            }
          }
          guard top > stack else { break }
          top &-= 2
          at = Int(base[top])
          bits = base[top &+ 1]
        }
      }
      // The lengths: those of the states the edges lead to, one longer, and none for the
      // match itself.
      var completions: UInt32 = flags != 0 ? 1 : 0
      var live = flags != 0
      var edge = first
      while edge < end {
        let word = base[edge]
        if word & digitBits != 0 {
          let target = Int(word & PhonePatternLayout.targetMask)
          completions |= base[lengths &+ target] &<< 1
          live = live || base[table &+ target &+ 1] & PhonePatternLayout.live != 0
        }
        edge &+= 1
      }
      base[lengths &+ state] = completions
      base[table &+ state &+ 1] =
        UInt32(truncatingIfNeeded: first &- table) | flags | (live ? PhonePatternLayout.live : 0)
    }
    base[table] = UInt32(truncatingIfNeeded: end &- table)
    if hasLoop {
      // Edges lead back too: passes until nothing changes.
      Self.settleLengths(base + table, states: states)
    }
    let tagBase = end &- table
    if let tags {
      // The groups go after the edges.
      work.count = end
      work.reserve(tags.count)
      base = work.base
      (base + end).initialize(from: tags.base, count: tags.count)
      end &+= tags.count
    }
    let storage = PhonePatternStorage.copying(base + table, count: end &- table)
    return PhonePatternAutomaton(
      storage: storage, stateCount: states, edgeBase: edges &- table, tagBase: tagBase,
      groupCount: groupCount)
  }

  /// The edge to the class `instruction`: its state and its digits.
  @inline(__always)
  private static func edge(to instruction: UInt32) -> UInt32 {
    (instruction &>> 10) & 0x7FFFF | (instruction & 0x3FF) &<< PhonePatternLayout.digitShift
  }

  /// Recomputes the completion lengths and the `live` flags of an automaton whose edges also
  /// lead back (`*`, `+`, `{n,}`), pass after pass until nothing changes: each pass can only
  /// add lengths, and there are 32 of them.
  private static func settleLengths(_ automaton: UnsafeMutablePointer<UInt32>, states: Int) {
    let lengths = automaton + (states &+ 1)
    let digitBits: UInt32 = 0x3FF &<< PhonePatternLayout.digitShift
    var changed = true
    while changed {
      changed = false
      var state = states
      while state > 0 {
        state &-= 1
        let info = automaton[state &+ 1]
        var completions = lengths[state]
        var live = info & PhonePatternLayout.live != 0
        var edge = Int(info & PhonePatternLayout.offsetMask)
        let end = Int(automaton[state] & PhonePatternLayout.offsetMask)
        while edge < end {
          let word = automaton[edge]
          if word & digitBits != 0 {
            let target = Int(word & PhonePatternLayout.targetMask)
            completions |= lengths[target] &<< 1
            live = live || automaton[target &+ 1] & PhonePatternLayout.live != 0
          }
          edge &+= 1
        }
        if completions != lengths[state] || live != (info & PhonePatternLayout.live != 0) {
          lengths[state] = completions
          automaton[state &+ 1] = live ? info | PhonePatternLayout.live : info
          changed = true
        }
      }
    }
  }
}
