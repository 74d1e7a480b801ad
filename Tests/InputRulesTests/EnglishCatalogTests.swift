import Foundation
import Testing

@testable import InputRules

/// The English sentences are the reference every language is translated from: the built catalog
/// must equal the snapshot in Fixtures/english-catalog.txt, entry by entry, so no English
/// sentence (nor a setting such as `@quotes`) changes by accident. The replayed messages of
/// `EnglishReferenceTests` check the same from outside, for the cases a command can reach.
@Suite struct EnglishCatalogTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/english-catalog.txt")

  @Test func everyEnglishEntryIsAsInTheSnapshot() throws {
    let snapshot = try String(contentsOf: Self.fixture, encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains(" = ") }
      .map(String.init)
    var built: [String] = []
    for id in ["@quotes", "@months", "@list.middle", "@list.or"]
      + ReasonCatalog.sentenceIDs(catalog: 0)
    {
      built.append(id + " = " + (ReasonCatalog.template(id, catalog: 0) ?? "?"))
    }
    let missing = snapshot.filter { !built.contains($0) }
    let changed = built.filter { !snapshot.contains($0) }
    #expect(missing.isEmpty && changed.isEmpty, "snapshot only: \(missing)\nbuilt only: \(changed)")
    #expect(snapshot.count == built.count)
  }
}
