// The first half of compiling a pattern: reading its source into a Thompson program, one word
// per instruction, with counted repeats written out. The second half
// (PhonePatternAutomaton.swift) follows the program's epsilon moves once to make the automaton
// the matchers walk; the program itself is then dropped.

/// A pattern read into a Thompson program: classes that take a digit, jumps, splits that try
/// one way first and then the other, group bounds, `$`, and the match at the end.
///
/// An instruction is one word, its kind in the top three bits and its operand below: a class's
/// digits and its state, a jump's or a split's target (an
/// absolute index, moved when code is moved), a group bound's slot. Every instruction but a jump
/// goes on to the next; a split goes on to the next first and to its target when that fails,
/// a backward split (the loop of `+`) to its target first.
struct PhonePatternProgram {
  /// The kinds of instruction, in the top three bits of a word.
  enum Op {
    /// Does nothing: the place of a split for an alternative that turned out to be the last.
    static let nop: UInt32 = 0 << 29
    /// Takes one digit of the set in bits 0–9; bits 10–28 hold its state.
    static let digits: UInt32 = 1 << 29
    /// Goes to the target.
    static let jump: UInt32 = 2 << 29
    /// Tries the next instruction first, then the target (alternatives, greedy `?` and `*`).
    static let split: UInt32 = 3 << 29
    /// Tries the target first, then the next instruction (the loop of a greedy `+`).
    static let splitBack: UInt32 = 4 << 29
    /// Records the position as the bound in the operand's slot (a group's start or end).
    static let bound: UInt32 = 5 << 29
    /// Goes on only at the end of the input (`$`).
    static let end: UInt32 = 6 << 29
    /// The whole pattern matched.
    static let match: UInt32 = 7 << 29
    /// The kind's bits.
    static let mask: UInt32 = 7 << 29
    /// The operand's bits.
    static let operand: UInt32 = ~mask
  }

  /// The most instructions a program may have: past it, a counted repeat is refused as too
  /// large rather than compiled into an automaton too big to walk. Below 2^19, so that a
  /// state's number fits in bits 10–28 of its instruction.
  static let maximumLength = 1 << 18
  /// How deep groups may nest (the metadata's nest five deep): the reader keeps six numbers per
  /// open group on the stack.
  static let maximumDepth = 32

  /// The instructions, in memory the compiler frees (``PhonePatternWords/deallocate()``) once
  /// the automaton is made.
  var code: PhonePatternWords
  /// The number of capturing groups read so far.
  var groupCount = 0
  /// The number of states, the start included: each class is numbered as it is written, in
  /// the order of the code, since copies go at its end and only the last atom is ever taken
  /// out.
  var stateCount = 1
  /// Whether the program has a backward move (`*`, `+`, `{n,}`): the automaton's lengths are
  /// then found by iterating to a fixed point rather than in one backward pass.
  var hasLoop = false
  /// Whether the program has a `$`: the walks then keep a second set of marks, for past it.
  var hasEnd = false
  /// The number of splits: the most ways a walk leaves untried.
  var splitCount = 0

  /// The source's UTF-8, read once from the start.
  private let source: UnsafeBufferPointer<UInt8>
  /// Where the reading of a quantifier is.
  private var index = 0

  /// Reads `source` into a program in `code`, its classes numbered as states. Frees `code` if
  /// it throws; ``automaton()`` frees it otherwise.
  init(parsing source: UnsafeBufferPointer<UInt8>, into code: PhonePatternWords)
    throws(PhonePatternError)
  {
    self.source = source
    self.code = code
    do throws(PhonePatternError) {
      // A byte adds a word at most, but for counted repeats, which are bounded as they are
      // written out: so the states' numbers stay within their bits.
      guard source.count < Self.maximumLength else { throw PhonePatternError(.tooLarge, at: 0) }
      try read()
    } catch {
      self.code.deallocate()
      throw error
    }
    self.code.append(Op.match)
    guard self.code.count <= Self.maximumLength else {
      self.code.deallocate()
      throw PhonePatternError(.tooLarge, at: 0)
    }
  }

