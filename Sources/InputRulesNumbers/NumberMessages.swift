import InputRules

/// The reasons that go with reason codes, made once per rule: a sentence id and the rule's
/// facts (its bounds as the field shows them, its digit limits, its length limit and unit).
struct NumberMessages: Sendable {
  var outOfRange: Reason
  var negative = Reason(.outOfRange, Reason.Facts("number.negative"))
  var fraction: Reason
  var integer: Reason
  var notANumber = Reason(.notANumber, Reason.Facts("number.notANumber"))
  var disallowed: Reason
  var tooLong: Reason
  var incomplete = Reason(.incomplete, Reason.Facts("number.incomplete"))
  var grouping = Reason(.filtered, Reason.Facts("number.groupingShown"))
  var reformatted = Reason(.reformatted, Reason.Facts("number.reformatted"))
  var notComplete = Reason(.incomplete, Reason.Facts("number.notComplete"))
  var clamped = Reason(.clamped, Reason.Facts("number.clamped"))
  var rounded = Reason(.rounded, Reason.Facts("number.rounded"))
  var tooManyDigits = Reason(
    .tooManyIntegerDigits,
    Reason.Facts("number.significantDigits", limit: ExactDecimal.maximumDigits))

  /// The reasons of a rule: its range, digit limits, length limit and keys named as the
  /// notation shows them.
  /// - Parameters:
  ///   - disallowed: the rule's own sentence for the keys it takes, when it has one.
  ///   - integer: the rule's own limit on all its digits ("At most 19 digits."), when it has one.
  init(
    notation: Notation, limits: NumberLimits, shownFractionDigits: Int, min: ExactDecimal?,
    max: ExactDecimal?, maxLength: Int?, disallowed: Reason.Sentence?, integer: Int?
  ) {
    func displayPlain(_ value: ExactDecimal) -> String {
      notation.show(NumberText(value: value, fractionDigits: shownFractionDigits)).text
    }
    let low = min.map { displayPlain($0) }
    let high = max.map { displayPlain($0) }
    let range: Reason.Facts
    switch (low, high) {
    case (let low?, let high?):
      range = Reason.Facts("number.range", lowerBound: low, upperBound: high)
    case (let low?, nil): range = Reason.Facts("number.atLeast", lowerBound: low)
    case (nil, let high?): range = Reason.Facts("number.atMost", upperBound: high)
    case (nil, nil): range = Reason.Facts("number.outsideRange")
    }
    outOfRange = Reason(.outOfRange, range)
    fraction = Reason(
      .tooManyFractionDigits, NumberMessages.fractionDigits(limits.maxFractionDigits))
    if let integer {
      self.integer = Reason(
        .tooManyIntegerDigits, Reason.Facts("number.totalDigits", limit: integer))
    } else {
      self.integer = Reason(
        .tooManyIntegerDigits,
        Reason.Facts("number.integerDigits", limit: limits.maxIntegerDigits))
    }
    if let maxLength {
      tooLong = Reason(
        .tooLong, Reason.Facts("number.tooLong", limit: maxLength, unit: notation.unit))
    } else {
      tooLong = Reason(.tooLong, Reason.Facts("number.textTooLong"))
    }
    // An exponent can make a whole or positive number of a mantissa with a separator or a
    // sign (1.8e1, 180e-1), so a scientific field takes every key.
    let scientific = notation.allowsExponent
    let keys =
      disallowed
      ?? NumberMessages.onlyKeys(
        minus: limits.negative != nil || scientific,
        separator: limits.maxFractionDigits > 0 || scientific, exponent: scientific)
    self.disallowed = Reason(.disallowedCharacter, Reason.Facts(keys))
  }

  /// "Whole numbers only." or "At most 2 digits after the decimal separator.", for the most
  /// fraction digits a field takes.
  static func fractionDigits(_ limit: Int) -> Reason.Facts {
    limit == 0
      ? Reason.Facts("number.wholeNumbersOnly")
      : Reason.Facts("number.fractionDigits", limit: limit)
  }

  /// "Only digits, a minus sign and the decimal separator can be typed here.", for the keys a
  /// field takes besides digits: one sentence for each set of keys.
  static func onlyKeys(minus: Bool, separator: Bool, exponent: Bool) -> Reason.Sentence {
    if exponent { return "number.onlyScientificKeys" }
    switch (minus, separator) {
    case (true, true): return "number.onlyDigitsMinusAndSeparator"
    case (true, false): return "number.onlyDigitsAndMinus"
    case (false, true): return "number.onlyDigitsAndSeparator"
    case (false, false): return "number.onlyDigits"
    }
  }

  func reason(_ code: Reason.Code) -> Reason {
    switch code {
    case .outOfRange: return outOfRange
    case .tooManyFractionDigits: return fraction
    case .tooManyIntegerDigits: return integer
    case .notANumber: return notANumber
    case .disallowedCharacter: return disallowed
    case .tooLong: return tooLong
    case .incomplete: return incomplete
    case .filtered: return grouping
    case .reformatted: return reformatted
    case .clamped: return clamped
    case .rounded: return rounded
    default: return Reason(code, notANumber.facts)
    }
  }
}

// Why a number rule refuses or judges a text, in its sentences.
extension NumberEditor {
  func reason(_ issue: ScanIssue) -> Reason {
    switch issue {
    case .disallowed: return disallowed
    case .notANumber: return messages.reason(.notANumber)
    case .tooManyDigits: return messages.tooManyDigits
    case .exponentTooLarge(let negative):
      if negative {
        let f = limits.maxFractionDigits
        return Reason(
          .tooManyFractionDigits,
          f == 0
            ? Reason.Facts("number.exponentTooSmallWhole")
            : Reason.Facts("number.exponentTooSmall", limit: f))
      }
      return Reason(
        .tooManyIntegerDigits,
        Reason.Facts("number.exponentTooLarge", limit: limits.maxIntegerDigits))
    case .currencySymbol(let scalar):
      return Reason(.disallowedCharacter, foreignCurrency(scalar))
    case .separatorInWholeNumber:
      return Reason(.tooManyFractionDigits, Reason.Facts("number.wholeNumbersOnly"))
    }
  }

  /// What a currency symbol that is not the field's is told: the symbol typed as `character`,
  /// the field's currency code as `name` and its symbol as `symbol`.
  func foreignCurrency(_ scalar: UInt32) -> Reason.Facts {
    let typed = Unicode.Scalar(scalar).map { Character($0) } ?? "?"
    guard let currency else {
      return Reason.Facts("number.currencySymbol", character: typed)
    }
    return Reason.Facts(
      "number.otherCurrency", character: typed, name: currency.code, symbol: currency.symbol)
  }

  func reason(forFailureOf t: NumberText) -> Reason {
    let code = limits.failure(of: t)
    if code == .outOfRange && t.negative && limits.negative == nil {
      // "-0" is zero: refused for what zero is refused for, or for its sign where zero is fine.
      if t.isComplete && t.digits.isZero {
        return limits.positive.map { $0.lower.m.isZero } ?? false
          ? Reason(.outOfRange, Reason.Facts("number.minusAtZero", number: 0))
          : messages.reason(.outOfRange)
      }
      return messages.negative
    }
    return messages.reason(code)
  }

  /// Why commit finds a text not valid, read as `t` (or not read, for `issue`).
  func reason(forCommitting t: NumberText, issue: ScanIssue?) -> Reason {
    if let issue { return reason(issue) }
    if !t.isComplete { return messages.notComplete }
    if limits.value(of: t) != nil { return messages.reason(.tooLong) }
    return reason(forFailureOf: t)
  }
}
