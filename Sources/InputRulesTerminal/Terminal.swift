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
///
/// Job control works as in other full-screen terminal programs: on Ctrl-Z (a key in raw mode)
/// or SIGTSTP from outside, the caller gives the terminal back and stops (``suspend()``); when
/// the process is continued (`fg`), raw mode and the alternate screen are taken again and the
/// caller draws the whole screen. The signal handlers only write a byte to a pipe that
/// ``read(timeout:)`` watches beside standard input: the work is done by the caller's loop.
public struct Terminal: Sendable {
  let input: Int32 = 0
  let output: Int32 = 1
  /// The read end of the pipe the SIGTSTP and SIGCONT handlers write to.
  let signalInput: Int32
  /// The settings found when raw mode started: put back whenever the terminal is given back.
  let saved: termios
  /// The settings of raw mode.
  let raw: termios
  /// Whether the alternate screen is used.
  let alternateScreen: Bool

  /// What ``read(timeout:)`` found.
  public enum Input: Hashable, Sendable {
    /// Bytes typed or pasted.
    case bytes([UInt8])
    /// Nothing arrived in time (or a signal interrupted the wait).
    case timedOut
    /// SIGTSTP arrived from outside: draw what should stay on the screen, then ``suspend()``.
    case suspendRequested
    /// The process was stopped and continued without giving the terminal back (SIGSTOP, which
    /// cannot be caught): raw mode and the alternate screen were taken again, and the whole
    /// screen must be drawn again.
    case resumed
    /// The terminal went away.
    case ended
  }

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
    let pipe = try SignalState.pipe.get()
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else {
      throw TerminalError.system(call: "tcgetattr", errno: errno)
    }
    var raw = saved
    makeRaw(&raw)
    let terminal = Terminal(
      signalInput: pipe.read, saved: saved, raw: raw, alternateScreen: alternateScreen)
    // What an earlier run left in the pipe is not for this one.
    _ = terminal.takeSignals()
    let previousActions = SignalState.arm(
      fd: 0, saved: saved, alternateScreen: alternateScreen, signalOutput: pipe.write)
    defer { SignalState.disarm(restoring: previousActions) }
    guard tcsetattr(0, TCSANOW, &raw) == 0 else {
      throw TerminalError.system(call: "tcsetattr", errno: errno)
    }
    defer { terminal.giveBack() }
    terminal.write(SignalState.enterSequence(alternateScreen: alternateScreen))
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

  /// Puts the terminal back as it was: normal screen, cursor shown, bracketed paste off, the
  /// saved settings.
  private func giveBack() {
    write(SignalState.leaveSequence(alternateScreen: alternateScreen))
    var original = saved
    _ = tcsetattr(input, TCSANOW, &original)
  }

  /// Takes the terminal again: raw mode, bracketed paste, the alternate screen (cleared).
  private func take() {
    var settings = raw
    _ = tcsetattr(input, TCSANOW, &settings)
    write(SignalState.enterSequence(alternateScreen: alternateScreen))
  }

  /// Gives the terminal back and stops the process, as the suspend key does in a shell (the
  /// shell reports the job stopped); returns when the process is continued (`fg`), with raw
  /// mode and the alternate screen taken again. The caller then draws the whole screen.
  ///
  /// The process stops with SIGTSTP, so where nothing could continue it (a process group with
  /// no shell to resume it, such as a program started directly by a terminal emulator) the
  /// kernel ignores the stop and this returns at once.
  public func suspend() {
    SignalState.withHandledSignalsBlocked {
      giveBack()
      SignalState.saved.armed = false
      SignalState.setAction(SIGTSTP, SIG_DFL)
      // Pending until the signals are unblocked; a SIGTSTP sent meanwhile merges with it.
      raise(SIGTSTP)
    }
    // Stopped here until SIGCONT.
    SignalState.withHandledSignalsBlocked {
      SignalState.setAction(SIGTSTP, jobControlHandler)
      // The SIGCONT that continued the process is dealt with here.
      _ = takeSignals()
      SignalState.saved.armed = true
      take()
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

  /// Waits at most `timeout` (forever when `nil`) for input or a job-control signal, and says
  /// what came.
  public func read(timeout: Duration?) -> Input {
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signalInput, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds: Int32
    if let timeout {
      let (seconds, attoseconds) = timeout.components
      let ms = seconds * 1000 + attoseconds / 1_000_000_000_000_000
      milliseconds = Int32(clamping: max(0, ms))
    } else {
      milliseconds = -1
    }
    let ready = poll(&descriptors, 2, milliseconds)
    if ready < 0 && errno != EINTR { return .ended }
    // Signals first: a key typed after Ctrl-Z waits in the terminal until the process resumes.
    switch takeSignals() {
    case .suspend:
      return .suspendRequested
    case .continued:
      SignalState.withHandledSignalsBlocked { take() }
      return .resumed
    case nil:
      break
    }
    if ready <= 0 || descriptors[0].revents == 0 { return .timedOut }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress!, $0.count) }
    if n < 0 { return errno == EINTR || errno == EAGAIN ? .timedOut : .ended }
    if n == 0 { return .ended }
    return .bytes(Array(buffer[0..<n]))
  }

