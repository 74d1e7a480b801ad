import Foundation
import InputRulesSpec
import Testing

/// `--rule @path`: a file that cannot be used says why in plain words.
@Suite("Spec files")
struct SpecFileTests {
  /// A new empty folder, removed after `body`.
  private func inFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inputrules-spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  private func message(loading path: String) -> String? {
    do {
      _ = try RuleSpec.load(argument: "@" + path)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aFolder() throws {
    try inFolder { folder in
      #expect(
        message(loading: folder.path)
          == "rule spec \(folder.path): cannot read the file: it is a folder (give the path of a JSON file)"
      )
    }
  }

  @Test func noSuchFile() throws {
    try inFolder { folder in
      let path = folder.appendingPathComponent("rule.json").path
      #expect(
        message(loading: path) == "rule spec \(path): cannot read the file: there is no such file")
      #expect(
        message(loading: path + "/x")
          == "rule spec \(path)/x: cannot read the file: there is no such file")
    }
  }

  @Test(.enabled(if: geteuid() != 0, "the superuser reads any file"))
  func aFileThatCannotBeRead() throws {
    try inFolder { folder in
      let file = folder.appendingPathComponent("rule.json")
      try Data(#"{"kind":"text"}"#.utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
      #expect(
        message(loading: file.path)
          == "rule spec \(file.path): the file cannot be read: permission denied")
    }
  }

  @Test func aFileThatIsNotUTF8() throws {
    try inFolder { folder in
      let file = folder.appendingPathComponent("rule.json")
      try Data(#"{"kind":"tëxt"#.utf8 + [0xFF] + #""}"#.utf8).write(to: file)
      #expect(
        message(loading: file.path)
          == "rule spec \(file.path): the file is not UTF-8 text: the byte 0xFF at offset 14 "
          + "is not part of a UTF-8 character")
    }
  }

  @Test func aGoodFile() throws {
    try inFolder { folder in
      let file = folder.appendingPathComponent("rule.json")
      try Data(#"{"kind":"text"}"#.utf8).write(to: file)
      #expect(message(loading: file.path) == nil)
    }
  }
}
