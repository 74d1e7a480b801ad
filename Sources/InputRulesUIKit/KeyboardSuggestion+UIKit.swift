#if canImport(UIKit) && !os(watchOS) && (!os(Linux) || INPUTRULES_STAND_INS)
  import InputRules
  import InputRulesPlatform
  import UIKit

  extension UIKeyboardType {
    /// The UIKit keyboard for a suggested kind.
    public init(_ kind: KeyboardKind) {
      switch kind {
      case .default: self = .default
      case .asciiCapable: self = .asciiCapable
      case .numberPad: self = .numberPad
      case .decimalPad: self = .decimalPad
      case .phonePad: self = .phonePad
      case .numbersAndPunctuation: self = .numbersAndPunctuation
      case .emailAddress: self = .emailAddress
      case .url: self = .URL
      }
    }
  }

  extension UITextAutocorrectionType {
    public init(_ preference: TraitPreference) {
      switch preference {
      case .default: self = .default
      case .yes: self = .yes
      case .no: self = .no
      }
    }
  }

  extension UITextSpellCheckingType {
    public init(_ preference: TraitPreference) {
      switch preference {
      case .default: self = .default
      case .yes: self = .yes
      case .no: self = .no
      }
    }
  }

  extension UITextSmartQuotesType {
    public init(_ preference: TraitPreference) {
      switch preference {
      case .default: self = .default
      case .yes: self = .yes
      case .no: self = .no
      }
    }
  }

  extension UITextSmartDashesType {
    public init(_ preference: TraitPreference) {
      switch preference {
      case .default: self = .default
      case .yes: self = .yes
      case .no: self = .no
      }
    }
  }

  extension UITextSmartInsertDeleteType {
    public init(_ preference: TraitPreference) {
      switch preference {
      case .default: self = .default
      case .yes: self = .yes
      case .no: self = .no
      }
    }
  }

  extension UITextAutocapitalizationType {
    /// UIKit's capitalization for a suggested one; the platform default is `.sentences`.
    public init(_ capitalization: Capitalization) {
      switch capitalization {
      case .default, .sentences: self = .sentences
      case .none: self = .none
      case .words: self = .words
      case .allCharacters: self = .allCharacters
      }
    }
  }

  extension UITextContentType {
    /// UIKit's content type for what a rule says its field holds.
    public init(_ content: ContentHint) {
      switch content {
      case .oneTimeCode: self = .oneTimeCode
      case .creditCardNumber: self = .creditCardNumber
      case .telephoneNumber: self = .telephoneNumber
      }
    }
  }

  extension UITextField {
    /// Sets the keyboard and traits a rule suggests, and the content type when the rule names
    /// one (a content type the field has is kept otherwise). A field that turns autocorrection
    /// off turns inline predictions (iOS 17) and Writing Tools (iOS 18) off too: they insert and
    /// rewrite words the rule did not ask for. Call it before setting your own traits, or leave
    /// it out to keep yours.
    public func applyKeyboardSuggestion(_ suggestion: KeyboardSuggestion) {
      if let content = suggestion.content { textContentType = UITextContentType(content) }
      keyboardType = UIKeyboardType(suggestion.keyboard)
      autocorrectionType = UITextAutocorrectionType(suggestion.autocorrection)
      spellCheckingType = UITextSpellCheckingType(suggestion.spellChecking)
      autocapitalizationType = UITextAutocapitalizationType(suggestion.capitalization)
      smartQuotesType = UITextSmartQuotesType(suggestion.smartPunctuation)
      smartDashesType = UITextSmartDashesType(suggestion.smartPunctuation)
      smartInsertDeleteType = UITextSmartInsertDeleteType(suggestion.smartPunctuation)
      if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
        inlinePredictionType = suggestion.allowsWritingHelp ? .default : .no
      }
      #if !os(tvOS)
        if #available(iOS 18.0, visionOS 2.4, macCatalyst 18.0, *) {
          writingToolsBehavior = suggestion.allowsWritingHelp ? .default : .none
        }
      #endif
      if isFirstResponder { reloadInputViews() }
    }
  }
#endif
