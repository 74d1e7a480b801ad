import InputRules
import InputRulesNumbers

extension RuleContext {
  /// The language a field built in this context tells its reasons in: the language `identifier`
  /// names (`--language`: a BCP 47 tag or an ICU locale identifier, `de`, `pt-BR`, `de_DE`),
  /// else the language of the context's locale. Numbers in the sentences are written with the
  /// digits the field writes its numbers with (those of the context's locale, `٦` in `ar_EG`),
  /// whichever language tells them. A language with no catalog of its own is told in English.
  package func messageLanguage(_ identifier: String? = nil) -> Language {
    Language(identifier ?? localeIdentifier).writingDigits(numberSymbols.digits)
  }

  /// How a front end tells a field's reasons in this context: the built-in sentences in
  /// `messageLanguage(identifier)`.
  package func reasonMessages(language identifier: String? = nil) -> ReasonMessages {
    ReasonMessages(language: messageLanguage(identifier))
  }
}
