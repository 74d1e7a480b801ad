/// One of libphonenumber's regular expressions, compiled once, then matched against digits at
/// every key.
///
/// libphonenumber says everything about a region's numbers with Java regular expressions over
/// digits: which national numbers are valid (`national_number_pattern`), which format applies
/// (`leading_digits_pattern`, `pattern`), which prefixes to take off (`international_prefix`,
/// `national_prefix_for_parsing`). A phone field asks them its questions at every keystroke,
/// several patterns per key, so the patterns are compiled into a small automaton that answers
/// without allocating, and that also answers the question a regular-expression engine cannot:
/// whether what was typed can still become a number (`canComplete(_:lengths:)`).
///
/// ## The subset
/// Only what the metadata uses, with Java's meaning: digits, classes of digits (`[2-9]`,
/// `[013-7]`, `[^0]`), `\d`, groups (`(?:...)` and capturing `(...)`, at most
/// ``maximumGroupCount``), alternatives (`|`, the first that leads to a match wins), the greedy
/// quantifiers `?`, `*`, `+`, `{n}`, `{n,}` and `{n,m}`, and `$` (the end of the input). Any other
/// construct (`.`, `^`, `\s`, a lazy or possessive quantifier, a look-around) is refused when the
/// pattern is compiled rather than read in a way Java would not.
///
/// ## Digits
/// Input is the digits' values, 0 through 9 (not ASCII), as `[UInt8]`, an array slice or a
/// buffer: what a phone field keeps of what was typed. A value above 9 is in no class, so it
/// matches nothing, as a letter would not match in Java.
///
/// ## How it works
/// The pattern is parsed into a Thompson program, whose epsilon moves are then followed once, at
/// compile time, from the start and from every class: each class becomes a state whose edges
/// are the classes that can come next, in the order Java's backtracking would try them, each
/// with the groups it opens or closes on the way and whether the match can end there (at once,
/// or only at the end of the input, past a `$`). Every state also knows the lengths of the rest
/// of a match from it. Matching walks the states that took the last digit, one at a time while
/// the pattern is unambiguous, a small set when it is not; the match with its groups is found by
/// backtracking over the same edges in their order, each (state, position) tried at most once.
///
/// ## Cost
/// A pattern holds one reference, to its automaton. Calling it where it is stored in a `let`
/// (a property of a region's rules) costs nothing more than the match, but a pattern taken out
/// of an array for the call is copied, a retain and a release that cost more than a short
/// match: a list walked at every key is better kept as properties, or its answers worked out
/// once per pattern.
package struct PhonePattern: Sendable {
  /// The most capturing groups a pattern may have: enough for `$1` through `$9`, the groups a
  /// format's replacement can name (the metadata's patterns have at most five).
  package static let maximumGroupCount = 9

  /// The automaton: the state table (one word per state and one before the first, see
  /// ``PhonePatternLayout``), each state's completion lengths, the edges, and for a pattern
  /// with groups the groups each edge opens or closes. Never written after the compiler made
  /// it, so sharing it between threads is safe, which a `ManagedBuffer` cannot say for itself.
  nonisolated(unsafe) let storage: PhonePatternStorage
  /// The automaton's words as the matchers read them, without the reference (see
  /// ``PhonePatternMatcher``): valid as long as `storage`, which never moves them.
  nonisolated(unsafe) let matcher: PhonePatternMatcher
  /// The number of capturing groups, numbered from 1 in the order of their opening parentheses
  /// as in Java.
  package var groupCount: Int { matcher.groupCount }

  /// Compiles `source`; `nil` for a construct outside the supported subset or a malformed
  /// pattern (``init(parsing:)`` says which and where).
  package init?(_ source: String) {
    do {
      try self.init(parsing: source)
    } catch {
      return nil
    }
  }

  /// Compiles `source`, or says what in it is outside the subset or malformed, and where: for
  /// a generator or a test that must tell why a pattern was refused.
  package init(parsing source: String) throws(PhonePatternError) {
    var text = source
    // `withUTF8` rethrows untyped errors, so the typed one comes out as a result.
    let result = text.withUTF8 { bytes -> Result<PhonePatternAutomaton, PhonePatternError> in
      // A short pattern is compiled on the stack; a long one in words allocated for it.
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 240) { stack in
        do throws(PhonePatternError) {
          let words = bytes.count &* PhonePatternProgram.wordsPerByte &+ 32
          let code =
            words <= stack.count
            ? PhonePatternWords(lent: stack) : PhonePatternWords(capacity: words)
          return .success(try PhonePatternProgram(parsing: bytes, into: code).automaton())
        } catch {
          return .failure(error)
        }
      }
    }
    let compiled = try result.get()
    storage = compiled.storage
    matcher = PhonePatternMatcher(
      table: compiled.storage.withUnsafeMutablePointerToElements { UnsafePointer($0) },
      stateCount: compiled.stateCount, edgeBase: compiled.edgeBase, tagBase: compiled.tagBase,
      groupCount: compiled.groupCount)
  }

  /// Whether the whole of `digits` matches, as Java's `Matcher.matches()`: is a complete
  /// national number valid for this type, does a format's pattern take this number?
  package func matches(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
    matcher.matches(digits)
  }

  /// Whether the whole of `digits` matches (see the buffer form).
  package func matches(_ digits: [UInt8]) -> Bool {
    digits.withUnsafeBufferPointer { matches($0) }
  }

  /// Whether the whole of `digits` matches (see the buffer form).
  package func matches(_ digits: ArraySlice<UInt8>) -> Bool {
    digits.withUnsafeBufferPointer { matches($0) }
  }

  /// Java's `lookingAt()`: the match of a prefix of `digits` that Java's backtracking engine
  /// finds (leftmost, by alternative priority and greedy quantifiers, not the longest), with its
  /// length and the ranges of the capturing groups (`nil` for a group that did not take part).
  /// `nil` when no prefix matches. What taking a national prefix or an international prefix off
  /// needs, with the digits a group of `national_prefix_for_parsing` keeps.
  package func prefixMatch(_ digits: UnsafeBufferPointer<UInt8>) -> PhonePatternMatch? {
    matcher.backtrack(digits)
  }

  /// Java's `lookingAt()` (see the buffer form).
  package func prefixMatch(_ digits: [UInt8]) -> PhonePatternMatch? {
    digits.withUnsafeBufferPointer { prefixMatch($0) }
  }

  /// Java's `lookingAt()` (see the buffer form).
  package func prefixMatch(_ digits: ArraySlice<UInt8>) -> PhonePatternMatch? {
    digits.withUnsafeBufferPointer { prefixMatch($0) }
  }

  /// Whether `prefixMatch(digits)` finds a match, without finding which: some prefix of
  /// `digits` (the empty one, or all of them) matches. A walk forward, cheaper than the
  /// backtracking when only the answer is needed (does a region's or a format's leading
  /// digits pattern start the number?).
  package func hasPrefixMatch(_ digits: ArraySlice<UInt8>) -> Bool {
    digits.withUnsafeBufferPointer { matcher.hasPrefixMatch($0) }
  }

  /// Whether `digits` followed by zero or more further digits can match as a whole with a total
  /// length whose bit is set in `lengths` (bit n for length n; `UInt32.max` for any length, 32
  /// digits and more included). The question a phone field asks at every key: can what was
  /// typed still become a number of one of the lengths the region allows? Exact, never a guess:
  /// a wrong `true` would lead the user into a dead end, a wrong `false` would refuse a good key.
  package func canComplete(_ digits: UnsafeBufferPointer<UInt8>, lengths: UInt32) -> Bool {
    matcher.canComplete(digits, lengths: lengths)
  }

  /// Whether `digits` can still become a number of one of `lengths` (see the buffer form).
  package func canComplete(_ digits: [UInt8], lengths: UInt32) -> Bool {
    digits.withUnsafeBufferPointer { canComplete($0, lengths: lengths) }
  }

  /// Whether `digits` can still become a number of one of `lengths` (see the buffer form).
  package func canComplete(_ digits: ArraySlice<UInt8>, lengths: UInt32) -> Bool {
    digits.withUnsafeBufferPointer { canComplete($0, lengths: lengths) }
  }

  /// Whether `lookingAt()` can succeed on `digits` or on some extension of it: the pattern
  /// matches a prefix of `digits` already, or `digits` runs out while the pattern could still go
  /// on. A format's leading-digits pattern stays possible while the user types its first digits.
  package func mayMatchPrefix(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
    matcher.mayMatchPrefix(digits)
  }

  /// Whether `lookingAt()` can succeed on `digits` or an extension (see the buffer form).
  package func mayMatchPrefix(_ digits: [UInt8]) -> Bool {
    digits.withUnsafeBufferPointer { mayMatchPrefix($0) }
  }

  /// Whether `lookingAt()` can succeed on `digits` or an extension (see the buffer form).
  package func mayMatchPrefix(_ digits: ArraySlice<UInt8>) -> Bool {
    digits.withUnsafeBufferPointer { mayMatchPrefix($0) }
  }
}

