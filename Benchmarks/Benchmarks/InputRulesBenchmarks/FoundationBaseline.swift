// The baseline: what most apps do today in `textField(_:shouldChangeCharactersIn:replacementString:)`,
// in plain Foundation. Build the proposed text with NSString range replacement, then test it:
// CharacterSet look-ups for character rules, `count` for lengths, a Scanner set to the locale for
// numbers, a NumberFormatter created on each keystroke for decimals, and a cached currency
// NumberFormatter for cash-register money.

import Foundation

/// A field validated the Foundation way: given the text, the UTF-16 range the platform reports
/// and the replacement, it returns the field's new text and caret, or `nil` to refuse the edit.
protocol FoundationField {
  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )?
}

extension FoundationField {
  /// The caret after the replacement, as UIKit places it when the delegate returns true.
  func accepted(_ proposed: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  ) {
    (proposed, range.location + (replacement as NSString).length)
  }
}

/// Character rules: the proposed text may hold no character of `disallowed` and at most
/// `maxLength` characters. A paste is filtered to the characters that are not disallowed, and
/// cut to what fits, before it is applied.
struct FoundationCharacterField: FoundationField {
  /// Scalars the field refuses (the inverse of an allowed set, or an excluded set plus controls).
  let disallowed: CharacterSet
  let maxLength: Int?

  /// Only the characters of `allowed` (control characters are outside any allowed set used here).
  static func allowing(_ allowed: CharacterSet, maxLength: Int? = nil) -> Self {
    Self(disallowed: allowed.inverted, maxLength: maxLength)
  }

  /// Anything but the characters of `excluded`, control characters and line breaks.
  static func excluding(_ excluded: CharacterSet, maxLength: Int? = nil) -> Self {
    Self(
      disallowed: excluded.union(.controlCharacters).union(.newlines), maxLength: maxLength)
  }

  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    let current = text as NSString
    let proposed = current.replacingCharacters(in: range, with: replacement)
    if let maxLength, proposed.count > maxLength { return nil }
    if proposed.rangeOfCharacter(from: disallowed) != nil { return nil }
    return accepted(proposed, range, replacement)
  }

  /// A paste: dropped characters that are not accepted, then cut to the room left.
  func paste(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    let current = text as NSString
    var insert = replacement
    if insert.rangeOfCharacter(from: disallowed) != nil {
      insert = String(insert.unicodeScalars.filter { !disallowed.contains($0) })
    }
    if let maxLength {
      let kept = text.count - current.substring(with: range).count
      let room = max(0, maxLength - kept)
      if insert.count > room { insert = String(insert.prefix(room)) }
    }
    if insert.isEmpty && !replacement.isEmpty { return nil }
    let proposed = current.replacingCharacters(in: range, with: insert)
    return accepted(proposed, range, insert)
  }
}

/// A choice field: the proposed text must start one of the options, ignoring case.
struct FoundationChoiceField: FoundationField {
  let options: [String]

  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    let proposed = (text as NSString).replacingCharacters(in: range, with: replacement)
    if proposed.isEmpty { return accepted(proposed, range, replacement) }
    let starts = options.contains {
      $0.range(of: proposed, options: [.caseInsensitive, .anchored]) != nil
    }
    return starts ? accepted(proposed, range, replacement) : nil
  }
}
