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
      accepted, and reason and message when the rule refused or changed something (the \
      message in --language, by default the locale's language, English where it has none). Blank \
      lines are skipped. A malformed line is reported on standard error with its line number \
      and skipped; the replay then exits with status 1.
      """)

  @OptionGroup var options: RuleOptions

  func validate() throws {
    if options.rule == nil { throw ValidationError("Missing expected argument '--rule <spec>'") }
  }

  func run() throws {
    let (field, messages) = try options.makeField()
    if !replayStandardInput(on: field, messages: messages) { throw ExitCode.failure }
  }
}

/// Replays standard input's events on `field`, its reasons told by `messages`; `false` when a
/// line was malformed.
private func replayStandardInput(on field: SpecField, messages: ReasonMessages) -> Bool {
  var reader = LineReader()
  var output = OutputWriter()
  var lineNumber = 0
  var allWellFormed = true
  while let line = performNextLine(&reader, on: field) {
    lineNumber += 1
    switch line {
    case .blank: continue
    case .malformed(let problem):
      StandardStreams.writeError("line \(lineNumber): \(problem)")
      allWellFormed = false
    case .performed(let result):
      output = field.writeReplayObject(after: result, to: output, messages: messages)
      output.write("\n")
      output.flush()
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
private func performNextLine(_ reader: inout LineReader, on field: SpecField) -> LineOutcome? {
  switch readEvent(&reader) {
  case nil: return nil
  case .blank?: return .blank
  case .malformed(let problem)?: return .malformed(problem)
  case .event(let event)?: return .performed(field.perform(event.action, times: event.presses))
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
  let text = String(wellFormedUTF8: bytes)
  guard let line = text else { return .malformed("not valid UTF-8") }
  // Blank lines (JSON whitespace only) separate nothing and are skipped without output.
  if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return .blank }
  do {
    return .event(try ReplayEvent(jsonLine: line))
  } catch {
    return .malformed("\(error)")
  }
}

/// Standard output through a buffer of 64 KiB: a line is written piece by piece and flushed when
/// it ends (so a replay can be driven interactively); a piece longer than the buffer is written
/// straight from where it is.
struct OutputWriter: JSONByteSink {
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 16

  init() { buffer.reserveCapacity(Self.capacity) }

  mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
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
