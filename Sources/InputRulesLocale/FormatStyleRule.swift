import Foundation
import InputRules
import InputRulesNumbers

/// A rule made from an app's own Foundation `ParseableFormatStyle`: the text is valid when the
/// style's parse strategy parses it, and values are shown with `format`.
///
///     let rule = FormatStyleRule(Decimal.FormatStyle(locale: Locale(identifier: "de_DE")))
///
/// Caveat: Foundation parses leniently, and partial input is not a state it knows. With
/// `Decimal.FormatStyle` (here, on swift-corelibs-foundation, as on Apple platforms) `"-"` parses
/// as 0, `"1."` as 1 and `"12abc"` as 12, so a field using this rule calls such text valid with
/// those values, and it cannot say "incomplete". `IntegerFormatStyle` refuses `"-"`, so a
/// negative number cannot be typed from an empty field. Use `DecimalRule`, `IntegerRule` or
/// `MoneyRule` for input checked as it is typed; use this bridge to accept exactly what a style
/// the app already has would parse.
///
/// Edits are accepted when the resulting text parses (or is empty); deleting is never refused.
/// Commit shows valid text formatted by the style and reverts other text.
///
/// Two rules are equal (`==`) when their styles are and they write canonical strings alike: see
/// `==` for the closures a rule may be made with.
public struct FormatStyleRule<Style: ParseableFormatStyle & Sendable>: InputRule, Equatable
where Style.FormatOutput == String, Style.FormatInput: Equatable & Sendable {
  /// The style's input type: what it formats and its parse strategy gives back.
  public typealias Value = Style.FormatInput

  /// The app's style: it parses every text the field judges and formats every value it shows.
  public let style: Style
  let canonical: @Sendable (Value) -> String
  let fromCanonical: @Sendable (String) -> Value?
  /// Where `canonical` and `fromCanonical` come from, for `==`.
  let canonicalForm: CanonicalForm

  /// A rule from a style, with the value's canonical string and its parser (the `inputrules`
  /// command's `value` and `setValue`).
  public init(
    _ style: Style, canonical: @escaping @Sendable (Value) -> String,
    fromCanonical: @escaping @Sendable (String) -> Value?
  ) {
    self.init(style, canonical, fromCanonical, form: .custom(CanonicalClosures()))
  }

  /// A rule from a style and canonical strings of the form `form`.
  init(
    _ style: Style, _ canonical: @escaping @Sendable (Value) -> String,
    _ fromCanonical: @escaping @Sendable (String) -> Value?, form: CanonicalForm
  ) {
    self.style = style
    self.canonical = canonical
    self.fromCanonical = fromCanonical
    self.canonicalForm = form
  }

  /// Whether both rules have equal styles and write and read canonical strings alike. The
  /// closures given to `init(_:canonical:fromCanonical:)` cannot be compared, so a rule made with
  /// them is equal only to its copies; rules made by `init(_:)` (plain decimals, plain
  /// integers) are equal whenever their styles are.
  public static func == (lhs: FormatStyleRule, rhs: FormatStyleRule) -> Bool {
    lhs.style == rhs.style && lhs.canonicalForm == rhs.canonicalForm
  }

  func parse(_ text: String) -> Value? {
    try? style.parseStrategy.parse(text)
  }

  /// Accepts an insertion when the style's parse strategy reads the text it makes (or it makes the
  /// field empty), and refuses it as `notANumber` otherwise; deleting is always accepted. Foundation
  /// parses leniently, so this takes more than a number rule would (see the type's caveat).
  public func review(_ proposal: EditProposal) -> EditDecision {
    if proposal.isDeletion { return .accept }
    let text = proposal.proposedText
    if text.isEmpty || parse(text) != nil { return .accept }
    return .reject(Reason(.notANumber, Reason.Facts("format.notRead", text: text)))
  }

  /// Valid with the parsed value when the style reads the text, invalid (`notANumber`) when it
  /// does not. Never incomplete: partial input is not a state Foundation knows.
  public func evaluate(_ text: String) -> Evaluation<Value> {
    if text.isEmpty { return .empty }
    if let value = parse(text) { return .valid(value) }
    return .invalid(Reason(.notANumber, Reason.Facts("format.notAValue")))
  }

  /// Shows text that parses as the style formats its value, but only when that formatted text reads
  /// back as the same value (a style that rounds keeps the text as typed); text that does not parse
  /// goes back to `lastValidValue`, formatted, or empty.
  public func commit(_ text: String, lastValidValue: Value?) -> CommitDecision {
    if text.isEmpty { return CommitDecision(text: "") }
    if let value = parse(text) {
      let shown = style.format(value)
      // Only when the formatted text reads back as the same value (it may be rounded).
      if parse(shown) == value {
        return CommitDecision(
          text: shown,
          reason: shown == text ? nil : Reason(.reformatted, Reason.Facts("format.reformatted")))
      }
      return CommitDecision(text: text)
    }
    let reverted = lastValidValue.map { style.format($0) } ?? ""
    return CommitDecision(
      text: reverted, reason: Reason(.reverted, Reason.Facts("format.reverted")))
  }

  /// The value as the style formats it.
  public func displayText(for value: Value) -> String { style.format(value) }

  /// The value through the `canonical` closure the rule was made with, not through the style, so
  /// stored strings do not depend on the locale.
  public func canonicalString(for value: Value) -> String { canonical(value) }

  /// The value the `fromCanonical` closure the rule was made with reads from `string`, or `nil`.
  public func value(fromCanonical string: String) -> Value? { fromCanonical(string) }
}

extension FormatStyleRule where Style.FormatInput == Decimal {
  /// A rule from a `Decimal` style; canonical strings are exact plain decimals ("-12.5").
  public init(_ style: Style) {
    self.init(
      style, { ExactDecimal($0)?.description ?? $0.description },
      { ExactDecimal($0).map { Decimal($0) } }, form: .plainDecimal)
  }
}

extension FormatStyleRule where Style.FormatInput == Int {
  /// A rule from an `Int` style; canonical strings are plain integers ("-25").
  public init(_ style: Style) {
    self.init(style, { String($0) }, { Int($0) }, form: .plainInteger)
  }
}

/// Where a `FormatStyleRule`'s canonical strings come from.
enum CanonicalForm: Equatable, Sendable {
  /// Plain decimals (`init(_:)` of a `Decimal` style).
  case plainDecimal
  /// Plain integers (`init(_:)` of an `Int` style).
  case plainInteger
  /// Closures an app gave, told apart by the identity of a box made with them.
  case custom(CanonicalClosures)
}

/// Stands for the closures an app gave one `FormatStyleRule`: equal only to itself.
final class CanonicalClosures: Equatable, Sendable {
  /// The same box.
  static func == (lhs: CanonicalClosures, rhs: CanonicalClosures) -> Bool { lhs === rhs }
}
