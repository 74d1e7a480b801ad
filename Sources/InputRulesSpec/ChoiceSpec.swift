import InputRules
import InputRulesForms

/// The `choice` kind: one of a list of options, typed; a sub-range of them (by order) may be
/// allowed. The value's canonical string is the option as configured.
public struct ChoiceSpec: KindSpec {
  public static let kind = "choice"
  package static let example = KindExample(
    spec: #"{"kind":"choice","options":["S","M","L","XL","XXL"],"min":"M","max":"XL"}"#, keys: "XL",
    label: "Size")
  package static let localeData = LocaleData.none
  public static let keys = ["options", "min", "max", "caseSensitive"]

  public var common: CommonSpec
  /// `options`: the options in order. Required, not empty, each non-empty and listed once.
  public var options: [String]
  /// `min`: the first allowed option (an element of `options`).
  public var min: String?
  /// `max`: the last allowed option (an element of `options`).
  public var max: String?
  /// `caseSensitive`: whether typed text must match the options' case (default false).
  public var caseSensitive: Bool

  public init(
    common: CommonSpec = CommonSpec(), options: [String], min: String? = nil,
    max: String? = nil, caseSensitive: Bool = false
  ) {
    self.common = common
    self.options = options
    self.min = min
    self.max = max
    self.caseSensitive = caseSensitive
  }

  package init(_ reader: SpecReader, common: CommonSpec) throws(SpecError) {
    guard let value = reader.value("options") else {
      throw SpecError(
        key: "options", "missing \"options\": the options in order, such as [\"S\",\"M\",\"L\"]")
    }
    guard case .array(let elements) = value else {
      throw .invalid("options", mustBe: "an array of strings", got: value)
    }
    if elements.isEmpty {
      throw SpecError(key: "options", "\"options\" is empty: the field would accept nothing")
    }
    var options: [String] = []
    for (position, element) in elements.enumerated() {
      guard case .string(let option) = element, !option.isEmpty else {
        throw SpecError(
          key: "options",
          "\"options\"[\(position)] must be a non-empty string, got \(element.shortDescription)")
      }
      options.append(option)
    }
    self.init(
      common: common, options: options, min: try reader.string("min"),
      max: try reader.string("max"), caseSensitive: try reader.bool("caseSensitive") ?? false)
    try check()
  }

  /// Why two differently spelled options count as the same one.
  private func whyAlike(_ first: Int, _ second: Int) -> String {
    options[first].lowercased() == options[second].lowercased()
      ? "case is ignored unless \"caseSensitive\""
      : "full-width letters and digits match their ASCII forms"
  }

  /// Refuses repeated options, bounds that are not options or are out of order, and a
  /// `maxLength` an allowed option does not fit in.
  private func check() throws(SpecError) {
    var firstPosition: [String: Int] = [:]
    firstPosition.reserveCapacity(options.count)
    for (position, option) in options.enumerated() {
      let key = ChoiceRule<String>.fold(option, caseSensitive: caseSensitive)
      if let first = firstPosition.updateValue(position, forKey: key) {
        let sameSpelling = options[first] == options[position]
        throw SpecError(
          key: "options",
          "\"options\"[\(position)] \(JSON.quoted(options[position])) repeats "
            + "\"options\"[\(first)]"
            + (sameSpelling ? "" : " \(JSON.quoted(options[first])) (\(whyAlike(first, position)))")
        )
      }
    }
    let lower = try index(of: min, "min") ?? 0
    let upper = try index(of: max, "max") ?? options.count - 1
    if lower > upper {
      throw SpecError(
        key: "min",
        "\"min\" (\(JSON.quoted(options[lower]))) comes after \"max\" "
          + "(\(JSON.quoted(options[upper]))) in \"options\"")
    }
    if let maxLength = common.maxLength {
      let unit = common.lengthUnit
      if let long = options[lower...upper].first(where: { unit.length(of: $0) > maxLength }) {
        throw SpecError(
          key: "maxLength",
          "\"maxLength\" (\(maxLength)) is too short for the option \(JSON.quoted(long)), which "
            + "has \(unit.counted(unit.length(of: long)))")
      }
    }
  }

