import Foundation
import InputRulesTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `inputrules` command, next to the test bundle in the build folder.
func inputrulesExecutable() throws -> String {
  var candidates: [URL] = []
  for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
    candidates.append(bundle.bundleURL.deletingLastPathComponent())
  }
  candidates.append(Bundle.main.bundleURL)
  candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
  for folder in candidates {
    let path = folder.appendingPathComponent("inputrules").path
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  throw DemoTestError("the inputrules executable was not found next to the tests: \(candidates)")
}

struct DemoTestError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

private let esc = "\u{1B}"

/// Starts `inputrules demo` in a pseudo-terminal, in `locale`, and waits for its first screen.
func startDemo(
  _ arguments: [String] = [], locale: String = "en_US", environment extra: [String: String] = [:],
  columns: Int = 110, rows: Int = 30, session: PseudoTerminal.Session = .own
) throws -> PseudoTerminal {
  let terminal = try PseudoTerminal(
    try inputrulesExecutable(), ["demo", "--locale", locale] + arguments,
    environment: [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
      "HOME": NSTemporaryDirectory(),
    ].merging(extra) { $1 }, columns: columns, rows: rows, session: session)
  do {
    try terminal.wait(forText: "Esc/Ctrl-C: quit")
  } catch {
    terminal.terminate()
    throw error
  }
  return terminal
}

/// The columns before the first `[` on a line: where a field's box starts.
func boxColumn(_ line: String) -> Int {
  DisplayWidth.of(line.prefix { $0 != "[" })
}

/// The focused field's line: it starts with "> ".
func focusedLine(_ screen: VirtualScreen) -> String? {
  screen.lines.first { $0.hasPrefix("> ") }
}

/// Presses Tab until the field labelled `label` has the focus (at most once round the form).
func focus(_ label: String, in terminal: PseudoTerminal) throws {
  for _ in 0...40 {
    if focusedLine(terminal.screen)?.contains(label) == true { return }
    let before = focusedLine(terminal.screen)
    terminal.send("\t")
    // A frame drawn halfway has no focused line; waiting only for a different one let a second
    // Tab leave before the first had moved the focus, and skip the field sought.
    try terminal.wait(for: "the focus to move to \(label)") {
      focusedLine($0) != nil && focusedLine($0) != before
    }
  }
  throw DemoTestError("no field labelled \(label)")
}

private func isRaw(_ t: termios) -> Bool {
  t.c_lflag & tcflag_t(ICANON) == 0 && t.c_lflag & tcflag_t(ECHO) == 0
}

