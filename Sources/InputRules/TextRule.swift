/// A rule for free text: which characters are accepted, how long the text may be, the case of
/// typed letters, and what happens to pastes that do not fit.
///
/// Configure it with modifiers that read as sentences:
///
///     let code = TextRule()
///       .allowing(.digits)
///       .maximumLength(6)
///
///     let vowels = TextRule.allowing("aeiouAEIOU").maximumLength(6)
///
/// A typed character that is not accepted, or that would make the text too long, is refused. A
/// paste (or any multi-character edit) is filtered and truncated to what fits unless the rule asks
/// to refuse it whole. Deleting is always allowed. Single-line by default: control characters,
/// tabs and newlines are refused when typed and dropped from pastes.
///
/// Two rules are equal (`==`) when their settings are: see `==` for the closures a rule may hold.
public struct TextRule: InputRule, Equatable {
  /// The value is the text as it stands.
  public typealias Value = String

  /// The settings, shared by copies of the rule until one of them changes them: copying a rule,
  /// or a field holding one, costs one reference count.
  @usableFromInline var settings: Settings
  /// What the keystroke path needs, derived from the settings and kept in step with them.
  @usableFromInline var asciiVerdicts: ASCIIVerdicts

  /// Characters accepted; `nil` accepts everything not excluded.
  public var allowed: CharacterFilter? {
    get { settings.allowed }
    set { change { $0.allowed = newValue } }
  }
  /// Characters refused even when allowed.
  public var excluded: CharacterFilter {
    get { settings.excluded }
    set { change { $0.excluded = newValue } }
  }
  /// Length limits, each in its own unit; the text must fit all of them.
  public var lengthLimits: [LengthLimit] {
    get { settings.lengthLimits }
    set { change { $0.lengthLimits = newValue } }
  }
  /// Converts typed and pasted letters to this case.
  public var letterCase: LetterCase? {
    get { settings.letterCase }
    set { change { $0.letterCase = newValue } }
  }
  /// What a multi-character edit with characters that are not accepted does.
  public var onPaste: PastePolicy {
    get { settings.onPaste }
    set { change { $0.onPaste = newValue } }
  }
  /// What a multi-character edit that does not fit does.
  public var onOverflow: OverflowPolicy {
    get { settings.onOverflow }
    set { change { $0.onOverflow = newValue } }
  }
  /// Whether newlines and tabs are accepted. Other control characters never are.
  public var isMultiline: Bool {
    get { settings.isMultiline }
    set { change { $0.isMultiline = newValue } }
  }
  /// Transforms the app supplied, applied to inserted text before any check.
  var transforms: [InputTransform] {
    get { settings.transforms }
    set { change { $0.transforms = newValue } }
  }

  /// The stored settings of a text rule.
  @usableFromInline
  final class Settings: @unchecked Sendable {
    // Sendable: a `TextRule` changes its settings only while it holds the only reference to
    // them (copy on write), so shared settings are never changed.
    var allowed: CharacterFilter?
    var excluded = CharacterFilter()
    var lengthLimits: [LengthLimit] = []
    var letterCase: LetterCase?
    var onPaste: PastePolicy = .filter
    var onOverflow: OverflowPolicy = .truncate
    var isMultiline = false
    var transforms: [InputTransform] = []

    init() {}

    init(copying other: Settings) {
      allowed = other.allowed
      excluded = other.excluded
      lengthLimits = other.lengthLimits
      letterCase = other.letterCase
      onPaste = other.onPaste
      onOverflow = other.onOverflow
      isMultiline = other.isMultiline
      transforms = other.transforms
    }
  }

  /// Changes the settings, copying them first when they are shared.
  private mutating func change(_ body: (Settings) -> Void) {
    if !isKnownUniquelyReferenced(&settings) { settings = Settings(copying: settings) }
    body(settings)
    asciiVerdicts = ASCIIVerdicts(settings)
  }

