import InputRules
import InputRulesForms
import InputRulesNumbers

/// The `integer` kind: whole numbers in a range, typed in the locale's digits, with optional
/// grouping. The value's canonical string is digits with an optional leading `-` (`"25"`).
public struct IntegerSpec: KindSpec {
  public static let kind = "integer"
  package static let example = KindExample(
    spec: #"{"kind":"integer","min":18,"max":30}"#, keys: "25", label: "Age")
  package static let localeData = LocaleData.numbers
  public static let keys = ["min", "max", "grouping", "onCommit"]

  public var common: CommonSpec
  /// `min`: the smallest value; a minus can be typed only when it is below zero or absent.
  public var min: Int?
  /// `max`: the largest value.
  public var max: Int?
  /// `grouping`: show grouping separators as the user types.
  public var grouping: Bool
  /// `onCommit`: `revert` (default) or `clamp`.
  public var onCommit: CommitPolicy

  public init(
    common: CommonSpec = CommonSpec(), min: Int? = nil, max: Int? = nil, grouping: Bool = false,
    onCommit: CommitPolicy = .revert
  ) {
    self.common = common
    self.min = min
    self.max = max
    self.grouping = grouping
    self.onCommit = onCommit
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    self.init(
      common: common, min: try reader.integerBound("min"), max: try reader.integerBound("max"),
      grouping: try reader.bool("grouping") ?? false, onCommit: try reader.onCommit())
    try NumberChecks.range(min: min, max: max)
    _ = try rule(symbols: .canonical)
  }

  /// The configuration the spec describes, in a notation; `limited: false` leaves out
  /// `maxLength`.
  func configuration(symbols: NumberSymbols, limited: Bool = true) -> IntegerRule.Configuration {
    IntegerRule.Configuration()
      .range(min: min, max: max)
      .grouping(grouping ? .automatic : .never)
      .onCommit(onCommit)
      .maximumLength(limited ? common.maxLength : nil, in: common.lengthUnit)
      .symbols(symbols)
  }

  /// The rule in a notation; `limited: false` leaves out `maxLength`.
  func rule(symbols: NumberSymbols, limited: Bool = true) throws(SpecError) -> IntegerRule {
    do {
      return try IntegerRule(configuration(symbols: symbols, limited: limited))
    } catch {
      throw NumberChecks.specError(error)
    }
  }

  /// A number pad.
  package func keyboard(for rule: IntegerRule) -> Keyboard { .numeric }

  /// The rule in the context's locale, with `maxLength` checked against it.
  package func rule(in context: RuleContext) throws(SpecError) -> IntegerRule {
    let symbols = context.numberSymbols
    let limited = try rule(symbols: symbols)
    try NumberChecks.maxLengthFits(
      unlimited: try rule(symbols: symbols, limited: false),
      candidates: [0, min, max].compactMap { $0 }, common: common)
    return limited
  }
}

extension IntegerSpec {
  /// Numbers, in their order.
  package func formOrdering(in context: RuleContext) throws(SpecError) -> FormOrdering? {
    .number
  }
}
