import InputRules

/// A rule for amounts of money in one currency, shown formatted in the locale (symbol, its side
/// and spacing, grouping) as the user types. Values are `ExactDecimal`, never floating point;
/// their canonical string has exactly the currency's minor-unit digits (`"1234.50"` in USD,
/// `"1234"` in JPY, `"1.234"` in KWD).
///
/// Two ways of entry:
/// - `.free` (the default): the user types the decimal separator; fraction digits are limited to
///   the currency's. Editing works as in `DecimalRule` (ranges that never trap the user, typed
///   grouping skipped, Backspace after a separator or symbol deletes the digit before it), and the
///   caret stays before a trailing symbol such as " €".
/// - `.cashRegister`: digits fill from the smallest unit (USD: 1 gives $0.01, then 2 gives
///   $0.12; JPY: 1, 2 gives ¥12). Backspace removes the last digit, wherever the caret is; a
///   selection covering the whole amount is replaced by what is typed. A paste containing a
///   decimal separator (or grouping, or the currency symbol) sets that amount; a paste of plain
///   digits is typed digit by digit. `-` toggles the sign and `+` makes it positive when
///   negatives are allowed. The caret always stays at the end of the number. The register is a
///   `ReformattingRule` whose raw characters are the amount's sign and digits (`-$0.05` is `-005`)
///   and whose edits act at the end (`editsAtEnd`).
///
/// `maxDigits` counts all digits, integer and fraction (15 by default, so 9,999,999,999,999.99
/// works in USD; the classic demo field is USD with 9: at most $9,999,999.99).
///
///     var field = InputField(rule: try .money(.usd, entry: .cashRegister))
///     let register = try MoneyRule(.money(.usd, entry: .cashRegister).maximumDigits(9))
///
/// Two rules are equal (`==`) when their configurations are.
public struct MoneyRule: ReformattingRule, Equatable {
  /// Values are exact decimals in the currency's unit (`12.50` is twelve dollars fifty), never
  /// floating point.
  public typealias Value = ExactDecimal

  /// How amounts are typed.
  public enum Entry: String, Sendable, Hashable, CaseIterable {
    /// The user types the decimal separator.
    case free
    /// Digits fill from the smallest unit.
    case cashRegister
  }

  /// What the rule was made from (see `Configuration`).
  public var configuration: Configuration { storage.configuration }
  /// The currency as the locale writes it.
  public var currency: CurrencySymbols { storage.configuration.currency }
  /// How amounts are typed.
  public var entry: Entry { storage.configuration.entry }
  /// All digits allowed, integer and fraction.
  public var maxDigits: Int { storage.configuration.maxDigits }
  /// The smallest amount allowed, or `nil`.
  public var min: ExactDecimal? { storage.configuration.min }
  /// The largest amount allowed, or `nil`.
  public var max: ExactDecimal? { storage.configuration.max }
  /// Whether amounts below zero may be entered.
  public var allowNegative: Bool { storage.configuration.allowNegative }
  /// What a pasted or set amount with too many fraction digits does.
  public var rounding: Rounding { storage.configuration.rounding }
  /// What commit does with text that is not valid.
  public var onCommit: CommitPolicy { storage.configuration.onCommit }
  /// The longest text allowed (symbol, spacing and grouping included), in `lengthUnit`.
  public var maxLength: Int? { storage.configuration.maxLength }
  /// The unit `maxLength` counts.
  public var lengthUnit: LengthUnit { storage.configuration.lengthUnit }
  /// The locale's number symbols the field reads and shows.
  public var symbols: NumberSymbols { storage.configuration.symbols }

  /// The editor, also kept here: the hot paths reach it without going through `storage`.
  let editor: NumberEditor
  /// Cash-register limits: the amount in minor units, as a whole number.
  var registerLimits: NumberLimits { storage.registerLimits.unsafelyUnwrapped }
  /// The configuration and the cash-register limits, in one shared box.
  let storage: NumberRuleStorage<Configuration>

  /// A money rule made from a configuration, checked here.
  ///
  /// - Throws: `NumberConfigurationError` for a minor unit of more than 9 digits, a digit limit
  ///   not above the minor unit's or above 38, a lower bound above the upper one or negative
  ///   when negatives are not allowed, a negative length limit, or a range in which no amount
  ///   has the digits allowed.
  public init(_ configuration: Configuration) throws(NumberConfigurationError) {
    let (editor, registerLimits) = try configuration.makeEditor()
    self.editor = editor
    storage = NumberRuleStorage(configuration, registerLimits: registerLimits)
  }

