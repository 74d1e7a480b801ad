import InputRules

/// A rule for whole numbers (`Int`): a range and optional grouping, in any locale's notation.
///
///     let age = try IntegerRule(min: 18, max: 30)
///     var field = InputField(rule: age)
///     field.type("5")   // refused: nothing starting with 5 is in 18...30
///     field.type("25")  // "2" is incomplete, "25" valid: field.value == 25
///
/// It edits like `DecimalRule` with no fraction digits: a minus only when `min` is below zero or
/// absent, ranges that never trap the user and never accept a dead end, typed grouping separators
/// skipped, pasted formatted numbers ("1,234" in en_US, "1.234" in de_DE) understood, and a
/// revert (or clamp) on commit. Values are limited to `Int`'s range.
public struct IntegerRule: InputRule {
  public typealias Value = Int

  public var min: Int? { settings.min }
  public var max: Int? { settings.max }
  /// Whether grouping separators are shown as the user types.
  public var grouping: Bool { settings.grouping }
  public var onCommit: CommitPolicy { settings.onCommit }
  /// The longest text allowed (as shown, minus sign and grouping included), in `lengthUnit`.
  public var maxLength: Int? { settings.maxLength }
  public var lengthUnit: LengthUnit { settings.lengthUnit }
  public var symbols: NumberSymbols { settings.symbols }

  /// The editor, also kept here: the hot paths reach it without going through `settings`.
  let editor: NumberEditor
  /// All of the above in one shared box, so that the rule is one reference: cheap to copy, pass
  /// to generic code and keep in a field.
  let settings: Settings

  final class Settings: Sendable {
    let min: Int?
    let max: Int?
    let grouping: Bool
    let onCommit: CommitPolicy
    let maxLength: Int?
    let lengthUnit: LengthUnit
    let symbols: NumberSymbols
    let editor: NumberEditor

    init(
      min: Int?, max: Int?, grouping: Bool, onCommit: CommitPolicy, maxLength: Int?,
      lengthUnit: LengthUnit, symbols: NumberSymbols, editor: NumberEditor
    ) {
      self.min = min
      self.max = max
      self.grouping = grouping
      self.onCommit = onCommit
      self.maxLength = maxLength
      self.lengthUnit = lengthUnit
      self.symbols = symbols
      self.editor = editor
    }
  }

  /// An integer rule.
  ///
  /// - Throws: `NumberRuleError` when `min` is above `max` or `maxLength` is negative.
  public init(
    min: Int? = nil, max: Int? = nil, grouping: Bool = false, onCommit: CommitPolicy = .revert,
    maxLength: Int? = nil, lengthUnit: LengthUnit = .characters,
    symbols: NumberSymbols = .canonical
  ) throws(NumberRuleError) {
    if let min, let max, min > max {
      throw NumberRuleError(key: "min", "min (\(min)) is above max (\(max)).")
    }
    if let maxLength, maxLength < 0 {
      throw NumberRuleError(key: "maxLength", "maxLength must be at least 0.")
    }
    let low = ExactDecimal(min ?? Int.min)
    let high = ExactDecimal(max ?? Int.max)
    let limits = NumberLimits(
      min: low, max: high, maxIntegerDigits: 19, maxFractionDigits: 0, scientific: false,
      allowsNegative: min.map { $0 < 0 } ?? true)
    let notation = Notation(
      // The separator is read so that a pasted "12.00" is 12; typed, it is refused.
      symbols: symbols, grouping: grouping, allowsSeparator: true, allowsExponent: false,
      unit: lengthUnit)
    let editor = NumberEditor(
      notation: notation, limits: limits, rounding: .reject, maxLength: maxLength,
      onCommit: onCommit, min: min.map { ExactDecimal($0) }, max: max.map { ExactDecimal($0) },
      integer: "At most 19 digits.")
    self.editor = editor
    settings = Settings(
      min: min, max: max, grouping: grouping, onCommit: onCommit, maxLength: maxLength,
      lengthUnit: lengthUnit, symbols: symbols, editor: editor)
  }

  public func review(_ proposal: EditProposal) -> EditDecision { editor.review(proposal) }

  public func evaluate(_ text: String) -> Evaluation<Int> {
    integerEvaluation(editor.evaluate(text))
  }

  /// Text this rule's own edit made is shown in the rule's form, so its grouping is in place
  /// (unless the edit kept text that was already invalid: a skipped grouping key).
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<Int>?
  {
    integerEvaluation(editor.evaluate(text, groupingIsShownByRule: previous != .invalid))
  }

  private func integerEvaluation(_ evaluation: Evaluation<ExactDecimal>) -> Evaluation<Int> {
    Evaluation(
      validity: evaluation.validity, value: evaluation.value.flatMap { Int(exactly: $0) },
      reason: evaluation.reason)
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

  public func commit(_ text: String, lastValidValue: Int?) -> CommitDecision {
    editor.commit(text, lastValidValue: lastValidValue.map { ExactDecimal($0) })
  }

  public func displayText(for value: Int) -> String { editor.display(ExactDecimal(value)) }

  /// The canonical string: digits with an optional leading `-`.
  public func canonicalString(for value: Int) -> String { String(value) }

  /// Parses `"-25"` (ASCII digits, optional sign); `nil` when it is outside the rule.
  public func value(fromCanonical string: String) -> Int? {
    guard let value = Int(string) else { return nil }
    return editor.value(fromCanonical: String(value)) != nil ? value : nil
  }

  public func refusal(ofCanonical string: String) -> Reason? {
    guard let value = Int(string) else {
      guard let number = ExactDecimal(string) else {
        return Reason(.invalidValue, "“\(string)” is not a whole number such as 25 or -7.")
      }
      if !number.isInteger { return Reason(.tooManyFractionDigits, "Whole numbers only.") }
      if string.contains(where: { $0 == "e" || $0 == "E" || $0 == "." }) {
        return Reason(
          .invalidValue, "“\(string)” is not written as an integer value is: digits, such as 25.")
      }
      return Reason(.outOfRange, "“\(string)” is beyond the integers this field holds (64-bit).")
    }
    return editor.refusal(ofCanonical: String(value))
  }
}
