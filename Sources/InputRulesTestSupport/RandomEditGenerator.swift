import InputRules

/// Makes random but reproducible field actions: typing, pastes (with the trailing newline and
/// control characters real clipboards carry), raw replace ranges (out of range, negative, huge,
/// `NSNotFound`-like, splitting surrogate pairs and grapheme clusters), Backspace and Delete,
/// selections, input-method compositions, commits and values set by the program.
///
/// The same seed, alphabet and sequence of field states always give the same actions.
public struct RandomEditGenerator: Sendable {
  /// The generator's random source.
  public var random: SplitMix64
  /// What typed and pasted text is made of; each element is one key press (usually one grapheme
  /// cluster, but lone combining marks, lone regional indicators and lone jamo are welcome).
  public var alphabet: [String]
  /// What input methods compose.
  public var compositionAlphabet: [String]
  /// The longest paste, in elements of the alphabet.
  public var maxPasteLength: Int

  public init(
    seed: UInt64, alphabet: [String] = Self.defaultAlphabet,
    compositionAlphabet: [String] = Self.defaultCompositionAlphabet, maxPasteLength: Int = 12
  ) {
    precondition(!alphabet.isEmpty && !compositionAlphabet.isEmpty, "alphabets must not be empty")
    self.random = SplitMix64(seed: seed)
    self.alphabet = alphabet
    self.compositionAlphabet = compositionAlphabet
    self.maxPasteLength = Swift.max(1, maxPasteLength)
  }

  /// ASCII letters (the demo fields' vowels and the letters of "freaky"), digits, punctuation,
  /// control characters a single-line field must refuse, and the grapheme clusters that break
  /// naive code: precomposed and decomposed accents, a lone combining accent, case mappings that
  /// change length (ß, ﬁ, İ), flags, a lone regional indicator, skin tones, a lone skin-tone
  /// modifier, a ZWJ family, a lone ZWJ, CJK, Hangul syllables and jamo, non-ASCII digits, a
  /// prepended concatenation mark and the replacement character.
  public static let defaultAlphabet: [String] = [
    "a", "e", "i", "o", "u", "A", "E", "I", "O", "U", "f", "r", "k", "y", "F", "R", "K", "Y",
    "b", "c", "x", "z", "Q", "0", "1", "2", "5", "9", "0", "7", " ", "-", ".", ",", "@", "_",
    "\t", "\n", "\r\n", "\r", "\u{1B}", "\u{7F}", "\u{0}", "\u{85}", "\u{9B}", "\u{2028}",
    "é", "e\u{301}", "\u{301}", "ñ", "ß", "ﬁ", "İ", "Σ", "ω", "Ж",
    "🇩🇪", "🇫🇷", "\u{1F1E9}", "\u{1F1EA}", "👍🏽", "👍", "\u{1F3FD}", "👨‍👩‍👧", "\u{200D}",
    "日", "本", "語", "に", "ほ", "ん", "한", "\u{1100}", "\u{1161}",
    "٣", "३", "３", "\u{600}", "\u{FFFD}",
  ]

  /// Kana and Hangul as input methods compose them, plus a few others.
  public static let defaultCompositionAlphabet: [String] = [
    "に", "ほ", "ん", "日", "本", "n", "i", "h", "o", "한", "\u{1100}", "\u{1161}", "e\u{301}",
    "\u{301}", "a", "1",
  ]

  /// Text of 1...`maxPasteLength` elements, sometimes with a trailing newline; sometimes a long
  /// run of one element.
  public mutating func randomText(maxLength: Int? = nil) -> String {
    let longest = Swift.max(1, maxLength ?? maxPasteLength)
    var text = ""
    if random.chance(5) {
      text = String(repeating: random.pick(alphabet), count: random.next(in: 1...(longest * 3)))
    } else {
      for _ in 0..<random.next(in: 1...longest) { text += random.pick(alphabet) }
    }
    if random.chance(15) { text += random.chance(50) ? "\n" : "\r\n" }
    return text
  }

  /// A UTF-16 offset for a text of `length` code units: usually inside it (cluster-splitting
  /// offsets included), sometimes just outside, sometimes extreme.
  public mutating func randomOffset(length: Int) -> Int {
    switch random.next(below: 20) {
    case 0: return random.pick([Int.min, Int.max, -1, length + 1, Int.max - 1, Int.min + 1])
    case 1: return length + random.next(in: 1...5)
    case 2: return -random.next(in: 1...5)
    case 3: return length
    default: return random.next(in: 0...Swift.max(0, length))
    }
  }

  /// A replace length: usually short, sometimes negative or extreme.
  public mutating func randomLength(length: Int) -> Int {
    switch random.next(below: 20) {
    case 0: return random.pick([Int.min, Int.max, -1, -7, Int.max - 1])
    case 1: return length + random.next(in: 0...3)
    default: return random.next(in: 0...4)
    }
  }

  /// The next action for a field in `state`. `values` are canonical strings of values seen so
  /// far, for `setValue` actions.
  public mutating func nextAction(for state: FieldState, values: [String] = []) -> FieldAction {
    let length = state.text.utf16.count
    if state.isComposing {
      switch random.next(below: 20) {
      case 0..<7: return .mark(composition(extending: state))
      case 7..<13: return .unmark
      case 13: return .backspace
      case 14: return .deleteForward
      case 15: return .commit
      case 16: return .type(random.pick(alphabet))
      case 17: return .select(randomOffset(length: length), randomOffset(length: length))
      case 18: return .paste(randomText())
      default:
        return .replace(
          location: randomOffset(length: length), length: randomLength(length: length),
          with: random.chance(30) ? "" : random.pick(alphabet))
      }
    }
    switch random.next(below: 100) {
    case 0..<38: return .type(random.pick(alphabet))
    case 38..<50: return .paste(randomText())
    case 50..<60:
      let replacement = random.chance(25) ? "" : randomText(maxLength: 3)
      return .replace(
        location: randomOffset(length: length), length: randomLength(length: length),
        with: replacement)
    case 60..<71: return .backspace
    case 71..<76: return .deleteForward
    case 76..<86:
      return random.chance(40)
        ? .select(randomOffset(length: length), randomOffset(length: length))
        : .select(length, length)
    case 86..<94: return .mark(random.pick(compositionAlphabet))
    case 94..<97: return .commit
    default:
      if let value = values.isEmpty ? nil : random.pick(values), random.chance(80) {
        return .setValue(canonical: value)
      }
      return .setValue(canonical: randomText(maxLength: 4))
    }
  }

  /// The current composition grown, changed or shrunk the way an input method does.
  private mutating func composition(extending state: FieldState) -> String {
    guard let marked = state.marked else { return random.pick(compositionAlphabet) }
    let text = state.text
    let current = String(text[text.safeRange(marked)])
    switch random.next(below: 10) {
    case 0..<6: return current + random.pick(compositionAlphabet)
    case 6..<8: return random.pick(compositionAlphabet) + random.pick(compositionAlphabet)
    case 8: return String(current.dropLast())
    default: return ""
    }
  }
}
