import InputRules
import InputRulesPhone
import InputRulesTestSupport
import Testing

/// Phone number fields under seeded random edits, in 25 regions of every kind of numbering plan
/// and two fields that accept some regions only: the laws of a rule whose text keeps its layout
/// (less `commitLeavesValidOrEmpty`: an unfinished number is kept when editing ends), the
/// value laws for libphonenumber's example numbers, and `noDeadEnd` for every start of up to
/// three digits.
@Suite struct PhoneLawTests {
  /// Regions with national prefixes (`0`, `8`, none), carrier codes, calling codes shared by
  /// several regions (`+1`, `+7`, `+44`), brackets in the layout, and numbers of several lengths.
  static let regions = [
    "DE", "US", "GB", "FR", "RU", "AR", "BR", "JP", "CN", "IN", "IT", "AU", "CA", "MX", "KZ",
    "JE", "NL", "ES", "SE", "ZA", "EG", "IL", "KR", "CH", "AT",
  ]

  /// One rule under test: a readable name, the rule, and the regions whose numbers it accepts.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let region: String
    let allowedRegions: [String]?
    var international = false
    var testDescription: String { name }

    var rule: PhoneRule {
      get throws {
        try PhoneRule(
          region: region, allowedRegions: allowedRegions, alwaysInternational: international)
      }
    }
  }

  static let cases: [Case] =
    regions.map { Case(name: $0, region: $0, allowedRegions: nil) } + [
      // `+1 204…` is Canada's, refused in a field for the United States alone.
      Case(name: "US, only US", region: "US", allowedRegions: ["US"]),
      // `+44 7700 900…` is Jersey's; non-geographic numbers (`+800`) by their own name.
      Case(name: "GB, GB JE DE and 001", region: "GB", allowedRegions: ["GB", "JE", "DE", "001"]),
      // Two regions of `+1` with leading digits of their own, sharing `900` and `8xx` numbers.
      Case(name: "DM, DM and MS", region: "DM", allowedRegions: ["DM", "MS"]),
      // Every number shown with `+`: national prefixes of one digit (`0`, `1`) and of two
      // (`06`), international prefixes `00` and `011` typed in place of `+`.
      Case(name: "DE international", region: "DE", allowedRegions: nil, international: true),
      Case(name: "HU international", region: "HU", allowedRegions: nil, international: true),
      Case(name: "US international", region: "US", allowedRegions: nil, international: true),
    ]

  /// The keys of a random run: digits (some of other scripts), `+` (and its full-width form),
  /// the separators written numbers have, a letter, and example numbers of the region (and of
  /// three other calling codes) in national and international form, with separators and
  /// without, whole and in part, so that random edits reach valid numbers.
  static func alphabet(for region: String) -> [String] {
    var keys = [
      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", " ", "-", "(", ")", ".", "/", "x",
      "٣", "５", "＋", "\u{A0}",
    ]
    let examples = PhoneFixtures.examples.filter { $0.region == region && $0.valid }
    for example in examples.prefix(4) {
      let national = digits(of: example.national)
      keys += [
        example.national, example.international, national, String(national.prefix(4)),
        String(national.dropFirst(4)), example.e164,
      ]
    }
    keys += ["+1 201-555-0123", "+49 1512 3456789", "tel:+44 7700 900123"]
    return keys
  }

  /// The ASCII digits (and `+`) of `text`.
  static func digits(of text: String) -> String {
    text.filter { $0 == "+" || ($0.isASCII && $0.isNumber) }
  }

  /// The keys `noDeadEnd` presses, typed at once (an edit of several characters): runs of one
  /// digit, which fill the digits of one class that end most numbers (`\d{7}`, `[2-9]\d{6}`;
  /// a digit the pattern fixes before them takes one more key), and every ending of the
  /// region's example numbers and of three numbers dialled with `+` (a calling code alone takes
  /// such a key).
  static func completionKeys(for region: String) -> [String] {
    var keys = (1...12).flatMap { count in
      (0...9).map { String(repeating: String($0), count: count) }
    }
    let numbers =
      PhoneFixtures.examples.filter { $0.region == region && $0.valid }.flatMap {
        [digits(of: $0.national), String($0.e164.dropFirst())]
      } + ["12015550123", "4915123456789", "447400123456"]
    for number in numbers {
      for start in number.indices.dropFirst() where !keys.contains(String(number[start...])) {
        keys.append(String(number[start...]))
      }
    }
    return keys
  }

  /// The laws checked: the general ones and `FieldLaw.reformattingLaws`, less these.
  ///
  /// - `commitLeavesValidOrEmpty`: an unfinished number is kept when editing ends (the rule's
  ///   design, as for card numbers).
  /// - `noDeadEnd` is checked with the keys of `completionKeys(for:)`;
  ///   `everyAcceptedStartLeadsToANumber` checks it for every start of up to three digits.
  ///
  /// A key typed before the last digit of an unfinished number is judged on the digits before
  /// it (`isKeyBeforeUnfinishedText`), so that a deleted group can be typed back; the digits
  /// after it may leave the number invalid until then.
  static func laws(for region: String) -> Set<FieldLaw> {
    Set(FieldLaw.allCases).subtracting(FieldLaw.textRuleLaws)
      .subtracting([.commitLeavesValidOrEmpty])
  }

  @Test(arguments: cases, [1, 2, 3] as [UInt64])
  func laws(of phoneCase: Case, seed: UInt64) throws {
    let rule = try phoneCase.rule
    let options = FieldLawOptions(
      steps: 400, alphabet: Self.alphabet(for: phoneCase.region), maxPasteLength: 3,
      laws: Self.laws(for: phoneCase.region),
      completionKeys: Self.completionKeys(for: phoneCase.region), completionDepth: 2)
    let violations = FieldLaws.check(
      rule, seed: seed, options: options,
      valueProblem: Self.valueProblem(allowedRegions: phoneCase.allowedRegions)
    ).filter { !$0.isKeyBeforeUnfinishedText(under: rule) }
    #expect(violations.isEmpty, "\(phoneCase.name): \(violations.prefix(3))")
  }

  /// What a number the field holds must be, written apart from the rule: `+`, the calling code
  /// of its region (in the fixture's metadata) and a national significant number of at most 17
  /// digits (libphonenumber's longest; some German numbers are longer than E.164's 15 digits),
  /// of a region the field accepts.
  static func valueProblem(allowedRegions: [String]?) -> (PhoneNumber) -> String? {
    { number in
      let digits = number.e164.dropFirst()
      guard number.e164.first == "+", digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return "\(number.e164) is not `+` and digits"
      }
      let codes = PhoneFixtures.entries.filter { $0.id == number.region }.map(\.countryCode)
      guard let code = codes.first(where: { digits.hasPrefix(String($0)) }) else {
        return "\(number.e164) does not start with a calling code of \(number.region)"
      }
      guard (2...17).contains(digits.count - String(code).count) else {
        return "\(number.e164) has no national significant number of 2 to 17 digits"
      }
      if let allowedRegions, !allowedRegions.contains(number.region) {
        return "\(number.region) is not among \(allowedRegions)"
      }
      return nil
    }
  }

  /// The value laws for the example numbers of the region, and of regions dialled with `+`
  /// (another calling code, one it shares, a non-geographic one), that the field accepts.
  @Test(arguments: cases)
  func exampleValues(of phoneCase: Case) throws {
    let rule = try phoneCase.rule
    let values = PhoneFixtures.examples.filter { $0.valid }.compactMap {
      example -> PhoneNumber? in
      guard [phoneCase.region, "US", "CA", "DE", "JE", "001"].contains(example.region) else {
        return nil
      }
      return rule.value(fromCanonical: example.e164)
    }
    #expect(!values.isEmpty)
    let violations = FieldLaws.checkValues(rule, values: values)
    #expect(violations.isEmpty, "\(phoneCase.name): \(violations.prefix(3))")
  }
}

