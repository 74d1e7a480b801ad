import InputRules

/// A payment card number, shown in the groups its brand prints: `4111 1111 1111 1111`,
/// `3782 822463 10005`.
///
///     let rule = CardRule(brands: [.visa, .mastercard])
///
/// - The brand is told by the leading digits as they are typed (`CardBrandTable`), and decides
///   the groups and the lengths: American Express 4-6-5, a 14-digit Diners Club number 4-6-4,
///   the others groups of four (a 19-digit number 4-4-4-4-3). Groups are separated by a space
///   (U+0020).
/// - A digit that makes the leading digits those of no brand is refused (`unknownBrand`), as
///   is one that makes them those of brands the rule does not accept (`brandNotAccepted`, the
///   reason names the brand), so the field never holds a number no accepted brand can complete.
///   A digit beyond the brand's longest length is refused (`tooLong`); before the brand is
///   known (at most the first two digits), a number has at most 19 digits.
/// - At one of its brand's lengths, a number whose Luhn check passes is `valid`; one whose
///   check fails is `incomplete` while the brand has a longer length, `invalid` (`checksum`)
///   once it has none. The value is the digits (`"4111111111111111"`), also its canonical
///   string; `brand(of:)` tells an app the brand, and so the length of the security code.
/// - Decimal digits of any script (`٤`, `４`) are stored as ASCII digits. A typed space moves
///   past a group space; any other key that is not a digit is refused. A paste keeps its digits:
///   spaces and dashes between them are left out silently, other characters with a reason
///   (`filtered`). A paste that would make the number longer than its brand allows, or start it
///   as no accepted brand does, is refused, as a key would be.
/// - Backspace right after a group space deletes the digit before the space, Delete right
///   before one the digit after it. When editing ends the text is kept as it is, finished or not.
/// - `init(brands:digits:)` shows the number in the locale's digits (`٤١١١ ١١١١ ...` in
///   ar_EG); the raw characters and the value stay ASCII digits.
///
/// Two rules are equal (`==`) when they accept the same brands (`init(brands:)` with an empty set
/// is the rule of every brand) and show the same digits.
public struct CardRule: ReformattingRule, Equatable {
  /// The value is the number's ASCII digits, without the group spaces (`"4111111111111111"`).
  public typealias Value = String

  /// The reason code of a complete number whose Luhn check fails.
  public static let checksumCode = Reason.Code("checksum")
  /// The reason code of leading digits of a brand the rule does not accept.
  public static let brandNotAcceptedCode = Reason.Code("brandNotAccepted")
  /// The reason code of leading digits no brand's numbers start with.
  public static let unknownBrandCode = Reason.Code("unknownBrand")

  /// The most digits of any card number.
  public static let longestLength = 19

  /// The brands the rule accepts.
  public var brands: Set<CardBrand> { Set(accepted.brands) }
  /// The accepted brands as bits (the rule holds nothing to retain, so copies of it are free).
  let accepted: CardBrandSet
  /// The ten digits the field shows, 0 through 9 (`"0123456789"`, `"٠١٢٣٤٥٦٧٨٩"`).
  public let digits: String
  /// The digits shown as scalars; `nil` when they are the ASCII digits, whose text the one-pass
  /// reading (`CardRuleFastPath.swift`) is written for.
  let shownDigits: [Unicode.Scalar]?

  /// A rule for card numbers of `brands`. An empty set accepts every brand, as the default
  /// does: a field no number could be typed into is not meant.
  public init(brands: Set<CardBrand> = Set(CardBrand.allCases)) {
    self.accepted = brands.isEmpty ? .all : CardBrandSet(brands)
    self.digits = "0123456789"
    self.shownDigits = nil
  }

  /// A rule for card numbers of `brands` showing `digits`, the ten digits 0 through 9 the
  /// locale writes numbers with (resolved once where the rule is made, as
  /// `NumberSymbols(locale:).digits`); `nil` when `digits` are not ten decimal digits in order,
  /// one Unicode scalar each.
  public init?(brands: Set<CardBrand> = Set(CardBrand.allCases), digits: String) {
    guard let scalars = ShownDigits.scalars(of: digits) else { return nil }
    self.accepted = brands.isEmpty ? .all : CardBrandSet(brands)
    self.digits = digits
    self.shownDigits = digits == "0123456789" ? nil : scalars
  }

  /// The digits of a card number are laid out left to right, also in a right-to-left interface.
  public var forcesLeftToRight: Bool { true }

