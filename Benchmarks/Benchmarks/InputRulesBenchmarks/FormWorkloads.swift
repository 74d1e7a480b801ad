// Forms (InputRulesForms, FormChecker): a 10-field form checked whole, as a server checks a
// post, against the same 10 values checked one by one with `EntryChecker` (the work a form adds
// is its rules between fields and its verdict); and a key in one field of a 30-field form
// against the same key in the field alone (a key costs its field's own key plus the rules that
// read that field, whatever the size of the form).

import Benchmark
import InputRules
import InputRulesDates
import InputRulesForms
import InputRulesNumbers
import InputRulesSpec

func registerFormBenchmarks() {
  let context = RuleContext(
    localeIdentifier: "en_US", today: DateValue(year: 2026, month: 12, day: 4))
  let spec = tenFieldForm
  guard let form = try? FormSpec(json: spec), let checker = try? FormChecker(form, in: context)
  else { fatalError("the benchmark's form spec does not build") }
  let valid = tenFieldValues
  let entries = form.fields.map { field in
    // The same rules, one checker per field, as an app without forms checks a post.
    (try? EntryChecker(field.rule, in: context))!
  }
  let texts = tenFieldTexts
  Benchmark("Form · 10 fields checked whole (FormChecker, JSON values)") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? checker.check(json: valid)) }
  }
  Benchmark("Form · 10 fields checked whole (FormChecker, parsed values)") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(checker.check(texts)) }
  }
  Benchmark("Form · baseline: the 10 values checked one by one (EntryChecker)") { benchmark in
    for _ in benchmark.scaledIterations {
      for (index, entry) in texts.enumerated() { blackHole(entries[index].check(entry.value)) }
    }
  }

  // A key and Backspace in the 15th field (a number read by one rule) of a 30-field form.
  let thirty = thirtyFieldForm()
  Benchmark(
    "Form · a key and Backspace in one field of a 30-field form",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark in
    var state = FormState(thirty)
    var field = InputField(rule: try! IntegerRule(.integer(in: 0...1_000_000)))
    _ = field.type("12")
    state.setJudgement(FieldJudgement(field), forField: 14)
    for _ in benchmark.scaledIterations {
      _ = field.type("3")
      state.setJudgement(FieldJudgement(field), forField: 14)
      _ = field.deleteBackward()
      state.setJudgement(FieldJudgement(field), forField: 14)
    }
    blackHole(state)
  }
  Benchmark(
    "Form · baseline: a key and Backspace in the field alone",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark in
    var field = InputField(rule: try! IntegerRule(.integer(in: 0...1_000_000)))
    _ = field.type("12")
    for _ in benchmark.scaledIterations {
      _ = field.type("3")
      _ = field.deleteBackward()
    }
    blackHole(field)
  }
}

/// A booking with ten fields and four rules between them. Server/Benchmarks/ten-field-form.json
/// holds a copy, with these values (`guests` as a JSON number) and invalid ones, for the load
/// test of a server (docs/benchmarks.md, "A server under load"): change both together.
private let tenFieldForm = #"""
  {"fields": [
    {"name": "arrival", "label": "Arrival", "required": true, "rule": {"kind": "date", "format": "MM/dd/yyyy", "min": "today"}},
    {"name": "departure", "label": "Departure", "required": true, "rule": {"kind": "date", "format": "MM/dd/yyyy"}},
    {"name": "guests", "rule": {"kind": "integer", "min": 1, "max": 8}},
    {"name": "birthDate", "rule": {"kind": "date", "format": "MM/dd/yyyy", "max": "today-P18Y"}},
    {"name": "name", "required": true, "rule": {"kind": "text", "maxLength": 80}},
    {"name": "phone", "rule": {"kind": "phone", "region": "US"}},
    {"name": "email", "rule": {"kind": "text", "maxLength": 254}},
    {"name": "card", "required": true, "rule": {"kind": "card"}},
    {"name": "expiry", "required": true, "rule": {"kind": "date", "format": "MM/yy", "min": "today"}},
    {"name": "cvc", "required": true, "rule": {"kind": "mask", "format": "[000][9]"}}],
   "rules": [
    {"rule": "order", "fields": ["arrival", "departure"], "gap": "P1D"},
    {"rule": "oneOf", "fields": ["phone", "email"]},
    {"rule": "securityCode", "field": "cvc", "card": "card"},
    {"rule": "requiredIf", "field": "email", "when": "name", "equals": "Ada"}]}
  """#

private let tenFieldTexts: [(name: String, value: String)] = [
  ("arrival", "12/10/2026"), ("departure", "12/12/2026"), ("guests", "2"),
  ("birthDate", "02/29/1980"), ("name", "Grace Hopper"), ("phone", "(201) 555-0123"),
  ("email", "grace@example.com"), ("card", "4111 1111 1111 1111"), ("expiry", "12/28"),
  ("cvc", "123"),
]

private let tenFieldValues =
  "{" + tenFieldTexts.map { "\"\($0.name)\":\"\($0.value)\"" }.joined(separator: ",") + "}"

/// Thirty numbers, the 15th read by one `order` rule with the 16th.
private func thirtyFieldForm() -> RuleForm {
  let fields = (0..<30).map { FormField("n\($0)", ordering: .number) }
  return try! RuleForm(fields: fields, rules: [.order(14, 15, strict: false, gap: nil)])
}
