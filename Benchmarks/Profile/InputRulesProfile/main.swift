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
import InputRulesForms
import InputRulesMasks
import InputRulesNumbers
import InputRulesPhone

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

/// A growth workload (`growth.<script>.<length>.<end|middle>.<action>.<engine|field>`, actions as
/// `Workloads.growth` lists them) through the engine or the field model.
func growth(_ parts: [String], _ count: Int) {
  guard let length = Int(parts[2]),
    let (start, keys) = Workloads.growth(
      parts[1], length: length, middle: parts[3] == "middle", action: parts[4])
  else { exit(2) }
  // A cycle must leave the field as it found it, or the keys would measure another text.
  let rule = Workloads.growthRule(parts[1])
  guard
    pressWithEngine(keys, times: keys.count, rule: rule, initial: start, restarts: false)
      .text == start.text
  else {
    print("growth: one cycle of \(parts.joined(separator: ".")) does not give back its text")
    exit(3)
  }
  if parts[5] == "field" {
    var initial = InputField(rule: Workloads.growthRule(parts[1]))
    initial.restore(start)
    sink(pressWithField(keys, times: count, field: initial, restarts: false))
  } else {
    sink(
      pressWithEngine(
        keys, times: count, rule: Workloads.growthRule(parts[1]), initial: start,
        restarts: false))
  }
}

