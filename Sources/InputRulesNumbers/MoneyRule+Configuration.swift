import InputRules

extension MoneyRule {
  /// Everything a money rule is made of, as one plain value: read it, store it, send it across
  /// actors, encode it; change it with modifiers that read as sentences.
  ///
  ///     let amount = try MoneyRule(
  ///       .money(.usd, entry: .cashRegister).range(0...9_999_999).maximumDigits(9))
  ///
  /// Modifiers never fail: the value is checked once, when a rule is made from it
  /// (`MoneyRule.init(_:)`), which throws `NumberConfigurationError`. That keeps a chain of
  /// modifiers free of `try` and decoding free of rule logic.
  public struct Configuration: Sendable, Hashable {
    /// The currency as the locale writes it.
    public private(set) var currency: CurrencySymbols
    /// How amounts are typed.
    public private(set) var entry: Entry
    /// All digits allowed, integer and fraction.
    public private(set) var maxDigits: Int
    /// The smallest amount, or `nil` (zero unless `allowNegative`).
    public private(set) var min: ExactDecimal?
    /// The largest amount, or `nil`.
    public private(set) var max: ExactDecimal?
    /// Whether amounts below zero may be entered.
    public private(set) var allowNegative: Bool
    /// What a pasted or set amount with more fraction digits than the currency's does.
    public private(set) var rounding: Rounding
    /// What commit does with text that is not valid.
    public private(set) var onCommit: CommitPolicy
    /// The longest text allowed (symbol, spacing and grouping included), in `lengthUnit`.
    public private(set) var maxLength: Int?
    /// The unit `maxLength` counts.
    public private(set) var lengthUnit: LengthUnit
    /// The locale's number symbols (for money, `NumberSymbols(currencyLocale:)`).
    public private(set) var symbols: NumberSymbols

    /// Amounts in `currency`, typed freely, of up to 15 digits (9,999,999,999,999.99 in USD),
    /// none below zero, refusing extra fraction digits, reverting on commit, no length limit, in
    /// the canonical notation.
    public init(currency: CurrencySymbols) {
      self.init(
        currency: currency, entry: .free, maxDigits: 15, min: nil, max: nil,
        allowNegative: false, rounding: .reject, onCommit: .revert, maxLength: nil,
        lengthUnit: .characters, symbols: .canonical)
    }

    /// Every setting at once, for the initializers that take them as parameters.
    init(
      currency: CurrencySymbols, entry: Entry, maxDigits: Int, min: ExactDecimal?,
      max: ExactDecimal?, allowNegative: Bool, rounding: Rounding, onCommit: CommitPolicy,
      maxLength: Int?, lengthUnit: LengthUnit, symbols: NumberSymbols
    ) {
      self.currency = currency
      self.entry = entry
      self.maxDigits = maxDigits
      self.min = min
      self.max = max
      self.allowNegative = allowNegative
      self.rounding = rounding
      self.onCommit = onCommit
      self.maxLength = maxLength
      self.lengthUnit = lengthUnit
      self.symbols = symbols
    }

    /// Amounts in `currency`, typed as `entry` says: the start of a chain of modifiers.
    public static func money(_ currency: CurrencySymbols, entry: Entry = .free) -> Configuration {
      Configuration(currency: currency).entry(entry)
    }

    /// Amounts in `currency` instead.
    public func currency(_ currency: CurrencySymbols) -> Configuration {
      var copy = self
      copy.currency = currency
      return copy
    }

    /// Sets how amounts are typed: freely (the default) or cash-register style.
    public func entry(_ entry: Entry) -> Configuration {
      var copy = self
      copy.entry = entry
      return copy
    }

    /// At most `count` digits in all, integer and fraction: more than the currency's minor-unit
    /// digits, at most 38 (15 by default; USD with 9 allows at most $9,999,999.99).
    public func maximumDigits(_ count: Int) -> Configuration {
      var copy = self
      copy.maxDigits = count
      return copy
    }

    /// Only amounts in `range`; a negative lower bound needs `allowingNegative()`.
    public func range(_ range: ClosedRange<ExactDecimal>) -> Configuration {
      bounded(min: range.lowerBound, max: range.upperBound)
    }

    /// Only amounts from `range`'s lower bound up (no upper bound).
    public func range(_ range: PartialRangeFrom<ExactDecimal>) -> Configuration {
      bounded(min: range.lowerBound, max: nil)
    }