  /// `text` converted to the rule's case as typing converts it: each character on its own
  /// (a final `Σ` is `σ`, as a Greek keyboard's capital typed alone), `text` itself when the
  /// rule keeps the case or no character changes.
  func convertedAsTyped(_ text: String) -> String {
    guard let letterCase else { return text }
    if text.unicodeScalars.allSatisfy({ keepsCase($0.value, letterCase) }) { return text }
    var result = ""
    for character in text {
      let key = String(character)
      result += letterCase == .upper ? key.uppercased() : key.lowercased()
    }
    return result
  }

  /// Whether the app supplied input transforms (`transformingInput(_:)`).
  public var hasInputTransforms: Bool { !transforms.isEmpty }

  /// A rule that accepts any single-line text.
  public init() {
    settings = Settings()
    asciiVerdicts = ASCIIVerdicts(settings)
  }

  /// A maximum length in one unit.
  public struct LengthLimit: Hashable, Sendable {
    /// The most units the text may hold; never negative.
    public var count: Int
    /// What `count` counts: characters, UTF-16 code units, UTF-8 bytes or scalars.
    public var unit: LengthUnit
    /// At most `count` units of `unit`; a negative count is taken as 0.
    public init(_ count: Int, in unit: LengthUnit = .characters) {
      self.count = Swift.max(0, count)
      self.unit = unit
    }
  }

  /// The first length limit's count, or `nil` when the text may be of any length.
  public var maxLength: Int? { lengthLimits.first?.count }

  /// The case typed letters are converted to.
  public enum LetterCase: String, Hashable, Sendable {
    case upper, lower
  }

  /// What happens to a multi-character edit containing characters that are not accepted.
  public enum PastePolicy: String, Hashable, Sendable {
    /// Drop what is not accepted and keep the rest.
    case filter
    /// Refuse the whole edit.
    case reject
  }

  /// What happens to a multi-character edit that would exceed the maximum length.
  public enum OverflowPolicy: String, Hashable, Sendable {
    /// Keep what fits.
    case truncate
    /// Refuse the whole edit.
    case reject
  }
}

extension TextRule {
  /// Whether both rules judge every edit alike because their settings are equal: the same
  /// accepted and excluded characters (`CharacterFilter`'s `==`), length limits (in the same
  /// order), case conversion, paste and overflow policies, line breaks and input transforms.
  ///
  /// A closure cannot be compared, so a rule holding one (a predicate given to
  /// `allowing(where:)` or `excluding(where:)`, a transform given to `transformingInput(_:)`) is
  /// equal only to rules holding that same closure as it was added: copies of the rule, and
  /// rules made from a copy by other modifiers or by `combined(with:)`. Two rules each made by
  /// passing a closure are never equal, even when it is the same function.
  public static func == (lhs: TextRule, rhs: TextRule) -> Bool {
    if lhs.settings === rhs.settings { return true }
    let left = lhs.settings
    let right = rhs.settings
    return left.allowed == right.allowed && left.excluded == right.excluded
      && left.lengthLimits == right.lengthLimits && left.letterCase == right.letterCase
      && left.onPaste == right.onPaste && left.onOverflow == right.onOverflow
      && left.isMultiline == right.isMultiline && left.transforms == right.transforms
  }
}

/// A transform an app gave a text rule (`transformingInput(_:)`), in a class so that rules
/// holding it can tell it apart from any other: a closure cannot be compared, its box can
/// (equal only to itself).
final class InputTransform: Sendable, Equatable {
  /// The transform.
  let transform: @Sendable (String) -> String

  init(_ transform: @escaping @Sendable (String) -> String) { self.transform = transform }

  /// `text` transformed.
  func callAsFunction(_ text: String) -> String { transform(text) }

  /// The same box.
  static func == (lhs: InputTransform, rhs: InputTransform) -> Bool { lhs === rhs }
}

#if !hasFeature(Embedded)
  // Codable only where the standard library has it (Embedded Swift has no Codable).
  extension TextRule.LetterCase: Codable {}
  extension TextRule.PastePolicy: Codable {}
  extension TextRule.OverflowPolicy: Codable {}