  /// The platform may offer a saved card's number (UIKit's `.creditCardNumber`).
  public var contentHint: ContentHint? { .creditCardNumber }

  // MARK: Brands and the Luhn check

  /// The brand of the card number `text` shows (group spaces are skipped): the one brand among
  /// those the rule accepts that numbers starting so belong to, or, for a number of a brand the
  /// rule does not accept, that brand. `nil` while the leading digits leave several brands
  /// (`3`, `22`), or none.
  public func brand(of text: String) -> CardBrand? {
    let facts = CardDigits(rawCharacters(of: text))
    return facts.possible.intersection(accepted).single ?? facts.possible.single
  }

  /// The brand numbers starting with these ASCII digits belong to (the first four decide), or
  /// `nil` while they leave several brands, when they start no brand's numbers, or when one of
  /// them is not an ASCII digit.
  public static func brand(ofDigits digits: some StringProtocol) -> CardBrand? {
    let facts = CardDigits(digits)
    guard facts.allDigits else { return nil }
    return facts.possible.single
  }

  /// Whether the ASCII digits pass the Luhn check (ISO/IEC 7812-1): from the rightmost digit,
  /// every second digit doubled (its digits summed), the sum a multiple of 10. `false` for an
  /// empty string or one with anything but ASCII digits.
  public static func passesLuhn(_ digits: some StringProtocol) -> Bool {
    var sum = 0
    var doubled = false
    var count = 0
    for byte in digits.utf8.reversed() {
      guard byte >= 0x30 && byte <= 0x39 else { return false }
      var value = Int(byte &- 0x30)
      if doubled {
        value &*= 2
        if value > 9 { value &-= 9 }
      }
      sum &+= value
      doubled.toggle()
      count &+= 1
    }
    return count > 0 && sum % 10 == 0
  }

  // MARK: Raw characters

  /// Every character but the group spaces is raw.
  public func forEachRawCharacter(in text: String, _ body: (Character, Range<Int>) -> Bool) {
    if let shownDigits { return forEachRawCharacter(in: text, shownDigits, body) }
    forEachCharacterButSpaces(in: text, body)
  }

