import InputRules
import InputRulesTestSupport
import Testing

@Suite("Random generator")
struct GeneratorTests {
  /// The reference SplitMix64 sequence for seed 0, so runs replay on every platform.
  @Test func splitMix64MatchesTheReferenceSequence() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func boundedNumbersStayInBounds() {
    var random = SplitMix64(seed: 42)
    var seen = Set<Int>()
    for _ in 0..<1_000 {
      let n = random.next(below: 7)
      #expect((0..<7).contains(n))
      seen.insert(n)
      #expect((-3...3).contains(random.next(in: -3...3)))
    }
    #expect(seen.count == 7)
    #expect(random.next(below: 0) == 0)
    #expect(random.next(below: -5) == 0)
    _ = random.next(in: Int.min...Int.max)  // the full range does not trap
    #expect(random.next(in: 5...5) == 5)
  }

  @Test func sameSeedSameActions() {
    let rule = TextRule.maximumLength(8)
    let first = FieldLaws.script(for: rule, seed: 9, steps: 300)
    let second = FieldLaws.script(for: rule, seed: 9, steps: 300)
    let other = FieldLaws.script(for: rule, seed: 10, steps: 300)
    #expect(first == second)
    #expect(first != other)
  }

  /// The generator makes every kind of action, including extreme and cluster-splitting offsets.
  @Test func actionsCoverEveryKind() {
    var generator = RandomEditGenerator(seed: 1)
    var field = InputField(rule: TextRule())
    var kinds = Set<String>()
    var extremes = 0
    for _ in 0..<3_000 {
      let action = generator.nextAction(for: field.state, values: ["x"])
      kinds.insert(String(action.description.prefix { $0 != " " }))
      if case .replace(let location, let length, _) = action,
        [Int.min, Int.max].contains(location) || [Int.min, Int.max].contains(length)
      {
        extremes += 1
      }
      field.perform(action)
    }
    #expect(
      kinds == [
        "type", "paste", "replace", "backspace", "delete", "select", "mark", "unmark", "commit",
        "setValue",
      ])
    #expect(extremes > 0)
  }

  @Test func actionsPrintAsSwiftLiterals() {
    #expect(FieldAction.type("a\u{301}").description == #"type "a\u{301}""#)
    #expect(FieldAction.paste("x\n\"").description == #"paste "x\u{A}\"""#)
    #expect(
      FieldAction.replace(location: -1, length: 2, with: "🇩🇪").description
        == #"replace [-1, 2] with "🇩🇪""#)
    #expect(FieldAction.select(3, 1).description == "select [3, 1]")
  }
}
