import InputRules

/// A rule as the `inputrules` command's JSON spec describes it: one case per kind, each with its
/// own spec struct (which carries the keys every kind shares in `common`).
///
/// Decode one with `RuleSpec(json:)` (or `RuleSpec.load(argument:)` for `--rule` values, which
/// may be `@path`), then get something that runs with `makeRule(in:)`. Every refusal is a
/// `SpecError` naming the key at fault.
///
/// Kinds are registered in one place: `RuleSpec.decode(_:_:)` in `RuleKinds.swift`.
public enum RuleSpec: Hashable, Sendable {
  case text(TextSpec)
  case integer(IntegerSpec)
  case decimal(DecimalSpec)
  case money(MoneySpec)
  case choice(ChoiceSpec)
  case mask(MaskSpec)
  case oneTimeCode(OneTimeCodeSpec)
  case iban(IBANSpec)
  case date(DateSpec)
  case card(CardSpec)
}

/// What a kind's spec struct provides. Each kind lives in its own file: its keys, how they are
/// read and checked, and how the rule is built.
package protocol KindSpec: Hashable, Sendable {
  /// The `kind` value naming this kind.
  static var kind: RuleKind { get }
  /// The keys this kind reads besides the common ones (`CommonSpec.keys`).
  static var keys: [String] { get }
  /// The keys every kind shares.
  var common: CommonSpec { get }
  /// Reads and checks this kind's keys. Unknown keys were refused before this is called.
  init(_ reader: SpecReader, common: CommonSpec) throws(SpecError)
  #if !hasFeature(Embedded)
    /// The rule, ready to drive an `InputField`. The locale has been resolved by the caller.
    func makeRule(in context: RuleContext) throws(SpecError) -> any InputRule
    /// The rule `inputrules check` judges complete entries with; `makeRule(in:)` unless a kind
    /// reads complete entries differently from keystrokes (cash-register money).
    func makeCheckRule(in context: RuleContext) throws(SpecError) -> any InputRule
  #endif
}

#if !hasFeature(Embedded)
  extension KindSpec {
    package func makeCheckRule(in context: RuleContext) throws(SpecError) -> any InputRule {
      try makeRule(in: context)
    }
  }
#endif

extension RuleSpec {
  /// Decodes a spec from JSON text.
  public init(json: String) throws(SpecError) {
    try self.init(json: json, localeValues: nil)
  }

  /// Decodes a spec from JSON text, with the locale data resolved ahead where Foundation cannot
  /// resolve it (see `LocaleValues`).
  package init(json: String, localeValues: LocaleValues?) throws(SpecError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: json)
    } catch {
      throw SpecError(key: nil, error.description)
    }
    try self.init(value, localeValues: localeValues)
  }

  /// Decodes a spec from a parsed JSON value, which must be an object with a `kind`.
  package init(_ value: JSONValue, localeValues: LocaleValues? = nil) throws(SpecError) {
    guard case .object(let object) = value else {
      throw SpecError(
        key: nil,
        "a rule spec must be a JSON object such as {\"kind\":\"text\"}, got \(value.shortDescription)"
      )
    }
    let kinds = RuleKind.allCases.map { $0.rawValue }
    guard let kindValue = object["kind"] else {
      throw SpecError(key: "kind", "missing \"kind\": expected \(choiceList(kinds))")
    }
    guard case .string(let name) = kindValue, let kind = RuleKind(rawValue: name) else {
      throw .invalid("kind", mustBe: choiceList(kinds), got: kindValue)
    }
    self = try Self.decode(kind, SpecReader(object, localeValues: localeValues))
  }

  /// Decodes one registered kind: refuses unknown keys, then reads the common keys, then the
  /// kind's own.
  static func decoded<K: KindSpec>(_ type: K.Type, _ reader: SpecReader) throws(SpecError) -> K {
    try reader.refuseUnknownKeys(known: CommonSpec.keys + K.keys, kind: K.kind)
    let common = try CommonSpec(reader)
    return try K(reader, common: common)
  }

  #if !hasFeature(Embedded)
    /// The rule the spec describes. `context` carries the resolved locale.
    public func makeRule(in context: RuleContext) throws(SpecError) -> any InputRule {
      try kindSpec.makeRule(in: context)
    }

    /// The rule `inputrules check` judges complete entries with (see `KindSpec.makeCheckRule`).
    public func makeCheckRule(in context: RuleContext) throws(SpecError) -> any InputRule {
      try kindSpec.makeCheckRule(in: context)
    }
  #endif
}
