#if canImport(Foundation)
  import Foundation

  extension RuleSpec {
    /// Decodes a `--rule` value: inline JSON, or `@path` for a file holding the JSON.
    public static func load(argument: String) throws(SpecError) -> RuleSpec {
      guard argument.hasPrefix("@") else { return try RuleSpec(json: argument) }
      let path = String(argument.dropFirst())
      if path.isEmpty {
        throw SpecError(key: nil, "\"@\" must be followed by the path of a JSON file")
      }
      let data = try readFile(path)
      guard let text = String(wellFormedUTF8: data) else {
        throw SpecError(key: nil, notUTF8(data), source: path)
      }
      do {
        return try RuleSpec(json: text)
      } catch {
        var located = error
        located.source = path
        throw located
      }
    }

    /// The bytes of a spec file, or why they cannot be read, named plainly: no such file, a
    /// folder, no permission to read it.
    static func readFile(_ path: String) throws(SpecError) -> Data {
      let manager = FileManager.default
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw SpecError(key: nil, "cannot read the file: there is no such file", source: path)
      }
      if isFolder.boolValue {
        throw SpecError(
          key: nil, "cannot read the file: it is a folder (give the path of a JSON file)",
          source: path)
      }
      guard manager.isReadableFile(atPath: path) else {
        throw SpecError(key: nil, "the file cannot be read: permission denied", source: path)
      }
      do {
        return try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw SpecError(key: nil, "the file cannot be read: \(systemReason(error))", source: path)
      }
    }

    /// The operating system's words for why a file could not be read ("Is a directory"), rather
    /// than Foundation's error number.
    private static func systemReason(_ error: any Error) -> String {
      let error = error as NSError
      if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
        underlying.domain == NSPOSIXErrorDomain
      {
        return String(cString: strerror(Int32(underlying.code)))
      }
      switch CocoaError.Code(rawValue: error.code) {
      case .fileReadNoSuchFile: return "there is no such file"
      case .fileReadNoPermission: return "permission denied"
      case .fileReadTooLarge: return "the file is too large"
      default: return error.localizedDescription
      }
    }

    /// Why the bytes of a spec file are not text: where the first byte that is not UTF-8 is.
    static func notUTF8(_ data: Data) -> String {
      var parser = Unicode.UTF8.ForwardParser()
      var bytes = data.makeIterator()
      var offset = 0
      while case .valid(let scalar) = parser.parseScalar(from: &bytes) { offset += scalar.count }
      let byte = data[data.startIndex + offset]
      let hex = String(byte, radix: 16, uppercase: true)
      return "the file is not UTF-8 text: the byte 0x\(hex.count == 1 ? "0" : "")\(hex) at offset "
        + "\(offset) is not part of a UTF-8 character"
    }
  }

  extension FormSpec {
    /// Decodes a `--form` value: inline JSON, or `@path` for a file holding the JSON, as
    /// `RuleSpec.load(argument:)` does.
    public static func load(argument: String) throws(SpecError) -> FormSpec {
      guard argument.hasPrefix("@") else { return try FormSpec(json: argument) }
      let path = String(argument.dropFirst())
      if path.isEmpty {
        throw SpecError(key: nil, "\"@\" must be followed by the path of a JSON file")
      }
      let data = try RuleSpec.readFile(path)
      guard let text = String(wellFormedUTF8: data) else {
        throw SpecError(key: nil, RuleSpec.notUTF8(data), source: path)
      }
      do {
        return try FormSpec(json: text)
      } catch {
        var located = error
        located.source = path
        throw located
      }
    }
  }
#endif
