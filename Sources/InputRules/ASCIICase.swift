extension StringProtocol {
  /// The text with its ASCII letters lowercased and every other character as it is.
  ///
  /// For identifiers spelled in ASCII (locale tags, spec keys, currency codes): `lowercased()`
  /// follows Unicode's case mappings, which brings the standard library's case tables and their
  /// code into a WebAssembly module that otherwise never converts case, for letters such
  /// identifiers never hold.
  package var asciiLowercased: String {
    String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// The text with its ASCII letters uppercased and every other character as it is (see
  /// `asciiLowercased`).
  package var asciiUppercased: String {
    String(decoding: utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
  }
}
