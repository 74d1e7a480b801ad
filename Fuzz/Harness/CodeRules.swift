import InputRules
import InputRulesCodes
import InputRulesTestSupport

// MARK: - One-time codes

/// Digits of several scripts, separators, letters, and messages a code arrives in.
private let codeKeys: [String] = [
  "0", "1", "2", "5", "9", "٣", "５", "a", "G", "-", " ", ".", "\u{A0}", "\u{2010}",
  "123-456", "Your code is 4821", "G-123456", "12 34 56 78", "1234567890", "12 34 and 56 78",
]

func decodeOneTimeCodeRule(_ reader: inout ByteReader) -> DecodedRule<OneTimeCodeRule>? {
  let length =
    OneTimeCodeRule.shortestLength
    + reader.below(OneTimeCodeRule.longestLength - OneTimeCodeRule.shortestLength + 1)
  guard let rule = try? OneTimeCodeRule(length: length) else { return nil }
  // As in the rule's law tests: an unfinished code is kept when editing ends.
  var laws = layoutLaws
  laws.remove(.commitLeavesValidOrEmpty)
  return DecodedRule(
    rule: rule, spec: "try OneTimeCodeRule(length: \(length))", keys: codeKeys, laws: laws,
    completionKeys: ["1"], completionDepth: length,
    canonicalSamples: [
      String(repeating: "7", count: length), "1234", "123456", "1234567890", "12a4", "",
    ])
}

// MARK: - IBANs

/// Country codes' letters in both cases, digits, separators, and numbers in part or whole.
private let ibanKeys: [String] = [
  "D", "E", "d", "e", "n", "O", "G", "B", "F", "R", "8", "9", "3", "0", "1", "7", " ", "-", "x",
  "Z", "é", "５", "DE89 3704", "no93 8601 1117 947", "GB82 WEST 1234 5698 7654 32",
  "de89-3704-0044-0532-0130-00",
]

func decodeIBANRule(_ reader: inout ByteReader) -> DecodedRule<IBANRule> {
  // As in the rule's law tests: an unfinished number is kept when editing ends, and a number
  // one character short can be a dead end (a mistyped character is only known at the end).
  let laws = layoutLaws.subtracting([.commitLeavesValidOrEmpty, .noDeadEnd])
  return DecodedRule(
    rule: IBANRule(), spec: "IBANRule()", keys: ibanKeys, laws: laws,
    canonicalSamples: [
      "DE89370400440532013000", "GB82WEST12345698765432", "NO9386011117947",
      "DE88370400440532013000", "DE89", "",
    ],
    // The character that completes a number whose check digits do not match makes it
    // invalid rather than being refused, so that the user sees the number is wrong; a key
    // typed before the last character of an unfinished number is judged on what precedes it.
    exempt: {
      ($0.law == .insertionKeepsTextAcceptable && "\($0)".contains("checksum:"))
        || $0.isKeyBeforeUnfinishedText(under: IBANRule())
    })
}

// MARK: - Card numbers

/// Digits, separators, letters, and numbers of each layout in part or whole.
private let cardKeys: [String] = [
  "4", "5", "3", "7", "6", "2", "0", "1", "9", " ", "-", "a", "٣", "５", "4111 1111 1111 1111",
  "3782-822463-10005", "6011", "5555555555554444", "22", "Card 62", "36227206271667",
]

/// Keys `noDeadEnd` presses: a run of zeros and a last digit, typed at once, so that one key
/// brings a number to a length of its brand with its check digit (as in the card law tests).
private let cardCompletionKeys: [String] = (0...18).flatMap { zeros in
  (0...9).map { String(repeating: "0", count: zeros) + String($0) }
}

func decodeCardRule(_ reader: inout ByteReader) -> DecodedRule<CardRule> {
  let mask = Int(reader.byte()) | Int(reader.byte()) << 8
  let brands = CardBrand.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map {
    $0.element
  }
  let rule = brands.isEmpty ? CardRule() : CardRule(brands: Set(brands))
  let spec =
    brands.isEmpty
    ? "CardRule()" : "CardRule(brands: [\(brands.map { ".\($0)" }.joined(separator: ", "))])"
  // As in the card law tests: an unfinished number is kept when editing ends.
  let laws = layoutLaws.subtracting([.commitLeavesValidOrEmpty])
  return DecodedRule(
    rule: rule, spec: spec, keys: cardKeys, laws: laws, completionKeys: cardCompletionKeys,
    completionDepth: 2,
    canonicalSamples: [
      "4111111111111111", "378282246310005", "5555555555554444", "6011111111111117",
      "36227206271667", "4111111111111112", "4111", "",
    ],
    // The digit that completes a number at its brand's longest length with a failing check
    // makes it invalid rather than being refused; and the completion keys complete numbers
    // whose brand range is typed in full (four digits), so shorter starts are left to the
    // rule's own tests. A key typed before the last digit of an unfinished number is judged on
    // what precedes it.
    exempt: { violation in
      if violation.isKeyBeforeUnfinishedText(under: rule) { return true }
      switch violation.law {
      case .insertionKeepsTextAcceptable:
        return rule.evaluate(violation.after.text).reason?.code == CardRule.checksumCode
      case .noDeadEnd:
        return rule.evaluate(violation.after.text).reason?.code == CardRule.checksumCode
          || violation.after.text.count < 4
      default:
        return false
      }
    })
}
