// Text rules: typing into the classic demo fields, and pasting 1 MiB of mixed text.

import Benchmark
import Foundation
import InputRules

let vowels = "aeiouAEIOU"

/// Typing a short value key by key into each classic demo field.
func registerTypingBenchmarks() {
  registerKeystrokeBenchmarks(
    "Typing vowels (≤6) “aeioua”", keys: Keystroke.typing("aeioua"),
    rule: TextRule.allowing(vowels).maximumLength(6),
    baseline: FoundationCharacterField.allowing(CharacterSet(charactersIn: vowels), maxLength: 6))
  registerKeystrokeBenchmarks(
    "Typing no vowels (≤8) “xyz, bcd”", keys: Keystroke.typing("xyz, bcd"),
    rule: TextRule.excluding(vowels).maximumLength(8),
    baseline: FoundationCharacterField.excluding(CharacterSet(charactersIn: vowels), maxLength: 8))
  registerKeystrokeBenchmarks(
    "Typing digits (≤3) “427”", keys: Keystroke.typing("427"),
    rule: TextRule.allowing(.digits).maximumLength(3),
    baseline: FoundationCharacterField.allowing(.decimalDigits, maxLength: 3))
}

/// Mixed text of exactly `bytes` UTF-8 bytes: Latin with accents, Cyrillic, CJK, Arabic,
/// Devanagari digits, emoji with modifiers, flags and ZWJ sequences, combining marks,
/// punctuation, tabs and line breaks.
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

/// Pasting 1 MiB (and 256 KiB, to show the cost is linear) into an allowed-characters field that
/// filters and into a maximum-length field; plus the reference: counting the pasted string's
/// grapheme clusters.
func registerPasteBenchmarks() {
  let existing = "Notes: "
  let start = FieldState(text: existing)
  let range = NSRange(location: (existing as NSString).length, length: 0)
  for (label, bytes) in [("1 MiB", 1 << 20), ("256 KiB", 1 << 18)] {
    let pasted = mixedText(bytes: bytes)

    Benchmark("Paste \(label) · count grapheme clusters (reference)") { _ in
      blackHole(pasted.count)
    }

    let filtering = TextRule.allowing(.alphanumerics).allowing(" ")
    let filteringBaseline = FoundationCharacterField.allowing(
      CharacterSet.alphanumerics.union(CharacterSet(charactersIn: " ")))
    Benchmark("Paste \(label) · letters, digits, spaces (filter) · engine") { _ in
      blackHole(
        FieldEngine.apply(
          Edit(location: range.location, length: 0, replacement: pasted, kind: .paste), to: start,
          under: filtering))
    }
    Benchmark("Paste \(label) · letters, digits, spaces (filter) · Foundation") { _ in
      blackHole(filteringBaseline.paste(existing, range, pasted))
    }

    for limit in [280, 1_000_000] {
      let limited = TextRule.maximumLength(limit)
      let limitedBaseline = FoundationCharacterField.excluding(CharacterSet(), maxLength: limit)
      Benchmark("Paste \(label) · maximum length \(limit) · engine") { _ in
        blackHole(
          FieldEngine.apply(
            Edit(location: range.location, length: 0, replacement: pasted, kind: .paste),
            to: start, under: limited))
      }
      Benchmark("Paste \(label) · maximum length \(limit) · Foundation") { _ in
        blackHole(limitedBaseline.paste(existing, range, pasted))
      }
    }
  }
}

/// Typing into a choice field (shirt sizes, case-insensitive).
func registerChoiceBenchmarks() {
  let sizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"]
  guard let rule = try? ChoiceRule(options: sizes) else { fatalError("invalid options") }
  registerKeystrokeBenchmarks(
    "Typing choice (sizes) “xxl”", keys: Keystroke.typing("xxl"), rule: rule,
    baseline: FoundationChoiceField(options: sizes))
}
