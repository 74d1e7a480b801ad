import InputRules
import InputRulesCodes
import InputRulesTestSupport
import Testing

/// Retyping part of a card number or an IBAN: typed over a selection, or typed back after
/// Backspace, what was there is never refused (issue 21, reproductions 3 and 4).
@Suite struct RetypingTests {
  struct CardCase: CustomTestStringConvertible, Sendable {
    var name: String
    var brands: Set<CardBrand>
    var number: String
    var testDescription: String { name }
  }

  static let cards: [CardCase] = [
    CardCase(
      name: "Mastercard 2221 in a field of every brand", brands: Set(CardBrand.allCases),
      number: "2221000000000009"),
    CardCase(name: "Mir in a Mir field", brands: [.mir], number: "2200000000000004"),
    CardCase(name: "Amex in an Amex field", brands: [.amex], number: "378282246310005"),
  ]

  static func cardField(_ c: CardCase) -> InputField<CardRule> {
    var field = InputField(rule: CardRule(brands: c.brands))
    field.setValue(c.number)
    return field
  }

  @Test(arguments: cards)
  func theFirstGroupSelectedAndTypedOver(_ c: CardCase) {
    var field = Self.cardField(c)
    let shown = field.text
    field.select(0, 4)
    for key in c.number.prefix(4) {
      let result = field.type(String(key))
      #expect(result.outcome != .rejected, "\(key): \(String(describing: result.reason))")
    }
    #expect(field.text == shown)
    #expect(field.value == c.number)
  }

  @Test(arguments: cards)
  func theFirstGroupDeletedAndTypedBack(_ c: CardCase) {
    var field = Self.cardField(c)
    let shown = field.text
    field.select(0, 4)
    field.deleteBackward()
    for key in c.number.prefix(4) {
      let result = field.type(String(key))
      #expect(result.outcome != .rejected, "\(key): \(String(describing: result.reason))")
    }
    #expect(field.text == shown)
    #expect(field.value == c.number)
  }

  /// A key typed before an unfinished number is judged on what comes before it; when the
  /// number it leaves cannot be completed, the reason says why (never taken silently).
  @Test func aKeyBeforeAnUnfinishedNumberSaysWhatIsWrong() {
    var field = InputField(rule: CardRule())
    field.type("4111111")
    field.moveCaret(to: 0)
    let result = field.type("6")
    #expect(field.text == "6411 1111")
    #expect(field.validity == .invalid)
    #expect(result.reason?.code == CardRule.unknownBrandCode)
  }

  /// A key that no number starts with is still refused.
  @Test func aKeyNoNumberStartsWithIsRefused() {
    var field = Self.cardField(Self.cards[0])
    field.select(0, 4)
    field.deleteBackward()
    let result = field.type("9")
    #expect(result.outcome == .rejected)
  }

  static let iban = "DE89 3704 0044 0532 0130 00"

  @Test func theCountryCodeSelectedAndTypedOver() {
    var field = InputField(rule: IBANRule())
    field.paste(Self.iban)
    field.select(0, 2)
    #expect(field.type("D").outcome != .rejected)
    #expect(field.type("E").outcome != .rejected)
    #expect(field.text == Self.iban)
    #expect(field.validity == .valid)
  }

  @Test func theCountryCodeDeletedAndTypedBack() {
    var field = InputField(rule: IBANRule())
    field.paste(Self.iban)
    field.select(0, 2)
    field.deleteBackward()
    #expect(field.type("D").outcome != .rejected)
    #expect(field.type("E").outcome != .rejected)
    #expect(field.text == Self.iban)
    #expect(field.validity == .valid)
  }

  /// A key over a selection whose layout character it is passes over it.
  @Test func aGroupSpaceTypedOverASelectionPassesOverIt() {
    var field = InputField(rule: IBANRule())
    field.paste(Self.iban)
    field.select(4, 9)
    field.type(" ")
    #expect(field.state.selection == 5..<9)
    for key in "3704" { field.type(String(key)) }
    #expect(field.text == Self.iban)
  }

  /// Found by the fuzzer: a raw edit whose range lies before the text (`replace` at -7) is a key
  /// typed before unfinished text too, once clamped as the field clamps it; the law tables leave
  /// it out as they leave out the same key typed at the caret.
  @Test func aClampedRawEditBeforeUnfinishedTextIsTheSameRepair() {
    let rule = IBANRule()
    var checked = LawCheckedField(rule: rule)
    var violations: [LawViolation] = []
    for action: FieldAction in [
      .type("7"), .type("F"), .replace(location: -7, length: 3, with: "a"),
    ] {
      violations += checked.perform(action)
    }
    #expect(checked.field.text == "AF")
    #expect(violations.map(\.law) == [.insertionKeepsTextAcceptable])
    #expect(violations.allSatisfy { $0.isKeyBeforeUnfinishedText(under: rule) })
  }

  /// Found by the fuzzer: the same repair while an input method composes (the composition is
  /// committed first, then the raw edit types before the unfinished number).
  @Test func aRepairWhileComposingIsTheSameRepair() {
    let rule = IBANRule()
    var checked = LawCheckedField(rule: rule)
    var violations: [LawViolation] = []
    for action: FieldAction in [
      .type("Q"), .mark("ほ"), .mark("ほa"), .replace(location: 0, length: 1, with: "f"),
    ] {
      violations += checked.perform(action)
    }
    #expect(checked.field.text == "FA")
    #expect(violations.map(\.law) == [.insertionKeepsTextAcceptable])
    #expect(violations.allSatisfy { $0.isKeyBeforeUnfinishedText(under: rule) })
  }
}
