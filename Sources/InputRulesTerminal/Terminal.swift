#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a terminal form could not run or did not finish.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input or standard output is not a terminal (redirected or piped).
  case notATerminal
  /// The user left with Escape or Ctrl-C.
  case cancelled
  /// A system call failed.
  case system(call: String, errno: Int32)

  public var description: String {
    switch self {
    case .notATerminal:
      return "standard input and standard output must be a terminal (one of them is redirected)"
    case .cancelled: return "cancelled"
    case .system(let call, let code): return "\(call) failed (errno \(code))"
    }
  }
}

/// The process's terminal: standard input and output in raw mode for the length of a closure.
///
/// The terminal is always put back as it was: when the closure returns or throws, on SIGINT,
/// SIGTERM, SIGHUP and SIGQUIT sent from outside, on a crash (SIGABRT, SIGILL, SIGTRAP, SIGSEGV,
/// SIGBUS, SIGFPE) and on `exit()`. Ctrl-C itself arrives as a key (raw mode turns it into a
/// byte), so the caller leaves through the normal path.
public struct Terminal: Sendable {
  let input: Int32 = 0
  let output: Int32 = 1

  /// Whether standard input and standard output are both terminals.
  public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// The terminal's size in columns and rows (80 x 24 when it does not say).
  public var size: (columns: Int, rows: Int) {
    var ws = winsize()
    if ioctl(output, UInt(windowSizeRequest), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
      return (Int(ws.ws_col), Int(ws.ws_row))
    }
    return (80, 24)
  }

  /// Runs `body` with the terminal in raw mode and bracketed paste on, on the alternate screen
  /// when `alternateScreen`; then restores everything, whatever happens.
  public static func withRawMode<T>(
    alternateScreen: Bool, _ body: (Terminal) throws -> T
  ) throws -> T {
    guard isInteractive else { throw TerminalError.notATerminal }
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else {
      throw TerminalError.system(call: "tcgetattr", errno: errno)
    }
    let previousActions = EmergencyRestore.arm(
      fd: 0, saved: saved, alternateScreen: alternateScreen)
    defer { EmergencyRestore.disarm(restoring: previousActions) }
    var raw = saved
    makeRaw(&raw)
    guard tcsetattr(0, TCSANOW, &raw) == 0 else {
      throw TerminalError.system(call: "tcsetattr", errno: errno)
    }
    let terminal = Terminal()
    defer {
      terminal.write(EmergencyRestore.leaveSequence(alternateScreen: alternateScreen))
      var original = saved
      _ = tcsetattr(0, TCSANOW, &original)
    }
    terminal.write(EmergencyRestore.enterSequence(alternateScreen: alternateScreen))
    return try body(terminal)
  }

  /// Raw mode: bytes as they come (no line editing, no echo, no signals from Ctrl-C or Ctrl-Z,
  /// no flow control, CR not turned into NL). Output processing stays on.
  private static func makeRaw(_ t: inout termios) {
    t.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    t.c_cflag |= tcflag_t(CS8)
    t.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &t.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
  }

  /// Writes all of `text`, retrying after interruptions.
  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in
        systemWrite(output, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if n < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += n
    }
    bytes.removeAll()
  }

  /// Waits at most `timeout` (forever when `nil`) for input and returns what arrived: an empty
  /// array on timeout, `nil` at end of input (the terminal went away).
  public func read(timeout: Duration?) -> [UInt8]? {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    let milliseconds: Int32
    if let timeout {
      let (seconds, attoseconds) = timeout.components
      let ms = seconds * 1000 + attoseconds / 1_000_000_000_000_000
      milliseconds = Int32(clamping: max(0, ms))
    } else {
      milliseconds = -1
    }
    let ready = poll(&descriptor, 1, milliseconds)
    if ready < 0 { return errno == EINTR ? [] : nil }
    if ready == 0 { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress!, $0.count) }
    if n < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
    if n == 0 { return nil }
    return Array(buffer[0..<n])
  }

  /// Rings the terminal bell.
  public func bell() { write("\u{7}") }
}

#if canImport(Darwin)
  private let windowSizeRequest: UInt = 0x4008_7468  // TIOCGWINSZ
#else
  private let windowSizeRequest = UInt(TIOCGWINSZ)
#endif

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// Putting the terminal back from a signal handler or at `exit()`.
///
/// This is the one piece of global mutable state in the package, and it exists only because a
/// POSIX signal handler can reach nothing but globals: the saved terminal settings, the terminal's
/// file descriptor and whether the alternate screen is in use. It is written only while the
/// handled signals are blocked (when raw mode starts and ends), and the handler only reads it and
/// calls async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `raise`).
private enum EmergencyRestore {
  struct Saved {
    var armed = false
    var fd: Int32 = 0
    var settings = termios()
    var alternateScreen = false
  }

  nonisolated(unsafe) static var saved = Saved()

  /// Registers the `exit()` hook once per process.
  static let exitHook: Void = { atexit { EmergencyRestore.restore() } }()

  static let signals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
  ]

  /// Bracketed paste on, and the alternate screen when asked.
  static func enterSequence(alternateScreen: Bool) -> String {
    (alternateScreen ? "\u{1B}[?1049h\u{1B}[H\u{1B}[2J" : "") + "\u{1B}[?2004h"
  }

  /// Bracketed paste off, default colours, cursor shown, and the normal screen back.
  static func leaveSequence(alternateScreen: Bool) -> String {
    "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h" + (alternateScreen ? "\u{1B}[?1049l" : "")
  }

  /// Saves what the handlers need and installs them; returns the actions they replaced.
  static func arm(fd: Int32, saved settings: termios, alternateScreen: Bool) -> [(
    Int32, sigaction
  )] {
    _ = exitHook
    var previousActions: [(Int32, sigaction)] = []
    withSignalsBlocked {
      saved = Saved(armed: true, fd: fd, settings: settings, alternateScreen: alternateScreen)
      previousActions = signals.map { signal in
        var action = sigaction()
        #if canImport(Darwin)
          action.__sigaction_u.__sa_handler = emergencyHandler
        #else
          action.__sigaction_handler.sa_handler = emergencyHandler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return (signal, previous)
      }
    }
    return previousActions
  }

  static func disarm(restoring previousActions: [(Int32, sigaction)]) {
    withSignalsBlocked {
      for (signal, previous) in previousActions {
        var action = previous
        sigaction(signal, &action, nil)
      }
      saved.armed = false
    }
  }

  /// Restores the terminal if raw mode is on. Async-signal-safe.
  static func restore() {
    guard saved.armed else { return }
    saved.armed = false
    let fd = saved.fd
    let sequence: StaticString =
      saved.alternateScreen
      ? "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l" : "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\r\n"
    sequence.withUTF8Buffer { buffer in
      _ = systemWrite(1, buffer.baseAddress!, buffer.count)
    }
    var settings = saved.settings
    _ = tcsetattr(fd, TCSANOW, &settings)
  }

  private static func withSignalsBlocked(_ body: () -> Void) {
    var all = sigset_t()
    var previous = sigset_t()
    sigfillset(&all)
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    body()
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
}

/// Restores the terminal, then dies of the same signal as if it had never been caught.
private func emergencyHandler(_ signal: Int32) {
  EmergencyRestore.restore()
  var action = sigaction()
  #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = SIG_DFL
  #else
    action.__sigaction_handler.sa_handler = SIG_DFL
  #endif
  sigemptyset(&action.sa_mask)
  sigaction(signal, &action, nil)
  raise(signal)
}
