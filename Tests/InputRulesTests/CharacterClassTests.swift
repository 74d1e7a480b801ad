import InputRules
import InputRulesTestSupport
import Testing

/// How a grapheme cluster belongs to a named class: by its base (its first scalar after any
/// prepended format marks), whatever marks, joiners, variation selectors or keycap sign follow;
/// `ascii` only when every scalar is ASCII. Allowing a class and excluding it judge every cluster
/// by that one definition, so each is exactly the other's complement, on every path (typed as
/// one key, typed a scalar at a time, pasted, judged whole).
@Suite("Character classes")
struct CharacterClassTests {
  struct Cluster: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var classes: CharacterClasses
    var testDescription: String { name }
  }

  static let clusters: [Cluster] = [
    Cluster(name: "digit 5", text: "5", classes: [.digits, .ascii]),
    Cluster(name: "5 with an acute accent", text: "5\u{301}", classes: .digits),
    Cluster(name: "0 with a zero-width joiner", text: "0\u{200D}", classes: .digits),
    Cluster(name: "keycap 5", text: "5\u{FE0F}\u{20E3}", classes: .digits),
    Cluster(name: "5 with a variation selector", text: "5\u{FE0F}", classes: .digits),
    Cluster(name: "Arabic-Indic one", text: "١", classes: .digits),
    Cluster(name: "Arabic-Indic one with an acute accent", text: "١\u{301}", classes: .digits),
    Cluster(name: "Arabic number sign before 5", text: "\u{600}5", classes: .digits),
    Cluster(name: "full-width 3", text: "３", classes: .digits),
    Cluster(name: "letter a", text: "a", classes: [.letters, .ascii]),
    Cluster(name: "precomposed é", text: "é", classes: .letters),
    Cluster(name: "decomposed é", text: "e\u{301}", classes: .letters),
    Cluster(name: "x with a zero-width joiner", text: "x\u{200D}", classes: .letters),
    Cluster(name: "Hangul syllable", text: "한", classes: .letters),
    Cluster(name: "Devanagari consonant with a vowel sign", text: "कि", classes: .letters),
    Cluster(name: "space", text: " ", classes: [.whitespace, .ascii]),
    Cluster(name: "ideographic space", text: "\u{3000}", classes: .whitespace),
    Cluster(name: "space with an acute accent", text: " \u{301}", classes: .whitespace),
    Cluster(name: "hyphen", text: "-", classes: .ascii),
    Cluster(name: "flag", text: "🇩🇪", classes: []),
    Cluster(name: "thumbs up with a skin tone", text: "👍🏽", classes: []),
    Cluster(name: "family", text: "👨‍👩‍👧", classes: []),
    Cluster(name: "acute accent alone", text: "\u{301}", classes: []),
  ]

  static let classes: [(String, CharacterClasses)] = [
    ("digits", .digits), ("letters", .letters), ("alphanumerics", .alphanumerics),
    ("whitespace", .whitespace), ("ascii", .ascii),
  ]

  @Test(arguments: clusters)
  func theClusterIsOneCluster(_ c: Cluster) {
    #expect(c.text.count == 1)
  }

  @Test(arguments: clusters)
  func membershipIsByTheBase(_ c: Cluster) {
    for (name, classes) in Self.classes {
      let expected = !c.classes.isDisjoint(with: classes)
      #expect(classes.matches(Character(c.text)) == expected, "\(name)")
      #expect(CharacterFilter(classes: classes).contains(Character(c.text)) == expected, "\(name)")
    }
  }

  /// Whether a rule takes the cluster: judged whole, typed as one key, typed a scalar at a time
  /// after a letter, and pasted; every path must agree.
  private func takes(_ rule: TextRule, _ text: String, _ name: String) -> Bool {
    let judged = rule.evaluate(text).validity == .valid
    var typed = InputField(rule: rule)
    let typedAccepted = typed.type(text).isAccepted && typed.text == text
    var pasted = InputField(rule: rule)
    let pastedAccepted = pasted.paste("\u{1}" + text).outcome != .rejected && pasted.text == text
    #expect(typedAccepted == judged, "typed under \(name)")
    #expect(pastedAccepted == judged, "pasted under \(name)")
    // Typed a scalar at a time, each scalar joining the cluster before it and judged with it:
    // when every step is a cluster the rule takes, the whole cluster is typed.
    var scalarByScalar = InputField(rule: rule)
    var prefix = ""
    var everyStepTaken = true
    for scalar in text.unicodeScalars {
      prefix.unicodeScalars.append(scalar)
      everyStepTaken = everyStepTaken && rule.evaluate(prefix).validity == .valid
      scalarByScalar.type(String(scalar))
    }
    if everyStepTaken {
      #expect(scalarByScalar.text == text, "typed scalar by scalar under \(name)")
    }
    #expect(
      scalarByScalar.validity != .invalid, "typed scalar by scalar under \(name) is not invalid")
    return judged
  }

  @Test(arguments: clusters)
  func allowedAndExcludedAreComplements(_ c: Cluster) {
    for (name, classes) in Self.classes {
      let expected = !c.classes.isDisjoint(with: classes)
      let allowed = takes(TextRule.allowing(classes), c.text, "allowing \(name)")
      let excluded = takes(TextRule.excluding(classes), c.text, "excluding \(name)")
      #expect(allowed == expected, "allowing \(name)")
      #expect(excluded == !expected, "excluding \(name)")
      #expect(allowed == !excluded, "\(name)")
    }
  }
}