  /// What the signal handlers wrote since the last call: a request to suspend wins over a
  /// continuation, and either is taken once however many signals came.
  private func takeSignals() -> SignalState.Event? {
    var event: SignalState.Event?
    var buffer: (UInt64, UInt64) = (0, 0)
    while true {
      let n = withUnsafeMutableBytes(of: &buffer) {
        systemRead(signalInput, $0.baseAddress!, $0.count)
      }
      if n <= 0 {
        if n < 0 && errno == EINTR { continue }
        return event
      }
      withUnsafeBytes(of: &buffer) { bytes in
        for byte in bytes.prefix(n) {
          if byte == SignalState.Event.suspend.rawValue {
            event = .suspend
          } else if byte == SignalState.Event.continued.rawValue, event == nil {
            event = .continued
          }
        }
      }
    }
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

private func systemPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
  pipe(ends)
}

/// What the signal handlers need: putting the terminal back from a handler or at `exit()`, and
/// telling the read loop about job-control signals.
///
/// `saved` is the one piece of global mutable state in the package, and it exists only because a
/// POSIX signal handler can reach nothing but globals: the saved terminal settings, the terminal's
/// file descriptor, whether the alternate screen is in use, and the pipe the job-control handler
/// writes to. It is written only while the handled signals are blocked (when raw mode starts, is
/// suspended, resumes and ends), and the handlers only read it and call async-signal-safe
/// functions (`write`, `tcsetattr`, `sigaction`, `raise`). The pipe is made once per process
/// and never closed, so a handler never writes to a descriptor that was closed or reused.
private enum SignalState {
  struct Saved {
    var armed = false
    var fd: Int32 = 0
    var settings = termios()
    var alternateScreen = false
    /// The write end of the pipe, or -1.
    var signalOutput: Int32 = -1
  }

  /// The byte a job-control handler writes.
  enum Event: UInt8 {
    /// SIGTSTP.
    case suspend = 0x5A
    /// SIGCONT.
    case continued = 0x43
  }

  struct Pipe: Sendable {
    var read: Int32
    var write: Int32
  }

  nonisolated(unsafe) static var saved = Saved()

  /// The pipe from the job-control handlers to the read loop, both ends non-blocking (a handler
  /// never waits; a full pipe already says what it would have said) and closed on exec.
  static let pipe: Result<Pipe, TerminalError> = {
    var ends: [Int32] = [-1, -1]
    guard systemPipe(&ends) == 0 else { return .failure(.system(call: "pipe", errno: errno)) }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return .success(Pipe(read: ends[0], write: ends[1]))
  }()

  /// Registers the `exit()` hook once per process.
  static let exitHook: Void = { atexit { SignalState.restore() } }()

  /// Signals that end the process: the terminal is restored, then the process dies of them.
  static let endingSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
  ]
  /// Signals the read loop is told about.
  static let jobControlSignals: [Int32] = [SIGTSTP, SIGCONT]

  /// Bracketed paste on, and the alternate screen when asked.
  static func enterSequence(alternateScreen: Bool) -> String {
    (alternateScreen ? "\u{1B}[?1049h\u{1B}[H\u{1B}[2J" : "") + "\u{1B}[?2004h"
  }

  /// Bracketed paste off, default colours, cursor shown, and the normal screen back.
  static func leaveSequence(alternateScreen: Bool) -> String {
    "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h" + (alternateScreen ? "\u{1B}[?1049l" : "")
  }

  /// Saves what the handlers need and installs them; returns the actions they replaced.
  static func arm(
    fd: Int32, saved settings: termios, alternateScreen: Bool, signalOutput: Int32
  ) -> [(Int32, sigaction)] {
    _ = exitHook
    var previousActions: [(Int32, sigaction)] = []
    withAllSignalsBlocked {
      saved = Saved(
        armed: true, fd: fd, settings: settings, alternateScreen: alternateScreen,
        signalOutput: signalOutput)
      for signal in endingSignals {
        previousActions.append((signal, setAction(signal, emergencyHandler)))
      }
      for signal in jobControlSignals {
        previousActions.append((signal, setAction(signal, jobControlHandler)))
      }
    }
    return previousActions
  }

  static func disarm(restoring previousActions: [(Int32, sigaction)]) {
    withAllSignalsBlocked {
      for (signal, previous) in previousActions {
        var action = previous
        sigaction(signal, &action, nil)
      }
      saved.armed = false
      saved.signalOutput = -1
    }
  }

  /// Installs `handler` for `signal` (restarting interrupted system calls where they can be);
  /// returns the action it replaced.
  @discardableResult
  static func setAction(
    _ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?
  ) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_RESTART)
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    return previous
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

  private static func withAllSignalsBlocked(_ body: () -> Void) {
    var all = sigset_t()
    sigfillset(&all)
    withSignalsBlocked(all, body)
  }

  /// Blocks the signals that have handlers here, asynchronous ones only: a job-control stop for
  /// a background process (SIGTTOU) must still stop it.
  static func withHandledSignalsBlocked(_ body: () -> Void) {
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT] {
      sigaddset(&handled, signal)
    }
    withSignalsBlocked(handled, body)
  }

  private static func withSignalsBlocked(_ set: sigset_t, _ body: () -> Void) {
    var set = set
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &set, &previous)
    body()
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
}

/// Restores the terminal, then dies of the same signal as if it had never been caught.
private func emergencyHandler(_ signal: Int32) {
  SignalState.restore()
  SignalState.setAction(signal, SIG_DFL)
  raise(signal)
}

/// Tells the read loop that SIGTSTP or SIGCONT arrived. Async-signal-safe: one `write`.
private func jobControlHandler(_ signal: Int32) {
  let savedErrno = errno
  var byte =
    signal == SIGTSTP ? SignalState.Event.suspend.rawValue : SignalState.Event.continued.rawValue
  _ = systemWrite(SignalState.saved.signalOutput, &byte, 1)
  errno = savedErrno
}