extension PhoneLawTests {
  /// `noDeadEnd` for every start: every start of up to three digits the field takes, typed
  /// nationally (in every field) or after `+` (in the German field), takes a next digit or
  /// becomes a number with more digits. Found by typing digits one at a time, depth first, from
  /// 9 down: as the field refuses every digit after which no number can follow, each digit it
  /// takes keeps a number within reach, and the search seldom turns back; a budget of key
  /// presses bounds it where digits lead nowhere.
  ///
  @Test(arguments: cases)
  func everyAcceptedStartLeadsToANumber(of phoneCase: Case) throws {
    let rule = try phoneCase.rule
    var level = [InputField(rule: rule)]
    if phoneCase.region == "DE" {
      var plus = InputField(rule: rule)
      plus.type("+")
      level.append(plus)
    }
    var deadEnds: [String] = []
    for depth in 1...3 {
      var next: [InputField<PhoneRule>] = []
      for field in level {
        let children = Self.digitsTaken(by: field)
        if children.isEmpty && field.validity != .valid && depth > 1 { deadEnds.append(field.text) }
        next += children
      }
      level = next
    }
    for start in level where start.validity != .valid {
      var budget = 400
      if !Self.completes(start, budget: &budget) { deadEnds.append(start.text) }
    }
    #expect(deadEnds.isEmpty, "\(phoneCase.name): \(deadEnds.prefix(10))")
  }

  /// The fields after each digit `field` takes (a digit that changes its text).
  static func digitsTaken(by field: InputField<PhoneRule>) -> [InputField<PhoneRule>] {
    (0...9).compactMap { digit in
      var typed = field
      guard typed.type(String(digit)).isAccepted, typed.text != field.text else { return nil }
      return typed
    }
  }

  /// Whether digits typed at the end of `field` make it a number, searched depth first from 9
  /// down, at most `budget` key presses.
  static func completes(_ field: InputField<PhoneRule>, budget: inout Int) -> Bool {
    if field.validity == .valid { return true }
    for digit in (0...9).reversed() {
      guard budget > 0 else { return false }
      budget -= 1
      var typed = field
      guard typed.type(String(digit)).isAccepted, typed.text != field.text else { continue }
      if completes(typed, budget: &budget) { return true }
    }
    return false
  }
}
