import Foundation
import InputRules
import InputRulesLocale
import InputRulesTestSupport
import Testing

@testable import InputRulesNumbers

/// The one-scan reading of a text in a rule's own form (what judging costs after a keystroke)
/// reads every text it takes exactly as the general reader does, with grouping and symbols where
/// they belong, and judges it the same: in every pinned locale and more, for every kind, over
/// the texts random typing, pasting and deleting leave, and over those texts slightly broken.
@Suite struct OwnFormReadingTests {
  typealias Judge = @Sendable (String) -> (Evaluation<ExactDecimal>, Evaluation<ExactDecimal>)

  struct Kind: Sendable, CustomTestStringConvertible {
    var name: String
    /// The rule's notation, texts its field holds, and the rule's judgement of a text read both
    /// ways (with and without the one-scan reading).
    var make: @Sendable (Locale) throws -> (Notation, [String], Judge)
    var testDescription: String { name }
  }

  static let ids =
    Pinned.ids + [
      "de_CH", "es_ES", "de_DE@numbers=arab", "ar_EG@numbers=latn", "fa_IR", "hi_IN@numbers=deva",
    ]

  static let kinds: [Kind] = [
    Kind(name: "integer") { locale in
      let rule = try IntegerRule(locale: locale, min: -50_000, max: 9_000_000, grouping: true)
      return (
        rule.editor.notation, texts(rule, keys: ["-", ".", ","]),
        { (rule.editor.evaluate($0), rule.editor.evaluateGenerally($0)) }
      )
    },
    Kind(name: "integer without grouping") { locale in
      let rule = try IntegerRule(locale: locale)
      return (
        rule.editor.notation, texts(rule, keys: ["-", ".", ","]),
        { (rule.editor.evaluate($0), rule.editor.evaluateGenerally($0)) }
      )
    },
    Kind(name: "decimal") { locale in
      let rule = try DecimalRule(locale: locale, maxFractionDigits: 3, grouping: true)
      return (
        rule.editor.notation, texts(rule, keys: ["-", ".", ","]),
        { (rule.editor.evaluate($0), rule.editor.evaluateGenerally($0)) }
      )
    },
    Kind(name: "scientific") { locale in
      let rule = try DecimalRule(locale: locale, scientific: true)
      return (
        rule.editor.notation, texts(rule, keys: ["-", ".", ",", "e", "E"]),
        { (rule.editor.evaluate($0), rule.editor.evaluateGenerally($0)) }
      )
    },
    Kind(name: "money") { locale in
      let rule = try MoneyRule(currencyCode: "EUR", locale: locale, allowNegative: true)
      return (
        rule.editor.notation, texts(rule, keys: ["-", ".", ","]),
        { (rule.evaluate($0), rule.evaluateGenerally($0)) }
      )
    },
    Kind(name: "register") { locale in
      let rule = try MoneyRule(
        currencyCode: "USD", locale: locale, entry: .cashRegister, allowNegative: true)
      return (
        rule.editor.notation, texts(rule, keys: ["-", "+"]),
        { (rule.evaluate($0), rule.evaluateGenerally($0)) }
      )
    },
    Kind(name: "dinar register") { locale in
      let rule = try MoneyRule(currencyCode: "KWD", locale: locale, entry: .cashRegister)
      return (
        rule.editor.notation, texts(rule, keys: []),
        { (rule.evaluate($0), rule.evaluateGenerally($0)) }
      )
    },
  ]

  /// Texts a field under `rule` holds after random typing, pastes and deletions, and the same
  /// texts with a character removed or doubled.
  static func texts<R: InputRule>(_ rule: R, keys: [String]) -> [String] {
    var random = SplitMix64(seed: 7)
    let alphabet = ["0", "1", "2", "3", "5", "7", "9", "0", "0"] + keys
    var texts: [String] = []
    for _ in 0..<40 {
      var field = InputField(rule: rule)
      for _ in 0..<random.next(in: 1...24) {
        switch random.next(below: 10) {
        case 0: field.deleteBackward()
        case 1: field.paste(String(random.next(in: 0...99_999)))
        case 2: field.moveCaret(to: random.next(in: 0...field.text.utf16.count))
        default: field.type(random.pick(alphabet))
        }
        texts.append(field.text)
      }
    }
    for text in texts.prefix(200) where !text.isEmpty {
      var scalars = Array(text.unicodeScalars)
      let at = random.next(below: scalars.count)
      if random.chance(50) {
        scalars.remove(at: at)
      } else {
        scalars.insert(scalars[at], at: at)
      }
      texts.append(String(String.UnicodeScalarView(scalars)))
    }
    return texts
  }

  @Test(arguments: ids, kinds)
  func readsAsTheGeneralReader(id: String, kind: Kind) throws {
    let (notation, texts, judge) = try kind.make(Locale(identifier: id))
    var taken = 0
    for text in texts {
      let (evaluated, generally) = judge(text)
      #expect(evaluated == generally, "\(id) \(kind.name) \(visible(text))")
      // The end of the amount found from the end of the text (a cash register's resting caret).
      if let end = notation.endOfAmount(in: text) {
        #expect(end == notation.tokenSpan(in: text)?.upperBound, "\(id) \(visible(text))")
      }
      guard let fast = notation.readOwnForm(text)?.text else { continue }
      taken += 1
      let (general, issue) = notation.read(text, caret: 0)
      #expect(issue == nil, "\(id) \(kind.name) \(visible(text))")
      #expect(
        fast.negative == general.negative && fast.digits == general.digits
          && fast.integerDigits == general.integerDigits
          && fast.fractionDigits == general.fractionDigits
          && fast.hasSeparator == general.hasSeparator && fast.hasExponent == general.hasExponent
          && fast.exponentNegative == general.exponentNegative
          && fast.exponentDigits == general.exponentDigits && fast.exponent == general.exponent
          && fast.tokens == general.tokens,
        "\(id) \(kind.name) \(visible(text)): \(fast) ≠ \(general)")
      if general.sawSkippedSeparator {
        #expect(notation.groupingIsWellPlaced(text), "\(id) \(kind.name) \(visible(text))")
      }
    }
    // Where the digits are ASCII, the texts fields hold are read in one scan.
    if notation.asciiDigits { #expect(taken > texts.count / 3, "\(id) \(kind.name) \(taken)") }
  }
}
