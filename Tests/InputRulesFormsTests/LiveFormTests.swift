import InputRules
import InputRulesDates
import InputRulesNumbers
import Testing

@testable import InputRulesForms

/// A form fed from fields being typed into, as a terminal, an app or a page feeds it.
@Suite struct LiveFormTests {
  static let day = try! DateFormat("dd.MM.yyyy")

  @Test func typingTheArrivalClearsTheDeparturesError() throws {
    let form = try RuleForm(
      fields: [
        FormField("arrival", label: "Arrival", ordering: .date(Self.day)),
        FormField("departure", label: "Departure", ordering: .date(Self.day)),
      ],
      rules: [.order(0, 1, strict: true, gap: nil)])
    var state = FormState(form)
    var arrival = InputField(rule: try DateRule(format: Self.day))
    var departure = InputField(rule: try DateRule(format: Self.day))
    _ = arrival.type("12122026")
    state.setJudgement(FieldJudgement(arrival), forField: 0)
    _ = departure.type("10122026")
    state.setJudgement(FieldJudgement(departure), forField: 1)
    #expect(state.verdict(of: 1).reason?.code == .order)
    #expect(state.verdict(of: 1).value == "2026-12-10")
    // Backspace in the arrival: with no date to compare, the departure is judged alone.
    _ = arrival.deleteBackward()
    #expect(state.setJudgement(FieldJudgement(arrival), forField: 0) == [0, 1])
    #expect(state.verdict(of: 0).validity == .incomplete)
    #expect(state.verdict(of: 1).validity == .valid)
    // An earlier year: still in order.
    _ = arrival.type("5")
    #expect(state.setJudgement(FieldJudgement(arrival), forField: 0) == [0])
    #expect(state.verdict(of: 1).validity == .valid)
    // A later one: the departure's error is back.
    _ = arrival.deleteBackward()
    _ = arrival.type("7")
    state.setJudgement(FieldJudgement(arrival), forField: 0)
    #expect(state.verdict(of: 1).reason?.code == .order)
  }

  @Test func aFieldsJudgementCarriesItsCanonicalValue() throws {
    var amount = InputField(rule: try DecimalRule(.init().fractionDigits(2)))
    _ = amount.type("12.5")
    #expect(FieldJudgement(amount) == FieldJudgement(.valid, value: "12.5"))
    #expect(FieldJudgement(InputField(rule: try DecimalRule(.init()))) == .empty)
  }

  @Test func unfinishedTextHasAReasonToShow() throws {
    var arrival = InputField(rule: try DateRule(format: Self.day))
    _ = arrival.type("1212")
    let judgement = FieldJudgement(arrival)
    #expect(judgement.validity == .incomplete)
    #expect(judgement.reason != nil)
    #expect(judgement.reason?.code == arrival.invalidReason?.code ?? .incomplete)
  }
}