  /// A money rule with every setting given as a parameter: the same rule as `MoneyRule(_:)` with
  /// a configuration of these settings, kept for code that builds rules from separate values.
  ///
  /// - Parameters:
  ///   - currency: the currency as the locale writes it (`InputRulesLocale` resolves it).
  ///   - entry: free (the user types the separator) or cash register.
  ///   - maxDigits: all digits, integer and fraction; more than the minor-unit digits, at most 38.
  ///   - min: the smallest amount; a negative one needs `allowNegative`.
  ///   - max: the largest amount.
  ///   - allowNegative: whether amounts below zero may be entered.
  ///   - rounding: what a pasted or set amount with too many fraction digits does.
  ///   - onCommit: revert (default) or clamp text that is not valid when editing ends.
  ///   - maxLength: the longest text as shown (symbol, spacing and grouping included).
  ///   - lengthUnit: what `maxLength` counts.
  ///   - symbols: the locale's number symbols (for money, `NumberSymbols(currencyLocale:)`).
  /// - Throws: `NumberConfigurationError`, as `MoneyRule(_:)`.
  public init(
    currency: CurrencySymbols, entry: Entry = .free, maxDigits: Int = 15,
    min: ExactDecimal? = nil, max: ExactDecimal? = nil, allowNegative: Bool = false,
    rounding: Rounding = .reject, onCommit: CommitPolicy = .revert, maxLength: Int? = nil,
    lengthUnit: LengthUnit = .characters, symbols: NumberSymbols = .canonical
  ) throws(NumberConfigurationError) {
    try self.init(
      Configuration(
        currency: currency, entry: entry, maxDigits: maxDigits, min: min, max: max,
        allowNegative: allowNegative, rounding: rounding, onCommit: onCommit,
        maxLength: maxLength, lengthUnit: lengthUnit, symbols: symbols))
  }

  var minorDigits: Int { storage.configuration.currency.minorUnitDigits }

  // MARK: - InputRule

  /// In free entry, reviews the edit through the number editor, as `DecimalRule` does, with the
  /// currency's fraction digits and symbol. In a cash register, the edit is carried out on the
  /// amount's sign and digits at their end and the amount is shown again (`ReformattingRule`).
  public func review(_ proposal: EditProposal) -> EditDecision {
    switch entry {
    case .free: return editor.review(proposal)
    case .cashRegister:
      guard let decision = quickRegisterReview(proposal) else {
        return reviewReformatting(proposal)
      }
      #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
        internalCheck(
          decision, agreesWith: reviewReformatting(proposal),
          "the money register shortcut (quickRegisterReview)",
          "\(proposal.replacement.debugDescription) replacing \(proposal.utf16Range) of "
            + proposal.text.debugDescription)
      #endif
      return decision
    }
  }

  /// Reads the amount in the locale's money notation: valid with its exact value, incomplete while
  /// typing more can still make an amount in the range, otherwise invalid with the reason. A cash
  /// register reads its digits in minor units (`1234` in USD is 12.34).
  public func evaluate(_ text: String) -> Evaluation<ExactDecimal> {
    evaluate(text, groupingIsShownByRule: false)
  }

  /// Text this rule's own edit made is shown in the rule's form, so its grouping is in place
  /// (unless the edit kept text that was already invalid: a skipped grouping key).
  public func evaluation(afterInsertionMaking text: String, previous: Validity)
    -> Evaluation<ExactDecimal>?
  {
    evaluate(text, groupingIsShownByRule: previous != .invalid)
  }

  func evaluate(_ text: String, groupingIsShownByRule: Bool) -> Evaluation<ExactDecimal> {
    switch entry {
    case .free: return editor.evaluate(text, groupingIsShownByRule: groupingIsShownByRule)
    case .cashRegister:
      if let n = editor.notation.readOwnForm(text) {
        // The rule's own form: read in one scan, grouping and symbols in place.
        let judged: Evaluation<ExactDecimal>
        if maxLength != nil && !editor.fits(text, read: n.text) {
          judged = .invalid(editor.messages.reason(.tooLong))
        } else if let value = quickRegisterValue(n) {
          judged = .valid(value)
        } else {
          judged = registerEvaluation(of: n.text)
        }
        #if INPUTRULES_INTERNAL_CHECKS && !hasFeature(Embedded)
          internalCheck(
            judged, agreesWith: evaluateGenerally(text),
            "the register's own-form reading (readOwnForm)", text.debugDescription)
        #endif
        return judged
      }
      let (t, issue) = editor.notation.read(text, caret: 0)
      if let issue { return text.isEmpty ? .empty : .invalid(editor.reason(issue)) }
      if !editor.fits(text, read: t) { return .invalid(editor.messages.reason(.tooLong)) }
      if t.sawSkippedSeparator && !groupingIsShownByRule
        && !editor.notation.groupingIsWellPlaced(text)
      {
        return .invalid(editor.misplacedGrouping)
      }
      return registerEvaluation(of: t)
    }
  }

