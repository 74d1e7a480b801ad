import InputRules

extension DecimalRule {
  /// Everything a decimal rule is made of, as one plain value: read it, store it, send it across
  /// actors, encode it; change it with modifiers that read as sentences.
  ///
  ///     let price = try DecimalRule(
  ///       .range(0...100).fractionDigits(2).grouping(.automatic).rounding(.halfEven))
  ///
  /// Modifiers never fail: the value is checked once, when a rule is made from it
  /// (`DecimalRule.init(_:)`), which throws `NumberConfigurationError`. That keeps a chain of
  /// modifiers free of `try` and decoding free of rule logic.
  public struct Configuration: Sendable, Hashable {
    /// The smallest value, or `nil`; a minus may be typed only when it is below zero or absent.
    public private(set) var min: ExactDecimal?
    /// The largest value, or `nil`.
    public private(set) var max: ExactDecimal?
    /// Digits allowed before the separator, as set; `nil` leaves the rule to derive it (see
    /// `integerDigits(_:)`). The rule's `maxIntegerDigits` is the limit in effect.
    public private(set) var maxIntegerDigits: Int?
    /// Digits allowed after the separator, as set; `nil` leaves the rule to derive it (see
    /// `fractionDigits(_:)`). The rule's `maxFractionDigits` is the limit in effect.
    public private(set) var maxFractionDigits: Int?
    /// Whether an exponent (`1.5e3`) may be typed.
    public private(set) var scientific: Bool
    /// Whether grouping separators are shown as the user types.
    public private(set) var grouping: NumberGrouping
    /// What a pasted or set number with too many fraction digits does.
    public private(set) var rounding: Rounding
    /// What commit does with text that is not valid.
    public private(set) var onCommit: CommitPolicy
    /// The longest text allowed (as shown, grouping included), in `lengthUnit`.
    public private(set) var maxLength: Int?
    /// The unit `maxLength` counts.
    public private(set) var lengthUnit: LengthUnit
    /// The locale's symbols the field reads and shows.
    public private(set) var symbols: NumberSymbols

    /// Any number of up to 19 digits before and 19 after the separator, no exponent, no
    /// grouping, refusing extra fraction digits, reverting on commit, no length limit, in the
    /// canonical notation.
    public init() {
      self.init(
        min: nil, max: nil, maxIntegerDigits: nil, maxFractionDigits: nil, scientific: false,
        grouping: .never, rounding: .reject, onCommit: .revert, maxLength: nil,
        lengthUnit: .characters, symbols: .canonical)
    }

    /// Every setting at once, for the initializers that take them as parameters.
    init(
      min: ExactDecimal?, max: ExactDecimal?, maxIntegerDigits: Int?, maxFractionDigits: Int?,
      scientific: Bool, grouping: NumberGrouping, rounding: Rounding, onCommit: CommitPolicy,
      maxLength: Int?, lengthUnit: LengthUnit, symbols: NumberSymbols
    ) {
      self.min = min
      self.max = max
      self.maxIntegerDigits = maxIntegerDigits
      self.maxFractionDigits = maxFractionDigits
      self.scientific = scientific
      self.grouping = grouping
      self.rounding = rounding
      self.onCommit = onCommit
      self.maxLength = maxLength
      self.lengthUnit = lengthUnit
      self.symbols = symbols
    }

    /// Numbers in `range` with at most `fractionDigits` digits after the separator (`nil`: the
    /// default limits): the start of a chain of modifiers.
    public static func decimal(in range: ClosedRange<ExactDecimal>, fractionDigits: Int? = nil)
      -> Configuration
    {
      var configuration = Configuration().range(range)
      configuration.maxFractionDigits = fractionDigits
      return configuration
    }

    /// Numbers in `range`: the start of a chain of modifiers.
    public static func range(_ range: ClosedRange<ExactDecimal>) -> Configuration {
      Configuration().range(range)
    }

    /// Numbers from `range`'s lower bound up.
    public static func range(_ range: PartialRangeFrom<ExactDecimal>) -> Configuration {
      Configuration().range(range)
    }

    /// Numbers up to `range`'s upper bound.
    public static func range(_ range: PartialRangeThrough<ExactDecimal>) -> Configuration {
      Configuration().range(range)
    }

    /// Only values in `range`.
    public func range(_ range: ClosedRange<ExactDecimal>) -> Configuration {
      bounded(min: range.lowerBound, max: range.upperBound)
    }

    /// Only values from `range`'s lower bound up (no upper bound).
    public func range(_ range: PartialRangeFrom<ExactDecimal>) -> Configuration {
      bounded(min: range.lowerBound, max: nil)
    }

