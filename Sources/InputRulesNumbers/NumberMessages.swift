import InputRules

/// The sentences that go with reason codes, written once per rule.
struct NumberMessages: Sendable {
  var outOfRange: String
  var negative: String
  var fraction: String
  var integer: String
  var notANumber = "That is not a number."
  var disallowed = "Only digits, a sign and the decimal separator can be typed here."
  var tooLong: String
  var incomplete = "The number is not complete yet."
  var grouping = "Grouping separators are shown by the field; typing one does nothing."
  var reformatted = "The number was reformatted."
  var notComplete = "The number was not complete."
  var clamped = "The number was brought into the allowed range."
  var rounded = "The number was rounded to the allowed digits."
  var tooManyDigits = "At most 38 significant digits."

  /// The sentences of a rule: its range, digit limits, length limit and keys named as the
  /// notation shows them.
  /// - Parameters:
  ///   - disallowed, integer: the rule's own sentences for those reasons, when it has them.
  init(
    notation: Notation, limits: NumberLimits, shownFractionDigits: Int, min: ExactDecimal?,
    max: ExactDecimal?, maxLength: Int?, disallowed: String?, integer: String?
  ) {
    negative = "Negative numbers are not allowed."
    func displayPlain(_ value: ExactDecimal) -> String {
      notation.show(NumberText(value: value, fractionDigits: shownFractionDigits)).text
    }
    let low = min.map { displayPlain($0) }
    let high = max.map { displayPlain($0) }
    switch (low, high) {
    case (let low?, let high?): outOfRange = "The number must be from \(low) to \(high)."
    case (let low?, nil): outOfRange = "The number must be at least \(low)."
    case (nil, let high?): outOfRange = "The number must be at most \(high)."
    case (nil, nil): outOfRange = "The number is outside the allowed range."
    }
    let f = limits.maxFractionDigits
    fraction =
      f == 0
      ? "Whole numbers only."
      : "At most \(f) digit\(f == 1 ? "" : "s") after the decimal separator."
    let i = limits.maxIntegerDigits
    self.integer = "At most \(i) digit\(i == 1 ? "" : "s") before the decimal separator."
    if let maxLength {
      tooLong = "At most \(maxLength) \(notation.unit.noun)."
    } else {
      tooLong = "The text is too long."
    }
    if let disallowed {
      self.disallowed = disallowed
    } else {
      // An exponent can make a whole or positive number of a mantissa with a separator or a
      // sign (1.8e1, 180e-1), so a scientific field takes every key.
      let scientific = notation.allowsExponent
      var keys = ["digits"]
      if limits.negative != nil || scientific { keys.append("a minus sign") }
      if limits.maxFractionDigits > 0 || scientific { keys.append("the decimal separator") }
      if scientific { keys.append("an exponent") }
      self.disallowed = NumberMessages.onlyKeys(keys)
    }
    if let integer { self.integer = integer }
  }

  /// "Only digits, a minus sign and the decimal separator can be typed here.", for the keys a
  /// field takes.
  static func onlyKeys(_ keys: [String]) -> String {
    let list =
      keys.count <= 1
      ? keys.first ?? "digits"
      : keys.dropLast().joined(separator: ", ") + " and " + keys[keys.count - 1]
    return "Only \(list) can be typed here."
  }

  func reason(_ code: Reason.Code) -> Reason {
    switch code {
    case .outOfRange: return Reason(code, outOfRange)
    case .tooManyFractionDigits: return Reason(code, fraction)
    case .tooManyIntegerDigits: return Reason(code, integer)
    case .notANumber: return Reason(code, notANumber)
    case .disallowedCharacter: return Reason(code, disallowed)
    case .tooLong: return Reason(code, tooLong)
    case .incomplete: return Reason(code, incomplete)
    case .filtered: return Reason(code, grouping)
    case .reformatted: return Reason(code, reformatted)
    case .clamped: return Reason(code, clamped)
    case .rounded: return Reason(code, rounded)
    default: return Reason(code, notANumber)
    }
  }
}

// Why a number rule refuses or judges a text, in its sentences.
extension NumberEditor {
  func reason(_ issue: ScanIssue) -> Reason {
    switch issue {
    case .disallowed: return disallowed
    case .notANumber: return messages.reason(.notANumber)
    case .tooManyDigits: return Reason(.tooManyIntegerDigits, messages.tooManyDigits)
    case .exponentTooLarge(let negative):
      if negative {
        let f = limits.maxFractionDigits
        return Reason(
          .tooManyFractionDigits,
          "The exponent makes the number too small: "
            + (f == 0
              ? "whole numbers only."
              : "at most \(f) digit\(f == 1 ? "" : "s") after the decimal separator."))
      }
      let i = limits.maxIntegerDigits
      return Reason(
        .tooManyIntegerDigits,
        "The exponent makes the number too large: at most \(i) digit\(i == 1 ? "" : "s") "
          + "before the decimal separator.")
    case .currencySymbol(let scalar):
      return Reason(.disallowedCharacter, foreignCurrency(scalar))
    case .separatorInWholeNumber: return Reason(.tooManyFractionDigits, "Whole numbers only.")
    }
  }

  /// What a currency symbol that is not the field's is told.
  func foreignCurrency(_ scalar: UInt32) -> String {
    let symbol = Unicode.Scalar(scalar).map { String(Character($0)) } ?? "?"
    guard let currency else {
      return "“\(symbol)” is a currency symbol; this field takes a number without one."
    }
    return
      "“\(symbol)” is not this field's currency: it takes \(currency.code) (“\(currency.symbol)”)."
  }

  func reason(forFailureOf t: NumberText) -> Reason {
    let code = limits.failure(of: t)
    if code == .outOfRange && t.negative && limits.negative == nil {
      // "-0" is zero: refused for what zero is refused for, or for its sign where zero is fine.
      if t.isComplete && t.digits.isZero {
        return limits.positive.map { $0.lower.m.isZero } ?? false
          ? Reason(.outOfRange, "A minus sign cannot be typed here: the number is at least 0.")
          : messages.reason(.outOfRange)
      }
      return Reason(.outOfRange, messages.negative)
    }
    return messages.reason(code)
  }

  /// Why commit finds a text not valid, read as `t` (or not read, for `issue`).
  func reason(forCommitting t: NumberText, issue: ScanIssue?) -> Reason {
    if let issue { return reason(issue) }
    if !t.isComplete { return Reason(.incomplete, messages.notComplete) }
    if limits.value(of: t) != nil { return messages.reason(.tooLong) }
    return reason(forFailureOf: t)
  }
}
