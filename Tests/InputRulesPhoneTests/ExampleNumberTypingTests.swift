import Foundation
import InputRules
import InputRulesPhone
import Testing

/// The issue's acceptance: for every example number libphonenumber 9.0.43 has, in every region
/// (and every non-geographic entity), typing it key by key ends in libphonenumber's own NATIONAL
/// or INTERNATIONAL format, `valid`, with its E.164 value; whether the separators are typed too
/// or only the digits.
@Suite("Example numbers typed key by key")
struct ExampleNumberTypingTests {
  /// One row of `Fixtures/phone-examples.tsv` (written by scripts/phone/generate.py).
  struct Example: Sendable, CustomTestStringConvertible {
    let region: String
    let exampleOf: String
    let e164: String
    let national: String
    let international: String
    let valid: Bool
    var testDescription: String { "\(region) \(exampleOf) \(e164)" }
  }

  static let examples: [Example] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/phone-examples.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var rows: [Example] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 8, fields[0] != "region" else { continue }
      rows.append(
        Example(
          region: fields[0], exampleOf: fields[1], e164: fields[3], national: fields[4],
          international: fields[5], valid: fields[7] == "true"))
    }
    return rows
  }()

  /// Only the ASCII digits and `+` of `text`.
  static func digits(of text: String) -> String {
    text.filter { $0 == "+" || $0.isASCII && $0.isNumber }
  }

  @Test("the fixture holds every region's examples")
  func fixtureIsComplete() {
    let regions = Set(Self.examples.map(\.region))
    #expect(regions.count >= 245)
    #expect(Self.examples.count > 1000)
  }

  @Test("typed nationally, in the region, ends in the NATIONAL format", arguments: examples)
  func national(example: Example) throws {
    guard example.valid, example.region != "001" else { return }
    let rule = try PhoneRule(region: example.region)
    for keys in [example.national, Self.digits(of: example.national)] {
      var field = InputField(rule: rule)
      for key in keys { field.type(String(key)) }
      #expect(field.text == example.national, "typing \(keys)")
      #expect(field.validity == .valid, "typing \(keys)")
      #expect(field.value?.e164 == example.e164, "typing \(keys)")
    }
  }

  @Test("typed with +, ends in the INTERNATIONAL format", arguments: examples)
  func international(example: Example) throws {
    guard example.valid else { return }
    let home = example.region == "001" ? "US" : example.region
    for fieldRegion in [home, "DE"] {
      let rule = try PhoneRule(region: fieldRegion)
      for keys in [example.international, Self.digits(of: example.international)] {
        var field = InputField(rule: rule)
        for key in keys { field.type(String(key)) }
        #expect(field.text == example.international, "typing \(keys) in \(fieldRegion)")
        #expect(field.validity == .valid, "typing \(keys) in \(fieldRegion)")
        #expect(field.value?.e164 == example.e164, "typing \(keys) in \(fieldRegion)")
      }
    }
  }
}
