/// Why a rule refused or changed an edit: a stable code for programs, and the facts a sentence
/// for people is made of, so the sentence can be told in the user's language.
///
/// A rule never builds the sentence: it names a ``Sentence`` and fills in the ``Facts`` (the
/// refused character, the limit and its unit, the range's bounds, the format expected). A front
/// end renders them with ``message(in:)`` in the field's ``Language``, or an app renders them
/// with its own wording through ``ReasonMessages``. ``message`` is the English sentence.
///
/// It is an `Error` too, for the APIs that fail with it (a text with no value when editing ends).
public struct Reason: Hashable, Sendable, CustomStringConvertible, Error {
  /// A stable identifier such as `disallowedCharacter` or `tooLong`.
  public var code: Code
  /// The facts the sentence is made of, and which sentence tells them.
  public var facts: Facts

  /// A reason with its code and the facts of this case, told by `facts.sentence`.
  @inlinable
  public init(_ code: Code, _ facts: Facts) {
    self.code = code
    self.facts = facts
  }

  /// A reason with its code and a finished sentence, for an app's own reasons: the app writes
  /// the sentence in its user's language, so it is shown as it is in every language.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.facts = Facts(.literal, text: message)
  }

  /// The sentence in English, the language every other one falls back to.
  public var message: String { message(in: .english) }

  /// The sentence in `language`: its words, plural forms and quotation marks, with numbers in the
  /// language's digits; a sentence the language lacks is told in English.
  public func message(in language: Language) -> String {
    ReasonCatalog.render(self, in: language)
  }

  /// The code and the English message as `code: message`, for logs.
  public var description: String { "\(code.rawValue): \(message)" }

  /// A stable reason code. Rules may define their own codes with `Reason.Code("myCode")`.
  public struct Code: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The identifier as spelled, such as `tooLong`.
    public var rawValue: String
    /// The code with this identifier; every string is one.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The code with this identifier, as a rule names its own: `Reason.Code("myCode")`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The code a string literal spells, as the built-in codes are declared.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A character the rule does not accept.
    public static let disallowedCharacter: Code = "disallowedCharacter"
    /// The text would exceed the maximum length.
    public static let tooLong: Code = "tooLong"
    /// Characters that are not accepted were dropped from a multi-character edit.
    public static let filtered: Code = "filtered"
    /// A multi-character edit was cut to what fits.
    public static let truncated: Code = "truncated"
    /// Letters were converted to the rule's case.
    public static let caseConverted: Code = "caseConverted"
    /// A value is outside the allowed range.
    public static let outOfRange: Code = "outOfRange"
    /// More fraction digits than the rule allows.
    public static let tooManyFractionDigits: Code = "tooManyFractionDigits"
    /// More integer digits than the rule allows.
    public static let tooManyIntegerDigits: Code = "tooManyIntegerDigits"
    /// The text is not a number.
    public static let notANumber: Code = "notANumber"
    /// The text does not start any allowed option.
    public static let noMatchingOption: Code = "noMatchingOption"
    /// The text is not complete yet.
    public static let incomplete: Code = "incomplete"
    /// A custom check supplied by the app refused the edit.
    public static let custom: Code = "custom"
    /// The text was reformatted (grouping, normal form) by the rule.
    public static let reformatted: Code = "reformatted"
    /// Editing ended and the text was reverted to the last valid value.
    public static let reverted: Code = "reverted"
    /// Editing ended and an out-of-range value was brought to the nearest bound.
    public static let clamped: Code = "clamped"
    /// Editing ended and a unique start was completed to its option.
    public static let completed: Code = "completed"
    /// A value set by the program is not acceptable under the rule.
    public static let invalidValue: Code = "invalidValue"
    /// A pasted or set number was rounded to the digits the rule allows.
    public static let rounded: Code = "rounded"
  }
}
