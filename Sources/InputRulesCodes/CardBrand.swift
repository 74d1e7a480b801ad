import InputRules

/// A payment card network, as told by the leading digits of a card number.
///
/// Each brand has its own numbers of digits (`lengths`) and security code length; which
/// leading digits belong to which brand is `CardBrandTable`'s business.
public enum CardBrand: String, CaseIterable, Hashable, Sendable {
  case visa, mastercard, amex, discover, diners, jcb, unionpay, maestro, mir

  /// The brand's name as people write it: `Visa`, `American Express`, `Diners Club`.
  public var name: String {
    switch self {
    case .visa: return "Visa"
    case .mastercard: return "Mastercard"
    case .amex: return "American Express"
    case .discover: return "Discover"
    case .diners: return "Diners Club"
    case .jcb: return "JCB"
    case .unionpay: return "UnionPay"
    case .maestro: return "Maestro"
    case .mir: return "Mir"
    }
  }

  /// The number of digits of the card's security code (CVV, CVC, CID): 4 for American Express,
  /// 3 for the others.
  public var securityCodeLength: Int { self == .amex ? 4 : 3 }

  /// The numbers of digits a card number of this brand may have, ascending.
  ///
  /// - Visa: 13, 16 or 19.
  /// - Mastercard: 16. American Express: 15.
  /// - Diners Club: 14 (shown 4-6-4), or 16 to 19.
  /// - Maestro: 12 to 19.
  /// - Discover, JCB, UnionPay, Mir: 16 to 19.
  public var lengths: [Int] {
    switch self {
    case .visa: return [13, 16, 19]
    case .mastercard: return [16]
    case .amex: return [15]
    case .diners: return [14, 16, 17, 18, 19]
    case .maestro: return [12, 13, 14, 15, 16, 17, 18, 19]
    case .discover, .jcb, .unionpay, .mir: return [16, 17, 18, 19]
    }
  }

  /// Why a number of this brand between its lengths is incomplete: the brand's name and its
  /// shortest and longest lengths (facts only, so that judging at every key tells no sentence).
  var lengthsReason: Reason.Facts {
    // Asked at every key of an incomplete number: the facts are made once per brand, so a key
    // allocates none.
    Self.lengthsReasons[Self.allCases.firstIndex(of: self)!]
  }

  private static let lengthsReasons = allCases.map { $0.makeLengthsReason() }

  private func makeLengthsReason() -> Reason.Facts {
    switch self {
    case .visa: return Reason.Facts("card.visaLengths", limit: 19, name: name, number: 13)
    case .diners: return Reason.Facts("card.dinersLengths", limit: 19, name: name, number: 14)
    case .mastercard: return Reason.Facts("card.lengths", limit: 16, name: name)
    case .amex: return Reason.Facts("card.lengths", limit: 15, name: name)
    case .maestro: return Reason.Facts("card.lengthsRange", limit: 19, name: name, number: 12)
    case .discover, .jcb, .unionpay, .mir:
      return Reason.Facts("card.lengthsRange", limit: 19, name: name, number: 16)
    }
  }

  /// Why a number of this brand at one of its lengths, whose check digit does not match, is
  /// still incomplete: the brand has longer numbers.
  var longerNumberReason: Reason.Facts {
    switch self {
    case .mastercard, .amex: return Reason.Facts("card.checkDigitMismatch")
    case .visa, .discover, .diners, .jcb, .unionpay, .maestro, .mir:
      return Reason.Facts("card.checkDigitNotYet", limit: 19, name: name)
    }
  }

  /// The brand's allowed lengths as bits (bit `n` for `n` digits), for the per-key checks.
  var lengthBits: UInt32 {
    switch self {
    case .visa: return 1 << 13 | 1 << 16 | 1 << 19
    case .mastercard: return 1 << 16
    case .amex: return 1 << 15
    case .diners: return 1 << 14 | 0b1111 << 16
    case .maestro: return 0xFF << 12
    case .discover, .jcb, .unionpay, .mir: return 0b1111 << 16
    }
  }

  /// The most digits a number of this brand has.
  var longestLength: Int {
    switch self {
    case .mastercard: return 16
    case .amex: return 15
    default: return 19
    }
  }

  /// The brand's bit in a `CardBrandSet`.
  var bit: UInt16 {
    switch self {
    case .visa: return 1 << 0
    case .mastercard: return 1 << 1
    case .amex: return 1 << 2
    case .discover: return 1 << 3
    case .diners: return 1 << 4
    case .jcb: return 1 << 5
    case .unionpay: return 1 << 6
    case .maestro: return 1 << 7
    case .mir: return 1 << 8
    }
  }
}

/// A set of brands as bits: what the leading digits still allow, what a rule accepts.
struct CardBrandSet: Hashable, Sendable {
  var bits: UInt16

  init(bits: UInt16) { self.bits = bits }

  init(_ brands: some Sequence<CardBrand>) {
    var bits: UInt16 = 0
    for brand in brands { bits |= brand.bit }
    self.bits = bits
  }

  /// Every brand.
  static var all: CardBrandSet { CardBrandSet(bits: 0x1FF) }

  var isEmpty: Bool { bits == 0 }

  /// The one brand in the set, or `nil` when it holds none or several.
  var single: CardBrand? {
    switch bits {
    case 1 << 0: return .visa
    case 1 << 1: return .mastercard
    case 1 << 2: return .amex
    case 1 << 3: return .discover
    case 1 << 4: return .diners
    case 1 << 5: return .jcb
    case 1 << 6: return .unionpay
    case 1 << 7: return .maestro
    case 1 << 8: return .mir
    default: return nil
    }
  }

  func contains(_ brand: CardBrand) -> Bool { bits & brand.bit != 0 }

  func intersection(_ other: CardBrandSet) -> CardBrandSet {
    CardBrandSet(bits: bits & other.bits)
  }

  func subtracting(_ other: CardBrandSet) -> CardBrandSet {
    CardBrandSet(bits: bits & ~other.bits)
  }

  /// The most digits a number of any brand of the set has (0 for none).
  var longestLength: Int {
    if bits & ~(CardBrand.mastercard.bit | CardBrand.amex.bit) != 0 { return 19 }
    if bits & CardBrand.mastercard.bit != 0 { return 16 }
    if bits & CardBrand.amex.bit != 0 { return 15 }
    return 0
  }

  /// The brands, in `CardBrand.allCases` order.
  var brands: [CardBrand] { CardBrand.allCases.filter { contains($0) } }

  /// The brands' names, for a sentence to join: `["Visa", "Mir", "JCB"]`.
  var names: [String] { brands.map { $0.name } }
}
