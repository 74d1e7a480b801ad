extension String {
  /// The text of `bytes` when they are well-formed UTF-8, else `nil`: a spec or a posted body
  /// that is not UTF-8 is refused, never read with replacement characters.
  ///
  /// The standard library's `String(validating:as:)` does the same, but only from macOS 15,
  /// iOS 18, tvOS 18, watchOS 11 and visionOS 2 on; the package supports earlier systems.
  package init?<Bytes: Collection>(wellFormedUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .emptyInput:
        self = String(decoding: bytes, as: UTF8.self)
        return
      case .error: return nil
      }
    }
  }
}
