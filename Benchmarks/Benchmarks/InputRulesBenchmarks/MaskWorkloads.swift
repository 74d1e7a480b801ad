// Masks: a 10-digit phone number typed key by key into `+1 ([000]) [000]-[0000]`, and pasted
// at once, against what apps do today in `shouldChangeCharactersIn` (the digits taken with a
// regular expression or by hand, laid out again on every keystroke).

import Benchmark
import BenchmarkWorkloads
import Foundation
import InputRules
import InputRulesMasks

/// The two Foundation baselines of the phone workloads.
let phoneBaselines: [(label: String, field: FoundationPhoneField)] = [
  ("Foundation (regular expression)", FoundationPhoneField(way: .regularExpression)),
  ("Foundation (manual)", FoundationPhoneField(way: .manual)),
]

func registerMaskBenchmarks() {
  guard let phone = try? Workloads.phoneRule() else { fatalError("phone mask") }
  registerKeystrokeBenchmarks(
    "Typing phone mask “5551234567”", keys: Workloads.phoneKeys, rule: phone,
    baselines: phoneBaselines)
  registerPhonePasteBenchmarks(phone)
}

/// Each pasted number into the empty phone field, 1,000 pastes per iteration (results are per
/// paste): through the engine (one `.paste` edit), `InputField.paste`, and each baseline.
func registerPhonePasteBenchmarks(_ phone: MaskRule) {
  let perPaste = Benchmark.Configuration(scalingFactor: .kilo)
  let empty = InputField(rule: phone)
  let nowhere = NSRange(location: 0, length: 0)
  for pasted in Workloads.phonePastes {
    let name = "Paste phone mask “\(pasted)”"
    let engine = pasteWithEngine([pasted], times: 1, rule: phone).text
    let field = pasteWithField([pasted], times: 1, field: empty).text
    guard engine == Workloads.phoneText else {
      fatalError("\(name): the engine shows “\(engine)”, not “\(Workloads.phoneText)”")
    }
    for (_, baseline) in phoneBaselines {
      checkSameWork(
        name, after: 1, engine: engine, field: field,
        foundation: baseline.change("", nowhere, pasted)?.text ?? "(refused)")
    }
    Benchmark("\(name) · engine", configuration: perPaste) { benchmark in
      blackHole(pasteWithEngine([pasted], times: benchmark.scaledIterations.count, rule: phone))
    }
    Benchmark("\(name) · InputField", configuration: perPaste) { benchmark in
      blackHole(pasteWithField([pasted], times: benchmark.scaledIterations.count, field: empty))
    }
    for (label, baseline) in phoneBaselines {
      Benchmark("\(name) · \(label)", configuration: perPaste) { benchmark in
        for _ in benchmark.scaledIterations {
          blackHole(baseline.change("", nowhere, pasted))
        }
      }
    }
  }
}
