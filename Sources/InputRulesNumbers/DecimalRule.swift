import InputRules

/// A rule for decimal numbers: a range, digit limits, optional scientific notation and grouping,
/// in any locale's notation. Values are `ExactDecimal`: exact, never floating point.
///
///     let price = try DecimalRule(min: 0, max: 100, maxFractionDigits: 2, grouping: true)
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
public struct DecimalRule: InputRule {
  public typealias Value = ExactDecimal

  /// The smallest value allowed, or `nil`.
  public var min: ExactDecimal? { settings.min }
  /// The largest value allowed, or `nil`.
  public var max: ExactDecimal? { settings.max }
  /// Digits allowed before the separator.
  public var maxIntegerDigits: Int { settings.maxIntegerDigits }
  /// Digits allowed after the separator.
  public var maxFractionDigits: Int { settings.maxFractionDigits }
  /// Whether an exponent (`1.5e3`) may be typed.
  public var scientific: Bool { settings.scientific }
  /// Whether grouping separators are shown as the user types.
  public var grouping: Bool { settings.grouping }
  /// What a pasted or set number with too many fraction digits does.
  public var rounding: Rounding { settings.rounding }
  /// What commit does with text that is not valid.
  public var onCommit: CommitPolicy { settings.onCommit }
  /// The longest text allowed (as shown, grouping included), in `lengthUnit`.
  public var maxLength: Int? { settings.maxLength }
  public var lengthUnit: LengthUnit { settings.lengthUnit }
  /// The locale's symbols the field reads and shows.
  public var symbols: NumberSymbols { settings.symbols }

  /// The editor, also kept here: the hot paths reach it without going through `settings`.
  let editor: NumberEditor
  /// All of the above in one shared box, so that the rule is one reference: cheap to copy, pass
  /// to generic code and keep in a field.
  let settings: Settings

  final class Settings: Sendable {
    let min: ExactDecimal?
    let max: ExactDecimal?
    let maxIntegerDigits: Int
    let maxFractionDigits: Int
    let scientific: Bool
    let grouping: Bool
    let rounding: Rounding
    let onCommit: CommitPolicy
    let maxLength: Int?
    let lengthUnit: LengthUnit
    let symbols: NumberSymbols
    let editor: NumberEditor

    init(
      min: ExactDecimal?, max: ExactDecimal?, maxIntegerDigits: Int, maxFractionDigits: Int,
      scientific: Bool, grouping: Bool, rounding: Rounding, onCommit: CommitPolicy, maxLength: Int?,
      lengthUnit: LengthUnit, symbols: NumberSymbols, editor: NumberEditor
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
      self.editor = editor
    }
  }

  /// A decimal rule.
  ///
  /// - Parameters:
  ///   - min, max: the range; a minus may be typed only when `min` is below zero or absent.
  ///   - maxIntegerDigits, maxFractionDigits: digit limits. Together at most 38; when only one is
  ///     given the other gets the rest; when neither is given each is 19.
  ///   - scientific: accept an exponent such as `1.5e3` (the value is always plain: 1500).
  ///   - grouping: show grouping separators as the user types.
  ///   - rounding: what a pasted or set number with too many fraction digits does.
  ///   - onCommit: revert (default) or clamp text that is not valid when editing ends.
  ///   - maxLength: the longest text, counted in `lengthUnit` as shown.
  ///   - symbols: the locale's symbols (`InputRulesLocale` resolves them from a `Locale`).
  /// - Throws: `NumberRuleError` naming the key of an impossible configuration.
  public init(
    min: ExactDecimal? = nil, max: ExactDecimal? = nil, maxIntegerDigits: Int? = nil,
    maxFractionDigits: Int? = nil, scientific: Bool = false, grouping: Bool = false,
    rounding: Rounding = .reject, onCommit: CommitPolicy = .revert, maxLength: Int? = nil,
    lengthUnit: LengthUnit = .characters, symbols: NumberSymbols = .canonical
  ) throws(NumberRuleError) {
    let digits = try resolveDigitLimits(integer: maxIntegerDigits, fraction: maxFractionDigits)
    try checkRange(min: min, max: max)
    if let maxLength, maxLength < 0 {
      throw NumberRuleError(key: "maxLength", "maxLength must be at least 0.")
    }
    let limits = NumberLimits(
      min: min, max: max, maxIntegerDigits: digits.integer, maxFractionDigits: digits.fraction,
      scientific: scientific, allowsNegative: min.map { $0.isNegative } ?? true)
    try checkNotEmpty(limits)
    // The separator is read even in a whole-number field, so that a pasted "12.00" or "7.5"
    // can be shown without its zeros or rounded; the limits refuse it as typed.
    let notation = Notation(
      symbols: symbols, grouping: grouping, allowsSeparator: true, allowsExponent: scientific,
      unit: lengthUnit)
    let editor = NumberEditor(
      notation: notation, limits: limits, rounding: rounding, maxLength: maxLength,
      onCommit: onCommit, min: min, max: max)
    self.editor = editor
    settings = Settings(
      min: min, max: max, maxIntegerDigits: digits.integer, maxFractionDigits: digits.fraction,
      scientific: scientific, grouping: grouping, rounding: rounding, onCommit: onCommit,
      maxLength: maxLength, lengthUnit: lengthUnit, symbols: symbols, editor: editor)
  }

  public func review(_ proposal: EditProposal) -> EditDecision { editor.review(proposal) }

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

  public func refusal(ofCanonical string: String) -> Reason? {
    editor.refusal(ofCanonical: string)
  }
}

/// The digit limits of a decimal rule: at most 38 together.
func resolveDigitLimits(integer: Int?, fraction: Int?) throws(NumberRuleError) -> (
  integer: Int, fraction: Int
) {
  let total = ExactDecimal.maximumDigits
  if let integer, integer < 1 || integer > total {
    throw NumberRuleError(key: "maxIntegerDigits", "maxIntegerDigits must be from 1 to \(total).")
  }
  if let fraction, fraction < 0 || fraction > total - 1 {
    throw NumberRuleError(
      key: "maxFractionDigits", "maxFractionDigits must be from 0 to \(total - 1).")
  }
  switch (integer, fraction) {
  case (let i?, let f?):
    if i + f > total {
      throw NumberRuleError(
        key: "maxFractionDigits",
        "maxIntegerDigits and maxFractionDigits together must be at most \(total).")
    }
    return (i, f)
  case (let i?, nil): return (i, total - i)
  case (nil, let f?): return (total - f, f)
  case (nil, nil): return (19, 19)
  }
}

func checkRange(min: ExactDecimal?, max: ExactDecimal?) throws(NumberRuleError) {
  if let min, let max, max < min {
    throw NumberRuleError(key: "min", "min (\(min)) is above max (\(max)).")
  }
}

func checkNotEmpty(_ limits: NumberLimits) throws(NumberRuleError) {
  if limits.positive == nil && limits.negative == nil {
    throw NumberRuleError(
      key: "min", "No number between min and max fits the digit limits.")
  }
}