#endif

/// What a text rule makes of a key press typing one ASCII character into ASCII text, from its
/// settings: whether it accepts each ASCII character standing alone as a grapheme cluster (not
/// part of CR LF), in two 128-bit maps (decided, when no predicate has to see the character, and
/// accepted), whether typed characters are taken as they are, and the smallest length limit.
@usableFromInline
struct ASCIIVerdicts: Sendable {
  @usableFromInline var decidedLow: UInt64 = 0
  @usableFromInline var decidedHigh: UInt64 = 0
  @usableFromInline var acceptedLow: UInt64 = 0
  @usableFromInline var acceptedHigh: UInt64 = 0
  /// No transform or case conversion changes what is typed.
  @usableFromInline var keysStandAlone: Bool
  /// The smallest length limit, in any unit (`Int.max` when there is none).
  @usableFromInline var smallestLimit: Int

  init(_ settings: TextRule.Settings) {
    keysStandAlone = settings.transforms.isEmpty && settings.letterCase == nil
    smallestLimit = settings.lengthLimits.lazy.map { $0.count }.min() ?? Int.max
    let allowed = settings.allowed
    let excluded = settings.excluded
    let isMultiline = settings.isMultiline
    for a in 0..<UInt8(128) {
      let verdict: Bool?
      if (a < 0x20 || a == 0x7F) && !(isMultiline && (a == 0x0A || a == 0x0D || a == 0x09)) {
        verdict = false  // Control characters; a multi-line field takes line breaks and tabs.
      } else if let refused = excluded.containsASCIIScalar(a) {
        if refused {
          verdict = false
        } else if let allowed {
          verdict = allowed.containsASCIIScalar(a)
        } else {
          verdict = true
        }
      } else {
        verdict = nil  // An excluding predicate has to see it.
      }
      guard let verdict else { continue }
      let bit: UInt64 = 1 << UInt64(a & 63)
      if a < 64 {
        decidedLow |= bit
        if verdict { acceptedLow |= bit }
      } else {
        decidedHigh |= bit
        if verdict { acceptedHigh |= bit }
      }
    }
  }

  /// Whether the ASCII character `a` is accepted; `nil` when a predicate has to see it.
  @inlinable @inline(__always)
  func verdict(_ a: UInt8) -> Bool? {
    let shift = UInt64(a & 63)
    let decided = a < 64 ? decidedLow : decidedHigh
    guard (decided >> shift) & 1 == 1 else { return nil }
    return ((a < 64 ? acceptedLow : acceptedHigh) >> shift) & 1 == 1
  }
}

// MARK: - Modifiers

extension TextRule {
  /// A rule accepting only the characters of `characters`.
  public static func allowing(_ characters: String) -> TextRule { TextRule().allowing(characters) }

  /// A rule accepting only the given classes.
  public static func allowing(_ classes: CharacterClasses) -> TextRule {
    TextRule().allowing(classes)
  }

  /// A rule refusing the characters of `characters`.
  public static func excluding(_ characters: String) -> TextRule {
    TextRule().excluding(characters)
  }

  /// A rule refusing the given classes.
  public static func excluding(_ classes: CharacterClasses) -> TextRule {
    TextRule().excluding(classes)
  }

  /// A rule accepting only characters for which `predicate` holds.
  public static func allowing(where predicate: @escaping @Sendable (Character) -> Bool)
    -> TextRule
  {
    TextRule().allowing(where: predicate)
  }

  /// A rule refusing characters for which `predicate` holds.
  public static func excluding(where predicate: @escaping @Sendable (Character) -> Bool)
    -> TextRule
  {
    TextRule().excluding(where: predicate)
  }

  /// A rule limited to `count` units.
  public static func maximumLength(_ count: Int, in unit: LengthUnit = .characters) -> TextRule {
    TextRule().maximumLength(count, in: unit)
  }

  /// Also accepts the characters of `characters` (the first call restricts the field to them).
  public func allowing(_ characters: String) -> TextRule {
    var copy = self
    var set = copy.allowed ?? CharacterFilter()
    set.add(characters)
    copy.allowed = set
    return copy
  }

