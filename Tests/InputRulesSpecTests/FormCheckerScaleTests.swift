import InputRules
import InputRulesSpec
import Testing

/// A posted body is the attacker's to choose: checking it must cost time linear in its size,
/// whatever it holds. Sizes here are far past what a server accepts, so that a cost that grows
/// with the square of the names (minutes) cannot pass for a linear one (a second or two).
@Suite("Form checks at scale")
struct FormCheckerScaleTests {
  static let names = 200_000

  static func checker() throws -> FormChecker {
    let spec = try FormSpec(
      json: #"{"fields": [{"name": "name", "rule": {"kind": "text", "maxLength": 80}}]}"#)
    return try FormChecker(spec, in: RuleContext(localeIdentifier: "en_US"))
  }

  @Test("unknown names, each once, in JSON", .timeLimit(.minutes(1)))
  func manyUnknownNamesInJSON() throws {
    var json = #"{"name": "Ada""#
    for index in 0..<Self.names { json += #", "n\#(index)": """# }
    json += "}"
    let check = try Self.checker().check(json: json)
    #expect(check.ignored.count == Self.names)
    #expect(check.ignored.first == "n0")
    #expect(check.ignored.last == "n\(Self.names - 1)")
  }

  @Test("unknown names, each once, as pairs", .timeLimit(.minutes(1)))
  func manyUnknownNamesAsPairs() throws {
    var values: [(name: String, value: String)] = [("name", "Ada")]
    for index in 0..<Self.names { values.append(("n\(index)", "")) }
    values.append(("n0", "again"))
    let check = try Self.checker().check(values)
    #expect(check.ignored.count == Self.names, "a name given twice is listed once")
  }

  @Test("a key twice after many is still refused", .timeLimit(.minutes(1)))
  func duplicateAfterManyKeys() throws {
    var json = "{"
    for index in 0..<Self.names { json += #""n\#(index)": "", "# }
    json += #""n7": ""}"#
    #expect(throws: SpecError.self) { try Self.checker().check(json: json) }
  }
}
