import InputRulesSpec

extension EntryVerdict {
  /// `valid <canonical>` or `invalid <reason code>`: how test tables write a checker's verdict,
  /// without its message.
  var summary: String {
    switch self {
    case .valid(let canonical): "valid " + canonical
    case .invalid(let reason, _): "invalid " + reason.code.rawValue
    }
  }
}