    /// Only values up to `range`'s upper bound (no lower bound).
    public func range(_ range: PartialRangeThrough<ExactDecimal>) -> Configuration {
      bounded(min: nil, max: range.upperBound)
    }

    /// No bounds: any number the digit limits allow.
    public func unbounded() -> Configuration { bounded(min: nil, max: nil) }

    /// Bounds given separately, either of them `nil` for none, as they come from a file or a
    /// form; a lower bound above the upper one is refused when the rule is made
    /// (`NumberConfigurationError.minAboveMax`).
    public func range(min: ExactDecimal?, max: ExactDecimal?) -> Configuration {
      bounded(min: min, max: max)
    }

    private func bounded(min: ExactDecimal?, max: ExactDecimal?) -> Configuration {
      var copy = self
      copy.min = min
      copy.max = max
      return copy
    }

    /// At most `count` digits after the separator (0 to 37). Together with the integer digits at
    /// most 38; when only one limit is set the other gets the rest, when neither is each is 19.
    public func fractionDigits(_ count: Int) -> Configuration {
      var copy = self
      copy.maxFractionDigits = count
      return copy
    }

    /// At most `count` digits before the separator (1 to 38); see `fractionDigits(_:)`.
    public func integerDigits(_ count: Int) -> Configuration {
      var copy = self
      copy.maxIntegerDigits = count
      return copy
    }

    /// Accepts an exponent such as `1.5e3` (the value is always plain: 1500), or not.
    public func scientific(_ accepted: Bool = true) -> Configuration {
      var copy = self
      copy.scientific = accepted
      return copy
    }

    /// Shows grouping separators as the user types (`.automatic`), or not (`.never`).
    public func grouping(_ grouping: NumberGrouping) -> Configuration {
      var copy = self
      copy.grouping = grouping
      return copy
    }

    /// Sets what a pasted or set number with too many fraction digits does: refused (the
    /// default) or rounded.
    public func rounding(_ rounding: Rounding) -> Configuration {
      var copy = self
      copy.rounding = rounding
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

    /// Checks the configuration and builds what the rule edits with. The one place a decimal
    /// configuration is checked.
    func makeEditor() throws(NumberConfigurationError) -> NumberEditor {
      let digits = try resolveDigitLimits(integer: maxIntegerDigits, fraction: maxFractionDigits)
      try checkRange(min: min, max: max)
      try checkMaxLength(maxLength)
      let limits = NumberLimits(
        min: min, max: max, maxIntegerDigits: digits.integer, maxFractionDigits: digits.fraction,
        scientific: scientific, allowsNegative: min.map { $0.isNegative } ?? true)
      try checkNotEmpty(limits)
      // The separator is read even in a whole-number field, so that a pasted "12.00" or "7.5"
      // can be shown without its zeros or rounded; the limits refuse it as typed.
      let notation = Notation(
        symbols: symbols, grouping: grouping == .automatic, allowsSeparator: true,
        allowsExponent: scientific, unit: lengthUnit)
      return NumberEditor(
        notation: notation, limits: limits, rounding: rounding, maxLength: maxLength,
        onCommit: onCommit, min: min, max: max)
    }
  }
}

#if !hasFeature(Embedded)
  extension DecimalRule.Configuration: Codable {}
#endif

extension InputRule where Self == DecimalRule {
  /// A rule for numbers in `range` with at most `fractionDigits` digits after the separator,
  /// written where a rule is expected: `InputField(rule: try .decimal(in: 0...100,
  /// fractionDigits: 2))`.
  ///
  /// - Throws: `NumberConfigurationError` when the limits cannot work (see `DecimalRule.init(_:)`).
  public static func decimal(in range: ClosedRange<ExactDecimal>, fractionDigits: Int? = nil)
    throws(NumberConfigurationError) -> DecimalRule
  {
    try DecimalRule(.decimal(in: range, fractionDigits: fractionDigits))
  }

  /// A rule for numbers between two whole numbers, so that
  /// `InputField(rule: try .decimal(in: 0...100, fractionDigits: 2))` type-checks: where a rule
  /// of any type is expected, Swift reads the range's literals as `Int` before it finds the
  /// member. (With bounds that are not whole, name the type: `DecimalRule.decimal(in:)`.)
  ///
  /// - Throws: `NumberConfigurationError` when the limits cannot work (see `DecimalRule.init(_:)`).
  public static func decimal(in range: ClosedRange<Int>, fractionDigits: Int? = nil)
    throws(NumberConfigurationError) -> DecimalRule
  {
    try DecimalRule(
      .decimal(
        in: ExactDecimal(range.lowerBound)...ExactDecimal(range.upperBound),
        fractionDigits: fractionDigits))
  }
}
