import InputRules
import InputRulesTestSupport
import Testing

/// `==` of text rules and character filters: equal settings make equal rules, each setting that
/// changes what a field does makes them unequal, and a rule holding a closure is equal only to
/// rules holding that same closure as it was added.
struct TextRuleEqualityTests {
  typealias Case = EqualityCase<TextRule>

  static let digitsOnly: @Sendable (Character) -> Bool = { $0.isNumber }
  static let shouting: @Sendable (String) -> String = { $0.uppercased() }
  /// One rule holding a predicate, and so one predicate shared by everything made from it.
  static let withPredicate = TextRule.allowing(where: digitsOnly)
  /// One rule holding a transform.
  static let withTransform = TextRule().transformingInput(shouting)

  static let cases: [Case] = [
    Case("default rules", equal: true, probe: "ab 1") { (TextRule(), TextRule()) },
    Case("a rule and its copy", equal: true, probe: "abcd") {
      let rule = TextRule.maximumLength(3)
      return (rule, rule)
    },
    Case("maximum length 5 vs 6", equal: false, probe: "abcdefg") {
      (.maximumLength(5), .maximumLength(6))
    },
    Case("maximum length 3 made twice", equal: true, probe: "abcd") {
      (.maximumLength(3), .maximumLength(3))
    },
    Case("maximum length in characters vs UTF-8 bytes", equal: false, probe: "ééé") {
      (.maximumLength(3), .maximumLength(3, in: .utf8))
    },
    Case("a limit set again vs set once", equal: true, probe: "abcd") {
      (TextRule.maximumLength(5).maximumLength(3), .maximumLength(3))
    },
    Case("allowing digits vs letters", equal: false, probe: "a1b2") {
      (.allowing(.digits), .allowing(.letters))
    },
    Case("allowing \"ab\" vs \"ba\"", equal: true, probe: "abc") {
      (.allowing("ab"), .allowing("ba"))
    },
    Case("allowing \"ab\" twice vs once", equal: true, probe: "abc") {
      (TextRule.allowing("ab").allowing("ab"), .allowing("ab"))
    },
    Case("allowing \"ab\" vs \"abc\"", equal: false, probe: "abc") {
      (.allowing("ab"), .allowing("abc"))
    },
    Case("allowing é composed vs decomposed", equal: true, probe: "é") {
      (.allowing("\u{E9}"), .allowing("e\u{301}"))
    },
    Case("allowing letters and \"a\" vs letters", equal: true, probe: "ab1") {
      (TextRule.allowing(.letters).allowing("a"), .allowing(.letters))
    },
    Case("any character vs an empty allowed set", equal: false, probe: "a") {
      (TextRule(), .allowing(""))
    },
    Case("excluding spaces vs nothing", equal: false, probe: "a b") {
      (.excluding(" "), TextRule())
    },
    Case("excluding digits vs letters", equal: false, probe: "a1") {
      (.excluding(.digits), .excluding(.letters))
    },
    Case("upper vs lower case", equal: false, probe: "aB") {
      (TextRule().converting(to: .upper), TextRule().converting(to: .lower))
    },
    Case("upper case vs as typed", equal: false, probe: "aB") {
      (TextRule().converting(to: .upper), TextRule())
    },
    Case("a paste filtered vs refused", equal: false, probe: "1a2") {
      (TextRule.allowing(.digits), TextRule.allowing(.digits).onPaste(.reject))
    },
    Case("an overflow truncated vs refused", equal: false, probe: "abc") {
      (TextRule.maximumLength(2), TextRule.maximumLength(2).onOverflow(.reject))
    },
    Case("single line vs multi-line", equal: false, probe: "a\nb") {
      (TextRule(), TextRule().multiline())
    },
    Case("multi-line turned off again", equal: true, probe: "a\nb") {
      (TextRule().multiline().multiline(false), TextRule())
    },
    Case("a predicate and its copy, both limited alike", equal: true, probe: "12a34") {
      (withPredicate.maximumLength(3), withPredicate.maximumLength(3))
    },
    Case("a predicate and its copy, limited differently", equal: false, probe: "12a34") {
      (withPredicate.maximumLength(3), withPredicate.maximumLength(4))
    },
    Case("the same closure passed twice", equal: false, alike: true, probe: "12a34") {
      (.allowing(where: digitsOnly), .allowing(where: digitsOnly))
    },
    Case("an excluding predicate passed twice", equal: false, alike: true, probe: "12a34") {
      (.excluding(where: digitsOnly), .excluding(where: digitsOnly))
    },
    Case("a transform and its copy", equal: true, probe: "abc") {
      (withTransform.maximumLength(2), withTransform.maximumLength(2))
    },
    Case("the same transform passed twice", equal: false, alike: true, probe: "abc") {
      (TextRule().transformingInput(shouting), TextRule().transformingInput(shouting))
    },
    Case("a transform vs none", equal: false, probe: "abc") { (withTransform, TextRule()) },
    Case("allowed sets combined, made twice", equal: true, probe: "ab1d") {
      (
        TextRule.allowing(.letters).combined(with: .allowing("abc1")),
        TextRule.allowing(.letters).combined(with: .allowing("abc1"))
      )
    },
    Case("allowed sets combined either way round", equal: true, probe: "ab1d") {
      (
        TextRule.allowing(.letters).combined(with: .allowing("abc1")),
        TextRule.allowing("abc1").combined(with: .allowing(.letters))
      )
    },
    Case("allowed sets combined with other sets", equal: false, probe: "ab1d") {
      (
        TextRule.allowing(.letters).combined(with: .allowing("abc1")),
        TextRule.allowing(.letters).combined(with: .allowing("abd1"))
      )
    },
    Case("combined with a limit vs the limit", equal: true, probe: "abcd") {
      (TextRule().combined(with: .maximumLength(3)), .maximumLength(3))
    },
    Case("a predicate combined with a limit, twice", equal: true, probe: "12a34") {
      (
        withPredicate.combined(with: .maximumLength(3)),
        withPredicate.combined(with: .maximumLength(3))
      )
    },
  ]

