/// A rule for picking one of a list of options by typing it, such as a shirt size.
///
/// Options keep their order, and a sub-range of them can be allowed:
///
///     let size = try ChoiceRule(options: ["S", "M", "L", "XL", "XXL"], from: "M", through: "XL")
///
/// Typed or pasted text is accepted while it is the start of an allowed option (ignoring case
/// unless the rule is case-sensitive), so "X" is accepted and "XXL" and "S" are not. When editing
/// ends, a start that only one allowed option has is completed to it ("X" becomes "XL"), and any
/// match is shown as the option is spelled. The value is the option.
public struct ChoiceRule<Option: Hashable & Sendable>: InputRule {
  /// The value is the chosen option itself, not its label.
  public typealias Value = Option

  /// Every option, in order.
  public let options: [Option]
  /// What does not depend on the options' type: labels, their folded forms and the allowed
  /// range, shared by copies of the rule.
  @usableFromInline let table: ChoiceTable

  /// The options' labels: what the user types and the field shows.
  public var labels: [String] { table.labels }
  /// The indices of the options the field accepts.
  public var allowedIndices: ClosedRange<Int> { table.allowed }
  /// Whether typed text must match the labels' case.
  public var isCaseSensitive: Bool { table.isCaseSensitive }

  /// Why a choice rule cannot be built.
  public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No options were given.
    case noOptions
    /// Two options have the same label (ignoring case unless case-sensitive).
    case duplicateLabel(String)
    /// A bound names no option.
    case unknownBound(String)
    /// The lower bound comes after the upper bound.
    case boundsOutOfOrder(lower: String, upper: String)

    /// A sentence saying what is wrong with the options or bounds, quoting the label at fault.
    public var description: String {
      switch self {
      case .noOptions: return "the option list is empty"
      case .duplicateLabel(let label): return "the option \"\(label)\" is listed twice"
      case .unknownBound(let bound): return "\"\(bound)\" is not one of the options"
      case .boundsOutOfOrder(let lower, let upper):
        return "\"\(lower)\" comes after \"\(upper)\" in the option list"
      }
    }
  }

  /// A rule over options labelled by `label`, allowing those from `lower` through `upper`
  /// (inclusive, by order; all when `nil`). Building it takes time linear in the options.
  public init(
    options: [Option], label: (Option) -> String, from lower: Option? = nil,
    through upper: Option? = nil, caseSensitive: Bool = false
  ) throws(ConfigurationError) {
    guard !options.isEmpty else { throw .noOptions }
    let labels = options.map(label)
    let low =
      try lower.map { bound throws(ConfigurationError) -> Int in
        guard let i = options.firstIndex(of: bound) else { throw .unknownBound(label(bound)) }
        return i
      } ?? 0
    let high =
      try upper.map { bound throws(ConfigurationError) -> Int in
        guard let i = options.firstIndex(of: bound) else { throw .unknownBound(label(bound)) }
        return i
      } ?? options.count - 1
    guard low <= high else {
      throw .boundsOutOfOrder(lower: labels[low], upper: labels[high])
    }
    self.options = options
    do {
      self.table = try ChoiceTable(
        labels: labels, allowed: low...high, caseSensitive: caseSensitive)
    } catch {
      throw .duplicateLabel(error.label)
    }
  }

  /// The labels of the allowed options, in order.
  public var allowedLabels: ArraySlice<String> { labels[allowedIndices] }

  /// Accepts an insertion while the text it makes is the start of an allowed option (matched in the
  /// `fold` form); a paste loses the spaces and line breaks around it. Anything else is refused:
  /// `outOfRange` when only options outside the allowed range start that way, `noMatchingOption`
  /// otherwise. Deleting is always accepted.
  @inlinable
  public func review(_ proposal: EditProposal) -> EditDecision { table.review(proposal) }

  /// A typed ASCII character is accepted as typed when an allowed option starts with the text
  /// it makes: what `review` decides for a key press (it never changes a key).
  @inlinable
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    table.acceptsTypedASCII(byte, replacing: range, in: text)
  }

  /// Valid when the text names an allowed option (in the `fold` form), with that option as the
  /// value; otherwise incomplete while it is the start of one; otherwise invalid, `outOfRange` when
  /// it names an option outside the allowed range.
  @inlinable
  public func evaluate(_ text: String) -> Evaluation<Option> {
    let evaluation = table.evaluate(text)
    return Evaluation(
      validity: evaluation.validity, value: evaluation.value.map { options[$0] },
      reason: evaluation.reason)
  }

  /// Spells a matching allowed option as its label, completes a start only one allowed option has
  /// (`completed`), and otherwise goes back to the label of `lastValidValue`, or clears the field
  /// (`reverted`).
  public func commit(_ text: String, lastValidValue: Option?) -> CommitDecision {
    table.commit(text, lastValidText: lastValidValue.map(displayText(for:)))
  }

  /// The option's label; empty for a value that is not one of the options.
  public func displayText(for value: Option) -> String {
    options.firstIndex(of: value).map { labels[$0] } ?? ""
  }

  /// The option's label, as the field shows it.
  public func canonicalString(for value: Option) -> String { displayText(for: value) }

  /// The option whose label matches `string` in the `fold` form, allowed or not (`refusal` tells a
  /// program when it is not).
  public func value(fromCanonical string: String) -> Option? {
    table.index(ofLabel: string).map { options[$0] }
  }

  /// A string naming no option is `noMatchingOption`. (Every option has a value, even one
  /// outside `min...max`; setting it is refused with `outOfRange`.)
  public func refusal(ofCanonical string: String) -> Reason? {
    if table.index(ofLabel: string) != nil { return nil }
    return Reason(.noMatchingOption, table.choosing("choice.notAnOption", text: string))
  }

  /// The form texts are matched in: full-width Latin letters, digits and signs (what Japanese
  /// and Chinese input methods type, U+FF01...U+FF5E) as their ASCII forms, and lower case
  /// unless the rule is case-sensitive. Two options with the same form are the same option.
  public static func fold(_ text: String, caseSensitive: Bool) -> String {
    ChoiceTable.fold(text, caseSensitive: caseSensitive)
  }
}

