import InputRules

/// A rule for decimal numbers: a range, digit limits, optional scientific notation and grouping,
/// in any locale's notation. Values are `ExactDecimal`: exact, never floating point.
///
///     let price = try DecimalRule(.range(0...100).fractionDigits(2).grouping(.automatic))
///     var field = InputField(rule: price)
///     field.type("100.5")   // "100." is accepted (incomplete), "5" is refused: 100.5 > 100
///
/// While typing:
/// - Partial input is a state of its own: "-", "1.", ".", "1e", "1e-" are incomplete.
/// - An edit that adds characters is accepted only if the text is then valid or can still become
///   valid by typing more at its end (within `maxLength`): with 18...30, "1" and "3" are accepted
///   and "5" and "31" refused. Deleting is never refused.
/// - A minus is accepted only when `min` is below zero or absent.
/// - The text is shown in the locale's digits and separators as it is typed (grouping when
///   `grouping` is on), with the caret after the same digit it was after. Backspace just after a
///   grouping separator deletes the digit before it.
/// - Typed grouping separators are skipped. The other of `.` and `,` is also a decimal separator
///   where it cannot be mistaken for grouping (see `NumberSymbols` and the package docs).
/// - A paste with more fraction digits than allowed is refused (`tooManyFractionDigits`) unless
///   `rounding` says how to round it.
///
/// On commit valid text is shown in its normal form (no leading or trailing zeros); other text
/// goes back to the last valid value or empty, or with `onCommit: .clamp` an out-of-range
/// number goes to the nearest bound.
///
/// Two rules are equal (`==`) when their configurations are.
public struct DecimalRule: InputRule, Equatable {
  /// Values are exact decimals, never floating point.
  public typealias Value = ExactDecimal

  /// What the rule was made from (see `Configuration`).
  public var configuration: Configuration { storage.configuration }
  /// The smallest value allowed, or `nil`.
  public var min: ExactDecimal? { storage.configuration.min }
  /// The largest value allowed, or `nil`.
  public var max: ExactDecimal? { storage.configuration.max }
  /// Digits allowed before the separator (derived when the configuration leaves it out).
  public var maxIntegerDigits: Int { editor.limits.maxIntegerDigits }
  /// Digits allowed after the separator (derived when the configuration leaves it out).
  public var maxFractionDigits: Int { editor.limits.maxFractionDigits }
  /// Whether an exponent (`1.5e3`) may be typed.
  public var scientific: Bool { storage.configuration.scientific }
  /// Whether grouping separators are shown as the user types.
  public var grouping: Bool { storage.configuration.grouping == .automatic }
  /// What a pasted or set number with too many fraction digits does.
  public var rounding: Rounding { storage.configuration.rounding }
  /// What commit does with text that is not valid.
  public var onCommit: CommitPolicy { storage.configuration.onCommit }
  /// The longest text allowed (as shown, grouping included), in `lengthUnit`.
  public var maxLength: Int? { storage.configuration.maxLength }
  /// The unit `maxLength` counts.
  public var lengthUnit: LengthUnit { storage.configuration.lengthUnit }
  /// The locale's symbols the field reads and shows.
  public var symbols: NumberSymbols { storage.configuration.symbols }

  /// The editor, also kept here: the hot paths reach it without going through `storage`.
  let editor: NumberEditor
  /// The configuration, in one shared box.
  let storage: NumberRuleStorage<Configuration>

  /// A decimal rule made from a configuration, checked here.
  ///
  /// - Throws: `NumberConfigurationError` for digit limits out of their ranges or above 38
  ///   together, a lower bound above the upper one, a negative length limit, or a range in which
  ///   no number has the digits allowed.
  public init(_ configuration: Configuration) throws(NumberConfigurationError) {
    editor = try configuration.makeEditor()
    storage = NumberRuleStorage(configuration)
  }

