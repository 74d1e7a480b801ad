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
public struct TextRule: InputRule {
  public typealias Value = String

  /// Characters accepted; `nil` accepts everything not excluded.
  public var allowed: CharacterFilter?
  /// Characters refused even when allowed.
  public var excluded: CharacterFilter = CharacterFilter()
  /// Length limits, each in its own unit; the text must fit all of them.
  public var lengthLimits: [LengthLimit] = []
  /// Converts typed and pasted letters to this case.
  public var letterCase: LetterCase?
  /// What a multi-character edit with characters that are not accepted does.
  public var onPaste: PastePolicy = .filter
  /// What a multi-character edit that does not fit does.
  public var onOverflow: OverflowPolicy = .truncate
  /// Whether newlines and tabs are accepted. Other control characters never are.
  public var isMultiline: Bool = false
  /// Transforms the app supplied, applied to inserted text before any check.
  var transforms: [@Sendable (String) -> String] = []

  /// Whether the app supplied input transforms (`transformingInput(_:)`).
  public var hasInputTransforms: Bool { !transforms.isEmpty }

  /// A rule that accepts any single-line text.
  public init() {}

  /// A maximum length in one unit.
  public struct LengthLimit: Hashable, Sendable {
    public var count: Int
    public var unit: LengthUnit
    public init(_ count: Int, in unit: LengthUnit = .characters) {
      self.count = Swift.max(0, count)
      self.unit = unit
    }
  }

  /// The first length limit's count, or `nil` when the text may be of any length.
  public var maxLength: Int? { lengthLimits.first?.count }

  /// The case typed letters are converted to.
  public enum LetterCase: String, Hashable, Sendable, Codable {
    case upper, lower
  }

  /// What happens to a multi-character edit containing characters that are not accepted.
  public enum PastePolicy: String, Hashable, Sendable, Codable {
    /// Drop what is not accepted and keep the rest.
    case filter
    /// Refuse the whole edit.
    case reject
  }

  /// What happens to a multi-character edit that would exceed the maximum length.
  public enum OverflowPolicy: String, Hashable, Sendable, Codable {
    /// Keep what fits.
    case truncate
    /// Refuse the whole edit.
    case reject
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
    copy.transforms.append(transform)
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
        copy.allowed = CharacterFilter(where: { mine.contains($0) && theirs.contains($0) })
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