extension ChoiceRule: Equatable {
  /// Whether both rules judge every edit alike: the same options in the same order, with the
  /// same labels, the same allowed range and the same case sensitivity. Copies of a rule share
  /// their table of labels and are equal at once; rules made separately compare these.
  public static func == (lhs: ChoiceRule, rhs: ChoiceRule) -> Bool {
    guard lhs.options == rhs.options else { return false }
    let left = lhs.table
    let right = rhs.table
    return left === right
      || (left.labels == right.labels && left.allowed == right.allowed
        && left.isCaseSensitive == right.isCaseSensitive)
  }
}

extension ChoiceRule where Option == String {
  /// A rule over string options, allowing those from `lower` through `upper` (inclusive).
  public init(
    options: [String], from lower: String? = nil, through upper: String? = nil,
    caseSensitive: Bool = false
  ) throws(ConfigurationError) {
    try self.init(
      options: options, label: { $0 }, from: lower, through: upper, caseSensitive: caseSensitive)
  }
}

extension ChoiceRule
where Option: CaseIterable, Option: RawRepresentable, Option.RawValue == String {
  /// A rule over an enumeration's cases, labelled by their raw values.
  public init(
    from lower: Option? = nil, through upper: Option? = nil, caseSensitive: Bool = false
  ) throws(ConfigurationError) {
    try self.init(
      options: Array(Option.allCases), label: { $0.rawValue }, from: lower, through: upper,
      caseSensitive: caseSensitive)
  }
}

extension StringProtocol {
  /// The text without leading and trailing whitespace and line breaks.
  func trimmingEdgeWhitespace() -> SubSequence {
    var start = startIndex
    var end = endIndex
    while start < end, self[start].isWhitespace { start = index(after: start) }
    while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
    return self[start..<end]
  }
}