  /// The characters of `text` but its spaces.
  public func rawCharacters(of text: String) -> String {
    if let shownDigits { return rawCharacters(of: text, shownDigits) }
    let fast =
      text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
        var spaces = 0
        for byte in bytes where byte == 0x20 { spaces += 1 }
        if spaces == 0 { return text }
        return String(unsafeUninitializedCapacity: bytes.count - spaces) { buffer in
          var n = 0
          for byte in bytes where byte != 0x20 {
            buffer[n] = byte
            n += 1
          }
          return n
        }
      } ?? nil
    if let fast { return fast }
    var raw = ""
    for character in text where character != " " { raw.append(character) }
    return raw
  }

  /// Digits (of any script, as ASCII digits). A key press takes one digit, or a space, which
  /// only moves the caret past a group space; a paste keeps its digits.
  public func rawReplacement(for edit: RawEdit) -> RawReplacement {
    var taken = ""
    var left = false
    var converted = false
    for character in edit.replacement {
      if let ascii = character.asciiValue {
        if ascii >= 0x30 && ascii <= 0x39 {
          taken.append(character)
          // A key shown in the locale's digits says so; a paste of ASCII digits is the number.
          if shownDigits != nil && edit.isKeystroke { converted = true }
        } else if !Self.isSeparator(character) {
          left = true
        }
      } else if let digit = character.asciiDigit {
        taken.append(digit)
        if !isShownDigit(character) { converted = true }
      } else if !Self.isSeparator(character) {
        left = true
      }
    }
    if edit.isKeystroke && (left || (taken.isEmpty && edit.replacement != " ")) {
      return .reject(
        Reason(.disallowedCharacter, Reason.Facts("card.onlyDigitsTyped")))
    }
    if taken.isEmpty {
      // Only spaces and dashes (or nothing a paste could keep): no digit is inserted, but the
      // digits of a replaced selection leave, which must not leave a number that cannot be
      // completed.
      if left {
        return .reject(Reason(.disallowedCharacter, Reason.Facts("card.onlyDigits")))
      }
      if !edit.raw.isEmpty, let problem = problem(in: CardDigits(edit.raw)) {
        return .reject(problem)
      }
      return .characters("", reason: nil)
    }
    var raw = edit.raw
    let rawCount = raw.utf8.allSatisfy { $0 < 0x80 } ? raw.utf8.count : raw.count
    if edit.range.lowerBound >= rawCount {
      raw.append(taken)
    } else {
      raw.insert(
        contentsOf: taken,
        at: raw.index(raw.startIndex, offsetBy: max(edit.range.lowerBound, 0)))
    }
    if let problem = problem(in: CardDigits(raw)) { return .reject(problem) }
    if left {
      return .characters(taken, reason: Reason(.filtered, Reason.Facts("card.digitsKept")))
    }
    if converted {
      let facts = Reason.Facts(shownDigits == nil ? "card.digitsConverted" : "format.reformatted")
      return .characters(taken, reason: Reason(.reformatted, facts))
    }
    return .characters(taken, reason: nil)
  }

  /// Whether `character` may stand between digits of a pasted number: a space, a no-break
  /// space or a dash.
  static func isSeparator(_ character: Character) -> Bool {
    switch character {
    case " ", "\u{A0}", "\u{202F}", "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}",
      "\u{2212}":
      return true
    default:
      return false
    }
  }

  // MARK: Layout

  /// The digits in their brand's groups.
  public func layout(_ raw: String, context: LayoutContext) -> RawLayout {
    .text(shown(grouped(raw)))
  }

  /// `raw` in the groups of the brand its leading digits tell (any characters, so that text a
  /// program set can always be shown).
  func grouped(_ raw: String) -> String {
    let facts = CardDigits(raw)
    let tenAfterFour = tensAfterFour(facts)
    let simple =
      raw.utf8.withContiguousStorageIfAvailable { bytes -> String? in
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
        let n = bytes.count
        let spaces = tenAfterFour ? (n > 10 ? 2 : n > 4 ? 1 : 0) : (n > 0 ? (n - 1) / 4 : 0)
        return String(unsafeUninitializedCapacity: n + spaces) { buffer in
          var out = 0
          for index in 0..<n {
            if Self.groupStarts(at: index, tenAfterFour: tenAfterFour) {
              buffer[out] = 0x20
              out += 1
            }
            buffer[out] = bytes[index]
            out += 1
          }
          return out
        }
      } ?? nil
    if let simple { return simple }
    var text = ""
    var index = 0
    for character in raw {
      if Self.groupStarts(at: index, tenAfterFour: tenAfterFour) { text.append(" ") }
      text.append(character)
      index += 1
    }
    return text
  }

  /// Whether the groups are 4-6-5 (American Express) or 4-6-4 (a Diners Club number of 14
  /// digits or fewer) rather than groups of four.
  func tensAfterFour(_ facts: CardDigits) -> Bool {
    switch brand(facts) {
    case .amex: return true
    case .diners: return facts.count <= 14
    default: return false
    }
  }

  /// Whether a group space comes before the digit at `index`.
  static func groupStarts(at index: Int, tenAfterFour: Bool) -> Bool {
    if tenAfterFour { return index == 4 || index == 10 }
    return index > 0 && index & 3 == 0
  }

  /// The brand that decides the layout and lengths of digits (see `brand(of:)`).
  func brand(_ facts: CardDigits) -> CardBrand? {
    facts.possible.intersection(accepted).single ?? facts.possible.single
  }

  // MARK: Judging

  /// Invalid when no typing can mend the digits (a brand unknown or not accepted, too many
  /// digits); incomplete until an accepted brand is known and the number has one of its lengths,
  /// and while a failing Luhn check can still be fixed by a longer length; valid with the digits
  /// once the check passes; invalid (`checksum`) when it fails at the brand's longest length.
  public func judge(raw: String) -> Evaluation<String> {
    if raw.isEmpty { return .empty }
    return judge(CardDigits(raw), passesLuhn: { Self.passesLuhn(raw) }, digits: { raw })
  }

  /// Judges digits read as `facts`; `passesLuhn` and `digits` are asked only when needed.
  @inline(__always)
  func judge(
    _ facts: CardDigits, passesLuhn: () -> Bool, digits: () -> String
  ) -> Evaluation<String> {
    if let problem = problem(in: facts) { return .invalid(problem) }
    guard let brand = facts.possible.intersection(accepted).single else {
      return .incomplete(Reason(.incomplete, Reason.Facts("card.incomplete")))
    }
    let count = facts.count
    let lengths = brand.lengthBits
    if lengths & (1 << UInt32(count)) == 0 {
      return .incomplete(Reason(.incomplete, brand.lengthsReason))
    }
    if passesLuhn() { return .valid(digits()) }
    if lengths >> UInt32(count + 1) != 0 {
      return .incomplete(Reason(.incomplete, brand.longerNumberReason))
    }
    return .invalid(
      Reason(Self.checksumCode, Reason.Facts("card.checksum")))
  }

  /// What is wrong with raw characters that no more typing can mend: a character that is not
  /// an ASCII digit, leading digits of no brand or of no accepted brand, too many digits.
  func problem(in facts: CardDigits) -> Reason? {
    guard facts.allDigits else {
      return Reason(.disallowedCharacter, Reason.Facts("card.onlyDigits"))
    }
    if facts.count == 0 { return nil }
    if facts.possible.isEmpty {
      return Reason(
        Self.unknownBrandCode,
        Reason.Facts("card.unknownStart", text: facts.shortestPrefix { $0.isEmpty }))
    }
    let candidates = facts.possible.intersection(accepted)
    if candidates.isEmpty {
      let refused = facts.possible
      if let single = refused.single {
        return Reason(
          Self.brandNotAcceptedCode, Reason.Facts("card.brandNotAccepted", name: single.name))
      }
      return Reason(
        Self.brandNotAcceptedCode,
        Reason.Facts(
          "card.brandsNotAccepted",
          text: facts.shortestPrefix { $0.intersection(accepted).isEmpty },
          options: refused.names))
    }
    let longest = candidates.longestLength
    if facts.count > longest {
      if let single = candidates.single {
        return Reason(
          .tooLong, Reason.Facts("card.brandTooLong", limit: longest, name: single.name))
      }
      return Reason(.tooLong, Reason.Facts("card.tooLong", limit: longest))
    }
    return nil
  }

  // MARK: The value as text

  /// The number in its brand's groups.
  public func displayText(for value: String) -> String { shown(grouped(value)) }

  /// The digits.
  public func canonicalString(for value: String) -> String { value }

  /// The number the ASCII digits of a valid number of an accepted brand name.
  public func value(fromCanonical string: String) -> String? {
    judge(raw: string).value
  }

  /// `invalidValue`, quoting what judging the digits found: an unknown or refused brand, a wrong
  /// length, a failing check digit, or a character that is not an ASCII digit.
  public func refusal(ofCanonical string: String) -> Reason? {
    let judged = judge(raw: string)
    if judged.validity == .valid { return nil }
    guard let why = judged.reason else {
      return Reason(.invalidValue, Reason.Facts("card.emptyValue"))
    }
    return Reason(.invalidValue, Reason.Facts("card.invalidValue", text: string, cause: why))
  }
}