  /// The next byte of the source, 0 at its end (never a byte of a pattern).
  @inline(__always)
  private var next: UInt8 { index < source.count ? source[index] : 0 }

  /// Reads the source into the code, in one loop over its bytes. Each alternative starts with
  /// a word that becomes a split to the next alternative when a `|` follows it (and stays a
  /// no-op for the last, which the split before it skips); each but the last ends with a jump
  /// past the last, the pending jumps chained through their operands until the end is known
  /// (at the top, past the last is the match, so they are the match). An open group keeps the
  /// alternatives around it on a stack: their current word, the split before it, the pending
  /// jumps, where the group starts in the code, its bounds' slot, where it opens in the source.
  private mutating func read() throws(PhonePatternError) {
    let source = self.source
    let end = source.count
    try withUnsafeTemporaryAllocation(of: Int32.self, capacity: 6 &* Self.maximumDepth) {
      (frames) throws(PhonePatternError) in
      var at = 0
      var depth = 0
      var slot = code.count
      var split = -1  // No `|` yet.
      var jumps = Op.operand  // The chain's end.
      code.append(Op.nop)
      while at < end {
        let byte = source[at]
        var start = code.count
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          appendClass(1 &<< UInt32(byte &- UInt8(ascii: "0")))
          at &+= 1
        case UInt8(ascii: "["):
          let (digits, next) = try Self.digitClass(source, at: at)
          appendClass(digits)
          at = next
        case UInt8(ascii: "\\"):
          guard at &+ 1 < end, source[at &+ 1] == UInt8(ascii: "d") else {
            throw PhonePatternError(.unsupported, at: at)
          }
          appendClass(0x3FF)
          at &+= 2
        case UInt8(ascii: "("):
          guard depth < Self.maximumDepth else { throw PhonePatternError(.tooLarge, at: at) }
          var bounds = -1
          if at &+ 1 < end && source[at &+ 1] == UInt8(ascii: "?") {
            guard at &+ 2 < end, source[at &+ 2] == UInt8(ascii: ":") else {
              throw PhonePatternError(.unsupported, at: at)
            }
          } else {
            // Groups are numbered by their opening parentheses, as in Java.
            guard groupCount < PhonePattern.maximumGroupCount else {
              throw PhonePatternError(.tooManyGroups, at: at)
            }
            bounds = 2 &* groupCount
            groupCount &+= 1
            code.append(Op.bound | UInt32(bounds))
          }
          let frame = 6 &* depth
          frames[frame] = Int32(truncatingIfNeeded: slot)
          frames[frame &+ 1] = Int32(truncatingIfNeeded: split)
          frames[frame &+ 2] = Int32(bitPattern: jumps)
          frames[frame &+ 3] = Int32(truncatingIfNeeded: start)
          frames[frame &+ 4] = Int32(truncatingIfNeeded: bounds)
          frames[frame &+ 5] = Int32(truncatingIfNeeded: at)
          depth &+= 1
          at &+= bounds < 0 ? 3 : 1
          slot = code.count
          split = -1
          jumps = Op.operand
          code.append(Op.nop)
          continue
        case UInt8(ascii: ")"):
          guard depth > 0 else { throw PhonePatternError(.malformed, at: at) }
          closeAlternatives(slot: slot, split: split, jumps: jumps, atTop: false)
          depth &-= 1
          let frame = 6 &* depth
          slot = Int(frames[frame])
          split = Int(frames[frame &+ 1])
          jumps = UInt32(bitPattern: frames[frame &+ 2])
          start = Int(frames[frame &+ 3])
          let bounds = Int(frames[frame &+ 4])
          if bounds >= 0 { code.append(Op.bound | UInt32(bounds &+ 1)) }
          at &+= 1
        case UInt8(ascii: "|"):
          at &+= 1
          code.append(Op.jump | jumps)
          jumps = UInt32(code.count &- 1)
          code[slot] = Op.split | UInt32(code.count)
          splitCount &+= 1
          split = slot
          slot = code.count
          code.append(Op.nop)
          continue
        case UInt8(ascii: "$"):
          code.append(Op.end)
          hasEnd = true
          at &+= 1
          if at < end && Self.isQuantifier(source[at]) {
            throw PhonePatternError(.unsupported, at: at)
          }
          continue
        case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{"):
          throw PhonePatternError(.malformed, at: at)  // Nothing to repeat.
        default:
          throw PhonePatternError(.unsupported, at: at)
        }
        if at < end && Self.isQuantifier(source[at]) {
          index = at
          try quantifier(from: start)
          at = index
        }
      }
      if depth > 0 {
        throw PhonePatternError(.malformed, at: Int(frames[6 &* (depth &- 1) &+ 5]))
      }
      closeAlternatives(slot: slot, split: split, jumps: jumps, atTop: true)
    }
  }

