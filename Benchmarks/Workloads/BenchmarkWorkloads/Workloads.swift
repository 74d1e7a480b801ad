// The rules and keys of every benchmark workload, built once here for the benchmarks and the
// instruction-counting driver.

import Foundation
import InputRules
import InputRulesCodes
import InputRulesDates
import InputRulesLocale
import InputRulesMasks
import InputRulesNumbers

/// The workloads of docs/benchmarks.md: each rule with the keys typed into it.
public enum Workloads {
  public static let vowels = "aeiouAEIOU"
  public static let sizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"]
  public static let enUS = Locale(identifier: "en_US")
  public static let deDE = Locale(identifier: "de_DE")

  public static let vowelKeys = Keystroke.typing("aeioua")
  public static var vowelRule: TextRule { TextRule.allowing(vowels).maximumLength(6) }

  public static let noVowelKeys = Keystroke.typing("xyz, bcd")
  public static var noVowelRule: TextRule { TextRule.excluding(vowels).maximumLength(8) }

  public static let digitKeys = Keystroke.typing("427")
  public static var digitRule: TextRule { TextRule.allowing(.digits).maximumLength(3) }

  public static let choiceKeys = Keystroke.typing("xxl")
  public static func choiceRule() throws -> ChoiceRule<String> { try ChoiceRule(options: sizes) }

  public static let numericKeys = Keystroke.typing("-1234.5e3")
  public static func numericRule() throws -> DecimalRule { try DecimalRule(.init().scientific()) }

  public static let decimalKeys = Keystroke.typing("1234567,89")
  public static func decimalRule() throws -> DecimalRule {
    try DecimalRule(.init().fractionDigits(2).grouping(.automatic).locale(deDE))
  }

  public static let registerKeys = Keystroke.typing("123456789") + Keystroke.backspaces(9)
  /// The classic money field: USD, cash register, 9 digits.
  public static func registerRule() throws -> MoneyRule {
    try MoneyRule(
      .money(currencyCode: "USD", locale: enUS, entry: .cashRegister).maximumDigits(9))
  }

  /// Scaling: a letters-only field already holding `length` characters of one script, caret at
  /// the end, where a key is typed and then deleted again, so that every keystroke is the
  /// `length + 1`-th character (or its Backspace). The cost should not grow with `length`.
  public static let scalingLengths = [10, 1_000, 10_000]
  public static var scalingRule: TextRule { TextRule.allowing(.letters) }

  /// The scripts of the scaling workloads: their repeated character and the key typed.
  public static let scalingScripts: [(name: String, filler: Character, key: String)] = [
    ("ascii", "a", "q"), ("cyrillic", "д", "ж"), ("cjk", "漢", "字"),
  ]

  /// The scaling workload of `script` (`ascii`, `cyrillic`, `cjk`) at `length`.
  public static func scaling(_ script: String, length: Int) -> (
    start: FieldState, keys: [Keystroke]
  )? {
    guard let entry = scalingScripts.first(where: { $0.name == script }) else { return nil }
    let text = String(repeating: entry.filler, count: length)
    let end = text.utf16.count
    // 100 pairs before the loops start over from `start` (a copy of the whole text), so that
    // copying is spread over 200 keystrokes; 200 divides the profile's keystroke counts.
    let keys = (0..<100).flatMap { _ in [Keystroke.insert(entry.key), .backspace] }
    return (FieldState(text: text, selection: end..<end), keys)
  }

  /// Growth: what one key costs in a text field (`growthRule`) holding `length` characters of one
  /// script, at the end or in the middle of the text, so that the cost per key can be compared
  /// at 10, 1,000 and 100,000 characters. Each workload is a cycle of 200 presses that leaves the
  /// field as it found it, pressed round and round without starting over from a copy of the
  /// text (`restarts: false`), so what is counted is the keys' own work. `action`:
  /// - `type`: 199 keys typed, then the 199 taken back as one deletion;
  /// - `backspace`: 199 Backspace presses, then the 199 letters pasted back;
  /// - `delete`: 198 forward Delete presses from 200 letters before the end (or the middle), the
  ///   198 letters pasted back and the caret put back;
  /// - `pair`: a key typed and deleted with Backspace, 100 times;
  /// - `paste`: three letters pasted and taken back as one deletion, 100 times;
  /// - `caret`: the caret moved one letter back and one forward, 100 times.
  public static let growthScripts: [(name: String, filler: Character, key: String)] = [
    ("ascii", "a", "q"), ("greek", "α", "ω"), ("cjk", "漢", "字"), ("emoji", "😀", "🙂"),
  ]
  public static let growthLengths = [10, 1_000, 100_000]

  /// The rule of a growth workload: letters only, but for emoji, which a letters-only field
  /// refuses (their keys would measure a refusal, and the workloads would not leave the text as
  /// they found it); emoji go into a plain text field.
  public static func growthRule(_ script: String) -> TextRule {
    script == "emoji" ? TextRule() : scalingRule
  }
  public static let growthActions = ["type", "backspace", "delete", "pair", "paste", "caret"]

