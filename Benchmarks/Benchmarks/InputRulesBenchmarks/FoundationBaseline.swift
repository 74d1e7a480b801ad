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

/// A number field: the proposed text must scan as a number with a Scanner set to the locale, or
/// be the start of one ("-", "1.", "1e", "1e-").
struct FoundationScannerNumberField: FoundationField {
  let locale: Locale

  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    let proposed = (text as NSString).replacingCharacters(in: range, with: replacement)
    return isNumberOrStart(proposed) ? accepted(proposed, range, replacement) : nil
  }

  func isNumberOrStart(_ text: String) -> Bool {
    if text.isEmpty || text == "-" { return true }
    var body = Substring(text)
    for partial in ["e-", "e+", "e", "E-", "E+", "E", "."] where body.hasSuffix(partial) {
      body = body.dropLast(partial.count)
      break
    }
    if body.isEmpty || body == "-" { return text.hasSuffix(".") }
    let scanner = Scanner(string: String(body))
    scanner.locale = locale
    scanner.charactersToBeSkipped = nil
    return scanner.scanDouble() != nil && scanner.isAtEnd
  }
}

/// A decimal field with grouping shown as you type: a NumberFormatter made on each keystroke
/// reads the proposed text without its grouping, checks the fraction digits and formats the
/// integer part again; the caret goes to the end.
struct FoundationFormatterDecimalField: FoundationField {
  let locale: Locale
  let maxFractionDigits: Int

  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = maxFractionDigits
    let grouping = formatter.groupingSeparator ?? ","
    let separator = formatter.decimalSeparator ?? "."
    let proposed = (text as NSString).replacingCharacters(in: range, with: replacement)
    let raw = proposed.replacingOccurrences(of: grouping, with: "")
    if raw.isEmpty { return ("", 0) }
    let parts = raw.components(separatedBy: separator)
    guard parts.count <= 2 else { return nil }
    let integerPart = parts[0].isEmpty ? "0" : parts[0]
    guard let number = formatter.number(from: integerPart),
      integerPart.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) == nil
    else { return nil }
    var shown = formatter.string(from: number) ?? integerPart
    if parts.count == 2 {
      let fraction = parts[1]
      guard fraction.count <= maxFractionDigits,
        fraction.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) == nil
      else { return nil }
      shown += separator + fraction
    }
    return (shown, (shown as NSString).length)
  }
}

/// A cash-register money field: the digits of the proposed text, as an amount in cents, shown by
/// a currency NumberFormatter made once; the caret stays at the end.
struct FoundationCashRegisterField: FoundationField {
  let formatter: NumberFormatter
  let maxDigits: Int

  init(locale: Locale, currencyCode: String, maxDigits: Int) {
    formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .currency
    formatter.currencyCode = currencyCode
    self.maxDigits = maxDigits
  }

  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    let proposed = (text as NSString).replacingCharacters(in: range, with: replacement)
    let digits = proposed.unicodeScalars.filter { CharacterSet.decimalDigits.contains($0) }
    let significant = String(String.UnicodeScalarView(digits)).drop { $0 == "0" }
    guard significant.count <= maxDigits,
      let cents = UInt64(significant.isEmpty ? "0" : significant)
    else { return nil }
    if cents == 0 { return ("", 0) }
    let amount = NSDecimalNumber(mantissa: cents, exponent: -2, isNegative: false)
    let shown = formatter.string(from: amount) ?? ""
    return (shown, (shown as NSString).length)
  }
}

/// A phone field formatted as `+1 (XXX) XXX-XXXX` in `shouldChangeCharactersIn`, the way apps
/// do it today: build the proposed text, take its digits (after the `+1` the field shows), keep
/// the first ten and lay them out again on every keystroke, writing the literals that follow a
/// digit at once; the caret goes to the end. Two common ways:
/// - `regularExpression`: the digits by `replacingOccurrences(of: "\\D", with: "", options:
///   .regularExpression)` (Foundation makes an NSRegularExpression for each call), laid out by
///   walking a `+1 (XXX) XXX-XXXX` template;
/// - `manual`: the ASCII digits picked from the UTF-16 units by hand, laid out by their count
///   with string interpolation of slices.
struct FoundationPhoneField: FoundationField {
  enum Way {
    case regularExpression
    case manual
  }
  let way: Way
  static let template = Array("+1 (XXX) XXX-XXXX")
  static let countryCode = "+1"

  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    var proposed = (text as NSString).replacingCharacters(in: range, with: replacement)
    if proposed.hasPrefix(Self.countryCode) { proposed.removeFirst(Self.countryCode.count) }
    let shown: String
    switch way {
    case .regularExpression:
      let digits = proposed.replacingOccurrences(of: "\\D", with: "", options: .regularExpression)
      shown = Self.walkTemplate(digits.prefix(10))
    case .manual:
      var digits = ""
      for unit in proposed.utf16 where (48...57).contains(unit) {
        digits.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      }
      shown = Self.interpolate(digits.prefix(10))
    }
    if shown.isEmpty && !replacement.isEmpty { return nil }  // no digit typed: refused
    return (shown, (shown as NSString).length)
  }

  /// Each `X` of the template takes the next digit; the literals after the last digit are
  /// written up to the next `X`. No digits, no text.
  static func walkTemplate(_ digits: Substring) -> String {
    if digits.isEmpty { return "" }
    var shown = ""
    var next = digits.startIndex
    for character in template {
      if character == "X" {
        guard next < digits.endIndex else { break }
        shown.append(digits[next])
        next = digits.index(after: next)
      } else {
        shown.append(character)
      }
    }
    return shown
  }

  /// The digits laid out by how many there are.
  static func interpolate(_ digits: Substring) -> String {
    let count = digits.count
    let area = digits.prefix(3)
    let exchange = digits.dropFirst(3).prefix(3)
    let line = digits.dropFirst(6)
    switch count {
    case 0: return ""
    case 1...2: return "+1 (\(area)"
    case 3: return "+1 (\(area)) "
    case 4...5: return "+1 (\(area)) \(exchange)"
    case 6: return "+1 (\(area)) \(exchange)-"
    default: return "+1 (\(area)) \(exchange)-\(line)"
    }
  }
}
