// Text rules: typing into the classic demo fields, and pasting 1 MiB of mixed text.

import Benchmark
import BenchmarkWorkloads
import Foundation
import InputRules

let vowels = Workloads.vowels

/// Typing a short value key by key into each classic demo field.
func registerTypingBenchmarks() {
  registerKeystrokeBenchmarks(
    "Typing vowels (≤6) “aeioua”", keys: Workloads.vowelKeys, rule: Workloads.vowelRule,
    baseline: FoundationCharacterField.allowing(CharacterSet(charactersIn: vowels), maxLength: 6))
  registerKeystrokeBenchmarks(
    "Typing no vowels (≤8) “xyz, bcd”", keys: Workloads.noVowelKeys,
    rule: Workloads.noVowelRule,
    baseline: FoundationCharacterField.excluding(CharacterSet(charactersIn: vowels), maxLength: 8))
  registerKeystrokeBenchmarks(
    "Typing digits (≤3) “427”", keys: Workloads.digitKeys, rule: Workloads.digitRule,
    baseline: FoundationCharacterField.allowing(.decimalDigits, maxLength: 3))
}

/// Pasting 1 MiB (and 256 KiB, to show the cost is linear) into an allowed-characters field that
/// filters and into a maximum-length field; plus the reference: counting the pasted string's
/// grapheme clusters. And pasting flags into an upper-case field.
func registerPasteBenchmarks() {
  let start = Workloads.pasteStart
  let existing = start.text
  let range = NSRange(location: (existing as NSString).length, length: 0)
  for (label, bytes) in [("1 MiB", 1 << 20), ("256 KiB", 1 << 18)] {
    let pasted = mixedText(bytes: bytes)

    Benchmark("Paste \(label) · count grapheme clusters (reference)") { _ in
      blackHole(pasted.count)
    }

    let filtering = Workloads.filteringRule
    let filteringBaseline = FoundationCharacterField.allowing(
      CharacterSet.alphanumerics.union(CharacterSet(charactersIn: " ")))
    Benchmark("Paste \(label) · letters, digits, spaces (filter) · engine") { _ in
      blackHole(FieldEngine.apply(pasteEdit(pasted), to: start, under: filtering))
    }
    Benchmark("Paste \(label) · letters, digits, spaces (filter) · Foundation") { _ in
      blackHole(filteringBaseline.paste(existing, range, pasted))
    }

    for limit in [280, 1_000_000] {
      let limited = TextRule.maximumLength(limit)
      let limitedBaseline = FoundationCharacterField.excluding(CharacterSet(), maxLength: limit)
      Benchmark("Paste \(label) · maximum length \(limit) · engine") { _ in
        blackHole(FieldEngine.apply(pasteEdit(pasted), to: start, under: limited))
      }
      Benchmark("Paste \(label) · maximum length \(limit) · Foundation") { _ in
        blackHole(limitedBaseline.paste(existing, range, pasted))
      }
    }
  }

  // Flags pasted into a field that converts letters to upper case, which takes a paste cluster
  // by cluster: 5,000 and 20,000 flags, to show the cost is linear (it was quadratic, each flag
  // read back over the flags before it).
  let upper = TextRule().converting(to: .upper)
  for (label, count) in [("5,000", 5_000), ("20,000", 20_000)] {
    let flags = String(repeating: "🇩🇪", count: count)
    Benchmark("Paste \(label) flags · upper case · engine") { _ in
      blackHole(FieldEngine.apply(pasteEdit(flags), to: start, under: upper))
    }
  }
}

/// Typing into a choice field (shirt sizes, case-insensitive).
func registerChoiceBenchmarks() {
  guard let rule = try? Workloads.choiceRule() else { fatalError("invalid options") }
  registerKeystrokeBenchmarks(
    "Typing choice (sizes) “xxl”", keys: Workloads.choiceKeys, rule: rule,
    baseline: FoundationChoiceField(options: Workloads.sizes))
}

/// Typing after 10, 1,000 and 10,000 characters of ASCII, Cyrillic and CJK text (a key typed and
/// deleted again at the end): the cost of a keystroke should not grow with the text.
func registerScalingBenchmarks() {
  for (script, _, _) in Workloads.scalingScripts {
    for length in Workloads.scalingLengths {
      guard let (start, keys) = Workloads.scaling(script, length: length) else { continue }
      registerKeystrokeBenchmarks(
        "Scaling \(script) after \(length) characters", keys: keys, rule: Workloads.scalingRule,
        baseline: FoundationCharacterField.allowing(.letters), initial: start)
    }
  }
}

/// Growth: a key typed, a Backspace, a Delete, a key and its Backspace, a paste of three
/// letters and a caret move, at the end and in the middle of 10, 1,000 and 100,000 letters of
/// ASCII, Greek, CJK and emoji text, through the engine and `InputField` (the workloads of
/// `Workloads.growth`, which leave the field as they found it, pressed round without starting
/// over from a copy of the text). A key should cost about the same at every length; in the
/// middle, moving the text after the edit is the only cost allowed to grow.
func registerGrowthBenchmarks() {
  let perKeystroke = Benchmark.Configuration(scalingFactor: .kilo)
  for (script, _, _) in Workloads.growthScripts {
    let rule = Workloads.growthRule(script)
    for length in Workloads.growthLengths {
      for middle in [false, true] {
        for action in Workloads.growthActions {
          guard
            let (start, keys) = Workloads.growth(
              script, length: length, middle: middle, action: action)
          else { continue }
          var field = InputField(rule: rule)
          field.restore(start)
          let name = "Growth \(script) \(length) \(middle ? "middle" : "end") \(action)"
          Benchmark("\(name) · engine", configuration: perKeystroke) { benchmark in
            blackHole(
              pressWithEngine(
                keys, times: benchmark.scaledIterations.count, rule: rule, initial: start,
                restarts: false))
          }
          Benchmark("\(name) · InputField", configuration: perKeystroke) { [field] benchmark in
            blackHole(
              pressWithField(
                keys, times: benchmark.scaledIterations.count, field: field, restarts: false))
          }
        }
      }
    }
  }
}
