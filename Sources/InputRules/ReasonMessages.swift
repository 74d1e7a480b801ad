/// How a front end tells reasons: in a language, with the app's own wording where it has one.
///
/// The app has the last word. Its wording is asked first, with the reason's code and typed
/// facts; where it has nothing to say, the built-in sentence in ``language`` is told. An app
/// with a string catalog words a code with its own localized, pluralized string:
///
/// ```swift
/// let messages = ReasonMessages(language: Language("de_DE")) { reason, _ in
///   switch reason.code {
///   case .tooLong: String(localized: "At most \(reason.facts.limit ?? 0) characters")
///   default: nil
///   }
/// }
/// ```
///
/// or hands a table of templates (the catalog syntax: `{limit}`, `{limit, plural, one {…}
/// other {…}}`, `{character}`), keyed by a code (`tooLong`) or, more precisely, by a sentence
/// (`text.tooLong`).
public struct ReasonMessages: Sendable {
  /// The language of the built-in sentences and of the numbers in them.
  public var language: Language
  private var wording: (@Sendable (Reason, Language) -> String?)?
  private var templates: [String: String]

  /// Built-in sentences in `language`, with `wording` asked first for each reason.
  public init(
    language: Language = .english, wording: (@Sendable (Reason, Language) -> String?)? = nil
  ) {
    self.language = language
    self.wording = wording
    self.templates = [:]
  }

  /// Built-in sentences in `language`, except where `templates` has one for the reason's
  /// sentence id (`text.tooLong`) or code (`tooLong`): the template is told with the reason's
  /// facts. A template whose braces do not balance is not used: the built-in sentence is told.
  public init(language: Language = .english, templates: [String: String]) {
    self.language = language
    self.wording = nil
    self.templates = templates
  }

  /// The sentence a person is shown or told for `reason`.
  public func message(for reason: Reason) -> String {
    if let wording, let own = wording(reason, language) { return own }
    if let template = templates[reason.facts.sentence.rawValue] ?? templates[reason.code.rawValue],
      MessageTemplate.isWellFormed(template)
    {
      return MessageTemplate(template, facts: reason.facts, language: language).rendered()
    }
    return reason.message(in: language)
  }
}