@Suite(.serialized, .timeLimit(.minutes(5)))
struct DemoEndToEndTests {
  @Test func typesPastesIsRefusedAndPrintsTheValues() throws {
    let terminal = try startDemo()
    defer { terminal.terminate() }
    #expect(isRaw(terminal.settings()))
    #expect(terminal.screen.bracketedPaste)
    #expect(terminal.screen.alternateScreen)

    // Vowels only: "x" is refused with its reason on the hint line; the rest is typed.
    try focus("Vowels only", in: terminal)
    var mark = terminal.output.count
    terminal.send("aexi")
    var screen = try terminal.wait(forText: "[aei ")
    try terminal.wait(forOutput: "refused:", since: mark)
    // The reason names the refused character.
    #expect(terminal.outputText.contains("“x”") || terminal.outputText.contains("\"x\""))
    var line = try #require(screen.line(containing: "Vowels only"))
    #expect(line.contains("valid"))
    #expect(line.contains("= \"aei\""))
    // The cursor stands right after the typed text.
    #expect(screen.column == boxColumn(line) + 1 + 3)

    // Anything but vowels: a bracketed paste, split across writes in the middle of an emoji and
    // of the end marker, arrives as one paste: vowels dropped, cut to 8 characters.
    try focus("Anything but vowels", in: terminal)
    let paste = Array((esc + "[200~Hello 漢字👍🏽 world" + esc + "[201~").utf8)
    mark = terminal.output.count
    terminal.send(Array(paste[0..<17]))
    Thread.sleep(forTimeInterval: 0.05)
    terminal.send(Array(paste[17..<(paste.count - 3)]))
    Thread.sleep(forTimeInterval: 0.05)
    terminal.send(Array(paste[(paste.count - 3)...]))
    screen = try terminal.wait(forText: "[Hll 漢字👍🏽 ")
    try terminal.wait(forOutput: "changed:", since: mark)
    line = try #require(screen.line(containing: "Anything but vowels"))
    // Two wide characters and a wide emoji: the cursor is 11 columns into the box.
    #expect(screen.column == boxColumn(line) + 1 + 11)
    // Move and edit: Home, forward Delete, Right, Backspace, then type at the caret.
    terminal.send(esc + "[H" + esc + "[3~" + esc + "[C" + esc + "[C" + "\u{7F}" + "#")
    screen = try terminal.wait(forText: "[l# 漢字👍🏽 ")
    line = try #require(screen.line(containing: "Anything but vowels"))
    #expect(screen.column == boxColumn(line) + 1 + 2)

    // A paste full of escape sequences: the rule drops the control characters, and nothing of
    // it reaches the terminal raw (no title change, no cleared screen).
    terminal.send("\u{15}")  // Ctrl-U clears the field
    try terminal.wait(for: "the field to empty") {
      $0.line(containing: "Anything but vowels")?.contains("empty") == true
    }
    terminal.send(esc + "[200~" + esc + "]0;pwned\u{7}" + esc + "[2J" + esc + "[201~")
    screen = try terminal.wait(forText: "[]0;pwnd[")
    #expect(screen.text.contains("InputRules demo"))
    #expect(!terminal.outputText.contains(esc + "]0;"))

    // Digits only: typed "12a34" keeps "123".
    try focus("Digits only", in: terminal)
    terminal.send("12a34")
    screen = try terminal.wait(forText: "= \"123\"")

    // Shirt size: "x" is a start of XL; leaving the field completes it.
    try focus("Shirt size", in: terminal)
    terminal.send("x")
    try terminal.wait(forText: "incomplete")
    terminal.send(esc + "[Z")  // Shift-Tab commits and moves back
    screen = try terminal.wait(forText: "[XL ")
    line = try #require(screen.line(containing: "Shirt size"))
    #expect(line.contains("valid"))

    // Cash register: digits fill from the cents.
    try focus("Amount (USD", in: terminal)
    terminal.send("123")
    screen = try terminal.wait(forText: "[$1.23 ")
    line = try #require(screen.line(containing: "Amount (USD"))
    #expect(line.contains("= 1.23"))

    // Age 18 to 30: "5" can start nothing in range and is refused; "25" is valid.
    try focus("Age", in: terminal)
    mark = terminal.output.count
    terminal.send("5")
    try terminal.wait(forOutput: "refused:", since: mark)
    terminal.send("25")
    screen = try terminal.wait(forText: "= 25")

    // Ctrl-C quits: the terminal is restored and the final values are printed.
    terminal.send("\u{3}")
    let status = try terminal.waitForExit()
    #expect(status == 0)
    #expect(!isRaw(terminal.settings()))
    #expect(!terminal.screen.alternateScreen)
    #expect(!terminal.screen.bracketedPaste)
    #expect(terminal.screen.cursorVisible)
    #expect(terminal.screen.unknown.isEmpty)
    let printed = terminal.screen.text
    #expect(printed.contains("Final values:"))
    let summary = { (label: String) in terminal.screen.line(containing: label) ?? "" }
    #expect(summary("Vowels only").contains("\"aei\""))
    #expect(summary("Vowels only").hasSuffix("(valid)"))
    #expect(summary("Digits only").contains("\"123\""))
    #expect(summary("Shirt size").contains("\"XL\""))
    #expect(summary("Shirt size").hasSuffix("(valid)"))
    #expect(summary("Anything but vowels").contains("\"]0;pwnd[\""))
    #expect(summary("Amount (USD").contains("1.23"))
    #expect(summary("Age").contains("25"))
  }

