import Foundation
import InputRulesTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started in a pseudo-terminal of its own: the test types into it and reads what it
/// draws. Every wait is bounded, and the program is killed when the harness is closed.
final class PseudoTerminal {
  let pid: pid_t
  private let master: Int32
  /// Everything the program wrote.
  private(set) var output: [UInt8] = []
  let screen: VirtualScreen
  private var exitStatus: Int32?
  private var closed = false

  enum Failure: Error, CustomStringConvertible {
    case system(String, Int32)
    case timedOut(waitingFor: String, screen: String)
    var description: String {
      switch self {
      case .system(let call, let code): return "\(call) failed: errno \(code)"
      case .timedOut(let what, let screen):
        return "timed out waiting for \(what); the screen shows:\n\(screen)"
      }
    }
  }

  /// How the program is started.
  enum Session {
    /// In a session of its own with the terminal as its controlling terminal, like a program
    /// started by a terminal emulator. Its process group is orphaned (its parent, the test, is in
    /// another session), so the kernel discards SIGTSTP sent to it.
    case own
    /// In a process group of its own within the test's session, like a job started by a shell:
    /// its parent is in the same session and another group, so SIGTSTP stops it and the test
    /// sees the stop with `waitpid` as a shell would. The terminal is not its controlling
    /// terminal.
    case job
  }

  init(
    _ executable: String, _ arguments: [String], environment: [String: String],
    columns: Int = 110, rows: Int = 30, session: Session = .own
  ) throws {
    var master: Int32 = 0
    var slave: Int32 = 0
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw Failure.system("openpty", errno)
    }
    defer { close(slave) }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    var nameBuffer = [CChar](repeating: 0, count: 256)
    guard ttyname_r(slave, &nameBuffer, nameBuffer.count) == 0 else {
      close(master)
      throw Failure.system("ttyname_r", errno)
    }
    let slavePath = String(
      decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // In a new session, opening the terminal makes it the program's controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    // Signals as a shell would start the program: none blocked, default dispositions.
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&handled, signal) }
    posix_spawnattr_setsigdefault(&attributes, &handled)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    switch session {
    case .own:
      #if os(Linux)
        flags |= 0x80  // POSIX_SPAWN_SETSID
      #endif
    case .job:
      flags |= Int32(POSIX_SPAWN_SETPGROUP)
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for p in argv { free(p) }
      for p in envp { free(p) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      close(master)
      throw Failure.system("posix_spawn \(executable)", status)
    }
    self.pid = pid
    self.master = master
    self.screen = VirtualScreen(columns: columns, rows: rows)
  }

  deinit {
    terminate()
  }

  /// Kills the program if it still runs, reaps it and closes the terminal.
  func terminate() {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
      exitStatus = status
    }
    if !closed {
      closed = true
      close(master)
    }
  }

  /// Sends bytes as if typed (or pasted) at the terminal.
  func send(_ text: String) {
    send(Array(text.utf8))
  }

  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
      if n <= 0 { return }
      offset += n
    }
  }

  /// Reads what the program writes for `duration`, whatever it is.
  func drain(for duration: Duration) {
    let deadline = ContinuousClock.now + duration
    while ContinuousClock.now < deadline {
      if !pump(milliseconds: 20) { return }
    }
  }

  /// Reads what the program writes until `condition` holds for the screen, or `timeout` passes.
  @discardableResult
  func wait(
    for description: String, timeout: Duration = .seconds(45),
    until condition: (VirtualScreen) -> Bool
  ) throws -> VirtualScreen {
    let deadline = ContinuousClock.now + timeout
    while !condition(screen) {
      guard ContinuousClock.now < deadline else {
        throw Failure.timedOut(waitingFor: description, screen: screen.text)
      }
      if !pump(milliseconds: 50) && !condition(screen) {
        throw Failure.timedOut(
          waitingFor: description + " (the program closed the terminal)", screen: screen.text)
      }
    }
    return screen
  }

  /// Waits until the screen shows `text`.
  @discardableResult
  func wait(forText text: String, timeout: Duration = .seconds(45)) throws -> VirtualScreen {
    try wait(for: "\"\(text)\"", timeout: timeout) { $0.text.contains(text) }
  }

  /// Waits until the program has written `text` since output offset `mark` (for what shows only
  /// for a moment, such as a hint, and may be gone from the screen when the test looks).
  func wait(forOutput text: String, since mark: Int, timeout: Duration = .seconds(45)) throws {
    try wait(for: "output \"\(text)\"", timeout: timeout) { _ in
      String(decoding: self.output[min(mark, self.output.count)...], as: UTF8.self).contains(text)
    }
  }

  /// Reads what is available for up to `milliseconds`; false once the terminal is closed.
  private func pump(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, milliseconds)
    if ready <= 0 { return ready == 0 || errno == EINTR }
    var buffer = [UInt8](repeating: 0, count: 8192)
    let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
    if n <= 0 { return false }
    let bytes = Array(buffer[0..<n])
    output += bytes
    screen.feed(bytes)
    return true
  }

  /// Waits for the program to exit, reading its last output; returns the wait status.
  func waitForExit(timeout: Duration = .seconds(45)) throws -> Int32 {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      var status: Int32 = 0
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid {
        exitStatus = status
        while pump(milliseconds: 20) {}
        return status
      }
      _ = pump(milliseconds: 20)
    }
    throw Failure.timedOut(waitingFor: "the program to exit", screen: screen.text)
  }

  /// Waits until the program is stopped (by SIGTSTP, SIGSTOP...) and returns the signal that
  /// stopped it.
  func waitForStop(timeout: Duration = .seconds(45)) throws -> Int32 {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      var status: Int32 = 0
      let done = waitpid(pid, &status, WNOHANG | WUNTRACED)
      if done == pid {
        if status & 0xFF == 0x7F { return (status >> 8) & 0xFF }
        exitStatus = status
        throw Failure.timedOut(
          waitingFor: "the program to stop (it ended with status \(status))", screen: screen.text)
      }
      _ = pump(milliseconds: 20)
    }
    throw Failure.timedOut(waitingFor: "the program to stop", screen: screen.text)
  }

  /// Sends `signal` to the program.
  func signal(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Changes the terminal's settings, as a shell does when it takes the terminal back.
  func setSettings(_ settings: termios) {
    var t = settings
    _ = tcsetattr(master, TCSANOW, &t)
  }

  /// The terminal's current settings (the program's raw mode, or what it restored).
  func settings() -> termios {
    var t = termios()
    _ = tcgetattr(master, &t)
    return t
  }

  /// Everything the program wrote, as text.
  var outputText: String { String(decoding: output, as: UTF8.self) }
}
