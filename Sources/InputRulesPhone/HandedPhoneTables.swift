/// libphonenumber's tables as a host hands them to a build that does not compile them in: the
/// text of `phone-metadata.txt`, which is the generated index, a newline and the region lines
/// (scripts/build-wasm.sh writes it from `PhoneMetadataTable.swift`, and a browser page fetches
/// it only for phone fields).
///
/// The text is taken only when it is exactly the text this module was built with (its length
/// and FNV-1a digest, which the generator records beside the tables): a stale or damaged
/// download leaves the tables empty, and the phone kind refuses its spec, rather than decoding
/// lines the decoder was not written for.
package struct HandedPhoneTables: Sendable {
  /// The handed text.
  let bytes: [UInt8]
  /// Where the region lines start in `bytes`.
  let linesStart: Int
  /// The index read from the text; empty when the text was refused.
  let index: PhoneMetadataIndex

  package init(_ bytes: [UInt8]) {
    guard bytes.count == PhoneMetadata.tablesByteCount,
      Self.digest(bytes) == PhoneMetadata.tablesDigest,
      let newline = bytes.firstIndex(of: 0x0A)
    else {
      self.bytes = []
      linesStart = 0
      index = PhoneMetadataIndex()
      return
    }
    let index = bytes.withUnsafeBufferPointer { text in
      PhoneMetadataIndex(
        UnsafeBufferPointer(rebasing: text[..<newline]), linesCount: text.count - newline - 1)
    }
    self.bytes = index == nil ? [] : bytes
    linesStart = index == nil ? 0 : newline + 1
    self.index = index ?? PhoneMetadataIndex()
  }

  /// Whether the text was refused (or none was handed): no region is known.
  package var isEmpty: Bool { index.keys.isEmpty }

  /// The metadata of a region as `PhoneMetadata.region(_:)` gives it, read from these tables.
  package func region(_ id: String) -> PhoneRegionMetadata? {
    guard let entry = index.entry(ofRegion: id) else { return nil }
    return decodedEntry(entry)
  }

  /// The metadata of a non-geographic entity as `PhoneMetadata.nonGeographic(countryCode:)`
  /// gives it, read from these tables.
  package func nonGeographic(countryCode: Int) -> PhoneRegionMetadata? {
    guard let entry = index.entry(nonGeographicCountryCode: countryCode) else { return nil }
    return decodedEntry(entry)
  }

  /// The metadata of entry `entry` of the index, decoded from its line.
  func decodedEntry(_ entry: Int) -> PhoneRegionMetadata {
    bytes.withUnsafeBufferPointer { text in
      PhoneMetadata.decodedEntry(
        entry, of: index, lines: UnsafeBufferPointer(rebasing: text[linesStart...]))
    }
  }

  /// The 32-bit FNV-1a hash of `bytes`, as scripts/phone/generate.py computes it.
  static func digest(_ bytes: [UInt8]) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in bytes {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return hash
  }
}

#if INPUTRULES_EXTERNAL_PHONE_METADATA
  /// The text of `phone-metadata.txt` as the host hands it in, empty when it has none: defined
  /// by the program the module is linked into (the WebAssembly ABI,
  /// Wasm/HandedPhoneMetadata.swift, asks the page), so this module stays free of any host.
  @_silgen_name("inputrules_handed_phone_metadata")
  func inputrulesHandedPhoneMetadata() -> [UInt8]

  /// The length of the text the host would hand in now, 0 while it has none.
  @_silgen_name("inputrules_handed_phone_metadata_count")
  func inputrulesHandedPhoneMetadataCount() -> Int
#endif