  /// A decimal rule with every setting given as a parameter: the same rule as `DecimalRule(_:)`
  /// with a configuration of these settings, kept for code that builds rules from separate
  /// values.
  ///
  /// - Parameters:
  ///   - min: the smallest value; a minus may be typed only when it is below zero or absent.
  ///   - max: the largest value.
  ///   - maxIntegerDigits: the most integer digits. With `maxFractionDigits`, at most 38; when
  ///     only one is given the other gets the rest; when neither is given each is 19.
  ///   - maxFractionDigits: the most fraction digits.
  ///   - scientific: accept an exponent such as `1.5e3` (the value is always plain: 1500).
  ///   - grouping: show grouping separators as the user types.
  ///   - rounding: what a pasted or set number with too many fraction digits does.
  ///   - onCommit: revert (default) or clamp text that is not valid when editing ends.
  ///   - maxLength: the longest text, counted in `lengthUnit` as shown.
  ///   - lengthUnit: what `maxLength` counts.
  ///   - symbols: the locale's symbols (`InputRulesLocale` resolves them from a `Locale`).
  /// - Throws: `NumberConfigurationError`, as `DecimalRule(_:)`.
  public init(
    min: ExactDecimal? = nil, max: ExactDecimal? = nil, maxIntegerDigits: Int? = nil,
    maxFractionDigits: Int? = nil, scientific: Bool = false, grouping: Bool = false,
    rounding: Rounding = .reject, onCommit: CommitPolicy = .revert, maxLength: Int? = nil,
    lengthUnit: LengthUnit = .characters, symbols: NumberSymbols = .canonical
  ) throws(NumberConfigurationError) {
    try self.init(
      Configuration(
        min: min, max: max, maxIntegerDigits: maxIntegerDigits,
        maxFractionDigits: maxFractionDigits, scientific: scientific,
        grouping: grouping ? .automatic : .never, rounding: rounding, onCommit: onCommit,
        maxLength: maxLength, lengthUnit: lengthUnit, symbols: symbols))
  }

  /// Reviews the edit through the number editor: digits and the notation's symbols are taken where
  /// they fit, an edit after which no number in the rule can be typed is refused, and the text is
  /// shown again in the locale's form (grouping redone) with the caret after the same digit.
  /// Deleting is never refused.
  public func review(_ proposal: EditProposal) -> EditDecision { editor.review(proposal) }

  /// Reads the text in the rule's notation: incomplete while typing more can still make it a number
  /// the rule allows ("-", "1.", "1e"), valid with its exact value, otherwise invalid with the
  /// reason (out of range, too many digits, too long, not a number).
  public func evaluate(_ text: String) -> Evaluation<ExactDecimal> { editor.evaluate(text) }

  /// Text this rule's own edit made is shown in the rule's form, so its grouping is in place
  /// (unless the edit kept text that was already invalid: a skipped grouping key).
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<ExactDecimal>?
  {
    editor.evaluate(text, groupingIsShownByRule: previous != .invalid)
  }

  /// A digit typed at the end of the number, which the field shows as typed and which makes
  /// it valid, is taken without a review (the common key press); any other key is reviewed.
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    editor.acceptsTypedDigit(byte, replacing: range, in: text)
  }

  /// A caret rests anywhere but inside a minus sign of several characters (ar_EG, fa_IR),
  /// which it leaves at the sign's end; selections are kept.
  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    editor.restingSelection(selection, in: text)
  }

  /// Shows a valid number in its normal form (`reformatted` when that changes the text); with
  /// `onCommit: .clamp`, brings a complete number outside the range to the nearest bound; anything
  /// else goes back to `lastValidValue`, or empty (`reverted`).
  public func commit(_ text: String, lastValidValue: ExactDecimal?) -> CommitDecision {
    editor.commit(text, lastValidValue: lastValidValue)
  }

  /// The value in the locale's notation (grouped when `grouping` is on), rounded when the rule
  /// rounds.
  public func displayText(for value: ExactDecimal) -> String { editor.display(value) }

  /// The canonical string: `"-12.5"`, `"1500"`.
  public func canonicalString(for value: ExactDecimal) -> String { value.description }

  /// Parses a plain number (`"12.50"`, also `"1.5e3"`); `nil` when it is outside the rule.
  public func value(fromCanonical string: String) -> ExactDecimal? {
    editor.value(fromCanonical: string)
  }

  /// Says what keeps a canonical string from being a value here: not a plain number
  /// (`invalidValue`), more fraction digits than the rule keeps and no rounding
  /// (`tooManyFractionDigits`), or outside the range or digit limits.
  public func refusal(ofCanonical string: String) -> Reason? {
    editor.refusal(ofCanonical: string)
  }
}

extension DecimalRule {
  /// Whether both rules were made from equal configurations, which decide everything the rule
  /// does: copies of a rule share theirs and are equal at once.
  public static func == (lhs: DecimalRule, rhs: DecimalRule) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.configuration == rhs.storage.configuration
  }
}
