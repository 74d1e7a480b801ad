/// Reads a fuzzer's input as a stream of small decisions. Past the end every read is 0, so any
/// input decodes to something (the fuzzer's mutations never make an input unreadable).
struct ByteReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<count` (one byte: small counts only).
  mutating func below(_ count: Int) -> Int {
    precondition(count > 0)
    return Int(byte()) % count
  }

  /// Whether a bit of the next byte is set: `chance(4)` is true one time in four.
  mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }

  /// One element of `elements` (not empty).
  mutating func pick<T>(_ elements: [T]) -> T { elements[below(elements.count)] }

  /// Up to `maximum` raw bytes, as the text they spell in UTF-8 (invalid sequences become
  /// U+FFFD, as a platform would show them).
  mutating func rawText(maximum: Int) -> String {
    let count = below(maximum + 1)
    var raw: [UInt8] = []
    raw.reserveCapacity(count)
    for _ in 0..<count where !isAtEnd { raw.append(byte()) }
    return String(decoding: raw, as: UTF8.self)
  }
}
