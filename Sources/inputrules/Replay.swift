import ArgumentParser
import InputRules
import InputRulesSpec

/// `inputrules replay`: JSON Lines events in, one JSON object per event out.
struct Replay: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay edit events (JSON Lines on standard input) on a field under a rule.",
    discussion: """
      Each input line is one event: {"type":"ab1"}, {"paste":"text"}, \
      {"replace":[location,length],"with":"text"}, {"backspace":n}, {"delete":n}, \
      {"select":[start,end]}, {"caret":offset}, {"mark":"text"}, {"unmark":true}, \
      {"commit":true} or {"setValue":"canonical value"}. Offsets are UTF-16 code units. Each \
      event prints one JSON object: text, selection, marked (while composing), state, value, \
      accepted, and reason and message when the rule refused or changed something. Blank \
      lines are skipped. A malformed line is reported on standard error with its line number \
      and skipped; the replay then exits with status 1.
      """)

  @OptionGroup var options: RuleOptions

  func run() throws {
    let rule = try options.makeRule()
    if !replayStandardInput(under: rule) { throw ExitCode.failure }
  }
}

/// Replays standard input's events on a field under `rule`; `false` when a line was malformed.
private func replayStandardInput<R: InputRule>(under rule: R) -> Bool {
  var field = InputField(rule: rule)
  var reader = LineReader()
  var lineNumber = 0
  var allWellFormed = true
  while let bytes = reader.next() {
    lineNumber += 1
    guard let line = String(validating: bytes, as: UTF8.self) else {
      StandardStreams.writeError("line \(lineNumber): not valid UTF-8")
      allWellFormed = false
      continue
    }
    // Blank lines (JSON whitespace only) separate nothing and are skipped without output.
    if line.unicodeScalars.allSatisfy({ " \t\r".unicodeScalars.contains($0) }) { continue }
    do {
      let event = try ReplayEvent(jsonLine: line)
      let result = field.perform(event)
      StandardStreams.writeOutput(field.replayLine(after: result))
    } catch {
      StandardStreams.writeError("line \(lineNumber): \(error)")
      allWellFormed = false
    }
  }
  return allWellFormed
}

extension InputField {
  /// Turns an event into the field's own operations; the field and its rule decide everything.
  mutating func perform(_ event: ReplayEvent) -> EditResult {
    switch event {
    case .type(let keys): return type(keys)
    case .paste(let text): return paste(text)
    case .replace(let location, let length, let text):
      return apply(Edit(location: location, length: length, replacement: text))
    case .backspace(let count): return press(count) { $0.deleteBackward() }
    case .delete(let count): return press(count) { $0.deleteForward() }
    case .select(let start, let end): return select(start, end)
    case .caret(let offset): return moveCaret(to: offset)
    case .mark(let text): return setMarkedText(text)
    case .unmark: return unmarkText()
    case .commit: return commit()
    case .setValue(let canonical): return setValue(canonical: canonical)
    }
  }

  /// `count` presses of a key, reported like `type`: refused when any press was refused (with
  /// the first refusal's reason), otherwise with the last change's reason. Presses stop early
  /// once one changes nothing, since the next would change nothing either.
  private mutating func press(_ count: Int, _ key: (inout InputField) -> EditResult)
    -> EditResult
  {
    var rejection: Reason?
    var change: Reason?
    var transformed = false
    for _ in 0..<Swift.max(0, count) {
      let before = state
      let result = key(&self)
      switch result.outcome {
      case .rejected: if rejection == nil { rejection = result.reason }
      case .transformed:
        transformed = true
        change = result.reason ?? change
      case .accepted: break
      }
      if state == before { break }
    }
    if let rejection { return EditResult(state: state, outcome: .rejected, reason: rejection) }
    return EditResult(state: state, outcome: transformed ? .transformed : .accepted, reason: change)
  }

  /// The program sets a value given as its canonical string; `nil` or `""` clears the field,
  /// whatever the kind (an empty field has no value). A string naming no value, or a value the
  /// rule does not accept, is refused with `invalidValue`.
  private mutating func setValue(canonical: String?) -> EditResult {
    guard let canonical, !canonical.isEmpty else { return setValue(nil) }
    guard let value = rule.value(fromCanonical: canonical) else {
      return EditResult(
        state: state, outcome: .rejected,
        reason: rule.refusal(ofCanonical: canonical)
          ?? Reason(.invalidValue, "“\(canonical)” names no value this field accepts."))
    }
    var result = setValue(value)
    if result.outcome == .rejected && result.reason == nil {
      // The rule's own reason (`tooLong`, for example) says more; this is for rules without one.
      result.reason = Reason(.invalidValue, "The value is not accepted here.")
    }
    return result
  }

  /// The output object for the field after an event, keys in the contract's order.
  func replayLine(after result: EditResult) -> String {
    var json = "{\"text\":" + JSON.quoted(state.text)
    json += ",\"selection\":[\(state.selection.lowerBound),\(state.selection.upperBound)]"
    if let marked = state.marked {
      json += ",\"marked\":[\(marked.lowerBound),\(marked.upperBound)]"
    }
    json += ",\"state\":" + JSON.quoted(validity.rawValue)
    json += ",\"value\":" + (value.map { JSON.quoted(rule.canonicalString(for: $0)) } ?? "null")
    json += ",\"accepted\":" + (result.outcome == .rejected ? "false" : "true")
    if let reason = result.reason {
      json += ",\"reason\":" + JSON.quoted(reason.code.rawValue)
      json += ",\"message\":" + JSON.quoted(reason.message)
    }
    return json + "}"
  }
}
