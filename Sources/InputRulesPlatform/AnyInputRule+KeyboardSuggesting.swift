import InputRules

extension AnyInputRule: KeyboardSuggesting {
  /// The keyboard the wrapped rule suggests (its own when it adopts `KeyboardSuggesting`), so
  /// that adapters holding a rule of any type reach it through the wrapper. Asked of the rule
  /// itself (`base`) each time, since the core module that wraps rules knows nothing of
  /// keyboards; adapters ask when a rule is set, not at every key.
  public var keyboardSuggestion: KeyboardSuggestion { KeyboardSuggestion.suggested(for: base) }
}
