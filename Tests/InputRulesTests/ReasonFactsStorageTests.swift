import Testing

@testable import InputRules

/// `Reason.Facts` keeps its sentence and facts behind one reference, copied on write, and the
/// catalog finds line ends eight bytes at a time (docs/benchmarks-messages.md).
@Suite struct ReasonFactsStorageTests {
  @Test func aCopyChangesAloneAndEqualFactsHashAlike() {
    let original = Reason.Facts("text.tooLong", limit: 6, unit: .characters)
    var copy = original
    copy.limit = 7
    copy.options = ["a", "b"]
    copy.sentence = "number.tooLong"
    #expect(original.limit == 6)
    #expect(original.options.isEmpty)
    #expect(original.sentence == "text.tooLong")
    #expect(copy.limit == 7 && copy.options == ["a", "b"] && copy.sentence == "number.tooLong")

    var built = Reason.Facts("text.tooLong")
    built.limit = 6
    built.unit = .characters
    #expect(built == original)
    #expect(built.hashValue == original.hashValue)
    #expect(built != copy)
    built.limit = nil
    #expect(built != original)
    #expect(built == Reason.Facts("text.tooLong", unit: .characters))

    let cause = Reason(.tooLong, original)
    var outer = Reason.Facts("phone.invalidValue", text: "+49")
    outer.cause = cause
    #expect(outer.cause == cause)
    #expect(outer == Reason.Facts("phone.invalidValue", text: "+49", cause: cause))
    outer.cause = nil
    #expect(outer == Reason.Facts("phone.invalidValue", text: "+49"))
  }

  @Test func lineBreaksAreFoundWhereABytewiseScanFindsThem() {
    var generator = SystemRandomNumberGenerator()
    for length in 0..<70 {
      for _ in 0..<20 {
        // Line feeds, bytes one above and below it, and bytes with the high bit set.
        let bytes: [UInt8] = (0..<length).map { _ in
          [0x0A, 0x09, 0x0B, 0x41, 0x8A, 0xFF, 0x00][Int.random(in: 0..<7, using: &generator)]
        }
        bytes.withUnsafeBufferPointer { buffer in
          for start in 0...length {
            var expected = start
            while expected < length && bytes[expected] != 0x0A { expected += 1 }
            #expect(ReasonCatalog.lineBreak(in: buffer, from: start) == expected)
          }
        }
      }
    }
  }
}