  /// The growth workload of `script` (`ascii`, `greek`, `cjk`, `emoji`) at `length`, caret at
  /// the end (`middle` false) or after the first half of the text.
  public static func growth(_ script: String, length: Int, middle: Bool, action: String) -> (
    start: FieldState, keys: [Keystroke]
  )? {
    guard let entry = growthScripts.first(where: { $0.name == script }) else { return nil }
    let units = String(entry.filler).utf16.count
    // Backspace and Delete need 200 letters to delete; Delete deletes after the caret.
    let count = action == "backspace" || action == "delete" ? max(length, 400) : length
    let text = String(repeating: entry.filler, count: count)
    var caret = middle ? (count / 2) * units : count * units
    if action == "delete" && !middle { caret -= 200 * units }
    let keys: [Keystroke]
    let letters = { (n: Int) in String(repeating: entry.filler, count: n) }
    switch action {
    case "type":
      keys = Array(repeating: .insert(entry.key), count: 199) + [.deleteBefore(199 * units)]
    case "backspace": keys = Keystroke.backspaces(199) + [.paste(letters(199))]
    case "delete":
      keys =
        Array(repeating: Keystroke.deleteForward, count: 198) + [
          .paste(letters(198)), .caretAt(caret),
        ]
    case "pair": keys = (0..<100).flatMap { _ in [Keystroke.insert(entry.key), .backspace] }
    case "paste":
      let pasted = String(repeating: entry.key, count: 3)
      keys = (0..<100).flatMap { _ in [Keystroke.paste(pasted), .deleteBefore(3 * units)] }
    case "caret":
      keys = (0..<100).flatMap { _ in [Keystroke.moveCaret(-units), .moveCaret(units)] }
    default: return nil
    }
    return (FieldState(text: text, selection: caret..<caret), keys)
  }

  /// The phone mask of issue 12: a US number behind its country code.
  public static let phoneFormat = "+1 ([000]) [000]-[0000]"
  public static func phoneRule() throws -> MaskRule { try MaskRule(format: phoneFormat) }
  /// A 10-digit number typed key by key into the empty phone field.
  public static let phoneKeys = Keystroke.typing("5551234567")
  /// What every phone workload ends with.
  public static let phoneText = "+1 (555) 123-4567"
  /// The number pasted (or autofilled) into the empty phone field at once: the digits alone, and
  /// as a contact card writes it, country code first.
  public static let phonePastes = ["5551234567", "+1 555 123 4567"]

  /// The date of issue 13: a day, month and year typed into `dd.MM.yyyy`, each key checked
  /// against the calendar, the separators written at once.
  public static let datePattern = "dd.MM.yyyy"
  public static func dateRule() throws -> DateRule {
    try DateRule(format: DateFormat(datePattern))
  }
  public static let dateKeys = Keystroke.typing("24122026")
  public static let dateText = "24.12.2026"

  /// The card number of issue 13: a 16-digit Visa test number, grouped in fours as it is typed,
  /// every brand accepted.
  public static var cardRule: CardRule { CardRule() }
  public static let cardKeys = Keystroke.typing("4111111111111111")
  public static let cardText = "4111 1111 1111 1111"

  /// The field pastes go into.
  public static let pasteStart = FieldState(text: "Notes: ")
  public static var filteringRule: TextRule { TextRule.allowing(.alphanumerics).allowing(" ") }
}

/// Mixed text of exactly `bytes` UTF-8 bytes: Latin with accents, Cyrillic, CJK, Arabic,
/// Devanagari digits, emoji with modifiers, flags and ZWJ sequences, combining marks,
/// punctuation, tabs and line breaks.
public func mixedText(bytes: Int) -> String {
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

/// A paste of `pasted` after the start text.
public func pasteEdit(_ pasted: String) -> Edit {
  Edit(
    location: Workloads.pasteStart.text.utf16.count, length: 0, replacement: pasted, kind: .paste)
}

/// Pastes of `pasted` into the empty field, in turn, `count` times in all (the pastes of a mask
/// workload, one edit each), through the engine. Returns the last state.
@inlinable @inline(never)
public func pasteWithEngine<R: InputRule>(_ pasted: [String], times count: Int, rule: R)
  -> FieldState
{
  var state = FieldState.empty
  var next = 0
  for _ in 0..<count {
    if next == pasted.count { next = 0 }
    let edit = Edit(location: 0, length: 0, replacement: pasted[next], kind: .paste)
    state = FieldEngine.apply(edit, to: .empty, under: rule).state
    next += 1
  }
  return state
}

/// The same pastes through the field model: `InputField.paste` into a copy of the empty
/// `field`, which also judges the text. Returns the last field.
@inlinable @inline(never)
public func pasteWithField<R: InputRule>(
  _ pasted: [String], times count: Int, field initial: InputField<R>
) -> InputField<R> {
  var field = initial
  var next = 0
  for _ in 0..<count {
    if next == pasted.count { next = 0 }
    field = initial
    field.paste(pasted[next])
    next += 1
  }
  return field
}
