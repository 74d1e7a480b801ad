import InputRules

/// A rule as the `inputrules` command's JSON spec describes it: a spec of one registered kind
/// (`KindRegistry`), whose struct carries the keys every kind shares in `common`.
///
/// Decode one with `RuleSpec(json:)` (or `RuleSpec.load(argument:)` for `--rule` values, which
/// may be `@path`), then get something that runs with `makeRule(in:)`. Every refusal is a
/// `SpecError` naming the key at fault.
public struct RuleSpec: Sendable {
  /// The spec of its kind.
  package let box: AnyKindSpec

  /// A spec of a registered kind.
  package init<K: KindSpec>(_ spec: K) { box = KindSpecBox(spec) }

  init(box: AnyKindSpec) { self.box = box }

  /// The kind's name, as the `kind` key spells it.
  public var kind: String { box.kind }

  /// The keys every kind shares.
  public var common: CommonSpec { box.common }

  /// The locale data the kind's rule is built from.
  package var localeData: LocaleData { box.localeData }

  /// The spec of kind `K`, when this is one.
  package func spec<K: KindSpec>(as type: K.Type) -> K? {
    (box as? KindSpecBox<K>)?.spec
  }
}

#if !hasFeature(Embedded)
  // Specs compare and hash by their kind's values. Not in Embedded Swift: the browser's module
  // never compares specs, and every kind's equality and hashing would be compiled into it (the
  // box's methods are kept with its class).
  extension RuleSpec: Hashable {
    public static func == (lhs: RuleSpec, rhs: RuleSpec) -> Bool { lhs.box.isEqual(to: rhs.box) }

    public func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }
  }
#endif

extension RuleSpec {
  /// Decodes a spec from JSON text.
  public init(json: String) throws(SpecError) {
    try self.init(json: json, localeValues: nil)
  }

  /// Decodes a spec from JSON text, with the locale data resolved ahead where Foundation cannot
  /// resolve it (see `LocaleValues`), naming a kind of `registry`.
  package init(
    json: String, localeValues: LocaleValues?, registry: KindRegistry = .builtIn
  ) throws(SpecError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: json)
    } catch {
      throw SpecError(key: nil, error.description)
    }
    try self.init(value, localeValues: localeValues, registry: registry)
  }

  /// Decodes a spec from a parsed JSON value, which must be an object with a `kind` of
  /// `registry`.
  package init(
    _ value: JSONValue, localeValues: LocaleValues? = nil, registry: KindRegistry = .builtIn
  ) throws(SpecError) {
    guard case .object(let object) = value else {
      throw SpecError(
        key: nil,
        "a rule spec must be a JSON object such as {\"kind\":\"text\"}, got \(value.shortDescription)"
      )
    }
    let kinds = registry.names
    guard let kindValue = object["kind"] else {
      throw SpecError(key: "kind", "missing \"kind\": expected \(choiceList(kinds))")
    }
    guard case .string(let name) = kindValue, let kind = registry.registration(named: name) else {
      throw .invalid("kind", mustBe: choiceList(kinds), got: kindValue)
    }
    self.init(box: try kind.read(SpecReader(object, localeValues: localeValues)))
  }

  /// A field under the rule the spec describes, driven without knowing the rule's type.
  package func makeField(in context: RuleContext) throws(SpecError) -> SpecField {
    try box.makeField(in: context)
  }

  #if !hasFeature(Embedded)
    /// The rule the spec describes. `context` carries the resolved locale.
    public func makeRule(in context: RuleContext) throws(SpecError) -> any InputRule {
      try box.makeRule(in: context)
    }

    /// The rule `inputrules check` judges complete entries with: the rule of `makeRule(in:)`,
    /// except that a cash-register money field reads complete amounts as written.
    public func makeCheckRule(in context: RuleContext) throws(SpecError) -> any InputRule {
      try box.makeCheckRule(in: context)
    }
  #endif
}
