import InputRules
import InputRulesForms

/// A spec of some registered kind, held without knowing its type: what `RuleSpec` stores, so
/// that a kind registered outside this module (an app's own) is held like the built-in ones.
/// A class rather than an existential, so that Embedded Swift (the WebAssembly build) holds it.
package class AnyKindSpec: @unchecked Sendable {
  /// The `kind` value.
  package var kind: String { preconditionFailure("AnyKindSpec is abstract") }
  /// The keys every kind shares.
  package var common: CommonSpec { preconditionFailure("AnyKindSpec is abstract") }
  /// The locale data the kind's rule is built from.
  package var localeData: LocaleData { preconditionFailure("AnyKindSpec is abstract") }
  /// A field under the rule the spec describes.
  package func makeField(in context: RuleContext) throws(SpecError) -> SpecField {
    preconditionFailure("AnyKindSpec is abstract")
  }

  /// What judges complete entries under the rule the spec describes.
  package func makeChecker(in context: RuleContext) throws(SpecError) -> AnyEntryChecking {
    preconditionFailure("AnyKindSpec is abstract")
  }
  /// How the kind's values are ordered in a form (`KindSpec.formOrdering(in:)`).
  package func formOrdering(in context: RuleContext) throws(SpecError) -> FormOrdering? {
    preconditionFailure("AnyKindSpec is abstract")
  }

  #if !hasFeature(Embedded)
    /// Whether `other` holds an equal spec of the same kind.
    package func isEqual(to other: AnyKindSpec) -> Bool {
      preconditionFailure("AnyKindSpec is abstract")
    }
    /// Hashes the spec.
    package func hash(into hasher: inout Hasher) { preconditionFailure("AnyKindSpec is abstract") }
    /// The rule the spec describes.
    package func makeRule(in context: RuleContext) throws(SpecError) -> any InputRule {
      preconditionFailure("AnyKindSpec is abstract")
    }
    /// The rule `check` judges complete entries with.
    package func makeCheckRule(in context: RuleContext) throws(SpecError) -> any InputRule {
      preconditionFailure("AnyKindSpec is abstract")
    }
  #endif
}

/// A spec of the kind `K`.
final class KindSpecBox<K: KindSpec>: AnyKindSpec, @unchecked Sendable {
  let spec: K

  init(_ spec: K) { self.spec = spec }

  override var kind: String { K.kind }
  override var common: CommonSpec { spec.common }
  override var localeData: LocaleData { K.localeData }

  override func makeField(in context: RuleContext) throws(SpecError) -> SpecField {
    let spec = self.spec
    let rule = try spec.rule(in: context)
    return SpecField(
      AnyInputRule(rule), keyboard: spec.keyboard(for: rule),
      details: { spec.details(of: rule, text: $0) })
  }

  override func makeChecker(in context: RuleContext) throws(SpecError) -> AnyEntryChecking {
    TypedEntryChecking<K>(try spec.checkRule(in: context))
  }

  override func formOrdering(in context: RuleContext) throws(SpecError) -> FormOrdering? {
    try spec.formOrdering(in: context)
  }

  #if !hasFeature(Embedded)
    override func isEqual(to other: AnyKindSpec) -> Bool {
      guard let other = other as? KindSpecBox<K> else { return false }
      return other.spec == spec
    }

    override func hash(into hasher: inout Hasher) {
      hasher.combine(K.kind)
      hasher.combine(spec)
    }

    override func makeRule(in context: RuleContext) throws(SpecError) -> any InputRule {
      try spec.rule(in: context)
    }
    override func makeCheckRule(in context: RuleContext) throws(SpecError) -> any InputRule {
      try spec.checkRule(in: context)
    }
  #endif
}
