/// JSON text written by hand, as the verdict is: the few pieces the answers need.
enum JSONText {
  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, the
  /// rest (all of Unicode) as it is, as `inputrules check --form` writes its strings.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{8}": out += "\\b"
      case "\u{C}": out += "\\f"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// An error answer's body: `{"error": message}`.
  static func error(_ message: String) -> String {
    "{\"error\":" + quoted(message) + "}"
  }
}
