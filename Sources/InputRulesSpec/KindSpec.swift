import InputRules
import InputRulesForms

/// What a kind's spec struct provides: every per-kind fact lives with it. Each kind lives in its
/// own file (its keys, how they are read and checked, how the rule is built, what it shows
/// besides the text, the keyboard it suggests, an example) and is registered with one line in
/// `KindRegistry.builtIn` (or, for a kind of an app's own, in a registry the app makes).
package protocol KindSpec: Hashable, Sendable {
  /// The rule the spec builds.
  associatedtype Rule: InputRule

  /// The `kind` value naming this kind.
  static var kind: String { get }
  /// The keys this kind reads besides the common ones (`CommonSpec.keys`).
  static var keys: [String] { get }
  /// A spec of this kind and input for it, for docs, tests, the fuzzer, the demo and the
  /// benchmarks.
  static var example: KindExample { get }
  /// The locale data the kind's rule is built from.
  static var localeData: LocaleData { get }

  /// The keys every kind shares.
  var common: CommonSpec { get }
  /// Reads and checks this kind's keys. Unknown keys were refused before this is called.
  init(_ reader: SpecReader, common: CommonSpec) throws(SpecError)

  /// The rule, ready to drive an `InputField`, in the context's locale.
  func rule(in context: RuleContext) throws(SpecError) -> Rule
  /// The keyboard a field under `rule` suggests (an HTML `inputmode`, a platform keyboard).
  func keyboard(for rule: Rule) -> Keyboard
  /// What `inputrules replay` prints about the field besides text, state and value (a card's
  /// brand), in this order; a `nil` value prints as `null`.
  func details(of rule: Rule, text: String) -> [(key: String, value: String?)]

  /// The rule complete entries are judged with (`EntryChecker`, `inputrules check`);
  /// `rule(in:)` unless a kind reads complete entries differently from keystrokes
  /// (cash-register money).
  func checkRule(in context: RuleContext) throws(SpecError) -> Rule
  /// What a complete entry stands for under a rule of this kind: `nil` (as written) unless the
  /// rule reformats, and then `ReformattingRule.received(_:)`, which also reads unformatted
  /// entries. Chosen when the kind conforms, from the rule's type, so that no dynamic cast
  /// decides it: Embedded Swift has none, and the browser judges as the server does.
  static func received(_ entry: String, under rule: Rule) -> ReceivedEntry?
  /// How the kind's values are ordered in a form's `order` rule: numbers, dates and times,
  /// choices; `nil` for kinds without an order (text, phone numbers, cards).
  func formOrdering(in context: RuleContext) throws(SpecError) -> FormOrdering?
}

extension KindSpec {
  /// Nothing besides text, state and value.
  package func details(of rule: Rule, text: String) -> [(key: String, value: String?)] { [] }

  /// The rule of `rule(in:)`.
  package func checkRule(in context: RuleContext) throws(SpecError) -> Rule {
    try rule(in: context)
  }

  /// As written.
  package static func received(_ entry: String, under rule: Rule) -> ReceivedEntry? { nil }

  /// No order.
  package func formOrdering(in context: RuleContext) throws(SpecError) -> FormOrdering? { nil }
}

extension KindSpec where Rule: ReformattingRule {
  /// As written or unformatted, as a server receives it.
  package static func received(_ entry: String, under rule: Rule) -> ReceivedEntry? {
    rule.received(entry)
  }
}

/// A spec of a kind and what to type into it: the one example each kind gives for docs, tests,
/// the fuzzer, the web demo and the benchmarks.
package struct KindExample: Hashable, Sendable {
  /// A spec of the kind, as JSON.
  package var spec: String
  /// Keys a user types into the field, one grapheme cluster each, in order: they make the
  /// field valid.
  package var keys: String
  /// A label for the example field.
  package var label: String

  package init(spec: String, keys: String, label: String) {
    self.spec = spec
    self.keys = keys
    self.label = label
  }
}

/// The locale data a kind's rule is built from, resolved once before the rule is built.
package enum LocaleData: String, Hashable, Sendable, CaseIterable {
  /// None: the rule reads no locale.
  case none
  /// The number notation (digits, separators, signs): also what a card number's digits follow.
  case numbers
  /// The number notation and the currency.
  case money
  /// The numeric short date pattern, and the digits of the number notation (a date shows the
  /// locale's digits).
  case dates
}

/// The on-screen keyboard a field suggests.
package enum Keyboard: String, Hashable, Sendable, CaseIterable {
  /// Digits.
  case numeric
  /// Digits and a decimal separator.
  case decimal
  /// Letters.
  case text
  /// A telephone keypad: digits, `+`, `*` and `#` (a phone number).
  case telephone

  /// The HTML `inputmode` value.
  package var inputMode: String { self == .telephone ? "tel" : rawValue }

  /// What a field under `rule` takes: a number pad when a fresh field takes an ASCII digit and
  /// no ASCII letter, letters otherwise. The keyboard follows what the rule accepts, never
  /// decides it.
  ///
  /// The rule comes erased, so that the field probed is the `InputField<AnyInputRule>` every spec's
  /// field already is: a generic probe compiled the whole engine once more for each rule type it
  /// met, about 12 KB of WebAssembly for the text rule alone.
  package static func probing(_ rule: AnyInputRule) -> Keyboard {
    func takes(_ key: Character) -> Bool {
      var field = InputField(rule: rule)
      return field.type(String(key)).outcome != .rejected && field.text.contains(key)
    }
    let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    if letters.contains(where: takes) { return .text }
    return "0123456789".contains(where: takes) ? .numeric : .text
  }
}
