import InputRules

extension IntegerRule {
  /// Everything an integer rule is made of, as one plain value: read it, store it, send it across
  /// actors, encode it; change it with modifiers that read as sentences.
  ///
  ///     let age = try IntegerRule(.integer(in: 18...30).grouping(.automatic))
  ///
  /// Modifiers never fail: the value is checked once, when a rule is made from it
  /// (`IntegerRule.init(_:)`), which throws `NumberConfigurationError`. That keeps a chain of
  /// modifiers free of `try` and decoding free of rule logic.
  public struct Configuration: Sendable, Hashable {
    /// The smallest value, or `nil`; a minus may be typed only when it is below zero or absent.
    public private(set) var min: Int?
    /// The largest value, or `nil`.
    public private(set) var max: Int?
    /// Whether grouping separators are shown as the user types.
    public private(set) var grouping: NumberGrouping
    /// What commit does with text that is not valid.
    public private(set) var onCommit: CommitPolicy
    /// The longest text allowed (as shown, minus sign and grouping included), in `lengthUnit`.
    public private(set) var maxLength: Int?
    /// The unit `maxLength` counts.
    public private(set) var lengthUnit: LengthUnit
    /// The locale's symbols the field reads and shows.
    public private(set) var symbols: NumberSymbols

    /// Any `Int`, no grouping, reverting on commit, no length limit, in the canonical notation.
    public init() {
      self.init(
        min: nil, max: nil, grouping: .never, onCommit: .revert, maxLength: nil,
        lengthUnit: .characters, symbols: .canonical)
    }

    /// Every setting at once, for the initializers that take them as parameters.
    init(
      min: Int?, max: Int?, grouping: NumberGrouping, onCommit: CommitPolicy, maxLength: Int?,
      lengthUnit: LengthUnit, symbols: NumberSymbols
    ) {
      self.min = min
      self.max = max
      self.grouping = grouping
      self.onCommit = onCommit
      self.maxLength = maxLength
      self.lengthUnit = lengthUnit
      self.symbols = symbols
    }

    /// Whole numbers in `range`: the start of a chain of modifiers.
    public static func integer(in range: ClosedRange<Int>) -> Configuration {
      Configuration().range(range)
    }

    /// Whole numbers in `range`: the start of a chain of modifiers.
    public static func range(_ range: ClosedRange<Int>) -> Configuration {
      Configuration().range(range)
    }

    /// Whole numbers from `range`'s lower bound up.
    public static func range(_ range: PartialRangeFrom<Int>) -> Configuration {
      Configuration().range(range)
    }

    /// Whole numbers up to `range`'s upper bound.
    public static func range(_ range: PartialRangeThrough<Int>) -> Configuration {
      Configuration().range(range)
    }

    /// Only values in `range`.
    public func range(_ range: ClosedRange<Int>) -> Configuration {
      bounded(min: range.lowerBound, max: range.upperBound)
    }

    /// Only values from `range`'s lower bound up (no upper bound).
    public func range(_ range: PartialRangeFrom<Int>) -> Configuration {
      bounded(min: range.lowerBound, max: nil)
    }

    /// Only values up to `range`'s upper bound (no lower bound).
    public func range(_ range: PartialRangeThrough<Int>) -> Configuration {
      bounded(min: nil, max: range.upperBound)
    }

    /// Any `Int`: no bounds.
    public func unbounded() -> Configuration { bounded(min: nil, max: nil) }

    /// Bounds given separately, either of them `nil` for none, as they come from a file or a
    /// form; a lower bound above the upper one is refused when the rule is made
    /// (`NumberConfigurationError.minAboveMax`).
    public func range(min: Int?, max: Int?) -> Configuration { bounded(min: min, max: max) }

    private func bounded(min: Int?, max: Int?) -> Configuration {
      var copy = self
      copy.min = min
      copy.max = max
      return copy
    }

    /// Shows grouping separators as the user types (`.automatic`), or not (`.never`).
    public func grouping(_ grouping: NumberGrouping) -> Configuration {
      var copy = self
      copy.grouping = grouping
      return copy
    }

    /// Sets what commit does with text that is not valid: revert (the default) or clamp.
    public func onCommit(_ policy: CommitPolicy) -> Configuration {
      var copy = self
      copy.onCommit = policy
      return copy
    }

    /// Limits the text as shown to `count` units (grapheme clusters unless told otherwise);
    /// `nil` removes the limit.
    public func maximumLength(_ count: Int?, in unit: LengthUnit = .characters) -> Configuration {
      var copy = self
      copy.maxLength = count
      copy.lengthUnit = unit
      return copy
    }

    /// Reads and shows numbers with these symbols (`InputRulesLocale` adds `.locale(_:)`, which
    /// resolves them from a `Locale`).
    public func symbols(_ symbols: NumberSymbols) -> Configuration {
      var copy = self
      copy.symbols = symbols
      return copy
    }

    /// Checks the configuration and builds what the rule edits with. The one place an integer
    /// configuration is checked.
    func makeEditor() throws(NumberConfigurationError) -> NumberEditor {
      try checkRange(min: min.map { ExactDecimal($0) }, max: max.map { ExactDecimal($0) })
      try checkMaxLength(maxLength)
      let limits = NumberLimits(
        min: ExactDecimal(min ?? Int.min), max: ExactDecimal(max ?? Int.max),
        maxIntegerDigits: 19, maxFractionDigits: 0, scientific: false,
        allowsNegative: min.map { $0 < 0 } ?? true)
      let notation = Notation(
        // The separator is read so that a pasted "12.00" is 12; typed, it is refused.
        symbols: symbols, grouping: grouping == .automatic, allowsSeparator: true,
        allowsExponent: false, unit: lengthUnit)
      return NumberEditor(
        notation: notation, limits: limits, rounding: .reject, maxLength: maxLength,
        onCommit: onCommit, min: min.map { ExactDecimal($0) }, max: max.map { ExactDecimal($0) },
        integer: 19)
    }
  }
}

#if !hasFeature(Embedded)
  extension IntegerRule.Configuration: Codable {}
#endif

extension InputRule where Self == IntegerRule {
  /// A rule for whole numbers in `range`, written where a rule is expected:
  /// `InputField(rule: .integer(in: 18...30))`. It cannot fail: a closed range is never empty.
  public static func integer(in range: ClosedRange<Int>) -> IntegerRule {
    IntegerRule(checked: .integer(in: range))
  }
}
