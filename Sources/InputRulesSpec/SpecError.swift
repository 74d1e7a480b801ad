/// Why a rule spec was refused: a message that names the key at fault, the way a compiler names
/// the line. Printed by the command as `error: rule spec: <message>`.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The top-level key at fault, when one is (`nil` for invalid JSON or a spec that is not an
  /// object).
  public var key: String?
  /// The explanation, naming the key, for example `"maxLength" must be an integer >= 0, got "6"`.
  public var message: String
  /// Where the spec came from when it was read from a file (`--rule @path`).
  public var source: String?

  public init(key: String?, _ message: String, source: String? = nil) {
    self.key = key
    self.message = message
    self.source = source
  }

  /// `rule spec: <message>`, or `rule spec <path>: <message>` for a spec read from a file.
  public var description: String {
    if let source { return "rule spec \(source): \(message)" }
    return "rule spec: \(message)"
  }

  /// A value of the wrong type or out of its domain: `"key" must be <expectation>, got <value>`.
  static func invalid(_ key: String, mustBe expectation: String, got value: JSONValue) -> SpecError
  {
    SpecError(key: key, "\(JSON.quoted(key)) must be \(expectation), got \(value.shortDescription)")
  }
}

/// Words for lists of choices in messages: `"a" or "b"`, `one of "a", "b", "c"`.
func choiceList(_ names: [String]) -> String {
  let quoted = names.map(JSON.quoted)
  switch quoted.count {
  case 0: return "nothing"
  case 1: return quoted[0]
  case 2: return "\(quoted[0]) or \(quoted[1])"
  default: return "one of " + quoted.joined(separator: ", ")
  }
}