  /// Also accepts the given classes (the first call restricts the field to them).
  public func allowing(_ classes: CharacterClasses) -> TextRule {
    var copy = self
    var set = copy.allowed ?? CharacterFilter()
    set.add(classes)
    copy.allowed = set
    return copy
  }

  /// Also accepts characters for which `predicate` holds (the first call restricts the field).
  public func allowing(where predicate: @escaping @Sendable (Character) -> Bool) -> TextRule {
    var copy = self
    var set = copy.allowed ?? CharacterFilter()
    set.add(where: predicate)
    copy.allowed = set
    return copy
  }

  /// Refuses the characters of `characters`.
  public func excluding(_ characters: String) -> TextRule {
    var copy = self
    copy.excluded.add(characters)
    return copy
  }

  /// Refuses the given classes.
  public func excluding(_ classes: CharacterClasses) -> TextRule {
    var copy = self
    copy.excluded.add(classes)
    return copy
  }

  /// Refuses characters for which `predicate` holds.
  public func excluding(where predicate: @escaping @Sendable (Character) -> Bool) -> TextRule {
    var copy = self
    copy.excluded.add(where: predicate)
    return copy
  }

  /// Limits the text to `count` units (grapheme clusters unless told otherwise).
  public func maximumLength(_ count: Int, in unit: LengthUnit = .characters) -> TextRule {
    var copy = self
    copy.lengthLimits.removeAll { $0.unit == unit }
    copy.lengthLimits.append(LengthLimit(count, in: unit))
    return copy
  }

  /// Converts letters to upper or lower case as they are entered.
  public func converting(to letterCase: LetterCase) -> TextRule {
    var copy = self
    copy.letterCase = letterCase
    return copy
  }

  /// Sets what a paste with characters that are not accepted does.
  public func onPaste(_ policy: PastePolicy) -> TextRule {
    var copy = self
    copy.onPaste = policy
    return copy
  }

  /// Sets what a paste that does not fit does.
  public func onOverflow(_ policy: OverflowPolicy) -> TextRule {
    var copy = self
    copy.onOverflow = policy
    return copy
  }

  /// Accepts newlines and tabs.
  public func multiline(_ isMultiline: Bool = true) -> TextRule {
    var copy = self
    copy.isMultiline = isMultiline
    return copy
  }

  /// Transforms inserted text before any check (for example to map look-alike characters).
  public func transformingInput(_ transform: @escaping @Sendable (String) -> String) -> TextRule {
    var copy = self
    copy.transforms.append(InputTransform(transform))
    return copy
  }

  /// Both rules at once: accepted characters must satisfy both, excluded characters of either are
  /// refused, every length limit applies (the smaller one where both limit the same unit), and
  /// transforms run in order (this rule's first). Line breaks and tabs are accepted only when both
  /// rules are multi-line (call `multiline()` on the result to allow them), a reject policy of
  /// either rule wins, and the other rule's case conversion wins when both convert.
  public func combined(with other: TextRule) -> TextRule {
    var copy = self
    if let theirs = other.allowed {
      if let mine = copy.allowed {
        copy.allowed = CharacterFilter(both: mine, theirs)
      } else {
        copy.allowed = theirs
      }
    }
    copy.excluded = copy.excluded.union(other.excluded)
    for limit in other.lengthLimits {
      if let i = copy.lengthLimits.firstIndex(where: { $0.unit == limit.unit }) {
        copy.lengthLimits[i].count = Swift.min(copy.lengthLimits[i].count, limit.count)
      } else {
        copy.lengthLimits.append(limit)
      }
    }
    copy.letterCase = other.letterCase ?? copy.letterCase
    if other.onPaste == .reject { copy.onPaste = .reject }
    if other.onOverflow == .reject { copy.onOverflow = .reject }
    copy.isMultiline = copy.isMultiline && other.isMultiline
    copy.transforms += other.transforms
    return copy
  }
}