    /// Only amounts up to `range`'s upper bound (from zero, or with no lower bound when
    /// negatives are allowed).
    public func range(_ range: PartialRangeThrough<ExactDecimal>) -> Configuration {
      bounded(min: nil, max: range.upperBound)
    }

    /// No bounds but the digit limit (and zero, unless negatives are allowed).
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

    /// Lets amounts below zero be entered (a typed `-` or a pasted negative amount), or not.
    public func allowingNegative(_ allowed: Bool = true) -> Configuration {
      var copy = self
      copy.allowNegative = allowed
      return copy
    }

    /// Sets what a pasted or set amount with more fraction digits than the currency's does:
    /// refused (the default) or rounded.
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

    /// Limits the text as shown (symbol, spacing and grouping included) to `count` units
    /// (grapheme clusters unless told otherwise); `nil` removes the limit.
    public func maximumLength(_ count: Int?, in unit: LengthUnit = .characters) -> Configuration {
      var copy = self
      copy.maxLength = count
      copy.lengthUnit = unit
      return copy
    }

    /// Reads and shows amounts with these number symbols (`InputRulesLocale` adds
    /// `.locale(_:)`, which resolves them and the currency's from a `Locale`).
    public func symbols(_ symbols: NumberSymbols) -> Configuration {
      var copy = self
      copy.symbols = symbols
      return copy
    }

    /// Checks the configuration and builds what the rule edits with: the editor and the
    /// cash-register limits (amounts in minor units). The one place a money configuration is
    /// checked.
    func makeEditor() throws(NumberConfigurationError) -> (NumberEditor, NumberLimits) {
      let minor = currency.minorUnitDigits
      if minor < 0 || minor > 9 {
        throw .minorUnitDigitsOutOfRange(currency: currency.code, digits: minor)
      }
      if maxDigits <= minor || maxDigits > ExactDecimal.maximumDigits {
        throw .maxDigitsOutOfRange(maxDigits, currency: currency.code, minorUnitDigits: minor)
      }
      try checkRange(min: min, max: max)
      if let min, min.isNegative, !allowNegative { throw .negativeMinWithoutNegatives(min: min) }
      try checkMaxLength(maxLength)

      let low = min ?? (allowNegative ? nil : .zero)
      let limits = NumberLimits(
        min: low, max: max, maxIntegerDigits: maxDigits - minor, maxFractionDigits: minor,
        scientific: false, allowsNegative: allowNegative)
      try checkNotEmpty(limits)
      let notation = Notation(
        symbols: symbols, grouping: true, allowsSeparator: true, allowsExponent: false,
        currency: currency, unit: lengthUnit, paddedFractionDigits: minor)
      let editor = NumberEditor(
        notation: notation, limits: limits, rounding: rounding, maxLength: maxLength,
        onCommit: onCommit, shownFractionDigits: minor, min: min, max: max,
        disallowed: entry == .cashRegister
          ? NumberMessages.onlyKeys(minus: allowNegative, separator: false, exponent: false)
          : nil,
        integer: maxDigits, currency: (currency.code, currency.symbol))
      func scaled(_ value: ExactDecimal?) -> ExactDecimal? {
        value.flatMap { ExactDecimal($0.sci.shifted(by: minor), isNegative: $0.isNegative) }
      }
      let registerLimits = NumberLimits(
        min: scaled(low), max: scaled(max), maxIntegerDigits: maxDigits, maxFractionDigits: 0,
        scientific: false, allowsNegative: allowNegative)
      return (editor, registerLimits)
    }
  }
}

#if !hasFeature(Embedded)
  extension MoneyRule.Configuration: Codable {}
#endif

extension InputRule where Self == MoneyRule {
  /// A rule for amounts in `currency`, typed as `entry` says, written where a rule is expected:
  /// `InputField(rule: try .money(.usd, entry: .cashRegister))`.
  ///
  /// - Throws: `NumberConfigurationError` for a currency whose minor unit has more than 9 digits
  ///   (see `MoneyRule.init(_:)`).
  public static func money(_ currency: CurrencySymbols, entry: MoneyRule.Entry = .free)
    throws(NumberConfigurationError) -> MoneyRule
  {
    try MoneyRule(.money(currency, entry: entry))
  }
}