  /// The position of a bound in `options`: it must be spelled as an option is.
  private func index(of bound: String?, _ key: String) throws(SpecError) -> Int? {
    guard let bound else { return nil }
    if let index = options.firstIndex(of: bound) { return index }
    var message =
      "\(JSON.quoted(key)) must be one of \"options\", got \(JSON.quoted(bound))"
    if let similar = options.first(where: { $0.lowercased() == bound.lowercased() }) {
      message += " (did you mean \(JSON.quoted(similar))?)"
    }
    throw SpecError(key: key, message)
  }

  /// The rule this spec describes: the options, with `maxLength` on top when given.
  package func rule(in context: RuleContext) throws(SpecError) -> LengthLimitedRule<
    ChoiceRule<String>
  > {
    do {
      let options = try ChoiceRule(
        options: options, from: min, through: max, caseSensitive: caseSensitive)
      return LengthLimitedRule(base: options, maxLength: common.maxLength, unit: common.lengthUnit)
    } catch {
      throw SpecError(key: "options", "\"options\": \(error.description)")
    }
  }

  /// Letters.
  package func keyboard(for rule: LengthLimitedRule<ChoiceRule<String>>) -> Keyboard { .text }
}

/// A rule with a maximum length on top: an edit that would make the text longer than the limit
/// is refused (`tooLong`). Everything else is the base rule's; without a limit, the base rule's
/// speed-ups too. Equal when the base rules, limits and units are, when the base rule is
/// `Equatable`.
package struct LengthLimitedRule<Base: InputRule>: InputRule {
  package typealias Value = Base.Value

  /// The rule under the limit.
  package let base: Base
  /// The limit; `nil` for none.
  let maxLength: Int?
  let unit: LengthUnit

  package func review(_ proposal: EditProposal) -> EditDecision {
    let decision = base.review(proposal)
    guard let maxLength else { return decision }
    let result: String
    switch decision {
    case .accept: result = proposal.proposedText
    case .substitute(let replacement, _):
      var text = proposal.text
      text.replaceSubrange(proposal.range, with: replacement)
      result = text
    case .reformat(let text, _, _): result = text
    case .reject: return decision
    }
    let length = unit.length(of: result)
    if length > maxLength && length > unit.length(of: proposal.text) {
      return .reject(
        Reason(.tooLong, Reason.Facts("text.tooLong", limit: maxLength, unit: unit)))
    }
    return decision
  }

  package func evaluate(_ text: String) -> Evaluation<Value> { base.evaluate(text) }

  package func commit(_ text: String, lastValidValue: Value?) -> CommitDecision {
    base.commit(text, lastValidValue: lastValidValue)
  }

  package func displayText(for value: Value) -> String { base.displayText(for: value) }

  package func canonicalString(for value: Value) -> String { base.canonicalString(for: value) }

  package func value(fromCanonical string: String) -> Value? { base.value(fromCanonical: string) }

  package func refusal(ofCanonical string: String) -> Reason? {
    base.refusal(ofCanonical: string)
  }

  package func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    base.restingSelection(selection, in: text)
  }

  package var contentHint: ContentHint? { base.contentHint }

  package var forcesLeftToRight: Bool { base.forcesLeftToRight }

  package func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    maxLength == nil && base.acceptsTypedASCII(byte, replacing: range, in: text)
  }

  package func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    base.evaluation(afterInsertionMaking: text, previous: previous)
  }

  package func evaluation(afterDeletionMaking text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    base.evaluation(afterDeletionMaking: text, previous: previous)
  }

  package func evaluation(afterTypedASCIIAt offset: Int, making text: String, previous: Validity)
    -> Evaluation<Value>?
  {
    base.evaluation(afterTypedASCIIAt: offset, making: text, previous: previous)
  }
}

extension ChoiceSpec {
  /// The options, in the order listed.
  package func formOrdering(in context: RuleContext) throws(SpecError) -> FormOrdering? {
    .choice(options)
  }
}

extension LengthLimitedRule: Equatable where Base: Equatable {}