extension CardRule: DebugCheckedRule {}

/// What the per-key checks need of raw characters, read in one pass: how many, whether all
/// are ASCII digits, and the brands their first four digits leave.
struct CardDigits {
  /// No characters.
  init() {}

  /// The number of characters.
  var count = 0
  /// Whether every character is an ASCII digit.
  var allDigits = true
  /// The first (up to four) digits, as a number.
  var prefix = 0
  /// How many digits `prefix` holds.
  var prefixCount = 0
  /// The brands numbers starting with `prefix` belong to.
  var possible = CardBrandSet.all

  init(_ raw: some StringProtocol) {
    for byte in raw.utf8 {
      if byte >= 0x80 {
        // Any character that is not ASCII.
        allDigits = false
        count = raw.count
        break
      }
      count &+= 1
      guard byte >= 0x30 && byte <= 0x39 else {
        allDigits = false
        continue
      }
      if allDigits && prefixCount < CardBrandTable.prefixDigits {
        prefix = prefix &* 10 &+ Int(byte &- 0x30)
        prefixCount &+= 1
      }
    }
    if allDigits { possible = CardBrandTable.brands(startingWith: prefix, count: prefixCount) }
  }

  /// The first (up to four) digits.
  var leading: String { prefixCount == 0 ? "" : Self.digits(prefix, count: prefixCount) }

  /// `value` written with `count` digits.
  static func digits(_ value: Int, count: Int) -> String {
    var text = String(value)
    while text.utf8.count < count { text = "0" + text }
    return text
  }

  /// The shortest start of `leading` whose brands `done` accepts, or `leading`.
  func shortestPrefix(_ done: (CardBrandSet) -> Bool) -> String {
    var count = 1
    while count <= prefixCount {
      let start = prefix / CardBrandTable.powerOfTen(prefixCount - count)
      if done(CardBrandTable.brands(startingWith: start, count: count)) {
        return Self.digits(start, count: count)
      }
      count += 1
    }
    return leading
  }
}
