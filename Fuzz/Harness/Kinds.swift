import InputRules

/// One kind of rule the fuzzer builds: the name the registry gives it (`KindRegistry.builtIn`,
/// `RuleSpec.kinds`) and how an input builds and runs a rule of it (`false` when the input's
/// bytes make no rule of the kind).
struct FuzzKind: Sendable {
  let name: String
  let run: @Sendable (Int, inout ByteReader) -> Bool

  init(_ name: String, _ run: @escaping @Sendable (Int, inout ByteReader) -> Bool) {
    self.name = name
    self.run = run
  }
}

/// The kinds, in the order an input's first byte picks them (modulo their count). A stable
/// table: existing entries never move, and a new kind is appended, so the seed corpus (whose
/// first bytes are 0 to 10, each its kind's place) keeps its meaning. `KindRegistryTests` checks
/// that it lists every registered kind and that each seed picks the kind its name says.
let fuzzKinds: [FuzzKind] = [
  FuzzKind("text") { kind, reader in
    run(decodeTextRule(&reader), kind: kind, &reader)
    return true
  },
  FuzzKind("choice") { kind, reader in
    guard let decoded = decodeChoiceRule(&reader) else { return false }
    run(decoded, kind: kind, &reader)
    return true
  },
  FuzzKind("integer") { kind, reader in
    guard let decoded = decodeIntegerRule(&reader) else { return false }
    run(decoded, kind: kind, &reader)
    return true
  },
  FuzzKind("decimal") { kind, reader in
    guard let decoded = decodeDecimalRule(&reader) else { return false }
    run(decoded, kind: kind, &reader)
    return true
  },
  FuzzKind("money") { kind, reader in
    guard let decoded = decodeMoneyRule(&reader) else { return false }
    run(decoded, kind: kind, &reader)
    return true
  },
  FuzzKind("mask") { kind, reader in
    guard let decoded = decodeMaskRule(&reader) else { return false }
    run(decoded, kind: kind, &reader)
    return true
  },
  FuzzKind("oneTimeCode") { kind, reader in
    guard let decoded = decodeOneTimeCodeRule(&reader) else { return false }
    run(decoded, kind: kind, &reader)
    return true
  },
  FuzzKind("iban") { kind, reader in
    run(decodeIBANRule(&reader), kind: kind, &reader)
    return true
  },
  FuzzKind("card") { kind, reader in
    run(decodeCardRule(&reader), kind: kind, &reader)
    return true
  },
  FuzzKind("date") { kind, reader in
    guard let decoded = decodeDateRule(&reader) else { return false }
    run(decoded, kind: kind, &reader)
    return true
  },
  FuzzKind("phone") { kind, reader in
    guard let decoded = decodePhoneRule(&reader) else { return false }
    run(decoded, kind: kind, &reader)
    return true
  },
]
