// A driver for counting instructions with valgrind's callgrind, which does not depend on load:
// it runs one workload of the benchmarks (the engine or the field model), a given number of
// times, and nothing else. Run it twice with different counts and divide the difference in
// instructions by the difference in counts to get the cost of one keystroke (or one paste),
// without the start-up and set-up costs. See docs/benchmarks.md.
//
//     swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build \
//       --product InputRulesProfile
//     valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//       Benchmarks/.build/release/InputRulesProfile vowels.engine 10000

import Foundation
import InputRules
import InputRulesLocale
import InputRulesNumbers

/// One key press.
enum Key {
  case insert(String)
  case backspace
}

func typing(_ text: String) -> [Key] { text.map { .insert(String($0)) } }

@inline(never)
func sink<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Presses keys through `FieldEngine.apply`, as the benchmarks do.
@inline(never)
func pressWithEngine<R: InputRule>(_ keys: [Key], times count: Int, rule: R) -> FieldState {
  var state = FieldState.empty
  var next = 0
  for _ in 0..<count {
    if next == keys.count {
      state = .empty
      next = 0
    }
    let edit: Edit
    switch keys[next] {
    case .insert(let key):
      edit = Edit(location: state.selection.lowerBound, length: 0, replacement: key, kind: .typing)
    case .backspace:
      guard let backspace = FieldEngine.backspaceEdit(in: state) else {
        next += 1
        continue
      }
      edit = backspace
    }
    state = FieldEngine.apply(edit, to: state, under: rule).state
    next += 1
  }
  return state
}

/// Presses keys through `InputField`, as the benchmarks do.
@inline(never)
func pressWithField<R: InputRule>(_ keys: [Key], times count: Int, field initial: InputField<R>)
  -> InputField<R>
{
  var field = initial
  var next = 0
  for _ in 0..<count {
    if next == keys.count {
      field = initial
      next = 0
    }
    switch keys[next] {
    case .insert(let key): field.type(key)
    case .backspace: field.deleteBackward()
    }
    next += 1
  }
  return field
}

/// A typing workload through the engine or the field model.
func keystrokes<R: InputRule>(_ keys: [Key], _ rule: R, field: Bool, _ count: Int) {
  if field {
    sink(pressWithField(keys, times: count, field: InputField(rule: rule)))
  } else {
    sink(pressWithEngine(keys, times: count, rule: rule))
  }
}

/// The benchmarks' mixed text (TextWorkloads.swift), of exactly `bytes` UTF-8 bytes.
func mixedText(bytes: Int) -> String {
  let pieces = [
    "The quick brown fox jumps over the lazy dog 42 times. ", "Grüße aus Köln, ça va? ",
    "東京都渋谷区 ", "Добрый день! ", "مرحبا بالعالم ", "१२३ ٤٥٦ 789\t", "👍🏽 🇩🇪 👨‍👩‍👧 ",
    "Cafe\u{301} naïve — “quotes” ", "(555) 123-4567; e-mail: a.b@example.com\n",
  ]
  var text = ""
  text.reserveCapacity(bytes)
  var i = 0
  while text.utf8.count + pieces[i % pieces.count].utf8.count <= bytes {
    text += pieces[i % pieces.count]
    i += 1
  }
  text += String(repeating: "x", count: bytes - text.utf8.count)
  return text
}

/// A paste workload (or the reference, counting grapheme clusters), `count` times.
func pastes(_ name: String, bytes: Int, _ count: Int) {
  let pasted = mixedText(bytes: bytes)
  let start = FieldState(text: "Notes: ")
  let edit = Edit(location: 7, length: 0, replacement: pasted, kind: .paste)
  let rule: TextRule
  switch name {
  case "count":
    for _ in 0..<count { sink(pasted.count) }
    return
  case "filter": rule = TextRule.allowing(.alphanumerics).allowing(" ")
  case "max280": rule = TextRule.maximumLength(280)
  default: rule = TextRule.maximumLength(1_000_000)
  }
  for _ in 0..<count { sink(FieldEngine.apply(edit, to: start, under: rule)) }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  print(
    """
    usage: InputRulesProfile <workload> <count>
      keystrokes (count = keystrokes): vowels, novowels, digits, choice, numeric, decimal, register,
        each followed by .engine or .field (vowels.engine)
      pastes (count = pastes): paste.<count|filter|fits|max280>.<bytes> (paste.filter.1048576)
    """)
  exit(2)
}
let workload = arguments[1]
let parts = workload.split(separator: ".").map(String.init)
if parts.first == "paste", parts.count == 3, let bytes = Int(parts[2]) {
  pastes(parts[1], bytes: bytes, count)
  exit(0)
}
guard parts.count == 2, parts[1] == "engine" || parts[1] == "field" else { exit(2) }
let field = parts[1] == "field"
let vowels = "aeiouAEIOU"
let enUS = Locale(identifier: "en_US")
switch parts[0] {
case "vowels":
  keystrokes(typing("aeioua"), TextRule.allowing(vowels).maximumLength(6), field: field, count)
case "novowels":
  keystrokes(typing("xyz, bcd"), TextRule.excluding(vowels).maximumLength(8), field: field, count)
case "digits":
  keystrokes(typing("427"), TextRule.allowing(.digits).maximumLength(3), field: field, count)
case "choice":
  let sizes = try ChoiceRule(options: ["XS", "S", "M", "L", "XL", "XXL", "XXXL"])
  keystrokes(typing("xxl"), sizes, field: field, count)
case "numeric":
  keystrokes(typing("-1234.5e3"), try DecimalRule(scientific: true), field: field, count)
case "decimal":
  let decimal = try DecimalRule(
    maxFractionDigits: 2, grouping: true,
    symbols: NumberSymbols(locale: Locale(identifier: "de_DE")))
  keystrokes(typing("1234567,89"), decimal, field: field, count)
case "register":
  guard let usd = CurrencySymbols(currencyCode: "USD", locale: enUS) else { exit(1) }
  let register = try MoneyRule(
    currency: usd, entry: .cashRegister, maxDigits: 9, symbols: NumberSymbols(currencyLocale: enUS))
  keystrokes(
    typing("123456789") + Array(repeating: Key.backspace, count: 9), register, field: field, count)
default:
  exit(2)
}
