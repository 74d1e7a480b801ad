import InputRules

/// The kinds a spec can name, each registered once: what reads a spec of it, and its facts.
///
/// `builtIn` lists the package's kinds, one line each; that line is all a new kind adds outside
/// its rule and spec files (see CONTRIBUTING.md, "Adding a kind"). Everything that lists kinds
/// reads this registry: the spec reader, the command, the WebAssembly exports (and through them
/// the web adapter, its tests, demo and benchmark), the fuzzer's table and the benchmarks.
package struct KindRegistry: Sendable {
  /// The registered kinds, in the order they are listed to users.
  package private(set) var kinds: [KindRegistration]

  /// A registry of `kinds`.
  package init(_ kinds: [KindRegistration]) { self.kinds = kinds }

  /// The package's kinds.
  ///
  /// A build for a page that needs only some kinds (the per-kind WebAssembly modules of
  /// scripts/build-wasm.sh) defines `INPUTRULES_SOME_KINDS` and `INPUTRULES_KIND_<NAME>` for each
  /// kind it keeps; the kinds left out are not referenced, so the linker drops their rules.
  package static let builtIn: KindRegistry = {
    var kinds: [KindRegistration] = []
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_TEXT
      kinds.append(.of(TextSpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_INTEGER
      kinds.append(.of(IntegerSpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_DECIMAL
      kinds.append(.of(DecimalSpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_MONEY
      kinds.append(.of(MoneySpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_CHOICE
      kinds.append(.of(ChoiceSpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_MASK
      kinds.append(.of(MaskSpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_ONETIMECODE
      kinds.append(.of(OneTimeCodeSpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_IBAN
      kinds.append(.of(IBANSpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_DATE
      kinds.append(.of(DateSpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_CARD
      kinds.append(.of(CardSpec.self))
    #endif
    #if !INPUTRULES_SOME_KINDS || INPUTRULES_KIND_PHONE
      kinds.append(.of(PhoneSpec.self))
    #endif
    return KindRegistry(kinds)
  }()

  /// This registry with `kind` added at the end (an app's own kind).
  package func registering<K: KindSpec>(_ kind: K.Type) -> KindRegistry {
    KindRegistry(kinds + [.of(kind)])
  }

  /// The kind named `name`, if registered.
  package func registration(named name: String) -> KindRegistration? {
    kinds.first { $0.kind == name }
  }

  /// The kinds' names, in order.
  package var names: [String] { kinds.map { $0.kind } }
}

/// One registered kind: its name, keys and example, and how a spec of it is read.
package struct KindRegistration: Sendable {
  /// The `kind` value.
  package let kind: String
  /// The kind's own keys.
  package let keys: [String]
  /// The kind's example.
  package let example: KindExample
  /// The locale data the kind's rule is built from.
  package let localeData: LocaleData
  /// Reads a spec of this kind (its unknown keys refused first).
  let read: @Sendable (SpecReader) throws(SpecError) -> AnyKindSpec

  /// The registration of `type`.
  package static func of<K: KindSpec>(_ type: K.Type) -> KindRegistration {
    KindRegistration(
      kind: K.kind, keys: K.keys, example: K.example, localeData: K.localeData,
      read: { reader throws(SpecError) in
        try reader.refuseUnknownKeys(known: CommonSpec.keys + K.keys, kind: K.kind)
        let common = try CommonSpec(reader)
        return KindSpecBox(try K(reader, common: common))
      })
  }
}

/// A registered kind as programs outside the package see it: its name and its example.
public struct KindSummary: Hashable, Sendable {
  /// The `kind` value.
  public let kind: String
  /// A label for the example field.
  public let label: String
  /// An example spec, as JSON.
  public let exampleSpec: String
  /// Keys that, typed one grapheme cluster at a time into a field under the example spec, make
  /// it valid.
  public let exampleKeys: String
}

extension RuleSpec {
  /// The kinds a spec can name, in order, with their examples: what tools that list kinds (the
  /// benchmarks, a settings screen) read rather than keeping a list of their own.
  public static var kinds: [KindSummary] {
    KindRegistry.builtIn.kinds.map {
      KindSummary(
        kind: $0.kind, label: $0.example.label, exampleSpec: $0.example.spec,
        exampleKeys: $0.example.keys)
    }
  }
}
