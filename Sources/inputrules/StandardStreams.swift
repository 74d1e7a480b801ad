import Foundation

/// Line-at-a-time standard streams: each line is written (and so flushed) as soon as it is ready,
/// so a replay can be driven interactively.
enum StandardStreams {
  /// Writes one line to standard output.
  static func writeOutput(_ line: String) {
    try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Writes one line (or several, for ArgumentParser's messages) to standard error.
  static func writeError(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
  }
}

/// Reads standard input as lines of bytes, as they arrive. The line feed is removed; a last line
/// without one is still a line.
struct LineReader {
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where to look for the next line feed (bytes before it hold none).
  private var scanned = 0
  private var atEnd = false

  /// The next line's bytes, or `nil` at the end of input.
  mutating func next() -> [UInt8]? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        let line = Array(buffer[start..<newline])
        start = newline + 1
        scanned = start
        return line
      }
      scanned = buffer.count
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = Array(buffer[start...])
        start = buffer.count
        return line
      }
      buffer.removeFirst(start)
      scanned -= start
      start = 0
      let data = FileHandle.standardInput.availableData
      if data.isEmpty { atEnd = true } else { buffer.append(contentsOf: data) }
    }
  }
}
