// Dates and cards: a date typed key by key into `dd.MM.yyyy` and a 16-digit card number typed
// into a card field, against what apps do in `shouldChangeCharactersIn`: take the digits, lay
// them out again by a template on every keystroke, and check the whole value once it is
// complete (a DateFormatter made once, the Luhn sum).

import Benchmark
import BenchmarkWorkloads
import Foundation
import InputRules

func registerDateAndCardBenchmarks() {
  guard let date = try? Workloads.dateRule() else { fatalError("date rule") }
  registerKeystrokeBenchmarks(
    "Typing date dd.MM.yyyy “24122026”", keys: Workloads.dateKeys, rule: date,
    baseline: FoundationDateField())
  registerKeystrokeBenchmarks(
    "Typing card number “4111111111111111”", keys: Workloads.cardKeys, rule: Workloads.cardRule,
    baseline: FoundationCardField())
}

/// The ASCII digits of `text`, picked from its UTF-16 units, at most `limit`.
private func asciiDigits(of text: String, limit: Int) -> String {
  var digits = ""
  for unit in text.utf16 where (48...57).contains(unit) {
    guard digits.utf16.count < limit else { break }
    digits.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
  }
  return digits
}

/// A date field formatted as `dd.MM.yyyy` the common way: the proposed text's digits (at most
/// eight) laid out by walking the template, writing the dot after a finished part at once; a
/// complete date is checked by a `DateFormatter` made once (not lenient), and refused when it
/// names no date. The caret goes to the end.
struct FoundationDateField: FoundationField {
  static let template = Array("XX.XX.XXXX")
  let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "dd.MM.yyyy"
    formatter.isLenient = false
    return formatter
  }()

  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    let proposed = (text as NSString).replacingCharacters(in: range, with: replacement)
    let digits = asciiDigits(of: proposed, limit: 8)
    if digits.isEmpty && !replacement.isEmpty { return nil }
    var shown = ""
    var next = digits.startIndex
    if !digits.isEmpty {
      for character in Self.template {
        if character == "X" {
          guard next < digits.endIndex else { break }
          shown.append(digits[next])
          next = digits.index(after: next)
        } else {
          shown.append(character)
        }
      }
    }
    if digits.count == 8 && formatter.date(from: shown) == nil { return nil }
    return (shown, (shown as NSString).length)
  }
}

/// A card number field the common way: the proposed text's digits (at most 16, 15 for
/// American Express told by `34` or `37`) grouped in fours, or 4-6-5 for American Express,
/// with spaces between the groups; the Luhn sum of a complete number is computed for the
/// field's state. The caret goes to the end.
struct FoundationCardField: FoundationField {
  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    let proposed = (text as NSString).replacingCharacters(in: range, with: replacement)
    let amex = proposed.hasPrefix("34") || proposed.hasPrefix("37")
    let digits = asciiDigits(of: proposed, limit: amex ? 15 : 16)
    if digits.isEmpty && !replacement.isEmpty { return nil }
    var shown = ""
    for (index, digit) in digits.enumerated() {
      let groupStarts = amex ? (index == 4 || index == 10) : (index > 0 && index % 4 == 0)
      if groupStarts { shown.append(" ") }
      shown.append(digit)
    }
    if digits.count == (amex ? 15 : 16) { blackHole(Self.passesLuhn(digits)) }
    return (shown, (shown as NSString).length)
  }

  static func passesLuhn(_ digits: String) -> Bool {
    var sum = 0
    for (position, digit) in digits.reversed().enumerated() {
      guard let value = digit.wholeNumberValue else { return false }
      let weighted = position % 2 == 1 ? value * 2 : value
      sum += weighted > 9 ? weighted - 9 : weighted
    }
    return sum % 10 == 0
  }
}