  /// `evaluate` without reading a text in the rule's own form in one scan (the tests compare the
  /// two).
  func evaluateGenerally(_ text: String) -> Evaluation<ExactDecimal> {
    guard entry == .cashRegister else { return editor.evaluateGenerally(text) }
    let (t, issue) = editor.notation.read(text, caret: 0)
    if let issue { return text.isEmpty ? .empty : .invalid(editor.reason(issue)) }
    if !editor.fits(text, read: t) { return .invalid(editor.messages.reason(.tooLong)) }
    if t.sawSkippedSeparator && !editor.notation.groupingIsWellPlaced(text) {
      return .invalid(editor.misplacedGrouping)
    }
    return registerEvaluation(of: t)
  }

  /// Shows a valid amount in its normal form (`$1,234.50`, with all the currency's minor digits);
  /// with `onCommit: .clamp`, brings a complete amount outside the range to the nearest bound;
  /// anything else goes back to `lastValidValue`, or empty (`reverted`).
  public func commit(_ text: String, lastValidValue: ExactDecimal?) -> CommitDecision {
    switch entry {
    case .free:
      return editor.commit(text, lastValidValue: lastValidValue)
    case .cashRegister:
      let evaluation = evaluate(text)
      switch evaluation.validity {
      case .empty: return CommitDecision(text: "")
      case .valid:
        let normal = displayText(for: evaluation.value!)
        // Valid text fits as editing ends with it (its minor digits are counted).
        guard editor.fits(normal) else { return CommitDecision(text: text) }
        return CommitDecision(
          text: normal, reason: normal == text ? nil : editor.messages.reason(.reformatted))
      case .incomplete, .invalid:
        let (t, issue) = editor.notation.read(text, caret: 0)
        if onCommit == .clamp, issue == nil, let clamped = editor.clampedValue(t) {
          let bound = displayText(for: clamped)
          if editor.fits(bound) {
            return CommitDecision(text: bound, reason: editor.messages.reason(.clamped))
          }
        }
        return editor.revert(
          text, to: lastValidValue, because: editor.reason(forCommitting: t, issue: issue))
      }
    }
  }

  /// The amount as the locale shows money: `$1,234.50`, `1.234,50 €`.
  public func displayText(for value: ExactDecimal) -> String { editor.display(value) }

  /// Exactly the minor-unit digits: `"1234.50"`, `"1234"`, `"1.234"`.
  public func canonicalString(for value: ExactDecimal) -> String {
    value.canonicalString(fractionDigits: minorDigits)
  }

  /// Parses a plain amount (`"1234.5"`, `"1234.50"`); `nil` when it is outside the rule.
  public func value(fromCanonical string: String) -> ExactDecimal? {
    editor.value(fromCanonical: string)
  }

  /// Says what keeps a canonical amount from being a value here: not a plain number
  /// (`invalidValue`), more fraction digits than the currency has and no rounding
  /// (`tooManyFractionDigits`), or outside the range or digit limits.
  public func refusal(ofCanonical string: String) -> Reason? {
    editor.refusal(ofCanonical: string)
  }

  /// In free entry, a digit typed at the end of the amount, which the field shows as typed and
  /// which makes it valid, is taken without a review; any other key is reviewed (always in a
  /// cash register, which shows every amount again).
  public func acceptsTypedASCII(_ byte: UInt8, replacing range: Range<Int>, in text: String)
    -> Bool
  {
    entry == .free && editor.acceptsTypedDigit(byte, replacing: range, in: text)
  }

  /// A caret rests among the amount's tokens: never before or inside a leading symbol (also
  /// after a minus sign: `-|$5` rests as `-$|5`) or after a trailing one (" €"); in a cash
  /// register, at the end of the amount, where digits go. Selections are kept as they are, so the
  /// whole text can still be selected and replaced.
  public func restingSelection(_ selection: Range<Int>, in text: String) -> Range<Int> {
    guard selection.isEmpty else { return selection }
    if entry == .cashRegister {
      if let end = editor.notation.endOfAmount(in: text) { return end..<end }
      // After a minus sign alone, where the digits go: past a leading symbol (`-$|`).
      guard let span = editor.notation.tokenSpan(in: text) else { return selection }
      return span.upperBound..<span.upperBound
    }
    return editor.restingSelection(selection, in: text)
  }
}

#if !hasFeature(Embedded)
  extension MoneyRule.Entry: Codable {}
#endif

extension MoneyRule {
  /// Whether both rules were made from equal configurations, which decide everything the rule
  /// does: copies of a rule share theirs and are equal at once.
  public static func == (lhs: MoneyRule, rhs: MoneyRule) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.configuration == rhs.storage.configuration
  }
}
