import Testing

@testable import InputRules

/// `breakFallsBetween` answers without grapheme breaking for scalars of a table of ranges that
/// always break from one another (Latin, Greek, Cyrillic letters, CJK, kana, Arabic letters,
/// Hangul syllables, punctuation). The scalars of each range (of the two largest, a sample) are
/// checked against the standard library's grapheme breaking, paired both ways with a sample of
/// every range.
@Suite("Grapheme breaks told without grapheme breaking")
struct BreakTableTests {
  static let ranges: [ClosedRange<UInt32>] = [
    0x0000...0x02FF, 0x0370...0x03FF, 0x0400...0x0482, 0x3400...0xA4CF, 0x3041...0x3096,
    0x30A1...0x30FC, 0x061D...0x064A, 0xAC00...0xD7AF, 0x2010...0x2029, 0x3000...0x3029,
    0xFF01...0xFF9D,
  ]

  @Test func everyScalarOfTheTableBreaksFromTheOthers() {
    // A sample of each range: its ends, its middle and a few steps through it.
    var sample: [Unicode.Scalar] = []
    for range in Self.ranges {
      let step = Swift.max(1, UInt32(range.count / 7))
      for value in stride(from: range.lowerBound, through: range.upperBound, by: Int(step)) {
        if let scalar = Unicode.Scalar(value) { sample.append(scalar) }
      }
      if let last = Unicode.Scalar(range.upperBound) { sample.append(last) }
    }
    var wrong: [String] = []
    // Every scalar of the small ranges; every 61st of the large ones (CJK, Hangul).
    for range in Self.ranges {
      let step = range.count > 2048 ? 61 : 1
      for value in stride(from: range.lowerBound, through: range.upperBound, by: step) {
        guard let scalar = Unicode.Scalar(value) else { continue }
        for other in sample {
          for (left, right) in [(scalar, other), (other, scalar)] {
            let breaks = (String(left) + String(right)).count == 2
            if breakFallsBetween(left, right) && !breaks {
              wrong.append("U+\(String(left.value, radix: 16)) U+\(String(right.value, radix: 16))")
            }
          }
        }
      }
    }
    #expect(wrong.isEmpty, "said to break but join: \(wrong.prefix(10))")
  }
}
