import InputRules

/// A row of this package's equality tables: two rules, whether they are equal (`==`), and an
/// input that shows whether they judge alike. Rules that are equal must judge `probe` alike;
/// rules that are not must judge it differently, so that each row shows that what it changes
/// changes what a field does, unless the row says the rules judge alike though they cannot be
/// told equal (a rule holding a closure).
package struct EqualityCase<R: InputRule & Equatable>: CustomStringConvertible, Sendable {
  /// What the row compares, as the test names it.
  package var description: String
  /// Whether the rules are equal.
  package var equal: Bool
  /// Whether the rules judge `probe` alike.
  package var alike: Bool
  /// Typed key by key, committed, and pasted, under each rule (see `outcome(of:under:)`).
  package var probe: String
  /// Makes the two rules.
  package var rules: @Sendable () throws -> (R, R)

  /// A row; `alike` is `equal` unless given.
  package init(
    _ description: String, equal: Bool, alike: Bool? = nil, probe: String,
    _ rules: @escaping @Sendable () throws -> (R, R)
  ) {
    self.description = description
    self.equal = equal
    self.alike = alike ?? equal
    self.probe = probe
    self.rules = rules
  }

  /// What is wrong with the row's rules: `==` answering other than `equal` either way round or
  /// for a rule and itself, or the probe judged other than `alike` says.
  package func problems() throws -> [String] {
    let (first, second) = try rules()
    var problems: [String] = []
    if (first == second) != equal { problems.append("first == second is \(!equal)") }
    if (second == first) != equal { problems.append("second == first is \(!equal)") }
    if first != first || second != second { problems.append("a rule is not equal to itself") }
    let outcomes = (Self.outcome(of: probe, under: first), Self.outcome(of: probe, under: second))
    if (outcomes.0 == outcomes.1) != alike {
      problems.append(
        "the probe is judged \(alike ? "differently" : "alike"): \(outcomes.0) | \(outcomes.1)")
    }
    return problems
  }

  /// What fresh fields under `rule` show after `input` is typed key by key, after that is
  /// committed, and after `input` is pasted. In `input`, `⌫` is Backspace and `⇤` moves the
  /// caret to the start when typing; both are left out of the paste.
  package static func outcome(of input: String, under rule: R) -> String {
    var typed = InputField(rule: rule)
    for key in input {
      switch key {
      case "⌫": typed.deleteBackward()
      case "⇤": typed.moveCaret(to: 0)
      default: typed.type(String(key))
      }
    }
    let typedOutcome = describe(typed)
    typed.commit()
    var pasted = InputField(rule: rule)
    pasted.paste(String(input.filter { $0 != "⌫" && $0 != "⇤" }))
    return "typed \(typedOutcome), committed \"\(typed.text)\", pasted \(describe(pasted))"
  }

  /// A field's text, validity and value.
  private static func describe(_ field: InputField<R>) -> String {
    "\"\(field.text)\" \(field.validity) \(field.value.map { "\($0)" } ?? "no value")"
  }
}
