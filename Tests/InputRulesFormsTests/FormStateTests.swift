import InputRules
import InputRulesDates
import InputRulesNumbers
import Testing

@testable import InputRulesForms

/// The form's verdict, kept up to date one field at a time.
@Suite struct FormStateTests {
  static let day = try! DateFormat("dd.MM.yyyy")

  /// A booking: arrival and departure at least a day apart, guests, a password typed twice, a
  /// phone number or an e-mail, a card and its security code.
  static func booking() throws -> RuleForm {
    try RuleForm(
      fields: [
        FormField("arrival", label: "Arrival", isRequired: true, ordering: .date(day)),
        FormField("departure", label: "Departure", isRequired: true, ordering: .date(day)),
        FormField("password", label: "Password"),
        FormField("password2", label: "Password again"),
        FormField("phone", label: "Phone"),
        FormField("email", label: "E-mail"),
        FormField("card", label: "Card"),
        FormField("cvc", label: "Security code"),
      ],
      rules: [
        .order(0, 1, strict: true, gap: .duration(FormDuration(days: 1))),
        .equal(2, 3),
        .oneOf([4, 5]),
        .requiredIf(3, when: 2, equals: nil),
        .securityCode(7, card: 6),
      ])
  }

  static func valid(_ value: String) -> FieldJudgement { FieldJudgement(.valid, value: value) }

  @Test func anEmptyFormNamesItsFirstRequiredField() throws {
    let state = FormState(try Self.booking())
    #expect(state.firstToFix == 0)
    #expect(state.verdict(of: 0).reason?.code == .required)
    #expect(state.verdict(of: 4).reason?.code == .oneOf, "reported on the group's first field")
    #expect(state.verdict(of: 4).related == [5])
    #expect(state.verdict(of: 5).isAcceptable)
  }

  @Test func theDepartureErrorClearsWhenTheArrivalChanges() throws {
    var state = FormState(try Self.booking())
    state.setJudgement(Self.valid("2026-12-10"), forField: 0)
    let changed = state.setJudgement(Self.valid("2026-12-10"), forField: 1)
    #expect(changed == [1])
    #expect(state.verdict(of: 1).reason?.code == .order)
    #expect(state.verdict(of: 1).related == [0])
    #expect(state.verdict(of: 1).value == "2026-12-10")
    #expect(state.verdict(of: 1).reason?.message == "This must be at least 1 day after Arrival.")
    // The arrival moves a day earlier: the departure's verdict changes with no key in it.
    let fixed = state.setJudgement(Self.valid("2026-12-09"), forField: 0)
    #expect(fixed == [0, 1])
    #expect(state.verdict(of: 1).validity == .valid)
  }

  @Test func aKeyJudgesOnlyTheRulesReadingItsField() throws {
    var state = FormState(try Self.booking())
    state.setJudgement(Self.valid("x"), forField: 2)
    #expect(state.verdict(of: 3).reason?.code == .requiredIf)
    // The phone is in no rule with the passwords: nothing else changes.
    #expect(state.setJudgement(Self.valid("+491701234567"), forField: 4) == [4])
    #expect(state.verdict(of: 4).validity == .valid)
  }

  @Test func passwordsMustMatchOnceBothAreThere() throws {
    var state = FormState(try Self.booking())
    state.setJudgement(Self.valid("secret"), forField: 2)
    state.setJudgement(FieldJudgement(.incomplete), forField: 3)
    #expect(state.verdict(of: 3).validity == .incomplete, "an unfinished field is its own")
    state.setJudgement(Self.valid("secreT"), forField: 3)
    #expect(state.verdict(of: 3).reason?.message == "This does not match Password.")
    state.setJudgement(Self.valid("secret"), forField: 3)
    #expect(state.verdict(of: 3).validity == .valid)
  }

