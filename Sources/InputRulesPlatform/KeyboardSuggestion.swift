import InputRules

/// The keyboard a field should show. Adapters map it to the platform's value (`UIKeyboardType`).
public enum KeyboardKind: String, Hashable, Sendable, CaseIterable {
  /// The platform's default keyboard.
  case `default`
  /// Letters and digits of the ASCII range only.
  case asciiCapable
  /// Digits only.
  case numberPad
  /// Digits and the decimal separator.
  case decimalPad
  /// Digits and `+ * #`.
  case phonePad
  /// Digits and punctuation.
  case numbersAndPunctuation
  /// An e-mail address.
  case emailAddress
  /// A URL.
  case url
}

/// Yes, no, or the platform's default, for a keyboard trait.
public enum TraitPreference: String, Hashable, Sendable, CaseIterable {
  case `default`, yes, no
}

/// How the keyboard capitalizes what is typed.
public enum Capitalization: String, Hashable, Sendable, CaseIterable {
  /// The platform's default (sentences, on iOS).
  case `default`
  case none, words, sentences, allCharacters
}

/// The keyboard and traits a rule suggests. The app may override any of them.
public struct KeyboardSuggestion: Hashable, Sendable {
  /// The keyboard to show.
  public var keyboard: KeyboardKind
  /// Autocorrection and predictive suggestions, which insert words the rule may refuse.
  public var autocorrection: TraitPreference
  /// Spell checking; a field restricted to some characters turns it off (`restricted(to:)`).
  public var spellChecking: TraitPreference
  /// How the keyboard capitalizes: every character for an upper-case text rule, nothing in a field
  /// restricted to some characters.
  public var capitalization: Capitalization
  /// Smart quotes, smart dashes and smart spacing, which insert characters the rule may refuse.
  public var smartPunctuation: TraitPreference
  /// What the field holds, so that the platform offers to fill it in (the code of a message
  /// just received, a saved card): the rule's `contentHint`.
  public var content: ContentHint?

  /// A suggestion that leaves to the platform whatever it does not name.
  public init(
    keyboard: KeyboardKind = .default, autocorrection: TraitPreference = .default,
    spellChecking: TraitPreference = .default, capitalization: Capitalization = .default,
    smartPunctuation: TraitPreference = .default, content: ContentHint? = nil
  ) {
    self.keyboard = keyboard
    self.autocorrection = autocorrection
    self.spellChecking = spellChecking
    self.capitalization = capitalization
    self.smartPunctuation = smartPunctuation
    self.content = content
  }

  /// Everything left to the platform.
  public static let `default` = KeyboardSuggestion()

  /// Whether the platform's writing help may stay on: inline predictions (iOS 17, grey text
  /// accepted with a space) and Writing Tools (iOS 18, which rewrites the whole text). Both
  /// insert words the rule did not ask for, so a field that turns autocorrection off turns them
  /// off too.
  public var allowsWritingHelp: Bool { autocorrection != .no }

  /// A field restricted to some characters: the keyboard given, and nothing that inserts text
  /// on its own (autocorrection, smart punctuation, capitalization).
  public static func restricted(
    to keyboard: KeyboardKind, capitalization: Capitalization = .none
  ) -> KeyboardSuggestion {
    KeyboardSuggestion(
      keyboard: keyboard, autocorrection: .no, spellChecking: .no,
      capitalization: capitalization, smartPunctuation: .no)
  }

  /// The suggestion of a rule that adopts `KeyboardSuggesting`; for a rule whose `contentHint`
  /// calls for a keyboard of its own (a phone number: the phone pad), that keyboard; for any
  /// other rule, the one its behaviour implies: each printable ASCII character and a few others
  /// are typed into an empty field and after a "1", and the keyboard is chosen from the
  /// characters that end up in the text (in either case). A key the rule takes as a command (a
  /// "+" that makes an amount positive) or skips (typed grouping) does not count. The content
  /// is the rule's `contentHint` unless the rule's own suggestion names one.
  public static func suggested<R: InputRule>(for rule: R) -> KeyboardSuggestion {
    var suggestion = behaviourSuggestion(for: rule)
    if suggestion.content == nil { suggestion.content = rule.contentHint }
    return suggestion
  }

