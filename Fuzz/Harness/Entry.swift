import Glibc
import InputRules
import InputRulesTestSupport

// The libFuzzer entry point. Each input is one run: its first byte picks the kind of rule (the
// byte modulo the number of kinds, in the order of the stable table `fuzzKinds` in Kinds.swift),
// the next bytes build the rule (see Rules.swift, MaskRules.swift,
// CodeRules.swift and DateRules.swift), and the rest is a sequence of actions (see
// Actions.swift) performed on an `InputField` through `LawCheckedField`, which checks the laws
// after every step. A violation prints the rule, the actions and the violation, then traps, so
// libFuzzer saves the input.
//
// Environment:
// - INPUTRULES_FUZZ_TRACE=1 prints every input's rule and actions with the field after each
//   (for replaying one input: `fuzz-inputrules <file>`);
// - INPUTRULES_FUZZ_SKIP_LAWS=law,kind:law leaves laws out, for every kind or for one kind of
//   `kinds` (to look past a known finding while it is being fixed; never in CI).

/// The most actions per input.
let maximumActions = 64

/// The longest text `noDeadEnd` searches a completion for (dead ends show in short texts; the
/// law tables of the tests search texts of any length). The search presses every sequence of
/// up to four keys, and in a scientific decimal of 14 characters needing an exponent of two
/// digits that takes seconds under AddressSanitizer: with 16 the corpus replayed in 36 s of
/// CPU, with 8 in 23 s, without the law in 8 s.
let completionTextLimit = 8

/// Read once: the environment does not change during a run.
let tracing = getenv("INPUTRULES_FUZZ_TRACE").map { String(cString: $0) == "1" } ?? false

/// The kinds' names, in the order of `fuzzKinds` (Kinds.swift).
let kinds = fuzzKinds.map { $0.name }

/// The laws left out for each kind (`nil`: for every kind).
let skippedLaws: [String?: Set<FieldLaw>] = {
  guard let value = getenv("INPUTRULES_FUZZ_SKIP_LAWS") else { return [:] }
  var laws: [String?: Set<FieldLaw>] = [:]
  for entry in String(cString: value).split(separator: ",") {
    let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
    let kind = parts.count == 2 ? parts[0] : nil
    if let kind, !kinds.contains(kind) {
      fatalError("INPUTRULES_FUZZ_SKIP_LAWS: no kind named \(kind)")
    }
    guard let law = FieldLaw(rawValue: parts[parts.count - 1]) else {
      fatalError("INPUTRULES_FUZZ_SKIP_LAWS: no law named \(entry)")
    }
    laws[kind, default: []].insert(law)
  }
  return laws
}()

/// Writes a line to standard error, where libFuzzer writes.
private func write(_ text: String) {
  var line = text + "\n"
  line.withUTF8 { bytes in
    var rest = UnsafeRawBufferPointer(bytes)
    while !rest.isEmpty {
      let written = Glibc.write(2, rest.baseAddress, rest.count)
      if written <= 0 { return }
      rest = UnsafeRawBufferPointer(rebasing: rest[written...])
    }
  }
}

/// Performs the input's actions on a field under the decoded rule, checking the laws after each.
func run<R: InputRule>(_ decoded: DecodedRule<R>, kind: Int, _ reader: inout ByteReader) {
  let skipped = (skippedLaws[nil] ?? []).union(skippedLaws[kinds[kind]] ?? [])
  let options = FieldLawOptions(
    laws: decoded.laws.subtracting(skipped), pasteKeepsWhatFits: decoded.pasteKeepsWhatFits,
    completionKeys: decoded.completionKeys, completionDepth: decoded.completionDepth,
    completionTextLimit: completionTextLimit)
  var checked = LawCheckedField(
    rule: decoded.rule, options: options, valueProblem: decoded.valueProblem)
  let keys = sharedKeys + decoded.keys
  var actions: [FieldAction] = []
  if tracing { write("rule: \(decoded.spec)") }
  while !reader.isAtEnd && actions.count < maximumActions {
    var next = [
      decodeAction(
        &reader, state: checked.field.state, keys: keys, valuesSeen: checked.valuesSeen,
        samples: decoded.canonicalSamples)
    ]
    if next[0] == .takeBack {
      next = decodeTakingBack(
        &reader, state: checked.field.state,
        canonical: checked.field.value.map { decoded.rule.canonicalString(for: $0) })
    }
    for action in next {
      actions.append(action)
      let violations = checked.perform(action).filter { !(decoded.exempt?($0) ?? false) }
      if tracing {
        write(
          "  \(action) -> \(LawViolation.describe(checked.field.state)) "
            + "\(checked.field.validity)\(checked.field.value.map { " \($0)" } ?? "")")
      }
      if !violations.isEmpty {
        write("\n== law violation")
        write("rule: \(decoded.spec)")
        write("actions:")
        for action in actions { write("  .\(swiftLiteral(action)),") }
        for violation in violations { write("\(violation)") }
        fatalError("law violation: \(violations[0].law)")
      }
    }
  }
}

/// An action as Swift code, for a regression test's script.
func swiftLiteral(_ action: FieldAction) -> String {
  switch action {
  case .type(let keys): return "type(\(FieldAction.quoted(keys)))"
  case .paste(let text): return "paste(\(FieldAction.quoted(text)))"
  case .replace(let location, let length, let text):
    return "replace(location: \(location), length: \(length), with: \(FieldAction.quoted(text)))"
  case .backspace: return "backspace"
  case .deleteForward: return "deleteForward"
  case .select(let start, let end): return "select(\(start), \(end))"
  case .moveCaret(let offset): return "moveCaret(to: \(offset))"
  case .moveLeft: return "moveLeft"
  case .moveRight: return "moveRight"
  case .moveToStart: return "moveToStart"
  case .moveToEnd: return "moveToEnd"
  case .clear: return "clear"
  case .mark(let text): return "mark(\(FieldAction.quoted(text)))"
  case .unmark: return "unmark"
  case .commit: return "commit"
  case .setValue(let canonical): return "setValue(canonical: \(FieldAction.quoted(canonical)))"
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  var reader = ByteReader(UnsafeBufferPointer(start: data, count: size))
  let kind = reader.below(fuzzKinds.count)
  guard fuzzKinds[kind].run(kind, &reader) else { return -1 }
  return 0
}
