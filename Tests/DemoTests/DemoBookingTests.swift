import Foundation
import InputRulesTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let esc = "\u{1B}"
private let shiftTab = esc + "[Z"
private let clear = "\u{15}"

/// The root of the repository.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// `inputrules demo --booking`: a form whose fields are checked against each other, each
/// field's form error under it once it was left, Enter in the last field submitting. Today is
/// fixed (`--today 2026-12-04`) and the messages English.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct DemoBookingTests {
  static let orderError = "! This must be at least 1 day after Arrival."

  static func startBooking(_ extra: [String] = []) throws -> PseudoTerminal {
    try startDemo(["--booking", "--today", "2026-12-04", "--language", "en"] + extra)
  }

  /// The line under the field labelled `label` (where its note goes).
  static func lineUnder(_ label: String, _ screen: VirtualScreen) -> String? {
    guard let row = screen.lines.firstIndex(where: { $0.contains(label) }),
      row + 1 < screen.lines.count
    else { return nil }
    return screen.lines[row + 1]
  }

  /// Types `text` into the focused field and waits until the field's line shows `shown`.
  static func type(_ text: String, showing shown: String, in terminal: PseudoTerminal) throws {
    terminal.send(text)
    try terminal.wait(for: "\(shown) in the focused field") {
      focusedLine($0)?.contains(shown) == true
    }
  }

  /// Moves the focus with `key` (Tab, Shift-Tab, Enter) and waits until it is on `label`.
  static func move(_ key: String, to label: String, in terminal: PseudoTerminal) throws {
    terminal.send(key)
    try terminal.wait(for: "the focus on \(label)") { focusedLine($0)?.contains(label) == true }
  }

  /// Waits until the program has drawn `text` since output offset `mark`, styles aside (a hint's
  /// label and its message are drawn in different styles): for what shows only for a moment.
  static func wait(forDrawn text: String, since mark: Int, in terminal: PseudoTerminal) throws {
    try terminal.wait(for: "output \"\(text)\"") { _ in
      withoutStyles(terminal.output[min(mark, terminal.output.count)...]).contains(text)
    }
  }

  /// The text of `bytes` without its SGR sequences (ESC [ ... m).
  static func withoutStyles(_ bytes: ArraySlice<UInt8>) -> String {
    var kept: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == 0x1B, index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "[") {
        var end = index + 2
        while end < bytes.endIndex, (0x30...0x3F).contains(bytes[end]) { end += 1 }
        if end < bytes.endIndex, bytes[end] == UInt8(ascii: "m") {
          index = end + 1
          continue
        }
      }
      kept.append(bytes[index])
      index += 1
    }
    return String(decoding: kept, as: UTF8.self)
  }

  private func isRaw(_ t: termios) -> Bool {
    t.c_lflag & tcflag_t(ICANON) == 0 && t.c_lflag & tcflag_t(ECHO) == 0
  }

  @Test func theCommandCarriesTheRepositorysBookingSpecByteForByte() throws {
    let file = try String(
      contentsOf: repository.appendingPathComponent("Examples/booking.json"), encoding: .utf8)
    let source = try String(
      contentsOf: repository.appendingPathComponent("Sources/inputrules/BookingSpec.swift"),
      encoding: .utf8)
    // The literal's lines, without the four spaces of indentation Swift strips.
    let start = try #require(source.range(of: "#\"\"\"\n")).upperBound
    let end = try #require(source.range(of: "\"\"\"#", range: start..<source.endIndex)).lowerBound
    let literal = source[start..<end].split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map { $0.hasPrefix("    ") ? $0.dropFirst(4) : $0 }.joined(separator: "\n")
    #expect(literal == file)
  }

  @Test func anOrderErrorShowsOnceTheFieldIsLeftAndClearsWhenTheArrivalChanges() throws {
    let terminal = try Self.startBooking()
    defer { terminal.terminate() }
    var screen = terminal.screen
    #expect(screen.text.contains("Arrival (MM/dd/yyyy)"))
    #expect(screen.text.contains("Enter: next field; submit in the last"))
    // en_US writes dates month first.
    try Self.type("12102026", showing: "[12/10/2026 ", in: terminal)
    try Self.move("\t", to: "Departure", in: terminal)
    try Self.type("12102026", showing: "[12/10/2026 ", in: terminal)
    // Still in the departure: nothing is said yet.
    screen = terminal.screen
    #expect(!screen.text.contains(Self.orderError))
    #expect(screen.line(containing: "Departure")?.contains("valid") == true)
    // Left: the departure says why, under its box; the value is still its own.
    try Self.move("\t", to: "Guests", in: terminal)
    screen = try terminal.wait(forText: Self.orderError)
    #expect(Self.lineUnder("Departure", screen)?.contains(Self.orderError) == true)
    #expect(screen.line(containing: "Departure")?.contains("= 2026-12-10") == true)
    // The guests were left empty: required, once left.
    try Self.move("\t", to: "Name", in: terminal)
    screen = try terminal.wait(forText: "! A value is required here.")
    #expect(Self.lineUnder("Guests", screen)?.contains("A value is required here.") == true)
    // An arrival a day earlier: the departure's error goes at once, with no key in it.
    try Self.move(shiftTab + shiftTab + shiftTab, to: "Arrival", in: terminal)
    terminal.send(clear + "12092026")
    screen = try terminal.wait(for: "the order error to clear") {
      !$0.text.contains(Self.orderError) && focusedLine($0)?.contains("[12/09/2026 ") == true
    }
    #expect(screen.line(containing: "Departure")?.contains("= 2026-12-10") == true)
    // Back to the same day: the error comes back (both fields were left).
    terminal.send(clear + "12102026")
    try terminal.wait(forText: Self.orderError)
    // Escape: not submitted; the values are printed with the form's errors.
    terminal.send(esc)
    #expect(try terminal.waitForExit() == 0)
    #expect(!isRaw(terminal.settings()))
    #expect(!terminal.screen.alternateScreen)
    #expect(terminal.screen.cursorVisible)
    screen = terminal.screen
    #expect(screen.text.contains("Not submitted"))
    let departure = screen.line(containing: "Departure") ?? ""
    #expect(departure.contains("2026-12-10"))
    #expect(departure.contains("This must be at least 1 day after Arrival."))
  }

  @Test func aSubmitWithErrorsMovesToTheFirstFieldToFixAndSaysWhyThenAValidOneEnds() throws {
    let terminal = try Self.startBooking()
    defer { terminal.terminate() }
    // Enter in the last field of the empty form: every required field says so, and the focus
    // goes to the first.
    try Self.move(shiftTab, to: "Security code", in: terminal)
    var mark = terminal.output.count
    try Self.move("\r", to: "Arrival", in: terminal)
    try Self.wait(
      forDrawn: "not submitted: Arrival: A value is required here.", since: mark, in: terminal)
    var screen = terminal.screen
    for label in ["Arrival", "Departure", "Guests", "Name", "Date of birth", "Security code"] {
      let under = Self.lineUnder(label, screen)
      #expect(under?.contains("A value is required here.") == true, "\(label)")
    }

    // A booking with a departure on the arrival's day and an American Express card with a
    // three-digit code; Enter moves on field by field.
    try Self.type("12102026", showing: "[12/10/2026 ", in: terminal)
    try Self.move("\r", to: "Departure", in: terminal)
    try Self.type("12102026", showing: "[12/10/2026 ", in: terminal)
    try Self.move("\r", to: "Guests", in: terminal)
    try Self.type("2", showing: "= 2", in: terminal)
    try Self.move("\r", to: "Name", in: terminal)
    try Self.type("Ada Lovelace", showing: "= \"Ada Lovelace\"", in: terminal)
    try Self.move("\r", to: "Date of birth", in: terminal)
    try Self.type("12101990", showing: "= 1990-12-10", in: terminal)
    try Self.move("\r", to: "Card number", in: terminal)
    try Self.type("378282246310005", showing: "= \"378282246310005\"", in: terminal)
    try Self.move("\r", to: "Expiry", in: terminal)
    try Self.type("1228", showing: "= 2028-12", in: terminal)
    try Self.move("\r", to: "Security code", in: terminal)
    try Self.type("123", showing: "= \"123\"", in: terminal)
    // The card calls for four digits, but the departure comes first in the form.
    mark = terminal.output.count
    try Self.move("\r", to: "Departure", in: terminal)
    try Self.wait(
      forDrawn: "not submitted: Departure: This must be at least 1 day after Arrival.",
      since: mark, in: terminal)
    screen = terminal.screen
    #expect(Self.lineUnder("Departure", screen)?.contains(Self.orderError) == true)
    #expect(
      Self.lineUnder("Security code", screen)?.contains(
        "American Express security codes have 4 digits.") == true)
    #expect(!screen.text.contains("A value is required here."))

    // The departure a day later; then Enter in the last field again: now the security code.
    try Self.type(clear + "12112026", showing: "[12/11/2026 ", in: terminal)
    try terminal.wait(for: "the order error to clear") { !$0.text.contains(Self.orderError) }
    try Self.move(shiftTab + shiftTab, to: "Security code", in: terminal)
    mark = terminal.output.count
    terminal.send("\r")
    try Self.wait(
      forDrawn: "not submitted: Security code: American Express security codes have 4 digits.",
      since: mark, in: terminal)
    #expect(focusedLine(terminal.screen)?.contains("Security code") == true)
    try Self.type("4", showing: "= \"1234\"", in: terminal)
    try terminal.wait(for: "the security code's note to clear") {
      Self.lineUnder("Security code", $0)?.contains("!") == false
    }

    // Valid: Enter submits, the terminal is restored and the values printed.
    terminal.send("\r")
    #expect(try terminal.waitForExit() == 0)
    #expect(!isRaw(terminal.settings()))
    #expect(!terminal.screen.alternateScreen)
    #expect(!terminal.screen.bracketedPaste)
    #expect(terminal.screen.cursorVisible)
    screen = terminal.screen
    #expect(screen.text.contains("Submitted:"))
    let summary = { (label: String) in screen.line(containing: label) ?? "" }
    #expect(summary("Arrival").contains("2026-12-10"))
    #expect(summary("Departure").contains("2026-12-11"))
    #expect(summary("Guests").contains("2"))
    #expect(summary("Name").contains("\"Ada Lovelace\""))
    #expect(summary("Date of birth").contains("1990-12-10"))
    #expect(summary("Card number").contains("\"378282246310005\""))
    #expect(summary("Expiry").contains("2028-12"))
    #expect(summary("Security code").contains("\"1234\""))
    for label in ["Arrival", "Departure", "Guests", "Security code"] {
      #expect(summary(label).hasSuffix("(valid)"), "\(label)")
    }
  }

  @Test func datesRelativeToTodayFollowTheTodayOption() throws {
    let terminal = try Self.startBooking()
    defer { terminal.terminate() }
    // 2026-12-04: an arrival the day before is refused at its last digit, and so is a guest
    // born 2008-12-05 (17); one born 2008-12-04 is 18.
    var mark = terminal.output.count
    terminal.send("12032026")
    try Self.wait(forDrawn: "refused: The earliest date is 12/04/2026.", since: mark, in: terminal)
    try Self.type("", showing: "[12/03/202 ", in: terminal)
    try focus("Date of birth", in: terminal)
    mark = terminal.output.count
    terminal.send("12052008")
    try Self.wait(forDrawn: "refused: The latest date is 12/04/2008.", since: mark, in: terminal)
    try Self.type(clear + "12042008", showing: "= 2008-12-04", in: terminal)
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.screen.text.contains("Not submitted"))
  }

  @Test func anyFormSpecOpensWithItsLabelsInTheLanguage() throws {
    let spec =
      "@" + repository.appendingPathComponent("Tests/CommandTests/Fixtures/booking-form.json").path
    // The spec's locale (de_DE) when --locale is not given; the departure's German label.
    let terminal = try PseudoTerminal(
      try inputrulesExecutable(), ["demo", "--form", spec, "--today", "2026-12-04"],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
    defer { terminal.terminate() }
    let screen = try terminal.wait(forText: "Esc/Ctrl-C: quit")
    #expect(screen.text.contains("Form (locale de_DE)"))
    #expect(screen.text.contains("Abreise (dd.MM.yyyy)"))
    terminal.send(esc)
    #expect(try terminal.waitForExit() == 0)
  }

  /// Runs the command without a terminal and returns its exit status and standard error.
  static func runWithoutATerminal(_ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try inputrulesExecutable())
    process.arguments = arguments
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
  }

  @Test func aFormSpecsErrorsAreToldBeforeATerminalIsNeeded() throws {
    var (status, message) = try Self.runWithoutATerminal(
      ["demo", "--form", #"{"fields": [{"name": "a", "rule": {"kind": "nope"}}]}"#])
    #expect(status == 2)
    #expect(message.contains("form spec"))
    #expect(message.contains("fields[0]"))
    (status, message) = try Self.runWithoutATerminal(["demo", "--booking", "--form", "{}"])
    #expect(status == 2)
    #expect(message.contains("--booking and --form"))
    (status, message) = try Self.runWithoutATerminal(["demo", "--booking", "--today", "4.12.2026"])
    #expect(status == 2)
    #expect(message.contains("--today"))
    // A good spec still needs a terminal.
    (status, message) = try Self.runWithoutATerminal(["demo", "--booking"])
    #expect(status == 2)
    #expect(message.contains("inputrules replay"))
  }
}
