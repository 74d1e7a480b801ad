import Foundation
import InputRulesPhone
import Testing

/// The fixtures scripts/phone/generate.py writes beside the tables, from the same release of
/// `phonenumbers`: every region's metadata as python holds it (`phone-metadata.jsonl`) and every
/// example number as python formats it (`phone-examples.tsv`).
enum PhoneFixtures {
  /// One region or non-geographic entity, python's values unchanged (group references as `$1`).
  struct Entry: Decodable, Sendable, CustomTestStringConvertible {
    struct Description: Decodable, Sendable {
      let pattern: String?
      let possibleLengths: [Int]
      let localOnlyLengths: [Int]
    }
    struct Format: Decodable, Sendable {
      let pattern: String
      let format: String
      let leadingDigits: [String]
      let nationalPrefixFormattingRule: String?
      let nationalPrefixOptionalWhenFormatting: Bool
    }
    let id: String
    let countryCode: Int
    let internationalPrefix: String?
    let preferredInternationalPrefix: String?
    let nationalPrefix: String?
    let nationalPrefixForParsing: String?
    let nationalPrefixTransformRule: String?
    let leadingDigits: String?
    let isMainCountryForCode: Bool
    let sameMobileAndFixedLinePattern: Bool
    let general: Description
    let descriptions: [String: Description]
    let nationalFormats: [Format]
    /// `nil` when python has no international formats of its own.
    let internationalFormats: [Format]?
    let regionsForCountryCode: [String]

    var testDescription: String { id == "001" ? "001 (+\(countryCode))" : id }
  }

  /// One example number, as python formats and judges it.
  struct Example: Sendable, CustomTestStringConvertible {
    let region: String
    /// The description the example comes from (`mobile`).
    let exampleOf: String
    /// What python's `number_type` says it is (`fixedLineOrMobile`).
    let type: String
    let e164: String
    let national: String
    let international: String
    let regionForNumber: String
    let valid: Bool
    let nationalSignificantNumber: String

    /// The country code, read from the E.164 form and the national significant number.
    var countryCode: Int { Int(e164.dropFirst().dropLast(nationalSignificantNumber.count))! }

    var testDescription: String { "\(region) \(exampleOf) \(e164)" }
  }

  /// The folder of the fixtures.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Every entry of phone-metadata.jsonl, in its (country code) order.
  static let entries: [Entry] = {
    let url = folder.appendingPathComponent("phone-metadata.jsonl")
    let text = try! String(contentsOf: url, encoding: .utf8)
    let decoder = JSONDecoder()
    return text.split(separator: "\n").map { line in
      try! decoder.decode(Entry.self, from: Data(line.utf8))
    }
  }()

  /// The lines of phone-examples.tsv, its comment lines included.
  static let exampleLines: [Substring] = {
    let url = folder.appendingPathComponent("phone-examples.tsv")
    return try! String(contentsOf: url, encoding: .utf8).split(separator: "\n")
  }()

  /// The release of `phonenumbers` the fixtures were written from, as their first line says.
  static var version: String {
    let words = exampleLines[0].split(separator: " ")
    let at = words.firstIndex(of: "phonenumbers")!
    return String(words[at + 1].trimmingCharacters(in: CharacterSet(charactersIn: ",")))
  }

  /// Every example number.
  static let examples: [Example] = {
    var lines = exampleLines.drop { $0.hasPrefix("#") }
    let header = lines.removeFirst().split(separator: "\t").map(String.init)
    return lines.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let value = Dictionary(uniqueKeysWithValues: zip(header, fields))
      return Example(
        region: value["region"]!, exampleOf: value["exampleOf"]!, type: value["type"]!,
        e164: value["e164"]!, national: value["national"]!,
        international: value["international"]!, regionForNumber: value["regionForNumber"]!,
        valid: value["valid"] == "true",
        nationalSignificantNumber: value["nationalSignificantNumber"]!)
    }
  }()

  /// The bits `PhoneNumberDescription` keeps for python's list of lengths: every bit for an
  /// empty list (no length check), none for `[-1]` (no numbers).
  static func lengthBits(_ lengths: [Int]) -> UInt32 {
    if lengths.isEmpty { return .max }
    var bits: UInt32 = 0
    for length in lengths where length >= 0 { bits |= 1 << UInt32(length) }
    return bits
  }

  /// A number type by the name the fixtures use.
  static func type(named name: String) -> PhoneNumberType? {
    PhoneNumberType.allCases.first { $0.name == name }
  }
}
