// The baseline of the phone-number workload: a German mobile number field written the way apps
// write one with NSRegularExpression in `shouldChangeCharactersIn`, from libphonenumber's
// patterns for German mobile numbers copied into the app.

import Benchmark
import Foundation

/// A German mobile number field the way an app writes it: on every key it builds the proposed
/// text, strips everything but the digits with a regular expression, takes off `+49` (or the
/// trunk `0`), checks the national number's prefix against a prefix form of libphonenumber's
/// national number pattern for German mobile numbers, picks the format whose leading digits
/// match, and lays the number out with the format's regular expression and template
/// (`$1 $2`), behind `+49 ` or `0`; a complete number is matched against the whole national
/// number pattern (the field's valid state). The caret goes to the end.
///
/// Less correct than the rule, as such code is: German mobile numbers only, typed with `+49`,
/// `0` or neither; a number laid out by its leading digits, not by what can still follow.
/// For the benchmark's number it shows what the rule shows after every key.
///
/// - `compilesPerKey`: each regular expression is made where it is used, on every key (what
///   most such code does); otherwise all of them are made once, when the field is.
struct FoundationGermanMobileField: FoundationField {
  /// The regular expressions the field uses.
  struct Expressions {
    /// Anything but a digit, stripped from the proposed text.
    let nonDigits: NSRegularExpression
    /// What can start a German mobile number: libphonenumber's national number pattern
    /// `1(?:6[023]|7\d)\d{7,8}|15(?:[0-25-9]\d\d|3(?:10|33)|410)\d{6}` with every part after
    /// the first digit made optional, as a regular expression cannot ask whether digits can
    /// still become a match.
    let prefix: NSRegularExpression
    /// The whole national number pattern, for a complete number.
    let number: NSRegularExpression
    /// The formats, in libphonenumber's order: leading digits, pattern, template.
    let formats: [(leading: NSRegularExpression, pattern: NSRegularExpression, template: String)]

    init() {
      func expression(_ pattern: String) -> NSRegularExpression {
        do {
          return try NSRegularExpression(pattern: pattern)
        } catch {
          fatalError("NSRegularExpression(pattern: \(pattern)): \(error)")
        }
      }
      nonDigits = expression("\\D")
      prefix = expression(
        "^1(?:(?:6(?:[023]\\d{0,8})?|7\\d{0,9})|5(?:(?:[0-25-9]\\d{0,8})|3(?:(?:10|33)\\d{0,6}|[13])?|4(?:1(?:0\\d{0,6})?)?)?)?$"
      )
      number = expression(
        "^(?:1(?:6[023]|7\\d)\\d{7,8}|15(?:[0-25-9]\\d\\d|3(?:10|33)|410)\\d{6})$")
      formats = [
        (expression("^15[1279]"), expression("^(\\d{4})(\\d{1,7})$"), "$1 $2"),
        (expression("^15[03-68]"), expression("^(\\d{5})(\\d{1,6})$"), "$1 $2"),
        (expression("^1[67]"), expression("^(\\d{3})(\\d{1,8})$"), "$1 $2"),
      ]
    }
  }

  /// The expressions made once, or `nil` to make them on every key.
  let made: Expressions?

  init(compilesPerKey: Bool) {
    made = compilesPerKey ? nil : Expressions()
  }

  func change(_ text: String, _ range: NSRange, _ replacement: String) -> (
    text: String, caret: Int
  )? {
    let expressions = made ?? Expressions()
    let proposed = (text as NSString).replacingCharacters(in: range, with: replacement)
    let international = proposed.hasPrefix("+")
    let digits = expressions.nonDigits.stringByReplacingMatches(
      in: proposed, range: NSRange(location: 0, length: (proposed as NSString).length),
      withTemplate: "")
    let shown: String
    if international {
      // `+`, `+4` and `+49` as typed; then the national number behind `+49 `.
      guard digits.hasPrefix("49") else {
        guard "49".hasPrefix(digits) else { return nil }
        shown = "+" + digits
        return (shown, (shown as NSString).length)
      }
      guard let national = Self.layOut(String(digits.dropFirst(2)), expressions) else {
        return nil
      }
      shown = national.isEmpty ? "+49" : "+49 " + national
    } else if digits.hasPrefix("0") {
      guard let national = Self.layOut(String(digits.dropFirst()), expressions) else {
        return nil
      }
      shown = "0" + national
    } else {
      guard let national = Self.layOut(digits, expressions) else { return nil }
      shown = national
    }
    if shown.isEmpty && !replacement.isEmpty { return nil }
    return (shown, (shown as NSString).length)
  }

  /// The national number laid out: empty for no digits, `nil` when no German mobile number
  /// starts so; the groups of the format its leading digits select, and a complete number
  /// checked against the whole pattern.
  static func layOut(_ national: String, _ expressions: Expressions) -> String? {
    if national.isEmpty { return "" }
    let whole = NSRange(location: 0, length: (national as NSString).length)
    guard expressions.prefix.firstMatch(in: national, range: whole) != nil else { return nil }
    var shown = national
    for format in expressions.formats
    where format.leading.firstMatch(in: national, range: whole) != nil {
      shown = format.pattern.stringByReplacingMatches(
        in: national, range: whole, withTemplate: format.template)
      break
    }
    // The field's state (shown as a check mark); the text does not depend on it.
    blackHole(expressions.number.firstMatch(in: national, range: whole) != nil)
    return shown
  }
}
