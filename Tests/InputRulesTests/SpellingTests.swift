import InputRules
import Testing

/// `Spelling`: a name matched against literals byte for byte, as the engine matches the
/// identifiers it reads (locale tags, a sentence's placeholders, replay keys).
@Suite struct SpellingTests {
  @Test(
    "a name matches the literal with exactly its bytes",
    arguments: [
      ("arab", "arab", true),
      ("ara", "arab", false),
      ("arabext", "arab", false),
      ("Arab", "arab", false),
      ("", "", true),
      ("", "a", false),
      ("a", "", false),
      ("zh-Hans", "zh-Hans", true),
      ("Zürich", "Zürich", true),
    ] as [(String, StaticString, Bool)])
  func matches(name: String, literal: StaticString, expected: Bool) {
    #expect((literal ~= name.spelling) == expected)
    #expect((name.spelling == literal) == expected)
  }

  /// Where `String`'s `==` (canonical equivalence) and the bytes disagree, the bytes decide: a
  /// name with a Kelvin sign or a decomposed accent spells no ASCII identifier.
  @Test(
    "canonically equivalent but spelled otherwise: no match",
    arguments: [
      ("\u{212A}", "K"),
      ("\u{37E}", ";"),
      ("e\u{301}", "é"),
    ] as [(String, StaticString)])
  func canonicalEquivalents(name: String, literal: StaticString) {
    #expect(name == literal.description)
    #expect(!(literal ~= name.spelling))
  }

  @Test("a one-character literal kept as its scalar matches as the same bytes")
  func scalarLiteral() {
    // A static string made through `ExpressibleByUnicodeScalarLiteral` holds its scalar, not a
    // pointer to its bytes.
    func scalar<Literal: ExpressibleByUnicodeScalarLiteral>(euro: Bool) -> Literal {
      euro ? "€" : "u"
    }
    let letter: StaticString = scalar(euro: false)
    #expect(!letter.hasPointerRepresentation)
    #expect(letter ~= "u".spelling)
    #expect(!(letter ~= "U".spelling))
    #expect(!(letter ~= "uu".spelling))
    let euro: StaticString = scalar(euro: true)
    #expect(!euro.hasPointerRepresentation)
    #expect(euro ~= "€".spelling)
    #expect(!(euro ~= "e".spelling))
  }

  @Test("in a switch: several patterns in a case, the first matching case, the default")
  func inASwitch() {
    func system(_ language: String) -> String {
      switch language.spelling {
      case "ar", "ckb": return "arab"
      case "fa": return "arabext"
      case "": return "none"
      default: return "latn"
      }
    }
    #expect(system("ar") == "arab")
    #expect(system("ckb") == "arab")
    #expect(system("fa") == "arabext")
    #expect(system("") == "none")
    #expect(system("de") == "latn")
    #expect(system("far") == "latn")
  }
}
