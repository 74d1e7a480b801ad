import InputRules
import InputRulesForms
import InputRulesNumbers

/// The `decimal` kind: exact decimal numbers in a range with digit limits, optional scientific
/// notation and grouping, typed in the locale's notation. The value's canonical string is a plain
/// decimal (`"1500"` for `1.5e3`, `"12.5"` for `12,50` in German).
public struct DecimalSpec: KindSpec {
  public static let kind = "decimal"
  package static let example = KindExample(
    spec: #"{"kind":"decimal","maxFractionDigits":2,"grouping":true,"locale":"en_US"}"#,
    keys: "1234.56", label: "Amount")
  package static let localeData = LocaleData.numbers
  public static let keys = [
    "min", "max", "maxFractionDigits", "maxIntegerDigits", "scientific", "grouping", "onCommit",
    "rounding",
  ]

  public var common: CommonSpec
  /// `min`: the smallest value, exact; a minus can be typed only when it is below zero or absent.
  public var min: ExactDecimal?
  /// `max`: the largest value, exact.
  public var max: ExactDecimal?
  /// `maxFractionDigits`: digits after the separator (0 to 37).
  public var maxFractionDigits: Int?
  /// `maxIntegerDigits`: digits before the separator (1 to 38).
  public var maxIntegerDigits: Int?
  /// `scientific`: accept an exponent such as `1.5e3`.
  public var scientific: Bool
  /// `grouping`: show grouping separators as the user types.
  public var grouping: Bool
  /// `onCommit`: `revert` (default) or `clamp`.
  public var onCommit: CommitPolicy
  /// `rounding`: what a pasted or set value with too many fraction digits does.
  public var rounding: Rounding

  public init(
    common: CommonSpec = CommonSpec(), min: ExactDecimal? = nil, max: ExactDecimal? = nil,
    maxFractionDigits: Int? = nil, maxIntegerDigits: Int? = nil, scientific: Bool = false,
    grouping: Bool = false, onCommit: CommitPolicy = .revert, rounding: Rounding = .reject
  ) {
    self.common = common
    self.min = min
    self.max = max
    self.maxFractionDigits = maxFractionDigits
    self.maxIntegerDigits = maxIntegerDigits
    self.scientific = scientific
    self.grouping = grouping
    self.onCommit = onCommit
    self.rounding = rounding
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    let total = ExactDecimal.maximumDigits
    self.init(
      common: common, min: try reader.decimalBound("min"), max: try reader.decimalBound("max"),
      maxFractionDigits: try reader.integer("maxFractionDigits", in: 0...(total - 1)),
      maxIntegerDigits: try reader.integer("maxIntegerDigits", in: 1...total),
      scientific: try reader.bool("scientific") ?? false,
      grouping: try reader.bool("grouping") ?? false, onCommit: try reader.onCommit(),
      rounding: try reader.rounding())
    if let fraction = maxFractionDigits, let integer = maxIntegerDigits, fraction + integer > total
    {
      throw SpecError(
        key: "maxFractionDigits",
        "\"maxIntegerDigits\" (\(integer)) and \"maxFractionDigits\" (\(fraction)) together "
          + "must be at most \(total)")
    }
    try NumberChecks.range(min: min, max: max)
    let digits = try DecimalSpec(
      maxFractionDigits: maxFractionDigits, maxIntegerDigits: maxIntegerDigits
    ).rule(symbols: .canonical)
    for (bound, key) in [(min, "min"), (max, "max")] {
      try NumberChecks.fractionDigits(
        of: bound, key, atMost: digits.maxFractionDigits,
        limitName: maxFractionDigits == nil
          ? "fraction digits the field allows by default (see \"maxFractionDigits\")"
          : "of \"maxFractionDigits\"")
    }
    try NumberChecks.integerDigits(
      min: min, max: max, atMost: digits.maxIntegerDigits,
      limitName: maxIntegerDigits == nil
        ? "integer digits the field allows by default (see \"maxIntegerDigits\")"
        : "of \"maxIntegerDigits\"")
    _ = try rule(symbols: .canonical)
  }

  /// The configuration the spec describes, in a notation; `limited: false` leaves out
  /// `maxLength`.
  func configuration(symbols: NumberSymbols, limited: Bool = true) -> DecimalRule.Configuration {
    var configuration = DecimalRule.Configuration()
      .range(min: min, max: max)
      .scientific(scientific)
      .grouping(grouping ? .automatic : .never)
      .rounding(rounding)
      .onCommit(onCommit)
      .maximumLength(limited ? common.maxLength : nil, in: common.lengthUnit)
      .symbols(symbols)
    if let maxIntegerDigits { configuration = configuration.integerDigits(maxIntegerDigits) }
    if let maxFractionDigits { configuration = configuration.fractionDigits(maxFractionDigits) }
    return configuration
  }

  /// The rule in a notation; `limited: false` leaves out `maxLength`.
  func rule(symbols: NumberSymbols, limited: Bool = true) throws(SpecError) -> DecimalRule {
    do {
      return try DecimalRule(configuration(symbols: symbols, limited: limited))
    } catch {
      throw NumberChecks.specError(error)
    }
  }

  /// Digits and a decimal separator.
  package func keyboard(for rule: DecimalRule) -> Keyboard { .decimal }

  /// The rule in the context's locale, with `maxLength` checked against it.
  package func rule(in context: RuleContext) throws(SpecError) -> DecimalRule {
    let symbols = context.numberSymbols
    let unlimited = try rule(symbols: symbols, limited: false)
    let limited = try rule(symbols: symbols)
    // With an exponent, shorter texts than the plain candidates exist (1e9): no check.
    if !scientific {
      try NumberChecks.maxLengthFits(
        unlimited: unlimited, shorterForms: limited,
        candidates: Self.shortestCandidates(
          min: min, max: max, maxFractionDigits: unlimited.maxFractionDigits),
        common: common)
    }
    return limited
  }

  /// The values among which the one with the shortest plain display is: zero, and the value
  /// nearest zero on each fraction-digit grid.
  static func shortestCandidates(min: ExactDecimal?, max: ExactDecimal?, maxFractionDigits: Int)
    -> [ExactDecimal]
  {
    var candidates = [ExactDecimal(0)]
    if let min, min > ExactDecimal(0) {
      for digits in 0...maxFractionDigits {
        if let value = min.rounded(toFractionDigits: digits, .up) { candidates.append(value) }
      }
    }
    if let max, max < ExactDecimal(0) {
      for digits in 0...maxFractionDigits {
        if let value = max.rounded(toFractionDigits: digits, .down) { candidates.append(value) }
      }
    }
    return candidates
  }
}

extension DecimalSpec {
  /// Numbers, in their order.
  package func formOrdering(in context: RuleContext) throws(SpecError) -> FormOrdering? {
    .number
  }
}
