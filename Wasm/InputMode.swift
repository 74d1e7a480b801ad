// The HTML `inputmode` a field suits: which on-screen keyboard a phone shows.

import InputRules
import InputRulesSpec

/// The on-screen keyboard for a field, as an HTML `inputmode` value.
enum InputMode {
  /// By kind; a mask by its slots (a number pad only when no slot takes a letter); a text
  /// field by asking a fresh field which ASCII letters and digits it takes (a number pad only
  /// when it takes a digit and no letter). The keyboard follows what the rule accepts, never
  /// decides it.
  static func of(_ spec: RuleSpec, fresh: () -> SpecField?) -> String {
    switch spec {
    case .integer, .oneTimeCode, .date, .card: return "numeric"
    case .decimal, .money: return "decimal"
    case .iban, .choice: return "text"
    case .mask(let mask): return mask.mayTakeLetters ? "text" : "numeric"
    case .text:
      guard let field = fresh() else { return "text" }
      let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
      if letters.contains(where: { takes($0, field) }) { return "text" }
      return "0123456789".contains(where: { takes($0, field) }) ? "numeric" : "text"
    }
  }

  /// Whether typing `key` into the empty field leaves it in the text.
  private static func takes(_ key: Character, _ field: SpecField) -> Bool {
    field.restore(FieldState())
    return field.perform(.type(String(key)), times: nil).outcome != .rejected
      && field.state.text.contains(key)
  }
}
