import Foundation
import InputRules
import InputRulesSpec
import InputRulesTestSupport
import Testing

/// Every registered kind has every per-kind fact: an example that builds and that its keys make
/// valid (what the docs, the web demo, the fuzzer's seeds and the benchmarks use), a keyboard
/// that types those keys, a law table its example keeps, and a fuzz entry.
@Suite struct KindRegistryTests {
  static let kinds = KindRegistry.builtIn.names
  static let context = RuleContext(localeIdentifier: "en_US")

  @Test(arguments: kinds)
  func theExampleBuildsAndItsKeysMakeItValid(_ kind: String) throws {
    let registration = try #require(KindRegistry.builtIn.registration(named: kind))
    let spec = try RuleSpec(json: registration.example.spec)
    #expect(spec.kind == kind)
    #expect(!registration.example.label.isEmpty)
    let field = try spec.makeField(in: Self.context)
    for key in registration.example.keys {
      let result = field.perform(.type(String(key)), times: nil)
      #expect(
        result.outcome != .rejected, "\(kind): \(key) refused: \(String(describing: result.reason))"
      )
    }
    #expect(field.validity == .valid, "\(kind): \(field.state.text)")
  }

  /// The keyboard types the example's keys: a number pad only digits, a decimal pad digits and
  /// separators.
  @Test(arguments: kinds)
  func theKeyboardTypesTheExample(_ kind: String) throws {
    let registration = try #require(KindRegistry.builtIn.registration(named: kind))
    let field = try RuleSpec(json: registration.example.spec).makeField(in: Self.context)
    let keys = registration.example.keys
    switch field.keyboard {
    case .numeric: #expect(keys.allSatisfy { $0.isASCII && $0.isNumber }, "\(kind)")
    case .decimal: #expect(keys.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }, "\(kind)")
    case .text: #expect(keys.contains { $0.isLetter }, "\(kind): letters on a number's keys")
    case .telephone:
      #expect(keys.allSatisfy { $0.isASCII && ($0.isNumber || "+*#".contains($0)) }, "\(kind)")
    }
  }

  @Test(arguments: kinds)
  func theLawTableHolds(_ kind: String) throws {
    let laws = try #require(KindLawTables.laws[kind], "\(kind) has no law table")
    let registration = try #require(KindRegistry.builtIn.registration(named: kind))
    let rule = try RuleSpec(json: registration.example.spec).makeRule(in: Self.context)
    let keys = registration.example.keys.map(String.init)
    func check<R: InputRule>(_ rule: R) -> [LawViolation] {
      let options = FieldLawOptions(
        steps: 300, alphabet: keys + ["x", "5", " ", "-", "é", keys.joined()], laws: laws)
      return FieldLaws.check(rule, seeds: 1...2, options: options).filter {
        !KindLawTables.isExempt($0, kind: kind, rule: rule)
      }
    }
    let violations = check(rule)
    #expect(violations.isEmpty, "\(kind): \(violations.prefix(2))")
  }

  /// The fuzzer's stable table of kinds (Fuzz/Harness/Kinds.swift) lists every registered kind,
  /// and its first ten entries never move (the seed corpus's first bytes name them).
  @Test func theFuzzTableListsEveryKind() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/Harness/Kinds.swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    var names: [String] = []
    var rest = Substring(source)
    while let start = rest.range(of: "FuzzKind(\"") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      names.append(String(rest[..<end]))
      rest = rest[end...]
    }
    #expect(Set(names) == Set(Self.kinds), "fuzz table \(names), registry \(Self.kinds)")
    #expect(names.count == Set(names).count)
    #expect(
      Array(names.prefix(10)) == [
        "text", "choice", "integer", "decimal", "money", "mask", "oneTimeCode", "iban", "card",
        "date",
      ])
  }

  /// Each seed of the fuzzer's corpus picks the kind its name says: its first byte is the
  /// kind's place in the stable table (below the table's length, so appending a kind changes
  /// no seed's meaning).
  @Test func theSeedCorpusPicksItsKinds() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/corpus")
    let table = [
      "text", "choice", "integer", "decimal", "money", "mask", "code", "iban", "card", "date",
      "phone",
    ]
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.count >= 10)
    for file in files {
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      let first = try #require(data.first)
      let kind = String(file[..<(file.lastIndex(of: "-") ?? file.endIndex)])
      #expect(Int(first) < table.count, "\(file) starts with \(first)")
      #expect(table.indices.contains(Int(first)) && table[Int(first)] == kind, "\(file)")
    }
  }

  /// What programs outside the package read: the same kinds and examples.
  @Test func theSummariesAreTheRegistry() {
    #expect(RuleSpec.kinds.map(\.kind) == Self.kinds)
    #expect(
      RuleSpec.kinds.map(\.exampleSpec)
        == KindRegistry.builtIn.kinds.map(\.example.spec))
  }
}
