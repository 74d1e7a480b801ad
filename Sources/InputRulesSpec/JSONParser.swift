/// Why a text is not JSON, and where: 1-based line and column (in characters).
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  package var message: String
  package var line: Int
  package var column: Int

  package init(message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}

extension JSONValue {
  /// Parses one JSON text (RFC 8259, strict: no comments, no trailing commas, no NaN). Duplicate
  /// keys, lone surrogate escapes and nesting deeper than 256 levels are refused too. A leading
  /// byte order mark is skipped.
  package init(parsing text: String) throws(JSONSyntaxError) {
    // Parsed from the text's own bytes: a long text is not copied first.
    var text = text
    text.makeContiguousUTF8()
    let parsed =
      text.utf8.withContiguousStorageIfAvailable(Self.parse)
      ?? Array(text.utf8).withUnsafeBufferPointer(Self.parse)
    self = try parsed.get()
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<
    JSONValue, JSONSyntaxError
  > {
    var parser = JSONParser(bytes)
    do throws(JSONSyntaxError) {
      return .success(try parser.parseDocument())
    } catch {
      return .failure(error)
    }
  }
}

private struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  static let maximumDepth = 256

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    if index == bytes.count { throw error("expected a JSON value, found nothing") }
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count { throw error("unexpected \(describeHere()) after the JSON value") }
    return value
  }

  mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("expected a value, found the end of the text") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a value, found \(describeHere())")
    }
  }

  mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    if bytes.count - index >= expected.count
      && Array(bytes[index..<(index + expected.count)]) == expected
    {
      index += expected.count
      return value
    }
    throw error("expected a value, found \(describeHere())")
  }

  mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("arrays and objects are nested more than \(Self.maximumDepth) levels deep")
    }
  }

  mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1  // {
    var object = JSONObject()
    var keys: Set<String> = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a string key in double quotes, found \(describeHere())")
      }
      let keyStart = index
      let key = try parseString()
      // A few keys are compared one by one; past them, a set keeps the check linear in a
      // posted body of many names (a body is the sender's to choose).
      if object.members.count < 16 {
        if object.members.contains(where: { $0.key == key }) {
          throw error("duplicate key \(JSON.quoted(key))", at: keyStart)
        }
      } else {
        if keys.isEmpty { keys = Set(object.members.map { $0.key }) }
        if !keys.insert(key).inserted {
          throw error("duplicate key \(JSON.quoted(key))", at: keyStart)
        }
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \(JSON.quoted(key)), found \(describeHere())")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      object.members.append(JSONObject.Member(key: key, value: value))
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected ',' or '}' after an object member, found the end of the text")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(object)
      }
      throw error("expected ',' or '}' after an object member, found \(describeHere())")
    }
  }

  mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected ',' or ']' after an array element, found the end of the text")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw error("expected ',' or ']' after an array element, found \(describeHere())")
    }
  }

  mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1  // opening quote
    var string = ""
    var runStart = index
    // A long string is built in storage of its final size (at most its length in the JSON).
    if let end = endOfString(from: index), end - index > 64 { string.reserveCapacity(end - index) }
    func flush(_ end: Int) {
      if end > runStart {
        // The input came from a String, so any run of bytes between ASCII delimiters is UTF-8.
        string += String(decoding: bytes[runStart..<end], as: UTF8.self)
      }
    }
    while true {
      guard index < bytes.count else {
        throw error("unterminated string (no closing '\"')", at: start)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return string
      }
      if byte < 0x20 {
        throw error(
          "control character U+\(hex4(UInt32(byte))) in a string must be written as an escape")
      }
      if byte == UInt8(ascii: "\\") {
        flush(index)
        let escapeStart = index
        index += 1
        guard index < bytes.count else {
          throw error("unterminated string (no closing '\"')", at: start)
        }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""): string.unicodeScalars.append("\"")
        case UInt8(ascii: "\\"): string.unicodeScalars.append("\\")
        case UInt8(ascii: "/"): string.unicodeScalars.append("/")
        case UInt8(ascii: "b"): string.unicodeScalars.append("\u{8}")
        case UInt8(ascii: "f"): string.unicodeScalars.append("\u{C}")
        case UInt8(ascii: "n"): string.unicodeScalars.append("\n")
        case UInt8(ascii: "r"): string.unicodeScalars.append("\r")
        case UInt8(ascii: "t"): string.unicodeScalars.append("\t")
        case UInt8(ascii: "u"):
          let unit = try parseHex4(escapeStart)
          if (0xD800...0xDBFF).contains(unit) {
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else {
              throw error(
                "\\u\(hex4(unit)) is a lone surrogate (text must be Unicode scalars)",
                at: escapeStart)
            }
            index += 2
            let low = try parseHex4(escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else {
              throw error(
                "\\u\(hex4(unit)) is a lone surrogate (text must be Unicode scalars)",
                at: escapeStart)
            }
            let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            string.unicodeScalars.append(Unicode.Scalar(value)!)
          } else if (0xDC00...0xDFFF).contains(unit) {
            throw error(
              "\\u\(hex4(unit)) is a lone surrogate (text must be Unicode scalars)", at: escapeStart
            )
          } else {
            string.unicodeScalars.append(Unicode.Scalar(unit)!)
          }
        default:
          index -= 1
          throw error("invalid escape '\\\(describeHere())' in a string", at: escapeStart)
        }
        runStart = index
        continue
      }
      index += 1
    }
  }

  /// Where the string whose contents start at `start` ends (its closing quote), if it does.
  func endOfString(from start: Int) -> Int? {
    var i = start
    while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: "\""): return i
      case UInt8(ascii: "\\"): i += 2
      default: i += 1
      }
    }
    return nil
  }

  mutating func parseHex4(_ escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw error("\\u must be followed by four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    func isDigit(_ i: Int) -> Bool {
      i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { throw error("expected a digit after '-'", at: start) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { throw error("numbers must not have leading zeros", at: start) }
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else { throw error("expected a digit after '.' in a number") }
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard isDigit(index) else { throw error("expected a digit in the exponent of a number") }
      while isDigit(index) { index += 1 }
    }
    return .number(JSONNumber(text: String(decoding: bytes[start..<index], as: UTF8.self)))
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// What stands at the current position, for messages: a quoted character or "the end".
  func describeHere() -> String {
    guard index < bytes.count else { return "the end of the text" }
    var end = index + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: bytes[index..<end], as: UTF8.self)
    if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
      return "U+\(hex4(scalar.value))"
    }
    return "'\(character)'"
  }

  func hex4(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
  }

  func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    let position = Swift.min(offset ?? index, bytes.count)
    var line = 1
    var lineStart = 0
    for i in 0..<position where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    let column = String(decoding: bytes[lineStart..<position], as: UTF8.self).count + 1
    return JSONSyntaxError(message: message, line: line, column: column)
  }
}
