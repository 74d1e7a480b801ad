/// Whether `n` bytes at `a` equal `n` bytes at `b` (`b` may be `nil` when `n` is 0).
@inline(__always)
func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, _ n: Int) -> Bool {
  guard n > 0, let b else { return true }
  var k = 0
  while k < n {
    if a[k] != b[k] { return false }
    k &+= 1
  }
  return true
}

/// A string of valid UTF-8. Asked for exactly its bytes, the standard library makes a short ASCII
/// text a small string without validating it again (and never allocates for 15 bytes or fewer).
@inline(__always)
func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
  String(unsafeUninitializedCapacity: bytes.count) { buffer in
    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
    target.update(from: source, count: bytes.count)
    return bytes.count
  }
}

/// Calls `body` with a string's UTF-8 bytes (contiguous for native strings; copied otherwise).
@inline(__always)
func withUTF8<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
  if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
  var copy = text
  return copy.withUTF8(body)
}
