import InputRules

/// The fields of the classic constrained-text-field demo, plus two more.
enum DemoRules {
  /// Vowels only (upper and lower case), at most 6.
  static let vowels = TextRule.allowing("aeiouAEIOU").maximumLength(6)
  /// Anything but vowels, at most 8.
  static let notVowels = TextRule.excluding("aeiouAEIOU").maximumLength(8)
  /// Digits only, at most 3.
  static let digits = TextRule.allowing(.digits).maximumLength(3)
  /// Anything, at most 6.
  static let maxSix = TextRule.maximumLength(6)
  /// Only the letters of "freaky", at most 10.
  static let freaky = TextRule.allowing("freaky").maximumLength(10)
}