  @Test func typesAPhoneNumberIntoTheMaskWithItsHintAfterTheText() throws {
    let terminal = try startDemo()
    defer { terminal.terminate() }
    try focus("Phone (US)", in: terminal)
    // Empty: the whole mask is offered as a dimmed hint, and the field is empty.
    var screen = terminal.screen
    var row = try #require(screen.lines.firstIndex { $0.contains("Phone (US)") })
    #expect(screen.lines[row].contains("[+1 (___) ___-____ "))
    #expect(screen.dimLines[row].contains("+1 (___) ___-____"))
    #expect(screen.lines[row].contains("empty"))
    let box = boxColumn(screen.lines[row])
    #expect(screen.column == box + 1)

    // The first digits: the mask writes the literals; the rest of the hint follows the text.
    terminal.send("555")
    screen = try terminal.wait(forText: "[+1 (555) ___-____ ")
    row = try #require(screen.lines.firstIndex { $0.contains("Phone (US)") })
    #expect(screen.lines[row].contains("incomplete"))
    #expect(screen.dimLines[row].contains("___-____"))
    #expect(!screen.dimLines[row].contains("555"), "the text is not dimmed")
    #expect(screen.column == box + 1 + 9)

    // The whole number: valid, its value the digits, no hint left.
    terminal.send("1234567")
    screen = try terminal.wait(forText: "= \"5551234567\"")
    row = try #require(screen.lines.firstIndex { $0.contains("Phone (US)") })
    #expect(screen.lines[row].contains("[+1 (555) 123-4567 "))
    #expect(screen.lines[row].contains("valid"))
    #expect(!screen.dimLines[row].contains("_"))
    #expect(screen.column == box + 1 + 17)

    // A further digit is refused: the field is full.
    let mark = terminal.output.count
    terminal.send("8")
    try terminal.wait(forOutput: "refused:", since: mark)
    #expect(terminal.screen.line(containing: "Phone (US)")?.contains("[+1 (555) 123-4567 ") == true)

    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
    let summary = terminal.screen.line(containing: "Phone (US)") ?? ""
    #expect(summary.contains("\"5551234567\""))
    #expect(summary.hasSuffix("(valid)"))
  }

