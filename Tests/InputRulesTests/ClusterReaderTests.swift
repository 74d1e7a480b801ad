import Testing

@testable import InputRules

/// The paste reader's grapheme clusters (found without grapheme breaking for common scalars)
/// are the standard library's, in texts made of pieces that join in every way.
@Suite("Cluster reader")
struct ClusterReaderTests {
  static let pieces: [String] = [
    "a", "é", "e\u{301}", "\u{301}", "\r", "\n", "\r\n", "\t", "漢", "한", "\u{1100}", "\u{1161}",
    "👍", "🏽", "\u{200D}", "\u{FE0F}", "👨", "👩", "🌈", "🏳", "\u{1F1E9}", "\u{1F1EA}", "5",
    "\u{20E3}", "\u{600}", "क", "\u{94D}", "ष", "ि", "x", " ", "\u{85}", "\u{AD}", "🔾", "🤌",
    "\u{1F946}", "✋",
  ]

  /// The clusters of `text` as the reader finds them, by UTF-8 length.
  private func readerClusters(_ text: String) -> [Int] {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      let reader = ClusterReader(text: text, bytes: bytes)
      var lengths: [Int] = []
      var i = 0
      while i < bytes.count {
        let end = reader.cluster(at: i).end
        lengths.append(end - i)
        i = end
      }
      return lengths
    }!
  }

  @Test func everyPairAndTriple() {
    for a in Self.pieces {
      for b in Self.pieces {
        for c in ["", "a", "\u{200D}", "👩", "\u{301}"] {
          let text = a + b + c
          #expect(
            readerClusters(text) == text.map { $0.utf8.count },
            "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
      }
    }
  }

  @Test func randomTexts() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0..<12 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += Self.pieces[Int(state >> 33) % Self.pieces.count]
      }
      #expect(
        readerClusters(text) == text.map { $0.utf8.count },
        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
