import InputRules

/// A rule for whole numbers (`Int`): a range and optional grouping, in any locale's notation.
///
///     var field = InputField(rule: .integer(in: 18...30))
///     field.type("5")   // refused: nothing starting with 5 is in 18...30
///     field.type("25")  // "2" is incomplete, "25" valid: field.value == 25
///
///     let count = try IntegerRule(.range(0...).grouping(.automatic).maximumLength(9))
///
/// It edits like `DecimalRule` with no fraction digits: a minus only when `min` is below zero or
/// absent, ranges that never trap the user and never accept a dead end, typed grouping separators
/// skipped, pasted formatted numbers ("1,234" in en_US, "1.234" in de_DE) understood, and a
/// revert (or clamp) on commit. Values are limited to `Int`'s range.
///
/// Two rules are equal (`==`) when their configurations are.
public struct IntegerRule: InputRule, Equatable {
  /// Values are `Int`s, read from whole numbers in any locale's digits.
  public typealias Value = Int

  /// What the rule was made from (see `Configuration`).
  public var configuration: Configuration { storage.configuration }
  /// The smallest value allowed, or `nil`.
  public var min: Int? { storage.configuration.min }
  /// The largest value allowed, or `nil`.
  public var max: Int? { storage.configuration.max }
  /// Whether grouping separators are shown as the user types.
  public var grouping: Bool { storage.configuration.grouping == .automatic }
  /// What commit does with text that is not valid.
  public var onCommit: CommitPolicy { storage.configuration.onCommit }
  /// The longest text allowed (as shown, minus sign and grouping included), in `lengthUnit`.
  public var maxLength: Int? { storage.configuration.maxLength }
  /// The unit `maxLength` counts.
  public var lengthUnit: LengthUnit { storage.configuration.lengthUnit }
  /// The locale's symbols the field reads and shows.
  public var symbols: NumberSymbols { storage.configuration.symbols }

  /// The editor, also kept here: the hot paths reach it without going through `storage`.
  let editor: NumberEditor
  /// The configuration, in one shared box.
  let storage: NumberRuleStorage<Configuration>

  /// An integer rule made from a configuration, checked here.
  ///
  /// - Throws: `NumberConfigurationError.minAboveMax` or `.negativeMaxLength`.
  public init(_ configuration: Configuration) throws(NumberConfigurationError) {
    editor = try configuration.makeEditor()
    storage = NumberRuleStorage(configuration)
  }

  /// A rule from a configuration known to be valid.
  init(checked configuration: Configuration) {
    guard let editor = try? configuration.makeEditor() else {
      preconditionFailure("An integer configuration that was known to be valid is not.")
    }
    self.editor = editor
    storage = NumberRuleStorage(configuration)
  }

  /// An integer rule with every setting given as a parameter: the same rule as
  /// `IntegerRule(_:)` with a configuration of these settings, kept for code that builds rules
  /// from separate values.
  ///
  /// - Throws: `NumberConfigurationError.minAboveMax` or `.negativeMaxLength`.
  public init(
    min: Int? = nil, max: Int? = nil, grouping: Bool = false, onCommit: CommitPolicy = .revert,
    maxLength: Int? = nil, lengthUnit: LengthUnit = .characters,
    symbols: NumberSymbols = .canonical
  ) throws(NumberConfigurationError) {
    try self.init(
      Configuration(
        min: min, max: max, grouping: grouping ? .automatic : .never, onCommit: onCommit,
        maxLength: maxLength, lengthUnit: lengthUnit, symbols: symbols))
  }

  /// Reviews the edit through the number editor, as `DecimalRule` does with no fraction digits:
  /// digits and the notation's signs are taken where they fit, an edit after which no whole number
  /// in the range can be typed is refused, and grouping is redone with the caret after the same
  /// digit. Deleting is never refused.
  public func review(_ proposal: EditProposal) -> EditDecision { editor.review(proposal) }

  /// Reads the text in the rule's notation, as `DecimalRule` does: incomplete while typing more can
  /// still make it a number in the range ("-", "1" in 18...30), valid with its value, otherwise
  /// invalid with the reason.
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

  /// Shows a valid number in its normal form; with `onCommit: .clamp`, brings a number outside the
  /// range to the nearest bound; anything else goes back to `lastValidValue`, or empty.
  public func commit(_ text: String, lastValidValue: Int?) -> CommitDecision {
    editor.commit(text, lastValidValue: lastValidValue.map { ExactDecimal($0) })
  }

  /// The value in the locale's digits and minus sign, grouped when `grouping` is on.
  public func displayText(for value: Int) -> String { editor.display(ExactDecimal(value)) }

  /// The canonical string: digits with an optional leading `-`.
  public func canonicalString(for value: Int) -> String { String(value) }

  /// Parses `"-25"` (ASCII digits, optional sign); `nil` when it is outside the rule.
  public func value(fromCanonical string: String) -> Int? {
    guard let value = Int(string) else { return nil }
    return editor.value(fromCanonical: String(value)) != nil ? value : nil
  }

  /// Says what keeps a canonical string from being a value here: not a number, or not written as
  /// plain digits (`invalidValue`), a fraction (`tooManyFractionDigits`), beyond 64 bits
  /// (`outOfRange`), or outside the rule's range or limits.
  public func refusal(ofCanonical string: String) -> Reason? {
    guard let value = Int(string) else {
      guard let number = ExactDecimal(string) else {
        return Reason(.invalidValue, Reason.Facts("number.notWholeNumber", text: string))
      }
      if !number.isInteger {
        return Reason(.tooManyFractionDigits, Reason.Facts("number.wholeNumbersOnly"))
      }
      if string.contains(where: { $0 == "e" || $0 == "E" || $0 == "." }) {
        return Reason(.invalidValue, Reason.Facts("number.notWrittenAsInteger", text: string))
      }
      return Reason(
        .outOfRange, Reason.Facts("number.beyondIntegers", text: string, number: Int.bitWidth))
    }
    return editor.refusal(ofCanonical: String(value))
  }
}

extension IntegerRule {
  /// Whether both rules were made from equal configurations, which decide everything the rule
  /// does: copies of a rule share theirs and are equal at once.
  public static func == (lhs: IntegerRule, rhs: IntegerRule) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.configuration == rhs.storage.configuration
  }
}
