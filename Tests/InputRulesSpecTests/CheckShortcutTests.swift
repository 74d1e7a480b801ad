import InputRules
import InputRulesSpec
import InputRulesTestSupport
import Testing

/// `check` decides most entries from the rule's judgement of the whole text or from a paste of
/// it, and types only what those leave open. Debug builds type every entry of up to 64 bytes as
/// well and stop when the two verdicts differ; these seeded random entries, made of the
/// characters each spec reads and the ones that trip it (leading zeros, separators, literals),
/// give that comparison entries no table lists.
@Suite("check's shortcuts decide as typing does")
struct CheckShortcutTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let spec: String
    let locale: String
    let alphabet: [String]
    var valid: [String] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "integer 18...30", spec: #"{"kind":"integer","min":18,"max":30}"#, locale: "en_US",
      alphabet: ["0", "0", "1", "2", "3", "8", "-", "+", ",", " "]),
    Case(
      name: "integer, grouped", spec: #"{"kind":"integer","grouping":true,"min":-5000}"#,
      locale: "en_US", alphabet: ["0", "0", "1", "5", "9", "-", ","]),
    Case(
      name: "decimal, de_DE", spec: #"{"kind":"decimal","maxFractionDigits":2}"#,
      locale: "de_DE", alphabet: ["0", "0", "1", "5", ",", ".", "-", " "]),
    Case(
      name: "scientific decimal", spec: #"{"kind":"decimal","scientific":true}"#,
      locale: "en_US", alphabet: ["0", "0", "1", "7", ".", "e", "E", "-", "+"]),
    Case(
      name: "money", spec: #"{"kind":"money","currency":"USD"}"#, locale: "en_US",
      alphabet: ["0", "0", "1", "5", ".", ",", "$", "-", " "]),
    Case(
      name: "money, currency code", spec: #"{"kind":"money","currency":"KWD"}"#, locale: "en_US",
      alphabet: ["0", "1", "5", ".", ",", "K", "W", "D", " ", "\u{A0}"],
      valid: ["KWD\u{A0}1,234.500", "KWD 1.5", "1.000"]),
    Case(
      name: "money, cash register",
      spec: #"{"kind":"money","currency":"EUR","entry":"cashRegister","maxDigits":6}"#,
      locale: "de_DE", alphabet: ["0", "0", "1", "5", ",", ".", "€", "\u{A0}"]),
    Case(
      name: "mask, optional slots", spec: #"{"kind":"mask","format":"[0999]-[0…]"}"#,
      locale: "en_US", alphabet: ["0", "1", "7", "-", "-", "x"]),
    Case(
      name: "mask, literal like a slot", spec: #"{"kind":"mask","format":"[0]0[09]"}"#,
      locale: "en_US", alphabet: ["0", "0", "1", "4"]),
    Case(
      name: "date", spec: #"{"kind":"date","format":"dd.MM.yyyy"}"#, locale: "de_DE",
      alphabet: ["0", "1", "2", "3", "9", ".", "-"], valid: ["13.06.2024", "2024-06-13"]),
    Case(
      name: "phone, DE", spec: #"{"kind":"phone","region":"DE"}"#, locale: "de_DE",
      alphabet: ["0", "1", "5", "4", "9", "+", " "]),
    Case(
      name: "card", spec: #"{"kind":"card"}"#, locale: "en_US",
      alphabet: ["4", "1", "1", "0", " ", "-"],
      valid: ["4111 1111 1111 1111", "4111111111111111", "4111-1111-1111-1111"]),
  ]

  @Test(arguments: cases)
  func randomEntries(_ test: Case) throws {
    let checker = try EntryChecker(
      RuleSpec(json: test.spec), in: RuleContext(localeIdentifier: test.locale), language: "en")
    var random = SplitMix64(seed: 0x5eed_c0de)
    var verdicts: [Bool: Int] = [:]
    for round in 0..<400 {
      var entry = ""
      if let valid = test.valid.randomElement(using: &random), round.isMultiple(of: 2) {
        // A valid entry with up to two characters changed, dropped or added.
        var characters = valid.map(String.init)
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          let at = Int.random(in: 0..<characters.count, using: &random)
          let character = test.alphabet.randomElement(using: &random)!
          switch Int.random(in: 0..<3, using: &random) {
          case 0: characters[at] = character
          case 1 where characters.count > 1: characters.remove(at: at)
          default: characters.insert(character, at: at)
          }
        }
        entry = characters.joined()
      } else {
        let length = Int.random(in: 1...20, using: &random)
        for _ in 0..<length { entry += test.alphabet.randomElement(using: &random)! }
      }
      verdicts[checker.check(entry).isValid, default: 0] += 1
    }
    // The entries reach both verdicts, so the comparison sees both kinds of shortcut.
    #expect(verdicts[true, default: 0] > 0 && verdicts[false, default: 0] > 0)
  }
}

/// Unfinished text a paste takes as written is unfinished when typed too, even where typing
/// refuses a key (the letters of a currency code): the reason is the same on both paths.
@Suite("Unfinished entries typing cannot type")
struct UnfinishedEntryTests {
  @Test(arguments: ["KWD\u{A0}1.", "KWD 1.", "KWD\u{A0}1,234."])
  func currencyCodeAndAnUnfinishedAmount(_ entry: String) throws {
    let checker = try EntryChecker(
      RuleSpec(json: #"{"kind":"money","currency":"KWD"}"#),
      in: RuleContext(localeIdentifier: "en_US"), language: "en")
    #expect(checker.check(entry).summary == "invalid incomplete")
  }
}
