import InputRules
import InputRulesPhone
import Testing

/// Defects of `PhoneRule` that outside random testing over every region found, each fixed: the
/// test says what the rule does, and failed before its fix.
@Suite("Phone defects random testing found")
struct PhoneRandomTestingDefectTests {
  /// A field's text, where the caret is put, and what one Backspace there leaves.
  struct BackspaceCase: Sendable, CustomTestStringConvertible {
    let region: String
    let text: String
    let caret: Int
    let expected: String
    var testDescription: String { "\(region) \(text) caret \(caret) -> \(expected)" }
  }

  /// Backspace with the caret before the space after `+420` (the Czech calling code) deletes its
  /// `0`, and `+4270` has no calling code: the layout showed the first three digits (`+427`) and
  /// left the rest out, so one Backspace took two digits from the text, and the text no longer
  /// showed its raw characters. A number whose digits after `+` (or `00`) make no calling code
  /// should show every digit, as typed (libphonenumber's as-you-type formatter shows `+4270`).
  @Test(arguments: [
    BackspaceCase(region: "DE", text: "+420 70", caret: 4, expected: "+4270"),
    BackspaceCase(region: "DE", text: "00 420 70", caret: 6, expected: "00 4270"),
    BackspaceCase(region: "US", text: "+998 90", caret: 4, expected: "+9990"),
    BackspaceCase(region: "FR", text: "+420 601", caret: 4, expected: "+42601"),
  ])
  func backspaceBeforeANumberWithoutCallingCodeTakesOneDigit(_ c: BackspaceCase) throws {
    let rule = try PhoneRule(region: c.region)
    var field = InputField(rule: rule)
    field.paste(c.text)
    #expect(field.text == c.text)
    field.select(c.caret, c.caret)
    let result = field.deleteBackward()
    #expect(result.outcome != .rejected)
    #expect(field.text == c.expected)
    #expect(field.text.filter(\.isNumber).count == c.text.filter(\.isNumber).count - 1)
    #expect(rule.rawCharacters(of: field.text).count == c.expected.filter { $0 != " " }.count)
  }
}

extension PhoneRandomTestingDefectTests {
  /// Keys typed into an empty field and what it then shows.
  struct TypingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let region: String
    var international = false
    var allowed: [String]? = nil
    let keys: String
    let expected: String
    let e164: String?
    var numberRegion: String? = nil
    var testDescription: String { name }
  }

  /// In a field that shows every number internationally, a national number typed with its
  /// national prefix is that region's national number with `+` and the calling code, as a
  /// pasted one is: Hungary's national prefix `06` was refused at its `0` (`+36 0` is no
  /// number), and its `6` made `+36 6…`, another number (`0612345678` became `+36 61 234 5678`).
  /// The start of the national or the international prefix is shown as typed until the prefix
  /// is complete.
  static let internationalTyping: [TypingCase] = [
    TypingCase(
      name: "HU international: 06 1 234 5678 is +36 1 234 5678", region: "HU",
      international: true, keys: "0612345678", expected: "+36 1 234 5678", e164: "+3612345678"),
    TypingCase(
      name: "HU international: 0036 1 234 5678 is +36 1 234 5678", region: "HU",
      international: true, keys: "003612345678", expected: "+36 1 234 5678",
      e164: "+3612345678"),
    TypingCase(
      name: "US international: 011 44 20 7946 0372 is +44 20 7946 0372", region: "US",
      international: true, keys: "011442079460372", expected: "+44 20 7946 0372",
      e164: "+442079460372"),
    TypingCase(
      name: "DE international: 0 still brings +49 at once", region: "DE", international: true,
      keys: "015123456789", expected: "+49 1512 3456789", e164: "+4915123456789"),
  ]

  @Test(arguments: internationalTyping)
  func nationalPrefixTypedInAnInternationalField(_ c: TypingCase) throws {
    try checkTyping(c)
  }

  /// A national number the region's transform rule rewrites (Argentina's mobile form
  /// `011 15-2345-6789`, the number `+54 9 11 2345-6789`) pasted into a field that shows numbers
  /// internationally stayed national: only numbers whose digits after the national prefix are
  /// the national significant number were written with `+`.
  @Test func transformedNationalNumberPastedInAnInternationalField() throws {
    let rule = try PhoneRule(region: "AR", allowedRegions: nil, alwaysInternational: true)
    var field = InputField(rule: rule)
    field.paste("011 15-2345-6789")
    #expect(field.text == "+54 9 11 2345-6789")
    #expect(field.value?.e164 == "+5491123456789")
  }

  /// Types `c.keys` one by one and checks the text, value and region.
  func checkTyping(_ c: TypingCase) throws {
    let rule = try PhoneRule(
      region: c.region, allowedRegions: c.allowed, alwaysInternational: c.international)
    var field = InputField(rule: rule)
    var refused: [Character] = []
    for key in c.keys where field.type(String(key)).outcome == .rejected { refused.append(key) }
    #expect(refused.isEmpty)
    #expect(field.text == c.expected)
    #expect(field.value?.e164 == c.e164)
    if let region = c.numberRegion { #expect(field.value?.region == region) }
  }

  /// An edit of a number shown internationally and what it leaves.
  struct InternationalEditCase: Sendable, CustomTestStringConvertible {
    let name: String
    let selection: Range<Int>
    let forward: Bool
    let expected: String
    let e164: String?
    var testDescription: String { name }
  }

  /// In a field that shows every number internationally, deleting the `+` (or the `+` and the
  /// calling code) left digits that were read as a national number: `+49 1512 3456789` became
  /// `491 5123456789`, the number `+494915123456789`. The `+` stays: deleting it alone changes
  /// nothing, and the digits left after it are read after `+`, as they are when the calling code
  /// alone is deleted in any field; deleting everything empties the field.
  @Test(arguments: [
    InternationalEditCase(
      name: "Backspace after the +", selection: 1..<1, forward: false,
      expected: "+49 1512 3456789", e164: "+4915123456789"),
    InternationalEditCase(
      name: "Delete before the +", selection: 0..<0, forward: true,
      expected: "+49 1512 3456789", e164: "+4915123456789"),
    InternationalEditCase(
      name: "+49 selected and deleted", selection: 0..<3, forward: false,
      expected: "+1 512-345-6789", e164: "+15123456789"),
    InternationalEditCase(
      name: "everything selected and deleted", selection: 0..<16, forward: false,
      expected: "", e164: nil),
  ])
  func deletingThePlusOfAnInternationalField(_ c: InternationalEditCase) throws {
    let rule = try PhoneRule(region: "DE", allowedRegions: nil, alwaysInternational: true)
    var field = InputField(rule: rule)
    field.paste("+49 1512 3456789")
    field.select(c.selection.lowerBound, c.selection.upperBound)
    let result = c.forward ? field.deleteForward() : field.deleteBackward()
    #expect(result.outcome != .rejected)
    #expect(field.text == c.expected)
    #expect(field.value?.e164 == c.e164)
    #expect(field.text.isEmpty || field.text.first == "+")
  }
}

