// Drivers that press keys into a field through the engine, the field model (both in
// BenchmarkWorkloads) or the baseline. Each runs a fixed number of keystrokes, starting over from
// the initial field whenever the sequence is used up, so one benchmark iteration is a known
// number of keystrokes.

import Benchmark
import BenchmarkWorkloads
import Foundation
import InputRules

/// Keystrokes through a Foundation delegate: the range is the caret (or the character before
/// it for Backspace), as UIKit reports it.
@inline(never)
func pressWithFoundation<F: FoundationField>(
  _ keys: [Keystroke], times count: Int, field: F, initial: String = ""
) -> String {
  var text = initial
  var caret = (initial as NSString).length
  var next = 0
  for _ in 0..<count {
    if next == keys.count {
      text = initial
      caret = (initial as NSString).length
      next = 0
    }
    let range: NSRange
    let replacement: String
    switch keys[next] {
    case .insert(let key):
      range = NSRange(location: caret, length: 0)
      replacement = key
    case .backspace:
      guard caret > 0 else {
        next += 1
        continue
      }
      range = (text as NSString).rangeOfComposedCharacterSequence(at: caret - 1)
      replacement = ""
    case .deleteForward:
      guard caret < (text as NSString).length else {
        next += 1
        continue
      }
      range = (text as NSString).rangeOfComposedCharacterSequence(at: caret)
      replacement = ""
    case .paste(let pasted):
      range = NSRange(location: caret, length: 0)
      replacement = pasted
    case .deleteBefore(let units):
      range = NSRange(location: caret - units, length: units)
      replacement = ""
    case .moveCaret(let units):
      caret = min(max(caret + units, 0), (text as NSString).length)
      next += 1
      continue
    case .caretAt(let offset):
      caret = min(max(offset, 0), (text as NSString).length)
      next += 1
      continue
    }
    if let changed = field.change(text, range, replacement) {
      text = changed.text
      caret = changed.caret
    }
    next += 1
  }
  return text
}

/// The three benchmarks of one typing workload: engine, field model and Foundation baseline,
/// each 1,000 keystrokes per iteration (results are per keystroke).
func registerKeystrokeBenchmarks<R: InputRule, F: FoundationField>(
  _ name: String, keys: [Keystroke], rule: R, baseline: F, initial: FieldState = .empty
) {
  registerKeystrokeBenchmarks(
    name, keys: keys, rule: rule, baselines: [("Foundation", baseline)], initial: initial)
}

/// The benchmarks of one typing workload with several baselines (named by `baselines`' labels):
/// engine, field model and each baseline, 1,000 keystrokes per iteration.
func registerKeystrokeBenchmarks<R: InputRule, F: FoundationField>(
  _ name: String, keys: [Keystroke], rule: R, baselines: [(label: String, field: F)],
  initial: FieldState = .empty
) {
  let perKeystroke = Benchmark.Configuration(scalingFactor: .kilo)
  var field = InputField(rule: rule)
  field.restore(initial)
  // Key sequences repeat (the scaling ones are one pair a hundred times): the first dozen
  // presses cover every kind of key.
  for presses in 1...min(keys.count, 12) {
    for (_, baseline) in baselines {
      checkSameWork(
        name, after: presses,
        engine: pressWithEngine(keys, times: presses, rule: rule, initial: initial).text,
        field: pressWithField(keys, times: presses, field: field).text,
        foundation: pressWithFoundation(
          keys, times: presses, field: baseline, initial: initial.text))
    }
  }
  Benchmark("\(name) · engine", configuration: perKeystroke) { benchmark in
    blackHole(
      pressWithEngine(keys, times: benchmark.scaledIterations.count, rule: rule, initial: initial))
  }
  Benchmark("\(name) · InputField", configuration: perKeystroke) { [field] benchmark in
    blackHole(pressWithField(keys, times: benchmark.scaledIterations.count, field: field))
  }
  for (label, baseline) in baselines {
    Benchmark("\(name) · \(label)", configuration: perKeystroke) { benchmark in
      blackHole(
        pressWithFoundation(
          keys, times: benchmark.scaledIterations.count, field: baseline, initial: initial.text))
    }
  }
}

/// Before anything is timed: after each keystroke the engine, the field model and the baseline
/// must show the same text, or they are not doing the same work.
func checkSameWork(
  _ name: String, after presses: Int, engine: String, field: String, foundation: String
) {
  guard engine == field, engine == foundation else {
    fatalError(
      "\(name), after \(presses) keystrokes: the engine shows “\(engine)”, the field “\(field)”, Foundation “\(foundation)”"
    )
  }
}