/// The words of a compiled pattern, after a header holding their count, in one allocation:
/// written once by the compiler, only read after. Not an array, because making an array of a
/// generic element type looks the type up at run time, which took as long as compiling a short
/// pattern.
final class PhonePatternStorage: ManagedBuffer<Int, UInt32> {
  /// A copy of the `count` words at `source`.
  static func copying(_ source: UnsafePointer<UInt32>, count: Int) -> PhonePatternStorage {
    // Named: Embedded Swift reads a bare `create`'s size and alignment from class metadata it
    // does not have, and traps allocating (seen in the WebAssembly module).
    let storage = unsafeDowncast(
      PhonePatternStorage.create(minimumCapacity: count) { _ in count },
      to: PhonePatternStorage.self)
    storage.withUnsafeMutablePointerToElements { words in
      words.initialize(from: source, count: count)
    }
    return storage
  }
}

/// A compiled pattern's words and where their parts start, without the reference that keeps
/// them: what the matchers read. Copying it costs no retain, so rules asking many patterns at
/// every key keep their matchers in plain arrays; whoever holds one must also hold the pattern
/// (or its storage) it came from, whose words stay where they are for its whole life.
struct PhonePatternMatcher {
  /// The automaton's words (see ``PhonePatternLayout``).
  let table: UnsafePointer<UInt32>
  /// The number of states, the start state (0) included.
  let stateCount: Int
  /// Where the edges start in the words.
  let edgeBase: Int
  /// Where the groups of the edges start in the words: the edge at `edgeBase + k` has its
  /// groups at `tagBase + k`. The end of the words for a pattern without groups.
  let tagBase: Int
  /// The number of capturing groups.
  let groupCount: Int
  /// Where the completion lengths start in the words (`stateCount + 1`).
  var lengthsBase: Int { stateCount &+ 1 }

