import InputRules

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs forms in the terminal: reads keys, hands them to the form, draws what changed.
public enum TerminalForm {
  /// How a form is drawn.
  public enum Layout: Sendable {
    /// The whole form on the alternate screen, with a title and a key list.
    case screen
    /// The focused field on one line where the cursor is, with its hint line below.
    case prompt
  }

  /// Whether colours are wanted: not when NO_COLOR is set (to anything but the empty string) or
  /// the terminal is dumb.
  public static var colorsWanted: Bool {
    if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }

  /// Runs `form` until it ends (Escape, Ctrl-C, Enter on a form that submits, or the terminal
  /// going away), leaving the final fields in `form`. The terminal is restored however it ends.
  ///
  /// - Throws: `TerminalError.notATerminal` when standard input or output is redirected.
  public static func run(
    _ form: inout Form, layout: Layout = .screen, colors: Bool = colorsWanted
  ) throws -> Form.Ending {
    try Terminal.withRawMode(alternateScreen: layout == .screen) { terminal in
      var session = Session(terminal: terminal, layout: layout, colors: colors)
      return session.run(&form)
    }
  }
}

/// The read-decide-draw loop of one form.
private struct Session {
  let terminal: Terminal
  let layout: TerminalForm.Layout
  var size: (columns: Int, rows: Int)
  var writer: ScreenWriter
  var decoder = KeyDecoder()
  /// The first line of the list of fields shown (the list scrolls on a short terminal).
  var scroll = 0
  let clock = ContinuousClock()
  /// How long input must pause before a cut character or a cluster that may grow is typed.
  let textPause: Duration = .milliseconds(25)
  /// How long input must pause before a lone ESC is the Escape key.
  let escapePause: Duration = .milliseconds(100)
  /// How long a bracketed paste may pause before it is taken as it stands.
  let pastePause: Duration = .seconds(1)

  init(terminal: Terminal, layout: TerminalForm.Layout, colors: Bool) {
    self.terminal = terminal
    self.layout = layout
    self.size = terminal.size
    self.writer = ScreenWriter(columns: size.columns, colors: colors)
  }

  mutating func run(_ form: inout Form) -> Form.Ending {
    if layout == .prompt {
      // Make room for the hint line below the field, scrolling if the cursor is at the bottom.
      terminal.write("\r\n\u{1B}[1A")
    }
    var lastInput = clock.now
    draw(form, at: lastInput)
    var ending: Form.Ending?
    while ending == nil {
      let now = clock.now
      var timeout: Duration = .milliseconds(250)  // to notice a resized window
      if let hint = form.activeHint(at: now) { timeout = min(timeout, hint.until - now) }
      if let pause = pause(for: decoder.pending) {
        timeout = min(timeout, lastInput + pause - now)
      }
      var bytes: [UInt8] = []
      switch terminal.read(timeout: max(timeout, .zero)) {
      case .bytes(let read): bytes = read
      case .timedOut: break
      case .suspendRequested: suspend(form)
      case .resumed: redrawAll()
      case .ended: ending = .endOfInput
      }
      if ending != nil { break }
      let after = clock.now
      var keys: [Key] = []
      if !bytes.isEmpty {
        lastInput = after
        keys = decoder.feed(bytes)
      } else if let pause = pause(for: decoder.pending), after - lastInput >= pause {
        keys = decoder.flush()
      }
      for key in keys {
        let response = form.handle(key, at: after)
        if response.bell { terminal.bell() }
        if response.redraw { redrawAll() }
        if response.suspend { suspend(form) }
        if let end = response.ending {
          ending = end
          break
        }
      }
      let newSize = terminal.size
      if newSize != size {
        size = newSize
        writer.columns = max(newSize.columns, 2)
        redrawAll()
      }
      if ending == nil { draw(form, at: after) }
    }
    if layout == .prompt { leavePrompt(form) }
    return ending ?? .endOfInput
  }

  /// Leaves the field's line as it stands, without the hint, and moves below it.
  private mutating func leavePrompt(_ form: Form) {
    var last = FormView.prompt(form, columns: size.columns, at: clock.now)
    last.lines.removeLast()
    last.cursor = nil
    terminal.write(writer.render(last) + writer.finish())
  }

  /// Gives the terminal back and stops (Ctrl-Z or SIGTSTP); once continued, draws everything
  /// again, on a new line for a prompt (the shell wrote below the old one meanwhile).
  private mutating func suspend(_ form: Form) {
    if layout == .prompt { leavePrompt(form) }
    terminal.suspend()
    switch layout {
    case .screen:
      // Taking the terminal again cleared the alternate screen.
      writer.invalidate(cursorRow: 0)
    case .prompt:
      terminal.write("\r\n\u{1B}[1A")
      writer.invalidate(cursorRow: 0)
    }
    // The window may have been resized while stopped.
    let newSize = terminal.size
    size = newSize
    writer.columns = max(newSize.columns, 2)
  }

  /// How long input must pause before what the decoder holds back is taken as typed.
  private func pause(for pending: KeyDecoder.Pending) -> Duration? {
    switch pending {
    case .none: return nil
    case .text: return textPause
    case .escape: return escapePause
    case .paste: return pastePause
    }
  }

  private mutating func redrawAll() {
    switch layout {
    case .screen:
      terminal.write("\u{1B}[H\u{1B}[2J")
      writer.invalidate(cursorRow: 0)
    case .prompt:
      writer.invalidate()
    }
  }

  /// Draws what changed since the last frame; writes nothing when nothing did.
  private mutating func draw(_ form: Form, at now: ContinuousClock.Instant) {
    let frame: Frame
    switch layout {
    case .screen:
      frame = FormView.screen(
        form, columns: size.columns, rows: size.rows, scroll: &scroll, at: now)
    case .prompt:
      frame = FormView.prompt(form, columns: size.columns, at: now)
    }
    let bytes = writer.render(frame)
    if !bytes.isEmpty { terminal.write(bytes) }
  }
}

/// Asking for one value in the terminal, for command-line tools.
///
///     let code = try TerminalPrompt.ask("Code:", rule: TextRule.allowing(.digits).maximumLength(6))
///
/// The field is drawn on the current line with a hint line below it; every key goes through the
/// rule, Enter returns the typed value once the text is valid, Escape and Ctrl-C cancel.
public enum TerminalPrompt {
  /// Asks for a value under `rule`, starting from `value`. Reasons are told by `messages`
  /// (English by default: pass the language of the rule's locale).
  ///
  /// - Returns: the typed value, or `nil` when `allowsEmpty` and the field was left empty.
  /// - Throws: `TerminalError.notATerminal` when standard input or output is redirected,
  ///   `TerminalError.cancelled` on Escape, Ctrl-C or the end of input.
  public static func ask<R: InputRule>(
    _ label: String, rule: R, value: R.Value? = nil, help: String = "",
    allowsEmpty: Bool = false, bell: Bool = false, messages: ReasonMessages = ReasonMessages()
  ) throws -> R.Value? {
    var form = Form(sections: [
      Form.Section("", [TerminalField(label, rule: rule, value: value, help: help)])
    ])
    form.submitsOnEnter = true
    form.allowsEmpty = allowsEmpty
    form.bell = bell
    form.messages = messages
    let ending = try TerminalForm.run(&form, layout: .prompt)
    guard ending == .submitted else { throw TerminalError.cancelled }
    return form.focusedField.value(as: R.Value.self)
  }
}
