// A driver for counting instructions with valgrind's callgrind, which does not depend on load:
// it runs one workload of the benchmarks (the engine or the field model), a given number of
// times, and nothing else. Run it twice with different counts and divide the difference in
// instructions by the difference in counts to get the cost of one keystroke (or one paste),
// without the start-up and set-up costs. See docs/benchmarks.md. The workloads and the loops
// that press keys are the benchmarks' own (BenchmarkWorkloads).
//
//     swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build \
//       --product InputRulesProfile
//     valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//       Benchmarks/.build/release/InputRulesProfile vowels.engine 10000

import BenchmarkWorkloads
import Foundation
import InputRules
import InputRulesMasks

@inline(never)
func sink<T>(_ value: T) { withExtendedLifetime(value) {} }

/// A typing workload through the engine or the field model.
func keystrokes<R: InputRule>(_ keys: [Keystroke], _ rule: R, field: Bool, _ count: Int) {
  if field {
    sink(pressWithField(keys, times: count, field: InputField(rule: rule)))
  } else {
    sink(pressWithEngine(keys, times: count, rule: rule))
  }
}

/// A scaling workload (`scaling.<script>.<length>.<engine|field>`) through the engine or the
/// field model.
func scaling(_ script: String, length: Int, field: Bool, _ count: Int) {
  guard let (start, keys) = Workloads.scaling(script, length: length) else { exit(2) }
  if field {
    var initial = InputField(rule: Workloads.scalingRule)
    initial.restore(start)
    sink(pressWithField(keys, times: count, field: initial))
  } else {
    sink(pressWithEngine(keys, times: count, rule: Workloads.scalingRule, initial: start))
  }
}

/// A paste workload (or the reference, counting grapheme clusters), `count` times.
func pastes(_ name: String, bytes: Int, _ count: Int) {
  let pasted = mixedText(bytes: bytes)
  let edit = pasteEdit(pasted)
  let rule: TextRule
  switch name {
  case "count":
    for _ in 0..<count { sink(pasted.count) }
    return
  case "filter": rule = Workloads.filteringRule
  case "max280": rule = TextRule.maximumLength(280)
  default: rule = TextRule.maximumLength(1_000_000)
  }
  for _ in 0..<count { sink(FieldEngine.apply(edit, to: Workloads.pasteStart, under: rule)) }
}

/// A mask workload (`mask.phone.<type|paste>.<engine|field>`): the phone number typed key by
/// key (count = keystrokes) or pasted into the empty field, each pasted form in turn (count =
/// pastes).
func mask(_ action: String, field: Bool, _ count: Int) throws {
  let rule = try Workloads.phoneRule()
  switch (action, field) {
  case ("type", _): keystrokes(Workloads.phoneKeys, rule, field: field, count)
  case ("paste", false): sink(pasteWithEngine(Workloads.phonePastes, times: count, rule: rule))
  case ("paste", true):
    sink(pasteWithField(Workloads.phonePastes, times: count, field: InputField(rule: rule)))
  default: exit(2)
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  print(
    """
    usage: InputRulesProfile <workload> <count>
      keystrokes (count = keystrokes): vowels, novowels, digits, choice, numeric, decimal, register,
        each followed by .engine or .field (vowels.engine)
      pastes (count = pastes): paste.<count|filter|fits|max280>.<bytes> (paste.filter.1048576)
      scaling (count = keystrokes): scaling.<ascii|cyrillic|cjk>.<length>.<engine|field>
        (scaling.cyrillic.10000.field: a key typed and deleted after 10,000 characters)
      masks: mask.phone.type.<engine|field> (count = keystrokes: 5551234567 typed into
        +1 ([000]) [000]-[0000]), mask.phone.paste.<engine|field> (count = pastes:
        5551234567 and +1 555 123 4567 in turn, into the empty field)
      dates and cards (count = keystrokes): date.<engine|field> (24122026 typed into
        dd.MM.yyyy), card.<engine|field> (4111111111111111 typed into a card field)
    """)
  exit(2)
}
let workload = arguments[1]
let parts = workload.split(separator: ".").map(String.init)
if parts.first == "paste", parts.count == 3, let bytes = Int(parts[2]) {
  pastes(parts[1], bytes: bytes, count)
  exit(0)
}
if parts.first == "scaling", parts.count == 4, let length = Int(parts[2]),
  parts[3] == "engine" || parts[3] == "field"
{
  scaling(parts[1], length: length, field: parts[3] == "field", count)
  exit(0)
}
if parts.first == "mask", parts.count == 4, parts[1] == "phone",
  parts[3] == "engine" || parts[3] == "field"
{
  try mask(parts[2], field: parts[3] == "field", count)
  exit(0)
}
guard parts.count == 2, parts[1] == "engine" || parts[1] == "field" else { exit(2) }
let field = parts[1] == "field"
switch parts[0] {
case "vowels": keystrokes(Workloads.vowelKeys, Workloads.vowelRule, field: field, count)
case "date": keystrokes(Workloads.dateKeys, try Workloads.dateRule(), field: field, count)
case "card": keystrokes(Workloads.cardKeys, Workloads.cardRule, field: field, count)
case "novowels": keystrokes(Workloads.noVowelKeys, Workloads.noVowelRule, field: field, count)
case "digits": keystrokes(Workloads.digitKeys, Workloads.digitRule, field: field, count)
case "choice": keystrokes(Workloads.choiceKeys, try Workloads.choiceRule(), field: field, count)
case "numeric":
  keystrokes(Workloads.numericKeys, try Workloads.numericRule(), field: field, count)
case "decimal":
  keystrokes(Workloads.decimalKeys, try Workloads.decimalRule(), field: field, count)
case "register":
  keystrokes(Workloads.registerKeys, try Workloads.registerRule(), field: field, count)
default:
  exit(2)
}
