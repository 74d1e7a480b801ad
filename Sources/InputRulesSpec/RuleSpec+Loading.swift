import Foundation

extension RuleSpec {
  /// Decodes a `--rule` value: inline JSON, or `@path` for a file holding the JSON.
  public static func load(argument: String) throws(SpecError) -> RuleSpec {
    guard argument.hasPrefix("@") else { return try RuleSpec(json: argument) }
    let path = String(argument.dropFirst())
    if path.isEmpty {
      throw SpecError(key: nil, "\"@\" must be followed by the path of a JSON file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw SpecError(key: nil, "cannot read the file: \(error.localizedDescription)", source: path)
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw SpecError(key: nil, "the file is not UTF-8 text", source: path)
    }
    do {
      return try RuleSpec(json: text)
    } catch {
      var located = error
      located.source = path
      throw located
    }
  }
}