  /// Ends the alternatives whose last word is `slot`: the split before it (if there was a `|`)
  /// skips that word, and the pending `jumps` go to what follows (the match, at the top).
  @inline(__always)
  private mutating func closeAlternatives(slot: Int, split: Int, jumps: UInt32, atTop: Bool) {
    guard split >= 0 else { return }
    code[split] = Op.split | UInt32(slot &+ 1)
    let past = atTop ? Op.match : Op.jump | UInt32(code.count)
    var link = jumps
    while link != Op.operand {
      let next = code[Int(link)] & Op.operand
      code[Int(link)] = past
      link = next
    }
  }

  /// Whether `byte` starts a quantifier.
  @inline(__always)
  private static func isQuantifier(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "?") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "{")
  }

  /// Reads the class whose `[` is at `open`, to its `]`: digits, ranges of digits, `\d`, and a
  /// leading `^` for the digits not listed (the input holds nothing but digits, so that is
  /// Java's meaning). Returns its digits as bits 0–9 and where the reading goes on.
  @inline(__always)
  private static func digitClass(_ source: UnsafeBufferPointer<UInt8>, at open: Int)
    throws(PhonePatternError) -> (UInt32, Int)
  {
    let end = source.count
    var at = open &+ 1
    var negated = false
    if at < end && source[at] == UInt8(ascii: "^") {
      negated = true
      at &+= 1
    }
    var set: UInt32 = 0
    var items = 0
    while true {
      guard at < end else { throw PhonePatternError(.malformed, at: open) }
      let byte = source[at]
      if byte == UInt8(ascii: "]") {
        // `[]` lists nothing: refused, as an unterminated class.
        guard items > 0 else { throw PhonePatternError(.malformed, at: open) }
        break
      }
      items &+= 1
      if byte == UInt8(ascii: "\\") {
        guard at &+ 1 < end, source[at &+ 1] == UInt8(ascii: "d") else {
          throw PhonePatternError(.unsupported, at: at)
        }
        set |= 0x3FF
        at &+= 2
        continue
      }
      let low = byte &- UInt8(ascii: "0")
      guard low <= 9 else { throw PhonePatternError(.unsupported, at: at) }
      var high = low
      if at &+ 2 < end && source[at &+ 1] == UInt8(ascii: "-")
        && source[at &+ 2] != UInt8(ascii: "]")
      {
        high = source[at &+ 2] &- UInt8(ascii: "0")
        guard high <= 9 else { throw PhonePatternError(.unsupported, at: at &+ 2) }
        guard low <= high else { throw PhonePatternError(.malformed, at: at) }
        at &+= 3
      } else {
        at &+= 1
      }
      set |= (2 &<< UInt32(high)) &- (1 &<< UInt32(low))
    }
    if negated { set = ~set & 0x3FF }
    // An empty class is legal Java (`[^\d]`) and matches no digit; the automaton then has a
    // state no edge can take, which is harmless.
    return (set, at &+ 1)
  }

  /// Reads the quantifier after the atom that starts at `start` in the code, if there is one,
  /// and writes the atom out accordingly.
  private mutating func quantifier(from start: Int) throws(PhonePatternError) {
    let at = index
    var low = 0
    var high = -1  // No bound.
    switch next {
    case UInt8(ascii: "?"):
      high = 1
      index &+= 1
    case UInt8(ascii: "*"):
      index &+= 1
    case UInt8(ascii: "+"):
      low = 1
      index &+= 1
    case UInt8(ascii: "{"):
      index &+= 1
      low = try count(at: at)
      if next == UInt8(ascii: ",") {
        index &+= 1
        high = next == UInt8(ascii: "}") ? -1 : try count(at: at)
      } else {
        high = low
      }
      guard next == UInt8(ascii: "}") else { throw PhonePatternError(.malformed, at: at) }
      index &+= 1
      guard high < 0 || low <= high else { throw PhonePatternError(.malformed, at: at) }
    default:
      return
    }
    if next == UInt8(ascii: "?") || next == UInt8(ascii: "+") {
      throw PhonePatternError(.unsupported, at: index)  // Lazy or possessive.
    }
    let size = code.count &- start
    let copies = Swift.max(low, high) &+ 1
    guard copies <= (Self.maximumLength &- code.count) / Swift.max(size &+ 1, 1) else {
      throw PhonePatternError(.tooLarge, at: at)
    }
    repeatAtom(from: start, low: low, high: high)
  }

  /// Reads the decimal number of a counted repeat.
  @inline(__always)
  private mutating func count(at quantifier: Int) throws(PhonePatternError) -> Int {
    var value = 0
    var digits = 0
    while next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") {
      value = value &* 10 &+ Int(next &- UInt8(ascii: "0"))
      digits &+= 1
      index &+= 1
      guard value <= Self.maximumLength else { throw PhonePatternError(.tooLarge, at: quantifier) }
    }
    guard digits > 0 else { throw PhonePatternError(.malformed, at: quantifier) }
    return value
  }

  /// Writes out the atom at `start` (to the end of the code) repeated `low` to `high` times
  /// (`high` -1 for no bound), greedily: `low` copies, then each optional copy behind a split
  /// to the end that prefers taking it, so that nested optionals come out as Java tries them.
  private mutating func repeatAtom(from start: Int, low: Int, high: Int) {
    let size = code.count &- start
    guard size > 0 else { return }
    if high == 0 {
      // Only the last atom is taken out: its classes are the last numbered.
      var place = start
      while place < code.count {
        let op = code[place] & Op.mask
        if op == Op.digits { stateCount &-= 1 }
        if op == Op.split || op == Op.splitBack { splitCount &-= 1 }
        place &+= 1
      }
      code.count = start
      return
    }
    var last = start  // Where the last mandatory copy starts.
    if low == 0 {
      insertSplit(at: start)
      last = start &+ 1
    } else {
      var copy = 1
      while copy < low {
        last = code.count
        append(copyOf: start, size: size)
        copy &+= 1
      }
    }
    if high < 0 {
      hasLoop = true
      if low == 0 {
        // L: split out; atom; jump L; out:
        code.append(Op.jump | UInt32(start))
        code[start] = Op.split | UInt32(code.count)
      } else {
        code.append(Op.splitBack | UInt32(last))
        splitCount &+= 1
      }
      return
    }
    // The optional copies: split end; atom; split end; atom; ... end:
    var splits = Op.operand
    if low == 0 { splits = UInt32(start) }
    var copy = Swift.max(low, 1)
    while copy < high {
      code.append(Op.split | splits)
      splitCount &+= 1
      splits = UInt32(code.count &- 1)
      append(copyOf: low == 0 ? start &+ 1 : start, size: size)
      copy &+= 1
    }
    let end = UInt32(code.count)
    while splits != Op.operand {
      let link = code[Int(splits)] & Op.operand
      code[Int(splits)] = Op.split | end
      splits = link
    }
  }

  /// Appends a copy of the `size` instructions at `from`, its jumps and splits moved with it.
  @inline(__always)
  private mutating func append(copyOf from: Int, size: Int) {
    code.reserve(size)
    let delta = UInt32(code.count &- from)
    let to = code.count
    var offset = 0
    while offset < size {
      let instruction = code[from &+ offset]
      let op = instruction & Op.mask
      if op == Op.digits {
        // A copy's classes are new states.
        code[to &+ offset] =
          instruction & ~(0x7FFFF &<< 10) | UInt32(truncatingIfNeeded: stateCount) &<< 10
        stateCount &+= 1
      } else if Self.targets(instruction) {
        code[to &+ offset] = instruction &+ delta
        if op != Op.jump { splitCount &+= 1 }
      } else {
        code[to &+ offset] = instruction
      }
      offset &+= 1
    }
    code.count &+= size
  }

  /// Inserts a split (its target set by the caller) at `at`, moving the code after it one
  /// place on. Only the atom being quantified follows `at`, and its jumps and splits stay
  /// inside it, so those that point at or past `at` move too.
  private mutating func insertSplit(at: Int) {
    code.reserve(1)
    (code.base + (at &+ 1)).moveInitialize(from: code.base + at, count: code.count &- at)
    code[at] = Op.split | Op.operand
    splitCount &+= 1
    code.count &+= 1
    var place = at &+ 1
    while place < code.count {
      let instruction = code[place]
      if Self.targets(instruction) && instruction & Op.operand >= UInt32(at)
        && instruction & Op.operand != Op.operand
      {
        code[place] = instruction &+ 1
      }
      place &+= 1
    }
  }

  /// Whether `instruction`'s operand is the index of another instruction.
  @inline(__always)
  static func targets(_ instruction: UInt32) -> Bool {
    let op = instruction & Op.mask
    return op == Op.jump || op == Op.split || op == Op.splitBack
  }

  /// Appends the class of `digits` (bits 0–9) as the next state.
  @inline(__always)
  private mutating func appendClass(_ digits: UInt32) {
    code.append(Op.digits | digits | UInt32(truncatingIfNeeded: stateCount) &<< 10)
    stateCount &+= 1
  }
}