  @Test func theSecurityCodeFollowsTheCardsBrand() throws {
    var state = FormState(try Self.booking())
    state.setJudgement(Self.valid("123"), forField: 7)
    state.setJudgement(Self.valid("378282246310005"), forField: 6)
    #expect(
      state.verdict(of: 7).reason?.message == "American Express security codes have 4 digits.")
    state.setJudgement(Self.valid("4111111111111111"), forField: 6)
    #expect(state.verdict(of: 7).validity == .valid)
  }

  @Test func aFormWithEverythingInPlaceIsValid() throws {
    var state = FormState(try Self.booking())
    for (field, value) in [(0, "2026-12-10"), (1, "2026-12-12"), (5, "a@b.example")] {
      state.setJudgement(Self.valid(value), forField: field)
    }
    #expect(state.isValid)
    #expect(state.firstToFix == nil)
  }

  @Test func errorsAreShownOnceTheFieldsWereLeft() throws {
    var state = FormState(try Self.booking())
    #expect(state.shownVerdict(of: 0) == nil, "not before the user was there")
    state.leave(0)
    #expect(state.shownVerdict(of: 0)?.reason?.code == .required)
    state.setJudgement(Self.valid("2026-12-10"), forField: 0)
    state.setJudgement(Self.valid("2026-12-10"), forField: 1)
    #expect(state.shownVerdict(of: 1) == nil, "the departure is still being typed")
    state.leave(1)
    #expect(state.shownVerdict(of: 1)?.reason?.code == .order)
    var other = FormState(try Self.booking())
    #expect(other.trySubmit() == 0)
    #expect(other.shownVerdict(of: 4)?.reason?.code == .oneOf, "a submit shows every error")
  }

  @Test func focusMovesOnOnlyFromACompleteFieldTypedAtItsEnd() throws {
    var fields = (try Self.booking()).fields
    fields[0].advancesWhenComplete = true
    var state = FormState(try RuleForm(fields: fields))
    state.setJudgement(Self.valid("2026-12-10"), forField: 0)
    #expect(state.shouldAdvance(from: 0, typedAtEnd: true, complete: true))
    #expect(!state.shouldAdvance(from: 0, typedAtEnd: false, complete: true))
    #expect(!state.shouldAdvance(from: 0, typedAtEnd: true, complete: false))
    #expect(!state.shouldAdvance(from: 1, typedAtEnd: true, complete: true), "not asked")
    state.setJudgement(Self.valid("2026-12-12"), forField: 1)
    #expect(!state.shouldAdvance(from: 0, typedAtEnd: true, complete: true), "next is filled")
  }

  @Test(arguments: [
    ("an unknown field", [FormRule.equal(0, 9)], FormError.Problem.unknownField),
    ("text has no order", [.order(2, 3, strict: false, gap: nil)], .notOrdered),
    (
      "a gap in seconds", [.order(0, 1, strict: false, gap: .duration(FormDuration(seconds: 5)))],
      .gapNotInOrder
    ),
    ("a gap of a number for dates", [.order(0, 1, strict: false, gap: .number(1))], .gapNotInOrder),
    (
      "a cycle", [.requiredIf(2, when: 3, equals: nil), .requiredIf(3, when: 2, equals: nil)],
      .requiredCycle
    ),
    ("the same field twice", [.equal(2, 2)], .sameField),
  ])
  func badFormsAreRefusedNamingTheField(
    _ name: String, _ rules: [FormRule], _ problem: FormError.Problem
  ) throws {
    let fields = (try Self.booking()).fields
    #expect(throws: FormError.self) { try RuleForm(fields: fields, rules: rules) }
    do {
      _ = try RuleForm(fields: fields, rules: rules)
    } catch {
      #expect(error.problem == problem, "\(name)")
      #expect(error.field != nil || error.problem == .noFields)
    }
  }

  @Test func duplicateNamesAreRefused() {
    #expect(throws: FormError(.duplicateField, field: "a", rule: nil)) {
      try RuleForm(fields: [FormField("a"), FormField("a")])
    }
  }

  @Test func numbersAndChoicesHaveAnOrder() throws {
    let form = try RuleForm(
      fields: [
        FormField("min", ordering: .number), FormField("max", ordering: .number),
        FormField("from", ordering: .choice(["S", "M", "L"])),
        FormField("to", ordering: .choice(["S", "M", "L"])),
      ],
      rules: [
        .order(0, 1, strict: false, gap: .number(ExactDecimal("0.5")!)),
        .order(2, 3, strict: true, gap: nil),
      ])
    var state = FormState(form)
    state.setJudgement(Self.valid("10"), forField: 0)
    state.setJudgement(Self.valid("10.25"), forField: 1)
    #expect(state.verdict(of: 1).reason?.message == "This must be at least 0.5 more than min.")
    state.setJudgement(Self.valid("10.5"), forField: 1)
    #expect(state.verdict(of: 1).validity == .valid)
    state.setJudgement(Self.valid("M"), forField: 2)
    state.setJudgement(Self.valid("S"), forField: 3)
    #expect(state.verdict(of: 3).reason?.message == "This must be after from.")
  }
}
