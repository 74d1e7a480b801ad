// Reading and writing strings as UTF-8 bytes, for the engine and every rule module (`package`:
// one copy of each helper for the whole package, inlined across modules where hot paths use it).

#if hasFeature(Embedded)
  // The WebAssembly module (Embedded Swift) reads bytes through one function compiled once:
  // there every generic is specialized per use, and the standard library's
  // `withContiguousStorageIfAvailable` and `withUTF8`, copied for each of some sixty closures,
  // took about 80 KB of the module. Native builds keep the inlined form below, on every hot path.

  /// Calls `body` with a string's UTF-8 bytes (contiguous for native strings; copied otherwise).
  @inlinable @inline(__always)
  package func withBytes<T>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    var result: T?
    withoutActuallyEscaping(body) { body in
      readUTF8(text, ascii: false) { result = body($0) }
    }
    return result!
  }

  /// Calls `body` with the UTF-8 bytes of `text` when it is all ASCII and stored contiguously;
  /// `nil` otherwise (and when `body` answers `nil`).
  @inlinable @inline(__always)
  package func withASCII<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
    var result: T?
    withoutActuallyEscaping(body) { body in
      readUTF8(text, ascii: true) { result = body($0) }
    }
    return result
  }

  /// Calls `body` once with `text`'s UTF-8 bytes (copied when they are not contiguous); with
  /// `ascii`, only when they are contiguous and all ASCII. Compiled once: `body` is an optional,
  /// never `nil`, so that the optimizer does not copy this function for each closure passed to it.
  @inline(never) @usableFromInline
  func readUTF8(
    _ text: String, ascii: Bool, _ body: ((UnsafeBufferPointer<UInt8>) -> Void)?
  ) {
    let body = body!
    let read: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      if ascii {
        for byte in bytes where byte >= 0x80 { return }
      }
      body(bytes)
    }
    if read != nil || ascii { return }
    var copy = text
    copy.withUTF8 { body($0) }
  }
#else
  /// Calls `body` with a string's UTF-8 bytes (contiguous for native strings; copied otherwise).
  @inlinable @inline(__always)
  package func withBytes<T>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }

  /// Calls `body` with the UTF-8 bytes of `text` when it is all ASCII and stored contiguously;
  /// `nil` otherwise (and when `body` answers `nil`).
  @inlinable @inline(__always)
  package func withASCII<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> T? in
      for byte in bytes where byte >= 0x80 { return nil }
      return body(bytes)
    } ?? nil
  }
#endif

/// A string of valid UTF-8. Asked for exactly its bytes, the standard library makes a short ASCII
/// text a small string without validating it again (and never allocates for 15 bytes or fewer).
@inlinable @inline(__always)
package func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
  String(unsafeUninitializedCapacity: bytes.count) { buffer in
    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
    target.update(from: source, count: bytes.count)
    return bytes.count
  }
}

/// Whether `n` bytes at `a` equal `n` bytes at `b` (`b` may be `nil` when `n` is 0).
@inlinable @inline(__always)
package func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, _ n: Int) -> Bool {
  guard n > 0, let b else { return true }
  var k = 0
  while k < n {
    if a[k] != b[k] { return false }
    k &+= 1
  }
  return true
}

/// The number of characters of `text`, without grapheme breaking when it is ASCII without a
/// carriage return (then each byte is a character).
@inlinable
func characterCount(of text: String) -> Int {
  if text.utf8.count <= 1 { return text.utf8.count }
  let simple = withBytes(of: text) { bytes in
    for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
    return true
  }
  return simple ? text.utf8.count : text.count
}

/// `text` without its last character, cut without grapheme breaking when that character is an
/// ASCII byte after another ASCII byte that is not a carriage return.
@usableFromInline
func droppingLastCharacter(of text: String) -> String {
  let cut = withBytes(of: text) { bytes -> String? in
    let n = bytes.count
    guard n > 0, bytes[n - 1] < 0x80, n == 1 || (bytes[n - 2] < 0x80 && bytes[n - 2] != 0x0D)
    else { return nil }
    // Valid UTF-8 cut after a whole scalar: copied without validating it again.
    return makeString(UnsafeBufferPointer(rebasing: bytes[..<(n - 1)]))
  }
  return cut ?? String(text.dropLast())
}

/// The UTF-16 length of `text`: its UTF-8 length when it is ASCII. Package-wide, so that every
/// rule module counts offsets the same way.
@inlinable
package func utf16Length(of text: String) -> Int {
  let bytes = text.utf8.count
  if bytes <= 1 { return bytes }
  let ascii = withBytes(of: text) { buffer in
    for byte in buffer where byte >= 0x80 { return false }
    return true
  }
  return ascii ? bytes : text.utf16.count
}

extension String {
  /// Whether two texts have exactly the same UTF-8 bytes (not `==`, which takes canonically
  /// equivalent texts as equal): a paste kept as it was, a reformatting that kept its text.
  @usableFromInline
  func hasSameUTF8(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    return withBytes(of: self) { a in withBytes(of: other) { b in a.elementsEqual(b) } }
  }
}
