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
  public var keyboard: KeyboardKind
  /// Autocorrection and predictive suggestions, which insert words the rule may refuse.
  public var autocorrection: TraitPreference
  public var spellChecking: TraitPreference
  public var capitalization: Capitalization
  /// Smart quotes, smart dashes and smart spacing, which insert characters the rule may refuse.
  public var smartPunctuation: TraitPreference

  public init(
    keyboard: KeyboardKind = .default, autocorrection: TraitPreference = .default,
    spellChecking: TraitPreference = .default, capitalization: Capitalization = .default,
    smartPunctuation: TraitPreference = .default
  ) {
    self.keyboard = keyboard
    self.autocorrection = autocorrection
    self.spellChecking = spellChecking
    self.capitalization = capitalization
    self.smartPunctuation = smartPunctuation
  }

  /// Everything left to the platform.
  public static let `default` = KeyboardSuggestion()

  /// A field restricted to some characters: the keyboard given, and nothing that inserts text
  /// on its own (autocorrection, smart punctuation, capitalization).
  public static func restricted(
    to keyboard: KeyboardKind, capitalization: Capitalization = .none
  ) -> KeyboardSuggestion {
    KeyboardSuggestion(
      keyboard: keyboard, autocorrection: .no, spellChecking: .no,
      capitalization: capitalization, smartPunctuation: .no)
  }

  /// The suggestion of a rule that adopts `KeyboardSuggesting`, or the default.
  public static func suggested<R: InputRule>(for rule: R) -> KeyboardSuggestion {
    (rule as? any KeyboardSuggesting)?.keyboardSuggestion ?? .default
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
    let printable = (0x20...0x7E).compactMap { Unicode.Scalar($0).map(Character.init) }
    let accepted = Set(printable.filter(accepts))
    let digits = Set("0123456789")
    let restrictedCaps = caps == .default ? .none : caps
    if !accepted.isEmpty && accepted.isSubset(of: digits) {
      return .restricted(to: .numberPad, capitalization: restrictedCaps)
    }
    if accepted.isSuperset(of: digits) {
      let rest = accepted.subtracting(digits)
      if !rest.isEmpty && rest.isSubset(of: Set(".,")) {
        return .restricted(to: .decimalPad, capitalization: restrictedCaps)
      }
      if !rest.isEmpty && rest.isSubset(of: Set("+*#")) {
        return .restricted(to: .phonePad, capitalization: restrictedCaps)
      }
    }
    let others: [Character] = ["é", "ß", "ж", "あ", "中", "١"]
    let onlyASCII = allowed != nil && !others.contains(where: accepts)
    return .restricted(to: onlyASCII ? .asciiCapable : .default, capitalization: restrictedCaps)
  }

  /// Whether a character typed alone would get past the rule's character sets.
  private func accepts(_ character: Character) -> Bool {
    if !excluded.isEmpty && excluded.contains(character) { return false }
    return allowed?.contains(character) ?? true
  }
}