/// A growing run of words that the compiler allocates and frees itself: appending to it costs a
/// comparison, where an array's append also checks that its storage is not shared. The
/// compiler appends a word or two per byte of a pattern, so that check was most of its time.
/// A short pattern is compiled in words on the stack, which move to the heap only if they grow.
struct PhonePatternWords {
  /// The first word.
  private(set) var base: UnsafeMutablePointer<UInt32>
  /// The number of words written.
  var count = 0
  /// The number of words there is room for.
  private(set) var capacity: Int
  /// Whether the words were allocated here (and are freed by ``deallocate()``), not lent.
  private var owned: Bool

  /// Room for `capacity` words, none written.
  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 16)
    base = UnsafeMutablePointer<UInt32>.allocate(capacity: self.capacity)
    owned = true
  }

  /// The lent `buffer`, none written: it must outlive the run, which moves to words of its own
  /// if it grows.
  init(lent buffer: UnsafeMutableBufferPointer<UInt32>) {
    capacity = buffer.count
    base = buffer.baseAddress!
    owned = false
  }

  /// Frees the words if they were allocated here; the run must not be used after.
  func deallocate() {
    if owned { base.deallocate() }
  }

  /// The word at `index`, below ``count`` (or below ``capacity`` for a word being written).
  subscript(index: Int) -> UInt32 {
    @inline(__always) get { base[index] }
    @inline(__always) nonmutating set { base[index] = newValue }
  }

  /// Appends `word`.
  @inline(__always)
  mutating func append(_ word: UInt32) {
    if count == capacity { grow(to: count &+ 1) }
    base[count] = word
    count &+= 1
  }

  /// Makes room for `extra` more words.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(to: count &+ extra) }
  }

  /// Moves the words to a larger allocation, at least twice the size.
  @inline(never)
  private mutating func grow(to minimum: Int) {
    let larger = Swift.max(capacity &* 2, minimum)
    let moved = UnsafeMutablePointer<UInt32>.allocate(capacity: larger)
    moved.moveInitialize(from: base, count: count)
    if owned { base.deallocate() }
    base = moved
    capacity = larger
    owned = true
  }
}