  /// Runs `body` with the automaton's words.
  @inline(__always)
  func withTable<Result>(_ body: (UnsafePointer<UInt32>) -> Result) -> Result { body(table) }

  /// Whether the whole of `digits` matches (as ``PhonePattern`` answers it).
  func matches(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
    walk(digits, stopAtAcceptance: false).flags & PhonePatternLayout.acceptsAnywhere != 0
  }

  /// Whether `digits` can still become a whole match of one of `lengths`
  /// (as ``PhonePattern`` answers it).
  func canComplete(_ digits: UnsafeBufferPointer<UInt8>, lengths: UInt32) -> Bool {
    let end = walk(digits, stopAtAcceptance: false)
    if lengths == UInt32.max { return end.flags & PhonePatternLayout.live != 0 }
    let count = digits.count
    guard count < 32 else { return false }
    return (end.lengths &<< UInt32(count)) & lengths != 0
  }

  /// Whether some prefix of `digits` matches (as ``PhonePattern`` answers it): a state that
  /// ends a match without `$` is met before a digit, or the walk ends in one that ends a match.
  func hasPrefixMatch(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
    let end = walk(digits, stopAtAcceptance: true)
    return end.acceptedEarly || end.flags & PhonePatternLayout.acceptsAnywhere != 0
  }

  /// Whether `lookingAt()` can succeed on `digits` or an extension
  /// (as ``PhonePattern`` answers it).
  func mayMatchPrefix(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
    let end = walk(digits, stopAtAcceptance: true)
    return end.acceptedEarly || end.flags & PhonePatternLayout.live != 0
  }
}

/// How the words of ``PhonePattern``'s storage are laid out, in one place for the compiler and
/// the matchers.
///
/// The state table comes first: word `s + 1` is state `s`'s, holding where its edges start in
/// the storage and what the state allows: to end a match at once (`acceptsNow`), to end it only
/// at the end of the input, past a `$` (`acceptsAtEnd`), or to reach either with more digits
/// (`live`). The compiler writes the states' edges from the last state to the first, so a
/// state's edges end where those of the state before it start: at the offset in word `s`, word
/// 0 holding the end of the start state's (and of all) edges. The completion lengths follow,
/// one word per state, then the edges.
///
/// An edge's word holds the state it leads to and the digits it takes (bit `20 + d` for digit
/// `d`), or, with no digits, that the match can end there: the place of that edge among the
/// others is its priority, which the backtracking needs.
enum PhonePatternLayout {
  /// The bits of a state's word that say where its edges start in the storage.
  static let offsetMask: UInt32 = 0x0FFF_FFFF
  /// The state can end a match without `$`: wherever the input goes on.
  static let acceptsNow: UInt32 = 1 << 28
  /// The state can end a match past a `$`: only at the end of the input.
  static let acceptsAtEnd: UInt32 = 1 << 29
  /// Either acceptance: what a whole match, ending at the end of the input, needs.
  static let acceptsAnywhere: UInt32 = acceptsNow | acceptsAtEnd
  /// Some path from the state, with zero or more further digits, ends a whole match.
  static let live: UInt32 = 1 << 30
  /// The bits of an edge's word that name its target state.
  static let targetMask: UInt32 = 0x000F_FFFF
  /// The most states a pattern may have (the target field's reach).
  static let maximumStates = 0x000F_FFFF
  /// Where an edge's digits start: bit `digitShift + d` for digit `d`.
  static let digitShift: UInt32 = 20
  /// An edge that ends the match where it is, whatever follows.
  static let acceptNowEdge: UInt32 = 1 << 30
  /// An edge that ends the match only at the end of the input (it crossed a `$`).
  static let acceptAtEndEdge: UInt32 = 1 << 31

  /// The bit an edge that takes `digit` has set; 0 for a value above 9, which no edge takes.
  @inline(__always)
  static func bit(of digit: UInt8) -> UInt32 {
    digit < 10 ? 1 &<< (digitShift &+ UInt32(digit)) : 0
  }
}
