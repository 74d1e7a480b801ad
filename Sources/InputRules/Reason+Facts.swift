extension Reason {
  /// The facts one reason's sentence is made of, typed, and the sentence that tells them.
  ///
  /// An app that words reasons itself reads them: `facts.limit` and `facts.unit` for `tooLong`,
  /// `facts.character` for `disallowedCharacter`, `facts.lowerBound` and `facts.upperBound` for
  /// `outOfRange`. A fact the sentence does not use is `nil`. Values a field shows (bounds,
  /// dates, options) are written as the field writes them, in its locale's digits.
  public struct Facts: Hashable, Sendable {
    /// Which sentence tells these facts; one code has several (`tooLong` in a text field and in
    /// a card number field are told differently).
    public var sentence: Sentence
    /// The character refused or in question.
    public var character: Character?
    /// The text in question: the entry, the pasted text, the start typed so far.
    public var text: String?
    /// A count: the most characters or digits, the length a code has, the days of a month.
    public var limit: Int?
    /// The unit `limit` counts in, for a length.
    public var unit: LengthUnit?
    /// The smallest value allowed, as the field shows it.
    public var lowerBound: String?
    /// The largest value allowed, as the field shows it.
    public var upperBound: String?
    /// What the field expects, as it shows it: a mask's format, a date's placeholder.
    public var format: String?
    /// A name the sentence mentions: a card brand, a country or region code, an option, a
    /// currency code, a calling code.
    public var name: String?
    /// A symbol the sentence mentions: a currency symbol, a separator.
    public var symbol: String?
    /// A second count, where a sentence has two: a year, the number of options.
    public var number: Int?
    /// A month, 1 to 12, named in the sentence's language.
    public var month: Int?
    /// Whether the field holds a date or a time, for sentences said of either.
    public var subject: Subject?
    /// The options to choose from, as the field shows them (the first few when there are many).
    public var options: [String]
    /// The reason this one reports on: why a value set by the program was not taken.
    public var cause: Reason? {
      get { causes.first }
      set { causes = newValue.map { [$0] } ?? [] }
    }
    // Zero or one element: a struct cannot hold an optional of itself.
    @usableFromInline var causes: [Reason]

    /// The facts of one sentence; every fact not given is `nil`.
    @inlinable
    public init(
      _ sentence: Sentence, character: Character? = nil, text: String? = nil, limit: Int? = nil,
      unit: LengthUnit? = nil, lowerBound: String? = nil, upperBound: String? = nil,
      format: String? = nil, name: String? = nil, symbol: String? = nil, number: Int? = nil,
      month: Int? = nil, subject: Subject? = nil, options: [String] = [], cause: Reason? = nil
    ) {
      self.sentence = sentence
      self.character = character
      self.text = text
      self.limit = limit
      self.unit = unit
      self.lowerBound = lowerBound
      self.upperBound = upperBound
      self.format = format
      self.name = name
      self.symbol = symbol
      self.number = number
      self.month = month
      self.subject = subject
      self.options = options
      self.causes = cause.map { [$0] } ?? []
    }
  }

  /// What a date or time field holds, for sentences said of either.
  public enum Subject: String, Hashable, Sendable {
    /// A date, with or without a time.
    case date
    /// A time of day alone.
    case time
  }

  /// Which sentence tells a reason's facts: a stable identifier such as `text.tooLong`, the key
  /// of the sentence in every language's catalog and in an app's own wording.
  public struct Sentence: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The identifier as spelled, such as `text.tooLong`.
    public var rawValue: String
    /// The sentence with this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The sentence with this identifier, as a rule names its own: `Reason.Sentence("my.id")`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The sentence a string literal spells, as the built-in sentences are named.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// An app's own finished sentence, in `text`, shown as it is in every language.
    public static let literal: Sentence = "literal"
  }
}