  private static func behaviourSuggestion<R: InputRule>(for rule: R) -> KeyboardSuggestion {
    if let suggesting = rule as? any KeyboardSuggesting { return suggesting.keyboardSuggestion }
    if let keyboard = rule.contentHint?.keyboard { return .restricted(to: keyboard) }
    func accepts(_ character: Character) -> Bool {
      let key = String(character).lowercased()
      func occurrences(in text: String) -> Int {
        text.lowercased().filter { String($0) == key }.count
      }
      return ["", "1"].contains { prefix in
        let edit = Edit(
          location: prefix.utf16.count, length: 0, replacement: String(character), kind: .typing)
        let result = FieldEngine.apply(edit, to: FieldState(text: prefix), under: rule)
        return result.isAccepted && occurrences(in: result.state.text) > occurrences(in: prefix)
      }
    }
    let accepted = Set(printableASCII.filter(accepts))
    guard accepted.count < printableASCII.count else { return .default }
    return classify(
      accepted: accepted, acceptsNonASCII: nonASCIISamples.contains(where: accepts),
      capitalization: .none)
  }

  /// The printable ASCII characters, space to tilde.
  static let printableASCII: [Character] = (0x20...0x7E).compactMap {
    Unicode.Scalar($0).map(Character.init)
  }

  /// Letters of other scripts, to tell an ASCII-only rule (digits of other scripts do not count:
  /// a number pad types the locale's digits).
  static let nonASCIISamples: [Character] = ["é", "ß", "ж", "あ", "中"]

  /// The keyboard for a field restricted to `accepted` (among printable ASCII characters).
  static func classify(
    accepted: Set<Character>, acceptsNonASCII: Bool, capitalization: Capitalization
  ) -> KeyboardSuggestion {
    let digits = Set<Character>("0123456789")
    let rest = accepted.subtracting(digits)
    let hasDigits = !accepted.isDisjoint(with: digits)
    if hasDigits && !acceptsNonASCII {
      if rest.isEmpty { return .restricted(to: .numberPad, capitalization: capitalization) }
      if rest.isSubset(of: Set(".,'’ ")) && !rest.isDisjoint(with: Set(".,")) {
        return .restricted(to: .decimalPad, capitalization: capitalization)
      }
      if rest.isSubset(of: Set("+*#")) {
        return .restricted(to: .phonePad, capitalization: capitalization)
      }
      if rest.isSubset(of: Set(".,'’ -+()/:")) {
        return .restricted(to: .numbersAndPunctuation, capitalization: capitalization)
      }
    }
    let letters = accepted.contains { $0.isLetter }
    let keyboard: KeyboardKind = letters && !acceptsNonASCII ? .asciiCapable : .default
    return .restricted(to: keyboard, capitalization: capitalization)
  }
}

extension ContentHint {
  /// The keyboard this content calls for whatever characters the rule takes, or `nil` when the
  /// rule's characters decide. A phone number gets the phone pad even from a rule that also
  /// takes letters or separators (which the probe would answer with a full keyboard): its
  /// digits, `+`, `*` and `#` are what a number is dialled with, and what autofill inserts needs
  /// no keys at all. The one place a content chooses a keyboard: every adapter reads it
  /// through `KeyboardSuggestion.suggested(for:)`.
  var keyboard: KeyboardKind? {
    switch self {
    case .telephoneNumber: .phonePad
    // The probe already finds the number pad for the digits these rules take.
    case .oneTimeCode, .creditCardNumber: nil
    }
  }
}

/// A rule that knows which keyboard suits it. Rules from any module can adopt it; the adapters
/// ask for it and map the answer to the platform.
public protocol KeyboardSuggesting {
  var keyboardSuggestion: KeyboardSuggestion { get }
}

extension TextRule: KeyboardSuggesting {
  /// Digits only: number pad. Digits and a decimal separator: decimal pad. Digits and phone
  /// symbols: phone pad. ASCII only: ASCII keyboard. Any restriction on characters turns off
  /// autocorrection and smart punctuation; an upper-case rule capitalizes every character.
  ///
  /// Judged by asking the rule's character sets about the printable ASCII characters and a few
  /// others, so custom predicates count too.
  public var keyboardSuggestion: KeyboardSuggestion {
    let caps: Capitalization =
      switch letterCase {
      case .upper: .allCharacters
      case .lower: .none
      case nil: .default
      }
    guard allowed != nil || !excluded.isEmpty else {
      return KeyboardSuggestion(capitalization: caps)
    }
    let accepted = Set(KeyboardSuggestion.printableASCII.filter(accepts))
    return KeyboardSuggestion.classify(
      accepted: accepted,
      acceptsNonASCII: KeyboardSuggestion.nonASCIISamples.contains(where: accepts),
      capitalization: caps == .default ? .none : caps)
  }

  /// Whether a character typed alone would get past the rule's character sets.
  private func accepts(_ character: Character) -> Bool {
    if !excluded.isEmpty && excluded.contains(character) { return false }
    return allowed?.contains(character) ?? true
  }
}
