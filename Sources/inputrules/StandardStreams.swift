import Foundation

/// Line-at-a-time standard streams: each line is written (and so flushed) as soon as it is ready,
/// so a replay can be driven interactively.
enum StandardStreams {
  /// Writes one line to standard output.
  static func writeOutput(_ line: String) {
    try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Writes bytes to standard output as they are.
  static func writeOutput(bytes: UnsafeRawBufferPointer) {
    try? FileHandle.standardOutput.write(contentsOf: bytes)
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
  /// Where standard input is read into, one block at a time.
  private var block = [UInt8](repeating: 0, count: 1 << 16)

  /// The next line's bytes, or `nil` at the end of input.
  mutating func next() -> [UInt8]? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        return take(upTo: newline, skipping: 1)
      }
      scanned = buffer.count
      if atEnd {
        guard start < buffer.count else { return nil }
        return take(upTo: buffer.count, skipping: 0)
      }
      if start > 0 {
        buffer.removeFirst(start)
        scanned -= start
        start = 0
      }
      let count = block.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: block[0..<count])
      } else if count == 0 || errno != EINTR {
        atEnd = true
      }
    }
  }

  /// The line `buffer[start..<end]`; the next one starts `skip` bytes after it. A line that is
  /// most of the buffer takes the buffer's storage, so that a long line is not copied.
  private mutating func take(upTo end: Int, skipping skip: Int) -> [UInt8] {
    if start == 0 && end > 1 << 16 && end >= buffer.count / 2 {
      var line: [UInt8] = []
      swap(&line, &buffer)
      buffer = Array(line[(end + skip)...])
      line.removeSubrange(end...)
      scanned = 0
      return line
    }
    let line = Array(buffer[start..<end])
    start = end + skip
    scanned = start
    return line
  }
}
