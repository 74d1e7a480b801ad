extension Reason {
  /// The facts one reason's sentence is made of, typed, and the sentence that tells them.
  ///
  /// An app that words reasons itself reads them: `facts.limit` and `facts.unit` for `tooLong`,
  /// `facts.character` for `disallowedCharacter`, `facts.lowerBound` and `facts.upperBound` for
  /// `outOfRange`. A fact the sentence does not use is `nil`. Values a field shows (bounds,
  /// dates, options) are written as the field writes them, in its locale's digits.
  public struct Facts: Hashable, Sendable {
    // The sentence and its facts live behind one reference, so that a `Reason` is three words
    // (its code and this reference) wherever it is copied: in every `EditResult` and
    // `Evaluation` of the keystroke path, set or not. Held inline, the facts made a `Reason`
    // about 30 words and every keystroke 1.2 to 1.9 times dearer; any layout over four words
    // (the sentence inline, say) kept the field model's keystroke up to 16% dearer. The price:
    // making `Facts` allocates (docs/benchmarks-messages.md).
    @usableFromInline var details: Details

    /// Which sentence tells these facts; one code has several (`tooLong` in a text field and in
    /// a card number field are told differently).
    public var sentence: Sentence {
      get { details.sentence }
      set {
        if !isKnownUniquelyReferenced(&details) { details = Details(copying: details) }
        details.sentence = newValue
      }
    }

    /// The character refused or in question.
    public var character: Character? {
      get { details.character }
      set { change { $0.character = newValue } }
    }
    /// The text in question: the entry, the pasted text, the start typed so far.
    public var text: String? {
      get { details.text }
      set { change { $0.text = newValue } }
    }
    /// A count: the most characters or digits, the length a code has, the days of a month.
    public var limit: Int? {
      get { details.limit }
      set { change { $0.limit = newValue } }
    }
    /// The unit `limit` counts in, for a length.
    public var unit: LengthUnit? {
      get { details.unit }
      set { change { $0.unit = newValue } }
    }
    /// The smallest value allowed, as the field shows it.
    public var lowerBound: String? {
      get { details.lowerBound }
      set { change { $0.lowerBound = newValue } }
    }
    /// The largest value allowed, as the field shows it.
    public var upperBound: String? {
      get { details.upperBound }
      set { change { $0.upperBound = newValue } }
    }
    /// What the field expects, as it shows it: a mask's format, a date's placeholder.
    public var format: String? {
      get { details.format }
      set { change { $0.format = newValue } }
    }
    /// A name the sentence mentions: a card brand, a country or region code, an option, a
    /// currency code, a calling code.
    public var name: String? {
      get { details.name }
      set { change { $0.name = newValue } }
    }
    /// A symbol the sentence mentions: a currency symbol, a separator.
    public var symbol: String? {
      get { details.symbol }
      set { change { $0.symbol = newValue } }
    }
    /// A second count, where a sentence has two: a year, the number of options.
    public var number: Int? {
      get { details.number }
      set { change { $0.number = newValue } }
    }
    /// A month, 1 to 12, named in the sentence's language.
    public var month: Int? {
      get { details.month }
      set { change { $0.month = newValue } }
    }
    /// Whether the field holds a date or a time, for sentences said of either.
    public var subject: Subject? {
      get { details.subject }
      set { change { $0.subject = newValue } }
    }
    /// The options to choose from, as the field shows them (the first few when there are many).
    public var options: [String] {
      get { details.options }
      set { change { $0.options = newValue } }
    }
    /// The reason this one reports on: why a value set by the program was not taken.
    public var cause: Reason? {
      get { details.cause }
      set { change { $0.cause = newValue } }
    }

    /// The facts of one sentence; every fact not given is `nil`. Not inlined: a reason is made
    /// in some two hundred places, and the call keeps each of them small.
    public init(
      _ sentence: Sentence, character: Character? = nil, text: String? = nil, limit: Int? = nil,
      unit: LengthUnit? = nil, lowerBound: String? = nil, upperBound: String? = nil,
      format: String? = nil, name: String? = nil, symbol: String? = nil, number: Int? = nil,
      month: Int? = nil, subject: Subject? = nil, options: [String] = [], cause: Reason? = nil
    ) {
      self.details = Details(
        sentence, character: character, text: text, limit: limit, unit: unit,
        lowerBound: lowerBound, upperBound: upperBound, format: format, name: name,
        symbol: symbol, number: number, month: month, subject: subject, options: options,
        cause: cause)
    }

    /// Changes the facts, copying them first when they are shared.
    private mutating func change(_ body: (Details) -> Void) {
      if !isKnownUniquelyReferenced(&details) { details = Details(copying: details) }
      body(details)
    }

    /// Whether two reasons' facts are the same: the same sentence and every fact equal.
    public static func == (lhs: Facts, rhs: Facts) -> Bool {
      let a = lhs.details
      let b = rhs.details
      return a === b
        || (a.sentence == b.sentence && a.character == b.character && a.text == b.text
          && a.limit == b.limit && a.unit == b.unit && a.lowerBound == b.lowerBound
          && a.upperBound == b.upperBound && a.format == b.format && a.name == b.name
          && a.symbol == b.symbol && a.number == b.number && a.month == b.month
          && a.subject == b.subject && a.options == b.options && a.cause == b.cause)
    }

    /// Hashes the sentence and every fact, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(details.sentence)
      hasher.combine(details.character)
      hasher.combine(details.text)
      hasher.combine(details.limit)
      hasher.combine(details.unit)
      hasher.combine(details.lowerBound)
      hasher.combine(details.upperBound)
      hasher.combine(details.format)
      hasher.combine(details.name)
      hasher.combine(details.symbol)
      hasher.combine(details.number)
      hasher.combine(details.month)
      hasher.combine(details.subject)
      hasher.combine(details.options)
      hasher.combine(details.cause)
    }

    /// The stored sentence and facts, shared by copies of `Facts` until one of them changes.
    @usableFromInline
    final class Details: @unchecked Sendable {
      // Sendable: `Facts` changes its details only while it holds the only reference to them
      // (copy on write), so shared details are never changed. No access overlaps another, so
      // the properties go without the dynamic exclusivity check (about 50 instructions a store,
      // 15 stores for every reason made).
      @usableFromInline @exclusivity(unchecked) var sentence: Sentence
      @usableFromInline @exclusivity(unchecked) var character: Character?
      @usableFromInline @exclusivity(unchecked) var text: String?
      @usableFromInline @exclusivity(unchecked) var limit: Int?
      @usableFromInline @exclusivity(unchecked) var unit: LengthUnit?
      @usableFromInline @exclusivity(unchecked) var lowerBound: String?
      @usableFromInline @exclusivity(unchecked) var upperBound: String?
      @usableFromInline @exclusivity(unchecked) var format: String?
      @usableFromInline @exclusivity(unchecked) var name: String?
      @usableFromInline @exclusivity(unchecked) var symbol: String?
      @usableFromInline @exclusivity(unchecked) var number: Int?
      @usableFromInline @exclusivity(unchecked) var month: Int?
      @usableFromInline @exclusivity(unchecked) var subject: Subject?
      @usableFromInline @exclusivity(unchecked) var options: [String]
      @usableFromInline @exclusivity(unchecked) var cause: Reason?

      // Stored one by one, in place (a struct of the facts made first and then stored was
      // copied field by field: about 200 instructions a reason).
      init(
        _ sentence: Sentence, character: Character?, text: String?, limit: Int?,
        unit: LengthUnit?, lowerBound: String?, upperBound: String?, format: String?,
        name: String?, symbol: String?, number: Int?, month: Int?, subject: Subject?,
        options: [String], cause: Reason?
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
        self.cause = cause
      }

      init(copying other: Details) {
        sentence = other.sentence
        character = other.character
        text = other.text
        limit = other.limit
        unit = other.unit
        lowerBound = other.lowerBound
        upperBound = other.upperBound
        format = other.format
        name = other.name
        symbol = other.symbol
        number = other.number
        month = other.month
        subject = other.subject
        options = other.options
        cause = other.cause
      }
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
