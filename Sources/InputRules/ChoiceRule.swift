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
  public typealias Value = Option

  /// Every option, in order.
  public let options: [Option]
  /// The options' labels: what the user types and the field shows.
  public let labels: [String]
  /// The indices of the options the field accepts.
  public let allowedIndices: ClosedRange<Int>
  /// Whether typed text must match the labels' case.
  public let isCaseSensitive: Bool
  /// Labels folded for comparison (lowercased unless case-sensitive).
  private let keys: [String]
  /// Why a start of an allowed option is not valid yet (made once, not on every keystroke).
  private let incompleteReason: Reason

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
  /// (inclusive, by order; all when `nil`).
  public init(
    options: [Option], label: (Option) -> String, from lower: Option? = nil,
    through upper: Option? = nil, caseSensitive: Bool = false
  ) throws(ConfigurationError) {
    guard !options.isEmpty else { throw .noOptions }
    let labels = options.map(label)
    let keys = labels.map { Self.fold($0, caseSensitive: caseSensitive) }
    var seen = Set<String>()
    for (key, label) in zip(keys, labels) where !seen.insert(key).inserted {
      throw .duplicateLabel(label)
    }
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
    self.labels = labels
    self.keys = keys
    self.allowedIndices = low...high
    self.isCaseSensitive = caseSensitive
    self.incompleteReason = Reason(
      .incomplete, "Keep typing: choose \(Self.rangeDescription(labels, low...high)).")
  }

  /// The labels of the allowed options, in order.
  public var allowedLabels: ArraySlice<String> { labels[allowedIndices] }

  public func review(_ proposal: EditProposal) -> EditDecision {
    if proposal.isDeletion { return .accept }
    var replacement = proposal.replacement
    if !proposal.isKeystroke {
      // Pasted text often carries surrounding spaces or a trailing newline.
      replacement = String(replacement.trimmingEdgeWhitespace())
    }
    var text = proposal.text
    text.replaceSubrange(proposal.range, with: replacement)
    guard firstAllowedIndex(startingWith: fold(text)) != nil else {
      return .reject(noMatchReason(for: text))
    }
    if replacement == proposal.replacement { return .accept }
    return .substitute(
      replacement,
      reason: Reason(.filtered, "Spaces and line breaks around the pasted text were dropped."))
  }

  public func evaluate(_ text: String) -> Evaluation<Option> {
    if text.isEmpty { return .empty }
    let key = fold(text)
    if let exact = keys.firstIndex(of: key) {
      if allowedIndices.contains(exact) { return .valid(options[exact]) }
      return .invalid(
        Reason(.outOfRange, "\(labels[exact]) is not allowed here; choose \(rangeDescription)."))
    }
    if firstAllowedIndex(startingWith: key) != nil { return .incomplete(incompleteReason) }
    return .invalid(noMatchReason(for: text))
  }

  public func commit(_ text: String, lastValidValue: Option?) -> CommitDecision {
    if text.isEmpty { return CommitDecision(text: text) }
    let key = fold(text)
    if let exact = keys.firstIndex(of: key), allowedIndices.contains(exact) {
      return CommitDecision(text: labels[exact])
    }
    if let only = onlyAllowedIndex(startingWith: key) {
      return CommitDecision(
        text: labels[only], reason: Reason(.completed, "Completed to \(labels[only])."))
    }
    let fallback = lastValidValue.map(displayText(for:)) ?? ""
    return CommitDecision(
      text: fallback,
      reason: Reason(
        .reverted,
        fallback.isEmpty
          ? "\"\(text)\" is not an option; the field was cleared."
          : "\"\(text)\" is not an option; the field went back to \(fallback)."))
  }

  public func displayText(for value: Option) -> String {
    options.firstIndex(of: value).map { labels[$0] } ?? ""
  }

  public func canonicalString(for value: Option) -> String { displayText(for: value) }

  public func value(fromCanonical string: String) -> Option? {
    keys.firstIndex(of: fold(string)).map { options[$0] }
  }

  /// A string naming no option is `noMatchingOption`. (Every option has a value, even one
  /// outside `min...max`; setting it is refused with `outOfRange`.)
  public func refusal(ofCanonical string: String) -> Reason? {
    if keys.contains(fold(string)) { return nil }
    return Reason(.noMatchingOption, "“\(string)” is not an option; choose \(rangeDescription).")
  }

  private func fold(_ text: String) -> String { Self.fold(text, caseSensitive: isCaseSensitive) }

  /// The form texts are matched in: full-width Latin letters, digits and signs (what Japanese
  /// and Chinese input methods type, U+FF01...U+FF5E) as their ASCII forms, and lower case
  /// unless the rule is case-sensitive. Two options with the same form are the same option.
  public static func fold(_ text: String, caseSensitive: Bool) -> String {
    var folded = text
    if !text.utf8.allSatisfy({ $0 < 0x80 }) {
      var scalars = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        if (0xFF01...0xFF5E).contains(scalar.value),
          let ascii = Unicode.Scalar(scalar.value - 0xFEE0)
        {
          scalars.append(ascii)
        } else {
          scalars.append(scalar)
        }
      }
      folded = String(scalars)
    }
    return caseSensitive ? folded : folded.lowercased()
  }

  private func firstAllowedIndex(startingWith key: String) -> Int? {
    allowedIndices.first { keys[$0].hasPrefix(key) }
  }

  private func onlyAllowedIndex(startingWith key: String) -> Int? {
    var found: Int?
    for i in allowedIndices where keys[i].hasPrefix(key) {
      if found != nil { return nil }
      found = i
    }
    return found
  }

  private var rangeDescription: String { Self.rangeDescription(labels, allowedIndices) }

  private static func rangeDescription(_ labels: [String], _ allowed: ClosedRange<Int>) -> String {
    allowed.count == 1
      ? labels[allowed.lowerBound]
      : allowed.count == 2
        ? "\(labels[allowed.lowerBound]) or \(labels[allowed.upperBound])"
        : "\(labels[allowed.lowerBound]) to \(labels[allowed.upperBound])"
  }

  /// Why no allowed option starts with `text`: options outside `min...max` do (`outOfRange`), or
  /// none does (`noMatchingOption`).
  private func noMatchReason(for text: String) -> Reason {
    let key = fold(text)
    if keys.contains(where: { $0.hasPrefix(key) }) {
      return Reason(
        .outOfRange, "No allowed option starts with \"\(text)\"; choose \(rangeDescription).")
    }
    return Reason(
      .noMatchingOption, "No option starts with \"\(text)\"; choose \(rangeDescription).")
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