/// A form workload (`form.<size>.<form|field>`): a key and Backspace in the middle field of a
/// form of `size` number fields (read by one `order` rule with the next), the form's verdict
/// updated after each; with `field`, the same keys in the field alone. A key in a form costs the
/// field's key plus the rules reading it, whatever the size.
func formKeys(size: Int, withForm: Bool, _ count: Int) {
  // Constant bounds: a rule that cannot be built is a bug here.
  var field = InputField(rule: try! IntegerRule(.integer(in: 0...1_000_000)))
  _ = field.type("12")
  guard withForm else {
    for _ in 0..<count {
      _ = field.type("3")
      _ = field.deleteBackward()
    }
    sink(field)
    return
  }
  let index = size / 2
  let fields = (0..<size).map { FormField("n\($0)", ordering: .number) }
  var state = FormState(
    try! RuleForm(fields: fields, rules: [.order(index, index + 1, strict: false, gap: nil)]))
  state.setJudgement(FieldJudgement(field), forField: index)
  for _ in 0..<count {
    _ = field.type("3")
    state.setJudgement(FieldJudgement(field), forField: index)
    _ = field.deleteBackward()
    state.setJudgement(FieldJudgement(field), forField: index)
  }
  sink(state)
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

/// A phone-number workload of a region (`phone.<REGION>.<national|international>.<engine|field>`):
/// the region's number typed key by key into its field (count = keystrokes, whole cycles of the
/// number's keys); `phone.<REGION>.<kind>.keys` prints how many keys the number has, after
/// checking that the field shows the number in libphonenumber's format after the last key.
func phoneNumber(_ parts: [String], _ count: Int) throws {
  guard let (keys, text, rule) = try Workloads.phoneNumber(region: parts[1], kind: parts[2])
  else { exit(2) }
  switch parts[3] {
  case "keys":
    // The workload must end with the number in libphonenumber's format.
    let shown = pressWithField(keys, times: keys.count, field: InputField(rule: rule)).text
    guard shown == text else {
      print("\(parts[1]) \(parts[2]): the field shows “\(shown)”, not “\(text)”")
      exit(3)
    }
    print(keys.count)
  case "engine": keystrokes(keys, rule, field: false, count)
  case "field": keystrokes(keys, rule, field: true, count)
  default: exit(2)
  }
}

/// A first-use workload (`region.<ID|index|all|list>`, `region.<ID>.time`): the metadata's index
/// is read first (but for `region.index`), so that `count` 0 and 1 differ by one first use.
/// - `region.<ID>`: `count` rules for region ID (0 or 1: the first is its first use, later ones
///   are not first uses once the library keeps anything from one rule to the next);
/// - `region.index`: the index read `count` times (0 or 1: only the first read costs);
/// - `region.all`: the first `count` regions of `Workloads.firstUseRegions`, one rule each;
/// - `region.list`: prints `Workloads.firstUseRegions`, one per line;
/// - `region.<ID>.time`: prints the wall-clock times, in nanoseconds, of reading the index, of
///   the first use of another calling code's region (`AC`, or `LI` for AC: the first phone
///   rule of the process, which also pays for the code's first run) and then of the first use
///   of ID (`index 40000 warm-up 90000 first-use 60000`);
/// - `region.all.time`: makes a rule for DE, then prints the wall-clock time of the first use
///   of each region of the list, in nanoseconds (`US 450000`), in the list's order.
func firstUse(_ parts: [String], _ count: Int) {
  let region = parts[1]
  if parts.count == 3 {
    let clock = ContinuousClock()
    func nanoseconds(_ duration: Duration) -> Int64 {
      duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }
    if region == "all" {
      // As in the first-use benchmark: DE made first, then each region of the list once.
      sink(Workloads.firstUse(of: Workloads.phoneNumberRegion))
      for region in Workloads.firstUseRegions {
        let start = clock.now
        sink(Workloads.firstUse(of: region))
        print(region, nanoseconds(clock.now - start))
      }
      return
    }
    let start = clock.now
    Workloads.readPhoneIndex()
    let read = clock.now
    // Another calling code's region first, so that the phone rule's code has run once.
    sink(Workloads.firstUse(of: region == "AC" ? "LI" : "AC"))
    let warm = clock.now
    sink(Workloads.firstUse(of: region))
    let end = clock.now
    print(
      "index \(nanoseconds(read - start)) warm-up \(nanoseconds(warm - read))"
        + " first-use \(nanoseconds(end - warm))")
    return
  }
  switch region {
  case "index":
    for _ in 0..<count { Workloads.readPhoneIndex() }
  case "list":
    for region in Workloads.firstUseRegions { print(region) }
  case "all":
    Workloads.readPhoneIndex()
    for region in Workloads.firstUseRegions.prefix(count) { sink(Workloads.firstUse(of: region)) }
  default:
    Workloads.readPhoneIndex()
    for _ in 0..<count { sink(Workloads.firstUse(of: region)) }
  }
}

/// A message workload (`message.<language>`, `message.<language>.<reason>`): the reasons of
/// `Workloads.messageReasons` told in turn, or one of them, `count` times in the language.
func messages(_ parts: [String], _ count: Int) {
  guard let language = Workloads.messageLanguages.first(where: { $0.name == parts[1] })?.language
  else { exit(2) }
  var reasons = Workloads.messageReasons
  if parts.count == 3 { reasons = reasons.filter { $0.name == parts[2] } }
  guard !reasons.isEmpty else { exit(2) }
  sink(tellReasons(reasons.map(\.reason), times: count, in: language))
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
      growth (count = keystrokes, a multiple of 200):
        growth.<ascii|greek|cjk|emoji>.<length>.<end|middle>.<action>.<engine|field>, action one
        of type, backspace, delete, pair, paste, caret
        (growth.greek.100000.middle.pair.field: a key typed and deleted in the middle of 100,000
        Greek letters)
      forms (count = cycles of a key and Backspace): form.<size>.<form|field>
        (form.30.form: in the middle field of a 30-field form, the verdict updated after each;
        form.30.field: the same keys in the field alone)
      masks: mask.phone.type.<engine|field> (count = keystrokes: 5551234567 typed into
        +1 ([000]) [000]-[0000]), mask.phone.paste.<engine|field> (count = pastes:
        5551234567 and +1 555 123 4567 in turn, into the empty field)
      dates and cards (count = keystrokes): date.<engine|field> (24122026 typed into
        dd.MM.yyyy), card.<engine|field> (4111111111111111 typed into a card field)
      phone numbers (count = keystrokes): phone.<engine|field> (+4915123456789 typed into
        PhoneRule(region: "DE")), phone.<REGION>.<national|international>.<engine|field>
        (a number of US, DE, GB, IN, BR, JP or FR typed into a field of that region; .keys in
        place of .engine prints the number's keys)
      first use of a region, after reading the metadata's index: region.<ID> (count = rules
        made for region ID: 0 or 1), region.all (count = regions of the first-use list, one
        rule each), region.index (count = index reads: 0 or 1), region.list (prints the list),
        region.<ID>.time (prints the times of reading the index, a first rule for AC and then
        the first use of ID, in ns), region.all.time (a DE rule, then the time of the first use
        of each region of the list, in ns)
      messages (count = messages): message.<en|de|ar> (four reasons told in turn: text.tooLong,
        number.range, choice.notAnOption, phone.invalidValue with its cause), or one of them:
        message.<en|de|ar>.<tooLong|range|choice|phone>
    """)
  exit(2)
}
let workload = arguments[1]
let parts = workload.split(separator: ".").map(String.init)
if parts.first == "growth", parts.count == 6 {
  growth(parts, count)
  exit(0)
}
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
if parts.first == "phone", parts.count == 4 {
  try phoneNumber(parts, count)
  exit(0)
}
if parts.first == "region", parts.count == 2 || (parts.count == 3 && parts[2] == "time") {
  firstUse(parts, count)
  exit(0)
}
if parts.first == "form", parts.count == 3, let size = Int(parts[1]), size >= 2,
  parts[2] == "form" || parts[2] == "field"
{
  formKeys(size: size, withForm: parts[2] == "form", count)
  exit(0)
}
if parts.first == "message", parts.count == 2 || parts.count == 3 {
  messages(parts, count)
  exit(0)
}
guard parts.count == 2, parts[1] == "engine" || parts[1] == "field" else { exit(2) }
let field = parts[1] == "field"
switch parts[0] {
case "vowels": keystrokes(Workloads.vowelKeys, Workloads.vowelRule, field: field, count)
case "date": keystrokes(Workloads.dateKeys, try Workloads.dateRule(), field: field, count)
case "card": keystrokes(Workloads.cardKeys, Workloads.cardRule, field: field, count)
case "phone":
  keystrokes(Workloads.phoneNumberKeys, try Workloads.phoneNumberRule(), field: field, count)
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