  @Test func backspaceOverALiteralDeletesTheDigitBeforeIt() throws {
    let terminal = try startDemo()
    defer { terminal.terminate() }
    try focus("Phone (US)", in: terminal)
    terminal.send("555123")
    // The dash after 123 is written at once.
    var screen = try terminal.wait(forText: "[+1 (555) 123-____ ")
    var line = try #require(screen.line(containing: "Phone (US)"))
    let box = boxColumn(line)
    #expect(screen.column == box + 1 + 13)
    // Backspace right after the dash: the dash alone is a literal, so the digit before it goes
    // with it, and the hint takes their place.
    terminal.send("\u{7F}")
    screen = try terminal.wait(forText: "[+1 (555) 12_-____ ")
    line = try #require(screen.line(containing: "Phone (US)"))
    #expect(screen.column == box + 1 + 11)
    #expect(screen.dimLines[screen.lines.firstIndex(of: line)!].contains("_-____"))
    // Typed again, the number goes on where it stopped.
    terminal.send("34567")
    screen = try terminal.wait(forText: "= \"5551234567\"")
    #expect(screen.line(containing: "Phone (US)")?.contains("[+1 (555) 123-4567 ") == true)
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func theCardFieldLaysAPastedNumberOutInTheFormatThatReadsItBest() throws {
    let terminal = try startDemo()
    defer { terminal.terminate() }
    try focus("Card number", in: terminal)
    // Fifteen digits pasted: American Express's 4-6-5.
    terminal.send(esc + "[200~378282246310005" + esc + "[201~")
    var screen = try terminal.wait(forText: "[3782 822463 10005 ")
    #expect(screen.line(containing: "Card number")?.contains("= \"378282246310005\"") == true)
    // Cleared and typed: sixteen digits in fours.
    terminal.send("\u{15}4111111111111111")
    screen = try terminal.wait(forText: "[4111 1111 1111 1111 ")
    #expect(screen.line(containing: "Card number")?.contains("valid") == true)
    // The ZIP code: five digits, then a sixth switches to ZIP+4.
    try focus("ZIP code", in: terminal)
    terminal.send("90210")
    screen = try terminal.wait(forText: "= \"90210\"")
    terminal.send("1")
    screen = try terminal.wait(forText: "[90210-1___ ")
    #expect(screen.line(containing: "ZIP code")?.contains("incomplete") == true)
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func everyKeyAndTheWholeAmountShowAtEightyColumns() throws {
    // 80 columns, and rows enough for every field (on 24 rows the list scrolls; see
    // scrollsToTheFocusedFieldOnShortTerminals).
    let terminal = try startDemo(columns: 80, rows: 30)
    defer { terminal.terminate() }
    var screen = terminal.screen
    // The whole form fits: every field, and every key with what it does, quit first.
    for label in ["Vowels only", "Amount (USD", "Phone (US)", "Card number", "Percentage"] {
      #expect(screen.line(containing: label) != nil, "\(label)")
    }
    let quit = try #require(screen.lines.firstIndex { $0.hasPrefix("Esc/Ctrl-C: quit") })
    for (key, action) in FormView.keys {
      let row = screen.lines.firstIndex { $0.contains("\(key): \(action)") }
      #expect(row != nil && row! >= quit, "\(key)")
    }
    // A nine-digit amount and its value, whole.
    try focus("Amount (USD", in: terminal)
    terminal.send("123456789")
    screen = try terminal.wait(forText: "[$1,234,567.89 ")
    let line = try #require(screen.line(containing: "Amount (USD"))
    #expect(line.hasSuffix("= 1234567.89"))
    // A whole card number and its hint fit in the box, the caret after them.
    try focus("Card number", in: terminal)
    screen = terminal.screen
    #expect(screen.line(containing: "Card number")?.contains("[____ ____ ____ ____ ]") == true)
    terminal.send("4111111111111111")
    screen = try terminal.wait(forText: "[4111 1111 1111 1111 ]")
    // No line is cut: nothing reaches the last column, and no line ends in a marker.
    #expect(!screen.lines.contains { DisplayWidth.of($0) >= 80 || $0.hasSuffix("\u{2026}") })
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test(arguments: [(100, 10), (60, 20)])
  func scrollsToTheFocusedFieldOnShortTerminals(_ size: (columns: Int, rows: Int)) throws {
    let terminal = try startDemo(columns: size.columns, rows: size.rows)
    defer { terminal.terminate() }
    let labels = [
      "Vowels only", "Anything but vowels", "Digits only", "Number", "Positive integer",
      "Amount (USD", "Decimal", "Phone (US)", "ZIP code", "Card number", "Age", "Shirt size",
      "Percentage", "Birth date", "Appointment", "Payment card", "Expiry", "Security code",
      "One-time code", "IBAN", "Phone number",
    ]
    for (index, label) in labels.enumerated() {
      if index > 0 {
        terminal.send("\t")
        try terminal.wait(for: "the focus on \(label)") {
          focusedLine($0)?.contains(label) == true
        }
      }
      // The focused field is on screen, and the cursor on its box (the label is on the cursor's
      // line, or above it when labels have lines of their own).
      let screen = terminal.screen
      let row = try #require(screen.lines.firstIndex { $0.hasPrefix("> ") })
      #expect(screen.row == row || screen.row == row + 1, "\(label)")
      #expect(screen.lines[screen.row].contains("["), "\(label)")
      #expect(screen.lines.contains { $0.hasPrefix("Esc/Ctrl-C: quit") })
    }
    // Keys go to the field under the cursor.
    try focus("Age", in: terminal)
    terminal.send("25")
    let screen = try terminal.wait(forText: "= 25")
    #expect(screen.lines[screen.row].contains("[25 "))
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
    #expect(!isRaw(terminal.settings()))
    // The last of the final values (the first ones may have scrolled away).
    let last = terminal.screen.line(containing: "Phone number")
    #expect(last?.hasSuffix("(empty)") == true, "\(terminal.screen.lines)")
  }

  @Test func theSecurityCodeFollowsTheCardsBrandAndDatesAreCheckedAtEachKey() throws {
    let terminal = try startDemo(columns: 110, rows: 40)
    defer { terminal.terminate() }
    #expect(terminal.screen.line(containing: "Security code (3 digits)") != nil)
    try focus("Payment card", in: terminal)
    // 37: American Express, whose security code has 4 digits.
    terminal.send("37")
    var screen = try terminal.wait(forText: "Security code (4 digits)")
    #expect(screen.line(containing: "Payment card")?.contains("[37 ") == true)
    // Cleared and typed again as a Visa number: 3 digits, the number grouped in fours.
    terminal.send("\u{15}4111111111111111")
    screen = try terminal.wait(forText: "Security code (3 digits)")
    screen = try terminal.wait(forText: "[4111 1111 1111 1111 ")
    #expect(screen.line(containing: "Payment card")?.contains("= \"4111111111111111\"") == true)
    // The birth date in en_US: a 4 in the month becomes 04/, and 31 April is refused at the 1.
    try focus("Birth date", in: terminal)
    terminal.send("4")
    screen = try terminal.wait(forText: "[04/ ")
    terminal.send("31")
    screen = try terminal.wait(forText: "April has 30 days")
    #expect(screen.line(containing: "Birth date")?.contains("[04/3 ") == true)
    terminal.send("0")
    terminal.send("1990")
    screen = try terminal.wait(forText: "= 1990-04-30")
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func writesNothingWhileIdle() throws {
    let terminal = try startDemo(columns: 80, rows: 24)
    defer { terminal.terminate() }
    terminal.send("a")
    try terminal.wait(forText: "= \"a\"")
    // Let the first frames settle, then watch for more than a second (the loop wakes up four
    // times a second): nothing changes, so nothing may be written.
    terminal.drain(for: .milliseconds(300))
    let mark = terminal.output.count
    terminal.drain(for: .milliseconds(1500))
    #expect(terminal.output.count == mark, "\(terminal.outputText.utf8.dropFirst(mark))")
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test(arguments: [("SIGTERM", SIGTERM), ("SIGINT", SIGINT), ("SIGHUP", SIGHUP)])
  func aSignalThatEndsTheDemoRestoresTheTerminal(_ name: String, _ signal: Int32) throws {
    let terminal = try startDemo()
    defer { terminal.terminate() }
    #expect(isRaw(terminal.settings()))
    kill(terminal.pid, signal)
    let status = try terminal.waitForExit()
    // Killed by the signal (the handler restores, then dies of the signal).
    #expect(status & 0x7F == signal, "\(name)")
    #expect(!isRaw(terminal.settings()))
    #expect(!terminal.screen.alternateScreen)
    #expect(!terminal.screen.bracketedPaste)
    #expect(terminal.screen.cursorVisible)
  }

  /// How the demo is asked to suspend.
  enum Suspension: String, CustomStringConvertible, CaseIterable {
    /// Ctrl-Z typed: raw mode delivers the byte 0x1A, and the demo stops itself.
    case ctrlZ = "Ctrl-Z"
    /// SIGTSTP sent from outside.
    case sigtstp = "SIGTSTP"
    var description: String { rawValue }
  }

  @Test(arguments: Suspension.allCases)
  func suspendsGivingTheTerminalBackAndResumesOnSIGCONT(_ suspension: Suspension) throws {
    // Started as a shell starts a job, so that SIGTSTP can stop it.
    let terminal = try startDemo(session: .job)
    defer { terminal.terminate() }
    try focus("Vowels only", in: terminal)
    terminal.send("a")
    try terminal.wait(forText: "= \"a\"")
    #expect(isRaw(terminal.settings()))

    switch suspension {
    case .ctrlZ: terminal.send("\u{1A}")
    case .sigtstp: terminal.signal(SIGTSTP)
    }
    // The demo stops, as a shell's job stops on Ctrl-Z, with the terminal given back: the main
    // screen, the cursor shown, bracketed paste off, line editing and echo on.
    #expect(try terminal.waitForStop() == SIGTSTP)
    let screen = try terminal.wait(for: "the main screen with the cursor shown") {
      !$0.alternateScreen && $0.cursorVisible && !$0.bracketedPaste
    }
    #expect(!screen.text.contains("Esc/Ctrl-C: quit"))
    #expect(!isRaw(terminal.settings()))
    #expect(terminal.settings().c_lflag & tcflag_t(ISIG) != 0)

    // `fg`: SIGCONT. The demo takes the terminal again and draws the whole form, its field as
    // it was; keys work.
    terminal.signal(SIGCONT)
    try terminal.wait(for: "the form drawn again on the alternate screen") {
      $0.alternateScreen && $0.text.contains("Esc/Ctrl-C: quit") && $0.text.contains("= \"a\"")
    }
    #expect(isRaw(terminal.settings()))
    #expect(terminal.screen.bracketedPaste)
    terminal.send("e")
    try terminal.wait(forText: "= \"ae\"")

    // And it still ends as usual.
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
    #expect(!isRaw(terminal.settings()))
    #expect(!terminal.screen.alternateScreen)
    #expect(terminal.screen.cursorVisible)
    #expect(terminal.screen.unknown.isEmpty)
    #expect(terminal.screen.line(containing: "Vowels only")?.contains("\"ae\"") == true)
  }

  @Test func takesTheTerminalBackOnSIGCONTAfterSIGSTOP() throws {
    let terminal = try startDemo(session: .job)
    defer { terminal.terminate() }
    try focus("Vowels only", in: terminal)
    terminal.send("a")
    try terminal.wait(forText: "= \"a\"")
    // SIGSTOP cannot be caught: the demo stops in raw mode. The shell takes the terminal back
    // (line editing and echo on) and clears the screen.
    terminal.signal(SIGSTOP)
    #expect(try terminal.waitForStop() == SIGSTOP)
    var cooked = terminal.settings()
    cooked.c_lflag |= tcflag_t(ICANON | ECHO | ISIG)
    terminal.setSettings(cooked)
    terminal.screen.feed(Array("\u{1B}[H\u{1B}[2J".utf8))
    #expect(!isRaw(terminal.settings()))

    // On SIGCONT the demo puts raw mode back and draws the whole form again.
    terminal.signal(SIGCONT)
    try terminal.wait(for: "the form drawn again") {
      $0.text.contains("Esc/Ctrl-C: quit") && $0.text.contains("= \"a\"")
    }
    try terminal.wait(for: "raw mode") { _ in isRaw(terminal.settings()) }
    terminal.send("e")
    try terminal.wait(forText: "= \"ae\"")
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 0)
    #expect(!isRaw(terminal.settings()))
  }

  @Test func noColorDrawsWithoutColors() throws {
    let colored = try startDemo()
    defer { colored.terminate() }
    colored.send("\u{1B}")
    _ = try colored.waitForExit()
    let plain = try startDemo(environment: ["NO_COLOR": "1"])
    defer { plain.terminate() }
    plain.send("a\u{1B}")
    _ = try plain.waitForExit()
    // A colour is an SGR parameter 30-37; the demo uses them only when colours are wanted.
    let color = /\x1B\[[0-9;]*;?3[0-7]m/
    #expect(colored.outputText.contains(color))
    #expect(!plain.outputText.contains(color))
    #expect(plain.screen.text.contains("Final values:"))
  }

  @Test func escapeQuits() throws {
    let terminal = try startDemo()
    defer { terminal.terminate() }
    terminal.send(esc)
    #expect(try terminal.waitForExit() == 0)
    #expect(!isRaw(terminal.settings()))
    #expect(terminal.screen.text.contains("Final values:"))
  }

  @Test func refusesToRunWithoutATerminal() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try inputrulesExecutable())
    process.arguments = ["demo"]
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(message.contains("terminal"))
    #expect(message.contains("inputrules replay"))
  }
}