extension PhoneRandomTestingDefectTests {
  /// Two accepted regions of one calling code, each with leading digits of its own (Dominica's
  /// `767`, Montserrat's `664`), and a number of the range their calling code shares (`900`,
  /// premium rate in every NANP region): either region alone takes it, but both together left it
  /// `incomplete` for good, since neither's leading digits start it (libphonenumber would give
  /// it to the United States, not accepted). It belongs to the first accepted region whose
  /// numbers include it, as it does in a field for that region alone.
  static let sharedRange: [TypingCase] = [
    TypingCase(
      name: "DM field, DM and MS allowed: (900) 212-3456", region: "DM", allowed: ["DM", "MS"],
      keys: "9002123456", expected: "(900) 212-3456", e164: "+19002123456", numberRegion: "DM"),
    TypingCase(
      name: "MS field, MS and DM allowed: (900) 212-3456", region: "MS", allowed: ["MS", "DM"],
      keys: "9002123456", expected: "(900) 212-3456", e164: "+19002123456", numberRegion: "DM"),
    TypingCase(
      name: "DE field, DM and MS allowed: +1 900-212-3456", region: "DE", allowed: ["DM", "MS"],
      keys: "+19002123456", expected: "+1 900-212-3456", e164: "+19002123456",
      numberRegion: "DM"),
    TypingCase(
      name: "DM field, DM and MS allowed: a Montserrat number stays Montserrat's", region: "DM",
      allowed: ["DM", "MS"], keys: "6644912345", expected: "(664) 491-2345",
      e164: "+16644912345", numberRegion: "MS"),
  ]

  @Test(arguments: sharedRange)
  func numberOfARangeAcceptedRegionsShare(_ c: TypingCase) throws {
    try checkTyping(c)
  }

  /// A number typed without its national prefix is laid out with the brackets of the prefix's
  /// formatting rule but not its digits; the separator between the prefix and the number went
  /// with the digits only at the rule's ends: Hungary's `(06 $1)` left `( 1) 234 5678`,
  /// Lithuania's `(0-$1)` `(-312) 34567`, Turkmenistan's `(8 $1)` `( 12) 34-56-78`.
  static let withoutNationalPrefix: [TypingCase] = [
    TypingCase(
      name: "HU 1 234 5678", region: "HU", keys: "12345678", expected: "(1) 234 5678",
      e164: "+3612345678"),
    TypingCase(
      name: "LT 312 34567", region: "LT", keys: "31234567", expected: "(312) 34567",
      e164: "+37031234567"),
    TypingCase(
      name: "TM 12 34 56 78", region: "TM", keys: "12345678", expected: "(12) 34-56-78",
      e164: "+99312345678"),
    TypingCase(
      name: "RU 912 345 67 89 (unchanged)", region: "RU", keys: "9123456789",
      expected: "(912) 345-67-89", e164: "+79123456789"),
  ]

  @Test(arguments: withoutNationalPrefix)
  func numberTypedWithoutItsNationalPrefix(_ c: TypingCase) throws {
    try checkTyping(c)
  }
}
