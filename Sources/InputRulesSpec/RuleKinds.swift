// MARK: - Registering a kind
//
// This file is the one place where kinds are registered. To add a kind:
// 1. Write `<Kind>Spec.swift`: a struct conforming to `KindSpec` that lists its keys, reads and
//    checks them, and builds the rule.
// 2. Add a case to `RuleSpec` (RuleSpec.swift).
// 3. In `RuleSpec.decode(_:_:)` below, move the kind from the "not supported yet" line to a line
//    of its own; the compiler then points at `kindSpec` for the last line to add.

/// The kinds a rule spec can name (the values of `"kind"`). Every kind of the spec format is
/// listed, including those this version cannot build yet, so that a spec naming one gets "not
/// supported yet" rather than "unknown kind".
public enum RuleKind: String, CaseIterable, Hashable, Sendable {
  case text
  case integer
  case decimal
  case money
  case choice
  case mask
  case oneTimeCode
  case iban
  case date
  case card
}

extension RuleSpec {
  /// The registration point: which spec struct decodes each kind.
  static func decode(_ kind: RuleKind, _ reader: SpecReader) throws(SpecError) -> RuleSpec {
    switch kind {
    case .text: return .text(try decoded(TextSpec.self, reader))
    case .integer: return .integer(try decoded(IntegerSpec.self, reader))
    case .decimal: return .decimal(try decoded(DecimalSpec.self, reader))
    case .money: return .money(try decoded(MoneySpec.self, reader))
    case .choice: return .choice(try decoded(ChoiceSpec.self, reader))
    case .mask: return .mask(try decoded(MaskSpec.self, reader))
    case .oneTimeCode: return .oneTimeCode(try decoded(OneTimeCodeSpec.self, reader))
    case .iban: return .iban(try decoded(IBANSpec.self, reader))
    case .date: return .date(try decoded(DateSpec.self, reader))
    case .card: return .card(try decoded(CardSpec.self, reader))
    }
  }

  /// The kind.
  public var kind: RuleKind {
    switch self {
    case .text: return .text
    case .integer: return .integer
    case .decimal: return .decimal
    case .money: return .money
    case .choice: return .choice
    case .mask: return .mask
    case .oneTimeCode: return .oneTimeCode
    case .iban: return .iban
    case .date: return .date
    case .card: return .card
    }
  }

  /// The keys every kind shares.
  public var common: CommonSpec {
    switch self {
    case .text(let spec): return spec.common
    case .integer(let spec): return spec.common
    case .decimal(let spec): return spec.common
    case .money(let spec): return spec.common
    case .choice(let spec): return spec.common
    case .mask(let spec): return spec.common
    case .oneTimeCode(let spec): return spec.common
    case .iban(let spec): return spec.common
    case .date(let spec): return spec.common
    case .card(let spec): return spec.common
    }
  }

  #if !hasFeature(Embedded)
    /// The spec struct inside, for what all kinds share.
    package var kindSpec: any KindSpec {
      switch self {
      case .text(let spec): return spec
      case .integer(let spec): return spec
      case .decimal(let spec): return spec
      case .money(let spec): return spec
      case .choice(let spec): return spec
      case .mask(let spec): return spec
      case .oneTimeCode(let spec): return spec
      case .iban(let spec): return spec
      case .date(let spec): return spec
      case .card(let spec): return spec
      }
    }
  #endif
}
