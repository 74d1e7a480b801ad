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

  /// The members of a JSON object whose values are strings (decoded), numbers (their text as
  /// sent: `12.50`) or `null` (empty), in order: a JSON post's values as sent, for a page that
  /// shows the form again. Other values are skipped. `text` is an object the checker has read,
  /// so the scan trusts its shape and stops at anything unexpected.
  static func memberTexts(_ text: String) -> [FormPair] {
    var scanner = MemberScanner(bytes: Array(text.utf8))
    return scanner.members()
  }
}

/// A single pass over a JSON object's top level (`JSONText.memberTexts`).
private struct MemberScanner {
  let bytes: [UInt8]
  var index = 0

  mutating func members() -> [FormPair] {
    var pairs: [FormPair] = []
    skipSpace()
    guard next(is: "{") else { return pairs }
    while true {
      skipSpace()
      guard let name = string() else { return pairs }
      skipSpace()
      guard next(is: ":") else { return pairs }
      skipSpace()
      guard index < bytes.count else { return pairs }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        guard let value = string() else { return pairs }
        pairs.append(FormPair(name: name, value: value))
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        pairs.append(
          FormPair(name: name, value: String(decoding: bytes[start..<index], as: UTF8.self)))
      case UInt8(ascii: "n"):
        index += 4
        pairs.append(FormPair(name: name, value: ""))
      default:
        skipValue()
      }
      skipSpace()
      guard next(is: ",") else { return pairs }
    }
  }

  static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }

  mutating func next(is character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  mutating func skipSpace() {
    while index < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(
        bytes[index])
    {
      index += 1
    }
  }

  /// A value that is not kept (`true`, an array, an object): up to the `,` or `}` that ends it.
  mutating func skipValue() {
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        _ = string()
        continue
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if depth == 0 { return }
        depth -= 1
      case UInt8(ascii: ","): if depth == 0 { return }
      default: break
      }
      index += 1
    }
  }

  /// A string literal at `index`, decoded.
  mutating func string() -> String? {
    guard next(is: "\"") else { return nil }
    var out: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        continue
      }
      guard index < bytes.count else { return nil }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        guard var code = hex4() else { return nil }
        if (0xD800..<0xDC00).contains(code), next(is: "\\"), next(is: "u"), let low = hex4() {
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        out.append(contentsOf: String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
      default: out.append(escape)
      }
    }
    return nil
  }

  mutating func hex4() -> UInt32? {
    guard index + 4 <= bytes.count,
      let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { return nil }
    index += 4
    return code
  }
}
