import InputRules
import InputRulesCodes
import InputRulesNumbers

/// What a form reads of a card number: its brand's security code.
enum FormCards {
  /// The digits of the security code of the card whose canonical number is `number`; `nil`
  /// when no brand is known for it.
  static func securityCodeLength(ofCardNumber number: String) -> Int? {
    CardRule.brand(ofDigits: number)?.securityCodeLength
  }

  /// The brand's name, for messages.
  static func brandName(ofCardNumber number: String) -> String? {
    CardRule.brand(ofDigits: number)?.name
  }
}

/// The sentence an `order` rule is told with, and its facts.
enum FormGapWords {
  /// "after Arrival", "not before Arrival", "at least 2 days after Arrival", …
  static func facts(strict: Bool, gap: FormGap?, after label: String) -> Reason.Facts {
    switch gap {
    case nil:
      return Reason.Facts(strict ? "form.after" : "form.notBefore", name: label)
    case .number(let amount)?:
      return Reason.Facts("form.afterByAmount", text: amount.description, name: label)
    case .duration(let duration)?:
      if duration.years != 0 {
        return Reason.Facts("form.afterByYears", limit: duration.years, name: label)
      }
      if duration.months != 0 {
        return Reason.Facts("form.afterByMonths", limit: duration.months, name: label)
      }
      if duration.days != 0 {
        return Reason.Facts("form.afterByDays", limit: duration.days, name: label)
      }
      let minutes = duration.hours * 60 + duration.minutes
      return Reason.Facts("form.afterByMinutes", limit: minutes, name: label)
    }
  }
}
