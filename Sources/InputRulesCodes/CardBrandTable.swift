/// Which leading digits of a card number belong to which brand.
///
/// Each entry is a range of prefixes of one length (`51...55`, `2221...2720`) and its brand:
///
/// | Brand | Prefixes |
/// |---|---|
/// | Visa | 4 |
/// | Mastercard | 51–55, 2221–2720 |
/// | American Express | 34, 37 |
/// | Discover | 6011, 644–649, 65 |
/// | Diners Club | 300–305, 3095, 36, 38–39 |
/// | JCB | 3528–3589 |
/// | UnionPay | 62 |
/// | Maestro | 5018, 5020, 5038, 5893, 6304, 6759, 6761–6763 |
/// | Mir | 2200–2204 |
///
/// The ranges do not overlap. Discover also lists 622126–622925, cards UnionPay issues that
/// Discover's network takes; those numbers start with 62 and are UnionPay's here, the brand the
/// card carries. Leading digits no range starts (`1`, `31`, `2205`) belong to no brand.
public enum CardBrandTable {
  /// One range of prefixes of `digits` digits.
  public struct Entry: Hashable, Sendable {
    /// The brand the prefixes belong to.
    public let brand: CardBrand
    /// The number of digits of each prefix.
    public let digits: Int
    /// The first prefix of the range, as a number.
    public let first: Int
    /// The last prefix of the range, as a number.
    public let last: Int

    init(_ brand: CardBrand, _ first: Int, _ last: Int, digits: Int) {
      self.brand = brand
      self.first = first
      self.last = last
      self.digits = digits
    }
  }

  /// The ranges, brand by brand.
  public static let entries: [Entry] = [
    Entry(.visa, 4, 4, digits: 1),
    Entry(.mastercard, 51, 55, digits: 2),
    Entry(.mastercard, 2221, 2720, digits: 4),
    Entry(.amex, 34, 34, digits: 2),
    Entry(.amex, 37, 37, digits: 2),
    Entry(.discover, 6011, 6011, digits: 4),
    Entry(.discover, 644, 649, digits: 3),
    Entry(.discover, 65, 65, digits: 2),
    Entry(.diners, 300, 305, digits: 3),
    Entry(.diners, 3095, 3095, digits: 4),
    Entry(.diners, 36, 36, digits: 2),
    Entry(.diners, 38, 39, digits: 2),
    Entry(.jcb, 3528, 3589, digits: 4),
    Entry(.unionpay, 62, 62, digits: 2),
    Entry(.maestro, 5018, 5018, digits: 4),
    Entry(.maestro, 5020, 5020, digits: 4),
    Entry(.maestro, 5038, 5038, digits: 4),
    Entry(.maestro, 5893, 5893, digits: 4),
    Entry(.maestro, 6304, 6304, digits: 4),
    Entry(.maestro, 6759, 6759, digits: 4),
    Entry(.maestro, 6761, 6763, digits: 4),
    Entry(.mir, 2200, 2204, digits: 4),
  ]

  /// The most leading digits any entry reads.
  static let prefixDigits = 4

  /// The brands whose numbers can start with `prefix`, the first `count` digits of a number
  /// (as a number; at most `prefixDigits` of them), looked up in `brandsByPrefix`.
  @inline(__always)
  static func brands(startingWith prefix: Int, count: Int) -> CardBrandSet {
    guard count > 0 else { return .all }
    return CardBrandSet(bits: brandsByPrefix[firstIndex(count: count) + prefix])
  }

  /// `brands(startingWith:count:)` of every prefix of one to four digits: those of one digit
  /// first (indices 0 to 9), then of two (10 to 109), three and four.
  static let brandsByPrefix: [UInt16] = {
    var table: [UInt16] = []
    table.reserveCapacity(11_110)
    for count in 1...prefixDigits {
      for prefix in 0..<powerOfTen(count) {
        table.append(searchBrands(startingWith: prefix, count: count).bits)
      }
    }
    return table
  }()

  /// Where the prefixes of `count` digits start in `brandsByPrefix`.
  @inline(__always)
  static func firstIndex(count: Int) -> Int {
    switch count {
    case 1: return 0
    case 2: return 10
    case 3: return 110
    default: return 1_110
    }
  }

  /// The brands whose numbers can start with `prefix`, read from `entries`: those with a range
  /// that holds a prefix starting so, or that starts a prefix of `prefix`.
  static func searchBrands(startingWith prefix: Int, count: Int) -> CardBrandSet {
    guard count > 0 else { return .all }
    var bits: UInt16 = 0
    for entry in entries {
      if count >= entry.digits {
        // The first `entry.digits` digits decide.
        let head = prefix / powerOfTen(count - entry.digits)
        if head >= entry.first && head <= entry.last { bits |= entry.brand.bit }
      } else {
        // Some prefix of the range starts with these digits.
        let scale = powerOfTen(entry.digits - count)
        if prefix >= entry.first / scale && prefix <= entry.last / scale {
          bits |= entry.brand.bit
        }
      }
    }
    return CardBrandSet(bits: bits)
  }

  /// 10 to the power `exponent` (0 to 4).
  static func powerOfTen(_ exponent: Int) -> Int {
    switch exponent {
    case 0: return 1
    case 1: return 10
    case 2: return 100
    case 3: return 1000
    default: return 10_000
    }
  }
}
