import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers
import InputRulesTestSupport
import Testing

/// The README's number and money examples, run as written (locales pinned).
@Suite("README examples")
struct ReadmeExamplesTests {
  @Test func cashRegisterDollars() throws {
    let rule = try MoneyRule(
      .money(currencyCode: "USD", locale: Locale(identifier: "en_US"), entry: .cashRegister)
        .maximumDigits(9))
    var price = InputField(rule: rule)
    price.type("1")
    #expect(price.text == "$0.01")
    price.type("2")
    #expect(price.text == "$0.12")
    price.type("345")
    #expect(price.text == "$123.45")
    #expect(price.decimalValue == Decimal(string: "123.45"))
    #expect(price.value.map(rule.canonicalString(for:)) == "123.45")
  }

  @Test func germanDecimalWithGrouping() throws {
    let rule = try DecimalRule(
      .range(0...).fractionDigits(2).grouping(.automatic).locale(Locale(identifier: "de_DE")))
    var amount = InputField(rule: rule)
    amount.type("1234,5")
    #expect(amount.text == "1.234,5")
    #expect(amount.value?.description == "1234.5")
    #expect(amount.type("67").outcome == .rejected)  // a third fraction digit
    #expect(amount.type("-").outcome == .rejected)  // min 0: no sign
  }

  @Test func ageRangeNeverTrapsTheUser() throws {
    var age = InputField(rule: .integer(in: 18...30))
    #expect(age.type("3").isAccepted)
    #expect(age.validity == .incomplete)
    #expect(age.type("1").outcome == .rejected)  // 31 can never become valid
    #expect(age.type("0").isAccepted)
    #expect(age.value == 30)
  }

  @Test func lawsOfAnAgeField() throws {
    let options = FieldLawOptions(completionKeys: (0...9).map(String.init))
    let violations = FieldLaws.check(
      IntegerRule.integer(in: 18...30), seed: 1, options: options,
      valueProblem: ValueSpecification.between(18, 30))
    #expect(violations.isEmpty, "\(violations)")  // each names its seed and step
  }
}
