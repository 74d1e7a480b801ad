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
  var output = OutputWriter()
  var lineNumber = 0
  var allWellFormed = true
  while let line = performNextLine(&reader, on: &field) {
    lineNumber += 1
    switch line {
    case .blank: continue
    case .malformed(let problem):
      StandardStreams.writeError("line \(lineNumber): \(problem)")
      allWellFormed = false
    case .performed(let result):
      field.writeReplayLine(after: result, to: &output)
    }
  }
  return allWellFormed
}

/// What became of a line of replay input.
private enum LineOutcome {
  case performed(EditResult)
  /// Nothing but JSON whitespace: skipped without output.
  case blank
  /// Not an event, and why.
  case malformed(String)
}

/// Reads the next line of standard input and performs its event; `nil` at the end of input.
/// The line and its event are let go on return, before the output is written (a line may hold
/// a paste of many megabytes).
private func performNextLine<R: InputRule>(
  _ reader: inout LineReader, on field: inout InputField<R>
) -> LineOutcome? {
  switch readEvent(&reader) {
  case nil: return nil
  case .blank?: return .blank
  case .malformed(let problem)?: return .malformed(problem)
  case .event(let event)?: return .performed(field.perform(event))
  }
}

/// One line of replay input, read.
private enum ReplayLine {
  case event(ReplayEvent)
  case blank
  case malformed(String)
}

/// The next line of standard input, read; `nil` at the end of input. The line's bytes and text
/// are let go before the event is performed.
private func readEvent(_ reader: inout LineReader) -> ReplayLine? {
  guard let bytes = reader.next() else { return nil }
  return replayLine(bytes)
}

private func replayLine(_ bytes: consuming [UInt8]) -> ReplayLine {
  // The bytes are given up here: only the text is kept.
  let text = String(validating: bytes, as: UTF8.self)
  guard let line = text else { return .malformed("not valid UTF-8") }
  // Blank lines (JSON whitespace only) separate nothing and are skipped without output.
  if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return .blank }
  do {
    return .event(try ReplayEvent(jsonLine: line))
  } catch {
    return .malformed("\(error)")
  }
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

  /// Writes the output object for the field after an event, keys in the contract's order, as
  /// one line. The text and value are escaped straight into the output: a long text is never
  /// copied into one string.
  func writeReplayLine(after result: EditResult, to output: inout OutputWriter) {
    output.write("{\"text\":")
    output.writeQuoted(state.text)
    output.write(",\"selection\":[\(state.selection.lowerBound),\(state.selection.upperBound)]")
    if let marked = state.marked {
      output.write(",\"marked\":[\(marked.lowerBound),\(marked.upperBound)]")
    }
    output.write(",\"state\":")
    output.writeQuoted(validity.rawValue)
    output.write(",\"value\":")
    if let value {
      output.writeQuoted(rule.canonicalString(for: value))
    } else {
      output.write("null")
    }
    if let details = rule as? any ReplayDetails {
      for (key, detail) in details.replayDetails(of: state.text) {
        output.write(",")
        output.writeQuoted(key)
        output.write(":")
        if let detail { output.writeQuoted(detail) } else { output.write("null") }
      }
    }
    output.write(result.outcome == .rejected ? ",\"accepted\":false" : ",\"accepted\":true")
    if let reason = result.reason {
      output.write(",\"reason\":")
      output.writeQuoted(reason.code.rawValue)
      output.write(",\"message\":")
      output.writeQuoted(reason.message)
    }
    output.write("}\n")
    output.flush()
  }
}

/// Standard output through a buffer of 64 KiB: a line is written piece by piece and flushed when
/// it ends (so a replay can be driven interactively); a piece longer than the buffer is written
/// straight from where it is.
struct OutputWriter {
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 16

  init() { buffer.reserveCapacity(Self.capacity) }

  mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  /// A string as a JSON string literal.
  mutating func writeQuoted(_ text: String) {
    JSON.quoted(text) { write($0) }
  }

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    if buffer.count + bytes.count > Self.capacity { flush() }
    if bytes.count >= Self.capacity {
      StandardStreams.writeOutput(bytes: UnsafeRawBufferPointer(bytes))
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Writes what the buffer holds.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBytes { StandardStreams.writeOutput(bytes: $0) }
    buffer.removeAll(keepingCapacity: true)
  }
}