  @Test(arguments: cases)
  func textRules(_ c: Case) throws {
    let problems = try c.problems()
    #expect(problems == [])
  }

  struct FilterCase: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var equal: Bool
    /// Characters the filters hold alike when equal, and not all alike when not.
    var sample: String
    var filters: @Sendable () -> (CharacterFilter, CharacterFilter)
  }

  static let filterCases: [FilterCase] = [
    FilterCase(testDescription: "empty filters", equal: true, sample: "a1") {
      (CharacterFilter(), CharacterFilter(""))
    },
    FilterCase(testDescription: "literals in another order", equal: true, sample: "abc") {
      (CharacterFilter("ab"), CharacterFilter("ba"))
    },
    FilterCase(testDescription: "literals added one by one", equal: true, sample: "abc") {
      var added = CharacterFilter("a")
      added.add("b")
      return (added, CharacterFilter("ab"))
    },
    FilterCase(testDescription: "other literals", equal: false, sample: "abc") {
      (CharacterFilter("ab"), CharacterFilter("ac"))
    },
    FilterCase(testDescription: "a literal outside ASCII", equal: false, sample: "aé") {
      (CharacterFilter("aé"), CharacterFilter("a"))
    },
    FilterCase(testDescription: "classes vs their ASCII literals", equal: false, sample: "٣") {
      (CharacterFilter(classes: .digits), CharacterFilter("0123456789"))
    },
    FilterCase(testDescription: "a union vs the literals at once", equal: true, sample: "ab1") {
      (
        CharacterFilter("a").union(CharacterFilter("b", classes: .digits)),
        CharacterFilter("ab", classes: .digits)
      )
    },
  ]

  @Test(arguments: filterCases)
  func filters(_ c: FilterCase) {
    let (first, second) = c.filters()
    #expect((first == second) == c.equal)
    #expect((second == first) == c.equal)
    let alike = c.sample.allSatisfy { first.contains($0) == second.contains($0) }
    #expect(alike == c.equal)
  }

  /// A filter made with a predicate is equal to its copies, not to another made with the same
  /// closure.
  @Test func filterPredicatesCompareByIdentity() {
    let filter = CharacterFilter(where: Self.digitsOnly)
    let copy = filter
    #expect(filter == copy)
    #expect(filter.union(CharacterFilter("a")) == copy.union(CharacterFilter("a")))
    #expect(filter != CharacterFilter(where: Self.digitsOnly))
    var added = CharacterFilter()
    added.add(where: Self.digitsOnly)
    #expect(added != filter)
  }
}
