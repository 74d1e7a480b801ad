import InputRulesNumbers
import Testing

@testable import InputRulesSpec

/// Each way a number configuration can fail, in the command's words: the key at fault and the
/// message, as `inputrules` prints them after `error: rule spec: `.
@Suite("Number configuration errors in the spec's words")
struct NumberConfigurationErrorTests {
  static let mappings: [Named<NumberConfigurationError, (key: String, message: String)>] = [
    Named(
      "bounds the wrong way round", .minAboveMax(min: 5, max: 1),
      ("min", #""min" (5) is above "max" (1)"#)),
    Named(
      "a negative lower bound", .negativeMinWithoutNegatives(min: -5),
      ("min", #""min" (-5) is negative but "allowNegative" is false"#)),
    Named(
      "an unknown currency", .unknownCurrency("ABC"),
      ("currency", #""currency": "ABC" is not an ISO 4217 currency code"#)),
    Named(
      "a negative length limit", .negativeMaxLength(-1),
      ("maxLength", #""maxLength": maxLength must be at least 0."#)),
    Named(
      "integer digits", .integerDigitsOutOfRange(0),
      ("maxIntegerDigits", #""maxIntegerDigits": maxIntegerDigits must be from 1 to 38."#)),
    Named(
      "fraction digits", .fractionDigitsOutOfRange(38),
      ("maxFractionDigits", #""maxFractionDigits": maxFractionDigits must be from 0 to 37."#)),
    Named(
      "too many digits", .tooManyDigits(integer: 20, fraction: 19),
      (
        "maxFractionDigits",
        #""maxFractionDigits": maxIntegerDigits and maxFractionDigits together must be at most 38."#
      )),
    Named(
      "no number fits", .noNumberFits,
      ("min", #""min": No number between min and max fits the digit limits."#)),
    Named(
      "a minor unit too long", .minorUnitDigitsOutOfRange(currency: "XTS", digits: 10),
      ("currency", #""currency": Minor-unit digits must be from 0 to 9."#)),
    Named(
      "no digit before the cents", .maxDigitsOutOfRange(2, currency: "USD", minorUnitDigits: 2),
      ("maxDigits", #""maxDigits": maxDigits must be from 3 to 38 for USD."#)),
  ]

  @Test(arguments: mappings)
  func mapsToTheKeyAndMessage(_ c: Named<NumberConfigurationError, (key: String, message: String)>)
  {
    let error = NumberChecks.specError(c.input)
    #expect(error.key == c.expected.key)
    #expect(error.message == c.expected.message)
  }
}
