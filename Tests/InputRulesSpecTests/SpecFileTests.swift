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

  /// A path that is there, is no folder and passes the permission check, but cannot be read as
  /// a file: a Unix-domain socket, which no one, the superuser included, can open for reading.
  /// Unlike a file without read permission, this holds when the tests run as root.
  @Test func aFileThatCannotBeRead() throws {
    // Short: a socket's path has at most 104 bytes.
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("ir-\(UUID().uuidString.prefix(8)).sock").path
    let socket = try #require(unixSocket(at: path), "no socket at \(path)")
    defer {
      close(socket)
      unlink(path)
    }
    // The reason is the platform's (Foundation on Linux names none of its own here).
    let prefix = "rule spec \(path): the file cannot be read: "
    let loaded = try #require(message(loading: path))
    #expect(loaded.hasPrefix(prefix) && loaded.count > prefix.count, "\(loaded)")
  }

  /// A Unix-domain socket bound at `path`, or `nil`.
  private func unixSocket(at path: String) -> Int32? {
    #if os(Linux)
      let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      close(fd)
      return nil
    }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else {
      close(fd)
      return nil
    }
    return fd
  }

  @Test(.enabled(if: geteuid() != 0, "the superuser reads any file"))
  func aFileWithoutReadPermission() throws {
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
