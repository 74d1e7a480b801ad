import InputRules

/// Cash-register entry: digits shift in from the right ("1", "12", "123" show 0.01, 0.12, 1.23);
/// Backspace removes the last digit. The value is in cents.
struct CentsRule: InputRule {
  var maxDigits = 9

  func review(_ proposal: EditProposal) -> EditDecision {
    var digits = proposal.text.filter(\.isASCIIDigit)
    if proposal.isDeletion {
      if !digits.isEmpty { digits.removeLast() }
    } else {
      let typed = proposal.replacement.filter(\.isASCIIDigit)
      if typed.isEmpty {
        return .reject(Reason(.disallowedCharacter, "Only digits are accepted."))
      }
      digits += typed
      if digits.drop(while: { $0 == "0" }).count > maxDigits {
        return .reject(Reason(.tooLong, "At most \(maxDigits) digits fit."))
      }
    }
    let cents = Int(String(digits)) ?? 0
    let text = digits.isEmpty ? "" : Self.format(cents)
    return .reformat(text: text, selection: text.utf16.count..<text.utf16.count, reason: nil)
  }

  func evaluate(_ text: String) -> Evaluation<Int> {
    if text.isEmpty { return .empty }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].count == 2, let whole = Int(parts[0]),
      let cents = Int(parts[1])
    else { return .invalid(Reason(.notANumber, "Not an amount.")) }
    return .valid(whole * 100 + cents)
  }

  func displayText(for value: Int) -> String { Self.format(value) }
  func canonicalString(for value: Int) -> String { Self.format(value) }
  func value(fromCanonical string: String) -> Int? { evaluate(string).value }

  static func format(_ cents: Int) -> String {
    let fraction = cents % 100
    return "\(cents / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}

/// A card number: digits only, at most 16, shown in groups of four (`1234 5678 9`). A
/// reformatting rule: the digits are its raw characters, the spaces its layout, so editing and
/// caret placement are the building block's (the caret stays after the same digit it followed).
struct CardNumberRule: ReformattingRule {
  func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    var offset = 0
    for character in text {
      let width = character.utf16.count
      if character.isASCIIDigit && !body(character, offset..<(offset + width)) { return }
      offset += width
    }
  }

  func rawReplacement(for edit: RawEdit) -> RawReplacement {
    let digits = edit.replacement.filter(\.isASCIIDigit)
    if let bad = edit.replacement.first(where: { !$0.isASCIIDigit && $0 != " " }) {
      return .reject(Reason(.disallowedCharacter, "“\(bad)” is not accepted here."))
    }
    // A typed space is the group separator: taken as layout.
    return .characters(digits, reason: nil)
  }

  func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    if raw.count > 16 { return .reject(Reason(.tooLong, "At most 16 digits fit.")) }
    return .text(Self.grouped(raw))
  }

  func judge(raw: String) -> Evaluation<String> {
    if raw.isEmpty { return .empty }
    return raw.count == 16 ? .valid(raw) : .incomplete()
  }

  func displayText(for value: String) -> String { Self.grouped(value) }
  func canonicalString(for value: String) -> String { value }
  func value(fromCanonical string: String) -> String? { string }

  static func grouped(_ digits: String) -> String {
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && index % 4 == 0 { result.append(" ") }
      result.append(digit)
    }
    return result
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
